/**
 * `npx tsx bench/memory.ts`: the server's memory under the issue's read load, measured from outside,
 * on the embedded database and on PostgreSQL (DATABASE_URL, else the local server;
 * BENCH_MEMORY_DB=pglite or postgresql for one). Quire runs as `npm start` runs it
 * (bench/support.ts `startCommand`) on seeded content (bench/support.ts `seedReads`) and takes
 * BENCH_MEMORY_ROUNDS (3) rounds in which each workload (the REST read, its GraphQL document, the
 * nested reads of 10 and 100 spaces per collection) runs BENCH_MEMORY_SECONDS (10) s on 16
 * connections. RSS is sampled every 50 ms and read as Linux's peak (VmHWM, reset after start).
 *
 * Reports RSS 2 s after start, the peak, 3 s and 20 s after the load (the idle collector has run
 * by then), req/s and the server's CPU ms per request (what a shared machine disturbs least).
 *
 * For choosing node's flags: BENCH_MEMORY_ARGS holds variants of node's arguments of `npm start`
 * separated by `|` (`dist/main.js` included), each its own server on a copy of the data, measured
 * side by side round by round (ratios to the first); a variant's leading `NAME=value` words are
 * its own environment; BENCH_MEMORY_ENV adds variables to every server (`NAME=value,NAME=value`).
 */
import type { ChildProcess } from 'node:child_process';
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
const ROUNDS = Number(process.env.BENCH_MEMORY_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 10);
const WHICH = process.env.BENCH_MEMORY_DB ?? 'both';
const CONNECTIONS = 16;

const started = startCommand(ROOT);
/** Variants of node's arguments (`|`-separated), each its own server, measured round by round side by side. */
const variants = (process.env.BENCH_MEMORY_ARGS ?? '')
  .split('|')
  .map((v) => v.split(/\s+/).filter(Boolean))
  .map((words) => {
    const env: Record<string, string> = {};
    while (/^[A-Za-z_]+=/.test(words[0] ?? '')) {
      const [name, value] = words.shift()!.split(/=(.*)/s);
      env[name] = value;
    }
    return { args: words.length ? words : started.args, env };
  });
const extraEnv = Object.fromEntries(
  (process.env.BENCH_MEMORY_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split(/=(.*)/s).slice(0, 2)),
);

const status = (pid: number, field: string) =>
  Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024);

/** CPU time the process has used (user + system), in ms (/proc times are in ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

interface Server {
  args: string[];
  /** The variant's own environment words, shown beside its arguments. */
  label: string;
  child: ChildProcess;
  pid: number;
  base: string;
  pool: Pool;
  startMb: number;
  sampled: number;
}
interface Result {
  database: string;
  args: string[];
  label: string;
  startMb: number;
  peakMb: number;
  after3Mb: number;
  idleMb: number;
  rps: number[];
  /** The server's CPU time per request (ms), per workload: what a shared machine disturbs least. */
  cpu: number[];
  /** This variant's req/s over the first variant's, per workload (the median of the rounds' ratios). */
  ratios: number[];
}

async function startServer(args: string[], env: Record<string, string>): Promise<Server> {
  const port = 4900 + Math.floor(Math.random() * 500);
  const base = `http://127.0.0.1:${port}`;
  const child = await spawnNode('the server', {
    args,
    cwd: ROOT,
    env: {
      ...started.env,
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'false',
      RATE_LIMIT_PER_MINUTE: '0',
      HOST: '127.0.0.1',
      ...extraEnv,
      ...env,
      PORT: String(port),
      PUBLIC_URL: base,
    },
    health: `${base}/healthz`,
    ready: (res) => res.ok,
    pollMs: 20,
    stderr: 'inherit',
  });
  const pool = new Pool(base, { connections: CONNECTIONS, pipelining: 1 });
  return { args, label: '', child, pid: child.pid!, base, pool, startMb: 0, sampled: 0 };
}

