/** GraphQL of site section groups: the node, the list and the group mutations. */

import { builder } from '../../../graphql/builder.ts';
import { connectionOf } from '../../../graphql/connections.ts';
import { describedEnum } from '../../../graphql/enums.ts';
import { inputMutation, pathId } from '../../../graphql/fields.ts';
import { idOf } from '../../../graphql/global-ids.ts';
import { objectPayload } from '../../../graphql/payloads.ts';
import { prefersMinimal } from '../../../graphql/prefer.ts';
import type { Context } from '../../../request/context.ts';
import { url } from '../../../request/context.ts';
import {
  addGroup,
  addSectionToGroup,
  deleteGroup,
  listGroups,
  moveGroup,
  removeSectionFromGroup,
  updateGroup,
} from '../groups.ts';
import { groupById } from '../loaders.ts';
import { requireSiteReader } from '../service.ts';
import { loadTree } from '../structure.ts';
import {
  deleteItem,
  type GroupObject,
  itemPayloads,
  readable,
  type SectionObject,
  SiteSectionGroupItem,
  SiteSectionGroupRef,
  SiteSectionRef,
  siteArgs,
  siteFields,
  siteIds,
  siteOf,
} from './refs.ts';

builder.node(SiteSectionGroupRef, {
  description: 'A group of sections at the root of a site.',
  id: { resolve: (g) => g.id },
  loadOne: async (id, ctx) => readable(ctx, await groupById(ctx).load(id)),
  fields: (t) => {
    const sections = async (g: GroupObject, ctx: Context): Promise<SectionObject[]> => {
      if (g.published) return g.published.sections;
      const site = await siteOf(ctx, g.siteId);
      await requireSiteReader(ctx, site);
      return (await loadTree(ctx, site)).sectionsOfGroup.get(g.id) ?? [];
    };
    return {
      key: t.exposeString('id', { description: 'The section group id used in REST paths.' }),
      object: t.string({
        description: 'Always `"site-section-group"` (REST discriminator).',
        resolve: () => 'site-section-group',
      }),
      title: t.exposeString('title', { description: '1 to 100 characters.' }),
      icon: t.exposeString('icon', { description: 'Icon name; null when none.', nullable: true }),
      draft: t.boolean({ description: 'Drafts are not supported: always false.', resolve: () => false }),
      sections: t.field({
        type: [SiteSectionRef],
        description: 'Its sections in order.',
        resolve: (g, _, ctx) => sections(g, ctx),
      }),
      children: t.field({
        type: [SiteSectionRef],
        description: 'Its sections in order (groups do not nest); `items` has its external links too.',
        resolve: (g, _, ctx) => sections(g, ctx),
      }),
      items: t.field({
        type: [SiteSectionGroupItem],
        description:
          "Its sections and external links in order (REST `children`): the published view's only what the visitor sees.",
        resolve: async (g, _, ctx) => {
          if (g.published) return g.published.children;
          const site = await siteOf(ctx, g.siteId);
          await requireSiteReader(ctx, site);
          return ((await loadTree(ctx, site)).childrenOfGroup.get(g.id) ?? []).map((c) =>
            c.kind === 'site-section'
              ? { __kind: 'site-section' as const, ...c.section }
              : { __kind: 'site-external-link' as const, ...c.link },
          );
        },
      }),
      ...siteFields(t),
    };
  },
});

const SiteStructurePointerTypeEnum = describedEnum(
  'SiteStructurePointerType',
  "Kind of a neighbour at the root of a site's structure.",
  {
    'site-section': 'A section.',
    'site-section-group': 'A section group.',
    'site-external-link': 'An external link.',
  },
);

const SiteStructurePointerInput = builder.inputType('SiteStructurePointerInput', {
  description: 'A neighbouring section or section group at the root of the site.',
  fields: (t) => ({
    type: t.field({ description: 'Section or section group.', type: SiteStructurePointerTypeEnum, required: true }),
    id: t.id(idOf({ description: 'Global id or REST key of the section or section group.', required: true })),
  }),
});

const SiteSectionGroupPositionInput = builder.inputType('SiteSectionGroupPositionInput', {
  description: 'Where to put a section group among the root items of the site.',
  fields: (t) => ({
    before: t.field({ description: 'Right before this root item.', type: SiteStructurePointerInput }),
    after: t.field({ description: 'Right after this root item.', type: SiteStructurePointerInput }),
  }),
});

const AddSiteSectionGroupInput = builder.inputType('AddSiteSectionGroupInput', {
  fields: (t) => ({
    ...siteIds(t),
    title: t.string({ required: true, description: '1 to 100 characters.' }),
    icon: t.string({ description: 'Icon name, at most 50 characters.' }),
    sections: t.stringList({ description: 'Sections to move into the group, in this order.' }),
  }),
});

