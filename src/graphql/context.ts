import { timingSafeEqual } from 'node:crypto';
import DataLoader from 'dataloader';
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
 * What a site token (the `apiToken` of a published URL, src/auth/site-tokens.ts) lets its bearer
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

/**
 * A per-request DataLoader, created on first use. Modules declare loaders with this and
 * call `loader(ctx)` to get the instance of the current request.
 */
export function defineLoader<K, V, C = K>(
  batch: (ctx: Context, keys: readonly K[]) => Promise<(V | Error)[]>,
  options?: DataLoader.Options<K, V, C>,
): (ctx: Context) => DataLoader<K, V, C> {
  return perRequest((ctx) => new DataLoader<K, V, C>((keys) => batch(ctx, keys), options));
}

/**
 * A per-request DataLoader over rows the access cache keeps (src/auth/lookups.ts `cached`): a key
 * the cache holds is answered at once, without waiting for the loader's batch (DataLoader runs
 * even its cache hits through one); the others are batched as usual.
 */
export function defineCacheFirstLoader<V>(
  batch: (ctx: Context, keys: readonly string[]) => Promise<(V | Error)[]>,
  peek: (ctx: Context, key: string) => { value: V } | undefined,
): (ctx: Context) => DataLoader<string, V> {
  return perRequest(
    (ctx) =>
      new CacheFirstLoader<V>(
        (keys) => batch(ctx, keys),
        (key) => peek(ctx, key),
      ),
  );
}

class CacheFirstLoader<V> extends DataLoader<string, V> {
  constructor(
    batch: DataLoader.BatchLoadFn<string, V>,
    private readonly peek: (key: string) => { value: V } | undefined,
    private readonly known = new Map<string, Promise<V>>(),
  ) {
    super(batch, { cacheMap: known });
  }

  override load(key: string): Promise<V> {
    const loaded = this.known.get(key);
    if (loaded) return loaded;
    const hit = this.peek(key);
    if (!hit) return super.load(key);
    const value = Promise.resolve(hit.value);
    this.known.set(key, value);
    return value;
  }
}

/** A loader made once per request, on first use. */
function perRequest<L>(create: (ctx: Context) => L): (ctx: Context) => L {
  const key = Symbol('loader');
  return (ctx) => {
    let instance = ctx.loaders.get(key) as L | undefined;
    if (!instance) {
      instance = create(ctx);
      ctx.loaders.set(key, instance as unknown as DataLoader<unknown, unknown>);
    }
    return instance;
  };
}

/** Order rows to match keys; missing keys get null. */
export function byKey<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): (V | null)[] {
  const map = new Map<K, V>();
  for (const row of rows) map.set(keyOf(row), row);
  return keys.map((k) => map.get(k) ?? null);
}

/** Group rows by key, in key order; missing keys get []. */
export function groupByKey<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): V[][] {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const k = keyOf(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return keys.map((k) => map.get(k) ?? []);
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
