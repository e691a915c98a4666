/** GraphQL of sites themselves: the Site node, listing, reading, and the site mutations (settings, publishing, share keys). */

import { builder } from '../../../graphql/builder.ts';
import { ContentLevelEnum } from '../../../graphql/common.ts';
import { connectionOf } from '../../../graphql/connections.ts';
import { deletion } from '../../../graphql/deletions.ts';
import { enumColumn, inputMutation, pathId } from '../../../graphql/fields.ts';
import { idOf } from '../../../graphql/global-ids.ts';
import { paginateArray } from '../../../request/pagination.ts';
import { atLeast } from '../../../request/roles.ts';
import { organizationById } from '../../organizations/loaders.ts';
import { OrganizationRef } from '../../organizations/schema.ts';
import { siteById, siteSpaceCount } from '../loaders.ts';
import {
  adaptiveSchemaOf,
  createShareKey,
  createSite,
  deleteSite,
  getAdaptiveSchema,
  getSite,
  listShareKeys,
  listSites,
  requireSiteReader,
  revokeShareKey,
  rotateVisitorKey,
  setPublished,
  siteFeatures,
  sitePermissions,
  siteProxy,
  siteRole,
  siteUrls,
  updateAdaptiveSchema,
  updateSite,
} from '../service.ts';
import { isDefaultSiteSpace } from '../site-spaces.ts';
import { loadTree } from '../structure.ts';
import {
  deletedPayload,
  SHARE_KEY_ARG,
  SiteAdaptiveContent,
  SiteAdaptiveSchema,
  SiteFeature,
  SitePermissions,
  SiteProxy,
  SiteRef,
  SiteSectionGroupRef,
  SiteSectionRef,
  SiteShareKeyRef,
  SiteSpaceRef,
  SiteStructureItem,
  SiteTypeEnum,
  SiteUrls,
  SiteVisibilityEnum,
  siteIds,
  sitePayload,
} from './refs.ts';

