/**
 * A person's API tokens and browser sessions, as they see and revoke them:
 *
 * - Lists show a token's label, creation, last use and expiry, never its secret or hash; the
 *   secret is shown once, when the token is created.
 * - The owner revokes their own, the instance admin (ADMIN_TOKEN) anyone's. Any other token or
 *   session id answers 404, like an unknown one: whether it exists is not told.
 * - Revoking deletes the row (a session opened with the token goes with it, by cascade); the access
 *   cache forgets it at once on this instance and, through the `quire_auth` trigger, on the others
 *   (src/db/auth-cache.ts), so the next request with it is a 401 everywhere.
 * - A token of a single sign-on (acting in one organization only, expiring) creates tokens limited
 *   to that organization that expire no later than itself: it cannot mint a wider or longer one.
 *
 * An organization admin revoking every token of a member is in the members module
 * (`revokeMemberTokens`), which calls `revokeAllTokens` here.
 */
import { z } from 'zod';
import type { Prisma, Transaction } from '../../db/prisma.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { Session } from '../../generated/prisma/client.ts';
import { type AuditActor, recordUserAudit, SYSTEM_ACTOR } from '../../request/audit.ts';
import { type Context, isInstanceAdmin, requireViewer } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { API_TOKEN_FIELDS, type ApiTokenRow, issueToken, userByEmail } from './service.ts';

/** The longest expiry a new token may have. */
export const MAX_TOKEN_LIFETIME_MS = 5 * 366 * 24 * 60 * 60 * 1000;

/** A browser session as its owner sees it: everything but its hash. */
export type SessionRow = Omit<Session, 'hash'>;

const SESSION_FIELDS = { id: true, userId: true, tokenId: true, createdAt: true, expiresAt: true } as const;

const createTokenInput = z.object({
  email: z.string().trim().toLowerCase().max(320).nullish(),
  label: z.string().trim().min(1).max(100).nullish(),
  expiresAt: z
    .date()
    .refine((d) => d.getTime() > Date.now(), 'must be in the future')
    .refine((d) => d.getTime() <= Date.now() + MAX_TOKEN_LIFETIME_MS, 'must be at most 5 years ahead')
    .nullish(),
});

/** A user's API tokens, newest first. */
export function listTokens(ctx: Context, userId: string, args: PageArgs) {
  const where = { userId };
  return paginate(
    args,
    ({ skip, take }) =>
      ctx.prisma.apiToken.findMany({
        where,
        select: API_TOKEN_FIELDS,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
      }),
    () => ctx.prisma.apiToken.count({ where }),
  );
}

/** A user's browser sessions that have not expired, newest first. */
export function listSessions(ctx: Context, userId: string, args: PageArgs) {
  const where = { userId, expiresAt: { gt: new Date() } };
  return paginate(
    args,
    ({ skip, take }) =>
      ctx.prisma.session.findMany({
        where,
        select: SESSION_FIELDS,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
      }),
    () => ctx.prisma.session.count({ where }),
  );
}

/** The user whose tokens and sessions the caller may see by id: its own (null for the instance admin: any). */
function ownerFilter(ctx: Context): { userId?: string } {
  if (isInstanceAdmin(ctx)) return {};
  return { userId: requireViewer(ctx).userId };
}

/** One of the viewer's tokens (any token for the instance admin), or null. */
export async function getToken(ctx: Context, id: string): Promise<ApiTokenRow | null> {
  if (!isInstanceAdmin(ctx) && !ctx.viewer) return null;
  return ctx.prisma.apiToken.findFirst({ where: { id, ...ownerFilter(ctx) }, select: API_TOKEN_FIELDS });
}

/** One of the viewer's sessions (any for the instance admin), or null. */
export async function getSession(ctx: Context, id: string): Promise<SessionRow | null> {
  if (!isInstanceAdmin(ctx) && !ctx.viewer) return null;
  return ctx.prisma.session.findFirst({ where: { id, ...ownerFilter(ctx) }, select: SESSION_FIELDS });
}

/**
 * Creates an API token: for the viewer (no `email`, or their own), or, for the instance admin, for
 * the user with `email` (required then). `label`: 1 to 100 characters; `expiresAt`: in the future,
 * at most 5 years ahead (none: never expires). Answers the secret, once, and the token's row.
 */
