import { NotFoundError } from '../../errors.ts';
import type { Team, TeamMember } from '../../generated/prisma/client.ts';
import { builder, type InputFields } from '../../graphql/builder.ts';
import { childList, connectionOf } from '../../graphql/connections.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { childById, enumColumn, inputMutation, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { objectPayload } from '../../graphql/payloads.ts';
import { loadMember } from '../../request/lookups.ts';
import { OrganizationMemberRef } from '../members/schema.ts';
import { OrganizationRef, organizationField } from '../organizations/schema.ts';
import { requireUser, UserRef } from '../users/schema.ts';
import { teamById, teamMemberCount, teamSpaceCount } from './loaders.ts';
import {
  addTeamMembers,
  createTeam,
  deleteTeam,
  getTeam,
  listMemberTeams,
  listTeamMembers,
  listTeamMemberships,
  listTeams,
  loadVisibleTeam,
  removeTeamMember,
  removeTeamMembers,
  teamPermissions,
  updateTeam,
  updateTeamMembers,
} from './service.ts';

export const TeamMemberRoleEnum = describedEnum('TeamMemberRole', 'Role of a user in a team.', {
  owner: 'Manages the team and its members.',
  member: 'Belongs to the team.',
});

const OrganizationTeamPermissions = builder.simpleObject('OrganizationTeamPermissions', {
  description: 'What the caller may do with the team.',
  fields: (t) => ({
    admin: t.boolean({ description: 'The caller can manage the team (organization admin or team owner).' }),
    view: t.boolean({ description: 'The caller can view the team and list its members (non-guest member).' }),
  }),
});

const loadTeam = async (ctx: Parameters<typeof teamById>[0], id: string) => {
  const team = await teamById(ctx).load(id);
  if (!team) throw new NotFoundError('Team not found');
  return team;
};

export const OrganizationTeamRef = builder.objectRef<Team>('OrganizationTeam');

export const TeamMemberRef = builder.objectRef<TeamMember>('TeamMember');

builder.node(OrganizationTeamRef, {
  description: 'A group of organization members that content can be shared with.',
  id: { resolve: (team) => team.id },
  loadOne: (id, ctx) => loadVisibleTeam(ctx, id),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The team id used in REST paths.' }),
    object: t.string({ description: 'Always `"team"` (REST discriminator).', resolve: () => 'team' }),
    title: t.exposeString('title', { description: '1 to 64 characters.' }),
    organizationId: t.exposeString('organizationId', { description: 'Id of the organization.' }),
    organization: organizationField(t),
    memberCount: t.int({
      description: 'Number of members (REST `members`).',
      resolve: (team, _, ctx) => teamMemberCount(ctx).load(team.id),
    }),
    spaces: t.int({
      description: 'Number of spaces granted to the team.',
      resolve: (team, _, ctx) => teamSpaceCount(ctx).load(team.id),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the team was created.' }),
    permissions: t.field({
      description: 'What the caller may do with the team.',
      type: OrganizationTeamPermissions,
      resolve: (team, _, ctx) => teamPermissions(ctx, team),
    }),
    members: t.connection(
      {
        type: TeamMemberRef,
        description: 'The users of the team with their team role, oldest first.',
        resolve: (team, args, ctx) => listTeamMembers(ctx, team, args),
      },
      connectionOf(TeamMemberRef),
    ),
  }),
});

TeamMemberRef.implement({
  description: "A user's membership of a team.",
  fields: (t) => ({
    role: enumColumn(t, 'role', TeamMemberRoleEnum, 'Role in the team.'),
    addedAt: t.expose('addedAt', { type: 'DateTime', description: 'When the user was added to the team.' }),
    user: t.field({ description: 'The user.', type: UserRef, resolve: (m, _, ctx) => requireUser(ctx, m.userId) }),
    team: t.field({
      description: 'The team.',
      type: OrganizationTeamRef,
      resolve: (m, _, ctx) => loadTeam(ctx, m.teamId),
    }),
    organizationMember: t.field({
      type: OrganizationMemberRef,
      description: 'The membership of the user in the organization of the team.',
      resolve: async (m, _, ctx) => {
        const team = await loadTeam(ctx, m.teamId);
        const member = await loadMember(ctx, team.organizationId, m.userId);
        if (!member) throw new NotFoundError('Member not found');
        return member;
      },
    }),
  }),
});

