/**
 * What a reader's request shows: the published content its address names, through the URL lookup
 * (src/modules/sites/urls.ts: path form under PUBLIC_URL or a site's hostname, share keys,
 * sections and variants, visitor-auth and adaptive content) and the published view
 * (src/modules/sites/published.ts), then the space's live revision. No rule of either is repeated
 * here: this file only turns their answers into the navigation a page shows.
 */
import { createHash } from 'node:crypto';
import type { RevisionTree, TreePage } from '../../engine/tree.ts';
import { walk } from '../../engine/tree.ts';
import { NotFoundError } from '../../errors.ts';
import type { Site, SiteExternalLink, Space } from '../../generated/prisma/client.ts';
import { anonymousView, type Context, createContext } from '../../request/context.ts';
import { mintSiteToken } from '../../request/site-tokens.ts';
import { revisionTree } from '../content/loaders.ts';
import { publishedCustomizations } from '../sites/customization.ts';
import { siteById } from '../sites/loaders.ts';
import {
  type PublishedSection,
  type PublishedSite,
  type PublishedSiteSpace,
  publishedSite,
} from '../sites/published.ts';
import { siteBaseUrl, siteRole } from '../sites/service.ts';
import { contentIn, lookUpPublishedUrl, type UnsignedContent } from '../sites/urls.ts';
import { spaceById } from '../spaces/loaders.ts';

export interface NavLink {
  title: string;
  href: string;
  current: boolean;
  /** A site's external link (outside the site): never current. */
  external?: true;
}
export interface NavGroup {
  title: string;
  sections: NavLink[];
}

/**
 * What a reader's page is read from and where it sits. Through a site (published, or a member's
 * preview: `SitePlace`), or a member's reading of a space on its own (`spacePlace`): then no site,
 * view nor looked-up content, and nothing of the site's navigation.
 */
export interface Place {
  ctx: Context;
  content: UnsignedContent | null;
  view: PublishedSite | null;
  site: Site | null;
  /** The address inside the place (after `base`): what the request asks of it. */
  pathname: string;
  /** Section tabs (top level: a section, or a group of sections). */
  sections: (NavLink | NavGroup)[];
  variants: NavLink[];
  /** Where the current section and variant start (root-relative, ends with `/`). */
  base: string;
  /** Where the site starts (root-relative, ends with `/`): share key included. */
  siteBase: string;
  space: Space;
  /** The space's live revision (its id is all a page needs: trees and documents are by revision). */
  revision: { id: string };
  tree: RevisionTree;
  /** Every site space the visitor sees, with the address it starts at. */
  siteSpaces: { siteSpace: PublishedSiteSpace; base: string; title: string; sectionTitle?: string }[];
  customizations: Record<string, unknown>;
  visitorToken?: string;
  /**
   * A member's preview (`urls.preview`): `ctx` is the member's and reads the content; files are
   * served under the preview's own address (a member's browser sends its session, not a token).
   */
  preview?: true;
}

/** A place read through a site. */
export type SitePlace = Place & { content: UnsignedContent; view: PublishedSite; site: Site };

/** The address names a redirect of its site (src/modules/sites/redirects.ts): where it leads. */
export class Redirected {
  constructor(
    readonly location: string,
    readonly permanent: boolean,
  ) {}
}

/**
 * The place an address names. `address` is absolute (the site's hostname, or PUBLIC_URL's origin
 * for the path form); `pathPrefix` is what the request's own path adds before the site's segments
 * when they differ (never, today: both forms are served at the root of their host).
 */
export async function placeOf(ctx: Context, address: string, visitorToken: string | undefined): Promise<SitePlace> {
  const content = await lookUpPublishedUrl(ctx, {
    url: address,
    ...(visitorToken ? { visitor: { jwtToken: visitorToken } } : {}),
  });
  if (!('siteSpace' in content)) {
    // A site redirect the lookup found. A target on the site leads to the same form of address the
    // request used (its hostname, or `/sites/<org>/<site>` under PUBLIC_URL), relative to the request.
    const site = await siteById(ctx).load(content.site);
    const published = site ? siteBaseUrl(ctx, site) : undefined;
    const here = new URL(address);
    const segments = here.pathname.split('/').filter(Boolean);
    const pathForm = here.host === new URL(ctx.config.publicUrl).host && segments[0] === 'sites';
    const base = pathForm ? `/${segments.slice(0, 3).join('/')}` : '';
    let location = content.redirect;
    if (published && location.startsWith(published)) location = `${base}${location.slice(published.length) || '/'}`;
    else if (new URL(location).host === here.host) location = location.slice(here.origin.length) || '/';
    throw new Redirected(location, content.permanent === true);
  }
  // The same view the lookup computed, read again through the loaders it primed (no new statement
  // for the site or its structure).
  const visitor = anonymousView(ctx);
  const view = await publishedSite(visitor, content.organization, content.site, {
    shareKey: content.shareKey,
    visitorToken,
  });
  return placeIn(visitor, content, view, { visitorToken });
}

