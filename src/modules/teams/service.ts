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
import type { Transaction } from '../../db/prisma.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { Member, Team, TeamMember } from '../../generated/prisma/client.ts';
import { actorOf, recordEvent, recordTeamMemberEvents } from '../../infra/outbox.ts';
import { activeMember } from '../../request/access.ts';
import { type AuditActor, recordAudit } from '../../request/audit.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { loadMember, memberKey } from '../../request/lookups.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { forgetMember, memberTeamCount } from '../members/loaders.ts';
import { assertMembers, requireMemberReader } from '../members/service.ts';
import { requireOrgMember, requireOrgRole } from '../organizations/service.ts';
import { forgetTeam, loadTeamMembership, teamById } from './loaders.ts';

export type TeamMemberRole = 'owner' | 'member';

export const teamTitle = z.string().trim().min(1).max(64);
const userIds = z.array(z.string().min(1).max(100)).max(1000);
const filterText = z.object({ title: z.string().max(512).nullish() });

const createInput = z.object({ title: teamTitle, members: userIds.nullish() });
const updateInput = z.object({ title: teamTitle });
const teamRole = z.enum(['owner', 'member']);
const membersInput = z.object({ userIds: userIds.min(1), role: teamRole.nullish() });
/** A user named by id or by email. */
const userRefs = z.array(z.string().trim().min(1).max(320)).max(1000);
const updateMembersInput = z.object({
  add: userRefs.nullish(),
  remove: userRefs.nullish(),
  memberships: z
    .record(z.string().trim().min(1).max(320), z.object({ role: teamRole }).strict())
    .refine((m) => Object.keys(m).length <= 1000, 'at most 1000 users')
    .nullish(),
});

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

export async function createTeam(ctx: Context, organizationId: string, input: unknown) {
  await requireOrgRole(ctx, organizationId, 'create');
  const me = (await activeMember(ctx, organizationId))!;
  const data = parseInput(createInput, input);
  const others = [...new Set(data.members ?? [])].filter((id) => id !== me.userId);
  await assertMembers(ctx, organizationId, others, 'members');
  const team = await ctx.prisma.$transaction(async (tx) => {
    const made = await tx.team.create({
      data: {
        id: newId(),
        organizationId,
        title: data.title,
        members: {
          create: [{ userId: me.userId, role: 'owner' }, ...others.map((userId) => ({ userId, role: 'member' }))],
        },
      },
    });
    const actorId = actorOf(ctx);
    await recordEvent(tx, { type: 'team_created', organizationId, actorId, data: { teamId: made.id } });
    await recordTeamMemberEvents(tx, {
      type: 'team_member_added',
      organizationId,
      teamId: made.id,
      userIds: [me.userId, ...others],
      actorId,
    });
    await recordAudit(tx, ctx, {
      organizationId,
      action: 'team.created',
      target: { type: 'team', id: made.id, label: made.title },
      payload: { title: made.title, members: [me.userId, ...others] },
    });
    return made;
  });
  for (const userId of [me.userId, ...others]) memberTeamCount(ctx).clear(memberKey(organizationId, userId));
  return team;
}

export async function updateTeam(ctx: Context, organizationId: string, teamId: string, input: unknown) {
  const team = await getTeam(ctx, organizationId, teamId);
  await requireManageTeam(ctx, team);
  const { title } = parseInput(updateInput, input);
  const updated = await ctx.prisma.$transaction(async (tx) => {
    const row = await tx.team.update({ where: { id: team.id }, data: { title } });
    if (title !== undefined && title !== team.title)
      await recordAudit(tx, ctx, {
        organizationId,
        action: 'team.renamed',
        target: { type: 'team', id: team.id, label: row.title },
        payload: { previousTitle: team.title, title: row.title },
      });
    return row;
  });
  forgetTeam(ctx, team.id);
  return updated;
}

