import { deleteReply, route } from '../../rest/route.ts';
import {
  created,
  createdFrom,
  deleteDocument,
  LIST,
  minimalOr,
  mutationDocument,
  shaped,
} from '../../rest/documents.ts';
import { SPACE_FIELDS } from '../spaces/rest.ts';

const S = '/v1/orgs/{organizationId}/sites';

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
const groupFragment = (urlsArgs = '') => /* GraphQL */ `
  fragment SiteSectionGroupFields on SiteSectionGroup {
    object id: key title icon draft sections { ...SiteSectionFields } children { ...SiteSectionFields }
  }
  ${sectionFragment(urlsArgs)}`;

const SHARED = '(shareKey: $shareKey)';
const SITE_FIELDS = siteFragment();
const ADAPTIVE_SCHEMA = /* GraphQL */ `object jsonSchema updatedAt`;

const mutation = (field: string, inputType: string, select: string, fragments: string) =>
  mutationDocument(field, inputType, { select, fragments });

export const siteRoutes = [
  // Sites
  route({
    method: 'GET',
    path: S,
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
    body: true,
    pick: 'site',
    reply: created,
    operation: mutation('createSite', 'CreateSiteInput', 'site { ...SiteFields }', SITE_FIELDS),
  }),
  route({
    method: 'GET',
    path: `${S}/{siteId}`,
    operation: `query ($organizationId: ID!, $siteId: ID!) { site(organizationId: $organizationId, siteId: $siteId) { ...SiteFields } } ${SITE_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: `${S}/{siteId}`,
    body: true,
    pick: 'site',
    operation: mutation('updateSite', 'UpdateSiteInput', 'site { ...SiteFields }', SITE_FIELDS),
  }),
  route({
    method: 'DELETE',
    path: `${S}/{siteId}`,
    reply: deleteReply,
    operation: deleteDocument('deleteSite', 'DeleteSiteInput'),
  }),
  // GitBook's publish/unpublish (not in the seeds; GraphQL publishSite / unpublishSite).
  route({
    method: 'POST',
    path: `${S}/{siteId}/publish`,
    pick: 'site',
    operation: mutation('publishSite', 'PublishSiteInput', 'site { ...SiteFields }', SITE_FIELDS),
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/unpublish`,
    pick: 'site',
    operation: mutation('unpublishSite', 'UnpublishSiteInput', 'site { ...SiteFields }', SITE_FIELDS),
  }),
  route({
    method: 'GET',
    path: `${S}/{siteId}/adaptive-schema`,
    operation: `query ($organizationId: ID!, $siteId: ID!) { siteAdaptiveSchema(organizationId: $organizationId, siteId: $siteId) { ${ADAPTIVE_SCHEMA} } }`,
  }),
  route({
    method: 'PUT',
    path: `${S}/{siteId}/adaptive-schema`,
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
    path: `${S}/{siteId}/published`,
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
          }
        }
        customizations
        scripts { script contentSecurityPolicy cookies }
      }
    } ${siteFragment(SHARED)} ${groupFragment(SHARED)}`,
  }),

  // Site sections
  route({
    method: 'GET',
    path: `${S}/{siteId}/sections`,
    query: { shareKey: 'string' },
    operation: `query ($organizationId: ID!, $siteId: ID!, $first: Int, $after: String, $shareKey: String) {
      siteSections(organizationId: $organizationId, siteId: $siteId, first: $first, after: $after) { ${LIST} edges { node { ...SiteSectionFields } } }
    } ${sectionFragment(SHARED)}`,
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/sections`,
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
    reply: deleteReply,
    operation: deleteDocument('deleteSiteSection', 'DeleteSiteSectionInput'),
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/sections/{siteSectionId}/move`,
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
    operation: `query ($organizationId: ID!, $siteId: ID!, $first: Int, $after: String) {
      siteSectionGroups(organizationId: $organizationId, siteId: $siteId, first: $first, after: $after) { ${LIST} edges { node { ...SiteSectionGroupFields } } }
    } ${groupFragment()}`,
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/section-groups`,
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
    reply: deleteReply,
    operation: deleteDocument('deleteSiteSectionGroup', 'DeleteSiteSectionGroupInput'),
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/section-groups/{siteSectionGroupId}/sections`,
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
    reply: deleteReply,
    operation: deleteDocument('removeSectionFromSiteSectionGroup', 'RemoveSectionFromSiteSectionGroupInput'),
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/section-groups/{siteSectionGroupId}/move`,
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
    query: { shareKey: 'string', default: 'boolean' },
    operation: `query ($organizationId: ID!, $siteId: ID!, $first: Int, $after: String, $shareKey: String, $default: Boolean) {
      siteSpaces(organizationId: $organizationId, siteId: $siteId, first: $first, after: $after, default: $default) { ${LIST} edges { node { ...SiteSpaceFields } } }
    } ${siteSpaceFragment(SHARED)}`,
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/site-spaces`,
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
    reply: deleteReply,
    operation: deleteDocument('deleteSiteSpace', 'DeleteSiteSpaceInput'),
  }),
  route({
    method: 'POST',
    path: `${S}/{siteId}/site-spaces/{siteSpaceId}/move`,
    body: true,
    pick: 'siteSpace',
    operation: mutation('moveSiteSpace', 'MoveSiteSpaceInput', 'siteSpace { ...SiteSpaceFields }', siteSpaceFragment()),
  }),
];
