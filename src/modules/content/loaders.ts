import { loadTrees } from '../../engine/store.ts';
import type { RevisionTree } from '../../engine/tree.ts';
import { byKey, defineLoader } from '../../request/loaders.ts';

/** A revision without its tree (lists stay light): the tree comes from `revisionTree`. */
export interface RevisionRow {
  id: string;
  spaceId: string;
  parents: string[];
  type: string;
  message: string;
  createdById: string | null;
  createdAt: Date;
  /** Set on a change request's revisions (drafts: never read with a site token). */
  changeRequestId: string | null;
}

export const revisionColumns = {
  id: true,
  spaceId: true,
  parents: true,
  type: true,
  message: true,
  createdById: true,
  createdAt: true,
  changeRequestId: true,
} as const;

export const revisionById = defineLoader<string, RevisionRow | null>(async (ctx, ids) =>
  byKey(
    ids,
    await ctx.prisma.revision.findMany({ where: { id: { in: [...ids] } }, select: revisionColumns }),
    (r) => r.id,
  ),
);

/**
 * Parsed trees of recent revisions, shared across requests: a revision never changes once
 * written, so this holds immutable snapshots only (callers never mutate a tree: the tree
 * operations return new ones). Bounded, least recently used out first.
 */
const TREE_CACHE_SIZE = 32;
const treeCache = new Map<string, RevisionTree>();

export function rememberTree(id: string, tree: RevisionTree) {
  treeCache.delete(id);
  treeCache.set(id, tree);
  while (treeCache.size > TREE_CACHE_SIZE) treeCache.delete(treeCache.keys().next().value!);
}

/**
 * The tree of a revision: from the shared cache of immutable snapshots, else its root hash (one
 * query per batch) and the nodes by levels (src/engine/store.ts: only nodes not cached yet).
 */
export const revisionTree = defineLoader<string, RevisionTree>(async (ctx, ids) => {
  // The batch's own trees: the cache may evict them while this batch, or a concurrent one, loads
  // more than it holds. The cache only saves work; it never decides an answer.
  const found = new Map<string, RevisionTree>();
  const missing: string[] = [];
  for (const id of ids) {
    const cached = treeCache.get(id);
    if (cached) found.set(id, cached);
    else missing.push(id);
  }
  if (missing.length) {
    const rows = await ctx.prisma.revision.findMany({
      where: { id: { in: missing } },
      select: { id: true, root: true },
    });
    const trees = await loadTrees(
      ctx.prisma,
      rows.map((r) => r.root),
    );
    for (const [i, r] of rows.entries()) found.set(r.id, trees[i]);
  }
  return ids.map((id) => {
    const tree = found.get(id);
    if (!tree) return new Error('Revision not found');
    rememberTree(id, tree);
    return tree;
  });
});

/** Markdown of documents by content hash. */
export const documentByHash = defineLoader<string, string | null>(async (ctx, hashes) =>
  byKey(hashes, await ctx.prisma.contentDocument.findMany({ where: { hash: { in: [...hashes] } } }), (d) => d.hash).map(
    (d) => d?.markdown ?? null,
  ),
);

/**
 * File bytes by content hash, read by raw SQL: Prisma's client would carry the bytes as base64 text
 * and copy them on their way (see `Database.write`).
 */
export const blobByHash = defineLoader<string, Uint8Array | null>(async (ctx, hashes) =>
  byKey(
    hashes,
    await ctx.db.rows<{ hash: string; bytes: Uint8Array }>(
      'SELECT "hash", "bytes" FROM "ContentBlob" WHERE "hash" = ANY($1)',
      [[...hashes]],
    ),
    (b) => b.hash,
  ).map((b) => b?.bytes ?? null),
);
