/**
 * `npx tsx bench/reader-peers.ts`: Quire's own reader beside GitBook's reader (built by
 * scripts/gitbook-reader.sh and started with `next start`, its production mode) on the same
 * site and the same pages: a site imported from real Git Sync repositories (test/fixtures/gitsync:
 * elsa-docs and gitbook-blocks, as GitHub serves them), published with a hostname.
 *
 * GitBook's reader asks Quire for everything it shows, at the Quire address its build baked in:
 * this benchmark starts the built Quire there (BENCH_QUIRE_PORT, default 4100; the script's
 * QUIRE_URL) and expects the reader at GITBOOK_READER_URL (default http://127.0.0.1:3100), serving
 * sites at `/url/<hostname>/<path>`. Without a reader there, it measures Quire alone.
 *
 * For every page of the site's sitemap (at most BENCH_PEER_PAGES, 40):
 * - time to first byte, warm (each page read once before), the median of 5 reads one at a time,
 *   with `Accept-Encoding: br, gzip`; p50 and p90 over the pages;
 * - what a browser downloads for the page on a first visit (headless Chromium, an empty cache, until
 *   the network is idle, or 10 s after its load): the transferred (compressed) bytes of the HTML, of its scripts, styles and
 *   fonts, and of images, as Chromium counts them.
 * Embedded PGlite by default, PostgreSQL with DATABASE_URL.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { fixtureServer, zipFolder } from '../test/support/zip.ts';
import { apiOf, benchOwner, pct, startBuilt, stopBuilt } from './support.ts';

const QUIRE_PORT = Number(process.env.BENCH_QUIRE_PORT ?? 4100);
const READER = process.env.GITBOOK_READER_URL ?? 'http://127.0.0.1:3100';
const MAX_PAGES = Number(process.env.BENCH_PEER_PAGES ?? 40);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIXTURES = new URL('../test/fixtures/gitsync/', import.meta.url).pathname;
const HOSTNAME = 'peers-docs.example.com';

interface Reader {
  name: string;
  /** The address of a page of the site (its path inside the site, '' for the root). */
  url(pagePath: string): string;
}

/** Time to the first byte of the answer (headers), and its status. */
async function ttfb(url: string): Promise<{ ms: number; status: number }> {
  const t = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' }, redirect: 'manual' });
  const ms = performance.now() - t;
  await res.arrayBuffer();
  return { ms, status: res.status };
}

interface Bytes {
  html: number;
  assets: number;
  images: number;
  requests: number;
  failed: number;
}

/** What Chromium downloads for a first visit of `url` (an empty cache), by kind. */
async function bytesOf(browser: Browser, url: string): Promise<Bytes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const total: Bytes = { html: 0, assets: 0, images: 0, requests: 0, failed: 0 };
  const pending: Promise<void>[] = [];
  page.on('requestfailed', () => {
    total.failed++;
  });
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then((sizes) => {
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        const type = request.resourceType();
        total.requests++;
        if (type === 'document') total.html += bytes;
        else if (type === 'image' || type === 'media') total.images += bytes;
        else total.assets += bytes;
      }),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Then what the page fetches after its load, until the network is idle (a request that never
    // ends, e.g. to a host this machine cannot reach, is counted as not finished, after 10 s).
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  return total;
}

async function measure(readers: Reader[], pages: string[], browser: Browser | null) {
  for (const reader of readers) {
    // Warm: every page read once (caches, compiled routes), then five reads each.
    const statuses = new Map<number, number>();
    for (const p of pages) await ttfb(reader.url(p));
    const medians: number[] = [];
    for (const p of pages) {
      const reads: number[] = [];
      for (let i = 0; i < 5; i++) {
        const { ms, status } = await ttfb(reader.url(p));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        reads.push(ms);
      }
      medians.push(pct(reads, 50));
    }
    console.log(
      `${reader.name.padEnd(16)} TTFB p50 ${pct(medians, 50).toFixed(1)} ms, p90 ${pct(medians, 90).toFixed(1)} ms` +
        `  statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    const sum: Bytes = { html: 0, assets: 0, images: 0, requests: 0, failed: 0 };
    if (browser)
      for (const p of pages) {
        const b = await bytesOf(browser, reader.url(p));
        for (const k of Object.keys(sum) as (keyof Bytes)[]) sum[k] += b[k];
      }
    const per = (n: number) => `${(n / pages.length / 1024).toFixed(1)} KB`;
    if (browser)
      console.log(
        `${''.padEnd(16)} per page: HTML ${per(sum.html)}, scripts+styles+fonts ${per(sum.assets)}, images ${per(sum.images)}` +
          `, without images ${per(sum.html + sum.assets)}; ${(sum.requests / pages.length).toFixed(1)} requests` +
          `, ${(sum.failed / pages.length).toFixed(1)} failed`,
      );
  }
}

const fixture = await fixtureServer();
const s = await startBuilt('reader-peers', process.cwd(), {
  port: QUIRE_PORT,
  env: { IMPORT_ALLOWED_HOSTS: new URL(fixture.base).host, RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1,::1' },
});
try {
  const { call } = apiOf(s.base);
  const { token, org: orgId } = await benchOwner(s.base, 'peers');
  const org = { id: orgId };
  const imported: string[] = [];
  for (const name of ['elsa-docs', 'gitbook-blocks']) {
    fixture.served.set(`/${name}.zip`, { type: 'application/zip', body: zipFolder(path.join(FIXTURES, name)) });
    const sp = await call<{ id: string }>('POST', `/v1/orgs/${org.id}/spaces`, { title: name }, token);
    await call(
      'POST',
      `/v1/spaces/${sp.id}/content/import`,
      { url: `${fixture.base}/${name}.zip`, source: 'zip' },
      token,
    );
    imported.push(sp.id);
  }
  const site = await call<{ id: string }>('POST', `/v1/orgs/${org.id}/sites`, { title: 'Peer docs' }, token);
  await call('PATCH', `/v1/orgs/${org.id}/sites/${site.id}`, { hostname: HOSTNAME }, token);
  await call('POST', `/v1/orgs/${org.id}/sites/${site.id}/sections`, { spaceId: imported[0], title: 'Guides' }, token);
  await call('POST', `/v1/orgs/${org.id}/sites/${site.id}/sections`, { spaceId: imported[1], title: 'Blocks' }, token);
  await call('POST', `/v1/orgs/${org.id}/sites/${site.id}/publish`, undefined, token);

  // Every page the site lists, as paths inside it.
  const quireRoot = `${s.base}/sites/${org.id}/${site.id}/`;
  const sitemap = await (await fetch(`${quireRoot}sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname.replace(new URL(quireRoot).pathname, '').replace(/^\//, ''))
    .slice(0, MAX_PAGES);
  console.log(`Site: ${pages.length} pages (elsa-docs and gitbook-blocks, two sections)`);

  const readers: Reader[] = [{ name: 'Quire reader', url: (p) => `${quireRoot}${p}` }];
  const readerUp = await fetch(READER, { redirect: 'manual' }).then(
    () => true,
    () => false,
  );
  if (readerUp) readers.push({ name: "GitBook's reader", url: (p) => `${READER}/url/${HOSTNAME}/${p}` });
  else console.log(`No GitBook reader at ${READER} (scripts/gitbook-reader.sh): Quire alone.`);
  const browser = existsSync(CHROMIUM)
    ? await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
    : null;
  try {
    await measure(readers, pages, browser);
  } finally {
    await browser?.close();
  }
} finally {
  await stopBuilt(s);
  await fixture.close();
}
