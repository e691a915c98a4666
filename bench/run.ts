/**
 * `npm run bench`: latency and throughput of typical calls against an in-process server
 * (embedded PGlite by default, PostgreSQL with DATABASE_URL). Bounded: a fixed number of
 * requests per scenario on loopback, then it stops.
 */

import { generateNKeysBetween } from 'fractional-indexing';
import { newId, randomString } from '../src/db/ids.ts';
import { createUser } from '../src/modules/users/service.ts';
import { benchServer, pct } from './support.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

// Seed: an organization with 10 collections of 10 spaces each, and 50 members.
const { server, db, base, token, org } = await benchServer();
const collectionKeys = generateNKeysBetween(null, null, 10);
for (let c = 0; c < 10; c++) {
  const collectionId = newId();
  await db.prisma.collection.create({
    data: { id: collectionId, organizationId: org.id, title: `Collection ${c}`, position: collectionKeys[c] },
  });
  const keys = generateNKeysBetween(null, null, 10);
  for (let i = 0; i < 10; i++) {
    const spaceId = newId();
    await db.prisma.space.create({
      data: {
        id: spaceId,
        organizationId: org.id,
        parentId: collectionId,
        title: `Space ${c}.${i}`,
        position: keys[i],
        shareKey: randomString(24),
      },
    });
    const revisionId = newId();
    await db.prisma.revision.create({ data: { id: revisionId, spaceId } });
    await db.prisma.space.update({ where: { id: spaceId }, data: { revisionId } });
  }
}
for (let m = 0; m < 50; m++) {
  const u = await createUser(db.prisma, {
    email: `member-${m}-${randomString(6).toLowerCase()}@example.com`,
    displayName: `Member ${m}`,
  });
  await db.prisma.member.create({ data: { organizationId: org.id, userId: u.id, role: m % 2 ? 'read' : 'edit' } });
}

const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const nested = JSON.stringify({
  query: `query ($id: ID!) { organization(id: $id) { title collections(first: 10) { edges { node { title spaces(first: 10) {
    totalCount edges { node { title organization { title } permissions { edit } } } } } } } } }`,
  variables: { id: org.id },
});

const scenarios: [string, () => Promise<Response>][] = [
  ['REST GET /v1/orgs/{id}', () => fetch(`${base}/v1/orgs/${org.id}`, { headers })],
  ['REST GET /v1/orgs/{id}/spaces?limit=100', () => fetch(`${base}/v1/orgs/${org.id}/spaces?limit=100`, { headers })],
  ['REST GET /v1/orgs/{id}/members?limit=50', () => fetch(`${base}/v1/orgs/${org.id}/members?limit=50`, { headers })],
  [
    'GraphQL org -> 10 collections -> 10 spaces',
    () => fetch(`${base}/graphql`, { method: 'POST', headers, body: nested }),
  ],
];

console.log(`database: ${db.kind}; ${REQUESTS} requests per scenario, ${CONCURRENCY} concurrent\n`);
console.log(
  'scenario'.padEnd(46),
  'req/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'SQL/req'.padStart(8),
);
for (const [name, call] of scenarios) {
  for (let i = 0; i < 20; i++) await (await call()).arrayBuffer(); // warm-up
  const before = db.stats.statements;
  const single = await call();
  if (!single.ok) throw new Error(`${name}: HTTP ${single.status} ${await single.text()}`);
  await single.arrayBuffer();
  const statements = db.stats.statements - before;
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const t = performance.now();
        const res = await call();
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    name.padEnd(46),
    (REQUESTS / seconds).toFixed(0).padStart(8),
    pct(times, 50).toFixed(1).padStart(8),
    pct(times, 95).toFixed(1).padStart(8),
    pct(times, 99).toFixed(1).padStart(8),
    String(statements).padStart(8),
  );
}

await server.close();
