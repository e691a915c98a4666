/**
 * `npm run bench`, first table: Quire against its peers on the same PostgreSQL database, in one run,
 * as separate processes, measured in interleaved rounds (medians):
 * - the lean peer (bench/raw-server.mjs: node:http + pg, Quire's checks in one prepared statement,
 *   the same bytes) for `GET /v1/spaces/{id}` as a read member; the REST row's own document through
 *   POST /graphql against the REST row;
 * - PostGraphile 4 as a library in production mode (bench/postgraphile-server.mjs; no permission
 *   checks) for organization -> 10 collections -> N spaces (N = 10, 100), the same fields both sides;
 * - Quire on the embedded PGlite for the simple read;
 * - the issue's table: workload, Quire, peer, ratio of req/s, target. Each pair is measured back to
 *   back in every round, every other round in the reverse order; the ratio is the median of the
 *   rounds' ratios (the ratio of the medians follows in brackets, and each round's is printed);
 * - SQL statements per request (Quire's /metrics, the raw server's /stats), server CPU per request
 *   (/proc), RSS after start and after the load, cold start to /healthz on a migrated database.
 * Quire runs as `npm start` runs it (node's arguments and environment settings read from package.json's
 * start script, without npm itself) with rate limiting off.
 * PostgreSQL: DATABASE_URL, else the local server. BENCH_BEFORE=<checkout of an older commit, with
 * its npm ci done> adds that Quire (started as its own `npm start` did) to the same rounds, for a
 * before/after in one run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { openAppDatabase } from '../src/app/database.ts';
import { loadConfig } from '../src/config.ts';
import { spaceRoutes } from '../src/modules/spaces/rest.ts';
import { freshPostgres } from '../test/support/server.ts';
import { median, type Seeded, seedReads, spawnNode, startCommand, stopNode } from './support.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PG = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 16;
const TICK_MS = 10; // /proc CPU times are in clock ticks of 1/100 s
const WARM_MS = 2000; // before the first block of a server that sat idle for IDLE_MS
const IDLE_MS = 10_000;

// --- Seed: the same content in a fresh PostgreSQL database and a fresh embedded one.
const fresh = await freshPostgres(PG);
const pgConfig = loadConfig({ DATABASE_URL: fresh.url, LOG_LEVEL: 'silent' });
const pgDb = await openAppDatabase(pgConfig);
const pgSeed = await seedReads(pgDb);
await pgDb.close();
const dataDir = await mkdtemp(path.join(tmpdir(), 'quire-bench-'));
const liteDb = await openAppDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
const liteSeed = await seedReads(liteDb);
await liteDb.close();
// The older checkout's embedded database: a copy (one process owns a data directory).
const beforeDataDir = process.env.BENCH_BEFORE ? await mkdtemp(path.join(tmpdir(), 'quire-bench-before-')) : null;
if (beforeDataDir) await cp(dataDir, beforeDataDir, { recursive: true });

// --- Processes.
interface Server {
  name: string;
  child: ChildProcess;
  base: string;
  startMs: number;
}
// BENCH_PORT: the first of the ports the servers take (one each), else a random one from 4900.
let nextPort = Number(process.env.BENCH_PORT) || 4900 + Math.floor(Math.random() * 500);
async function start(
  name: string,
  args: string[] | ((port: number) => string[]),
  env: Record<string, string>,
  health = '/healthz',
  cwd = ROOT,
): Promise<Server> {
  const port = nextPort++;
  if (typeof args === 'function') args = args(port);
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = await spawnNode(name, {
    args,
    cwd,
    env: { ...env, PORT: String(port), PUBLIC_URL: base },
    health: `${base}${health}`,
    ready: (res) => res.status < 500,
    pollMs: 10,
  });
  return { name, child, base, startMs: performance.now() - started };
}
const stop = (s: Server) => stopNode(s.child);
const started = startCommand(ROOT);
const quireEnv = {
  ...started.env,
  LOG_LEVEL: 'warn',
  DEMO_SEED: 'false',
  RATE_LIMIT_PER_MINUTE: '0',
  HOST: '127.0.0.1',
};
const quireArgs = started.args;

const rssMb = (s: Server) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${s.child.pid}/status`, 'utf8'))![1]) / 1024;
const cpuTicks = (s: Server) => {
  const fields = readFileSync(`/proc/${s.child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime
};

// Cold starts on the migrated databases (the first of each is kept running for the load).
const coldStarts: Record<string, number[]> = { postgresql: [], pglite: [] };
for (let i = 0; i < 2; i++) {
  const a = await start('quire-pg', quireArgs, { ...quireEnv, DATABASE_URL: fresh.url });
  coldStarts.postgresql.push(a.startMs);
  await stop(a);
  const b = await start('quire-pglite', quireArgs, { ...quireEnv, DATA_DIR: dataDir });
  coldStarts.pglite.push(b.startMs);
  await stop(b);
}
// Cold start through `npm start` itself on the seeded embedded database: npm, its stale-build check
// (prestart: scripts/build.mjs --if-stale) and the server, to /healthz.
const npmStarts: number[] = [];
for (let i = 0; i < 3; i++) {
  const port = nextPort++;
  const t0 = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: { ...process.env, ...quireEnv, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: 'ignore',
    // Its own process group: npm, its shell and node are stopped together.
    detached: true,
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('npm start exited');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 10));
  }
  npmStarts.push(performance.now() - t0);
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  // The data directory's lock is let go once the server has closed it.
  await new Promise((r) => setTimeout(r, 2000));
}
const quirePg = await start('quire-pg', quireArgs, { ...quireEnv, DATABASE_URL: fresh.url });
coldStarts.postgresql.push(quirePg.startMs);
const quireLite = await start('quire-pglite', quireArgs, { ...quireEnv, DATA_DIR: dataDir });
coldStarts.pglite.push(quireLite.startMs);
const raw = await start('raw', ['bench/raw-server.mjs'], { DATABASE_URL: fresh.url });
const postgraphile = await start(
  'postgraphile',
  ['bench/postgraphile-server.mjs'],
  { DATABASE_URL: fresh.url },
  '/graphql',
).catch((error) => {
  console.log(`PostGraphile did not start (${String(error).slice(0, 200)}); its rows are skipped`);
  return null;
});
const BEFORE = process.env.BENCH_BEFORE;
const startBefore = (name: string, env: Record<string, string>) =>
  start(
    name,
    readFileSync(path.join(BEFORE!, 'package.json'), 'utf8').includes('dist/main.js')
      ? startCommand(BEFORE!).args
      : ['--import', 'tsx', 'src/main.ts'],
    { ...quireEnv, ...startCommand(BEFORE!).env, ...env },
    '/healthz',
    BEFORE,
  );
const before = BEFORE ? await startBefore('quire-before', { DATABASE_URL: fresh.url }) : null;
const beforeLite = beforeDataDir ? await startBefore('quire-before-pglite', { DATA_DIR: beforeDataDir }) : null;
await new Promise((r) => setTimeout(r, 2000));
const rssBefore = before ? rssMb(before) : Number.NaN;
const rssAfterStart = {
  postgresql: rssMb(quirePg),
  pglite: rssMb(quireLite),
  raw: rssMb(raw),
  postgraphile: postgraphile ? rssMb(postgraphile) : NaN,
};
// The peak from here on: Linux's high-water mark of each process, reset now (5: VmHWM).
const rssBeforeLite = beforeLite ? rssMb(beforeLite) : Number.NaN;
for (const s of [quirePg, quireLite, raw, postgraphile, before, beforeLite])
  if (s) writeFileSync(`/proc/${s.child.pid}/clear_refs`, '5');
const peakMb = (s: Server | null) =>
  s ? Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${s.child.pid}/status`, 'utf8'))![1]) / 1024 : NaN;

// --- Workloads.
interface Workload {
  name: string;
  server: Server;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const graphql = (token: string | null, query: string, variables: object) => ({
  method: 'POST' as const,
  path: '/graphql',
  body: JSON.stringify({ query, variables }),
  headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
});
const restRead = (name: string, server: Server, seeded: Seeded): Workload => ({
  name,
  server,
  method: 'GET',
  path: `/v1/spaces/${seeded.spaceId}`,
  headers: bearer(seeded.token),
});
// The very document of the REST row, sent to /graphql: the same operation both ways.
const spaceRow = spaceRoutes.find((r) => r.method === 'GET' && r.path === '/v1/spaces/{spaceId}')!;
// The same fields on both sides: the organization, its collections (`key title`) and their
// spaces (`key title visibility`, not deleted, in position order), with `totalCount` at both levels.
const nestedQuire = (n: number) => `query ($id: ID!) { organization(id: $id) { title collections(first: 10) {
  totalCount nodes { key title spaces(first: ${n}) { totalCount nodes { key title visibility } } } } } }`;
const nestedPostGraphile = (n: number) => `query ($id: String!) { organizationByRowId(rowId: $id) { title
  collectionsByOrganizationId(first: 10, orderBy: [CREATED_AT_ASC, ID_ASC]) { totalCount nodes { rowId title
  spacesByParentId(first: ${n}, orderBy: [POSITION_ASC, ID_ASC], condition: { deletedAt: null }) {
    totalCount nodes { rowId title visibility } } } } } }`;
const nested = (n: number, server: Server, label: string, peer = false, seeded = pgSeed): Workload => ({
  name: `org -> 10 collections -> ${n} spaces: ${label}`,
  server,
  ...(peer
    ? graphql(null, nestedPostGraphile(n), { id: seeded.orgs[n] })
    : graphql(seeded.token, nestedQuire(n), { id: seeded.orgs[n] })),
});

const rest = restRead('GET /v1/spaces/{id}: Quire, PostgreSQL', quirePg, pgSeed);
const rawRead = restRead('GET /v1/spaces/{id}: lean node:http + pg', raw, pgSeed);
const lite = restRead('GET /v1/spaces/{id}: Quire, PGlite', quireLite, liteSeed);
const gql: Workload = {
  name: 'the same document via POST /graphql: Quire',
  server: quirePg,
  ...graphql(pgSeed.token, spaceRow.operation, { spaceId: pgSeed.spaceId }),
};
// PGlite takes the same load as PostgreSQL (its memory under nested reads is what users of the
// default see): the GraphQL document and both nested reads too.
const liteGql: Workload = {
  name: 'the same document via POST /graphql: Quire, PGlite',
  server: quireLite,
  ...graphql(liteSeed.token, spaceRow.operation, { spaceId: liteSeed.spaceId }),
};
const liteNested10 = nested(10, quireLite, 'Quire, PGlite', false, liteSeed);
const liteNested100 = nested(100, quireLite, 'Quire, PGlite', false, liteSeed);
const nested10 = nested(10, quirePg, 'Quire');
const nested100 = nested(100, quirePg, 'Quire');
const peer10 = postgraphile ? nested(10, postgraphile, 'PostGraphile', true) : null;
const peer100 = postgraphile ? nested(100, postgraphile, 'PostGraphile', true) : null;
// Each pair the table compares is measured back to back in every round (the lean server, REST,
// GraphQL; each nested read, then PostGraphile's), so that what slows the machine for a while
// slows both sides of a ratio alike.
const workloads: Workload[] = [
  rawRead,
  rest,
  gql,
  lite,
  liteGql,
  nested10,
  ...(peer10 ? [peer10] : []),
  nested100,
  ...(peer100 ? [peer100] : []),
  liteNested10,
  liteNested100,
  ...(before
    ? [
        restRead('GET /v1/spaces/{id}: Quire before, PostgreSQL', before, pgSeed),
        restRead('GET /v1/spaces/{id}: Quire before, PGlite', beforeLite!, liteSeed),
        { ...gql, name: 'the same document via POST /graphql: Quire before', server: before },
        { ...liteGql, name: 'the same document via POST /graphql: Quire before, PGlite', server: beforeLite! },
        nested(10, before, 'Quire before'),
        nested(100, before, 'Quire before'),
        nested(10, beforeLite!, 'Quire before, PGlite', false, liteSeed),
        nested(100, beforeLite!, 'Quire before, PGlite', false, liteSeed),
      ]
    : []),
];

const pools = new Map<Server, Pool>();
const poolOf = (s: Server) => {
  let pool = pools.get(s);
  if (!pool) {
    pool = new Pool(s.base, { connections: CONNECTIONS, pipelining: 1 });
    pools.set(s, pool);
  }
  return pool;
};
async function call(w: Workload) {
  const res = await poolOf(w.server).request({ method: w.method, path: w.path, headers: w.headers, body: w.body });
  const text = await res.body.text();
  if (res.statusCode !== 200 || text.includes('"errors"'))
    throw new Error(`${w.name}: ${res.statusCode} ${text.slice(0, 300)}`);
  return text;
}

// The peers answer what Quire answers (else the comparison means nothing): the lean server the
// same bytes, PostGraphile the same collections and spaces with the same counts.
const quireBody = await call(rest);
const rawBody = (await call(rawRead)).replaceAll(raw.base, quirePg.base);
if (quireBody !== rawBody) throw new Error(`the lean server answers other bytes:\n${quireBody}\n${rawBody}`);
interface NestedList<T> {
  totalCount: number;
  nodes: T[];
}
type NestedSpace = { key?: string; rowId?: string; title: string; visibility: string };
type NestedCollection = NestedSpace & { spaces?: NestedList<NestedSpace>; spacesByParentId?: NestedList<NestedSpace> };
const sameShape = (list: NestedList<NestedCollection>) =>
  JSON.stringify({
    totalCount: list.totalCount,
    nodes: list.nodes.map((c) => {
      const spaces = (c.spaces ?? c.spacesByParentId)!;
      return {
        key: c.key ?? c.rowId,
        title: c.title,
        totalCount: spaces.totalCount,
        spaces: spaces.nodes.map((s) => [s.key ?? s.rowId, s.title, s.visibility.toLowerCase()]),
      };
    }),
  });
for (const [ours, theirs] of [
  [nested10, peer10],
  [nested100, peer100],
] as const) {
  if (!theirs) continue;
  const a = sameShape(JSON.parse(await call(ours)).data.organization.collections);
  const b = sameShape(JSON.parse(await call(theirs)).data.organizationByRowId.collectionsByOrganizationId);
  if (a !== b) throw new Error(`PostGraphile answers other content for ${ours.name}:\n${a}\n${b}`);
}

async function statementsOf(w: Workload): Promise<number | null> {
  const read = async () => {
    if (w.server === raw) return (await (await fetch(`${raw.base}/stats`)).json()).statements as number;
    if ([quirePg, quireLite, before, beforeLite].includes(w.server)) {
      const text = await (await fetch(`${w.server.base}/metrics`)).text();
      return Number(/^quire_db_statements_total (\d+)/m.exec(text)![1]);
    }
    return null;
  };
  await call(w); // warm
  const first = await read();
  await call(w);
  const after = await read();
  return first === null || after === null ? null : after - first;
}

/** Requests on every connection for `ms`; how many were done. */
async function load(w: Workload, ms: number) {
  let done = 0;
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        await call(w);
        done++;
      }
    }),
  );
  return done;
}

