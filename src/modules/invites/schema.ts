import { NotFoundError } from '../../errors.ts';
import type { Invite } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { MemberRoleEnum } from '../../graphql/common.ts';
import { childList, connectionOf } from '../../graphql/connections.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { childById, inputMutation, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { collectionById } from '../../request/lookups.ts';
import { CollectionRef } from '../collections/schema.ts';
import { OrganizationMemberRef } from '../members/schema.ts';
import { organizationById } from '../organizations/loaders.ts';
import { OrganizationPermissions, OrganizationRef } from '../organizations/schema.ts';
import { spaceById } from '../spaces/loaders.ts';
import { SpaceRef } from '../spaces/schema.ts';
import { userById } from '../users/loaders.ts';
import { UserRef } from '../users/schema.ts';
import { inviteById } from './loaders.ts';
import {
  createInvite,
  deleteInvite,
  getInvite,
  type InviteKind,
  inviteKind,
  inviteUrl,
  inviteUsers,
  isRedundant,
  joinWithInvite,
  listCollectionInvites,
  listOrganizationInvites,
  listSpaceInvites,
  loadVisibleInvite,
  updateInvite,
} from './service.ts';

const TYPE_NAMES: Record<InviteKind, string> = {
  organization: 'OrganizationInviteLink',
  space: 'SpaceInviteLink',
  collection: 'CollectionInviteLink',
};

export const InviteLinkKindEnum = describedEnum('InviteLinkKind', 'What an invite link grants.', {
  organization: 'Makes the joiner a member with a role.',
  space: 'Grants the joiner a level on a space.',
  collection: 'Grants the joiner a level on a collection.',
});

export const InviteLinkRef = builder.interfaceRef<Invite>('InviteLink').implement({
  description: 'An invite link of an organization, visible to those who manage it.',
  interfaces: [builder.nodeInterfaceRef()],
  resolveType: (invite) => TYPE_NAMES[inviteKind(invite)],
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The invite id used in REST paths (not the join secret).' }),
    object: t.string({ description: 'Always `"invite"` (REST discriminator).', resolve: () => 'invite' }),
    kind: t.field({ description: 'What the link grants.', type: InviteLinkKindEnum, resolve: (i) => inviteKind(i) }),
    redundant: t.boolean({
      description: 'True when the invite grants no more than the organization default role already gives.',
      resolve: (i, _, ctx) => isRedundant(ctx, i),
    }),
    secret: t.exposeString('secret', { description: 'The join secret (joinOrganizationWithInvite); keep it private.' }),
    url: t.string({ description: 'The join link (carries the secret).', resolve: (i, _, ctx) => inviteUrl(ctx, i) }),
    organizationId: t.exposeString('organizationId', { description: 'Id of the organization.' }),
    organization: t.field({
      description: 'The organization.',
      type: OrganizationRef,
      resolve: async (i, _, ctx) => (await organizationById(ctx).load(i.organizationId))!,
    }),
    createdBy: t.field({
      description: 'The user who created the link.',
      type: UserRef,
      nullable: true,
      resolve: (i, _, ctx) => (i.createdById ? userById(ctx).load(i.createdById) : null),
    }),
    createdAt: t.expose('createdAt', { description: 'When the link was created.', type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { description: 'When the link last changed.', type: 'DateTime' }),
  }),
});

const OrganizationInviteLinkRef = builder.objectRef<Invite>('OrganizationInviteLink');
const SpaceInviteLinkRef = builder.objectRef<Invite>('SpaceInviteLink');
const CollectionInviteLinkRef = builder.objectRef<Invite>('CollectionInviteLink');

builder.node(OrganizationInviteLinkRef, {
  description: 'An invite link to the organization.',
  interfaces: [InviteLinkRef],
  id: { resolve: (i) => i.id },
  loadOne: (id, ctx) => loadVisibleInvite(ctx, id, 'organization'),
  fields: (t) => ({
    role: t.expose('role', {
      type: MemberRoleEnum,
      nullable: true,
      description: 'Role of those who join; null for guests.',
      extensions: { restNull: true },
    }),
  }),
});