/** An item of a member's team listing (REST `{ team, member: { role } }`). */
const OrganizationMemberTeam = builder.simpleObject('OrganizationMemberTeam', {
  description: 'A team a member belongs to, with its role in it.',
  fields: (t) => ({
    team: t.field({ description: 'The team.', type: OrganizationTeamRef }),
    member: t.field({ type: TeamMemberRef, description: 'The membership: its team role.' }),
  }),
});

const TeamMemberPermissions = builder.simpleObject('TeamMemberPermissions', {
  description: 'What the caller may do with a team member.',
  fields: (t) => ({ view: t.boolean({ description: 'The caller can view the team member.' }) }),
});

/** An item of a team's member listing (REST `{ organization, team: { role }, permissions }`). */
const OrganizationTeamMember = builder.simpleObject('OrganizationTeamMember', {
  description: 'A member of a team, with its organization membership and its role in the team.',
  fields: (t) => ({
    organization: t.field({
      description: 'The membership of the user in the organization.',
      type: OrganizationMemberRef,
    }),
    team: t.field({ description: 'The membership of the user in the team: its team role.', type: TeamMemberRef }),
    permissions: t.field({ description: 'What the caller may do with the team member.', type: TeamMemberPermissions }),
  }),
});

builder.objectFields(OrganizationRef, (t) => ({
  teamMembers: t.connection(
    {
      type: OrganizationTeamMember,
      description:
        'The members of a team with their organization membership, oldest first (non-guest members; REST GET teams/{teamId}/members).',
      args: { teamId: t.arg.id(idOf({ description: 'Global id or REST key of the team.', required: true })) },
      resolve: (org, { teamId, ...args }, ctx) => listTeamMemberships(ctx, org.id, teamId, args),
    },
    connectionOf(OrganizationTeamMember),
  ),
  teams: childList(
    t,
    OrganizationTeamRef,
    'Teams of the organization, oldest first (non-guest members only).',
    listTeams,
    {
      owner: t.arg.string({
        description: 'A member id: only the teams that member can manage (all of them for an admin).',
      }),
      title: t.arg.string({ description: 'Case-insensitive substring of the title.' }),
    },
  ),
  team: childById(
    t,
    OrganizationTeamRef,
    'A team of the organization (404 when absent).',
    { name: 'teamId', what: 'team' },
    getTeam,
  ),
  memberTeams: t.connection(
    {
      type: OrganizationMemberTeam,
      description:
        'The teams of a member (same as OrganizationMember.teamMemberships; REST GET members/{userId}/teams).',
      args: {
        userId: t.arg.id(idOf({ description: 'Global id or REST key of the user.', required: true })),
        title: t.arg.string({ description: 'Case-insensitive substring of the team title.' }),
      },
      resolve: (org, { userId, ...args }, ctx) => listMemberTeams(ctx, org.id, userId, args),
    },
    connectionOf(OrganizationMemberTeam),
  ),
}));

builder.objectFields(OrganizationMemberRef, (t) => ({
  teamMemberships: t.connection(
    {
      type: OrganizationMemberTeam,
      description: 'The teams of the member with its team role.',
      args: { title: t.arg.string({ description: 'Case-insensitive substring of the team title.' }) },
      resolve: (m, args, ctx) => listMemberTeams(ctx, m.organizationId, m.userId, args),
    },
    connectionOf(OrganizationMemberTeam),
  ),
}));

/** The path parameters of a team's routes. */
const teamIds = (t: InputFields) => ({ organizationId: pathId(t, 'organization'), teamId: pathId(t, 'team') });

const CreateTeamInput = builder.inputType('CreateTeamInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    title: t.string({ required: true, description: '1 to 64 characters.' }),
    members: t.stringList({ description: 'User ids of organization members to add (the creator is added as owner).' }),
  }),
});
const UpdateTeamInput = builder.inputType('UpdateTeamInput', {
  fields: (t) => ({
    ...teamIds(t),
    title: t.string({ required: true, description: '1 to 64 characters.' }),
  }),
});
const DeleteTeamInput = builder.inputType('DeleteTeamInput', { fields: teamIds });
const AddTeamMembersInput = builder.inputType('AddTeamMembersInput', {
  fields: (t) => ({
    ...teamIds(t),
    userIds: t.idList(idOf({ required: true, description: 'User ids of organization members (1 to 1000).' })),
    role: t.field({ type: TeamMemberRoleEnum, description: 'Role for the listed users; default MEMBER for new ones.' }),
  }),
});
const RemoveTeamMembersInput = builder.inputType('RemoveTeamMembersInput', {
  fields: (t) => ({
    ...teamIds(t),
    userIds: t.idList(idOf({ description: 'Global ids or REST keys of the users to remove.', required: true })),
  }),
});

