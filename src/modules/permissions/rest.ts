import { deleteDocument, LIST, mutationDocument, shaped } from '../../rest/documents.ts';
import { deleteReply, route } from '../../rest/route.ts';
import { TEAM_FIELDS } from '../teams/rest.ts';

const USER = 'object id: key displayName email photoURL urls { location }';

const noContent = shaped({ 204: false }, () => ({ status: 204 }));

/** How the rows of one target differ: its path, its root field, its variables. */
interface Target {
  /** `Space`, `Collection`, `Site`: as in the mutation names. */
  title: string;
  noun: string;
  /** The path up to `/permissions`. */
  path: string;
  /** Variable declarations of the path parameters. */
  variables: string;
  /** The root field reaching the target, e.g. `space(id: $spaceId)`. */
  root: string;
  /** The payload field of its mutations. */
  field: string;
}

const TARGETS: Target[] = [
  {
    title: 'Space',
    noun: 'space',
    path: '/v1/spaces/{spaceId}',
    variables: '$spaceId: ID!',
    root: 'space(id: $spaceId)',
    field: 'space',
  },
  {
    title: 'Collection',
    noun: 'collection',
    path: '/v1/collections/{collectionId}',
    variables: '$collectionId: ID!',
    root: 'collection(id: $collectionId)',
    field: 'collection',
  },
  {
    title: 'Site',
    noun: 'site',
    path: '/v1/orgs/{organizationId}/sites/{siteId}',
    variables: '$organizationId: ID!, $siteId: ID!',
    root: 'site(organizationId: $organizationId, siteId: $siteId)',
    field: 'site',
  },
];

/** GitBook's summaries, by target and operation. */
const SUMMARIES: Record<string, Record<string, string>> = {
  Space: {
    invite: 'Invite a user or a team to a space',
    users: 'List space user permissions',
    teams: "List an org team's permission in a space",
    aggregate: 'List all space users permissions',
    updateUser: 'Update space user permissions',
    updateTeam: "Update an org team's permission in a space",
    removeUser: 'Remove a space user',
    removeTeam: 'Remove an org team from a space',
  },
  Collection: {
    invite: 'Invite to a collection',
    users: 'List collection user permissions',
    teams: "List an org team's permission in collection",
    aggregate: 'List all collections users permissions',
    updateUser: 'Update a collection user permission',
    updateTeam: "Update an org team's permission in a collection",
    removeUser: 'Remove a user from a collection',
    removeTeam: 'Remove an org team from a collection',
  },
  Site: {
    invite: 'Invite a user or a team to a site',
    users: 'List site user permissions',
    teams: "List an org team's permission in a site",
    aggregate: 'List all sites users permissions',
    updateUser: 'Update site user permissions',
    updateTeam: "Update an org team's permission in a site",
    removeUser: 'Remove a site user',
    removeTeam: 'Remove an org team from a site',
  },
};

const ACCESS = (noun: string) => `Another organization's ${noun} is 404; a member who cannot read it gets 403.`;
const ADMIN = (noun: string) =>
  `Needs the admin role on the ${noun} (403 otherwise; ${ACCESS(noun).replace(/^A/, 'a')})`;

