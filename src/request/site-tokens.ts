/**
 * Site tokens: the `apiToken` of a resolved published URL (`POST /v1/urls/published`), which
 * GitBook's reader front end sends back as a Bearer on every read of the page it renders.
 *
 * - A token is an HS256 JWT with GitBook's `SiteAPIToken` payload (`kind: 'site'`, organization,
 *   site, siteSpace, siteSection, space, spaces, claims) plus the share key the visitor came with.
 *   It is signed with a key derived from the server's secrets key (src/infra/secrets.ts): only the
 *   server can mint one.
 * - Minted stably: `iat` is the UTC midnight of the day and `exp` 00:05 the next day, so every
 *   lookup of one site space by one visitor on one day gives the same token (the reader caches
 *   pages by it) and a token is never handed out with less than five minutes left.
 * - Read-only and narrow: it is accepted on the REST rows marked `reader: true` only (elsewhere,
 *   and on /graphql, it is an invalid token: 401; authenticate.ts decides), and there it reads the
 *   spaces it names (the site spaces the visitor saw when it was minted) while the site is still
 *   published and still publishes them (src/request/access.ts), never change requests or anything
 *   written.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.ts';
import type { Prisma } from '../db/prisma.ts';
import { derivedKey } from '../infra/secrets.ts';
import type { SiteAccess } from './caller.ts';

const PURPOSE = 'quire site tokens v1';
const ISSUER = 'quire';
const DAY = 86_400;
/** A token outlives its day by this much, so one fetched at 23:59 still serves the request. */
const OVERLAP = 300;

export interface SiteTokenInput extends SiteAccess {
  /** The space the site space publishes. */
  spaceId: string;
  visitorType?: 'human' | 'agent';
}

/** What the signing key is derived from: the database's secrets key (a request context has both). */
export interface KeySource {
  prisma: Prisma;
  config: Config;
}

/** The signing key, per database (the secrets key it derives from is fixed for a process). */
const keys = new WeakMap<Prisma, Buffer>();

async function keyOf({ prisma, config }: KeySource): Promise<Buffer> {
  let key = keys.get(prisma);
  if (!key) {
    key = await derivedKey(prisma, config, PURPOSE);
    keys.set(prisma, key);
  }
  return key;
}

/** Mints the token of a site space for a visitor: the same one all day for the same input. */
export async function mintSiteToken(source: KeySource, input: SiteTokenInput, now = Date.now()): Promise<string> {
  const day = Math.floor(now / 1000 / DAY) * DAY;
  const payload: Record<string, unknown> = {
    kind: 'site',
    organization: input.organizationId,
    site: input.siteId,
    siteSpace: input.siteSpaceId,
    ...(input.siteSectionId ? { siteSection: input.siteSectionId } : {}),
    space: input.spaceId,
    spaces: [...input.spaceIds].sort(),
    claims: input.claims,
    ...(input.visitorType ? { visitorType: input.visitorType } : {}),
    ...(input.shareKey ? { shareKey: input.shareKey } : {}),
  };
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt(day)
    .setExpirationTime(day + DAY + OVERLAP)
    .sign(await keyOf(source));
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Whether a bearer looks like a site token (a JWT), never an API token. */
export const isSiteTokenShaped = (token: string) => /^eyJ[\w-]*\.[\w-]+\.[\w-]+$/.test(token);

/**
 * The access a site token gives, or null when it is not valid: wrong signature, expired,
 * malformed or not a site token. Where it may be used is authenticate.ts's decision.
 */
export async function verifySiteToken(source: KeySource, token: string): Promise<SiteAccess | null> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(source), { algorithms: ['HS256'], issuer: ISSUER });
    const { kind, organization, site, siteSpace, siteSection, spaces, claims, shareKey } = payload;
    if (kind !== 'site' || typeof organization !== 'string' || typeof site !== 'string') return null;
    if (typeof siteSpace !== 'string' || !isStringList(spaces)) return null;
    const access: SiteAccess = {
      organizationId: organization,
      siteId: site,
      siteSpaceId: siteSpace,
      ...(typeof siteSection === 'string' ? { siteSectionId: siteSection } : {}),
      spaceIds: spaces,
      ...(typeof shareKey === 'string' ? { shareKey } : {}),
      claims: claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : {},
    };
    return access;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

// Files of published pages: browsers load images without a token, so a site token's reads give
// files a signed URL instead, naming the site, the space, the file and its content hash. The file
// route (src/modules/sites/files.ts) serves it while the site publishes the space and the file is
// that one in the space's live revision: never a draft's file.

const fileMessage = (siteId: string, spaceId: string, fileId: string, hash: string) =>
  `file\n${siteId}\n${spaceId}\n${fileId}\n${hash}`;
const sign = (key: Buffer, message: string) =>
  createHmac('sha256', key).update(message).digest('base64url').slice(0, 32);

/**
 * The address a reader's browser loads a file of a published space from, for a reader of `site`
 * (its key was read when the token was verified); null when the key is not known yet.
 */
export function publishedFileURL(
  source: KeySource,
  site: SiteAccess,
  spaceId: string,
  file: { id: string; hash: string },
): string | null {
  const key = keys.get(source.prisma);
  if (!key) return null;
  const sig = sign(key, fileMessage(site.siteId, spaceId, file.id, file.hash));
  return `${source.config.publicUrl}/v1/published/sites/${site.siteId}/spaces/${spaceId}/files/${encodeURIComponent(file.id)}?v=${file.hash}&sig=${sig}`;
}

/** Whether `sig` signs this file address. */
export async function isFileSignature(
  source: KeySource,
  address: { siteId: string; spaceId: string; fileId: string; hash: string },
  sig: string,
): Promise<boolean> {
  const expected = Buffer.from(
    sign(await keyOf(source), fileMessage(address.siteId, address.spaceId, address.fileId, address.hash)),
  );
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
