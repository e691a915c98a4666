/**
 * Site spaces: the spaces a site publishes, in a section (its variants) or at the root level of
 * a site without sections. Each container has one default site space (stored, or the first).
 */
import { generateNKeysBetween } from 'fractional-indexing';
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { actorOf, recordEvent } from '../../infra/outbox.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginateArray } from '../../request/pagination.ts';
import { duplicateSpace } from '../spaces/service.ts';
import {
  conditionInput,
  containerSiblings,
  findSection,
  pathInput,
  requireSpaceNotInSite,
  spaceForSite,
} from './sections.ts';
import { changeStructure, requireSite, unique } from './service.ts';
import {
  atEnd,
  containerOf,
  forgetSite,
  loadTree,
  placeAmong,
  ROOT,
  type SiteTree,
  siteSpaceSiblings,
  slugify,
  uniquePath,
  writePositions,
} from './structure.ts';

const idInput = z.string().min(1).max(100);

const addInput = z.object({
  /** null creates a new space (OpenAPI). */
  spaceId: idInput.nullable(),
  sectionId: idInput.optional(),
});

const updateInput = z.object({ path: pathInput.optional(), condition: conditionInput.nullable().optional() });

const pointer = z.object({ type: z.literal('site-space'), siteSpace: idInput });
const moveInput = z.object({
  position: z
    .object({ before: pointer.nullable().optional(), after: pointer.nullable().optional() })
    .nullable()
    .optional(),
});

const notFound = (id: string) => new NotFoundError(`Site space '${id}' not found`);

function findSiteSpace(tree: SiteTree, id: string) {
  const siteSpace = tree.siteSpaces.find((s) => s.id === id);
  if (!siteSpace) throw notFound(id);
  return siteSpace;
}

/** Whether a site space is the default of its section (or of the root level). */
export const isDefaultSiteSpace = (tree: SiteTree, siteSpace: { id: string; sectionId: string | null }) =>
  tree.defaultSiteSpaceOf.get(containerOf(siteSpace)) === siteSpace.id;

/** Site spaces in structure order; `isDefault` true keeps the default of each section, false the others. */
export async function listSiteSpaces(
  ctx: Context,
  organizationId: string,
  siteId: string,
  args: PageArgs,
  isDefault?: boolean | null,
) {
  const site = await requireSite(ctx, organizationId, siteId, 'read');
  const tree = await loadTree(ctx, site);
  const items =
    isDefault == null ? tree.siteSpaces : tree.siteSpaces.filter((s) => isDefaultSiteSpace(tree, s) === isDefault);
  return paginateArray(args, items);
}

/**
 * Adds a space to a section (`sectionId`), else to the default section, else to the root level of
 * a site without sections; at the end. The first site space of a container becomes its default.
 */
export function addSiteSpace(ctx: Context, organizationId: string, siteId: string, input: unknown) {
  return changeStructure(ctx, organizationId, siteId, async (tree, site) => {
    const data = parseInput(addInput, input);
    const sectionId = data.sectionId ? findSection(tree, data.sectionId, 'sectionId').id : tree.defaultSectionId;
    if (data.spaceId) requireSpaceNotInSite(tree, data.spaceId);
    const space = await spaceForSite(ctx, site, data.spaceId, null);
    const siblings = tree.siteSpacesOf.get(sectionId ?? ROOT) ?? [];
    const placement = atEnd(siteSpaceSiblings(siblings));
    return unique(
      () =>
        ctx.prisma.$transaction(async (tx) => {
          await writePositions(tx, placement.renumbered);
          const siteSpace = await tx.siteSpace.create({
            data: {
              id: newId(),
              siteId: site.id,
              sectionId,
              spaceId: space.id,
              path: uniquePath(
                slugify(space.title, 'space'),
                siblings.map((s) => s.path),
              ),
              position: placement.position,
            },
          });
          if (!siblings.length) {
            if (sectionId)
              await tx.siteSection.update({ where: { id: sectionId }, data: { defaultSiteSpaceId: siteSpace.id } });
            else await tx.site.update({ where: { id: site.id }, data: { defaultSiteSpaceId: siteSpace.id } });
          }
          await recordEvent(tx, {
            type: 'site_structure_updated',
            organizationId: site.organizationId,
            actorId: actorOf(ctx),
            data: { siteId: site.id, change: 'site_space_added', siteSpaceId: siteSpace.id, spaceId: space.id },
          });
          return siteSpace;
        }),
      `The space '${space.id}' is already in this site`,
    );
  });
}

export function updateSiteSpace(ctx: Context, organizationId: string, siteId: string, id: string, input: unknown) {
  return changeStructure(ctx, organizationId, siteId, async (tree) => {
    const data = parseInput(updateInput, input);
    const siteSpace = findSiteSpace(tree, id);
    if (
      data.path !== undefined &&
      (tree.siteSpacesOf.get(containerOf(siteSpace)) ?? []).some((s) => s.id !== siteSpace.id && s.path === data.path)
    ) {
      throw new ConflictError(
        `Another site space of this ${siteSpace.sectionId ? 'section' : 'site'} already has the path '${data.path}'`,
      );
    }
    return ctx.prisma.siteSpace.update({ where: { id: siteSpace.id }, data });
  });
}

/** Removes a space from the site (the space stays). False when there was no such site space. */
export async function deleteSiteSpace(
  ctx: Context,
  organizationId: string,
  siteId: string,
  siteSpaceId: string,
): Promise<boolean> {
  const site = await requireSite(ctx, organizationId, siteId, 'create');
  const count = await ctx.prisma.$transaction(async (tx) => {
    const deleted = await tx.siteSpace.deleteMany({ where: { id: siteSpaceId, siteId: site.id } });
    if (deleted.count)
      await recordEvent(tx, {
        type: 'site_structure_updated',
        organizationId: site.organizationId,
        actorId: actorOf(ctx),
        data: { siteId: site.id, change: 'site_space_removed', siteSpaceId },
      });
    return deleted.count;
  });
  forgetSite(ctx, site.id);
  return count > 0;
}

