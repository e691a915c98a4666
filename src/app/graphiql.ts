/**
 * The GraphiQL page (GET /graphql from a browser). Yoga's page inlines the whole IDE (about 9 MB),
 * so it is rendered once and served as a static asset (compressed, ETag, a day of caching): a
 * reload costs a 304 instead of megabytes.
 */
import type { IncomingMessage } from 'node:http';
import { staticAsset } from './static-asset.ts';

/** Example operations shown on first visit: run one with the play button (set the token header first). */
const EXAMPLES = `# Set the header  Authorization: Bearer <your API token>  (below), then run an operation.

query Me {
  viewer { displayName email }
}

query OrganizationTree {
  organizations(first: 10) {
    totalCount
    edges { node { key title
      collections(first: 10) { edges { node { title
        spaces(first: 10) { edges { node { key title changeRequests comments } } }
      } } }
    } }
  }
}

# Pass a space's key as the variable spaceId.
query SpaceContent($spaceId: ID!) {
  space(id: $spaceId) {
    title
    currentRevision { pages { title path } }
    revisions(first: 5) { edges { node { key message createdAt } } }
  }
}
`;

export const GRAPHIQL_OPTIONS = { title: 'Quire GraphiQL', defaultQuery: EXAMPLES };

/** Whether a request to /graphql is a browser asking for the IDE (not an operation). */
export const wantsGraphiQL = (req: IncomingMessage) =>
  (req.method === 'GET' || req.method === 'HEAD') && /\btext\/html\b/.test(req.headers.accept ?? '');

export function createGraphiQLPage() {
  return staticAsset({
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'public, max-age=86400',
    // The IDE's code (about 25 MB in memory once loaded) is loaded by the first visit.
    load: async () =>
      (await import('@graphql-yoga/render-graphiql')).renderGraphiQL({ ...GRAPHIQL_OPTIONS, endpoint: '/graphql' }),
  });
}
