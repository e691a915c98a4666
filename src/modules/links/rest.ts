import { type Connection, LIST, listBody, shaped } from '../../rest/documents.ts';
import { type RestReply, route } from '../../rest/route.ts';

const LINK = /* GraphQL */ `url text kind status target { kind page { id: key title path } anchor file { id: key name } url path } page { id: key title path }`;
const BACKLINK = /* GraphQL */ `kind space: spaceId page { id: key title path } linkCount`;

/** A connection and its stats -> the spec's Links list `{ next?, count, items, stats }`. */
const linksList = shaped(
  { 200: { list: 'links', with: ['stats'] } },
  (value: { links: Connection; stats: unknown }): RestReply => ({
    status: 200,
    body: { ...listBody(value.links), stats: value.stats },
  }),
);

const STATS = /* GraphQL */ `stats: linkStats { total broken { total changeRequest } }`;

/** `{S}/content/...` reads the current revision, `{CR}/content/...` the change request's head. */
const SPACE = {
  prefix: '/v1/spaces/{spaceId}/content',
  root: 'spaceRevision(spaceId: $spaceId)',
  vars: '$spaceId: ID!',
};
const CHANGE_REQUEST = {
  prefix: '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content',
  root: 'changeRequestRevision(spaceId: $spaceId, changeRequestId: $changeRequestId)',
  vars: '$spaceId: ID!, $changeRequestId: ID!',
};

const contentLinkRoutes = ({ prefix, root, vars }: typeof SPACE) => [
  route({
    method: 'GET',
    path: `${prefix}/page/{pageId}/links`,
    reader: false,
    summary:
      prefix === SPACE.prefix ? 'List the links of a page of a space' : 'List the links of a page of a change request',
    description:
      prefix === SPACE.prefix
        ? 'Lists the links and images in a page of the live revision, with their status and target, and counts in `stats`.'
        : "Lists the links and images in a page of the change request's draft revision, with their status and target, and counts in `stats`.",
    query: { status: 'string' },
    pick: 'page',
    reply: linksList,
    operation: `query (${vars}, $pageId: ID!, $status: LinkStatus, $first: Int, $after: String) {
      ${root} { page(id: $pageId) { links(status: $status, first: $first, after: $after) { ${LIST} edges { node { ${LINK} } } } ${STATS} } }
    }`,
  }),
  route({
    method: 'GET',
    path: `${prefix}/page/{pageId}/backlinks`,
    reader: false,
    summary:
      prefix === SPACE.prefix
        ? 'List the pages linking to a page of a space'
        : 'List the pages linking to a page of a change request',
    description:
      prefix === SPACE.prefix
        ? 'Lists the pages of the live revision that link to this page (itself excluded), with how many links each has.'
        : "Lists the pages of the change request's draft revision that link to this page (itself excluded), with how many links each has.",
    pick: 'page',
    operation: `query (${vars}, $pageId: ID!, $first: Int, $after: String) {
      ${root} { page(id: $pageId) { backlinks(first: $first, after: $after) { ${LIST} edges { node { ${BACKLINK} } } } } }
    }`,
    reply: shaped({ 200: { list: 'backlinks' } }, (page: { backlinks: Connection }) => list(page.backlinks)),
  }),
  route({
    method: 'GET',
    path: `${prefix}/files/{fileId}/backlinks`,
    reader: false,
    summary:
      prefix === SPACE.prefix
        ? 'List the pages linking to a file of a space'
        : 'List the pages linking to a file of a change request',
    description:
      prefix === SPACE.prefix
        ? 'Lists the pages of the live revision that link to or show this file.'
        : "Lists the pages of the change request's draft revision that link to or show this file.",
    operation: `query (${vars}, $fileId: ID!, $first: Int, $after: String) {
      ${root} { backlinksToFile(fileId: $fileId, first: $first, after: $after) { ${LIST} edges { node { ${BACKLINK} } } } }
    }`,
    reply: shaped({ 200: { list: 'backlinksToFile' } }, (revision: { backlinksToFile: Connection }) =>
      list(revision.backlinksToFile),
    ),
  }),
];

export const linkRoutes = [
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/links',
    reader: false,
    summary: 'List the links in a space',
    description:
      'Lists the links and images of every page of the live revision, whether each resolves (`status` filter: `ok`, `broken`, `in-app`) and what it points to, with counts in `stats`.',
    query: { status: 'string' },
    reply: linksList,
    operation: `query ($spaceId: ID!, $status: LinkStatus, $first: Int, $after: String) {
      space(id: $spaceId) { links(status: $status, first: $first, after: $after) { ${LIST} edges { node { ${LINK} } } } ${STATS} }
    }`,
  }),
  ...contentLinkRoutes(SPACE),
  ...contentLinkRoutes(CHANGE_REQUEST),
];

const list = (connection: Connection): RestReply => ({ status: 200, body: listBody(connection) });
