/**
 * `npx tsx bench/content.ts`: the cost of editing content. Seeds a space with 1,000 pages, then
 * times one-page edits through GraphQL and reports the rows and SQL statements each one writes,
 * the tree nodes each one writes (the path from the page to the root), and the latency of typical content reads.
 * Embedded PGlite by default, PostgreSQL with DATABASE_URL.
 */

import { randomString } from '../src/db/ids.ts';
import { commitRevision } from '../src/engine/commit.ts';
import { sha256Hex } from '../src/engine/revisions.ts';
import { createPage, emptyTree, walk } from '../src/engine/tree.ts';
import { benchServer, ms, pct } from './support.ts';

const PAGES = Number(process.env.BENCH_PAGES ?? 1000);
const EDITS = Number(process.env.BENCH_EDITS ?? 30);
const READS = Number(process.env.BENCH_READS ?? 50);

const { server, db, base, org, headers } = await benchServer();
const space = (await (
  await fetch(`${base}/v1/orgs/${org.id}/spaces`, { method: 'POST', headers, body: JSON.stringify({ title: 'Big' }) })
).json()) as { id: string; revision: string };

// 10 sections of 100 pages, each page with its own markdown.
let tree = emptyTree();
const documents = new Map<string, string>();
let section: string | undefined;
const now = new Date().toISOString();
for (let i = 0; i < PAGES; i++) {
  const markdown = `# Page ${i}\n\n${'Lorem ipsum dolor sit amet. '.repeat(20)}\n\n- one\n- two\n`;
  documents.set(sha256Hex(markdown), markdown);
  const r = createPage(
    tree,
    {
      kind: 'document',
      title: `Page ${i}`,
      document: sha256Hex(markdown),
      parent: i % 100 === 0 ? undefined : section,
    },
    now,
  );
  tree = r.tree;
  if (i % 100 === 0) section = r.page.id;
}
await commitRevision(db.prisma, { spaceId: space.id, baseRevisionId: space.revision, tree, documents });
const pageIds = [...walk(tree.pages)].map((e) => e.page.id);

const gql = (query: string, variables: object) =>
  fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) }).then(
    (r) => r.json() as Promise<any>,
  );
const update = `mutation ($input: UpdatePageInput!) { updatePage(input: $input) { __typename ... on UpdatePagePayload { revision { key } } ... on BaseError { message } } }`;

const counts = async () => ({
  documents: await db.prisma.contentDocument.count(),
  revisions: await db.prisma.revision.count(),
  nodes: await db.prisma.treeNode.count(),
  nodeBytes: Number(
    (
      await db.prisma.$queryRaw<
        { b: number }[]
      >`SELECT coalesce(sum(pg_column_size(n.*)), 0)::float8 AS b FROM "TreeNode" n`
    )[0].b,
  ),
});
const times: number[] = [];
const before = await counts();
let statements = 0;
for (let i = 0; i < EDITS; i++) {
  const id = pageIds[(i * 37) % pageIds.length];
  const s0 = db.stats.statements;
  const t0 = performance.now();
  const res = await gql(update, {
    input: { spaceId: space.id, pageId: id, markdown: `# Edited ${i}\n\nNew text ${randomString(8)}.\n` },
  });
  times.push(performance.now() - t0);
  statements += db.stats.statements - s0;
  if (res.data?.updatePage?.__typename !== 'UpdatePagePayload') throw new Error(JSON.stringify(res));
}
const after = await counts();
async function timeReads(label: string, url: string) {
  const t: number[] = [];
  for (let i = 0; i < READS; i++) {
    const t0 = performance.now();
    const res = await fetch(url.replace('{pageId}', pageIds[(i * 13) % pageIds.length]), { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${label}: ${res.status}`);
    t.push(performance.now() - t0);
  }
  return [label, t] as const;
}
const reads = [
  await timeReads(
    'GET {S}/content/page/{pageId} (document JSON)',
    `${base}/v1/spaces/${space.id}/content/page/{pageId}`,
  ),
  await timeReads(
    'GET {S}/content/page/{pageId}?format=markdown',
    `${base}/v1/spaces/${space.id}/content/page/{pageId}?format=markdown`,
  ),
  await timeReads(
    `GET {S}/content/pages (${PAGES} pages with markdown)`,
    `${base}/v1/spaces/${space.id}/content/pages`,
  ),
];

console.log(
  `Content edits in a ${PAGES}-page space (${db.kind}), ${EDITS} one-page markdown edits through GraphQL updatePage:`,
);
console.log(`  latency p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}`);
console.log(
  `  rows written per edit: ${(after.documents - before.documents) / EDITS} ContentDocument, ${(after.revisions - before.revisions) / EDITS} Revision (+ 1 Space compare-and-swap update)`,
);
console.log(
  `  tree nodes written per edit: ${(after.nodes - before.nodes) / EDITS} (${((after.nodeBytes - before.nodeBytes) / EDITS / 1024).toFixed(1)} KiB: the path from the page to the root)`,
);
console.log(`  SQL statements per edit: ${(statements / EDITS).toFixed(1)}`);
for (const [label, t] of reads) console.log(`${label}: p50 ${ms(pct(t, 50))}, p95 ${ms(pct(t, 95))}`);

await server.close();

// Search and links on a 10,000-page space (bench/search.ts).
await import('./search.ts');
