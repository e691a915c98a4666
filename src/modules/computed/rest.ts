import { route } from '../../rest/route.ts';

export const computedRoutes = [
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/content/computed/document',
    body: true,
    query: { schema: 'string' },
    variables: (i) => ({ spaceId: i.params.spaceId, input: i.body, schema: i.query.schema }),
    operation: `query ($spaceId: ID!, $input: ComputeContentInput!, $schema: DocumentSchema) {
      computedDocument(spaceId: $spaceId, input: $input, schema: $schema)
    }`,
  }),
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/content/computed/revision',
    body: true,
    variables: (i) => ({ spaceId: i.params.spaceId, input: i.body }),
    operation: `query ($spaceId: ID!, $input: ComputeContentInput!) {
      computedRevision(spaceId: $spaceId, input: $input) {
        pages
        files { id: key name contentType downloadURL size dimensions { width height } }
        reusableContents { id: key title document }
      }
    }`,
  }),
];
