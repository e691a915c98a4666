/** GitBook's `structure/sort` in GraphQL: one move for any item of a site's structure. */
import { builder } from '../../../graphql/builder.ts';
import { describedEnum } from '../../../graphql/enums.ts';
import { inputMutation } from '../../../graphql/fields.ts';
import { idOf } from '../../../graphql/global-ids.ts';
import { prefersMinimal, returnMinimal } from '../../../graphql/prefer.ts';
import { sortSiteStructure } from '../sort.ts';
import { SiteStructureItem, siteIds } from './refs.ts';

const SiteStructureItemTypeEnum = describedEnum('SiteStructureItemType', 'The kind of an item of a site structure.', {
  'site-space': 'A site space.',
  'site-section': 'A section.',
  'site-section-group': 'A section group.',
  'site-external-link': 'An external link.',
});

const SiteStructureItemPointerInput = builder.inputType('SiteStructureItemPointerInput', {
  description: 'An item of a site structure, by kind and id.',
  fields: (t) => ({
    type: t.field({ type: SiteStructureItemTypeEnum, required: true, description: 'Its kind.' }),
    id: t.id(idOf({ required: true, description: 'Its id (global id or REST key).' })),
  }),
});

const SiteStructureItemMovePositionInput = builder.inputType('SiteStructureItemMovePositionInput', {
  description: 'Where the item goes: right before or right after a sibling; neither: at the end of its level.',
  fields: (t) => ({
    before: t.field({ type: SiteStructureItemPointerInput, description: 'Right before this sibling.' }),
    after: t.field({ type: SiteStructureItemPointerInput, description: 'Right after this sibling.' }),
  }),
});

const SortSiteStructureInput = builder.inputType('SortSiteStructureInput', {
  fields: (t) => ({
    ...siteIds(t),
    item: t.field({ type: SiteStructureItemPointerInput, required: true, description: 'The item to move.' }),
    position: t.field({ type: SiteStructureItemMovePositionInput, required: true, description: 'Where it goes.' }),
  }),
});

const SortSiteStructurePayload = builder.simpleObject('SortSiteStructurePayload', {
  fields: (t) => ({
    item: t.field({ type: SiteStructureItem, description: 'The item, moved.' }),
    returnMinimal: returnMinimal(t),
  }),
});

builder.mutationFields((t) => ({
  sortSiteStructure: inputMutation(t, {
    type: SortSiteStructurePayload,
    description:
      "Moves a site space, a section, a section group or an external link before or after a sibling of the same level (create role on the site), by the rules of the item's own move.",
    input: SortSiteStructureInput,
    resolve: async ({ organizationId, siteId, ...rest }, ctx) => ({
      item: (await sortSiteStructure(ctx, organizationId, siteId, rest)) as never,
      returnMinimal: prefersMinimal(ctx),
    }),
  }),
}));
