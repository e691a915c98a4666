/**
 * Content import, the pure part: turning fetched bytes (or crawled HTML pages) into an
 * `ImportedContent` (a tree of pages with markdown, and files), and applying it to a revision
 * tree. No database and no network here, so a change request's import (issue 4) can call
 * `buildImport` + `applyImport` on its own head tree and commit the result its own way.
 *
 * Links: while building, a link or image that targets another imported page or file is written
 * as a placeholder (`quire-import:page/<n>#anchor`, `quire-import:file/<n>`,
 * `quire-import:reusable/<n>` for an `{% include %}`); `applyImport` replaces them once the pages
 * have their final paths and the files and reusable contents their ids: pages become
 * root-relative page paths (`/guide/install#anchor`), files `/.gitbook/assets/{fileId}` (or what
 * `fileUrl` gives), reusable contents `/.gitbook/includes/{id}`; pages and files resolve as `ok`
 * links in src/engine/links.ts.
 */

import { createRequire } from 'node:module';
import path from 'node:path/posix';
import { unzipSync } from 'fflate';
import type * as md from 'mdast';
import TurndownService from 'turndown';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { parseMarkdown } from '../../engine/markdown.ts';
import { sha256Hex, sniffFile } from '../../engine/revisions.ts';
import {
  addFile,
  addReusableContent,
  findPage,
  type RevisionTree,
  TreeError,
  type TreeFile,
  type TreePage,
  createPage as treeCreatePage,
  deletePage as treeDeletePage,
  updatePage as treeUpdatePage,
  updateReusableContent,
  walk,
} from '../../engine/tree.ts';

// turndown's own DOM implementation (its typings declare no module).
const domino = createRequire(import.meta.url)('@mixmark-io/domino') as { createDocument(html: string): Document };

export const IMPORT_SOURCES = [
  'website',
  'docx',
  'markdown',
  'html',
  'zip',
  'confluence',
  'github-wiki',
  'dropbox-paper',
  'notion',
  'quip',
  'google-docs',
] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
/** Sources that need a vendor's cloud account (OAuth, private APIs): refused by design. */
export const VENDOR_SOURCES: ReadonlySet<ImportSource> = new Set([
  'confluence',
  'dropbox-paper',
  'notion',
  'quip',
  'google-docs',
]);

export const IMPORT_LIMITS = {
  /** Pages (and files) one import may create. */
  maxResources: 2000,
  /** Entries read from a zip (everything counted, imported or not). */
  maxZipEntries: 10_000,
  /** Total uncompressed bytes of the zip entries read. */
  maxZipBytes: 200 * 1024 * 1024,
  /** One file (image) in the content. */
  maxFileBytes: 10 * 1024 * 1024,
  /** One page's markdown. */
  maxMarkdown: 1_000_000,
};

export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

export interface ImportedPage {
  title: string;
  /** Preferred slug (else derived from the title). */
  slug?: string;
  /** Markdown, possibly with `quire-import:` placeholders. */
  markdown: string;
  /** From front matter (`description:`, `icon:` when it is an emoji, `hidden: true`). */
  description?: string;
  emoji?: string;
  hidden?: boolean;
  /** Top-level heading of a SUMMARY.md: a group page (only at the top level of a space). */
  group?: boolean;
  /**
   * A link page's target (a SUMMARY.md entry to another site, or a second entry for a page already
   * listed, e.g. an anchor of it): a URL, possibly a `quire-import:page/<n>#anchor` placeholder.
   */
  href?: string;
  pages: ImportedPage[];
}

/** A reusable content (a file of `.gitbook/includes/`), included by `{% include %}`. */
export interface ImportedReusableContent {
  title: string;
  /** Markdown, possibly with `quire-import:` placeholders. */
  markdown: string;
}

export interface ImportedFile {
  name: string;
  bytes: Uint8Array;
  contentType: string;
  dimensions?: { width: number; height: number };
}

export interface ImportedContent {
  pages: ImportedPage[];
  /** Placeholders `quire-import:file/<n>` index this list. */
  files: ImportedFile[];
  /** Placeholders `quire-import:page/<n>` index this list (pages other pages may link to). */
  targets: ImportedPage[];
  /** Placeholders `quire-import:reusable/<n>` index this list. */
  reusableContents?: ImportedReusableContent[];
  /** Resources found in the source (pages and files), imported or not. */
  totalResources: number;
}

/** What was fetched: one body (markdown, html, zip, docx) or crawled HTML pages (website, github-wiki). */
export type FetchedSource =
  | { kind: 'body'; url: string; bytes: Uint8Array; contentType?: string | null }
  | { kind: 'pages'; pages: CrawledPage[]; totalResources: number; contentSelector?: string };

export interface CrawledPage {
  url: string;
  html: string;
}

// ---------------------------------------------------------------------------------------------
// Helpers

const PAGE = (n: number) => `quire-import:page/${n}`;
const FILE = (n: number) => `quire-import:file/${n}`;
const REUSABLE = (n: number) => `quire-import:reusable/${n}`;
const PLACEHOLDER = /quire-import:(page|file|reusable)\/(\d+)/g;

const decode = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes).replace(/^\ufeff/, '');

