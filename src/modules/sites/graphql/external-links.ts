/** GraphQL of a site's external links: the node, the list and their mutations. */

import { builder } from '../../../graphql/builder.ts';
import { connectionOf } from '../../../graphql/connections.ts';
import { inputMutation, pathId } from '../../../graphql/fields.ts';
import { objectPayload } from '../../../graphql/payloads.ts';
import { prefersMinimal } from '../../../graphql/prefer.ts';
import { url } from '../../../request/context.ts';
import { addExternalLink, deleteExternalLink, listExternalLinks, updateExternalLink } from '../external-links.ts';
import { externalLinkById } from '../loaders.ts';
import { deletedPayload, deleteItem, readable, SiteExternalLinkRef, siteArgs, siteFields, siteIds } from './refs.ts';

builder.node(SiteExternalLinkRef, {
  description:
    "A link of a site's navigation to an address outside the site, at the root of a site with sections or in a section group.",
  id: { resolve: (l) => l.id },
  loadOne: async (id, ctx) => readable(ctx, await externalLinkById(ctx).load(id)),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The external link id used in REST paths.' }),
    object: t.string({
      description: 'Always `"site-external-link"` (REST discriminator).',
      resolve: () => 'site-external-link',
    }),
    title: t.exposeString('title', { description: '2 to 128 characters.' }),
    localizedTitle: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The title in other languages: `{ language: title }`; null when none.',
      resolve: (l) => (l.localizedTitle as Record<string, string> | null) ?? null,
    }),
    description: t.exposeString('description', { nullable: true, description: 'At most 256 characters.' }),
    localizedDescription: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The description in other languages: `{ language: description }`; null when none.',
      resolve: (l) => (l.localizedDescription as Record<string, string> | null) ?? null,
    }),
    icon: t.exposeString('icon', { nullable: true, description: 'Icon name; null when none.' }),
    url: t.exposeString('url', { description: 'The absolute http(s) address it opens.' }),
    sectionGroupId: t.exposeString('groupId', {
      nullable: true,
      description: 'Id of the section group holding it (REST `sectionGroup`); null at the root of the site.',
    }),
    draft: t.exposeBoolean('draft', { description: 'A draft link is not in the published structure.' }),
    condition: t.exposeString('condition', {
      nullable: true,
      description: 'Expression over visitor.claims deciding whether a visitor sees the link (adaptive content).',
    }),
    ...siteFields(t),
  }),
});

const fields = {
  title: 'Title, 2 to 128 characters.',
  localizedTitle: 'The title in other languages, `{ language: title }` (at most 128 characters each).',
  description: 'At most 256 characters; null removes it.',
  localizedDescription: 'The description in other languages (at most 256 characters each); null removes it.',
  icon: 'Icon name, at most 50 characters; null removes it.',
  url: 'An absolute http or https URL, at most 2048 characters.',
  draft: 'A draft link stays out of the published structure.',
  condition: 'Expression over visitor.claims (adaptive content); null or empty removes it.',
};

const AddSiteExternalLinkInput = builder.inputType('AddSiteExternalLinkInput', {
  fields: (t) => ({
    ...siteIds(t),
    title: t.string({ required: true, description: fields.title }),
    localizedTitle: t.field({ type: 'JSON', description: fields.localizedTitle }),
    description: t.string({ description: fields.description }),
    localizedDescription: t.field({ type: 'JSON', description: fields.localizedDescription }),
    icon: t.string({ description: fields.icon }),
    url: t.string({ required: true, description: fields.url }),
    parent: t.string({ description: 'Id of the section group to put it in; absent: the root of the site.' }),
    draft: t.boolean({ description: fields.draft }),
    condition: t.string({ description: fields.condition }),
  }),
});

const UpdateSiteExternalLinkInput = builder.inputType('UpdateSiteExternalLinkInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteExternalLinkId: pathId(t, 'external link'),
    title: t.string({ description: fields.title }),
    localizedTitle: t.field({ type: 'JSON', description: fields.localizedTitle }),
    description: t.string({ description: fields.description }),
    localizedDescription: t.field({ type: 'JSON', description: fields.localizedDescription }),
    icon: t.string({ description: fields.icon }),
    url: t.string({ description: fields.url }),
    parent: t.string({
      description: 'Id of a section group to move it into (at its end); null moves it to the root; absent: unchanged.',
    }),
    draft: t.boolean({ description: fields.draft }),
    condition: t.string({ description: fields.condition }),
  }),
});

// Links move with `sortSiteStructure`: no move payload of their own.
const payloads = {
  add: objectPayload('AddSiteExternalLinkPayload', 'externalLink', SiteExternalLinkRef, 'The new external link.', {
    location: true,
  }),
  update: objectPayload(
    'UpdateSiteExternalLinkPayload',
    'externalLink',
    SiteExternalLinkRef,
    'The external link after the change.',
    { returnMinimal: true },
  ),
  delete: deletedPayload('DeleteSiteExternalLinkPayload', 'external link'),
};

builder.queryFields((t) => ({
  siteExternalLinks: t.connection(
    {
      nullable: true,
      type: SiteExternalLinkRef,
      description: 'External links of a site in structure order (drafts included).',
      args: siteArgs(t.arg),
      resolve: (_, { organizationId, siteId, ...args }, ctx) => listExternalLinks(ctx, organizationId, siteId, args),
    },
    connectionOf(SiteExternalLinkRef),
  ),
}));

builder.mutationFields((t) => ({
  addSiteExternalLink: inputMutation(t, {
    type: payloads.add,
    description:
      'Adds an external link at the end of the root of a site with sections, or of a section group (create role on the site).',
    input: AddSiteExternalLinkInput,
    resolve: async ({ organizationId, siteId, ...rest }, ctx) => {
      const externalLink = await addExternalLink(ctx, organizationId, siteId, rest);
      return {
        externalLink,
        location: url(ctx, `/v1/orgs/${organizationId}/sites/${siteId}/external-links/${externalLink.id}`),
      };
    },
  }),
  updateSiteExternalLink: inputMutation(t, {
    type: payloads.update,
    description: 'Changes an external link; `parent` moves it into a section group or back to the root.',
    input: UpdateSiteExternalLinkInput,
    resolve: async ({ organizationId, siteId, siteExternalLinkId, ...rest }, ctx) => ({
      externalLink: await updateExternalLink(ctx, organizationId, siteId, siteExternalLinkId, rest),
      returnMinimal: prefersMinimal(ctx),
    }),
  }),
  deleteSiteExternalLink: deleteItem(t, {
    name: 'SiteExternalLink',
    idField: 'siteExternalLinkId',
    what: 'external link',
    description: 'Deletes an external link of a site.',
    payload: payloads.delete,
    remove: deleteExternalLink,
  }),
}));
