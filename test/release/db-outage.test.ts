/**
 * PostgreSQL restarted under load, two instances: a private PostgreSQL cluster (Debian's binaries,
 * in a temporary directory, on a free port: the machine's shared server is never touched) serves
 * two built server processes; a bounded trickle of REST and GraphQL reads runs on both while the
 * cluster restarts (`pg_ctl restart -m fast`). No answer may be a 500: a read that fails while the
 * database is away is a 503 with Retry-After, and /readyz says not ready meanwhile. After the gap,
 * the listening connections are back: a comment posted on instance A reaches a subscriber on
 * instance B, and so does the one A wrote while B could not listen (its notification went to
 * nobody on B: B catches it up from the outbox). B connects as a role of its own whose connection
 * limit the test sets to 0 across the restart and lifts once A's write is acknowledged, so that
 * gap is certain rather than a race with B's reconnection.
 *
 * It brings its own cluster, so it needs no DATABASE_URL; it runs once, in the suite's PostgreSQL
 * run (where DATABASE_URL is set), and is skipped where no PostgreSQL binaries are installed.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/built.ts';
import { healthy, type Proc, runBuilt } from '../support/process.ts';
import { ADMIN_TOKEN } from '../support/server.ts';
import { eventually, type Stream, sseSubscribe } from '../support/streams.ts';

/** The newest PostgreSQL installed the Debian way (/usr/lib/postgresql/<version>/bin), if any. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')) && existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

const BIN = process.env.DATABASE_URL ? postgresBin() : null;
const TITLE = BIN
  ? 'PostgreSQL restarted under load, two instances'
  : process.env.DATABASE_URL
    ? 'PostgreSQL restarted under load (skipped: no PostgreSQL binaries in /usr/lib/postgresql/*/bin for a private cluster)'
    : 'PostgreSQL restarted under load (runs in the PostgreSQL run of the suite)';

/** Runs a PostgreSQL program as the `postgres` user when we are root (PostgreSQL refuses root). */
function pgRun(program: string, args: string[]): Promise<string> {
  const exe = path.join(BIN!, program);
  const [command, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${program} exited ${code}:\n${out}`))));
  });
}

/** A PostgreSQL cluster of its own: { url, restart, stop }. */
async function privateCluster() {
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pgRun('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-c port=${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c max_connections=60`;
  await pgRun('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    /** pg_ctl restart -m fast: sessions are ended (57P01), then the server starts again. */
    restart: () => pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'restart']),
    stop: async () => {
      await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const procs: Proc[] = [];
let cluster: Awaited<ReturnType<typeof privateCluster>> | undefined;
beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    for (const proc of procs) process.stderr.write(`\n--- output of a built server:\n${proc.output().slice(-8000)}\n`);
  });
});
afterAll(async () => {
  for (const proc of procs) proc.child.kill('SIGKILL');
  await Promise.all(procs.map((p) => p.exited));
  await cluster?.stop();
});

