import type { OpenAPISpec } from '../../generated/prisma/client.ts';
import { type Args, builder, type InputFields } from '../../graphql/builder.ts';
import { childList, connectionOf } from '../../graphql/connections.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { enumColumn, inputMutation, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { OrganizationRef, organizationField } from '../organizations/schema.ts';
import type { ProcessError } from './document.ts';
import {
  loadOpenAPISpecBySlug,
  type OpenAPISpecVersionInfo,
  openAPISpecById,
  openAPISpecVersionById,
  openAPISpecVersionContent,
  openAPISpecVersionCount,
} from './loaders.ts';
import {
  createOpenAPISpec,
  createOrUpdateOpenAPISpec,
  deleteOpenAPISpec,
  getOpenAPISpec,
  getOpenAPISpecVersion,
  listOpenAPISpecs,
  listOpenAPISpecVersions,
  listOpenAPISpecVersionsBySlug,
  loadVisibleOpenAPISpec,
  openAPISpecPermissions,
  openAPISpecUrls,
  openAPISpecVersionFiles,
  openAPISpecVersionRaw,
  openAPISpecVersionUrls,
  updateOpenAPISpecVisibility,
} from './service.ts';

const ProcessingStateEnum = describedEnum(
  'OpenAPISpecProcessingState',
  'pending (waiting to be processed) -> progress (being fetched and parsed) -> complete (with an error code on failure).',
  {
    pending: 'Waiting to be processed.',
    progress: 'Being fetched and parsed.',
    complete: 'Processed (see `lastProcessErrorCode` for a failure).',
  },
);

const ProcessingErrorCodeEnum = describedEnum(
  'OpenAPISpecProcessingErrorCode',
  'Why processing an OpenAPI document failed.',
  {
    FETCH_TIMEOUT: 'The source URL did not answer within FETCH_TIMEOUT_MS.',
    FETCH_ERROR: 'The source URL could not be fetched (network error, HTTP error, refused address, too large).',
    PARSE_ERROR: 'The document is not valid JSON/YAML, or not a valid OpenAPI 3.x / Swagger 2.0 document.',
  },
);

const OpenAPISpecVisibilityEnum = describedEnum('OpenAPISpecVisibility', 'Who can see an OpenAPI specification.', {
  private: 'Not publicly available.',
  public: 'Available to anyone with a public link.',
});

const SpecificationEnum = describedEnum('OpenAPISpecification', 'Kind of API description document.', {
  openapi: 'OpenAPI 3.x',
  swagger: 'Swagger 2.0',
});

const OpenAPIProcessError = builder.simpleObject('OpenAPIProcessError', {
  description: 'An error found while processing an OpenAPI document.',
  fields: (t) => ({
    message: t.string({ description: 'What is wrong, for people.' }),
    code: t.string({ description: 'Machine-readable kind of error; null when none is known.', nullable: true }),
  }),
});

const OpenAPISpecPermissions = builder.simpleObject('OpenAPISpecPermissions', {
  description: 'What the caller may do with the specification.',
  fields: (t) => ({
    view: t.boolean({ description: 'The caller can view the specification (non-guest member).' }),
    edit: t.boolean({ description: 'The caller can update or delete the specification (organization admin).' }),
  }),
});

const OpenAPISpecUrls = builder.simpleObject('OpenAPISpecUrls', {
  description: 'Addresses of an OpenAPI specification.',
  fields: (t) => ({
    location: t.string({ description: 'The specification in the API.' }),
    app: t.string({ description: 'The specification in the application.' }),
  }),
});

export const OpenAPISpecRef = builder.objectRef<OpenAPISpec>('OpenAPISpec');

export const OpenAPISpecVersionRef = builder.objectRef<OpenAPISpecVersionInfo>('OpenAPISpecVersion');

