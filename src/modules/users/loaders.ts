import type { User } from '../../generated/prisma/client.ts';
import { byKey, defineLoader } from '../../request/loaders.ts';

export const userById = defineLoader<string, User | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.user.findMany({ where: { id: { in: [...ids] } } }), (u) => u.id),
);