export async function createApiToken(
  ctx: Context,
  input: { email?: string | null; label?: string | null; expiresAt?: Date | null },
) {
  const data = parseInput(createTokenInput, input);
  if (isInstanceAdmin(ctx)) {
    if (!data.email) throw new BadRequestError("Invalid 'email': the instance admin names the user", 'email');
    const user = await userByEmail(ctx.prisma, data.email);
    return issued(ctx, user.id, { label: data.label, expiresAt: data.expiresAt });
  }
  const viewer = requireViewer(ctx);
  const [user, current] = await Promise.all([
    ctx.prisma.user.findUnique({ where: { id: viewer.userId }, select: { email: true } }),
    viewer.tokenId
      ? ctx.prisma.apiToken.findUnique({ where: { id: viewer.tokenId }, select: { expiresAt: true } })
      : null,
  ]);
  if (data.email && data.email !== user?.email?.toLowerCase())
    throw new ForbiddenError("Only the instance ADMIN_TOKEN creates tokens for another user's email");
  // A single sign-on token's limits carry over: its organization, and no later expiry than its own.
  const limit = current?.expiresAt ?? null;
  const expiresAt = limit && (!data.expiresAt || data.expiresAt > limit) ? limit : (data.expiresAt ?? null);
  return issued(ctx, viewer.userId, { label: data.label, expiresAt, organizationId: viewer.organizationId });
}

/** A new token and its audit entries (in the organizations it acts in), in one transaction. */
function issued(
  ctx: Context,
  userId: string,
  options: { label?: string | null; expiresAt?: Date | null; organizationId?: string | null },
) {
  return ctx.prisma.$transaction(async (tx) => {
    const made = await issueToken(tx, userId, options);
    await recordUserAudit(tx, ctx, {
      userId,
      organizationId: made.apiToken.organizationId,
      action: 'api_token.created',
      target: { type: 'api_token', id: made.apiToken.id, label: made.apiToken.label },
      payload: { userId, expiresAt: made.apiToken.expiresAt?.toISOString() ?? null },
    });
    return made;
  });
}

/** Revokes one of the viewer's tokens (any, for the instance admin); 404 for any other id. */
export async function revokeToken(ctx: Context, id: string): Promise<{ deleted: boolean }> {
  const count = await ctx.prisma.$transaction((tx) => deleteToken(tx, ctx, { id, ...ownerFilter(ctx) }));
  if (!count) throw new NotFoundError('API token not found');
  return { deleted: true };
}

/** Deletes the token `where` names (an id, and its owner where the caller is not the admin), audited: how many went. */
async function deleteToken(tx: Transaction, actor: AuditActor, where: { id: string; userId?: string }) {
  const token = await tx.apiToken.findFirst({ where, select: { userId: true, label: true, organizationId: true } });
  if (!token) return 0;
  const { count } = await tx.apiToken.deleteMany({ where });
  if (count)
    await recordUserAudit(tx, actor, {
      userId: token.userId,
      organizationId: token.organizationId,
      action: 'api_token.revoked',
      target: { type: 'api_token', id: where.id, label: token.label },
      payload: { userId: token.userId },
    });
  return count;
}

/** Ends one of the viewer's browser sessions (any, for the instance admin); 404 for any other id. */
export async function revokeSession(ctx: Context, id: string): Promise<{ deleted: boolean }> {
  const { count } = await ctx.prisma.session.deleteMany({ where: { id, ...ownerFilter(ctx) } });
  if (!count) throw new NotFoundError('Session not found');
  return { deleted: true };
}

/** Every API token of a user, newest first (the admin CLI's `token list`). */
export function allTokensOf(prisma: Prisma, userId: string): Promise<ApiTokenRow[]> {
  return prisma.apiToken.findMany({
    where: { userId },
    select: API_TOKEN_FIELDS,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

/** Revokes any API token by id (the admin CLI's `token revoke`); 404 when there is none. */
export async function revokeTokenById(prisma: Prisma, id: string): Promise<{ id: string; revoked: true }> {
  const count = await prisma.$transaction((tx) => deleteToken(tx, SYSTEM_ACTOR, { id }));
  if (!count) throw new NotFoundError(`No API token ${id}`);
  return { id, revoked: true };
}

/** A token that never expires for a user (the admin CLI's `token create`), with its audit entries. */
export function createCliToken(prisma: Prisma, userId: string): Promise<string> {
  return prisma.$transaction(async (tx) => {
    const made = await issueToken(tx, userId, { label: 'cli' });
    await recordUserAudit(tx, SYSTEM_ACTOR, {
      userId,
      organizationId: null,
      action: 'api_token.created',
      target: { type: 'api_token', id: made.apiToken.id, label: made.apiToken.label },
      payload: { userId, expiresAt: null },
    });
    return made.token;
  });
}

/**
 * Revokes every API token of a user and every browser session opened with them, everywhere (a
 * token is the user's, not an organization's): the counts of what was revoked. The caller checks
 * who may.
 */
export async function revokeAllTokens(
  prisma: Prisma,
  userId: string,
  record?: (tx: Transaction, revoked: { apiTokens: number; sessions: number }) => Promise<unknown> | undefined,
): Promise<{ apiTokens: number; sessions: number }> {
  return prisma.$transaction(async (tx: Transaction) => {
    const sessions = await tx.session.deleteMany({ where: { userId } });
    const apiTokens = await tx.apiToken.deleteMany({ where: { userId } });
    const revoked = { apiTokens: apiTokens.count, sessions: sessions.count };
    await record?.(tx, revoked);
    return revoked;
  });
}
