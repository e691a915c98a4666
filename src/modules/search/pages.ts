/**
 * The pages of each space's current revision as search rows (`SearchPage`): what a result shows
 * of a page (path, ancestors' titles) and its place in the tree, so that a search joins the
 * matching sections and titles with them in SQL and reads no tree, whatever the number of spaces.
 * `SearchSpace` names the revision the rows hold; a search trusts them while it is the space's
 * head and brings the others up to date first (`syncSpaces`).
 *
 * Kept as the space's head moves (the commit hook in ./indexing.ts): the rows change by the
 * difference between the revision indexed before and the new one, a walk of both trees that stops
 * at the subtrees they share in the same place (a one-page edit rewrites one row). The write moves
 * `SearchSpace` from the revision it was computed from with a compare-and-swap in the same
 * statement: a commit whose hook lost a race, or whose hook failed, leaves the space behind, and
 * the next commit's hook or the next search catches it up from what the database holds.
 */
import type { Prisma } from '../../db/prisma.ts';
import { onCollected } from '../../engine/gc.ts';
import { pageHash } from '../../engine/nodes.ts';
import { loadTrees } from '../../engine/store.ts';
import type { RevisionTree, TreePage } from '../../engine/tree.ts';

/** A searchable page (every kind but links) as a row. */
export interface PageRow {
  i: string;
  doc: string | null;
  t: string;
  d: string;
  p: string;
  a: string[];
  o: number[];
  /** Hidden, or under a hidden page. */
  h: boolean;
}

/** The rows of a space going from `before` (null: from nothing) to `after`. */
export interface PageRowChanges {
  upsert: PageRow[];
  /** Pages whose rows go (null: every row but those of `keep`, a rebuild). */
  remove: string[] | null;
  keep: string[];
}

const rowOf = (page: TreePage, ancestors: string[], ord: number[], hidden: boolean): PageRow => ({
  i: page.id,
  doc: page.document ?? null,
  t: page.title,
  d: page.description ?? '',
  p: page.path,
  a: ancestors,
  o: ord,
  h: hidden,
});

/**
 * The difference between two trees as rows. Pages are paired by id among the siblings of paired
 * parents; a pair in the same place with the same hash is the same subtree (its rows stand). A row
 * is rewritten when the page's own fields, its place or its ancestors changed.
 */
export function pageChanges(before: RevisionTree | null, after: RevisionTree): PageRowChanges {
  const upsert: PageRow[] = [];
  const present = new Set<string>();
  const candidates: string[] = [];
  const dropAll = (pages: TreePage[]) => {
    for (const p of pages) {
      candidates.push(p.id);
      dropAll(p.pages);
    }
  };
  // `same`: the parent's path, ancestors, place and hiddenness are unchanged, so a child may keep
  // its row; `hiddenAbove`: the parent is hidden or under a hidden page.
  const visit = (
    next: TreePage[],
    prev: TreePage[] | undefined,
    same: boolean,
    ancestors: string[],
    ord: number[],
    hiddenAbove: boolean,
  ) => {
    const prevAt = new Map<string, number>();
    if (prev) for (const [k, p] of prev.entries()) prevAt.set(p.id, k);
    next.forEach((page, k) => {
      const at = prevAt.get(page.id);
      const old = at === undefined ? undefined : prev![at];
      const samePlace = same && at === k;
      if (old && samePlace && (old === page || pageHash(old) === pageHash(page))) return;
      const here = [...ord, k];
      const hidden = hiddenAbove || !!page.hidden;
      const sameHidden = !!old && !!old.hidden === !!page.hidden;
      const ownSame =
        !!old &&
        samePlace &&
        old.kind === page.kind &&
        old.title === page.title &&
        old.slug === page.slug &&
        (old.description ?? '') === (page.description ?? '') &&
        old.document === page.document &&
        sameHidden;
      if (page.kind === 'link') candidates.push(page.id);
      else {
        present.add(page.id);
        if (!ownSame) upsert.push(rowOf(page, ancestors, here, hidden));
      }
      const childrenSame = !!old && samePlace && old.title === page.title && old.slug === page.slug && sameHidden;
      visit(page.pages, old?.pages, childrenSame, [...ancestors, page.title], here, hidden);
    });
    if (prev) {
      const ids = new Set(next.map((p) => p.id));
      for (const p of prev)
        if (!ids.has(p.id)) {
          candidates.push(p.id);
          dropAll(p.pages);
        }
    }
  };
  if (!before) {
    visit(after.pages, undefined, false, [], [], false);
    return { upsert, remove: null, keep: [...present] };
  }
  visit(after.pages, before.pages, true, [], [], false);
  return { upsert, remove: candidates.filter((id) => !present.has(id)), keep: [] };
}

