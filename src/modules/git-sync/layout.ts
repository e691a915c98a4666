/**
 * A revision as files in GitBook's Git Sync layout, and pushed files back as a revision tree.
 * Writing: the first top-level page is `README.md`, a page `{path}.md`, or `{path}/README.md` when
 * it has sub-pages; `SUMMARY.md` gives order, nesting, groups and link pages; files are
 * `.gitbook/assets/{name}`, reusable contents `.gitbook/includes/{slug}.md`. Reading goes through
 * the one reader of GitBook's layout (src/modules/import/sources/gitbook.ts, as the zip import),
 * then keeps the ids of pages, files and reusable contents that are still there (by path; a moved
 * page by its content), so a push edits what changed.
 */

import { stringify as stringifyYaml } from 'yaml';
import { sha256Hex } from '../../engine/revisions.ts';
import {
  findPage,
  type RevisionTree,
  slugify,
  type TreeFile,
  type TreePage,
  updatePage,
  walk,
} from '../../engine/tree.ts';
import { applyImport } from '../import/apply.ts';
import { ImportError } from '../import/imported.ts';
import { rewriteUrls } from '../import/links.ts';
import { ASSETS, filesSource, INCLUDES, linkTarget, pageFile } from '../import/sources/gitbook.ts';

export interface Rendered {
  files: Map<string, Buffer>;
}

/** What rendering needs besides the tree: documents (markdown) and file bytes by hash. */
export interface Sources {
  documents: Map<string, string>;
  blobs: Map<string, Uint8Array>;
}

/** The file name of each asset (`name`, then `name (1)`...), unique in the folder. */
function assetNames(files: TreeFile[]): Map<string, string> {
  const taken = new Set<string>();
  const out = new Map<string, string>();
  for (const f of files) {
    const clean = f.name.replace(/[/\\\0]/g, '_').replace(/^\.+/, '') || f.id;
    let name = clean;
    const dot = clean.lastIndexOf('.');
    const [base, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
    for (let i = 1; taken.has(name.toLowerCase()); i++) name = `${base} (${i})${ext}`;
    taken.add(name.toLowerCase());
    out.set(f.id, name);
  }
  return out;
}

function includeNames(tree: RevisionTree): Map<string, string> {
  const taken = new Set<string>();
  const out = new Map<string, string>();
  for (const r of tree.reusableContents) {
    let name = slugify(r.title);
    for (let i = 1; taken.has(name); i++) name = `${slugify(r.title)}-${i}`;
    taken.add(name);
    out.set(r.id, `${name}.md`);
  }
  return out;
}

/** The commit a new one follows: its revision's tree and the paths of its files. */
export interface PreviousLayout {
  tree: RevisionTree;
  files: ReadonlySet<string>;
}

/** Where each document page of the commit before was: README.md, `{path}.md` or `{path}/README.md`. */
function previousFiles(previous: PreviousLayout): Map<string, { path: string; file: string; parent: boolean }> {
  const out = new Map<string, { path: string; file: string; parent: boolean }>();
  const first = previous.tree.pages.find((p) => p.kind === 'document');
  for (const { page } of walk(previous.tree.pages)) {
    if (page.kind !== 'document') continue;
    const own = [`${page.path}.md`, `${page.path}/README.md`];
    // The layout's own choice first, where both files exist.
    if (page.pages.length) own.reverse();
    const file =
      page === first && previous.files.has('README.md') ? 'README.md' : own.find((f) => previous.files.has(f));
    if (file) out.set(page.id, { path: page.path, file, parent: page.pages.length > 0 });
  }
  return out;
}

/**
 * The file of each document page: README.md for the first top-level one, else `{path}.md`, or
 * `{path}/README.md` for a page with sub-pages. Given the commit before, a page whose path did not
 * change keeps its file there (a git user's pull then leaves it where they edit it), so a page
 * left without sub-pages stays `{path}/README.md`; the one move is a `{path}.md` page that gained
 * its first sub-pages, which becomes `{path}/README.md`. New, moved and renamed pages take the
 * layout's file.
 */
export function pageFiles(tree: RevisionTree, previous?: PreviousLayout): Map<string, string> {
  const out = new Map<string, string>();
  const before = previous ? previousFiles(previous) : new Map();
  const first = tree.pages.find((p) => p.kind === 'document');
  for (const { page } of walk(tree.pages)) {
    if (page.kind !== 'document') continue;
    if (page === first) {
      out.set(page.id, 'README.md');
      continue;
    }
    const own = page.pages.length ? `${page.path}/README.md` : `${page.path}.md`;
    const prev = before.get(page.id);
    // Either file of its own path: no two pages can end up with one file.
    const grew = prev && prev.file === `${page.path}.md` && !prev.parent && page.pages.length > 0;
    out.set(page.id, prev && prev.path === page.path && prev.file !== 'README.md' && !grew ? prev.file : own);
  }
  return out;
}

const label = (s: string) => s.replace(/([\\[\]])/g, '\\$1').replace(/\n/g, ' ');
const linkPath = (p: string) => encodeURI(p).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);