/** Where a member's preview of a site starts: `/preview/<organization>/sites/<site>/`. */
export const previewPrefix = (organizationId: string, siteId: string) => ['preview', organizationId, 'sites', siteId];

/**
 * A member's preview of a site (`urls.preview`): the published view as a member of its organization
 * sees it, published or not, read with the member's own access. Not a member: not found.
 */
export async function previewPlace(
  ctx: Context,
  organizationId: string,
  siteId: string,
  segments: string[],
): Promise<SitePlace> {
  const site = await siteById(ctx).load(siteId);
  if (!ctx.viewer || !site || site.organizationId !== organizationId || (await siteRole(ctx, site)) === null)
    throw new NotFoundError(`Site '${siteId}' not found`);
  const view = await publishedSite(ctx, organizationId, siteId, {});
  const content = await contentIn(ctx, site, view, segments, previewPrefix(organizationId, siteId));
  return placeIn(ctx, content, view, { preview: true });
}

/** The navigation, space and tree of `content` in `view`, read through `ctx`. */
async function placeIn(
  ctx: Context,
  content: UnsignedContent,
  view: PublishedSite,
  options: { visitorToken?: string; preview?: boolean },
): Promise<SitePlace> {
  const { visitorToken } = options;
  const visitor = ctx;
  const site = view.site;
  const siteBase = content.siteBasePath;
  const spaceIds = new Set<string>();
  const siteSpaces: Place['siteSpaces'] = [];
  const sections: Place['sections'] = [];
  let variantsOf: PublishedSiteSpace[] = [];
  let sectionBase = siteBase;
  const sectionLink = (section: PublishedSection): NavLink => {
    const base = `${siteBase}${encodeURIComponent(section.path)}/`;
    const current = section.id === content.siteSection;
    if (current) {
      variantsOf = section.published.siteSpaces;
      sectionBase = base;
    }
    for (const s of section.published.siteSpaces)
      siteSpaces.push({ siteSpace: s, base: variantBase(base, s), title: '', sectionTitle: section.title });
    return { title: section.title, href: base, current };
  };
  // The published view keeps only http(s) URLs, and leaves drafts out.
  const externalLink = (link: SiteExternalLink): NavLink => ({
    title: link.title,
    href: link.url,
    current: false,
    external: true,
  });
  for (const item of view.structure.structure) {
    if (item.__kind === 'site-space') variantsOf.push(item);
    else if (item.__kind === 'site-section') sections.push(sectionLink(item));
    else if (item.__kind === 'site-external-link') sections.push(externalLink(item));
    else
      sections.push({
        title: item.title,
        sections: item.published.children.map((c) => (c.__kind === 'site-section' ? sectionLink(c) : externalLink(c))),
      });
  }
  if (view.structure.type === 'siteSpaces')
    for (const s of variantsOf) siteSpaces.push({ siteSpace: s, base: variantBase(siteBase, s), title: '' });
  for (const s of siteSpaces) spaceIds.add(s.siteSpace.spaceId);
  const spaces = new Map<string, Space>();
  for (const space of await spaceById(visitor).loadMany([...spaceIds]))
    if (space && !(space instanceof Error)) spaces.set(space.id, space);
  for (const s of siteSpaces) s.title = spaces.get(s.siteSpace.spaceId)?.title ?? '';
  const variants = variantsOf.map((s) => ({
    title: spaces.get(s.spaceId)?.title ?? s.path,
    href: variantBase(sectionBase, s),
    current: s.id === content.siteSpace,
  }));
  const space = spaces.get(content.space);
  if (!space?.revisionId) throw new NotFoundError(`The space '${content.space}' has no content`);
  // The live revision by its id (the tree loader keeps trees in memory: no statement when warm).
  const revision = { id: space.revisionId };
  const tree = await revisionTree(visitor).load(revision.id);
  const current = variants.find((v) => v.current);
  // The site's look, with the shown variant's own overrides over it.
  const looks = await publishedCustomizations(visitor, site, [content.siteSpace]);
  return {
    ctx,
    content,
    view,
    site,
    pathname: content.pathname,
    sections,
    variants: variants.length > 1 ? variants : [],
    base: current?.href ?? sectionBase,
    siteBase,
    space,
    revision,
    tree,
    siteSpaces,
    customizations: looks.siteSpaces[content.siteSpace] ?? looks.site,
    visitorToken,
    ...(options.preview ? { preview: true } : {}),
  };
}

