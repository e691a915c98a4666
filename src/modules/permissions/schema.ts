import type { ObjectRef } from '@pothos/core';
import { builder, type InputFields, type ObjectFields, type SchemaTypes } from '../../graphql/builder.ts';
import { MemberRoleEnum, OrderEnum } from '../../graphql/common.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { inputMutation, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { objectPayload } from '../../graphql/payloads.ts';
import type { PageArgs } from '../../request/pagination.ts';
import { CollectionRef } from '../collections/schema.ts';
import { MemberRoleFilterEnum, MemberSortEnum } from '../members/schema.ts';
import { SiteRef } from '../sites/graphql/refs.ts';
import { SpaceRef } from '../spaces/schema.ts';
import { teamById } from '../teams/loaders.ts';
import { OrganizationTeamRef } from '../teams/schema.ts';
import { requireUser, UserRef } from '../users/schema.ts';
import {
  invite,
  listContentAggregate,
  listSiteAggregate,
  listTeamPermissions,
  listUserPermissions,
  removeTeam,
  removeUser,
  type SiteOrigin,
  type TargetIds,
  type TargetKind,
  type TeamPermission,
  type UserPermission,
  type UserSitePermission,
  updateTeamPermission,
  updateUserPermission,
} from './service.ts';

export const UserContentPermissionRef = builder.objectRef<UserPermission>('UserContentPermission');
export const TeamContentPermissionRef = builder.objectRef<TeamPermission>('TeamContentPermission');
export const UserSitePermissionRef = builder.objectRef<UserSitePermission>('UserSitePermission');

const userField = (t: ObjectFields<UserPermission>) =>
  t.field({ description: 'The user.', type: UserRef, resolve: (p, _, ctx) => requireUser(ctx, p.userId) });

UserContentPermissionRef.implement({
  description: 'The role of a user on a space, a collection or a docs site.',
  fields: (t) => ({
    permission: t.field({
      type: MemberRoleEnum,
      description: 'The role.',
      resolve: (p) => p.permission!,
    }),
    user: userField(t),
  }),
});

TeamContentPermissionRef.implement({
  description: 'The role given to a team on a space, a collection or a docs site.',
  fields: (t) => ({
    permission: t.field({ type: MemberRoleEnum, description: 'The role.', resolve: (p) => p.permission }),
    team: t.field({
      type: OrganizationTeamRef,
      description: 'The team.',
      resolve: async (p, _, ctx) => (await teamById(ctx).load(p.teamId))!,
    }),
  }),
});

const SiteOriginTypeEnum = describedEnum('SitePermissionOriginType', 'What gave a member its role on a site.', {
  organization: 'Its organization role.',
  space: 'Its role on a space of the site.',
  site: 'A permission given on the site itself.',
});
const SiteOriginReasonEnum = describedEnum('SitePermissionOriginReason', 'Why the site itself gave the role.', {
  member: 'It was given to the user.',
  team: 'It was given to a team of the user.',
  default: "The site's default level.",
});

const SitePermissionOrigin = builder.objectRef<SiteOrigin>('SitePermissionOrigin').implement({
  description: "Where a member's role on a site comes from (REST `origin`).",
  fields: (t) => ({
    type: t.field({ type: SiteOriginTypeEnum, description: 'The kind of origin.', resolve: (o) => o.type }),
    organization: t.string({
      nullable: true,
      description: 'The organization id, for an organization role.',
      resolve: (o) => o.organization ?? null,
    }),
    site: t.string({
      nullable: true,
      description: 'The site id, for a site permission.',
      resolve: (o) => o.site ?? null,
    }),
    reason: t.field({
      type: SiteOriginReasonEnum,
      nullable: true,
      description: 'For a site permission: whom it was given to.',
      resolve: (o) => o.reason ?? null,
    }),
    team: t.string({
      nullable: true,
      description: 'The team id, when the permission was given to a team.',
      resolve: (o) => o.team ?? null,
    }),
  }),
});

UserSitePermissionRef.implement({
  description: "A member's effective role on a docs site.",
  fields: (t) => ({
    permission: t.field({
      type: MemberRoleEnum,
      nullable: true,
      description: 'The role; null for a guest without access.',
      extensions: { restNull: true },
      resolve: (p) => p.permission,
    }),
    user: t.field({ description: 'The user.', type: UserRef, resolve: (p, _, ctx) => requireUser(ctx, p.userId) }),
    origin: t.field({
      type: SitePermissionOrigin,
      description: 'Where the role comes from.',
      resolve: (p) => p.origin,
    }),
    disabled: t.boolean({ description: 'Whether the member is disabled.', resolve: (p) => p.disabled }),
    lastSeenAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the member was last active; null when never.',
      resolve: (p) => p.lastSeenAt,
    }),
  }),
});

