import { deleteReply, route } from '../../rest/route.ts';
import { created, shaped } from '../../rest/documents.ts';

export const OPENAPI_SPEC_FIELDS = /* GraphQL */ `
  fragment OpenAPISpecFields on OpenAPISpec {
    object id: key createdAt updatedAt slug sourceURL processingState visibility
    lastVersion: lastVersionId lastProcessedAt lastProcessErrorCode lastProcessedErrors { message code } lastProcessedErrorCount
    permissions { view edit }
    urls { location app }
  }
`;

export const openAPIRoutes = [
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/openapi',
    pick: 'openAPISpecs',
    operation: `query ($organizationId: ID!, $first: Int, $after: String) {
      organization(id: $organizationId) {
        openAPISpecs(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { ...OpenAPISpecFields } } }
      }
    } ${OPENAPI_SPEC_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/openapi',
    body: true,
    pick: 'openAPISpec',
    reply: created,
    operation: `mutation ($input: CreateOpenAPISpecInput!) {
      createOpenAPISpec(input: $input) {
        __typename
        ... on CreateOpenAPISpecPayload { openAPISpec { ...OpenAPISpecFields } }
        ... on BaseError { message status }
      }
    } ${OPENAPI_SPEC_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/openapi/{specSlug}',
    pick: 'openAPISpec',
    operation: `query ($organizationId: ID!, $specSlug: String!) {
      organization(id: $organizationId) { openAPISpec(slug: $specSlug) { ...OpenAPISpecFields } }
    } ${OPENAPI_SPEC_FIELDS}`,
  }),
  route({
    method: 'PUT',
    path: '/v1/orgs/{organizationId}/openapi/{specSlug}',
    body: true,
    // 201 when the PUT created the specification, 200 when it replaced its source.
    reply: shaped({ 201: 'openAPISpec', 200: 'openAPISpec' }, (value: { openAPISpec: unknown; created: boolean }) =>
      value.created ? created(value.openAPISpec) : { status: 200, body: value.openAPISpec },
    ),
    operation: `mutation ($input: CreateOrUpdateOpenAPISpecInput!) {
      createOrUpdateOpenAPISpec(input: $input) {
        __typename
        ... on CreateOrUpdateOpenAPISpecPayload { created openAPISpec { ...OpenAPISpecFields } }
        ... on BaseError { message status }
      }
    } ${OPENAPI_SPEC_FIELDS}`,
  }),
  route({
    method: 'DELETE',
    path: '/v1/orgs/{organizationId}/openapi/{specSlug}',
    reply: deleteReply,
    operation: `mutation ($input: DeleteOpenAPISpecInput!) {
      deleteOpenAPISpec(input: $input) { __typename ... on DeleteOpenAPISpecPayload { deleted } ... on BaseError { message status } }
    }`,
  }),
];
