/**
 * `npx tsx bench/search.ts`: search and links on a large space. Seeds a space with 10,000 pages
 * (BENCH_SEARCH_PAGES), each a markdown document with three heading sections, then reports:
 * the first search (the revision was indexed as it was committed), warm search latency for
 * rare, common and phrase queries through REST, the organization search, the cost of the next
 * search after a one-page edit (one document indexed), and the whole-space links list.
 * Embedded PGlite by default, PostgreSQL with DATABASE_URL.
 */

import { commitRevision } from '../src/engine/commit.ts';
import { indexingSettled } from '../src/modules/search/indexing.ts';
import { benchServer, ms, pct, sectionedTree } from './support.ts';

const PAGES = Number(process.env.BENCH_SEARCH_PAGES ?? 10_000);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 20);

const { server, db, base, org, headers } = await benchServer();
const space = (await (
  await fetch(`${base}/v1/orgs/${org.id}/spaces`, { method: 'POST', headers, body: JSON.stringify({ title: 'Big' }) })
).json()) as { id: string; revision: string };

// 100 sections of 100 pages. Words: "common" in every page, "topic{i%100}" in 1%, "unique{i}" in one.
const words = ['deploy', 'configure', 'install', 'scale', 'monitor', 'backup', 'restore', 'upgrade', 'secure', 'debug'];
const { tree, documents } = sectionedTree(PAGES, (i) => {
  const w = words[i % words.length];
  return [
    `Introduction to page ${i}, a common page about ${w}.`,
    `## How to ${w} service ${i}`,
    `Steps to ${w} the cluster. Topic${i % 100} details and unique${i} marker. ${'Lorem ipsum dolor sit amet. '.repeat(10)}`,
    `## Troubleshooting`,
    `When ${words[(i + 3) % words.length]} fails, read the logs. See [next](/section-${Math.floor(i / 100)}/page-${i + 1}).`,
    `## Reference`,
    `Options and flags for ${w}.`,
  ].join('\n\n');
});
const seed0 = performance.now();
await commitRevision(db.prisma, { spaceId: space.id, baseRevisionId: space.revision, tree, documents });
await indexingSettled(); // a commit of many pages is indexed in the background
const seedMs = performance.now() - seed0;

const search = async (query: string, extra = '') => {
  const s0 = db.stats.statements;
  const t0 = performance.now();
  const res = await fetch(`${base}/v1/spaces/${space.id}/search?query=${encodeURIComponent(query)}${extra}`, {
    headers,
  });
  const body = (await res.json()) as { count: number; items: unknown[] };
  if (!res.ok) throw new Error(JSON.stringify(body));
  return { ms: performance.now() - t0, count: body.count, statements: db.stats.statements - s0 };
};

console.log(
  `Search in a ${PAGES}-page space (${db.kind}; ${documents.size} documents, 4 sections each; seeding ${ms(seedMs)}):`,
);
const cold = await search('unique42');
const rows = await db.prisma.searchSection.count();
console.log(
  `  first search (${rows} SearchSection rows written at commit): ${ms(cold.ms)}, ${cold.statements} statements`,
);
for (const [label, q] of [
  ['rare word (1 page)', `unique${Math.floor(PAGES * 0.4242)}`],
  ['1% of pages', 'topic7'],
  ['heading words, 10% of pages', 'monitor service'],
  ['phrase', '"read the logs"'],
  ['every page (limit 10)', 'common'],
] as const) {
  const t: number[] = [];
  let r = await search(q, '&limit=10');
  for (let i = 0; i < RUNS; i++) {
    r = await search(q, '&limit=10');
    t.push(r.ms);
  }
  console.log(
    `  ${label} "${q}": ${r.count} results, p50 ${ms(pct(t, 50))}, p95 ${ms(pct(t, 95))}, ${r.statements} statements`,
  );
}
{
  const t: number[] = [];
  for (let i = 0; i < Math.min(RUNS, 10); i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/v1/orgs/${org.id}/search?query=topic7&limit=10`, { headers });
    await res.arrayBuffer();
    t.push(performance.now() - t0);
  }
  console.log(`  organization search "topic7": p50 ${ms(pct(t, 50))}, p95 ${ms(pct(t, 95))}`);
}
{
  const pageId = tree.pages[3].pages[5].id;
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      query: `mutation ($input: UpdatePageInput!) { updatePage(input: $input) { __typename } }`,
      variables: { input: { spaceId: space.id, pageId, markdown: '## Zanzibar\n\nA brand new section.\n' } },
    }),
  });
  await res.arrayBuffer();
  const before = await db.prisma.searchSection.count();
  const next = await search('zanzibar');
  const added = (await db.prisma.searchSection.count()) - before;
  console.log(
    `  after a one-page edit: next search ${ms(next.ms)} (${next.count} result, ${added} SearchSection rows added, ${next.statements} statements)`,
  );
}
{
  const t0 = performance.now();
  const res = await fetch(`${base}/v1/spaces/${space.id}/links?limit=10`, { headers });
  const body = (await res.json()) as { stats: { total: number; broken: { total: number } } };
  const first = performance.now() - t0;
  const t1 = performance.now();
  await (await fetch(`${base}/v1/spaces/${space.id}/links?limit=10`, { headers })).arrayBuffer();
  console.log(
    `Links of the ${PAGES}-page space: ${body.stats.total} links (${body.stats.broken.total} broken): first ${ms(first)} (parses every document), then ${ms(performance.now() - t1)} (links cached per document)`,
  );
}

await server.close();
