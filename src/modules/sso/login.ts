/**
 * The SAML service-provider login flow (SP-initiated: HTTP-Redirect AuthnRequest, HTTP-POST
 * Response), public, under `/sso/saml/{providerId}/`:
 *
 * - `GET metadata`: the SP metadata XML (entityID = this URL, ACS = the acs URL).
 * - `GET start[?RelayState=...]`: 302 to the IdP's ssoURL with a deflated SAMLRequest; 409 while the
 *   provider is pending. The request id is kept in `SamlRequest` (shared by every instance on the
 *   database) for REQUEST_TTL_MS.
 * - `POST acs` (form: SAMLResponse, RelayState): node-saml checks the signature of the assertion
 *   against the provider's certificate, the audience (the SP entityID), the validity window and that
 *   InResponseTo names an unexpired request of this provider; we check the assertion's Issuer is the
 *   provider's entityID. The request id is consumed by one atomic DELETE: of two concurrent posts of
 *   the same response only one signs in. Then the user (by email, created when unknown) becomes a
 *   member of the organization when not one yet (./sign-in.ts: defaultRole, defaultTeam, `sso` set; an existing
 *   member keeps their role) and receives an API token valid SSO_TOKEN_TTL_HOURS. The token acts in
 *   this organization only (ApiToken.organizationId), and an existing account that is not a member
 *   joins only when the organization lists its email domain: an organization's IdP is trusted for
 *   that organization, never for accounts that live elsewhere.
 *
 * Failures answer 401 (404 for an unknown provider) with a message that does not repeat the SAML
 * input (node-saml's detail goes to the log); nothing is created.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type CacheProvider,
  type Profile,
  SAML,
  type SamlConfig,
  SamlStatusError,
  ValidateInResponseTo,
} from '@node-saml/node-saml';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Prisma } from '../../db/prisma.ts';
import type { SamlProvider } from '../../generated/prisma/client.ts';
import { providerStatus, serviceURLs } from './service.ts';
import { fail, json, SsoLoginError, signIn } from './sign-in.ts';

/** How long an AuthnRequest id may be answered. */
export const REQUEST_TTL_MS = 10 * 60 * 1000;
/** Clock difference tolerated with the IdP on NotBefore / NotOnOrAfter. */
const CLOCK_SKEW_MS = 60 * 1000;
/** Size limit of the ACS form body. */
const MAX_BODY_BYTES = 512 * 1024;
/** SAML bindings limit RelayState to 80 bytes. */
const MAX_RELAY_STATE_BYTES = 80;

const SamlLoginError = SsoLoginError;

/**
 * Request ids of one provider in the database. `consumed` records whether this instance's DELETE
 * removed a row: the ACS accepts a response only when it did (atomic single use across instances).
 */
class PrismaRequestCache implements CacheProvider {
  consumed = new Set<string>();
  constructor(
    private prisma: Prisma,
    private providerId: string,
  ) {}

  async saveAsync(key: string, value: string) {
    const createdAt = new Date(value);
    const at = Number.isNaN(createdAt.getTime()) ? new Date() : createdAt;
    // Unanswered requests of every provider are dropped once expired.
    await this.prisma.samlRequest.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - REQUEST_TTL_MS) } } });
    await this.prisma.samlRequest.create({ data: { id: key, providerId: this.providerId, createdAt: at } });
    return { value: at.toISOString(), createdAt: at.getTime() };
  }

  async getAsync(key: string) {
    const row = await this.prisma.samlRequest.findFirst({
      where: { id: key, providerId: this.providerId, createdAt: { gte: new Date(Date.now() - REQUEST_TTL_MS) } },
    });
    return row ? row.createdAt.toISOString() : null;
  }

  async removeAsync(key: string | null) {
    if (!key) return null;
    const { count } = await this.prisma.samlRequest.deleteMany({ where: { id: key, providerId: this.providerId } });
    if (count > 0) {
      this.consumed.add(key);
      return key;
    }
    return null;
  }
}

function samlFor(config: Config, prisma: Prisma, provider: SamlProvider) {
  const urls = serviceURLs(config.publicUrl, provider.id);
  const cache = new PrismaRequestCache(prisma, provider.id);
  const options: SamlConfig = {
    callbackUrl: urls.acsURL,
    issuer: urls.entityID,
    audience: urls.entityID,
    entryPoint: provider.ssoURL ?? undefined,
    idpCert: provider.certificate ?? '',
    idpIssuer: provider.entityID ?? undefined,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider: cache,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    // No RequestedAuthnContext: the IdP decides how users authenticate (MFA, passwordless...).
    disableRequestedAuthnContext: true,
  };
  return { saml: new SAML(options), cache, urls };
}

