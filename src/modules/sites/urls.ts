/**
 * `POST /v1/urls/published`: which published content a reader's URL shows, for GitBook's reader
 * front end (it calls this first for every page, racing up to six prefixes of one URL).
 *
 * A URL is `https://<site hostname>/<path>` (or `<PUBLIC_URL>/sites/<organization>/<basename>/<path>`,
 * the address of a site without a hostname). The path reads, in order:
 * - the share key, on a share-link site (a wrong or missing one: 404, as for an unknown site);
 * - a section's path, on a site with sections (otherwise the default section);
 * - a site space's path (a variant; otherwise the section's default site space);
 * - the page path (`pathname`), left to the reader to find in the space;
 * unless a live redirect of the site matches the path after the site (and share key): then the
 * answer is that redirect (PublishedContentRedirect, redirects.ts).
 * `complete` says no site segment may follow: the section and the variant were both named or had
 * no alternative. What the visitor sees (adaptive content, visitor-auth) is the published view's
 * (src/modules/sites/published.ts). The answer carries a site token (`apiToken`,
 * src/request/site-tokens.ts) that reads the spaces the visitor sees.
 *
 * Cost: one statement for the site and its structure (primed into the site loaders), one for the
 * spaces, one for the redirects when the URL has a path after the site, plus one for the
 * organization when a visitor token comes with the URL.
 */
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { reviveTimestamps, spaceJsonOf } from '../../db/raw-rows.ts';
import { NotFoundError, UnauthenticatedError } from '../../errors.ts';
import type {
  Site,
  SiteCustomization,
  SiteExternalLink,
  SiteSection,
  SiteSectionGroup,
  SiteShareKey,
  SiteSpace,
  SiteSpaceCustomization,
  Space,
} from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { anonymousView, url } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { defineLoader } from '../../request/loaders.ts';
import { mintSiteToken, type SiteTokenInput } from '../../request/site-tokens.ts';
import { spaceById } from '../spaces/loaders.ts';
import { siteCustomizationOf, siteSpaceCustomizationsOfSite } from './customization.ts';
import {
  externalLinksOfSite,
  groupsOfSite,
  sectionsOfSite,
  shareKeysOfSite,
  siteById,
  siteSpacesOfSite,
} from './loaders.ts';
import { type PublishedSection, type PublishedSite, type PublishedSiteSpace, publishedSite } from './published.ts';
import { visitorAuthFallback } from './publishing-auth.ts';
import { publishedRedirect } from './redirects.ts';
import { isShareKey, siteBaseUrl } from './service.ts';

const ResolveInput = z.object({
  url: z.string().min(1).max(2048),
  visitor: z
    .object({
      type: z.enum(['human', 'agent']).nullish(),
      jwtToken: z.string().max(8192).nullish(),
      unsignedClaims: z.record(z.string(), z.unknown()).nullish(),
    })
    .nullish(),
  redirectOnError: z.boolean().nullish(),
  cacheBust: z.string().max(200).nullish(),
});
export type ResolveUrlInput = z.input<typeof ResolveInput>;

export interface SiteRow {
  site: Site;
  sections: SiteSection[];
  groups: SiteSectionGroup[];
  siteSpaces: SiteSpace[];
  externalLinks: SiteExternalLink[];
  shareKeys: SiteShareKey[];
  /** The spaces its site spaces show (deleted ones too: the published view decides). */
  spaces: Space[];
  /** Its look: the site's stored settings and its site spaces' overrides. */
  customization: SiteCustomization | null;
  siteSpaceCustomizations: SiteSpaceCustomization[];
  /** Whether it has a live redirect (a lookup without one needs no redirect statement). */
  hasRedirects: boolean;
}

const SPACE = spaceJsonOf(null);

