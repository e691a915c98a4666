/**
 * Configuration and start-up failures of `npm start` (the built dist/main.js): one clear line on
 * stderr, no stack, a non-zero exit status; and the embedded database is left unlocked. The
 * server runs on the run's database: a copy of the migrated PGlite template, or a fresh PostgreSQL
 * database when DATABASE_URL is set.
 */

import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runBuilt } from './support/process.ts';
import { freshPostgres } from './support/server.ts';

let database: Record<string, string>;
const cleanups: (() => Promise<void>)[] = [];
beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const fresh = await freshPostgres(process.env.DATABASE_URL);
    cleanups.push(fresh.drop);
    database = { DATABASE_URL: fresh.url };
  } else {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'quire-start-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // The migrated template of test/support/global-setup.ts: no initdb and migrations per start.
    await cp(inject('pgliteTemplate'), dataDir, { recursive: true });
    database = { DATA_DIR: dataDir };
  }
});
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function start(env: Record<string, string>) {
  const proc = runBuilt('start', [], { ...database, DEMO_SEED: 'false', LOG_LEVEL: 'silent', ...env });
  const code = await proc.exited;
  return { code, lines: proc.output().trim().split('\n') };
}

describe('start-up errors', { timeout: 60_000 }, () => {
  it('a bad setting: one line naming it, exit 1', async () => {
    for (const [env, expected] of [
      [{ PORT: 'http' }, 'PORT'],
      [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
      [{ DATABASE_URL: 'mysql://db/quire' }, 'DATABASE_URL'],
    ] as const) {
      const { code, lines } = await start(env);
      expect(code).toBe(1);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^quire: Invalid configuration: /);
      expect(lines[0]).toContain(expected);
    }
  });

  it('a busy port or an address the machine does not have: one line, exit 1, the database unlocked', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = String((busy.address() as { port: number }).port);
    try {
      const taken = await start({ PORT: port });
      expect(taken.code).toBe(1);
      expect(taken.lines).toEqual([`quire: cannot listen on 127.0.0.1:${port}: EADDRINUSE`]);
    } finally {
      busy.close();
    }
    const elsewhere = await start({ HOST: '203.0.113.7', PORT: '0' });
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.lines).toEqual(['quire: cannot listen on 203.0.113.7:0: EADDRNOTAVAIL']);
  });

  it('an unreachable PostgreSQL server: one line, exit 1', async () => {
    const { code, lines } = await start({ DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/quire' });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^quire: cannot open the database: /);
  });
});
