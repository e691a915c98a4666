import { defineLoader, groupByKey } from '../../request/loaders.ts';

export const changeRequestById = defineLoader<string, import('../../generated/prisma/client.ts').ChangeRequest | null>(
  async (ctx, ids) => {
    const rows = await ctx.prisma.changeRequest.findMany({ where: { id: { in: [...ids] } } });
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  },
);

/** The change request merged as a revision, by the id of its merge revision. */
export const changeRequestMergedAs = defineLoader<
  string,
  import('../../generated/prisma/client.ts').ChangeRequest | null
>(async (ctx, ids) => {
  const rows = await ctx.prisma.changeRequest.findMany({ where: { revisionMergedId: { in: [...ids] } } });
  const map = new Map(rows.map((r) => [r.revisionMergedId!, r]));
  return ids.map((id) => map.get(id) ?? null);
});

/** The reviews of each change request, oldest first (what merge rules and review lists read). */
export const reviewsOf = defineLoader<string, import('../../generated/prisma/client.ts').ChangeRequestReview[]>(
  async (ctx, ids) => {
    const rows = await ctx.prisma.changeRequestReview.findMany({
      where: { changeRequestId: { in: [...ids] } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return groupByKey(ids, rows, (r) => r.changeRequestId);
  },
);

/** The requested reviewers of each change request, oldest request first. */
export const reviewRequestsOf = defineLoader<
  string,
  import('../../generated/prisma/client.ts').ChangeRequestReviewer[]
>(async (ctx, ids) => {
  const rows = await ctx.prisma.changeRequestReviewer.findMany({
    where: { changeRequestId: { in: [...ids] } },
    orderBy: [{ createdAt: 'asc' }, { userId: 'asc' }],
  });
  return groupByKey(ids, rows, (r) => r.changeRequestId);
});
