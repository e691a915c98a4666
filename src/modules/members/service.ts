import { SignJWT } from 'jose';
import { z } from 'zod';
import { withOrganizationLock } from '../../db/organization-lock.ts';
import type { Prisma, Transaction as Tx } from '../../db/prisma.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { Member } from '../../generated/prisma/client.ts';
import { actorOf, recordEvent } from '../../infra/outbox.ts';
import { activeMember, orgAccess } from '../../request/access.ts';
import { type AuditActor, recordAudit, SYSTEM_ACTOR } from '../../request/audit.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { loadMember, primeMember } from '../../request/lookups.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { ROLES, type Role } from '../../request/roles.ts';
import { getOrganization, requireOrgRole } from '../organizations/service.ts';
import { userById } from '../users/loaders.ts';
import { userByEmail } from '../users/service.ts';
import { revokeAllTokens } from '../users/tokens.ts';
import { forgetMember } from './loaders.ts';

type Db = Prisma | Tx;

export type MemberSort = 'joinedAt' | 'lastSeenAt' | 'name';
export type MemberRoleFilter = Role | 'guest';

export interface MemberListFilters {
  order?: 'asc' | 'desc' | null;
  role?: MemberRoleFilter | null;
  search?: string | null;
  sort?: MemberSort | null;
}

const searchInput = z.object({ search: z.string().max(512).nullish() });
const roleInput = z.object({ role: z.enum(ROLES).nullable().optional() });

/** Throws 409 when `userId` is the organization's last active admin. */
async function assertNotLastAdmin(
  tx: Db,
  target: Pick<Member, 'organizationId' | 'userId' | 'role' | 'disabled'>,
  action: string,
) {
  if (target.role !== 'admin' || target.disabled) return;
  const others = await tx.member.count({
    where: { organizationId: target.organizationId, role: 'admin', disabled: false, NOT: { userId: target.userId } },
  });
  if (others === 0) throw new ConflictError(`Cannot ${action} the last admin of the organization`);
}

/**
 * Who may read members: non-guest members of the organization; a guest only reads itself.
 * Another organization is 404, a guest reading others 403.
 */
export async function requireMemberReader(ctx: Context, organizationId: string, userId?: string) {
  await getOrganization(ctx, organizationId);
  const me = (await activeMember(ctx, organizationId))!;
  if (!me.role && me.userId !== userId) throw new ForbiddenError('Guests cannot list the members of the organization');
  return me;
}

export async function listMembers(ctx: Context, organizationId: string, args: PageArgs & MemberListFilters) {
  await requireMemberReader(ctx, organizationId);
  const search = parseInput(searchInput, { search: args.search }).search?.trim();
  const order = args.order ?? 'desc';
  const sort = args.sort ?? 'joinedAt';
  const where = {
    organizationId,
    ...(args.role ? { role: args.role === 'guest' ? null : args.role } : {}),
    ...(sort === 'lastSeenAt' ? { lastSeenAt: { not: null } } : {}),
    ...(search
      ? {
          user: {
            OR: [
              { displayName: { contains: search, mode: 'insensitive' as const } },
              { email: { contains: search, mode: 'insensitive' as const } },
            ],
          },
        }
      : {}),
  };
  const orderBy =
    sort === 'name'
      ? [{ user: { displayName: order } }, { userId: order }]
      : sort === 'lastSeenAt'
        ? [{ lastSeenAt: order }, { userId: order }]
        : [{ joinedAt: order }, { userId: order }];
  return paginate(
    args,
    async (page) => {
      const rows = await ctx.prisma.member.findMany({ where, orderBy, ...page });
      for (const row of rows) primeMember(ctx, row);
      return rows;
    },
    () => ctx.prisma.member.count({ where }),
  );
}

export async function getMember(ctx: Context, organizationId: string, userId: string) {
  await requireMemberReader(ctx, organizationId, userId);
  const member = await loadMember(ctx, organizationId, userId);
  if (!member) throw new NotFoundError(`No member ${userId} in this organization`);
  return member;
}

