import { fileReply, LIST, shaped } from '../../rest/documents.ts';
import { errorBody } from '../../rest/http-errors.ts';
import { type RestInput, type RestReply, route } from '../../rest/route.ts';

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
    reader: true,
    summary: revision ? 'Get a revision of a space' : 'Get the current revision of a space',
    description: revision
      ? 'Returns a revision of the space by its ID: its page tree, files, reusable contents and parents. Revisions are immutable snapshots.'
      : "Returns the live revision of a space: its page tree, files, reusable contents, parents and, for a merge, the change request it came from. For a change request's draft, use the change-request content routes.",
    query: { metadata: 'boolean', computed: 'boolean' },
    operation: `query (${vars(revision)}, $metadata: Boolean, $computed: Boolean) { spaceRevision${at(revision)} { ...RevisionFields } } ${REVISION_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: `${prefix}/pages`,
    reader: true,
    summary: revision ? 'List the pages of a revision' : 'List the pages of a space',
    description: revision
      ? 'Returns the page tree of a revision of the space, without the page bodies.'
      : "Returns the page tree of the live revision: every page with its title, path and sub-pages, without the page bodies. For one page's content, get it by ID or by path.",
    query: { metadata: 'boolean', computed: 'boolean' },
    operation: `query (${vars(revision)}, $computed: Boolean) { spaceRevision${at(revision)} { pages: pageTree(computed: $computed) } }`,
  }),
  route({
    method: 'GET',
    path: `${prefix}/files`,
    reader: true,
    summary: revision ? 'List the files of a revision' : 'List the files of a space',
    description: revision
      ? 'Lists the files (images and attachments) of a revision of the space.'
      : 'Lists the files (images and attachments) of the live revision, with their content type, size and download URL.',
    query: { metadata: 'boolean', computed: 'boolean' },
    pick: 'fileConnection',
    operation: `query (${vars(revision)}, $first: Int, $after: String) {
      spaceRevision${at(revision)} { fileConnection(first: $first, after: $after) { ${LIST} edges { node { ...FileFields } } } }
    } ${FILE_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: `${prefix}/files/{fileId}`,
    reader: true,
    summary: revision ? 'Get a file of a revision by its ID' : 'Get a file of a space by its ID',
    description: revision
      ? 'Returns the metadata and download URL of one file of a revision of the space.'
      : 'Returns the metadata and download URL of one file of the live revision.',
    query: { metadata: 'boolean', computed: 'boolean' },
    pick: 'file',
    operation: `query (${vars(revision)}, $fileId: ID!) { spaceRevision${at(revision)} { file(id: $fileId) { ...FileFields } } } ${FILE_FIELDS}`,
  }),
];

/** Page reads: `format.markdown.refs` (GitBook's name; a dotted query name) as `$markdownRefs`. */
const PAGE_QUERY = {
  format: 'string',
  'format.markdown.refs': 'string',
  metadata: 'boolean',
  computed: 'boolean',
} as const;
const pageVariables = ({ params, query }: RestInput) => {
  const { 'format.markdown.refs': markdownRefs, ...rest } = query;
  return { ...params, ...rest, markdownRefs };
};

/** The bytes of a file, raw, as a sandboxed download, streamed from storage (`streamContent`). */
const download = shaped(
  { 200: { binary: true } },
  (file: { name: string; contentType: string }, { stream }: RestInput): RestReply =>
    fileReply(file, stream!, { 'cache-control': 'private, max-age=300' }),
);

/** The JSON document of a page (pageDocumentJson), or 404 for a page without a body (a group or a link). */
const pageDocument = shaped(
  { 200: true },
  (document: unknown): RestReply =>
    document
      ? { status: 200, body: document }
      : { status: 404, body: errorBody(404, 'This page is not a document page') },
);

/** A page's meta links: no translated variants here, so no alternates. */
export const metaLinks = shaped({ 200: true }, (): RestReply => ({ status: 200, body: { alternates: [] } }));

