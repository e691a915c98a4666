import type { GraphQLObjectType } from 'graphql';
import type { Space } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { ContentLevelEnum, MemberRoleEnum, OrderEnum } from '../../graphql/common.ts';
import { childList, connectionOf } from '../../graphql/connections.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { inputMutation, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { reads, selectedNodeColumns } from '../../graphql/selection.ts';
import { listedRole, spacePermissions, spaceRole } from '../../request/access.ts';
import { atLeast } from '../../request/roles.ts';
import { CollectionRef, ContentPositionInput, readableCollection } from '../collections/schema.ts';
import { organizationById } from '../organizations/loaders.ts';
import {
  MERGE_RULES_TYPES,
  MergeRulesConfigurationNone,
  MergeRulesConfigurationRules,
  OrganizationRef,
} from '../organizations/schema.ts';
import { storedMergeRules } from '../organizations/service.ts';
import { spaceById } from './loaders.ts';
import {
  createSpace,
  deleteSpace,
  duplicateSpace,
  type EditMode,
  getSpace,
  listCollectionSpaces,
  listContents,
  listMemberSpaces,
  listOrganizationSpaces,
  moveSpace,
  restoreSpace,
  spaceUrls,
  transferSpace,
  updateSpace,
  type Visibility,
} from './service.ts';

const MergeRulesConfigurationInherit = builder
  .objectRef<{ type: 'inherit' }>('MergeRulesConfigurationInherit')
  .implement({
    description: "The space follows its organization's merge rules.",
    fields: (t) => ({ type: t.exposeString('type', { description: 'Always `"inherit"`.' }) }),
  });

const MergeRulesSpaceConfiguration = builder.unionType('MergeRulesSpaceConfiguration', {
  description: "Merge rules of a space: the organization's (inherit), none, or its own rules, told apart by `type`.",
  types: [MergeRulesConfigurationInherit, MergeRulesConfigurationNone, MergeRulesConfigurationRules],
  resolveType: (c) => MERGE_RULES_TYPES[c.type],
});

// Visitor authentication is not supported: GitBook's shapes, always null.

const VisitorAuthCustomBackend = builder.objectRef<{ backend: 'custom' }>('VisitorAuthCustomBackend').implement({
  description: 'Visitors authenticate with a custom backend.',
  fields: (t) => ({ backend: t.exposeString('backend', { description: 'Always `"custom"`.' }) }),
});

const VisitorAuthIntegrationBackend = builder
  .objectRef<{ backend: 'integration'; integration: string }>('VisitorAuthIntegrationBackend')
  .implement({
    description: 'Visitors authenticate through an integration.',
    fields: (t) => ({
      backend: t.exposeString('backend', { description: 'Always `"integration"`.' }),
      integration: t.exposeString('integration', { description: 'Name of the integration.' }),
    }),
  });

const VisitorAuth = builder.unionType('VisitorAuth', {
  description: 'The backend that authenticates visitors of a space, told apart by `backend`.',
  types: [VisitorAuthCustomBackend, VisitorAuthIntegrationBackend],
  resolveType: (v) => (v.backend === 'custom' ? 'VisitorAuthCustomBackend' : 'VisitorAuthIntegrationBackend'),
});

export const ContentVisibilityEnum = describedEnum('ContentVisibility', 'Who can see the published content.', {
  public: 'Anyone; indexed by search engines.',
  unlisted: 'Anyone; not indexed by search engines.',
  'share-link': 'Anyone with a secret token in the URL.',
  'visitor-auth': 'Anyone authenticated through a JWT.',
  'in-collection': 'Anyone who can access the parent collection (spaces in a collection only).',
  private: 'Authorized members only.',
} satisfies Record<Visibility, string>);

export const SpaceEditModeEnum = describedEnum(
  'SpaceEditMode',
  'Whether the content of a space can be edited directly.',
  {
    live: 'Users can edit the space directly.',
    locked: 'All edits are locked.',
  } satisfies Record<EditMode, string>,
);

