import { byKey, defineLoader, groupByKey } from '../../graphql/context.ts';
import type { Space } from '../../generated/prisma/client.ts';
import { sortByPosition } from '../../services/ordering.ts';

/** A space by id, deleted or not (callers decide what a deleted space means). */
export const spaceById = defineLoader<string, Space | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.space.findMany({ where: { id: { in: [...ids] } } }), (s) => s.id),
);

/** The live (not deleted) spaces directly in a collection, by collection id, in position order. */
export const spacesInCollection = defineLoader<string, Space[]>(async (ctx, ids) => {
  const rows = await ctx.prisma.space.findMany({ where: { parentId: { in: [...ids] }, deletedAt: null } });
  return groupByKey(ids, rows, (s) => s.parentId!).map((list) => sortByPosition(list));
});
