/**
 * Site section groups: at the root of a site's structure, among its root sections. A group holds
 * sections and external links; deleting it keeps them (they take its place at the root).
 */

import { generateNKeysBetween } from 'fractional-indexing';
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginateArray } from '../../request/pagination.ts';
import { containerSiblings, findSection, iconInput } from './sections.ts';
import { changeStructure, requireSite } from './service.ts';
import {
  atEnd,
  groupSiblings,
  loadTree,
  type Positioned,
  placeAmong,
  rootSiblings,
  type SiteTree,
  writePositions,
} from './structure.ts';

const idInput = z.string().min(1).max(100);
const groupTitle = z.string().min(1).max(100);

const createInput = z.object({
  title: groupTitle,
  icon: iconInput.nullable().optional(),
  sections: z.array(idInput).max(100).optional(),
});

const updateInput = z.object({ title: groupTitle.optional(), icon: iconInput.nullable().optional() });

const addSectionInput = z.object({ sectionId: idInput });

const pointer = z.object({ type: z.enum(['site-section', 'site-section-group', 'site-external-link']), id: idInput });
const moveInput = z.object({
  position: z
    .object({ before: pointer.nullable().optional(), after: pointer.nullable().optional() })
    .nullable()
    .optional(),
});

const notFound = (id: string) => new NotFoundError(`Site section group '${id}' not found`);

function findGroup(tree: SiteTree, id: string) {
  const group = tree.groups.find((g) => g.id === id);
  if (!group) throw notFound(id);
  return group;
}

/** Writes fresh keys for the root items in `order`; items in `ungrouped` also leave their group. */
async function rekeyRoot(tx: Parameters<typeof writePositions>[0], order: Positioned[], ungrouped: Set<string>) {
  const keys = generateNKeysBetween(null, null, order.length);
  for (const [i, item] of order.entries()) {
    const position = keys[i];
    if (ungrouped.has(item.id) && item.kind === 'site-external-link')
      await tx.siteExternalLink.update({ where: { id: item.id }, data: { groupId: null, position } });
    else if (ungrouped.has(item.id))
      await tx.siteSection.update({ where: { id: item.id }, data: { groupId: null, position } });
    else if (position !== item.position) await writePositions(tx, [{ ...item, position }]);
  }
}

export async function listGroups(ctx: Context, organizationId: string, siteId: string, args: PageArgs) {
  const site = await requireSite(ctx, organizationId, siteId, 'read');
  return paginateArray(args, (await loadTree(ctx, site)).groups);
}

/** Adds a group at the end of the site's root; the listed sections move into it, in that order. */
export function addGroup(ctx: Context, organizationId: string, siteId: string, input: unknown) {
  return changeStructure(ctx, organizationId, siteId, async (tree, site) => {
    const data = parseInput(createInput, input);
    const ids = [...new Set(data.sections ?? [])];
    for (const [i, id] of ids.entries()) findSection(tree, id, `sections.${i}`);
    const placement = atEnd(rootSiblings(tree).filter((r) => !ids.includes(r.id)));
    const keys = generateNKeysBetween(null, null, ids.length);
    return ctx.prisma.$transaction(async (tx) => {
      await writePositions(tx, placement.renumbered);
      const created = await tx.siteSectionGroup.create({
        data: {
          id: newId(),
          siteId: site.id,
          title: data.title,
          icon: data.icon ?? null,
          position: placement.position,
        },
      });
      for (const [i, id] of ids.entries())
        await tx.siteSection.update({ where: { id }, data: { groupId: created.id, position: keys[i] } });
      return created;
    });
  });
}

export function updateGroup(ctx: Context, organizationId: string, siteId: string, groupId: string, input: unknown) {
  return changeStructure(ctx, organizationId, siteId, async (tree) => {
    const data = parseInput(updateInput, input);
    const group = findGroup(tree, groupId);
    return ctx.prisma.siteSectionGroup.update({ where: { id: group.id }, data });
  });
}

