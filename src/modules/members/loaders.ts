import { byKey, defineLoader, groupByKey, type Context } from '../../graphql/context.ts';
import type { Member } from '../../generated/prisma/client.ts';

const key = (organizationId: string, userId: string) => `${organizationId}/${userId}`;

/** Membership by `${organizationId}/${userId}`. */
const memberByKey = defineLoader<string, Member | null>(async (ctx, keys) => {
  const pairs = keys.map((k) => k.split('/'));
  // IN lists (the cross product may return extra rows; byKey keeps the asked ones).
  const rows = await ctx.prisma.member.findMany({
    where: {
      organizationId: { in: [...new Set(pairs.map((p) => p[0]))] },
      userId: { in: [...new Set(pairs.map((p) => p[1]))] },
    },
  });
  return byKey(keys, rows, (m) => key(m.organizationId, m.userId));
});

export const loadMember = (ctx: Context, organizationId: string, userId: string) =>
  memberByKey(ctx).load(key(organizationId, userId));

/** The caller's membership in an organization (null when not a member or not authenticated). */
/** The caller's membership; none outside the organization an SSO token is limited to. */
export const viewerMember = (ctx: Context, organizationId: string) =>
  ctx.viewer && (!ctx.viewer.organizationId || ctx.viewer.organizationId === organizationId)
    ? loadMember(ctx, organizationId, ctx.viewer.userId)
    : Promise.resolve(null);

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
  return groupByKey(keys, rows, (r) => key(r.team.organizationId, r.userId)).map((g) => g.length);
});

export const memberKey = key;

/** Replaces the cached membership after a write in the same request (e.g. a role change). */
export function primeMember(ctx: Context, member: Member) {
  const k = key(member.organizationId, member.userId);
  memberByKey(ctx).clear(k).prime(k, member);
}

/** Forgets a cached membership (after its removal). */
export function forgetMember(ctx: Context, organizationId: string, userId: string) {
  const k = key(organizationId, userId);
  memberByKey(ctx).clear(k);
  memberTeamCount(ctx).clear(k);
}