/** When each server last served a measured block. */
const lastLoaded = new Map<Server, number>();

async function measure(w: Workload) {
  // Unmeasured: a server idle since its last block for longer than Quire's idle collector waits
  // (15 s; it gives the heap back) would pay the heap's regrowth, about its first two seconds, in
  // whichever of its workloads comes first in a round.
  if (performance.now() - (lastLoaded.get(w.server) ?? 0) > IDLE_MS) await load(w, WARM_MS);
  const ticks = cpuTicks(w.server);
  const started = performance.now();
  const done = await load(w, SECONDS * 1000);
  const seconds = (performance.now() - started) / 1000;
  lastLoaded.set(w.server, performance.now());
  return { rps: done / seconds, cpuMs: ((cpuTicks(w.server) - ticks) * TICK_MS) / done };
}

for (const w of workloads) for (let i = 0; i < 50; i++) await call(w); // warm-up
const samples = new Map<Workload, { rps: number[]; cpu: number[] }>(workloads.map((w) => [w, { rps: [], cpu: [] }]));
for (let round = 0; round < ROUNDS; round++) {
  // Every other round in the reverse order: no workload always runs right after the same one.
  for (const w of round % 2 ? [...workloads].reverse() : workloads) {
    const m = await measure(w);
    samples.get(w)!.rps.push(m.rps);
    samples.get(w)!.cpu.push(m.cpuMs);
  }
}
const rssPeak = {
  postgresql: peakMb(quirePg),
  pglite: peakMb(quireLite),
  raw: peakMb(raw),
  postgraphile: peakMb(postgraphile),
};
const statements = new Map<Workload, number | null>();
for (const w of workloads) statements.set(w, await statementsOf(w));

