/**
 * The OpenID Connect sign-in of members (authorization code flow with PKCE, `state` and `nonce`,
 * openid-client), public, under `/sso/oidc/{providerId}/`:
 *
 * - `GET start[?redirect=]`: 302 to the provider's authorization endpoint (`?site=&location=`: a
 *   reader of a private site signing in, ./oidc-visitors.ts). The state (its SHA-256),
 *   the nonce, the PKCE verifier and the redirect are kept in `OidcState`, shared by every instance
 *   on the database, for STATE_TTL_MS. `redirect` is kept only when it is this server's own URL.
 * - `GET callback?code=&state=`: the state is consumed by one atomic DELETE (each used once, within
 *   its expiry, by the provider that issued it); then openid-client exchanges the code with the
 *   PKCE verifier and checks the ID token: signature (also for a token-endpoint ID token:
 *   `enableNonRepudiationChecks`), issuer, audience, expiry and nonce. The person is the ID token's
 *   (else userinfo's) `email`, refused when `email_verified` is false; then ./sign-in.ts signs
 *   them in as a SAML sign-in does; with `syncTeams`, the groups claim (ID token, else userinfo)
 *   sets the teams the provider manages (./team-sync.ts).
 * - The answer is chosen by `Accept`: `application/json` gets the `sso-login` object (an expiring
 *   API token acting in this organization only); a browser gets the session cookie and a 303 to
 *   the kept redirect (`/` without one). A site's visitor is sent back to the site with a visitor
 *   JWT instead (./oidc-visitors.ts): no account, token or session is made.
 *
 * The provider's discovery document is fetched once per provider setting and cached; the JWKS is
 * cached by openid-client on that configuration (at most 5 minutes; fetched again when an ID token
 * names an unknown key and the cached set is a minute old). Failures
 * answer 401 (403 for an unverified email, an outsider or a disabled member; 404 for an unknown
 * provider; 502 when the provider cannot be reached) with a message that does not repeat the
 * provider's input; the detail goes to the log, never the client secret. Nothing is created.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import * as client from 'openid-client';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sha256 } from '../../db/ids.ts';
import type { Prisma } from '../../db/prisma.ts';
import type { OidcProvider } from '../../generated/prisma/client.ts';
import type { EventBus } from '../../infra/event-bus.ts';
import { openSession, sessionCookie } from '../../request/sessions.ts';
import { clientSecretOf, oidcServiceURLs, scopesOf } from './oidc-service.ts';
import { visitorLocation, visitorSite, visitorToken, withVisitorToken } from './oidc-visitors.ts';
import { type AfterJoin, fail, json, SsoLoginError, signIn } from './sign-in.ts';
import { syncTeams, type TeamChanges } from './team-sync.ts';

/** How long a started sign-in may come back. */
export const STATE_TTL_MS = 10 * 60 * 1000;
/** How long a provider's discovery document is reused. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const MAX_REDIRECT_LENGTH = 2048;
const REJECTED = 'The sign-in was not accepted (state, code, ID token signature, issuer, audience, expiry or nonce)';

/** Discovered configurations, by provider and the settings they were made from. */
const configurations = new Map<string, { at: number; config: Promise<client.Configuration> }>();

async function configurationOf(prisma: Prisma, config: Config, provider: OidcProvider) {
  const key = `${provider.id}\n${provider.updatedAt.getTime()}`;
  const cached = configurations.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
  for (const [k] of configurations) if (k.startsWith(`${provider.id}\n`)) configurations.delete(k);
  const secret = await clientSecretOf(prisma, config, provider);
  const made = client
    .discovery(
      new URL(provider.issuer),
      provider.clientId,
      secret,
      undefined,
      provider.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : undefined,
    )
    .then((c) => {
      // Without this, openid-client does not check the signature of an ID token that comes from
      // the token endpoint: a forged token would be accepted.
      client.enableNonRepudiationChecks(c);
      return c;
    });
  configurations.set(key, { at: Date.now(), config: made });
  made.catch(() => configurations.delete(key));
  return made;
}

/** The provider's configuration, or the 502 a sign-in answers when its discovery fails (logged). */
async function discovered(prisma: Prisma, config: Config, logger: Logger, provider: OidcProvider) {
  try {
    return await configurationOf(prisma, config, provider);
  } catch (error) {
    logger.warn(
      { providerId: provider.id, reason: error instanceof Error ? error.message : String(error) },
      'OIDC discovery failed',
    );
    throw new SsoLoginError(502, 'The OpenID provider cannot be reached (discovery failed)');
  }
}

async function findProvider(prisma: Prisma, id: string) {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
  return prisma.oidcProvider.findUnique({ where: { id } });
}