/** The three lists every target has. */
function lists<Parent extends { id: string; organizationId: string }>(
  t: ObjectFields<Parent>,
  kind: TargetKind,
  noun: string,
) {
  const ids = (p: Parent): TargetIds => ({ kind, id: p.id, organizationId: p.organizationId });
  return {
    userPermissions: t.connection(
      {
        type: UserContentPermissionRef,
        description: `Users given a role on the ${noun} explicitly, in the order they were given it (readers of the ${noun}).`,
        resolve: (p, args, ctx) => listUserPermissions(ctx, ids(p), args as PageArgs) as never,
      },
      connectionOf(UserContentPermissionRef),
    ),
    teamPermissions: t.connection(
      {
        type: TeamContentPermissionRef,
        description: `Teams given a role on the ${noun}, in the order they were given it (readers of the ${noun}).`,
        resolve: (p, args, ctx) => listTeamPermissions(ctx, ids(p), args as PageArgs) as never,
      },
      connectionOf(TeamContentPermissionRef),
    ),
  };
}

const contentAggregate = <Parent extends { id: string; organizationId: string }>(
  t: ObjectFields<Parent>,
  kind: 'space' | 'collection',
) =>
  t.connection(
    {
      type: UserContentPermissionRef,
      description: `Every member with access to the ${kind} and its effective role (organization role, default levels and grants to it or its teams), oldest member first.`,
      args: { role: t.arg({ type: MemberRoleEnum, description: 'Only the members with exactly this role.' }) },
      resolve: (p, args, ctx) =>
        listContentAggregate(ctx, { kind, id: p.id }, args as PageArgs & { role?: null }) as never,
    },
    connectionOf(UserContentPermissionRef),
  );

builder.objectFields(SpaceRef, (t) => ({
  ...lists(t, 'space', 'space'),
  permissionsAggregate: contentAggregate(t, 'space'),
}));

builder.objectFields(CollectionRef, (t) => ({
  ...lists(t, 'collection', 'collection'),
  permissionsAggregate: contentAggregate(t, 'collection'),
}));

builder.objectFields(SiteRef, (t) => ({
  ...lists(t, 'site', 'site'),
  permissionsAggregate: t.connection(
    {
      type: UserSitePermissionRef,
      description:
        'Every member of the organization (guests included) with its role on the site: the strongest of its organization role and the permissions given on the site to it or its teams.',
      args: {
        order: t.arg({ type: OrderEnum, description: 'Default DESC.' }),
        role: t.arg({
          type: MemberRoleFilterEnum,
          description: 'Only members with this role on the site (GUEST: none).',
        }),
        search: t.arg.string({ description: 'Case-insensitive substring of the display name or email.' }),
        sort: t.arg({ type: MemberSortEnum, description: 'Default JOINED_AT.' }),
        team: t.arg.id(idOf({ description: 'Only the members of this team (global id or REST key).' })),
      },
      resolve: (site, args, ctx) =>
        listSiteAggregate(
          ctx,
          { kind: 'site', id: site.id, organizationId: site.organizationId },
          args as never,
        ) as never,
    },
    connectionOf(UserSitePermissionRef),
  ),
}));

// ---------------------------------------------------------------------------------------------
// Mutations: invite, update and remove, for each of the three targets.

interface TargetMutations<Row> {
  kind: TargetKind;
  /** `Space`, `Collection`, `Site`: in type and mutation names. */
  title: string;
  /** The payload field holding the target after the change. */
  field: string;
  ref: ObjectRef<SchemaTypes, Row>;
  /** The input fields naming the target (its REST path parameters). */
  targetFields: (t: InputFields) => Record<string, ReturnType<typeof pathId>>;
  targetOf: (input: Record<string, unknown>) => TargetIds;
}

const roleField = (t: InputFields, description: string) => t.field({ type: MemberRoleEnum, description });

