import { deleteDocument, LIST, mutationDocument, mutationsReturning } from '../../rest/documents.ts';
import { deleteReply, route } from '../../rest/route.ts';
import { COLLECTION_FIELDS } from '../collections/rest.ts';
import { SPACE_FIELDS } from '../spaces/rest.ts';

/** GitBook's OrganizationInviteLink: `{ role }`, `{ level, space }` or `{ level, collection }`. */
export const INVITE_FIELDS = /* GraphQL */ `
  fragment InviteLinkFields on InviteLink {
    __typename object id: key redundant
    ... on OrganizationInviteLink { role }
    ... on SpaceInviteLink { level space { ...SpaceFields } }
    ... on CollectionInviteLink { level collection { ...CollectionFields } }
  }
  ${SPACE_FIELDS}
  ${COLLECTION_FIELDS}
`;

const mutation = mutationsReturning('invite', INVITE_FIELDS);

export const inviteRoutes = [
  // List and create are GitBook endpoints the seeds leave out (differences.md §1); the list
  // holds the organization invites only, like GitBook's.
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/link-invites',
    reader: false,
    summary: 'List the invite links of an organization',
    description:
      'Lists the invite links to the organization and to its spaces and collections, oldest first. Organization admins only.',
    pick: 'invites',
    operation: `query ($organizationId: ID!, $first: Int, $after: String) {
      organization(id: $organizationId) {
        invites(first: $first, after: $after, kind: ORGANIZATION) { ${LIST} edges { node { ...InviteLinkFields } } }
      }
    } ${INVITE_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/link-invites',
    reader: false,
    summary: 'Create an invite link',
    description:
      'Creates an invite link to the organization with a role (organization admins), or to a space or collection with a content level (admins of it). Answers 201 with the link.',
    body: true,
    pick: 'invite',
    status: 201,
    operation: mutation('createInviteLink', 'CreateInviteLinkInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/link-invites/{inviteId}',
    reader: false,
    summary: 'Get an invite link by its ID',
    description: 'Returns an invite link that the caller manages.',
    pick: 'invite',
    operation: `query ($organizationId: ID!, $inviteId: ID!) {
      organization(id: $organizationId) { invite(inviteId: $inviteId) { ...InviteLinkFields } }
    } ${INVITE_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/orgs/{organizationId}/link-invites/{inviteId}',
    reader: false,
    summary: 'Update an invite link',
    description:
      'Changes the role of an organization invite link or the content level of a space or collection invite link.',
    body: true,
    pick: 'invite',
    operation: mutation('updateInviteLink', 'UpdateInviteLinkInput'),
  }),
  route({
    method: 'DELETE',
    path: '/v1/orgs/{organizationId}/link-invites/{inviteId}',
    reader: false,
    summary: 'Delete an invite link',
    description:
      'Deletes an invite link; it stops working at once. Answers 205 when deleted, 204 when there was nothing to delete.',
    reply: deleteReply,
    operation: deleteDocument('deleteInviteLink', 'DeleteInviteLinkInput'),
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/invites',
    reader: false,
    summary: 'Invite users in an organization',
    description:
      "Organization admins add the users with these `emails` as members: each with its own `role` (`{ email, role }`), else the body's `role`, else the organization's default role; `sso` marks them as single sign-on members. Quire sends no email, so the accounts must exist: an email with no account is a 400 that adds no one. Members already there keep their membership. Answers the ids of the users added and their number.",
    body: true,
    operation: mutationDocument('inviteUsersToOrganization', 'InviteUsersToOrganizationInput', {
      select: 'users invited',
    }),
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/invites/{inviteId}',
    reader: false,
    summary: 'Join an organization with an invite',
    description:
      "Joins the organization (or gets access to a space or collection of it) through an invite link: `inviteId` is the link's secret, the last segment of its join URL. Refused (403) when the organization turned invite links off or the caller's membership is disabled; an unknown secret, or one of another organization, is 404. Answers `{}`.",
    variables: ({ params }) => ({ input: { secret: params.inviteId, organizationId: params.organizationId } }),
    operation: mutationDocument('joinOrganizationWithInvite', 'JoinOrganizationWithInviteInput', {
      select: '__typename',
    }),
  }),
];
