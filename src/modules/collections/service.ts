import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import type { Prisma, Transaction } from '../../db/prisma.ts';
import { COLLECTION_COLUMNS } from '../../db/raw-rows.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { Collection } from '../../generated/prisma/client.ts';
import { activeMember, collectionRole, contentAccess, orgAccess, rememberListedRoles } from '../../request/access.ts';
import { recordAudit } from '../../request/audit.ts';
import { type Context, requireViewer } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { collectionById } from '../../request/lookups.ts';
import { type PageArgs, paginateArray } from '../../request/pagination.ts';
import { atLeast, ROLES, type Role } from '../../request/roles.ts';
import { getOrganization, requireOrgRole } from '../organizations/service.ts';
import { collectionsInCollection } from './loaders.ts';
import {
  applyRenumbering,
  type ContentKind,
  type ContentPosition,
  loadSiblings,
  place,
  positionAtEnd,
} from './ordering.ts';
import { detachFromOrganization } from './transfer.ts';

// ---------------------------------------------------------------------------------------------
// Validation shared by spaces and collections

/** A content default level: a role, `inherit`, or null (no access by default). */
export const contentLevelInput = z.enum(['inherit', ...ROLES]).nullable();

const pointer = z.discriminatedUnion('type', [
  z.object({ type: z.literal('space'), space: z.string().min(1, 'must name a space') }),
  z.object({ type: z.literal('collection'), collection: z.string().min(1, 'must name a collection') }),
]);

/** `{ before?, after? }`: neighbours as `{ type: space, space }` or `{ type: collection, collection }`. */
const positionInput = z.object({ before: pointer.nullable().optional(), after: pointer.nullable().optional() });

/** Body of a move: `parent` (collection id, null for the top level, absent: unchanged) and/or `position`. */
export const moveInput = z
  .object({
    parent: z.string().min(1).max(100).nullable().optional(),
    position: positionInput.nullable().optional(),
  })
  .refine((v) => v.parent !== undefined || v.position != null, {
    message: "Provide 'parent' or 'position'",
    path: ['parent'],
  });

export const transferInput = z.object({ organization: z.string().min(1).max(100) });

const toPosition = (input: z.output<typeof positionInput> | null | undefined): ContentPosition | undefined => {
  if (!input) return undefined;
  const ptr = (p: z.output<typeof pointer> | null | undefined) =>
    p ? { type: p.type, id: p.type === 'space' ? p.space : p.collection } : undefined;
  return { before: ptr(input.before), after: ptr(input.after) };
};

const collectionTitle = z.string().max(50);
const createInput = z.object({
  title: collectionTitle.optional(),
  description: z.string().max(100).nullable().optional(),
  parent: z.string().min(1).max(100).nullable().optional(),
});
const updateInput = z.object({
  title: collectionTitle.optional(),
  description: z.string().max(100).nullable().optional(),
  defaultLevel: contentLevelInput.optional(),
});

// ---------------------------------------------------------------------------------------------
// Access

const collectionAccess = contentAccess<Collection>(
  'collection',
  (ctx, id) => collectionById(ctx).load(id),
  collectionRole,
);

/** The collection if it belongs to an organization the caller is an active member of; else 404. */
export const loadCollection = collectionAccess.load;

/** The collection and the caller's role on it; 403 unless the role is at least `needed`. */
export async function requireCollectionRole(ctx: Context, id: string, needed: Role) {
  const { content: collection, role } = await collectionAccess.require(ctx, id, needed);
  return { collection, role };
}

export const getCollection = async (ctx: Context, id: string) =>
  (await requireCollectionRole(ctx, id, 'read')).collection;

/**
 * The caller may create content under `parentId` in the organization: `create` on the parent
 * collection, or `create` in the organization for the top level. A parent that is not a
 * collection of that organization is a 404.
 */
export async function requireCreateIn(
  ctx: Context,
  organizationId: string,
  parentId: string | null,
): Promise<Collection | null> {
  if (parentId) {
    const parent = await collectionById(ctx).load(parentId);
    if (!parent || parent.organizationId !== organizationId)
      throw new NotFoundError(`Collection '${parentId}' not found`);
    if (!atLeast(await collectionRole(ctx, parent), 'create'))
      throw new ForbiddenError('This requires the create role on the parent collection');
    return parent;
  }
  const member = await activeMember(ctx, organizationId);
  if (!atLeast(member?.role as Role | null, 'create'))
    throw new ForbiddenError('This requires the create role in the organization');
  return null;
}

