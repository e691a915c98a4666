/**
 * Starts Quire in-process on a free port with a fresh database: PGlite in a temporary
 * directory, or a new database on the PostgreSQL server of DATABASE_URL when it is set.
 * The tests and the benchmarks (bench/) start their servers with it.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { pino } from 'pino';
import { type AppDatabase, openAppDatabase } from '../../src/app/database.ts';
import { createApp } from '../../src/app/server.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { randomString } from '../../src/db/ids.ts';
import { createOrganization } from '../../src/modules/organizations/service.ts';
import { createToken, createUser } from '../../src/modules/users/service.ts';
import type { Role } from '../../src/request/roles.ts';
import type { Person } from './fixtures.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';

/**
 * Background jobs that in-process test servers leave off (createApp starts every job of
 * src/app/jobs.ts): the content collection, the embedded database's vacuum and the idle-memory
 * collection would add statements and pauses at moments no test chooses. Their own tests run them.
 */
export const QUIET_JOBS = {
  CONTENT_GC_INTERVAL_MINUTES: '0',
  IDLE_COLLECT_MS: '0',
  DB_MAINTENANCE_INTERVAL_SECONDS: '0',
};

export interface TestServer {
  baseUrl: string;
  db: AppDatabase;
  /** The server's configuration (for module functions called beside it with a context of their own). */
  config: Config;
  close(): Promise<void>;
  /** Creates a user with an API token. */
  user(name?: string): Promise<Person>;
  /** Creates an organization owned (admin) by `ownerId`. */
  org(ownerId: string, title?: string): Promise<{ id: string }>;
  /** Adds a member with a role (null = guest). */
  member(orgId: string, userId: string, role: Role | null): Promise<void>;
}

/**
 * Copies the folder `from` into `to` (which exists): coreutils' `cp -a` where there is one (a
 * cluster of 1,300 files in about 0.1 s, where node's fs.cp took 0.3 to 0.6 s on every server start).
 */
async function copyTree(from: string, to: string) {
  try {
    await promisify(execFile)('cp', ['-a', `${from}/.`, `${to}/`]);
  } catch {
    await cp(from, to, { recursive: true });
  }
}

export async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `quire_test_${randomString(10).toLowerCase()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface StartOptions {
  /** Extra configuration variables (e.g. IMPORT_ALLOWED_HOSTS for a fixture server). */
  env?: Record<string, string>;
  /** Receives every log line the server writes (JSON, from debug level up); without it, none is written. */
  log?: (line: string) => void;
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  let cleanup: () => Promise<void>;
  let env: Record<string, string>;
  if (process.env.DATABASE_URL) {
    const fresh = await freshPostgres(process.env.DATABASE_URL);
    env = { DATABASE_URL: fresh.url };
    cleanup = fresh.drop;
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), 'quire-test-'));
    // A copy of the migrated template of test/support/global-setup.ts (startup applies nothing then).
    // Under vitest (bench/ starts servers too, outside it).
    const template = process.env.VITEST ? (await import('vitest')).inject('pgliteTemplate') : undefined;
    if (template) await copyTree(template, dir);
    env = { DATA_DIR: dir };
    cleanup = () => rm(dir, { recursive: true, force: true });
  }
  const config = loadConfig({
    // Rate limiting off (its shared counters would add statements to the statement-count tests);
    // the rate-limit tests turn it on with their own budgets.
    RATE_LIMIT_PER_MINUTE: '0',
    ...QUIET_JOBS,
    ...options.env,
    ...env,
    PORT: '0',
    ADMIN_TOKEN,
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'false',
  });
  const db = await openAppDatabase(config);
  const log = options.log;
  const logger = log ? pino({ level: 'debug' }, { write: (line: string) => log(line) }) : pino({ level: 'silent' });
  const app = createApp(config, db, { logger });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  // On PostgreSQL the access cache serves nothing until its listener is up, and the listener
  // connects after the start (slowly when the database is busy): a test that counts statements
  // must not see the cold path in one measure and the warm one in the next.
  for (let waited = 0; db.listening && !db.listening() && waited < 10_000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const port = (app.server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  // urls.* fields are built from PUBLIC_URL: point it at the real port.
  config.publicUrl = baseUrl;
  let n = 0;
  return {
    baseUrl,
    db,
    config,
    close: async () => {
      await app.close();
      await db.close();
      await cleanup();
    },
    user: async (name = 'User') => {
      const email = `${name.toLowerCase().replace(/\W+/g, '')}-${++n}-${randomString(6).toLowerCase()}@example.com`;
      const user = await createUser(db.prisma, { email, displayName: name });
      return { id: user.id, email, token: await createToken(db.prisma, user.id) };
    },
    org: async (ownerId, title = 'Test Organization') => {
      const org = await createOrganization(db.prisma, { title, ownerId });
      return { id: org.id };
    },
    member: async (orgId, userId, role) => {
      // The membership row itself (the built harness goes through the instance admin's mutation):
      // a cast leaves no event in the outbox and may set any role, the last admin's included.
      await db.prisma.member.upsert({
        where: { organizationId_userId: { organizationId: orgId, userId } },
        create: { organizationId: orgId, userId, role },
        update: { role },
      });
    },
  };
}
