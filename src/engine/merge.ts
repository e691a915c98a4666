/**
 * Three-way merge of revision trees (update and merge of change requests). `base` is the common
 * ancestor, `ours` the branch merged into (e.g. the space's head), `theirs` the branch merged in.
 *
 * - Pages are matched by id (stable across revisions). A page added on one side is kept; a page
 *   deleted on one side goes unless the other side changed it (then: a conflict).
 * - Attributes (title, emoji, description, hidden, href, slug): a side's change wins over an
 *   unchanged side; the same change on both is fine; different changes conflict.
 * - Markdown: per line with node-diff3 (diff3 over the base); overlapping changes conflict.
 * - Moves (parent and previous sibling): a side's move is applied when the other side did not move
 *   the page differently.
 * - Files: by id, added/removed/changed as a whole.
 * - Reusable contents: by id like pages: the title three-way, the markdown per line.
 *
 * Conflicts are reported, never resolved silently: with any conflict the caller commits nothing
 * and returns them (each with the base, ours and theirs values), so neither text is lost.
 *
 * Subtrees equal by hash are skipped (`changedPages`): when one side changed nothing the result
 * is the other side, and when one side only edited pages in place (no page created, deleted or
 * moved, no slug changed) that the other side left alone, those pages are patched into the other
 * side's tree. Either way the cost follows what changed; anything else takes the full merge.
 */
import { merge as diff3Merge } from 'node-diff3';
import { changedPages, type Located } from './diff.ts';
import {
  type RevisionTree,
  type TreeFile,
  type TreePage,
  type TreeReusableContent,
  uniqueSlug,
  walk,
  withPaths,
} from './tree.ts';

export interface MergeConflict {
  pageId?: string;
  fileId?: string;
  reusableContentId?: string;
  kind: 'content' | 'attribute' | 'deleted-and-changed' | 'file' | 'reusable-content';
  field?: string;
  title?: string;
  base?: string | null;
  ours?: string | null;
  theirs?: string | null;
}

export interface MergeResult {
  tree: RevisionTree;
  /** New markdown bodies by hash (merged documents). */
  markdown: Map<string, string>;
  conflicts: MergeConflict[];
}

/** Markdown of document hashes; `hash` function to address merged bodies. */
export interface MergeInput {
  base: RevisionTree;
  ours: RevisionTree;
  theirs: RevisionTree;
  documents: Map<string, string>;
  hash: (markdown: string) => string;
}

/** A line-wise three-way merge of texts. */
export function mergeText(base: string, ours: string, theirs: string): { ok: true; text: string } | { ok: false } {
  if (ours === theirs) return { ok: true, text: ours };
  if (base === ours) return { ok: true, text: theirs };
  if (base === theirs) return { ok: true, text: ours };
  const lines = (s: string) => s.split('\n');
  const result = diff3Merge(lines(ours), lines(base), lines(theirs), { stringSeparator: '\n' });
  if (result.conflict) return { ok: false };
  return { ok: true, text: result.result.join('\n') };
}

interface Placed {
  page: TreePage;
  parentId: string | null;
  /** Id of the previous sibling (null: first). */
  prevId: string | null;
}

function index(tree: RevisionTree): Map<string, Placed> {
  const out = new Map<string, Placed>();
  for (const { page, parent, index: i } of walk(tree.pages)) {
    const siblings = parent ? parent.pages : tree.pages;
    out.set(page.id, { page, parentId: parent?.id ?? null, prevId: i > 0 ? siblings[i - 1].id : null });
  }
  return out;
}

const ATTRIBUTES = ['title', 'emoji', 'description', 'hidden', 'href', 'slug', 'kind'] as const;
const val = (p: TreePage | undefined, k: string) => {
  const v = p?.[k as keyof TreePage];
  return v === undefined || v === null || v === false ? null : String(v);
};

/** Sets `page[k]` to `from[k]` (deleting it when `from` has none): one attribute taken from the other side. */
function copyAttribute<K extends (typeof ATTRIBUTES)[number]>(page: TreePage, from: TreePage, k: K) {
  if (from[k] === undefined) delete page[k];
  else page[k] = from[k];
}

const samePlace = (a: Placed, b: Placed) => a.parentId === b.parentId && a.prevId === b.prevId;