/** Moves a site space among the site spaces of its section (or root level); at the end without a position. */
export function moveSiteSpace(ctx: Context, organizationId: string, siteId: string, id: string, input: unknown) {
  return changeStructure(ctx, organizationId, siteId, async (tree) => {
    const { position } = parseInput(moveInput, input);
    const siteSpace = findSiteSpace(tree, id);
    const ref = (p: { siteSpace: string } | null | undefined, field: string) => {
      if (!p) return undefined;
      if (p.siteSpace === siteSpace.id)
        throw new BadRequestError(`Invalid '${field}': a site space cannot move next to itself`, field);
      return { kind: 'site-space' as const, id: p.siteSpace };
    };
    const before = ref(position?.before, 'position.before');
    const after = ref(position?.after, 'position.after');
    const all = siteSpaceSiblings(tree.siteSpacesOf.get(containerOf(siteSpace)) ?? []);
    const placement = placeAmong(
      all.filter((s) => s.id !== siteSpace.id),
      before,
      after,
      siteSpace.sectionId ? 'in the same section' : 'at the root of the site',
    );
    if (all.findIndex((s) => s.id === siteSpace.id) === placement.index && placement.renumbered.length === 0)
      return siteSpace;
    return ctx.prisma.$transaction(async (tx) => {
      await writePositions(tx, placement.renumbered);
      return tx.siteSpace.update({ where: { id: siteSpace.id }, data: { position: placement.position } });
    });
  });
}

const duplicateInput = z.object({ draft: z.boolean().nullable().optional() });

/**
 * Duplicates a site space: a full copy of its space (every page, file and reusable content of its
 * live revision: the spaces service's duplicate), published in the site right after it. The only
 * site space of a section gets a new section of its own right after that section (same group);
 * otherwise the copy is another variant of the same section (or of the root level), with the
 * same condition and customization overrides. Needs the create role on the site, and on the
 * space what duplicating a space needs. Quire has no draft sections or site spaces: `draft: true`
 * is refused rather than published.
 */
export async function duplicateSiteSpace(
  ctx: Context,
  organizationId: string,
  siteId: string,
  siteSpaceId: string,
  input: unknown,
) {
  const data = parseInput(duplicateInput, input ?? {});
  const site = await requireSite(ctx, organizationId, siteId, 'create');
  const tree = await loadTree(ctx, site);
  const original = findSiteSpace(tree, siteSpaceId);
  if (data.draft)
    throw new BadRequestError(
      "Invalid 'draft': Quire has no draft site spaces or sections (the copy would be live): leave it out",
      'draft',
    );
  const copy = await duplicateSpace(ctx, original.spaceId);
  const section = original.sectionId ? tree.sections.find((s) => s.id === original.sectionId) : undefined;
  const siblings = tree.siteSpacesOf.get(containerOf(original)) ?? [];
  const customization = await ctx.prisma.siteSpaceCustomization.findUnique({ where: { siteSpaceId: original.id } });
  try {
    const created = await ctx.prisma.$transaction(async (tx) => {
      const siteSpaceData = {
        id: newId(),
        siteId: site.id,
        spaceId: copy.id,
        condition: original.condition,
        ...(customization ? { customization: { create: { overrides: customization.overrides as object } } } : {}),
      };
      let siteSpace: Awaited<ReturnType<typeof tx.siteSpace.create>>;
      if (section && siblings.length === 1) {
        // The only variant of its section: the copy gets a section of its own, right after it.
        const placement = placeAmong(containerSiblings(tree, section.groupId), undefined, {
          kind: 'site-section',
          id: section.id,
        });
        await writePositions(tx, placement.renumbered);
        const sectionId = newId();
        const title = `${section.title} (copy)`.slice(0, 128);
        await tx.siteSection.create({
          data: {
            id: sectionId,
            siteId: site.id,
            groupId: section.groupId,
            title,
            description: section.description,
            icon: section.icon,
            condition: section.condition,
            path: uniquePath(
              section.path,
              tree.sections.map((s) => s.path),
            ),
            position: placement.position,
            defaultSiteSpaceId: siteSpaceData.id,
          },
        });
        siteSpace = await tx.siteSpace.create({
          data: { ...siteSpaceData, sectionId, path: original.path, position: generateNKeysBetween(null, null, 1)[0] },
        });
      } else {
        // Another variant of the same section (or of the root level), right after the original.
        const placement = placeAmong(siteSpaceSiblings(siblings), undefined, { kind: 'site-space', id: original.id });
        await writePositions(tx, placement.renumbered);
        siteSpace = await tx.siteSpace.create({
          data: {
            ...siteSpaceData,
            sectionId: original.sectionId,
            path: uniquePath(
              original.path,
              siblings.map((s) => s.path),
            ),
            position: placement.position,
          },
        });
      }
      await recordEvent(tx, {
        type: 'site_structure_updated',
        organizationId: site.organizationId,
        actorId: actorOf(ctx),
        data: { siteId: site.id, change: 'site_space_added', siteSpaceId: siteSpace.id, spaceId: copy.id },
      });
      return siteSpace;
    });
    forgetSite(ctx, site.id);
    return created;
  } catch (error) {
    // The copy is published nowhere: it goes, rather than stay as a stray space.
    await ctx.prisma.space.delete({ where: { id: copy.id } }).catch(() => {});
    throw error;
  }
}
