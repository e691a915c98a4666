import type { Space } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import { ContentLevelEnum, MemberRoleEnum, OrderEnum } from '../../graphql/common.ts';
import { spacePermissions, spaceRole } from '../../auth/access.ts';
import { atLeast } from '../../auth/roles.ts';
import { OrganizationRef } from '../organizations/types.ts';
import { organizationById } from '../organizations/loaders.ts';
import { CollectionRef, ContentPositionInput, readableCollection } from '../collections/types.ts';
import { spaceById } from './loaders.ts';
import {
  createSpace,
  deleteSpace,
  duplicateSpace,
  getSpace,
  listCollectionSpaces,
  listMemberSpaces,
  listOrganizationSpaces,
  moveSpace,
  restoreSpace,
  spaceUrls,
  transferSpace,
  updateSpace,
} from './service.ts';

export const SpaceRef = builder.objectRef<Space>('Space');

export const ContentVisibilityEnum = builder.enumType('ContentVisibility', {
  description: 'Who can see the published content.',
  values: {
    PUBLIC: { value: 'public', description: 'Anyone; indexed by search engines.' },
    UNLISTED: { value: 'unlisted', description: 'Anyone; not indexed by search engines.' },
    SHARE_LINK: { value: 'share-link', description: 'Anyone with a secret token in the URL.' },
    VISITOR_AUTH: { value: 'visitor-auth', description: 'Anyone authenticated through a JWT.' },
    IN_COLLECTION: {
      value: 'in-collection',
      description: 'Anyone who can access the parent collection (spaces in a collection only).',
    },
    PRIVATE: { value: 'private', description: 'Authorized members only.' },
  } as const,
});

export const SpaceEditModeEnum = builder.enumType('SpaceEditMode', {
  description: 'Whether the content of a space can be edited directly.',
  values: {
    LIVE: { value: 'live', description: 'Users can edit the space directly.' },
    LOCKED: { value: 'locked', description: 'All edits are locked.' },
  } as const,
});

/** Neighbour kinds in a move position (`{ type: space, space }` / `{ type: collection, collection }`). */
const SpaceUrls = builder.simpleObject('SpaceUrls', {
  description: 'Addresses of a space.',
  fields: (t) => ({
    location: t.string({ description: 'The space in the API.' }),
    app: t.string({ description: 'The space in the application.' }),
    published: t.string({ nullable: true, description: 'The published content; not for private spaces.' }),
    public: t.string({ nullable: true, description: 'The public content; only for public spaces.' }),
    icon: t.string({ description: 'URL of the icon of the space; null when it has none.', nullable: true }),
  }),
});

export const SpacePermissions = builder.simpleObject('SpacePermissions', {
  description: 'What the caller may do in the space, from its role on it.',
  fields: (t) => ({
    view: t.boolean({ description: 'See the space (role read or stronger).' }),
    access: t.boolean({ description: 'Open the content (role read or stronger).' }),
    admin: t.boolean({ description: 'Administrate it: settings, permissions, delete (role admin).' }),
    viewInviteLinks: t.boolean({ description: 'See its invite links (role admin).' }),
    edit: t.boolean({ description: 'Edit the content, live or in change requests (role edit or stronger).' }),
    triggerGitSync: t.boolean({
      description: 'Trigger a Git Sync (role edit or stronger; Git Sync is not supported).',
    }),
    comment: t.boolean({ description: 'Comment (role comment or stronger).' }),
    merge: t.boolean({ description: 'Merge change requests (role edit or stronger).' }),
    review: t.boolean({ description: 'Review change requests (role review or stronger).' }),
    installIntegration: t.boolean({ description: 'Install integrations on the space (role admin).' }),
  }),
});