/** `Space.urls`: what service.ts `spaceUrls` computes for the caller. */
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
      description: 'Import from or export to a Git repository with Git Sync, or push with git (role edit or stronger).',
    }),
    comment: t.boolean({ description: 'Comment (role comment or stronger).' }),
    merge: t.boolean({ description: 'Merge change requests (role edit or stronger).' }),
    review: t.boolean({ description: 'Review change requests (role review or stronger).' }),
    installIntegration: t.boolean({ description: 'Install integrations on the space (role admin).' }),
  }),
});

export const SpaceRef = builder.objectRef<Space>('Space');

builder.node(SpaceRef, {
  description: 'A container of documentation content, in an organization and optionally a collection.',
  id: { resolve: (s) => s.id, extensions: reads('id') },
  loadOne: async (id, ctx) => {
    if (!ctx.viewer) return null;
    const space = await spaceById(ctx).load(id);
    return space && atLeast(await spaceRole(ctx, space), 'read') ? space : null;
  },
  fields: (t) => ({
    // Each field that reads only some columns of the row says which: lists read only those
    // (src/graphql/selection.ts).
    key: t.exposeString('id', { description: 'The space id used in REST paths.', extensions: reads('id') }),
    object: t.string({
      description: 'Always `"space"` (REST discriminator).',
      extensions: reads(),
      resolve: () => 'space',
    }),
    title: t.exposeString('title', { description: 'At most 50 characters.', extensions: reads('title') }),
    emoji: t.string({
      description: 'The emoji of the space; empty when it has none.',
      extensions: reads('emoji'),
      resolve: (s) => s.emoji ?? '',
    }),
    visibility: t.field({
      description: 'Who can see the published content.',
      extensions: reads('visibility'),
      type: ContentVisibilityEnum,
      resolve: (s) => s.visibility as typeof ContentVisibilityEnum.$inferType,
    }),
    createdAt: t.expose('createdAt', {
      description: 'When the space was created.',
      type: 'DateTime',
      extensions: reads('createdAt'),
    }),
    updatedAt: t.expose('updatedAt', {
      type: 'DateTime',
      description: 'When the space or its content last changed.',
      extensions: reads('updatedAt'),
    }),
    deletedAt: t.expose('deletedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Set while the space is deleted (restorable for 7 days).',
      extensions: reads('deletedAt'),
    }),
    editMode: t.field({
      description: 'Whether the content can be edited directly (`LIVE`) or not at all (`LOCKED`).',
      extensions: reads('editMode'),
      type: SpaceEditModeEnum,
      resolve: (s) => s.editMode as typeof SpaceEditModeEnum.$inferType,
    }),
    urls: t.field({
      description: 'Addresses of the space.',
      type: SpaceUrls,
      extensions: reads('id', 'organizationId', 'visibility', 'shareKey', 'iconURL'),
      args: {
        shareKey: t.arg.string({ description: 'Resolves the published URL of a share-link space when it matches.' }),
      },
      resolve: (s, { shareKey }, ctx) => spaceUrls(ctx, s, shareKey),
    }),
    organizationId: t.exposeString('organizationId', {
      description: 'Id of the owning organization (REST `organization`).',
      extensions: reads('organizationId'),
    }),
    organization: t.field({
      description: 'The owning organization.',
      type: OrganizationRef,
      extensions: reads('organizationId'),
      resolve: async (s, _, ctx) => (await organizationById(ctx).load(s.organizationId))!,
    }),
    parentId: t.exposeString('parentId', {
      nullable: true,
      description: 'Id of the parent collection (REST `parent`).',
      extensions: reads('parentId'),
    }),
    revision: t.string({
      description: 'Id of the active revision.',
      extensions: reads('revisionId'),
      resolve: (s) => s.revisionId ?? '',
    }),
    defaultLevel: t.expose('defaultLevel', {
      type: ContentLevelEnum,
      nullable: true,
      description: 'Default level of members: a role, INHERIT from the parent, or null (no access by default).',
      extensions: { restNull: true, ...reads('defaultLevel') },
    }),
    mergeRules: t.field({
      description: "Merge rules of change requests: the organization's (inherit), none, or the space's own.",
      type: MergeRulesSpaceConfiguration,
      extensions: reads('mergeRules'),
      resolve: (s) => storedMergeRules(s.mergeRules),
    }),
    visitorAuth: t.field({
      type: VisitorAuth,
      nullable: true,
      description: 'Visitor authentication backend (not supported: always null).',
      extensions: reads(),
      resolve: () => null,
    }),
    permissions: t.field({
      description: 'What the caller may do in the space.',
      type: SpacePermissions,
      extensions: reads('id', 'organizationId', 'parentId', 'defaultLevel'),
      // In a list, the role its filter computed; else resolved for this space.
      resolve: (s, _, ctx) => {
        const listed = listedRole(ctx, s.id);
        return listed !== undefined ? spacePermissions(listed) : spaceRole(ctx, s).then(spacePermissions);
      },
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
  spaces: childList(
    t,
    SpaceRef,
    'Spaces of the organization the caller can read (not deleted), oldest first.',
    listOrganizationSpaces,
  ),
  memberSpaces: t.connection(
    {
      type: MemberSpacePermission,
      description: "Spaces a member can access, with its role on each. Org admins may list anyone's; a member its own.",
      args: {
        userId: t.arg.id(idOf({ description: "Global id or REST key of the member's user.", required: true })),
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
    args: { id: t.arg.id(idOf({ description: 'Global id or REST key of the space.', required: true })) },
    resolve: (_, { id }, ctx) => getSpace(ctx, id),
  }),
}));

// ---------------------------------------------------------------------------------------------
// Mutations

const CreateSpaceInput = builder.inputType('CreateSpaceInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    title: t.string({ description: 'At most 50 characters.' }),
    emoji: t.string({ description: 'At most 50 characters.' }),
    private: t.boolean({ description: 'Deprecated: private spaces are no longer supported. Accepted and ignored.' }),
    parent: t.id(idOf({ description: 'Id of the parent collection.' })),
    editMode: t.field({
      description: 'Whether the content can be edited directly; default `LIVE`.',
      type: SpaceEditModeEnum,
    }),
  }),
});

