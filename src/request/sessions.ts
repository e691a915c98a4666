/**
 * Browser sessions of members: the sign-in page (src/modules/sessions) or an SSO sign-in opens one
 * and sets its cookie; doors that declare `session: true` read it (authenticate.ts): the pages a
 * member's browser opens, /graphql (GraphiQL) and /v1.
 *
 * - The cookie rides only on requests from this server's own pages (`sessionMayRide`): an `Origin`
 *   of PUBLIC_URL (or of the request's own host), or no `Origin` on a GET or HEAD, and never a
 *   `Sec-Fetch-Site: cross-site`. A page of another site can neither change anything with it (CSRF)
 *   nor read an answer (CORS never allows credentials); SameSite=Lax keeps it off most cross-site
 *   requests to begin with.
 *
 * - The cookie holds a random secret; the database keeps only its SHA-256 (`Session`), so every
 *   instance reads the same sessions and a leaked database row opens nothing.
 * - A session ends at its expiry (at most SESSION_TTL_MS, never after its token's), at sign-out
 *   (its row deleted), or when the API token it was opened with is deleted (the row cascades).
 * - Not cached: a session ended on one instance is refused by every instance on its next request.
 * - Using a session counts as using its API token (`lastUsedAt`, token-usage.ts).
 * - The cookie is HttpOnly, SameSite=Lax, Path=/, and Secure when the server is reached over https.
 */
import type { Database } from '../db/client.ts';
import { newId, randomString, sha256 } from '../db/ids.ts';
import type { Caller } from './caller.ts';
import { ANONYMOUS } from './caller.ts';
import { noteTokenUse } from './token-usage.ts';

export const SESSION_COOKIE = 'quire_session';
/** How long a session lasts: a week. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What the session rules read of a request. */
export interface CookieRequest {
  method?: string;
  headers: { get(name: string): string | null };
}

/** Whether the request comes from a page of this server: an `Origin` (if any) of PUBLIC_URL or of its own host. */
export function fromOwnOrigin(publicUrl: string, request: CookieRequest): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  try {
    const from = new URL(origin);
    return from.host === request.headers.get('host') || from.origin === new URL(publicUrl).origin;
  } catch {
    return false; // `null` (a sandboxed or redirected request), or not a URL
  }
}

/**
 * Whether a request may be read as its session cookie's member: from this server's own pages, and
 * without an `Origin` only when it changes nothing (GET, HEAD): browsers send `Origin` with every
 * other method.
 */
export function sessionMayRide(publicUrl: string, request: CookieRequest): boolean {
  if (!fromOwnOrigin(publicUrl, request)) return false;
  const method = (request.method ?? 'GET').toUpperCase();
  return request.headers.get('origin') !== null || method === 'GET' || method === 'HEAD';
}

/** The value of cookie `name` in a Cookie header. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/** The member a Cookie header's session names, or anonymous (no session, unknown, expired or revoked). */
export async function sessionCaller(db: Pick<Database, 'prisma'>, cookieHeader: string): Promise<Caller> {
  const secret = cookieValue(cookieHeader, SESSION_COOKIE);
  if (!secret || !/^[A-Za-z0-9]{20,100}$/.test(secret)) return ANONYMOUS;
  const row = await db.prisma.session.findUnique({
    where: { hash: sha256(secret) },
    select: {
      id: true,
      userId: true,
      tokenId: true,
      expiresAt: true,
      token: { select: { expiresAt: true, organizationId: true } },
    },
  });
  const now = Date.now();
  if (!row || row.expiresAt.getTime() <= now || (row.token.expiresAt && row.token.expiresAt.getTime() <= now))
    return ANONYMOUS;
  noteTokenUse(db, row.tokenId);
  return {
    kind: 'session',
    userId: row.userId,
    sessionId: row.id,
    tokenId: row.tokenId,
    organizationId: row.token.organizationId,
  };
}

/**
 * Opens a session for an API token (the secret as typed): the cookie's value and its expiry, or
 * null when the token is unknown or expired.
 */
export async function openSession(
  db: Pick<Database, 'prisma'>,
  apiToken: string,
): Promise<{ secret: string; expiresAt: Date } | null> {
  const token = await db.prisma.apiToken.findUnique({
    where: { hash: sha256(apiToken) },
    select: { id: true, userId: true, expiresAt: true },
  });
  const now = Date.now();
  if (!token || (token.expiresAt && token.expiresAt.getTime() <= now)) return null;
  const expiresAt = new Date(Math.min(now + SESSION_TTL_MS, token.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY));
  const secret = randomString(43);
  await db.prisma.session.create({
    data: { id: newId(), hash: sha256(secret), userId: token.userId, tokenId: token.id, expiresAt },
  });
  // Expired sessions of this user are dropped as it signs in again (nothing else reads them).
  await db.prisma.session.deleteMany({ where: { userId: token.userId, expiresAt: { lte: new Date(now) } } });
  return { secret, expiresAt };
}

/** Ends the session a Cookie header names (sign-out); true when there was one. */
export async function closeSession(db: Pick<Database, 'prisma'>, cookieHeader: string | null): Promise<boolean> {
  const secret = cookieValue(cookieHeader, SESSION_COOKIE);
  if (!secret) return false;
  const { count } = await db.prisma.session.deleteMany({ where: { hash: sha256(secret) } });
  return count > 0;
}

/** The Set-Cookie value of a session (`null`: the cookie cleared). */
export function sessionCookie(session: { secret: string; expiresAt: Date } | null, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  if (!session) return [`${SESSION_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ');
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
  return [`${SESSION_COOKIE}=${session.secret}`, `Max-Age=${maxAge}`, ...attributes].join('; ');
}
