import { timingSafeEqual } from 'node:crypto';
import type DataLoader from 'dataloader';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { sha256 } from '../db/ids.ts';
import type { Prisma } from '../db/prisma.ts';
import { ForbiddenError, UnauthenticatedError } from '../errors.ts';
import type { EventBus } from '../infra/event-bus.ts';

export interface Viewer {
  userId: string;
  tokenId: string;
  /** Set for tokens issued by an organization's SAML sign-in: the token acts in that organization only. */
  organizationId?: string | null;
}

/** Refuses a token limited to another organization (SSO tokens) for an organization-level action. */
export function requireViewerIn(ctx: Context, organizationId: string): Viewer {
  const viewer = requireViewer(ctx);
  if (viewer.organizationId && viewer.organizationId !== organizationId) {
    throw new ForbiddenError(
      'This token was issued by the single sign-on of another organization and acts in that organization only',
    );
  }
  return viewer;
}

/**
 * What a site token (the `apiToken` of a published URL, src/request/site-tokens.ts) lets its bearer
 * read: the published content of one site, as one visitor sees it.
 */
export interface SiteAccess {
  organizationId: string;
  siteId: string;
  siteSpaceId: string;
  siteSectionId?: string;
  /** The spaces of the site's site spaces the visitor sees. */
  spaceIds: string[];
  /** The share key the visitor came with (share-link sites). */
  shareKey?: string;
  /** The visitor's claims (adaptive content, visitor authentication). */
  claims: Record<string, unknown>;
}

/** Checks a bearer that is not an API token (a site token) for the REST route asked. */
export type SiteTokenCheck = (ctx: Context, token: string, route: string | undefined) => Promise<SiteAccess | null>;

/** Built per request; nothing mutable is shared across requests. */
export interface Context {
  config: Config;
  db: Database<EventBus>;
  prisma: Prisma;
  /** The authenticated user, or null (only instance-admin and public fields work then). */
  viewer: Viewer | null;
  /** True when the request carries the ADMIN_TOKEN secret. */
  isInstanceAdmin: boolean;
  /** Whether an Authorization header was sent but was invalid. */
  invalidToken: boolean;
  /** Set when the bearer is a valid site token, on the routes it may read. */
  site?: SiteAccess | null;
  requestId: string;
  /** The request's headers (e.g. `Prefer`: src/graphql/prefer.ts). */
  request: { headers: { get(name: string): string | null } };
  // Each loader is read back with its own key and value types (defineLoader).
  loaders: Map<symbol, DataLoader<unknown, unknown>>;
}

/** The authenticated user, or an UNAUTHENTICATED error. */
export function requireViewer(ctx: Context): Viewer {
  if (!ctx.viewer) {
    throw new UnauthenticatedError(ctx.invalidToken ? 'Invalid or revoked API token' : undefined);
  }
  return ctx.viewer;
}

const bearer = (header: string | null): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
};

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function createContext(
  config: Config,
  db: Database<EventBus>,
  request: { headers: { get(name: string): string | null }; route?: string },
  requestId: string,
  siteToken?: SiteTokenCheck,
): Promise<Context> {
  const ctx: Context = {
    config,
    db,
    prisma: db.prisma,
    viewer: null,
    isInstanceAdmin: false,
    invalidToken: false,
    requestId,
    request,
    loaders: new Map(),
  };
  const header = request.headers.get('authorization');
  if (!header) return ctx;
  const token = bearer(header);
  if (!token) {
    ctx.invalidToken = true;
    return ctx;
  }
  if (config.adminToken && safeEqual(token, config.adminToken)) {
    ctx.isInstanceAdmin = true;
    return ctx;
  }
  // A JWT is a site token, never an API token: valid only on the read routes it is made for.
  if (siteToken && /^eyJ[\w-]*\.[\w-]+\.[\w-]+$/.test(token)) {
    ctx.site = await siteToken(ctx, token, request.route);
    if (!ctx.site) ctx.invalidToken = true;
    return ctx;
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
  // An expired token (SSO sign-ins issue tokens with expiresAt) is refused like an unknown one.
  if (found && (!found.expiresAt || found.expiresAt.getTime() > Date.now()))
    ctx.viewer = { userId: found.userId, tokenId: found.id, organizationId: found.organizationId };
  else ctx.invalidToken = true;
  return ctx;
}

/** Absolute URL under PUBLIC_URL. */
export const url = (ctx: Context, path: string) => `${ctx.config.publicUrl}${path}`;
