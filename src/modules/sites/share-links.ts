/**
 * GitBook's share-link routes of a site (list, create, rename or turn off, delete): a share link is
 * Quire's share key, whose secret is shown once, in the create answer's `urls.published`.
 */
import { deleteDocument, LIST, mutationDocument } from '../../rest/documents.ts';
import { deleteReply, route } from '../../rest/route.ts';

const SHARE_LINK_FIELDS = /* GraphQL */ `
  fragment SiteShareLinkFields on SiteShareKey { object id: key createdAt name active urls { published } }
`;

const P = '/v1/orgs/{organizationId}/sites/{siteId}/share-links';

export const shareLinkRoutes = [
  route({
    method: 'GET',
    path: P,
    reader: false,
    summary: 'List the share links of a site',
    description:
      'Lists the share links of a site, oldest first; `search` keeps those whose name contains it. Needs the admin role on the site. The keys themselves are never listed: Quire keeps only their hash.',
    query: { search: 'string' },
    pick: 'shareLinks',
    operation: `query ($organizationId: ID!, $siteId: ID!, $first: Int, $after: String, $search: String) {
      site(organizationId: $organizationId, siteId: $siteId) {
        shareLinks(first: $first, after: $after, search: $search) { ${LIST} edges { node { ...SiteShareLinkFields } } }
      }
    } ${SHARE_LINK_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: P,
    reader: false,
    summary: 'Create a share link for a site',
    description:
      'Creates a share link (admin) and answers 201. Its key shows only in this answer, inside `urls.published` (present while the site is published with the `share-link` visibility); visitors open the site with it as the first path segment or as `shareKey`.',
    body: true,
    status: 201,
    pick: 'shareLink',
    operation: mutationDocument('createSiteShareLink', 'CreateSiteShareLinkInput', {
      select: 'shareLink { ...SiteShareLinkFields }',
      fragments: SHARE_LINK_FIELDS,
    }),
  }),
  route({
    method: 'PATCH',
    path: `${P}/{shareLinkId}`,
    reader: false,
    summary: 'Update a share link of a site',
    description:
      'Renames a share link, or turns it off (`active: false`: the link opens nothing, as an unknown key) and on again. Needs the admin role.',
    body: true,
    pick: 'shareLink',
    operation: mutationDocument('updateSiteShareLink', 'UpdateSiteShareLinkInput', {
      select: 'shareLink { ...SiteShareLinkFields }',
      fragments: SHARE_LINK_FIELDS,
    }),
  }),
  route({
    method: 'DELETE',
    path: `${P}/{shareLinkId}`,
    reader: false,
    summary: 'Delete a share link of a site',
    description:
      'Deletes a share link (admin): links carrying its key stop working. Answers 205 when deleted, 204 when there was nothing to delete.',
    reply: deleteReply,
    operation: deleteDocument('deleteSiteShareLink', 'DeleteSiteShareLinkInput'),
  }),
];
