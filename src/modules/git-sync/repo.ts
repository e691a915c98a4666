/**
 * The local cache repository of a space: a bare repository under the instance's temporary folder
 * that git's own `upload-pack` and `index-pack` run against. Everything in it is rebuilt from the
 * database on demand (computed objects, pushed packs, refs); losing it costs time, not data.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, rmSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { GitObject } from './objects.ts';

const ROOT = path.join(tmpdir(), `quire-git-${process.pid}`);
// The cache belongs to this process: gone with it (a kill leaves it to the system's tmp cleaning).
process.once('exit', () => rmSync(ROOT, { recursive: true, force: true }));

/** Objects and packs already written, per repository (saves a stat per object). */
const written = new Map<string, Set<string>>();
const locks = new Map<string, Promise<unknown>>();

/** Runs `fn` alone for this space on this instance (refs are written, then read by git). */
export function withRepoLock<T>(spaceId: string, fn: () => Promise<T>): Promise<T> {
  const prev = locks.get(spaceId) ?? Promise.resolve();
  const run = prev.then(fn, fn);
  const tail = run.catch(() => undefined);
  locks.set(spaceId, tail);
  void tail.then(() => {
    if (locks.get(spaceId) === tail) locks.delete(spaceId);
  });
  return run;
}

/** A new file name under the instance's folder (a pushed pack on its way in), removed with it at exit. */
export async function tempPath(suffix: string): Promise<string> {
  const dir = path.join(ROOT, 'incoming');
  await mkdir(dir, { recursive: true });
  return path.join(dir, `${randomBytes(8).toString('hex')}${suffix}`);
}

export async function repoDir(spaceId: string): Promise<string> {
  const dir = path.join(ROOT, `${spaceId.replace(/[^\w-]/g, '_')}.git`);
  if (!existsSync(path.join(dir, 'HEAD'))) {
    await mkdir(path.join(dir, 'objects', 'pack'), { recursive: true });
    await mkdir(path.join(dir, 'refs', 'heads'), { recursive: true });
    await writeFile(
      path.join(dir, 'config'),
      '[core]\n\trepositoryformatversion = 0\n\tbare = true\n[uploadpack]\n\tallowAnySHA1InWant = true\n[gc]\n\tauto = 0\n',
    );
    await writeFile(path.join(dir, 'HEAD'), 'ref: refs/heads/main\n');
  }
  return dir;
}

const seen = (dir: string) => {
  const set = written.get(dir) ?? new Set<string>();
  written.set(dir, set);
  return set;
};

/** Writes the objects the repository lacks, as loose objects. */
export async function writeObjects(dir: string, objects: Map<string, GitObject>) {
  const done = seen(dir);
  for (const [oid, o] of objects) {
    if (done.has(oid)) continue;
    const file = path.join(dir, 'objects', oid.slice(0, 2), oid.slice(2));
    if (!existsSync(file)) {
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.hrtime.bigint()}.tmp`;
      await writeFile(
        tmp,
        deflateSync(Buffer.concat([Buffer.from(`${o.type} ${o.body.length}\0`), o.body]), { level: 1 }),
      );
      await rename(tmp, file);
    }
    done.add(oid);
  }
}

export const hasWritten = (dir: string, key: string) => seen(dir).has(key);
export const markWritten = (dir: string, key: string) => seen(dir).add(key);

/** Installs a stored pack (self-contained) in the repository. */
export async function installPack(dir: string, id: string, parts: AsyncIterable<Uint8Array>) {
  const file = path.join(dir, 'objects', 'pack', `stored-${id}.pack`);
  await writeFile(file, parts);
  await git(dir, ['index-pack', file]);
  markWritten(dir, `pack:${id}`);
}

/** Sets the repository's branches to `refs` (name under refs/heads -> commit id), one file at a time. */
export async function writeRefs(dir: string, refs: Map<string, string>) {
  const heads = path.join(dir, 'refs', 'heads');
  // Each file is replaced by a rename: a concurrent upload-pack never sees a missing branch.
  for (const [name, oid] of refs) {
    const file = path.join(heads, ...name.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.hrtime.bigint()}.lock`;
    await writeFile(tmp, `${oid}\n`);
    await rename(tmp, file);
  }
  for (const name of await listRefs(heads, '')) if (!refs.has(name)) await rm(path.join(heads, name), { force: true });
}

async function listRefs(dir: string, prefix: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (entry.isDirectory()) out.push(...(await listRefs(path.join(dir, entry.name), `${prefix}${entry.name}/`)));
    else if (!entry.name.endsWith('.lock')) out.push(prefix + entry.name);
  }
  return out;
}

export interface GitResult {
  code: number;
  stdout: Buffer;
  stderr: string;
}

/**
 * Runs git in the repository, feeding `input` (or the file `inputFile`, streamed); rejects on a
 * non-zero exit unless `allowFail`.
 */
