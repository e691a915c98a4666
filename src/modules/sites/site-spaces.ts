/**
 * Site spaces: the spaces a site publishes, in a section (its variants) or at the root level of
 * a site without sections. Each container has one default site space (stored, or the first).
 */
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { actorOf, recordEvent } from '../../infra/outbox.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginateArray } from '../../request/pagination.ts';
import { conditionInput, findSection, pathInput, requireSpaceNotInSite, spaceForSite } from './sections.ts';
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
