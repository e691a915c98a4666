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

const VERSION_FIELDS = /* GraphQL */ `
  fragment OpenAPISpecVersionFields on OpenAPISpecVersion { object id: key createdAt url urls { location } }
`;

const V = '/v1/orgs/{organizationId}/openapi/{specSlug}/versions';

/** A version (the latest without `versionId`), its content or its raw text: 404 when the spec has none. */
const versionRoute = (path: string, what: 'version' | 'content' | 'raw', summary: string, description: string) =>
  route({
    method: 'GET',
    path,
    reader: false,
    summary,
    description,
    ...(what === 'version' ? {} : { pick: what }),
    operation: `query ($organizationId: ID!, $specSlug: String!${path.includes('{versionId}') ? ', $versionId: ID' : ''}) {
      openAPISpecVersion(organizationId: $organizationId, specSlug: $specSlug${path.includes('{versionId}') ? ', versionId: $versionId' : ''}) {
        ${what === 'version' ? '...OpenAPISpecVersionFields' : what === 'content' ? 'content { filesystem urls { source public } }' : 'raw { text format }'}
      }
    } ${what === 'version' ? VERSION_FIELDS : ''}`,
  });

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
  route({
    method: 'PATCH',
    path: '/v1/orgs/{organizationId}/openapi/{specSlug}',
    reader: false,
    summary: 'Update an OpenAPI specification',
    description:
      'Sets the `visibility` of a specification (`private` or `public`: a public one gives its source URL as the public URL of its content). Needs the admin role.',
    body: true,
    pick: 'openAPISpec',
    operation: mutationDocument('updateOpenAPISpec', 'UpdateOpenAPISpecInput', {
      select: 'openAPISpec { ...OpenAPISpecFields }',
      fragments: OPENAPI_SPEC_FIELDS,
    }),
  }),
  route({
    method: 'GET',
    path: V,
    reader: false,
    summary: 'List the versions of an OpenAPI specification',
    description:
      'Lists the successfully processed versions of a specification, newest first. Non-guest members may read them.',
    operation: `query ($organizationId: ID!, $specSlug: String!, $first: Int, $after: String) {
      openAPISpecVersions(organizationId: $organizationId, specSlug: $specSlug, first: $first, after: $after) {
        ${LIST} edges { node { ...OpenAPISpecVersionFields } }
      }
    } ${VERSION_FIELDS}`,
  }),
  versionRoute(
    `${V}/latest`,
    'version',
    'Get the latest version of an OpenAPI specification',
    'Returns the latest successfully processed version of a specification; 404 while none was processed.',
  ),
  // Site tokens read it too: OpenAPI blocks of published pages (openAPISpecLatestContent, sites module).
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/openapi/{specSlug}/versions/latest/content',
    reader: true,
    summary: 'Get the content of the latest version of an OpenAPI specification',
    description:
      "Returns the latest processed version of an OpenAPI specification as OpenAPI blocks of published pages read it: the document as the one file of `filesystem`, with its source and (public specifications) public URL. Members of the organization, and site tokens of the organization's sites, read it. 404 while no version was processed.",
    variables: ({ params }) => ({ organizationId: params.organizationId, slug: params.specSlug }),
    operation: `query ($organizationId: ID!, $slug: String!) {
      openAPISpecLatestContent(organizationId: $organizationId, slug: $slug) { filesystem urls { source public } }
    }`,
  }),
  versionRoute(
    `${V}/latest/content/raw`,
    'raw',
    'Get the raw content of the latest version of an OpenAPI specification',
    'Returns the text of the latest version exactly as fetched or given, with its format (`json` or `yaml`).',
  ),
  versionRoute(
    `${V}/{versionId}`,
    'version',
    'Get a version of an OpenAPI specification by its ID',
    'Returns one processed version of a specification; 404 when the specification has no such version.',
  ),
  versionRoute(
    `${V}/{versionId}/content`,
    'content',
    'Get the content of a version of an OpenAPI specification',
    "Returns a version as `latest/content` answers the latest: the document as the one file of `filesystem` (as GitBook's openapi-parser reads it), with its source URL and, for a public specification, its public URL.",
  ),
];
