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

/**
 * Objects by id, one at a time (`git cat-file --batch`): the next is read from git only once the
 * caller has taken the previous one, so a tree of 100 MB is never held whole. Missing ids are skipped.
 */
export async function* eachObject(dir: string, oids: string[]): AsyncGenerator<ObjectRead> {
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
  // Bytes received and not consumed yet, in arrival order.
  let parts: Buffer[] = [];
  let have = 0;
  const take = (n: number) => {
    const all = parts.length === 1 ? parts[0] : Buffer.concat(parts);
    // A copy: the object outlives the chunk it arrived in (which may hold the next objects).
    const out = Buffer.from(all.subarray(0, n));
    const rest = all.subarray(n);
    parts = rest.length ? [rest] : [];
    have = rest.length;
    return out;
  };
  const newline = () => {
    let offset = 0;
    for (const p of parts) {
      const at = p.indexOf(10);
      if (at >= 0) return offset + at;
      offset += p.length;
    }
    return -1;
  };
  let next = 0;
  let want: { type: string; size: number } | null = null;
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      parts.push(chunk);
      have += chunk.length;
      for (;;) {
        if (!want) {
          const nl = newline();
          if (nl < 0) break;
          const [, type, size] = take(nl + 1)
            .toString()
            .trim()
            .split(' ');
          if (type === 'missing' || size === undefined) {
            next++;
            continue;
          }
          want = { type, size: Number(size) };
        }
        // The body and the newline after it.
        if (have < want.size + 1) break;
        const body = take(want.size + 1).subarray(0, want.size);
        const oid = oids[next++];
        const { type } = want;
        want = null;
        yield { oid, type, body };
      }
    }
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