await new Promise((r) => setTimeout(r, 3000));
const rssAfterLoad = {
  postgresql: rssMb(quirePg),
  pglite: rssMb(quireLite),
  raw: rssMb(raw),
  postgraphile: postgraphile ? rssMb(postgraphile) : NaN,
};

// After the load, quiet: servers that give memory back (Quire's idle collector, IDLE_COLLECT_MS,
// 15 s by default) have done so by then.
const QUIET_S = 20;
await new Promise((r) => setTimeout(r, (QUIET_S - 3) * 1000));
const rssQuiet = {
  postgresql: rssMb(quirePg),
  pglite: rssMb(quireLite),
  raw: rssMb(raw),
  postgraphile: postgraphile ? rssMb(postgraphile) : NaN,
};

// --- The table.
const rps = (w: Workload) => median(samples.get(w)!.rps);
const cpu = (w: Workload) => median(samples.get(w)!.cpu);
console.log(
  `\nQuire against its peers (PostgreSQL ${fresh.url.replace(/\/\/[^@]*@/, '//')}; ${ROUNDS} interleaved rounds of ${SECONDS} s, ${CONNECTIONS} connections, medians)\n`,
);
console.log('workload'.padEnd(52), 'req/s'.padStart(8), 'SQL/req'.padStart(8), 'CPU ms/req'.padStart(11));
for (const w of workloads)
  console.log(
    w.name.padEnd(52),
    rps(w).toFixed(0).padStart(8),
    String(statements.get(w) ?? '-').padStart(8),
    cpu(w).toFixed(2).padStart(11),
  );