async function run(database: 'pglite' | 'postgresql'): Promise<Result[]> {
  let cleanup: () => Promise<void>;
  let seeded: Seeded;
  const dataDirs: string[] = [];
  const envs: Record<string, string>[] = [];
  if (database === 'postgresql') {
    const fresh = await freshPostgres(PG);
    const db = await openAppDatabase(loadConfig({ DATABASE_URL: fresh.url, LOG_LEVEL: 'silent' }));
    seeded = await seedReads(db);
    await db.close();
    for (const _ of variants) envs.push({ DATABASE_URL: fresh.url });
    cleanup = () => fresh.drop();
  } else {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'quire-bench-memory-'));
    const db = await openAppDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    seeded = await seedReads(db);
    await db.close();
    // One process owns a data directory: a copy each.
    for (let i = 0; i < variants.length; i++) {
      const dir = i === 0 ? dataDir : `${dataDir}-${i}`;
      if (i > 0) await cp(dataDir, dir, { recursive: true });
      dataDirs.push(dir);
      envs.push({ DATA_DIR: dir });
    }
    cleanup = async () => {
      for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    };
  }
  const servers: Server[] = [];
  try {
    for (let i = 0; i < variants.length; i++) {
      const server = await startServer(variants[i].args, { ...variants[i].env, ...envs[i] });
      server.label = Object.entries(variants[i].env)
        .map(([name, value]) => `${name}=${value} `)
        .join('');
      servers.push(server);
    }
    await new Promise((r) => setTimeout(r, 2000));
    for (const s of servers) {
      s.startMb = status(s.pid, 'VmRSS');
      writeFileSync(`/proc/${s.pid}/clear_refs`, '5');
    }
    const sampler = setInterval(() => {
      for (const s of servers) s.sampled = Math.max(s.sampled, status(s.pid, 'VmRSS'));
    }, 50);

    const headers = { authorization: `Bearer ${seeded.token}`, 'content-type': 'application/json' };
    const spaceRow = spaceRoutes.find((r) => r.method === 'GET' && r.path === '/v1/spaces/{spaceId}')!;
    const nested = (n: number) => `query ($id: ID!) { organization(id: $id) { title collections(first: 10) {
  totalCount nodes { key title spaces(first: ${n}) { totalCount nodes { key title visibility } } } } } }`;
    const post = (query: string, variables: object) => ({
      method: 'POST' as const,
      path: '/graphql',
      body: JSON.stringify({ query, variables }),
    });
    const workloads = [
      { name: 'REST GET /v1/spaces/{id}', method: 'GET' as const, path: `/v1/spaces/${seeded.spaceId}` },
      { name: 'GraphQL, the same document', ...post(spaceRow.operation, { spaceId: seeded.spaceId }) },
      { name: 'nested, 10 x 10 spaces', ...post(nested(10), { id: seeded.orgs[10] }) },
      { name: 'nested, 10 x 100 spaces', ...post(nested(100), { id: seeded.orgs[100] }) },
    ];
    // rps[server][workload][round]
    const rps = servers.map(() => workloads.map((): number[] => []));
    const cpu = servers.map(() => workloads.map((): number[] => []));
    for (let round = 0; round < ROUNDS; round++)
      // Every other round in the reverse order: no variant always runs first.
      for (const [w, workload] of workloads.entries())
        for (const i of round % 2 ? [...servers.keys()].reverse() : servers.keys()) {
          const { pool, pid } = servers[i];
          const cpu0 = cpuMs(pid);
          let done = 0;
          const t0 = performance.now();
          const until = t0 + SECONDS * 1000;
          await Promise.all(
            Array.from({ length: CONNECTIONS }, async () => {
              while (performance.now() < until) {
                const res = await pool.request({ ...workload, headers });
                const text = await res.body.text();
                if (res.statusCode !== 200 || text.includes('"errors"'))
                  throw new Error(`${workload.name}: ${res.statusCode} ${text.slice(0, 300)}`);
                done++;
              }
            }),
          );
          rps[i][w].push(done / ((performance.now() - t0) / 1000));
          cpu[i][w].push((cpuMs(pid) - cpu0) / done);
        }
    clearInterval(sampler);
    const peaks = servers.map((s) => Math.max(status(s.pid, 'VmHWM'), s.sampled));
    await new Promise((r) => setTimeout(r, 3000));
    const after3 = servers.map((s) => status(s.pid, 'VmRSS'));
    await new Promise((r) => setTimeout(r, 17_000));
    return servers.map((s, i) => ({
      database,
      args: s.args,
      label: s.label,
      startMb: s.startMb,
      peakMb: peaks[i],
      after3Mb: after3[i],
      idleMb: status(s.pid, 'VmRSS'),
      rps: rps[i].map((xs) => median(xs)),
      cpu: cpu[i].map((xs) => median(xs)),
      ratios: rps[i].map((xs, w) => median(xs.map((x, round) => x / rps[0][w][round]))),
    }));
  } finally {
    for (const s of servers) {
      await s.pool.close();
      await stopNode(s.child);
    }
    await cleanup();
  }
}

const results: Result[] = [];
for (const database of ['pglite', 'postgresql'] as const)
  if (WHICH === 'both' || WHICH === database) results.push(...(await run(database)));

console.log(
  `\nMemory under the read load (${ROUNDS} rounds, each workload ${SECONDS} s on ${CONNECTIONS} connections${
    Object.keys(extraEnv).length ? `; ${process.env.BENCH_MEMORY_ENV}` : ''
  })\n`,
);
console.log(
  '| database | node | RSS after start | peak | 3 s after | 20 s after (idle) | req/s: REST / GraphQL / nested 10 / nested 100 | CPU ms/req |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| ${r.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} | \`${r.label}${r.args.join(' ')}\` | ${r.startMb} MB | ${r.peakMb} MB | ${r.after3Mb} MB | ${r.idleMb} MB | ${r.rps
      .map((x, w) => `${x.toFixed(0)}${r.args === variants[0].args ? '' : ` (${r.ratios[w].toFixed(2)}x)`}`)
      .join(' / ')} | ${r.cpu.map((x) => x.toFixed(2)).join(' / ')} |`,
  );
