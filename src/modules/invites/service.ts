/**
 * Invite links.
 *
 * - An invite is to the organization (`role`, null for a guest), or to a space or a collection
 *   of it (`level`, a role on that content). Its join link carries `secret`, 40 random base62
 *   characters (~238 bits), distinct from the invite id that appears in REST paths.
 * - Managing (create, read, list, change, delete): organization admins for organization invites;
 *   admins of the space or collection (organization admins included) for content invites.
 *   Another organization's invite is 404, an invite the caller cannot manage 403.
 * - Joining (`joinWithInvite(secret)`): any authenticated user, while the organization has
 *   `inviteLinks` on (403 otherwise). An organization invite makes the caller a member with its
 *   role, or raises the role of a member who has less (never lowers it). A content invite makes
 *   the caller a member if needed (as a guest) and grants it the level on the content (a
 *   ContentGrant for the user, raised, never lowered). A disabled member cannot rejoin (403).
 * - `redundant`: the invite grants no more than the organization default (`defaultRole`) gives:
 *   for an organization invite, its role is not above defaultRole; for a content invite, its
 *   level is not above what a member with defaultRole and no grants has on that content (the
 *   content's default level, inherited through its collections).
 */
import { z } from 'zod';
import { newId, randomString } from '../../db/ids.ts';
import { withOrganizationLock } from '../../db/organization-lock.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { Collection, Invite, Member, Space } from '../../generated/prisma/client.ts';
import { recordEvent } from '../../infra/outbox.ts';
import { collectionChain, resolveRole } from '../../request/access.ts';
import { recordAudit } from '../../request/audit.ts';
import { type Context, requireViewer, requireViewerIn, url } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { collectionById, primeMember } from '../../request/lookups.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { type ContentLevel, ROLES, type Role, rank } from '../../request/roles.ts';
import { requireCollectionRole } from '../collections/service.ts';
import { organizationById } from '../organizations/loaders.ts';
import { getOrganization, requireOrgRole } from '../organizations/service.ts';
import { spaceById } from '../spaces/loaders.ts';
import { requireSpaceRole } from '../spaces/service.ts';
import { inviteById } from './loaders.ts';

export type InviteKind = 'organization' | 'space' | 'collection';

export const inviteKind = (invite: Pick<Invite, 'spaceId' | 'collectionId'>): InviteKind =>
  invite.spaceId ? 'space' : invite.collectionId ? 'collection' : 'organization';

const role = z.enum(ROLES);
const id = z.string().min(1).max(100);
const createInput = z
  .object({ role: role.nullish(), level: role.nullish(), space: id.nullish(), collection: id.nullish() })
  .superRefine((v, issue) => {
    const content = v.space != null || v.collection != null;
    if (v.space != null && v.collection != null)
      issue.addIssue({
        code: 'custom',
        path: ['collection'],
        message: 'an invite is to a space or to a collection, not both',
      });
    if (content && v.level == null)
      issue.addIssue({
        code: 'custom',
        path: ['level'],
        message: 'a space or collection invite needs a level (a role)',
      });
    if (content && v.role !== undefined)
      issue.addIssue({
        code: 'custom',
        path: ['role'],
        message: 'a space or collection invite takes a level, not a role',
      });
    if (!content && v.level !== undefined)
      issue.addIssue({
        code: 'custom',
        path: ['level'],
        message: 'an organization invite takes a role, not a level (or name a space or collection)',
      });
    if (!content && v.role === undefined)
      issue.addIssue({
        code: 'custom',
        path: ['role'],
        message: 'an organization invite needs a role (null for guests)',
      });
  });
const updateInput = z.object({ role: role.nullish(), level: role.nullish() });
const joinInput = z.object({ secret: z.string().min(1).max(100), organizationId: id.nullish() });
const email = z.string().trim().toLowerCase().email('must be an email address').max(320);
const emailInvite = z.union([email, z.object({ email, role: role.nullable() }).strict()]);
const inviteUsersInput = z.object({
  emails: z.array(emailInvite).min(1).max(1000),
  role: role.nullish(),
  sso: z.boolean().nullish(),
});

// ---------------------------------------------------------------------------------------------
// Access

/** The content an invite is to, when it still belongs to the invite's organization. */
async function inviteContent(ctx: Context, invite: Invite): Promise<Space | Collection | null> {
  const content = invite.spaceId
    ? await spaceById(ctx).load(invite.spaceId)
    : invite.collectionId
      ? await collectionById(ctx).load(invite.collectionId)
      : null;
  return content && content.organizationId === invite.organizationId ? content : null;
}