function rowsOf(t: Target) {
  const s = SUMMARIES[t.title];
  const base = `${t.path}/permissions`;
  const list = (field: string, args: string, selection: string, fragments = '') =>
    `query (${t.variables}, $first: Int, $after: String${args ? `, ${args}` : ''}) {
      ${t.root} {
        ${field}(first: $first, after: $after${args ? `, ${args.replace(/\$(\w+): \w+!?/g, '$1: $$$1')}` : ''}) {
          ${LIST} edges { node { ${selection} } }
        }
      }
    } ${fragments}`;
  const site = t.title === 'Site';
  return [
    route({
      method: 'POST',
      path: base,
      reader: false,
      summary: s.invite,
      description: `Gives \`role\` on the ${t.noun} to \`users\` (members of the organization, guests included) and \`teams\` (of the organization), replacing the role they had there; answers 204. ${ADMIN(t.noun)} The role may not be above the caller's; an unknown user or team is 400.`,
      body: true,
      reply: noContent,
      operation: mutationDocument(`inviteTo${t.title}`, `InviteTo${t.title}Input`, { select: `${t.field} { key }` }),
    }),
    route({
      method: 'GET',
      path: `${base}/users`,
      reader: false,
      summary: s.users,
      description: `Lists the users given a role on the ${t.noun} explicitly, in the order they were given it. Readers of the ${t.noun} may. ${ACCESS(t.noun)}`,
      pick: 'userPermissions',
      operation: list('userPermissions', '', `permission user { ${USER} }`),
    }),
    route({
      method: 'GET',
      path: `${base}/teams`,
      reader: false,
      summary: s.teams,
      description: `Lists the teams given a role on the ${t.noun}, in the order they were given it. Readers of the ${t.noun} may. ${ACCESS(t.noun)}`,
      pick: 'teamPermissions',
      operation: list('teamPermissions', '', 'permission team { ...TeamFields }', TEAM_FIELDS),
    }),
    site
      ? route({
          method: 'GET',
          path: `${base}/aggregate`,
          reader: false,
          summary: s.aggregate,
          description:
            'Lists every member of the organization (guests included) with its role on the site, the strongest of its organization role and the permissions given on the site to it or its teams, and where that role comes from (`origin`). Filtered by `role` (`guest`: none), `search` (name or email) and `team`, sorted by `sort` and `order` (default: newest member first). Readers of the site may.',
          query: { order: 'string', role: 'string', search: 'string', sort: 'string', team: 'string' },
          pick: 'permissionsAggregate',
          operation: list(
            'permissionsAggregate',
            '$order: Order, $role: MemberRoleFilter, $search: String, $sort: MemberSort, $team: ID',
            `permission user { ${USER} } origin { type organization site reason team } disabled lastSeenAt`,
          ),
        })
      : route({
          method: 'GET',
          path: `${base}/aggregate`,
          reader: false,
          summary: s.aggregate,
          description: `Lists every member with access to the ${t.noun} and its effective role there (organization role, default levels, and the roles given to it or its teams on the ${t.noun} and its collections), oldest member first; \`role\` keeps those with exactly that role. Readers of the ${t.noun} may.`,
          query: { role: 'string' },
          pick: 'permissionsAggregate',
          operation: list('permissionsAggregate', '$role: MemberRole', `permission user { ${USER} }`),
        }),
    route({
      method: 'PATCH',
      path: `${base}/users/{userId}`,
      reader: false,
      summary: s.updateUser,
      description: `Sets a member's role on the ${t.noun} (\`null\` removes its explicit permission); answers 204. ${ADMIN(t.noun)} A user who is not a member of the organization is 404.`,
      body: true,
      reply: noContent,
      operation: mutationDocument(`updateUserPermissionIn${t.title}`, `UpdateUserPermissionIn${t.title}Input`, {
        select: `${t.field} { key }`,
      }),
    }),
    route({
      method: 'DELETE',
      path: `${base}/users/{userId}`,
      reader: false,
      summary: s.removeUser,
      description: `Removes a user's own permission on the ${t.noun}; it keeps what its organization role and the default levels give. ${ADMIN(t.noun)} Answers 205 when removed, 204 when there was none.`,
      reply: deleteReply,
      operation: deleteDocument(`removeUserFrom${t.title}`, `RemoveUserFrom${t.title}Input`),
    }),
    route({
      method: 'PATCH',
      path: `${base}/teams/{teamId}`,
      reader: false,
      summary: s.updateTeam,
      description: `Sets a team's role on the ${t.noun} (\`null\` removes it); answers 204. ${ADMIN(t.noun)} Another organization's team is 404.`,
      body: true,
      reply: noContent,
      operation: mutationDocument(`updateTeamPermissionIn${t.title}`, `UpdateTeamPermissionIn${t.title}Input`, {
        select: `${t.field} { key }`,
      }),
    }),
    route({
      method: 'DELETE',
      path: `${base}/teams/{teamId}`,
      reader: false,
      summary: s.removeTeam,
      description: `Removes a team's permission on the ${t.noun}. ${ADMIN(t.noun)} Answers 205 when removed, 204 when there was none.`,
      reply: deleteReply,
      operation: deleteDocument(`removeTeamFrom${t.title}`, `RemoveTeamFrom${t.title}Input`),
    }),
  ];
}

export const permissionRoutes = TARGETS.flatMap(rowsOf);
