/**
 * GitBook's `structure/sort`: one move for any item of a site's structure, named by a typed pointer
 * (`{ type, id }`), before or after a sibling. It runs the move of the item's own kind (site
 * spaces, sections, section groups, external links), so their rules hold: a section moves among
 * sections (in its group or at the root), a group among the root items, a site space within its
 * section, an external link among the root items or the children of a group.
 */
import { z } from 'zod';
import { BadRequestError } from '../../errors.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { moveExternalLink } from './external-links.ts';
import { moveGroup } from './groups.ts';
import { moveSection } from './sections.ts';
import { moveSiteSpace } from './site-spaces.ts';

const TYPES = ['site-space', 'site-section', 'site-section-group', 'site-external-link'] as const;
const pointer = z.object({ type: z.enum(TYPES), id: z.string().min(1).max(100) }).strict();
const sortInput = z.object({
  item: pointer,
  position: z.object({ before: pointer.nullable().optional(), after: pointer.nullable().optional() }).strict(),
});

/** Moves the item; answers it, with its kind for the structure union. */
export async function sortSiteStructure(ctx: Context, organizationId: string, siteId: string, input: unknown) {
  const { item, position } = parseInput(sortInput, input);
  const neighbour = <T>(
    field: 'before' | 'after',
    allowed: readonly string[],
    shape: (p: { type: string; id: string }) => T,
  ) => {
    const p = position[field];
    if (!p) return undefined;
    if (!allowed.includes(p.type))
      throw new BadRequestError(
        `Invalid 'position.${field}.type': a ${item.type} moves next to a ${allowed.join(' or ')}`,
        `position.${field}.type`,
      );
    return shape(p);
  };
  switch (item.type) {
    case 'site-space': {
      const shape = (p: { id: string }) => ({ type: 'site-space', siteSpace: p.id });
      const moved = await moveSiteSpace(ctx, organizationId, siteId, item.id, {
        position: {
          before: neighbour('before', ['site-space'], shape),
          after: neighbour('after', ['site-space'], shape),
        },
      });
      return { ...moved, __kind: 'site-space' };
    }
    case 'site-section': {
      const shape = (p: { id: string }) => ({ type: 'site-section', siteSection: p.id });
      const moved = await moveSection(ctx, organizationId, siteId, item.id, {
        position: {
          before: neighbour('before', ['site-section'], shape),
          after: neighbour('after', ['site-section'], shape),
        },
      });
      return { ...moved, __kind: 'site-section' };
    }
    case 'site-external-link': {
      const kinds = ['site-section', 'site-section-group', 'site-external-link'] as const;
      const shape = (p: { type: string; id: string }) => ({ kind: p.type as (typeof kinds)[number], id: p.id });
      const moved = await moveExternalLink(ctx, organizationId, siteId, item.id, {
        before: neighbour('before', kinds, shape),
        after: neighbour('after', kinds, shape),
      });
      return { ...moved, __kind: 'site-external-link' };
    }
    case 'site-section-group': {
      const kinds = ['site-section', 'site-section-group', 'site-external-link'];
      const shape = (p: { type: string; id: string }) => ({ type: p.type, id: p.id });
      const moved = await moveGroup(ctx, organizationId, siteId, item.id, {
        position: { before: neighbour('before', kinds, shape), after: neighbour('after', kinds, shape) },
      });
      return { ...moved, __kind: 'site-section-group' };
    }
  }
}
