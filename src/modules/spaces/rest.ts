import { created, deleteDocument, LIST, mutationsReturning } from '../../rest/documents.ts';
import { deleteReply, route } from '../../rest/route.ts';
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

const spaceMutation = mutationsReturning('space', SPACE_FIELDS);

export const spaceRoutes = [
  // Spaces in a collection (this module builds on collections).
  route({
    method: 'GET',
    path: '/v1/collections/{collectionId}/spaces',
    reader: false,
    summary: 'List the spaces in a collection',
    description:
      'Lists the spaces directly in a collection that the caller can read, in position order. Deleted spaces are left out.',
    pick: 'spaces',
    operation: `query ($collectionId: ID!, $first: Int, $after: String) {
      collection(id: $collectionId) { spaces(first: $first, after: $after) { ${LIST} edges { node { ...SpaceFields } } } }
    } ${SPACE_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}',
    reader: true,
    summary: 'Get a space by its ID',
    description:
      "Returns a space the caller can read, with its counters and the caller's permissions. A deleted space (restorable for 7 days) is returned with `deletedAt` set. With `shareKey`, a share-link space's published URL carries the key. For its content, use the content routes.",
    query: { shareKey: 'string' },
    operation: `query ($spaceId: ID!, $shareKey: String) { space(id: $spaceId) { ...SharedSpaceFields } } ${SPACE_FIELDS_SHARED}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/spaces/{spaceId}',
    reader: false,
    summary: "Update a space's title, icon or settings",
    description:
      'Changes the title, emoji or icon, edit mode (`locked` refuses merges), default level, visibility or merge rules of a space. Needs the admin role on the space; a deleted space cannot change (409). To change pages, use a change request or the GraphQL page mutations.',
    body: true,
    pick: 'space',
    operation: spaceMutation('updateSpace', 'UpdateSpaceInput'),
  }),
  route({
    method: 'DELETE',
    path: '/v1/spaces/{spaceId}',
    reader: false,
    summary: 'Delete a space',
    description:
      'Soft-deletes a space: it can be restored for 7 days, then it is purged with its content. Answers 205 when the space was deleted and 204 when there was nothing to delete.',
    reply: deleteReply,
    operation: deleteDocument('deleteSpace', 'DeleteSpaceInput'),
  }),
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/restore',
    reader: false,
    summary: 'Restore a deleted space',
    description:
      'Restores a space deleted less than 7 days ago, at its former place, and returns it. Needs the admin role on the space. A space deleted longer ago answers 404, one that is not deleted 409.',
    pick: 'space',
    operation: spaceMutation('restoreSpace', 'RestoreSpaceInput'),
  }),
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/duplicate',
    reader: false,
    summary: 'Create a copy of a space',
    description:
      'Creates a new space right after the original in the same parent, with the same settings and explicit grants, a new share key, and a first revision holding the current content (pages, files and reusable contents, stored once and shared). Needs the read role on the space and the create role where the copy goes. Answers 201 with the copy.',
    pick: 'space',
    reply: created,
    operation: spaceMutation('duplicateSpace', 'DuplicateSpaceInput'),
  }),
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/move',
    reader: false,
    summary: 'Move a space to another collection or position',
    description:
      'Moves a space under another collection of the organization, or to the top level, and/or before or after a sibling. Needs the admin role on the space, and the create role in a new parent.',
    body: true,
    pick: 'space',
    operation: spaceMutation('moveSpace', 'MoveSpaceInput'),
  }),
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/transfer',
    reader: false,
    summary: 'Transfer a space to another organization',
    description:
      "Moves a space to the top level of another organization. The caller must be an admin of both. What belongs to the old organization stays behind: explicit grants, invite links, custom-field values and its sites' site spaces.",
    body: true,
    pick: 'space',
    operation: spaceMutation('transferSpace', 'TransferSpaceInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/spaces',
    reader: false,
    summary: 'List the spaces of an organization',
    description:
      'Lists the spaces of the organization that the caller can read, oldest first, across all collections. Deleted spaces are left out.',
    pick: 'spaces',
    operation: `query ($organizationId: ID!, $first: Int, $after: String) {
      organization(id: $organizationId) { spaces(first: $first, after: $after) { ${LIST} edges { node { ...SpaceFields } } } }
    } ${SPACE_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/spaces',
    reader: false,
    summary: 'Create a space in an organization',
    description:
      'Creates an empty space at the top level or in a collection (`parent`). Needs the create role in the organization, or on the parent collection. Answers 201 with the space.',
    body: true,
    pick: 'space',
    reply: created,
    operation: spaceMutation('createSpace', 'CreateSpaceInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/members/{userId}/spaces',
    reader: false,
    summary: "List a member's spaces and roles",
    description:
      "Lists the spaces a member can access, with the member's role on each (`permission`). Organization admins may list anyone's; a member its own.",
    query: { order: 'string' },
    pick: 'memberSpaces',
    operation: `query ($organizationId: ID!, $userId: ID!, $first: Int, $after: String, $order: Order) {
      organization(id: $organizationId) {
        memberSpaces(userId: $userId, first: $first, after: $after, order: $order) { ${LIST} edges { node { permission space { ...SpaceFields } } } }
      }
    } ${SPACE_FIELDS}`,
  }),
];