/**
 * Creates a space or collection at the end of `parentId` (the root when null), once the caller may
 * create there: `create` runs in the transaction that renumbers the siblings, with the new position.
 */
export async function createAtEnd<T>(
  ctx: Context,
  organizationId: string,
  parentId: string | null,
  create: (tx: Transaction, position: string) => Promise<T>,
): Promise<T> {
  await requireCreateIn(ctx, organizationId, parentId);
  const { position, renumbered } = positionAtEnd(await loadSiblings(ctx.prisma, organizationId, parentId));
  return ctx.prisma.$transaction(async (tx) => {
    await applyRenumbering(tx, renumbered);
    return create(tx, position);
  });
}

/** Keeps the items the caller can read (org admins read everything; others through the access snapshot). */
export async function filterReadable<T extends { id: string; parentId: string | null; defaultLevel: unknown }>(
  ctx: Context,
  organizationId: string,
  items: T[],
): Promise<T[]> {
  if (!items.length) return items;
  const member = await activeMember(ctx, organizationId);
  if (!member) return [];
  if (member.role === 'admin') {
    rememberListedRoles(
      ctx,
      items,
      items.map(() => 'admin'),
    );
    return items;
  }
  const access = await orgAccess(ctx).load(organizationId);
  const roles = access.rolesOf(member, items);
  rememberListedRoles(ctx, items, roles);
  return items.filter((_, i) => atLeast(roles[i], 'read'));
}

// ---------------------------------------------------------------------------------------------
// Moves (shared by spaces and collections)

/**
 * Plans a move of a space or collection: the target parent (`parent` absent keeps the current
 * one) and the position among its siblings. Changing parent needs `create` there. A move that
 * changes nothing is a 409 (OpenAPI: "Operation would not result in any update").
 */
export async function planMove(
  ctx: Context,
  item: { type: ContentKind; id: string; organizationId: string; parentId: string | null },
  input: z.output<typeof moveInput>,
) {
  const parentId = input.parent === undefined ? item.parentId : input.parent;
  if (parentId !== item.parentId) await requireCreateIn(ctx, item.organizationId, parentId);
  const all = await loadSiblings(ctx.prisma, item.organizationId, parentId);
  const others = all.filter((s) => !(s.type === item.type && s.id === item.id));
  const placement = place(others, toPosition(input.position));
  if (parentId === item.parentId) {
    const current = all.findIndex((s) => s.type === item.type && s.id === item.id);
    if (current === placement.index && placement.renumbered.length === 0) {
      throw new ConflictError(`The ${item.type} is already at this position`);
    }
  }
  return { parentId, ...placement };
}

// ---------------------------------------------------------------------------------------------
// Collections

