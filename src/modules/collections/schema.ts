import type { Collection } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { ContentLevelEnum } from '../../graphql/common.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { inputMutation, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { collectionPermissions, collectionRole, listedRole } from '../../request/access.ts';
import { url } from '../../request/context.ts';
import { collectionById } from '../../request/lookups.ts';
import { atLeast } from '../../request/roles.ts';
import { organizationById } from '../organizations/loaders.ts';
import { OrganizationRef } from '../organizations/schema.ts';
import {
  createCollection,
  deleteCollection,
  getCollection,
  listChildCollections,
  listOrganizationCollections,
  moveCollection,
  transferCollection,
  updateCollection,
} from './service.ts';

export const ContentPointerTypeEnum = describedEnum('ContentPointerType', 'Kind of a neighbour in a move position.', {
  space: 'A space (give `space`).',
  collection: 'A collection (give `collection`).',
});

export const ContentPointerInput = builder.inputType('ContentPointerInput', {
  description: 'A neighbour: `{ type: SPACE, space }` or `{ type: COLLECTION, collection }`.',
  fields: (t) => ({
    type: t.field({ description: 'Kind of the neighbour.', type: ContentPointerTypeEnum, required: true }),
    space: t.id(idOf({ description: 'Space id, with type SPACE.' })),
    collection: t.id(idOf({ description: 'Collection id, with type COLLECTION.' })),
  }),
});

export const ContentPositionInput = builder.inputType('ContentPositionInput', {
  description: 'Where to put an item among the siblings of its parent; absent neighbours: at the end.',
  fields: (t) => ({
    before: t.field({ type: ContentPointerInput, description: 'Right before this sibling.' }),
    after: t.field({ type: ContentPointerInput, description: 'Right after this sibling.' }),
  }),
});

const CollectionUrls = builder.simpleObject('CollectionUrls', {
  description: 'Addresses of a collection.',
  fields: (t) => ({
    location: t.string({ description: 'The collection in the API.' }),
    app: t.string({ description: 'The collection in the application.' }),
  }),
});

export const CollectionPermissions = builder.simpleObject('CollectionPermissions', {
  description: 'What the caller may do in the collection, from its role on it.',
  fields: (t) => ({
    view: t.boolean({ description: 'See the collection (role read or stronger).' }),
    admin: t.boolean({ description: 'Administrate it: settings, permissions, delete (role admin).' }),
    viewInviteLinks: t.boolean({ description: 'See its invite links (role admin).' }),
    create: t.boolean({ description: 'Can create spaces and collections in it.' }),
  }),
});

/** The parent collection if the caller can read it (a guest may see a space but not its collection). */
/** The collection when the caller can read it, else null. */
export async function readableCollection(ctx: Parameters<typeof collectionRole>[0], id: string | null) {
  if (!id) return null;
  const collection = await collectionById(ctx).load(id);
  return collection && atLeast(await collectionRole(ctx, collection), 'read') ? collection : null;
}

export const CollectionRef = builder.objectRef<Collection>('Collection');

builder.node(CollectionRef, {
  description: 'A group of spaces and collections in an organization.',
  id: { resolve: (c) => c.id },
  loadOne: async (id, ctx) => (ctx.viewer ? readableCollection(ctx, id) : null),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The collection id used in REST paths.' }),
    object: t.string({ description: 'Always `"collection"` (REST discriminator).', resolve: () => 'collection' }),
    title: t.exposeString('title', { description: 'At most 50 characters.' }),
    description: t.exposeString('description', { nullable: true, description: 'At most 100 characters.' }),
    organizationId: t.exposeString('organizationId', {
      description: 'Id of the owning organization (REST `organization`).',
    }),
    organization: t.field({
      description: 'The owning organization.',
      type: OrganizationRef,
      resolve: async (c, _, ctx) => (await organizationById(ctx).load(c.organizationId))!,
    }),
    parentId: t.exposeString('parentId', {
      nullable: true,
      description: 'Id of the parent collection (REST `parent`).',
    }),
    parentCollection: t.field({
      type: CollectionRef,
      nullable: true,
      description: 'The parent collection, when the caller can read it.',
      resolve: (c, _, ctx) => readableCollection(ctx, c.parentId),
    }),
    defaultLevel: t.expose('defaultLevel', {
      type: ContentLevelEnum,
      nullable: true,
      description: 'Default level of members: a role, INHERIT from the parent, or null (no access by default).',
      extensions: { restNull: true },
    }),
    urls: t.field({
      description: 'Addresses of the collection.',
      type: CollectionUrls,
      resolve: (c, _, ctx) => ({
        location: url(ctx, `/v1/collections/${c.id}`),
        app: url(ctx, `/app/o/${c.organizationId}/c/${c.id}`),
      }),
    }),
    permissions: t.field({
      description: 'What the caller may do in the collection.',
      type: CollectionPermissions,
      // In a list, the role its filter computed; else resolved for this collection.
      resolve: (c, _, ctx) => {
        const listed = listedRole(ctx, c.id);
        return listed !== undefined
          ? collectionPermissions(listed)
          : collectionRole(ctx, c).then(collectionPermissions);
      },
    }),
    collections: t.connection(
      {
        type: CollectionRef,
        description: 'Collections directly in this one that the caller can read, in position order.',
        resolve: (c, args, ctx) => listChildCollections(ctx, c, args),
      },
      connectionOf(CollectionRef),
    ),
  }),
});