/** Hashes of the documents a merge may have to read: bodies of pages and reusable contents that differ between the sides. */
export function documentsToMerge(base: RevisionTree, ours: RevisionTree, theirs: RevisionTree): Set<string> {
  const out = new Set<string>();
  const o = changedPages(base.pages, ours.pages);
  const t = changedPages(base.pages, theirs.pages);
  const sideDoc = (side: { before: Map<string, Located>; after: Map<string, Located> }, id: string, b?: string) =>
    side.after.has(id) ? side.after.get(id)!.page.document : side.before.has(id) ? undefined : b;
  const ids = new Set([...o.before.keys(), ...o.after.keys(), ...t.before.keys(), ...t.after.keys()]);
  for (const id of ids) {
    const b = (o.before.get(id) ?? t.before.get(id))?.page.document;
    const docs = new Set([b, sideDoc(o, id, b), sideDoc(t, id, b)]);
    if (docs.size > 1) for (const h of docs) if (h) out.add(h);
  }
  const byId = (list: TreeReusableContent[]) => new Map(list.map((r) => [r.id, r.document]));
  const [rb, ro, rt] = [base, ours, theirs].map((x) => byId(x.reusableContents));
  for (const id of new Set([...rb.keys(), ...ro.keys(), ...rt.keys()])) {
    const docs = new Set([rb.get(id), ro.get(id), rt.get(id)]);
    if (docs.size > 1) for (const h of docs) if (h) out.add(h);
  }
  return out;
}

const OWN_FIELDS = [...ATTRIBUTES, 'document'] as const;
const sameFields = (a: TreePage, b: TreePage) => OWN_FIELDS.every((k) => a[k] === b[k]);

/** Index of a page among its siblings. */
const placeOf = (tree: RevisionTree, e: Located) => {
  const siblings = e.parent ? e.parent.pages : tree.pages;
  const i = siblings.indexOf(e.page);
  return { parentId: e.parent?.id ?? null, prevId: i > 0 ? siblings[i - 1].id : null };
};

/**
 * `into` with the in-place page edits `from` made on `base` (see the module comment), or null when
 * `from` did more than that or touched what `into` changed too.
 */
function patchInPlace(base: RevisionTree, into: RevisionTree, from: RevisionTree): RevisionTree | null {
  const changed = changedPages(base.pages, from.pages);
  if (changed.before.size !== changed.after.size) return null;
  const mine = changedPages(base.pages, into.pages);
  const edits = new Map<string, TreePage>();
  for (const [id, after] of changed.after) {
    const before = changed.before.get(id);
    if (!before) return null;
    const a = placeOf(from, after);
    const b = placeOf(base, before);
    if (a.parentId !== b.parentId || a.prevId !== b.prevId) return null;
    if (sameFields(before.page, after.page) && before.page.updatedAt === after.page.updatedAt) continue;
    if (before.page.slug !== after.page.slug || before.page.kind !== after.page.kind) return null;
    const other = mine.after.get(id);
    if (mine.before.has(id) && !other) return null; // deleted by the other side
    if (other && !(sameFields(other.page, before.page) && other.page.updatedAt === before.page.updatedAt)) return null;
    edits.set(id, after.page);
  }
  if (!edits.size) return into;
  const patch = (pages: TreePage[], left: { n: number }): TreePage[] => {
    let changedList = false;
    const out = pages.map((p) => {
      if (!left.n) return p;
      const edit = edits.get(p.id);
      const children = p.pages.length ? patch(p.pages, left) : p.pages;
      if (!edit && children === p.pages) return p;
      changedList = true;
      if (!edit) return { ...p, pages: children };
      left.n--;
      return { ...edit, path: p.path, pages: children };
    });
    return changedList ? out : pages;
  };
  const left = { n: edits.size };
  const pages = patch(into.pages, left);
  if (left.n) return null; // a page to patch is not in `into` any more
  return { ...into, pages: withPaths(pages) };
}

export function mergeTrees(input: MergeInput): MergeResult {
  const { base, ours, theirs } = input;
  const sameLists = (a: RevisionTree, b: RevisionTree) =>
    (a.files === b.files || JSON.stringify(a.files) === JSON.stringify(b.files)) &&
    (a.reusableContents === b.reusableContents ||
      JSON.stringify(a.reusableContents) === JSON.stringify(b.reusableContents));
  if (sameLists(base, theirs)) {
    const tree = patchInPlace(base, ours, theirs);
    if (tree) return { tree, markdown: new Map(), conflicts: [] };
  }
  if (sameLists(base, ours)) {
    const tree = patchInPlace(base, theirs, ours);
    if (tree)
      return {
        tree: { ...tree, files: theirs.files, reusableContents: theirs.reusableContents },
        markdown: new Map(),
        conflicts: [],
      };
  }
  return fullMerge(input);
}

