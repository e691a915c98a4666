/** Helpers shared by the benchmarks: percentiles, how a duration is printed, the seeded server. */

import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateNKeysBetween } from 'fractional-indexing';
import type { AppDatabase } from '../src/app/database.ts';
import { newId, randomString } from '../src/db/ids.ts';
import { sha256Hex } from '../src/engine/revisions.ts';
import { emptyTree, type RevisionTree, type TreePage, withPaths } from '../src/engine/tree.ts';
import { createOrganization } from '../src/modules/organizations/service.ts';
import { createToken, createUser } from '../src/modules/users/service.ts';
import { freshPostgres, startServer } from '../test/support/server.ts';

/** The p-th percentile (0-100) of `xs` (nearest rank, rounded down; `xs` is not changed). */
export const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** The median of `xs` (the upper one for an even count; `xs` is not changed). */
export const median = (xs: number[]) => pct(xs, 50);

/** A duration in milliseconds, one decimal: "12.3 ms". */
export const ms = (x: number) => `${x.toFixed(1)} ms`;

/**
 * The server the tests start (a fresh embedded database, or a fresh database on DATABASE_URL),
 * with an owner, its token and an organization: what every benchmark seeds first.
 */
export async function benchServer(options: Parameters<typeof startServer>[0] = {}) {
  const server = await startServer(options);
  const { db } = server;
  const owner = await createUser(db.prisma, {
    email: `bench-${randomString(6).toLowerCase()}@example.com`,
    displayName: 'Bench',
  });
  const token = await createToken(db.prisma, owner.id);
  const org = await createOrganization(db.prisma, { title: 'Bench Org', ownerId: owner.id });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return { server, db, base: server.baseUrl, owner, token, org, headers };
}

/**
 * A page tree of `count` pages in sections of `size` (a section page with `size - 1` pages under
 * it; the last section holds what is left), page `i` holding `markdownOf(i)`, and the documents it
 * names: what the big-space benchmarks commit.
 */
export function sectionedTree(
  count: number,
  markdownOf: (i: number) => string,
  size = 100,
): { tree: RevisionTree; documents: Map<string, string> } {
  const documents = new Map<string, string>();
  const now = new Date().toISOString();
  const page = (i: number, pages: TreePage[] = []): TreePage => {
    const markdown = markdownOf(i);
    const hash = sha256Hex(markdown);
    documents.set(hash, markdown);
    const at = { createdAt: now, updatedAt: now };
    return {
      id: newId(),
      kind: 'document',
      title: `Page ${i}`,
      slug: `page-${i}`,
      path: '',
      document: hash,
      ...at,
      pages,
    };
  };
  const sections: TreePage[] = [];
  for (let s = 0; s * size < count; s++) {
    const children = Array.from({ length: Math.min(size, count - s * size) - 1 }, (_, k) => page(s * size + k + 1));
    sections.push({ ...page(s * size), title: `Section ${s}`, slug: `section-${s}`, pages: children });
  }
  return { tree: { ...emptyTree(), pages: withPaths(sections) }, documents };
}

/**
 * How `npm start` runs the server: its environment settings (`NAME=${NAME:-default}` words) and
 * node's arguments, read from package.json, so the bench measures that process (without npm).
 */
export function startCommand(dir: string): { env: Record<string, string>; args: string[] } {
  const script: string = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts.start;
  const words = script.split(/\s+/).filter((w) => w && w !== 'exec');
  const env: Record<string, string> = {};
  while (/^[A-Za-z_]+=/.test(words[0])) {
    const [name, value] = words.shift()!.split(/=(.*)/s);
    env[name] = value.replace(/^\$\{\w+:-(.*)\}$/, '$1');
  }
  if (words.shift() !== 'node') throw new Error(`npm start does not run node: ${script}`);
  return { env, args: words };
}

/** What seedReads made: a read member's token, a space, the organizations by their spaces per collection. */
export interface Seeded {
  token: string;
  spaceId: string;
  orgs: Record<number, string>;
}
/**
 * The read benchmarks' content (bench/baseline.ts, bench/memory.ts): a read member, and organizations of
 * 10 collections of N spaces each (N = 10 and 100).
 */
export async function seedReads(db: AppDatabase): Promise<Seeded> {
  const prisma = db.prisma;
  const owner = await createUser(prisma, {
    email: `owner-${randomString(6).toLowerCase()}@example.com`,
    displayName: 'Owner',
  });
  const reader = await createUser(prisma, {
    email: `reader-${randomString(6).toLowerCase()}@example.com`,
    displayName: 'Reader',
  });
  const token = await createToken(prisma, reader.id);
  const orgs: Record<number, string> = {};
  let spaceId = '';
  // Organizations of 10 collections of N spaces each (N = 10 and 100).
  for (const n of [10, 100]) {
    const org = await createOrganization(prisma, { title: `Bench ${n}`, ownerId: owner.id });
    orgs[n] = org.id;
    await prisma.member.create({ data: { organizationId: org.id, userId: reader.id, role: 'read' } });
    const collectionKeys = generateNKeysBetween(null, null, 10);
    for (let c = 0; c < 10; c++) {
      const collectionId = newId();
      await prisma.collection.create({
        data: { id: collectionId, organizationId: org.id, title: `Collection ${c}`, position: collectionKeys[c] },
      });
      const keys = generateNKeysBetween(null, null, n);
      const spaces = keys.map((position, i) => ({
        id: newId(),
        organizationId: org.id,
        parentId: collectionId,
        title: `Space ${c}.${i}`,
        position,
        shareKey: randomString(24),
      }));
      await prisma.space.createMany({ data: spaces });
      spaceId ||= spaces[0].id;
    }
  }
  return { token, spaceId, orgs };
}

