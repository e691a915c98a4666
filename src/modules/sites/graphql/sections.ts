/** GraphQL of site sections: the node, the list and the section mutations. */

import { builder } from '../../../graphql/builder.ts';
import { connectionOf } from '../../../graphql/connections.ts';
import { inputMutation, pathId } from '../../../graphql/fields.ts';
import { idOf } from '../../../graphql/global-ids.ts';
import { prefersMinimal } from '../../../graphql/prefer.ts';
import { url } from '../../../request/context.ts';
import { groupById, sectionById } from '../loaders.ts';
import { addSection, deleteSection, listSections, moveSection, updateSection } from '../sections.ts';
import { requireSiteReader } from '../service.ts';
import { loadTree } from '../structure.ts';
import {
  deleteItem,
  itemPayloads,
  publishedUrlsField,
  readable,
  SiteSectionGroupRef,
  SiteSectionRef,
  SiteSpaceRef,
  siblingPosition,
  siteArgs,
  siteFields,
  siteIds,
  siteOf,
  treeOf,
} from './refs.ts';

builder.node(SiteSectionRef, {
  description: 'A section of a site, at the root or in a group, with its site spaces (variants).',
  id: { resolve: (s) => s.id },
  loadOne: async (id, ctx) => readable(ctx, await sectionById(ctx).load(id)),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The section id used in REST paths.' }),
    object: t.string({ description: 'Always `"site-section"` (REST discriminator).', resolve: () => 'site-section' }),
    title: t.exposeString('title', { description: '2 to 128 characters.' }),
    description: t.exposeString('description', { nullable: true, description: 'At most 256 characters.' }),
    icon: t.exposeString('icon', { nullable: true, description: 'Icon name, at most 50 characters.' }),
    default: t.boolean({
      description: 'Whether this is the default section of the site.',
      resolve: async (s, _, ctx) => s.published?.default ?? (await treeOf(ctx, s.siteId)).defaultSectionId === s.id,
    }),
    draft: t.boolean({ description: 'Drafts are not supported: always false.', resolve: () => false }),
    path: t.exposeString('path', { description: '1 to 100 characters, unique in the site.' }),
    condition: t.exposeString('condition', {
      nullable: true,
      description: 'Expression over visitor.claims deciding whether a visitor sees the section.',
    }),
    sectionGroupId: t.exposeString('groupId', {
      nullable: true,
      description: 'Id of its section group (REST `sectionGroup`).',
    }),
    sectionGroup: t.field({
      description: 'The section group the section is in; null at the root.',
      type: SiteSectionGroupRef,
      nullable: true,
      resolve: (s, _, ctx) => (s.groupId ? groupById(ctx).load(s.groupId) : null),
    }),
    siteSpaces: t.field({
      type: [SiteSpaceRef],
      description: 'Its site spaces in order (in the published view: those the visitor sees).',
      resolve: async (s, _, ctx) => {
        if (s.published) return s.published.siteSpaces;
        const site = await siteOf(ctx, s.siteId);
        await requireSiteReader(ctx, site);
        return (await loadTree(ctx, site)).siteSpacesOf.get(s.id) ?? [];
      },
    }),
    urls: publishedUrlsField(t, 'section', async (s, site, ctx) => {
      const isDefault = s.published?.default ?? (await loadTree(ctx, site)).defaultSectionId === s.id;
      return isDefault ? [] : [s.path];
    }),
    ...siteFields(t),
  }),
});

const AddSiteSectionInput = builder.inputType('AddSiteSectionInput', {
  fields: (t) => ({
    ...siteIds(t),
    spaceId: t.id(idOf({ description: 'The space of the section’s first site space; null creates a new space.' })),
    title: t.string({ description: '2 to 64 characters; default: the title of the space.' }),
    icon: t.string({ description: 'Icon name, at most 50 characters.' }),
    description: t.string({ description: 'At most 256 characters.' }),
    siteSectionGroupId: t.id(idOf({ description: 'A section group to put it in.' })),
  }),
});

const UpdateSiteSectionInput = builder.inputType('UpdateSiteSectionInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteSectionId: pathId(t, 'section'),
    title: t.string({ description: '2 to 128 characters.' }),
    path: t.string({ description: '1 to 100 characters, unique in the site.' }),
    defaultSiteSpace: t.id(idOf({ description: 'A site space of the section.' })),
    condition: t.string({ description: 'Expression over visitor.claims; null removes it; absent: unchanged.' }),
    icon: t.string({ description: 'null removes it.' }),
    description: t.string({ description: 'null removes it.' }),
    siteSectionGroupId: t.id(idOf({ description: 'Move into this group; null: to the root.' })),
  }),
});

const SiteSectionPositionInput = siblingPosition({
  name: 'SiteSection',
  constant: 'SITE_SECTION',
  field: 'siteSection',
  what: 'section',
});

const MoveSiteSectionInput = builder.inputType('MoveSiteSectionInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteSectionId: pathId(t, 'section'),
    position: t.field({
      type: SiteSectionPositionInput,
      description: 'Absent: at the end of its level (root or group).',
    }),
  }),
});

const payloads = itemPayloads({ name: 'SiteSection', field: 'section', type: SiteSectionRef, what: 'section' });

builder.queryFields((t) => ({
  siteSections: t.connection(
    {
      nullable: true,
      type: SiteSectionRef,
      description: 'Sections of a site in structure order.',
      args: siteArgs(t.arg),
      resolve: (_, { organizationId, siteId, ...args }, ctx) => listSections(ctx, organizationId, siteId, args),
    },
    connectionOf(SiteSectionRef),
  ),
}));

builder.mutationFields((t) => ({
  addSiteSection: inputMutation(t, {
    type: payloads.add,
    description: 'Adds a section whose first site space is the space (create role).',
    input: AddSiteSectionInput,
    resolve: async ({ organizationId, siteId, ...rest }, ctx) => {
      const section = await addSection(ctx, organizationId, siteId, rest);
      return { section, location: url(ctx, `/v1/orgs/${organizationId}/sites/${siteId}/sections/${section.id}`) };
    },
  }),
  updateSiteSection: inputMutation(t, {
    description: 'Changes a section: title, path, default site space, condition, icon, description or group.',
    type: payloads.update,
    input: UpdateSiteSectionInput,
    resolve: async ({ organizationId, siteId, siteSectionId, ...rest }, ctx) => ({
      section: await updateSection(ctx, organizationId, siteId, siteSectionId, rest),
      returnMinimal: prefersMinimal(ctx),
    }),
  }),
  deleteSiteSection: deleteItem(t, {
    name: 'SiteSection',
    idField: 'siteSectionId',
    what: 'section',
    description: 'Deletes a section and its site spaces (the spaces stay).',
    payload: payloads.delete,
    remove: deleteSection,
  }),
  moveSiteSection: inputMutation(t, {
    type: payloads.move,
    description: 'Moves a section next to another one (joining its level: root or group), or to the end of its level.',
    input: MoveSiteSectionInput,
    resolve: async ({ organizationId, siteId, siteSectionId, ...rest }, ctx) => ({
      section: await moveSection(ctx, organizationId, siteId, siteSectionId, rest),
    }),
  }),
}));
