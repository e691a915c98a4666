/**
 * The search index: `SearchSection` rows per section of a markdown document, keyed by the
 * document's content hash, and `SearchTitle` rows per page title and description, keyed by their
 * text. Documents and titles are shared by revisions and spaces, so each is indexed once.
 *
 * Written as content is committed: after each commit (`onCommitted`, src/engine/commit.ts) the
 * pages of the new tree outside the subtrees known to be indexed (after an edit: the changed
 * path) get their rows, and the revision is flagged `searchIndexed`, in one statement. Known to be
 * indexed: page subtrees (by tree-node hash) this process indexed or found indexed lately, and,
 * when that leaves many pages (after a restart), the subtrees of the commit's flagged parents.
 * The hook runs after the commit's transaction: if it fails the write has landed anyway, the
 * revision stays unflagged, and its first search indexes it the same way (`ensureIndexed`), as it
 * does for revisions written by older versions or restored from older backups.
 */
import type { Prisma } from '../../db/prisma.ts';
import { keepDocument } from '../../engine/block-keys.ts';
import { type Committed, onCommitted } from '../../engine/commit.ts';
import { onCollected } from '../../engine/gc.ts';
import { parseMarkdown } from '../../engine/markdown.ts';
import { pageHash } from '../../engine/nodes.ts';
import { documentSections } from '../../engine/sections.ts';
import { loadTrees } from '../../engine/store.ts';
import { type RevisionTree, type TreePage, walk } from '../../engine/tree.ts';
import { indexedTree, moved, movePagesParams, movePagesSql, type PagesMove, pageChanges, syncSpaces } from './pages.ts';

// Revisions whose documents are known to be indexed (rows are immutable: true for ever).
const indexedRevisions = new Set<string>();
const rememberIndexed = (id: string) => {
  indexedRevisions.add(id);
  if (indexedRevisions.size > 100_000) indexedRevisions.delete(indexedRevisions.values().next().value!);
};

// Page subtrees (by tree-node hash) whose documents are all indexed: a new revision shares all but
// the changed path with its parent, so its walk stops at the subtrees indexed before. The garbage
// collection may remove the rows of documents no revision uses (and such a document may come back
// later): a collection here clears both caches, one elsewhere is caught up within SUBTREE_TTL_MS.
const SUBTREE_TTL_MS = 10 * 60 * 1000;
const indexedSubtrees = new Map<string, number>();
const rememberSubtrees = (hashes: string[]) => {
  const now = Date.now();
  for (const h of hashes) {
    indexedSubtrees.delete(h);
    indexedSubtrees.set(h, now);
  }
  while (indexedSubtrees.size > 500_000) indexedSubtrees.delete(indexedSubtrees.keys().next().value!);
};
const isIndexed = (hash: string) => {
  const at = indexedSubtrees.get(hash);
  return at !== undefined && Date.now() - at < SUBTREE_TTL_MS;
};
// Documents whose rows were written or found: a page on an edit's path (a new node) mostly keeps
// its document. Rows go only with their document (src/engine/gc.ts), and a commit must bring a
// document that went, so a document in here that a commit names without bringing is indexed.
const indexedDocuments = new Set<string>();
const rememberDocuments = (hashes: Iterable<string>) => {
  for (const h of hashes) {
    indexedDocuments.delete(h);
    indexedDocuments.add(h);
  }
  while (indexedDocuments.size > 200_000) indexedDocuments.delete(indexedDocuments.values().next().value!);
};
onCollected(() => {
  indexedSubtrees.clear();
  indexedRevisions.clear();
  indexedDocuments.clear();
});

/** Pages of a commit left to index above which the flagged parents' trees are worth a look. */
const PARENT_CHECK_PAGES = 200;

interface Pending {
  documents: Set<string>;
  titles: Map<string, [string, string]>;
  /** Page subtrees walked: indexed once the rows are written. */
  walked: string[];
}

const newPending = (): Pending => ({ documents: new Set(), titles: new Map(), walked: [] });

/** Collects the documents and titles of the pages outside the subtrees `known` says are indexed. */
function collect(pages: TreePage[], pending: Pending, known: (hash: string) => boolean) {
  for (const page of pages) {
    const h = pageHash(page);
    if (known(h)) continue;
    pending.walked.push(h);
    if (page.document) pending.documents.add(page.document);
    const description = page.description ?? '';
    pending.titles.set(JSON.stringify([page.title, description]), [page.title, description]);
    collect(page.pages, pending, known);
  }
}