function summary(tree: RevisionTree, files: Map<string, string>): string {
  const lines = ['# Table of contents', ''];
  const fileByPath = new Map<string, string>();
  for (const { page } of walk(tree.pages)) {
    const file = files.get(page.id);
    if (file) fileByPath.set(page.path, file);
  }
  // A link page to a page of the space links its file (and anchor), as GitBook writes it.
  const target = (href: string) => {
    if (!href.startsWith('/') || href.startsWith('//')) return href;
    const [p, hash] = href.split('#', 2);
    const file = fileByPath.get(p.replace(/^\/+|\/+$/g, ''));
    return file ? `${linkPath(file)}${hash !== undefined ? `#${hash}` : ''}` : href;
  };
  const list = (pages: TreePage[], depth: number) => {
    for (const p of pages) {
      const indent = '  '.repeat(depth);
      if (p.kind === 'link') lines.push(`${indent}* [${label(p.title)}](${target(p.href ?? '')})`);
      else lines.push(`${indent}* [${label(p.title)}](${linkPath(files.get(p.id) ?? '')})`);
      list(p.pages, depth + 1);
    }
  };
  for (const p of tree.pages) {
    if (p.kind === 'group') {
      lines.push('', `## ${label(p.title)} <a href="#${p.slug}" id="${p.slug}"></a>`, '');
      list(p.pages, 0);
    } else {
      // Pages after a group belong to it when read back (GitBook's layout has no way out).
      list([p], 0);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** A page's file: front matter (description, icon, hidden), its title as heading, the markdown. */
function pageText(page: TreePage, markdown: string): string {
  const front: Record<string, unknown> = {};
  if (page.description) front.description = page.description;
  if (page.emoji) front.icon = page.emoji;
  if (page.hidden) front.hidden = true;
  const head = Object.keys(front).length ? `---\n${stringifyYaml(front)}---\n\n` : '';
  // The markdown byte for byte (its trailing blank lines too): reading it back gives the same document.
  return `${head}# ${page.title}\n${markdown ? `\n${markdown}` : ''}`;
}

/** Asset and include links by id become links to their files. */
function localLinks(markdown: string, assets: Map<string, string>, includes: Map<string, string>): string {
  // Parsing is the cost of rendering a page: only pages that name an asset or include pay it.
  if (!markdown.includes('/.gitbook/')) return markdown;
  return rewriteUrls(markdown, (url) => {
    const m = /^\/\.gitbook\/(assets|includes)\/([^/?#]+)$/.exec(url);
    if (!m) return undefined;
    let id: string;
    try {
      id = decodeURIComponent(m[2]);
    } catch {
      return undefined;
    }
    const name = (m[1] === 'assets' ? assets : includes).get(id);
    return name ? `/.gitbook/${m[1]}/${linkPath(name)}` : undefined;
  });
}

/**
 * A file of the layout: its path, a key that names its bytes (same key, same bytes: a page's
 * fields, document and the asset names its links use), what it is read from, and how it is written.
 */
export interface LayoutFile {
  path: string;
  key: string;
  document?: string;
  blob?: string;
  bytes: (sources: Sources) => Buffer;
}

/**
 * The files of a revision in Git Sync's layout, before any document or file is read; given the
 * commit before, pages keep their files there (`pageFiles`).
 */
export function layout(tree: RevisionTree, previous?: PreviousLayout): LayoutFile[] {
  const out: LayoutFile[] = [];
  const assets = assetNames(tree.files);
  const includes = includeNames(tree);
  const names = sha256Hex(JSON.stringify([[...assets], [...includes]]));
  const pages = pageFiles(tree, previous);
  for (const { page } of walk(tree.pages)) {
    const file = pages.get(page.id);
    if (!file) continue;
    const { title, description, emoji, hidden, document } = page;
    out.push({
      path: file,
      key: sha256Hex(JSON.stringify(['page', title, description, emoji, !!hidden, document, names])),
      document,
      bytes: (sources) => {
        const markdown = document ? (sources.documents.get(document) ?? '') : '';
        return Buffer.from(pageText(page, localLinks(markdown, assets, includes)));
      },
    });
  }
  const toc = Buffer.from(summary(tree, pages));
  out.push({ path: 'SUMMARY.md', key: sha256Hex(toc), bytes: () => toc });
  for (const f of tree.files)
    out.push({
      path: ASSETS + assets.get(f.id),
      key: `blob:${f.hash}`,
      blob: f.hash,
      bytes: (sources) => Buffer.from(sources.blobs.get(f.hash) ?? new Uint8Array()),
    });
  for (const r of tree.reusableContents)
    out.push({
      path: INCLUDES + includes.get(r.id),
      key: sha256Hex(JSON.stringify(['include', r.title, r.document, names])),
      document: r.document,
      bytes: (sources) => {
        const markdown = r.document ? (sources.documents.get(r.document) ?? '') : '';
        const body = localLinks(markdown, assets, includes);
        return Buffer.from(`# ${r.title}\n${body ? `\n${body}` : ''}`);
      },
    });
  return out;
}

/** The files of a revision in Git Sync's layout. */
export const renderTree = (tree: RevisionTree, sources: Sources): Map<string, Buffer> =>
  new Map(layout(tree).map((f) => [f.path, f.bytes(sources)]));

export interface ReadTree {
  tree: RevisionTree;
  documents: Map<string, string>;
  blobs: Map<string, Uint8Array>;
}

/**
 * The revision tree pushed files describe, built on `old` (the branch's current tree): pages at
 * the same path keep their ids, a page whose path is gone but whose content reappears elsewhere
 * is a move (same id), files keep their ids by content, reusable contents by title.
 */
export async function readFiles(files: Map<string, Buffer>, old: RevisionTree, now: string): Promise<ReadTree> {
  // The push's own limits bound the tree (GIT_MAX_PUSH_BYTES); a space may hold any number of pages.
  const imported = await filesSource(files, Number.POSITIVE_INFINITY, { strict: true });
  // README.md at the top has no slug of its own: it keeps the slug of the page it was written from.
  const oldReadme = old.pages.find((p) => p.kind === 'document');
  if (oldReadme && files.has('README.md') && imported.pages[0] && !imported.pages[0].slug && !imported.pages[0].group)
    imported.pages[0].slug = oldReadme.slug;
  const oldFileByHash = new Map(old.files.map((f) => [f.hash, f]));
  const applied = applyImport({ pages: [], files: [], reusableContents: [] }, imported, {
    now,
    fileUrl: (f) => `/.gitbook/assets/${encodeURIComponent(oldFileByHash.get(f.hash)?.id ?? f.id)}`,
  });
  let tree = applied.tree;
  // Files: the old entry (id, name, date) for the same bytes.
  tree = { ...tree, files: tree.files.map((f) => oldFileByHash.get(f.hash) ?? f) };
  // Reusable contents: the old id for the same title (documents name them by id).
  const oldByTitle = new Map(old.reusableContents.map((r) => [r.title, r.id]));
  const renamed = new Map<string, string>();
  for (const r of tree.reusableContents) {
    const id = oldByTitle.get(r.title);
    if (id) renamed.set(r.id, id);
  }
  const documents = new Map<string, string>();
  const rehash = new Map<string, string>();
  for (const [hash, markdown] of applied.documents) {
    let text = markdown;
    for (const [from, to] of renamed) text = text.split(from).join(to);
    if (text === markdown) documents.set(hash, markdown);
    else {
      const next = sha256Hex(text);
      documents.set(next, text);
      rehash.set(hash, next);
    }
  }
  tree = {
    ...tree,
    reusableContents: tree.reusableContents.map((r) => ({
      ...r,
      id: renamed.get(r.id) ?? r.id,
      ...(r.document && rehash.has(r.document) ? { document: rehash.get(r.document) } : {}),
    })),
  };
  // Pages: the old id at the same path and kind, else (a move) the old id of a gone page with the same document.
  const oldByPath = new Map<string, TreePage>();
  // Link pages have no path of their own: known by their parent's path and their title.
  const linkKey = (parent: string, p: TreePage) => `${parent}\0${p.title}`;
  const oldLinks = new Map<string, TreePage>();
  for (const { page, parent } of walk(old.pages)) {
    if (page.kind !== 'link') oldByPath.set(page.path, page);
    else oldLinks.set(linkKey(parent?.path ?? '', page), page);
  }
  const newPaths = new Set<string>();
  for (const { page } of walk(tree.pages)) newPaths.add(page.path);
  const goneByDoc = new Map<string, TreePage>();
  for (const p of oldByPath.values()) if (!newPaths.has(p.path) && p.document) goneByDoc.set(p.document, p);
  const used = new Set<string>();
  const keep = (pages: TreePage[], parent: string): TreePage[] =>
    pages.map((p) => {
      const document = p.document && rehash.has(p.document) ? rehash.get(p.document) : p.document;
      let match = p.kind !== 'link' ? oldByPath.get(p.path) : oldLinks.get(linkKey(parent, p));
      if (match && match.kind !== p.kind) match = undefined;
      if (!match && document) match = goneByDoc.get(document);
      if (match && used.has(match.id)) match = undefined;
      const children = keep(p.pages, p.path);
      const base = { ...p, ...(document ? { document } : {}), pages: children };
      if (!match) return base;
      used.add(match.id);
      const same =
        match.title === p.title &&
        match.document === document &&
        match.description === p.description &&
        match.emoji === p.emoji &&
        match.href === p.href &&
        !!match.hidden === !!p.hidden &&
        match.slug === p.slug;
      return { ...base, id: match.id, createdAt: match.createdAt, updatedAt: same ? match.updatedAt : now };
    });
  tree = { ...tree, pages: keep(tree.pages, '') };
  return { tree, documents, blobs: applied.blobs };
}

/** The layout's file paths of a tree, and the page each page file was written from. */
export function layoutPaths(tree: RevisionTree): { paths: Set<string>; pageOf: Map<string, string> } {
  const pageOf = new Map<string, string>();
  for (const [id, file] of pageFiles(tree)) pageOf.set(file, id);
  return { paths: new Set(layout(tree).map((f) => f.path)), pageOf };
}

/**
 * Edits of page files only (the summary and every other file unchanged): each page takes its
 * file's front matter and body, its title staying the summary's; asset and include links by
 * name become links by id, as a full read makes them. A push of one page reads one page.
 */
export function readPageEdits(old: RevisionTree, edits: Map<string, Buffer>, now: string): ReadTree {
  const { pageOf } = layoutPaths(old);
  const byName = (names: Map<string, string>) => new Map([...names].map(([id, name]) => [name, id]));
  const assets = byName(assetNames(old.files));
  const includes = byName(includeNames(old));
  const documents = new Map<string, string>();
  let tree = old;
  for (const [file, bytes] of edits) {
    const id = pageOf.get(file);
    if (!id) throw new ImportError(`${file} is not a page file`);
    const parsed = pageFile(file, bytes, '', findPage(tree, id)?.page.title);
    // Links resolve as a whole read resolves them (relative to the file, or from the root).
    const markdown = rewriteUrls(parsed.markdown, (url) => {
      const target = linkTarget(file, url)?.path;
      const [names, folder] = target?.startsWith(ASSETS)
        ? [assets, ASSETS]
        : target?.startsWith(INCLUDES)
          ? [includes, INCLUDES]
          : [];
      const found = names && folder && names.get(target!.slice(folder.length));
      return found ? `/${folder}${encodeURIComponent(found)}` : undefined;
    });
    const hash = markdown.trim() ? sha256Hex(markdown) : null;
    if (hash) documents.set(hash, markdown);
    tree = updatePage(
      tree,
      id,
      {
        document: hash,
        description: parsed.description ?? null,
        emoji: parsed.emoji ?? null,
        hidden: parsed.hidden ?? null,
      },
      now,
    ).tree;
  }
  return { tree, documents, blobs: new Map() };
}
