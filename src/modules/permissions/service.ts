/**
 * Permissions on spaces, collections and docs sites: the explicit roles given to users and teams
 * (`ContentGrant` rows, which the access rules of src/request/access.ts read), and the lists of
 * who holds what.
 *
 * - Another organization's space, collection or site is 404, as every lookup; one the caller's
 *   organization holds but it cannot read is 403, and so is a change by a reader who does not
 *   administer it. Reading the lists needs the read role.
 * - Changes need the admin role on the target (organization admins are admin everywhere), and
 *   never give a role above the caller's own on it.
 * - Invited users must be members of the organization (guests included); teams must be the
 *   organization's. Otherwise 400 naming `users` or `teams`.
 * - A role set to `null` (GitBook's "guest" role on content) removes the explicit permission: the
 *   user or team keeps what the organization and the default levels give.
 * - A grant raises a role, never lowers it: the effective role is the strongest of the
 *   organization role, the default levels and the grants (see access.ts).
 * - Grants on a site give a role on the site (its settings, structure and share links), not on
 *   its spaces, which keep their own permissions (src/modules/sites/service.ts `siteRole`).
 *
 * Every write goes through the Prisma client on `ContentGrant`, so the access cache forgets what
 * it held on this instance at once, and on the others through the table's notify trigger.
 */
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import type { Transaction } from '../../db/prisma.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { ContentGrant, Member } from '../../generated/prisma/client.ts';
import { activeMember, collectionRole, orgAccess, spaceRole } from '../../request/access.ts';
import { recordAudit } from '../../request/audit.ts';
import { type Context, requireViewer } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { loadMember, primeMember } from '../../request/lookups.ts';
import { type PageArgs, paginate, paginateArray } from '../../request/pagination.ts';
import { atLeast, ROLES, type Role, rank, strongest } from '../../request/roles.ts';
import { loadCollection } from '../collections/service.ts';
import { assertMembers } from '../members/service.ts';
import { siteById } from '../sites/loaders.ts';
import { siteRole } from '../sites/service.ts';
import { loadSpace } from '../spaces/service.ts';
import { teamById } from '../teams/loaders.ts';

export type TargetKind = 'space' | 'collection' | 'site';

/** What a permission route names: the space, collection or site (a site within its organization). */
export interface TargetIds {
  kind: TargetKind;
  id: string;
  /** Sites only: the organization of the path. */
  organizationId?: string;
}

interface Target {
  kind: TargetKind;
  id: string;
  organizationId: string;
  /** Collections and spaces: where roles are inherited from (for the aggregate list). */
  content?: { id: string; parentId: string | null; defaultLevel: unknown };
  /** The space, collection or site row. */
  row: unknown;
  /** The caller's role on it. */
  role: Role | null;
}

const NOUN: Record<TargetKind, string> = { space: 'Space', collection: 'Collection', site: 'Site' };

/**
 * The target and the caller's role on it: 404 outside the caller's organizations (as every
 * lookup), 403 for a member who cannot read it.
 */
async function readTarget(ctx: Context, ids: TargetIds): Promise<Target> {
  const notFound = () => new NotFoundError(`${NOUN[ids.kind]} '${ids.id}' not found`);
  if (ids.kind === 'site') {
    requireViewer(ctx);
    const site = await siteById(ctx).load(ids.id);
    if (!site || site.organizationId !== ids.organizationId || !(await activeMember(ctx, site.organizationId)))
      throw notFound();
    const role = await siteRole(ctx, site);
    if (!atLeast(role, 'read')) throw new ForbiddenError('You do not have access to this site');
    return { kind: 'site', id: site.id, organizationId: site.organizationId, row: site, role };
  }
  const content = ids.kind === 'space' ? await loadSpace(ctx, ids.id) : await loadCollection(ctx, ids.id);
  const role = ids.kind === 'space' ? await spaceRole(ctx, content) : await collectionRole(ctx, content);
  if (!atLeast(role, 'read')) throw new ForbiddenError(`You do not have access to this ${ids.kind}`);
  return { kind: ids.kind, id: content.id, organizationId: content.organizationId, content, row: content, role };
}