builder.objectFields(OrganizationRef, (t) => ({
  collections: t.connection(
    {
      type: CollectionRef,
      description: 'Collections of the organization the caller can read, oldest first.',
      args: {
        nested: t.arg.boolean({ defaultValue: true, description: 'False lists only the top-level collections.' }),
      },
      resolve: (org, { nested, ...args }, ctx) => listOrganizationCollections(ctx, org.id, args, nested ?? true),
    },
    connectionOf(CollectionRef),
  ),
}));

builder.queryFields((t) => ({
  collection: t.field({
    nullable: true,
    type: CollectionRef,
    description: 'A collection the caller can read.',
    args: { id: t.arg.id(idOf({ required: true, description: 'Global id or REST key of the collection.' })) },
    resolve: (_, { id }, ctx) => getCollection(ctx, id),
  }),
}));

// ---------------------------------------------------------------------------------------------
// Mutations

const CreateCollectionInput = builder.inputType('CreateCollectionInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    title: t.string({ description: 'At most 50 characters.' }),
    description: t.string({ description: 'At most 100 characters.' }),
    parent: t.id(idOf({ description: 'Id of the parent collection.' })),
  }),
});

const UpdateCollectionInput = builder.inputType('UpdateCollectionInput', {
  fields: (t) => ({
    collectionId: pathId(t, 'collection'),
    title: t.string({ description: 'At most 50 characters.' }),
    description: t.string({ description: 'At most 100 characters; null removes it.' }),
    defaultLevel: t.field({ type: ContentLevelEnum, description: 'A role, INHERIT, or null (no access by default).' }),
  }),
});

const DeleteCollectionInput = builder.inputType('DeleteCollectionInput', {
  fields: (t) => ({
    collectionId: pathId(t, 'collection'),
  }),
});

const MoveCollectionInput = builder.inputType('MoveCollectionInput', {
  fields: (t) => ({
    collectionId: pathId(t, 'collection'),
    parent: t.id(idOf({ description: 'Id of the target collection; null for the top level; absent: unchanged.' })),
    position: t.field({
      description: 'Where to put it among its new siblings; absent: last.',
      type: ContentPositionInput,
    }),
  }),
});

const TransferCollectionInput = builder.inputType('TransferCollectionInput', {
  fields: (t) => ({
    collectionId: pathId(t, 'collection'),
    organization: t.id(
      idOf({
        required: true,
        description: 'Id of the target organization (the caller must be admin in both).',
      }),
    ),
  }),
});

const collectionPayload = (name: string) =>
  builder.simpleObject(name, {
    fields: (t) => ({ collection: t.field({ type: CollectionRef, description: 'The collection after the change.' }) }),
  });

const CreateCollectionPayload = collectionPayload('CreateCollectionPayload');
const UpdateCollectionPayload = collectionPayload('UpdateCollectionPayload');
const MoveCollectionPayload = collectionPayload('MoveCollectionPayload');
const TransferCollectionPayload = collectionPayload('TransferCollectionPayload');
const DeleteCollectionPayload = builder.simpleObject('DeleteCollectionPayload', {
  fields: (t) => ({ deleted: t.boolean({ description: 'False when the collection did not exist.' }) }),
});

builder.mutationFields((t) => ({
  createCollection: inputMutation(t, {
    type: CreateCollectionPayload,
    description: 'Creates a collection (create role in the organization, or on the parent collection).',
    input: CreateCollectionInput,
    resolve: async ({ organizationId, ...rest }, ctx) => ({
      collection: await createCollection(ctx, organizationId, rest),
    }),
  }),
  updateCollection: inputMutation(t, {
    description: 'Changes the title, description or default level of a collection (role admin on it).',
    type: UpdateCollectionPayload,
    input: UpdateCollectionInput,
    resolve: async ({ collectionId, ...rest }, ctx) => ({
      collection: await updateCollection(ctx, collectionId, rest),
    }),
  }),
  deleteCollection: inputMutation(t, {
    type: DeleteCollectionPayload,
    description:
      'Deletes a collection and its sub-collections; the spaces in them are soft-deleted (restorable for 7 days).',
    input: DeleteCollectionInput,
    resolve: async (input, ctx) =>
      deletion('Collection', input.collectionId, await deleteCollection(ctx, input.collectionId)),
  }),
  moveCollection: inputMutation(t, {
    type: MoveCollectionPayload,
    description: 'Moves a collection to another parent and/or position (never into itself or a descendant).',
    input: MoveCollectionInput,
    resolve: async ({ collectionId, ...rest }, ctx) => ({
      collection: await moveCollection(ctx, collectionId, rest),
    }),
  }),
  transferCollection: inputMutation(t, {
    type: TransferCollectionPayload,
    description: 'Moves a collection with all its content to the top level of another organization.',
    input: TransferCollectionInput,
    resolve: async ({ collectionId, ...rest }, ctx) => ({
      collection: await transferCollection(ctx, collectionId, rest),
    }),
  }),
}));

// Delete payloads name what they deleted (src/graphql/deletions.ts).
withDeletedId(DeleteCollectionPayload);