// One statement: the site by hostname (or organization + basename/id), with what a reader's page
// needs of it as JSON: its structure, the spaces it shows, its look, whether it redirects.
const SITE_BY_ADDRESS = `SELECT row_to_json(s) AS "site",
  (SELECT coalesce(json_agg(x), '[]') FROM "SiteSection" x WHERE x."siteId" = s."id") AS "sections",
  (SELECT coalesce(json_agg(x), '[]') FROM "SiteSectionGroup" x WHERE x."siteId" = s."id") AS "groups",
  (SELECT coalesce(json_agg(x), '[]') FROM "SiteSpace" x WHERE x."siteId" = s."id") AS "siteSpaces",
  (SELECT coalesce(json_agg(x), '[]') FROM "SiteExternalLink" x WHERE x."siteId" = s."id") AS "externalLinks",
  (SELECT coalesce(json_agg(x), '[]') FROM "SiteShareKey" x WHERE x."siteId" = s."id") AS "shareKeys",
  (SELECT coalesce(json_agg(${SPACE.object}), '[]') FROM "Space"
    WHERE "id" IN (SELECT x."spaceId" FROM "SiteSpace" x WHERE x."siteId" = s."id")) AS "spaces",
  (SELECT row_to_json(x) FROM "SiteCustomization" x WHERE x."siteId" = s."id") AS "customization",
  (SELECT coalesce(json_agg(x), '[]') FROM "SiteSpaceCustomization" x
    WHERE x."siteSpaceId" IN (SELECT y."id" FROM "SiteSpace" y WHERE y."siteId" = s."id")) AS "siteSpaceCustomizations",
  EXISTS (SELECT 1 FROM "SiteRedirect" x WHERE x."siteId" = s."id" AND NOT x."draft") AS "hasRedirects"
FROM "Site" s
WHERE s."hostname" = $1 OR (s."organizationId" = $2 AND (s."basename" = $3 OR s."id" = $3))
LIMIT 1`;

const DATES = ['createdAt', 'updatedAt', 'adaptiveSchemaUpdatedAt'] as const;

/** JSON rows as Prisma's: timestamps (UTC, without zone in JSON) become Dates. */
function withDates<T>(row: T): T {
  const out = { ...row } as Record<string, unknown>;
  for (const k of DATES) if (typeof out[k] === 'string') out[k] = new Date(`${out[k]}Z`);
  return out as T;
}

/** GitBook's PublishedSiteContent: what a URL shows. */
export interface PublishedSiteContent {
  site: string;
  siteSection?: string;
  siteSpace: string;
  space: string;
  organization: string;
  pathname: string;
  basePath: string;
  siteBasePath: string;
  apiToken: string;
  shareKey?: string;
  complete: boolean;
  canonicalUrl: string;
}

/** GitBook's PublishedContentRedirect. */
export interface PublishedContentRedirect {
  target: 'application' | 'content' | 'external';
  redirect: string;
  site: string;
  /** A site redirect marked permanent (not in GitBook's answer; Quire's reader answers 301 for it). */
  permanent?: boolean;
}

/**
 * A site by hostname, or by organization and basename (or id), with its structure: rows equal to
 * Prisma's (test/raw-rows.test.ts). One statement.
 */
export async function siteWithStructure(
  db: Pick<Database, 'rows'>,
  hostname: string,
  organizationId: string | null,
  basename: string | null,
): Promise<SiteRow | null> {
  const [found] = await db.rows<SiteRow>(SITE_BY_ADDRESS, [hostname, organizationId, basename]);
  if (!found) return null;
  return {
    site: withDates(found.site),
    sections: found.sections.map(withDates),
    groups: found.groups.map(withDates),
    siteSpaces: found.siteSpaces.map(withDates),
    externalLinks: found.externalLinks.map(withDates),
    shareKeys: found.shareKeys.map(withDates),
    spaces: reviveTimestamps(found.spaces, SPACE.timestamps),
    customization: found.customization && withDates(found.customization),
    siteSpaceCustomizations: found.siteSpaceCustomizations.map(withDates),
    hasRedirects: found.hasRedirects,
  };
}

const notFound = () => new NotFoundError('No published content found for this URL');

/** A visitor-auth site refused the visitor's token (or its absence); `fallback`: where its publishing auth sends them. */
export class VisitorRefused extends UnauthenticatedError {
  constructor(
    message: string,
    readonly fallback: string | null,
  ) {
    super(message);
  }
}

/** A URL path's segments, each percent-decoded (kept as written when it does not decode). */
export const pathSegments = (pathname: string) =>
  pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });

// Once per request and address: the reader asks for a hostname's site before the lookup does.
const siteRowAt = defineLoader<string, SiteRow | null>((ctx, keys) =>
  Promise.all(
    keys.map((key) => {
      const [hostname, organizationId, basename] = JSON.parse(key) as [string, string | null, string | null];
      return siteWithStructure(ctx.db, hostname, organizationId, basename);
    }),
  ),
);

