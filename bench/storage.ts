/**
 * `npx tsx bench/storage.ts` (part of `npm run bench`): the targets of content storage, in one run.
 *
 * - Database growth over 1,000 one-page edits (GraphQL updatePage) of a 10,000-page space, beyond
 *   the bytes of the edited documents themselves (target: at most 20 MB).
 * - A one-page edit in a 10,000-page space against a 100-page one (target: within 1.5x).
 * - The first search after a one-page edit of an indexed 10,000-page space (target: under 200 ms).
 * - Change-request diff, update and merge with 10 pages changed on each side, 1,000 against
 *   10,000 pages (target: within 1.5x).
 *
 * Spaces are sections of pages (100 x 100, 10 x 100, 10 x 10), each page with its own markdown.
 * Embedded PGlite by default, PostgreSQL with DATABASE_URL. BENCH_STORAGE_EDITS changes the 1,000.
 */
import { randomString } from '../src/db/ids.ts';
import { type BulkPage, commitPages } from '../test/support/bulk-content.ts';
import { benchServer, median, ms } from './support.ts';

const EDITS = Number(process.env.BENCH_STORAGE_EDITS ?? 1000);
const TIMED = 40;

const { server, db, base, org, headers } = await benchServer();

const rest = async (method: string, p: string, body?: object) => {
  const res = await fetch(`${base}${p}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<any>;
};
const gql = async (query: string, variables: object) => {
  const res = (await (
    await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) })
  ).json()) as any;
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data;
};
const UPDATE = `mutation ($input: UpdatePageInput!) { updatePage(input: $input) { __typename ... on BaseError { message } } }`;

const text = (i: number) =>
  `# Page ${i}\n\n${Array.from({ length: 8 }, (_, l) => `Page ${i}, line ${l}: lorem ipsum dolor sit amet.`).join('\n\n')}\n`;

/** A space of `sections` sections of `perSection` pages; its page ids (sections excluded). */
async function bigSpace(title: string, sections: number, perSection: number) {
  const sp = await rest('POST', `/v1/orgs/${org.id}/spaces`, { title });
  const pages: BulkPage[] = Array.from({ length: sections }, (_, s) => ({
    title: `Section ${s}`,
    markdown: text(s * 1_000_000),
    children: Array.from({ length: perSection - 1 }, (_, p) => ({
      title: `Page ${s}-${p}`,
      markdown: text(s * perSection + p),
    })),
  }));
  const { ids } = await commitPages(db.prisma, sp.id, pages);
  const pageIds = [...ids.entries()].filter(([t]) => t.startsWith('Page ')).map(([, id]) => id);
  return { id: sp.id as string, pageIds };
}

let edits = 0;
async function edit(spaceId: string, pageId: string, changeRequestId?: string) {
  const markdown = `# Edited ${edits++}\n\nNew text ${randomString(12)}.\n`;
  const res = await gql(UPDATE, { input: { spaceId, pageId, markdown, changeRequestId } });
  if (res.updatePage.__typename !== 'UpdatePagePayload') throw new Error(JSON.stringify(res.updatePage));
  return Buffer.byteLength(markdown);
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const dbSize = async () =>
  Number((await db.prisma.$queryRaw<{ b: number }[]>`SELECT pg_database_size(current_database())::float8 AS b`)[0].b);

console.log(`Content storage (${db.kind})\n`);
const large = await bigSpace('Large', 100, 100);
const small = await bigSpace('Small', 10, 10);
const medium = await bigSpace('Medium', 10, 100);

// 1. Edit time: 100 vs 10,000 pages (warmed up, interleaved so both see the same machine).
const timeEdit = async (sp: { id: string; pageIds: string[] }, i: number) => {
  const t0 = performance.now();
  await edit(sp.id, sp.pageIds[(i * 37) % sp.pageIds.length]);
  return performance.now() - t0;
};
for (let i = 0; i < 5; i++) {
  await timeEdit(small, i);
  await timeEdit(large, i);
}
const smallTimes: number[] = [];
const largeTimes: number[] = [];
for (let i = 0; i < TIMED; i++) {
  smallTimes.push(await timeEdit(small, i + 5));
  largeTimes.push(await timeEdit(large, i + 5));
}
const editRatio = median(largeTimes) / median(smallTimes);
console.log(
  `one-page edit (GraphQL updatePage), median of ${TIMED}: 100 pages ${ms(median(smallTimes))}, 10,000 pages ${ms(median(largeTimes))}: ${editRatio.toFixed(2)}x (target <= 1.5x) ${verdict(editRatio <= 1.5)}`,
);

// 2. Growth over EDITS one-page edits of the 10,000-page space.
const before = await dbSize();
const nodesBefore = await db.prisma.treeNode.count();
let documentBytes = 0;
const t0 = performance.now();
for (let i = 0; i < EDITS; i++) documentBytes += await edit(large.id, large.pageIds[(i * 7919) % large.pageIds.length]);
const editsMs = performance.now() - t0;
const growth = (await dbSize()) - before;
const beyond = (growth - documentBytes) / 1024 / 1024;
const nodesPerEdit = ((await db.prisma.treeNode.count()) - nodesBefore) / EDITS;
console.log(
  `${EDITS} one-page edits of the 10,000-page space (${ms(editsMs / EDITS)} each): database +${(growth / 1024 / 1024).toFixed(1)} MB, ` +
    `documents ${(documentBytes / 1024 / 1024).toFixed(2)} MB, beyond them ${beyond.toFixed(1)} MB (target <= 20 MB) ${verdict(beyond <= 20)}; ` +
    `${nodesPerEdit.toFixed(1)} tree nodes written per edit`,
);

// 3. First search after a one-page edit of an indexed 10,000-page space.
const search = async (q: string) => {
  const t = performance.now();
  const res = await rest('GET', `/v1/spaces/${large.id}/search?query=${encodeURIComponent(q)}`);
  if (!res.items) throw new Error('search');
  return performance.now() - t;
};
// A query as people type them: a few pages match (every page says "lorem", "4242" is one page's).
const indexing = await search('lorem 4242');
const searchTimes: number[] = [];
for (let i = 0; i < 7; i++) {
  await edit(large.id, large.pageIds[(i * 131) % large.pageIds.length]);
  searchTimes.push(await search(`lorem ${4000 + i}`));
}
const searchMs = median(searchTimes);
console.log(
  `search in the 10,000-page space: first ever (indexes every document) ${ms(indexing)}; first after a one-page edit, median of 7: ${ms(searchMs)} (target < 200 ms) ${verdict(searchMs < 200)}`,
);

// 4. Change requests with 10 pages changed on each side: 1,000 vs 10,000 pages.
const DIFF = `query ($s: ID!, $c: ID!) { changeRequest(spaceId: $s, changeRequestId: $c) { diff { pages { type page { key } hunks { lines } } } } }`;
async function changeRequestTimes(sp: { id: string; pageIds: string[] }) {
  const out = { update: [] as number[], diff: [] as number[], merge: [] as number[] };
  for (let round = 0; round < 3; round++) {
    const cr = await rest('POST', `/v1/spaces/${sp.id}/change-requests`, { subject: `Round ${round}` });
    for (let i = 0; i < 10; i++) {
      await edit(sp.id, sp.pageIds[(round * 1000 + i * 53) % sp.pageIds.length], cr.id);
      await edit(sp.id, sp.pageIds[(round * 1000 + i * 53 + 17) % sp.pageIds.length]);
    }
    let t = performance.now();
    const updated = await rest('POST', `/v1/spaces/${sp.id}/change-requests/${cr.id}/update`);
    out.update.push(performance.now() - t);
    if (updated.result !== 'update') throw new Error(JSON.stringify(updated));
    for (let i = 0; i < 3; i++) {
      t = performance.now();
      const res = await gql(DIFF, { s: sp.id, c: cr.id });
      out.diff.push(performance.now() - t);
      if (res.changeRequest.diff.pages.length !== 10) throw new Error('diff');
    }
    // Main moves on again, so the merge is a real three-way merge.
    await edit(sp.id, sp.pageIds[(round * 1000 + 999) % sp.pageIds.length]);
    t = performance.now();
    const merged = await rest('POST', `/v1/spaces/${sp.id}/change-requests/${cr.id}/merge`);
    out.merge.push(performance.now() - t);
    if (merged.result !== 'merge') throw new Error(JSON.stringify(merged));
  }
  return { update: median(out.update), diff: median(out.diff), merge: median(out.merge) };
}
const crMedium = await changeRequestTimes(medium);
const crLarge = await changeRequestTimes(large);
for (const k of ['diff', 'update', 'merge'] as const) {
  const ratio = crLarge[k] / crMedium[k];
  console.log(
    `change request ${k} (10 pages changed on each side): 1,000 pages ${ms(crMedium[k])}, 10,000 pages ${ms(crLarge[k])}: ${ratio.toFixed(2)}x (target <= 1.5x) ${verdict(ratio <= 1.5)}`,
  );
}

await server.close();
process.exit(0);