const UpdateTeamMembersInput = builder.inputType('UpdateTeamMembersInput', {
  description: 'Users to add, to remove and whose team role to set; a user both added and removed is removed.',
  fields: (t) => ({
    ...teamIds(t),
    add: t.stringList({ description: 'Users to add (ids or emails of organization members), as MEMBER.' }),
    remove: t.stringList({ description: 'Users to remove (ids or emails).' }),
    memberships: t.field({
      type: 'JSON',
      description:
        'Team roles by user (id or email): `{ "<user>": { "role": "owner" | "member" } }`; users not in the team are added.',
    }),
  }),
});
const RemoveTeamMemberInput = builder.inputType('RemoveTeamMemberInput', {
  fields: (t) => ({
    ...teamIds(t),
    userId: t.id(idOf({ description: 'Global id or REST key of the user to remove.', required: true })),
  }),
});

const TeamPayload = (name: string) => objectPayload(name, 'team', OrganizationTeamRef, 'The team after the change.');
const CreateTeamPayload = TeamPayload('CreateTeamPayload');
const UpdateTeamPayload = TeamPayload('UpdateTeamPayload');
const AddTeamMembersPayload = TeamPayload('AddTeamMembersPayload');
const RemoveTeamMembersPayload = TeamPayload('RemoveTeamMembersPayload');
const UpdateTeamMembersPayload = TeamPayload('UpdateTeamMembersPayload');
const RemoveTeamMemberPayload = builder.simpleObject('RemoveTeamMemberPayload', {
  fields: (t) => ({ deleted: t.boolean({ description: 'False when the user was not in the team.' }) }),
});
const DeleteTeamPayload = builder.simpleObject('DeleteTeamPayload', {
  fields: (t) => ({ deleted: t.boolean({ description: 'False when the team did not exist.' }) }),
});

builder.mutationFields((t) => ({
  createTeam: inputMutation(t, {
    type: CreateTeamPayload,
    description: 'Members with the create role or above create teams; the creator becomes an owner.',
    input: CreateTeamInput,
    resolve: async ({ organizationId, ...data }, ctx) => ({ team: await createTeam(ctx, organizationId, data) }),
  }),
  updateTeam: inputMutation(t, {
    type: UpdateTeamPayload,
    description: 'Organization admins and team owners rename a team.',
    input: UpdateTeamInput,
    resolve: async ({ organizationId, teamId, ...data }, ctx) => ({
      team: await updateTeam(ctx, organizationId, teamId, data),
    }),
  }),
  deleteTeam: inputMutation(t, {
    type: DeleteTeamPayload,
    description: 'Organization admins and team owners delete a team (its grants go with it).',
    input: DeleteTeamInput,
    resolve: async (input, ctx) =>
      deletion('OrganizationTeam', input.teamId, (await deleteTeam(ctx, input.organizationId, input.teamId)).deleted),
  }),
  addTeamMembers: inputMutation(t, {
    type: AddTeamMembersPayload,
    description: 'Organization admins and team owners add organization members to a team.',
    input: AddTeamMembersInput,
    resolve: async ({ organizationId, teamId, ...data }, ctx) => ({
      team: await addTeamMembers(ctx, organizationId, teamId, data),
    }),
  }),
  removeTeamMembers: inputMutation(t, {
    type: RemoveTeamMembersPayload,
    description: 'Organization admins and team owners remove users from a team.',
    input: RemoveTeamMembersInput,
    resolve: async ({ organizationId, teamId, ...data }, ctx) => ({
      team: await removeTeamMembers(ctx, organizationId, teamId, data),
    }),
  }),
  updateTeamMembers: inputMutation(t, {
    type: UpdateTeamMembersPayload,
    description:
      'Organization admins and team owners add, remove and set the team role of users in one change (REST PUT teams/{teamId}/members).',
    input: UpdateTeamMembersInput,
    resolve: async ({ organizationId, teamId, ...data }, ctx) => ({
      team: await updateTeamMembers(ctx, organizationId, teamId, data),
    }),
  }),
  removeTeamMember: inputMutation(t, {
    type: RemoveTeamMemberPayload,
    description: 'Organization admins and team owners remove one user from a team.',
    input: RemoveTeamMemberInput,
    resolve: ({ organizationId, teamId, userId }, ctx) => removeTeamMember(ctx, organizationId, teamId, userId),
  }),
}));

// Delete payloads name what they deleted (src/graphql/deletions.ts).
withDeletedId(DeleteTeamPayload);
