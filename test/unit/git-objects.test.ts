/**
 * Reading objects from `git cat-file --batch` one at a time: each body whole and exact, whatever
 * chunks git's output arrives in (headers and bodies cut anywhere), missing ids skipped.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { batchObjects, eachObject } from '../../src/modules/git-sync/repo.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'quire-objects-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { ...process.env, GIT_DIR: dir };
execFileSync('git', ['init', '-q', '--bare', dir]);

/** Writes `bodies` as blobs (one git call); their ids. */
const store = (bodies: Buffer[]) => {
  const files = bodies.map((bytes, i) => {
    const file = path.join(dir, `body-${i}`);
    writeFileSync(file, bytes);
    return file;
  });
  return execFileSync('git', ['hash-object', '-w', '--stdin-paths'], { input: files.join('\n'), env })
    .toString()
    .trim()
    .split('\n');
};

// Sizes from empty to several of a pipe's 64 KiB chunks, and a run of tiny ones (mostly headers).
const sizes = [0, 1, 10, 4095, 65_535, 65_536, 65_537, 300_000, 7, 3];
for (let i = 0; i < 100; i++) sizes.push((i * 7919) % 20_000);
for (let i = 0; i < 300; i++) sizes.push(i % 13);
const bodies = sizes.map((n, i) => Buffer.concat([Buffer.from(`${i}:`), randomBytes(n)]));
const oids = store(bodies);
const missing = 'f'.repeat(40);
const asked = [...oids.slice(0, 5), missing, ...oids.slice(5)];

async function* cut(bytes: Buffer, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}
const expectAll = (read: { oid: string; type: string; body: Buffer }[]) => {
  expect(read.map((r) => r.oid)).toEqual(oids);
  expect(read.every((r) => r.type === 'blob')).toBe(true);
  for (const [i, r] of read.entries()) expect(r.body.equals(bodies[i]), `object ${i} (${sizes[i]} bytes)`).toBe(true);
};

describe('reading objects from git', () => {
  it('splits the output into whole objects whatever its chunks, skipping missing ids', async () => {
    const output = execFileSync('git', ['cat-file', '--batch'], {
      input: `${asked.join('\n')}\n`,
      env,
      maxBuffer: 1 << 26,
    });
    for (const size of [1, 2, 7, 61, 4096, 65_536, output.length]) {
      const read = [];
      // One-byte chunks over the first 100 KiB only (the rest as one): every header and body cut.
      const chunks =
        size === 1
          ? (async function* () {
              yield* cut(output.subarray(0, 100_000), 1);
              yield output.subarray(100_000);
            })()
          : cut(output, size);
      for await (const object of batchObjects(chunks, asked)) read.push(object);
      expectAll(read);
    }
  });

  it('reads a repository through git, and lets git go when the reader stops early', async () => {
    const read = [];
    for await (const object of eachObject(dir, asked)) read.push(object);
    expectAll(read);
    for await (const object of eachObject(dir, oids)) {
      expect(object.body.equals(bodies[0])).toBe(true);
      break;
    }
    expect(await eachObject(dir, []).next()).toEqual({ done: true, value: undefined });
  });
});
