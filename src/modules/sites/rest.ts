import {
  created,
  createdFrom,
  deleteDocument,
  fileReply,
  LIST,
  minimalOr,
  mutationDocument,
  shaped,
} from '../../rest/documents.ts';
import { deleteReply, type RestInput, type RestReply, route } from '../../rest/route.ts';
import { SEARCH_PAGE_FIELDS } from '../search/rest.ts';
import { SPACE_FIELDS } from '../spaces/rest.ts';
import { SITE_REDIRECT_FIELDS } from './rest-redirects.ts';

const S = '/v1/orgs/{organizationId}/sites';

/** A published file, raw, streamed from storage: addressed by its content hash, so cacheable for good. */
const publishedFileReply = shaped(
  { 200: { binary: true } },
  (file: { name: string; contentType: string; hash: string }, { stream }: RestInput): RestReply =>
    fileReply(file, stream!, { 'cache-control': 'public, max-age=31536000, immutable', etag: `"${file.hash}"` }),
);

/** Fragments; with `(shareKey: $shareKey)` as `urlsArgs`, published URLs carry a valid share key. */
const siteFragment = (urlsArgs = '') => /* GraphQL */ `
  fragment SiteFields on Site {
    object id: key type appliedType title hostname basename proxy { origin target } visibility defaultLevel
    permissions { view access edit create admin installIntegration viewAdaptiveSchema editAdaptiveSchema }
    published siteSpaces: siteSpaceCount createdAt adaptiveContent { enabled } features { id: key plan frozen }
    urls${urlsArgs} { location app preview published }
  }`;
const siteSpaceFragment = (urlsArgs = '') => /* GraphQL */ `
  fragment SiteSpaceFields on SiteSpace {
    object id: key path section: sectionId space { ...SpaceFields } title default condition draft urls${urlsArgs} { published }
  }
  ${SPACE_FIELDS}`;
const sectionFragment = (urlsArgs = '') => /* GraphQL */ `
  fragment SiteSectionFields on SiteSection {
    object id: key title description default draft path condition sectionGroup: sectionGroupId icon
    siteSpaces { ...SiteSpaceFields } urls${urlsArgs} { published }
  }
  ${siteSpaceFragment(urlsArgs)}`;
const EXTERNAL_LINK_FIELDS = /* GraphQL */ `
  fragment SiteExternalLinkFields on SiteExternalLink {
    object id: key title localizedTitle description localizedDescription icon url sectionGroup: sectionGroupId draft condition
  }`;
const groupFragment = (urlsArgs = '') => /* GraphQL */ `
  fragment SiteSectionGroupFields on SiteSectionGroup {
    object id: key title icon draft sections { ...SiteSectionFields }
    children: items {
      __typename
      ... on SiteSection { ...SiteSectionFields }
      ... on SiteExternalLink { ...SiteExternalLinkFields }
    }
  }
  ${sectionFragment(urlsArgs)} ${EXTERNAL_LINK_FIELDS}`;

const SHARED = '(shareKey: $shareKey)';
const SITE_FIELDS = siteFragment();
const ADAPTIVE_SCHEMA = /* GraphQL */ `object jsonSchema updatedAt`;

const mutation = (field: string, inputType: string, select: string, fragments: string) =>
  mutationDocument(field, inputType, { select, fragments });

/** The URL lookup's operation (`POST` and `GET /v1/urls/published`). */
const PUBLISHED_CONTENT_BY_URL = `query ($input: ResolvePublishedUrlInput!) {
  publishedContentByUrl(input: $input) {
    __typename
    ... on PublishedSiteContent {
      site siteSection siteSpace space organization pathname basePath siteBasePath apiToken shareKey complete canonicalUrl
    }
    ... on PublishedContentRedirect { target redirect site }
  }
}`;

