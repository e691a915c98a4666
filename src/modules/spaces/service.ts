import { z } from 'zod';
import { newId, randomString } from '../../db/ids.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { Collection, Space } from '../../generated/prisma/client.ts';
import { actorOf, recordEvent } from '../../infra/outbox.ts';
import { activeMember, contentAccess, listedRole, orgAccess, spaceRole } from '../../request/access.ts';
import { recordAudit, sameJson } from '../../request/audit.ts';
import { type Context, requireViewer, url } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { loadMember } from '../../request/lookups.ts';
import { type PageArgs, paginate, paginateArray } from '../../request/pagination.ts';
import { atLeast, type Role } from '../../request/roles.ts';
import { applyRenumbering, loadSiblings, place, positionAtEnd, sortByPosition } from '../collections/ordering.ts';
import {
  contentLevelInput,
  createAtEnd,
  filterReadable,
  moveInput,
  planMove,
  requireCollectionRole,
  requireCreateIn,
  transferInput,
} from '../collections/service.ts';
import { detachFromOrganization } from '../collections/transfer.ts';
import { getOrganization, mergeRulesNone, mergeRulesRules, requireOrgRole } from '../organizations/service.ts';
import { listedSpaceRead, spaceById, spacesInCollection } from './loaders.ts';
import { isRestorable, SPACE_RETENTION_DAYS } from './purge.ts';

export const VISIBILITIES = ['public', 'unlisted', 'share-link', 'visitor-auth', 'in-collection', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const EDIT_MODES = ['live', 'locked'] as const;
export type EditMode = (typeof EDIT_MODES)[number];

/** An emoji character sequence, or its Unicode code points in hex (`1f389`, `1f468-200d-1f4bb`). */
const EMOJI =
  /^(?:[0-9a-f]{2,6}(?:-[0-9a-f]{2,6})*|(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\p{Emoji_Modifier}|\u200d|\ufe0f|\u20e3)+)$/iu;

const spaceTitle = z.string().max(50);
const emoji = z.string().min(1).max(50).regex(EMOJI, 'must be an emoji');

const mergeRules = z.discriminatedUnion('type', [
  z.object({ type: z.literal('inherit') }).strict(),
  mergeRulesNone,
  mergeRulesRules,
]);

const createInput = z.object({
  title: spaceTitle.optional(),
  emoji: emoji.nullable().optional(),
  /** Deprecated: private spaces are no longer supported; accepted and ignored. */
  private: z.boolean().nullable().optional(),
  parent: z.string().min(1).max(100).nullable().optional(),
  editMode: z.enum(EDIT_MODES).optional(),
});

const updateInput = z
  .object({
    title: spaceTitle.optional(),
    emoji: emoji.nullable().optional(),
    icon: z.string().url().max(2048).nullable().optional(),
    editMode: z.enum(EDIT_MODES).optional(),
    defaultLevel: contentLevelInput.optional(),
    visibility: z.enum(VISIBILITIES).optional(),
    mergeRules: mergeRules.optional(),
  })
  .refine((v) => !(v.emoji && v.icon), { message: 'a space has an emoji or an icon, not both', path: ['icon'] });

// ---------------------------------------------------------------------------------------------
// Access

const spaceAccess = contentAccess<Space>('space', (ctx, id) => spaceById(ctx).load(id), spaceRole);

/** The space (deleted or not) if it belongs to an organization the caller is an active member of; else 404. */
export const loadSpace = spaceAccess.load;

/** The space and the caller's role on it; 403 unless the role is at least `needed`. */
export async function requireSpaceRole(ctx: Context, id: string, needed: Role) {
  const { content: space, role } = await spaceAccess.require(ctx, id, needed);
  return { space, role };
}

/** A space the caller can read; a deleted one too (with `deletedAt` set). */
export const getSpace = async (ctx: Context, id: string) => (await requireSpaceRole(ctx, id, 'read')).space;

const requireLive = (space: Space) => {
  if (space.deletedAt) throw new ConflictError(`The space '${space.id}' is deleted: restore it first`);
};

/** URLs of a space. A share-link space's published URL carries its key only when `shareKey` matches it. */
export function spaceUrls(ctx: Context, space: Space, shareKey?: string | null) {
  const published = `${ctx.config.publicUrl}/s/${space.id}`;
  const visibility = space.visibility as Visibility;
  return {
    location: url(ctx, `/v1/spaces/${space.id}`),
    app: url(ctx, `/app/o/${space.organizationId}/s/${space.id}`),
    published:
      visibility === 'private'
        ? null
        : visibility === 'share-link' && shareKey && shareKey === space.shareKey
          ? `${published}?share=${encodeURIComponent(space.shareKey)}`
          : published,
    public: visibility === 'public' ? published : null,
    icon: space.iconURL,
  };
}

/** `in-collection` only makes sense inside a collection: a space leaving its collection becomes private. */
const visibilityOutside = (space: Space, parentId: string | null) =>
  !parentId && space.visibility === 'in-collection' ? { visibility: 'private' } : {};

// ---------------------------------------------------------------------------------------------
// Lists

/** Live spaces of an organization the caller can read, oldest first. */
export async function listOrganizationSpaces(ctx: Context, organizationId: string, args: PageArgs) {
  await getOrganization(ctx, organizationId);
  const member = (await activeMember(ctx, organizationId))!;
  const orderBy = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];
  if (member.role === 'admin') {
    const where = { organizationId, deletedAt: null };
    return paginate(
      args,
      (page) => ctx.prisma.space.findMany({ where, orderBy, ...page }),
      () => ctx.prisma.space.count({ where }),
    );
  }
  const access = await orgAccess(ctx).load(organizationId);
  const ids = access.visibleSpaces(member).map((s) => s.id);
  return paginate(
    args,
    (page) => ctx.prisma.space.findMany({ where: { id: { in: ids }, deletedAt: null }, orderBy, ...page }),
    async () => ids.length,
  );
}

