import type { Comment } from '../../generated/prisma/client.ts';
import { byKey, defineLoader, groupByKey } from '../../request/loaders.ts';

/** Comments and replies by id, deleted ones absent (the targets of comment events). */
export const commentById = defineLoader<string, Comment | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.comment.findMany({ where: { id: { in: [...ids] } } }), (c) => c.id),
);

/** Replies of comments, oldest first (one statement per batch of comments). */
export const repliesOf = defineLoader<string, Comment[]>(async (ctx, ids) =>
  groupByKey(
    ids,
    await ctx.prisma.comment.findMany({ where: { parentId: { in: [...ids] } }, orderBy: { createdAt: 'asc' } }),
    (c) => c.parentId!,
  ),
);

/** Open top-level comments in change requests, per change request. */
export const openChangeRequestComments = defineLoader<string, number>(async (ctx, ids) => {
  const rows = await ctx.prisma.comment.groupBy({
    by: ['changeRequestId'],
    where: { changeRequestId: { in: [...ids] }, parentId: null, status: 'open' },
    _count: { _all: true },
  });
  const map = new Map(rows.map((r) => [r.changeRequestId, r._count._all]));
  return ids.map((id) => map.get(id) ?? 0);
});
