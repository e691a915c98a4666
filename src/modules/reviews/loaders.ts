import { defineLoader } from '../../request/loaders.ts';

/** A contribution to a change request: content edits (its revisions) or comments and replies, by one user. */
export interface Contributor {
  userId: string;
  actionType: 'edit' | 'comment';
  count: number;
  updatedAt: Date;
}

/**
 * The contributors of each change request, most recent contribution first: the authors of its
 * revisions (updates from the space and merges are not theirs) and of its comments and replies.
 */
export const contributorsOf = defineLoader<string, Contributor[]>(async (ctx, ids) => {
  const [edits, comments] = await Promise.all([
    ctx.prisma.revision.groupBy({
      by: ['changeRequestId', 'createdById'],
      where: { changeRequestId: { in: [...ids] }, createdById: { not: null }, type: { notIn: ['update', 'merge'] } },
      _count: { _all: true },
      _max: { createdAt: true },
    }),
    ctx.prisma.comment.groupBy({
      by: ['changeRequestId', 'authorId'],
      where: { changeRequestId: { in: [...ids] } },
      _count: { _all: true },
      _max: { createdAt: true },
    }),
  ]);
  const byCr = new Map<string, Contributor[]>(ids.map((id) => [id, []]));
  for (const e of edits)
    byCr.get(e.changeRequestId!)?.push({
      userId: e.createdById!,
      actionType: 'edit',
      count: e._count._all,
      updatedAt: e._max.createdAt!,
    });
  for (const c of comments)
    byCr.get(c.changeRequestId!)?.push({
      userId: c.authorId,
      actionType: 'comment',
      count: c._count._all,
      updatedAt: c._max.createdAt!,
    });
  return ids.map((id) =>
    byCr.get(id)!.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || a.userId.localeCompare(b.userId)),
  );
});
