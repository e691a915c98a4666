import { created, deleteDocument, LIST, mutationDocument, shaped } from '../../rest/documents.ts';
import { deleteReply, route } from '../../rest/route.ts';

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
    reader: false,
    summary: 'List the OpenAPI specifications of an organization',
    description:
      'Lists the OpenAPI specifications of the organization, oldest first, with their processing state. Non-guest members may read them.',
    pick: 'openAPISpecs',
    operation: `query ($organizationId: ID!, $first: Int, $after: String) {
      organization(id: $organizationId) {
        openAPISpecs(first: $first, after: $after) { ${LIST} edges { node { ...OpenAPISpecFields } } }
      }
    } ${OPENAPI_SPEC_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/openapi',
    reader: false,
    summary: 'Create an OpenAPI specification',
    description:
      'Creates a specification from `url` or `text` and answers 201 at once: the document is fetched (guarded fetch), parsed and validated in the background (`processingState` goes `pending`, `progress`, `complete`). Needs the create role in the organization.',
    body: true,
    pick: 'openAPISpec',
    reply: created,
    operation: mutationDocument('createOpenAPISpec', 'CreateOpenAPISpecInput', {
      select: 'openAPISpec { ...OpenAPISpecFields }',
      fragments: OPENAPI_SPEC_FIELDS,
    }),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/openapi/{specSlug}',
    reader: false,
    summary: 'Get an OpenAPI specification by its slug',
    description:
      'Returns a specification with its processing state, the last processed version and the error of the last failed run, if any.',
    pick: 'openAPISpec',
    operation: `query ($organizationId: ID!, $specSlug: String!) {
      organization(id: $organizationId) { openAPISpec(slug: $specSlug) { ...OpenAPISpecFields } }
    } ${OPENAPI_SPEC_FIELDS}`,
  }),
  route({
    method: 'PUT',
    path: '/v1/orgs/{organizationId}/openapi/{specSlug}',
    reader: false,
    summary: 'Create or update an OpenAPI specification',
    description:
      'Replaces the source (`url` or `text`) of a specification (admins), or creates it under this slug (create role; answers 201). Processing starts again in the background; a failed run keeps the last good version.',
    body: true,
    // 201 when the PUT created the specification, 200 when it replaced its source.
    reply: shaped({ 201: 'openAPISpec', 200: 'openAPISpec' }, (value: { openAPISpec: unknown; created: boolean }) =>
      value.created ? created(value.openAPISpec) : { status: 200, body: value.openAPISpec },
    ),
    operation: mutationDocument('createOrUpdateOpenAPISpec', 'CreateOrUpdateOpenAPISpecInput', {
      select: 'created openAPISpec { ...OpenAPISpecFields }',
      fragments: OPENAPI_SPEC_FIELDS,
    }),
  }),
  route({
    method: 'DELETE',
    path: '/v1/orgs/{organizationId}/openapi/{specSlug}',
    reader: false,
    summary: 'Delete an OpenAPI specification',
    description:
      'Deletes a specification and its versions. Needs the admin role. Answers 205 when deleted, 204 when there was nothing to delete.',
    reply: deleteReply,
    operation: deleteDocument('deleteOpenAPISpec', 'DeleteOpenAPISpecInput'),
  }),
];
