/**
 * Site sections: list, add (from a space, which becomes the section's first site space), update,
 * delete and move. A site has one default section (site.defaultSectionId, or the first).
 */

import { generateNKeysBetween } from 'fractional-indexing';
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import type { Site, SiteSection, Space } from '../../generated/prisma/client.ts';
import { actorOf, recordEvent } from '../../infra/outbox.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginateArray } from '../../request/pagination.ts';
import { spaceById } from '../spaces/loaders.ts';
import { createSpace } from '../spaces/service.ts';
import { conditionError, MAX_CONDITION_LENGTH } from './conditions.ts';
import { changeStructure, readableSpace, requireSite, unique } from './service.ts';
import {
  atEnd,
  forgetSite,
  groupSiblings,
  loadTree,
  type Positioned,
  placeAmong,
  ROOT,
  rootSiblings,
  type SiteTree,
  slugify,
  uniquePath,
  writePositions,
} from './structure.ts';

// ---------------------------------------------------------------------------------------------
// Inputs shared by sections, groups and site spaces

/** A condition: 1 to 1024 characters of the condition language; a syntax error is a 400 naming `condition`. */
export const conditionInput = z
  .string()
  .min(1)
  .max(MAX_CONDITION_LENGTH)
  .superRefine((value, issue) => {
    const error = conditionError(value);
    if (error) issue.addIssue({ code: 'custom', message: `syntax error: ${error}` });
  });

