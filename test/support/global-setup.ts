/**
 * Vitest global setup:
 * - the bundle (dist/, scripts/build.mjs, about a second) is built first, from the current
 *   sources: the tests that start the built server (test/support/built.ts, test/release/) and the
 *   CLI test what `npm start` would run, never a stale dist/;
 * - on the embedded database, one PGlite data directory is created and migrated once; each test
 *   file's server starts on a copy of it (about 1 s instead of 4 to 6 s of initdb and migrations
 *   per file). On PostgreSQL every file still migrates its own database.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { openAppDatabase } from '../../src/app/database.ts';
import { loadConfig } from '../../src/config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, closed PGlite data directory to copy ('' on PostgreSQL). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // The build runs while the template is made; no test starts before both are done.
  const built = promisify(execFile)(process.execPath, ['scripts/build.mjs'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
  }).catch((error) => {
    throw new Error(`node scripts/build.mjs failed: ${error.stderr || error.message}`);
  });
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    await built;
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-template-'));
  const db = await openAppDatabase(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', DEMO_SEED: 'false' }));
  await db.close();
  project.provide('pgliteTemplate', dir);
  await built;
  return () => rm(dir, { recursive: true, force: true });
}