builder.node(OpenAPISpecVersionRef, {
  description: 'A successfully processed document of an OpenAPI specification.',
  id: { resolve: (v) => v.id },
  loadOne: async (id, ctx) => {
    const version = await openAPISpecVersionById(ctx).load(id);
    return version && (await loadVisibleOpenAPISpec(ctx, version.specId)) ? version : null;
  },
  fields: (t) => ({
    key: t.exposeString('id', { description: "The version id (the spec's `lastVersion` in REST)." }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the version was processed.' }),
    specification: enumColumn(t, 'specification', SpecificationEnum, 'OpenAPI 3.x or Swagger 2.0.'),
    formatVersion: t.exposeString('formatVersion', {
      description: 'The `openapi` (3.x) or `swagger` (2.0) field of the document.',
    }),
    title: t.exposeString('title', { description: 'info.title of the document.' }),
    apiVersion: t.exposeString('apiVersion', { description: 'info.version of the document.' }),
    hash: t.exposeString('hash', { description: 'SHA-256 of the text.' }),
    text: t.string({
      description: 'The document as fetched or given (JSON or YAML).',
      resolve: async (v, _, ctx) => (await openAPISpecVersionContent(ctx).load(v.id))!.text,
    }),
    document: t.field({
      type: 'JSON',
      description: 'The parsed document (references not resolved).',
      resolve: async (v, _, ctx) => (await openAPISpecVersionContent(ctx).load(v.id))!.document,
    }),
    spec: t.field({
      description: 'The specification this version belongs to.',
      type: OpenAPISpecRef,
      resolve: async (v, _, ctx) => (await openAPISpecById(ctx).load(v.specId))!,
    }),
  }),
});

builder.node(OpenAPISpecRef, {
  description: 'An OpenAPI specification of an organization, processed in the background from a URL or a text.',
  id: { resolve: (s) => s.id },
  loadOne: (id, ctx) => loadVisibleOpenAPISpec(ctx, id),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The spec id.' }),
    object: t.string({ description: 'Always `"openapi-spec"` (REST discriminator).', resolve: () => 'openapi-spec' }),
    slug: t.exposeString('slug', { description: 'Unique in the organization; used in REST paths.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the specification was created.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the specification last changed.' }),
    sourceURL: t.exposeString('sourceURL', {
      nullable: true,
      description: 'The URL the document is fetched from (absent for a text source).',
    }),
    processingState: enumColumn(
      t,
      'processingState',
      ProcessingStateEnum,
      'Where processing of the latest source stands.',
    ),
    visibility: enumColumn(t, 'visibility', OpenAPISpecVisibilityEnum, 'Who can see it.'),
    lastVersionId: t.exposeString('lastVersionId', {
      nullable: true,
      description: 'Id of the latest version (REST `lastVersion`).',
    }),
    lastVersion: t.field({
      type: OpenAPISpecVersionRef,
      nullable: true,
      description: 'The latest successfully processed version.',
      resolve: (s, _, ctx) => (s.lastVersionId ? openAPISpecVersionById(ctx).load(s.lastVersionId) : null),
    }),
    lastProcessedAt: t.expose('lastProcessedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the latest processing ended; null before the first.',
    }),
    lastProcessErrorCode: enumColumn(
      t,
      'lastProcessErrorCode',
      ProcessingErrorCodeEnum,
      'Why the last processing failed (the last good version stays current).',
      { nullable: true },
    ),
    lastProcessedErrors: t.field({
      type: [OpenAPIProcessError],
      description: 'Errors of the last processing (at most 20).',
      resolve: (s) =>
        (Array.isArray(s.lastProcessedErrors) ? (s.lastProcessedErrors as unknown as ProcessError[]) : []).map((e) => ({
          message: e.message,
          code: e.code ?? null,
        })),
    }),
    lastProcessedErrorCount: t.exposeInt('lastProcessedErrorCount', {
      description: 'Errors of the last processing before truncation.',
    }),
    versionCount: t.int({
      description: 'Processed versions.',
      resolve: (s, _, ctx) => openAPISpecVersionCount(ctx).load(s.id),
    }),
    versions: t.connection(
      {
        type: OpenAPISpecVersionRef,
        description: 'Processed versions, newest first.',
        resolve: (s, args, ctx) => listOpenAPISpecVersions(ctx, s, args),
      },
      connectionOf(OpenAPISpecVersionRef),
    ),
    organizationId: t.exposeString('organizationId', { description: 'Id of the organization.' }),
    organization: organizationField(t),
    permissions: t.field({
      description: 'What the caller may do with it.',
      type: OpenAPISpecPermissions,
      resolve: (s, _, ctx) => openAPISpecPermissions(ctx, s),
    }),
    urls: t.field({
      description: 'Addresses of the specification.',
      type: OpenAPISpecUrls,
      resolve: (s, _, ctx) => openAPISpecUrls(ctx, s),
    }),
  }),
});

builder.objectFields(OrganizationRef, (t) => ({
  openAPISpecs: childList(
    t,
    OpenAPISpecRef,
    'OpenAPI specifications of the organization, oldest first (non-guest members).',
    listOpenAPISpecs,
  ),
  openAPISpec: t.field({
    type: OpenAPISpecRef,
    description: 'An OpenAPI specification by slug (404 when absent).',
    args: { slug: t.arg.string({ description: 'Slug of the specification.', required: true }) },
    resolve: (org, { slug }, ctx) => getOpenAPISpec(ctx, org.id, slug),
  }),
}));

