/**
 * One process at a time on an embedded data directory, without a human after a crash: the lock is
 * held while its process lives and released by the kernel when it dies (kill -9 included), even if
 * the pid it left in quire.lock now belongs to another live process (a reused pid after a restart,
 * or a zombie that was never reaped).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../src/db/lock.ts';
import { ROOT } from './support/process.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function dataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-lock-'));
  dirs.push(dir);
  return dir;
}

/** Another process that takes the lock and keeps it until it is killed. */
function holder(dir: string) {
  const lock = path.join(ROOT, 'src/db/lock.ts');
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import(${JSON.stringify(lock)}).then(async (m) => { await m.acquireDataDirLock(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`holder exited (${code})`)));
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, locked, exited };
}

describe.skipIf(process.platform !== 'linux')('the data directory lock', () => {
  it('refuses a second opener while its owner lives, naming the owner', async () => {
    const dir = await dataDir();
    const first = holder(dir);
    try {
      await first.locked;
      const refused = acquireDataDirLock(dir);
      await expect(refused).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(refused).rejects.toThrow(`pid ${first.child.pid}`);
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
    }
  });

  it('is free again after kill -9, even when the pid in quire.lock is alive as another process', async () => {
    const dir = await dataDir();
    const first = holder(dir);
    await first.locked;
    first.child.kill('SIGKILL');
    await first.exited;
    expect(Number(await readFile(path.join(dir, 'quire.lock'), 'utf8'))).toBe(first.child.pid);
    // The pid now names a live process that is not Quire (this test runner).
    await writeFile(path.join(dir, 'quire.lock'), String(process.pid === 1 ? 2 : 1));
    const release = await acquireDataDirLock(dir);
    expect(Number(await readFile(path.join(dir, 'quire.lock'), 'utf8'))).toBe(process.pid);
    release();
  });

  it('is one per directory, also within one process, and released on close', async () => {
    const [a, b] = [await dataDir(), await dataDir()];
    const releaseA = await acquireDataDirLock(a);
    const releaseB = await acquireDataDirLock(b);
    // The same directory by another path (a trailing component) is the same lock.
    await expect(acquireDataDirLock(path.join(a, '.'))).rejects.toBeInstanceOf(DataDirLockedError);
    releaseA();
    (await acquireDataDirLock(a))();
    releaseB();
  });
});
