/**
 * The context every resolver and service receives: who calls (`caller`), the database, the
 * request's loaders. Built here only: `createContext()` for a request (its caller from
 * authenticate.ts), `systemContext()` for a job or the CLI, `anonymousView()` for a look at what
 * an anonymous visitor sees. Nothing mutable is shared across requests.
 */
import type DataLoader from 'dataloader';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import type { Prisma } from '../db/prisma.ts';
import { ForbiddenError, UnauthenticatedError } from '../errors.ts';
import type { EventBus } from '../infra/event-bus.ts';
import { authenticate, type Door } from './authenticate.ts';
import { ANONYMOUS, type Caller, type SiteAccess, type Viewer, viewerOf } from './caller.ts';
import { sessionMayRide } from './sessions.ts';

export type { Door } from './authenticate.ts';
export type { Caller, SiteAccess, Viewer } from './caller.ts';

/** The request's headers as the context reads them (e.g. `Prefer`: src/graphql/prefer.ts), and its method. */
export interface RequestHeaders {
  method?: string;
  headers: { get(name: string): string | null };
  /** The client's address (the socket's), where the request came over HTTP. */
  address?: string;
}

export interface Context {
  config: Config;
  db: Database<EventBus>;
  prisma: Prisma;
  /** Who is calling, one case per kind (caller.ts). */
  readonly caller: Caller;
  /** The user the caller acts as (a member, or a job acting for a user), read from `caller`. */
  readonly viewer: Viewer | null;
  requestId: string;
  request: RequestHeaders;
  // Each loader is read back with its own key and value types (defineLoader).
  loaders: Map<symbol, DataLoader<unknown, unknown>>;
}

function contextOf(
  config: Config,
  db: Database<EventBus>,
  caller: Caller,
  requestId: string,
  request: RequestHeaders,
): Context {
  return { config, db, prisma: db.prisma, caller, viewer: viewerOf(caller), requestId, request, loaders: new Map() };
}

/** The context of a request: its caller as its `Authorization` header (or session cookie, where `door` takes it) names it. */
export async function createContext(
  config: Config,
  db: Database<EventBus>,
  request: RequestHeaders,
  requestId: string,
  door: Door = {},
): Promise<Context> {
  const authorization = request.headers.get('authorization');
  // A session counts only without credentials of its own (authenticate.ts): no cookie work otherwise.
  const cookie =
    door.session && !authorization && sessionMayRide(config.publicUrl, request) ? request.headers.get('cookie') : null;
  const caller = await authenticate({ config, db }, authorization, door, cookie);
  return contextOf(config, db, caller, requestId, request);
}

const NO_HEADERS: RequestHeaders = { headers: { get: () => null } };

/**
 * The context of work the server does by itself (a job, the CLI): `actingFor` is the user whose
 * rights it uses and in whose name it writes, if any. Fresh each call: a job that writes between
 * two reads takes a new one so its loaders never serve what it changed.
 */
export function systemContext(
  config: Config,
  db: Database<EventBus>,
  job: string,
  actingFor: string | null = null,
): Context {
  return contextOf(config, db, { kind: 'system', job, actingFor }, `${job}-${newId()}`, NO_HEADERS);
}

/**
 * The same request seen as an anonymous visitor (what a published page shows anyone, never a
 * preview): its loaders are shared, so rows the request primed are not read again.
 */
export function anonymousView(ctx: Context): Context {
  return { ...ctx, caller: ANONYMOUS, viewer: null };
}

/** The authenticated user, or an UNAUTHENTICATED error. */
export function requireViewer(ctx: Context): Viewer {
  if (!ctx.viewer) {
    const refused = ctx.caller.kind === 'anonymous' ? ctx.caller.refused : undefined;
    throw new UnauthenticatedError(refused);
  }
  return ctx.viewer;
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

/** Whether the caller holds the instance's ADMIN_TOKEN. */
export const isInstanceAdmin = (ctx: Context) => ctx.caller.kind === 'instance-admin';

/**
 * Refuses anyone but the holder of the instance's ADMIN_TOKEN: no credentials is a 401, as
 * anywhere else; a member's token (or any other caller) a 403.
 */
export function requireInstanceAdmin(ctx: Context): void {
  if (isInstanceAdmin(ctx)) return;
  if (ctx.caller.kind === 'anonymous') requireViewer(ctx);
  throw new ForbiddenError('This requires the instance ADMIN_TOKEN');
}

/** Whether credentials were sent and refused (answered as a 401 where they matter). */
export const credentialsRefused = (ctx: Context) => ctx.caller.kind === 'anonymous' && !!ctx.caller.refused;

/** The site a site reader reads; null for every other caller. */
export const readerSite = (ctx: Context): SiteAccess | null =>
  ctx.caller.kind === 'site-reader' ? ctx.caller.site : null;

/** Absolute URL under PUBLIC_URL. */
export const url = (ctx: Context, path: string) => `${ctx.config.publicUrl}${path}`;