/** `redirect` when it is this server's own URL (a local path or under PUBLIC_URL), else null. */
export function ownRedirect(publicUrl: string, redirect: string | null): string | null {
  if (!redirect || redirect.length > MAX_REDIRECT_LENGTH || /[\\\s]/.test(redirect)) return null;
  if (redirect.startsWith('/') && !redirect.startsWith('//')) {
    try {
      return new URL(redirect, 'http://local').host === 'local' ? redirect : null;
    } catch {
      return null;
    }
  }
  try {
    const target = new URL(redirect);
    const own = new URL(publicUrl);
    return target.origin === own.origin && (target.protocol === 'http:' || target.protocol === 'https:')
      ? target.href
      : null;
  } catch {
    return null;
  }
}

const secure = (config: Config, req: IncomingMessage) =>
  config.publicUrl.startsWith('https:') ||
  (req.socket as TLSSocket).encrypted === true ||
  req.headers['x-forwarded-proto'] === 'https';

/** Whether the caller asked for JSON rather than a browser page. */
function wantsJson(req: IncomingMessage): boolean {
  const accept = String(req.headers.accept ?? '').toLowerCase();
  return accept.includes('application/json') && !accept.includes('text/html');
}

async function start(
  config: Config,
  db: Database<EventBus>,
  logger: Logger,
  provider: OidcProvider,
  res: ServerResponse,
  url: URL,
) {
  const prisma = db.prisma;
  // A site's visitor (`site`): back to the address asked on that site; a member: to this server.
  const site = url.searchParams.has('site') ? await visitorSite(db, provider, url.searchParams.get('site')) : null;
  const configuration = await discovered(prisma, config, logger, provider);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const redirect = site
    ? await visitorLocation(config, db, site, url.searchParams.get('location'))
    : ownRedirect(config.publicUrl, url.searchParams.get('redirect'));
  // Started sign-ins of every provider are dropped once expired.
  await prisma.oidcState.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - STATE_TTL_MS) } } });
  await prisma.oidcState.create({
    data: { id: sha256(state), providerId: provider.id, nonce, codeVerifier, redirect, siteId: site?.id ?? null },
  });
  const location = client.buildAuthorizationUrl(configuration, {
    redirect_uri: oidcServiceURLs(config.publicUrl, provider.id).callbackURL,
    scope: scopesOf(provider).join(' '),
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  res.writeHead(302, { location: location.href, 'cache-control': 'no-store' }).end();
  return 302;
}

const email = z.string().trim().toLowerCase().email().max(320);
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The groups a claim lists (strings, or objects with a name); at most 1000. */
export function groupsOf(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : [];
  const names = list
    .map((g) => (typeof g === 'string' ? g : typeof g === 'object' && g && 'name' in g ? String(g.name) : ''))
    .map((g) => g.trim())
    .filter((g) => g.length > 0 && g.length <= 200);
  return [...new Set(names)].slice(0, 1000);
}

async function callback(
  db: Database<EventBus>,
  config: Config,
  logger: Logger,
  provider: OidcProvider,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const prisma = db.prisma;
  const state = url.searchParams.get('state');
  if (!state || state.length > 512) throw new SsoLoginError(401, REJECTED);
  // Single use, whichever instance the browser comes back to: only the DELETE that removed the row
  // goes on.
  const rows = await prisma.oidcState.findMany({ where: { id: sha256(state), providerId: provider.id } });
  const row = rows[0];
  const { count } = row ? await prisma.oidcState.deleteMany({ where: { id: row.id } }) : { count: 0 };
  if (!row || count !== 1 || Date.now() - row.createdAt.getTime() > STATE_TTL_MS) {
    logger.info({ providerId: provider.id }, 'OIDC callback rejected: unknown, used or expired state');
    throw new SsoLoginError(401, REJECTED);
  }
  if (url.searchParams.has('error')) {
    logger.info(
      { providerId: provider.id, error: url.searchParams.get('error')?.slice(0, 100) },
      'OIDC callback: the provider refused',
    );
    throw new SsoLoginError(401, 'The OpenID provider did not authenticate the user');
  }
  const configuration = await discovered(prisma, config, logger, provider);
  const current = new URL(oidcServiceURLs(config.publicUrl, provider.id).callbackURL);
  current.search = url.search;
  let claims: Record<string, unknown>;
  let accessToken: string;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: row.codeVerifier,
      expectedState: state,
      expectedNonce: row.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('no ID token');
    claims = { ...idClaims };
    accessToken = tokens.access_token;
  } catch (error) {
    logger.info(
      {
        providerId: provider.id,
        reason: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : 'unknown',
      },
      'OIDC callback rejected',
    );
    throw new SsoLoginError(401, REJECTED);
  }
  // What the ID token lacks (email, name, groups) may be in userinfo.
  let userinfo: Record<string, unknown> = {};
  const groupsClaim = provider.groupsClaim || 'groups';
  if (
    (!str(claims.email) || ((provider.syncTeams || row.siteId) && claims[groupsClaim] === undefined)) &&
    configuration.serverMetadata().userinfo_endpoint
  ) {
    try {
      userinfo = { ...(await client.fetchUserInfo(configuration, accessToken, String(claims.sub))) };
    } catch (error) {
      logger.info(
        { providerId: provider.id, reason: error instanceof Error ? error.message.slice(0, 300) : 'unknown' },
        'OIDC userinfo failed',
      );
    }
  }
  if (row.siteId) {
    // A reader of a private site: back to the site with a visitor JWT of their claims.
    const site = await visitorSite(db, provider, row.siteId);
    const token = await visitorToken(config, site, { ...userinfo, ...claims });
    logger.info({ providerId: provider.id, siteId: site.id }, 'OIDC visitor sign-in');
    const target = withVisitorToken(row.redirect ?? (await visitorLocation(config, db, site, null)), token);
    res.writeHead(303, { location: target, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }).end();
    return 303;
  }
  const emailSource = str(claims.email) ? claims : userinfo;
  const parsed = email.safeParse(emailSource.email);
  if (!parsed.success) throw new SsoLoginError(401, 'The OpenID provider gave no email address for this user');
  if (emailSource.email_verified === false || emailSource.email_verified === 'false')
    throw new SsoLoginError(403, 'The OpenID provider has not verified this email address');
  const displayName = (
    str(claims.name) ??
    str(userinfo.name) ??
    (str(claims.given_name) && str(claims.family_name) ? `${claims.given_name} ${claims.family_name}` : undefined) ??
    str(claims.preferred_username) ??
    parsed.data.split('@')[0]
  ).slice(0, 100);
  // Groups: the ID token's claim, else userinfo's; no claim at all leaves the teams as they are.
  const groups = groupsOf(claims[groupsClaim] ?? userinfo[groupsClaim]);
  let teamChanges: TeamChanges | undefined;
  const afterJoin: AfterJoin | undefined =
    provider.syncTeams && groups
      ? async (tx, userId) => {
          teamChanges = await syncTeams(tx, provider, userId, groups);
        }
      : undefined;
  const { token, expiresAt, user } = await signIn(
    prisma,
    provider,
    { email: parsed.data, displayName },
    { ttlHours: config.ssoTokenTtlHours, tokenLabel: `OIDC: ${provider.label}`, afterJoin },
  );
  logger.info({ providerId: provider.id, userId: user.id }, 'OIDC sign-in');
  if (teamChanges && (teamChanges.added.length || teamChanges.removed.length || teamChanges.created.length))
    logger.info({ providerId: provider.id, userId: user.id, ...teamChanges }, 'OIDC team sync');
  if (wantsJson(req)) {
    return json(res, 200, {
      object: 'sso-login',
      token,
      expiresAt: expiresAt.toISOString(),
      user: { id: user.id, email: user.email, displayName: user.displayName },
      organization: { id: provider.organizationId },
      ...(row.redirect ? { redirect: row.redirect } : {}),
    });
  }
  const session = await openSession(db, token);
  res
    .writeHead(303, {
      location: row.redirect ?? '/',
      'set-cookie': sessionCookie(session, secure(config, req)),
      'cache-control': 'no-store',
    })
    .end();
  return 303;
}

/** Serves `/sso/oidc/{providerId}/{start|callback}`; returns the status sent. */
export async function serveOidcLogin(
  config: Config,
  db: Database<EventBus>,
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<number> {
  const match = /^\/sso\/oidc\/([^/]+)\/(start|callback)$/.exec(url.pathname);
  if (!match) return fail(res, 404, `No route for ${req.method} ${url.pathname}`);
  const [, id, action] = match;
  if (req.method !== 'GET')
    return fail(res, 405, `Method ${req.method} is not allowed on ${url.pathname}`, { allow: 'GET' });
  try {
    const provider = await findProvider(db.prisma, id);
    if (!provider) throw new SsoLoginError(404, 'No such OIDC provider');
    if (action === 'start') return await start(config, db, logger, provider, res, url);
    return await callback(db, config, logger, provider, req, res, url);
  } catch (error) {
    if (error instanceof SsoLoginError) return fail(res, error.status, error.message);
    throw error;
  }
}
