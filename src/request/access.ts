/**
 * Effective roles on organizations, collections and spaces.
 *
 * - Organization admins are admin everywhere in their organization.
 * - A member's baseline on content is its `defaultLevel`: a role, null (no access), or
 *   `inherit` from the parent collection, up to the member's organization role at the top.
 * - Guests (null org role) get no baseline: only explicit grants.
 * - Explicit grants (to the user or one of its teams) on the content or any ancestor
 *   collection raise the role. The effective role is the strongest of all of these.
 *
 * `resolveRole` is the rule; two ways feed it: per resource for the caller (loaders, a few
 * statements), and `OrgAccess`, an in-memory snapshot of one organization for lists and counts
 * (a fixed number of statements whatever the number of members or spaces).
 */

import { ForbiddenError, NotFoundError } from '../errors.ts';
import type { Collection, ContentGrant, Member, Space } from '../generated/prisma/client.ts';
import { type Context, readerSite, requireViewer } from './context.ts';
import { defineLoader, groupByKey } from './loaders.ts';
import { cached, cachedLoader, collectionById, viewerMember } from './lookups.ts';
import { atLeast, type ContentLevel, type Role, strongest } from './roles.ts';

export function resolveRole(input: {
  member: Pick<Member, 'role' | 'disabled'> | null;
  level: ContentLevel;
  /** defaultLevel of the ancestor collections, nearest first */
  ancestorLevels: ContentLevel[];
  /** roles granted explicitly on the content or its ancestors */
  explicit: Role[];
}): Role | null {
  const { member } = input;
  if (!member || member.disabled) return null;
  if (member.role === 'admin') return 'admin';
  let base: Role | null = null;
  if (member.role) {
    let level = input.level;
    for (const parent of input.ancestorLevels) {
      if (level !== 'inherit') break;
      level = parent;
    }
    base = level === 'inherit' ? (member.role as Role) : level;
  }
  return strongest(base, ...input.explicit);
}

/** Grants that apply to the caller (directly or through its teams), by organization id. */
const grantsByKey = cachedLoader<ContentGrant[]>(
  'grants',
  async (ctx, missing) => {
    const pairs = missing.map((k) => k.split('/'));
    const userId = pairs[0][1];
    const ids = pairs.map((p) => p[0]);
    const rows = await ctx.prisma.contentGrant.findMany({
      where: { organizationId: { in: ids }, OR: [{ userId }, { team: { members: { some: { userId } } } }] },
    });
    return groupByKey(ids, rows, (g) => g.organizationId);
  },
  // Read by access code only: shared frozen, not copied.
  'frozen',
);
const viewerGrants = (ctx: Context, organizationId: string): Promise<readonly ContentGrant[]> =>
  ctx.viewer ? grantsByKey(ctx).load(`${organizationId}/${ctx.viewer.userId}`) : Promise.resolve([]);

/**
 * The strongest role the caller holds on a docs site through grants (to the user or one of its
 * teams), or null. Sites take the organization role otherwise (src/modules/sites/service.ts).
 */
export async function siteGrantRole(ctx: Context, site: { id: string; organizationId: string }): Promise<Role | null> {
  const grants = await viewerGrants(ctx, site.organizationId);
  return strongest(...grants.filter((g) => g.siteId === site.id).map((g) => g.role as Role));
}

/** The collection and its ancestors, nearest first. Loads one level per round trip (batched). */
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

/** The org member the caller acts as, or null (not a member, disabled, or anonymous). */
export async function activeMember(ctx: Context, organizationId: string): Promise<Member | null> {
  const member = await viewerMember(ctx, organizationId);
  return member && !member.disabled ? member : null;
}

type Content = Pick<Space | Collection, 'id' | 'organizationId' | 'parentId' | 'defaultLevel'>;

async function viewerContentRole(ctx: Context, content: Content, isSpace: boolean): Promise<Role | null> {
  const member = await activeMember(ctx, content.organizationId);
  if (!member) return null;
  if (member.role === 'admin') return 'admin';
  const [chain, grants] = await Promise.all([
    collectionChain(ctx, content.parentId),
    viewerGrants(ctx, content.organizationId),
  ]);
  const ancestors = new Set(chain.map((c) => c.id));
  const explicit = grants
    .filter(
      (g) =>
        (isSpace ? g.spaceId === content.id : g.collectionId === content.id) ||
        (g.collectionId && ancestors.has(g.collectionId)),
    )
    .map((g) => g.role as Role);
  return resolveRole({
    member,
    level: content.defaultLevel as ContentLevel,
    ancestorLevels: chain.map((c) => c.defaultLevel as ContentLevel),
    explicit,
  });
}

/**
 * Roles of the caller that a list computed from the organization's snapshot in this request
 * (filterReadable), by content id: a field of each listed item (its permissions) reads them
 * instead of resolving the role again per item.
 */
const listedRoles = new WeakMap<Context, { known: Map<string, Role | null>; pending: ListedBatch[] }>();

