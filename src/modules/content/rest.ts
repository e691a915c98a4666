import { route, type RestReply } from '../../rest/route.ts';
import { LIST, shaped } from '../../rest/documents.ts';

export const FILE_FIELDS = /* GraphQL */ `
  fragment FileFields on RevisionFile { id: key name contentType downloadURL size dimensions { width height } }
`;

/** The REST Revision; the page tree (any depth) comes as JSON from `pageTree`. */
export const REVISION_FIELDS = /* GraphQL */ `
  fragment RevisionFields on Revision {
    object id: key parents type createdAt
    urls { app published public }
    git(metadata: $metadata) { oid message createdByService createdByGitBook }
    tags { slug label color emoji icon }
    pages: pageTree(computed: $computed)
    files { ...FileFields }
    reusableContents { id: key title document }
    mergedFrom {
      object id: key number status subject createdAt updatedAt mergedAt
      createdBy { object id: key displayName email photoURL urls { location } }
      mergedBy { object id: key displayName email photoURL urls { location } }
      space: spaceId revision revisionInitial revisionMergedAncestor revisionMerged comments outdated urls { app location }
    }
  } ${FILE_FIELDS}
`;

/**
 * GitBook's RevisionSemanticChanges: each kind of change selected by its type (`__typename` tells
 * the adapter which); keys in the order the engine builds them.
 */
export const SEMANTIC_CHANGES_FIELDS = /* GraphQL */ `
  fragment RevisionSemanticChangesFields on RevisionSemanticChanges {
    changes {
      __typename type
      ... on RevisionSemanticChangePageCreated { page { ...ChangedPageFields } }
      ... on RevisionSemanticChangePageEdited {
        page { ...ChangedPageFields }
        attributes {
          title { before after } description { before after } slug { before after }
          document { before after } emoji { before after }
          target { before { kind url } after { kind url } }
        }
      }
      ... on RevisionSemanticChangePageDeleted { page { ...ChangedPageFields } }
      ... on RevisionSemanticChangePageMoved {
        page { ...ChangedPageFields } parent { before { ...ChangedPageFields } after { ...ChangedPageFields } }
      }
      ... on RevisionSemanticChangeFileCreated { file { ...ChangedFileFields } }
      ... on RevisionSemanticChangeFileEdited {
        file { ...ChangedFileFields }
        attributes { name { before after } contentType { before after } size { before after } downloadURL { before after } }
      }
      ... on RevisionSemanticChangeFileDeleted { file { ...ChangedFileFields } }
      ... on RevisionSemanticChangeReusableContentCreated { reusableContent { ...ChangedReusableContentFields } }
      ... on RevisionSemanticChangeReusableContentEdited {
        reusableContent { ...ChangedReusableContentFields } attributes { title { before after } document { before after } }
      }
      ... on RevisionSemanticChangeReusableContentDeleted { reusableContent { ...ChangedReusableContentFields } }
    }
    more
  }
  fragment ChangedPageFields on ChangedRevisionPage { id: key type title path }
  fragment ChangedFileFields on ChangedRevisionFile { id: key name contentType downloadURL }
  fragment ChangedReusableContentFields on ChangedRevisionReusableContent { id: key title document }
`;

/** `{S}/content/...` reads the current revision; `{S}/revisions/{revisionId}/...` a given one. */
const at = (revision: boolean) => (revision ? '(spaceId: $spaceId, revisionId: $revisionId)' : '(spaceId: $spaceId)');
const vars = (revision: boolean) => (revision ? '$spaceId: ID!, $revisionId: ID!' : '$spaceId: ID!');

