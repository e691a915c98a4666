import { LIST } from '../../rest/documents.ts';
import { route } from '../../rest/route.ts';

const SECTION = /* GraphQL */ `id: key title path body score resultType urls { app }`;
export const SEARCH_PAGE_FIELDS = /* GraphQL */ `id: key title description path score rank resultType sections { ${SECTION} } ancestors { title } urls { app }`;

export const searchRoutes = [
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/search',
    summary: 'Search the content of a space',
    description:
      'Full-text search (`query`: words, `"phrases"`, `-exclusions`, `or`) over the titles, descriptions and sections of the pages of the live revision, best first, each page with its best sections.',
    query: { query: 'string' },
    pick: 'search',
    operation: `query ($spaceId: ID!, $query: String, $first: Int, $after: String) {
      space(id: $spaceId) { search(query: $query, first: $first, after: $after) { ${LIST} edges { node { ${SEARCH_PAGE_FIELDS} } } } }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/search',
    summary: 'Search the content of an organization',
    description:
      'Full-text search (`query`) across every space of the organization the caller can read, grouped by space (best space first), each with its matching pages.',
    query: { query: 'string' },
    pick: 'search',
    operation: `query ($organizationId: ID!, $query: String, $first: Int, $after: String) {
      organization(id: $organizationId) { search(query: $query, first: $first, after: $after) { ${LIST} edges { node { type id: key title score pages { ${SEARCH_PAGE_FIELDS} } } } } }
    }`,
  }),
];