/**
 * Live spaces directly in a collection that the caller can read, in position order. `columns`:
 * the columns its fields read (src/graphql/selection.ts), null for whole rows.
 */
export async function listCollectionSpaces(
  ctx: Context,
  collection: Pick<Collection, 'id' | 'organizationId'>,
  args: PageArgs,
  columns: ReadonlySet<string> | null = null,
) {
  // A collection that a list of this request let through needs no second check (the nested read
  // of an organization's tree); any other is checked as when it is read by id.
  if (!atLeast(listedRole(ctx, collection.id) ?? null, 'read')) await requireCollectionRole(ctx, collection.id, 'read');
  const spaces = await spacesInCollection(ctx).load({ collectionId: collection.id, read: listedSpaceRead(columns) });
  return paginateArray(args, await filterReadable(ctx, collection.organizationId, spaces));
}

/**
 * What a collection holds (`parentId`; null: the top level of the organization) that the caller
 * can read: its live spaces and its collections, in the one order they share (the order moves
 * set, and a sidebar shows). The spaces and collections lists give each kind in its own order.
 */
export async function listContents(ctx: Context, organizationId: string, parentId: string | null, args: PageArgs) {
  if (!parentId) await getOrganization(ctx, organizationId);
  else if (!atLeast(listedRole(ctx, parentId) ?? null, 'read')) await requireCollectionRole(ctx, parentId, 'read');
  const [spaces, collections] = await Promise.all([
    ctx.prisma.space.findMany({ where: { organizationId, parentId, deletedAt: null } }),
    ctx.prisma.collection.findMany({ where: { organizationId, parentId } }),
  ]);
  const [readableSpaces, readableCollections] = await Promise.all([
    filterReadable(ctx, organizationId, spaces),
    filterReadable(ctx, organizationId, collections),
  ]);
  const items = sortByPosition<{
    type: 'space' | 'collection';
    id: string;
    position: string;
    item: Space | Collection;
  }>([
    ...readableSpaces.map((item) => ({ type: 'space' as const, id: item.id, position: item.position, item })),
    ...readableCollections.map((item) => ({ type: 'collection' as const, id: item.id, position: item.position, item })),
  ]);
  return paginateArray(
    args,
    items.map((i) => i.item),
  );
}