builder.node(SiteRef, {
  description:
    'A docs site: publishes spaces of an organization, arranged in sections, section groups and site spaces.',
  id: { resolve: (s) => s.id },
  loadOne: async (id, ctx) => {
    const site = await siteById(ctx).load(id);
    return site && atLeast(await siteRole(ctx, site), 'read') ? site : null;
  },
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The site id used in REST paths.' }),
    object: t.string({ description: 'Always `"site"` (REST discriminator).', resolve: () => 'site' }),
    type: enumColumn(t, 'type', SiteTypeEnum, 'Plan of the site, which decides its features.'),
    appliedType: enumColumn(t, 'type', SiteTypeEnum, 'The type in effect (the same as type).'),
    title: t.exposeString('title', { description: '2 to 128 characters.' }),
    hostname: t.exposeString('hostname', {
      nullable: true,
      description: 'Custom hostname: a lowercase DNS name with at least three labels.',
    }),
    basename: t.exposeString('basename', { nullable: true, description: '1 to 100 characters.' }),
    proxy: t.field({
      description: 'The proxy serving the site under another origin; null when none.',
      type: SiteProxy,
      nullable: true,
      resolve: (s, _, ctx) => siteProxy(ctx, s),
    }),
    visibility: enumColumn(t, 'visibility', SiteVisibilityEnum, 'Who can see the published site.'),
    defaultLevel: t.field({
      type: ContentLevelEnum,
      description: 'Sites have no level of their own: members act with their organization role.',
      resolve: () => 'inherit' as const,
    }),
    permissions: t.field({
      description: 'What the caller may do with the site.',
      type: SitePermissions,
      resolve: async (s, _, ctx) => sitePermissions(await siteRole(ctx, s)),
    }),
    published: t.exposeBoolean('published', {
      description: 'Whether the site is live for the audience of its visibility.',
    }),
    siteSpaceCount: t.int({
      description: 'Number of site spaces (REST `siteSpaces`).',
      resolve: (s, _, ctx) => siteSpaceCount(ctx).load(s.id),
    }),
    createdAt: t.expose('createdAt', { description: 'When the site was created.', type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { description: 'When the site last changed.', type: 'DateTime' }),
    adaptiveContent: t.field({
      description: 'Adaptive content settings.',
      type: SiteAdaptiveContent,
      resolve: (s) => ({ enabled: s.adaptiveContent }),
    }),
    features: t.field({
      description: "Premium features of the site's plan.",
      type: [SiteFeature],
      resolve: (s) => siteFeatures(s.type).map(({ id, ...feature }) => ({ key: id, ...feature })),
    }),
    urls: t.field({
      description: 'Addresses of the site.',
      type: SiteUrls,
      args: { shareKey: t.arg.string({ description: SHARE_KEY_ARG }) },
      resolve: (s, args, ctx) => siteUrls(ctx, s, args.shareKey),
    }),
    organizationId: t.exposeString('organizationId', { description: 'Id of the owning organization.' }),
    organization: t.field({
      description: 'The owning organization.',
      type: OrganizationRef,
      resolve: async (s, _, ctx) => (await organizationById(ctx).load(s.organizationId))!,
    }),
    sections: t.connection(
      {
        type: SiteSectionRef,
        description: 'Sections in structure order (groups expanded in place).',
        resolve: async (s, args, ctx) => {
          await requireSiteReader(ctx, s);
          return paginateArray(args, (await loadTree(ctx, s)).sections);
        },
      },
      connectionOf(SiteSectionRef),
    ),
    sectionGroups: t.connection(
      {
        type: SiteSectionGroupRef,
        description: 'Section groups in structure order.',
        resolve: async (s, args, ctx) => {
          await requireSiteReader(ctx, s);
          return paginateArray(args, (await loadTree(ctx, s)).groups);
        },
      },
      connectionOf(SiteSectionGroupRef),
    ),
    siteSpaces: t.connection(
      {
        type: SiteSpaceRef,
        description: 'Site spaces in structure order.',
        args: {
          default: t.arg.boolean({
            description: 'true: only the default site space of each section; false: only the others.',
          }),
        },
        resolve: async (s, { default: isDefault, ...args }, ctx) => {
          await requireSiteReader(ctx, s);
          const tree = await loadTree(ctx, s);
          return paginateArray(
            args,
            isDefault == null
              ? tree.siteSpaces
              : tree.siteSpaces.filter((x) => isDefaultSiteSpace(tree, x) === isDefault),
          );
        },
      },
      connectionOf(SiteSpaceRef),
    ),
    structure: t.field({
      type: [SiteStructureItem],
      description:
        'The root of the structure: sections and section groups in order; the site spaces of a site without sections.',
      resolve: async (s, _, ctx) => {
        await requireSiteReader(ctx, s);
        const tree = await loadTree(ctx, s);
        if (!tree.sections.length)
          return (tree.siteSpacesOf.get('') ?? []).map((x) => ({ __kind: 'site-space' as const, ...x }));
        return tree.roots.map((r) =>
          r.kind === 'site-section'
            ? { __kind: 'site-section' as const, ...r.section }
            : r.kind === 'site-external-link'
              ? { __kind: 'site-external-link' as const, ...r.link }
              : { __kind: 'site-section-group' as const, ...r.group },
        );
      },
    }),
    structureType: t.string({
      description:
        'How `structure` is arranged: `sections` (sections and section groups) or `siteSpaces` (a site without sections).',
      resolve: async (s, _, ctx) => {
        await requireSiteReader(ctx, s);
        return (await loadTree(ctx, s)).sections.length ? 'sections' : 'siteSpaces';
      },
    }),
    adaptiveSchema: t.field({
      description: 'The JSON Schema of the visitor claims.',
      type: SiteAdaptiveSchema,
      resolve: async (s, _, ctx) => {
        await requireSiteReader(ctx, s);
        return adaptiveSchemaOf(s);
      },
    }),
    shareKeys: t.field({
      type: [SiteShareKeyRef],
      description: 'Share keys (admins).',
      resolve: (s, _, ctx) => listShareKeys(ctx, s),
    }),
    visitorKey: t.string({
      nullable: true,
      description: 'The HS256 key that signs visitor JWTs for this site (admins; null for others).',
      resolve: async (s, _, ctx) => (atLeast(await siteRole(ctx, s), 'admin') ? s.visitorKey : null),
    }),
  }),
});

builder.objectFields(OrganizationRef, (t) => ({
  sites: t.connection(
    {
      type: SiteRef,
      description: 'Sites of the organization, oldest first (members with a role).',
      args: {
        space: t.arg.id(idOf({ description: 'Only sites publishing this space.' })),
        title: t.arg.string({ description: 'Case-insensitive part of the title.' }),
        published: t.arg.boolean({ description: 'Only published (true) or unpublished (false) sites.' }),
        type: t.arg({ description: 'Only sites of these plans.', type: [SiteTypeEnum] }),
      },
      resolve: (org, { space, title, published, type, ...args }, ctx) =>
        listSites(ctx, org.id, args, {
          space: space ?? undefined,
          title: title ?? undefined,
          published: published ?? undefined,
          type: type ?? undefined,
        }),
    },
    connectionOf(SiteRef),
  ),
}));