/** The ids of a collection and of all the collections nested in it. */
export async function subtreeIds(prisma: Prisma, organizationId: string, rootId: string): Promise<string[]> {
  const rows = await prisma.collection.findMany({ where: { organizationId }, select: { id: true, parentId: true } });
  const children = new Map<string, string[]>();
  for (const r of rows) if (r.parentId) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const out: string[] = [];
  const queue = [rootId];
  while (queue.length) {
    const id = queue.shift()!;
    if (out.includes(id)) continue;
    out.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return out;
}

export async function createCollection(ctx: Context, organizationId: string, input: unknown) {
  await getOrganization(ctx, organizationId);
  const data = parseInput(createInput, input);
  const parentId = data.parent ?? null;
  return createAtEnd(ctx, organizationId, parentId, (tx, position) =>
    tx.collection.create({
      data: {
        id: newId(),
        organizationId,
        parentId,
        title: data.title ?? '',
        description: data.description ?? null,
        position,
      },
    }),
  );
}

export async function updateCollection(ctx: Context, id: string, input: unknown) {
  await requireCollectionRole(ctx, id, 'admin');
  const data = parseInput(updateInput, input);
  return ctx.prisma.collection.update({ where: { id }, data });
}

/**
 * Deletes a collection. Its sub-collections are removed with it; the spaces in the whole subtree
 * are soft-deleted (restorable for 7 days like any deleted space, then purged) and detached: a
 * restored space comes back at the top level of the organization, as its collection is gone.
 * Returns false when there was nothing to delete.
 */
export async function deleteCollection(ctx: Context, id: string): Promise<boolean> {
  requireViewer(ctx);
  if (!(await collectionById(ctx).load(id))) return false;
  const { collection } = await requireCollectionRole(ctx, id, 'admin');
  const subtree = await subtreeIds(ctx.prisma, collection.organizationId, id);
  const now = new Date();
  await ctx.prisma.$transaction([
    ctx.prisma.space.updateMany({
      where: { parentId: { in: subtree }, deletedAt: null },
      data: { deletedAt: now, parentId: null },
    }),
    ctx.prisma.space.updateMany({ where: { parentId: { in: subtree } }, data: { parentId: null } }),
    ctx.prisma.collection.deleteMany({ where: { id: { in: subtree } } }),
  ]);
  return true;
}

export async function moveCollection(ctx: Context, id: string, input: unknown) {
  const { collection } = await requireCollectionRole(ctx, id, 'admin');
  const data = parseInput(moveInput, input);
  if (data.parent) {
    const subtree = await subtreeIds(ctx.prisma, collection.organizationId, id);
    if (subtree.includes(data.parent)) {
      throw new BadRequestError(
        `Invalid 'parent': a collection cannot move into itself or one of its sub-collections`,
        'parent',
      );
    }
  }
  const plan = await planMove(ctx, { type: 'collection', ...collection }, data);
  return ctx.prisma.$transaction(async (tx) => {
    await applyRenumbering(tx, plan.renumbered);
    return tx.collection.update({ where: { id }, data: { parentId: plan.parentId, position: plan.position } });
  });
}

/**
 * Moves a collection with everything in it (sub-collections and spaces, deleted ones included)
 * to the top level of another organization. The caller must be admin in both. Explicit grants
 * on the moved content are removed: they name users and teams of the old organization.
 */
export async function transferCollection(ctx: Context, id: string, input: unknown) {
  const collection = await loadCollection(ctx, id);
  const data = parseInput(transferInput, input);
  await requireOrgRole(ctx, collection.organizationId, 'admin');
  const target = data.organization;
  if (target === collection.organizationId) throw new ConflictError('The collection is already in this organization');
  await requireOrgRole(ctx, target, 'admin');
  const subtree = await subtreeIds(ctx.prisma, collection.organizationId, id);
  const { position, renumbered } = positionAtEnd(await loadSiblings(ctx.prisma, target, null));
  return ctx.prisma.$transaction(async (tx) => {
    await applyRenumbering(tx, renumbered);
    const spaces = await tx.space.findMany({ where: { parentId: { in: subtree } }, select: { id: true } });
    const spaceIds = spaces.map((s) => s.id);
    await detachFromOrganization(tx, { spaceIds, collectionIds: subtree });
    await tx.space.updateMany({ where: { id: { in: spaceIds } }, data: { organizationId: target } });
    await tx.collection.updateMany({ where: { id: { in: subtree } }, data: { organizationId: target } });
    // Both organizations' logs have it: the collection left one and joined the other.
    for (const organizationId of [collection.organizationId, target])
      await recordAudit(tx, ctx, {
        organizationId,
        action: 'collection.transferred',
        target: { type: 'collection', id, label: collection.title },
        payload: { previousOrganizationId: collection.organizationId, organizationId: target, spaces: spaceIds },
      });
    return tx.collection.update({ where: { id }, data: { parentId: null, position } });
  });
}

/** Collections of an organization the caller can read, oldest first; `nested: false` keeps the top level. */
export async function listOrganizationCollections(
  ctx: Context,
  organizationId: string,
  args: PageArgs,
  nested: boolean,
) {
  await getOrganization(ctx, organizationId);
  // Raw rows: the hot path of an organization's tree (src/db/raw-rows.ts).
  const rows = await ctx.db.rows<Collection>(
    `SELECT ${COLLECTION_COLUMNS} FROM "Collection" WHERE "organizationId" = $1 ${nested ? '' : 'AND "parentId" IS NULL'}
     ORDER BY "createdAt", "id"`,
    [organizationId],
  );
  return paginateArray(args, await filterReadable(ctx, organizationId, rows));
}

/** The collections directly in a collection that the caller can read, in position order. */
export async function listChildCollections(ctx: Context, collection: Collection, args: PageArgs) {
  const children = await collectionsInCollection(ctx).load(collection.id);
  return paginateArray(args, await filterReadable(ctx, collection.organizationId, children));
}