/** A list's items and the caller's role on each (`roles[i]` on `items[i]`). */
type ListedBatch = [items: readonly { id: string }[], roles: readonly (Role | null)[]];

/**
 * Remembers the role on each item. Kept as the list gave them until a role is asked: most lists
 * are read without their items' permissions, and a thousand spaces need not be indexed for that.
 */
export function rememberListedRoles(ctx: Context, items: readonly { id: string }[], roles: readonly (Role | null)[]) {
  let listed = listedRoles.get(ctx);
  if (!listed) {
    listed = { known: new Map(), pending: [] };
    listedRoles.set(ctx, listed);
  }
  listed.pending.push([items, roles]);
}

/** The caller's role on content a list of this request computed, else undefined. */
export function listedRole(ctx: Context, id: string): Role | null | undefined {
  const listed = listedRoles.get(ctx);
  if (!listed) return undefined;
  for (const [items, roles] of listed.pending.splice(0))
    for (let i = 0; i < items.length; i++) listed.known.set(items[i].id, roles[i]);
  return listed.known.get(id);
}

/** The caller's effective role on a space. */
export const spaceRole = (ctx: Context, space: Content) => viewerContentRole(ctx, space, true);

/** The caller's effective role on a collection. */
export const collectionRole = (ctx: Context, collection: Content) => viewerContentRole(ctx, collection, false);

/**
 * Reaching a space or a collection by id: `load` gives it when it belongs to an organization the
 * caller is an active member of (else 404, so other organizations' content stays invisible);
 * `require` adds the caller's role and answers 403 below `needed`.
 */
export function contentAccess<T extends Content>(
  noun: 'space' | 'collection',
  byId: (ctx: Context, id: string) => Promise<T | null>,
  roleOf: (ctx: Context, content: T) => Promise<Role | null>,
) {
  const label = noun[0].toUpperCase() + noun.slice(1);
  const load = async (ctx: Context, id: string): Promise<T> => {
    // A site token reads the live spaces its site publishes (src/request/site-tokens.ts).
    if (ctx.caller.kind === 'site-reader' && noun === 'space') {
      const content = await byId(ctx, id);
      if (content && !(content as Partial<Space>).deletedAt && (await siteTokenReads(ctx, content))) return content;
      throw new NotFoundError(`${label} '${id}' not found`);
    }
    requireViewer(ctx);
    const content = await byId(ctx, id);
    if (!content || !(await activeMember(ctx, content.organizationId)))
      throw new NotFoundError(`${label} '${id}' not found`);
    return content;
  };
  const require = async (ctx: Context, id: string, needed: Role): Promise<{ content: T; role: Role | null }> => {
    const content = await load(ctx, id);
    const role = ctx.caller.kind === 'site-reader' ? 'read' : await roleOf(ctx, content);
    if (!atLeast(role, needed))
      throw new ForbiddenError(
        needed === 'read'
          ? `You do not have access to this ${noun}`
          : `This requires the ${needed} role on the ${noun}`,
      );
    return { content, role };
  };
  return { load, require };
}

/**
 * Whether the site token of the request reads this space: named in the token, and the site is
 * still published and still publishes it (one statement, once per request and space).
 */
export async function siteTokenReads(ctx: Context, space: { id: string; organizationId: string }): Promise<boolean> {
  const site = readerSite(ctx);
  if (!site || site.organizationId !== space.organizationId || !site.spaceIds.includes(space.id)) return false;
  let checked = stillPublished.get(ctx);
  if (!checked) {
    checked = new Map();
    stillPublished.set(ctx, checked);
  }
  let answer = checked.get(space.id);
  if (!answer) {
    answer = ctx.prisma.siteSpace
      .count({ where: { siteId: site.siteId, spaceId: space.id, site: { published: true } } })
      .then((n) => n > 0);
    checked.set(space.id, answer);
  }
  return answer;
}

const stillPublished = new WeakMap<Context, Map<string, Promise<boolean>>>();

/**
 * Everything needed to compute any member's role on any content of one organization,
 * loaded in four statements. Use it for lists (visible spaces) and counts (a member's spaces).
 */
export class OrgAccess {
  private collections = new Map<string, Pick<Collection, 'id' | 'parentId' | 'defaultLevel'>>();
  private grantsByContent = new Map<string, ContentGrant[]>();
  private teamsByUser = new Map<string, Set<string>>();
  constructor(
    readonly spaces: Pick<Space, 'id' | 'parentId' | 'defaultLevel'>[],
    collections: Pick<Collection, 'id' | 'parentId' | 'defaultLevel'>[],
    grants: ContentGrant[],
    teamMembers: { teamId: string; userId: string }[],
  ) {
    for (const c of collections) this.collections.set(c.id, c);
    for (const g of grants) {
      const key = g.spaceId ?? g.collectionId;
      if (!key) continue; // a site's grant: sites compute their roles apart (siteGrantRole)
      const list = this.grantsByContent.get(key);
      if (list) list.push(g);
      else this.grantsByContent.set(key, [g]);
    }
    for (const tm of teamMembers) {
      let set = this.teamsByUser.get(tm.userId);
      if (!set) {
        set = new Set();
        this.teamsByUser.set(tm.userId, set);
      }
      set.add(tm.teamId);
    }
  }

