import { LIST } from '../../rest/documents.ts';
import { route } from '../../rest/route.ts';

const SECTION = /* GraphQL */ `id: key title path body score resultType urls { app }`;
export const SEARCH_PAGE_FIELDS = /* GraphQL */ `id: key title description path score rank resultType sections { ${SECTION} } ancestors { title } urls { app }`;

/** A search route: the same document under a space or an organization, with the nodes it answers. */
const searchRoute = (
  parent: { path: string; field: string; id: string; name: string },
  description: string,
  node: string,
) =>
  route({
    method: 'GET',
    path: `/v1/${parent.path}/{${parent.id}}/search`,
    reader: false,
    summary: `Search the content of ${parent.name}`,
    description,
    query: { query: 'string' },
    pick: 'search',
    operation: `query ($${parent.id}: ID!, $query: String, $first: Int, $after: String) {
      ${parent.field}(id: $${parent.id}) { search(query: $query, first: $first, after: $after) { ${LIST} edges { node { ${node} } } } }
    }`,
  });

export const searchRoutes = [
  searchRoute(
    { path: 'spaces', field: 'space', id: 'spaceId', name: 'a space' },
    'Full-text search (`query`: words, `"phrases"`, `-exclusions`, `or`) over the titles, descriptions and sections of the pages of the live revision, best first, each page with its best sections.',
    SEARCH_PAGE_FIELDS,
  ),
  searchRoute(
    { path: 'orgs', field: 'organization', id: 'organizationId', name: 'an organization' },
    'Full-text search (`query`) across every space of the organization the caller can read, grouped by space (best space first), each with its matching pages.',
    `type id: key title score pages { ${SEARCH_PAGE_FIELDS} }`,
  ),
];
