import type { Member } from '../../generated/prisma/client.ts';
import { builder, type InputFields } from '../../graphql/builder.ts';
import { MemberRoleEnum, OrderEnum } from '../../graphql/common.ts';
import { childList } from '../../graphql/connections.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { childById, inputMutation, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { objectPayload } from '../../graphql/payloads.ts';
import { memberKey } from '../../request/lookups.ts';
import { OrganizationRef, organizationField } from '../organizations/schema.ts';
import { instanceAdminMutation, requireUser, UserRef } from '../users/schema.ts';
import { grantedSiteCount, memberTeamCount, siteCountByOrganization } from './loaders.ts';
import {
  addMemberRow,
  getMember,
  listMembers,
  loadVisibleMember,
  memberSpaceCount,
  pingOrganization,
  removeMember,
  revokeMemberTokens,
  setMemberSso,
  updateMember,
} from './service.ts';

export const MemberRoleFilterEnum = describedEnum(
  'MemberRoleFilter',
  'A member role, or GUEST for members without a role.',
  {
    admin: 'Admins.',
    create: 'Members with role create.',
    review: 'Members with role review.',
    edit: 'Members with role edit.',
    comment: 'Members with role comment.',
    read: 'Members with role read.',
    guest: 'Guests (no organization role).',
  },
);

export const MemberSortEnum = describedEnum('MemberSort', 'Order of a member list.', {
  joinedAt: 'Date the member joined (default).',
  lastSeenAt: 'Last activity; lists only members seen at least once.',
  name: 'Display name of the user.',
});

export const OrganizationMemberRef = builder.objectRef<Member>('OrganizationMember');

builder.node(OrganizationMemberRef, {
  description: 'A user in an organization, with its role (null for a guest).',
  id: { resolve: (m) => `${m.organizationId}/${m.userId}` },
  loadOne: (id, ctx) => loadVisibleMember(ctx, id),
  fields: (t) => ({
    key: t.exposeString('userId', { description: 'The user id, used in REST paths.' }),
    object: t.string({ description: 'Always `"member"` (REST discriminator).', resolve: () => 'member' }),
    organizationId: t.exposeString('organizationId', { description: 'Id of the organization.' }),
    organization: organizationField(t),
    role: t.expose('role', {
      type: MemberRoleEnum,
      nullable: true,
      description: 'null for a guest.',
      extensions: { restNull: true },
    }),
    user: t.field({ description: 'The user.', type: UserRef, resolve: (m, _, ctx) => requireUser(ctx, m.userId) }),
    disabled: t.exposeBoolean('disabled', { description: 'A disabled member cannot access content.' }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime', description: 'When the user joined the organization.' }),
    lastSeenAt: t.expose('lastSeenAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the member was last active; null when never.',
    }),
    sso: t.exposeBoolean('sso', { description: 'Whether the member can sign in with SSO.' }),
    spaces: t.int({
      description: 'Number of spaces the member can access.',
      resolve: (m, _, ctx) => memberSpaceCount(ctx, m),
    }),
    teams: t.int({
      description: 'Number of teams the member belongs to.',
      resolve: (m, _, ctx) => memberTeamCount(ctx).load(memberKey(m.organizationId, m.userId)),
    }),
    sites: t.int({
      description:
        "Number of docs sites the member can access: all of the organization's for a member with a role, those given to it or its teams for a guest, none for a disabled member.",
      resolve: async (m, _, ctx) =>
        m.disabled
          ? 0
          : m.role
            ? siteCountByOrganization(ctx).load(m.organizationId)
            : grantedSiteCount(ctx).load(memberKey(m.organizationId, m.userId)),
    }),
  }),
});

builder.objectFields(OrganizationRef, (t) => ({
  members: childList(t, OrganizationMemberRef, 'Members of the organization (non-guest members only).', listMembers, {
    order: t.arg({ type: OrderEnum, description: 'Default DESC.' }),
    role: t.arg({ type: MemberRoleFilterEnum, description: 'Only members with this role (GUEST: without a role).' }),
    search: t.arg.string({ description: 'Case-insensitive substring of the display name or email.' }),
    sort: t.arg({ type: MemberSortEnum, description: 'Default JOINED_AT.' }),
  }),
  member: childById(
    t,
    OrganizationMemberRef,
    'A member by user id (non-guest members, or a guest for itself).',
    { name: 'userId', what: 'user' },
    getMember,
  ),
}));

/** The path parameters of a member's routes. */
const memberIds = (t: InputFields) => ({ organizationId: pathId(t, 'organization'), userId: pathId(t, 'user') });
const MemberRefInput = (name: string) => builder.inputType(name, { fields: memberIds });

