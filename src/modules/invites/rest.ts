import { deleteReply, route } from '../../rest/route.ts';
import { mutationDocument } from '../../rest/documents.ts';
import { SPACE_FIELDS } from '../spaces/rest.ts';
import { COLLECTION_FIELDS } from '../collections/rest.ts';

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

const mutation = (field: string, inputType: string) =>
  mutationDocument(field, inputType, { select: 'invite { ...InviteLinkFields }', fragments: INVITE_FIELDS });

export const inviteRoutes = [
  // List and create are GitBook endpoints the seeds leave out (differences.md §1); the list
  // holds the organization invites only, like GitBook's.
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/link-invites',
    pick: 'invites',
    operation: `query ($organizationId: ID!, $first: Int, $after: String) {
      organization(id: $organizationId) {
        invites(first: $first, after: $after, kind: ORGANIZATION) { totalCount pageInfo { hasNextPage endCursor } edges { node { ...InviteLinkFields } } }
      }
    } ${INVITE_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/link-invites',
    body: true,
    pick: 'invite',
    status: 201,
    operation: mutation('createInviteLink', 'CreateInviteLinkInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/link-invites/{inviteId}',
    pick: 'invite',
    operation: `query ($organizationId: ID!, $inviteId: ID!) {
      organization(id: $organizationId) { invite(inviteId: $inviteId) { ...InviteLinkFields } }
    } ${INVITE_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/orgs/{organizationId}/link-invites/{inviteId}',
    body: true,
    pick: 'invite',
    operation: mutation('updateInviteLink', 'UpdateInviteLinkInput'),
  }),
  route({
    method: 'DELETE',
    path: '/v1/orgs/{organizationId}/link-invites/{inviteId}',
    reply: deleteReply,
    operation: `mutation ($input: DeleteInviteLinkInput!) {
      deleteInviteLink(input: $input) {
        __typename
        ... on DeleteInviteLinkPayload { deleted }
        ... on BaseError { message status }
      }
    }`,
  }),
];
