/** GraphQL of what a site's readers ask besides pages: site search (redirects: redirects.ts). */
import { builder } from '../../../graphql/builder.ts';
import { connectionOf } from '../../../graphql/connections.ts';
import { idOf } from '../../../graphql/global-ids.ts';
import { SearchSpaceResult } from '../../search/schema.ts';
import { latestOpenAPIContent, type SiteSearchInput as SearchInput, searchSite } from '../reader.ts';

const SiteSearchScopeInput = builder.inputType('SiteSearchScopeInput', {
  description: 'Which site spaces a site search covers.',
  fields: (t) => ({
    mode: t.string({
      required: true,
      description: "`default` (each section's default), `extended` or `all` (every site space), `specific`.",
    }),
    currentSiteSpace: t.string({ description: 'A site space always searched (mode `default`).' }),
    siteSpaceIds: t.idList(idOf({ description: 'The site spaces to search (mode `specific`).' })),
    restrictTo: t.string({ description: 'Accepted; no effect here.' }),
  }),
});

const SiteSearchInput = builder.inputType('SiteSearchInput', {
  description: 'A search over the published spaces of a site.',
  fields: (t) => ({
    query: t.string({ required: true, description: 'Full-text query, at most 512 characters.' }),
    scope: t.field({ type: SiteSearchScopeInput, description: 'Which site spaces to search (default: `default`).' }),
    mode: t.string({ description: 'Older form of the scope: `specific`, `current` or `all`.' }),
    siteSpaceIds: t.idList(idOf({ description: 'Older form: the site spaces to search (`specific`).' })),
    siteSpaceId: t.id(idOf({ description: 'Older form: the current site space (`current`).' })),
  }),
});

const OpenAPISpecContentUrls = builder.simpleObject('OpenAPISpecContentUrls', {
  description: 'Addresses of an OpenAPI specification content.',
  fields: (t) => ({
    source: t.string({ description: 'Where the specification comes from.' }),
    public: t.string({
      nullable: true,
      description: 'Public URL of the specification; null for a private one.',
      extensions: { restNull: true },
    }),
  }),
});

const OpenAPISpecContent = builder.simpleObject('OpenAPISpecContent', {
  description: 'The latest processed version of an OpenAPI specification, as OpenAPI blocks read it.',
  fields: (t) => ({
    filesystem: t.field({
      type: 'JSON',
      description: "The files of the specification (one: the document), as GitBook's openapi-parser reads them.",
    }),
    urls: t.field({ type: OpenAPISpecContentUrls, description: 'Its source and public URLs.' }),
  }),
});

builder.queryFields((t) => ({
  openAPISpecLatestContent: t.field({
    type: OpenAPISpecContent,
    nullable: true,
    description:
      "The latest processed version of an organization's OpenAPI specification, for OpenAPI blocks: members, and " +
      "site tokens of the organization's sites. Not found while no version was processed.",
    args: {
      organizationId: t.arg.id(idOf({ required: true, description: 'Id of the organization.' })),
      slug: t.arg.string({ required: true, description: 'Slug of the specification.' }),
    },
    resolve: (_, { organizationId, slug }, ctx) => latestOpenAPIContent(ctx, organizationId, slug),
  }),
  siteSearch: t.connection(
    {
      type: SearchSpaceResult,
      nullable: true,
      description:
        "Full-text search over a site's published spaces as the visitor sees them (a site token, a member's preview, " +
        'or the visibility of a published site), grouped by space, best first.',
      args: {
        organizationId: t.arg.id(idOf({ required: true, description: 'Id of the organization.' })),
        siteId: t.arg.id(idOf({ required: true, description: 'Id of the site.' })),
        input: t.arg({ type: SiteSearchInput, required: true, description: 'The query and its scope.' }),
      },
      resolve: (_, { organizationId, siteId, input, ...args }, ctx) =>
        searchSite(ctx, organizationId, siteId, input as SearchInput, args),
    },
    connectionOf(SearchSpaceResult),
  ),
}));
