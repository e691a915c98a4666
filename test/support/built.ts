/**
 * The built server as users run it: `node dist/main.js` started the way package.json's `start`
 * script starts it (test/support/process.ts reads node's arguments and the environment defaults
 * from the script), in a child process on a free port, on a fresh database: a copy of the migrated
 * PGlite template of test/support/global-setup.ts in a temporary DATA_DIR, or a new database on the
 * PostgreSQL server of DATABASE_URL. The test cannot reach into the child's database, so people and
 * organizations are made through the instance-admin GraphQL mutations (ADMIN_TOKEN). A built server
 * is a `People` of test/support/fixtures.ts: the kit's builders and `cast()` take it as they take
 * the in-process one (`space(s, owner, orgId)`, `page(s, { as: owner })`, `cast(s, { members })`).
 *
 *   const servers = builtServers();           // at a test file's top level: kills what it started in afterAll
 *   const s = await servers.start({ env: { IMPORT_ALLOWED_HOSTS: '127.0.0.1:8080' } });
 *   await s.kill('SIGKILL'); await s.restart(); // same database, same port
 *   const other = await s.instance();          // a second process on the same PostgreSQL database
 *
 * The children log nothing (LOG_LEVEL=silent) unless QUIRE_TEST_LOG_LEVEL names a level; what they
 * write is kept and printed when a test of the file fails.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach } from 'vitest';
import type { Role } from '../../src/request/roles.ts';
import type { MemberRole } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import type { Person } from './fixtures.ts';
import { payload } from './graphql.ts';
import { graphqlClient } from './http.ts';
import { healthy, type Proc, runBuilt } from './process.ts';
import { ADMIN_TOKEN, freshPostgres } from './server.ts';

export type { Person };
export { ADMIN_TOKEN };

export interface BuiltServer {
  /** http://127.0.0.1:PORT of the running process (the port is kept across restarts when free). */
  readonly baseUrl: string;
  /** The running process (the last one started). */
  readonly proc: Proc;
  /** The database settings the process runs on: { DATA_DIR } or { DATABASE_URL }. */
  readonly database: Record<string, string>;
  /** What every process of this server wrote (stdout and stderr), oldest first. */
  output(): string;
  /** A user with an API token (instance-admin `createUser`). */
  user(name?: string): Promise<Person>;
  /** An organization whose first admin is `ownerId` (a user made by `user`). */
  org(ownerId: string, title?: string): Promise<{ id: string }>;
  /** Adds a user made by `user` to an organization with a role (null: guest). */
  member(orgId: string, userId: string, role: Role | null): Promise<void>;
  /** Sends `signal` (SIGTERM unless given) and waits for the process to exit: its exit code (null for a signal). */
  kill(signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts a new process on the same database (the previous one stopped with SIGTERM if still running). */
  restart(env?: Record<string, string>): Promise<void>;
  /** Another server process on the same PostgreSQL database (not possible on the embedded one). */
  instance(env?: Record<string, string>): Promise<BuiltServer>;
  /** Kills every process of the server (SIGKILL) and drops the database. */
  close(): Promise<void>;
}

export interface BuiltOptions {
  /** Configuration variables (e.g. IMPORT_ALLOWED_HOSTS for a fixture server). */
  env?: Record<string, string>;
}

const live = new Set<Proc>();
// Last resort for a worker that exits with children still running (a crash, a timeout).
process.once('exit', () => {
  for (const proc of live) proc.child.kill('SIGKILL');
});

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}

/** A fresh database: { env, drop }. */
async function freshDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const fresh = await freshPostgres(process.env.DATABASE_URL);
    return { env: { DATABASE_URL: fresh.url }, drop: fresh.drop };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-built-'));
  const template = process.env.VITEST ? (await import('vitest')).inject('pgliteTemplate') : '';
  if (template) await cp(template, dir, { recursive: true });
  return { env: { DATA_DIR: dir }, drop: () => rm(dir, { recursive: true, force: true }) };
}

const CreateUser = graphql(`
  mutation BuiltCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      __typename
      ... on CreateUserPayload { token user { key } }
      ... on BaseError { message }
    }
  }
`);
const CreateOrganization = graphql(`
  mutation BuiltCreateOrganization($input: CreateOrganizationInput!) {
    createOrganization(input: $input) {
      __typename
      ... on CreateOrganizationPayload { organization { key } }
      ... on BaseError { message }
    }
  }
`);
const AddMember = graphql(`
  mutation BuiltAddMember($input: AddOrganizationMemberInput!) {
    addOrganizationMember(input: $input) {
      __typename
      ... on BaseError { message }
    }
  }
`);

let people = 0;

/** One server process on a database; `instance()` adds processes on the same one. */
class Server implements BuiltServer {
  proc!: Proc;
  private port = 0;
  private outputs: string[] = [];
  private readonly emails = new Map<string, string>();
  private readonly others: Server[] = [];