/** Deletes a group; its sections and external links stay in the site, at the group's place. False when there was no such group. */
export function deleteGroup(ctx: Context, organizationId: string, siteId: string, groupId: string): Promise<boolean> {
  return changeStructure(ctx, organizationId, siteId, async (tree) => {
    const root = tree.roots.find((r) => r.kind === 'site-section-group' && r.group.id === groupId);
    if (root?.kind !== 'site-section-group') return false;
    const members = groupSiblings(tree, groupId);
    const order = rootSiblings(tree).flatMap((item) =>
      item.id === groupId && item.kind === 'site-section-group' ? members : [item],
    );
    await ctx.prisma.$transaction(async (tx) => {
      await rekeyRoot(tx, order, new Set(members.map((m) => m.id)));
      await tx.siteSectionGroup.delete({ where: { id: groupId } });
    });
    return true;
  });
}

/** Puts a section at the end of a group (leaving its previous group or the root). */
export function addSectionToGroup(
  ctx: Context,
  organizationId: string,
  siteId: string,
  groupId: string,
  input: unknown,
) {
  return changeStructure(ctx, organizationId, siteId, async (tree) => {
    const { sectionId } = parseInput(addSectionInput, input);
    const group = findGroup(tree, groupId);
    const section = findSection(tree, sectionId, 'sectionId');
    if (section.groupId === group.id) return group;
    const placement = atEnd(containerSiblings(tree, group.id));
    await ctx.prisma.$transaction(async (tx) => {
      await writePositions(tx, placement.renumbered);
      await tx.siteSection.update({
        where: { id: section.id },
        data: { groupId: group.id, position: placement.position },
      });
    });
    return group;
  });
}

/** Takes a section out of a group: it goes to the root, right after the group. False when it was not in the group. */
export function removeSectionFromGroup(
  ctx: Context,
  organizationId: string,
  siteId: string,
  groupId: string,
  sectionId: string,
): Promise<boolean> {
  return changeStructure(ctx, organizationId, siteId, async (tree) => {
    const group = findGroup(tree, groupId);
    const section = (tree.sectionsOfGroup.get(group.id) ?? []).find((s) => s.id === sectionId);
    if (!section) return false;
    const roots = rootSiblings(tree);
    const placement = placeAmong(roots, undefined, { kind: 'site-section-group', id: group.id });
    await ctx.prisma.$transaction(async (tx) => {
      await writePositions(tx, placement.renumbered);
      await tx.siteSection.update({ where: { id: section.id }, data: { groupId: null, position: placement.position } });
    });
    return true;
  });
}

/** Moves a group among the root items (sections and groups); at the end without a position. */
export function moveGroup(ctx: Context, organizationId: string, siteId: string, groupId: string, input: unknown) {
  return changeStructure(ctx, organizationId, siteId, async (tree) => {
    const { position } = parseInput(moveInput, input);
    const group = findGroup(tree, groupId);
    const ref = (p: z.output<typeof pointer> | null | undefined, field: string) => {
      if (!p) return undefined;
      if (p.id === group.id)
        throw new BadRequestError(`Invalid '${field}': a section group cannot move next to itself`, field);
      return { kind: p.type, id: p.id };
    };
    const before = ref(position?.before, 'position.before');
    const after = ref(position?.after, 'position.after');
    const all = rootSiblings(tree);
    const siblings = all.filter((r) => !(r.kind === 'site-section-group' && r.id === group.id));
    const placement = placeAmong(siblings, before, after, 'at the root of the site');
    const current = all.findIndex((r) => r.kind === 'site-section-group' && r.id === group.id);
    if (current === placement.index && placement.renumbered.length === 0) return group;
    return ctx.prisma.$transaction(async (tx) => {
      await writePositions(tx, placement.renumbered);
      return tx.siteSectionGroup.update({ where: { id: group.id }, data: { position: placement.position } });
    });
  });
}
