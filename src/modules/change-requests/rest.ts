import { created, LIST, minimalOr, mutationDocument, mutationsReturning, shaped } from '../../rest/documents.ts';
import { type RestInput, route } from '../../rest/route.ts';
import { FILE_FIELDS, metaLinks, REVISION_FIELDS, SEMANTIC_CHANGES_FIELDS } from '../content/rest.ts';

export const CR_FIELDS = /* GraphQL */ `
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

const CR = '/v1/spaces/{spaceId}/change-requests/{changeRequestId}';
const HEAD = '(spaceId: $spaceId, changeRequestId: $changeRequestId)';
const VARS = '$spaceId: ID!, $changeRequestId: ID!';

const crMutation = mutationsReturning('changeRequest', CR_FIELDS);

interface ContentBatchPayload {
  changeRequest: unknown;
  changes: { kind: string; page: string; location: string | null }[];
  insertedFiles: unknown[];
}

/** The change request (GitBook's `compat=true`, the default), or it with the batch's outcomes. */
const contentBatchReply = shaped(
  {
    200: {
      schema: (field) => {
        const pageRef = {
          type: 'object',
          required: ['object', 'id', 'urls'],
          properties: {
            object: { type: 'string', enum: ['page'] },
            id: { type: 'string' },
            urls: { type: 'object', required: ['location'], properties: { location: { type: 'string' } } },
          },
        };
        const outcome = (kinds: string[], page: object) => ({
          type: 'object',
          required: ['object', 'page'],
          properties: { object: { type: 'string', enum: kinds }, page },
        });
        return {
          oneOf: [
            field('changeRequest'),
            {
              type: 'object',
              required: ['changeRequest', 'changes', 'insertedFiles'],
              properties: {
                changeRequest: field('changeRequest'),
                changes: {
                  type: 'array',
                  items: {
                    oneOf: [
                      outcome(['created_page', 'updated_page'], pageRef),
                      outcome(['deleted_page'], { type: 'string' }),
                    ],
                  },
                },
                insertedFiles: field('insertedFiles'),
              },
            },
          ],
        };
      },
    },
  },
  (value: ContentBatchPayload, { query }: RestInput) => ({
    status: 200,
    body:
      query.compat === false
        ? {
            changeRequest: value.changeRequest,
            changes: value.changes.map((c) =>
              c.kind === 'deleted_page'
                ? { object: c.kind, page: c.page }
                : { object: c.kind, page: { object: 'page', id: c.page, urls: { location: c.location } } },
            ),
            insertedFiles: value.insertedFiles,
          }
        : value.changeRequest,
  }),
);

export const changeRequestRoutes = [
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/change-requests',
    reader: false,
    summary: 'List the change requests of a space',
    description:
      'Lists the change requests of a space, most recently updated first, filtered by `status` (default `open`), `creator` and `contributor`, ordered by `orderBy`.',
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
    reader: false,
    summary: 'Create a change request',
    description:
      'Opens a change request on the current content of the space: a branch whose edits stay out of the live content until merged. Needs the edit role. Answers 201.',
    body: true,
    pick: 'changeRequest',
    reply: created,
    operation: crMutation('createChangeRequest', 'CreateChangeRequestInput'),
  }),
  route({
    method: 'GET',
    path: CR,
    reader: false,
    summary: 'Get a change request by its ID or number',
    description:
      'Returns a change request of the space, by ID or by number, with its status, its revisions (initial, head, merged ancestor, merged), its comment count and whether it is outdated.',
    operation: `query (${VARS}) { changeRequest${HEAD} { ...ChangeRequestFields } } ${CR_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: CR,
    reader: false,
    summary: 'Update the subject or status of a change request',
    description:
      'Changes the subject or the status (`draft`, `open`, `archived`; `merged` is refused: use the merge route) of a change request. Needs the edit role. With `Prefer: return=minimal` it answers 204.',
    body: true,
    // `Prefer: return=minimal`: 204 without a body and `Preference-Applied` (as the sites routes do).
    reply: minimalOr('changeRequest'),
    operation: crMutation('updateChangeRequest', 'UpdateChangeRequestInput', 'returnMinimal'),
  }),
  ...(['merge', 'update'] as const).map((action) =>
    route({
      method: 'POST',
      path: `${CR}/${action}`,
      reader: false,
      summary: action === 'merge' ? 'Merge a change request into the space' : 'Update a change request from the space',
      description:
        action === 'merge'
          ? 'Three-way merges the change request into the live content (base: its merged ancestor, else its initial revision). Answers `result: merge` with the new space revision, or `result: conflicts` with nothing committed. A `locked` space refuses with 409. Needs the edit role.'
          : "Three-way merges the space's current content into the change request, so that it builds on what was merged since it was opened. Answers `result: update` with the new head, or `result: conflicts` with nothing committed. Needs the edit role.",
      operation:
        action === 'merge'
          ? mutationDocument('mergeChangeRequest', 'MergeChangeRequestInput', { select: 'revision result' })
          : mutationDocument('updateChangeRequestFromMain', 'UpdateChangeRequestFromMainInput', {
              select: 'revision result',
            }),
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
    reader: false,
    summary: 'Get the changes of a change request',
    description:
      "Returns the semantic changes of the change request's head against its base (the merged ancestor, else the initial revision): pages, files and reusable contents created, edited, moved or deleted.",
    pick: 'changes',
    operation: `query (${VARS}, $first: Int) {
      changeRequest${HEAD} { changes(limit: $first) { ...RevisionSemanticChangesFields } }
    } ${SEMANTIC_CHANGES_FIELDS}`,
  }),
  // Content of the change request: its head revision, read like the space's content.
  route({
    method: 'GET',
    path: `${CR}/content`,
    reader: false,
    summary: 'Get the head revision of a change request',
    description:
      "Returns the change request's current draft revision: its page tree, files and reusable contents. For the live content, use the space's content routes.",
    query: { metadata: 'boolean', computed: 'boolean' },
    operation: `query (${VARS}, $metadata: Boolean, $computed: Boolean) { changeRequestRevision${HEAD} { ...RevisionFields } } ${REVISION_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: `${CR}/content`,
    reader: false,
    summary: 'Apply a batch of content changes to a change request',
    description:
      'Applies 1 to 50 changes (`update_page`, `insert_page`, `delete_page`, `insert_files` with `base64`) in order as one new revision of the change request: all or none, a failing change named in the 400 or 404 (`changes.<i>`). Documents are `{ markdown }` or `{ document }` (JSON). Answers the change request, or with `compat=false` the change request, one entry per affected page and the inserted files. Needs the edit role; a merged or archived change request is 409. Not served: `revert_page`, `ref`, files by `url`, and `icon`, `noIndex`, `noRobotsIndex`, `condition` (400).',
    body: true,
    query: { compat: 'boolean' },
    reply: contentBatchReply,
    operation: mutationDocument('updateChangeRequestContent', 'UpdateChangeRequestContentInput', {
      select: `changeRequest { ...ChangeRequestFields } changes { kind page location } insertedFiles { ...FileFields }`,
      fragments: `${CR_FIELDS} ${FILE_FIELDS}`,
    }),
  }),
  route({
    method: 'GET',
    path: `${CR}/content/pages`,
    reader: false,
    summary: 'List the pages of a change request',
    description: "Returns the page tree of the change request's draft revision, without the page bodies.",
    query: { metadata: 'boolean', computed: 'boolean' },
    operation: `query (${VARS}, $computed: Boolean) { changeRequestRevision${HEAD} { pages: pageTree(computed: $computed) } }`,
  }),
  route({
    method: 'GET',
    path: `${CR}/content/files`,
    reader: false,
    summary: 'List the files of a change request',
    description: "Lists the files (images and attachments) of the change request's draft revision.",
    query: { metadata: 'boolean', computed: 'boolean' },
    pick: 'fileConnection',
    operation: `query (${VARS}, $first: Int, $after: String) {
      changeRequestRevision${HEAD} { fileConnection(first: $first, after: $after) { ${LIST} edges { node { ...FileFields } } } }
    } ${FILE_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: `${CR}/content/files/{fileId}`,
    reader: false,
    summary: 'Get a file of a change request by its ID',
    description: "Returns the metadata and download URL of one file of the change request's draft revision.",
    query: { metadata: 'boolean', computed: 'boolean' },
    pick: 'file',
    operation: `query (${VARS}, $fileId: ID!) { changeRequestRevision${HEAD} { file(id: $fileId) { ...FileFields } } } ${FILE_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: `${CR}/content/page/{pageId}`,
    reader: false,
    summary: 'Get a page of a change request by its ID',
    description:
      "Returns a page of the change request's draft revision with its sub-pages and its body: GitBook's JSON document by default, markdown with `format=markdown`.",
    query: { format: 'string', metadata: 'boolean', computed: 'boolean' },
    pick: 'page',
    operation: `query (${VARS}, $pageId: ID!, $format: DocumentFormat, $computed: Boolean) {
      changeRequestRevision${HEAD} { page: pageJson(id: $pageId, format: $format, computed: $computed) }
    }`,
  }),
  route({
    method: 'GET',
    path: `${CR}/content/page/{pageId}/meta-links`,
    reader: false,
    summary: 'List the meta links of a page of a change request',
    description:
      "Returns the canonical and alternate links of a page of the change request's draft revision: none here (Quire has no translated variants of a page yet), so `alternates` is empty. An unknown page is a 404.",
    pick: 'page',
    reply: metaLinks,
    operation: `query (${VARS}, $pageId: ID!) {
      changeRequestRevision${HEAD} { page: pageJson(id: $pageId, format: MARKDOWN) }
    }`,
  }),
  route({
    method: 'GET',
    path: `${CR}/content/path/{pagePath+}`,
    reader: false,
    summary: 'Get a page of a change request by its path',
    description:
      "Returns the page of the change request's draft revision at a path (slashes included), with its sub-pages and its body in the asked `format`.",
    query: { format: 'string', metadata: 'boolean', computed: 'boolean' },
    pick: 'page',
    operation: `query (${VARS}, $pagePath: String!, $format: DocumentFormat, $computed: Boolean) {
      changeRequestRevision${HEAD} { page: pageJson(path: $pagePath, format: $format, computed: $computed) }
    }`,
  }),
  route({
    method: 'GET',
    path: `${CR}/content/reusable-contents/{reusableContentId}`,
    reader: false,
    summary: 'Get a reusable content of a change request',
    description: "Returns a reusable content of the change request's draft revision, with its document.",
    query: { metadata: 'boolean', computed: 'boolean' },
    pick: 'reusableContent',
    operation: `query (${VARS}, $reusableContentId: ID!) {
      changeRequestRevision${HEAD} { reusableContent(id: $reusableContentId) { id: key title document } }
    }`,
  }),
];