const CreateSiteInput = builder.inputType('CreateSiteInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    type: t.field({ type: SiteTypeEnum, description: 'Default BASIC.' }),
    title: t.string({ description: '2 to 128 characters.' }),
    visibility: t.field({ type: SiteVisibilityEnum, description: 'Default PUBLIC.' }),
    spaces: t.idList(idOf({ description: 'Ids of spaces to publish, at the root level, the first as the default.' })),
  }),
});

const SiteAdaptiveContentInput = builder.inputType('SiteAdaptiveContentInput', {
  description: 'Adaptive content settings to change.',
  fields: (t) => ({
    enabled: t.boolean({ description: 'Whether conditions decide what each visitor sees.', required: true }),
  }),
});

const UpdateSiteInput = builder.inputType('UpdateSiteInput', {
  fields: (t) => ({
    ...siteIds(t),
    title: t.string({ description: '2 to 128 characters.' }),
    visibility: t.field({ description: 'Who can see the published site.', type: SiteVisibilityEnum }),
    basename: t.string({ description: '1 to 100 characters; null removes it.' }),
    hostname: t.string({
      description: 'Lowercase DNS name with at least three labels, at most 512 characters; null removes it.',
    }),
    adaptiveContent: t.field({ description: 'Turn adaptive content on or off.', type: SiteAdaptiveContentInput }),
    defaultSiteSpace: t.id(idOf({ description: 'Site space id: the default at the root or in the default section.' })),
    defaultSiteSection: t.id(idOf({ description: 'Section id: the default section.' })),
    proxy: t.string({ description: 'Proxy origin such as example.com/docs; null removes it.' }),
  }),
});

const SiteIdsInput = (name: string) => builder.inputType(name, { fields: (t) => siteIds(t) });

const UpdateSiteAdaptiveSchemaInput = builder.inputType('UpdateSiteAdaptiveSchemaInput', {
  fields: (t) => ({
    ...siteIds(t),
    jsonSchema: t.field({
      type: 'JSON',
      required: true,
      description: 'JSON Schema draft-07: type object, properties, additionalProperties false.',
    }),
  }),
});

const CreateSiteShareKeyInput = builder.inputType('CreateSiteShareKeyInput', {
  fields: (t) => ({ ...siteIds(t), name: t.string({ description: 'A label, 1 to 100 characters.' }) }),
});

const RevokeSiteShareKeyInput = builder.inputType('RevokeSiteShareKeyInput', {
  fields: (t) => ({
    ...siteIds(t),
    shareKeyId: t.id(idOf({ description: 'Id of the share key (its `id`).', required: true })),
  }),
});

const CreateSitePayload = sitePayload('CreateSitePayload');

const UpdateSitePayload = sitePayload('UpdateSitePayload');

const PublishSitePayload = sitePayload('PublishSitePayload');

const UnpublishSitePayload = sitePayload('UnpublishSitePayload');

const DeleteSitePayload = deletedPayload('DeleteSitePayload', 'site');

const UpdateSiteAdaptiveSchemaPayload = builder.simpleObject('UpdateSiteAdaptiveSchemaPayload', {
  fields: (t) => ({
    adaptiveSchema: t.field({ description: 'The schema after the change.', type: SiteAdaptiveSchema }),
  }),
});

const CreateSiteShareKeyPayload = builder.simpleObject('CreateSiteShareKeyPayload', {
  fields: (t) => ({
    shareKey: t.field({ description: 'The new share key (without its secret).', type: SiteShareKeyRef }),
    key: t.string({ description: 'The secret: shown only now. Visitors pass it as `shareKey`.' }),
  }),
});

const RevokeSiteShareKeyPayload = builder.simpleObject('RevokeSiteShareKeyPayload', {
  fields: (t) => ({ revoked: t.boolean({ description: 'False when there was no such share key.' }) }),
});

const RotateSiteVisitorKeyPayload = builder.simpleObject('RotateSiteVisitorKeyPayload', {
  fields: (t) => ({
    site: t.field({ description: 'The site.', type: SiteRef }),
    visitorKey: t.string({ description: 'The new key; tokens signed with the old one stop working.' }),
  }),
});

