/**
 * Links of page documents (markdown, parsed with remark: links, images and reference-style
 * links resolved through their definitions) and how they resolve in a revision.
 *
 * Resolution of a link's URL, in order:
 * - `scheme:` URLs (http, https, mailto, ...): `in-app` when the URL is under `{PUBLIC_URL}/app`
 *   (an internal location of the application), else `ok` (external URLs are not fetched).
 * - `#anchor` alone: the page itself, `ok`.
 * - Anything else is a path in the revision (query and `#anchor` stripped, percent-decoded):
 *   `/a/b` from the root of the space; `a/b`, `./a/b`, `../a` relative to the page's folder,
 *   which is its parent's path (a page `guide/install` is the file `guide/install.md`), then,
 *   failing that, relative to the page itself (its sub-pages, as for `guide/README.md`).
 *   A trailing `.md`, `/README.md` or `/` is dropped, so git-style links (`../intro.md`,
 *   `guide/README.md`) and GitBook paths (`guide/install`) both name pages. The result is a
 *   page (`ok`) when a page has that path, else a file (`ok`) when its last segment is the name
 *   or id of a file of the revision (`.gitbook/assets/logo.png`), else `broken`.
 */
import type * as md from 'mdast';
import { parseMarkdown } from './markdown.ts';
import { type RevisionTree, type TreeFile, type TreePage, walk } from './tree.ts';

export type LinkStatus = 'ok' | 'broken' | 'in-app';

export interface RawLink {
  url: string;
  /** The link text or image alt text. */
  text: string;
  kind: 'link' | 'image';
}

export type LinkTarget =
  | { kind: 'page'; page: TreePage; anchor?: string }
  | { kind: 'file'; file: TreeFile }
  | { kind: 'url'; url: string }
  | { kind: 'missing'; path: string };

export interface ResolvedLink extends RawLink {
  status: LinkStatus;
  target: LinkTarget;
}

const plain = (node: md.Nodes): string =>
  'value' in node && typeof node.value === 'string'
    ? node.value
    : 'alt' in node && typeof node.alt === 'string'
      ? node.alt
      : 'children' in node
        ? (node.children as md.Nodes[]).map(plain).join('')
        : '';

/** Every link and image of a markdown document, in document order. */
export function extractLinks(markdown: string): RawLink[] {
  const root = parseMarkdown(markdown);
  const definitions = new Map<string, string>();
  const visit = (node: md.Nodes, fn: (n: md.Nodes) => void) => {
    fn(node);
    if ('children' in node) for (const c of node.children as md.Nodes[]) visit(c, fn);
  };
  visit(root, (n) => {
    if (n.type === 'definition') definitions.set(n.identifier.toLowerCase(), n.url);
  });
  const links: RawLink[] = [];
  visit(root, (n) => {
    if (n.type === 'link') links.push({ url: n.url, text: plain(n), kind: 'link' });
    else if (n.type === 'image') links.push({ url: n.url, text: n.alt ?? '', kind: 'image' });
    // GitBook's blocks and HTML name files and pages in attributes (`{% file src %}`, `<img src>`).
    else if (n.type === 'gitbook') {
      if (n.name === 'file' && n.attrs.src) links.push({ url: n.attrs.src, text: '', kind: 'link' });
      if (n.name === 'embed' && n.attrs.url) links.push({ url: n.attrs.url, text: '', kind: 'link' });
    } else if (n.type === 'html') {
      for (const m of n.value.matchAll(/<img\b[^>]*?\bsrc="([^"]+)"/gi))
        links.push({ url: m[1].replace(/&amp;/g, '&'), text: '', kind: 'image' });
    } else if (n.type === 'linkReference' || n.type === 'imageReference') {
      const url = definitions.get(n.identifier.toLowerCase());
      if (url !== undefined) links.push({ url, text: plain(n), kind: n.type === 'linkReference' ? 'link' : 'image' });
    }
  });
  return links.filter((l) => l.url.trim() !== '');
}

/** Lookup tables of a revision for resolving links (built once per tree). */
export interface LinkIndex {
  byPath: Map<string, TreePage>;
  byId: Map<string, TreePage>;
  parentPath: Map<string, string>;
  files: Map<string, TreeFile>;
}

export function linkIndex(tree: RevisionTree): LinkIndex {
  const byPath = new Map<string, TreePage>();
  const byId = new Map<string, TreePage>();
  const parentPath = new Map<string, string>();
  for (const { page, parent } of walk(tree.pages)) {
    byId.set(page.id, page);
    parentPath.set(page.id, parent?.path ?? '');
    if (page.kind !== 'link') byPath.set(page.path, page);
  }
  const files = new Map<string, TreeFile>();
  for (const f of tree.files) {
    files.set(f.name, f);
    files.set(f.id, f);
  }
  return { byPath, byId, parentPath, files };
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Joins `relative` onto `base` (both slash-separated), resolving `.` and `..`; null above the root. */
function join(base: string, relative: string): string | null {
  const out = base ? base.split('/') : [];
  for (const seg of relative.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (!out.length) return null;
      out.pop();
    } else out.push(seg);
  }
  return out.join('/');
}

const pagePath = (p: string) =>
  p
    .replace(/\/(readme|README)\.md$/, '')
    .replace(/\.md$/i, '')
    .replace(/\/+$/, '');

export function resolveLink(link: RawLink, source: TreePage, index: LinkIndex, appUrl: string): ResolvedLink {
  const url = link.url.trim();
  if (SCHEME.test(url)) {
    const inApp =
      url === appUrl || url.startsWith(`${appUrl}/`) || url.startsWith(`${appUrl}?`) || url.startsWith(`${appUrl}#`);
    return { ...link, status: inApp ? 'in-app' : 'ok', target: { kind: 'url', url } };
  }
  if (url.startsWith('//')) return { ...link, status: 'ok', target: { kind: 'url', url } };
  const hashAt = url.indexOf('#');
  const anchor = hashAt >= 0 ? url.slice(hashAt + 1) : undefined;
  let raw = (hashAt >= 0 ? url.slice(0, hashAt) : url).replace(/\?.*$/, '');
  if (!raw) return { ...link, status: 'ok', target: { kind: 'page', page: source, ...(anchor ? { anchor } : {}) } };
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // Not percent-encoded text: used as written.
  }
  const candidates: string[] = [];
  if (raw.startsWith('/')) candidates.push(join('', raw) ?? '');
  else {
    const fromFolder = join(index.parentPath.get(source.id) ?? '', raw);
    const fromPage = join(source.path, raw);
    if (fromFolder !== null) candidates.push(fromFolder);
    if (fromPage !== null) candidates.push(fromPage);
  }
  for (const c of candidates) {
    const page = index.byPath.get(pagePath(c));
    if (page) return { ...link, status: 'ok', target: { kind: 'page', page, ...(anchor ? { anchor } : {}) } };
  }
  const last = raw.replace(/\/+$/, '').split('/').pop() ?? '';
  const file = index.files.get(last);
  if (file) return { ...link, status: 'ok', target: { kind: 'file', file } };
  return { ...link, status: 'broken', target: { kind: 'missing', path: candidates[0] ?? raw } };
}
