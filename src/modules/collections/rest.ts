import { created, deleteDocument, LIST, mutationsReturning } from '../../rest/documents.ts';
import { deleteReply, route } from '../../rest/route.ts';

export const COLLECTION_FIELDS = /* GraphQL */ `
  fragment CollectionFields on Collection {
    object id: key title description organization: organizationId parent: parentId defaultLevel
    urls { location app }
    permissions { view admin viewInviteLinks create }
  }
`;

const collectionMutation = mutationsReturning('collection', COLLECTION_FIELDS);

export const collectionRoutes = [
  route({
    method: 'GET',
    path: '/v1/collections/{collectionId}',
    reader: false,
    summary: 'Get a collection by its ID',
    description: "Returns a collection the caller can read, with the caller's permissions on it.",
    operation: `query ($collectionId: ID!) { collection(id: $collectionId) { ...CollectionFields } } ${COLLECTION_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/collections/{collectionId}',
    reader: false,
    summary: 'Update a collection',
    description: 'Changes the title, description or default level of a collection. Needs the admin role on it.',
    body: true,
    pick: 'collection',
    operation: collectionMutation('updateCollection', 'UpdateCollectionInput'),
  }),
  route({
    method: 'DELETE',
    path: '/v1/collections/{collectionId}',
    reader: false,
    summary: 'Delete a collection',
    description:
      'Deletes a collection and its sub-collections; the spaces in them are soft-deleted (restorable for 7 days). Answers 205 when deleted, 204 when there was nothing to delete.',
    reply: deleteReply,
    operation: deleteDocument('deleteCollection', 'DeleteCollectionInput'),
  }),
  route({
    method: 'POST',
    path: '/v1/collections/{collectionId}/move',
    reader: false,
    summary: 'Move a collection to another parent or position',
    description:
      'Moves a collection under another collection, or to the top level, and/or before or after a sibling. A collection never moves into itself or one of its descendants.',
    body: true,
    pick: 'collection',
    operation: collectionMutation('moveCollection', 'MoveCollectionInput'),
  }),
  route({
    method: 'POST',
    path: '/v1/collections/{collectionId}/transfer',
    reader: false,
    summary: 'Transfer a collection to another organization',
    description:
      'Moves a collection with everything in it to the top level of another organization. The caller must be an admin of both; grants, invite links, custom-field values and site spaces of the old organization stay behind.',
    body: true,
    pick: 'collection',
    operation: collectionMutation('transferCollection', 'TransferCollectionInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/collections',
    reader: false,
    summary: 'List the collections of an organization',
    description:
      'Lists the collections of the organization that the caller can read, oldest first. `nested=false` keeps only top-level collections.',
    query: { nested: 'boolean' },
    pick: 'collections',
    operation: `query ($organizationId: ID!, $first: Int, $after: String, $nested: Boolean) {
      organization(id: $organizationId) { collections(first: $first, after: $after, nested: $nested) { ${LIST} edges { node { ...CollectionFields } } } }
    } ${COLLECTION_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/collections',
    reader: false,
    summary: 'Create a collection',
    description:
      'Creates a collection at the top level or in another collection (`parent`). Needs the create role in the organization, or on the parent collection. Answers 201 with the collection.',
    body: true,
    pick: 'collection',
    reply: created,
    operation: collectionMutation('createCollection', 'CreateCollectionInput'),
  }),
];
