/**
 * Garbage collection of content: tree nodes, documents, blobs and search rows (sections of
 * documents, page titles) that no revision
 * reaches any more (revisions go with their space when it is purged; change requests, exports
 * and reusable contents hold revisions or live inside trees, so "reachable from a revision" is
 * the whole rule, but for the blobs of custom fonts and of storage uploads until they expire,
 * which their rows hold). One transaction:
 *
 * 1. Mark, without blocking anyone: the revisions that exist, every node reachable from them
 *    (a recursive walk over `children`), the documents, blobs and page titles those nodes name;
 *    candidates are
 *    the rows outside the marks and older than the grace period.
 * 2. Take the content lock exclusively (commits hold it shared: src/engine/commit.ts), so no
 *    commit is half done, and rescue what the revisions committed since step 1 reach: a walk from
 *    their roots through nodes not marked yet (a marked node's subtree is marked already).
 * 3. Delete the candidates not rescued (and the search rows of the documents deleted).
 *    Search rows are written right after commits (or by a first search), outside their
 *    transactions: the grace period covers them.
 *
 * A node is deleted with its whole unreachable subtree, so a stored node always has all its
 * descendants (what the commit check relies on). Several instances: the lock serializes them.
 * The grace period keeps rows written moments ago by work that has not committed yet.
 */
import type { Prisma } from '../db/prisma.ts';
import { CONTENT_LOCK_KEY } from './commit.ts';
import { EMPTY_TREE_NODES } from './nodes.ts';
import { forgetNodes } from './store.ts';

export const DEFAULT_GC_GRACE_MS = 60 * 60 * 1000;

export interface Collected {
  nodes: number;
  documents: number;
  blobs: number;
  searchSections: number;
  searchTitles: number;
}

const listeners: (() => void)[] = [];

/** Runs `fn` after each collection in this process (caches of things that may have been collected). */
export function onCollected(fn: () => void) {
  listeners.push(fn);
}

/** Documents a node names: a page's own, or those of a reusable-content list. */
const NODE_DOCUMENTS = `SELECT d FROM (
    SELECT n.data::jsonb->>'document' AS d WHERE n.data LIKE '{"id"%'
    UNION ALL
    SELECT e->>'document' FROM jsonb_array_elements(
      CASE WHEN n.data LIKE '{"reusableContents"%' THEN n.data::jsonb->'reusableContents' ELSE '[]'::jsonb END) AS e
  ) AS x WHERE d IS NOT NULL`;
/** Blobs a node names (a file list). */
const NODE_BLOBS = `SELECT e->>'hash' AS b FROM jsonb_array_elements(
    CASE WHEN n.data LIKE '{"files"%' THEN n.data::jsonb->'files' ELSE '[]'::jsonb END) AS e`;

/** Title and description of a page node (the key of its SearchTitle row). */
const NODE_TITLE = `SELECT n.data::jsonb->>'title' AS title, coalesce(n.data::jsonb->>'description', '') AS description
    WHERE n.data LIKE '{"id"%'`;