const UpdateSpaceInput = builder.inputType('UpdateSpaceInput', {
  fields: (t) => ({
    spaceId: pathId(t, 'space'),
    title: t.string({ description: 'At most 50 characters.' }),
    emoji: t.string({ description: 'null removes it; setting it removes the icon.' }),
    icon: t.string({ description: 'URL of an icon; null removes it; setting it removes the emoji.' }),
    editMode: t.field({ description: 'Whether the content can be edited directly.', type: SpaceEditModeEnum }),
    defaultLevel: t.field({ type: ContentLevelEnum, description: 'A role, INHERIT, or null (no access by default).' }),
    visibility: t.field({ description: 'Who can see the published content.', type: ContentVisibilityEnum }),
    mergeRules: t.field({
      type: 'JSON',
      description:
        '`{ type: "inherit" }`, `{ type: "none" }` or `{ type: "rules", rules }` with at most 20 rules, each shaped as a `MergeRule` member: `{ rule, users }`, `{ rule }` or `{ rule: "custom", expression, message }`.',
    }),
  }),
});

const SpaceIdInput = (name: string) =>
  builder.inputType(name, {
    fields: (t) => ({
      spaceId: pathId(t, 'space'),
    }),
  });

const MoveSpaceInput = builder.inputType('MoveSpaceInput', {
  fields: (t) => ({
    spaceId: pathId(t, 'space'),
    parent: t.id(idOf({ description: 'Id of the target collection; null for the top level; absent: unchanged.' })),
    position: t.field({
      description: 'Where to put it among its new siblings; absent: last.',
      type: ContentPositionInput,
    }),
  }),
});