/**
 * The spaces a member can access with its role on each (`GET /orgs/{id}/members/{userId}/spaces`).
 * Org admins may list anyone's; a member its own.
 */
export async function listMemberSpaces(
  ctx: Context,
  organizationId: string,
  userId: string,
  args: PageArgs,
  order: 'asc' | 'desc',
) {
  const { userId: viewerId } = requireViewer(ctx);
  await getOrganization(ctx, organizationId);
  const me = await activeMember(ctx, organizationId);
  if (viewerId !== userId && me?.role !== 'admin')
    throw new ForbiddenError("Only organization admins can list another member's spaces");
  const member = await loadMember(ctx, organizationId, userId);
  if (!member) throw new NotFoundError(`Member '${userId}' not found`);
  const access = await orgAccess(ctx).load(organizationId);
  const roles = new Map<string, Role>();
  for (const space of access.spaces) {
    const role = access.roleOf(member, space);
    if (role && atLeast(role, 'read')) roles.set(space.id, role);
  }
  const ids = [...roles.keys()];
  return paginate(
    args,
    async (page) => {
      const rows = await ctx.prisma.space.findMany({
        where: { id: { in: ids }, deletedAt: null },
        orderBy: [{ createdAt: order }, { id: order }],
        ...page,
      });
      return rows.map((space) => ({ permission: roles.get(space.id)!, space }));
    },
    async () => ids.length,
  );
}

// ---------------------------------------------------------------------------------------------
// Mutations

/** A new space with its initial (empty) revision, created in one statement. */
function spaceData(
  input: {
    organizationId: string;
    parentId: string | null;
    position: string;
    title: string;
    emoji?: string | null;
    iconURL?: string | null;
    editMode?: string;
    visibility?: string;
    defaultLevel?: Space['defaultLevel'];
    mergeRules?: object;
  },
  content?: { root: string; message: string },
) {
  const revisionId = newId();
  return {
    id: newId(),
    ...input,
    shareKey: randomString(32),
    revisionId,
    // The first revision of a space has no parent: the content engine builds on it. A duplicate
    // starts from the original's root tree node (nodes, documents and files are shared by hash).
    revisions: { create: { id: revisionId, parents: [], ...(content ?? {}) } },
  };
}

export async function createSpace(ctx: Context, organizationId: string, input: unknown) {
  await getOrganization(ctx, organizationId);
  const data = parseInput(createInput, input);
  const parentId = data.parent ?? null;
  return createAtEnd(ctx, organizationId, parentId, async (tx, position) => {
    const space = await tx.space.create({
      data: spaceData({
        organizationId,
        parentId,
        position,
        title: data.title ?? '',
        emoji: data.emoji ?? null,
        editMode: data.editMode,
      }),
    });
    await recordEvent(tx, { type: 'space_created', organizationId, spaceId: space.id, actorId: actorOf(ctx) });
    return space;
  });
}