const revisionRoutes = (revision: boolean, prefix: string) => [
  route({
    method: 'GET',
    path: prefix,
    query: { metadata: 'boolean', computed: 'boolean' },
    operation: `query (${vars(revision)}, $metadata: Boolean, $computed: Boolean) { spaceRevision${at(revision)} { ...RevisionFields } } ${REVISION_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: `${prefix}/pages`,
    query: { metadata: 'boolean', computed: 'boolean' },
    operation: `query (${vars(revision)}, $computed: Boolean) { spaceRevision${at(revision)} { pages: pageTree(computed: $computed) } }`,
  }),
  route({
    method: 'GET',
    path: `${prefix}/files`,
    query: { metadata: 'boolean', computed: 'boolean' },
    pick: 'fileConnection',
    operation: `query (${vars(revision)}, $first: Int, $after: String) {
      spaceRevision${at(revision)} { fileConnection(first: $first, after: $after) { ${LIST} edges { node { ...FileFields } } } }
    } ${FILE_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: `${prefix}/files/{fileId}`,
    query: { metadata: 'boolean', computed: 'boolean' },
    pick: 'file',
    operation: `query (${vars(revision)}, $fileId: ID!) { spaceRevision${at(revision)} { file(id: $fileId) { ...FileFields } } } ${FILE_FIELDS}`,
  }),
];

/**
 * The bytes of a file, raw. Uploaded content is served as a sandboxed download: `nosniff`, a
 * `sandbox` CSP, and `attachment` unless it is a raster image, so an uploaded HTML or SVG file
 * cannot run script in the API's origin.
 */
const download = shaped(
  { 200: { binary: true } },
  (file: { name: string; contentType: string; contentBase64: string }): RestReply => {
    const inline = /^image\/(png|jpeg|gif|webp|avif|bmp)$/.test(file.contentType);
    return {
      status: 200,
      body: Buffer.from(file.contentBase64, 'base64'),
      headers: {
        'content-type': file.contentType,
        'content-disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "sandbox; default-src 'none'",
        'cache-control': 'private, max-age=300',
      },
    };
  },
);

export const contentRoutes = [
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/content/files/{fileId}/download',
    pick: 'file',
    reply: download,
    operation: `query ($spaceId: ID!, $fileId: ID!) { spaceRevision(spaceId: $spaceId) { file(id: $fileId) { name contentType contentBase64 } } }`,
  }),
  ...revisionRoutes(false, '/v1/spaces/{spaceId}/content'),
  ...revisionRoutes(true, '/v1/spaces/{spaceId}/revisions/{revisionId}'),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/content/page/{pageId}',
    query: { format: 'string', metadata: 'boolean', computed: 'boolean' },
    pick: 'page',
    operation: `query ($spaceId: ID!, $pageId: ID!, $format: DocumentFormat, $computed: Boolean) {
      spaceRevision(spaceId: $spaceId) { page: pageJson(id: $pageId, format: $format, computed: $computed) }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/content/path/{pagePath+}',
    query: { format: 'string', metadata: 'boolean', computed: 'boolean' },
    pick: 'page',
    operation: `query ($spaceId: ID!, $pagePath: String!, $format: DocumentFormat, $computed: Boolean) {
      spaceRevision(spaceId: $spaceId) { page: pageJson(path: $pagePath, format: $format, computed: $computed) }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/content/reusable-contents/{reusableContentId}',
    query: { metadata: 'boolean', computed: 'boolean' },
    pick: 'reusableContent',
    operation: `query ($spaceId: ID!, $reusableContentId: ID!) {
      spaceRevision(spaceId: $spaceId) { reusableContent(id: $reusableContentId) { id: key title document } }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/documents/{documentId}',
    query: { schema: 'string' },
    pick: 'document',
    operation: `query ($spaceId: ID!, $documentId: ID!, $schema: String) { space(id: $spaceId) { document(id: $documentId, schema: $schema) } }`,
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/revisions/{revisionId}/changes',
    query: { metadata: 'boolean', computed: 'boolean' },
    pick: 'changes',
    operation: `query ($spaceId: ID!, $revisionId: ID!, $first: Int) {
      spaceRevision(spaceId: $spaceId, revisionId: $revisionId) { changes(limit: $first) { ...RevisionSemanticChangesFields } }
    } ${SEMANTIC_CHANGES_FIELDS}`,
  }),
];