const humanize = (name: string) => {
  const base = name
    .replace(/\.(md|markdown|html?|docx)$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return base ? base[0].toUpperCase() + base.slice(1) : 'Untitled';
};

const slugOf = (name: string) => name.replace(/\.(md|markdown|html?)$/i, '');

const IMAGE = /\.(png|jpe?g|gif|svg|webp|avif|bmp|ico)$/i;
const MARKDOWN = /\.(md|markdown)$/i;

function checkMarkdownSize(markdown: string, where: string) {
  if (markdown.length > IMPORT_LIMITS.maxMarkdown)
    throw new ImportError(`${where} is longer than ${IMPORT_LIMITS.maxMarkdown} characters`);
}

/**
 * Front matter and the first heading: the title (front matter `title:`, else the first heading),
 * the page's description (`description:`) and emoji (`icon:` when it is an emoji), and the markdown
 * without a leading level-1 heading (GitBook shows the title above the body). Front matter keys that
 * map to no page field (`layout:`, an `icon:` naming an icon) stay as front matter in the markdown,
 * which documents do not show as content.
 */
export function titleAndBody(
  markdown: string,
  fallback: string,
): { title: string; markdown: string; description?: string; emoji?: string; hidden?: boolean } {
  let body = markdown.replace(/\r\n?/g, '\n');
  let title: string | undefined;
  let description: string | undefined;
  let emoji: string | undefined;
  let hidden: boolean | undefined;
  let keep = '';
  const front = /^---\n([\s\S]*?)\n(?:---|\.\.\.)(?:\n|$)/.exec(body);
  if (front) {
    let data: unknown;
    try {
      data = parseYaml(front[1]);
    } catch {
      // Not YAML: kept as content.
    }
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      const fields = { ...(data as Record<string, unknown>) };
      if (typeof fields.title === 'string' && fields.title.trim()) title = fields.title.trim();
      delete fields.title;
      if (typeof fields.description === 'string' && fields.description.trim())
        description = fields.description.trim().slice(0, 1000);
      delete fields.description;
      if (typeof fields.icon === 'string' && /^\p{Extended_Pictographic}/u.test(fields.icon)) {
        emoji = fields.icon;
        delete fields.icon;
      }
      if (typeof fields.hidden === 'boolean') {
        if (fields.hidden) hidden = true;
        delete fields.hidden;
      }
      keep = Object.keys(fields).length ? `---\n${stringifyYaml(fields)}---\n\n` : '';
      body = body.slice(front[0].length).replace(/^\n+/, '');
    }
  }
  const root = parseMarkdown(body);
  const first = root.children[0];
  const heading = root.children.find((n): n is md.Heading => n.type === 'heading');
  if (!title && heading) title = plain(heading).trim() || undefined;
  if (
    first?.type === 'heading' &&
    first.depth === 1 &&
    first.position &&
    (title === undefined || plain(first).trim() === title)
  ) {
    body = body.slice(first.position.end.offset!).replace(/^\n+/, '');
  }
  return {
    title: (title ?? fallback).slice(0, 256),
    markdown: keep + body,
    ...(description ? { description } : {}),
    ...(emoji ? { emoji } : {}),
    ...(hidden ? { hidden } : {}),
  };
}

const plain = (node: md.Nodes): string =>
  'value' in node && typeof node.value === 'string'
    ? node.value
    : 'children' in node
      ? (node.children as md.Nodes[]).map(plain).join('')
      : '';

/**
 * Rewrites the URLs of links, images and link definitions of a markdown text, of GitBook's blocks
 * (`{% file src %}`, `{% content-ref url %}`, `{% include "path" %}`...), of HTML (`src`, `href`,
 * `srcset`, in a `<details>`' summary too) and of a page's `cover` in its front matter: `map(url)`
 * gives the replacement or undefined to keep it. The rest of the text is kept byte for byte.
 */
export function rewriteUrls(markdown: string, map: (url: string) => string | undefined): string {
  const edits: { start: number; end: number; text: string }[] = [];
  /** URLs in attribute-like places of raw text (`text` starts at `offset` in the markdown). */
  const inText = (text: string, offset: number, pattern: RegExp) => {
    for (const m of text.matchAll(pattern)) {
      const raw = m[1] ?? m[2] ?? m[3] ?? '';
      const url = decodeEntities(raw);
      const next = raw ? map(url) : undefined;
      if (next === undefined || next === url) continue;
      const start = offset + m.index + m[0].lastIndexOf(raw);
      // Only where the source still reads as parsed (HTML blocks are taken verbatim).
      if (markdown.slice(start, start + raw.length) === raw) edits.push({ start, end: start + raw.length, text: next });
    }
  };
  const visit = (node: md.Nodes) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.position) {
      const next = map(node.url);
      if (next !== undefined && next !== node.url) {
        const start = node.position.start.offset!;
        const source = markdown.slice(start, node.position.end.offset!);
        const at = destination(source, node.url, node.type === 'definition');
        if (at) edits.push({ start: start + at[0], end: start + at[1], text: next });
      }
    }
    if (node.type === 'gitbook') {
      inText(node.open.text, node.open.offset, BLOCK_URL);
      if (node.summary) inText(node.summary.text, node.summary.offset, HTML_URL);
      if (node.name === 'frontmatter' && node.value !== undefined) {
        // The YAML starts on the line after the opening `---`.
        inText(node.value, node.open.offset + node.open.text.length + 1, COVER_URL);
      }
    } else if (node.type === 'html' && node.position) inText(node.value, node.position.start.offset!, HTML_URL);
    if ('children' in node) for (const child of node.children as md.Nodes[]) visit(child);
  };
  visit(parseMarkdown(markdown));
  edits.sort((a, b) => b.start - a.start);
  let out = markdown;
  for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** URLs in a GitBook tag: `src=".."`, `url=".."`, `page=".."` (legacy page-ref), `{% include ".." %}`. */
