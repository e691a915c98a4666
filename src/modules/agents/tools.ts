/**
 * The writers' MCP tools: each is one GraphQL operation run through the server's pipeline as the
 * calling member (what a token may do is what its member may do through the API), its arguments
 * named as the API names them, its result the operation's data as JSON text (the ids it creates
 * included). A refusal (a GraphQL error or a typed error result) is a tool error with its message.
 */
import { z } from 'zod';

export interface Tool {
  name: string;
  title: string;
  description: string;
  input: Record<string, z.ZodType>;
  /** Whether it changes nothing (MCP's readOnlyHint). */
  readOnly: boolean;
  query: string;
  /** The operation's variables from the tool's arguments (default: the arguments themselves). */
  variables?: (args: Record<string, unknown>) => Record<string, unknown>;
  /** The root field whose value is the answer; a typed error there is the tool's error. */
  field: string;
}

const id = (what: string) => z.string().min(1).describe(what);
const ERRORS = '... on BaseError { __typename message status }';
const PAGE = 'id key title path type';
const inputOf = (args: Record<string, unknown>) => ({ input: args });

export const TOOLS: Tool[] = [
  {
    name: 'list_spaces',
    title: 'List spaces',
    description: 'The organizations you are a member of, with their spaces (id, title, visibility).',
    input: {},
    readOnly: true,
    query: `query McpListSpaces {
      organizations(first: 100) { nodes { key title spaces(first: 1000) { nodes { key title visibility urls { app } } } } }
    }`,
    field: 'organizations',
  },
  {
    name: 'search',
    title: 'Search',
    description:
      'Full-text search of the pages of a space (spaceId) or of every space of an organization (organizationId).',
    input: {
      query: z.string().min(1).max(512).describe('Words, "phrases", -exclusions'),
      spaceId: id('The space to search').optional(),
      organizationId: id('The organization whose spaces to search').optional(),
    },
    readOnly: true,
    query: `query McpSearch($query: String!, $spaceId: ID!, $organizationId: ID!, $inSpace: Boolean!) {
      space(id: $spaceId) @include(if: $inSpace) {
        search(query: $query, first: 20) { nodes { key title path sections { title body } } }
      }
      organization(id: $organizationId) @skip(if: $inSpace) {
        search(query: $query, first: 20) { nodes { key title pages { key title path sections { title body } } } }
      }
    }`,
    variables: (a) => ({
      query: a.query,
      spaceId: a.spaceId ?? '',
      organizationId: a.organizationId ?? '',
      inSpace: !!a.spaceId,
    }),
    field: '*',
  },
  {
    name: 'ask',
    title: 'Ask the documentation',
    description:
      'An answer to a question (query) from the spaces you may read in an organization (organizationId; absent: your first one), citing its source pages as [1], [2]. It says so when the documentation has no answer. Needs AI answers to be configured on the server.',
    input: {
      query: z.string().min(1).max(2000).describe('The question'),
      organizationId: id('The organization whose spaces to ask').optional(),
    },
    readOnly: true,
    query: `query McpAsk($query: String!, $organizationId: ID!, $inOrganization: Boolean!) {
      organization(id: $organizationId) @include(if: $inOrganization) {
        ask(question: $query) { markdown answered sources { number spaceId pageId title path } followupQuestions }
      }
      organizations(first: 1) @skip(if: $inOrganization) {
        nodes { key ask(question: $query) { markdown answered sources { number spaceId pageId title path } followupQuestions } }
      }
    }`,
    variables: (a) => ({
      query: a.query,
      organizationId: a.organizationId ?? '',
      inOrganization: !!a.organizationId,
    }),
    field: '*',
  },
  {
    name: 'get_page',
    title: 'Get a page',
    description: "A page's markdown, in the live content or (changeRequestId) in a change request.",
    input: {
      spaceId: id('The space'),
      pageId: id('The page'),
      changeRequestId: id('A change request of the space').optional(),
    },
    readOnly: true,
    query: `query McpGetPage($spaceId: ID!, $pageId: ID!, $changeRequestId: ID!, $inChangeRequest: Boolean!) {
      space(id: $spaceId) @skip(if: $inChangeRequest) {
        currentRevision { page(id: $pageId) { ${PAGE} document { markdown } } }
      }
      changeRequestRevision(spaceId: $spaceId, changeRequestId: $changeRequestId) @include(if: $inChangeRequest) {
        page(id: $pageId) { ${PAGE} document { markdown } }
      }
    }`,
    variables: (a) => ({
      spaceId: a.spaceId,
      pageId: a.pageId,
      changeRequestId: a.changeRequestId ?? '',
      inChangeRequest: !!a.changeRequestId,
    }),
    field: '*',
  },
  {
    name: 'create_change_request',
    title: 'Create a change request',
    description: 'A change request of a space, to edit its content apart and merge it later.',
    input: { spaceId: id('The space'), subject: z.string().max(100).optional().describe('What it changes') },
    readOnly: false,
    query: `mutation McpCreateChangeRequest($input: CreateChangeRequestInput!) {
      createChangeRequest(input: $input) { __typename ... on CreateChangeRequestPayload { changeRequest { key number subject urls { app } } } ${ERRORS} }
    }`,
    variables: inputOf,
    field: 'createChangeRequest',
  },
  {
    name: 'create_page',
    title: 'Create a page',
    description:
      'A new page (markdown), at the end of the space or under parentPageId; in a change request with changeRequestId.',
    input: {
      spaceId: id('The space'),
      title: z.string().min(1).describe('Title of the page'),
      markdown: z.string().optional().describe('Body of the page'),
      parentPageId: id('The page to put it under').optional(),
      changeRequestId: id('A change request of the space').optional(),
    },
    readOnly: false,
    query: `mutation McpCreatePage($input: CreatePageInput!) {
      createPage(input: $input) { __typename ... on CreatePagePayload { page { ${PAGE} } revision { key } } ${ERRORS} }
    }`,
    variables: ({ parentPageId, ...rest }) => ({
      input: { ...rest, ...(parentPageId ? { parent: parentPageId } : {}) },
    }),
    field: 'createPage',
  },
  {
    name: 'update_page',
    title: 'Update a page',
    description: "A page's title and/or markdown; in a change request with changeRequestId.",
    input: {
      spaceId: id('The space'),
      pageId: id('The page'),
      title: z.string().min(1).optional(),
      markdown: z.string().optional(),
      changeRequestId: id('A change request of the space').optional(),
    },
    readOnly: false,
    query: `mutation McpUpdatePage($input: UpdatePageInput!) {
      updatePage(input: $input) { __typename ... on UpdatePagePayload { page { ${PAGE} } revision { key } } ${ERRORS} }
    }`,
    variables: inputOf,
    field: 'updatePage',
  },
  {
    name: 'move_page',
    title: 'Move a page',
    description:
      'A page moved under parentPageId (absent: to the top level); in a change request with changeRequestId.',
    input: {
      spaceId: id('The space'),
      pageId: id('The page'),
      parentPageId: id('The new parent page').optional(),
      changeRequestId: id('A change request of the space').optional(),
    },
    readOnly: false,
    query: `mutation McpMovePage($input: MovePageInput!) {
      movePage(input: $input) { __typename ... on MovePagePayload { page { ${PAGE} } revision { key } } ${ERRORS} }
    }`,
    variables: ({ parentPageId, ...rest }) => ({ input: { ...rest, parent: parentPageId ?? null } }),
    field: 'movePage',
  },
  {
    name: 'delete_page',
    title: 'Delete a page',
    description: 'A page and its sub-pages removed; in a change request with changeRequestId.',
    input: {
      spaceId: id('The space'),
      pageId: id('The page'),
      changeRequestId: id('A change request of the space').optional(),
    },
    readOnly: false,
    query: `mutation McpDeletePage($input: DeletePageInput!) {
      deletePage(input: $input) { __typename ... on DeletePagePayload { deleted } ${ERRORS} }
    }`,
    variables: inputOf,
    field: 'deletePage',
  },
  {
    name: 'add_comment',
    title: 'Add a comment',
    description: 'A comment (markdown) on a space, a page of it (pageId), or a change request (changeRequestId).',
    input: {
      spaceId: id('The space'),
      markdown: z.string().min(1).describe('The comment'),
      pageId: id('The page it is about').optional(),
      changeRequestId: id('A change request of the space').optional(),
    },
    readOnly: false,
    query: `mutation McpAddComment($input: PostCommentInput!) {
      postComment(input: $input) { __typename ... on PostCommentPayload { comment { key } } ${ERRORS} }
    }`,
    variables: ({ markdown, pageId, ...rest }) => ({
      input: { ...rest, body: { markdown }, ...(pageId ? { page: pageId } : {}) },
    }),
    field: 'postComment',
  },
  {
    name: 'get_change_request_diff',
    title: 'Get a change request diff',
    description: 'The pages a change request changes, each with its markdown hunks.',
    input: { spaceId: id('The space'), changeRequestId: id('The change request') },
    readOnly: true,
    query: `query McpChangeRequestDiff($spaceId: ID!, $changeRequestId: ID!) {
      changeRequest(spaceId: $spaceId, changeRequestId: $changeRequestId) {
        key number subject
        diff { pages { type moved documentChanged page { key title path } hunks { lines } } }
      }
    }`,
    field: 'changeRequest',
  },
];
