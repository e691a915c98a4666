/**
 * Teams: groups of organization members that content can be granted to.
 *
 * - Non-guest members see every team of their organization (guests: 403).
 * - A team is managed (renamed, deleted, members changed) by organization admins and by its
 *   owners (TeamMember.role `owner`), provided they are not guests.
 * - Members with at least the `create` organization role may create teams; the creator becomes
 *   an owner of the new team (so a `create` member can manage the teams it made).
 */
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { Team, TeamMember } from '../../generated/prisma/client.ts';
import { activeMember } from '../../request/access.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { loadMember, memberKey } from '../../request/lookups.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { forgetMember, memberTeamCount } from '../members/loaders.ts';
import { requireMemberReader } from '../members/service.ts';
import { requireOrgMember, requireOrgRole } from '../organizations/service.ts';
import { forgetTeam, loadTeamMembership, teamById } from './loaders.ts';

export type TeamMemberRole = 'owner' | 'member';

export const teamTitle = z.string().trim().min(1).max(64);
const userIds = z.array(z.string().min(1).max(100)).max(1000);
const filterText = z.object({ title: z.string().max(512).nullish() });

const createInput = z.object({ title: teamTitle, members: userIds.nullish() });
const updateInput = z.object({ title: teamTitle });
const membersInput = z.object({ userIds: userIds.min(1), role: z.enum(['owner', 'member']).nullish() });

/** A team of the organization, for a non-guest member; other organizations' teams are 404. */
export async function getTeam(ctx: Context, organizationId: string, teamId: string): Promise<Team> {
  await requireOrgMember(ctx, organizationId);
  const team = await teamById(ctx).load(teamId);
  if (!team || team.organizationId !== organizationId)
    throw new NotFoundError(`No team ${teamId} in this organization`);
  return team;
}

/** A team by its Relay id, when the caller may see it. */
export async function loadVisibleTeam(ctx: Context, teamId: string): Promise<Team | null> {
  const team = await teamById(ctx).load(teamId);
  if (!team) return null;
  const me = await activeMember(ctx, team.organizationId);
  return me?.role ? team : null;
}

/** Whether the caller manages the team: an organization admin, or a non-guest owner of the team. */
export async function canManageTeam(ctx: Context, team: Team): Promise<boolean> {
  const me = await activeMember(ctx, team.organizationId);
  if (!me?.role) return false;
  if (me.role === 'admin') return true;
  const membership = await loadTeamMembership(ctx, team.id, me.userId);
  return membership?.role === 'owner';
}

export async function teamPermissions(ctx: Context, team: Team) {
  const me = await activeMember(ctx, team.organizationId);
  return { view: !!me?.role, admin: await canManageTeam(ctx, team) };
}

async function requireManageTeam(ctx: Context, team: Team) {
  if (!(await canManageTeam(ctx, team)))
    throw new ForbiddenError('Only organization admins and team owners can manage this team');
}

export interface TeamListFilters {
  owner?: string | null;
  title?: string | null;
}

export async function listTeams(ctx: Context, organizationId: string, args: PageArgs & TeamListFilters) {
  await requireOrgMember(ctx, organizationId);
  const title = parseInput(filterText, { title: args.title }).title;
  let managedBy = {};
  if (args.owner) {
    // Only teams that member can manage: all for an admin, the teams it owns otherwise.
    const owner = await loadMember(ctx, organizationId, args.owner);
    if (!owner || owner.disabled || !owner.role) managedBy = { id: { in: [] as string[] } };
    else if (owner.role !== 'admin') managedBy = { members: { some: { userId: owner.userId, role: 'owner' } } };
  }
  const where = {
    organizationId,
    ...(title ? { title: { contains: title, mode: 'insensitive' as const } } : {}),
    ...managedBy,
  };
  return paginate(
    args,
    async (page) => {
      const rows = await ctx.prisma.team.findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], ...page });
      for (const row of rows) teamById(ctx).prime(row.id, row);
      return rows;
    },
    () => ctx.prisma.team.count({ where }),
  );
}

/** 400 naming `field` unless every id is a member of the organization. */
async function assertMembers(ctx: Context, organizationId: string, ids: string[], field: string) {
  if (!ids.length) return;
  const found = await ctx.prisma.member.findMany({
    where: { organizationId, userId: { in: ids } },
    select: { userId: true },
  });
  const known = new Set(found.map((m) => m.userId));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length)
    throw new BadRequestError(`Invalid '${field}': not members of the organization: ${missing.join(', ')}`, field);
}

