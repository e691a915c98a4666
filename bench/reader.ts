/**
 * `npx tsx bench/reader.ts`: Quire's own reader (src/modules/reader) on the built server (`npm run
 * build` first), started as `npm start` starts it. A published site whose space has
 * BENCH_READER_PAGES (175) pages; its largest page (code in several languages, tabs, hints, a
 * table, math, 40 sections) is measured:
 * - cold: the first request after a commit to the page (a new revision: nothing cached), p50/p99
 *   over BENCH_READER_COLD (15) edits;
 * - after an edit to another page: the first request for the page, unchanged, in the new
 *   revision (the render cache misses; its markdown was converted before);
 * - warm: the same page again and again (render cache), p50/p99 over 300 requests one at a time;
 * - throughput: requests per second with 16 connections for 5 seconds;
 * - bytes: what a browser downloads for the page, compressed (brotli): HTML, CSS and JavaScript.
 * Embedded PGlite by default, PostgreSQL with DATABASE_URL.
 */
import { request } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { apiOf, benchOwner, ms, pct, startBuilt, stopBuilt } from './support.ts';

const PAGES = Number(process.env.BENCH_READER_PAGES ?? 175);
const COLD = Number(process.env.BENCH_READER_COLD ?? 15);
const WARM = 300;
const CONNECTIONS = 16;
const LARGEST = [
  '# Reference',
  'Everything about the tool, on one page. Inline math $$a^2 + b^2 = c^2$$ and `code`.',
  '{% tabs %}\n{% tab title="npm" %}\n```sh\nnpm install tool\n```\n{% endtab %}\n{% tab title="yarn" %}\n```sh\nyarn add tool\n```\n{% endtab %}\n{% endtabs %}',
  '{% hint style="warning" %}\nThe tool needs Node 20.\n{% endhint %}',
  '| Option | Default | Meaning |\n| --- | --- | --- |\n| port | 8080 | Where to listen |\n| host | 127.0.0.1 | Which address |',
  ...Array.from({ length: 40 }, (_, i) =>
    [
      `## Section ${i + 1}`,
      `${'Some text about this part of the tool, with **bold** words and [a link](https://example.com/). '.repeat(4)}`,
      i % 3 === 0
        ? '```ts\nimport { createServer } from "node:http";\nconst server = createServer((req, res) => res.end("ok"));\nserver.listen(8080);\n```'
        : i % 3 === 1
          ? '```python\ndef handler(event):\n    return {"status": 200, "body": event["body"]}\n```'
          : '```json\n{ "port": 8080, "host": "127.0.0.1", "debug": false }\n```',
    ].join('\n\n'),
  ),
].join('\n\n');