builder.node(SpaceInviteLinkRef, {
  description: 'An invite link to a space.',
  interfaces: [InviteLinkRef],
  id: { resolve: (i) => i.id },
  loadOne: (id, ctx) => loadVisibleInvite(ctx, id, 'space'),
  fields: (t) => ({
    level: t.field({
      type: MemberRoleEnum,
      description: 'Role on the space of those who join.',
      resolve: (i) => i.role!,
    }),
    spaceId: t.string({ description: 'Id of the space the link grants access to.', resolve: (i) => i.spaceId! }),
    space: t.field({
      description: 'The space the link grants access to.',
      type: SpaceRef,
      resolve: async (i, _, ctx) => {
        const space = await spaceById(ctx).load(i.spaceId!);
        if (!space) throw new NotFoundError('Space not found');
        return space;
      },
    }),
  }),
});

builder.node(CollectionInviteLinkRef, {
  description: 'An invite link to a collection.',
  interfaces: [InviteLinkRef],
  id: { resolve: (i) => i.id },
  loadOne: (id, ctx) => loadVisibleInvite(ctx, id, 'collection'),
  fields: (t) => ({
    level: t.field({
      type: MemberRoleEnum,
      description: 'Role on the collection of those who join.',
      resolve: (i) => i.role!,
    }),
    collectionId: t.string({
      description: 'Id of the collection the link grants access to.',
      resolve: (i) => i.collectionId!,
    }),
    collection: t.field({
      description: 'The collection the link grants access to.',
      type: CollectionRef,
      resolve: async (i, _, ctx) => {
        const collection = await collectionById(ctx).load(i.collectionId!);
        if (!collection) throw new NotFoundError('Collection not found');
        return collection;
      },
    }),
  }),
});

builder.objectFields(OrganizationRef, (t) => ({
  invites: childList(
    t,
    InviteLinkRef,
    'Invite links of the organization, oldest first (organization admins).',
    listOrganizationInvites,
    {
      kind: t.arg({ type: InviteLinkKindEnum, description: 'Only invites of this kind.' }),
    },
  ),
  invite: childById(
    t,
    InviteLinkRef,
    'An invite link the caller manages.',
    { name: 'inviteId', what: 'invite link' },
    getInvite,
  ),
}));

builder.objectField(SpaceRef, 'invites', (t) =>
  t.connection(
    {
      type: SpaceInviteLinkRef,
      description: 'Invite links to this space, oldest first (admins of the space).',
      resolve: (space, args, ctx) => listSpaceInvites(ctx, space, args),
    },
    connectionOf(SpaceInviteLinkRef),
  ),
);

builder.objectField(CollectionRef, 'invites', (t) =>
  t.connection(
    {
      type: CollectionInviteLinkRef,
      description: 'Invite links to this collection, oldest first (admins of the collection).',
      resolve: (collection, args, ctx) => listCollectionInvites(ctx, collection, args),
    },
    connectionOf(CollectionInviteLinkRef),
  ),
);

builder.objectFields(OrganizationPermissions, (t) => ({
  manageInviteLinks: t.exposeBoolean('admin', {
    description: 'The caller can manage invite links to the organization (organization admins).',
  }),
}));

const CreateInviteLinkInput = builder.inputType('CreateInviteLinkInput', {
  description:
    '`{ role }` for the organization, `{ level, space }` for a space, `{ level, collection }` for a collection.',
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    role: t.field({
      type: MemberRoleEnum,
      description: 'Organization invites: the role of those who join (null for guests).',
    }),
    level: t.field({ type: MemberRoleEnum, description: 'Space or collection invites: the role granted on it.' }),
    space: t.id(idOf({ description: 'Id of a space of the organization.' })),
    collection: t.id(idOf({ description: 'Id of a collection of the organization.' })),
  }),
});
const UpdateInviteLinkInput = builder.inputType('UpdateInviteLinkInput', {
  description: '`{ role }` for an organization invite, `{ level }` for a space or collection invite.',
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    inviteId: pathId(t, 'invite link'),
    role: t.field({ type: MemberRoleEnum, description: 'Organization invites (null for guests).' }),
    level: t.field({ type: MemberRoleEnum, description: 'Space or collection invites.' }),
  }),
});
const DeleteInviteLinkInput = builder.inputType('DeleteInviteLinkInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    inviteId: pathId(t, 'invite link'),
  }),
});
const JoinOrganizationWithInviteInput = builder.inputType('JoinOrganizationWithInviteInput', {
  fields: (t) => ({
    secret: t.string({
      required: true,
      description:
        'The secret of the invite link (REST: the `inviteId` of `POST /v1/orgs/{organizationId}/invites/{inviteId}`).',
    }),
    organizationId: t.id(
      idOf({ description: "The invite's organization, when the caller names it (another one: not found)." }),
    ),
  }),
});
const InviteUsersToOrganizationInput = builder.inputType('InviteUsersToOrganizationInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    emails: t.field({
      type: ['JSON'],
      required: true,
      description:
        'Who to add (1 to 1000): an email, or `{ email, role }` (`role` a wire value such as `"edit"`, null for a guest).',
    }),
    role: t.field({
      type: MemberRoleEnum,
      description: "Role of those given by email alone; null: guests; absent: the organization's default role.",
    }),
    sso: t.boolean({ description: 'Mark the new members as single sign-on members.' }),
  }),
});
const InviteUsersToOrganizationPayload = builder.simpleObject('InviteUsersToOrganizationPayload', {
  fields: (t) => ({
    users: t.stringList({ description: 'Ids of the users added to the organization (not those already in it).' }),
    invited: t.int({ description: 'Number of users added to the organization.' }),
  }),
});

