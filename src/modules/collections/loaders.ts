import { byKey, defineLoader } from '../../graphql/context.ts';
import type { Collection } from '../../generated/prisma/client.ts';

export const collectionById = defineLoader<string, Collection | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.collection.findMany({ where: { id: { in: [...ids] } } }), (c) => c.id),
);