/** `siteWithStructure`, read once per request for the same address. */
export const siteAtAddress = (
  ctx: Context,
  hostname: string,
  organizationId: string | null,
  basename: string | null,
): Promise<SiteRow | null> => siteRowAt(ctx).load(JSON.stringify([hostname, organizationId, basename]));

/**
 * The site an address names, the site's own path segments (`sites/<org>/<basename>` without a
 * hostname) and the segments after them; null when none.
 */
async function siteAt(
  ctx: Context,
  address: URL,
): Promise<{ row: SiteRow; prefix: string[]; segments: string[] } | null> {
  const segments = pathSegments(address.pathname);
  const hostname = address.hostname.toLowerCase();
  const underPublic = address.host === new URL(ctx.config.publicUrl).host && segments[0] === 'sites';
  const row = await siteAtAddress(
    ctx,
    hostname,
    underPublic ? (segments[1] ?? '') : null,
    underPublic ? (segments[2] ?? '') : null,
  );
  if (!row) return null;
  const cut = row.site.hostname === hostname ? 0 : 3;
  return { row, prefix: segments.slice(0, cut), segments: segments.slice(cut) };
}

/** The id of the site an address names (its published address or a page under it), or null. */
export async function siteIdAt(ctx: Context, address: URL): Promise<string | null> {
  return (await siteAt(ctx, address))?.row.site.id ?? null;
}

/** What the lookup read of a site, handed to the loaders the published view and the reader read it through. */
function prime(ctx: Context, row: SiteRow) {
  const id = row.site.id;
  siteById(ctx).prime(id, row.site);
  sectionsOfSite(ctx).prime(id, row.sections);
  groupsOfSite(ctx).prime(id, row.groups);
  siteSpacesOfSite(ctx).prime(id, row.siteSpaces);
  externalLinksOfSite(ctx).prime(id, row.externalLinks);
  shareKeysOfSite(ctx).prime(id, row.shareKeys);
  for (const space of row.spaces) spaceById(ctx).prime(space.id, space);
  siteCustomizationOf(ctx).prime(id, row.customization);
  siteSpaceCustomizationsOfSite(ctx).prime(
    id,
    row.siteSpaceCustomizations.map((c) => ({ ...c, siteId: id })),
  );
}

const slashed = (parts: string[]) => (parts.length ? `/${parts.map(encodeURIComponent).join('/')}/` : '/');

export async function resolvePublishedUrl(
  ctx: Context,
  input: ResolveUrlInput,
): Promise<PublishedSiteContent | PublishedContentRedirect> {
  const found = await lookUpPublishedUrl(ctx, input);
  return 'token' in found ? signed(ctx, found) : found;
}

/** What a URL shows before its site token is signed: the reader signs one only when it renders. */
export type UnsignedContent = Omit<PublishedSiteContent, 'apiToken'> & { token: SiteTokenInput };

/** The content with its site token (`apiToken`) signed. */
export async function signed(ctx: Context, { token, ...content }: UnsignedContent): Promise<PublishedSiteContent> {
  return { ...content, apiToken: await mintSiteToken(ctx, token) };
}