/** The admin token of the built servers the benchmarks start. */
export const ADMIN_TOKEN = 'bench-admin-token-0123456789';

/**
 * Runs node with `args` in `cwd`, in an environment of PATH and `env` only, and waits until GET
 * `health` answers as `ready` says (polled every `pollMs`). Throws when the process exits first,
 * with what it wrote on stderr (unless `stderr: 'inherit'` passes that through to this process's).
 */
export async function spawnNode(
  name: string,
  options: {
    args: string[];
    cwd: string;
    env: Record<string, string>;
    health: string;
    ready: (res: Response) => boolean;
    pollMs: number;
    stderr?: 'pipe' | 'inherit';
  },
): Promise<ChildProcess> {
  const { args, cwd, env, health, ready, pollMs, stderr = 'pipe' } = options;
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', stderr],
  });
  let written = '';
  child.stderr?.on('data', (d) => (written += d));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${written}`);
    try {
      if (ready(await fetch(health))) break;
    } catch {}
    await new Promise((r) => setTimeout(r, pollMs));
  }
  return child;
}

/** Stops a process `spawnNode` started (SIGTERM) and waits until it has exited. */
export async function stopNode(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A built server (`dist/`, as `npm start` runs it) started by a benchmark, on a fresh database. */
export interface BuiltServer {
  name: string;
  child: ChildProcess;
  base: string;
  drop: () => Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });

/**
 * Starts the built server of checkout `dir` (this one by default) on a fresh database (a new
 * embedded data directory, or a new database on DATABASE_URL), without its demo or rate limits;
 * on a free port unless `options.port`, with `options.env` added to its environment.
 */
export async function startBuilt(
  name: string,
  dir = process.cwd(),
  options: { port?: number; env?: Record<string, string> } = {},
): Promise<BuiltServer> {
  let database: Record<string, string>;
  let drop: () => Promise<void>;
  if (process.env.DATABASE_URL) {
    const fresh = await freshPostgres(process.env.DATABASE_URL);
    database = { DATABASE_URL: fresh.url };
    drop = fresh.drop;
  } else {
    const dataDir = await mkdtemp(path.join(tmpdir(), `quire-bench-${name}-`));
    database = { DATA_DIR: dataDir };
    drop = () => rm(dataDir, { recursive: true, force: true });
  }
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const command = startCommand(dir);
  const child = await spawnNode(name, {
    // BENCH_NODE_ARGS: node options for the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile it.
    args: [...(process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []), ...command.args],
    cwd: dir,
    env: {
      ...command.env,
      ...database,
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'false',
      RATE_LIMIT_PER_MINUTE: '0',
      ADMIN_TOKEN,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      ...options.env,
    },
    health: `${base}/healthz`,
    ready: (res) => res.status === 200,
    pollMs: 20,
  });
  return { name, child, base, drop };
}

/** Stops a server `startBuilt` started, and drops its database. */
export async function stopBuilt(s: BuiltServer) {
  await stopNode(s.child);
  await s.drop();
}

/** JSON calls to a server a benchmark started (an error answer throws), and GraphQL through them. */
export function apiOf(base: string) {
  async function call<T>(method: string, url: string, body?: unknown, auth?: string): Promise<T> {
    const res = await fetch(url.startsWith('http') ? url : `${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : null) as T;
  }
  const graphql = async <T>(query: string, variables: Record<string, unknown>, token: string) => {
    const res = await call<{ data: T; errors?: unknown }>('POST', '/graphql', { query, variables }, token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data;
  };
  return { call, graphql };
}

/**
 * A user and an organization it owns, made by the instance admin on a server a benchmark started:
 * the user's API token and the organization's id.
 */
export async function benchOwner(base: string, name: string): Promise<{ token: string; org: string }> {
  const { graphql } = apiOf(base);
  const email = `bench-${name}@example.com`;
  const { createUser } = await graphql<{ createUser: { token: string } }>(
    'mutation ($input: CreateUserInput!) { createUser(input: $input) { ... on CreateUserPayload { token } } }',
    { input: { email, displayName: 'Bench' } },
    ADMIN_TOKEN,
  );
  const { createOrganization } = await graphql<{ createOrganization: { organization: { key: string } } }>(
    'mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { ... on CreateOrganizationPayload { organization { key } } } }',
    { input: { title: `Bench ${name}`, ownerEmail: email } },
    ADMIN_TOKEN,
  );
  return { token: createUser.token, org: createOrganization.organization.key };
}