  roleOf(
    member: Pick<Member, 'userId' | 'role' | 'disabled'> | null,
    content: { id: string; parentId: string | null; defaultLevel: unknown },
  ): Role | null {
    return this.rolesOf(member, [content])[0];
  }

  /**
   * The member's role on each item. Items of one parent share what comes from above them (the
   * levels and grants of the collections up the chain): it is worked out once per parent, not
   * once per item, so a list of a thousand spaces walks its collections a few times.
   */
  rolesOf(
    member: Pick<Member, 'userId' | 'role' | 'disabled'> | null,
    items: readonly { id: string; parentId: string | null; defaultLevel: unknown }[],
  ): (Role | null)[] {
    if (!member) return items.map(() => null);
    const teams = this.teamsByUser.get(member.userId);
    const applies = (g: ContentGrant) => g.userId === member.userId || (!!g.teamId && !!teams?.has(g.teamId));
    // By parent: what comes from above, and the role of its items without grants of their own
    // by their level (most items of a list share one).
    const above = new Map<
      string | null,
      { ancestorLevels: ContentLevel[]; explicit: Role[]; byLevel: Map<unknown, Role | null> }
    >();
    const inherited = (parentId: string | null) => {
      let known = above.get(parentId);
      if (!known) {
        known = { ancestorLevels: [], explicit: [], byLevel: new Map() };
        const seen = new Set<string>();
        for (let id = parentId; id && !seen.has(id); ) {
          seen.add(id);
          const parent = this.collections.get(id);
          if (!parent) break;
          known.ancestorLevels.push(parent.defaultLevel as ContentLevel);
          for (const g of this.grantsByContent.get(parent.id) ?? [])
            if (applies(g)) known.explicit.push(g.role as Role);
          id = parent.parentId;
        }
        above.set(parentId, known);
      }
      return known;
    };
    return items.map((content) => {
      const { ancestorLevels, explicit, byLevel } = inherited(content.parentId);
      const own = this.grantsByContent.get(content.id);
      const level = content.defaultLevel as ContentLevel;
      if (own)
        return resolveRole({
          member,
          level,
          ancestorLevels,
          explicit: [...own.filter(applies).map((g) => g.role as Role), ...explicit],
        });
      if (!byLevel.has(level)) byLevel.set(level, resolveRole({ member, level, ancestorLevels, explicit }));
      return byLevel.get(level)!;
    });
  }

  /** Spaces (not deleted) on which the member has at least `read`. */
  visibleSpaces(member: Pick<Member, 'userId' | 'role' | 'disabled'> | null) {
    const roles = this.rolesOf(member, this.spaces);
    return this.spaces.filter((_, i) => atLeast(roles[i], 'read'));
  }

  collection(id: string) {
    return this.collections.get(id);
  }
}

/**
 * The access snapshot of an organization, once per request, from rows kept in the access cache
 * (src/db/auth-cache.ts: it forgets them when spaces move, are created or deleted, or when
 * collections, grants or teams change).
 */
export const orgAccess = defineLoader<string, OrgAccess>(async (ctx, orgIds) => {
  const rows = await cached(
    ctx,
    'orgAccess',
    orgIds,
    async (ids) => {
      const [spaces, collections, grants, teamMembers] = await Promise.all([
        ctx.prisma.space.findMany({
          where: { organizationId: { in: ids }, deletedAt: null },
          select: { id: true, organizationId: true, parentId: true, defaultLevel: true },
        }),
        ctx.prisma.collection.findMany({
          where: { organizationId: { in: ids } },
          select: { id: true, organizationId: true, parentId: true, defaultLevel: true },
        }),
        ctx.prisma.contentGrant.findMany({ where: { organizationId: { in: ids } } }),
        ctx.prisma.teamMember.findMany({
          where: { team: { organizationId: { in: ids } } },
          select: { teamId: true, userId: true, team: { select: { organizationId: true } } },
        }),
      ]);
      const s = groupByKey(ids, spaces, (x) => x.organizationId);
      const c = groupByKey(ids, collections, (x) => x.organizationId);
      const g = groupByKey(ids, grants, (x) => x.organizationId);
      const t = groupByKey(ids, teamMembers, (x) => x.team.organizationId);
      return ids.map((_, i) => ({ spaces: s[i], collections: c[i], grants: g[i], teamMembers: t[i] }));
    },
    'frozen',
  ); // thousands of rows in a large organization: shared frozen, not copied per request
  return rows.map((r) => new OrgAccess(r.spaces, r.collections, r.grants, r.teamMembers));
});

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
