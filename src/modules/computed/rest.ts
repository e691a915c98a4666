import { route } from '../../rest/route.ts';

export const computedRoutes = [
  route({
    method: 'POST',
    path: '/v1/spaces/{spaceId}/content/computed/document',
    reader: false,
    summary: 'Compute a document from a source',
    description:
      "Computes a document without storing it. A `builtin:openapi` source renders part of one of the organization's OpenAPI specifications (an operation, a tag's operations, the models or the info); a specification with no processed version answers 412. `builtin:translation` and `integration:*` sources answer 422: Quire runs no translation engine or integration runtime. `schema` is accepted; both versions are the same.",
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
    reader: false,
    summary: 'Compute pages from a source',
    description:
      "Computes pages without storing them: the pages a `builtin:openapi` source generates from one of the organization's processed OpenAPI specifications (grouping, models and a download link as asked). `builtin:translation` and `integration:*` sources answer 422.",
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