/** A member by its Relay id (`${organizationId}/${userId}`), when the caller may read it. */
export async function loadVisibleMember(ctx: Context, id: string): Promise<Member | null> {
  const [organizationId, userId] = id.split('/');
  if (!organizationId || !userId) return null;
  try {
    return await getMember(ctx, organizationId, userId);
  } catch {
    return null;
  }
}

/** Admins change roles; `null` makes a guest. The last active admin cannot be demoted (409). */
export async function updateMember(ctx: Context, organizationId: string, userId: string, input: unknown) {
  await requireOrgRole(ctx, organizationId, 'admin');
  const { role } = parseInput(roleInput, input);
  const updated = await withOrganizationLock(ctx.prisma, organizationId, async (tx) => {
    const target = await tx.member.findUnique({ where: { organizationId_userId: { organizationId, userId } } });
    if (!target) throw new NotFoundError(`No member ${userId} in this organization`);
    if (role === undefined || role === target.role) return target;
    if (role !== 'admin') await assertNotLastAdmin(tx, target, 'demote');
    await recordEvent(tx, {
      type: 'member_role_updated',
      organizationId,
      actorId: actorOf(ctx),
      data: { userId, previousRole: target.role, role },
    });
    await recordAudit(tx, ctx, {
      organizationId,
      action: 'member.role_updated',
      target: { type: 'user', id: userId },
      payload: { previousRole: target.role, role },
    });
    return tx.member.update({ where: { organizationId_userId: { organizationId, userId } }, data: { role } });
  });
  primeMember(ctx, updated);
  return updated;
}

/**
 * Admins remove anyone; any member may remove itself. The last active admin cannot be removed
 * (409). Team memberships and content grants of the member in this organization go with it.
 */
export async function removeMember(
  ctx: Context,
  organizationId: string,
  userId: string,
): Promise<{ deleted: boolean }> {
  await getOrganization(ctx, organizationId);
  const me = (await activeMember(ctx, organizationId))!;
  if (me.userId !== userId && me.role !== 'admin') throw new ForbiddenError('Only admins can remove other members');
  const deleted = await withOrganizationLock(ctx.prisma, organizationId, async (tx) => {
    const target = await tx.member.findUnique({ where: { organizationId_userId: { organizationId, userId } } });
    if (!target) return false;
    await assertNotLastAdmin(tx, target, 'remove');
    await tx.teamMember.deleteMany({ where: { userId, team: { organizationId } } });
    await tx.contentGrant.deleteMany({ where: { organizationId, userId } });
    await tx.member.delete({ where: { organizationId_userId: { organizationId, userId } } });
    await recordEvent(tx, {
      type: 'member_removed',
      organizationId,
      actorId: actorOf(ctx),
      data: { userId, previousRole: target.role },
    });
    await recordAudit(tx, ctx, {
      organizationId,
      action: 'member.removed',
      target: { type: 'user', id: userId },
      payload: { previousRole: target.role },
    });
    return true;
  });
  forgetMember(ctx, organizationId, userId);
  return { deleted };
}

/**
 * Admins revoke every API token and browser session of a member (one suspected leaked, a person
 * leaving): the counts of what was revoked. A token is its user's, not an organization's, so this
 * revokes the member's tokens everywhere, in their other organizations too: a leaked token is a
 * leaked token. Not an admin: 403; a user who is not a member (guests are): 404.
 */
export async function revokeMemberTokens(ctx: Context, organizationId: string, userId: string) {
  await requireOrgRole(ctx, organizationId, 'admin');
  const target = await loadMember(ctx, organizationId, userId);
  if (!target) throw new NotFoundError(`No member ${userId} in this organization`);
  return revokeAllTokens(ctx.prisma, userId, (tx, revoked) =>
    revoked.apiTokens || revoked.sessions
      ? recordAudit(tx, ctx, {
          organizationId,
          action: 'member.tokens_revoked',
          target: { type: 'user', id: userId },
          payload: { apiTokens: revoked.apiTokens, sessions: revoked.sessions },
        })
      : undefined,
  );
}