/** A built server process on `databaseUrl`; resolves once /healthz answers. */
async function instance(databaseUrl: string) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const proc = runBuilt('start', [], {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    ADMIN_TOKEN,
    RATE_LIMIT_PER_MINUTE: '0',
    DEMO_SEED: 'false',
    LOG_LEVEL: process.env.QUIRE_TEST_LOG_LEVEL || 'silent',
  });
  procs.push(proc);
  const started = Date.now();
  while (!(await healthy(baseUrl))) {
    if (proc.child.exitCode !== null || Date.now() - started > 60_000)
      throw new Error(`the built server did not start:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { baseUrl, proc };
}

async function graphql<T>(baseUrl: string, token: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as { data?: T; errors?: unknown[] } };
}

const SpaceComments = `
  subscription OutageSpaceComments($spaceId: ID!) {
    spaceEvents(spaceId: $spaceId, types: [COMMENT_POSTED]) { ... on CommentEvent { comment { markdown } } }
  }
`;
type CommentPosted = { spaceEvents: { comment: { markdown: string } } };

/** The markdown of the next comment event of `stream` (failing on an error or the stream's end). */
async function nextComment(stream: Stream<CommentPosted>, waitMs: number) {
  const result = await stream.next(waitMs);
  if (result === 'complete') throw new Error('the stream completed');
  expect(result.errors).toBeUndefined();
  return result.data?.spaceEvents.comment.markdown;
}

/**
 * The next comment event of `stream` other than the ones posted to see it live (`before n`: those
 * posted after the first one seen may still be on their way).
 */
async function nextLaterComment(stream: Stream<CommentPosted>, waitMs: number) {
  const until = Date.now() + waitMs;
  for (;;) {
    const markdown = await nextComment(stream, Math.max(until - Date.now(), 1));
    if (!markdown?.startsWith('before ')) return markdown;
  }
}

/** One answer of the load: where it went, its status, its Retry-After, the GraphQL error codes. */
interface Answer {
  what: string;
  status: number;
  retryAfter: string | null;
  codes: string[];
}

describe(TITLE, () => {
  it.skipIf(!BIN)(
    'answers 503 with Retry-After (never 500) in the gap, and loses no event',
    { timeout: 120_000 },
    async () => {
      cluster = await privateCluster();
      const a = await instance(cluster.url);
      // B connects as a role of its own (a member of A's, so with the same rights): lowering its
      // connection limit keeps B away from the database while A writes after the restart.
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('CREATE ROLE quire_b LOGIN IN ROLE postgres');
      const bUrl = new URL(cluster.url);
      bUrl.username = 'quire_b';
      const b = await instance(bUrl.toString());

      // A person, an organization and a space, through the instance-admin mutations and REST.
      const created = await graphql<{ createUser: { token: string } }>(
        a.baseUrl,
        ADMIN_TOKEN,
        `mutation OutageUser($input: CreateUserInput!) { createUser(input: $input) { ... on CreateUserPayload { token } } }`,
        { input: { email: 'owner@example.com', displayName: 'Owner' } },
      );
      const token = created.body.data!.createUser.token;
      const org = await graphql<{ createOrganization: { organization: { key: string } } }>(
        a.baseUrl,
        ADMIN_TOKEN,
        `mutation OutageOrg($input: CreateOrganizationInput!) {
        createOrganization(input: $input) { ... on CreateOrganizationPayload { organization { key } } }
      }`,
        { input: { ownerEmail: 'owner@example.com', title: 'Outage' } },
      );
      const orgId = org.body.data!.createOrganization.organization.key;
      const rest = (baseUrl: string, method: string, route: string, body?: unknown) =>
        fetch(`${baseUrl}/v1${route}`, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
      const spaceId = (
        (await (await rest(a.baseUrl, 'POST', `/orgs/${orgId}/spaces`, { title: 'Live' })).json()) as {
          id: string;
        }
      ).id;
      const comment = (markdown: string) =>
        rest(a.baseUrl, 'POST', `/spaces/${spaceId}/comments`, { body: { markdown } });

      // A subscriber on B, live before the outage: a comment posted on A reaches it.
      const stream = await sseSubscribe<CommentPosted>(b.baseUrl, token, SpaceComments, { spaceId });
      let received: string | undefined;
      for (let i = 0; i < 40 && received === undefined; i++) {
        expect((await comment(`before ${i}`)).status).toBe(200);
        received = await nextComment(stream, 500).catch(() => undefined);
      }
      expect(received).toMatch(/^before /);

      // The trickle: REST and GraphQL reads and /readyz on both instances, four at a time, bounded
      // in count and in time; every answer is recorded.
      const answers: Answer[] = [];
      let loadUntil = Date.now() + 60_000;
      const reads: [string, (base: string) => Promise<Response>][] = [
        ['GET /v1/orgs/{id}', (base) => rest(base, 'GET', `/orgs/${orgId}`)],
        ['GET /v1/spaces/{id}', (base) => rest(base, 'GET', `/spaces/${spaceId}`)],
        [
          'POST /graphql viewer',
          (base) =>
            fetch(`${base}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ query: '{ viewer { displayName } }' }),
            }),
        ],
      ];
      const worker = async (w: number) => {
        for (let n = w; Date.now() < loadUntil && answers.length < 4000; n++) {
          const [what, send] = reads[n % reads.length];
          const base = n % 2 ? b.baseUrl : a.baseUrl;
          const res = await send(base);
          const text = await res.text();
          const codes =
            what.startsWith('POST /graphql') && text.startsWith('{')
              ? ((JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] }).errors ?? []).map(
                  (e) => e.extensions?.code ?? '',
                )
              : [];
          answers.push({ what, status: res.status, retryAfter: res.headers.get('retry-after'), codes });
          await new Promise((r) => setTimeout(r, 15));
        }
      };
      // /readyz of both instances, every 20 ms.
      const readiness = async () => {
        for (let n = 0; Date.now() < loadUntil && answers.length < 4000; n++) {
          const res = await fetch(`${n % 2 ? b.baseUrl : a.baseUrl}/readyz`);
          await res.arrayBuffer();
          answers.push({
            what: 'GET /readyz',
            status: res.status,
            retryAfter: res.headers.get('retry-after'),
            codes: [],
          });
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      const load = Promise.all([...[0, 1, 2, 3].map(worker), readiness()]);

      await new Promise((r) => setTimeout(r, 400));
      // From now on B cannot connect (53300 too_many_connections: a 503 on B too).
      await admin.query('ALTER ROLE quire_b CONNECTION LIMIT 0');
      await admin.end();
      await cluster.restart();
      // After the restart, while B cannot listen: a comment posted on A, retried while A answers 503.
      let posted: Response | undefined;
      for (let i = 0; i < 200; i++) {
        posted = await comment('in the gap');
        if (posted.status !== 503) break;
        expect(posted.headers.get('retry-after')).toMatch(/^\d+$/);
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(posted?.status).toBe(200);
      // B's turn: its listening connection comes back and must find the comment in the outbox.
      const probe = new pg.Client({ connectionString: cluster.url });
      await probe.connect();
      await probe.query('ALTER ROLE quire_b CONNECTION LIMIT -1');
      await probe.end();
      loadUntil = Date.now() + 1500;
      await load;

      // No 500, ever; every failure a 503 with Retry-After (GraphQL: SERVICE_UNAVAILABLE).
      const failures = answers.filter((x) => x.status >= 400 && x.what !== 'GET /readyz');
      const counts: Record<string, number> = {};
      for (const x of answers.filter((x) => x.status >= 400))
        counts[`${x.what} ${x.status}`] = (counts[`${x.what} ${x.status}`] ?? 0) + 1;
      process.stdout.write(`db-outage: ${answers.length} answers, failures ${JSON.stringify(counts)}\n`);
      const summary = (list: Answer[]) => JSON.stringify(list.slice(0, 10));
      expect(failures.length, 'reads answered while the database was away').toBeGreaterThan(0);
      expect(answers.filter((x) => x.status >= 500 && x.status !== 503).length, summary(failures)).toBe(0);
      expect(
        failures.filter((x) => x.status !== 503 || !/^\d+$/.test(x.retryAfter ?? '')),
        summary(failures),
      ).toEqual([]);
      for (const x of answers.filter((x) => x.what.startsWith('POST /graphql') && x.codes.length))
        expect(
          x.codes.every((c) => c === 'SERVICE_UNAVAILABLE'),
          JSON.stringify(x),
        ).toBe(true);
      // /readyz said not ready in the gap, and ready again after it, on both instances.
      expect(answers.some((x) => x.what === 'GET /readyz' && x.status === 503)).toBe(true);
      for (const s of [a, b])
        await eventually(async () => ((await fetch(`${s.baseUrl}/readyz`)).ok ? true : undefined));

      // The comment posted in the gap reaches B's subscriber (caught up from the outbox: its
      // notification went out while B could not listen), and so does one posted after the gap.
      expect(await nextLaterComment(stream, 15_000)).toBe('in the gap');
      expect((await comment('after the gap')).status).toBe(200);
      expect(await nextLaterComment(stream, 15_000)).toBe('after the gap');
      await stream.close();
    },
  );
});
