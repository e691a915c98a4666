/**
 * `GET /v1/urls/content` (GraphQL `contentByUrl`): the content a URL of this Quire names, as
 * GitBook resolves its own URLs. The addresses Quire hands out:
 * - `urls.app` of a space, a page, a change request or a revision:
 *   `<PUBLIC_URL>/app/o/<org>/s/<space>[/~/changes/<number> | /~/revisions/<id>][/<page path>]`;
 * - `urls.app` of a collection, `<PUBLIC_URL>/app/o/<org>/c/<collection>`;
 * - `urls.published` of a space, `<PUBLIC_URL>/s/<space>[/<page path>]`;
 * - a site's published address or a page under it (a hostname, or `<PUBLIC_URL>/sites/...`), read
 *   by the published-URL lookup (src/modules/sites/urls.ts: share keys, sections, variants,
 *   redirects) as a visitor sees it;
 * - a site's preview, `<PUBLIC_URL>/preview/<org>/sites/<site>/...` (and its `urls.app`), as the
 *   caller, a member, previews it.
 * The answer is the space (with the change request, the revision and the page the URL names) or
 * the collection, read with the caller's own access: what the caller cannot read is a 404, as is
 * a URL that names nothing.
 */
import { BadRequestError, DomainError, NotFoundError } from '../../errors.ts';
import type { ChangeRequest, Collection, Space } from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { getChangeRequest } from '../change-requests/service.ts';
import { getCollection } from '../collections/service.ts';
import type { RevisionRow } from '../content/loaders.ts';
import { revisionById } from '../content/loaders.ts';
import { currentRevision, getRevision, type PageRef, pageByPath } from '../content/service.ts';
import { siteById } from '../sites/loaders.ts';
import { publishedSite } from '../sites/published.ts';
import { siteRole } from '../sites/service.ts';
import { contentIn, lookUpPublishedUrl, pathSegments, VisitorRefused } from '../sites/urls.ts';
import { getSpace } from '../spaces/service.ts';

/** What a URL names: a space (with what in it) or a collection, and where it was read. */
export interface ContentAtUrl {
  organizationId: string;
  space: Space | null;
  collection: Collection | null;
  changeRequest: ChangeRequest | null;
  /** The revision read: the change request's head, the revision named, else the live one. */
  revision: RevisionRow | null;
  /** The document or group page the URL names. */
  page: PageRef | null;
  siteId: string | null;
  siteSectionId: string | null;
  siteSpaceId: string | null;
}

const nothingAt = (url: string) => new NotFoundError(`No content of yours at ${url}`);

/** Not found, whatever the reason (a space the caller may not read, a missing page...). */
async function orNothing<T>(url: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && (error.status === 403 || error.status === 404)) throw nothingAt(url);
    throw error;
  }
}

interface SiteOrigin {
  siteId: string;
  siteSectionId?: string;
  siteSpace: string;
}

/** The space (read as the caller), its revision and the page at `pagePath` (segments, decoded). */
async function inSpace(
  ctx: Context,
  spaceId: string,
  at: { organizationId?: string; changeRequest?: string; revision?: string; pagePath: string[]; site?: SiteOrigin },
): Promise<ContentAtUrl> {
  const space = await getSpace(ctx, spaceId);
  if (space.deletedAt || (at.organizationId && space.organizationId !== at.organizationId))
    throw new NotFoundError(`Space '${spaceId}' not found`);
  const changeRequest = at.changeRequest ? await getChangeRequest(ctx, space.id, at.changeRequest) : null;
  const revision = changeRequest
    ? await revisionById(ctx).load(changeRequest.revisionId)
    : at.revision
      ? await getRevision(ctx, space.id, at.revision)
      : space.revisionId
        ? await currentRevision(ctx, space)
        : null;
  let page: PageRef | null = null;
  if (at.pagePath.length) {
    if (!revision) throw new NotFoundError('The space has no content');
    page = await pageByPath(ctx, revision, at.pagePath.join('/'));
    if (page.page.kind !== 'document' && page.page.kind !== 'group') throw new NotFoundError('No page at this path');
  }
  return {
    organizationId: space.organizationId,
    space,
    collection: null,
    changeRequest,
    revision: revision ?? null,
    page,
    siteId: at.site?.siteId ?? null,
    siteSectionId: at.site?.siteSectionId ?? null,
    siteSpaceId: at.site?.siteSpace ?? null,
  };
}