const ratio = (a: number, b: number) => (a / b).toFixed(2);
/** Quire / peer in req/s, round by round (both measured back to back), and its median. */
const pairedRatio = (ours: Workload, theirs: Workload) =>
  median(samples.get(ours)!.rps.map((r, round) => r / samples.get(theirs)!.rps[round]));
const target = (ok: boolean) => (ok ? 'met' : 'NOT met');
const cell = (w: Workload) =>
  `${rps(w).toFixed(0)} req/s, ${statements.get(w) ?? '-'} stmt, ${cpu(w).toFixed(2)} ms CPU`;
const row = (workload: string, ours: Workload, peerName: string, theirs: Workload, floor: number) =>
  `| ${workload} | ${cell(ours)} | ${peerName}: ${cell(theirs)} | **${pairedRatio(ours, theirs).toFixed(2)}** (${ratio(rps(ours), rps(theirs))}) | >= ${floor}: ${target(pairedRatio(ours, theirs) >= floor)} |`;
console.log(
  `\nThe issue's table (ratio = Quire / peer in req/s: the median of the ${ROUNDS} rounds' ratios, each pair measured back to back; in brackets, the ratio of the medians)\n`,
);
console.log('| workload | Quire | peer | ratio | target |\n|---|---|---|---|---|');
console.log(row('`GET /v1/spaces/{id}`, read member', rest, 'lean `node:http` + `pg`', rawRead, 0.7));
console.log(row('the same document via `POST /graphql`', gql, 'Quire REST', rest, 0.95));
for (const [ours, theirs] of [
  [nested10, peer10],
  [nested100, peer100],
] as const)
  if (theirs)
    console.log(
      row(
        ours.name.replace(/: Quire$/, '').replace(/^org/, 'organization'),
        ours,
        'PostGraphile 4 (library, production)',
        theirs,
        1.0,
      ),
    );