  constructor(
    readonly database: Record<string, string>,
    private readonly env: Record<string, string>,
    private readonly drop: (() => Promise<void>) | undefined,
  ) {}

  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  }

  output() {
    return [...this.outputs.slice(0, -1), this.proc?.output() ?? ''].join('\n');
  }

  /** Starts a process and waits for /healthz; a port taken meanwhile is replaced by another. */
  async start(env: Record<string, string> = {}) {
    if (!this.port) this.port = await freePort();
    for (let attempt = 0; ; attempt++) {
      const proc = runBuilt('start', [], {
        RATE_LIMIT_PER_MINUTE: '0',
        DEMO_SEED: 'false',
        ...this.env,
        ...env,
        ...this.database,
        HOST: '127.0.0.1',
        PORT: String(this.port),
        ADMIN_TOKEN,
        LOG_LEVEL: process.env.QUIRE_TEST_LOG_LEVEL || 'silent',
      });
      if (this.proc) this.outputs.push(this.proc.output());
      this.proc = proc;
      live.add(proc);
      void proc.exited.then(() => live.delete(proc));
      const started = Date.now();
      for (;;) {
        if (await healthy(this.baseUrl)) return;
        if (proc.child.exitCode !== null || proc.child.signalCode !== null) break;
        if (Date.now() - started > 60_000) {
          proc.child.kill('SIGKILL');
          throw new Error(`the built server did not answer /healthz within 60 s:\n${proc.output()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await proc.exited;
      if (attempt < 3 && proc.output().includes('EADDRINUSE')) {
        this.port = await freePort();
        continue;
      }
      throw new Error(`the built server exited (${proc.child.exitCode ?? proc.child.signalCode}):\n${proc.output()}`);
    }
  }

  /** The instance admin's GraphQL client (ADMIN_TOKEN). */
  private get admin() {
    return graphqlClient(this.baseUrl, ADMIN_TOKEN);
  }

  async user(name = 'User') {
    const email = `${name.toLowerCase().replace(/\W+/g, '')}-${++people}-${process.pid}@example.com`;
    const res = await this.admin.request(CreateUser, { input: { email, displayName: name } });
    const created = payload(res.createUser, 'CreateUserPayload');
    this.emails.set(created.user.key, email);
    return { id: created.user.key, email, token: created.token };
  }

  private emailOf(userId: string) {
    const email = this.emails.get(userId);
    if (!email) throw new Error(`user ${userId} was not made by this server's user()`);
    return email;
  }

  async org(ownerId: string, title = 'Test Organization') {
    const res = await this.admin.request(CreateOrganization, { input: { ownerEmail: this.emailOf(ownerId), title } });
    return { id: payload(res.createOrganization, 'CreateOrganizationPayload').organization.key };
  }

  async member(orgId: string, userId: string, role: Role | null) {
    const res = await this.admin.request(AddMember, {
      input: {
        organizationId: orgId,
        email: this.emailOf(userId),
        role: role ? (role.toUpperCase() as MemberRole) : null,
      },
    });
    payload(res.addOrganizationMember, 'AddOrganizationMemberPayload');
  }

  async kill(signal: NodeJS.Signals = 'SIGTERM') {
    const { child, exited } = this.proc;
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  }

  async restart(env: Record<string, string> = {}) {
    await this.kill('SIGTERM');
    await this.start(env);
  }

  async instance(env: Record<string, string> = {}) {
    if (!this.database.DATABASE_URL)
      throw new Error('a second instance needs PostgreSQL: the embedded database belongs to one process');
    const other = new Server(this.database, this.env, undefined);
    this.others.push(other);
    other.emails.clear();
    for (const [id, email] of this.emails) other.emails.set(id, email);
    await other.start(env);
    return other;
  }

  async close() {
    // SIGKILL: the database is dropped next, and a clean stop takes 1 to 3 s of PGlite's shutdown
    // per file for nothing (test/server.test.ts and the release tests check SIGTERM themselves).
    await Promise.all([...this.others.map((other) => other.close()), this.proc && this.kill('SIGKILL')]);
    await this.drop?.();
  }
}

/** Starts a built server on a fresh database (see the top of this file). */
export async function startBuilt(options: BuiltOptions = {}): Promise<BuiltServer> {
  const db = await freshDatabase();
  const server = new Server(db.env, options.env ?? {}, db.drop);
  try {
    await server.start();
  } catch (error) {
    await server.close().catch(() => {});
    throw error;
  }
  return server;
}

/**
 * The built servers of one test file: call at the file's top level. Each server started through
 * it (its restarts and other instances included) is stopped and its database dropped in afterAll,
 * whatever the tests did; when a test fails, what the servers wrote is printed.
 */
export function builtServers() {
  const started: BuiltServer[] = [];
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      for (const s of started) {
        const out = s.output().trim();
        if (out) process.stderr.write(`\n--- output of the built server ${s.baseUrl}:\n${out.slice(-8000)}\n`);
      }
    });
  });
  afterAll(async () => {
    const servers = started.splice(0).reverse();
    const outputs = servers.map((s) => s.output().trim()).filter(Boolean);
    for (const s of servers) await s.close().catch(() => {});
    // Silent servers write nothing: a Node warning or an uncaught error is a failure of the file.
    if (outputs.length && !process.env.QUIRE_TEST_LOG_LEVEL)
      throw new Error(`the built server wrote:\n${outputs.map((o) => o.slice(-4000)).join('\n---\n')}`);
  });
  return {
    async start(options: BuiltOptions = {}) {
      const db = await freshDatabase();
      const server = new Server(db.env, options.env ?? {}, db.drop);
      started.push(server);
      await server.start();
      return server as BuiltServer;
    },
  };
}
