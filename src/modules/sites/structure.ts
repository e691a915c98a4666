/**
 * The structure of a site, computed from its rows: root items (sections, section groups and
 * external links) in position order, the children of each group (sections and external links),
 * the site spaces of each section (or of the root level of a site without sections), and the
 * effective defaults.
 *
 * Defaults are resolved when read: the stored default (site.defaultSectionId,
 * section.defaultSiteSpaceId, site.defaultSiteSpaceId) when it still exists there, otherwise the
 * first item. So a deleted default never leaves a site without one.
 */

import type { Prisma } from '../../db/prisma.ts';
import { BadRequestError } from '../../errors.ts';
import type {
  Site,
  SiteExternalLink,
  SiteSection,
  SiteSectionGroup,
  SiteSpace,
} from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { defineLoader } from '../../request/loaders.ts';
import { insertionIndex, keyAt, type Sibling, sortByPosition } from '../collections/ordering.ts';
import {
  externalLinkById,
  externalLinksOfSite,
  groupById,
  groupsOfSite,
  sectionById,
  sectionsOfSite,
  shareKeysOfSite,
  siteById,
  siteSpaceById,
  siteSpaceCount,
  siteSpacesOfSite,
} from './loaders.ts';

/** What a section group holds, in order: sections and external links. */
export type GroupChild =
  | { kind: 'site-section'; section: SiteSection }
  | { kind: 'site-external-link'; link: SiteExternalLink };

export type RootItem =
  | { kind: 'site-section'; section: SiteSection }
  | { kind: 'site-section-group'; group: SiteSectionGroup; sections: SiteSection[]; children: GroupChild[] }
  | { kind: 'site-external-link'; link: SiteExternalLink };

export interface SiteTree {
  site: Site;
  /** Root items in order. */
  roots: RootItem[];
  /** Every section in structure order (groups expanded in place). */
  sections: SiteSection[];
  /** Groups in order. */
  groups: SiteSectionGroup[];
  /** Sections of each group, in order. */
  sectionsOfGroup: Map<string, SiteSection[]>;
  /** Children of each group (sections and external links), in order. */
  childrenOfGroup: Map<string, GroupChild[]>;
  /** Every external link in structure order (groups expanded in place). */
  externalLinks: SiteExternalLink[];
  /** Site spaces by section id ('' for the root level), in order. */
  siteSpacesOf: Map<string, SiteSpace[]>;
  /** Every site space in structure order: the root level, then section by section. */
  siteSpaces: SiteSpace[];
  defaultSectionId: string | null;
  /** Effective default site space by section id ('' for the root level). */
  defaultSiteSpaceOf: Map<string, string | null>;
}

export const ROOT = '';
export const containerOf = (siteSpace: Pick<SiteSpace, 'sectionId'>) => siteSpace.sectionId ?? ROOT;