/** `resolvePublishedUrl` without signing the site token. */
export async function lookUpPublishedUrl(
  ctx: Context,
  input: ResolveUrlInput,
): Promise<UnsignedContent | PublishedContentRedirect> {
  const data = parseInput(ResolveInput, input);
  let address: URL;
  try {
    address = new URL(data.url);
  } catch {
    throw notFound();
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:') throw notFound();
  const found = await siteAt(ctx, address);
  if (!found?.row.site.published) throw notFound();
  const { row } = found;
  const site = row.site;
  prime(ctx, row);
  const segments = [...found.segments];
  const sitePrefix = [...found.prefix];

  let shareKey: string | undefined;
  if (site.visibility === 'share-link') {
    shareKey = segments.shift();
    if (!(await isShareKey(ctx, site.id, shareKey))) throw notFound();
    sitePrefix.push(shareKey!);
  }

  // The published view as an anonymous visitor with this visitor token sees it (never a preview).
  const visitorCtx = anonymousView(ctx);
  let view: Awaited<ReturnType<typeof publishedSite>>;
  try {
    view = await publishedSite(visitorCtx, site.organizationId, site.id, {
      shareKey,
      visitorToken: data.visitor?.jwtToken,
      unsignedClaims: data.visitor?.unsignedClaims ?? undefined,
    });
  } catch (error) {
    if (!(error instanceof UnauthenticatedError)) throw error;
    // A visitor-auth site refusing the visitor: its fallback URL (with the address asked) when
    // `redirectOnError` asks for it, else the site in the application.
    const fallback = visitorAuthFallback(site, address.href, ctx.config.publicUrl);
    if (data.redirectOnError)
      return fallback
        ? { target: 'external', redirect: fallback, site: site.id }
        : {
            target: 'application',
            redirect: url(ctx, `/app/o/${site.organizationId}/sites/${site.id}`),
            site: site.id,
          };
    throw new VisitorRefused(error.message, fallback);
  }
  // A live redirect of the site for this path is followed before content (redirects.ts).
  // Its target is under the site's published address, which names the site already: only the share key follows.
  const redirect = row.hasRedirects ? await publishedRedirect(ctx, site, segments, shareKey ? [shareKey] : []) : null;
  if (redirect) return redirect;

  return contentIn(ctx, site, view, segments, sitePrefix, {
    ...(shareKey ? { shareKey } : {}),
    ...(data.visitor?.type ? { visitorType: data.visitor.type } : {}),
  });
}

/**
 * What a site's path segments (after its address and share key) show in `view`: the section, the
 * variant, the page path, and a site token that reads the spaces the view shows. `sitePrefix` is
 * the request path's part before them (the path form's `sites/<org>/<site>`, the share key).
 */
export async function contentIn(
  ctx: Context,
  site: Site,
  view: PublishedSite,
  siteSegments: readonly string[],
  sitePrefix: readonly string[],
  options: { shareKey?: string; visitorType?: 'human' | 'agent' | null } = {},
): Promise<UnsignedContent> {
  const segments = [...siteSegments];
  const basePath = [...sitePrefix];
  const sections: PublishedSection[] = view.structure.structure.flatMap((item) =>
    item.__kind === 'site-section' ? [item] : item.__kind === 'site-section-group' ? item.published.sections : [],
  );
  let section: PublishedSection | undefined;
  let sectionNamed = false;
  let siteSpaces: PublishedSiteSpace[];
  if (view.structure.type === 'sections') {
    section = sections.find((s) => s.path === segments[0]);
    if (section) {
      sectionNamed = true;
      segments.shift();
    } else section = sections.find((s) => s.published.default);
    if (!section) throw notFound();
    siteSpaces = section.published.siteSpaces;
  } else {
    siteSpaces = view.structure.structure.flatMap((item) => (item.__kind === 'site-space' ? [item] : []));
  }
  let siteSpace = siteSpaces.find((s) => s.path === segments[0]);
  const variantNamed = !!siteSpace;
  if (siteSpace) segments.shift();
  else siteSpace = siteSpaces.find((s) => s.published.default);
  if (!siteSpace) throw notFound();
  if (sectionNamed) basePath.push(section!.path);
  if (variantNamed) basePath.push(siteSpace.path);
  // Every space the visitor sees in the site (the token reads those).
  const visible = view.structure.type === 'sections' ? sections.flatMap((s) => s.published.siteSpaces) : siteSpaces;
  const claims = view.visitorClaims;
  const token: SiteTokenInput = {
    organizationId: site.organizationId,
    siteId: site.id,
    siteSpaceId: siteSpace.id,
    ...(section ? { siteSectionId: section.id } : {}),
    spaceId: siteSpace.spaceId,
    spaceIds: [...new Set(visible.map((s) => s.spaceId))],
    ...(options.shareKey ? { shareKey: options.shareKey } : {}),
    claims,
    ...(options.visitorType ? { visitorType: options.visitorType } : {}),
  };

  const pathname = segments.map(encodeURIComponent).join('/');
  const siteBase = siteBaseUrl(ctx, site);
  const canonicalParts = basePath.slice(sitePrefix.length);
  const canonicalUrl = [siteBase, ...canonicalParts.map(encodeURIComponent), ...(pathname ? [pathname] : [])].join('/');
  return {
    site: site.id,
    ...(section ? { siteSection: section.id } : {}),
    siteSpace: siteSpace.id,
    space: siteSpace.spaceId,
    organization: site.organizationId,
    pathname,
    basePath: slashed(basePath),
    siteBasePath: slashed([...sitePrefix]),
    token,
    ...(options.shareKey ? { shareKey: options.shareKey } : {}),
    complete:
      (view.structure.type !== 'sections' || sectionNamed || sections.length === 1) &&
      (variantNamed || siteSpaces.length === 1),
    canonicalUrl,
  };
}
