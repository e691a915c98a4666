/**
 * Effective roles of the caller on organizations, collections and spaces.
 *
 * - Organization admins are admin everywhere in their organization.
 * - A member's baseline on content is its `defaultLevel`: a role, null (no access), or
 *   `inherit` from the parent collection, up to the organization role at the top.
 * - Guests (null org role) get no baseline: only explicit grants.
 * - Explicit grants (to the user or one of its teams) on the content or any ancestor
 *   collection raise the role. The effective role is the strongest of all of these.
 */
import type { Collection, ContentGrant, Member, Space } from '../generated/prisma/client.ts';
import { defineLoader, groupByKey, type Context } from '../graphql/context.ts';
import { collectionById } from '../modules/collections/loaders.ts';
import { viewerMember } from '../modules/members/loaders.ts';
import { atLeast, strongest, type ContentLevel, type Role } from './roles.ts';

/** Grants that apply to the caller (directly or through its teams), by organization id. */
const viewerGrants = defineLoader<string, ContentGrant[]>(async (ctx, orgIds) => {
  if (!ctx.viewer) return orgIds.map(() => []);
  const userId = ctx.viewer.userId;
  const rows = await ctx.prisma.contentGrant.findMany({
    where: {
      organizationId: { in: [...orgIds] },
      OR: [{ userId }, { team: { members: { some: { userId } } } }],
    },
  });
  return groupByKey(orgIds, rows, (g) => g.organizationId);
});

/** The collection and its ancestors, nearest first. Loads one level per round trip. */
export async function collectionChain(ctx: Context, parentId: string | null): Promise<Collection[]> {
  const chain: Collection[] = [];
  const seen = new Set<string>();
  let id = parentId;
  while (id && !seen.has(id)) {
    seen.add(id);
    const collection = await collectionById(ctx).load(id);
    if (!collection) break;
    chain.push(collection);
    id = collection.parentId;
  }
  return chain;
}

/** The org member a caller acts as, or null (not a member, disabled, or anonymous). */
export async function activeMember(ctx: Context, organizationId: string): Promise<Member | null> {
  const member = await viewerMember(ctx, organizationId);
  return member && !member.disabled ? member : null;
}

function baseline(level: ContentLevel, chain: Collection[], orgRole: Role | null): Role | null {
  let current: ContentLevel = level;
  for (const parent of chain) {
    if (current !== 'inherit') break;
    current = parent.defaultLevel as ContentLevel;
  }
  return current === 'inherit' ? orgRole : current;
}

async function contentRole(
  ctx: Context,
  organizationId: string,
  level: ContentLevel,
  parentId: string | null,
  own: (g: ContentGrant) => boolean,
): Promise<Role | null> {
  const member = await activeMember(ctx, organizationId);
  if (!member) return null;
  if (member.role === 'admin') return 'admin';
  const [chain, grants] = await Promise.all([collectionChain(ctx, parentId), viewerGrants(ctx).load(organizationId)]);
  const ancestors = new Set(chain.map((c) => c.id));
  const explicit = grants.filter((g) => own(g) || (g.collectionId && ancestors.has(g.collectionId))).map((g) => g.role as Role);
  const base = member.role ? baseline(level, chain, member.role as Role) : null;
  return strongest(base, ...explicit);
}

export function spaceRole(ctx: Context, space: Space): Promise<Role | null> {
  return contentRole(ctx, space.organizationId, space.defaultLevel as ContentLevel, space.parentId, (g) => g.spaceId === space.id);
}

export function collectionRole(ctx: Context, collection: Collection): Promise<Role | null> {
  return contentRole(
    ctx,
    collection.organizationId,
    collection.defaultLevel as ContentLevel,
    collection.parentId,
    (g) => g.collectionId === collection.id,
  );
}

export const spacePermissions = (role: Role | null) => ({
  view: atLeast(role, 'read'),
  access: atLeast(role, 'read'),
  admin: atLeast(role, 'admin'),
  viewInviteLinks: atLeast(role, 'admin'),
  edit: atLeast(role, 'edit'),
  triggerGitSync: atLeast(role, 'edit'),
  comment: atLeast(role, 'comment'),
  merge: atLeast(role, 'edit'),
  review: atLeast(role, 'review'),
  installIntegration: atLeast(role, 'admin'),
});

export const collectionPermissions = (role: Role | null) => ({
  view: atLeast(role, 'read'),
  admin: atLeast(role, 'admin'),
  viewInviteLinks: atLeast(role, 'admin'),
  create: atLeast(role, 'create'),
});
