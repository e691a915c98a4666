/**
 * `npx tsx bench/published.ts`: what a reader's page view costs, on the built server (`npm run
 * build` first): `dist/main.js` started as `npm start` starts it, in its own process, so its CPU
 * time (/proc) is the server's alone. A published site with three sections (one with two
 * variants) on a hostname; then, as GitBook's reader front end does for every page, the URL
 * lookup (`POST /v1/urls/published`) and the page-document read with the site token it returns,
 * for a page without sub-pages and for a section page with BENCH_PUBLISHED_SUBPAGES (20) of them;
 * and the download of a 10 MiB file, through the members' route and the published (signed) one,
 * BENCH_PUBLISHED_DOWNLOADS (8) times one at a time and then 4 at once, with the server's RSS
 * sampled meanwhile (the peak above the RSS before, per round).
 *
 * Reports SQL statements per request (the server's /metrics), latency one request at a time (p50,
 * p95 over every round), server CPU per request, and requests per second with
 * BENCH_PUBLISHED_CONCURRENCY requests in flight (default 8) over BENCH_PUBLISHED_REQUESTS (2000)
 * per round, in BENCH_ROUNDS rounds (3). Embedded PGlite by default, PostgreSQL with DATABASE_URL.
 *
 * BENCH_BEFORE=<checkout of an older commit, with its build done> measures that version too, on
 * its own copy of the same content, in the same rounds (every other round in the reverse order):
 * a before/after from one run.
 */

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_TOKEN, apiOf, type BuiltServer, ms, pct, startBuilt, stopBuilt } from './support.ts';

const REQUESTS = Number(process.env.BENCH_PUBLISHED_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_PUBLISHED_CONCURRENCY ?? 8);
const SUBPAGES = Number(process.env.BENCH_PUBLISHED_SUBPAGES ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SEQUENTIAL = 100;
const FILE_BYTES = 10 * 1024 * 1024;
const DOWNLOADS = Number(process.env.BENCH_PUBLISHED_DOWNLOADS ?? 8);
const TICK_MS = 10; // /proc CPU times are in clock ticks of 1/100 s
const cpuTicks = (s: BuiltServer) => {
  const fields = readFileSync(`/proc/${s.child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime
};
const rssMb = (s: BuiltServer) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${s.child.pid}/status`, 'utf8'))![1]) / 1024;
async function statements(s: BuiltServer) {
  const text = await (await fetch(`${s.base}/metrics`)).text();
  return Number(/^quire_db_statements_total (\d+)/m.exec(text)![1]);
}

// --- Content: the same on every server, made through its API.
const MARKDOWN = [
  '# Install',
  'Install the tool, then configure it.',
  '{% tabs %}\n{% tab title="npm" %}\n```sh\nnpm install tool\n```\n{% endtab %}\n{% tab title="yarn" %}\n```sh\nyarn add tool\n```\n{% endtab %}\n{% endtabs %}',
  '{% hint style="info" %}\nThe tool needs Node 20.\n{% endhint %}',
  '| Option | Default |\n| --- | --- |\n| port | 8080 |\n| host | 127.0.0.1 |',
  ...Array.from(
    { length: 10 },
    (_, i) => `## Step ${i + 1}\n\n${'Some text about this step. '.repeat(12)} Next: [step ${i + 2}](#step-${i + 2}).`,
  ),
  // Links as imported content has them: served as page, anchor and file references, or kept as URLs.
  'See [install](/install), [step 3](install.md#step-3), [the site](https://example.com/) and [gone](../nowhere.md).',
].join('\n\n');
const FILE = randomBytes(FILE_BYTES).toString('base64');

interface Workload {
  label: string;
  call: () => Promise<unknown>;
}