/** Deletes a team with its memberships and content grants; `deleted: false` when it did not exist. */
export async function deleteTeam(ctx: Context, organizationId: string, teamId: string): Promise<{ deleted: boolean }> {
  await requireOrgMember(ctx, organizationId);
  const team = await teamById(ctx).load(teamId);
  if (!team || team.organizationId !== organizationId) return { deleted: false };
  await requireManageTeam(ctx, team);
  const count = await ctx.prisma.$transaction(async (tx) => {
    const deleted = await tx.team.deleteMany({ where: { id: team.id } });
    if (deleted.count)
      await recordEvent(tx, {
        type: 'team_deleted',
        organizationId,
        actorId: actorOf(ctx),
        data: { teamId: team.id, title: team.title },
      });
    if (deleted.count)
      await recordAudit(tx, ctx, {
        organizationId,
        action: 'team.deleted',
        target: { type: 'team', id: team.id, label: team.title },
        payload: { title: team.title },
      });
    return deleted.count;
  });
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
    const added = await insertTeamMembers(
      tx,
      teamId,
      ids.map((userId) => ({ userId, role: data.role ?? 'member' })),
    );
    if (data.role)
      await tx.teamMember.updateMany({ where: { teamId, userId: { in: ids } }, data: { role: data.role } });
    await recordTeamMemberEvents(tx, {
      type: 'team_member_added',
      organizationId,
      teamId,
      userIds: added,
      actorId: actorOf(ctx),
    });
    await auditTeamMembers(tx, ctx, team, 'team.member_added', added);
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
  await ctx.prisma.$transaction(async (tx) => {
    const removed = await deleteTeamMembers(tx, team.id, data.userIds);
    await recordTeamMemberEvents(tx, {
      type: 'team_member_removed',
      organizationId,
      teamId: team.id,
      userIds: removed,
      actorId: actorOf(ctx),
    });
    await auditTeamMembers(tx, ctx, team, 'team.member_removed', removed);
  });
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

/** What GitBook lists for a team member: its organization membership, its team role, what the caller may do. */
export interface TeamMemberListing {
  organization: Member;
  team: TeamMember;
  permissions: { view: boolean };
}

/**
 * The members of a team (`GET .../teams/{teamId}/members`), oldest first, each with its
 * organization membership. Non-guest members of the organization; another organization's team is 404.
 */
export async function listTeamMemberships(
  ctx: Context,
  organizationId: string,
  teamId: string,
  args: PageArgs,
): Promise<Awaited<ReturnType<typeof paginate<TeamMemberListing>>>> {
  const team = await getTeam(ctx, organizationId, teamId);
  const where = { teamId: team.id, user: { memberships: { some: { organizationId } } } };
  return paginate(
    args,
    async (page) => {
      const rows = await ctx.prisma.teamMember.findMany({
        where,
        orderBy: [{ addedAt: 'asc' }, { userId: 'asc' }],
        ...page,
      });
      const members = await Promise.all(rows.map((row) => loadMember(ctx, organizationId, row.userId)));
      return rows.flatMap((row, i) => {
        const organization = members[i];
        return organization ? [{ organization, team: row, permissions: { view: true } }] : [];
      });
    },
    () => ctx.prisma.teamMember.count({ where }),
  );
}

/**
 * The user id of each of `refs` (ids or emails); 400 naming `field` for one that names no user,
 * or (with `members`) a user who is not a member of the organization.
 */
async function resolveUsers(
  ctx: Context,
  organizationId: string,
  refs: string[],
  field: string,
  members: boolean,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (!refs.length) return ids;
  const emails = refs.filter((r) => r.includes('@')).map((r) => r.toLowerCase());
  const users = await ctx.prisma.user.findMany({
    where: { OR: [{ id: { in: refs } }, { email: { in: emails } }] },
    select: { id: true, email: true },
  });
  const byRef = new Map<string, string>();
  for (const u of users) byRef.set(u.id, u.id).set(u.email, u.id);
  for (const ref of refs) {
    const id = byRef.get(ref) ?? byRef.get(ref.toLowerCase());
    if (id) ids.set(ref, id);
  }
  const unknown = refs.filter((r) => !ids.has(r));
  if (unknown.length) throw new BadRequestError(`Invalid '${field}': no such users: ${unknown.join(', ')}`, field);
  if (members) await assertMembers(ctx, organizationId, [...new Set(ids.values())], field);
  return ids;
}

/**
 * `PUT .../teams/{teamId}/members`: adds the users of `add` (as `member`, or the role
 * `memberships` gives them), sets the role of the users of `memberships` (adding those not in
 * the team), and removes the users of `remove`; a user in both `add` and `remove` is removed.
 * Users are named by id or email; added ones must be members of the organization (400 otherwise).
 * Organization admins and team owners may.
 */
export async function updateTeamMembers(ctx: Context, organizationId: string, teamId: string, input: unknown) {
  const team = await getTeam(ctx, organizationId, teamId);
  await requireManageTeam(ctx, team);
  const data = parseInput(updateMembersInput, input);
  const entries = Object.entries(data.memberships ?? {});
  const remove = new Set((await resolveUsers(ctx, organizationId, data.remove ?? [], 'remove', false)).values());
  const added = await resolveUsers(ctx, organizationId, data.add ?? [], 'add', true);
  const withRole = await resolveUsers(
    ctx,
    organizationId,
    entries.map(([ref]) => ref),
    'memberships',
    true,
  );
  const roles = new Map<string, TeamMemberRole>();
  for (const [ref, { role }] of entries) {
    const id = withRole.get(ref)!;
    if (!remove.has(id)) roles.set(id, role);
  }
  const created = [...new Set([...added.values(), ...roles.keys()])].filter((id) => !remove.has(id));
  await ctx.prisma.$transaction(async (tx) => {
    const added = await insertTeamMembers(
      tx,
      team.id,
      created.map((userId) => ({ userId, role: roles.get(userId) ?? 'member' })),
    );
    for (const role of ['owner', 'member'] as const) {
      const ids = [...roles].filter(([, r]) => r === role).map(([id]) => id);
      if (ids.length)
        await tx.teamMember.updateMany({ where: { teamId: team.id, userId: { in: ids } }, data: { role } });
    }
    const removed = await deleteTeamMembers(tx, team.id, [...remove]);
    const actorId = actorOf(ctx);
    await recordTeamMemberEvents(tx, {
      type: 'team_member_added',
      organizationId,
      teamId: team.id,
      userIds: added,
      actorId,
    });
    await recordTeamMemberEvents(tx, {
      type: 'team_member_removed',
      organizationId,
      teamId: team.id,
      userIds: removed,
      actorId,
    });
    await auditTeamMembers(tx, ctx, team, 'team.member_added', added);
    await auditTeamMembers(tx, ctx, team, 'team.member_removed', removed);
  });
  forgetTeam(ctx, team.id);
  for (const userId of new Set([...created, ...remove])) forgetMember(ctx, organizationId, userId);
  return team;
}

/** `DELETE .../teams/{teamId}/members/{userId}`: `deleted: false` when the user was not in the team. */
export async function removeTeamMember(
  ctx: Context,
  organizationId: string,
  teamId: string,
  userId: string,
): Promise<{ deleted: boolean }> {
  const team = await getTeam(ctx, organizationId, teamId);
  await requireManageTeam(ctx, team);
  const removed = await ctx.prisma.$transaction(async (tx) => {
    const gone = await deleteTeamMembers(tx, team.id, [userId]);
    await recordTeamMemberEvents(tx, {
      type: 'team_member_removed',
      organizationId,
      teamId: team.id,
      userIds: gone,
      actorId: actorOf(ctx),
    });
    await auditTeamMembers(tx, ctx, team, 'team.member_removed', gone);
    return gone;
  });
  forgetTeam(ctx, team.id);
  forgetMember(ctx, organizationId, userId);
  return { deleted: removed.length > 0 };
}

/**
 * Adds users to a team; those already in it are left as they are. Answers the users it added
 * (exactly those, under concurrent adds too: the insert says which rows it made).
 */
export async function insertTeamMembers(
  tx: Transaction,
  teamId: string,
  rows: { userId: string; role?: TeamMemberRole }[],
): Promise<string[]> {
  if (!rows.length) return [];
  const made = await tx.teamMember.createManyAndReturn({
    data: rows.map((r) => ({ teamId, userId: r.userId, role: r.role ?? 'member' })),
    skipDuplicates: true,
    select: { userId: true },
  });
  return made.map((m) => m.userId);
}

/** Removes users from a team; answers those that were in it (the delete says which rows it removed). */
export async function deleteTeamMembers(tx: Transaction, teamId: string, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const gone = await tx.$queryRaw<{ userId: string }[]>`
    DELETE FROM "TeamMember" WHERE "teamId" = ${teamId} AND "userId" = ANY(${userIds}::text[]) RETURNING "userId"`;
  return gone.map((g) => g.userId);
}

/** One audit entry per user that joined or left a team (those the write says changed). */
export async function auditTeamMembers(
  tx: Transaction,
  ctx: AuditActor,
  team: { id: string; organizationId: string; title?: string | null },
  action: 'team.member_added' | 'team.member_removed',
  userIds: readonly string[],
  extra: { actingUserId?: string; source?: string } = {},
) {
  for (const userId of userIds)
    await recordAudit(tx, ctx, {
      organizationId: team.organizationId,
      action,
      target: { type: 'team', id: team.id, label: team.title },
      payload: { userId, ...(extra.source ? { source: extra.source } : {}) },
      ...(extra.actingUserId ? { actingUserId: extra.actingUserId } : {}),
    });
}
