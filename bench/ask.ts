/**
 * `npx tsx bench/ask.ts`: retrieval for AI answers at scale, with the fake embedding model of the
 * tests (test/support/fake-model.ts: hashed words, 64 dimensions). Seeds one space of
 * BENCH_ASK_CHUNKS / 4 pages (100,000 chunks by default: four sections a page), then reports:
 * - embedding throughput: chunks embedded per second by the background job, from the commit until
 *   the backlog (quire_ai_embedding_backlog's count) is 0, HNSW index upkeep included;
 * - retrieval p50/p99 over the whole space (the HNSW path) and over a 50-page space (the exact
 *   path), through `retrieve()` as an answer calls it;
 * - recall@5: for questions made of four words of one section of a random page, the share whose
 *   page is among the first five sources;
 * - the cost of an edit with embeddings on and off (one-page edits through GraphQL on a
 *   1,000-page space): chunking is search indexing's, so what is left is the wake-up of the job
 *   and its work beside the edits.
 * Embedded PGlite by default, PostgreSQL with DATABASE_URL (no pgvector there: full-text alone).
 */
import pg from 'pg';
import { commitRevision } from '../src/engine/commit.ts';
import { embeddingBacklog } from '../src/modules/ai/embeddings.ts';
import { memberScope, retrieve } from '../src/modules/ai/retrieval.ts';
import { indexingSettled } from '../src/modules/search/indexing.ts';
import { createContext } from '../src/request/context.ts';
import { startFakeModel } from '../test/support/fake-model.ts';
import { benchServer, ms, pct, sectionedTree } from './support.ts';

const CHUNKS = Number(process.env.BENCH_ASK_CHUNKS ?? 100_000);
const QUESTIONS = Number(process.env.BENCH_ASK_QUESTIONS ?? 200);
const EDITS = Number(process.env.BENCH_ASK_EDITS ?? 30);
const PAGES = Math.ceil(CHUNKS / 4);
// Markdown of page i, seeded by i, so that a page's words are known when its question is made.

// A vocabulary of made-up words; each section holds 12 of them, chosen by a seeded generator.
const VOCABULARY = Array.from({ length: 3000 }, (_, i) => `w${(i * 7919).toString(36)}x`);
// mulberry32: 32-bit integer steps (a float LCG loses precision and falls into short cycles).
let seed = 42;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (n: number) => Array.from({ length: n }, () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]);
const sectionWords = new Map<number, string[][]>();
const markdownOf = (i: number) => {
  const sections = [pick(12), pick(12), pick(12), pick(12)];
  sectionWords.set(i, sections);
  return [
    `${sections[0].join(' ')}.`,
    `## Setting ${i}`,
    `${sections[1].join(' ')}.`,
    `## Troubleshooting ${i}`,
    `${sections[2].join(' ')}.`,
    `## Reference ${i}`,
    `${sections[3].join(' ')}.`,
  ].join('\n\n');
};