/** The merge of every page, without the shortcuts (what `mergeTrees` falls back to). */
export function fullMerge(input: MergeInput): MergeResult {
  const { base, ours, theirs, documents, hash } = input;
  const B = index(base);
  const O = index(ours);
  const T = index(theirs);
  const conflicts: MergeConflict[] = [];
  const markdown = new Map<string, string>();
  const text = (h: string | undefined) => (h ? (documents.get(h) ?? '') : '');
  /** Line merge of three bodies: the merged body's hash (its markdown recorded when new), undefined when empty, null on conflict. */
  const mergeBody = (b?: string, o?: string, t?: string): string | undefined | null => {
    const m = mergeText(text(b), text(o), text(t));
    if (!m.ok) return null;
    if (!m.text) return undefined;
    const h = hash(m.text);
    if (!documents.has(h)) markdown.set(h, m.text);
    return h;
  };

  // 1. The content of every page that survives, keyed by id.
  const merged = new Map<string, TreePage>();
  const ids = new Set([...O.keys(), ...T.keys(), ...B.keys()]);
  for (const id of ids) {
    const b = B.get(id)?.page;
    const o = O.get(id)?.page;
    const t = T.get(id)?.page;
    if (!o && !t) continue; // deleted on both sides (or never there)
    if (!b) {
      // Added on one side (ids are unique: an id added on both sides is the same page).
      merged.set(id, strip(o ?? t!));
      continue;
    }
    if (!o || !t) {
      // Deleted on one side: conflicts when the other side changed the page itself.
      const kept = (o ?? t)!;
      if (changed(b, kept, text))
        conflicts.push({ pageId: id, kind: 'deleted-and-changed', ...deletedOnOneSide(b, o, t, text) });
      continue;
    }
    const page: TreePage = { ...strip(o) };
    for (const k of ATTRIBUTES) {
      const [vb, vo, vt] = [val(b, k), val(o, k), val(t, k)];
      if (vo === vt || vt === vb) continue;
      if (vo === vb) {
        copyAttribute(page, t, k);
        continue;
      }
      conflicts.push({ pageId: id, kind: 'attribute', field: k, title: o.title, base: vb, ours: vo, theirs: vt });
    }
    const clash = mergeDocument(page, b, o, t, { text, mergeBody });
    if (clash) conflicts.push({ pageId: id, kind: 'content', title: o.title, ...clash });
    page.updatedAt = o.updatedAt > t.updatedAt ? o.updatedAt : t.updatedAt;
    merged.set(id, page);
  }

  // 2. The structure: each page's place is theirs when only theirs moved (or added) it, else ours.
  const place = new Map<string, { parentId: string | null; prevId: string | null }>();
  for (const id of merged.keys()) {
    const b = B.get(id);
    const o = O.get(id);
    const t = T.get(id);
    const theirsMoved = t && (!b || !samePlace(b, t));
    const oursMoved = o && (!b || !samePlace(b, o));
    place.set(id, theirsMoved && !oursMoved ? t! : (o ?? t)!);
  }
  // Order siblings: start from ours' order, then place the others after their previous sibling.
  const children = new Map<string | null, string[]>();
  const ourOrder = new Map([...O.keys()].map((id, i) => [id, i]));
  const orderOf = (id: string) => ourOrder.get(id) ?? -1;
  const pending = [...merged.keys()].sort((a, c) => {
    const x = orderOf(a);
    const y = orderOf(c);
    return (x < 0 ? Infinity : x) - (y < 0 ? Infinity : y);
  });
  for (const id of pending) {
    let { parentId } = place.get(id)!;
    if (parentId && !merged.has(parentId)) parentId = null; // parent deleted on the other side
    const list = children.get(parentId) ?? [];
    const prev = place.get(id)!.prevId;
    const at = prev ? list.indexOf(prev) : -1;
    if (prev === null) list.unshift(id);
    else if (at >= 0) list.splice(at + 1, 0, id);
    else list.push(id);
    children.set(parentId, list);
  }
  // Pages whose chosen parent is one of their own descendants (crossed moves): back to the top.
  const build = (parentId: string | null, seen: Set<string>): TreePage[] =>
    (children.get(parentId) ?? [])
      .filter((id) => !seen.has(id))
      .map((id) => {
        seen.add(id);
        const page = merged.get(id)!;
        const pages = build(id, seen);
        return { ...page, pages };
      });
  const seen = new Set<string>();
  let pages = build(null, seen);
  for (const id of merged.keys()) if (!seen.has(id)) pages.push({ ...merged.get(id)!, pages: build(id, seen) });
  pages = dedupeSlugs(pages);

  return {
    tree: {
      pages: withPaths(pages),
      files: mergeById<TreeFile>(base.files, ours.files, theirs.files, (id) =>
        conflicts.push({ fileId: id, kind: 'file' }),
      ),
      reusableContents: mergeReusableContents(input, text, mergeBody, conflicts),
    },
    markdown,
    conflicts,
  };
}

const strip = (p: TreePage): TreePage => ({ ...p, pages: [] });