/** 403 unless the caller manages the invite: organization admin, or admin of its space or collection. */
async function requireManageInvite(ctx: Context, invite: Invite) {
  if (invite.spaceId) await requireSpaceRole(ctx, invite.spaceId, 'admin');
  else if (invite.collectionId) await requireCollectionRole(ctx, invite.collectionId, 'admin');
  else await requireOrgRole(ctx, invite.organizationId, 'admin');
}

/** An invite of the organization that the caller manages; 404 when absent or elsewhere. */
export async function getInvite(ctx: Context, organizationId: string, inviteId: string): Promise<Invite> {
  await getOrganization(ctx, organizationId);
  const invite = await inviteById(ctx).load(inviteId);
  const missing = () => new NotFoundError(`No invite ${inviteId} in this organization`);
  if (!invite || invite.organizationId !== organizationId) throw missing();
  // A content invite whose space or collection left the organization (transfer) no longer applies.
  if (inviteKind(invite) !== 'organization' && !(await inviteContent(ctx, invite))) throw missing();
  await requireManageInvite(ctx, invite);
  return invite;
}

/** By Relay id, when the caller manages it. */
export async function loadVisibleInvite(ctx: Context, id: string, kind: InviteKind): Promise<Invite | null> {
  if (!ctx.viewer) return null;
  const invite = await inviteById(ctx).load(id);
  if (!invite || inviteKind(invite) !== kind) return null;
  try {
    return await getInvite(ctx, invite.organizationId, id);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Lists

const ORDER = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

function listWhere(ctx: Context, where: object, args: PageArgs) {
  return paginate(
    args,
    async (page) => {
      const rows = await ctx.prisma.invite.findMany({ where, orderBy: ORDER, ...page });
      for (const row of rows) inviteById(ctx).prime(row.id, row);
      return rows;
    },
    () => ctx.prisma.invite.count({ where }),
  );
}

/** Invites of an organization (organization admins), optionally of one kind. */
export async function listOrganizationInvites(
  ctx: Context,
  organizationId: string,
  args: PageArgs & { kind?: InviteKind | null },
) {
  await requireOrgRole(ctx, organizationId, 'admin');
  const kind = args.kind;
  const where = {
    organizationId,
    ...(kind === 'organization' ? { spaceId: null, collectionId: null } : {}),
    ...(kind === 'space' ? { spaceId: { not: null }, space: { organizationId } } : {}),
    ...(kind === 'collection' ? { collectionId: { not: null }, collection: { organizationId } } : {}),
    ...(!kind
      ? {
          OR: [
            { spaceId: null, collectionId: null },
            { space: { organizationId } },
            { collection: { organizationId } },
          ],
        }
      : {}),
  };
  return listWhere(ctx, where, args);
}

/** Invites to a space (admins of the space). */
export async function listSpaceInvites(ctx: Context, space: Space, args: PageArgs) {
  await requireSpaceRole(ctx, space.id, 'admin');
  return listWhere(ctx, { spaceId: space.id, organizationId: space.organizationId }, args);
}

/** Invites to a collection (admins of the collection). */
export async function listCollectionInvites(ctx: Context, collection: Collection, args: PageArgs) {
  await requireCollectionRole(ctx, collection.id, 'admin');
  return listWhere(ctx, { collectionId: collection.id, organizationId: collection.organizationId }, args);
}

// ---------------------------------------------------------------------------------------------
// Changes

/**
 * Creates an invite link: `{ role }` to the organization (organization admins), or
 * `{ level, space }` / `{ level, collection }` to content of the organization (its admins).
 */
export async function createInvite(ctx: Context, organizationId: string, input: unknown) {
  const { userId } = requireViewer(ctx);
  await getOrganization(ctx, organizationId);
  const data = parseInput(createInput, input);
  if (data.space != null) {
    const space = await spaceById(ctx).load(data.space);
    if (!space || space.organizationId !== organizationId)
      throw new NotFoundError(`Space '${data.space}' not found in this organization`);
    await requireSpaceRole(ctx, space.id, 'admin');
  } else if (data.collection != null) {
    const collection = await collectionById(ctx).load(data.collection);
    if (!collection || collection.organizationId !== organizationId)
      throw new NotFoundError(`Collection '${data.collection}' not found in this organization`);
    await requireCollectionRole(ctx, collection.id, 'admin');
  } else {
    await requireOrgRole(ctx, organizationId, 'admin');
  }
  const invite = await ctx.prisma.invite.create({
    data: {
      id: newId(),
      organizationId,
      spaceId: data.space ?? null,
      collectionId: data.collection ?? null,
      role: (data.space != null || data.collection != null ? data.level : data.role) ?? null,
      secret: randomString(40),
      createdById: userId,
    },
  });
  inviteById(ctx).prime(invite.id, invite);
  return invite;
}

/** Changes the role of an organization invite (`{ role }`) or the level of a content invite (`{ level }`). */
export async function updateInvite(ctx: Context, organizationId: string, inviteId: string, input: unknown) {
  const invite = await getInvite(ctx, organizationId, inviteId);
  const data = parseInput(updateInput, input);
  let role: Role | null;
  if (inviteKind(invite) === 'organization') {
    if (data.level !== undefined)
      throw new BadRequestError("Invalid 'level': this invite is to the organization, send { role }", 'level');
    if (data.role === undefined)
      throw new BadRequestError("Invalid 'role': required (a role, or null for guests)", 'role');
    role = data.role;
  } else {
    if (data.role !== undefined)
      throw new BadRequestError(`Invalid 'role': this invite is to a ${inviteKind(invite)}, send { level }`, 'role');
    if (data.level == null) throw new BadRequestError("Invalid 'level': required, a role", 'level');
    role = data.level;
  }
  const updated = await ctx.prisma.invite.update({ where: { id: invite.id }, data: { role } });
  inviteById(ctx).clear(invite.id).prime(invite.id, updated);
  return updated;
}

/** Deletes an invite the caller manages; `deleted: false` when there is no such invite. */
export async function deleteInvite(
  ctx: Context,
  organizationId: string,
  inviteId: string,
): Promise<{ deleted: boolean }> {
  await getOrganization(ctx, organizationId);
  const invite = await inviteById(ctx).load(inviteId);
  if (!invite || invite.organizationId !== organizationId) return { deleted: false };
  await requireManageInvite(ctx, invite);
  const { count } = await ctx.prisma.invite.deleteMany({ where: { id: invite.id } });
  inviteById(ctx).clear(invite.id);
  return { deleted: count > 0 };
}

// ---------------------------------------------------------------------------------------------
// Reading

/** Whether the invite grants no more than the organization's default role gives (see above). */
export async function isRedundant(ctx: Context, invite: Invite): Promise<boolean> {
  const org = await organizationById(ctx).load(invite.organizationId);
  const defaultRole = (org?.defaultRole ?? null) as Role | null;
  if (inviteKind(invite) === 'organization') return rank(invite.role as Role | null) <= rank(defaultRole);
  const content = await inviteContent(ctx, invite);
  if (!content) return true;
  const chain = await collectionChain(ctx, content.parentId);
  const baseline = resolveRole({
    member: { role: defaultRole, disabled: false },
    level: content.defaultLevel as ContentLevel,
    ancestorLevels: chain.map((c) => c.defaultLevel as ContentLevel),
    explicit: [],
  });
  return rank(invite.role as Role | null) <= rank(baseline);
}

/** The join link (an application URL carrying the secret). */
export const inviteUrl = (ctx: Context, invite: Invite) =>
  url(ctx, `/app/invite/${invite.organizationId}/${invite.secret}`);

// ---------------------------------------------------------------------------------------------
// Joining

export interface JoinResult {
  member: Member;
  space: Space | null;
  collection: Collection | null;
}

/** Joins through an invite link's secret (see the module comment). */
export async function joinWithInvite(ctx: Context, input: unknown): Promise<JoinResult> {
  const { userId } = requireViewer(ctx);
  const { secret, organizationId: inOrganization } = parseInput(joinInput, input);
  const invite = await ctx.prisma.invite.findUnique({ where: { secret } });
  if (!invite || (inOrganization != null && invite.organizationId !== inOrganization))
    throw new NotFoundError('No invite link with this secret');
  const org = await organizationById(ctx).load(invite.organizationId);
  if (!org) throw new NotFoundError('No invite link with this secret');
  requireViewerIn(ctx, org.id);
  if (!org.inviteLinks) throw new ForbiddenError('Invite links are disabled in this organization');
  const content = inviteKind(invite) === 'organization' ? null : await inviteContent(ctx, invite);
  if (inviteKind(invite) !== 'organization' && (!content || (content as Space).deletedAt)) {
    throw new NotFoundError(`The ${inviteKind(invite)} of this invite link no longer exists`);
  }
  const organizationId = org.id;
  const member = await withOrganizationLock(ctx.prisma, organizationId, async (tx) => {
    const key = { organizationId_userId: { organizationId, userId } };
    let member = await tx.member.findUnique({ where: key });
    if (member?.disabled) throw new ForbiddenError('Your membership of this organization is disabled');
    const orgRole = inviteKind(invite) === 'organization' ? (invite.role as Role | null) : null;
    if (!member) {
      member = await tx.member.create({ data: { organizationId, userId, role: orgRole } });
      await recordEvent(tx, { type: 'member_added', organizationId, actorId: userId, data: { userId, role: orgRole } });
      await recordAudit(tx, ctx, {
        organizationId,
        action: 'member.added',
        target: { type: 'user', id: userId },
        payload: { role: orgRole, source: 'invite_link', inviteId: invite.id },
      });
    } else if (rank(orgRole) > rank(member.role as Role | null)) {
      await recordEvent(tx, {
        type: 'member_role_updated',
        organizationId,
        actorId: userId,
        data: { userId, previousRole: member.role, role: orgRole },
      });
      await recordAudit(tx, ctx, {
        organizationId,
        action: 'member.role_updated',
        target: { type: 'user', id: userId },
        payload: { previousRole: member.role, role: orgRole, source: 'invite_link', inviteId: invite.id },
      });
      member = await tx.member.update({ where: key, data: { role: orgRole } });
    }
    if (content) {
      const level = invite.role as Role;
      const where = invite.spaceId
        ? { spaceId: invite.spaceId, userId }
        : { collectionId: invite.collectionId!, userId };
      const grant = await tx.contentGrant.findFirst({ where });
      if (!grant) {
        await tx.contentGrant.create({
          data: {
            id: newId(),
            organizationId,
            userId,
            role: level,
            spaceId: invite.spaceId,
            collectionId: invite.collectionId,
          },
        });
      } else if (rank(level) > rank(grant.role as Role)) {
        await tx.contentGrant.update({ where: { id: grant.id }, data: { role: level } });
      }
      if (!grant || rank(level) > rank(grant.role as Role))
        await recordAudit(tx, ctx, {
          organizationId,
          action: grant ? 'permission.updated' : 'permission.granted',
          target: invite.spaceId
            ? { type: 'space', id: invite.spaceId, label: (content as Space).title }
            : { type: 'collection', id: invite.collectionId!, label: (content as Collection).title },
          payload: {
            userId,
            role: level,
            ...(grant ? { previousRole: grant.role } : {}),
            source: 'invite_link',
            inviteId: invite.id,
          },
        });
    }
    return member;
  });
  primeMember(ctx, member);
  return {
    member,
    space: invite.spaceId ? (content as Space) : null,
    collection: invite.collectionId ? (content as Collection) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Inviting people by email

/**
 * `POST /v1/orgs/{organizationId}/invites` (organization admins): makes the users with these
 * emails members, each with its own `role`, else the body's `role`, else the organization's
 * `defaultRole` (null: guest); `sso` marks them as single sign-on members. Quire sends no email:
 * the accounts must exist (made by the instance admin, or by a SAML sign-in), and an email with
 * no account is a 400 naming it, inviting no one. Members already in the organization keep their
 * membership as it is. Answers the ids of the users added and their number.
 */
export async function inviteUsers(ctx: Context, organizationId: string, input: unknown) {
  const { userId: actorId } = requireViewer(ctx);
  await requireOrgRole(ctx, organizationId, 'admin');
  const data = parseInput(inviteUsersInput, input);
  const org = (await organizationById(ctx).load(organizationId))!;
  const fallback = data.role !== undefined ? data.role : (org.defaultRole as Role | null);
  const wanted = new Map<string, Role | null>();
  for (const entry of data.emails) {
    const [address, chosen] = typeof entry === 'string' ? [entry, fallback] : [entry.email, entry.role];
    if (!wanted.has(address)) wanted.set(address, chosen);
  }
  const users = await ctx.prisma.user.findMany({ where: { email: { in: [...wanted.keys()] } } });
  const known = new Map(users.map((u) => [u.email, u.id]));
  const unknown = [...wanted.keys()].filter((address) => !known.has(address));
  if (unknown.length)
    throw new BadRequestError(
      `Invalid 'emails': no account with ${unknown.join(', ')} (Quire sends no invitation email: the instance admin creates accounts, or people sign in with SSO first)`,
      'emails',
    );
  const added = await withOrganizationLock(ctx.prisma, organizationId, async (tx) => {
    const existing = await tx.member.findMany({
      where: { organizationId, userId: { in: [...known.values()] } },
      select: { userId: true },
    });
    const members = new Set(existing.map((m) => m.userId));
    const created: Member[] = [];
    for (const [address, role] of wanted) {
      const userId = known.get(address)!;
      if (members.has(userId)) continue;
      members.add(userId);
      created.push(await tx.member.create({ data: { organizationId, userId, role, sso: data.sso ?? false } }));
      await recordEvent(tx, { type: 'member_added', organizationId, actorId, data: { userId, role } });
      await recordAudit(tx, ctx, {
        organizationId,
        action: 'member.added',
        target: { type: 'user', id: userId },
        payload: { role, source: 'invitation' },
      });
    }
    return created;
  });
  for (const member of added) primeMember(ctx, member);
  return { users: added.map((m) => m.userId), invited: added.length };
}
