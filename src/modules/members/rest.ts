import { deleteDocument, LIST, mutationDocument, mutationsReturning } from '../../rest/documents.ts';
import { deleteReply, route } from '../../rest/route.ts';

export const MEMBER_FIELDS = /* GraphQL */ `
  fragment MemberFields on OrganizationMember {
    object id: key role
    user { object id: key displayName email photoURL urls { location } }
    disabled joinedAt lastSeenAt sso spaces teams sites
  }
`;

const memberMutation = mutationsReturning('member', MEMBER_FIELDS);

export const memberRoutes = [
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/members',
    reader: false,
    summary: 'List the members of an organization',
    description:
      'Lists the members of an organization, filtered by `role` or `search` (name or email) and sorted by `sort` and `order`. Guests cannot list members.',
    query: { order: 'string', role: 'string', search: 'string', sort: 'string' },
    pick: 'members',
    operation: `query ($organizationId: ID!, $first: Int, $after: String, $order: Order, $role: MemberRoleFilter, $search: String, $sort: MemberSort) {
      organization(id: $organizationId) {
        members(first: $first, after: $after, order: $order, role: $role, search: $search, sort: $sort) {
          ${LIST} edges { node { ...MemberFields } }
        }
      }
    } ${MEMBER_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/members/{userId}',
    reader: false,
    summary: 'Get an organization member by user ID',
    description: 'Returns a member of the organization with its role. Guests can read only themselves.',
    pick: 'member',
    operation: `query ($organizationId: ID!, $userId: ID!) {
      organization(id: $organizationId) { member(userId: $userId) { ...MemberFields } }
    } ${MEMBER_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/orgs/{organizationId}/members/{userId}',
    reader: false,
    summary: "Update a member's role",
    description:
      "Changes a member's role (`null` makes the member a guest). Needs the admin role; the last admin cannot be demoted.",
    body: true,
    pick: 'member',
    operation: memberMutation('updateMember', 'UpdateMemberInput'),
  }),
  route({
    method: 'DELETE',
    path: '/v1/orgs/{organizationId}/members/{userId}',
    reader: false,
    summary: 'Remove a member from an organization',
    description:
      'Removes a member: an admin removes anyone, a member removes itself. The last admin cannot be removed. Answers 205 when removed, 204 when the user was not a member.',
    reply: deleteReply,
    operation: deleteDocument('removeMember', 'RemoveMemberInput'),
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/members/{userId}/sso',
    reader: false,
    summary: 'Set a member as an SSO member',
    description: "Marks a member as able to sign in with the organization's SAML single sign-on. Needs the admin role.",
    pick: 'member',
    operation: memberMutation('setMemberSso', 'SetMemberSsoInput'),
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/ping',
    reader: false,
    summary: "Record the caller's activity in an organization",
    description:
      "Updates the caller's last-seen time in the organization and returns `serviceVisitorClaims`: a JWT with the caller's claims (HS256, signed with the organization's visitor key, valid one hour) that the organization's visitor-auth sites accept.",
    // Both names: the spec documents say serviceVisitorClaims, GitBook's OpenAPI gitbookVisitorClaims.
    operation: mutationDocument('pingOrganization', 'PingOrganizationInput', {
      select: 'serviceVisitorClaims gitbookVisitorClaims',
    }),
  }),
];
