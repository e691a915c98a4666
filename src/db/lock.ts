import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, realpathSync, unlinkSync, writeSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';

/**
 * PGlite has no lock between processes: two writers on one data directory corrupt it.
 *
 * On Linux the lock is a Unix socket in the abstract namespace named after the directory's real
 * path: binding it is atomic, and the kernel releases it the moment its process dies, however it
 * dies (kill -9, a crash, a zombie that was never reaped). A pid file cannot tell a live owner from
 * a reused pid after a restart, or from a zombie. The name is only visible inside one network
 * namespace: instances in separate containers sharing a volume are not kept apart by it (nor were
 * they by a pid, which is meaningless across pid namespaces), so give each container its own
 * DATA_DIR or use PostgreSQL.
 *
 * `quire.lock` in the directory still names the owner's pid for the error message; elsewhere than
 * Linux it is the lock itself (a stale one, whose pid is gone, is taken over).
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'quire.lock');
  if (process.platform !== 'linux') return acquirePidFile(dataDir, file);

  const name = `\0quire-data-dir-${createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 40)}`;
  // Nothing is served: whoever connects is hung up on.
  const server = createServer((socket) => socket.destroy());
  try {
    await listen(server, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new DataDirLockedError(dataDir, ownerPid(file));
  }
  server.unref();
  writeOwner(file, 'w');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    removeOwnFile(file);
    server.close();
  };
}

function listen(server: Server, name: string) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(name, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function acquirePidFile(dataDir: string, file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeOwner(file, 'wx');
      let released = false;
      return () => {
        if (released) return;
        released = true;
        removeOwnFile(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerPid(file);
      if (owner && owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
      // Stale lock from a process that died (or our own leftover): take it over.
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function writeOwner(file: string, flags: 'w' | 'wx') {
  const fd = openSync(file, flags);
  try {
    writeSync(fd, String(process.pid));
  } finally {
    closeSync(fd);
  }
}

function ownerPid(file: string): number | undefined {
  try {
    return Number(readFileSync(file, 'utf8').trim()) || undefined;
  } catch {
    return undefined;
  }
}

function removeOwnFile(file: string) {
  try {
    if (ownerPid(file) === process.pid) unlinkSync(file);
  } catch {
    /* already gone */
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number | undefined) {
    super(
      `The embedded database in ${dataDir} is in use by another Quire process${pid ? ` (pid ${pid})` : ''}. ` +
        'Only one process may open it: stop that process, use another DATA_DIR, ' +
        'or set DATABASE_URL to share a PostgreSQL server between instances.',
    );
    this.name = 'DataDirLockedError';
  }
}
