/**
 * Semantic changes between two trees (a revision against its first parent): pages created,
 * edited (with the attributes that changed), deleted and moved (to another parent), files and
 * reusable contents created, edited and deleted. Order: pages in the new tree's order, then
 * deleted pages, files, reusable contents.
 *
 * Subtrees with equal hashes on both sides (same page id, same place) are skipped whole, so the
 * cost grows with what changed, not with the size of the trees (see `changedPages`).
 */
import { pageHash } from './nodes.ts';
import type { RevisionTree, TreeFile, TreePage } from './tree.ts';

export interface ChangedPage {
  id: string;
  type: TreePage['kind'];
  title: string;
  path: string;
}

/** A link page's target, as GitBook names it in change lists. */
export interface UrlTarget {
  kind: 'url';
  url: string;
}

/** Before and after of each changed page attribute (`target` for a link page's URL). */
export type PageAttributes = Record<string, { before?: string | UrlTarget; after?: string | UrlTarget }>;

export type Change =
  | { type: 'page_created' | 'page_deleted'; page: ChangedPage }
  | { type: 'page_edited'; page: ChangedPage; attributes: PageAttributes }
  | { type: 'page_moved'; page: ChangedPage; parent: { before?: ChangedPage; after?: ChangedPage } }
  | { type: 'file_created' | 'file_deleted'; file: TreeFile }
  | { type: 'file_edited'; file: TreeFile; attributes: Record<string, { before?: unknown; after?: unknown }> }
  | {
      type: 'reusable_content_created' | 'reusable_content_deleted';
      reusableContent: { id: string; title: string; document?: string };
    }
  | {
      type: 'reusable_content_edited';
      reusableContent: { id: string; title: string; document?: string };
      attributes: Record<string, { before?: string; after?: string }>;
    };

const changed = (p: TreePage): ChangedPage => ({ id: p.id, type: p.kind, title: p.title, path: p.path });

const pair = (before: string | undefined, after: string | undefined) => ({
  ...(before !== undefined ? { before } : {}),
  ...(after !== undefined ? { after } : {}),
});

export interface Located {
  page: TreePage;
  parent: TreePage | null;
}

/**
 * The pages of both trees outside the subtrees they share: sibling lists are matched by page id
 * and a page whose subtree hash is the same on both sides (so its fields, its sub-pages and its
 * parent) is skipped with everything under it. Every page that was created, deleted, edited or
 * moved is in the result (a move changes both the old and the new parent's subtrees), each side
 * in its tree's order.
 */
export function changedPages(before: TreePage[], after: TreePage[]) {
  // Pages whose whole subtree is the same on both sides, at the same place (ids are unique).
  const shared = new Set<string>();
  const pair = (b: TreePage[], a: TreePage[]) => {
    if (b === a) {
      for (const p of a) shared.add(p.id);
      return;
    }
    const byId = new Map(b.map((p) => [p.id, p]));
    for (const page of a) {
      const prev = byId.get(page.id);
      if (!prev) continue;
      if (prev === page || pageHash(prev) === pageHash(page)) shared.add(page.id);
      else pair(prev.pages, page.pages);
    }
  };
  pair(before, after);
  // Each side in its tree's order, without descending into the shared subtrees.
  const side = (pages: TreePage[]) => {
    const out = new Map<string, Located>();
    const visit = (list: TreePage[], parent: TreePage | null) => {
      for (const page of list) {
        if (shared.has(page.id)) continue;
        out.set(page.id, { page, parent });
        visit(page.pages, page);
      }
    };
    visit(pages, null);
    return out;
  };
  return { before: side(before), after: side(after) };
}

/** `regions`: the pages to compare (by default those outside shared subtrees; tests pass every page). */
export function diffTrees(
  before: RevisionTree,
  after: RevisionTree,
  regions: { before: Map<string, Located>; after: Map<string, Located> } = changedPages(before.pages, after.pages),
): Change[] {
  const old = regions.before;
  const seen = new Set<string>();
  const changes: Change[] = [];
  for (const { page, parent } of regions.after.values()) {
    seen.add(page.id);
    const prev = old.get(page.id);
    if (!prev) {
      changes.push({ type: 'page_created', page: changed(page) });
      continue;
    }
    const attributes: PageAttributes = {};
    const fields: (keyof TreePage)[] =
      page.kind === 'document'
        ? ['title', 'description', 'slug', 'document', 'emoji']
        : page.kind === 'group'
          ? ['title', 'emoji', 'slug']
          : ['title', 'emoji'];
    for (const f of fields) {
      const a = prev.page[f] as string | undefined;
      const b = page[f] as string | undefined;
      if (a !== b) attributes[f] = pair(a, b);
    }
    if (page.kind === 'link' && prev.page.href !== page.href) {
      attributes.target = {
        ...(prev.page.href ? { before: { kind: 'url', url: prev.page.href } } : {}),
        ...(page.href ? { after: { kind: 'url', url: page.href } } : {}),
      };
    }
    if (Object.keys(attributes).length) changes.push({ type: 'page_edited', page: changed(page), attributes });
    if ((prev.parent?.id ?? null) !== (parent?.id ?? null)) {
      changes.push({
        type: 'page_moved',
        page: changed(page),
        parent: {
          ...(prev.parent ? { before: changed(prev.parent) } : {}),
          ...(parent ? { after: changed(parent) } : {}),
        },
      });
    }
  }
  for (const [id, { page }] of old) if (!seen.has(id)) changes.push({ type: 'page_deleted', page: changed(page) });

  const oldFiles = new Map(before.files.map((f) => [f.id, f]));
  const newFiles = new Map(after.files.map((f) => [f.id, f]));
  for (const f of after.files) {
    const prev = oldFiles.get(f.id);
    if (!prev) changes.push({ type: 'file_created', file: f });
    else {
      const attributes: Record<string, { before?: unknown; after?: unknown }> = {};
      for (const k of ['name', 'contentType', 'size', 'hash'] as const) {
        if (prev[k] !== f[k]) attributes[k === 'hash' ? 'downloadURL' : k] = { before: prev[k], after: f[k] };
      }
      if (Object.keys(attributes).length) changes.push({ type: 'file_edited', file: f, attributes });
    }
  }
  for (const f of before.files) if (!newFiles.has(f.id)) changes.push({ type: 'file_deleted', file: f });

  const oldRc = new Map(before.reusableContents.map((r) => [r.id, r]));
  const newRc = new Map(after.reusableContents.map((r) => [r.id, r]));
  for (const r of after.reusableContents) {
    const prev = oldRc.get(r.id);
    if (!prev) changes.push({ type: 'reusable_content_created', reusableContent: r });
    else {
      const attributes: Record<string, { before?: string; after?: string }> = {};
      if (prev.title !== r.title) attributes.title = pair(prev.title, r.title);
      if (prev.document !== r.document) attributes.document = pair(prev.document, r.document);
      if (Object.keys(attributes).length)
        changes.push({ type: 'reusable_content_edited', reusableContent: r, attributes });
    }
  }
  for (const r of before.reusableContents)
    if (!newRc.has(r.id)) changes.push({ type: 'reusable_content_deleted', reusableContent: r });
  return changes;
}
