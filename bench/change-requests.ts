/**
 * `npx tsx bench/change-requests.ts`: update, diff and merge of a change request that edits 10 pages
 * of a 1,000-page space (main also edits 10 other pages), timed through REST. The merge reads
 * only the documents of pages whose body differs between the three trees, so its cost grows
 * with the pages changed, not with the size of the space (apart from walking the trees of changed paths).
 */

import { commitRevision } from '../src/engine/commit.ts';
import { sha256Hex } from '../src/engine/revisions.ts';
import { createPage, emptyTree, walk } from '../src/engine/tree.ts';
import { benchServer, median } from './support.ts';

const PAGES = Number(process.env.BENCH_PAGES ?? 1000);
const CHANGED = Number(process.env.BENCH_CHANGED ?? 10);

const { server, db, base, org, headers } = await benchServer();
const rest = async (method: string, p: string, body?: object) =>
  (
    await fetch(`${base}${p}`, { method, headers, body: body ? JSON.stringify(body) : undefined })
  ).json() as Promise<any>;
const space = await rest('POST', `/v1/orgs/${org.id}/spaces`, { title: 'Big' });

let tree = emptyTree();
const documents = new Map<string, string>();
const text = (i: number) => `${Array.from({ length: 20 }, (_, l) => `Page ${i}, line ${l}.`).join('\n\n')}\n`;
for (let i = 0; i < PAGES; i++) {
  documents.set(sha256Hex(text(i)), text(i));
  tree = createPage(
    tree,
    { kind: 'document', title: `Page ${i}`, document: sha256Hex(text(i)) },
    new Date().toISOString(),
  ).tree;
}
await commitRevision(db.prisma, { spaceId: space.id, baseRevisionId: space.revision, tree, documents });
const ids = [...walk(tree.pages)].map((e) => e.page.id);

const gql = (query: string, variables: object) =>
  fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) }).then(
    (r) => r.json() as Promise<any>,
  );
const update = `mutation ($input: UpdatePageInput!) { updatePage(input: $input) { __typename } }`;

const cr = await rest('POST', `/v1/spaces/${space.id}/change-requests`, { subject: 'Bench' });
for (let i = 0; i < CHANGED; i++) {
  await gql(update, {
    input: {
      spaceId: space.id,
      changeRequestId: cr.id,
      pageId: ids[i * 7],
      markdown: text(i * 7).replace('line 1.', 'line 1 (branch).'),
    },
  });
  await gql(update, {
    input: {
      spaceId: space.id,
      pageId: ids[i * 7 + 3],
      markdown: text(i * 7 + 3).replace('line 2.', 'line 2 (main).'),
    },
  });
}
let t = performance.now();
const updated = await rest('POST', `/v1/spaces/${space.id}/change-requests/${cr.id}/update`);
const updateMs = performance.now() - t;
// The diff against the base (read-only, so the median of 7 requests; each request has fresh loaders).
const diffQuery = `query ($s: ID!, $c: ID!) { changeRequest(spaceId: $s, changeRequestId: $c) { diff { pages { type page { key } hunks { lines } } } } }`;
const diffTimes: number[] = [];
let diffPages = 0;
for (let i = 0; i < 7; i++) {
  const start = performance.now();
  const res = await gql(diffQuery, { s: space.id, c: cr.id });
  diffTimes.push(performance.now() - start);
  diffPages = res.data.changeRequest.diff.pages.length;
}
const diffMs = median(diffTimes);
t = performance.now();
const merged = await rest('POST', `/v1/spaces/${space.id}/change-requests/${cr.id}/merge`);
const mergeMs = performance.now() - t;
console.log(`change requests (${PAGES} pages, ${CHANGED} pages changed on each side):`);
console.log(`  update ${updated.result}: ${updateMs.toFixed(0)} ms`);
console.log(`  diff (${diffPages} pages with hunks), median of 7: ${diffMs.toFixed(0)} ms`);
console.log(`  merge ${merged.result}: ${mergeMs.toFixed(0)} ms`);

await server.close();
process.exit(0);