async function seed(s: BuiltServer) {
  const { call, graphql } = apiOf(s.base);
  const { createUser } = await graphql<{ createUser: { token: string; user: { key: string } } }>(
    'mutation ($input: CreateUserInput!) { createUser(input: $input) { ... on CreateUserPayload { token user { key } } } }',
    { input: { email: `bench-${s.name}@example.com`, displayName: 'Bench' } },
    ADMIN_TOKEN,
  );
  const token = createUser.token;
  const { createOrganization } = await graphql<{ createOrganization: { organization: { key: string } } }>(
    'mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { ... on CreateOrganizationPayload { organization { key } } } }',
    { input: { title: 'Bench Org', ownerEmail: `bench-${s.name}@example.com` } },
    ADMIN_TOKEN,
  );
  const org = createOrganization.organization.key;
  const rest = <T>(method: string, url: string, body?: unknown) => call<T>(method, url, body, token);

  const spaces: string[] = [];
  for (const title of ['Guides', 'API v1', 'API v2', 'Changelog']) {
    spaces.push((await rest<{ id: string }>('POST', `/v1/orgs/${org}/spaces`, { title })).id);
  }
  const createPage = async (title: string, markdown: string, parent?: string) =>
    (
      await graphql<{ createPage: { page: { id: string; path: string } } }>(
        'mutation ($input: CreatePageInput!) { createPage(input: $input) { ... on CreatePagePayload { page { id: key path } } } }',
        { input: { spaceId: spaces[1], title, markdown, ...(parent ? { parent } : {}) } },
        token,
      )
    ).createPage.page;
  const page = await createPage('Install', MARKDOWN);
  const section = await createPage('Reference', MARKDOWN.replace('# Install', '# Reference'));
  for (let i = 0; i < SUBPAGES; i++)
    await createPage(`Topic ${i + 1}`, MARKDOWN.replace('# Install', `# Topic ${i + 1}`), section.id);
  const { uploadFile } = await graphql<{ uploadFile: { file: { key: string } } }>(
    'mutation ($input: UploadFileInput!) { uploadFile(input: $input) { ... on UploadFilePayload { file { key } } } }',
    { input: { spaceId: spaces[1], name: 'archive.bin', contentBase64: FILE } },
    token,
  );

  const site = await rest<{ id: string }>('POST', `/v1/orgs/${org}/sites`, { title: 'Bench docs' });
  await rest('POST', `/v1/orgs/${org}/sites/${site.id}/sections`, { spaceId: spaces[0], title: 'Guides' });
  const api = await rest<{ id: string; path: string }>('POST', `/v1/orgs/${org}/sites/${site.id}/sections`, {
    spaceId: spaces[1],
    title: 'API',
  });
  await rest('POST', `/v1/orgs/${org}/sites/${site.id}/site-spaces`, { spaceId: spaces[2], sectionId: api.id });
  await rest('POST', `/v1/orgs/${org}/sites/${site.id}/sections`, { spaceId: spaces[3], title: 'Changelog' });
  await rest('PATCH', `/v1/orgs/${org}/sites/${site.id}`, { hostname: 'docs.bench.example.com' });
  await rest('POST', `/v1/orgs/${org}/sites/${site.id}/publish`);

  const lookupBody = { url: `https://docs.bench.example.com/${api.path}/${page.path}` };
  const lookup = () => call<{ apiToken: string; space: string }>('POST', '/v1/urls/published', lookupBody);
  const resolved = await lookup();
  if (resolved.space !== spaces[1]) throw new Error(`resolved ${JSON.stringify(resolved)}`);
  const reader = resolved.apiToken;
  const revision = (await call<{ revision: string }>('GET', `/v1/spaces/${spaces[1]}`, undefined, reader)).revision;
  const documentOf = (id: string) => `/v1/spaces/${spaces[1]}/revisions/${revision}/page/${id}/document`;
  const published = await call<{ downloadURL: string }>(
    'GET',
    `/v1/spaces/${spaces[1]}/revisions/${revision}/files/${uploadFile.file.key}`,
    undefined,
    reader,
  );
  const download = async (url: string, auth?: string) => {
    const res = await fetch(url, { headers: auth ? { authorization: `Bearer ${auth}` } : {} });
    const bytes = await res.arrayBuffer();
    if (res.status !== 200 || bytes.byteLength !== FILE_BYTES) throw new Error(`${url}: ${res.status}`);
  };
  const pages: Workload[] = [
    { label: 'POST /v1/urls/published', call: lookup },
    { label: 'GET page document (site token)', call: () => call('GET', documentOf(page.id), undefined, reader) },
    {
      label: `GET page document, ${SUBPAGES} sub-pages`,
      call: () => call('GET', documentOf(section.id), undefined, reader),
    },
  ];
  const files: Workload[] = [
    {
      label: 'GET .../content/files/{id}/download, 10 MiB',
      call: () => download(`${s.base}/v1/spaces/${spaces[1]}/content/files/${uploadFile.file.key}/download`, token),
    },
    { label: 'GET /v1/published/.../files/{id}, 10 MiB', call: () => download(published.downloadURL) },
  ];
  return { pages, files };
}