/** Admins mark a member as able to sign in with SSO. */
export async function setMemberSso(ctx: Context, organizationId: string, userId: string) {
  await requireOrgRole(ctx, organizationId, 'admin');
  const target = await loadMember(ctx, organizationId, userId);
  if (!target) throw new NotFoundError(`No member ${userId} in this organization`);
  const updated = target.sso
    ? target
    : await ctx.prisma.$transaction(async (tx) => {
        const row = await tx.member.update({
          where: { organizationId_userId: { organizationId, userId } },
          data: { sso: true },
        });
        await recordAudit(tx, ctx, {
          organizationId,
          action: 'member.sso_enabled',
          target: { type: 'user', id: userId },
        });
        return row;
      });
  primeMember(ctx, updated);
  return updated;
}

/**
 * Records the caller's activity (lastSeenAt) and returns visitor claims: a JWT (HS256) signed with
 * the organization's visitorKey, valid for one hour, carrying the caller's identity and role.
 */
export async function pingOrganization(ctx: Context, organizationId: string) {
  const org = await getOrganization(ctx, organizationId);
  const me = (await activeMember(ctx, organizationId))!;
  const user = await userById(ctx).load(me.userId);
  if (!user) throw new NotFoundError('User not found');
  const member = await ctx.prisma.member.update({
    where: { organizationId_userId: { organizationId, userId: me.userId } },
    data: { lastSeenAt: new Date() },
  });
  primeMember(ctx, member);
  const claims = await new SignJWT({
    organization: organizationId,
    email: user.email,
    name: user.displayName,
    role: member.role,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(org.visitorKey));
  return { claims, member };
}

/** A member's number of visible spaces, from the organization's access snapshot (one per request). */
export async function memberSpaceCount(ctx: Context, member: Member) {
  const access = await orgAccess(ctx).load(member.organizationId);
  return access.visibleSpaces(member).length;
}

const addMemberInput = z.object({
  organizationId: z.string().min(1),
  email: z.string().min(1),
  role: z.enum(ROLES).nullable(),
});

/**
 * Admin CLI: adds an existing user to an organization with a role (null for a guest), or changes
 * the role of a member. 404 when the user or the organization does not exist; 409 when it would
 * demote the last admin.
 */
export async function addMember(
  prisma: Prisma,
  input: { organizationId: string; email: string; role: Role | null },
  actor: AuditActor = SYSTEM_ACTOR,
) {
  const { organizationId, email, role } = parseInput(addMemberInput, input);
  const user = await userByEmail(prisma, email);
  const org = await prisma.organization.findUnique({ where: { id: organizationId }, select: { id: true } });
  if (!org) throw new NotFoundError(`No organization ${organizationId}`);
  await withOrganizationLock(prisma, organizationId, async (tx) => {
    const existing = await tx.member.findUnique({
      where: { organizationId_userId: { organizationId, userId: user.id } },
    });
    if (existing && role !== 'admin') await assertNotLastAdmin(tx, existing, 'demote');
    if (!existing || existing.role !== role)
      await recordEvent(tx, {
        type: existing ? 'member_role_updated' : 'member_added',
        organizationId,
        data: { userId: user.id, ...(existing ? { previousRole: existing.role } : {}), role },
      });
    if (!existing || existing.role !== role)
      await recordAudit(tx, actor, {
        organizationId,
        action: existing ? 'member.role_updated' : 'member.added',
        target: { type: 'user', id: user.id, label: user.displayName },
        payload: { ...(existing ? { previousRole: existing.role } : {}), role },
      });
    await tx.member.upsert({
      where: { organizationId_userId: { organizationId, userId: user.id } },
      create: { organizationId, userId: user.id, role },
      update: { role },
    });
  });
  return { id: user.id, role };
}

/** addMember, answering the member row (the payload of the instance admin's mutation). */
export async function addMemberRow(
  prisma: Prisma,
  input: { organizationId: string; email: string; role: Role | null },
  actor: AuditActor = SYSTEM_ACTOR,
) {
  const { id } = await addMember(prisma, input, actor);
  return prisma.member.findUniqueOrThrow({
    where: { organizationId_userId: { organizationId: input.organizationId, userId: id } },
  });
}

/** 400 naming `field` unless every id is a member (or guest) of the organization. */
export async function assertMembers(ctx: Context, organizationId: string, ids: string[], field: string) {
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
