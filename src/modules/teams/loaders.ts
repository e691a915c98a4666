import type { Team, TeamMember } from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { byKey, defineLoader } from '../../request/loaders.ts';

export const teamById = defineLoader<string, Team | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.team.findMany({ where: { id: { in: [...ids] } } }), (t) => t.id),
);

/** Number of members of a team, by team id. */
export const teamMemberCount = defineLoader<string, number>(async (ctx, ids) => {
  const rows = await ctx.prisma.teamMember.groupBy({
    by: ['teamId'],
    where: { teamId: { in: [...ids] } },
    _count: { _all: true },
  });
  const counts = new Map(rows.map((r) => [r.teamId, r._count._all]));
  return ids.map((id) => counts.get(id) ?? 0);
});

/**
 * Number of spaces granted to a team (ContentGrant rows with a spaceId; one grant per space and
 * team), not counting deleted spaces, by team id.
 */
export const teamSpaceCount = defineLoader<string, number>(async (ctx, ids) => {
  const rows = await ctx.prisma.contentGrant.groupBy({
    by: ['teamId'],
    where: { teamId: { in: [...ids] }, spaceId: { not: null }, space: { deletedAt: null } },
    _count: { _all: true },
  });
  const counts = new Map(rows.map((r) => [r.teamId, r._count._all]));
  return ids.map((id) => counts.get(id) ?? 0);
});

const membershipKey = (teamId: string, userId: string) => `${teamId}/${userId}`;

/** A user's membership of a team, by `${teamId}/${userId}`. */
const teamMembershipByKey = defineLoader<string, TeamMember | null>(async (ctx, keys) => {
  const pairs = keys.map((k) => k.split('/'));
  // IN lists rather than an OR per pair (the cross product's extra rows are dropped by byKey).
  const rows = await ctx.prisma.teamMember.findMany({
    where: {
      teamId: { in: [...new Set(pairs.map((p) => p[0]))] },
      userId: { in: [...new Set(pairs.map((p) => p[1]))] },
    },
  });
  return byKey(keys, rows, (r) => membershipKey(r.teamId, r.userId));
});

export const loadTeamMembership = (ctx: Context, teamId: string, userId: string) =>
  teamMembershipByKey(ctx).load(membershipKey(teamId, userId));

/** Forgets what this request cached about a team after a write. */
export function forgetTeam(ctx: Context, teamId: string) {
  teamById(ctx).clear(teamId);
  teamMemberCount(ctx).clear(teamId);
  teamSpaceCount(ctx).clear(teamId);
  teamMembershipByKey(ctx).clearAll();
}