/**
 * Writes the rows of the pending pages and flags the revisions, in one statement, with the move of
 * a space's page rows when given (./pages.ts; returns whether it swapped). Documents whose
 * markdown is not at hand cost two reads first: which are indexed, and the markdown of the others.
 * With `keep`, the documents of `known` (a commit's new texts) are converted from the tree their
 * sections are read from and kept for the reader (src/engine/block-keys.ts): parsed once, here.
 */
async function writeIndex(
  prisma: Prisma,
  pending: Pending,
  revisionIds: string[],
  known?: Map<string, string>,
  move?: PagesMove,
  keep = false,
): Promise<boolean> {
  const markdown = new Map<string, string>();
  const missing: string[] = [];
  for (const h of pending.documents) {
    const m = known?.get(h);
    if (m !== undefined) markdown.set(h, m);
    else if (!indexedDocuments.has(h)) missing.push(h);
  }
  if (missing.length) {
    const present = await prisma.$queryRawUnsafe<{ h: string }[]>(
      `SELECT "documentHash" AS h FROM "SearchSection" WHERE position = 0 AND "documentHash" = ANY($1::text[])`,
      missing,
    );
    const indexed = new Set(present.map((r) => r.h));
    const load = missing.filter((h) => !indexed.has(h));
    if (load.length) {
      const rows = await prisma.contentDocument.findMany({ where: { hash: { in: load } } });
      const found = new Map(rows.map((d) => [d.hash, d.markdown]));
      for (const h of load) markdown.set(h, found.get(h) ?? '');
    }
  }
  const titles = [...pending.titles.values()];
  const s = {
    h: [] as string[],
    pos: [] as number[],
    anchor: [] as string[],
    heading: [] as string[],
    body: [] as string[],
  };
  for (const [hash, text] of markdown) {
    const root = parseMarkdown(text);
    for (const section of documentSections(root)) {
      s.h.push(hash);
      s.pos.push(section.position);
      s.anchor.push(section.anchor);
      s.heading.push(section.heading);
      s.body.push(section.body);
    }
    if (keep && known?.has(hash)) keepDocument(text, root);
  }
  // Section 0 of a document is inserted with the others: its presence means "indexed".
  const rows = await prisma.$queryRawUnsafe<{ moved: number }[]>(
    `WITH titles AS (
       INSERT INTO "SearchTitle" (title, description, tsv)
       SELECT t, d, setweight(to_tsvector('english', t), 'A') || setweight(to_tsvector('english', d), 'B')
       FROM unnest($1::text[], $2::text[]) AS x(t, d)
       ON CONFLICT DO NOTHING
     ), sections AS (
       INSERT INTO "SearchSection" ("documentHash", position, anchor, heading, body, tsv)
       SELECT h, pos, anchor, heading, body,
              setweight(to_tsvector('english', heading), 'A') || setweight(to_tsvector('english', body), 'D')
       FROM unnest($3::text[], $4::int[], $5::text[], $6::text[], $7::text[]) AS t(h, pos, anchor, heading, body)
       ON CONFLICT DO NOTHING
     ), flagged AS (
       UPDATE "Revision" SET "searchIndexed" = true WHERE id = ANY($8::text[]) AND NOT "searchIndexed"
     )${move ? `, ${movePagesSql(move.changes.remove === null, (n) => `$${n + 8}`)}` : ''}
     SELECT ${move ? '(SELECT count(*) FROM moved)::int' : '0'} AS moved`,
    titles.map((t) => t[0]),
    titles.map((t) => t[1]),
    s.h,
    s.pos,
    s.anchor,
    s.heading,
    s.body,
    revisionIds,
    ...(move ? movePagesParams(move) : []),
  );
  const swapped = rows[0]?.moved === 1;
  if (move) moved(move, swapped);
  for (const id of revisionIds) rememberIndexed(id);
  rememberSubtrees(pending.walked);
  rememberDocuments(pending.documents);
  return swapped;
}

/** Page subtrees of the flagged revisions among `ids` (none when no parent is flagged). */
async function flaggedSubtrees(prisma: Prisma, ids: string[]): Promise<Set<string>> {
  const rows = await prisma.revision.findMany({
    where: { id: { in: ids }, searchIndexed: true },
    select: { root: true },
  });
  const hashes = new Set<string>();
  for (const tree of await loadTrees(
    prisma,
    rows.map((r) => r.root),
  ))
    for (const { page } of walk(tree.pages)) hashes.add(pageHash(page));
  return hashes;
}

/**
 * Commits with more documents to index than this (imports) are indexed in the background, so the
 * write answers first; a search of such a revision in this process waits for it.
 */
const BACKGROUND_DOCUMENTS = 50;
const inFlight = new Map<string, Promise<void>>();