/** The target, when the caller administers it (404 / 403 as readTarget, then 403 unless admin). */
async function manageTarget(ctx: Context, ids: TargetIds): Promise<Target> {
  const target = await readTarget(ctx, ids);
  if (!atLeast(target.role, 'admin'))
    throw new ForbiddenError(`Only admins of this ${ids.kind} can change its permissions`);
  return target;
}

/** 403 when `role` is above the caller's own on the target. */
function withinGranter(target: Target, role: Role | null) {
  if (rank(role) > rank(target.role))
    throw new ForbiddenError(`You cannot give a role above your own (${target.role}) on this ${target.kind}`);
}

const column = (kind: TargetKind) => (kind === 'space' ? 'spaceId' : kind === 'collection' ? 'collectionId' : 'siteId');

const onTarget = (target: Target) => ({ [column(target.kind)]: target.id }) as Partial<ContentGrant>;

const idList = z.array(z.string().min(1).max(100)).min(1).max(1000);
const inviteInput = z
  .object({
    role: z.enum(ROLES, { message: 'a role is needed to invite (one of admin, create, review, edit, comment, read)' }),
    users: idList.nullish(),
    teams: idList.nullish(),
  })
  .refine((v) => v.users?.length || v.teams?.length, { message: 'name at least one user or team', path: ['users'] });
const roleInput = z.object({ role: z.enum(ROLES).nullable() });

/** 400 naming `teams` unless every id is a team of the organization. */
async function assertTeams(ctx: Context, organizationId: string, ids: string[]) {
  const teams = await teamById(ctx).loadMany(ids);
  const missing = ids.filter((_, i) => {
    const team = teams[i];
    return !team || team instanceof Error || team.organizationId !== organizationId;
  });
  if (missing.length)
    throw new BadRequestError(`Invalid 'teams': not teams of the organization: ${missing.join(', ')}`, 'teams');
}

type Grantee = { userId: string; teamId?: undefined } | { teamId: string; userId?: undefined };

/**
 * Sets (or with `null`, removes) the grant of one user or team on the target, in `tx`, with its
 * audit entry when it changed something; false when there was nothing to change.
 */
async function setGrant(
  tx: Transaction,
  ctx: Context,
  target: Target,
  grantee: Grantee,
  role: Role | null,
): Promise<boolean> {
  const where = { ...onTarget(target), ...grantee };
  const existing = await tx.contentGrant.findFirst({ where, select: { role: true } });
  const previousRole = (existing?.role as Role | undefined) ?? null;
  if (previousRole === role) return role !== null;
  if (role === null) await tx.contentGrant.deleteMany({ where });
  else if (existing) await tx.contentGrant.updateMany({ where, data: { role } });
  else await tx.contentGrant.create({ data: { id: newId(), organizationId: target.organizationId, ...where, role } });
  await recordAudit(tx, ctx, {
    organizationId: target.organizationId,
    action: role === null ? 'permission.removed' : existing ? 'permission.updated' : 'permission.granted',
    target: { type: target.kind, id: target.id, label: (target.row as { title?: string | null }).title ?? null },
    payload: {
      ...(grantee.userId ? { userId: grantee.userId } : { teamId: grantee.teamId ?? null }),
      role,
      ...(existing ? { previousRole } : {}),
    },
  });
  return true;
}

/** `setGrant` in a transaction of its own. */
const setOneGrant = (ctx: Context, target: Target, grantee: Grantee, role: Role | null) =>
  ctx.prisma.$transaction((tx) => setGrant(tx, ctx, target, grantee, role));

/** Gives `role` on the target to users and teams (replacing the role they had there). */
export async function invite(ctx: Context, ids: TargetIds, input: unknown): Promise<Target> {
  const target = await manageTarget(ctx, ids);
  const data = parseInput(inviteInput, input);
  withinGranter(target, data.role);
  const users = [...new Set(data.users ?? [])];
  const teams = [...new Set(data.teams ?? [])];
  if (users.length) await assertMembers(ctx, target.organizationId, users, 'users');
  if (teams.length) await assertTeams(ctx, target.organizationId, teams);
  await ctx.prisma.$transaction(async (tx) => {
    for (const userId of users) await setGrant(tx, ctx, target, { userId }, data.role);
    for (const teamId of teams) await setGrant(tx, ctx, target, { teamId }, data.role);
  });
  return target;
}

