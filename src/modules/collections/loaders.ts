import type { Collection } from '../../generated/prisma/client.ts';
import { defineLoader, groupByKey } from '../../request/loaders.ts';
import { sortByPosition } from './ordering.ts';

/** The collections directly in a collection, by parent collection id, in position order. */
export const collectionsInCollection = defineLoader<string, Collection[]>(async (ctx, ids) => {
  const rows = await ctx.prisma.collection.findMany({ where: { parentId: { in: [...ids] } } });
  return groupByKey(ids, rows, (c) => c.parentId!).map((list) => sortByPosition(list));
});
