import { deleteReply, route } from '../../rest/route.ts';
import { mutationDocument } from '../../rest/documents.ts';

export const MEMBER_FIELDS = /* GraphQL */ `
  fragment MemberFields on OrganizationMember {
    object id: key role
    user { object id: key displayName email photoURL urls { location } }
    disabled joinedAt lastSeenAt sso spaces teams sites
  }
`;

const memberMutation = (field: string, input: string) =>
  mutationDocument(field, input, { select: 'member { ...MemberFields }', fragments: MEMBER_FIELDS });

export const memberRoutes = [
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/members',
    query: { order: 'string', role: 'string', search: 'string', sort: 'string' },
    pick: 'members',
    operation: `query ($organizationId: ID!, $first: Int, $after: String, $order: Order, $role: MemberRoleFilter, $search: String, $sort: MemberSort) {
      organization(id: $organizationId) {
        members(first: $first, after: $after, order: $order, role: $role, search: $search, sort: $sort) {
          totalCount pageInfo { hasNextPage endCursor } edges { node { ...MemberFields } }
        }
      }
    } ${MEMBER_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/members/{userId}',
    pick: 'member',
    operation: `query ($organizationId: ID!, $userId: ID!) {
      organization(id: $organizationId) { member(userId: $userId) { ...MemberFields } }
    } ${MEMBER_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/orgs/{organizationId}/members/{userId}',
    body: true,
    pick: 'member',
    operation: memberMutation('updateMember', 'UpdateMemberInput'),
  }),
  route({
    method: 'DELETE',
    path: '/v1/orgs/{organizationId}/members/{userId}',
    reply: deleteReply,
    operation: `mutation ($input: RemoveMemberInput!) {
      removeMember(input: $input) {
        __typename
        ... on RemoveMemberPayload { deleted }
        ... on BaseError { message status }
      }
    }`,
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/members/{userId}/sso',
    pick: 'member',
    operation: memberMutation('setMemberSso', 'SetMemberSsoInput'),
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/ping',
    // Both names: the spec documents say serviceVisitorClaims, GitBook's OpenAPI gitbookVisitorClaims.
    operation: `mutation ($input: PingOrganizationInput!) {
      pingOrganization(input: $input) {
        __typename
        ... on PingOrganizationPayload { serviceVisitorClaims gitbookVisitorClaims }
        ... on BaseError { message status }
      }
    }`,
  }),
];
