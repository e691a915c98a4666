/**
 * The page tree of a revision as the engine works on it, a nested immutable value (pages with
 * their sub-pages, files, reusable contents), and the pure operations that build a new tree from
 * the current one (create, update, rename, move, delete pages; files). It is not stored as one
 * value: src/engine/nodes.ts splits it into content-addressed `TreeNode` rows shared by every
 * revision, and a revision names its root node (`Revision.root`); src/engine/store.ts reads it back.
 * Page ids are stable across revisions; `slug` is unique among siblings and `path` (the slugs
 * of the ancestors and the page, joined by `/`) unique in the tree. Renaming keeps the slug
 * unless asked otherwise, so links and bookmarks keep working.
 */
import { slug as githubSlug } from 'github-slugger';
import { newId } from '../db/ids.ts';

export type PageKind = 'document' | 'group' | 'link';

export interface TreePage {
  id: string;
  kind: PageKind;
  title: string;
  emoji?: string;
  slug: string;
  /** Derived from the slugs (kept in the snapshot so lookups by path need no walk of titles). */
  path: string;
  description?: string;
  hidden?: boolean;
  /** Link pages: the target URL. */
  href?: string;
  /** Document pages: sha256 of the markdown (ContentDocument.hash); absent = empty page. */
  document?: string;
  createdAt: string;
  updatedAt: string;
  pages: TreePage[];
}

export interface TreeFile {
  id: string;
  name: string;
  /** sha256 of the bytes (ContentBlob.hash). */
  hash: string;
  contentType: string;
  size: number;
  dimensions?: { width: number; height: number };
  createdAt: string;
}

export interface TreeReusableContent {
  id: string;
  title: string;
  /** sha256 of the markdown (ContentDocument.hash). */
  document?: string;
}

export interface RevisionTree {
  pages: TreePage[];
  files: TreeFile[];
  reusableContents: TreeReusableContent[];
}

export const emptyTree = (): RevisionTree => ({ pages: [], files: [], reusableContents: [] });

/** A tree read from the database (tolerates the default `{}` of old rows). */
export function readTree(json: unknown): RevisionTree {
  const t = (json ?? {}) as Partial<RevisionTree>;
  return { pages: t.pages ?? [], files: t.files ?? [], reusableContents: t.reusableContents ?? [] };
}

export class TreeError extends Error {
  constructor(
    message: string,
    readonly kind: 'not-found' | 'invalid',
    readonly field?: string,
  ) {
    super(message);
  }
}

export const MAX_SLUG = 100;

/** A URL slug from a title (GitHub's slugger: lower case, unicode letters kept, spaces to dashes). */
export function slugify(title: string): string {
  const s = githubSlug(title.trim())
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  return s || 'page';
}

