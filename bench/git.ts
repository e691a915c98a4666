/**
 * `npx tsx bench/git.ts`: Git Sync on a large space. Seeds a space with 10,000 pages
 * (BENCH_GIT_PAGES) in 100 sections, then reports, with the real git client: the first clone (every
 * page written as a blob), a second clone (cache warm), a one-page push, and the fetch after a
 * one-page API edit: time and SQL statements. Embedded PGlite by default, PostgreSQL with DATABASE_URL.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { commitRevision } from '../src/engine/commit.ts';
import { cloneUrl, gitOk, removeScratch, scratch } from '../test/support/git.ts';
import { benchServer, ms, sectionedTree } from './support.ts';

const PAGES = Number(process.env.BENCH_GIT_PAGES ?? 10_000);

const { server, db, base, token, org, headers } = await benchServer();
const space = (await (
  await fetch(`${base}/v1/orgs/${org.id}/spaces`, { method: 'POST', headers, body: JSON.stringify({ title: 'Big' }) })
).json()) as { id: string; revision: string };

const { tree, documents } = sectionedTree(
  PAGES,
  (i) => `Page ${i} explains one thing.\n\n## Details\n\n${'Lorem ipsum dolor sit amet. '.repeat(20)}\n`,
);
await commitRevision(db.prisma, { spaceId: space.id, baseRevisionId: space.revision, tree, documents });

const measure = async <T>(what: () => Promise<T>) => {
  const s0 = db.stats.statements;
  const t0 = performance.now();
  const result = await what();
  return { ms: performance.now() - t0, statements: db.stats.statements - s0, result };
};

const url = cloneUrl(base, space.id, token);
console.log(`Git Sync, ${PAGES} pages (${db.kind}):`);
const dir = scratch();
const first = await measure(() => gitOk(dir, 'clone', '-q', url, 'a'));
console.log(`  first clone (every page rendered): ${ms(first.ms)}, ${first.statements} statements`);
const second = await measure(() => gitOk(dir, 'clone', '-q', url, 'b'));
console.log(`  second clone (cache warm): ${ms(second.ms)}, ${second.statements} statements`);

const repo = `${dir}/a`;
const file = `${repo}/section-7/page-712.md`;
writeFileSync(file, readFileSync(file, 'utf8').replace('one thing', 'one pushed thing'));
await gitOk(repo, 'commit', '-qam', 'One page');
const push = await measure(() => gitOk(repo, 'push', '-q', 'origin', 'main'));
console.log(`  one-page push: ${ms(push.ms)}, ${push.statements} statements`);

const pages = (await (
  await fetch(`${base}/v1/spaces/${space.id}/content/path/section-3/page-345`, { headers })
).json()) as {
  id: string;
};
const gql = await fetch(`${base}/graphql`, {
  method: 'POST',
  headers,
  body: JSON.stringify({
    query: 'mutation($input: UpdatePageInput!) { updatePage(input: $input) { __typename } }',
    variables: { input: { spaceId: space.id, pageId: pages.id, markdown: 'Edited through the API.\n' } },
  }),
});
if (!gql.ok) throw new Error(`edit failed: ${gql.status}`);
const fetched = await measure(() => gitOk(repo, 'pull', '-q', '--ff-only'));
console.log(`  fetch after a one-page API edit: ${ms(fetched.ms)}, ${fetched.statements} statements`);
const changed = await gitOk(repo, 'diff', '--name-only', 'HEAD@{1}', 'HEAD');
console.log(`  files the fetch changed: ${changed.trim().split('\n').join(', ')}`);

await server.close();
removeScratch();