/** Sets a member's explicit role on the target (`null` removes it); 404 for a user who is not a member. */
export async function updateUserPermission(ctx: Context, ids: TargetIds, userId: string, input: unknown) {
  const target = await manageTarget(ctx, ids);
  const { role } = parseInput(roleInput, input);
  withinGranter(target, role);
  if (!(await loadMember(ctx, target.organizationId, userId)))
    throw new NotFoundError(`No member ${userId} in this organization`);
  await setOneGrant(ctx, target, { userId }, role);
  return target;
}

/** Sets a team's explicit role on the target (`null` removes it); 404 for another organization's team. */
export async function updateTeamPermission(ctx: Context, ids: TargetIds, teamId: string, input: unknown) {
  const target = await manageTarget(ctx, ids);
  const { role } = parseInput(roleInput, input);
  withinGranter(target, role);
  const team = await teamById(ctx).load(teamId);
  if (!team || team.organizationId !== target.organizationId)
    throw new NotFoundError(`No team ${teamId} in this organization`);
  await setOneGrant(ctx, target, { teamId }, role);
  return target;
}

/** Removes a user's explicit role on the target; `deleted: false` when it had none. */
export async function removeUser(ctx: Context, ids: TargetIds, userId: string) {
  const target = await manageTarget(ctx, ids);
  return { deleted: await setOneGrant(ctx, target, { userId }, null) };
}

/** Removes a team's explicit role on the target; `deleted: false` when it had none. */
export async function removeTeam(ctx: Context, ids: TargetIds, teamId: string) {
  const target = await manageTarget(ctx, ids);
  return { deleted: await setOneGrant(ctx, target, { teamId }, null) };
}

/** A user's role on a space, collection or site (`userId`: the user, loaded when read). */
export interface UserPermission {
  permission: Role | null;
  userId: string;
}

/** A team's role on a space, collection or site. */
export interface TeamPermission {
  permission: Role;
  teamId: string;
}

const grantOrder = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

/** The users given a role on the target explicitly, in the order they were given it. */
export async function listUserPermissions(
  ctx: Context,
  ids: TargetIds,
  args: PageArgs,
): Promise<Awaited<ReturnType<typeof paginate<UserPermission>>>> {
  const target = await readTarget(ctx, ids);
  const where = { ...onTarget(target), userId: { not: null } };
  return paginate(
    args,
    async (page) =>
      (await ctx.prisma.contentGrant.findMany({ where, orderBy: grantOrder, ...page })).map((g) => ({
        permission: g.role as Role,
        userId: g.userId!,
      })),
    () => ctx.prisma.contentGrant.count({ where }),
  );
}

/** The teams given a role on the target, in the order they were given it. */
export async function listTeamPermissions(
  ctx: Context,
  ids: TargetIds,
  args: PageArgs,
): Promise<Awaited<ReturnType<typeof paginate<TeamPermission>>>> {
  const target = await readTarget(ctx, ids);
  const where = { ...onTarget(target), teamId: { not: null } };
  return paginate(
    args,
    async (page) => {
      const rows = await ctx.prisma.contentGrant.findMany({
        where,
        include: { team: true },
        orderBy: grantOrder,
        ...page,
      });
      for (const row of rows) if (row.team) teamById(ctx).prime(row.team.id, row.team);
      return rows.map((g) => ({ permission: g.role as Role, teamId: g.teamId! }));
    },
    () => ctx.prisma.contentGrant.count({ where }),
  );
}

/**
 * Every member with access to a space or collection and its effective role there (organization
 * role, default levels and grants to it or its teams), oldest member first; `role` keeps those
 * with exactly that role.
 */