export const contentRoutes = [
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/content/files/{fileId}/download',
    reader: true,
    summary: 'Download a file of a space',
    description:
      "Answers the bytes of a file with its content type: of the revision named by `revision` (any revision of the space the caller may read: a change request's or an older one, as every file's `downloadURL` names it), else of the current revision. Raster images are served inline, anything else as an attachment, always with `nosniff` and a sandboxing CSP so an uploaded HTML or SVG file cannot run script. A signed-in member's browser may send its session cookie instead of a token (the images of a site's preview). Quire-only route: GitBook serves files from its own storage URLs.",
    query: { revision: 'string' },
    pick: 'file',
    reply: download,
    operation: `query ($spaceId: ID!, $fileId: ID!, $revision: ID) { spaceRevision(spaceId: $spaceId, revisionId: $revision) { file(id: $fileId) { name contentType streamContent } } }`,
  }),
  ...revisionRoutes(false, '/v1/spaces/{spaceId}/content'),
  ...revisionRoutes(true, '/v1/spaces/{spaceId}/revisions/{revisionId}'),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/content/page/{pageId}',
    reader: true,
    summary: 'Get a page of a space by its ID',
    description:
      "Returns a page of the live revision with its sub-pages and its body: GitBook's JSON document by default, markdown with `format=markdown`.",
    query: PAGE_QUERY,
    variables: pageVariables,
    pick: 'page',
    operation: `query ($spaceId: ID!, $pageId: ID!, $format: DocumentFormat, $markdownRefs: MarkdownRefs, $computed: Boolean) {
      spaceRevision(spaceId: $spaceId) { page: pageJson(id: $pageId, format: $format, markdownRefs: $markdownRefs, computed: $computed) }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/content/path/{pagePath+}',
    reader: true,
    summary: 'Get a page of a space by its path',
    description:
      'Returns the page of the live revision at a path such as `guides/getting-started` (slashes included), with its sub-pages and its body in the asked `format`.',
    query: PAGE_QUERY,
    variables: pageVariables,
    pick: 'page',
    operation: `query ($spaceId: ID!, $pagePath: String!, $format: DocumentFormat, $markdownRefs: MarkdownRefs, $computed: Boolean) {
      spaceRevision(spaceId: $spaceId) { page: pageJson(path: $pagePath, format: $format, markdownRefs: $markdownRefs, computed: $computed) }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/content/reusable-contents/{reusableContentId}',
    reader: true,
    summary: 'Get a reusable content of a space by its ID',
    description:
      'Returns a reusable content (a block shared by several pages) of the live revision, with its document.',
    query: { metadata: 'boolean', computed: 'boolean' },
    pick: 'reusableContent',
    operation: `query ($spaceId: ID!, $reusableContentId: ID!) {
      spaceRevision(spaceId: $spaceId) { reusableContent(id: $reusableContentId) { id: key title document } }
    }`,
  }),
  // Revision-scoped reads, as GitBook's reader front end reads a published page.
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/revisions/{revisionId}/page/{pageId}',
    reader: true,
    summary: 'Get a page of a revision by its ID',
    description:
      "Returns a page of a revision with its sub-pages and its body: GitBook's JSON document by default, markdown with `format=markdown`.",
    query: PAGE_QUERY,
    variables: pageVariables,
    pick: 'page',
    operation: `query ($spaceId: ID!, $revisionId: ID!, $pageId: ID!, $format: DocumentFormat, $markdownRefs: MarkdownRefs, $computed: Boolean) {
      spaceRevision(spaceId: $spaceId, revisionId: $revisionId) { page: pageJson(id: $pageId, format: $format, markdownRefs: $markdownRefs, computed: $computed) }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/revisions/{revisionId}/page/{pageId}/document',
    reader: true,
    summary: 'Get the document of a page of a revision',
    description:
      "Returns the body of a document page of a revision as GitBook's JSON document, every block with its `key`. A page that is not a document page (a group or a link) is a 404.",
    pick: 'page',
    reply: pageDocument,
    operation: `query ($spaceId: ID!, $revisionId: ID!, $pageId: ID!) {
      spaceRevision(spaceId: $spaceId, revisionId: $revisionId) { page: pageDocumentJson(id: $pageId) }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/content/page/{pageId}/meta-links',
    reader: true,
    summary: 'List the meta links of a page',
    description:
      'Returns the canonical and alternate links of a page of the live content: none here (Quire has no translated variants of a page yet), so `alternates` is empty. An unknown page is a 404.',
    pick: 'page',
    reply: metaLinks,
    operation: `query ($spaceId: ID!, $pageId: ID!) {
      spaceRevision(spaceId: $spaceId) { page: pageJson(id: $pageId, format: MARKDOWN) }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/revisions/{revisionId}/page/{pageId}/meta-links',
    reader: true,
    summary: 'List the meta links of a page of a revision',
    description:
      'Returns the canonical and alternate links of a page of a revision: none here (Quire has no translated variants of a page yet), so `alternates` is empty. An unknown page is a 404.',
    pick: 'page',
    reply: metaLinks,
    operation: `query ($spaceId: ID!, $revisionId: ID!, $pageId: ID!) {
      spaceRevision(spaceId: $spaceId, revisionId: $revisionId) { page: pageJson(id: $pageId, format: MARKDOWN) }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/revisions/{revisionId}/path/{pagePath+}',
    reader: true,
    summary: 'Get a page of a revision by its path',
    description:
      'Returns the page of a revision at a path such as `guides/getting-started` (slashes included), with its sub-pages and its body in the asked `format`.',
    query: PAGE_QUERY,
    variables: pageVariables,
    pick: 'page',
    operation: `query ($spaceId: ID!, $revisionId: ID!, $pagePath: String!, $format: DocumentFormat, $markdownRefs: MarkdownRefs, $computed: Boolean) {
      spaceRevision(spaceId: $spaceId, revisionId: $revisionId) { page: pageJson(path: $pagePath, format: $format, markdownRefs: $markdownRefs, computed: $computed) }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/revisions/{revisionId}/reusable-contents/{reusableContentId}',
    reader: true,
    summary: 'Get a reusable content of a revision by its ID',
    description: 'Returns a reusable content of a revision, with the id of its document.',
    query: { metadata: 'boolean', computed: 'boolean' },
    pick: 'reusableContent',
    operation: `query ($spaceId: ID!, $revisionId: ID!, $reusableContentId: ID!) {
      spaceRevision(spaceId: $spaceId, revisionId: $revisionId) { reusableContent(id: $reusableContentId) { id: key title document } }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/revisions/{revisionId}/reusable-contents/{reusableContentId}/document',
    reader: true,
    summary: 'Get the document of a reusable content of a revision',
    description:
      "Returns the content of a reusable content of a revision as GitBook's JSON document, every block with its `key`.",
    pick: 'reusableContent',
    reply: shaped(
      { 200: 'document' },
      (value: { document: unknown }): RestReply => ({ status: 200, body: value.document }),
    ),
    operation: `query ($spaceId: ID!, $revisionId: ID!, $reusableContentId: ID!) {
      spaceRevision(spaceId: $spaceId, revisionId: $revisionId) { reusableContent(id: $reusableContentId) { document: documentJson } }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/documents/{documentId}',
    reader: true,
    summary: 'Get a document of a space by its ID',
    description:
      "Returns a document that a revision of this space uses (the body of a page or reusable content) as GitBook's JSON document.",
    query: { schema: 'string' },
    pick: 'document',
    operation: `query ($spaceId: ID!, $documentId: ID!, $schema: String) { space(id: $spaceId) { document(id: $documentId, schema: $schema) } }`,
  }),
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/revisions/{revisionId}/changes',
    reader: false,
    summary: 'Get the changes a revision made',
    description:
      'Returns the semantic changes of a revision against its first parent: pages, files and reusable contents created, edited (with the attributes before and after), moved or deleted. `limit` bounds the list; `more` says how many were left out.',
    query: { metadata: 'boolean', computed: 'boolean' },
    pick: 'changes',
    operation: `query ($spaceId: ID!, $revisionId: ID!, $first: Int) {
      spaceRevision(spaceId: $spaceId, revisionId: $revisionId) { changes(limit: $first) { ...RevisionSemanticChangesFields } }
    } ${SEMANTIC_CHANGES_FIELDS}`,
  }),
];