builder.queryFields((t) => ({
  site: t.field({
    nullable: true,
    type: SiteRef,
    description: 'A site of an organization the caller is a member of (with a role).',
    args: {
      organizationId: t.arg.id(idOf({ description: 'Global id or REST key of the organization.', required: true })),
      siteId: t.arg.id(idOf({ description: 'Global id or REST key of the site.', required: true })),
    },
    resolve: (_, { organizationId, siteId }, ctx) => getSite(ctx, organizationId, siteId),
  }),
  siteAdaptiveSchema: t.field({
    nullable: true,
    type: SiteAdaptiveSchema,
    description: 'The JSON Schema of the visitor claims of a site.',
    args: {
      organizationId: t.arg.id(idOf({ description: 'Global id or REST key of the organization.', required: true })),
      siteId: t.arg.id(idOf({ description: 'Global id or REST key of the site.', required: true })),
    },
    resolve: (_, { organizationId, siteId }, ctx) => getAdaptiveSchema(ctx, organizationId, siteId),
  }),
}));

builder.mutationFields((t) => ({
  createSite: inputMutation(t, {
    type: CreateSitePayload,
    description: 'Creates an unpublished site (create role), optionally publishing spaces at its root level.',
    input: CreateSiteInput,
    resolve: async ({ organizationId, ...rest }, ctx) => ({
      site: await createSite(ctx, organizationId, rest),
    }),
  }),
  updateSite: inputMutation(t, {
    type: UpdateSitePayload,
    description: 'Changes the settings of a site (admin).',
    input: UpdateSiteInput,
    resolve: async ({ organizationId, siteId, ...rest }, ctx) => ({
      site: await updateSite(ctx, organizationId, siteId, rest),
    }),
  }),
  deleteSite: inputMutation(t, {
    type: DeleteSitePayload,
    description: 'Deletes a site with its sections, groups and site spaces; the spaces stay (admin).',
    input: SiteIdsInput('DeleteSiteInput'),
    resolve: async (input, ctx) =>
      deletion('Site', input.siteId, await deleteSite(ctx, input.organizationId, input.siteId)),
  }),
  publishSite: inputMutation(t, {
    type: PublishSitePayload,
    description: 'Makes the site live for the audience of its visibility (admin).',
    input: SiteIdsInput('PublishSiteInput'),
    resolve: async (input, ctx) => ({ site: await setPublished(ctx, input.organizationId, input.siteId, true) }),
  }),
  unpublishSite: inputMutation(t, {
    type: UnpublishSitePayload,
    description: 'Takes the site offline (admin).',
    input: SiteIdsInput('UnpublishSiteInput'),
    resolve: async (input, ctx) => ({
      site: await setPublished(ctx, input.organizationId, input.siteId, false),
    }),
  }),
  updateSiteAdaptiveSchema: inputMutation(t, {
    type: UpdateSiteAdaptiveSchemaPayload,
    description: 'Sets the JSON Schema of the visitor claims (admin).',
    input: UpdateSiteAdaptiveSchemaInput,
    resolve: async (input, ctx) => ({
      adaptiveSchema: await updateAdaptiveSchema(ctx, input.organizationId, input.siteId, input.jsonSchema),
    }),
  }),
  createSiteShareKey: inputMutation(t, {
    type: CreateSiteShareKeyPayload,
    description: 'Creates a share key for a share-link site (admin); the key is returned only here.',
    input: CreateSiteShareKeyInput,
    resolve: ({ organizationId, siteId, ...rest }, ctx) => createShareKey(ctx, organizationId, siteId, rest),
  }),
  revokeSiteShareKey: inputMutation(t, {
    type: RevokeSiteShareKeyPayload,
    description: 'Revokes a share key (admin): links carrying it stop working.',
    input: RevokeSiteShareKeyInput,
    resolve: async (input, ctx) => ({
      revoked: await revokeShareKey(ctx, input.organizationId, input.siteId, input.shareKeyId),
    }),
  }),
  rotateSiteVisitorKey: inputMutation(t, {
    type: RotateSiteVisitorKeyPayload,
    description: 'Replaces the key that signs visitor JWTs (admin).',
    input: SiteIdsInput('RotateSiteVisitorKeyInput'),
    resolve: async (input, ctx) => {
      const site = await rotateVisitorKey(ctx, input.organizationId, input.siteId);
      return { site, visitorKey: site.visitorKey };
    },
  }),
}));
