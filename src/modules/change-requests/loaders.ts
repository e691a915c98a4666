import { defineLoader } from '../../graphql/context.ts';

export interface ChangeRequestCounts {
  all: number;
  open: number;
  draft: number;
}

/** Change request counts per space, by status: one grouped statement per batch of spaces. */
export const changeRequestCounts = defineLoader<string, ChangeRequestCounts>(async (ctx, spaceIds) => {
  const rows = await ctx.prisma.changeRequest.groupBy({
    by: ['spaceId', 'status'],
    where: { spaceId: { in: [...spaceIds] } },
    _count: { _all: true },
  });
  const out = new Map<string, ChangeRequestCounts>(spaceIds.map((id) => [id, { all: 0, open: 0, draft: 0 }]));
  for (const r of rows) {
    const c = out.get(r.spaceId)!;
    c.all += r._count._all;
    if (r.status === 'open') c.open += r._count._all;
    if (r.status === 'draft') c.draft += r._count._all;
  }
  return spaceIds.map((id) => out.get(id)!);
});

export const changeRequestById = defineLoader<string, import('../../generated/prisma/client.ts').ChangeRequest | null>(
  async (ctx, ids) => {
    const rows = await ctx.prisma.changeRequest.findMany({ where: { id: { in: [...ids] } } });
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  },
);
