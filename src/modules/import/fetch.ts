/**
 * Content import, the network part: every request goes through the guarded fetch
 * (src/infra/safe-fetch.ts: http(s) only, private addresses refused unless
 * IMPORT_ALLOWED_HOSTS, a deadline and a size limit per request, redirects checked).
 *
 * - `markdown`, `html`, `zip`, `docx`: one GET of the URL.
 * - `website`: a breadth-first crawl of same-origin HTML pages from the URL (at most
 *   `maxPages` pages, `maxDepth` links away, one overall deadline).
 * - `github-wiki`: the URL names a wiki (`https://github.com/{owner}/{repo}/wiki`, or any page
 *   of it, or the same layout on another host such as a GitHub Enterprise server): its home
 *   page is fetched and the crawl follows links under `/{owner}/{repo}/wiki/` only (the
 *   sidebar lists every page), keeping the rendered page body (`.markdown-body`).
 */

import type { Config } from '../../config.ts';
import { checkUrl, fetchOptionsFrom, type SafeFetchOptions, safeFetch } from '../../infra/safe-fetch.ts';
import { type CrawledPage, type FetchedSource, ImportError, type ImportSource } from './imported.ts';
import { htmlToPage } from './sources/html.ts';

export const CRAWL_LIMITS = { maxPages: 50, maxDepth: 3, deadlineMs: 60_000 };

const ACCEPT: Partial<Record<ImportSource, string>> = {
  markdown: 'text/markdown, text/x-markdown, text/plain;q=0.9, */*;q=0.5',
  html: 'text/html, application/xhtml+xml;q=0.9, */*;q=0.5',
  zip: 'application/zip, application/octet-stream;q=0.9, */*;q=0.5',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/octet-stream;q=0.9, */*;q=0.5',
};

const SKIP_EXTENSIONS =
  /\.(png|jpe?g|gif|svg|webp|ico|pdf|zip|gz|tgz|mp4|mp3|webm|woff2?|ttf|css|js|json|xml|txt|docx?|xlsx?|pptx?)$/i;

/** Fetches what a source needs. Throws SafeFetchError (fetch failures) or ImportError. */
export async function fetchSource(
  source: ImportSource,
  url: string,
  config: Pick<Config, 'importAllowedHosts' | 'fetchTimeoutMs' | 'fetchMaxBytes'>,
  limits = CRAWL_LIMITS,
  signal?: AbortSignal,
): Promise<FetchedSource> {
  const options: SafeFetchOptions = { ...fetchOptionsFrom(config), ...(signal ? { signal } : {}) };
  checkUrl(url, options.allowedHosts);
  if (source === 'website') return crawl(url, options, { ...limits, scope: (u) => u.origin === new URL(url).origin });
  if (source === 'github-wiki') {
    const start = new URL(url);
    const m = /^(\/[^/]+\/[^/]+\/wiki)(\/|$)/.exec(start.pathname);
    if (!m)
      throw new ImportError('A GitHub wiki URL looks like https://github.com/{owner}/{repo}/wiki (or a page under it)');
    const prefix = m[1];
    const home = new URL(prefix, start).toString();
    return crawl(home, options, {
      ...limits,
      maxDepth: Math.max(limits.maxDepth, 2),
      contentSelector: '.markdown-body',
      scope: (u) =>
        u.origin === start.origin &&
        (u.pathname === prefix ||
          (u.pathname.startsWith(`${prefix}/`) && !/\/wiki\/(_\w+|[^/]+\/_\w+)/.test(u.pathname))),
    });
  }
  const res = await safeFetch(url, { ...options, headers: { accept: ACCEPT[source] ?? '*/*' } });
  return { kind: 'body', url: res.url, bytes: new Uint8Array(res.body), contentType: res.contentType };
}

interface CrawlOptions {
  maxPages: number;
  maxDepth: number;
  deadlineMs: number;
  scope: (url: URL) => boolean;
  contentSelector?: string;
}

const normalize = (u: URL) => {
  const c = new URL(u);
  c.hash = '';
  return c.toString();
};

async function crawl(startUrl: string, options: SafeFetchOptions, crawl: CrawlOptions): Promise<FetchedSource> {
  const deadline = Date.now() + crawl.deadlineMs;
  const queue: { url: string; depth: number }[] = [{ url: normalize(new URL(startUrl)), depth: 0 }];
  const seen = new Set(queue.map((q) => q.url));
  const pages: CrawledPage[] = [];
  const fetched = new Set<string>();
  while (queue.length && pages.length < crawl.maxPages && Date.now() < deadline && !options.signal?.aborted) {
    const { url, depth } = queue.shift()!;
    let res: Awaited<ReturnType<typeof safeFetch>>;
    try {
      res = await safeFetch(url, {
        ...options,
        timeoutMs: Math.max(1, Math.min(options.timeoutMs, deadline - Date.now())),
        headers: { accept: 'text/html, application/xhtml+xml;q=0.9' },
      });
    } catch (error) {
      // The first page must work; later ones are skipped (a broken link on the site).
      if (!pages.length) throw error;
      continue;
    }
    if (!/html/i.test(res.contentType ?? 'text/html')) {
      if (!pages.length) throw new ImportError(`The URL answered ${res.contentType}, not an HTML page`);
      continue;
    }
    const finalUrl = normalize(new URL(res.url));
    if (fetched.has(finalUrl)) continue;
    if (pages.length && !crawl.scope(new URL(finalUrl))) continue; // redirected off the site
    fetched.add(finalUrl);
    const html = res.text();
    pages.push({ url: finalUrl, html });
    if (depth >= crawl.maxDepth) continue;
    for (const link of htmlToPage(html, finalUrl, 'page', crawl.contentSelector).links) {
      let u: URL;
      try {
        u = new URL(link);
      } catch {
        continue;
      }
      if ((u.protocol !== 'http:' && u.protocol !== 'https:') || !crawl.scope(u) || SKIP_EXTENSIONS.test(u.pathname))
        continue;
      const key = normalize(u);
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push({ url: key, depth: depth + 1 });
    }
  }
  return {
    kind: 'pages',
    pages,
    totalResources: Math.max(pages.length, Math.min(seen.size, pages.length + queue.length)),
    contentSelector: crawl.contentSelector,
  };
}