/** A slug not taken by `siblings` (`intro`, `intro-1`, `intro-2`...). */
export function uniqueSlug(base: string, siblings: TreePage[], selfId?: string): string {
  const taken = new Set(siblings.filter((p) => p.id !== selfId).map((p) => p.slug));
  if (!taken.has(base)) return base;
  for (let i = 1; ; i++) {
    const suffix = `-${i}`;
    const candidate = base.slice(0, MAX_SLUG - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Every page of the tree, depth first, with its parent (null at the top level). */
export function* walk(
  pages: TreePage[],
  parent: TreePage | null = null,
): Generator<{ page: TreePage; parent: TreePage | null; index: number }> {
  for (let index = 0; index < pages.length; index++) {
    const page = pages[index];
    yield { page, parent, index };
    yield* walk(page.pages, page);
  }
}

type Found = { page: TreePage; parent: TreePage | null; index: number };

function searchPage(pages: TreePage[], parent: TreePage | null, id: string): Found | undefined {
  for (let index = 0; index < pages.length; index++) {
    const page = pages[index];
    if (page.id === id) return { page, parent, index };
    if (page.pages.length) {
      const found = searchPage(page.pages, page, id);
      if (found) return found;
    }
  }
  return undefined;
}

/** A page by id with its parent and index (a plain depth-first search: no generator per level). */
export const findPage = (tree: RevisionTree, id: string): Found | undefined => searchPage(tree.pages, null, id);

/** A page (not a link) by path, down the slugs one level at a time (slugs are unique among siblings). */
export function findByPath(tree: RevisionTree, path: string) {
  const wanted = path.replace(/^\/+|\/+$/g, '');
  if (!wanted) return undefined;
  let pages = tree.pages;
  let parent: TreePage | null = null;
  const segments = wanted.split('/');
  for (const [depth, segment] of segments.entries()) {
    const index = pages.findIndex((p) => p.slug === segment && p.kind !== 'link');
    if (index < 0) return undefined;
    const page = pages[index];
    if (depth === segments.length - 1) return page.path === wanted ? { page, parent, index } : undefined;
    parent = page;
    pages = page.pages;
  }
  return undefined;
}

export const countPages = (tree: RevisionTree) => [...walk(tree.pages)].length;

/**
 * Recomputes every `path` from the slugs. Pages whose path and sub-pages did not change stay the
 * same objects (and lists the same arrays), so unchanged subtrees keep their memoized hashes
 * (src/engine/nodes.ts) and a commit writes only what changed.
 */
export function withPaths(pages: TreePage[], prefix = ''): TreePage[] {
  let changed = false;
  const out = pages.map((p) => {
    const path = prefix ? `${prefix}/${p.slug}` : p.slug;
    // A subtree that came out of withPaths (or the store) with this path is consistent already.
    if (path === p.path && consistent.has(p)) return p;
    const children = withPaths(p.pages, path);
    if (path === p.path && children === p.pages) {
      consistent.add(p);
      return p;
    }
    changed = true;
    const next = { ...p, path, pages: children };
    consistent.add(next);
    return next;
  });
  return changed ? out : pages;
}

/** Pages whose path and every descendant's path are right (objects are never mutated). */
const consistent = new WeakSet<TreePage>();
/** Marks a page built with right paths all the way down (src/engine/nodes.ts materializes such). */
export const markConsistent = (page: TreePage) => consistent.add(page);

/** The pages where `fn` replaces the page with id `id`; untouched subtrees are kept as they are. */
function mapPage(pages: TreePage[], id: string, fn: (p: TreePage) => TreePage): TreePage[] {
  for (let i = 0; i < pages.length; i++) {
    const p = pages[i];
    let next: TreePage | undefined;
    if (p.id === id) next = fn(p);
    else if (p.pages.length) {
      const children = mapPage(p.pages, id, fn);
      if (children !== p.pages) next = { ...p, pages: children };
    }
    if (next) {
      const out = pages.slice();
      out[i] = next;
      return out;
    }
  }
  return pages;
}

function removePage(pages: TreePage[], id: string): TreePage[] {
  let changed = false;
  const out: TreePage[] = [];
  for (const p of pages) {
    if (p.id === id) {
      changed = true;
      continue;
    }
    const children = p.pages.length ? removePage(p.pages, id) : p.pages;
    if (children !== p.pages) changed = true;
    out.push(children === p.pages ? p : { ...p, pages: children });
  }
  return changed ? out : pages;
}

function childrenOf(tree: RevisionTree, parentId: string | null): TreePage[] {
  if (!parentId) return tree.pages;
  const parent = findPage(tree, parentId);
  if (!parent) throw new TreeError(`Parent page '${parentId}' not found`, 'not-found', 'parent');
  return parent.page.pages;
}

export interface Position {
  before?: string | null;
  after?: string | null;
}

/** Index among `siblings` for a position (absent neighbours: at the end). */
function insertionIndex(siblings: TreePage[], position: Position | undefined): number {
  if (position?.before && position?.after)
    throw new TreeError('Give either before or after, not both', 'invalid', 'position');
  const neighbour = position?.before ?? position?.after;
  if (!neighbour) return siblings.length;
  const i = siblings.findIndex((p) => p.id === neighbour);
  if (i < 0)
    throw new TreeError(
      `Page '${neighbour}' is not a sibling at this place`,
      'invalid',
      position?.before ? 'before' : 'after',
    );
  return position?.before ? i : i + 1;
}

function checkNesting(kind: PageKind, parent: TreePage | null) {
  // GitBook's model: groups live at the top level only; only documents and groups have children.
  if (kind === 'group' && parent) throw new TreeError('Group pages can only be at the top level', 'invalid', 'parent');
  if (parent && parent.kind === 'link') throw new TreeError('Link pages cannot have sub-pages', 'invalid', 'parent');
}

function insertAt(tree: RevisionTree, parentId: string | null, page: TreePage, position?: Position): RevisionTree {
  const siblings = childrenOf(tree, parentId);
  const index = insertionIndex(siblings, position);
  const placed = { ...page, slug: uniqueSlug(page.slug, siblings, page.id) };
  const next = [...siblings.slice(0, index), placed, ...siblings.slice(index)];
  const pages = parentId ? mapPage(tree.pages, parentId, (p) => ({ ...p, pages: next })) : next;
  return { ...tree, pages: withPaths(pages) };
}

export interface NewPage {
  kind: PageKind;
  title: string;
  emoji?: string | null;
  description?: string | null;
  hidden?: boolean | null;
  href?: string | null;
  slug?: string | null;
  document?: string;
  parent?: string | null;
  position?: Position;
}

/** Without an explicit parent, a page placed next to a neighbour goes under that neighbour's parent. */
function parentOfNeighbour(tree: RevisionTree, position: Position | undefined): string | null | undefined {
  const neighbour = position?.before ?? position?.after;
  if (!neighbour) return undefined;
  const found = findPage(tree, neighbour);
  if (!found) throw new TreeError(`Page '${neighbour}' not found`, 'invalid', position?.before ? 'before' : 'after');
  return found.parent?.id ?? null;
}

export function createPage(
  tree: RevisionTree,
  input: NewPage,
  now: string,
  id = newId(),
): { tree: RevisionTree; page: TreePage } {
  if (input.parent === undefined || input.parent === null) {
    const inferred = input.parent === undefined ? parentOfNeighbour(tree, input.position) : undefined;
    if (inferred) input = { ...input, parent: inferred };
  }
  const parent = input.parent ? findPage(tree, input.parent) : undefined;
  if (input.parent && !parent) throw new TreeError(`Parent page '${input.parent}' not found`, 'not-found', 'parent');
  checkNesting(input.kind, parent?.page ?? null);
  if (input.kind === 'link' && !input.href) throw new TreeError("A link page needs an 'href'", 'invalid', 'href');
  const page: TreePage = {
    id,
    kind: input.kind,
    title: input.title,
    ...(input.emoji ? { emoji: input.emoji } : {}),
    slug: input.slug ? slugify(input.slug) : slugify(input.title),
    path: '',
    ...(input.description ? { description: input.description } : {}),
    ...(input.hidden ? { hidden: true } : {}),
    ...(input.kind === 'link' ? { href: input.href! } : {}),
    ...(input.kind === 'document' && input.document ? { document: input.document } : {}),
    createdAt: now,
    updatedAt: now,
    pages: [],
  };
  const next = insertAt(tree, input.parent ?? null, page, input.position);
  return { tree: next, page: findPage(next, id)!.page };
}

export interface PageChanges {
  title?: string;
  emoji?: string | null;
  description?: string | null;
  hidden?: boolean | null;
  href?: string | null;
  /** New document hash (null: empty document). */
  document?: string | null;
  /** New slug (explicit), or `true` to derive it again from the (new) title. */
  slug?: string | true;
}

export function updatePage(
  tree: RevisionTree,
  id: string,
  changes: PageChanges,
  now: string,
): { tree: RevisionTree; page: TreePage } {
  const found = findPage(tree, id);
  if (!found) throw new TreeError(`Page '${id}' not found`, 'not-found', 'pageId');
  const { page, parent } = found;
  if (changes.document !== undefined && page.kind !== 'document')
    throw new TreeError('Only document pages have a document', 'invalid', 'markdown');
  if (changes.href !== undefined && page.kind !== 'link')
    throw new TreeError('Only link pages have an href', 'invalid', 'href');
  const next: TreePage = { ...page, updatedAt: now };
  const set = <K extends keyof TreePage>(key: K, value: TreePage[K] | null | undefined) => {
    if (value === undefined) return;
    if (value === null || value === '' || value === false) delete next[key];
    else next[key] = value;
  };
  if (changes.title !== undefined) next.title = changes.title;
  set('emoji', changes.emoji);
  set('description', changes.description);
  set('hidden', changes.hidden);
  set('document', changes.document);
  if (changes.href) next.href = changes.href;
  if (changes.slug !== undefined) {
    const base = changes.slug === true ? slugify(next.title) : slugify(changes.slug);
    next.slug = uniqueSlug(base, parent ? parent.pages : tree.pages, id);
  }
  const pages = withPaths(mapPage(tree.pages, id, () => next));
  // Same slug: withPaths keeps `next` itself (its path did not change), no search needed.
  const updated = changes.slug === undefined ? next : findPage({ ...tree, pages }, id)!.page;
  return { tree: { ...tree, pages }, page: updated };
}

export function movePage(tree: RevisionTree, id: string, target: { parent?: string | null } & Position, now: string) {
  const found = findPage(tree, id);
  if (!found) throw new TreeError(`Page '${id}' not found`, 'not-found', 'pageId');
  const parentId =
    target.parent !== undefined
      ? target.parent
      : (target.before ?? target.after)
        ? parentOfNeighbour(tree, target)!
        : (found.parent?.id ?? null);
  if (parentId) {
    if (parentId === id) throw new TreeError('A page cannot be moved into itself', 'invalid', 'parent');
    for (const d of walk(found.page.pages))
      if (d.page.id === parentId)
        throw new TreeError('A page cannot be moved into one of its sub-pages', 'invalid', 'parent');
  }
  if ((target.before && target.before === id) || (target.after && target.after === id)) {
    throw new TreeError('A page cannot be placed next to itself', 'invalid', target.before ? 'before' : 'after');
  }
  const without = { ...tree, pages: removePage(tree.pages, id) };
  const parent = parentId ? findPage(without, parentId) : undefined;
  if (parentId && !parent) throw new TreeError(`Parent page '${parentId}' not found`, 'not-found', 'parent');
  checkNesting(found.page.kind, parent?.page ?? null);
  const moved = insertAt(without, parentId, { ...found.page, updatedAt: now }, target);
  return { tree: moved, page: findPage(moved, id)!.page };
}

export function deletePage(tree: RevisionTree, id: string): { tree: RevisionTree; page: TreePage } {
  const found = findPage(tree, id);
  if (!found) throw new TreeError(`Page '${id}' not found`, 'not-found', 'pageId');
  return { tree: { ...tree, pages: withPaths(removePage(tree.pages, id)) }, page: found.page };
}

export function addFile(
  tree: RevisionTree,
  file: Omit<TreeFile, 'id'>,
  id = newId(),
): { tree: RevisionTree; file: TreeFile } {
  const entry: TreeFile = { id, ...file };
  return { tree: { ...tree, files: [...tree.files, entry] }, file: entry };
}

/** Adds a reusable content (a titled markdown document that pages can share). */
export function addReusableContent(
  tree: RevisionTree,
  content: Omit<TreeReusableContent, 'id'>,
  id = newId(),
): { tree: RevisionTree; reusableContent: TreeReusableContent } {
  const entry: TreeReusableContent = { id, ...content };
  return { tree: { ...tree, reusableContents: [...tree.reusableContents, entry] }, reusableContent: entry };
}

/** Changes a reusable content's title or document (`document: null` empties it). */
export function updateReusableContent(
  tree: RevisionTree,
  id: string,
  changes: { title?: string; document?: string | null },
): { tree: RevisionTree; reusableContent: TreeReusableContent } {
  const current = tree.reusableContents.find((r) => r.id === id);
  if (!current) throw new TreeError(`Reusable content '${id}' not found`, 'not-found');
  const { document: _, ...rest } = current;
  const document = changes.document === undefined ? current.document : (changes.document ?? undefined);
  const entry: TreeReusableContent = {
    ...rest,
    ...(changes.title !== undefined ? { title: changes.title } : {}),
    ...(document ? { document } : {}),
  };
  return {
    tree: { ...tree, reusableContents: tree.reusableContents.map((r) => (r.id === id ? entry : r)) },
    reusableContent: entry,
  };
}

export function deleteReusableContent(tree: RevisionTree, id: string): RevisionTree {
  if (!tree.reusableContents.some((r) => r.id === id))
    throw new TreeError(`Reusable content '${id}' not found`, 'not-found');
  return { ...tree, reusableContents: tree.reusableContents.filter((r) => r.id !== id) };
}

/** Hashes of every document (pages and reusable contents) of a tree. */
export function documentHashes(tree: RevisionTree): Set<string> {
  const out = new Set<string>();
  for (const { page } of walk(tree.pages)) if (page.document) out.add(page.document);
  for (const r of tree.reusableContents) if (r.document) out.add(r.document);
  return out;
}
