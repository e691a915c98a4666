/**
 * The reader over HTTP: which request is a site's (a site's hostname, whatever port the browser
 * names; `/sites/...` under PUBLIC_URL), the home page at `/`, and the answers' HTTP: ETags from
 * the render key (revision, site, visitor's view), 304, HEAD, gzip and brotli, Cache-Control
 * (private where a key or a token opened the site), the Content-Security-Policy, and a render
 * cache keyed like the ETag so that a hot page costs no markdown work.
 *
 * A member's API token is never read here (the request's Authorization header is ignored): what
 * a reader sees is what the published view gives a visitor.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { findByPath, type TreePage } from '../../engine/tree.ts';
import { DomainError, UnauthenticatedError } from '../../errors.ts';
import { type Context, createContext } from '../../request/context.ts';
import type { HttpDoor, Services } from '../../request/doors.ts';
import { cookieValue } from '../../request/sessions.ts';
import { errorBody } from '../../rest/http-errors.ts';
import { MAX_QUESTION } from '../ai/answers.ts';
import { pageMarkdown } from '../content/service.ts';
import { deviceOf, recordSiteEvents, type SiteEventInput } from '../insights/service.ts';
import { HOSTNAME } from '../sites/service.ts';
import { pathSegments, siteAtAddress, VisitorRefused } from '../sites/urls.ts';
import { llmsText, pageMarkdownText, robots, sitemap } from './agents.ts';
import { askEnabled, serveAsk, streamAsk } from './ask.ts';
import { ASSET_PREFIX, readerAssets, THEME_SCRIPT_HASH } from './assets.ts';
import { renderHome } from './render/home.tsx';
import { lookOf, renderBare, renderNotFound, renderPage, renderSearch } from './render/page.tsx';
import { searchResults } from './search.ts';
import { firstPage, type Place, placeOf, Redirected, readerContext, renderKey, type SitePlace } from './site.ts';

const CSP = [
  "default-src 'none'",
  `script-src 'self' ${THEME_SCRIPT_HASH}`,
  // Style attributes carry syntax colours; no script can run from a style.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  // Custom fonts of the site, served by Quire (src/modules/fonts/files.ts) from the page's host.
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

const VISITOR_COOKIE = 'quire_visitor';
const NO_HEADERS = { headers: { get: () => null } };

interface Answer {
  status: number;
  type: string;
  body: string | Buffer;
  /** Render key: gives the ETag and the cache entry (none: not cached, no ETag). */
  key?: string;
  private?: boolean;
  headers?: Record<string, string>;
}

/** A render to answer once, without its key: no ETag, no render-cache entry, not cached downstream. */
interface Unfinished {
  body: string;
  unfinished: true;
}

interface Cached {
  raw: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  type: string;
  status: number;
}

// Rendered answers by render key, least recently used out first, bounded by bytes.
const CACHE_BYTES = 32 * 1024 * 1024;
const cache = new Map<string, Cached>();
let cachedBytes = 0;

function remember(key: string, entry: Cached) {
  cache.set(key, entry);
  cachedBytes += entry.raw.length;
  for (const [k, v] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(k);
    cachedBytes -= v.raw.length + (v.gzip?.length ?? 0) + (v.br?.length ?? 0);
  }
}

function recall(key: string): Cached | undefined {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
  }
  return hit;
}

function encodingOf(req: IncomingMessage): 'br' | 'gzip' | null {
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

function encoded(entry: Cached, encoding: 'br' | 'gzip' | null): Buffer {
  if (!encoding || entry.raw.length < 1024) return entry.raw;
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: entry.raw.length },
    });
    return entry.br;
  }
  entry.gzip ??= gzipSync(entry.raw, { level: 6 });
  return entry.gzip;
}

