/**
 * Who is calling: one case per kind. `authenticate()` (authenticate.ts) decides it for a request,
 * `systemContext()` (context.ts) for a job or the CLI; no other code decides it, and the access
 * rules (access.ts) read it by kind. A new way to sign in is a new case here and its branch in
 * `authenticate()`.
 */

/** A member (or would-be member) of organizations, calling with an API token. */
export interface MemberCaller {
  kind: 'member';
  userId: string;
  tokenId: string;
  /** Set for tokens issued by an organization's single sign-on: the token acts in that organization only. */
  organizationId: string | null;
}

/**
 * A member signed in in a browser (sessions.ts): the session cookie stands for the API token it was
 * opened with. Only doors that declare `session: true` read the cookie (pages, /graphql, /v1), and
 * only from this server's own pages (sessions.ts `sessionMayRide`).
 */
export interface SessionCaller {
  kind: 'session';
  userId: string;
  sessionId: string;
  /** The API token the session was opened with (deleting it ends the session). */
  tokenId: string;
  /** Set when that token acts in one organization only (single sign-on). */
  organizationId: string | null;
}

/** A reader of one published site, with the site token the URL lookup handed out (site-tokens.ts). */
export interface SiteReaderCaller {
  kind: 'site-reader';
  site: SiteAccess;
}

/** The holder of the instance's ADMIN_TOKEN: instance administration, no organization's content. */
export interface InstanceAdminCaller {
  kind: 'instance-admin';
}

/** No credentials, or credentials that were refused (`refused` says why: answered as a 401). */
export interface AnonymousCaller {
  kind: 'anonymous';
  refused?: string;
}

/**
 * The server itself: a background job or the admin CLI. `actingFor` is the user whose rights it
 * uses and in whose name it writes (a queued Git Sync operation, an import run for its owner).
 */
export interface SystemCaller {
  kind: 'system';
  job: string;
  actingFor: string | null;
}

export type Caller =
  | MemberCaller
  | SessionCaller
  | SiteReaderCaller
  | InstanceAdminCaller
  | AnonymousCaller
  | SystemCaller;

/**
 * What a site token lets its bearer read: the published content of one site, as one visitor
 * sees it.
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

/** The user a caller acts as, with what its rights are checked against. */
export interface Viewer {
  userId: string;
  /** The API token of a member caller; null for a job acting for a user. */
  tokenId: string | null;
  /** Set for tokens issued by an organization's single sign-on: they act in that organization only. */
  organizationId: string | null;
}

/** The user the caller acts as: a member (by token or session), or a job acting for a user; null for the other kinds. */
export function viewerOf(caller: Caller): Viewer | null {
  if (caller.kind === 'member' || caller.kind === 'session')
    return { userId: caller.userId, tokenId: caller.tokenId, organizationId: caller.organizationId };
  if (caller.kind === 'system' && caller.actingFor)
    return { userId: caller.actingFor, tokenId: null, organizationId: null };
  return null;
}

export const ANONYMOUS: AnonymousCaller = Object.freeze({ kind: 'anonymous' });