export function git(
  dir: string,
  args: string[],
  options: { input?: Buffer; inputFile?: string; env?: Record<string, string>; allowFail?: boolean } = {},
): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        GIT_DIR: dir,
        HOME: dir,
        GIT_CONFIG_NOSYSTEM: '1',
        ...options.env,
      },
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    child.stdin.on('error', () => undefined);
    child.on('close', (code) => {
      const result = { code: code ?? 1, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString() };
      if (result.code !== 0 && !options.allowFail)
        reject(new Error(`git ${args[0]} failed (${result.code}): ${result.stderr.trim()}`));
      else resolve(result);
    });
    if (options.inputFile) createReadStream(options.inputFile).on('error', reject).pipe(child.stdin);
    else child.stdin.end(options.input ?? Buffer.alloc(0));
  });
}

export interface ObjectRead {
  oid: string;
  type: string;
  body: Buffer;
}

/** How `eachObject` hands bodies over. */
export interface EachObjectOptions {
  /**
   * Each body is valid until the next object is asked for (one buffer, grown to the largest body,
   * holds them all): for a reader that copies what it keeps. A push's files read so left about
   * 130 MB of garbage for 127 MB, faster than the collector took it back.
   */
  reuse?: boolean;
}

/**
 * Objects by id, one at a time (`git cat-file --batch`): the next is read from git only once the
 * caller has taken the previous one, so a tree of 100 MB is never held whole. Missing ids are skipped.
 */
export async function* eachObject(
  dir: string,
  oids: string[],
  options: EachObjectOptions = {},
): AsyncGenerator<ObjectRead> {
  if (!oids.length) return;
  const child = spawn('git', ['cat-file', '--batch'], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', GIT_DIR: dir, HOME: dir, GIT_CONFIG_NOSYSTEM: '1' },
  });
  const failed = new Promise<never>((_, reject) => child.on('error', reject));
  failed.catch(() => {});
  const err: Buffer[] = [];
  child.stderr.on('data', (b: Buffer) => err.push(b));
  child.stdin.on('error', () => undefined);
  child.stdin.end(`${oids.join('\n')}\n`);
  try {
    yield* batchObjects(child.stdout as AsyncIterable<Buffer>, oids, options);
    const code = await Promise.race([
      failed,
      new Promise<number | null>((resolve) =>
        child.exitCode !== null ? resolve(child.exitCode) : child.once('close', resolve),
      ),
    ]);
    if (code !== 0) throw new Error(`git cat-file failed (${code}): ${Buffer.concat(err).toString().trim()}`);
  } finally {
    if (child.exitCode === null) child.kill();
  }
}

/**
 * The objects of `git cat-file --batch`'s output, arriving in `chunks` cut anywhere, for the ids
 * `oids` it was asked (a missing one is skipped). A body is copied once, into a buffer of its
 * size, as its bytes arrive, and git's chunks are let go at once (concatenating them, a body
 * cost three copies of its size).
 */
export async function* batchObjects(
  chunks: AsyncIterable<Buffer>,
  oids: string[],
  { reuse = false }: EachObjectOptions = {},
): AsyncGenerator<ObjectRead> {
  // The start of a header cut by a chunk's end (a few bytes).
  let pending: Buffer | null = null;
  // With `reuse`, the buffer every body is read into.
  let shared = Buffer.alloc(0);
  const bodyBuffer = (bytes: number) => {
    if (!reuse) return Buffer.allocUnsafeSlow(bytes);
    if (shared.length < bytes) shared = Buffer.allocUnsafeSlow(Math.max(bytes, 64 * 1024));
    return shared.subarray(0, bytes);
  };
  let want: { type: string; size: number; body: Buffer; filled: number } | null = null;
  let next = 0;
  for await (const chunk of chunks) {
    const data: Buffer = pending ? Buffer.concat([pending, chunk]) : chunk;
    pending = null;
    let at = 0;
    while (at < data.length) {
      if (!want) {
        const nl = data.indexOf(10, at);
        if (nl < 0) {
          pending = Buffer.from(data.subarray(at));
          break;
        }
        const [, type, size] = data.toString('latin1', at, nl).trim().split(' ');
        at = nl + 1;
        if (type === 'missing' || size === undefined) {
          next++;
          continue;
        }
        // The body and the newline after it.
        want = { type, size: Number(size), body: bodyBuffer(Number(size) + 1), filled: 0 };
      }
      const n = Math.min(want.body.length - want.filled, data.length - at);
      data.copy(want.body, want.filled, at, at + n);
      want.filled += n;
      at += n;
      if (want.filled < want.body.length) break;
      const { type, size, body } = want;
      want = null;
      yield { oid: oids[next++], type, body: body.subarray(0, size) };
    }
  }
}

/** Reads objects by id (`git cat-file --batch`). */
export async function readObjects(dir: string, oids: string[]): Promise<Map<string, { type: string; body: Buffer }>> {
  const out = new Map<string, { type: string; body: Buffer }>();
  if (!oids.length) return out;
  const { stdout } = await git(dir, ['cat-file', '--batch'], { input: Buffer.from(`${oids.join('\n')}\n`) });
  let at = 0;
  for (const oid of oids) {
    const nl = stdout.indexOf(10, at);
    const header = stdout.subarray(at, nl).toString();
    const [, type, size] = header.split(' ');
    if (type === undefined || size === undefined) {
      at = nl + 1;
      continue;
    }
    const len = Number(size);
    out.set(oid, { type, body: stdout.subarray(nl + 1, nl + 1 + len) });
    at = nl + 1 + len + 1;
  }
  return out;
}