/**
 * Indexes a commit's new pages and flags its revision (the commit hook); a commit of the space's
 * head also moves the space's page rows (./pages.ts), in the same statement when this process knows
 * the rows of the revision it was built on.
 */
export async function indexCommit(prisma: Prisma, commit: Committed) {
  const pending = newPending();
  collect(commit.tree.pages, pending, isIndexed);
  const before = commit.changeRequestId ? undefined : indexedTree(commit.spaceId, commit.baseRevisionId);
  const move = before && {
    spaceId: commit.spaceId,
    from: commit.baseRevisionId,
    to: commit.revisionId,
    tree: commit.tree,
    changes: pageChanges(before, commit.tree),
  };
  if (pending.documents.size <= BACKGROUND_DOCUMENTS) return indexPending(prisma, commit, pending, move);
  const job = indexPending(prisma, commit, pending, move)
    .catch((error) => process.emitWarning(`Search indexing of revision ${commit.revisionId}: ${error}`))
    .finally(() => inFlight.delete(commit.revisionId));
  inFlight.set(commit.revisionId, job);
}

/** Resolves once the background indexing started so far is done (benchmarks, shutdown). */
export async function indexingSettled() {
  while (inFlight.size) await Promise.all(inFlight.values());
}

async function indexPending(prisma: Prisma, commit: Committed, collected: Pending, move?: PagesMove) {
  let pending = collected;
  if (pending.walked.length > PARENT_CHECK_PAGES && commit.parents.length) {
    const inParents = await flaggedSubtrees(prisma, commit.parents);
    const reused: string[] = [];
    pending = newPending();
    collect(commit.tree.pages, pending, (h) => {
      if (isIndexed(h)) return true;
      if (!inParents.has(h)) return false;
      reused.push(h);
      return true;
    });
    rememberSubtrees(reused);
  }
  // A commit of a few documents (an edit, not an import) keeps them converted for its first readers.
  const keep = pending.documents.size <= BACKGROUND_DOCUMENTS;
  const swapped = await writeIndex(prisma, pending, [commit.revisionId], commit.documents, move, keep);
  // The rows of the revision it was built on are not known here (or another write moved them first).
  if (!commit.changeRequestId && !swapped)
    await syncSpaces(prisma, [commit.spaceId], (heads) =>
      ensureIndexed(
        prisma,
        heads.filter((h) => h.id !== commit.revisionId),
      ),
    );
}

onCommitted(indexCommit);

/**
 * Indexes the revisions that are not flagged yet (written before indexing moved to commits, or
 * whose indexing failed): their pages outside the subtrees known to be indexed.
 */
export async function ensureIndexed(prisma: Prisma, revisions: { id: string; tree: RevisionTree }[]) {
  const running = revisions.flatMap((r) => inFlight.get(r.id) ?? []);
  if (running.length) await Promise.all(running);
  const unknown = revisions.filter((r) => !indexedRevisions.has(r.id));
  if (!unknown.length) return;
  const rows = await prisma.revision.findMany({
    where: { id: { in: unknown.map((r) => r.id) }, searchIndexed: false },
    select: { id: true },
  });
  const unflagged = new Set(rows.map((r) => r.id));
  const pending = newPending();
  for (const r of unknown) {
    if (unflagged.has(r.id)) collect(r.tree.pages, pending, isIndexed);
    else rememberIndexed(r.id);
  }
  if (unflagged.size) await writeIndex(prisma, pending, [...unflagged]);
}

/**
 * Brings the page rows of every live space to its head, `batch` spaces at a time, in id order
 * (a job at start). Spaces written before page rows existed (an upgrade), or whose hook failed,
 * would otherwise be caught up by the first search that reaches them, all in that one request.
 * `stopped` is asked between batches. Returns how many spaces it looked at.
 */
export async function catchUpSearch(prisma: Prisma, options: { batch?: number; stopped?: () => boolean } = {}) {
  const batch = options.batch ?? 50;
  let after = '';
  let seen = 0;
  while (!options.stopped?.()) {
    const spaces = await prisma.space.findMany({
      where: { deletedAt: null, id: { gt: after } },
      select: { id: true },
      orderBy: { id: 'asc' },
      take: batch,
    });
    if (!spaces.length) break;
    const ids = spaces.map((s) => s.id);
    // Only the spaces behind are read further (syncSpaces' first statement tells which).
    await syncSpaces(prisma, ids, (heads) => ensureIndexed(prisma, heads));
    seen += ids.length;
    after = ids[ids.length - 1];
  }
  return seen;
}
