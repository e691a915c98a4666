/** What an importer produces (`ImportedContent`), its sources and limits, and helpers the importers share. */

import path from 'node:path/posix';

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

/** What a source of one document (a markdown, HTML or .docx file) imports: that page and its files. */
export const onePage = (page: ImportedPage, files: ImportedFile[] = []): ImportedContent => ({
  pages: [page],
  files,
  targets: [],
  totalResources: 1 + files.length,
});

/** What was fetched: one body (markdown, html, zip, docx) or crawled HTML pages (website, github-wiki). */
export type FetchedSource =
  | { kind: 'body'; url: string; bytes: Uint8Array; contentType?: string | null }
  | { kind: 'pages'; pages: CrawledPage[]; totalResources: number; contentSelector?: string };

export interface CrawledPage {
  url: string;
  html: string;
}

export const PAGE = (n: number) => `quire-import:page/${n}`;
export const FILE = (n: number) => `quire-import:file/${n}`;
export const REUSABLE = (n: number) => `quire-import:reusable/${n}`;
export const PLACEHOLDER = /quire-import:(page|file|reusable)\/(\d+)/g;

export const decode = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes).replace(/^\ufeff/, '');

export const humanize = (name: string) => {
  const base = name
    .replace(/\.(md|markdown|html?|docx)$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return base ? base[0].toUpperCase() + base.slice(1) : 'Untitled';
};

export const slugOf = (name: string) => name.replace(/\.(md|markdown|html?)$/i, '');

export const IMAGE = /\.(png|jpe?g|gif|svg|webp|avif|bmp|ico)$/i;
export const MARKDOWN = /\.(md|markdown)$/i;

export function checkMarkdownSize(markdown: string, where: string) {
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

export const fileNameOf = (url: string) => {
  try {
    return safeDecode(path.basename(new URL(url).pathname)) || 'index';
  } catch {
    return 'index';
  }
};

/** The title of a page fetched from `url` that names none itself: its file name, made readable. */
export const titleFromUrl = (url: string) => humanize(fileNameOf(url));

export const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};
