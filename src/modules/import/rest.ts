import { route } from '../../rest/route.ts';

const IMPORT = /* GraphQL */ `mutation ($input: ImportContentInput!) {
  importContent(input: $input) {
    __typename
    ... on ImportContentPayload { revision: revisionId importedResources totalResources }
    ... on BaseError { message status }
  }
}`;

/** `{S}/content/import` and `{S}/content/page/{pageId}/import` (GitBook's import result), and the same under `{CR}`. */
export const importRoutes = [
  route({ method: 'POST', path: '/v1/spaces/{spaceId}/content/import', body: true, operation: IMPORT }),
  route({ method: 'POST', path: '/v1/spaces/{spaceId}/content/page/{pageId}/import', body: true, operation: IMPORT }),
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/import',
    body: true,
    operation: IMPORT,
  }),
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/page/{pageId}/import',
    body: true,
    operation: IMPORT,
  }),
];