const TransferSpaceInput = builder.inputType('TransferSpaceInput', {
  fields: (t) => ({
    spaceId: pathId(t, 'space'),
    organization: t.id(
      idOf({
        required: true,
        description: 'Id of the target organization (the caller must be admin in both).',
      }),
    ),
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
  createSpace: inputMutation(t, {
    type: CreateSpacePayload,
    description: 'Creates a space (create role in the organization, or on the parent collection).',
    input: CreateSpaceInput,
    resolve: async ({ organizationId, ...rest }, ctx) => ({
      space: await createSpace(ctx, organizationId, rest),
    }),
  }),
  updateSpace: inputMutation(t, {
    description: 'Changes the settings of a space (role admin on it; a deleted space cannot change).',
    type: UpdateSpacePayload,
    input: UpdateSpaceInput,
    resolve: async ({ spaceId, ...rest }, ctx) => ({ space: await updateSpace(ctx, spaceId, rest) }),
  }),
  deleteSpace: inputMutation(t, {
    type: DeleteSpacePayload,
    description: 'Soft-deletes a space: restorable for 7 days, then purged.',
    input: SpaceIdInput('DeleteSpaceInput'),
    resolve: async (input, ctx) => deletion('Space', input.spaceId, await deleteSpace(ctx, input.spaceId)),
  }),
  restoreSpace: inputMutation(t, {
    type: RestoreSpacePayload,
    description: 'Restores a space deleted less than 7 days ago.',
    input: SpaceIdInput('RestoreSpaceInput'),
    resolve: async (input, ctx) => ({ space: await restoreSpace(ctx, input.spaceId) }),
  }),
  duplicateSpace: inputMutation(t, {
    type: DuplicateSpacePayload,
    description: 'Copies a space right after it in the same parent.',
    input: SpaceIdInput('DuplicateSpaceInput'),
    resolve: async (input, ctx) => ({ space: await duplicateSpace(ctx, input.spaceId) }),
  }),
  moveSpace: inputMutation(t, {
    type: MoveSpacePayload,
    description: 'Moves a space to another parent and/or position.',
    input: MoveSpaceInput,
    resolve: async ({ spaceId, ...rest }, ctx) => ({ space: await moveSpace(ctx, spaceId, rest) }),
  }),
  transferSpace: inputMutation(t, {
    type: TransferSpacePayload,
    description: 'Moves a space to the top level of another organization.',
    input: TransferSpaceInput,
    resolve: async ({ spaceId, ...rest }, ctx) => ({ space: await transferSpace(ctx, spaceId, rest) }),
  }),
}));

// Spaces live in collections: the edges between the two are defined here, on the module that
// builds on collections.
builder.objectField(SpaceRef, 'parentCollection', (t) =>
  t.field({
    type: CollectionRef,
    nullable: true,
    description: 'The parent collection, when the caller can read it.',
    extensions: reads('parentId'),
    resolve: (s, _, ctx) => readableCollection(ctx, s.parentId),
  }),
);

builder.objectField(CollectionRef, 'spaces', (t) =>
  t.connection(
    {
      type: SpaceRef,
      description: 'Spaces directly in this collection that the caller can read (not deleted), in position order.',
      // Only the columns the selected fields read.
      resolve: (c, args, ctx, info) =>
        listCollectionSpaces(
          ctx,
          c,
          args,
          selectedNodeColumns(info, info.schema.getType('Space') as GraphQLObjectType),
        ),
    },
    connectionOf(SpaceRef),
  ),
);

/** A space or a collection: what a collection (or an organization's top level) holds. */
const ContentItem = builder.unionType('ContentItem', {
  description: 'A space or a collection, as a collection or the top level of an organization holds them.',
  types: [SpaceRef, CollectionRef],
  // Only spaces have a visibility.
  resolveType: (item) => ('visibility' in item ? SpaceRef : CollectionRef),
});
// One connection type for both lists, as connectionOf makes for node types (src/graphql/connections.ts).
const ContentItemConnection = builder.connectionObject(
  { type: ContentItem, name: 'ContentItemConnection', description: 'A page of ContentItem nodes (Relay connection).' },
  { name: 'ContentItemEdge', description: 'A ContentItem with its cursor.' },
);

builder.objectField(CollectionRef, 'contents', (t) =>
  t.connection(
    {
      type: ContentItem,
      description:
        'Spaces (not deleted) and collections directly in this collection that the caller can read, in the one ' +
        'order they share (the order moves set; `spaces` and `collections` list each kind in its own order).',
      resolve: (c, args, ctx) => listContents(ctx, c.organizationId, c.id, args),
    },
    ContentItemConnection,
  ),
);

builder.objectField(OrganizationRef, 'contents', (t) =>
  t.connection(
    {
      type: ContentItem,
      description:
        'Spaces (not deleted) and collections at the top level of the organization that the caller can read, in ' +
        'the one order they share (the order moves set).',
      resolve: (org, args, ctx) => listContents(ctx, org.id, null, args),
    },
    ContentItemConnection,
  ),
);