export async function updateSpace(ctx: Context, id: string, input: unknown) {
  const { space } = await requireSpaceRole(ctx, id, 'admin');
  const data = parseInput(updateInput, input);
  requireLive(space);
  if (data.visibility === 'in-collection' && !space.parentId) {
    throw new BadRequestError(
      "Invalid 'visibility': in-collection is only available for spaces in a collection",
      'visibility',
    );
  }
  const { icon, emoji: newEmoji, mergeRules: rules, ...rest } = data;
  return ctx.prisma.$transaction(async (tx) => {
    const updated = await tx.space.update({
      where: { id },
      data: {
        ...rest,
        // An emoji and an icon exclude each other: setting one clears the other.
        ...(newEmoji !== undefined ? { emoji: newEmoji, ...(newEmoji ? { iconURL: null } : {}) } : {}),
        ...(icon !== undefined ? { iconURL: icon, ...(icon ? { emoji: null } : {}) } : {}),
        ...(rules ? { mergeRules: rules as object } : {}),
      },
    });
    const event = { organizationId: space.organizationId, spaceId: id, actorId: actorOf(ctx) };
    await recordEvent(tx, { type: 'space_updated', ...event });
    if (rules && !sameJson(rules, space.mergeRules))
      await recordAudit(tx, ctx, {
        organizationId: space.organizationId,
        action: 'merge_rules.updated',
        target: { type: 'space', id, label: updated.title },
        payload: { mergeRules: rules as never },
      });
    if (updated.visibility !== space.visibility)
      await recordEvent(tx, {
        type: 'space_visibility_updated',
        ...event,
        data: { previousVisibility: space.visibility, visibility: updated.visibility },
      });
    return updated;
  });
}

/** Soft delete (restorable for 7 days). False when the space does not exist or is already deleted. */
export async function deleteSpace(ctx: Context, id: string): Promise<boolean> {
  requireViewer(ctx);
  if (!(await spaceById(ctx).load(id))) return false;
  const { space } = await requireSpaceRole(ctx, id, 'admin');
  if (space.deletedAt) return false;
  return ctx.prisma.$transaction(async (tx) => {
    const { count } = await tx.space.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: new Date() } });
    if (count)
      await recordEvent(tx, {
        type: 'space_deleted',
        organizationId: space.organizationId,
        spaceId: id,
        actorId: actorOf(ctx),
      });
    if (count)
      await recordAudit(tx, ctx, {
        organizationId: space.organizationId,
        action: 'space.deleted',
        target: { type: 'space', id, label: space.title },
      });
    return count > 0;
  });
}

/**
 * Brings back a space deleted less than 7 days ago, in its collection when that still exists
 * (else at the top level), at its former position unless a sibling took it (then at the end).
 * Restoring a live space returns it unchanged.
 */
export async function restoreSpace(ctx: Context, id: string, now: Date = new Date()) {
  const { space } = await requireSpaceRole(ctx, id, 'admin');
  // Not a no-op: a client that restores what is not deleted has a stale view (typed error, 409).
  if (!space.deletedAt) throw new ConflictError(`The space '${id}' is not deleted`);
  if (!isRestorable(space.deletedAt, now)) {
    throw new NotFoundError(
      `The space '${id}' was deleted more than ${SPACE_RETENTION_DAYS} days ago and can no longer be restored`,
    );
  }
  const siblings = await loadSiblings(ctx.prisma, space.organizationId, space.parentId);
  const taken = siblings.some((s) => s.position === space.position);
  const placement = taken ? positionAtEnd(siblings) : { position: space.position, renumbered: [] };
  return ctx.prisma.$transaction(async (tx) => {
    await applyRenumbering(tx, placement.renumbered);
    const restored = await tx.space.update({
      where: { id },
      data: { deletedAt: null, position: placement.position, ...visibilityOutside(space, space.parentId) },
    });
    await recordEvent(tx, {
      type: 'space_restored',
      organizationId: space.organizationId,
      spaceId: id,
      actorId: actorOf(ctx),
    });
    await recordAudit(tx, ctx, {
      organizationId: space.organizationId,
      action: 'space.restored',
      target: { type: 'space', id, label: space.title },
    });
    return restored;
  });
}

/**
 * A copy of the space right after it in the same parent, with the same settings and explicit
 * grants, a new share key and its own initial revision (no parents) holding the same content:
 * the original's current tree, whose documents and files are shared by hash.
 */
