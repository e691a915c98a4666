import { deleteDocument, LIST, mutationDocument, mutationsReturning, shaped } from '../../rest/documents.ts';
import { deleteReply, route } from '../../rest/route.ts';
import { MEMBER_FIELDS } from '../members/rest.ts';

export const TEAM_FIELDS = /* GraphQL */ `
  fragment TeamFields on OrganizationTeam {
    object id: key title members: memberCount spaces createdAt permissions { admin view }
  }
`;

const teamMutation = mutationsReturning('team', TEAM_FIELDS);

const noContent = shaped({ 204: false }, () => ({ status: 204 }));

const MANAGERS = "Organization admins and the team's owners may (403 otherwise); another organization's team is 404.";

export const teamRoutes = [
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/teams',
    reader: false,
    summary: 'List the teams of an organization',
    description:
      'Lists the teams of the organization, oldest first, filtered by `title` or `owner`. Guests cannot list teams.',
    query: { owner: 'string', title: 'string' },
    pick: 'teams',
    operation: `query ($organizationId: ID!, $first: Int, $after: String, $owner: String, $title: String) {
      organization(id: $organizationId) {
        teams(first: $first, after: $after, owner: $owner, title: $title) {
          ${LIST} edges { node { ...TeamFields } }
        }
      }
    } ${TEAM_FIELDS}`,
  }),
  route({
    method: 'PUT',
    path: '/v1/orgs/{organizationId}/teams',
    reader: false,
    summary: 'Create a team',
    description:
      'Creates a team; the creator becomes one of its owners. Needs the create role or above. Answers 201 with the team.',
    body: true,
    status: 201,
    pick: 'team',
    operation: teamMutation('createTeam', 'CreateTeamInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/teams/{teamId}',
    reader: false,
    summary: 'Get a team by its ID',
    description: 'Returns a team of the organization with its member count.',
    pick: 'team',
    operation: `query ($organizationId: ID!, $teamId: ID!) {
      organization(id: $organizationId) { team(teamId: $teamId) { ...TeamFields } }
    } ${TEAM_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/orgs/{organizationId}/teams/{teamId}',
    reader: false,
    summary: 'Update a team',
    description: "Renames a team. Organization admins and the team's owners may.",
    body: true,
    pick: 'team',
    operation: teamMutation('updateTeam', 'UpdateTeamInput'),
  }),
  route({
    method: 'DELETE',
    path: '/v1/orgs/{organizationId}/teams/{teamId}',
    reader: false,
    summary: 'Delete a team',
    description:
      "Deletes a team; the grants given to it go with it. Organization admins and the team's owners may. Answers 205 when deleted, 204 when there was nothing to delete.",
    reply: deleteReply,
    operation: deleteDocument('deleteTeam', 'DeleteTeamInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/members/{userId}/teams',
    reader: false,
    summary: "List a member's teams",
    description: 'Lists the teams a member belongs to, filtered by `title`.',
    query: { title: 'string' },
    pick: 'memberTeams',
    operation: `query ($organizationId: ID!, $userId: ID!, $first: Int, $after: String, $title: String) {
      organization(id: $organizationId) {
        memberTeams(userId: $userId, first: $first, after: $after, title: $title) {
          ${LIST} edges { node { team { ...TeamFields } member { role } } }
        }
      }
    } ${TEAM_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/teams/{teamId}/members',
    reader: false,
    summary: 'List all team members',
    description:
      "Lists the members of a team, oldest first, each with its organization membership and its team role. Guests cannot list them; another organization's team is 404.",
    pick: 'teamMembers',
    operation: `query ($organizationId: ID!, $teamId: ID!, $first: Int, $after: String) {
      organization(id: $organizationId) {
        teamMembers(teamId: $teamId, first: $first, after: $after) {
          ${LIST} edges { node { organization { ...MemberFields } team { role } permissions { view } } }
        }
      }
    } ${MEMBER_FIELDS}`,
  }),
  route({
    method: 'PUT',
    path: '/v1/orgs/{organizationId}/teams/{teamId}/members',
    reader: false,
    summary: 'Updates members of a team',
    description: `Adds the users of \`add\`, removes those of \`remove\` (a user in both is removed) and sets the team role of those of \`memberships\` (\`{ "<user>": { "role": "owner" } }\`, adding them when needed), in one change; users by id or email. Answers 204. A user who is not a member of the organization is 400. ${MANAGERS}`,
    body: true,
    reply: noContent,
    operation: mutationDocument('updateTeamMembers', 'UpdateTeamMembersInput', { select: 'team { key }' }),
  }),
  route({
    method: 'PUT',
    path: '/v1/orgs/{organizationId}/teams/{teamId}/members/{userId}',
    reader: false,
    summary: 'Add a team member',
    description: `Adds a member of the organization to the team, with \`role\` (default \`member\`), or sets the role of a user already in it when \`role\` is given. Answers 204. A user who is not a member of the organization is 400. ${MANAGERS}`,
    body: true,
    reply: noContent,
    variables: ({ params, body }) => ({
      input: { ...body, organizationId: params.organizationId, teamId: params.teamId, userIds: [params.userId] },
    }),
    operation: mutationDocument('addTeamMembers', 'AddTeamMembersInput', { select: 'team { key }' }),
  }),
  route({
    method: 'DELETE',
    path: '/v1/orgs/{organizationId}/teams/{teamId}/members/{userId}',
    reader: false,
    summary: 'Delete a team member',
    description: `Removes a user from the team. Answers 205 when removed, 204 when the user was not in it. ${MANAGERS}`,
    reply: deleteReply,
    operation: deleteDocument('removeTeamMember', 'RemoveTeamMemberInput'),
  }),
];
