import { route } from '../../rest/route.ts';
import { created, LIST, minimalOr, mutationDocument, shaped } from '../../rest/documents.ts';
import { FILE_FIELDS, REVISION_FIELDS, SEMANTIC_CHANGES_FIELDS } from '../content/rest.ts';

const CR_FIELDS = /* GraphQL */ `
  fragment ChangeRequestFields on ChangeRequest {
    object id: key number status subject
    createdBy { object id: key displayName email photoURL urls { location } }
    createdAt updatedAt
    mergedBy { object id: key displayName email photoURL urls { location } }
    mergedAt
    space: spaceId revision revisionInitial revisionMergedAncestor revisionMerged
    comments outdated
    urls { app location }
  }
`;

const crMutation = (field: string, inputType: string, extra = '') =>
  mutationDocument(field, inputType, {
    select: `${extra} changeRequest { ...ChangeRequestFields }`,
    fragments: CR_FIELDS,
  });

const CR = '/v1/spaces/{spaceId}/change-requests/{changeRequestId}';
const HEAD = '(spaceId: $spaceId, changeRequestId: $changeRequestId)';
const VARS = '$spaceId: ID!, $changeRequestId: ID!';

export const changeRequestRoutes = [
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/change-requests',
    query: { status: 'string', creator: 'string', contributor: 'string', orderBy: 'string' },
    pick: 'changeRequestList',
    operation: `query ($spaceId: ID!, $first: Int, $after: String, $status: ChangeRequestStatus, $creator: String, $contributor: String, $orderBy: ChangeRequestOrderBy) {
      space(id: $spaceId) {
        changeRequestList(first: $first, after: $after, status: $status, creator: $creator, contributor: $contributor, orderBy: $orderBy) {
          ${LIST} edges { node { ...ChangeRequestFields } }
        }
      }
    } ${CR_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/change-requests',
    body: true,
    pick: 'changeRequest',
    reply: created,
    operation: crMutation('createChangeRequest', 'CreateChangeRequestInput'),
  }),
  route({
    method: 'GET',
    path: CR,
    operation: `query (${VARS}) { changeRequest${HEAD} { ...ChangeRequestFields } } ${CR_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: CR,
    body: true,
    // `Prefer: return=minimal`: 204 without a body and `Preference-Applied` (as the sites routes do).
    reply: minimalOr('changeRequest'),
    operation: crMutation('updateChangeRequest', 'UpdateChangeRequestInput', 'returnMinimal'),
  }),
  ...(['merge', 'update'] as const).map((action) =>
    route({
      method: 'POST',
      path: `${CR}/${action}`,
      operation: `mutation ($input: ${action === 'merge' ? 'MergeChangeRequestInput' : 'UpdateChangeRequestFromMainInput'}!) {
        ${action === 'merge' ? 'mergeChangeRequest' : 'updateChangeRequestFromMain'}(input: $input) {
          __typename
          ... on ${action === 'merge' ? 'MergeChangeRequestPayload' : 'UpdateChangeRequestFromMainPayload'} { revision result }
          ... on BaseError { message status }
        }
      }`,
      reply: shaped({ 200: true }, (v: { revision: string; result: string }) => ({
        status: 200,
        body: { revision: v.revision, result: v.result },
      })),
    }),
  ),
  // GitBook's OpenAPI `getChangeRequestChanges` (not in the spec's tables): the semantic changes of the head against the base.
  route({
    method: 'GET',
    path: `${CR}/changes`,
    pick: 'changes',
    operation: `query (${VARS}, $first: Int) {
      changeRequest${HEAD} { changes(limit: $first) { ...RevisionSemanticChangesFields } }
    } ${SEMANTIC_CHANGES_FIELDS}`,
  }),
  // Content of the change request: its head revision, read like the space's content.
  route({
    method: 'GET',
    path: `${CR}/content`,
    query: { metadata: 'boolean', computed: 'boolean' },
    operation: `query (${VARS}, $metadata: Boolean, $computed: Boolean) { changeRequestRevision${HEAD} { ...RevisionFields } } ${REVISION_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: `${CR}/content/pages`,
    query: { metadata: 'boolean', computed: 'boolean' },
    operation: `query (${VARS}, $computed: Boolean) { changeRequestRevision${HEAD} { pages: pageTree(computed: $computed) } }`,
  }),
  route({
    method: 'GET',
    path: `${CR}/content/files`,
    query: { metadata: 'boolean', computed: 'boolean' },
    pick: 'fileConnection',
    operation: `query (${VARS}, $first: Int, $after: String) {
      changeRequestRevision${HEAD} { fileConnection(first: $first, after: $after) { ${LIST} edges { node { ...FileFields } } } }
    } ${FILE_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: `${CR}/content/files/{fileId}`,
    query: { metadata: 'boolean', computed: 'boolean' },
    pick: 'file',
    operation: `query (${VARS}, $fileId: ID!) { changeRequestRevision${HEAD} { file(id: $fileId) { ...FileFields } } } ${FILE_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: `${CR}/content/page/{pageId}`,
    query: { format: 'string', metadata: 'boolean', computed: 'boolean' },
    pick: 'page',
    operation: `query (${VARS}, $pageId: ID!, $format: DocumentFormat, $computed: Boolean) {
      changeRequestRevision${HEAD} { page: pageJson(id: $pageId, format: $format, computed: $computed) }
    }`,
  }),
  route({
    method: 'GET',
    path: `${CR}/content/path/{pagePath+}`,
    query: { format: 'string', metadata: 'boolean', computed: 'boolean' },
    pick: 'page',
    operation: `query (${VARS}, $pagePath: String!, $format: DocumentFormat, $computed: Boolean) {
      changeRequestRevision${HEAD} { page: pageJson(path: $pagePath, format: $format, computed: $computed) }
    }`,
  }),
  route({
    method: 'GET',
    path: `${CR}/content/reusable-contents/{reusableContentId}`,
    query: { metadata: 'boolean', computed: 'boolean' },
    pick: 'reusableContent',
    operation: `query (${VARS}, $reusableContentId: ID!) {
      changeRequestRevision${HEAD} { reusableContent(id: $reusableContentId) { id: key title document } }
    }`,
  }),
];