export async function duplicateSpace(ctx: Context, id: string) {
  const { space } = await requireSpaceRole(ctx, id, 'read');
  requireLive(space);
  await requireCreateIn(ctx, space.organizationId, space.parentId);
  const siblings = await loadSiblings(ctx.prisma, space.organizationId, space.parentId);
  const { position, renumbered } = place(siblings, { after: { type: 'space', id } });
  const grants = await ctx.prisma.contentGrant.findMany({ where: { spaceId: id } });
  const source = space.revisionId
    ? await ctx.prisma.revision.findUnique({ where: { id: space.revisionId }, select: { root: true } })
    : null;
  return ctx.prisma.$transaction(async (tx) => {
    await applyRenumbering(tx, renumbered);
    const copy = await tx.space.create({
      data: spaceData(
        {
          organizationId: space.organizationId,
          parentId: space.parentId,
          position,
          title: space.title,
          emoji: space.emoji,
          iconURL: space.iconURL,
          editMode: space.editMode,
          visibility: space.visibility,
          defaultLevel: space.defaultLevel,
          mergeRules: space.mergeRules as object,
        },
        source ? { root: source.root, message: `Duplicate of space '${space.id}'` } : undefined,
      ),
    });
    await recordEvent(tx, {
      type: 'space_created',
      organizationId: copy.organizationId,
      spaceId: copy.id,
      actorId: actorOf(ctx),
      data: { duplicateOf: space.id },
    });
    if (grants.length) {
      await tx.contentGrant.createMany({
        data: grants.map((g) => ({
          id: newId(),
          organizationId: g.organizationId,
          spaceId: copy.id,
          userId: g.userId,
          teamId: g.teamId,
          role: g.role,
        })),
      });
    }
    return copy;
  });
}

export async function moveSpace(ctx: Context, id: string, input: unknown) {
  const { space } = await requireSpaceRole(ctx, id, 'admin');
  const data = parseInput(moveInput, input);
  requireLive(space);
  const plan = await planMove(ctx, { type: 'space', ...space }, data);
  return ctx.prisma.$transaction(async (tx) => {
    await applyRenumbering(tx, plan.renumbered);
    const moved = await tx.space.update({
      where: { id },
      data: { parentId: plan.parentId, position: plan.position, ...visibilityOutside(space, plan.parentId) },
    });
    await recordEvent(tx, {
      type: 'space_moved',
      organizationId: space.organizationId,
      spaceId: id,
      actorId: actorOf(ctx),
      data: { previousParentId: space.parentId, parentId: plan.parentId },
    });
    return moved;
  });
}

/**
 * Moves a space to the top level of another organization. The caller must be admin in both.
 * The space leaves its collection and loses its explicit grants (they name users and teams of
 * the old organization).
 */
export async function transferSpace(ctx: Context, id: string, input: unknown) {
  const space = await loadSpace(ctx, id);
  const data = parseInput(transferInput, input);
  await requireOrgRole(ctx, space.organizationId, 'admin');
  requireLive(space);
  const target = data.organization;
  if (target === space.organizationId) throw new ConflictError('The space is already in this organization');
  await requireOrgRole(ctx, target, 'admin');
  const { position, renumbered } = positionAtEnd(await loadSiblings(ctx.prisma, target, null));
  return ctx.prisma.$transaction(async (tx) => {
    await applyRenumbering(tx, renumbered);
    await detachFromOrganization(tx, { spaceIds: [id] });
    const moved = await tx.space.update({
      where: { id },
      data: { organizationId: target, parentId: null, position, ...visibilityOutside(space, null) },
    });
    // Both organizations hear of it: the space left one and joined the other.
    for (const organizationId of [space.organizationId, target])
      await recordEvent(tx, {
        type: 'space_moved',
        organizationId,
        spaceId: id,
        actorId: actorOf(ctx),
        data: { previousOrganizationId: space.organizationId, organizationId: target, parentId: null },
      });
    // Both organizations' logs have it: the space left one and joined the other.
    for (const organizationId of [space.organizationId, target])
      await recordAudit(tx, ctx, {
        organizationId,
        action: 'space.transferred',
        target: { type: 'space', id, label: space.title },
        payload: { previousOrganizationId: space.organizationId, organizationId: target },
      });
    return moved;
  });
}
