import { deleteReply, route } from '../../rest/route.ts';
import { LIST, created, mutationDocument } from '../../rest/documents.ts';

export const COLLECTION_FIELDS = /* GraphQL */ `
  fragment CollectionFields on Collection {
    object id: key title description organization: organizationId parent: parentId defaultLevel
    urls { location app }
    permissions { view admin viewInviteLinks create }
  }
`;

const collectionMutation = (field: string, inputType: string) =>
  mutationDocument(field, inputType, { select: 'collection { ...CollectionFields }', fragments: COLLECTION_FIELDS });

export const collectionRoutes = [
  route({
    method: 'GET',
    path: '/v1/collections/{collectionId}',
    operation: `query ($collectionId: ID!) { collection(id: $collectionId) { ...CollectionFields } } ${COLLECTION_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/collections/{collectionId}',
    body: true,
    pick: 'collection',
    operation: collectionMutation('updateCollection', 'UpdateCollectionInput'),
  }),
  route({
    method: 'DELETE',
    path: '/v1/collections/{collectionId}',
    reply: deleteReply,
    operation: `mutation ($input: DeleteCollectionInput!) {
      deleteCollection(input: $input) { __typename ... on DeleteCollectionPayload { deleted } ... on BaseError { message status } }
    }`,
  }),
  route({
    method: 'POST',
    path: '/v1/collections/{collectionId}/move',
    body: true,
    pick: 'collection',
    operation: collectionMutation('moveCollection', 'MoveCollectionInput'),
  }),
  route({
    method: 'POST',
    path: '/v1/collections/{collectionId}/transfer',
    body: true,
    pick: 'collection',
    operation: collectionMutation('transferCollection', 'TransferCollectionInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/collections',
    query: { nested: 'boolean' },
    pick: 'collections',
    operation: `query ($organizationId: ID!, $first: Int, $after: String, $nested: Boolean) {
      organization(id: $organizationId) { collections(first: $first, after: $after, nested: $nested) { ${LIST} edges { node { ...CollectionFields } } } }
    } ${COLLECTION_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/collections',
    body: true,
    pick: 'collection',
    reply: created,
    operation: collectionMutation('createCollection', 'CreateCollectionInput'),
  }),
];
