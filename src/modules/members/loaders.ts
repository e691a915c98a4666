import type { Context } from '../../request/context.ts';
import { defineLoader, groupByKey } from '../../request/loaders.ts';
import { forgetMember as forgetMembership, memberKey } from '../../request/lookups.ts';

/** Number of teams of a member, by `${organizationId}/${userId}`. */
export const memberTeamCount = defineLoader<string, number>(async (ctx, keys) => {
  const pairs = keys.map((k) => k.split('/'));
  // Two IN lists rather than one OR per pair: the planner handles it in one index scan.
  const rows = await ctx.prisma.teamMember.findMany({
    where: {
      userId: { in: [...new Set(pairs.map((p) => p[1]))] },
      team: { organizationId: { in: [...new Set(pairs.map((p) => p[0]))] } },
    },
    select: { userId: true, team: { select: { organizationId: true } } },
  });
  return groupByKey(keys, rows, (r) => memberKey(r.team.organizationId, r.userId)).map((g) => g.length);
});

/**
 * Number of docs sites of each organization, by organization id. Every active member with an
 * organization role may read all of them (sites/service.ts `siteRole`); guests those given to them.
 */
export const siteCountByOrganization = defineLoader<string, number>(async (ctx, ids) => {
  const rows = await ctx.prisma.site.groupBy({
    by: ['organizationId'],
    where: { organizationId: { in: [...ids] } },
    _count: { _all: true },
  });
  const counts = new Map(rows.map((r) => [r.organizationId, r._count._all]));
  return ids.map((id) => counts.get(id) ?? 0);
});

/**
 * Number of docs sites given to a guest, directly or through one of its teams (site grants), by
 * `memberKey(organizationId, userId)`.
 */
export const grantedSiteCount = defineLoader<string, number>(async (ctx, keys) => {
  const pairs = keys.map((k) => k.split('/'));
  const userIds = [...new Set(pairs.map((p) => p[1]))];
  const grants = await ctx.prisma.contentGrant.findMany({
    where: {
      siteId: { not: null },
      organizationId: { in: [...new Set(pairs.map((p) => p[0]))] },
      OR: [{ userId: { in: userIds } }, { team: { members: { some: { userId: { in: userIds } } } } }],
    },
    select: {
      siteId: true,
      organizationId: true,
      userId: true,
      team: { select: { members: { select: { userId: true } } } },
    },
  });
  return pairs.map(([organizationId, userId]) => {
    const sites = new Set<string>();
    for (const g of grants)
      if (
        g.organizationId === organizationId &&
        (g.userId === userId || g.team?.members.some((m) => m.userId === userId))
      )
        sites.add(g.siteId!);
    return sites.size;
  });
});

/** Forgets a cached membership and its team count (after its removal). */
export function forgetMember(ctx: Context, organizationId: string, userId: string) {
  forgetMembership(ctx, organizationId, userId);
  memberTeamCount(ctx).clear(memberKey(organizationId, userId));
}