const CreateInviteLinkPayload = builder.simpleObject('CreateInviteLinkPayload', {
  fields: (t) => ({ invite: t.field({ description: 'The new invite link.', type: InviteLinkRef }) }),
});
const UpdateInviteLinkPayload = builder.simpleObject('UpdateInviteLinkPayload', {
  fields: (t) => ({ invite: t.field({ description: 'The invite link after the change.', type: InviteLinkRef }) }),
});
const DeleteInviteLinkPayload = builder.simpleObject('DeleteInviteLinkPayload', {
  fields: (t) => ({ deleted: t.boolean({ description: 'False when the invite did not exist.' }) }),
});
const JoinOrganizationWithInvitePayload = builder.simpleObject('JoinOrganizationWithInvitePayload', {
  fields: (t) => ({
    organization: t.field({ description: 'The organization joined.', type: OrganizationRef }),
    member: t.field({ type: OrganizationMemberRef, description: 'The caller’s membership after joining.' }),
    space: t.field({ type: SpaceRef, nullable: true, description: 'The space of a space invite.' }),
    collection: t.field({ type: CollectionRef, nullable: true, description: 'The collection of a collection invite.' }),
  }),
});

builder.mutationFields((t) => ({
  createInviteLink: inputMutation(t, {
    type: CreateInviteLinkPayload,
    description:
      'Creates an invite link to the organization (organization admins) or to a space or collection (its admins).',
    input: CreateInviteLinkInput,
    resolve: async ({ organizationId, ...data }, ctx) => ({
      invite: await createInvite(ctx, organizationId, data),
    }),
  }),
  updateInviteLink: inputMutation(t, {
    type: UpdateInviteLinkPayload,
    description: 'Changes the role of an organization invite or the level of a content invite.',
    input: UpdateInviteLinkInput,
    resolve: async ({ organizationId, inviteId, ...data }, ctx) => ({
      invite: await updateInvite(ctx, organizationId, inviteId, data),
    }),
  }),
  deleteInviteLink: inputMutation(t, {
    description: 'Deletes an invite link; it stops working.',
    type: DeleteInviteLinkPayload,
    input: DeleteInviteLinkInput,
    resolve: async (input, ctx) => {
      // The global id names the invite's kind (organization, space or collection invite link).
      const invite = await inviteById(ctx).load(input.inviteId);
      const { deleted } = await deleteInvite(ctx, input.organizationId, input.inviteId);
      return deletion(invite ? TYPE_NAMES[inviteKind(invite)] : '', input.inviteId, deleted && !!invite);
    },
  }),
  inviteUsersToOrganization: inputMutation(t, {
    type: InviteUsersToOrganizationPayload,
    description:
      'Organization admins add the users with these emails as members (no email is sent: the accounts must exist; an unknown email is a 400 and adds no one).',
    input: InviteUsersToOrganizationInput,
    resolve: ({ organizationId, ...data }, ctx) => inviteUsers(ctx, organizationId, data),
  }),
  joinOrganizationWithInvite: inputMutation(t, {
    type: JoinOrganizationWithInvitePayload,
    description: 'Joins an organization (or gets access to a space or collection) through an invite link.',
    input: JoinOrganizationWithInviteInput,
    resolve: async (input, ctx) => {
      const { member, space, collection } = await joinWithInvite(ctx, input);
      const organization = (await organizationById(ctx).load(member.organizationId))!;
      return { organization, member, space, collection };
    },
  }),
}));

// Delete payloads name what they deleted (src/graphql/deletions.ts).
withDeletedId(DeleteInviteLinkPayload);
