/**
 * `npx tsx bench/scale.ts`: Quire at the size of a large organization, against the same
 * measures at a hundredth of it. Each size is an organization seeded in bulk:
 *
 * - spaces through REST (`POST /v1/orgs/{id}/spaces`), then the pages of each space in one commit
 *   through the content engine (`commitRevision`, the path every content write takes, so search
 *   indexing is paid as in production): one space of a tenth of the pages ("the big space", in
 *   sections of 100), the rest spread evenly over the other spaces; every page a markdown document
 *   of three sections with one word of its own;
 * - comments on the big space, as many as its pages (at least 1,000), inserted with one
 *   `createMany` per 5,000.
 *
 * Then it reports: the first search of the big space (right after the seed, indexing done at
 * write time), organization-wide search p50/p99 (a word found on one page, another each run), the
 * last page (100 items) of the comments list, a one-page edit of the big space (GraphQL
 * `updatePage`), a change-request merge of a one-page change (REST), and the database's size.
 * Embedded PGlite by default, PostgreSQL with DATABASE_URL. SCALE_PAGES (100,000) and
 * SCALE_SPACES (1,000) size the large organization, the small one is a hundredth of it;
 * SCALE_RUNS (40) bounds the repeated measures.
 */

import { offsetToCursor } from '@pothos/plugin-relay';
import { newId } from '../src/db/ids.ts';
import { commitRevision } from '../src/engine/commit.ts';
import { walk } from '../src/engine/tree.ts';
import { createOrganization } from '../src/modules/organizations/service.ts';
import { indexingSettled } from '../src/modules/search/indexing.ts';
import { benchServer, median, ms, pct, sectionedTree } from './support.ts';

const PAGES = Number(process.env.SCALE_PAGES ?? 100_000);
const SPACES = Number(process.env.SCALE_SPACES ?? 1000);
const RUNS = Number(process.env.SCALE_RUNS ?? 40);

const { server, db, base, owner, headers } = await benchServer();

const rest = async <T>(method: string, path: string, body?: object): Promise<T> => {
  const res = await fetch(`${base}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
};
const gql = async (query: string, variables: object) => {
  const res = (await rest('POST', '/graphql', { query, variables })) as {
    data?: Record<string, { __typename: string }>;
  };
  const payload = res.data && Object.values(res.data)[0];
  if (!payload?.__typename.endsWith('Payload')) throw new Error(JSON.stringify(res));
  return payload;
};
const UPDATE = `mutation ($input: UpdatePageInput!) { updatePage(input: $input) { __typename ... on BaseError { message } } }`;

/** Milliseconds and SQL statements of `run`. */
async function timed(run: () => Promise<unknown>) {
  const s0 = db.stats.statements;
  const t0 = performance.now();
  await run();
  return { ms: performance.now() - t0, statements: db.stats.statements - s0 };
}

const WORDS = ['deploy', 'configure', 'install', 'scale', 'monitor', 'backup', 'restore', 'upgrade'];
const markdownOf = (g: number) => {
  const w = WORDS[g % WORDS.length];
  return [
    `Introduction to page ${g}, a common page about ${w}.`,
    `## How to ${w} service ${g}`,
    `Steps to ${w} the cluster. Topic${g % 1000} details and unique${g} marker. ${'Lorem ipsum dolor sit amet. '.repeat(8)}`,
    `## Troubleshooting`,
    `When ${WORDS[(g + 3) % WORDS.length]} fails, read the logs.`,
  ].join('\n\n');
};

interface Seeded {
  orgId: string;
  comments: number;
  big: { id: string; pageIds: string[]; first: number; count: number };
  pages: number;
  seedMs: number;
}

