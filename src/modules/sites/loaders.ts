import type {
  Site,
  SiteExternalLink,
  SiteSection,
  SiteSectionGroup,
  SiteShareKey,
  SiteSpace,
} from '../../generated/prisma/client.ts';
import { byKey, defineLoader, groupByKey } from '../../request/loaders.ts';

export const siteById = defineLoader<string, Site | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.site.findMany({ where: { id: { in: [...ids] } } }), (s) => s.id),
);

/** All the sections of a site, by site id (unordered: see structure.ts for the order). */
export const sectionsOfSite = defineLoader<string, SiteSection[]>(async (ctx, ids) =>
  groupByKey(ids, await ctx.prisma.siteSection.findMany({ where: { siteId: { in: [...ids] } } }), (s) => s.siteId),
);

/** All the section groups of a site, by site id (unordered). */
export const groupsOfSite = defineLoader<string, SiteSectionGroup[]>(async (ctx, ids) =>
  groupByKey(ids, await ctx.prisma.siteSectionGroup.findMany({ where: { siteId: { in: [...ids] } } }), (g) => g.siteId),
);

/** All the site spaces of a site, by site id (unordered). */
export const siteSpacesOfSite = defineLoader<string, SiteSpace[]>(async (ctx, ids) =>
  groupByKey(ids, await ctx.prisma.siteSpace.findMany({ where: { siteId: { in: [...ids] } } }), (s) => s.siteId),
);

/** All the external links of a site, by site id (unordered). */
export const externalLinksOfSite = defineLoader<string, SiteExternalLink[]>(async (ctx, ids) =>
  groupByKey(ids, await ctx.prisma.siteExternalLink.findMany({ where: { siteId: { in: [...ids] } } }), (l) => l.siteId),
);

export const externalLinkById = defineLoader<string, SiteExternalLink | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.siteExternalLink.findMany({ where: { id: { in: [...ids] } } }), (l) => l.id),
);

/** Number of site spaces of a site. */
export const siteSpaceCount = defineLoader<string, number>(async (ctx, ids) => {
  const rows = await ctx.prisma.siteSpace.groupBy({
    by: ['siteId'],
    where: { siteId: { in: [...ids] } },
    _count: { _all: true },
  });
  const counts = new Map(rows.map((r) => [r.siteId, r._count._all]));
  return ids.map((id) => counts.get(id) ?? 0);
});

/** The share keys (hashes) of a site. */
export const shareKeysOfSite = defineLoader<string, SiteShareKey[]>(async (ctx, ids) =>
  groupByKey(ids, await ctx.prisma.siteShareKey.findMany({ where: { siteId: { in: [...ids] } } }), (k) => k.siteId),
);

export const sectionById = defineLoader<string, SiteSection | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.siteSection.findMany({ where: { id: { in: [...ids] } } }), (s) => s.id),
);

export const groupById = defineLoader<string, SiteSectionGroup | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.siteSectionGroup.findMany({ where: { id: { in: [...ids] } } }), (g) => g.id),
);

export const siteSpaceById = defineLoader<string, SiteSpace | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.siteSpace.findMany({ where: { id: { in: [...ids] } } }), (s) => s.id),
);
