/** HTML -> markdown (turndown with GitBook's blocks), and the HTML importer. */

import { createRequire } from 'node:module';
import type TurndownService from 'turndown';
import {
  checkMarkdownSize,
  decode,
  type FetchedSource,
  type ImportedContent,
  onePage,
  titleFromUrl,
} from '../imported.ts';

// turndown and its own DOM implementation (whose typings declare no module), loaded on the first
// HTML import: the server starts without them (about 2 MB of heap).
let loaded: { Turndown: typeof TurndownService; domino: { createDocument(html: string): Document } } | undefined;
const libraries = () => {
  const load = createRequire(import.meta.url);
  loaded ??= { Turndown: load('turndown'), domino: load('@mixmark-io/domino') };
  return loaded;
};

export function turndown() {
  const service = new (libraries().Turndown)({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '_',
  });
  service.remove(['script', 'style', 'noscript', 'iframe', 'object', 'embed', 'form', 'button', 'template']);
  // SVG is not an HTML tag name to turndown's typings: matched by name like the tags above.
  service.remove((node) => node.nodeName.toLowerCase() === 'svg');
  return service;
}

export interface HtmlPage {
  title: string;
  markdown: string;
  /** Absolute URLs of the same-document links (for crawling). */
  links: string[];
}

/**
 * HTML to a page: the title (<title>, else the first <h1>), the main content (`selector`, else
 * <main>, <article>, [role=main] or <body>) converted to markdown by turndown, links made
 * absolute against `baseUrl`.
 */
export function htmlToPage(
  html: string,
  baseUrl: string | undefined,
  fallbackTitle: string,
  selector?: string,
): HtmlPage {
  const doc = libraries().domino.createDocument(html);
  const root: HTMLElement =
    (selector && doc.querySelector<HTMLElement>(selector)) ||
    doc.querySelector<HTMLElement>('main') ||
    doc.querySelector<HTMLElement>('article') ||
    doc.querySelector<HTMLElement>('[role=main]') ||
    doc.body ||
    doc.documentElement;
  for (const el of root.querySelectorAll('nav, header, footer, aside')) if (el !== root) el.remove();
  const links: string[] = [];
  const absolute = (value: string | null) => {
    if (!value || !baseUrl) return value;
    try {
      return new URL(value, baseUrl).toString();
    } catch {
      return value;
    }
  };
  for (const a of root.querySelectorAll('a[href]')) {
    const href = a.getAttribute('href');
    if (href && !href.startsWith('#')) {
      const abs = absolute(href)!;
      a.setAttribute('href', abs);
      links.push(abs);
    }
  }
  if (baseUrl)
    for (const img of root.querySelectorAll('img[src]')) img.setAttribute('src', absolute(img.getAttribute('src'))!);
  // All links of the document are crawl candidates (navigation included).
  for (const a of doc.querySelectorAll('a[href]')) {
    const abs = absolute(a.getAttribute('href'));
    if (abs && !abs.startsWith('#') && !links.includes(abs)) links.push(abs);
  }
  const h1 = root.querySelector('h1');
  const titleText =
    (doc.querySelector('title')?.textContent ?? '').trim() || (h1?.textContent ?? '').trim() || fallbackTitle;
  if (
    h1 &&
    h1.textContent.trim() === titleText &&
    root.querySelector('h1, h2, h3, h4, h5, h6, p, ul, ol, pre, table, blockquote') === h1
  )
    h1.remove();
  const markdown = turndown().turndown(root).trim();
  checkMarkdownSize(markdown, `The page ${baseUrl ?? fallbackTitle}`);
  return { title: titleText.replace(/\s+/g, ' ').slice(0, 256), markdown: markdown ? `${markdown}\n` : '', links };
}

export function htmlSource(input: Extract<FetchedSource, { kind: 'body' }>): ImportedContent {
  const page = htmlToPage(decode(input.bytes), input.url, titleFromUrl(input.url));
  return onePage({ title: page.title, markdown: page.markdown, pages: [] });
}