export function buildTree(
  site: Site,
  sections: SiteSection[],
  groups: SiteSectionGroup[],
  siteSpaces: SiteSpace[],
  externalLinks: SiteExternalLink[] = [],
): SiteTree {
  const groupIds = new Set(groups.map((g) => g.id));
  const childrenOf = new Map<string, { id: string; position: string; item: GroupChild }[]>(
    groups.map((g) => [g.id, []]),
  );
  const rootItems: { id: string; position: string; item: RootItem }[] = [];
  for (const section of sections) {
    const item = { id: section.id, position: section.position, item: { kind: 'site-section' as const, section } };
    if (section.groupId && groupIds.has(section.groupId)) childrenOf.get(section.groupId)!.push(item);
    else rootItems.push(item);
  }
  for (const link of externalLinks) {
    const item = { id: link.id, position: link.position, item: { kind: 'site-external-link' as const, link } };
    if (link.groupId && groupIds.has(link.groupId)) childrenOf.get(link.groupId)!.push(item);
    else rootItems.push(item);
  }
  const childrenOfGroup = new Map<string, GroupChild[]>();
  const sectionsOfGroup = new Map<string, SiteSection[]>();
  for (const [id, list] of childrenOf) {
    const children = sortByPosition(list).map((c) => c.item);
    childrenOfGroup.set(id, children);
    sectionsOfGroup.set(
      id,
      children.flatMap((c) => (c.kind === 'site-section' ? [c.section] : [])),
    );
  }
  for (const group of groups)
    rootItems.push({
      id: group.id,
      position: group.position,
      item: {
        kind: 'site-section-group' as const,
        group,
        sections: sectionsOfGroup.get(group.id)!,
        children: childrenOfGroup.get(group.id)!,
      },
    });
  const roots = sortByPosition(rootItems).map((r) => r.item);
  const ordered = roots.flatMap((r) =>
    r.kind === 'site-section' ? [r.section] : r.kind === 'site-section-group' ? r.sections : [],
  );
  const sectionIds = new Set(ordered.map((s) => s.id));

  const siteSpacesOf = new Map<string, SiteSpace[]>([
    [ROOT, []],
    ...ordered.map((s) => [s.id, []] as [string, SiteSpace[]]),
  ]);
  for (const ss of siteSpaces) {
    const key = ss.sectionId && sectionIds.has(ss.sectionId) ? ss.sectionId : ROOT;
    siteSpacesOf.get(key)!.push(ss);
  }
  for (const [k, list] of siteSpacesOf) siteSpacesOf.set(k, sortByPosition(list));

  const defaultSiteSpaceOf = new Map<string, string | null>();
  const pick = (stored: string | null, list: { id: string }[]) =>
    stored && list.some((x) => x.id === stored) ? stored : (list[0]?.id ?? null);
  defaultSiteSpaceOf.set(ROOT, pick(site.defaultSiteSpaceId, siteSpacesOf.get(ROOT)!));
  for (const s of ordered) defaultSiteSpaceOf.set(s.id, pick(s.defaultSiteSpaceId, siteSpacesOf.get(s.id)!));

  return {
    site,
    roots,
    sections: ordered,
    groups: roots.flatMap((r) => (r.kind === 'site-section-group' ? [r.group] : [])),
    sectionsOfGroup,
    childrenOfGroup,
    externalLinks: roots.flatMap((r) =>
      r.kind === 'site-external-link'
        ? [r.link]
        : r.kind === 'site-section-group'
          ? r.children.flatMap((c) => (c.kind === 'site-external-link' ? [c.link] : []))
          : [],
    ),
    siteSpacesOf,
    siteSpaces: [ROOT, ...ordered.map((s) => s.id)].flatMap((k) => siteSpacesOf.get(k)!),
    defaultSectionId: pick(site.defaultSectionId, ordered),
    defaultSiteSpaceOf,
  };
}

/** The structure of a site, once per request (batched: a fixed number of statements for any number of sites). */
export const siteTree = defineLoader<string, SiteTree | null>(async (ctx, ids) =>
  Promise.all(
    ids.map(async (id) => {
      const [site, sections, groups, siteSpaces, links] = await Promise.all([
        siteById(ctx).load(id),
        sectionsOfSite(ctx).load(id),
        groupsOfSite(ctx).load(id),
        siteSpacesOfSite(ctx).load(id),
        externalLinksOfSite(ctx).load(id),
      ]);
      return site ? buildTree(site, sections, groups, siteSpaces, links) : null;
    }),
  ),
);

export async function loadTree(ctx: Context, site: Site): Promise<SiteTree> {
  return (await siteTree(ctx).load(site.id)) ?? buildTree(site, [], [], [], []);
}

/** Forgets what a write in the same request may have changed. */
export function forgetSite(ctx: Context, siteId: string) {
  for (const loader of [
    siteById,
    sectionsOfSite,
    groupsOfSite,
    siteSpacesOfSite,
    externalLinksOfSite,
    siteSpaceCount,
    shareKeysOfSite,
    siteTree,
  ])
    loader(ctx).clear(siteId);
  for (const loader of [sectionById, groupById, siteSpaceById, externalLinkById]) loader(ctx).clearAll();
}

// ---------------------------------------------------------------------------------------------
// Ordering (fractional positions, shared with spaces and collections: src/modules/collections/ordering.ts)

