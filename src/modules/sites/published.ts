/**
 * The published view of a site (`GET /orgs/{id}/sites/{siteId}/published`): the site, its
 * structure as a visitor sees it; its customizations are customization.ts's.
 *
 * Access (the API token is not needed; an invalid one is still a 401):
 * - members of the site's organization with a role get the view as a preview, published or not,
 *   whatever the visibility (no share key or visitor token needed; a visitor token they pass
 *   still sets the claims adaptive content sees);
 * - for everyone else an unknown or unpublished site is a 404;
 * - `public` and `unlisted`: anyone;
 * - `share-link`: only with one of the site's share keys (`shareKey`); otherwise a 404, as for a
 *   site that does not exist (the key is the only way in);
 * - `visitor-auth`: only with a valid visitor token (`jwt_token`: an HS256 JWT signed with the
 *   site's visitor key, or the organization's ping token); missing, expired, wrongly signed or
 *   with claims that fail the adaptive schema: 401 naming the reason.
 * On the other visibilities a token that is not valid is ignored: the visitor is anonymous.
 *
 * Adaptive content (when enabled on the site): sections, site spaces and external links whose
 * `condition` is false for the visitor's claims (`visitor.claims`; `{}` for an anonymous visitor)
 * are left out; a section without visible site spaces and a group without visible sections or
 * links are left out too. Draft external links are never shown.
 * Site spaces of deleted spaces (or spaces moved to another organization) are never shown.
 * Defaults are recomputed among what is visible.
 */

import { NotFoundError, UnauthenticatedError } from '../../errors.ts';
import type {
  Site,
  SiteExternalLink,
  SiteSection,
  SiteSectionGroup,
  SiteSpace,
} from '../../generated/prisma/client.ts';
import { type Context, credentialsRefused, readerSite } from '../../request/context.ts';
import { organizationById } from '../organizations/loaders.ts';
import { spaceById } from '../spaces/loaders.ts';
import { claimErrors, verifyVisitorToken } from './adaptive.ts';
import { type ConditionContext, passes } from './conditions.ts';
import { siteById } from './loaders.ts';
import { isShareKey, siteRole } from './service.ts';
import { loadTree, ROOT } from './structure.ts';

/** A site space as the visitor sees it. */
export type PublishedSiteSpace = SiteSpace & { published: { default: boolean } };
/** A section with the site spaces the visitor sees. */
export type PublishedSection = SiteSection & { published: { default: boolean; siteSpaces: PublishedSiteSpace[] } };
/** An item of a group as the visitor sees it: a section or an external link. */
export type PublishedGroupChild =
  | ({ __kind: 'site-section' } & PublishedSection)
  | ({ __kind: 'site-external-link' } & SiteExternalLink);
/** A group with the sections (and the sections and external links) the visitor sees. */
export type PublishedGroup = SiteSectionGroup & {
  published: { sections: PublishedSection[]; children: PublishedGroupChild[] };
};

export type StructureItem =
  | ({ __kind: 'site-section' } & PublishedSection)
  | ({ __kind: 'site-section-group' } & PublishedGroup)
  | ({ __kind: 'site-space' } & PublishedSiteSpace)
  | ({ __kind: 'site-external-link' } & SiteExternalLink);

export interface PublishedSite {
  site: Site;
  structure: { type: 'sections' | 'siteSpaces'; structure: StructureItem[] };
  scripts: SiteIntegrationScript[];
  /** The claims of the visitor the view was computed for ({} for an anonymous visitor). */
  visitorClaims: Record<string, unknown>;
}

/** GitBook's SiteIntegrationScript (no integration runs scripts here: the list is always empty). */
export interface SiteIntegrationScript {
  script: string;
  contentSecurityPolicy?: string;
  cookies: boolean;
}

async function visitorOf(ctx: Context, site: Site, token: string | null | undefined): Promise<ConditionContext> {
  const org = await organizationById(ctx).load(site.organizationId);
  let result = await verifyVisitorToken(token, {
    siteKey: site.visitorKey,
    organizationKey: org?.visitorKey ?? '',
    organizationId: site.organizationId,
  });
  if (result.status === 'valid' && site.adaptiveContent && site.adaptiveSchema) {
    const errors = claimErrors(site.adaptiveSchema as Record<string, unknown>, result.claims);
    if (errors.length)
      result = {
        status: 'invalid',
        reason: `the visitor claims do not match the adaptive schema: ${errors.join('; ')}`,
      };
  }
  if (site.visibility === 'visitor-auth' && result.status !== 'valid') {
    throw new UnauthenticatedError(
      result.status === 'none'
        ? 'This site requires visitor authentication: pass a visitor token (jwt_token) signed with the site key'
        : `Visitor authentication failed: ${result.reason}`,
    );
  }
  return { visitor: { claims: result.status === 'valid' ? result.claims : {} } };
}

interface ViewOptions {
  shareKey?: string | null;
  visitorToken?: string | null;
  /** Claims the visitor states without a signature: conditions read them as `visitor.claims.unsigned`. */
  unsignedClaims?: Record<string, unknown>;
}

/**
 * Whether the caller sees the published site, by the rules above, without computing what it
 * sees: the site and the visitor's claims, or the same 401 or 404 as the published view.
 */
