import type { GitSync } from '../../generated/prisma/client.ts';
import { byKey, defineLoader } from '../../request/loaders.ts';

/** The Git Sync row of each space (null before any sync). */
export const gitSyncBySpace = defineLoader<string, GitSync | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.gitSync.findMany({ where: { spaceId: { in: [...ids] } } }), (r) => r.spaceId),
);