const rounds = (ours: Workload, theirs: Workload) =>
  samples
    .get(ours)!
    .rps.map((r, round) => (r / samples.get(theirs)!.rps[round]).toFixed(2))
    .join(' ');
console.log(
  `\nround by round: REST / lean ${rounds(rest, rawRead)}; GraphQL / REST ${rounds(gql, rest)}` +
    (peer10 && peer100 ? `; nested 10 ${rounds(nested10, peer10)}; nested 100 ${rounds(nested100, peer100)}` : ''),
);
console.log(`\nstatement targets and the other figures`);
console.log(
  `  statements: REST read ${statements.get(rest)} (<= 3: ${target((statements.get(rest) ?? 99) <= 3)}); ` +
    `nested 10 -> ${statements.get(nested10)}, 100 -> ${statements.get(nested100)} (<= 4 and equal: ${target((statements.get(nested10) ?? 99) <= 4 && statements.get(nested100) === statements.get(nested10))})`,
);
console.log(
  `  PGlite / PostgreSQL on the simple read: ${ratio(rps(lite), rps(rest))}x (target >= 0.7: ${target(rps(lite) / rps(rest) >= 0.7)})`,
);
const mb = (x: number) => `${x.toFixed(0)} MB`;
const rssLine = (name: string, key: keyof typeof rssQuiet) =>
  `${name} ${mb(rssAfterStart[key])} / ${mb(rssPeak[key])} / ${mb(rssAfterLoad[key])} / ${mb(rssQuiet[key])}`;