/** An organization of `pages` pages in `spaces` spaces, and as many comments on its big space. */
async function seed(label: string, pages: number, spaces: number, start: number): Promise<Seeded> {
  const t0 = performance.now();
  const org = await createOrganization(db.prisma, { title: label, ownerId: owner.id });
  const created: { id: string; revision: string }[] = [];
  for (let i = 0; i < spaces; i += 4) {
    const batch = Array.from({ length: Math.min(4, spaces - i) }, (_, k) =>
      rest<{ id: string; revision: string }>('POST', `/v1/orgs/${org.id}/spaces`, { title: `Space ${i + k}` }),
    );
    created.push(...(await Promise.all(batch)));
  }
  const bigCount = Math.round(pages / 10);
  const rest_ = pages - bigCount;
  // Page counts and first word of each space, then the commits 4 at a time (the database's
  // thread and the server's overlap).
  const plan = created.map((space, i) => ({
    space,
    count: i === 0 ? bigCount : Math.floor(rest_ / (spaces - 1)) + (i - 1 < rest_ % (spaces - 1) ? 1 : 0),
    first: 0,
  }));
  let g = start;
  for (const p of plan) {
    p.first = g;
    g += p.count;
  }
  let big: Seeded['big'] | undefined;
  for (let i = 0; i < plan.length; i += 4) {
    await Promise.all(
      plan.slice(i, i + 4).map(async ({ space, count, first }) => {
        const { tree, documents } = sectionedTree(count, (k) => markdownOf(first + k));
        await commitRevision(db.prisma, { spaceId: space.id, baseRevisionId: space.revision, tree, documents });
        if (space === created[0])
          big = { id: space.id, pageIds: [...walk(tree.pages)].map((e) => e.page.id), first, count };
      }),
    );
    if (i % 100 === 96) process.stderr.write(`  ${label}: ${i + 4} spaces\n`);
  }
  await indexingSettled(); // commits of many pages are indexed in the background
  const comments = Math.max(1000, bigCount);
  const at = Date.now() - comments * 1000;
  for (let c = 0; c < comments; c += 5000) {
    await db.prisma.comment.createMany({
      data: Array.from({ length: Math.min(5000, comments - c) }, (_, k) => ({
        id: newId(),
        spaceId: big!.id,
        authorId: owner.id,
        body: `Comment ${c + k}`,
        createdAt: new Date(at + (c + k) * 1000),
      })),
    });
  }
  return { orgId: org.id, comments, big: big!, pages: g - start, seedMs: performance.now() - t0 };
}

interface Measures {
  firstSearch: number;
  orgP50: number;
  orgP99: number;
  lastPage: number;
  firstPage: number;
  edit: number;
  editStatements: number;
  merge: number;
  bytes: number;
}

async function measure(s: Seeded): Promise<Measures> {
  const { big } = s;
  const search = (path: string) => rest<{ count: number }>('GET', path);
  const firstSearch = await timed(async () => {
    const r = await search(
      `/v1/spaces/${big.id}/search?query=unique${big.first + Math.floor(big.count * 0.42)}&limit=10`,
    );
    if (r.count !== 1) throw new Error(`first search: ${r.count} results`);
  });

  const org: number[] = [];
  for (let i = -2; i < RUNS; i++) {
    const word = `unique${big.first + Math.floor(Math.random() * s.pages)}`;
    const t = await timed(async () => {
      const r = await search(`/v1/orgs/${s.orgId}/search?query=${word}&limit=10`);
      if (r.count !== 1) throw new Error(`organization search ${word}: ${r.count} spaces`);
    });
    if (i >= 0) org.push(t.ms);
  }

  const list = async (after?: string) => {
    const t: number[] = [];
    for (let i = 0; i < Math.min(RUNS, 20); i++)
      t.push(
        (
          await timed(async () => {
            const page = after ? `&page=${encodeURIComponent(after)}` : '';
            const r = await rest<{ items: unknown[] }>('GET', `/v1/spaces/${big.id}/comments?limit=100${page}`);
            if (r.items.length !== 100) throw new Error(`comments: ${r.items.length} items`);
          })
        ).ms,
      );
    return median(t);
  };
  const firstPage = await list();
  const lastPage = await list(offsetToCursor(s.comments - 101));

  const edits: number[] = [];
  let statements = 0;
  for (let i = 0; i < Math.min(RUNS, 20); i++) {
    const pageId = big.pageIds[(i * 37 + 5) % big.pageIds.length];
    const t = await timed(() =>
      gql(UPDATE, { input: { spaceId: big.id, pageId, markdown: `## Edited ${i}\n\nNew text ${newId()}.\n` } }),
    );
    edits.push(t.ms);
    statements += t.statements;
  }

  const merges: number[] = [];
  for (let i = 0; i < Math.min(RUNS, 5); i++) {
    const cr = await rest<{ id: string }>('POST', `/v1/spaces/${big.id}/change-requests`, { subject: `Bench ${i}` });
    const pageId = big.pageIds[(i * 53 + 11) % big.pageIds.length];
    await gql(UPDATE, { input: { spaceId: big.id, pageId, changeRequestId: cr.id, markdown: `Draft ${newId()}.\n` } });
    const t = await timed(() => rest('POST', `/v1/spaces/${big.id}/change-requests/${cr.id}/merge`));
    merges.push(t.ms);
  }

  const [{ bytes }] = await db.prisma.$queryRaw<{ bytes: number }[]>`
    SELECT pg_database_size(current_database())::float8 AS bytes`;
  return {
    firstSearch: firstSearch.ms,
    orgP50: median(org),
    orgP99: pct(org, 99),
    lastPage,
    firstPage,
    edit: median(edits),
    editStatements: statements / edits.length,
    merge: median(merges),
    bytes,
  };
}