export async function createTeam(ctx: Context, organizationId: string, input: unknown) {
  await requireOrgRole(ctx, organizationId, 'create');
  const me = (await activeMember(ctx, organizationId))!;
  const data = parseInput(createInput, input);
  const others = [...new Set(data.members ?? [])].filter((id) => id !== me.userId);
  await assertMembers(ctx, organizationId, others, 'members');
  const team = await ctx.prisma.team.create({
    data: {
      id: newId(),
      organizationId,
      title: data.title,
      members: {
        create: [{ userId: me.userId, role: 'owner' }, ...others.map((userId) => ({ userId, role: 'member' }))],
      },
    },
  });
  for (const userId of [me.userId, ...others]) memberTeamCount(ctx).clear(memberKey(organizationId, userId));
  return team;
}

export async function updateTeam(ctx: Context, organizationId: string, teamId: string, input: unknown) {
  const team = await getTeam(ctx, organizationId, teamId);
  await requireManageTeam(ctx, team);
  const { title } = parseInput(updateInput, input);
  const updated = await ctx.prisma.team.update({ where: { id: team.id }, data: { title } });
  forgetTeam(ctx, team.id);
  return updated;
}

/** Deletes a team with its memberships and content grants; `deleted: false` when it did not exist. */
export async function deleteTeam(ctx: Context, organizationId: string, teamId: string): Promise<{ deleted: boolean }> {
  await requireOrgMember(ctx, organizationId);
  const team = await teamById(ctx).load(teamId);
  if (!team || team.organizationId !== organizationId) return { deleted: false };
  await requireManageTeam(ctx, team);
  const { count } = await ctx.prisma.team.deleteMany({ where: { id: team.id } });
  forgetTeam(ctx, team.id);
  return { deleted: count > 0 };
}

/**
 * Adds organization members to a team. With `role`, listed users already in the team get that
 * role too; without, new members are `member` and existing ones keep theirs.
 */
export async function addTeamMembers(ctx: Context, organizationId: string, teamId: string, input: unknown) {
  const team = await getTeam(ctx, organizationId, teamId);
  await requireManageTeam(ctx, team);
  const data = parseInput(membersInput, input);
  const ids = [...new Set(data.userIds)];
  await assertMembers(ctx, organizationId, ids, 'userIds');
  await ctx.prisma.$transaction(async (tx) => {
    await tx.teamMember.createMany({
      data: ids.map((userId) => ({ teamId, userId, role: data.role ?? 'member' })),
      skipDuplicates: true,
    });
    if (data.role)
      await tx.teamMember.updateMany({ where: { teamId, userId: { in: ids } }, data: { role: data.role } });
  });
  forgetTeam(ctx, team.id);
  for (const userId of ids) forgetMember(ctx, organizationId, userId);
  return team;
}

/** Removes users from a team (ids that are not in it are ignored). */
export async function removeTeamMembers(ctx: Context, organizationId: string, teamId: string, input: unknown) {
  const team = await getTeam(ctx, organizationId, teamId);
  await requireManageTeam(ctx, team);
  const data = parseInput(membersInput.pick({ userIds: true }), input);
  await ctx.prisma.teamMember.deleteMany({ where: { teamId, userId: { in: data.userIds } } });
  forgetTeam(ctx, team.id);
  for (const userId of data.userIds) forgetMember(ctx, organizationId, userId);
  return team;
}

/** The members of a team with their team role, oldest first. The team is already visible. */
export function listTeamMembers(ctx: Context, team: Team, args: PageArgs) {
  const where = { teamId: team.id };
  return paginate(
    args,
    (page) => ctx.prisma.teamMember.findMany({ where, orderBy: [{ addedAt: 'asc' }, { userId: 'asc' }], ...page }),
    () => ctx.prisma.teamMember.count({ where }),
  );
}

/** The teams of a member (`{ team, member: { role } }`), filtered by title. Non-guests, or the member itself. */
export async function listMemberTeams(
  ctx: Context,
  organizationId: string,
  userId: string,
  args: PageArgs & { title?: string | null },
) {
  await requireMemberReader(ctx, organizationId, userId);
  const member = await loadMember(ctx, organizationId, userId);
  if (!member) throw new NotFoundError(`No member ${userId} in this organization`);
  const title = parseInput(filterText, { title: args.title }).title;
  const where = {
    userId,
    team: { organizationId, ...(title ? { title: { contains: title, mode: 'insensitive' as const } } : {}) },
  };
  return paginate(
    args,
    async (page) => {
      const rows = await ctx.prisma.teamMember.findMany({
        where,
        include: { team: true },
        orderBy: [{ team: { createdAt: 'asc' } }, { teamId: 'asc' }],
        ...page,
      });
      return rows.map(({ team, ...membership }) => {
        teamById(ctx).prime(team.id, team);
        return { team, member: membership as TeamMember };
      });
    },
    () => ctx.prisma.teamMember.count({ where }),
  );
}