builder.node(SpaceRef, {
  description: 'A container of documentation content, in an organization and optionally a collection.',
  id: { resolve: (s) => s.id },
  loadOne: async (id, ctx) => {
    if (!ctx.viewer) return null;
    const space = await spaceById(ctx).load(id);
    return space && atLeast(await spaceRole(ctx, space), 'read') ? space : null;
  },
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The space id used in REST paths.' }),
    object: t.string({ description: 'Always `"space"` (REST discriminator).', resolve: () => 'space' }),
    title: t.exposeString('title', { description: 'At most 50 characters.' }),
    emoji: t.string({ description: 'The emoji of the space; empty when it has none.', resolve: (s) => s.emoji ?? '' }),
    visibility: t.field({
      description: 'Who can see the published content.',
      type: ContentVisibilityEnum,
      resolve: (s) => s.visibility as typeof ContentVisibilityEnum.$inferType,
    }),
    createdAt: t.field({ description: 'When the space was created.', type: 'DateTime', resolve: (s) => s.createdAt }),
    updatedAt: t.field({
      description: 'When the space or its content last changed.',
      type: 'DateTime',
      resolve: (s) => s.updatedAt,
    }),
    deletedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Set while the space is deleted (restorable for 7 days).',
      resolve: (s) => s.deletedAt,
    }),
    editMode: t.field({
      description: 'Whether the content can be edited directly (`LIVE`) or not at all (`LOCKED`).',
      type: SpaceEditModeEnum,
      resolve: (s) => s.editMode as typeof SpaceEditModeEnum.$inferType,
    }),
    urls: t.field({
      description: 'Addresses of the space.',
      type: SpaceUrls,
      args: {
        shareKey: t.arg.string({ description: 'Resolves the published URL of a share-link space when it matches.' }),
      },
      resolve: (s, { shareKey }, ctx) => spaceUrls(ctx, s, shareKey),
    }),
    organizationId: t.exposeString('organizationId', {
      description: 'Id of the owning organization (REST `organization`).',
    }),
    organization: t.field({
      description: 'The owning organization.',
      type: OrganizationRef,
      resolve: async (s, _, ctx) => (await organizationById(ctx).load(s.organizationId))!,
    }),
    parentId: t.exposeString('parentId', {
      nullable: true,
      description: 'Id of the parent collection (REST `parent`).',
    }),
    revision: t.string({ description: 'Id of the active revision.', resolve: (s) => s.revisionId ?? '' }),
    defaultLevel: t.field({
      type: ContentLevelEnum,
      nullable: true,
      description: 'Default level of members: a role, INHERIT from the parent, or null (no access by default).',
      extensions: { restNull: true },
      resolve: (s) => s.defaultLevel,
    }),
    mergeRules: t.field({
      description:
        'Merge rules of change requests: `{ type: "inherit" }` (from the organization), `{ type: "none" }` or `{ type: "rules", rules }`.',
      type: 'JSON',
      resolve: (s) => s.mergeRules,
    }),
    gitSync: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Git Sync state (not supported: always null).',
      resolve: () => null,
    }),
    visitorAuth: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Visitor authentication backend (not supported: always null).',
      resolve: () => null,
    }),
    permissions: t.field({
      description: 'What the caller may do in the space.',
      type: SpacePermissions,
      resolve: async (s, _, ctx) => spacePermissions(await spaceRole(ctx, s)),
    }),
  }),
});

export const MemberSpacePermission = builder.simpleObject('MemberSpacePermission', {
  description: "A space a member can access, with the member's role on it.",
  fields: (t) => ({
    permission: t.field({ description: "The member's role on the space.", type: MemberRoleEnum }),
    space: t.field({ description: 'The space.', type: SpaceRef }),
  }),
});