export const pathInput = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[^\s?#]+$/, 'must not contain spaces, ? or #');
export const iconInput = z.string().min(1).max(50);
const idInput = z.string().min(1).max(100);

const createInput = z.object({
  /** null creates a new space (OpenAPI); the spec requires an existing one. */
  spaceId: idInput.nullable(),
  title: z.string().min(2).max(64).nullable().optional(),
  icon: iconInput.nullable().optional(),
  description: z.string().max(256).nullable().optional(),
  siteSectionGroupId: idInput.nullable().optional(),
});

const updateInput = z.object({
  title: z.string().min(2).max(128).optional(),
  path: pathInput.optional(),
  defaultSiteSpace: idInput.optional(),
  condition: conditionInput.nullable().optional(),
  icon: iconInput.nullable().optional(),
  description: z.string().max(256).nullable().optional(),
  siteSectionGroupId: idInput.nullable().optional(),
});

const sectionPointer = z.object({ type: z.literal('site-section'), siteSection: idInput });
const moveInput = z.object({
  position: z
    .object({ before: sectionPointer.nullable().optional(), after: sectionPointer.nullable().optional() })
    .nullable()
    .optional(),
});

// ---------------------------------------------------------------------------------------------

/** A section title from a space title (sections need 2 to 128 characters). */
export const titleFromSpace = (space: Space) =>
  space.title.trim().length >= 2 ? space.title.trim().slice(0, 128) : 'Untitled';

/** The space named by `spaceId`, or a new space (create role) when it is null. */
export async function spaceForSite(
  ctx: Context,
  site: Site,
  spaceId: string | null,
  title: string | null | undefined,
): Promise<Space> {
  if (spaceId) return readableSpace(ctx, site.organizationId, spaceId, 'spaceId');
  return createSpace(ctx, site.organizationId, { title: (title ?? 'Untitled').slice(0, 50) });
}

export function requireSpaceNotInSite(tree: SiteTree, spaceId: string) {
  if (tree.siteSpaces.some((s) => s.spaceId === spaceId))
    throw new ConflictError(`The space '${spaceId}' is already in this site`);
}

export function findSection(tree: SiteTree, id: string, field: string): SiteSection {
  const section = tree.sections.find((s) => s.id === id);
  if (!section) throw new BadRequestError(`Invalid '${field}': no section '${id}' in this site`, field);
  return section;
}

/** Siblings of a container: the root items of the site, or the children of a group (sections and external links). */
export function containerSiblings(tree: SiteTree, groupId: string | null): Positioned[] {
  return groupId ? groupSiblings(tree, groupId) : rootSiblings(tree);
}

export async function listSections(ctx: Context, organizationId: string, siteId: string, args: PageArgs) {
  const site = await requireSite(ctx, organizationId, siteId, 'read');
  return paginateArray(args, (await loadTree(ctx, site)).sections);
}

/**
 * Adds a section with the space as its first (default) site space. When the site still has site
 * spaces at its root level (no sections yet), they first become a section of their own, which is
 * the default section: a site's structure is either sections or root-level site spaces.
 */
export async function addSection(ctx: Context, organizationId: string, siteId: string, input: unknown) {
  const site = await requireSite(ctx, organizationId, siteId, 'create');
  const data = parseInput(createInput, input);
  let tree = await loadTree(ctx, site);
  const groupId = data.siteSectionGroupId ?? null;
  if (groupId && !tree.groups.some((g) => g.id === groupId)) {
    throw new BadRequestError(
      `Invalid 'siteSectionGroupId': no section group '${groupId}' in this site`,
      'siteSectionGroupId',
    );
  }
  if (data.spaceId) requireSpaceNotInSite(tree, data.spaceId);
  const space = await spaceForSite(ctx, site, data.spaceId, data.title);
  const title = data.title ?? titleFromSpace(space);
  const rootSiteSpaces = tree.siteSpacesOf.get(ROOT) ?? [];
  const defaultRoot = rootSiteSpaces.find((s) => s.id === tree.defaultSiteSpaceOf.get(ROOT)) ?? rootSiteSpaces[0];
  const rootSpace = defaultRoot ? await spaceById(ctx).load(defaultRoot.spaceId) : null;

  const created = await unique(
    () =>
      ctx.prisma.$transaction(async (tx) => {
        const paths = tree.sections.map((s) => s.path);
        let defaultSectionId = tree.defaultSectionId;
        if (rootSiteSpaces.length) {
          // The root-level content becomes the first section (and the default one).
          const wrapperTitle = rootSpace ? titleFromSpace(rootSpace) : site.title;
          const wrapperPath = uniquePath(slugify(wrapperTitle, 'section'), paths);
          paths.push(wrapperPath);
          const wrapper = await tx.siteSection.create({
            data: {
              id: newId(),
              siteId: site.id,
              title: wrapperTitle,
              path: wrapperPath,
              position: atEnd(rootSiblings(tree)).position,
              defaultSiteSpaceId: defaultRoot!.id,
            },
          });
          await tx.siteSpace.updateMany({
            where: { id: { in: rootSiteSpaces.map((s) => s.id) } },
            data: { sectionId: wrapper.id },
          });
          defaultSectionId = wrapper.id;
          tree = { ...tree, roots: [...tree.roots, { kind: 'site-section', section: wrapper }] };
        }
        const placement = atEnd(containerSiblings(tree, groupId));
        await writePositions(tx, placement.renumbered);
        const sectionId = newId();
        const siteSpaceId = newId();
        const section = await tx.siteSection.create({
          data: {
            id: sectionId,
            siteId: site.id,
            groupId,
            title,
            path: uniquePath(slugify(title, 'section'), paths),
            icon: data.icon ?? null,
            description: data.description ?? null,
            position: placement.position,
            defaultSiteSpaceId: siteSpaceId,
            siteSpaces: {
              create: {
                id: siteSpaceId,
                siteId: site.id,
                spaceId: space.id,
                path: slugify(space.title, 'space'),
                position: generateNKeysBetween(null, null, 1)[0],
              },
            },
          },
        });
        if (!defaultSectionId || defaultSectionId !== tree.site.defaultSectionId) {
          await tx.site.update({
            where: { id: site.id },
            data: { defaultSectionId: defaultSectionId ?? section.id, defaultSiteSpaceId: null },
          });
        }
        await recordEvent(tx, {
          type: 'site_structure_updated',
          organizationId: site.organizationId,
          actorId: actorOf(ctx),
          data: { siteId: site.id, change: 'section_added', sectionId: section.id },
        });
        return section;
      }),
    `The space '${space.id}' is already in this site`,
  );
  forgetSite(ctx, site.id);
  return created;
}

export function updateSection(ctx: Context, organizationId: string, siteId: string, sectionId: string, input: unknown) {
  return changeStructure(ctx, organizationId, siteId, async (tree) => {
    const data = parseInput(updateInput, input);
    const section = tree.sections.find((s) => s.id === sectionId);
    if (!section) throw notFound(sectionId);
    if (
      data.path !== undefined &&
      data.path !== section.path &&
      tree.sections.some((s) => s.id !== section.id && s.path === data.path)
    ) {
      throw new ConflictError(`Another section of this site already has the path '${data.path}'`);
    }
    if (
      data.defaultSiteSpace !== undefined &&
      !(tree.siteSpacesOf.get(section.id) ?? []).some((s) => s.id === data.defaultSiteSpace)
    ) {
      throw new BadRequestError(
        `Invalid 'defaultSiteSpace': no site space '${data.defaultSiteSpace}' in this section`,
        'defaultSiteSpace',
      );
    }
    let group: { groupId: string | null; position: string; renumbered: Positioned[] } | undefined;
    if (data.siteSectionGroupId !== undefined && data.siteSectionGroupId !== section.groupId) {
      const groupId = data.siteSectionGroupId;
      if (groupId && !tree.groups.some((g) => g.id === groupId)) {
        throw new BadRequestError(
          `Invalid 'siteSectionGroupId': no section group '${groupId}' in this site`,
          'siteSectionGroupId',
        );
      }
      const placement = atEnd(containerSiblings(tree, groupId).filter((s) => s.id !== section.id));
      group = { groupId, position: placement.position, renumbered: placement.renumbered };
    }
    const { defaultSiteSpace, siteSectionGroupId: _group, ...fields } = data;
    return unique(
      () =>
        ctx.prisma.$transaction(async (tx) => {
          if (group) await writePositions(tx, group.renumbered);
          return tx.siteSection.update({
            where: { id: section.id },
            data: {
              ...fields,
              ...(defaultSiteSpace !== undefined ? { defaultSiteSpaceId: defaultSiteSpace } : {}),
              ...(group ? { groupId: group.groupId, position: group.position } : {}),
            },
          });
        }),
      `Another section of this site already has the path '${data.path}'`,
    );
  });
}

/** Deletes a section and its site spaces (the spaces stay). False when there was no such section. */
export async function deleteSection(
  ctx: Context,
  organizationId: string,
  siteId: string,
  sectionId: string,
): Promise<boolean> {
  const site = await requireSite(ctx, organizationId, siteId, 'create');
  const count = await ctx.prisma.$transaction(async (tx) => {
    const deleted = await tx.siteSection.deleteMany({ where: { id: sectionId, siteId: site.id } });
    if (deleted.count)
      await recordEvent(tx, {
        type: 'site_structure_updated',
        organizationId: site.organizationId,
        actorId: actorOf(ctx),
        data: { siteId: site.id, change: 'section_removed', sectionId },
      });
    return deleted.count;
  });
  forgetSite(ctx, site.id);
  return count > 0;
}

/**
 * Moves a section next to another one (into that section's group or to the root when it is
 * elsewhere), or to the end of its current level when no position is given.
 */
export function moveSection(ctx: Context, organizationId: string, siteId: string, sectionId: string, input: unknown) {
  return changeStructure(ctx, organizationId, siteId, async (tree) => {
    const { position } = parseInput(moveInput, input);
    const section = tree.sections.find((s) => s.id === sectionId);
    if (!section) throw notFound(sectionId);
    const neighbour = (p: { siteSection: string } | null | undefined, field: string) => {
      if (!p) return undefined;
      if (p.siteSection === section.id)
        throw new BadRequestError(`Invalid '${field}': a section cannot move next to itself`, field);
      return findSection(tree, p.siteSection, `${field}.siteSection`);
    };
    const before = neighbour(position?.before, 'position.before');
    const after = neighbour(position?.after, 'position.after');
    const groupOf = (s: SiteSection) => (s.groupId && tree.sectionsOfGroup.has(s.groupId) ? s.groupId : null);
    const currentGroup = groupOf(section);
    const target = before ? groupOf(before) : after ? groupOf(after) : currentGroup;
    if (before && after && groupOf(before) !== groupOf(after)) {
      throw new BadRequestError(`Invalid 'position': 'after' and 'before' must be adjacent siblings`, 'position');
    }
    const siblings = containerSiblings(tree, target).filter((s) => !(s.kind === 'site-section' && s.id === section.id));
    const ref = (s?: SiteSection) => (s ? { kind: 'site-section' as const, id: s.id } : undefined);
    const placement = placeAmong(
      siblings,
      ref(before),
      ref(after),
      target ? 'in that section group' : 'at the root of the site',
    );
    const unchanged =
      target === currentGroup &&
      placement.renumbered.length === 0 &&
      containerSiblings(tree, currentGroup).findIndex((s) => s.id === section.id) === placement.index;
    if (unchanged) return section;
    return ctx.prisma.$transaction(async (tx) => {
      await writePositions(tx, placement.renumbered);
      return tx.siteSection.update({
        where: { id: section.id },
        data: { groupId: target, position: placement.position },
      });
    });
  });
}

export const notFound = (sectionId: string) => new NotFoundError(`Site section '${sectionId}' not found`);
