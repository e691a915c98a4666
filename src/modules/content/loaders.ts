import { byKey, defineLoader } from '../../graphql/context.ts';
import { readTree, type RevisionTree } from '../../content/tree.ts';

/** A revision without its tree (lists stay light): the tree comes from `revisionTree`. */
export interface RevisionRow {
  id: string;
  spaceId: string;
  parents: string[];
  type: string;
  message: string;
  createdById: string | null;
  createdAt: Date;
}

export const revisionColumns = { id: true, spaceId: true, parents: true, type: true, message: true, createdById: true, createdAt: true } as const;

export const revisionById = defineLoader<string, RevisionRow | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.revision.findMany({ where: { id: { in: [...ids] } }, select: revisionColumns }), (r) => r.id),
);

/** The parsed tree of a revision (revisions are immutable: safe to share within a request). */
export const revisionTree = defineLoader<string, RevisionTree>(async (ctx, ids) => {
  const rows = await ctx.prisma.revision.findMany({ where: { id: { in: [...ids] } }, select: { id: true, tree: true } });
  return byKey(ids, rows, (r) => r.id).map((r) => (r ? readTree(r.tree) : new Error('Revision not found')));
});

/** Markdown of documents by content hash. */
export const documentByHash = defineLoader<string, string | null>(async (ctx, hashes) =>
  byKey(hashes, await ctx.prisma.contentDocument.findMany({ where: { hash: { in: [...hashes] } } }), (d) => d.hash).map((d) => d?.markdown ?? null),
);

/** File bytes by content hash. */
export const blobByHash = defineLoader<string, Uint8Array | null>(async (ctx, hashes) =>
  byKey(hashes, await ctx.prisma.contentBlob.findMany({ where: { hash: { in: [...hashes] } } }), (b) => b.hash).map((b) => (b ? new Uint8Array(b.bytes) : null)),
);