console.log(
  `  RSS after start / peak / 3 s after the load / ${QUIET_S} s after: ${rssLine('PostgreSQL', 'postgresql')}; ` +
    `${rssLine('PGlite', 'pglite')} (peak <= 350: ${target(rssPeak.pglite <= 350)}; idle <= 250: ${target(rssQuiet.pglite <= 250)}); ` +
    rssLine('raw', 'raw') +
    (postgraphile ? `, ${rssLine('PostGraphile', 'postgraphile')}` : ''),
);
console.log(
  `  PGlite / PostgreSQL under the same load: GraphQL ${ratio(rps(liteGql), rps(gql))}x, nested 10 ${ratio(rps(liteNested10), rps(nested10))}x, nested 100 ${ratio(rps(liteNested100), rps(nested100))}x`,
);
console.log('\nMemory beside throughput (req/s: REST / GraphQL / nested 10 / nested 100)\n');
console.log(
  '| database | RSS after start | peak | 3 s after the load | 20 s after | req/s |\n|---|---|---|---|---|---|',
);
for (const [name, key, reads] of [
  ['PostgreSQL', 'postgresql', [rest, gql, nested10, nested100]],
  ['PGlite', 'pglite', [lite, liteGql, liteNested10, liteNested100]],
] as const)
  console.log(
    `| ${name} | ${mb(rssAfterStart[key])} | ${mb(rssPeak[key])} | ${mb(rssAfterLoad[key])} | ${mb(rssQuiet[key])} | ${reads.map((w) => rps(w).toFixed(0)).join(' / ')} |`,
  );
const ms = (xs: number[]) => `${median(xs).toFixed(0)} ms`;
console.log(
  `  cold start to /healthz (migrated): PostgreSQL ${ms(coldStarts.postgresql)}, PGlite ${ms(coldStarts.pglite)} (<= 1500: ${target(median(coldStarts.postgresql) <= 1500 && median(coldStarts.pglite) <= 1500)})` +
    (postgraphile ? `; PostGraphile ${postgraphile.startMs.toFixed(0)} ms` : '') +
    `; through \`npm start\` (npm, the stale-build check, the server) on PGlite ${ms(npmStarts)} (<= 1500: ${target(median(npmStarts) <= 1500)})`,
);

for (const pool of pools.values()) await pool.close();
if (before && beforeLite) {
  const ofBefore = (server: Server) => workloads.filter((w) => w.server === server);
  const afterOf = (w: Workload) => workloads.find((x) => x.name === w.name.replace(' before', ''))!;
  const versus = (server: Server) =>
    ofBefore(server)
      .map((w) => `${pairedRatio(afterOf(w), w).toFixed(2)}`)
      .join(' / ');
  console.log(
    `  before (${BEFORE}): PostgreSQL RSS after start ${mb(rssBefore)}, peak ${mb(peakMb(before))}, ${QUIET_S} s after the load ${mb(rssMb(before))}; ` +
      `PGlite ${mb(rssBeforeLite)}, peak ${mb(peakMb(beforeLite))}, ${QUIET_S} s after ${mb(rssMb(beforeLite))}; cold start ${before.startMs.toFixed(0)} ms\n` +
      `  now / before in req/s (REST / GraphQL / nested 10 / nested 100): PostgreSQL ${versus(before)}; PGlite ${versus(beforeLite)}`,
  );
}
for (const s of [
  quirePg,
  quireLite,
  raw,
  ...(postgraphile ? [postgraphile] : []),
  ...(before ? [before] : []),
  ...(beforeLite ? [beforeLite] : []),
])
  await stop(s);
if (beforeDataDir) await rm(beforeDataDir, { recursive: true, force: true });
await fresh.drop();
await rm(dataDir, { recursive: true, force: true });
