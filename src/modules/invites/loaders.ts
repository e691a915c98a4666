import type { Invite } from '../../generated/prisma/client.ts';
import { byKey, defineLoader } from '../../request/loaders.ts';

export const inviteById = defineLoader<string, Invite | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.invite.findMany({ where: { id: { in: [...ids] } } }), (i) => i.id),
);
