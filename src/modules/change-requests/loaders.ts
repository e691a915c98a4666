import { defineLoader } from '../../request/loaders.ts';

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
