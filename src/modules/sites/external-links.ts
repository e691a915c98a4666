/**
 * External links of a site's navigation (GitBook's SiteExternalLink): a title and an absolute
 * http(s) URL, at the root of a site with sections or in a section group (never in a section),
 * ordered among the sections and groups beside them. A draft link, or one whose condition fails
 * for the visitor (adaptive content), is left out of the published structure (published.ts).
 * Changing them needs the create role on the site, as the rest of the structure does.
 */
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { Prisma as PrismaNamespace, type SiteExternalLink } from '../../generated/prisma/client.ts';
import { actorOf, recordEvent } from '../../infra/outbox.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginateArray } from '../../request/pagination.ts';
import { LANGUAGE_CODES } from '../translations/languages.ts';
import { conditionInput, iconInput } from './sections.ts';
import { changeStructure, requireSite } from './service.ts';
import {
  atEnd,
  groupSiblings,
  loadTree,
  type Positioned,
  placeAmong,
  type Ref,
  rootSiblings,
  type SiteTree,
  writePositions,
} from './structure.ts';

const idInput = z.string().min(1).max(100);
const title = z.string().trim().min(2).max(128);
const description = z.string().max(256);
/** Texts by language (GitBook's LocalizedString128/256): any of the translation languages. */
const localized = (max: number) => z.partialRecord(z.enum(LANGUAGE_CODES), z.string().max(max));
/** An absolute http or https URL (GitBook's URL: at most 2048 characters). */
const linkUrl = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine((value) => {
    try {
      const parsed = new URL(value);
      return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !!parsed.hostname;
    } catch {
      return false;
    }
  }, 'must be an absolute http or https URL');
/** GitBook's Expression may be empty: no condition. */
const condition = z.union([z.literal('').transform(() => null), conditionInput]);

const addInput = z.object({
  title,
  localizedTitle: localized(128).nullable().optional(),
  description: description.nullable().optional(),
  localizedDescription: localized(256).nullable().optional(),
  icon: iconInput.nullable().optional(),
  url: linkUrl,
  parent: idInput.nullable().optional(),
  draft: z.boolean().optional(),
  condition: condition.nullable().optional(),
});

const updateInput = addInput.partial();

const notFound = (id: string) => new NotFoundError(`External link '${id}' not found`);

export function findExternalLink(tree: SiteTree, id: string): SiteExternalLink {
  const link = tree.externalLinks.find((l) => l.id === id);
  if (!link) throw notFound(id);
  return link;
}

/** The siblings of a container: the root items of the site, or the children of a group. */
const siblingsIn = (tree: SiteTree, groupId: string | null): Positioned[] =>
  groupId ? groupSiblings(tree, groupId) : rootSiblings(tree);

/** The group named by `parent`: 400 naming the field when the site has none of that id. */
function parentGroup(tree: SiteTree, parent: string | null | undefined): string | null {
  if (!parent) return null;
  if (!tree.groups.some((g) => g.id === parent)) {
    const what = tree.sections.some((s) => s.id === parent)
      ? `'${parent}' is a section: external links go at the root or in a section group`
      : `no section group '${parent}' in this site`;
    throw new BadRequestError(`Invalid 'parent': ${what}`, 'parent');
  }
  return parent;
}

/** The stored form of the optional fields given (absent: unchanged). */
function fieldsOf(data: z.output<typeof updateInput>): PrismaNamespace.SiteExternalLinkUpdateInput {
  const json = (v: Record<string, string> | null | undefined) =>
    v === undefined ? undefined : v === null || !Object.keys(v).length ? PrismaNamespace.DbNull : v;
  return {
    ...(data.title !== undefined ? { title: data.title } : {}),
    ...(data.url !== undefined ? { url: data.url } : {}),
    ...(data.description !== undefined ? { description: data.description || null } : {}),
    ...(data.icon !== undefined ? { icon: data.icon } : {}),
    ...(data.draft !== undefined ? { draft: data.draft } : {}),
    ...(data.condition !== undefined ? { condition: data.condition } : {}),
    ...(data.localizedTitle !== undefined ? { localizedTitle: json(data.localizedTitle) } : {}),
    ...(data.localizedDescription !== undefined ? { localizedDescription: json(data.localizedDescription) } : {}),
  };
}

/** The external links of a site in structure order (read role). */
export async function listExternalLinks(ctx: Context, organizationId: string, siteId: string, args: PageArgs) {
  const site = await requireSite(ctx, organizationId, siteId, 'read');
  return paginateArray(args, (await loadTree(ctx, site)).externalLinks);
}