const UpdateSiteSectionGroupInput = builder.inputType('UpdateSiteSectionGroupInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteSectionGroupId: pathId(t, 'section group'),
    title: t.string({ description: 'The new title.' }),
    icon: t.string({ description: 'null removes it.' }),
  }),
});

const AddSectionToSiteSectionGroupInput = builder.inputType('AddSectionToSiteSectionGroupInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteSectionGroupId: pathId(t, 'section group'),
    sectionId: t.id(idOf({ description: 'Global id or REST key of the section to put in the group.', required: true })),
  }),
});

const RemoveSectionFromSiteSectionGroupInput = builder.inputType('RemoveSectionFromSiteSectionGroupInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteSectionGroupId: pathId(t, 'section group'),
    siteSectionId: pathId(t, 'section to take out'),
  }),
});

const MoveSiteSectionGroupInput = builder.inputType('MoveSiteSectionGroupInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteSectionGroupId: pathId(t, 'section group'),
    position: t.field({ type: SiteSectionGroupPositionInput, description: 'Absent: at the end of the site.' }),
  }),
});

const payloads = itemPayloads({
  name: 'SiteSectionGroup',
  field: 'sectionGroup',
  type: SiteSectionGroupRef,
  what: 'section group',
});
const AddSectionToSiteSectionGroupPayload = objectPayload(
  'AddSectionToSiteSectionGroupPayload',
  'sectionGroup',
  SiteSectionGroupRef,
  'The section group after the change.',
);

const RemoveSectionFromSiteSectionGroupPayload = builder.simpleObject('RemoveSectionFromSiteSectionGroupPayload', {
  fields: (t) => ({ deleted: t.boolean({ description: 'False when the section was not in the group.' }) }),
});

builder.queryFields((t) => ({
  siteSectionGroups: t.connection(
    {
      nullable: true,
      type: SiteSectionGroupRef,
      description: 'Section groups of a site in structure order.',
      args: siteArgs(t.arg),
      resolve: (_, { organizationId, siteId, ...args }, ctx) => listGroups(ctx, organizationId, siteId, args),
    },
    connectionOf(SiteSectionGroupRef),
  ),
}));

builder.mutationFields((t) => ({
  addSiteSectionGroup: inputMutation(t, {
    type: payloads.add,
    description: 'Adds a section group at the end of the site, with the listed sections in it.',
    input: AddSiteSectionGroupInput,
    resolve: async ({ organizationId, siteId, ...rest }, ctx) => {
      const sectionGroup = await addGroup(ctx, organizationId, siteId, rest);
      return {
        sectionGroup,
        location: url(ctx, `/v1/orgs/${organizationId}/sites/${siteId}/section-groups/${sectionGroup.id}`),
      };
    },
  }),
  updateSiteSectionGroup: inputMutation(t, {
    description: 'Changes the title or the icon of a section group.',
    type: payloads.update,
    input: UpdateSiteSectionGroupInput,
    resolve: async ({ organizationId, siteId, siteSectionGroupId, ...rest }, ctx) => ({
      sectionGroup: await updateGroup(ctx, organizationId, siteId, siteSectionGroupId, rest),
      returnMinimal: prefersMinimal(ctx),
    }),
  }),
  deleteSiteSectionGroup: deleteItem(t, {
    name: 'SiteSectionGroup',
    idField: 'siteSectionGroupId',
    what: 'section group',
    description: 'Deletes a section group; its sections stay in the site, at its place.',
    payload: payloads.delete,
    remove: deleteGroup,
  }),
  addSectionToSiteSectionGroup: inputMutation(t, {
    type: AddSectionToSiteSectionGroupPayload,
    description: 'Puts a section at the end of a group.',
    input: AddSectionToSiteSectionGroupInput,
    resolve: async ({ organizationId, siteId, siteSectionGroupId, ...rest }, ctx) => ({
      sectionGroup: await addSectionToGroup(ctx, organizationId, siteId, siteSectionGroupId, rest),
    }),
  }),
  removeSectionFromSiteSectionGroup: inputMutation(t, {
    type: RemoveSectionFromSiteSectionGroupPayload,
    description: 'Takes a section out of a group: it stays in the site, right after the group.',
    input: RemoveSectionFromSiteSectionGroupInput,
    resolve: async (input, ctx) => ({
      deleted: await removeSectionFromGroup(
        ctx,
        input.organizationId,
        input.siteId,
        input.siteSectionGroupId,
        input.siteSectionId,
      ),
    }),
  }),
  moveSiteSectionGroup: inputMutation(t, {
    type: payloads.move,
    description: 'Moves a section group among the root sections and groups, or to the end.',
    input: MoveSiteSectionGroupInput,
    resolve: async ({ organizationId, siteId, siteSectionGroupId, ...rest }, ctx) => ({
      sectionGroup: await moveGroup(ctx, organizationId, siteId, siteSectionGroupId, rest),
    }),
  }),
}));