const UpdateMemberInput = builder.inputType('UpdateMemberInput', {
  fields: (t) => ({
    ...memberIds(t),
    role: t.field({
      type: MemberRoleEnum,
      description: 'The new role; null makes the member a guest; absent keeps it.',
    }),
  }),
});
const RemoveMemberInput = MemberRefInput('RemoveMemberInput');
const SetMemberSsoInput = MemberRefInput('SetMemberSsoInput');
const RevokeMemberTokensInput = MemberRefInput('RevokeMemberTokensInput');
const PingOrganizationInput = builder.inputType('PingOrganizationInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
  }),
});

const memberPayload = (name: string, description = 'The member after the change.') =>
  objectPayload(name, 'member', OrganizationMemberRef, description);
const UpdateMemberPayload = memberPayload('UpdateMemberPayload');
const RemoveMemberPayload = builder.simpleObject('RemoveMemberPayload', {
  fields: (t) => ({ deleted: t.boolean({ description: 'False when the user was not a member.' }) }),
});
const SetMemberSsoPayload = memberPayload('SetMemberSsoPayload');
const RevokeMemberTokensPayload = builder.simpleObject('RevokeMemberTokensPayload', {
  fields: (t) => ({
    apiTokens: t.int({ description: 'How many API tokens were revoked.' }),
    sessions: t.int({ description: 'How many browser sessions were ended.' }),
  }),
});
const PingOrganizationPayload = builder.simpleObject('PingOrganizationPayload', {
  fields: (t) => ({
    serviceVisitorClaims: t.string({
      description: 'JWT (HS256, signed with the organization visitor key, 1 hour) with the caller claims.',
    }),
    gitbookVisitorClaims: t.string({ description: 'The same JWT under the name of GitBook’s OpenAPI document.' }),
    member: t.field({
      description: "The caller's membership, with its new last-seen time.",
      type: OrganizationMemberRef,
    }),
  }),
});

builder.mutationFields((t) => ({
  updateMember: inputMutation(t, {
    type: UpdateMemberPayload,
    description: "Admin: change a member's role (null: guest). The last admin cannot be demoted.",
    input: UpdateMemberInput,
    resolve: async ({ organizationId, userId, ...changes }, ctx) => ({
      member: await updateMember(ctx, organizationId, userId, changes),
    }),
  }),
  removeMember: inputMutation(t, {
    type: RemoveMemberPayload,
    description: 'Admin, or a member removing itself. The last admin cannot be removed.',
    input: RemoveMemberInput,
    resolve: async (input, ctx) =>
      deletion(
        'OrganizationMember',
        `${input.organizationId}/${input.userId}`,
        (await removeMember(ctx, input.organizationId, input.userId)).deleted,
      ),
  }),
  setMemberSso: inputMutation(t, {
    type: SetMemberSsoPayload,
    description: 'Admin: mark a member as able to sign in with SSO.',
    input: SetMemberSsoInput,
    resolve: async (input, ctx) => ({ member: await setMemberSso(ctx, input.organizationId, input.userId) }),
  }),
  revokeMemberTokens: inputMutation(t, {
    type: RevokeMemberTokensPayload,
    description:
      "Admin: revoke every API token and browser session of a member. A token is its user's, so they are revoked " +
      "everywhere, in the member's other organizations too: a leaked token is a leaked token. Refused (401) from " +
      'the next request on, on every instance.',
    input: RevokeMemberTokensInput,
    resolve: (input, ctx) => revokeMemberTokens(ctx, input.organizationId, input.userId),
  }),
  pingOrganization: inputMutation(t, {
    type: PingOrganizationPayload,
    description: "Record the caller's activity in the organization and get its visitor claims.",
    input: PingOrganizationInput,
    resolve: async (input, ctx) => {
      const { claims, member } = await pingOrganization(ctx, input.organizationId);
      return { serviceVisitorClaims: claims, gitbookVisitorClaims: claims, member };
    },
  }),
}));

// Instance administration (ADMIN_TOKEN): the GraphQL twin of `cli member add`.
const AddOrganizationMemberInput = builder.inputType('AddOrganizationMemberInput', {
  fields: (t) => ({
    organizationId: t.id(idOf({ description: 'Global id or REST key of the organization.', required: true })),
    email: t.string({ required: true, description: 'An existing user.' }),
    role: t.field({ type: MemberRoleEnum, description: 'null for a guest.' }),
  }),
});

const AddOrganizationMemberPayload = memberPayload('AddOrganizationMemberPayload', 'The new member.');

builder.mutationFields((t) => ({
  addOrganizationMember: instanceAdminMutation(t, {
    type: AddOrganizationMemberPayload,
    description: 'Instance admin (ADMIN_TOKEN): add a user to an organization with a role, or change it.',
    input: AddOrganizationMemberInput,
    resolve: async (input, ctx) => {
      const member = await addMemberRow(
        ctx.prisma,
        {
          organizationId: input.organizationId,
          email: input.email,
          role: input.role ?? null,
        },
        ctx,
      );
      return { member };
    },
  }),
}));

// Delete payloads name what they deleted (src/graphql/deletions.ts).
withDeletedId(RemoveMemberPayload);