/** Where a member's reading of a space starts: `/app/o/<organization>/s/<space>/` (its `urls.app`). */
export const spacePrefix = (space: Space) => ['app', 'o', space.organizationId, 's', space.id];

/**
 * A member's reading of a space on its own (one no site shows): its live revision's page tree
 * and pages, read with the member's own access (the caller checked it may read the space), under
 * `spacePrefix`; `segments` is the address inside it. Null when the space has no content yet.
 */
export async function spacePlace(ctx: Context, space: Space, segments: string[]): Promise<Place | null> {
  if (!ctx.viewer || !space.revisionId) return null;
  const revision = { id: space.revisionId };
  const base = `/${spacePrefix(space).map(encodeURIComponent).join('/')}/`;
  return {
    ctx,
    content: null,
    view: null,
    site: null,
    pathname: segments.join('/'),
    sections: [],
    variants: [],
    base,
    siteBase: base,
    space,
    revision,
    tree: await revisionTree(ctx).load(revision.id),
    siteSpaces: [],
    customizations: {},
    preview: true,
  };
}

// A default variant's address is its section's; the others add their path.
const variantBase = (base: string, s: PublishedSiteSpace) =>
  s.published.default ? base : `${base}${encodeURIComponent(s.path)}/`;

/** The context that reads the place's content as its site reader (signed file URLs). */
export async function readerContext(place: Place): Promise<Context> {
  const ctx = place.ctx;
  if (place.preview || !place.content) return ctx;
  // Signed here, when a page is rendered or searched: a page the render cache answers needs none.
  const token = `Bearer ${await mintSiteToken(ctx, place.content.token)}`;
  return createContext(
    ctx.config,
    ctx.db,
    { headers: { get: (name) => (name.toLowerCase() === 'authorization' ? token : null) } },
    ctx.requestId,
    { siteReaders: true },
  );
}

/** Pages a reader may open from the navigation: documents and links, not hidden ones. */
export const listed = (page: TreePage) => !page.hidden;

/** The first document page of a tree (what a section's or a variant's own address shows). */
export function firstPage(pages: TreePage[]): TreePage | undefined {
  for (const { page } of walk(pages)) if (page.kind === 'document' && !page.hidden) return page;
  return undefined;
}

/** Document pages in reading order (not hidden): for previous/next. */
export function readingOrder(pages: TreePage[]): TreePage[] {
  const out: TreePage[] = [];
  const visit = (list: TreePage[]) => {
    for (const page of list) {
      if (page.hidden) continue;
      if (page.kind === 'document') out.push(page);
      visit(page.pages);
    }
  };
  visit(pages);
  return out;
}

/** The pages from the top of the tree down to `target` (itself excluded). */
export function ancestorsOf(pages: TreePage[], target: TreePage): TreePage[] {
  const trail: TreePage[] = [];
  const visit = (list: TreePage[]): boolean => {
    for (const page of list) {
      if (page === target) return true;
      trail.push(page);
      if (visit(page.pages)) return true;
      trail.pop();
    }
    return false;
  };
  visit(pages);
  return trail;
}

/**
 * What a rendered page depends on, hashed: the site and its look, what the visitor sees of the
 * structure, the revision, the visitor's claims (adaptive blocks), the address and, for a preview,
 * its member. Equal keys give equal pages: the ETag and the render cache's key.
 */
export function renderKey(place: Place, what: string): string {
  const h = createHash('sha256');
  h.update(
    JSON.stringify([
      place.site?.id ?? null,
      place.site?.updatedAt ?? null,
      // A space read on its own shows its title (a rename is no new revision).
      place.site ? null : [place.space.id, place.space.title],
      place.customizations,
      place.sections,
      place.variants,
      place.siteSpaces.map((s) => [s.siteSpace.id, s.base, s.title]),
      place.revision.id,
      place.view?.visitorClaims ?? null,
      place.base,
      // A preview is read with its member's own access: one member's page is never another's.
      place.preview ? place.ctx.viewer?.userId : null,
      what,
    ]),
  );
  return h.digest('base64url').slice(0, 27);
}