export type StructureKind = 'site-section' | 'site-section-group' | 'site-space' | 'site-external-link';

export interface Positioned {
  kind: StructureKind;
  id: string;
  position: string;
}

export interface Ref {
  kind: StructureKind;
  id: string;
}

export interface Placement<T extends Positioned> {
  position: string;
  index: number;
  renumbered: T[];
}

const label = (kind: StructureKind) => kind.replace(/-/g, ' ');

/**
 * Where an item goes among `siblings` (without the item itself): right after `after`, right before
 * `before` (both: between them, which must be adjacent), at the end when neither is given. A
 * neighbour that is not a sibling is a 400 naming `position.before` / `position.after`.
 */
export function placeAmong<T extends Positioned>(
  siblings: T[],
  before?: Ref | null,
  after?: Ref | null,
  where = 'here',
): Placement<T> {
  const list = sortByPosition(siblings);
  const indexOf = (ref: Ref, field: string) => {
    const i = list.findIndex((s) => s.kind === ref.kind && s.id === ref.id);
    if (i < 0)
      throw new BadRequestError(
        `Invalid '${field}': the ${label(ref.kind)} '${ref.id}' is not a sibling ${where}`,
        field,
      );
    return i;
  };
  const index = insertionIndex(list.length, before, after, indexOf);
  // keyAt only reads `position` and copies the items it renumbers.
  const placed = keyAt(list as unknown as Sibling[], index);
  return { position: placed.position, index: placed.index, renumbered: placed.renumbered as unknown as T[] };
}

export const atEnd = <T extends Positioned>(siblings: T[]) => placeAmong(siblings);

type Tx = Pick<Prisma, 'siteSection' | 'siteSectionGroup' | 'siteSpace' | 'siteExternalLink'>;

/** Writes the positions of renumbered siblings. */
export async function writePositions(tx: Tx, items: Positioned[]) {
  for (const item of items) {
    const data = { position: item.position };
    if (item.kind === 'site-section') await tx.siteSection.update({ where: { id: item.id }, data });
    else if (item.kind === 'site-section-group') await tx.siteSectionGroup.update({ where: { id: item.id }, data });
    else if (item.kind === 'site-external-link') await tx.siteExternalLink.update({ where: { id: item.id }, data });
    else await tx.siteSpace.update({ where: { id: item.id }, data });
  }
}

/** Root items of a site as positioned siblings. */
export const rootSiblings = (tree: SiteTree): Positioned[] =>
  tree.roots.map((r) =>
    r.kind === 'site-section'
      ? { kind: 'site-section' as const, id: r.section.id, position: r.section.position }
      : r.kind === 'site-external-link'
        ? { kind: 'site-external-link' as const, id: r.link.id, position: r.link.position }
        : { kind: 'site-section-group' as const, id: r.group.id, position: r.group.position },
  );

/** The children of a group (sections and external links) as positioned siblings. */
export const groupSiblings = (tree: SiteTree, groupId: string): Positioned[] =>
  (tree.childrenOfGroup.get(groupId) ?? []).map((c) =>
    c.kind === 'site-section'
      ? { kind: 'site-section' as const, id: c.section.id, position: c.section.position }
      : { kind: 'site-external-link' as const, id: c.link.id, position: c.link.position },
  );

export const sectionSiblings = (sections: SiteSection[]): Positioned[] =>
  sections.map((s) => ({ kind: 'site-section' as const, id: s.id, position: s.position }));

export const siteSpaceSiblings = (siteSpaces: SiteSpace[]): Positioned[] =>
  siteSpaces.map((s) => ({ kind: 'site-space' as const, id: s.id, position: s.position }));

// ---------------------------------------------------------------------------------------------
// Paths

/** A URL path segment from a title: lowercase ASCII letters, digits and dashes. */
export function slugify(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** `base`, or `base-2`, `base-3`... : the first that is not taken. */
export function uniquePath(base: string, taken: Iterable<string>): string {
  const set = new Set(taken);
  if (!set.has(base)) return base;
  for (let n = 2; ; n++) if (!set.has(`${base}-${n}`)) return `${base}-${n}`;
}