const model = await startFakeModel();
// A PostgreSQL server without pgvector retrieves by full text alone: the bench's server has no
// embedding model there (its job would embed 100,000 chunks that no retrieval reads, beside it).
const vectorless =
  !!process.env.DATABASE_URL &&
  !(await (async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const { rowCount } = await client.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'vector'`);
    await client.end();
    return rowCount;
  })());
const AI = {
  AI_BASE_URL: model.baseUrl,
  ...(vectorless ? {} : { AI_EMBEDDING_MODEL: 'fake-embed' }),
  AI_MAX_CONCURRENCY: '8',
};
// The embedded database's upkeep runs as it does in `npm start` (the tests' servers leave it off):
// without its analyze, the planner answers questions over 100,000 chunks with the estimates of
// empty tables.
const { server, db, base, org, token, headers } = await benchServer({
  env: { ...AI, DB_MAINTENANCE_INTERVAL_SECONDS: '60' },
});
const ai = server.config.ai as NonNullable<typeof server.config.ai> & { embeddingModel: string };
/** Chunks waiting for the embedding job (none without an embedding model). */
const backlog = () => (vectorless ? Promise.resolve(0) : embeddingBacklog(db.prisma, ai));
const createSpace = async (title: string) =>
  (await (
    await fetch(`${base}/v1/orgs/${org.id}/spaces`, { method: 'POST', headers, body: JSON.stringify({ title }) })
  ).json()) as { id: string; revision: string };

console.log(
  `Retrieval for AI answers (${db.kind}; vector search ${db.vector.available ? 'on' : `off: ${db.vector.error ?? 'no pgvector'}`}):`,
);
// Ten spaces of PAGES / 10 pages, each committed as one revision (an import's commit).
const SPACES = 10;
const perSpace = Math.ceil(PAGES / SPACES);
const spaceIds: string[] = [];
const pageIds: string[] = [];
const seed0 = performance.now();
for (let k = 0; k < SPACES; k++) {
  const sp = await createSpace(`Big ${k}`);
  spaceIds.push(sp.id);
  const { tree, documents } = sectionedTree(perSpace, (i) => markdownOf(k * perSpace + i));
  // Page order: sectionedTree numbers pages section by section.
  for (const section of tree.pages) {
    pageIds.push(section.id);
    for (const p of section.pages) pageIds.push(p.id);
  }
  await commitRevision(db.prisma, { spaceId: sp.id, baseRevisionId: sp.revision, tree, documents });
}
await indexingSettled();
const seeded = performance.now() - seed0;
const chunks = await db.prisma.searchSection.count();
console.log(`  seeded ${SPACES} spaces of ${perSpace} pages, ${chunks} chunks (search sections) in ${ms(seeded)}`);

// Embedding: the job started on the commit's page rows; done when nothing waits.
const embed0 = performance.now();
for (;;) {
  const left = await backlog();
  if (!left) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
// From the first commit: the job embeds while the later spaces are committed (a lower bound of chunks/s).
const embedMs = performance.now() - seed0;
const waited = performance.now() - embed0;
const vectors = await db.prisma.sectionEmbedding.count();
console.log(
  vectorless
    ? '  no embedding model (PostgreSQL without pgvector): retrieval is the full-text half alone'
    : `  embedded ${vectors} chunks in ${ms(embedMs)} from the first commit (${ms(waited)} after the seeding): ${((vectors / embedMs) * 1000).toFixed(0)} chunks/s (fake model; batches of 32${db.vector.available ? ', HNSW index kept' : ''})`,
);
console.log(
  `  embedded ${vectors} chunks in ${ms(embedMs)} from the first commit (${ms(waited)} after the seeding): ${((vectors / embedMs) * 1000).toFixed(0)} chunks/s (fake model; batches of 32${db.vector.available ? ', HNSW index kept' : ''})`,
);

if (!vectorless) {
  const tc: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await backlog();
    tc.push(performance.now() - t0);
  }
  console.log(`  the backlog gauge's count (nothing waiting): p50 ${ms(pct(tc, 50))}`);
}

const ctx = await createContext(
  server.config,
  db,
  { headers: new Headers({ authorization: `Bearer ${token}` }) },
  'bench',
);
const scope = await memberScope(ctx, org.id);
const bigScope = { ...scope, spaceIds };

// Questions: four words of one section of a random page (its page is the right source).
const questions = Array.from({ length: QUESTIONS }, () => {
  const i = Math.floor(random() * perSpace * SPACES);
  const words = sectionWords.get(i)![Math.floor(random() * 4)];
  const start = Math.floor(random() * 8);
  return { page: pageIds[i], text: `How do I ${words.slice(start, start + 4).join(' ')}?` };
});
await retrieve(ctx, bigScope, questions[0].text);
const times: number[] = [];
let found = 0;
let viaVector = 0;
for (const q of questions) {
  const t0 = performance.now();
  const sources = await retrieve(ctx, bigScope, q.text, 5);
  times.push(performance.now() - t0);
  if (sources.some((x) => x.pageId === q.page)) found++;
  if (sources.some((x) => x.matched !== 'text')) viaVector++;
}
console.log(
  `  retrieval over ${chunks} chunks in ${SPACES} spaces (${vectorless ? 'full text alone' : 'HNSW path'}): p50 ${ms(pct(times, 50))}, p99 ${ms(pct(times, 99))} (${QUESTIONS} questions, the question's embedding included)`,
);
console.log(
  `  recall@5: ${(found / QUESTIONS).toFixed(3)} (${found}/${QUESTIONS}; ${viaVector} answers with a vector match)`,
);

{
  const small = await createSpace('Small');
  const { tree: t, documents: d } = sectionedTree(50, markdownOf);
  await commitRevision(db.prisma, { spaceId: small.id, baseRevisionId: small.revision, tree: t, documents: d });
  while (await backlog()) await new Promise((resolve) => setTimeout(resolve, 200));
  const smallScope = { ...scope, spaceIds: [small.id] };
  const tt: number[] = [];
  for (const q of questions.slice(0, 50)) {
    const t0 = performance.now();
    await retrieve(ctx, smallScope, q.text, 5);
    tt.push(performance.now() - t0);
  }
  console.log(`  retrieval in a 50-page space (exact path): p50 ${ms(pct(tt, 50))}, p99 ${ms(pct(tt, 99))}`);
}

await server.close();

/** p50 of one-page edits through GraphQL on a 1,000-page space, with `env`. */
async function editTime(env: Record<string, string>) {
  const bench = await benchServer({ env });
  const space = (await (
    await fetch(`${bench.base}/v1/orgs/${bench.org.id}/spaces`, {
      method: 'POST',
      headers: bench.headers,
      body: JSON.stringify({ title: 'Edits' }),
    })
  ).json()) as { id: string; revision: string };
  const { tree: t, documents: d } = sectionedTree(1000, markdownOf);
  await commitRevision(bench.db.prisma, { spaceId: space.id, baseRevisionId: space.revision, tree: t, documents: d });
  await indexingSettled();
  const config = bench.server.config.ai;
  if (config?.embeddingModel)
    while (await embeddingBacklog(bench.db.prisma, config as typeof ai))
      await new Promise((resolve) => setTimeout(resolve, 200));
  const edits: number[] = [];
  for (let i = 0; i < EDITS + 3; i++) {
    const pageId = t.pages[i % t.pages.length].pages[i % 50].id;
    const t0 = performance.now();
    const res = await fetch(`${bench.base}/graphql`, {
      method: 'POST',
      headers: bench.headers,
      body: JSON.stringify({
        query: 'mutation ($input: UpdatePageInput!) { updatePage(input: $input) { __typename } }',
        variables: { input: { spaceId: space.id, pageId, markdown: `## Edit ${i}\n\n${pick(12).join(' ')}.\n` } },
      }),
    });
    await res.arrayBuffer();
    if (i >= 3) edits.push(performance.now() - t0);
  }
  await bench.server.close();
  return pct(edits, 50);
}
// BENCH_ASK_EDITS=0 leaves the edits out.
if (EDITS > 0) {
  const off = await editTime({});
  const on = await editTime(AI);
  console.log(
    `  one-page edit p50: ${ms(off)} with AI off, ${ms(on)} with embeddings on (${(((on - off) / off) * 100).toFixed(1)}%; chunking is search indexing's, done either way)`,
  );
}
await model.close();