const BLOCK_URL = /\b(?:src|url|page)="([^"]*)"|\{%\s*include\s+"([^"]*)"/g;
/** URLs in HTML attributes: images, their dark sources, links (cards' covers and targets are links). */
const HTML_URL = /\b(?:src|href|srcset)="([^"]*)"/g;
/** A page cover in front matter (a plain or quoted YAML scalar). */
const COVER_URL = /^cover(?:Dark)?:[ \t]*(?:"([^"\n]*)"|'([^'\n]*)'|([^\s"'#][^\n]*?))[ \t]*$/gm;

const decodeEntities = (s: string) => s.replace(/&(?:amp|#x26|#38);/gi, '&').replace(/&(?:quot|#x22|#34);/gi, '"');

/**
 * Where a link's, image's or definition's destination is written in its source: the URL as parsed,
 * percent-encoded or with spaces as `%20`; else the destination after `](` (or `]:`) however it is
 * written (escapes, entities, angle brackets). [start, end) offsets into `source`.
 */
function destination(source: string, url: string, definition: boolean): [number, number] | undefined {
  for (const raw of [url, encodeURI(url), url.replace(/ /g, '%20')]) {
    const at = source.lastIndexOf(raw);
    if (raw && at >= 0) return [at, at + raw.length];
  }
  const opener = definition ? /\]:[ \t]*\n?[ \t]*/g : /\]\([ \t]*\n?[ \t]*/g;
  let found: [number, number] | undefined;
  for (const m of source.matchAll(opener)) {
    const from = m.index + m[0].length;
    const dest = /^(?:<(?:[^<>\n\\]|\\.)*>|(?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))+)/.exec(source.slice(from));
    if (dest) found = [from, from + dest[0].length];
  }
  return found;
}

const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

