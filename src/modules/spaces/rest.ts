import { deleteReply, route } from '../../rest/route.ts';
import { LIST, created, mutationDocument } from '../../rest/documents.ts';
import { SPACE_MERGE_RULES } from '../organizations/rest.ts';

const spaceFragment = (name: string, urlsArgs = '') => /* GraphQL */ `
  fragment ${name} on Space {
    object id: key title emoji visibility createdAt updatedAt deletedAt editMode
    urls${urlsArgs} { location app published public icon }
    organization: organizationId parent: parentId revision defaultLevel mergeRules ${SPACE_MERGE_RULES}
    comments changeRequests changeRequestsOpen changeRequestsDraft
    permissions { view access admin viewInviteLinks edit triggerGitSync comment merge review installIntegration }
  }
`;

/** The REST Space (used by other modules' routes that embed spaces). */
export const SPACE_FIELDS = spaceFragment('SpaceFields');
/** The same, resolving a share-link space's published URL with `$shareKey`. */
const SPACE_FIELDS_SHARED = spaceFragment('SharedSpaceFields', '(shareKey: $shareKey)');

const spaceMutation = (field: string, inputType: string) =>
  mutationDocument(field, inputType, { select: 'space { ...SpaceFields }', fragments: SPACE_FIELDS });

export const spaceRoutes = [
  // Spaces in a collection (this module builds on collections).
  route({
    method: 'GET',
    path: '/v1/collections/{collectionId}/spaces',
    pick: 'spaces',
    operation: `query ($collectionId: ID!, $first: Int, $after: String) {
      collection(id: $collectionId) { spaces(first: $first, after: $after) { ${LIST} edges { node { ...SpaceFields } } } }
    } ${SPACE_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}',
    query: { shareKey: 'string' },
    operation: `query ($spaceId: ID!, $shareKey: String) { space(id: $spaceId) { ...SharedSpaceFields } } ${SPACE_FIELDS_SHARED}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/spaces/{spaceId}',
    body: true,
    pick: 'space',
    operation: spaceMutation('updateSpace', 'UpdateSpaceInput'),
  }),
  route({
    method: 'DELETE',
    path: '/v1/spaces/{spaceId}',
    reply: deleteReply,
    operation: `mutation ($input: DeleteSpaceInput!) {
      deleteSpace(input: $input) { __typename ... on DeleteSpacePayload { deleted } ... on BaseError { message status } }
    }`,
  }),
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/restore',
    pick: 'space',
    operation: spaceMutation('restoreSpace', 'RestoreSpaceInput'),
  }),
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/duplicate',
    pick: 'space',
    reply: created,
    operation: spaceMutation('duplicateSpace', 'DuplicateSpaceInput'),
  }),
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/move',
    body: true,
    pick: 'space',
    operation: spaceMutation('moveSpace', 'MoveSpaceInput'),
  }),
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/transfer',
    body: true,
    pick: 'space',
    operation: spaceMutation('transferSpace', 'TransferSpaceInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/spaces',
    pick: 'spaces',
    operation: `query ($organizationId: ID!, $first: Int, $after: String) {
      organization(id: $organizationId) { spaces(first: $first, after: $after) { ${LIST} edges { node { ...SpaceFields } } } }
    } ${SPACE_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/spaces',
    body: true,
    pick: 'space',
    reply: created,
    operation: spaceMutation('createSpace', 'CreateSpaceInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/members/{userId}/spaces',
    query: { order: 'string' },
    pick: 'memberSpaces',
    operation: `query ($organizationId: ID!, $userId: ID!, $first: Int, $after: String, $order: Order) {
      organization(id: $organizationId) {
        memberSpaces(userId: $userId, first: $first, after: $after, order: $order) { ${LIST} edges { node { permission space { ...SpaceFields } } } }
      }
    } ${SPACE_FIELDS}`,
  }),
];