export async function listContentAggregate(ctx: Context, ids: TargetIds, args: PageArgs & { role?: Role | null }) {
  const target = await readTarget(ctx, ids);
  const [access, members] = await Promise.all([
    orgAccess(ctx).load(target.organizationId),
    ctx.prisma.member.findMany({
      where: { organizationId: target.organizationId, disabled: false },
      orderBy: [{ joinedAt: 'asc' }, { userId: 'asc' }],
    }),
  ]);
  const items: UserPermission[] = [];
  for (const member of members) {
    primeMember(ctx, member);
    const role = access.roleOf(member, target.content!);
    if (!atLeast(role, 'read') || (args.role && role !== args.role)) continue;
    items.push({ permission: role, userId: member.userId });
  }
  return paginateArray(args, items);
}

/** Where a member's role on a site comes from (REST `origin`). */
export interface SiteOrigin {
  type: 'organization' | 'site';
  organization?: string;
  site?: string;
  reason?: 'member' | 'team';
  team?: string;
}

export interface UserSitePermission extends UserPermission {
  origin: SiteOrigin;
  disabled: boolean;
  lastSeenAt: Date | null;
}

export interface SiteAggregateFilters {
  order?: 'asc' | 'desc' | null;
  role?: Role | 'guest' | null;
  search?: string | null;
  sort?: 'joinedAt' | 'lastSeenAt' | 'name' | null;
  team?: string | null;
}

const siteFilters = z.object({ search: z.string().max(512).nullish(), team: z.string().max(100).nullish() });

/**
 * Every member of the site's organization (guests included) with its role on the site: the
 * strongest of its organization role and the site's grants to it or its teams, with where that
 * comes from. Filtered by `role` (`guest`: no role), `search` (name or email) and `team`; sorted
 * by `sort` and `order` (default: the newest member first).
 */
export async function listSiteAggregate(ctx: Context, ids: TargetIds, args: PageArgs & SiteAggregateFilters) {
  const target = await readTarget(ctx, { ...ids, kind: 'site' });
  const { search, team } = parseInput(siteFilters, { search: args.search, team: args.team });
  const order = args.order ?? 'desc';
  const sort = args.sort ?? 'joinedAt';
  const text = search?.trim();
  const user = [
    ...(text
      ? [
          {
            OR: [
              { displayName: { contains: text, mode: 'insensitive' as const } },
              { email: { contains: text, mode: 'insensitive' as const } },
            ],
          },
        ]
      : []),
    ...(team ? [{ teams: { some: { teamId: team } } }] : []),
  ];
  const where = { organizationId: target.organizationId, ...(user.length ? { user: { AND: user } } : {}) };
  const orderBy =
    sort === 'name'
      ? [{ user: { displayName: order } }, { userId: order }]
      : sort === 'lastSeenAt'
        ? [{ lastSeenAt: { sort: order, nulls: 'last' as const } }, { userId: order }]
        : [{ joinedAt: order }, { userId: order }];
  const [members, grants] = await Promise.all([
    ctx.prisma.member.findMany({ where, orderBy }),
    ctx.prisma.contentGrant.findMany({
      where: { siteId: target.id },
      include: { team: { select: { members: { select: { userId: true } } } } },
    }),
  ]);
  const items: UserSitePermission[] = [];
  for (const member of members) {
    primeMember(ctx, member);
    const entry = siteEntry(target, member, grants);
    const wanted = args.role === 'guest' ? entry.permission === null : !args.role || entry.permission === args.role;
    if (wanted) items.push(entry);
  }
  return paginateArray(args, items);
}

function siteEntry(
  target: Target,
  member: Member,
  grants: (ContentGrant & { team: { members: { userId: string }[] } | null })[],
): UserSitePermission {
  const base = { userId: member.userId, disabled: member.disabled, lastSeenAt: member.lastSeenAt };
  const orgRole = member.role as Role | null;
  let origin: SiteOrigin = { type: 'organization', organization: target.organizationId };
  let permission = orgRole;
  if (orgRole !== 'admin')
    for (const g of grants) {
      const mine = g.userId === member.userId || !!g.team?.members.some((m) => m.userId === member.userId);
      if (!mine || rank(g.role as Role) <= rank(permission)) continue;
      permission = strongest(permission, g.role as Role);
      origin = g.teamId
        ? { type: 'site', site: target.id, reason: 'team', team: g.teamId }
        : { type: 'site', site: target.id, reason: 'member' };
    }
  return { ...base, permission, origin };
}