export async function publishedSiteAccess(
  ctx: Context,
  organizationId: string,
  siteId: string,
  options: ViewOptions,
): Promise<{ site: Site; visitor: ConditionContext }> {
  if (credentialsRefused(ctx)) throw new UnauthenticatedError('Invalid or revoked API token');
  const site = await siteById(ctx).load(siteId);
  const missing = () => new NotFoundError(`Site '${siteId}' not found`);
  if (!site || site.organizationId !== organizationId) throw missing();
  // A site token of this site stands for the visitor it was minted for (share key and claims).
  const reader = readerSite(ctx);
  const token = reader?.siteId === site.id ? reader : null;
  // Members of the organization (with a role) preview the view whether or not the site is
  // published, without a share key or visitor token (claims only when they pass a token).
  const preview = !!ctx.viewer && (await siteRole(ctx, site)) !== null;
  if (!preview) {
    if (!site.published) throw missing();
    if (site.visibility === 'share-link' && !token && !(await isShareKey(ctx, site.id, options.shareKey)))
      throw missing();
  }
  const visitor: ConditionContext = token
    ? { visitor: { claims: token.claims } }
    : preview && !options.visitorToken
      ? { visitor: { claims: {} } }
      : await visitorOf(ctx, site, options.visitorToken);
  if (options.unsignedClaims) visitor.visitor.claims = { ...visitor.visitor.claims, unsigned: options.unsignedClaims };
  return { site, visitor };
}

export async function publishedSite(
  ctx: Context,
  organizationId: string,
  siteId: string,
  options: ViewOptions,
): Promise<PublishedSite> {
  const { site, visitor } = await publishedSiteAccess(ctx, organizationId, siteId, options);
  const tree = await loadTree(ctx, site);
  const spaces = await spaceById(ctx).loadMany(tree.siteSpaces.map((s) => s.spaceId));
  const live = new Set(
    spaces.flatMap((space) =>
      space && !(space instanceof Error) && !space.deletedAt && space.organizationId === site.organizationId
        ? [space.id]
        : [],
    ),
  );
  const adaptive = site.adaptiveContent;
  const shown = (condition: string | null) => !adaptive || passes(condition, visitor);

  const visibleSiteSpaces = (container: string): PublishedSiteSpace[] => {
    const list = (tree.siteSpacesOf.get(container) ?? []).filter((s) => live.has(s.spaceId) && shown(s.condition));
    const stored = tree.defaultSiteSpaceOf.get(container);
    const defaultId = list.some((s) => s.id === stored) ? stored : list[0]?.id;
    return list.map((s) => ({ ...s, published: { default: s.id === defaultId } }));
  };
  const visibleSection = (section: SiteSection): PublishedSection | null => {
    if (!shown(section.condition)) return null;
    const siteSpaces = visibleSiteSpaces(section.id);
    return siteSpaces.length ? { ...section, published: { default: false, siteSpaces } } : null;
  };

  const visibleLink = (link: SiteExternalLink) => !link.draft && shown(link.condition);

  let structure: PublishedSite['structure'];
  if (tree.sections.length) {
    const items: StructureItem[] = [];
    const sections: PublishedSection[] = [];
    for (const root of tree.roots) {
      if (root.kind === 'site-section') {
        const s = visibleSection(root.section);
        if (s) {
          sections.push(s);
          items.push({ __kind: 'site-section', ...s });
        }
      } else if (root.kind === 'site-external-link') {
        if (visibleLink(root.link)) items.push({ __kind: 'site-external-link', ...root.link });
      } else {
        const children: PublishedGroupChild[] = [];
        const members: PublishedSection[] = [];
        for (const child of root.children) {
          if (child.kind === 'site-external-link') {
            if (visibleLink(child.link)) children.push({ __kind: 'site-external-link', ...child.link });
            continue;
          }
          const s = visibleSection(child.section);
          if (!s) continue;
          members.push(s);
          children.push({ __kind: 'site-section', ...s });
        }
        sections.push(...members);
        if (children.length)
          items.push({ __kind: 'site-section-group', ...root.group, published: { sections: members, children } });
      }
    }
    const defaultSection = sections.find((s) => s.id === tree.defaultSectionId) ?? sections[0];
    if (defaultSection) defaultSection.published.default = true;
    structure = { type: 'sections', structure: items };
  } else {
    structure = {
      type: 'siteSpaces',
      structure: visibleSiteSpaces(ROOT).map((s) => ({ __kind: 'site-space' as const, ...s })),
    };
  }
  return {
    site,
    structure,
    scripts: [],
    visitorClaims: visitor.visitor.claims,
  };
}

/** The site spaces of a published structure, one list per section (one list for a site without sections). */
export function siteSpacesBySection(structure: PublishedSite['structure']): PublishedSiteSpace[][] {
  const lists = structure.structure.flatMap((item): PublishedSiteSpace[][] =>
    item.__kind === 'site-space'
      ? [[item]]
      : item.__kind === 'site-section'
        ? [item.published.siteSpaces]
        : item.__kind === 'site-external-link'
          ? []
          : item.published.sections.map((s) => s.published.siteSpaces),
  );
  // A site without sections: its root site spaces are one list (their default is the default).
  return structure.type === 'siteSpaces' ? [lists.flat()] : lists;
}
