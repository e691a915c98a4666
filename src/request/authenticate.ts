/**
 * Who is calling, from a request's `Authorization` header: the one place that reads credentials.
 *
 * - `Bearer <ADMIN_TOKEN>`: the instance admin.
 * - `Bearer <site token>` (a JWT minted by the URL lookup, site-tokens.ts): a site reader, at the
 *   doors that take readers (REST rows marked `reader: true`); elsewhere it is refused.
 * - `Bearer <API token>`: a member, when the token exists and has not expired (its last use is
 *   recorded, token-usage.ts).
 * - `Basic` with the token as password, at the doors that take it (git's smart HTTP): as Bearer.
 * - No `Authorization` and a session cookie, at the doors that take it (`session: true`: pages a
 *   browser opens, /graphql and /v1), on a request from this server's own pages (the context
 *   checks its `Origin`, sessions.ts): the member who signed in. A cookie that is unknown, expired
 *   or revoked is ignored: anonymous.
 * - Nothing: anonymous. Anything else: anonymous with `refused` set (answered as a 401).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { sha256 } from '../db/ids.ts';
import { ANONYMOUS, type Caller } from './caller.ts';
import { sessionCaller } from './sessions.ts';
import { isSiteTokenShaped, verifySiteToken } from './site-tokens.ts';
import { noteTokenUse } from './token-usage.ts';

/** Which credentials a door takes besides API tokens and the admin token. */
export interface Door {
  /** Site tokens: the REST rows a published site's reader calls. */
  siteReaders?: boolean;
  /** `Basic` with the token as password (git clients). */
  basic?: boolean;
  /**
   * The browser session cookie (sessions.ts): pages served to a member's browser, GraphiQL's
   * /graphql and /v1. Read only from this server's own pages (`sessionMayRide`: no CSRF).
   */
  session?: boolean;
}

/** What authentication reads: the database (tokens, cached) and the admin token. */
export interface Authority {
  config: Config;
  db: Pick<Database, 'prisma' | 'authCache'>;
}

const INVALID = 'Invalid or revoked API token';

/** The caller a request's `Authorization` header (or, at doors that take it, its session cookie) names at `door`. */
export async function authenticate(
  authority: Authority,
  header: string | null,
  door: Door = {},
  cookie: string | null = null,
): Promise<Caller> {
  if (!header) return door.session && cookie ? await sessionCaller(authority.db, cookie) : ANONYMOUS;
  const token = credentialOf(header, door);
  if (!token) return { kind: 'anonymous', refused: INVALID };
  const { config, db } = authority;
  if (config.adminToken && safeEqual(token, config.adminToken)) return { kind: 'instance-admin' };
  // A JWT is a site token, never an API token: valid only where readers may call.
  if (isSiteTokenShaped(token)) {
    const site = door.siteReaders ? await verifySiteToken({ prisma: db.prisma, config }, token) : null;
    return site ? { kind: 'site-reader', site } : { kind: 'anonymous', refused: INVALID };
  }
  const hash = sha256(token);
  // Known tokens are cached (unknown ones are not: guesses must not fill the cache).
  const found = await db.authCache.get(
    `token:${hash}`,
    () =>
      db.prisma.apiToken.findUnique({
        where: { hash },
        select: { id: true, userId: true, expiresAt: true, organizationId: true },
      }),
    (row) => row !== null,
  );
  // An expired token (sign-ins issue tokens with expiresAt) is refused like an unknown one.
  if (!found || (found.expiresAt && found.expiresAt.getTime() <= Date.now()))
    return { kind: 'anonymous', refused: INVALID };
  noteTokenUse(db, found.id);
  return { kind: 'member', userId: found.userId, tokenId: found.id, organizationId: found.organizationId };
}

/** The token of a Bearer header, or of a Basic one (the password) where the door takes it. */
function credentialOf(header: string, door: Door): string | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (bearer) return bearer[1];
  const basic = door.basic ? /^Basic\s+(\S+)\s*$/i.exec(header) : null;
  if (!basic) return null;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(colon + 1) || null : null;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