async function main() {
  const s = await startBuilt('reader');
  const { call, graphql } = apiOf(s.base);
  try {
    const { token, org } = await benchOwner(s.base, 'reader');
    const space = (await call<{ id: string }>('POST', `/v1/orgs/${org}/spaces`, { title: 'Docs' }, token)).id;
    const createPage = async (title: string, markdown: string) =>
      (
        await graphql<{ createPage: { page: { id: string; path: string } } }>(
          'mutation ($input: CreatePageInput!) { createPage(input: $input) { ... on CreatePagePayload { page { id: key path } } } }',
          { input: { spaceId: space, title, markdown } },
          token,
        )
      ).createPage.page;
    const largest = await createPage('Reference', LARGEST);
    const topics: { id: string }[] = [];
    for (let i = 1; i < PAGES; i++)
      topics.push(await createPage(`Topic ${i}`, `# Topic ${i}\n\n${'A paragraph of this topic. '.repeat(30)}\n`));
    const site = await call<{ id: string }>(
      'POST',
      `/v1/orgs/${org}/sites`,
      { title: 'Bench docs', spaces: [space] },
      token,
    );
    await call('POST', `/v1/orgs/${org}/sites/${site.id}/publish`, undefined, token);
    const url = `/sites/${org}/${site.id}/${largest.path}`;

    const timed = async (p: string, headers: Record<string, string> = {}) => {
      const t = performance.now();
      const res = await fetch(`${s.base}${p}`, { headers });
      const body = await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
      return { ms: performance.now() - t, body, res };
    };

    // Cold: the first request after each commit to the page.
    const cold: number[] = [];
    for (let i = 0; i < COLD; i++) {
      await graphql(
        'mutation ($input: UpdatePageInput!) { updatePage(input: $input) { __typename } }',
        { input: { spaceId: space, pageId: largest.id, markdown: `${LARGEST}\n\nEdit ${i}.\n` } },
        token,
      );
      cold.push((await timed(url)).ms);
    }
    // After an edit elsewhere: the first request for the page, unchanged, in the new revision (the
    // render cache misses, as for every page of the site after any edit).
    const after: number[] = [];
    for (let i = 0; i < COLD; i++) {
      await graphql(
        'mutation ($input: UpdatePageInput!) { updatePage(input: $input) { __typename } }',
        { input: { spaceId: space, pageId: topics[0].id, markdown: `# Topic 1\n\nEdit ${i}.\n` } },
        token,
      );
      after.push((await timed(url)).ms);
    }
    // Warm: the render cache answers.
    const warm: number[] = [];
    for (let i = 0; i < WARM; i++) warm.push((await timed(url)).ms);

    // Throughput: 16 keep-alive connections for 5 s.
    const agentUrl = new URL(`${s.base}${url}`);
    let done = 0;
    const until = performance.now() + 5000;
    const { Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const one = () =>
      new Promise<void>((resolve, reject) => {
        request(
          {
            host: agentUrl.hostname,
            port: agentUrl.port,
            path: agentUrl.pathname,
            agent,
            headers: { 'accept-encoding': 'br' },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve());
          },
        )
          .on('error', reject)
          .end();
      });
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          await one();
          done++;
        }
      }),
    );
    agent.destroy();

    // Bytes: the page and what it loads, compressed.
    const page = await timed(url);
    const html = Buffer.from(page.body).toString('utf8');
    const br = (b: ArrayBuffer | Buffer) => brotliCompressSync(Buffer.from(b as ArrayBuffer)).length;
    const assets = [...html.matchAll(/(?:href|src)="(\/_reader\/[^"]+)"/g)].map((m) => m[1]);
    const sizes: Record<string, number> = { html: br(page.body) };
    for (const a of assets) sizes[a.endsWith('.js') ? 'js' : 'css'] = br((await timed(a)).body);
    const small = br((await timed(`/sites/${org}/${site.id}/topic-1`)).body);

    console.log(
      `reader bench (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), ${PAGES} pages, the largest (${(LARGEST.length / 1024).toFixed(1)} KB of markdown):`,
    );
    console.log(`  cold (first after a commit): p50 ${ms(pct(cold, 50))}  p99 ${ms(pct(cold, 99))}  (${COLD} commits)`);
    console.log(
      `  after an edit to another page: p50 ${ms(pct(after, 50))}  p99 ${ms(pct(after, 99))}  (${COLD} commits)`,
    );
    console.log(
      `  warm (render cache):         p50 ${ms(pct(warm, 50))}  p99 ${ms(pct(warm, 99))}  (${WARM} requests)`,
    );
    console.log(`  throughput:                  ${(done / 5).toFixed(0)} pages/s on ${CONNECTIONS} connections`);
    console.log(
      `  bytes (brotli):              HTML ${(sizes.html / 1024).toFixed(1)} KB (a small page ${(small / 1024).toFixed(1)} KB), CSS ${((sizes.css ?? 0) / 1024).toFixed(1)} KB, JS ${((sizes.js ?? 0) / 1024).toFixed(1)} KB; total ${((sizes.html + (sizes.css ?? 0) + (sizes.js ?? 0)) / 1024).toFixed(1)} KB`,
    );
  } finally {
    await stopBuilt(s);
  }
}

await main();