/** Reusable contents by id: title three-way, markdown per line; ours' order, then theirs' additions. */
function mergeReusableContents(
  input: MergeInput,
  text: (h?: string) => string,
  mergeBody: (b?: string, o?: string, t?: string) => string | undefined | null,
  conflicts: MergeConflict[],
): TreeReusableContent[] {
  const B = new Map(input.base.reusableContents.map((r) => [r.id, r]));
  const O = new Map(input.ours.reusableContents.map((r) => [r.id, r]));
  const T = new Map(input.theirs.reusableContents.map((r) => [r.id, r]));
  const changedFrom = (b: TreeReusableContent, x: TreeReusableContent) =>
    b.title !== x.title || text(b.document) !== text(x.document);
  const out: TreeReusableContent[] = [];
  for (const id of new Set([...O.keys(), ...T.keys()])) {
    const b = B.get(id);
    const o = O.get(id);
    const t = T.get(id);
    if (!b) {
      out.push((o ?? t)!);
      continue;
    }
    if (!o || !t) {
      const kept = (o ?? t)!;
      if (changedFrom(b, kept))
        conflicts.push({ reusableContentId: id, kind: 'reusable-content', ...deletedOnOneSide(b, o, t, text) });
      continue;
    }
    const entry: TreeReusableContent = { ...o };
    if (o.title !== t.title && t.title !== b.title) {
      if (o.title === b.title) entry.title = t.title;
      else
        conflicts.push({
          reusableContentId: id,
          kind: 'reusable-content',
          field: 'title',
          title: o.title,
          base: b.title,
          ours: o.title,
          theirs: t.title,
        });
    }
    const clash = mergeDocument(entry, b, o, t, { text, mergeBody });
    if (clash) conflicts.push({ reusableContentId: id, kind: 'reusable-content', title: o.title, ...clash });
    out.push(entry);
  }
  return out;
}

/** Bodies by hash: their text, and their line merge (null: a conflict, undefined: no body). */
interface Bodies {
  text: (h?: string) => string;
  mergeBody: (b?: string, o?: string, t?: string) => string | undefined | null;
}

/**
 * The three-way merge of a body (a page's or a reusable content's) into `into`; when both sides
 * changed the same lines, `into` keeps ours and the answer is the three texts of the conflict.
 */
function mergeDocument(
  into: { document?: string },
  b: { document?: string },
  o: { document?: string },
  t: { document?: string },
  bodies: Bodies,
): { base: string; ours: string; theirs: string } | undefined {
  const { text, mergeBody } = bodies;
  if (o.document === t.document) return undefined;
  const merged = mergeBody(b.document, o.document, t.document);
  if (merged === null) return { base: text(b.document), ours: text(o.document), theirs: text(t.document) };
  if (merged === undefined) delete into.document;
  else into.document = merged;
  return undefined;
}

/** What a conflict shows of an item deleted on one side (`o` or `t` absent): the kept title, each side's text. */
function deletedOnOneSide<Item extends { title: string; document?: string }>(
  b: Item,
  o: Item | undefined,
  t: Item | undefined,
  text: (h?: string) => string,
) {
  return {
    title: (o ?? t)!.title,
    base: text(b.document),
    ours: o ? text(o.document) : null,
    theirs: t ? text(t.document) : null,
  };
}

function changed(b: TreePage, x: TreePage, text: (h?: string) => string) {
  return ATTRIBUTES.some((k) => val(b, k) !== val(x, k)) || text(b.document) !== text(x.document);
}

/** Slugs unique among siblings after pages from both sides met. */
function dedupeSlugs(pages: TreePage[]): TreePage[] {
  const out: TreePage[] = [];
  for (const p of pages) out.push({ ...p, slug: uniqueSlug(p.slug, out, p.id), pages: dedupeSlugs(p.pages) });
  return out;
}

/** Items by id: additions from both sides, deletions from either, one-sided changes; both changed differently: a conflict (ours kept). */
function mergeById<T extends { id: string }>(base: T[], ours: T[], theirs: T[], conflict: (id: string) => void): T[] {
  const B = new Map(base.map((x) => [x.id, x]));
  const T_ = new Map(theirs.map((x) => [x.id, x]));
  const out: T[] = [];
  const same = (a?: T, b?: T) => JSON.stringify(a) === JSON.stringify(b);
  for (const o of ours) {
    const b = B.get(o.id);
    const t = T_.get(o.id);
    if (!b) out.push(o);
    else if (!t) {
      if (!same(b, o)) conflict(o.id);
      else continue;
    } else if (same(o, t) || same(b, t)) out.push(o);
    else if (same(b, o)) out.push(t);
    else {
      conflict(o.id);
      out.push(o);
    }
  }
  const inOurs = new Set(ours.map((x) => x.id));
  for (const t of theirs) {
    if (inOurs.has(t.id)) continue;
    const b = B.get(t.id);
    if (!b) out.push(t);
    else if (!same(b, t)) conflict(t.id); // deleted in ours, changed in theirs
  }
  return out;
}
