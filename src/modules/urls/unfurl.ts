/**
 * What an outside page says about itself, as an embed (GitBook's Embed): its oEmbed answer when
 * the page offers one (discovery: `<link rel="alternate" type="application/json+oembed">`), else
 * its OpenGraph / Twitter card tags and `<title>`, else a plain link. Pure: the fetching is
 * embeds.ts's.
 *
 * Remote markup is never passed on: an oEmbed `html` becomes a `rich` embed only when it holds an
 * https iframe, and then as an iframe written here (its address and size, sandboxed, lazy), never
 * the provider's markup or scripts.
 */
import { createRequire } from 'node:module';

/** GitBook's Embed (`link` or `rich`), with what Quire's reader shows of a link card. */
export interface EmbedData {
  type: 'link' | 'rich';
  /** The URL the embed is of (as asked). */
  url: string;
  title: string;
  /** The provider: the site's name, else its host. */
  site: string;
  icon?: string;
  /** `rich` only: an iframe written by Quire. */
  html?: string;
  description?: string;
  thumbnail?: string;
}

/** The page's own metadata, read from its `<head>`. */
export interface PageMeta {
  /** The oEmbed endpoint it names (absolute). */
  oembed?: string;
  title?: string;
  siteName?: string;
  description?: string;
  image?: string;
  icon?: string;
}

interface MiniElement {
  getAttribute(name: string): string | null;
}
interface MiniDocument {
  title: string;
  querySelector(selector: string): MiniElement | null;
  querySelectorAll(selector: string): ArrayLike<MiniElement>;
}

// The DOM implementation turndown brings (see src/modules/import/sources/html.ts), loaded on first use.
let domino: { createDocument(html: string): MiniDocument } | undefined;
const parse = (html: string) => {
  domino ??= createRequire(import.meta.url)('@mixmark-io/domino');
  return domino!.createDocument(html);
};

const LIMITS = { title: 300, site: 200, description: 500, url: 2048 };

/** Whitespace collapsed, cut at `max` characters; undefined when empty. */
function clean(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** An absolute http(s) address from `value` relative to `base`; undefined for anything else. */
export function absoluteHttp(value: unknown, base: string, httpsOnly = false): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim(), base);
    if (url.protocol !== 'https:' && (httpsOnly || url.protocol !== 'http:')) return undefined;
    return url.href.length <= LIMITS.url ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The host a link card names when the page names no site (`www.` left out). */
export const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** Reads the metadata of an HTML page (only its head: the body is never needed). */
export function readPage(html: string, pageUrl: string): PageMeta {
  const end = html.search(/<\/head\s*>/i);
  const doc = parse(end >= 0 ? html.slice(0, end) : html.slice(0, 512 * 1024));
  const meta = (...keys: string[]) => {
    for (const key of keys) {
      const el = doc.querySelector(`meta[property="${key}"]`) ?? doc.querySelector(`meta[name="${key}"]`);
      const content = el?.getAttribute('content');
      if (content?.trim()) return content;
    }
    return undefined;
  };
  let oembed: string | undefined;
  let icon: string | undefined;
  for (const link of Array.from(doc.querySelectorAll('link[href]'))) {
    const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    const type = (link.getAttribute('type') ?? '').toLowerCase();
    if (!oembed && rel.includes('alternate') && type === 'application/json+oembed')
      oembed = absoluteHttp(link.getAttribute('href'), pageUrl);
    if (!icon && (rel.includes('icon') || rel.includes('apple-touch-icon')))
      icon = absoluteHttp(link.getAttribute('href'), pageUrl);
  }
  return {
    oembed,
    title: clean(meta('og:title', 'twitter:title') ?? doc.title, LIMITS.title),
    siteName: clean(meta('og:site_name', 'application-name'), LIMITS.site),
    description: clean(meta('og:description', 'twitter:description', 'description'), LIMITS.description),
    image: absoluteHttp(meta('og:image', 'og:image:url', 'twitter:image', 'twitter:image:src'), pageUrl),
    icon,
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const dimension = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 && n <= 4000 ? n : undefined;
};

/**
 * The iframe an oEmbed `html` holds, written anew: its https address and size only, sandboxed
 * (scripts run in the frame's own origin; it may not navigate the page), loaded lazily. Null when
 * the markup has no https iframe (a blockquote and a script, say): then the embed is a link.
 */
export function safeIframe(html: string, title: string, width?: unknown, height?: unknown): string | null {
  const frame = parse(`<body>${html}</body>`).querySelector('iframe[src]');
  const src = absoluteHttp(frame?.getAttribute('src'), 'https://invalid.invalid/', true);
  if (!frame || !src) return null;
  const w = dimension(frame.getAttribute('width')) ?? dimension(width);
  const h = dimension(frame.getAttribute('height')) ?? dimension(height);
  return [
    `<iframe src="${escapeAttribute(src)}"`,
    w ? ` width="${w}"` : '',
    h ? ` height="${h}"` : '',
    ` title="${escapeAttribute(title)}"`,
    ' loading="lazy" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"',
    ' sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"></iframe>',
  ].join('');
}

/** The embed an oEmbed answer describes (with the page's metadata filling the gaps); null when it is not oEmbed. */
export function fromOEmbed(answer: unknown, url: string, page: PageMeta): EmbedData | null {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const o = answer as Record<string, unknown>;
  const kind = typeof o.type === 'string' ? o.type : '';
  if (!['link', 'photo', 'video', 'rich'].includes(kind)) return null;
  const title = clean(o.title, LIMITS.title) ?? clean(o.author_name, LIMITS.title) ?? page.title ?? url;
  const site = clean(o.provider_name, LIMITS.site) ?? page.siteName ?? hostOf(url);
  const thumbnail = absoluteHttp(o.thumbnail_url, url) ?? (kind === 'photo' ? absoluteHttp(o.url, url) : undefined);
  const base: EmbedData = {
    type: 'link',
    url,
    title,
    site,
    ...(page.icon ? { icon: page.icon } : {}),
    ...(page.description ? { description: page.description } : {}),
    ...((thumbnail ?? page.image) ? { thumbnail: thumbnail ?? page.image } : {}),
  };
  const html =
    (kind === 'video' || kind === 'rich') && typeof o.html === 'string'
      ? safeIframe(o.html, title, o.width, o.height)
      : null;
  return html ? { ...base, type: 'rich', html } : base;
}

/** The link card a page's own tags describe (a page without any: its host and address). */
export function fromPage(page: PageMeta, url: string): EmbedData {
  return {
    type: 'link',
    url,
    title: page.title ?? url,
    site: page.siteName ?? hostOf(url),
    ...(page.icon ? { icon: page.icon } : {}),
    ...(page.description ? { description: page.description } : {}),
    ...(page.image ? { thumbnail: page.image } : {}),
  };
}

/** A plain link: what an address that is not an HTML page (a PDF, an image) embeds as. */
export const plainLink = (url: string): EmbedData => ({ type: 'link', url, title: url, site: hostOf(url) });