builder.objectFields(OrganizationRef, (t) => ({
  spaces: t.connection(
    {
      type: SpaceRef,
      description: 'Spaces of the organization the caller can read (not deleted), oldest first.',
      resolve: (org, args, ctx) => listOrganizationSpaces(ctx, org.id, args),
    },
    connectionOf(SpaceRef),
  ),
  memberSpaces: t.connection(
    {
      type: MemberSpacePermission,
      description: "Spaces a member can access, with its role on each. Org admins may list anyone's; a member its own.",
      args: {
        userId: t.arg.id({ description: "Global id or REST key of the member's user.", required: true }),
        order: t.arg({ type: OrderEnum, defaultValue: 'desc', description: 'By creation date.' }),
      },
      resolve: (org, { userId, order, ...args }, ctx) => listMemberSpaces(ctx, org.id, userId, args, order ?? 'desc'),
    },
    connectionOf(MemberSpacePermission),
  ),
}));

builder.queryFields((t) => ({
  space: t.field({
    nullable: true,
    type: SpaceRef,
    description: 'A space the caller can read (deleted ones too, with deletedAt set).',
    args: { id: t.arg.id({ description: 'Global id or REST key of the space.', required: true }) },
    resolve: (_, { id }, ctx) => getSpace(ctx, id),
  }),
}));

// ---------------------------------------------------------------------------------------------
// Mutations

const CreateSpaceInput = builder.inputType('CreateSpaceInput', {
  fields: (t) => ({
    organizationId: t.id({
      description: 'Global id or REST key of the organization (REST: path parameter).',
      required: true,
    }),
    title: t.string({ description: 'At most 50 characters.' }),
    emoji: t.string({ description: 'At most 50 characters.' }),
    private: t.boolean({ description: 'Deprecated: private spaces are no longer supported. Accepted and ignored.' }),
    parent: t.id({ description: 'Id of the parent collection.' }),
    editMode: t.field({
      description: 'Whether the content can be edited directly; default `LIVE`.',
      type: SpaceEditModeEnum,
    }),
  }),
});

const UpdateSpaceInput = builder.inputType('UpdateSpaceInput', {
  fields: (t) => ({
    spaceId: t.id({ description: 'Global id or REST key of the space (REST: path parameter).', required: true }),
    title: t.string({ description: 'At most 50 characters.' }),
    emoji: t.string({ description: 'null removes it; setting it removes the icon.' }),
    icon: t.string({ description: 'URL of an icon; null removes it; setting it removes the emoji.' }),
    editMode: t.field({ description: 'Whether the content can be edited directly.', type: SpaceEditModeEnum }),
    defaultLevel: t.field({ type: ContentLevelEnum, description: 'A role, INHERIT, or null (no access by default).' }),
    visibility: t.field({ description: 'Who can see the published content.', type: ContentVisibilityEnum }),
    mergeRules: t.field({ type: 'JSON', description: '{ type: inherit | none } or { type: rules, rules }.' }),
  }),
});

const SpaceIdInput = (name: string) =>
  builder.inputType(name, {
    fields: (t) => ({
      spaceId: t.id({ required: true, description: 'Global id or REST key of the space (REST: path parameter).' }),
    }),
  });

const MoveSpaceInput = builder.inputType('MoveSpaceInput', {
  fields: (t) => ({
    spaceId: t.id({ description: 'Global id or REST key of the space (REST: path parameter).', required: true }),
    parent: t.id({ description: 'Id of the target collection; null for the top level; absent: unchanged.' }),
    position: t.field({
      description: 'Where to put it among its new siblings; absent: last.',
      type: ContentPositionInput,
    }),
  }),
});

const TransferSpaceInput = builder.inputType('TransferSpaceInput', {
  fields: (t) => ({
    spaceId: t.id({ description: 'Global id or REST key of the space (REST: path parameter).', required: true }),
    organization: t.id({
      required: true,
      description: 'Id of the target organization (the caller must be admin in both).',
    }),
  }),
});

const spacePayload = (name: string) =>
  builder.simpleObject(name, {
    fields: (t) => ({ space: t.field({ type: SpaceRef, description: 'The space after the change.' }) }),
  });