function splitHash(url: string): [string, string] {
  const i = url.indexOf('#');
  return i < 0 ? [url, ''] : [url.slice(0, i), url.slice(i)];
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

// ---------------------------------------------------------------------------------------------
// HTML -> markdown

function turndown() {
  const service = new TurndownService({
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
  const doc = domino.createDocument(html);
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

// ---------------------------------------------------------------------------------------------
// Sources

const fileNameOf = (url: string) => {
  try {
    return safeDecode(path.basename(new URL(url).pathname)) || 'index';
  } catch {
    return 'index';
  }
};

function markdownSource(input: Extract<FetchedSource, { kind: 'body' }>): ImportedContent {
  const text = decode(input.bytes);
  checkMarkdownSize(text, 'The markdown file');
  const name = fileNameOf(input.url);
  const { title, markdown, description, emoji, hidden } = titleAndBody(text, humanize(name));
  return {
    pages: [
      {
        title,
        slug: MARKDOWN.test(name) ? slugOf(name) : undefined,
        markdown,
        ...(description ? { description } : {}),
        ...(emoji ? { emoji } : {}),
        ...(hidden ? { hidden } : {}),
        pages: [],
      },
    ],
    files: [],
    targets: [],
    totalResources: 1,
  };
}

function htmlSource(input: Extract<FetchedSource, { kind: 'body' }>): ImportedContent {
  const page = htmlToPage(decode(input.bytes), input.url, humanize(fileNameOf(input.url)));
  return {
    pages: [{ title: page.title, markdown: page.markdown, pages: [] }],
    files: [],
    targets: [],
    totalResources: 1,
  };
}

async function docxSource(input: Extract<FetchedSource, { kind: 'body' }>): Promise<ImportedContent> {
  const files: ImportedFile[] = [];
  let html: string;
  try {
    // mammoth is loaded by the first DOCX import.
    const mammoth = (await import('mammoth')).default;
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(input.bytes) },
      {
        convertImage: mammoth.images.imgElement(async (image) => {
          const bytes = new Uint8Array(await image.readAsBuffer());
          if (bytes.length > IMPORT_LIMITS.maxFileBytes) return { src: '' };
          const sniffed = await sniffFile(bytes, image.contentType);
          const ext = (sniffed.contentType.split('/')[1] ?? 'bin').replace('jpeg', 'jpg').replace(/\+xml$/, '');
          files.push({ name: `image-${files.length + 1}.${ext}`, bytes, ...sniffed });
          return { src: FILE(files.length - 1) };
        }),
      },
    );
    html = result.value;
  } catch (error) {
    throw new ImportError(`The document is not a readable .docx file (${(error as Error).message.split('\n')[0]})`);
  }
  // Title: the first level-1 heading of the document when there is one (then not repeated in the body).
  const page = htmlToPage(`<body>${html}</body>`, undefined, humanize(fileNameOf(input.url)));
  return {
    pages: [{ title: page.title, markdown: page.markdown, pages: [] }],
    files,
    targets: [],
    totalResources: 1 + files.length,
  };
}

// --- zip ---------------------------------------------------------------------------------------

/** A zip entry path that could escape its folder (zip slip) or is not a plain relative path. */
const unsafeEntry = (name: string) =>
  name.includes('\\') ||
  name.includes('\0') ||
  name.startsWith('/') ||
  /^[a-z]:/i.test(name) ||
  name.split('/').some((s) => s === '..');

/** The archive's content entries by path, and how many entries it had in all. */
function unzip(bytes: Uint8Array): { files: Map<string, Uint8Array>; entryCount: number } {
  let entries = 0;
  let total = 0;
  let unsafe: string | undefined;
  let raw: Record<string, Uint8Array>;
  try {
    raw = unzipSync(bytes, {
      filter: (f) => {
        if (unsafeEntry(f.name)) unsafe ??= f.name;
        if (f.name.endsWith('/') || unsafe) return false;
        entries++;
        total += f.originalSize;
        if (entries > IMPORT_LIMITS.maxZipEntries)
          throw new ImportError(`The zip has more than ${IMPORT_LIMITS.maxZipEntries} entries`);
        if (total > IMPORT_LIMITS.maxZipBytes)
          throw new ImportError(`The zip expands to more than ${IMPORT_LIMITS.maxZipBytes} bytes`);
        // Only what can become content is decompressed.
        return (
          (MARKDOWN.test(f.name) || IMAGE.test(f.name) || isAsset(f.name) || isGitbookConfig(f.name)) &&
          f.originalSize <= IMPORT_LIMITS.maxFileBytes
        );
      },
    });
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(`The file is not a readable zip archive (${(error as Error).message})`);
  }
  if (unsafe) throw new ImportError(`The zip holds an unsafe path '${unsafe}' (absolute or with '..'): refused`);
  const out = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(raw)) {
    if (
      name.startsWith('__MACOSX/') ||
      (!isGitbookConfig(name) && name.split('/').some((s) => s.startsWith('.') && s !== '.gitbook'))
    )
      continue;
    out.set(name, data);
  }
  return { files: out, entryCount: entries };
}

/** Files under `.gitbook/assets/` (any type: images, PDFs for `{% file %}`...). */
const isAsset = (name: string) => /(^|\/)\.gitbook\/assets\/[^/]+$/.test(name);
/** Reusable contents: markdown files under `.gitbook/includes/`. */
const isInclude = (name: string) => /(^|\/)\.gitbook\/includes\/[^/]+\.(md|markdown)$/i.test(name);
/** Git Sync's configuration (`root:`, `structure.readme`, `structure.summary`), at the top or one folder down. */
const isGitbookConfig = (name: string) => /^([^/]+\/)?\.gitbook\.yaml$/.test(name);

/** Strips one folder that holds everything (e.g. GitHub's `repo-main/`). */
function stripCommonFolder(entries: Map<string, Uint8Array>): Map<string, Uint8Array> {
  const names = [...entries.keys()];
  if (!names.length) return entries;
  const first = names[0].split('/')[0];
  if (!names.every((n) => n.includes('/') && n.split('/')[0] === first)) return entries;
  return new Map([...entries].map(([k, v]) => [k.slice(first.length + 1), v]));
}

const naturalCompare = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
const isIndex = (name: string) => /^(readme|index)\.(md|markdown)$/i.test(name);

interface ZipContext {
  entries: Map<string, Uint8Array>;
  /** zip path of a markdown file -> index in the page placeholder list */
  pageIndex: Map<string, number>;
  /** page index -> [zip path, page] */
  pages: { key: string; page: ImportedPage }[];
  fileIndex: Map<string, number>;
  files: ImportedFile[];
  /** zip path of a `.gitbook/includes/` file -> index in the reusable content list */
  includeIndex: Map<string, number>;
  includes: { key: string; content: ImportedReusableContent }[];
}

async function zipSource(input: Extract<FetchedSource, { kind: 'body' }>): Promise<ImportedContent> {
  const { files: all, entryCount } = unzip(input.bytes);
  let entries = stripCommonFolder(all);
  // A Git Sync repository: `.gitbook.yaml` names the content's root folder, its README and SUMMARY.
  const config = gitbookConfig(entries);
  if (config.root) {
    const prefix = `${config.root}/`;
    entries = new Map([...entries].filter(([n]) => n.startsWith(prefix)).map(([n, b]) => [n.slice(prefix.length), b]));
  }
  const ctx: ZipContext = {
    entries,
    pageIndex: new Map(),
    pages: [],
    fileIndex: new Map(),
    files: [],
    includeIndex: new Map(),
    includes: [],
  };
  // Images and assets first: each becomes a file (links to them are rewritten below).
  for (const [name, bytes] of [...entries].sort(([a], [b]) => naturalCompare(a, b))) {
    if (!IMAGE.test(name) && !isAsset(name)) continue;
    const sniffed = await sniffFile(bytes);
    ctx.fileIndex.set(name, ctx.files.length);
    ctx.files.push({ name: path.basename(name), bytes, ...sniffed });
  }
  // Reusable contents: `.gitbook/includes/*.md` (titled by their front matter), for `{% include %}`.
  for (const [name, bytes] of [...entries].sort(([a], [b]) => naturalCompare(a, b))) {
    if (!isInclude(name)) continue;
    const text = decode(bytes);
    checkMarkdownSize(text, `'${name}'`);
    const { title, markdown } = titleAndBody(text, humanize(path.basename(name)));
    ctx.includeIndex.set(name, ctx.includes.length);
    ctx.includes.push({ key: name, content: { title, markdown } });
  }
  const summaries = [...entries.keys()]
    .filter((n) => (config.summary ? n === config.summary : /(^|\/)SUMMARY\.md$/i.test(n)))
    .sort((a, b) => a.split('/').length - b.split('/').length);
  const roots = summaries.length ? fromSummary(ctx, summaries[0]) : fromFolders(ctx, '');
  // The configured README is the first page when the summary does not list it.
  if (config.readme && entries.has(config.readme) && !ctx.pageIndex.has(config.readme))
    roots.unshift(zipPage(ctx, config.readme, 'Introduction'));
  // Links between pages and to images, resolved relative to the linking file.
  for (const { key, page } of ctx.pages)
    page.markdown = rewriteUrls(page.markdown, (url) => resolveZipLink(ctx, key, url));
  for (const { key, content } of ctx.includes)
    content.markdown = rewriteUrls(content.markdown, (url) => resolveZipLink(ctx, key, url));
  if (ctx.pages.length + ctx.files.length + ctx.includes.length > IMPORT_LIMITS.maxResources) {
    throw new ImportError(`The zip holds more than ${IMPORT_LIMITS.maxResources} pages and files`);
  }
  return {
    pages: roots,
    files: ctx.files,
    targets: ctx.pages.map((p) => p.page),
    reusableContents: ctx.includes.map((i) => i.content),
    totalResources: entryCount,
  };
}

/** `.gitbook.yaml`: the content root (relative, without `./`) and the README / SUMMARY paths inside it. */
function gitbookConfig(entries: Map<string, Uint8Array>): { root?: string; readme?: string; summary?: string } {
  const bytes = entries.get('.gitbook.yaml');
  if (!bytes) return {};
  let data: { root?: unknown; structure?: { readme?: unknown; summary?: unknown } } | undefined;
  try {
    data = parseYaml(decode(bytes));
  } catch {
    throw new ImportError('.gitbook.yaml is not valid YAML');
  }
  const clean = (v: unknown) =>
    typeof v === 'string'
      ? path
          .normalize(v.replace(/^\.?\//, ''))
          .replace(/^\.$/, '')
          .replace(/\/$/, '')
      : '';
  const root = clean(data?.root);
  if (root && unsafeEntry(root)) throw new ImportError(`.gitbook.yaml names a root outside the archive ('${root}')`);
  const readme = clean(data?.structure?.readme);
  const summary = clean(data?.structure?.summary);
  return { ...(root ? { root } : {}), ...(readme ? { readme } : {}), ...(summary ? { summary } : {}) };
}

/**
 * A link of the file `from` to another entry, as GitBook resolves it: relative to the linking file,
 * or from the content root when it starts with `/` (`/.gitbook/assets/x.png`); percent-encoding
 * decoded. A page, a file or a reusable content (`.gitbook/includes/`) of the import, else undefined.
 */
function resolveZipLink(ctx: ZipContext, from: string, url: string): string | undefined {
  if (!url || isExternal(url) || url.startsWith('#')) return undefined;
  const [target, hash] = splitHash(url);
  const decoded = safeDecode(target.split('?')[0]);
  const joined = path
    .normalize(decoded.startsWith('/') ? `.${decoded}` : path.join(path.dirname(from), decoded))
    .replace(/^\.\//, '');
  const page =
    ctx.pageIndex.get(joined) ?? ctx.pageIndex.get(path.join(joined, 'README.md')) ?? ctx.pageIndex.get(`${joined}.md`);
  if (page !== undefined) return PAGE(page) + hash;
  const file = ctx.fileIndex.get(joined);
  if (file !== undefined) return FILE(file);
  const include = ctx.includeIndex.get(joined) ?? ctx.includeIndex.get(`${joined}.md`);
  if (include !== undefined) return REUSABLE(include);
  return undefined;
}

function zipPage(ctx: ZipContext, key: string, fallbackTitle: string, slug?: string): ImportedPage {
  const bytes = ctx.entries.get(key);
  const text = bytes ? decode(bytes) : '';
  checkMarkdownSize(text, `'${key}'`);
  const { title, markdown, description, emoji, hidden } = titleAndBody(text, fallbackTitle);
  const page: ImportedPage = {
    title,
    ...(slug ? { slug } : {}),
    markdown,
    ...(description ? { description } : {}),
    ...(emoji ? { emoji } : {}),
    ...(hidden ? { hidden } : {}),
    pages: [],
  };
  if (!ctx.pageIndex.has(key)) {
    ctx.pageIndex.set(key, ctx.pages.length);
    ctx.pages.push({ key, page });
  }
  return page;
}

/** Pages from the folder structure: README.md / index.md is the folder's page, the rest nested. */
function fromFolders(ctx: ZipContext, dir: string): ImportedPage[] {
  const prefix = dir ? `${dir}/` : '';
  const here = new Set<string>();
  const folders = new Set<string>();
  for (const name of ctx.entries.keys()) {
    if (!name.startsWith(prefix)) continue;
    const rest = name.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash < 0) {
      if (MARKDOWN.test(rest)) here.add(rest);
    } else if (
      rest.slice(0, slash) !== '.gitbook' &&
      [...ctx.entries.keys()].some((n) => n.startsWith(`${prefix}${rest.slice(0, slash)}/`) && MARKDOWN.test(n))
    ) {
      folders.add(rest.slice(0, slash));
    }
  }
  const out: { sort: string; page: ImportedPage }[] = [];
  const indexName = [...here].find(isIndex);
  // At the top level the README is the first page; in a folder it is the folder's own page.
  if (indexName && !dir) out.push({ sort: '', page: zipPage(ctx, indexName, 'Introduction') });
  for (const name of here) {
    if (name === indexName) continue;
    out.push({ sort: name, page: zipPage(ctx, prefix + name, humanize(name), slugOf(name)) });
  }
  for (const folder of folders) {
    const sub = `${prefix}${folder}`;
    const folderIndex = [...ctx.entries.keys()].find(
      (n) => n.startsWith(`${sub}/`) && !n.slice(sub.length + 1).includes('/') && isIndex(n.slice(sub.length + 1)),
    );
    const page = folderIndex
      ? zipPage(ctx, folderIndex, humanize(folder), folder)
      : { title: humanize(folder), slug: folder, markdown: '', pages: [] };
    page.pages = fromFolders(ctx, sub);
    // A folder named like a sibling markdown file (guide.md + guide/): its pages go under that page.
    const twin = out.find((o) => o.sort.replace(MARKDOWN, '') === folder);
    if (twin && !folderIndex) twin.page.pages.push(...page.pages);
    else out.push({ sort: folder, page });
  }
  return out
    .sort((a, b) => (a.sort === '' ? -1 : b.sort === '' ? 1 : naturalCompare(a.sort, b.sort)))
    .map((o) => o.page);
}

/**
 * Pages from a GitBook / mdBook SUMMARY.md: nested lists of links give order and nesting;
 * headings (`## Part`) start groups (GitBook writes the group's slug as an anchor in the heading:
 * `## Part <a href="#part" id="part"></a>`); an item without a link is an empty page (mdBook
 * draft). A link to another site, or a second entry for a page already listed (`page.md#anchor`),
 * is a link page. Markdown files the summary does not list are not imported (as GitBook does).
 */
function fromSummary(ctx: ZipContext, summaryKey: string): ImportedPage[] {
  const dir = path.dirname(summaryKey) === '.' ? '' : path.dirname(summaryKey);
  const tree = parseMarkdown(decode(ctx.entries.get(summaryKey)!));
  const top: ImportedPage[] = [];
  let group: ImportedPage | undefined;
  const fromList = (list: md.List): ImportedPage[] => {
    const out: ImportedPage[] = [];
    for (const item of list.children) {
      const para = item.children.find((c) => c.type === 'paragraph') as md.Paragraph | undefined;
      const link = para?.children.find((c): c is md.Link => c.type === 'link');
      const label = (link ? summaryLabel(link) : para ? summaryLabel(para) : '').trim() || 'Untitled';
      const subLists = item.children.filter((c): c is md.List => c.type === 'list');
      let page: ImportedPage;
      const key =
        link && !isExternal(link.url)
          ? path.normalize(path.join(dir, safeDecode(splitHash(link.url)[0]))).replace(/^\.\//, '')
          : undefined;
      if (key !== undefined && unsafeEntry(key))
        throw new ImportError(`SUMMARY.md links outside the archive ('${link?.url}')`);
      const listed = key !== undefined ? ctx.pageIndex.get(key) : undefined;
      if (link && !subLists.length && (key === undefined || listed !== undefined)) {
        // Link pages have no sub-pages: an entry with some stays a page.
        const href = key === undefined ? link.url : PAGE(listed!) + splitHash(link.url)[1];
        page = { title: label.slice(0, 256), href, markdown: '', pages: [] };
      } else if (key !== undefined) {
        const slug = isIndex(path.basename(key)) ? path.basename(path.dirname(key)) : slugOf(path.basename(key));
        page = zipPage(ctx, key, label, slug && slug !== '.' ? slug : undefined);
        page.title = label.slice(0, 256); // the summary's label is the title in the table of contents
      } else {
        page = { title: label.slice(0, 256), markdown: '', pages: [] };
      }
      for (const sub of subLists) page.pages.push(...fromList(sub));
      out.push(page);
    }
    return out;
  };
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth >= 2) {
      const anchor = node.children.flatMap((c) => (c.type === 'html' ? [/\bid="([^"]+)"/.exec(c.value)?.[1]] : []))[0];
      group = {
        title: summaryLabel(node).trim().slice(0, 256) || 'Group',
        ...(anchor ? { slug: anchor } : {}),
        markdown: '',
        group: true,
        pages: [],
      };
      top.push(group);
    } else if (node.type === 'list') {
      const pages = fromList(node);
      (group ? group.pages : top).push(...pages);
    }
  }
  return top;
}

/** A summary entry's label: its text without HTML (GitBook's anchors `<a id="..."></a>`). */
const summaryLabel = (node: md.Nodes): string =>
  node.type === 'html'
    ? ''
    : 'value' in node && typeof node.value === 'string'
      ? node.value
      : 'children' in node
        ? (node.children as md.Nodes[]).map(summaryLabel).join('')
        : '';

// --- crawled pages (website, github-wiki) -------------------------------------------------------

/** Crawled pages nested by URL path: a page goes under the nearest crawled ancestor, else under the first page. */
function crawledSource(input: Extract<FetchedSource, { kind: 'pages' }>): ImportedContent {
  if (!input.pages.length) throw new ImportError('No page could be read at this URL');
  const keyOf = (u: string) => {
    const url = new URL(u);
    url.hash = '';
    return url.toString().replace(/\/$/, '');
  };
  const converted = input.pages.map((p) => ({
    key: keyOf(p.url),
    html: htmlToPage(p.html, p.url, humanize(fileNameOf(p.url)), input.contentSelector),
  }));
  const index = new Map(converted.map((c, i) => [c.key, i]));
  const pages: ImportedPage[] = converted.map((c) => ({ title: c.html.title, markdown: c.html.markdown, pages: [] }));
  converted.forEach((_c, i) => {
    pages[i].markdown = rewriteUrls(pages[i].markdown, (url) => {
      let key: string;
      try {
        key = keyOf(url);
      } catch {
        return undefined;
      }
      const target = index.get(key);
      return target === undefined ? undefined : PAGE(target) + (new URL(url).hash || '');
    });
  });
  const root = pages[0];
  const rootPath = new URL(converted[0].key).pathname;
  for (let i = 1; i < converted.length; i++) {
    const p = new URL(converted[i].key).pathname;
    let parent = root;
    let best = -1;
    for (let j = 1; j < converted.length; j++) {
      if (j === i) continue;
      const q = new URL(converted[j].key).pathname;
      if (q.length > best && q !== rootPath && p.startsWith(`${q}/`)) {
        parent = pages[j];
        best = q.length;
      }
    }
    parent.pages.push(pages[i]);
  }
  return { pages: [root], files: [], targets: pages, totalResources: input.totalResources };
}

/** The content of a source from what was fetched. Throws ImportError for unreadable input. */
export async function buildImport(source: ImportSource, input: FetchedSource): Promise<ImportedContent> {
  if (VENDOR_SOURCES.has(source)) throw new ImportError(vendorMessage(source));
  if (input.kind === 'pages') return crawledSource(input);
  switch (source) {
    case 'markdown':
      return markdownSource(input);
    case 'html':
      return htmlSource(input);
    case 'docx':
      return docxSource(input);
    case 'zip':
      return zipSource(input);
    default:
      throw new ImportError(`The source '${source}' needs crawled pages`);
  }
}

export const vendorMessage = (source: ImportSource) =>
  `Importing from '${source}' needs an account with that vendor's cloud service (OAuth and its private API), which Quire does not connect to: export the content (as markdown, HTML, .docx or a zip of markdown) and import that instead`;

// ---------------------------------------------------------------------------------------------
// Applying an import to a tree

export interface ApplyOptions {
  /** Replace this page's content (and sub-pages, for a multi-page import) instead of appending at the top level. */
  pageId?: string | null;
  now: string;
  /**
   * The URL written for a link to an imported file. Default `/.gitbook/assets/{fileId}`: GitBook's
   * asset path, which the links engine (src/engine/links.ts) resolves to the file by its id.
   */
  fileUrl?: (file: TreeFile) => string;
  /** The source gives several pages (zip, website, github-wiki): a page import also replaces the sub-pages. */
  multiPage?: boolean;
}

export const defaultFileUrl = (file: TreeFile) => `/.gitbook/assets/${encodeURIComponent(file.id)}`;

export interface AppliedImport {
  tree: RevisionTree;
  documents: Map<string, string>;
  blobs: Map<string, Uint8Array>;
  /** Ids of the pages created or replaced, in order. */
  pageIds: string[];
  importedResources: number;
  totalResources: number;
}

/**
 * A new tree with the imported content. Without `pageId`, the imported pages are appended at the
 * top level. With `pageId`, a single page replaces that page's document (title, slug and
 * sub-pages kept); a multi-page import also replaces its sub-pages: one top-level imported page
 * gives its document and sub-pages, several become its sub-pages. Throws TreeError (not-found)
 * for an unknown page.
 */
export function applyImport(tree: RevisionTree, imported: ImportedContent, options: ApplyOptions): AppliedImport {
  const { now } = options;
  const documents = new Map<string, string>();
  const blobs = new Map<string, Uint8Array>();
  // Files first (their ids go into the markdown).
  const fileIds: TreeFile[] = [];
  let next = tree;
  for (const f of imported.files) {
    const hash = sha256Hex(f.bytes);
    blobs.set(hash, f.bytes);
    const added = addFile(next, {
      name: f.name,
      hash,
      contentType: f.contentType,
      size: f.bytes.length,
      ...(f.dimensions ? { dimensions: f.dimensions } : {}),
      createdAt: now,
    });
    next = added.tree;
    fileIds.push(added.file);
  }
  // Reusable contents next (their ids go into the markdown; their documents once paths are known).
  const reusableIds: string[] = [];
  for (const r of imported.reusableContents ?? []) {
    const added = addReusableContent(next, { title: r.title });
    next = added.tree;
    reusableIds.push(added.reusableContent.id);
  }
  const placed = new Map<ImportedPage, string>();
  const insert = (pages: ImportedPage[], parent: string | null) => {
    for (const p of pages) {
      const kind = p.group && !parent ? 'group' : p.href && !p.pages.length ? 'link' : 'document';
      const created = treeCreatePage(
        next,
        {
          kind,
          title: p.title,
          slug: p.slug,
          parent,
          description: p.description,
          emoji: p.emoji,
          hidden: p.hidden,
          href: kind === 'link' ? p.href : undefined,
        },
        now,
      );
      next = created.tree;
      placed.set(p, created.page.id);
      insert(p.pages, created.page.id);
    }
  };
  let target: TreePage | undefined;
  let singlePage = false;
  if (options.pageId) {
    const found = findPage(next, options.pageId);
    if (!found) throw new TreeError(`Page '${options.pageId}' not found`, 'not-found', 'pageId');
    if (found.page.kind !== 'document')
      throw new TreeError('Only document pages can receive imported content', 'invalid', 'pageId');
    target = found.page;
    singlePage = imported.pages.length === 1 && imported.pages[0].pages.length === 0 && !options.multiPage;
    if (!singlePage) {
      for (const child of target.pages) next = treeDeletePage(next, child.id).tree;
      if (imported.pages.length === 1) {
        placed.set(imported.pages[0], target.id);
        insert(imported.pages[0].pages, target.id);
      } else {
        insert(imported.pages, target.id);
      }
    } else {
      placed.set(imported.pages[0], target.id);
    }
  } else {
    insert(imported.pages, null);
  }
  // Final paths known: placeholders become page paths and file URLs, documents get hashed.
  const order: ImportedPage[] = [];
  const visit = (list: ImportedPage[]) => {
    for (const p of list) {
      order.push(p);
      visit(p.pages);
    }
  };
  visit(imported.pages);
  const paths = new Map<string, string>();
  for (const { page } of walk(next.pages)) paths.set(page.id, page.path);
  const resolve = (text: string) =>
    text.replace(PLACEHOLDER, (_, kind: string, n: string) => {
      if (kind === 'file') {
        const file = fileIds[Number(n)];
        return file ? (options.fileUrl ?? defaultFileUrl)(file) : '';
      }
      if (kind === 'reusable') {
        const id = reusableIds[Number(n)];
        return id ? `/.gitbook/includes/${encodeURIComponent(id)}` : '';
      }
      const page = imported.targets[Number(n)];
      const pid = page && placed.get(page);
      return pid ? `/${paths.get(pid) ?? ''}` : '';
    });
  (imported.reusableContents ?? []).forEach((r, i) => {
    const markdown = resolve(r.markdown);
    if (!markdown.trim()) return;
    const hash = sha256Hex(markdown);
    documents.set(hash, markdown);
    next = updateReusableContent(next, reusableIds[i], { document: hash }).tree;
  });
  const docOf = new Map<string, string | null>();
  for (const p of order) {
    const id = placed.get(p);
    if (!id) continue;
    if (p.href && !p.pages.length && !p.group) {
      // A link page to an imported page: its path, now that it is known.
      const href = resolve(p.href);
      if (href !== p.href) next = treeUpdatePage(next, id, { href: href || '/' }, now).tree;
      continue;
    }
    const markdown = resolve(p.markdown);
    if (markdown.trim()) {
      const hash = sha256Hex(markdown);
      documents.set(hash, markdown);
      docOf.set(id, hash);
    } else {
      docOf.set(id, null);
    }
  }
  next = { ...next, pages: setDocuments(next.pages, docOf, now) };
  if (target) next = treeUpdatePage(next, target.id, {}, now).tree;
  const pageIds = order.map((p) => placed.get(p)).filter((id): id is string => !!id);
  return {
    tree: next,
    documents,
    blobs,
    pageIds,
    importedResources: pageIds.length + fileIds.length + reusableIds.length,
    totalResources: Math.max(imported.totalResources, pageIds.length + fileIds.length + reusableIds.length),
  };
}

function setDocuments(pages: TreePage[], docs: Map<string, string | null>, now: string): TreePage[] {
  return pages.map((p) => {
    const children = p.pages.length ? setDocuments(p.pages, docs, now) : p.pages;
    if (!docs.has(p.id) || p.kind !== 'document') return children === p.pages ? p : { ...p, pages: children };
    const hash = docs.get(p.id);
    const { document: _old, ...rest } = p;
    return { ...rest, ...(hash ? { document: hash } : {}), updatedAt: now, pages: children };
  });
}