export const siteRoutes = [
  route({
    method: 'GET',
    path: '/v1/published/sites/{siteId}/spaces/{spaceId}/files/{fileId}',
    reader: true,
    summary: 'Download a file of a published space',
    description:
      "Answers the bytes of a file of a site's published space at the signed address (`v`, `sig`) that reads with a site token give as `downloadURL`, so a reader's browser loads a published page's images without a token. Cacheable (`ETag` is the content hash); 404 once the site stops publishing the space or the live revision no longer has this version of the file. Quire-only route.",
    query: { v: 'string', sig: 'string' },
    variables: ({ params, query }) => ({ ...params, hash: query.v ?? '', signature: query.sig ?? '' }),
    reply: publishedFileReply,
    operation: `query ($siteId: ID!, $spaceId: ID!, $fileId: ID!, $hash: String!, $signature: String!) {
      publishedFile(siteId: $siteId, spaceId: $spaceId, fileId: $fileId, hash: $hash, signature: $signature) {
        name contentType hash streamContent
      }
    }`,
  }),
  route({
    method: 'POST',
    path: '/v1/urls/published',
    reader: true,
    summary: 'Resolve a URL of a published content',
    description:
      "Tells which published content a reader's URL shows (`https://<site hostname>/<path>`, or the site's address under PUBLIC_URL): site, section, site space (variant) and page path, with `apiToken`, a site token that reads what this visitor sees of the site for a day. A share-link site needs its share key as the first path segment; a visitor-auth site a visitor token (`visitor.jwtToken`: 401 without, or a redirect with `redirectOnError`). No API token needed. Unknown or unpublished: 404.",
    body: true,
    variables: ({ body }) => ({ input: body ?? {} }),
    operation: PUBLISHED_CONTENT_BY_URL,
  }),
  route({
    method: 'GET',
    path: '/v1/urls/published',
    reader: true,
    summary: 'Resolve a URL of a published content (query parameters)',
    description:
      "The same lookup as `POST /v1/urls/published`, with the URL, a visitor token (`visitorAuthToken`) and `redirectOnError` as query parameters (GitBook's older form of the lookup).",
    query: { url: 'string', visitorAuthToken: 'string', redirectOnError: 'boolean' },
    variables: ({ query }) => ({
      input: {
        url: query.url,
        ...(query.visitorAuthToken ? { visitor: { jwtToken: query.visitorAuthToken } } : {}),
        ...(query.redirectOnError !== undefined ? { redirectOnError: query.redirectOnError } : {}),
      },
    }),
    operation: PUBLISHED_CONTENT_BY_URL,
  }),
  // Sites
  route({
    method: 'GET',
    path: S,
    reader: false,
    summary: 'List the docs sites of an organization',
    description:
      'Lists the docs sites of the organization, oldest first, filtered by `space` (sites publishing it), `title`, `published` and `type`. Members with a role may list them.',
    query: { space: 'string', title: 'string', published: 'boolean', type: 'string[]' },
    pick: 'sites',
    operation: `query ($organizationId: ID!, $first: Int, $after: String, $space: ID, $title: String, $published: Boolean, $type: [SiteType!]) {
      organization(id: $organizationId) {
        sites(first: $first, after: $after, space: $space, title: $title, published: $published, type: $type) { ${LIST} edges { node { ...SiteFields } } }
      }
    } ${SITE_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: S,
    reader: false,
    summary: 'Create a docs site',
    description:
      'Creates an unpublished docs site, optionally publishing spaces at its root level. Needs the create role. Answers 201; publish it with the publish route.',
    body: true,
    pick: 'site',
    reply: created,
    operation: mutation('createSite', 'CreateSiteInput', 'site { ...SiteFields }', SITE_FIELDS),
  }),
  route({
    method: 'GET',
    path: `${S}/{siteId}`,
    reader: false,
    summary: 'Get a docs site by its ID',
    description: 'Returns a docs site of the organization with its visibility, URLs and published state.',
    operation: `query ($organizationId: ID!, $siteId: ID!) { site(organizationId: $organizationId, siteId: $siteId) { ...SiteFields } } ${SITE_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: `${S}/{siteId}`,
    reader: false,
    summary: 'Update a docs site',
    description:
      'Changes the settings of a site: title, visibility, hostname, basename, proxy, adaptive content, default section and site space. Needs the admin role.',
    body: true,
    pick: 'site',
    operation: mutation('updateSite', 'UpdateSiteInput', 'site { ...SiteFields }', SITE_FIELDS),
  }),
  route({
    method: 'DELETE',
    path: `${S}/{siteId}`,
    reader: false,
    summary: 'Delete a docs site',
    description:
      'Deletes a site with its sections, section groups and site spaces; the spaces themselves stay. Needs the admin role. Answers 205 when deleted, 204 when there was nothing to delete.',
    reply: deleteReply,
    operation: deleteDocument('deleteSite', 'DeleteSiteInput'),
  }),
  // GitBook's publish/unpublish (not in the seeds; GraphQL publishSite / unpublishSite).
  route({
    method: 'POST',
    path: `${S}/{siteId}/publish`,
    reader: false,
    summary: 'Publish a docs site',
    description: 'Makes the site live for the audience of its visibility. Needs the admin role.',
    pick: 'site',
    operation: mutation('publishSite', 'PublishSiteInput', 'site { ...SiteFields }', SITE_FIELDS),
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/unpublish`,
    reader: false,
    summary: 'Unpublish a docs site',
    description: 'Takes the site offline: its published view answers 404 to visitors. Needs the admin role.',
    pick: 'site',
    operation: mutation('unpublishSite', 'UnpublishSiteInput', 'site { ...SiteFields }', SITE_FIELDS),
  }),
  route({
    method: 'GET',
    path: `${S}/{siteId}/adaptive-schema`,
    reader: false,
    summary: 'Get the visitor-claims schema of a site',
    description: 'Returns the JSON Schema of the visitor claims that adaptive content conditions of the site read.',
    operation: `query ($organizationId: ID!, $siteId: ID!) { siteAdaptiveSchema(organizationId: $organizationId, siteId: $siteId) { ${ADAPTIVE_SCHEMA} } }`,
  }),
  route({
    method: 'PUT',
    path: `${S}/{siteId}/adaptive-schema`,
    reader: false,
    summary: 'Set the visitor-claims schema of a site',
    description:
      'Replaces the JSON Schema of the visitor claims that the conditions of sections and site spaces may use. Needs the admin role.',
    body: true,
    pick: 'adaptiveSchema',
    operation: mutation(
      'updateSiteAdaptiveSchema',
      'UpdateSiteAdaptiveSchemaInput',
      `adaptiveSchema { ${ADAPTIVE_SCHEMA} }`,
      '',
    ),
  }),
  route({
    method: 'GET',
    path: `${S}/{siteId}/adaptive-schema/template-conditions`,
    reader: false,
    summary: 'List condition templates for adaptive content expressions in a site',
    description:
      "Conditions made from the site's visitor claims schema, to start adaptive content from: a boolean claim is true, an enumerated string equals each of its values, another string, number or array claim is set; nested objects are walked. Needs the read role on the site.",
    operation: `query ($organizationId: ID!, $siteId: ID!) {
      siteAdaptiveTemplateConditions(organizationId: $organizationId, siteId: $siteId) { items { description condition } }
    }`,
  }),
  route({
    method: 'GET',
    path: `${S}/{siteId}/publishing/preview`,
    reader: false,
    summary: "Generate a temporary preview URL for a site's published content",
    description:
      "Answers where a member previews the site, published or not (the reader's member preview, `urls.preview`), at the site space `siteSpace` when given. The page needs the member's sign-in, not a token in the URL; `claims`, `draft` and `target` are not taken. Needs the read role on the site.",
    query: { siteSpace: 'string' },
    variables: ({ params, query }) => ({ ...params, siteSpaceId: query.siteSpace ?? null }),
    operation: `query ($organizationId: ID!, $siteId: ID!, $siteSpaceId: ID) {
      sitePublishingPreview(organizationId: $organizationId, siteId: $siteId, siteSpaceId: $siteSpaceId) { url }
    }`,
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/search/prewarm`,
    reader: false,
    summary: "Prewarm a site's search cache",
    description:
      "Indexes the content of the site's spaces for search now, rather than at their first search. Needs the edit role on the site. Answers 204.",
    reply: shaped({ 204: false }, () => ({ status: 204 })),
    operation: mutation('prewarmSiteSearch', 'PrewarmSiteSearchInput', 'indexed', ''),
  }),
  route({
    method: 'GET',
    path: `${S}/{siteId}/published`,
    reader: true,
    summary: 'Get the published view of a site',
    description:
      "Returns what a visitor sees of a published site: its structure, sections, site spaces and customization. No API token needed: a share-link site needs one of its share keys (`shareKey`), a visitor-auth site a visitor token (`jwt_token`); with adaptive content, conditions over the token's claims decide which sections and site spaces appear. Members preview a site whether it is published or not. Unknown or unpublished: 404.",
    query: { shareKey: 'string', jwt_token: 'string' },
    variables: ({ params, query }) => ({ ...params, shareKey: query.shareKey, visitorToken: query.jwt_token }),
    operation: `query ($organizationId: ID!, $siteId: ID!, $shareKey: String, $visitorToken: String) {
      publishedSite(organizationId: $organizationId, siteId: $siteId, shareKey: $shareKey, visitorToken: $visitorToken) {
        object
        site { ...SiteFields }
        structure {
          type
          structure {
            __typename
            ... on SiteSection { ...SiteSectionFields }
            ... on SiteSectionGroup { ...SiteSectionGroupFields }
            ... on SiteSpace { ...SiteSpaceFields }
            ... on SiteExternalLink { ...SiteExternalLinkFields }
          }
        }
        customizations
        scripts { script contentSecurityPolicy cookies }
      }
    } ${siteFragment(SHARED)} ${groupFragment(SHARED)}`,
  }),

  route({
    method: 'GET',
    path: `${S}/{siteId}/structure`,
    reader: false,
    summary: 'Get the full navigation structure of a site',
    description:
      "Returns the whole structure of a site as its members edit it, in order: its sections, section groups and external links with their site spaces (`type: sections`), or the site spaces of a site without sections (`type: siteSpaces`). Unlike the published view, drafts and adaptive conditions do not filter it. `shareKey` puts a share link's key in the published URLs. Needs the read role on the site.",
    query: { shareKey: 'string' },
    operation: `query ($organizationId: ID!, $siteId: ID!, $shareKey: String) {
      site(organizationId: $organizationId, siteId: $siteId) {
        type: structureType
        structure {
          __typename
          ... on SiteSection { ...SiteSectionFields }
          ... on SiteSectionGroup { ...SiteSectionGroupFields }
          ... on SiteSpace { ...SiteSpaceFields }
          ... on SiteExternalLink { ...SiteExternalLinkFields }
        }
      }
    } ${groupFragment(SHARED)}`,
  }),
  route({
    method: 'PATCH',
    path: `${S}/{siteId}/structure/sort`,
    reader: false,
    summary: 'Move a site structure item to a new position',
    description:
      "Moves one item of the site's structure (`item`: `{ type, id }`, a site space, a section, a section group or an external link) right `before` or `after` a sibling (`position`), by the rules of that item's own move: a site space within its section, a section among sections (joining the neighbour's group or the root), a group among the root items. an external link among the root items or the children of its group (joining the neighbour's level). A neighbour of another kind is 400. Needs the create role on the site. Answers the item, or 204 with `Prefer: return=minimal`.",
    body: true,
    reply: minimalOr('item'),
    operation: mutation(
      'sortSiteStructure',
      'SortSiteStructureInput',
      `returnMinimal item {
        __typename
        ... on SiteSection { ...SiteSectionFields }
        ... on SiteSectionGroup { ...SiteSectionGroupFields }
        ... on SiteSpace { ...SiteSpaceFields }
        ... on SiteExternalLink { ...SiteExternalLinkFields }
      }`,
      groupFragment(),
    ),
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/search`,
    reader: true,
    summary: 'Search the content of a site',
    description:
      "Full-text search (`query`) over the published spaces of a site as the visitor sees them, grouped by space, best first; `scope.mode` `default` searches each section's default site space (plus `currentSiteSpace`), `all` every one, `specific` those in `siteSpaceIds`. Readable with a site token, by members, and by anyone on a published site its visibility lets them see.",
    body: true,
    operation: `query ($organizationId: ID!, $siteId: ID!, $input: SiteSearchInput!, $first: Int, $after: String) {
      siteSearch(organizationId: $organizationId, siteId: $siteId, input: $input, first: $first, after: $after) {
        ${LIST} edges { node { type id: key title score pages { ${SEARCH_PAGE_FIELDS} } } }
      }
    }`,
  }),
  route({
    method: 'GET',
    path: `${S}/{siteId}/redirect`,
    reader: true,
    summary: 'Resolve a redirect of a site',
    description:
      'The live redirect a path of a site follows (`source`, after the site address: an exact source first, else the longest wildcard) and its target URL; 404 when the path has none. Seen as the published view is: a site token, a member, or anyone the visibility lets in (`shareKey` for share-link sites).',
    query: { source: 'string', shareKey: 'string' },
    variables: ({ params, query }) => ({ ...params, source: query.source ?? '', shareKey: query.shareKey }),
    operation: `query ($organizationId: ID!, $siteId: ID!, $source: String!, $shareKey: String) {
      siteRedirect(organizationId: $organizationId, siteId: $siteId, source: $source, shareKey: $shareKey) {
        redirect { ...SiteRedirectFields } target
      }
    } ${SITE_REDIRECT_FIELDS}`,
  }),

  // Site sections
  route({
    method: 'GET',
    path: `${S}/{siteId}/sections`,
    reader: false,
    summary: 'List the sections of a site',
    description: 'Lists the sections of a site in structure order, each with its site spaces.',
    query: { shareKey: 'string' },
    operation: `query ($organizationId: ID!, $siteId: ID!, $first: Int, $after: String, $shareKey: String) {
      siteSections(organizationId: $organizationId, siteId: $siteId, first: $first, after: $after) { ${LIST} edges { node { ...SiteSectionFields } } }
    } ${sectionFragment(SHARED)}`,
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/sections`,
    reader: false,
    summary: 'Add a section to a site',
    description:
      'Adds a section whose first site space is the given space. Needs the create role. Answers 201 with the section and its `Location`.',
    body: true,
    reply: createdFrom('section'),
    operation: mutation(
      'addSiteSection',
      'AddSiteSectionInput',
      'location section { ...SiteSectionFields }',
      sectionFragment(),
    ),
  }),
  route({
    method: 'PATCH',
    path: `${S}/{siteId}/sections/{siteSectionId}`,
    reader: false,
    summary: 'Update a section of a site',
    description:
      'Changes a section: title, path, default site space, condition, icon, description or section group. With `Prefer: return=minimal` it answers 204.',
    body: true,
    reply: minimalOr('section'),
    operation: mutation(
      'updateSiteSection',
      'UpdateSiteSectionInput',
      'returnMinimal section { ...SiteSectionFields }',
      sectionFragment(),
    ),
  }),
  route({
    method: 'DELETE',
    path: `${S}/{siteId}/sections/{siteSectionId}`,
    reader: false,
    summary: 'Delete a section of a site',
    description:
      'Deletes a section and its site spaces (the spaces stay). Answers 205 when deleted, 204 when there was nothing to delete.',
    reply: deleteReply,
    operation: deleteDocument('deleteSiteSection', 'DeleteSiteSectionInput'),
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/sections/{siteSectionId}/move`,
    reader: false,
    summary: 'Move a section of a site',
    description:
      'Moves a section before or after another one (joining its level: the root or a group), or to the end of its level.',
    body: true,
    pick: 'section',
    operation: mutation(
      'moveSiteSection',
      'MoveSiteSectionInput',
      'section { ...SiteSectionFields }',
      sectionFragment(),
    ),
  }),

  // Site section groups
  route({
    method: 'GET',
    path: `${S}/{siteId}/section-groups`,
    reader: false,
    summary: 'List the section groups of a site',
    description: 'Lists the section groups of a site in structure order, each with its sections.',
    operation: `query ($organizationId: ID!, $siteId: ID!, $first: Int, $after: String) {
      siteSectionGroups(organizationId: $organizationId, siteId: $siteId, first: $first, after: $after) { ${LIST} edges { node { ...SiteSectionGroupFields } } }
    } ${groupFragment()}`,
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/section-groups`,
    reader: false,
    summary: 'Add a section group to a site',
    description: 'Adds a section group at the end of the site, with the listed sections moved into it. Answers 201.',
    body: true,
    reply: createdFrom('sectionGroup'),
    operation: mutation(
      'addSiteSectionGroup',
      'AddSiteSectionGroupInput',
      'location sectionGroup { ...SiteSectionGroupFields }',
      groupFragment(),
    ),
  }),
  route({
    method: 'PATCH',
    path: `${S}/{siteId}/section-groups/{siteSectionGroupId}`,
    reader: false,
    summary: 'Update a section group of a site',
    description: 'Changes the title or the icon of a section group. With `Prefer: return=minimal` it answers 204.',
    body: true,
    reply: minimalOr('sectionGroup'),
    operation: mutation(
      'updateSiteSectionGroup',
      'UpdateSiteSectionGroupInput',
      'returnMinimal sectionGroup { ...SiteSectionGroupFields }',
      groupFragment(),
    ),
  }),
  route({
    method: 'DELETE',
    path: `${S}/{siteId}/section-groups/{siteSectionGroupId}`,
    reader: false,
    summary: 'Delete a section group of a site',
    description:
      'Deletes a section group; its sections stay in the site, at its place. Answers 205 when deleted, 204 when there was nothing to delete.',
    reply: deleteReply,
    operation: deleteDocument('deleteSiteSectionGroup', 'DeleteSiteSectionGroupInput'),
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/section-groups/{siteSectionGroupId}/sections`,
    reader: false,
    summary: 'Add a section to a section group',
    description: 'Puts a section of the site at the end of a section group.',
    body: true,
    pick: 'sectionGroup',
    operation: mutation(
      'addSectionToSiteSectionGroup',
      'AddSectionToSiteSectionGroupInput',
      'sectionGroup { ...SiteSectionGroupFields }',
      groupFragment(),
    ),
  }),
  route({
    method: 'DELETE',
    path: `${S}/{siteId}/section-groups/{siteSectionGroupId}/sections/{siteSectionId}`,
    reader: false,
    summary: 'Remove a section from a section group',
    description:
      'Takes a section out of a group; it stays in the site, right after the group. Answers 205 when removed, 204 when it was not in the group.',
    reply: deleteReply,
    operation: deleteDocument('removeSectionFromSiteSectionGroup', 'RemoveSectionFromSiteSectionGroupInput'),
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/section-groups/{siteSectionGroupId}/move`,
    reader: false,
    summary: 'Move a section group of a site',
    description: 'Moves a section group before or after a root section or group, or to the end.',
    body: true,
    pick: 'sectionGroup',
    operation: mutation(
      'moveSiteSectionGroup',
      'MoveSiteSectionGroupInput',
      'sectionGroup { ...SiteSectionGroupFields }',
      groupFragment(),
    ),
  }),

  // Site spaces
  route({
    method: 'GET',
    path: `${S}/{siteId}/site-spaces`,
    reader: false,
    summary: 'List the site spaces of a site',
    description:
      'Lists the site spaces (the spaces a site publishes, with their path and condition) in structure order; `default=true` keeps only the default site space of each section, `default=false` the others.',
    query: { shareKey: 'string', default: 'boolean' },
    operation: `query ($organizationId: ID!, $siteId: ID!, $first: Int, $after: String, $shareKey: String, $default: Boolean) {
      siteSpaces(organizationId: $organizationId, siteId: $siteId, first: $first, after: $after, default: $default) { ${LIST} edges { node { ...SiteSpaceFields } } }
    } ${siteSpaceFragment(SHARED)}`,
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/site-spaces`,
    reader: false,
    summary: 'Add a space to a site',
    description:
      'Adds a space to a section of the site (default: the default section, or the root of a site without sections). Answers 201 with the site space, or 204 with `Prefer: return=minimal`.',
    body: true,
    reply: shaped({ 201: 'siteSpace', 204: false }, (value: Record<string, unknown> | null) =>
      value?.returnMinimal ? minimalOr('siteSpace')(value) : createdFrom('siteSpace')(value),
    ),
    operation: mutation(
      'addSiteSpace',
      'AddSiteSpaceInput',
      'returnMinimal location siteSpace { ...SiteSpaceFields }',
      siteSpaceFragment(),
    ),
  }),
  route({
    method: 'PATCH',
    path: `${S}/{siteId}/site-spaces/{siteSpaceId}`,
    reader: false,
    summary: 'Update a site space',
    description:
      'Changes the path or the visibility condition of a site space. With `Prefer: return=minimal` it answers 204.',
    body: true,
    reply: minimalOr('siteSpace'),
    operation: mutation(
      'updateSiteSpace',
      'UpdateSiteSpaceInput',
      'returnMinimal siteSpace { ...SiteSpaceFields }',
      siteSpaceFragment(),
    ),
  }),
  route({
    method: 'DELETE',
    path: `${S}/{siteId}/site-spaces/{siteSpaceId}`,
    reader: false,
    summary: 'Remove a space from a site',
    description:
      'Removes a site space from the site; the space itself stays. Answers 205 when removed, 204 when there was nothing to remove.',
    reply: deleteReply,
    operation: deleteDocument('deleteSiteSpace', 'DeleteSiteSpaceInput'),
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/site-spaces/{siteSpaceId}/duplicate`,
    reader: false,
    summary: 'Duplicate a space in a site',
    description:
      "Copies the space of the site space (every page, file and reusable content of its live revision) and publishes the copy right after it: in a new section of its own (`<title> (copy)`) when it was its section's only variant, else as another variant of the same section or root level, with the same condition and customization overrides. `draft: true` is refused (400): Quire has no draft site spaces. Needs the create role on the site and what duplicating the space needs. Answers 201 with the new site space and its `Location`.",
    body: true,
    reply: createdFrom('siteSpace'),
    operation: mutation(
      'duplicateSiteSpace',
      'DuplicateSiteSpaceInput',
      'location siteSpace { ...SiteSpaceFields }',
      siteSpaceFragment(),
    ),
  }),

  // External links
  route({
    method: 'POST',
    path: `${S}/{siteId}/external-links`,
    reader: false,
    summary: "Add an external link to a site's navigation",
    description:
      "Adds a link to an absolute http(s) URL at the end of the site's root, or of the section group `parent` (never in a section). The site must have sections (400 otherwise). A `draft` link, or one whose `condition` fails for the visitor (adaptive content), stays out of the published structure and of the reader's navigation. Needs the create role on the site. Answers 201 with the link and its `Location`; move it with `structure/sort`.",
    body: true,
    reply: createdFrom('externalLink'),
    operation: mutation(
      'addSiteExternalLink',
      'AddSiteExternalLinkInput',
      'location externalLink { ...SiteExternalLinkFields }',
      EXTERNAL_LINK_FIELDS,
    ),
  }),
  route({
    method: 'PATCH',
    path: `${S}/{siteId}/external-links/{siteExternalLinkId}`,
    reader: false,
    summary: "Update an external link in a site's navigation",
    description:
      'Changes an external link (title, URL, description, icon, localized texts, draft, condition); `parent` moves it to the end of a section group, `null` to the root. Needs the create role on the site. With `Prefer: return=minimal` it answers 204.',
    body: true,
    reply: minimalOr('externalLink'),
    operation: mutation(
      'updateSiteExternalLink',
      'UpdateSiteExternalLinkInput',
      'returnMinimal externalLink { ...SiteExternalLinkFields }',
      EXTERNAL_LINK_FIELDS,
    ),
  }),
  route({
    method: 'DELETE',
    path: `${S}/{siteId}/external-links/{siteExternalLinkId}`,
    reader: false,
    summary: "Delete an external link from a site's navigation",
    description:
      'Deletes an external link. Needs the create role on the site. Answers 205 when deleted, 204 when there was no such link.',
    reply: deleteReply,
    operation: deleteDocument('deleteSiteExternalLink', 'DeleteSiteExternalLinkInput'),
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/site-spaces/{siteSpaceId}/move`,
    reader: false,
    summary: 'Move a site space',
    description: 'Moves a site space before or after another one of its section, or to the end.',
    body: true,
    pick: 'siteSpace',
    operation: mutation('moveSiteSpace', 'MoveSiteSpaceInput', 'siteSpace { ...SiteSpaceFields }', siteSpaceFragment()),
  }),
];