// ---------------------------------------------------------------------------------------------
// Mutations

const OpenAPISpecSourceInput = builder.inputType('OpenAPISpecSourceInput', {
  description: 'Exactly one of `url` (fetched in the background) or `text` (JSON or YAML).',
  fields: (t) => ({
    url: t.string({ description: 'http(s) URL, at most 2048 characters.' }),
    text: t.string({ description: 'The document, at most 10 MiB.' }),
  }),
});

/** The path parameters of a specification's routes. */
const specIds = (t: InputFields) => ({
  organizationId: pathId(t, 'organization'),
  specSlug: t.string({ description: 'Slug of the specification (REST: path parameter).', required: true }),
});

const source = (t: InputFields) =>
  t.field({
    description: 'Where the document comes from: a URL or its text.',
    type: OpenAPISpecSourceInput,
    required: true,
  });

const CreateOpenAPISpecInput = builder.inputType('CreateOpenAPISpecInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    slug: t.string({
      required: true,
      description: '1 to 100 lowercase letters and digits, in words separated by single hyphens.',
    }),
    source: source(t),
  }),
});

const CreateOrUpdateOpenAPISpecInput = builder.inputType('CreateOrUpdateOpenAPISpecInput', {
  fields: (t) => ({
    ...specIds(t),
    source: source(t),
  }),
});

const DeleteOpenAPISpecInput = builder.inputType('DeleteOpenAPISpecInput', { fields: specIds });

const CreateOpenAPISpecPayload = builder.simpleObject('CreateOpenAPISpecPayload', {
  fields: (t) => ({ openAPISpec: t.field({ description: 'The new specification.', type: OpenAPISpecRef }) }),
});

const CreateOrUpdateOpenAPISpecPayload = builder.simpleObject('CreateOrUpdateOpenAPISpecPayload', {
  fields: (t) => ({
    openAPISpec: t.field({ description: 'The specification.', type: OpenAPISpecRef }),
    created: t.boolean({
      description: 'True when the specification was created (REST 201), false when updated (200).',
    }),
  }),
});

const DeleteOpenAPISpecPayload = builder.simpleObject('DeleteOpenAPISpecPayload', {
  fields: (t) => ({ deleted: t.boolean({ description: 'False when there was no such specification.' }) }),
});

builder.mutationFields((t) => ({
  createOpenAPISpec: inputMutation(t, {
    type: CreateOpenAPISpecPayload,
    description: 'Creates a specification (createOpenAPISpec permission); processing starts in the background.',
    input: CreateOpenAPISpecInput,
    resolve: async ({ organizationId, ...rest }, ctx) => ({
      openAPISpec: await createOpenAPISpec(ctx, organizationId, rest),
    }),
  }),
  createOrUpdateOpenAPISpec: inputMutation(t, {
    type: CreateOrUpdateOpenAPISpecPayload,
    description:
      'Replaces the source of a specification (admins) or creates it; processing starts again in the background.',
    input: CreateOrUpdateOpenAPISpecInput,
    resolve: async ({ organizationId, specSlug, ...rest }, ctx) => {
      const { spec, created } = await createOrUpdateOpenAPISpec(ctx, organizationId, specSlug, rest);
      return { openAPISpec: spec, created };
    },
  }),
  deleteOpenAPISpec: inputMutation(t, {
    type: DeleteOpenAPISpecPayload,
    description: 'Deletes a specification and its versions (admins).',
    input: DeleteOpenAPISpecInput,
    resolve: async (input, ctx) => {
      // Deleted by slug; the global id names the row.
      const spec = await loadOpenAPISpecBySlug(ctx, input.organizationId, input.specSlug);
      const deleted = await deleteOpenAPISpec(ctx, input.organizationId, input.specSlug);
      return deletion('OpenAPISpec', spec?.id ?? '', deleted && !!spec);
    },
  }),
}));

// Delete payloads name what they deleted (src/graphql/deletions.ts).
withDeletedId(DeleteOpenAPISpecPayload);

// ---------------------------------------------------------------------------------------------
// Versions as GitBook serves them, and the visibility

const OpenAPISpecVersionUrls = builder.simpleObject('OpenAPISpecVersionUrls', {
  description: 'Addresses of a version of an OpenAPI specification.',
  fields: (t) => ({ location: t.string({ description: 'The version in the API.' }) }),
});

const OpenAPISpecFormatEnum = describedEnum('OpenAPISpecFormat', 'How the text of a specification is written.', {
  json: 'JSON.',
  yaml: 'YAML.',
});

