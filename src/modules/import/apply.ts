/**
 * Applying an imported content to a revision tree: pages created or replaced, files and reusable
 * contents added, and the build's placeholders (`quire-import:page/<n>`...) replaced by final paths and ids.
 */

import { sha256Hex } from '../../engine/revisions.ts';
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
import { type ImportedContent, type ImportedPage, PLACEHOLDER } from './imported.ts';

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
