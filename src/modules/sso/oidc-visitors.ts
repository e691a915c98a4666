/**
 * Readers of a private site sign in with an OIDC provider of its organization (the site's
 * publishing auth has Quire's `oidc` backend, src/modules/sites/publishing-auth.ts). Readers need
 * not be members: whoever the provider authenticates reads the site, and nothing is created.
 *
 * - The site's fallback sends a visitor without a token to `/sso/oidc/{provider}/start?site=&location=`:
 *   `location` (the address asked) must be an address of that site (the URL lookup's own rule), or
 *   the visitor lands on the site's root instead.
 * - After the provider's answer is checked (oidc-login.ts), the visitor is sent back to `location`
 *   with `?jwt_token=`: a visitor JWT signed with the site's key (what a custom backend would
 *   hand out), valid for SSO_TOKEN_TTL_HOURS, whose claims are the ID token's (and userinfo's)
 *   without the protocol ones: `email`, `name`, the groups claim and any custom ones, so adaptive
 *   content reads them. Both readers take it from there, as from any backend.
 */
import { SignJWT } from 'jose';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { OidcProvider, Site } from '../../generated/prisma/client.ts';
import type { EventBus } from '../../infra/event-bus.ts';
import { systemContext } from '../../request/context.ts';
import { publishedUrl } from '../sites/service.ts';
import { siteIdAt } from '../sites/urls.ts';
import { SsoLoginError } from './sign-in.ts';

/** What the provider's token says that is about the protocol, not the person: not a visitor claim. */
const PROTOCOL_CLAIMS = new Set([
  'iss',
  'aud',
  'exp',
  'iat',
  'nbf',
  'jti',
  'nonce',
  'at_hash',
  'c_hash',
  's_hash',
  'auth_time',
  'azp',
  'sid',
  'acr',
  'amr',
]);

/** The site a visitor signs in for, when its publishing auth names this provider; else a 404. */
export async function visitorSite(db: Database, provider: OidcProvider, siteId: string | null): Promise<Site> {
  const site =
    siteId && /^[A-Za-z0-9_-]{1,100}$/.test(siteId) ? await db.prisma.site.findUnique({ where: { id: siteId } }) : null;
  if (
    !site ||
    site.organizationId !== provider.organizationId ||
    site.visitorAuthBackend !== 'oidc' ||
    site.visitorAuthOidcProviderId !== provider.id
  )
    throw new SsoLoginError(404, 'No site whose visitors sign in with this provider');
  return site;
}

/**
 * Where the visitor goes back to: `location` when it is an address of the site (an http(s) URL the
 * site lookup resolves to it), else the site's published address (this server's root while the
 * site is unpublished).
 */
export async function visitorLocation(
  config: Config,
  db: Database<EventBus>,
  site: Site,
  location: string | null,
): Promise<string> {
  const ctx = systemContext(config, db, 'oidc-visitor');
  const root = async () => (await publishedUrl(ctx, site, [])) ?? `${config.publicUrl}/`;
  if (!location || location.length > 2048) return root();
  let address: URL;
  try {
    address = new URL(location);
  } catch {
    return root();
  }
  if (address.protocol !== 'http:' && address.protocol !== 'https:') return root();
  return (await siteIdAt(ctx, address)) === site.id ? address.href : root();
}

/** The visitor JWT for the person the provider authenticated, signed with the site's key. */
export async function visitorToken(config: Config, site: Site, claims: Record<string, unknown>): Promise<string> {
  const visitor = Object.fromEntries(Object.entries(claims).filter(([key]) => !PROTOCOL_CLAIMS.has(key)));
  return new SignJWT(visitor)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + Math.round(config.ssoTokenTtlHours * 3600))
    .sign(new TextEncoder().encode(site.visitorKey));
}

/** The address the visitor goes back to, with its token. */
export function withVisitorToken(target: string, token: string): string {
  const url = new URL(target);
  url.searchParams.set('jwt_token', token);
  return url.href;
}
