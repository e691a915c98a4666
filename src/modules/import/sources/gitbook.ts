/**
 * GitBook's repository layout, read: the one reader of a folder of markdown or a GitBook Git Sync
 * repository, whether it comes from a zip (content import), a pushed commit or a remote
 * repository (Git Sync). What it knows of the layout:
 *
 * - `.gitbook.yaml` (at the top or one folder down): `root:` the content's folder,
 *   `structure.readme` and `structure.summary` the README and SUMMARY inside it;
 * - `SUMMARY.md`: order, nesting, groups (`## Part`) and link pages; without one, folders nest
 *   pages (`README.md` / `index.md` is a folder's page);
 * - `README.md` at the top: the first page;
 * - `.gitbook/assets/`: files (images, PDFs...), `.gitbook/includes/`: reusable contents;
 * - links between them, relative to the linking file or from the content root (`/...`).
 *
 * Writing the layout (Git Sync's commits) is src/modules/git-sync/layout.ts, with the names below.
 */

import path from 'node:path/posix';
import type * as md from 'mdast';
import { parse as parseYaml } from 'yaml';
import { parseMarkdown } from '../../../engine/markdown.ts';
import { sniffFile } from '../../../engine/revisions.ts';
import {
  checkMarkdownSize,
  decode,
  FILE,
  humanize,
  IMAGE,
  IMPORT_LIMITS,
  ImportError,
  type ImportedContent,
  type ImportedFile,
  type ImportedPage,
  type ImportedReusableContent,
  MARKDOWN,
  PAGE,
  REUSABLE,
  safeDecode,
  slugOf,
} from '../imported.ts';
import { isExternal, rewriteUrls, splitHash, titleAndBody } from '../links.ts';

/** Where the layout keeps files, and reusable contents. */
export const ASSETS = '.gitbook/assets/';
export const INCLUDES = '.gitbook/includes/';

/** A path that could escape its folder (zip slip) or is not a plain relative path. */
export const unsafePath = (name: string) =>
  name.includes('\\') ||
  name.includes('\0') ||
  name.startsWith('/') ||
  /^[a-z]:/i.test(name) ||
  name.split('/').some((s) => s === '..');

/** What can become content: markdown, images, assets and Git Sync's configuration. */
export const isContent = (name: string) =>
  MARKDOWN.test(name) || IMAGE.test(name) || isAsset(name) || isGitbookConfig(name);
/** Left out: macOS resource forks, and folders whose name starts with a dot other than `.gitbook`. */
export const isHidden = (name: string) =>
  name.startsWith('__MACOSX/') ||
  (!isGitbookConfig(name) && name.split('/').some((s) => s.startsWith('.') && s !== '.gitbook'));

/** Files under `.gitbook/assets/` (any type: images, PDFs for `{% file %}`...). */
const isAsset = (name: string) => /(^|\/)\.gitbook\/assets\/[^/]+$/.test(name);
/** Reusable contents: markdown files under `.gitbook/includes/`. */
const isInclude = (name: string) => /(^|\/)\.gitbook\/includes\/[^/]+\.(md|markdown)$/i.test(name);
/** Git Sync's configuration (`root:`, `structure.readme`, `structure.summary`), at the top or one folder down. */
const isGitbookConfig = (name: string) => /^([^/]+\/)?\.gitbook\.yaml$/.test(name);

/** The one folder that holds everything (e.g. GitHub's `repo-main/`), with its slash; else ''. */
function commonFolder(names: string[]): string {
  if (!names.length) return '';
  const first = names[0].split('/')[0];
  return names.every((n) => n.includes('/') && n.split('/')[0] === first) ? `${first}/` : '';
}

/** The entries under `prefix`, named from there. */
const under = <T>(entries: Map<string, T>, prefix: string): Map<string, T> =>
  prefix
    ? new Map([...entries].filter(([n]) => n.startsWith(prefix)).map(([n, v]) => [n.slice(prefix.length), v]))
    : entries;

const naturalCompare = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
const isIndex = (name: string) => /^(readme|index)\.(md|markdown)$/i.test(name);