// The tree each space's rows were last written from by this process (revisions are immutable), so
// the next commit's difference needs no read. Bounded by pages held (renewed on use).
const MAX_PAGES = 300_000;
const indexed = new Map<string, { revisionId: string; tree: RevisionTree; pages: number }>();
let pagesHeld = 0;
const countPages = (pages: TreePage[]): number => pages.reduce((n, p) => n + 1 + countPages(p.pages), 0);

function forget(spaceId: string) {
  const entry = indexed.get(spaceId);
  if (!entry) return;
  indexed.delete(spaceId);
  pagesHeld -= entry.pages;
}

function remember(spaceId: string, revisionId: string, tree: RevisionTree) {
  forget(spaceId);
  const pages = countPages(tree.pages);
  indexed.set(spaceId, { revisionId, tree, pages });
  pagesHeld += pages;
  while (pagesHeld > MAX_PAGES && indexed.size > 1) forget(indexed.keys().next().value!);
}

/** The tree of the revision this process last indexed for the space, when it is `revisionId`. */
export function indexedTree(spaceId: string, revisionId: string | null): RevisionTree | undefined {
  const entry = indexed.get(spaceId);
  if (!entry || entry.revisionId !== revisionId) return undefined;
  indexed.delete(spaceId);
  indexed.set(spaceId, entry);
  return entry.tree;
}

onCollected(() => {
  indexed.clear();
  pagesHeld = 0;
});

/** A move of a space's rows from one revision (null: none indexed) to another. */
export interface PagesMove {
  spaceId: string;
  from: string | null;
  to: string;
  tree: RevisionTree;
  changes: PageRowChanges;
}

/**
 * Statement parts that move a space's rows (`$1` space, `$2` new revision, `$3` the revision the
 * rows must hold now, `$4` pages to remove or to keep, `$5` the rows as JSON); `moved` is one row
 * when the swap succeeded. They join the statement that writes the section index (./indexing.ts).
 */
export function movePagesSql(rebuild: boolean, p: (n: number) => string) {
  return `moved AS (
       INSERT INTO "SearchSpace" ("spaceId", "revisionId") VALUES (${p(1)}, ${p(2)})
       ON CONFLICT ("spaceId") DO UPDATE SET "revisionId" = EXCLUDED."revisionId"
       WHERE "SearchSpace"."revisionId" = ${p(3)}::text
       RETURNING 1
     ), gone AS (
       DELETE FROM "SearchPage" WHERE "spaceId" = ${p(1)} AND EXISTS (SELECT 1 FROM moved)
         AND ${rebuild ? `NOT ("pageId" = ANY(${p(4)}::text[]))` : `"pageId" = ANY(${p(4)}::text[])`}
     ), put AS (
       INSERT INTO "SearchPage" ("spaceId", "pageId", document, title, description, path, ancestors, ord, hidden)
       SELECT ${p(1)}, r.i, r.doc, r.t, r.d, r.p, r.a, r.o, r.h
       FROM jsonb_to_recordset(${p(5)}::jsonb) AS r(i text, doc text, t text, d text, p text, a text[], o int[], h boolean)
       WHERE EXISTS (SELECT 1 FROM moved)
       ON CONFLICT ("spaceId", "pageId") DO UPDATE SET document = EXCLUDED.document, title = EXCLUDED.title,
         description = EXCLUDED.description, path = EXCLUDED.path, ancestors = EXCLUDED.ancestors, ord = EXCLUDED.ord,
         hidden = EXCLUDED.hidden
     )`;
}

