import type { Organization } from '../../generated/prisma/client.ts';
import { byKey, defineLoader } from '../../request/loaders.ts';
import { cachedLoader } from '../../request/lookups.ts';

/** Organizations by id, through the access cache (src/db/auth-cache.ts: any write to them clears it). */
export const organizationById = cachedLoader<Organization | null>('organization', async (ctx, missing) =>
  byKey(missing, await ctx.prisma.organization.findMany({ where: { id: { in: missing } } }), (o) => o.id),
);

/** Whether the caller owns at least one team, by organization id. */
export const viewerOwnsTeam = defineLoader<string, boolean>(async (ctx, orgIds) => {
  if (!ctx.viewer) return orgIds.map(() => false);
  const rows = await ctx.prisma.teamMember.findMany({
    where: { userId: ctx.viewer.userId, role: 'owner', team: { organizationId: { in: [...orgIds] } } },
    select: { team: { select: { organizationId: true } } },
  });
  const owned = new Set(rows.map((r) => r.team.organizationId));
  return orgIds.map((id) => owned.has(id));
});