const sizes = [
  { pages: Math.round(PAGES / 100), spaces: Math.max(2, Math.round(SPACES / 100)) },
  { pages: PAGES, spaces: SPACES },
];
const results: { seeded: Seeded; m: Measures }[] = [];
for (const [i, { pages, spaces }] of sizes.entries()) {
  // Words of their own in each organization (no document shared between them).
  const seeded = await seed(`Scale ${pages}`, pages, spaces, i * 10_000_000);
  process.stderr.write(`  seeded ${seeded.pages} pages in ${spaces} spaces: ${ms(seeded.seedMs)}\n`);
  results.push({ seeded, m: await measure(seeded) });
}

const [small, large] = results;
const n = (x: number) => x.toLocaleString('en-US');
console.log(
  `Scale (${db.kind}): organizations of ${n(small.seeded.pages)} and ${n(large.seeded.pages)} pages ` +
    `(${sizes[0].spaces} and ${sizes[1].spaces} spaces; big space ${n(small.seeded.big.count)} and ${n(large.seeded.big.count)} pages, ` +
    `as many comments, at least 1,000); seeding took ${ms(small.seeded.seedMs)} and ${ms(large.seeded.seedMs)}\n`,
);
const row = (label: string, a: string, b: string, ratio: string, target: string) =>
  console.log(
    `| ${label.padEnd(46)} | ${a.padStart(11)} | ${b.padStart(11)} | ${ratio.padStart(6)} | ${target.padEnd(18)} |`,
  );
row('measure', n(small.seeded.pages), n(large.seeded.pages), 'ratio', 'target');
row('-'.repeat(46), '-'.repeat(11), '-'.repeat(11), '-'.repeat(6), '-'.repeat(18));
const timing = (label: string, key: keyof Measures, target: string) =>
  row(label, ms(small.m[key]), ms(large.m[key]), `${(large.m[key] / small.m[key]).toFixed(2)}x`, target);
timing('first search of the big space', 'firstSearch', '< 500 ms');
timing('organization search p50 (one-page word)', 'orgP50', '<= 2x');
timing('organization search p99', 'orgP99', '< 200 ms');
timing(`comments list (${n(small.seeded.comments)} / ${n(large.seeded.comments)}), first page`, 'firstPage', '');
timing('comments list, last page (100 items)', 'lastPage', '<= 2x');
timing('one-page edit of the big space (p50)', 'edit', '<= 2x');
row(
  'SQL statements per edit',
  small.m.editStatements.toFixed(1),
  large.m.editStatements.toFixed(1),
  `${(large.m.editStatements / small.m.editStatements).toFixed(2)}x`,
  '',
);
timing('change-request merge, one page (p50)', 'merge', '<= 2x');
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
row('database size', mb(small.m.bytes), mb(large.m.bytes), `${(large.m.bytes / small.m.bytes).toFixed(1)}x`, '');

await server.close();