export const movePagesParams = (move: PagesMove) => [
  move.spaceId,
  move.to,
  move.from,
  move.changes.remove ?? move.changes.keep,
  JSON.stringify(move.changes.upsert),
];

const movedListeners: ((documents: string[]) => void)[] = [];

/**
 * Runs `fn` after each move of page rows this process makes, with the documents of the rows it
 * wrote (new or changed pages of a current revision): the sections AI retrieval embeds next.
 */
export function onPagesMoved(fn: (documents: string[]) => void): () => void {
  movedListeners.push(fn);
  return () => {
    const at = movedListeners.indexOf(fn);
    if (at >= 0) movedListeners.splice(at, 1);
  };
}

/** After a move's statement: the process now knows the space's rows (or, having lost, nothing). */
export function moved(move: PagesMove, swapped: boolean) {
  if (swapped) remember(move.spaceId, move.to, move.tree);
  else forget(move.spaceId);
  if (!swapped || !movedListeners.length) return;
  const documents = [...new Set(move.changes.upsert.flatMap((r) => r.doc ?? []))];
  if (documents.length) for (const fn of movedListeners) fn(documents);
}

/** Moves a space's rows in a statement of its own; false when another write moved them first. */
export async function writePages(prisma: Prisma, move: PagesMove): Promise<boolean> {
  const rows = await prisma.$queryRawUnsafe<{ n: number }[]>(
    `WITH ${movePagesSql(move.changes.remove === null, (n) => `$${n}`)} SELECT count(*)::int AS n FROM moved`,
    ...movePagesParams(move),
  );
  const swapped = rows[0]?.n === 1;
  moved(move, swapped);
  return swapped;
}

interface SpaceState {
  id: string;
  head: string | null;
  headRoot: string | null;
  indexed: string | null;
  indexedRoot: string | null;
}

/**
 * Brings the rows of these spaces to their heads: reads where each head and each index is, then
 * writes each space's difference (from the tree indexed before when it can be read, else a
 * rebuild). `beforeWrite` runs first with the heads' trees (the section index they need).
 */
export async function syncSpaces(
  prisma: Prisma,
  spaceIds: string[],
  beforeWrite: (heads: { id: string; tree: RevisionTree }[]) => Promise<void>,
) {
  let pending = spaceIds;
  for (let attempt = 0; attempt < 3 && pending.length; attempt++) {
    const states = await prisma.$queryRawUnsafe<SpaceState[]>(
      `SELECT s.id, s."revisionId" AS head, h.root AS "headRoot", x."revisionId" AS indexed, i.root AS "indexedRoot"
       FROM "Space" s LEFT JOIN "Revision" h ON h.id = s."revisionId"
       LEFT JOIN "SearchSpace" x ON x."spaceId" = s.id LEFT JOIN "Revision" i ON i.id = x."revisionId"
       WHERE s.id = ANY($1::text[])`,
      pending,
    );
    const behind = states.filter((s) => s.head && s.headRoot && s.head !== s.indexed);
    if (!behind.length) return;
    const roots = new Set<string>();
    for (const s of behind) {
      roots.add(s.headRoot!);
      if (s.indexedRoot && !indexedTree(s.id, s.indexed)) roots.add(s.indexedRoot);
    }
    const list = [...roots];
    const trees = new Map((await loadTrees(prisma, list)).map((tree, k) => [list[k], tree]));
    await beforeWrite(behind.map((s) => ({ id: s.head!, tree: trees.get(s.headRoot!)! })));
    const lost: string[] = [];
    for (const s of behind) {
      const tree = trees.get(s.headRoot!)!;
      const before = indexedTree(s.id, s.indexed) ?? (s.indexedRoot ? trees.get(s.indexedRoot) : undefined) ?? null;
      const move = { spaceId: s.id, from: s.indexed, to: s.head!, tree, changes: pageChanges(before, tree) };
      if (!(await writePages(prisma, move))) lost.push(s.id);
    }
    pending = lost;
  }
}
