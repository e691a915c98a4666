/** The /v1 rows of site redirects (redirects.ts); the lookup by path is in rest.ts with the reader's rows. */
import { deleteDocument, LIST, mutationDocument } from '../../rest/documents.ts';
import { deleteReply, route } from '../../rest/route.ts';

const S = '/v1/orgs/{organizationId}/sites/{siteId}/redirects';

export const SITE_REDIRECT_FIELDS = /* GraphQL */ `
  fragment SiteRedirectFields on SiteRedirect {
    object id: key source draft captureWildcard permanent destination createdAt updatedAt
  }`;

export const redirectRoutes = [
  route({
    method: 'GET',
    path: S,
    reader: false,
    summary: 'List all URL redirect rules configured for a site',
    description:
      'Lists the live redirects of a site (`draft=true`: the drafts), newest first or by `orderBy` (`createdAt`, `updatedAt`, `source`); `search` keeps the sources containing it. Needs a role in the organization.',
    query: { search: 'string', draft: 'boolean', orderBy: 'string' },
    variables: ({ params, query }) => ({
      ...params,
      first: query.limit,
      after: query.page,
      search: query.search,
      draft: query.draft,
      orderBy: query.orderBy,
    }),
    operation: `query ($organizationId: ID!, $siteId: ID!, $first: Int, $after: String, $search: String, $draft: Boolean, $orderBy: SiteRedirectOrderBy) {
      siteRedirects(organizationId: $organizationId, siteId: $siteId, first: $first, after: $after, search: $search, draft: $draft, orderBy: $orderBy) {
        ${LIST} edges { node { ...SiteRedirectFields } }
      }
    } ${SITE_REDIRECT_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: S,
    reader: false,
    summary: 'Create a URL redirect rule for a site',
    description:
      'Creates a redirect from a source path (after the site address; a trailing `*` is a wildcard) to a section, a site space, a page (`site-page`, or `path` in a space the site publishes) or an external URL. 409 when a redirect from that source exists (live or draft alike). Needs the admin role. Answers 201.',
    body: true,
    status: 201,
    pick: 'redirect',
    operation: mutationDocument('createSiteRedirect', 'CreateSiteRedirectInput', {
      select: 'location redirect { ...SiteRedirectFields }',
      fragments: SITE_REDIRECT_FIELDS,
    }),
  }),
  route({
    method: 'PUT',
    path: S,
    reader: false,
    summary: 'Create, update, delete, or publish site redirect rules in bulk',
    description:
      'Runs up to 500 operations, each on its own: upsert a live or draft redirect, delete it (`destination: null`), or publish a draft (`intent: publish`). Answers the result of each (`created`, `updated`, `deleted`, `published` or `error` with the reason). Needs the admin role.',
    body: true,
    operation: mutationDocument('upsertSiteRedirects', 'UpsertSiteRedirectsInput', {
      select: 'results { status source draft id: redirectId error }',
    }),
  }),
  route({
    method: 'PATCH',
    path: `${S}/{siteRedirectId}`,
    reader: false,
    summary: 'Update a site redirect rule',
    description:
      'Changes the source, destination, wildcard capture, permanence or draft state of a redirect (`draft: false` publishes a draft); 409 when another redirect has that source. Needs the admin role.',
    body: true,
    pick: 'redirect',
    operation: mutationDocument('updateSiteRedirect', 'UpdateSiteRedirectInput', {
      select: 'redirect { ...SiteRedirectFields }',
      fragments: SITE_REDIRECT_FIELDS,
    }),
  }),
  route({
    method: 'DELETE',
    path: `${S}/{siteRedirectId}`,
    reader: false,
    summary: 'Delete a site redirect rule',
    description:
      'Deletes a redirect. Answers 205 when deleted, 204 when there was nothing to delete. Needs the admin role.',
    reply: deleteReply,
    operation: deleteDocument('deleteSiteRedirect', 'DeleteSiteRedirectInput'),
  }),
];
