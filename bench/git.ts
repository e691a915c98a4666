/**
 * `npx tsx bench/git.ts`: Git Sync on a large space, then a large push.
 *
 * 1. Seeds a space with 10,000 pages (BENCH_GIT_PAGES, 0 to skip) in 100 sections, then reports,
 *    with the real git client: the first clone (every page written as a blob), a second clone
 *    (cache warm), a one-page push, and the fetch after a one-page API edit: time and SQL
 *    statements (an in-process server).
 * 2. Pushes a tree of 127 MB (BENCH_GIT_PUSH_MB, 0 to skip) into the built server (`node
 *    dist/main.js`, `npm run build` first): about 780 files, pages and assets, random images that do
 *    not compress beside text that does (a pack of about 75 MB), like GitBook's public docs. Reports
 *    the server's RSS before (idle), its peak during the push, and idle again after it. Target:
 *    peak <= 300 MB, idle after within 20% of before.
 *
 * Embedded PGlite by default, PostgreSQL with DATABASE_URL.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { commitRevision } from '../src/engine/commit.ts';
import { startBuilt } from '../test/support/built.ts';
import { cloneUrl, gitOk, noisePng, removeScratch, scratch } from '../test/support/git.ts';
import { benchServer, ms, sectionedTree } from './support.ts';

const PAGES = Number(process.env.BENCH_GIT_PAGES ?? 10_000);
const PUSH_MB = Number(process.env.BENCH_GIT_PUSH_MB ?? 127);

if (PAGES > 0) {
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
}

if (PUSH_MB > 0) {
  const s = await startBuilt();
  try {
    const owner = await s.user('Pusher');
    const org = await s.org(owner.id, 'Bench Push');
    const headers = { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' };
    const created = await fetch(`${s.baseUrl}/v1/orgs/${org.id}/spaces`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Large push' }),
    });
    const space = (await created.json()) as { id: string };
    const url = cloneUrl(s.baseUrl, space.id, owner.token);
    const dir = scratch();
    await gitOk(dir, 'clone', '-q', url, 'large');
    const repo = `${dir}/large`;
    const { files, bytes } = largeTree(repo, PUSH_MB * 1024 * 1024);
    await gitOk(repo, 'add', '-A');
    await gitOk(repo, 'commit', '-qm', 'Large push');
    const pid = s.proc.child.pid!;
    const status = () => readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status())?.[1] ?? 0) / 1024);
    // Past the idle collection (IDLE_COLLECT_MS, 15 s): what an idle server holds.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20_000));
    await settle();
    const before = mb('VmRSS');
    // The peak from here on (Linux: 5 resets VmHWM), and sampled as a check.
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    let sampled = before;
    const sampler = setInterval(() => (sampled = Math.max(sampled, mb('VmRSS'))), 50);
    const t0 = performance.now();
    await gitOk(repo, 'push', '-q', 'origin', 'main').catch((error) => {
      throw new Error(`${error.message}\nThe server wrote:\n${s.output().slice(-4000)}`);
    });
    const pushMs = performance.now() - t0;
    clearInterval(sampler);
    const peak = Math.max(mb('VmHWM'), sampled);
    // The next fetch installs the pushed pack in the cache repository: part of what a push costs.
    await gitOk(repo, 'pull', '-q', '--ff-only');
    const remote = (await gitOk(repo, 'ls-remote', 'origin', 'refs/heads/main')).split('\t')[0];
    if (remote !== (await gitOk(repo, 'rev-parse', 'HEAD')).trim()) throw new Error('main is not the pushed commit');
    const peakAfterFetch = Math.max(mb('VmHWM'), sampled);
    await settle();
    const after = mb('VmRSS');
    const pack = (await gitOk(repo, 'count-objects', '-vH')).match(/size-pack: (.*)/)?.[1];
    console.log(
      `Large push into the built server (${s.database.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}): ` +
        `${files} files, ${Math.round(bytes / 1024 / 1024)} MiB (pack ${pack}), pushed in ${ms(pushMs)}`,
    );
    console.log(`  RSS idle before: ${before} MB`);
    console.log(`  peak RSS during the push: ${peak} MB (target <= 300), ${peakAfterFetch} MB with the next fetch`);
    console.log(
      `  RSS idle after: ${after} MB (${after <= before * 1.2 ? 'within' : 'NOT within'} 20% of before: ${Math.round((after / before - 1) * 100)}%)`,
    );
  } finally {
    await s.close();
  }
}
removeScratch();

/**
 * A Git Sync tree of about `total` bytes, like a large documentation space: pages (3%), PNG images
 * of random pixels that do not compress (50%) and text assets that do (47%).
 */
function largeTree(repo: string, total: number) {
  const PAGES_COUNT = 380;
  const IMAGES = 200;
  const TEXTS = 200;
  const imageBytes = Math.floor((total * 0.5) / IMAGES);
  const textBytes = Math.floor((total * 0.47) / TEXTS);
  const pageBytes = Math.floor((total * 0.03) / PAGES_COUNT);
  let bytes = 0;
  const write = (file: string, data: Buffer | string) => {
    mkdirSync(`${repo}/${file.split('/').slice(0, -1).join('/')}`, { recursive: true });
    writeFileSync(`${repo}/${file}`, data);
    bytes += Buffer.byteLength(data);
  };
  for (let i = 0; i < IMAGES; i++) write(`.gitbook/assets/figure-${i}.png`, noisePng(640 + i, 480, imageBytes));
  for (let i = 0; i < TEXTS; i++) {
    const rows: string[] = [];
    for (let n = 0, size = 0; size < textBytes; n++) {
      const row = `${i},${n},${(n * 7919) % 100_003},sample ${n % 97},value ${(n * 31) % 1013}\n`;
      rows.push(row);
      size += row.length;
    }
    write(`.gitbook/assets/data-${i}.csv`, rows.join('').slice(0, textBytes));
  }
  const summary = ['# Table of contents', '', '* [Introduction](README.md)'];
  write('README.md', '# Introduction\n\nA large space.\n');
  const lorem = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. ';
  for (let p = 0; p < PAGES_COUNT; p++) {
    const section = Math.floor(p / 20);
    const file = `section-${section}/page-${p}.md`;
    const body = lorem.repeat(Math.max(1, Math.floor(pageBytes / lorem.length)));
    write(file, `# Page ${p}\n\n![Figure](../.gitbook/assets/figure-${p % IMAGES}.png)\n\n${body}\n`);
    summary.push(`* [Page ${p}](${file})`);
  }
  write('SUMMARY.md', `${summary.join('\n')}\n`);
  return { files: IMAGES + TEXTS + PAGES_COUNT + 2, bytes };
}