const CreateSpacePayload = spacePayload('CreateSpacePayload');
const UpdateSpacePayload = spacePayload('UpdateSpacePayload');
const RestoreSpacePayload = spacePayload('RestoreSpacePayload');
const DuplicateSpacePayload = spacePayload('DuplicateSpacePayload');
const MoveSpacePayload = spacePayload('MoveSpacePayload');
const TransferSpacePayload = spacePayload('TransferSpacePayload');
const DeleteSpacePayload = builder.simpleObject('DeleteSpacePayload', {
  fields: (t) => ({
    deleted: t.boolean({ description: 'False when the space did not exist or was already deleted.' }),
  }),
});

withDeletedId(DeleteSpacePayload);

builder.mutationFields((t) => ({
  createSpace: t.field({
    type: CreateSpacePayload,
    description: 'Creates a space (create role in the organization, or on the parent collection).',
    errors: {},
    args: { input: t.arg({ type: CreateSpaceInput, required: true }) },
    resolve: async (_, { input: { organizationId, ...rest } }, ctx) => ({
      space: await createSpace(ctx, organizationId, rest),
    }),
  }),
  updateSpace: t.field({
    description: 'Changes the settings of a space (role admin on it; a deleted space cannot change).',
    type: UpdateSpacePayload,
    errors: {},
    args: { input: t.arg({ type: UpdateSpaceInput, required: true }) },
    resolve: async (_, { input: { spaceId, ...rest } }, ctx) => ({ space: await updateSpace(ctx, spaceId, rest) }),
  }),
  deleteSpace: t.field({
    type: DeleteSpacePayload,
    description: 'Soft-deletes a space: restorable for 7 days, then purged.',
    errors: {},
    args: { input: t.arg({ type: SpaceIdInput('DeleteSpaceInput'), required: true }) },
    resolve: async (_, { input }, ctx) => deletion('Space', input.spaceId, await deleteSpace(ctx, input.spaceId)),
  }),
  restoreSpace: t.field({
    type: RestoreSpacePayload,
    description: 'Restores a space deleted less than 7 days ago.',
    errors: {},
    args: { input: t.arg({ type: SpaceIdInput('RestoreSpaceInput'), required: true }) },
    resolve: async (_, { input }, ctx) => ({ space: await restoreSpace(ctx, input.spaceId) }),
  }),
  duplicateSpace: t.field({
    type: DuplicateSpacePayload,
    description: 'Copies a space right after it in the same parent.',
    errors: {},
    args: { input: t.arg({ type: SpaceIdInput('DuplicateSpaceInput'), required: true }) },
    resolve: async (_, { input }, ctx) => ({ space: await duplicateSpace(ctx, input.spaceId) }),
  }),
  moveSpace: t.field({
    type: MoveSpacePayload,
    description: 'Moves a space to another parent and/or position.',
    errors: {},
    args: { input: t.arg({ type: MoveSpaceInput, required: true }) },
    resolve: async (_, { input: { spaceId, ...rest } }, ctx) => ({ space: await moveSpace(ctx, spaceId, rest) }),
  }),
  transferSpace: t.field({
    type: TransferSpacePayload,
    description: 'Moves a space to the top level of another organization.',
    errors: {},
    args: { input: t.arg({ type: TransferSpaceInput, required: true }) },
    resolve: async (_, { input: { spaceId, ...rest } }, ctx) => ({ space: await transferSpace(ctx, spaceId, rest) }),
  }),
}));

// Spaces live in collections: the edges between the two are defined here, on the module that
// builds on collections.
builder.objectField(SpaceRef, 'parentCollection', (t) =>
  t.field({
    type: CollectionRef,
    nullable: true,
    description: 'The parent collection, when the caller can read it.',
    resolve: (s, _, ctx) => readableCollection(ctx, s.parentId),
  }),
);

builder.objectField(CollectionRef, 'spaces', (t) =>
  t.connection(
    {
      type: SpaceRef,
      description: 'Spaces directly in this collection that the caller can read (not deleted), in position order.',
      resolve: (c, args, ctx) => listCollectionSpaces(ctx, c.id, args),
    },
    connectionOf(SpaceRef),
  ),
);