// --- Measures.
interface Samples {
  statements: number;
  times: number[];
  cpu: number[];
  rps: number[];
  rss: number[];
}

async function measurePage(s: BuiltServer, w: Workload, into: Samples) {
  for (let i = 0; i < 50; i++) await w.call(); // warm: caches, prepared statements, JIT
  const s0 = await statements(s);
  const t0 = cpuTicks(s);
  for (let i = 0; i < SEQUENTIAL; i++) {
    const started = performance.now();
    await w.call();
    into.times.push(performance.now() - started);
  }
  into.statements = ((await statements(s)) - s0 - 1) / SEQUENTIAL; // less the /metrics read itself
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) await w.call();
    }),
  );
  into.rps.push(REQUESTS / ((performance.now() - started) / 1000));
  into.cpu.push(((cpuTicks(s) - t0) * TICK_MS) / (SEQUENTIAL + REQUESTS));
}

async function measureFile(s: BuiltServer, w: Workload, into: Samples) {
  await w.call();
  await new Promise((r) => setTimeout(r, 500));
  const rss0 = rssMb(s);
  let peak = rss0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(s));
  }, 5);
  const t0 = cpuTicks(s);
  for (let i = 0; i < DOWNLOADS; i++) {
    const started = performance.now();
    await w.call();
    into.times.push(performance.now() - started);
  }
  // Four at once: what a page with a few large attachments asks.
  await Promise.all(Array.from({ length: 4 }, () => w.call()));
  clearInterval(sampler);
  into.cpu.push(((cpuTicks(s) - t0) * TICK_MS) / (DOWNLOADS + 4));
  into.rss.push(peak - rss0);
}

const builds: [string, string][] = [['after', path.resolve(import.meta.dirname, '..')]];
if (process.env.BENCH_BEFORE) builds.push(['before', path.resolve(process.env.BENCH_BEFORE)]);
const servers: { server: BuiltServer; workloads: Awaited<ReturnType<typeof seed>> }[] = [];
for (const [name, dir] of builds) {
  const server = await startBuilt(name, dir);
  servers.push({ server, workloads: await seed(server) });
}
const kind = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
const results = new Map<string, Samples>();
const samplesOf = (server: BuiltServer, w: Workload) => {
  const key = `${server.name}\0${w.label}`;
  const found = results.get(key) ?? { statements: 0, times: [], cpu: [], rps: [], rss: [] };
  results.set(key, found);
  return found;
};
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 ? [...servers].reverse() : servers;
  for (const i of order[0].workloads.pages.keys())
    for (const { server, workloads } of order)
      await measurePage(server, workloads.pages[i], samplesOf(server, workloads.pages[i]));
  for (const i of order[0].workloads.files.keys())
    for (const { server, workloads } of order)
      await measureFile(server, workloads.files[i], samplesOf(server, workloads.files[i]));
}

const median = (xs: number[]) => pct(xs, 50);
console.log(
  `A reader's page view on a published site (${kind}, the built server; 3 sections, one with 2 variants; ${ROUNDS} rounds):`,
);
for (const { server, workloads } of servers) {
  console.log(` ${server.name} (${builds.find(([name]) => name === server.name)![1]}):`);
  for (const w of workloads.pages) {
    const r = samplesOf(server, w);
    console.log(
      `  ${w.label}: ${r.statements.toFixed(1)} statements, p50 ${ms(pct(r.times, 50))}, p95 ${ms(pct(r.times, 95))} (one at a time), ${median(r.cpu).toFixed(2)} ms CPU, ${median(r.rps).toFixed(0)} req/s (${CONCURRENCY} in flight)`,
    );
  }
  for (const w of workloads.files) {
    const r = samplesOf(server, w);
    console.log(
      `  ${w.label}: p50 ${ms(pct(r.times, 50))}, p95 ${ms(pct(r.times, 95))}, ${median(r.cpu).toFixed(1)} ms CPU, RSS +${median(r.rss).toFixed(0)} MB at most (max +${Math.max(...r.rss).toFixed(0)})`,
    );
  }
}
for (const { server } of servers) await stopBuilt(server);