function send(req: IncomingMessage, res: ServerResponse, answer: Answer, hit?: Cached): number {
  const etag = answer.key ? `"${answer.key}"` : undefined;
  const headers: Record<string, string> = {
    'content-type': answer.type,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    vary: 'Accept-Encoding',
    ...(answer.type.startsWith('text/html') ? { 'content-security-policy': CSP } : {}),
    'cache-control': answer.private
      ? 'private, no-cache'
      : answer.key && answer.status === 200
        ? 'public, max-age=0, s-maxage=60, must-revalidate'
        : 'no-cache',
    ...(etag ? { etag } : {}),
    ...answer.headers,
  };
  if (etag && answer.status === 200 && String(req.headers['if-none-match'] ?? '').includes(etag)) {
    res.writeHead(304, headers).end();
    return 304;
  }
  const entry = hit ?? { raw: Buffer.from(answer.body), type: answer.type, status: answer.status };
  if (answer.key && !hit && answer.status === 200) remember(answer.key, entry);
  const encoding = encodingOf(req);
  const body = encoded(entry, encoding);
  if (body !== entry.raw) headers['content-encoding'] = encoding!;
  headers['content-length'] = String(body.length);
  res.writeHead(answer.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return answer.status;
}

/** The visitor token this site's cookie keeps (set from `?jwt_token=`, URI-encoded). */
function visitorCookie(req: IncomingMessage): string | undefined {
  const value = cookieValue(req.headers.cookie, VISITOR_COOKIE);
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

const originOf = (req: IncomingMessage, fallback: URL) => {
  const proto =
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      .trim() || fallback.protocol.slice(0, -1);
  const host = req.headers.host ?? fallback.host;
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
};

/** The site address a request names, or null when it is not a site's. */
function addressOf(ctx: Context, req: IncomingMessage, url: URL): Promise<string | null> {
  // The hostname alone: a browser's Host carries the port it connected to.
  return addressAt(ctx, String(req.headers.host ?? ''), url);
}

/** The site address of `url` reached at `host` (a site's hostname, or PUBLIC_URL's `/sites/...`). */
async function addressAt(ctx: Context, host: string, url: URL): Promise<string | null> {
  const publicUrl = new URL(ctx.config.publicUrl);
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  if (hostname && hostname !== publicUrl.hostname && HOSTNAME.test(hostname)) {
    const found = await siteAtAddress(ctx, hostname, null, null);
    if (found?.site.hostname === hostname) return `https://${hostname}${url.pathname}`;
  }
  if (url.pathname.startsWith('/sites/')) return `${publicUrl.origin}${url.pathname}`;
  return null;
}

export const serveReader: HttpDoor['serve'] = async (services, req, res, url, requestId) => {
  const { assets, files } = readerAssets();
  if (url.pathname.startsWith(ASSET_PREFIX)) {
    const file = files.get(url.pathname.slice(ASSET_PREFIX.length));
    if (!file) return notMine(req, res, url);
    return send(req, res, {
      status: 200,
      type: file.type,
      body: file.body,
      key: url.pathname.slice(ASSET_PREFIX.length),
      headers: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
  }
  const ctx = await createContext(services.config, services.db, NO_HEADERS, requestId);
  const address = await addressOf(ctx, req, url);
  if (!address) {
    if (url.pathname !== '/') return notMine(req, res, url);
    if (req.method !== 'GET' && req.method !== 'HEAD') return notAllowed(res);
    return send(req, res, { status: 200, type: 'text/html; charset=utf-8', body: await renderHome(ctx, assets) });
  }
  // A site's MCP server (mcp.ts) takes POST, and a visitor token as a Bearer header.
  const mcp = /(^|\/)~gitbook\/mcp$/.test(url.pathname);
  if (req.method !== 'GET' && req.method !== 'HEAD' && !mcp) return notAllowed(res);

  const fromQuery = url.searchParams.get('jwt_token') ?? undefined;
  const bearer = mcp ? /^Bearer\s+(\S+)\s*$/i.exec(String(req.headers.authorization ?? ''))?.[1] : undefined;
  const token = fromQuery ?? bearer ?? visitorCookie(req);
  let place: SitePlace;
  try {
    place = await placeOf(ctx, address, token);
  } catch (error) {
    if (mcp) return mcpRefusal(res, error);
    if (error instanceof Redirected) {
      res.writeHead(error.permanent ? 301 : 302, { location: error.location, 'cache-control': 'no-cache' }).end();
      return error.permanent ? 301 : 302;
    }
    // A visitor-auth site whose publishing auth names a fallback URL sends the visitor there.
    if (error instanceof VisitorRefused && error.fallback) {
      res
        .writeHead(302, {
          location: error.fallback,
          'cache-control': 'no-store',
          ...(token && !fromQuery ? { 'set-cookie': `${VISITOR_COOKIE}=; Max-Age=0; Path=/; HttpOnly` } : {}),
        })
        .end();
      return 302;
    }
    if (error instanceof UnauthenticatedError) {
      const body = renderBare(assets, 'Sign-in required', error.message, 401);
      return send(req, res, {
        status: 401,
        type: 'text/html; charset=utf-8',
        body,
        private: true,
        // A token that no longer opens the site is forgotten.
        ...(token && !fromQuery
          ? { headers: { 'set-cookie': `${VISITOR_COOKIE}=; Max-Age=0; Path=/; HttpOnly` } }
          : {}),
      });
    }
    if (error instanceof DomainError && error.status < 500)
      return send(req, res, {
        status: 404,
        type: 'text/html; charset=utf-8',
        body: renderBare(assets, 'Not found', 'No published site at this address.', 404),
      });
    throw error;
  }
  const privately = place.site.visibility === 'visitor-auth' || place.site.visibility === 'share-link' || !!token;
  if (mcp) {
    // At the site's root only, as GitBook serves it.
    if (
      place.content.basePath !== place.content.siteBasePath ||
      place.content.pathname.replace(/^\/+/, '') !== '~gitbook/mcp'
    )
      return notMine(req, res, url);
    const { serveSiteMcp } = await import('./mcp.ts');
    const origin = originOf(req, new URL(ctx.config.publicUrl));
    return serveSiteMcp(req, res, {
      ctx,
      place,
      origin,
      visitorToken: token,
      addressOf: (target) => addressAt(ctx, target.host, target),
    });
  }

  if (fromQuery) {
    // The visitor's token moves from the URL into a cookie of this site, and the URL loses it.
    const clean = new URL(url.href);
    clean.searchParams.delete('jwt_token');
    const path = place.siteBase.replace(/\/$/, '') || '/';
    const secure = originOf(req, new URL(ctx.config.publicUrl)).startsWith('https:') ? '; Secure' : '';
    res
      .writeHead(303, {
        location: `${clean.pathname}${clean.search}`,
        'set-cookie': `${VISITOR_COOKIE}=${encodeURIComponent(fromQuery)}; Path=${path}; HttpOnly; SameSite=Lax${secure}`,
        'cache-control': 'no-store',
      })
      .end();
    return 303;
  }
  return servePlace(req, res, url, place, privately, tracker(services, req, address, place));
};

/** What a page view or a search records for the site's insights; `undefined` records nothing. */
export type Track = (event: Pick<SiteEventInput, 'type' | 'pageId' | 'query' | 'resultCount'>) => void;

/**
 * Records a published site's page views and searches from the server (no script, no cookie), without
 * making the answer wait: a failure is logged. A request that does not ask for HTML (a client
 * fetching the address) or names itself a crawler counts for nothing.
 */
function tracker(services: Services, req: IncomingMessage, address: string, place: SitePlace): Track | undefined {
  const agent = String(req.headers['user-agent'] ?? '');
  if (req.method !== 'GET' || !String(req.headers.accept ?? '').includes('text/html')) return undefined;
  if (/bot|crawl|spider|slurp|preview|fetch|curl|wget|python|headless/i.test(agent)) return undefined;
  const language =
    String(req.headers['accept-language'] ?? '')
      .split(/[,;]/)[0]
      ?.trim() || null;
  return (event) => {
    const recorded: SiteEventInput = {
      ...event,
      displayContext: 'server',
      // The page's published address, without the query.
      url: address,
      siteSectionId: place.content.siteSection ?? null,
      siteSpaceId: place.content.siteSpace,
      spaceId: place.space.id,
      revisionId: place.revision.id,
      device: deviceOf(agent),
      language,
    };
    recordSiteEvents(place.ctx, place.site.id, [recorded]).catch((error) =>
      services.logger.error({ err: error, site: place.site.id }, 'recording a site insights event failed'),
    );
  };
}

const SITE_FILES = new Set(['llms.txt', 'llms-full.txt', 'sitemap.xml', 'robots.txt']);

export async function servePlace(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  place: Place,
  privately: boolean,
  track?: Track,
): Promise<number> {
  const { assets } = readerAssets();
  const segments = pathSegments(place.pathname);
  const path = segments.join('/');
  const html = 'text/html; charset=utf-8';
  const origin = originOf(req, new URL(place.ctx.config.publicUrl));
  const atSiteRoot = !!place.content && place.content.basePath === place.content.siteBasePath;
  const answer = (what: string, type: string, render: () => Promise<string | Unfinished> | string, status = 200) =>
    cachedAnswer(req, res, { what, type, render, status, place, privately });

  if (segments[0] === '~ask' && askEnabled(place)) {
    const q = (url.searchParams.get('q') ?? '').slice(0, MAX_QUESTION + 1);
    // The answer a related question follows up (its thread).
    const after = url.searchParams.get('after')?.slice(0, 64) || null;
    if (url.searchParams.get('format') === 'sse') return streamAsk(req, res, place, q, after);
    const asked = await serveAsk(req, place, assets, q, after);
    return send(req, res, {
      status: asked.status,
      type: html,
      body: asked.body,
      private: true,
      ...(asked.retryAfter !== undefined ? { headers: { 'retry-after': String(asked.retryAfter) } } : {}),
    });
  }
  if (segments[0] === '~search') {
    const q = url.searchParams.get('q') ?? '';
    const results = await searchResults(place, q);
    if (url.searchParams.get('format') === 'json') {
      return send(req, res, {
        status: 200,
        type: 'application/json; charset=utf-8',
        body: JSON.stringify({ query: q, results }),
        private: privately,
      });
    }
    // A submitted search (the results page), not each keystroke of the search box (its JSON).
    if (q.trim()) track?.({ type: 'search_type_query', query: q.trim(), resultCount: results.length });
    return send(req, res, {
      status: 200,
      type: html,
      body: renderSearch(place, assets, q, results, askEnabled(place)),
      private: privately,
    });
  }
  if (atSiteRoot && SITE_FILES.has(path)) {
    const title = lookOf(place).title;
    if (path === 'robots.txt')
      return answer(`${origin}|robots`, 'text/plain; charset=utf-8', () =>
        robots(place, origin, !privately && place.site?.visibility === 'public'),
      );
    if (path === 'sitemap.xml')
      return answer(`${origin}|sitemap`, 'application/xml; charset=utf-8', () => sitemap(place, origin));
    return answer(`${origin}|${path}`, 'text/plain; charset=utf-8', () =>
      llmsText(place, origin, path === 'llms-full.txt', title),
    );
  }
  if (path.endsWith('.md')) {
    const found = findByPath(place.tree, path.slice(0, -3));
    if (found && found.page.kind === 'document')
      return answer(`md|${found.page.id}`, 'text/markdown; charset=utf-8', async () =>
        pageMarkdownText(found.page, await pageMarkdown(place.ctx, found.page)),
      );
  }
  let page: TreePage | undefined;
  if (!path) page = firstPage(place.tree.pages);
  else {
    const found = findByPath(place.tree, path)?.page;
    page = found?.kind === 'group' ? firstPage(found.pages) : found?.kind === 'document' ? found : undefined;
  }
  if (page) {
    const shown = page;
    track?.({ type: 'page_view', pageId: shown.id });
    return answer(`page|${shown.id}`, html, async () => {
      const rendered = await renderPage(place, await readerContext(place), shown, assets);
      return rendered.pending ? { body: rendered.html, unfinished: true as const } : rendered.html;
    });
  }
  return send(req, res, {
    status: 404,
    type: html,
    body: renderNotFound(place, assets, `/${path}`),
    private: privately,
  });
}

async function cachedAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  a: {
    what: string;
    type: string;
    /** The body; or one shown before all it shows is ready (embeds being fetched): answered untagged, not kept. */
    render: () => Promise<string | Unfinished> | string;
    status: number;
    place: Place;
    privately: boolean;
  },
): Promise<number> {
  const key = renderKey(a.place, a.what);
  const hit = recall(key);
  const base = { status: a.status, type: a.type, key, private: a.privately };
  if (hit || String(req.headers['if-none-match'] ?? '').includes(`"${key}"`))
    return send(req, res, { ...base, body: '' }, hit ?? { raw: Buffer.alloc(0), type: a.type, status: a.status });
  const body = await a.render();
  if (typeof body !== 'string') return send(req, res, { ...base, key: undefined, body: body.body });
  return send(req, res, { ...base, body });
}

/** Why a site's MCP server is not served: JSON, as an MCP client reads it. */
async function mcpRefusal(res: ServerResponse, error: unknown): Promise<number> {
  if (error instanceof UnauthenticatedError || error instanceof VisitorRefused) {
    // Loaded with the MCP server it belongs to, not with every page.
    const { mcpUnauthorized } = await import('../../infra/mcp-http.ts');
    return mcpUnauthorized(res, 'This site needs a visitor token (Bearer)');
  }
  if (!(error instanceof Redirected) && !(error instanceof DomainError && error.status < 500)) throw error;
  res
    .writeHead(404, { 'content-type': 'application/json' })
    .end(JSON.stringify(errorBody(404, 'No published site at this address')));
  return 404;
}

export function notMine(req: IncomingMessage, res: ServerResponse, url: URL): number {
  res
    .writeHead(404, { 'content-type': 'application/json' })
    .end(JSON.stringify(errorBody(404, `No route for ${req.method} ${url.pathname}`)));
  return 404;
}

export function notAllowed(res: ServerResponse): number {
  res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json' });
  res.end(JSON.stringify(errorBody(405, 'Reader pages answer GET and HEAD')));
  return 405;
}

/** A page of the reader's own (not a site's): HTML, never cached. */
export function sendHtml(req: IncomingMessage, res: ServerResponse, body: string, status = 200): number {
  return send(req, res, { status, type: 'text/html; charset=utf-8', body, private: true });
}

/** The reader's 404 page, outside any site. */
export function notFoundPage(req: IncomingMessage, res: ServerResponse, message: string): number {
  return sendHtml(req, res, renderBare(readerAssets().assets, 'Not found', message, 404), 404);
}