async function findProvider(prisma: Prisma, id: string) {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
  return prisma.samlProvider.findUnique({ where: { id } });
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new SamlLoginError(415, 'The ACS URL takes an application/x-www-form-urlencoded body (HTTP-POST binding)');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES)
      throw new SamlLoginError(413, `The SAML response is larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const isEmail = (v: unknown): v is string =>
  typeof v === 'string' && z.string().email().max(320).safeParse(v.trim()).success;
const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'emailAddress',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];
const NAME_ATTRIBUTES = [
  'displayName',
  'name',
  'http://schemas.microsoft.com/identity/claims/displayname',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name',
  'urn:oid:2.16.840.1.113730.3.1.241',
];

/** The signed-in person's email (NameID when it is one, else an email attribute) and display name. */
function identity(profile: Profile): { email: string; displayName: string } {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  let email: string | undefined = isEmail(profile.nameID) ? profile.nameID : undefined;
  for (const name of EMAIL_ATTRIBUTES) {
    if (email) break;
    const value = first(attributes[name]);
    if (isEmail(value)) email = value;
  }
  if (!email)
    throw new SamlLoginError(401, 'The SAML assertion names no email address (NameID or an email/mail attribute)');
  email = email.trim().toLowerCase();
  let displayName: string | undefined;
  for (const name of NAME_ATTRIBUTES) {
    const value = first(attributes[name]);
    if (typeof value === 'string' && value.trim()) {
      displayName = value.trim().slice(0, 100);
      break;
    }
  }
  return { email, displayName: displayName ?? email.split('@')[0].slice(0, 100) };
}

async function acs(
  config: Config,
  prisma: Prisma,
  logger: Logger,
  provider: SamlProvider,
  req: IncomingMessage,
  res: ServerResponse,
) {
  if (providerStatus(provider) !== 'active')
    throw new SamlLoginError(
      409,
      'This SAML provider is not configured yet (ssoURL, entityID and certificate are required)',
    );
  const form = await readForm(req);
  const samlResponse = form.get('SAMLResponse');
  if (!samlResponse) throw new SamlLoginError(400, "Missing 'SAMLResponse' form field");
  const relayState = form.get('RelayState') || undefined;
  const { saml, cache } = samlFor(config, prisma, provider);
  let profile: Profile | null;
  let inResponseTo: string | undefined;
  try {
    const result = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse });
    profile = result.profile;
    inResponseTo = typeof profile?.inResponseTo === 'string' ? profile.inResponseTo : undefined;
  } catch (error) {
    logger.info(
      { providerId: provider.id, reason: error instanceof Error ? error.message : String(error) },
      'SAML response rejected',
    );
    if (error instanceof SamlStatusError)
      throw new SamlLoginError(401, 'The identity provider did not authenticate the user');
    throw new SamlLoginError(
      401,
      'The SAML response was not accepted (signature, issuer, audience, validity or request id)',
    );
  }
  if (!profile || !inResponseTo) throw new SamlLoginError(401, 'The SAML response carries no assertion');
  // node-saml checks the Issuer of logout messages only: the signed assertion must come from this IdP.
  if (profile.issuer !== provider.entityID) {
    logger.info({ providerId: provider.id }, 'SAML response rejected: assertion issuer is not the provider entityID');
    throw new SamlLoginError(
      401,
      'The SAML response was not accepted (signature, issuer, audience, validity or request id)',
    );
  }
  // Single use: only the instance whose DELETE removed the request id goes on. node-saml deletes it
  // when the SubjectConfirmationData names it; otherwise (the Response alone names it) we do.
  if (!cache.consumed.has(inResponseTo)) await cache.removeAsync(inResponseTo);
  if (!cache.consumed.has(inResponseTo)) {
    logger.info({ providerId: provider.id }, 'SAML response rejected: request id already used');
    throw new SamlLoginError(
      401,
      'The SAML response was not accepted (signature, issuer, audience, validity or request id)',
    );
  }
  const who = identity(profile);
  const { token, expiresAt, user } = await signIn(prisma, provider, who, {
    ttlHours: config.ssoTokenTtlHours,
    tokenLabel: `SAML: ${provider.label}`,
  });
  logger.info({ providerId: provider.id, userId: user.id }, 'SAML sign-in');
  return json(res, 200, {
    object: 'sso-login',
    token,
    expiresAt: expiresAt.toISOString(),
    user: { id: user.id, email: user.email, displayName: user.displayName },
    organization: { id: provider.organizationId },
    ...(relayState ? { relayState } : {}),
  });
}

/** Serves `/sso/saml/{providerId}/{metadata|start|acs}`; returns the status sent. */
export async function serveSamlLogin(
  config: Config,
  prisma: Prisma,
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<number> {
  const match = /^\/sso\/saml\/([^/]+)\/(metadata|start|acs)$/.exec(url.pathname);
  if (!match) return fail(res, 404, `No route for ${req.method} ${url.pathname}`);
  const [, id, action] = match;
  // HEAD only on metadata: start records a request id.
  const allowed = action === 'metadata' ? ['GET', 'HEAD'] : action === 'start' ? ['GET'] : ['POST'];
  if (!allowed.includes(req.method ?? '')) {
    const allow = allowed.join(', ');
    return fail(res, 405, `Method ${req.method} is not allowed on ${url.pathname}`, { allow });
  }
  try {
    const provider = await findProvider(prisma, id);
    if (!provider) throw new SamlLoginError(404, 'No such SAML provider');
    if (action === 'metadata') {
      const { saml } = samlFor(config, prisma, provider);
      const xml = saml.generateServiceProviderMetadata(null);
      res
        .writeHead(200, { 'content-type': 'application/samlmetadata+xml; charset=utf-8', 'cache-control': 'no-cache' })
        .end(req.method === 'HEAD' ? undefined : xml);
      return 200;
    }
    if (action === 'start') {
      if (providerStatus(provider) !== 'active') {
        throw new SamlLoginError(
          409,
          'This SAML provider is not configured yet (ssoURL, entityID and certificate are required)',
        );
      }
      const relayState = url.searchParams.get('RelayState') ?? url.searchParams.get('relayState') ?? '';
      if (Buffer.byteLength(relayState) > MAX_RELAY_STATE_BYTES) {
        throw new SamlLoginError(400, `Invalid 'RelayState': at most ${MAX_RELAY_STATE_BYTES} bytes`);
      }
      const { saml } = samlFor(config, prisma, provider);
      const location = await saml.getAuthorizeUrlAsync(relayState, undefined, {});
      res.writeHead(302, { location, 'cache-control': 'no-store' }).end();
      return 302;
    }
    return await acs(config, prisma, logger, provider, req, res);
  } catch (error) {
    if (error instanceof SamlLoginError) return fail(res, error.status, error.message);
    throw error;
  }
}
