/** A site's authoring aids: adaptive template conditions, the publishing preview and search prewarming. */
import { builder } from '../../../graphql/builder.ts';
import { inputMutation, pathId } from '../../../graphql/fields.ts';
import { idOf } from '../../../graphql/global-ids.ts';
import { listTemplateConditions, prewarmSiteSearch, sitePreviewUrl } from '../service.ts';

const SiteAdaptiveTemplateCondition = builder.simpleObject('SiteAdaptiveTemplateCondition', {
  description: "A ready-made adaptive condition over a claim of the site's visitor schema.",
  fields: (t) => ({
    description: t.string({ description: 'What the condition checks, in words.' }),
    condition: t.string({ description: 'The expression (e.g. `visitor.claims.plan == "pro"`).' }),
  }),
});

const SiteAdaptiveTemplateConditions = builder.simpleObject('SiteAdaptiveTemplateConditions', {
  description: "The template conditions of a site's visitor schema.",
  fields: (t) => ({
    items: t.field({ type: [SiteAdaptiveTemplateCondition], description: 'In the order the schema lists its claims.' }),
  }),
});

const SitePublishingPreview = builder.simpleObject('SitePublishingPreview', {
  description: "Where a member previews a site's content, published or not.",
  fields: (t) => ({
    url: t.string({
      description: "The member preview (the reader's `/preview/...` pages; needs the member's sign-in).",
    }),
  }),
});

const siteArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  organizationId: t.arg.id(idOf({ description: 'Global id or REST key of the organization.', required: true })),
  siteId: t.arg.id(idOf({ description: 'Global id or REST key of the site.', required: true })),
});

builder.queryFields((t) => ({
  siteAdaptiveTemplateConditions: t.field({
    type: SiteAdaptiveTemplateConditions,
    nullable: true,
    description:
      "Conditions made from the site's visitor claims schema, to start adaptive content from: a boolean claim is true, an enumerated string equals each value, another claim is set (read role).",
    args: siteArgs(t),
    resolve: async (_, { organizationId, siteId }, ctx) => ({
      items: await listTemplateConditions(ctx, organizationId, siteId),
    }),
  }),
  sitePublishingPreview: t.field({
    type: SitePublishingPreview,
    nullable: true,
    description: 'Where a member previews the site, at a site space when given (read role).',
    args: {
      ...siteArgs(t),
      siteSpaceId: t.arg.id(idOf({ description: 'Preview at this site space (REST: `siteSpace`).' })),
    },
    resolve: (_, { organizationId, siteId, siteSpaceId }, ctx) =>
      sitePreviewUrl(ctx, organizationId, siteId, siteSpaceId),
  }),
}));

const PrewarmSiteSearchInput = builder.inputType('PrewarmSiteSearchInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    siteId: pathId(t, 'site'),
  }),
});

const PrewarmSiteSearchPayload = builder.simpleObject('PrewarmSiteSearchPayload', {
  fields: (t) => ({
    indexed: t.boolean({ description: "True: the site's spaces are indexed up to their current content." }),
  }),
});

builder.mutationFields((t) => ({
  prewarmSiteSearch: inputMutation(t, {
    type: PrewarmSiteSearchPayload,
    description:
      "Indexes the content of the site's spaces for search now, rather than at their first search (edit role on the site).",
    input: PrewarmSiteSearchInput,
    resolve: async ({ organizationId, siteId }, ctx) => ({
      indexed: await prewarmSiteSearch(ctx, organizationId, siteId),
    }),
  }),
}));
