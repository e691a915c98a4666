/**
 * `npx tsx bench/published.ts`: what a reader's page view costs. A published site with three
 * sections (one with two variants) on a hostname; then, as GitBook's reader front end does for
 * every page, the URL lookup (`POST /v1/urls/published`) and the page-document read with the
 * site token it returns. Reports SQL statements per request (warm) and requests per second with
 * BENCH_PUBLISHED_CONCURRENCY requests in flight (default 8) over BENCH_PUBLISHED_REQUESTS (2000).
 * Embedded PGlite by default, PostgreSQL with DATABASE_URL.
 */

import { benchServer, ms, pct } from './support.ts';

const REQUESTS = Number(process.env.BENCH_PUBLISHED_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_PUBLISHED_CONCURRENCY ?? 8);

const { server, db, base, org, headers } = await benchServer();

async function rest<T>(
  method: string,
  path: string,
  body?: unknown,
  auth: Record<string, string> = headers,
): Promise<T> {
  const res = await fetch(`${base}${path}`, { method, headers: auth, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

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

const spaces: string[] = [];
for (const title of ['Guides', 'API v1', 'API v2', 'Changelog']) {
  const space = await rest<{ id: string }>('POST', `/v1/orgs/${org.id}/spaces`, { title });
  spaces.push(space.id);
}
const made = await rest<{ data: { createPage: { page: { id: string; path: string } } } }>('POST', '/graphql', {
  query:
    'mutation ($input: CreatePageInput!) { createPage(input: $input) { ... on CreatePagePayload { page { id: key path } } } }',
  variables: { input: { spaceId: spaces[1], title: 'Install', markdown: MARKDOWN } },
});
const page = made.data.createPage.page;
const site = await rest<{ id: string }>('POST', `/v1/orgs/${org.id}/sites`, { title: 'Bench docs' });
await rest('POST', `/v1/orgs/${org.id}/sites/${site.id}/sections`, { spaceId: spaces[0], title: 'Guides' });
const api = await rest<{ id: string; path: string }>('POST', `/v1/orgs/${org.id}/sites/${site.id}/sections`, {
  spaceId: spaces[1],
  title: 'API',
});
await rest('POST', `/v1/orgs/${org.id}/sites/${site.id}/site-spaces`, { spaceId: spaces[2], sectionId: api.id });
await rest('POST', `/v1/orgs/${org.id}/sites/${site.id}/sections`, { spaceId: spaces[3], title: 'Changelog' });
await rest('PATCH', `/v1/orgs/${org.id}/sites/${site.id}`, { hostname: 'docs.bench.example.com' });
await rest('POST', `/v1/orgs/${org.id}/sites/${site.id}/publish`);

const anonymous = { 'content-type': 'application/json' };
const lookupBody = { url: `https://docs.bench.example.com/${api.path}/${page.path}` };
const lookup = () => rest<{ apiToken: string; space: string }>('POST', '/v1/urls/published', lookupBody, anonymous);
const resolved = await lookup();
if (resolved.space !== spaces[1]) throw new Error(`resolved ${JSON.stringify(resolved)}`);
const reader = { authorization: `Bearer ${resolved.apiToken}` };
const revision = (await rest<{ revision: string }>('GET', `/v1/spaces/${spaces[1]}`, undefined, reader)).revision;
const documentPath = `/v1/spaces/${spaces[1]}/revisions/${revision}/page/${page.id}/document`;
const readDocument = () => rest('GET', documentPath, undefined, reader);

async function measure(label: string, call: () => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await call(); // warm: caches, prepared statements, JIT
  const s0 = db.stats.statements;
  const t: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t0 = performance.now();
    await call();
    t.push(performance.now() - t0);
  }
  const statements = (db.stats.statements - s0) / 100;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) await call();
    }),
  );
  const rps = REQUESTS / ((performance.now() - started) / 1000);
  console.log(
    `  ${label}: ${statements.toFixed(1)} statements, p50 ${ms(pct(t, 50))}, p95 ${ms(pct(t, 95))} (one at a time), ${rps.toFixed(0)} req/s (${CONCURRENCY} in flight)`,
  );
}

console.log(`A reader's page view on a published site (${db.kind}; 3 sections, one with 2 variants):`);
await measure('POST /v1/urls/published', lookup);
await measure('GET page document (site token)', readDocument);
await server.close();