/** `~/changes/<number>/...`, `~/revisions/<id>/...`, or the page path itself. */
function insideSpace(rest: string[]): { changeRequest?: string; revision?: string; pagePath: string[] } | null {
  if (rest[0] !== '~') return { pagePath: rest };
  if (rest[1] === 'changes' && rest[2]) return { changeRequest: rest[2], pagePath: rest.slice(3) };
  if (rest[1] === 'revisions' && rest[2]) return { revision: rest[2], pagePath: rest.slice(3) };
  return null;
}

/** A site's preview (or its `urls.app`): the site as the caller, a member of its organization, previews it. */
async function inPreview(
  ctx: Context,
  organizationId: string,
  siteId: string,
  segments: string[],
  prefix: string[],
): Promise<ContentAtUrl> {
  const site = await siteById(ctx).load(siteId);
  if (!ctx.viewer || !site || site.organizationId !== organizationId || (await siteRole(ctx, site)) === null)
    throw new NotFoundError(`Site '${siteId}' not found`);
  const view = await publishedSite(ctx, organizationId, siteId, {});
  const content = await contentIn(ctx, site, view, segments, prefix);
  return inSpace(ctx, content.space, {
    pagePath: pathSegments(content.pathname),
    site: { siteId: site.id, siteSectionId: content.siteSection, siteSpace: content.siteSpace },
  });
}

/** A site's published address (or a page under it), as a visitor sees the site; one redirect of the site followed. */
async function inPublished(ctx: Context, url: string, hops = 1): Promise<ContentAtUrl> {
  const found = await lookUpPublishedUrl(ctx, { url }).catch((error: unknown) => {
    // A visitor-auth site: its members name its pages by their preview address.
    if (error instanceof VisitorRefused) throw nothingAt(url);
    throw error;
  });
  if ('redirect' in found) {
    if (found.target !== 'content' || hops <= 0) throw nothingAt(url);
    return inPublished(ctx, found.redirect, hops - 1);
  }
  return inSpace(ctx, found.space, {
    pagePath: pathSegments(found.pathname),
    site: { siteId: found.site, siteSectionId: found.siteSection, siteSpace: found.siteSpace },
  });
}

export async function contentByUrl(ctx: Context, raw: string): Promise<ContentAtUrl> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new BadRequestError(`Invalid 'url': '${raw}' is not an absolute URL`, 'url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new BadRequestError("Invalid 'url': only http and https URLs name content", 'url');
  const href = url.href;
  return orNothing(href, async () => {
    const segments = pathSegments(url.pathname);
    if (url.host === new URL(ctx.config.publicUrl).host) {
      if (segments[0] === 'preview' && segments[1] && segments[2] === 'sites' && segments[3])
        return inPreview(ctx, segments[1], segments[3], segments.slice(4), segments.slice(0, 4));
      const [first, second, organizationId, kind, id, ...rest] = segments;
      if (first === 'app' && second === 'o' && organizationId) {
        if (kind === 's' && id) {
          const inside = insideSpace(rest);
          if (!inside) throw nothingAt(href);
          return inSpace(ctx, id, { organizationId, ...inside });
        }
        if (kind === 'c' && id) {
          const collection = await getCollection(ctx, id);
          if (collection.organizationId !== organizationId) throw nothingAt(href);
          return {
            organizationId,
            space: null,
            collection,
            changeRequest: null,
            revision: null,
            page: null,
            siteId: null,
            siteSectionId: null,
            siteSpaceId: null,
          };
        }
        if (kind === 'sites' && id)
          return inPreview(ctx, organizationId, id, [], ['app', 'o', organizationId, kind, id]);
        throw nothingAt(href);
      }
      if (first === 's' && second) return inSpace(ctx, second, { pagePath: segments.slice(2) });
    }
    return inPublished(ctx, href);
  });
}