/** Collects what no revision reaches and is older than `graceMs`; returns how many rows of each kind went. */
export async function collectGarbage(prisma: Prisma, options: { graceMs?: number } = {}): Promise<Collected> {
  const cutoff = new Date(Date.now() - (options.graceMs ?? DEFAULT_GC_GRACE_MS));
  const result = await prisma.$transaction(
    async (tx) => {
      const run = (sql: string, ...params: unknown[]) => tx.$executeRawUnsafe(sql, ...params);
      // 1. Marks and candidates.
      await run(`CREATE TEMP TABLE gc_revisions ON COMMIT DROP AS SELECT id, root FROM "Revision"`);
      await run(`CREATE TEMP TABLE gc_reached ON COMMIT DROP AS
        WITH RECURSIVE reach(hash) AS (
          SELECT DISTINCT decode(root, 'hex') FROM gc_revisions
          UNION
          SELECT c FROM reach JOIN "TreeNode" n ON n.hash = reach.hash CROSS JOIN LATERAL unnest(n.children) AS c
        ) SELECT hash FROM reach`);
      await run(`ALTER TABLE gc_reached ADD PRIMARY KEY (hash)`);
      await run(`CREATE TEMP TABLE gc_documents ON COMMIT DROP AS
        SELECT DISTINCT x.d AS hash FROM gc_reached r JOIN "TreeNode" n ON n.hash = r.hash
        CROSS JOIN LATERAL (${NODE_DOCUMENTS}) AS x`);
      await run(`CREATE TEMP TABLE gc_blobs ON COMMIT DROP AS
        SELECT DISTINCT x.b AS hash FROM gc_reached r JOIN "TreeNode" n ON n.hash = r.hash
        CROSS JOIN LATERAL (${NODE_BLOBS}) AS x`);
      await run(`CREATE TEMP TABLE gc_titles ON COMMIT DROP AS
        SELECT DISTINCT x.title, x.description FROM gc_reached r JOIN "TreeNode" n ON n.hash = r.hash
        CROSS JOIN LATERAL (${NODE_TITLE}) AS x`);
      await run(
        `CREATE TEMP TABLE gc_node_candidates ON COMMIT DROP AS
         SELECT hash FROM "TreeNode" n WHERE n."createdAt" < $1
           AND NOT EXISTS (SELECT 1 FROM gc_reached r WHERE r.hash = n.hash)
           AND n.hash <> ALL(ARRAY(SELECT decode(x, 'hex') FROM unnest($2::text[]) AS x))`,
        cutoff,
        EMPTY_TREE_NODES,
      );
      await run(
        `CREATE TEMP TABLE gc_document_candidates ON COMMIT DROP AS
         SELECT hash FROM "ContentDocument" d WHERE d."createdAt" < $1
           AND NOT EXISTS (SELECT 1 FROM gc_documents x WHERE x.hash = d.hash)`,
        cutoff,
      );
      await run(
        `CREATE TEMP TABLE gc_blob_candidates ON COMMIT DROP AS
         SELECT hash FROM "ContentBlob" b WHERE b."createdAt" < $1
           AND NOT EXISTS (SELECT 1 FROM gc_blobs x WHERE x.hash = b.hash)`,
        cutoff,
      );
      await run(
        `CREATE TEMP TABLE gc_title_candidates ON COMMIT DROP AS
         SELECT title, description FROM "SearchTitle" t WHERE t."createdAt" < $1
           AND NOT EXISTS (SELECT 1 FROM gc_titles x WHERE x.title = t.title AND x.description = t.description)`,
        cutoff,
      );
      // 2. No commit in flight from here on; rescue what the revisions committed meanwhile reach.
      await run(`SELECT pg_advisory_xact_lock(${CONTENT_LOCK_KEY})`);
      await run(`CREATE TEMP TABLE gc_rescued ON COMMIT DROP AS
        WITH RECURSIVE reach(hash) AS (
          SELECT DISTINCT decode(r.root, 'hex') FROM "Revision" r
          WHERE NOT EXISTS (SELECT 1 FROM gc_revisions g WHERE g.id = r.id)
          UNION
          SELECT c FROM reach JOIN "TreeNode" n ON n.hash = reach.hash CROSS JOIN LATERAL unnest(n.children) AS c
          WHERE NOT EXISTS (SELECT 1 FROM gc_reached x WHERE x.hash = c)
        ) SELECT hash FROM reach`);
      await run(`INSERT INTO gc_reached SELECT hash FROM gc_rescued ON CONFLICT DO NOTHING`);
      await run(`INSERT INTO gc_documents SELECT DISTINCT x.d FROM gc_rescued r JOIN "TreeNode" n ON n.hash = r.hash
        CROSS JOIN LATERAL (${NODE_DOCUMENTS}) AS x`);
      await run(`INSERT INTO gc_blobs SELECT DISTINCT x.b FROM gc_rescued r JOIN "TreeNode" n ON n.hash = r.hash
        CROSS JOIN LATERAL (${NODE_BLOBS}) AS x`);
      await run(`INSERT INTO gc_titles SELECT DISTINCT x.title, x.description FROM gc_rescued r JOIN "TreeNode" n ON n.hash = r.hash
        CROSS JOIN LATERAL (${NODE_TITLE}) AS x`);
      // Blobs outside revisions: custom fonts' files and uploaded storage files (written under the
      // shared lock, so read here complete). An upload unused past its expiry goes, its blob with it.
      await run(`DELETE FROM "StorageFile" WHERE "expiresAt" < $1`, new Date());
      await run(`INSERT INTO gc_blobs SELECT hash FROM "CustomFontFace"
        UNION SELECT hash FROM "StorageFile" WHERE hash IS NOT NULL`);
      // 3. Delete.
      const nodes = await run(`DELETE FROM "TreeNode" n USING gc_node_candidates c
        WHERE n.hash = c.hash AND NOT EXISTS (SELECT 1 FROM gc_reached r WHERE r.hash = c.hash)`);
      const searchSections = await run(`DELETE FROM "SearchSection" s USING gc_document_candidates c
        WHERE s."documentHash" = c.hash AND NOT EXISTS (SELECT 1 FROM gc_documents x WHERE x.hash = c.hash)`);
      const documents = await run(`DELETE FROM "ContentDocument" d USING gc_document_candidates c
        WHERE d.hash = c.hash AND NOT EXISTS (SELECT 1 FROM gc_documents x WHERE x.hash = c.hash)`);
      const blobs = await run(`DELETE FROM "ContentBlob" b USING gc_blob_candidates c
        WHERE b.hash = c.hash AND NOT EXISTS (SELECT 1 FROM gc_blobs x WHERE x.hash = c.hash)`);
      const searchTitles = await run(`DELETE FROM "SearchTitle" t USING gc_title_candidates c
        WHERE t.title = c.title AND t.description = c.description
          AND NOT EXISTS (SELECT 1 FROM gc_titles x WHERE x.title = c.title AND x.description = c.description)`);
      return { nodes, documents, blobs, searchSections, searchTitles };
    },
    { timeout: 10 * 60 * 1000, maxWait: 60 * 1000 },
  );
  if (result.nodes) forgetNodes();
  if (result.nodes || result.documents || result.searchSections || result.searchTitles)
    for (const fn of listeners) fn();
  return result;
}