/** Adds an external link at the end of the site's root, or of the section group `parent`. */
export function addExternalLink(ctx: Context, organizationId: string, siteId: string, input: unknown) {
  return changeStructure(ctx, organizationId, siteId, async (tree, site) => {
    const data = parseInput(addInput, input);
    if (!tree.sections.length)
      throw new BadRequestError(
        'External links need a site structured in sections: add a section to the site first',
        'parent',
      );
    const groupId = parentGroup(tree, data.parent);
    const placement = atEnd(siblingsIn(tree, groupId));
    return ctx.prisma.$transaction(async (tx) => {
      await writePositions(tx, placement.renumbered);
      const link = await tx.siteExternalLink.create({
        data: {
          ...(fieldsOf(data) as PrismaNamespace.SiteExternalLinkCreateInput),
          id: newId(),
          site: { connect: { id: site.id } },
          ...(groupId ? { group: { connect: { id: groupId } } } : {}),
          title: data.title,
          url: data.url,
          position: placement.position,
        },
      });
      await structureEvent(tx, ctx, site, 'external_link_added', link.id);
      return link;
    });
  });
}

/** Changes an external link; `parent` moves it to the end of a section group, or of the root (null). */
export function updateExternalLink(
  ctx: Context,
  organizationId: string,
  siteId: string,
  linkId: string,
  input: unknown,
) {
  return changeStructure(ctx, organizationId, siteId, async (tree, site) => {
    const data = parseInput(updateInput, input);
    const link = findExternalLink(tree, linkId);
    let move: { groupId: string | null; position: string; renumbered: Positioned[] } | undefined;
    if (data.parent !== undefined) {
      const groupId = parentGroup(tree, data.parent);
      if (groupId !== link.groupId) {
        const placement = atEnd(siblingsIn(tree, groupId));
        move = { groupId, position: placement.position, renumbered: placement.renumbered };
      }
    }
    return ctx.prisma.$transaction(async (tx) => {
      if (move) await writePositions(tx, move.renumbered);
      const updated = await tx.siteExternalLink.update({
        where: { id: link.id },
        data: {
          ...fieldsOf(data),
          ...(move
            ? {
                group: move.groupId ? { connect: { id: move.groupId } } : { disconnect: true },
                position: move.position,
              }
            : {}),
        },
      });
      await structureEvent(tx, ctx, site, 'external_link_updated', link.id);
      return updated;
    });
  });
}

/** Deletes an external link. False when the site had no such link. */
export async function deleteExternalLink(
  ctx: Context,
  organizationId: string,
  siteId: string,
  linkId: string,
): Promise<boolean> {
  return changeStructure(ctx, organizationId, siteId, async (_tree, site) =>
    ctx.prisma.$transaction(async (tx) => {
      const { count } = await tx.siteExternalLink.deleteMany({ where: { id: linkId, siteId: site.id } });
      if (count) await structureEvent(tx, ctx, site, 'external_link_removed', linkId);
      return count > 0;
    }),
  );
}

/**
 * Moves an external link right before or after a neighbour (a section, a section group at the
 * root, or another external link), joining the neighbour's level (the root or a group); at the
 * end of its level without a neighbour. The structure sort's move of a link (sort.ts).
 */
export function moveExternalLink(
  ctx: Context,
  organizationId: string,
  siteId: string,
  linkId: string,
  position: { before?: Ref; after?: Ref },
) {
  return changeStructure(ctx, organizationId, siteId, async (tree) => {
    const link = findExternalLink(tree, linkId);
    const levelOf = (ref: Ref, field: string): string | null => {
      if (ref.kind === 'site-external-link' && ref.id === link.id)
        throw new BadRequestError(`Invalid '${field}': an external link cannot move next to itself`, field);
      if (ref.kind === 'site-section-group') return null;
      const owner =
        ref.kind === 'site-section'
          ? tree.sections.find((s) => s.id === ref.id)
          : tree.externalLinks.find((l) => l.id === ref.id);
      if (!owner) throw new BadRequestError(`Invalid '${field}': no ${ref.kind.replace(/-/g, ' ')} '${ref.id}'`, field);
      return owner.groupId && tree.childrenOfGroup.has(owner.groupId) ? owner.groupId : null;
    };
    const current = link.groupId && tree.childrenOfGroup.has(link.groupId) ? link.groupId : null;
    const before = position.before ? levelOf(position.before, 'position.before') : undefined;
    const after = position.after ? levelOf(position.after, 'position.after') : undefined;
    if (before !== undefined && after !== undefined && before !== after)
      throw new BadRequestError(`Invalid 'position': 'after' and 'before' must be adjacent siblings`, 'position');
    const target = before !== undefined ? before : after !== undefined ? after : current;
    const siblings = siblingsIn(tree, target).filter((s) => !(s.kind === 'site-external-link' && s.id === link.id));
    const placement = placeAmong(
      siblings,
      position.before,
      position.after,
      target ? 'in that section group' : 'at the root of the site',
    );
    return ctx.prisma.$transaction(async (tx) => {
      await writePositions(tx, placement.renumbered);
      return tx.siteExternalLink.update({
        where: { id: link.id },
        data: { groupId: target, position: placement.position },
      });
    });
  });
}

type Tx = Parameters<typeof recordEvent>[0];

function structureEvent(
  tx: Tx,
  ctx: Context,
  site: { id: string; organizationId: string },
  change: string,
  id: string,
) {
  return recordEvent(tx, {
    type: 'site_structure_updated',
    organizationId: site.organizationId,
    actorId: actorOf(ctx),
    data: { siteId: site.id, change, externalLinkId: id },
  });
}
