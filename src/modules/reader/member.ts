/**
 * The reader's pages for members signed in in the browser (a session cookie from `/signin`, or an
 * API token in the `Authorization` header of a script): the addresses every API answer carries.
 *
 * - `urls.preview` of a site, `/preview/<organization>/sites/<site>/<path>`: the site as its
 *   published view shows it to a member of its organization, published or not (site.ts
 *   `previewPlace`), answered privately.
 * - `urls.app` of a site, `/app/o/<organization>/sites/<site>`: its preview.
 * - `urls.app` of a space, `/app/o/<organization>/s/<space>[/<page path>]` (a page's `urls.app`,
 *   a search hit's): the preview of the first site that shows it to the member, at that space and
 *   page; a space no site shows is read on its own there (site.ts `spacePlace`: its page tree and
 *   pages, the same render, the member's access, not indexed). An organization and a collection
 *   (and a space with no content yet): a page that names the object, the sites that show it, and
 *   the API.
 * Without a signed-in member, each answers 303 to the sign-in page, which comes back here.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DomainError } from '../../errors.ts';
import { type Context, createContext } from '../../request/context.ts';
import type { HttpDoor, Services } from '../../request/doors.ts';
import { headersOf } from '../../rest/adapter.ts';
import { getOrganization } from '../organizations/service.ts';
import { SIGN_IN_PATH } from '../sessions/pages.ts';
import { sectionsOfSite, siteSpacesOfSite } from '../sites/loaders.ts';
import { listSites } from '../sites/service.ts';
import { pathSegments } from '../sites/urls.ts';
import { getSpace } from '../spaces/service.ts';
import { readerAssets } from './assets.ts';
import { type MemberLink, renderMemberPage } from './render/member.tsx';
import { notAllowed, notFoundPage, notMine, sendHtml, servePlace } from './serve.ts';
import { firstPage, previewPlace, previewPrefix, spacePlace } from './site.ts';

const href = (segments: string[]) => `/${segments.map(encodeURIComponent).join('/')}/`;

/** The member a request names, or the answer that sends the browser to sign in first. */
async function memberOf(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  requestId: string,
): Promise<Context | number> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return notAllowed(res);
  const ctx = await createContext(services.config, services.db, headersOf(req), requestId, { session: true });
  if (ctx.viewer) return ctx;
  const next = `${url.pathname}${url.search}`;
  res
    .writeHead(303, {
      location: `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`,
      'cache-control': 'no-store',
    })
    .end();
  return 303;
}

/** `/preview/<organization>/sites/<site>/<path>`. */
export const servePreview: HttpDoor['serve'] = async (services, req, res, url, requestId) => {
  const [, organizationId, kind, siteId, ...rest] = pathSegments(url.pathname);
  if (kind !== 'sites' || !organizationId || !siteId) return notMine(req, res, url);
  const ctx = await memberOf(services, req, res, url, requestId);
  if (typeof ctx === 'number') return ctx;
  try {
    return await servePlace(req, res, url, await previewPlace(ctx, organizationId, siteId, rest), true);
  } catch (error) {
    if (error instanceof DomainError && error.status < 500)
      return notFoundPage(req, res, 'No site you may preview here.');
    throw error;
  }
};

/** Where a site shows a space (or every site, without one), as preview addresses: the sites list's own rules. */
async function sitesShowing(ctx: Context, organizationId: string, spaceId: string | null): Promise<MemberLink[]> {
  // A guest (no role in the organization) lists no sites.
  const listed = await listSites(ctx, organizationId, { first: 100 }, spaceId ? { space: spaceId } : {}).catch(
    (error: unknown) => {
      if (error instanceof DomainError && error.status < 500) return null;
      throw error;
    },
  );
  const sites = listed?.edges.map((e) => e.node) ?? [];
  const links: MemberLink[] = [];
  for (const site of sites) {
    const base = previewPrefix(organizationId, site.id);
    const note = site.published ? 'published' : 'not published';
    if (!spaceId) {
      links.push({ title: site.title, href: href(base), note });
      continue;
    }
    // The space's own address in the site: its section and its variant, named.
    const [siteSpaces, sections] = await Promise.all([
      siteSpacesOfSite(ctx).load(site.id),
      sectionsOfSite(ctx).load(site.id),
    ]);
    for (const siteSpace of siteSpaces.filter((s) => s.spaceId === spaceId)) {
      const section = sections.find((s) => s.id === siteSpace.sectionId);
      links.push({
        title: section ? `${site.title} / ${section.title}` : site.title,
        href: href([...base, ...(section ? [section.path] : []), siteSpace.path]),
        note,
      });
    }
  }
  return links;
}

/** `/app/o/<organization>[/sites/<site> | /s/<space> | /c/<collection>]...`. */
export const serveApp: HttpDoor['serve'] = async (services, req, res, url, requestId) => {
  const [, o, organizationId, kind, id, ...rest] = pathSegments(url.pathname);
  if (o !== 'o' || !organizationId) return notMine(req, res, url);
  const ctx = await memberOf(services, req, res, url, requestId);
  if (typeof ctx === 'number') return ctx;
  const { assets } = readerAssets();
  const org = await getOrganization(ctx, organizationId).catch((error: unknown) => {
    if (error instanceof DomainError && error.status < 500) return null;
    throw error;
  });
  if (!org) return notFoundPage(req, res, 'No organization of yours at this address.');

  if (kind === 'sites' && id) {
    res.writeHead(302, { location: href(previewPrefix(organizationId, id)), 'cache-control': 'no-store' }).end();
    return 302;
  }
  if (kind === 's' && id) {
    // A space this member may read (its own access rules: grants, collections, the default level).
    const space = await getSpace(ctx, id).catch((error: unknown) => {
      if (error instanceof DomainError && error.status < 500) return null;
      throw error;
    });
    if (!space || space.deletedAt || space.organizationId !== organizationId)
      return notFoundPage(req, res, 'No space of yours at this address.');
    // A page's address (its path) is kept; a revision's (`~/revisions/<id>`) opens the live content.
    const inside = rest[0] === '~' ? [] : rest;
    const sites = await sitesShowing(ctx, organizationId, space.id);
    if (sites.length) {
      const location = `${sites[0].href}${inside.map(encodeURIComponent).join('/')}`;
      res.writeHead(302, { location, 'cache-control': 'no-store' }).end();
      return 302;
    }
    const place = await spacePlace(ctx, space, inside);
    // The space's own address shows its first page; with none yet, the page below.
    if (place && (inside.length || firstPage(place.tree.pages))) return servePlace(req, res, url, place, true);
    return sendHtml(
      req,
      res,
      renderMemberPage(assets, {
        title: space.title,
        lead: 'This space has no content yet. Add pages to read them here, or write them through the API.',
        sites: [],
        api: [
          { title: 'REST: the space', href: `/v1/spaces/${encodeURIComponent(space.id)}` },
          { title: 'REST: its pages', href: `/v1/spaces/${encodeURIComponent(space.id)}/content/pages` },
        ],
      }),
    );
  }
  // The organization (or a collection of it): its sites.
  return sendHtml(
    req,
    res,
    renderMemberPage(assets, {
      title: org.title,
      lead: 'The sites of this organization you may preview.',
      sites: await sitesShowing(ctx, organizationId, null),
      api: [{ title: 'REST: the organization', href: `/v1/orgs/${encodeURIComponent(organizationId)}` }],
    }),
  );
};