const OpenAPISpecRawContent = builder.simpleObject('OpenAPISpecRawContent', {
  description: 'The text of a version, exactly as fetched or given.',
  fields: (t) => ({
    text: t.string({ description: 'The text.' }),
    format: t.field({ type: OpenAPISpecFormatEnum, description: 'JSON or YAML.' }),
  }),
});

const OpenAPISpecVersionContentUrls = builder.simpleObject('OpenAPISpecVersionContentUrls', {
  description: 'Addresses of the content of a version.',
  fields: (t) => ({
    source: t.string({ description: 'Where the specification comes from (the API for a text source).' }),
    public: t.string({
      nullable: true,
      description: 'Public URL of the specification; null for a private one.',
      extensions: { restNull: true },
    }),
  }),
});

const OpenAPISpecVersionContent = builder.simpleObject('OpenAPISpecVersionContent', {
  description: 'A version of an OpenAPI specification, as GitBook serves its content.',
  fields: (t) => ({
    filesystem: t.field({
      type: 'JSON',
      description: "The files of the specification (one: the document), as GitBook's openapi-parser reads them.",
    }),
    urls: t.field({ type: OpenAPISpecVersionContentUrls, description: 'Its source and public URLs.' }),
  }),
});

builder.objectFields(OpenAPISpecVersionRef, (t) => ({
  object: t.string({
    description: 'Always `"openapi-spec-version"` (REST discriminator).',
    resolve: () => 'openapi-spec-version',
  }),
  url: t.string({
    description: 'Where the document can be read: its source URL, or its content in the API (a text source).',
    resolve: async (v, _, ctx) => (await openAPISpecVersionUrls(ctx, v)).source,
  }),
  urls: t.field({
    type: OpenAPISpecVersionUrls,
    description: 'Addresses of the version.',
    resolve: async (v, _, ctx) => ({ location: (await openAPISpecVersionUrls(ctx, v)).location }),
  }),
  content: t.field({
    type: OpenAPISpecVersionContent,
    description: "The version as GitBook's OpenAPISpecContent: the document as a parser filesystem, and its URLs.",
    resolve: (v, _, ctx) => openAPISpecVersionFiles(ctx, v),
  }),
  raw: t.field({
    type: OpenAPISpecRawContent,
    description: 'The text as fetched or given, with its format.',
    resolve: (v, _, ctx) => openAPISpecVersionRaw(ctx, v) as Promise<{ text: string; format: 'json' | 'yaml' }>,
  }),
}));

const specArgs = (arg: Args) => ({
  organizationId: arg.id(idOf({ description: 'Global id or REST key of the organization.', required: true })),
  specSlug: arg.string({ description: 'Slug of the specification.', required: true }),
});

builder.queryFields((t) => ({
  openAPISpecVersion: t.field({
    type: OpenAPISpecVersionRef,
    nullable: true,
    description: 'A processed version of a specification: `versionId`, else the latest (404 when there is none).',
    args: {
      ...specArgs(t.arg),
      versionId: t.arg.id(idOf({ description: 'Id of the version; absent: the latest.' })),
    },
    resolve: (_, { organizationId, specSlug, versionId }, ctx) =>
      getOpenAPISpecVersion(ctx, organizationId, specSlug, versionId),
  }),
  openAPISpecVersions: t.connection(
    {
      type: OpenAPISpecVersionRef,
      nullable: true,
      description: 'Processed versions of a specification, newest first.',
      args: specArgs(t.arg),
      resolve: (_, { organizationId, specSlug, ...args }, ctx) =>
        listOpenAPISpecVersionsBySlug(ctx, organizationId, specSlug, args),
    },
    connectionOf(OpenAPISpecVersionRef),
  ),
}));

const UpdateOpenAPISpecInput = builder.inputType('UpdateOpenAPISpecInput', {
  fields: (t) => ({
    ...specIds(t),
    visibility: t.field({ type: OpenAPISpecVisibilityEnum, required: true, description: 'Who can see it.' }),
  }),
});

const UpdateOpenAPISpecPayload = builder.simpleObject('UpdateOpenAPISpecPayload', {
  fields: (t) => ({ openAPISpec: t.field({ description: 'The specification.', type: OpenAPISpecRef }) }),
});

builder.mutationFields((t) => ({
  updateOpenAPISpec: inputMutation(t, {
    type: UpdateOpenAPISpecPayload,
    description: 'Sets the visibility of a specification (admins).',
    input: UpdateOpenAPISpecInput,
    resolve: async ({ organizationId, specSlug, ...rest }, ctx) => ({
      openAPISpec: await updateOpenAPISpecVisibility(ctx, organizationId, specSlug, rest),
    }),
  }),
}));
