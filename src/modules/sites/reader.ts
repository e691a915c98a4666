/**
 * What GitBook's reader front end asks of a published site besides its pages: search over the
 * site's published spaces, and its redirects (redirects.ts). Both see the site as the published view does
 * (src/modules/sites/published.ts): a site token stands for its visitor, members preview, and
 * anyone else sees a published site by its visibility.
 */
import { z } from 'zod';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { Space } from '../../generated/prisma/client.ts';
import { type Context, readerSite } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import type { PageArgs } from '../../request/pagination.ts';
import { loadOpenAPISpecBySlug, openAPISpecVersionContent } from '../openapi/loaders.ts';
import { getOpenAPISpec, openAPISpecUrls } from '../openapi/service.ts';
import { parseQuery, searchSpaces } from '../search/service.ts';
import { spaceById } from '../spaces/loaders.ts';
import { type PublishedSiteSpace, publishedSite, siteSpacesBySection } from './published.ts';
import { redirectForSource } from './redirects.ts';

const SiteSearchInput = z.object({
  query: z.string().max(512),
  scope: z
    .object({
      mode: z.enum(['default', 'extended', 'all', 'specific']),
      currentSiteSpace: z.string().nullish(),
      siteSpaceIds: z.array(z.string()).max(100).nullish(),
      restrictTo: z.string().nullish(),
    })
    .nullish(),
  mode: z.enum(['specific', 'current', 'all']).nullish(),
  siteSpaceIds: z.array(z.string()).max(100).nullish(),
  siteSpaceId: z.string().nullish(),
});
export type SiteSearchInput = z.input<typeof SiteSearchInput>;

/** The site spaces the visitor sees, by section (one list for a site without sections). */
async function visibleSiteSpaces(ctx: Context, organizationId: string, siteId: string) {
  const view = await publishedSite(ctx, organizationId, siteId, { shareKey: readerSite(ctx)?.shareKey });
  return siteSpacesBySection(view.structure);
}

/**
 * The spaces (not deleted) of the site spaces its visitor sees: what AI answers may read for a
 * visitor of the site (hidden pages are left out by the reader of the index).
 */
export async function visitorSpaceIds(ctx: Context, organizationId: string, siteId: string): Promise<string[]> {
  const all = (await visibleSiteSpaces(ctx, organizationId, siteId)).flat();
  const spaces = await spaceById(ctx).loadMany([...new Set(all.map((s) => s.spaceId))]);
  return spaces.filter((s): s is Space => !!s && !(s instanceof Error) && !s.deletedAt).map((s) => s.id);
}

/**
 * `POST {O}/sites/{siteId}/search`: full-text search over the site's published spaces that the
 * visitor sees, grouped by space. The scope: `default` the default site space of each section (plus
 * `currentSiteSpace`), `all`/`extended` every site space, `specific` the listed ones (GitBook's
 * older `mode` + `siteSpaceId(s)` too).
 */
export async function searchSite(
  ctx: Context,
  organizationId: string,
  siteId: string,
  input: SiteSearchInput,
  args: PageArgs,
) {
  const data = parseInput(SiteSearchInput, input);
  const q = parseQuery(data.query);
  const bySection = await visibleSiteSpaces(ctx, organizationId, siteId);
  const all = bySection.flat();
  const defaults = bySection.flatMap((list) => list.filter((s) => s.published.default));
  const mode =
    data.scope?.mode ??
    (data.mode === 'current' ? 'default' : (data.mode ?? (data.siteSpaceIds ? 'specific' : 'default')));
  const current = data.scope?.currentSiteSpace ?? data.siteSpaceId;
  const listed = data.scope?.siteSpaceIds ?? data.siteSpaceIds;
  let chosen: PublishedSiteSpace[];
  if (mode === 'specific') {
    if (!listed?.length)
      throw new BadRequestError("Invalid 'siteSpaceIds': list the site spaces to search", 'siteSpaceIds');
    chosen = all.filter((s) => listed.includes(s.id));
  } else if (mode === 'default') chosen = all.filter((s) => defaults.includes(s) || s.id === current);
  else chosen = all;
  const spaces = (await spaceById(ctx).loadMany([...new Set(chosen.map((s) => s.spaceId))])).filter(
    (s): s is Space => !!s && !(s instanceof Error) && !s.deletedAt,
  );
  // Hidden pages are read by their URL, never found by a site's search.
  return searchSpaces(
    ctx,
    spaces.map((s) => s.id),
    q,
    args,
    { hidden: false },
  );
}

/**
 * `GET {O}/sites/{siteId}/redirect?source=`: the live redirect a path follows and its target
 * (redirects.ts), for whoever may see the published site; 404 when the path has none.
 */
export async function siteRedirect(
  ctx: Context,
  organizationId: string,
  siteId: string,
  source: string,
  shareKey?: string | null,
) {
  const key = readerSite(ctx)?.shareKey ?? shareKey;
  const view = await publishedSite(ctx, organizationId, siteId, { shareKey: key });
  return redirectForSource(ctx, view.site, source, key);
}

/**
 * `GET {O}/openapi/{slug}/versions/latest/content`: the latest processed version of a spec as
 * GitBook's OpenAPISpecContent, for OpenAPI blocks: the document as the one entry of a parser
 * "filesystem" (the reader's openapi-parser reads a list of files), its source URL, and its public
 * URL when the spec is public. Members of the organization read it, and site tokens of the
 * organization's sites (their pages show its blocks). 404 while no version was processed.
 */
export async function latestOpenAPIContent(ctx: Context, organizationId: string, slug: string) {
  const spec =
    readerSite(ctx)?.organizationId === organizationId
      ? await loadOpenAPISpecBySlug(ctx, organizationId, slug)
      : await getOpenAPISpec(ctx, organizationId, slug);
  const missing = () => new NotFoundError(`No processed version of the OpenAPI specification '${slug}'`);
  if (!spec?.lastVersionId) throw missing();
  const version = await openAPISpecVersionContent(ctx).load(spec.lastVersionId);
  if (!version?.document) throw missing();
  const source = spec.sourceURL ?? openAPISpecUrls(ctx, spec).location;
  return {
    filesystem: [
      { dir: '/', isEntrypoint: true, references: [], filename: 'openapi.json', specification: version.document },
    ],
    urls: { source, public: spec.visibility === 'public' ? source : null },
  };
}