interface ZipContext {
  entries: Map<string, Uint8Array>;
  /** Strict reading (Git Sync): every path of the folder, named as `entries` are; else null. */
  present: Set<string> | null;
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

export interface ReadOptions {
  /** How many entries the folder had in all (reported as `totalResources`). */
  entryCount: number;
  /** Limit on pages, files and reusable contents together. */
  maxResources: number;
  /**
   * Every path of the folder (Git Sync: a pushed or fetched tree): a `SUMMARY.md` entry that
   * links a path missing from it is refused rather than read as an empty page.
   */
  present?: Iterable<string>;
}

/**
 * The files of a folder (a git tree, by path) as imported content, read as a zip's entries are.
 * The caller bounds the folder's size itself: `maxResources` is its limit on pages and files.
 * `strict` (Git Sync) refuses a `SUMMARY.md` that links a missing file.
 */
export function filesSource(
  files: Map<string, Uint8Array>,
  maxResources: number,
  options: { strict?: boolean } = {},
): Promise<ImportedContent> {
  const entries = new Map(
    [...files].filter(
      ([name, bytes]) => isContent(name) && !isHidden(name) && bytes.length <= IMPORT_LIMITS.maxFileBytes,
    ),
  );
  return readRepository(entries, {
    entryCount: files.size,
    maxResources,
    ...(options.strict ? { present: files.keys() } : {}),
  });
}

/** The content entries of a folder (by path) as imported content: pages, files, reusable contents. */
export async function readRepository(all: Map<string, Uint8Array>, options: ReadOptions): Promise<ImportedContent> {
  const { entryCount, maxResources } = options;
  const common = commonFolder([...all.keys()]);
  let entries = under(all, common);
  // A Git Sync repository: `.gitbook.yaml` names the content's root folder, its README and SUMMARY.
  const config = gitbookConfig(entries);
  const root = config.root ? `${config.root}/` : '';
  entries = under(entries, root);
  const present = options.present
    ? new Set(
        [...options.present].filter((n) => n.startsWith(common + root)).map((n) => n.slice((common + root).length)),
      )
    : null;
  const ctx: ZipContext = {
    entries,
    present,
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
  if (ctx.pages.length + ctx.files.length + ctx.includes.length > maxResources) {
    throw new ImportError(`The zip holds more than ${maxResources} pages and files`);
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
  if (root && unsafePath(root)) throw new ImportError(`.gitbook.yaml names a root outside the archive ('${root}')`);
  const readme = clean(data?.structure?.readme);
  const summary = clean(data?.structure?.summary);
  return { ...(root ? { root } : {}), ...(readme ? { readme } : {}), ...(summary ? { summary } : {}) };
}

/**
 * The path a link of the file `from` names in the folder, and its `#anchor` (or ''): relative to
 * the linking file, or from the content root when it starts with `/`; percent-encoding decoded.
 * Undefined for an external link or an anchor alone.
 */
export function linkTarget(from: string, url: string): { path: string; hash: string } | undefined {
  if (!url || isExternal(url) || url.startsWith('#')) return undefined;
  const [target, hash] = splitHash(url);
  const decoded = safeDecode(target.split('?')[0]);
  const joined = path
    .normalize(decoded.startsWith('/') ? `.${decoded}` : path.join(path.dirname(from), decoded))
    .replace(/^\.\//, '');
  return { path: joined, hash };
}

/**
 * A link of the file `from` to another entry, as GitBook resolves it: relative to the linking file,
 * or from the content root when it starts with `/` (`/.gitbook/assets/x.png`); percent-encoding
 * decoded. A page, a file or a reusable content (`.gitbook/includes/`) of the import, else undefined.
 */
function resolveZipLink(ctx: ZipContext, from: string, url: string): string | undefined {
  const target = linkTarget(from, url);
  if (!target) return undefined;
  const { path: joined, hash } = target;
  const page =
    ctx.pageIndex.get(joined) ?? ctx.pageIndex.get(path.join(joined, 'README.md')) ?? ctx.pageIndex.get(`${joined}.md`);
  if (page !== undefined) return PAGE(page) + hash;
  const file = ctx.fileIndex.get(joined);
  if (file !== undefined) return FILE(file);
  const include = ctx.includeIndex.get(joined) ?? ctx.includeIndex.get(`${joined}.md`);
  if (include !== undefined) return REUSABLE(include);
  return undefined;
}

/** A page file: its front matter (description, icon, hidden), its title (a level-1 heading) and body. */
export function pageFile(key: string, bytes: Uint8Array | undefined, fallbackTitle: string, listedTitle?: string) {
  const text = bytes ? decode(bytes) : '';
  checkMarkdownSize(text, `'${key}'`);
  return titleAndBody(text, fallbackTitle, listedTitle);
}

/** A page file as a page; `listedTitle`: the summary's label, which is its title. */
function zipPage(
  ctx: ZipContext,
  key: string,
  fallbackTitle: string,
  slug?: string,
  listedTitle?: string,
): ImportedPage {
  const { title, markdown, description, emoji, hidden } = pageFile(
    key,
    ctx.entries.get(key),
    fallbackTitle,
    listedTitle,
  );
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
      if (key !== undefined && unsafePath(key))
        throw new ImportError(`SUMMARY.md links outside the archive ('${link?.url}')`);
      if (key !== undefined && ctx.present && splitHash(link?.url ?? '')[0] && !ctx.present.has(key))
        throw new ImportError(`${summaryKey} links a missing file ${link?.url}`);
      const listed = key !== undefined ? ctx.pageIndex.get(key) : undefined;
      if (link && !subLists.length && (key === undefined || listed !== undefined)) {
        // Link pages have no sub-pages: an entry with some stays a page.
        const href = key === undefined ? link.url : PAGE(listed!) + splitHash(link.url)[1];
        page = { title: label.slice(0, 256), href, markdown: '', pages: [] };
      } else if (key !== undefined) {
        const slug = isIndex(path.basename(key)) ? path.basename(path.dirname(key)) : slugOf(path.basename(key));
        page = zipPage(ctx, key, label, slug && slug !== '.' ? slug : undefined, label);
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