function targetMutations<Row>(m: TargetMutations<Row>) {
  const { title, kind } = m;
  const InviteInput = builder.inputType(`InviteTo${title}Input`, {
    fields: (t) => ({
      ...m.targetFields(t),
      role: roleField(t, 'The role to give (required; null is refused).'),
      users: t.idList(
        idOf({ description: 'Users to give it to: members of the organization, guests included (1 to 1000).' }),
      ),
      teams: t.idList(idOf({ description: 'Teams of the organization to give it to (1 to 1000).' })),
    }),
  });
  const UserInput = builder.inputType(`UpdateUserPermissionIn${title}Input`, {
    fields: (t) => ({
      ...m.targetFields(t),
      userId: pathId(t, 'user'),
      role: roleField(t, 'The role to give the user; null removes its explicit permission.'),
    }),
  });
  const TeamInput = builder.inputType(`UpdateTeamPermissionIn${title}Input`, {
    fields: (t) => ({
      ...m.targetFields(t),
      teamId: pathId(t, 'team'),
      role: roleField(t, 'The role to give the team; null removes its permission.'),
    }),
  });
  const RemoveUserInput = builder.inputType(`RemoveUserFrom${title}Input`, {
    fields: (t) => ({ ...m.targetFields(t), userId: pathId(t, 'user') }),
  });
  const RemoveTeamInput = builder.inputType(`RemoveTeamFrom${title}Input`, {
    fields: (t) => ({ ...m.targetFields(t), teamId: pathId(t, 'team') }),
  });
  const payload = (name: string) =>
    objectPayload(name, m.field, m.ref, `The ${kind} after the change (its permission lists read them anew).`);
  const InvitePayload = payload(`InviteTo${title}Payload`);
  const UserPayload = payload(`UpdateUserPermissionIn${title}Payload`);
  const TeamPayload = payload(`UpdateTeamPermissionIn${title}Payload`);
  const removed = (name: string, what: string) =>
    builder.simpleObject(name, {
      fields: (t) => ({
        deleted: t.boolean({ description: `False when the ${what} had no permission of its own on the ${kind}.` }),
      }),
    });
  const RemoveUserPayload = removed(`RemoveUserFrom${title}Payload`, 'user');
  const RemoveTeamPayload = removed(`RemoveTeamFrom${title}Payload`, 'team');
  const answer = async (target: Promise<{ row: unknown }>) => ({ [m.field]: (await target).row }) as never;

  builder.mutationFields((t) => ({
    [`inviteTo${title}`]: inputMutation(t, {
      type: InvitePayload,
      description: `Admins of the ${kind} give a role on it to members and teams of its organization (replacing the role they had there), never above their own.`,
      input: InviteInput,
      resolve: (input, ctx) => answer(invite(ctx, m.targetOf(input), input)),
    }),
    [`updateUserPermissionIn${title}`]: inputMutation(t, {
      type: UserPayload,
      description: `Admins of the ${kind} set a member's role on it; null removes it. 404 for a user who is not a member.`,
      input: UserInput,
      resolve: ({ userId, ...input }, ctx) =>
        answer(updateUserPermission(ctx, m.targetOf(input), userId as string, input)),
    }),
    [`updateTeamPermissionIn${title}`]: inputMutation(t, {
      type: TeamPayload,
      description: `Admins of the ${kind} set a team's role on it; null removes it. 404 for another organization's team.`,
      input: TeamInput,
      resolve: ({ teamId, ...input }, ctx) =>
        answer(updateTeamPermission(ctx, m.targetOf(input), teamId as string, input)),
    }),
    [`removeUserFrom${title}`]: inputMutation(t, {
      type: RemoveUserPayload,
      description: `Admins of the ${kind} remove a user's own permission on it (it keeps what its organization role gives).`,
      input: RemoveUserInput,
      resolve: (input, ctx) => removeUser(ctx, m.targetOf(input), input.userId as string),
    }),
    [`removeTeamFrom${title}`]: inputMutation(t, {
      type: RemoveTeamPayload,
      description: `Admins of the ${kind} remove a team's permission on it.`,
      input: RemoveTeamInput,
      resolve: (input, ctx) => removeTeam(ctx, m.targetOf(input), input.teamId as string),
    }),
  }));
}

targetMutations({
  kind: 'space',
  title: 'Space',
  field: 'space',
  ref: SpaceRef,
  targetFields: (t) => ({ spaceId: pathId(t, 'space') }),
  targetOf: (input) => ({ kind: 'space', id: input.spaceId as string }),
});

targetMutations({
  kind: 'collection',
  title: 'Collection',
  field: 'collection',
  ref: CollectionRef,
  targetFields: (t) => ({ collectionId: pathId(t, 'collection') }),
  targetOf: (input) => ({ kind: 'collection', id: input.collectionId as string }),
});

targetMutations({
  kind: 'site',
  title: 'Site',
  field: 'site',
  ref: SiteRef,
  targetFields: (t) => ({ organizationId: pathId(t, 'organization'), siteId: pathId(t, 'site') }),
  targetOf: (input) => ({ kind: 'site', id: input.siteId as string, organizationId: input.organizationId as string }),
});
