/**
 * The rows access decisions read, per request (DataLoaders): memberships and collections. They
 * live here, under the ground floor, because src/request/access.ts needs them and the modules that
 * own these tables (members, collections) build on access, not the reverse.
 */

import type { Sharing } from '../db/auth-cache.ts';
import type { Collection, Member } from '../generated/prisma/client.ts';
import type { Context } from './context.ts';
import { byKey, defineCacheFirstLoader } from './loaders.ts';

const key = (organizationId: string, userId: string) => `${organizationId}/${userId}`;

/** Membership by `${organizationId}/${userId}`. */
const memberByKey = cachedLoader<Member | null>('member', async (ctx, missing) => {
  const pairs = missing.map((k) => k.split('/'));
  // IN lists (the cross product may return extra rows; byKey keeps the asked ones).
  const rows = await ctx.prisma.member.findMany({
    where: {
      organizationId: { in: [...new Set(pairs.map((p) => p[0]))] },
      userId: { in: [...new Set(pairs.map((p) => p[1]))] },
    },
  });
  return byKey(missing, rows, (m) => key(m.organizationId, m.userId));
});

/** A loader's batch through the access cache (src/db/auth-cache.ts): only the missing keys are loaded. */
export function cached<V>(
  ctx: Context,
  kind: string,
  keys: readonly string[],
  load: (missing: string[]) => Promise<V[]>,
  sharing: Sharing = 'copy',
): Promise<V[]> {
  return ctx.db.authCache.getMany(
    keys.map((k) => `${kind}:${k}`),
    (missing) => load(missing.map((m) => m.slice(kind.length + 1))),
    { sharing },
  );
}

/**
 * A per-request loader of `kind` rows through the access cache: keys it holds are answered at
 * once (src/request/context.ts `defineCacheFirstLoader`), the others loaded in one batch.
 */
export function cachedLoader<V>(
  kind: string,
  load: (ctx: Context, missing: string[]) => Promise<V[]>,
  sharing: Sharing = 'copy',
) {
  return defineCacheFirstLoader<V>(
    (ctx, keys) => cached(ctx, kind, keys, (missing) => load(ctx, missing), sharing),
    (ctx, key) => ctx.db.authCache.peek<V>(`${kind}:${key}`, sharing),
  );
}

export const loadMember = (ctx: Context, organizationId: string, userId: string) =>
  memberByKey(ctx).load(key(organizationId, userId));

/** The caller's membership; none outside the organization an SSO token is limited to. */
export const viewerMember = (ctx: Context, organizationId: string) =>
  ctx.viewer && (!ctx.viewer.organizationId || ctx.viewer.organizationId === organizationId)
    ? loadMember(ctx, organizationId, ctx.viewer.userId)
    : Promise.resolve(null);

export const memberKey = key;

/** Replaces the cached membership after a write in the same request (e.g. a role change). */
export function primeMember(ctx: Context, member: Member) {
  const k = key(member.organizationId, member.userId);
  memberByKey(ctx).clear(k).prime(k, member);
}

/** Forgets a cached membership (after its removal). */
export function forgetMember(ctx: Context, organizationId: string, userId: string) {
  memberByKey(ctx).clear(key(organizationId, userId));
}

export const collectionById = cachedLoader<Collection | null>('collection', async (ctx, missing) =>
  byKey(missing, await ctx.prisma.collection.findMany({ where: { id: { in: missing } } }), (c) => c.id),
);
