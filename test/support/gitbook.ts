/**
 * GitBook's official client pointed at our server, with every JSON response validated
 * against the response schema of GitBook's OpenAPI document (ajv, JSON Schema 2020-12).
 */
import { createRequire } from 'node:module';
import { ContentType, type ContentVisibility, GitBookAPI, GitBookAPIError } from '@gitbook/api';
import type { AnySchema, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { quireOpenApiErrors } from './quire-openapi.ts';

const require = createRequire(import.meta.url);
const openapi = require('@gitbook/api/spec/openapi.json');

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addFormat('emoji', true);
ajv.addSchema({ $id: 'openapi', components: openapi.components });

const operations = Object.entries(openapi.paths as Record<string, Record<string, any>>).map(([p, item]) => ({
  pattern: new RegExp(`^/v1${p.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
  item,
  specificity: p.split('{').length,
}));
// Literal segments win over parameters (e.g. /orgs/{id}/sso vs /orgs/{id}/{x}).
operations.sort((a, b) => a.specificity - b.specificity);

// Schemas written from the seed tables (002_*.txt) for seed resources GitBook's OpenAPI lacks or
// describes differently: custom fields (absent) and translation settings (a different resource).
const strictObject = (properties: Record<string, object>, required: string[]) => ({
  type: 'object',
  additionalProperties: false,
  properties,
  required,
});
const listOf = (item: object) =>
  strictObject(
    {
      next: strictObject({ page: { type: 'string' } }, ['page']),
      count: { type: 'number' },
      items: { type: 'array', items: item },
    },
    ['items'],
  );
const timestamp = { type: 'string', format: 'date-time' };
const viewEdit = strictObject({ view: { type: 'boolean' }, edit: { type: 'boolean' } }, ['view', 'edit']);
const location = strictObject({ location: { type: 'string', format: 'uri' } }, ['location']);
const customFieldSchema = strictObject(
  {
    id: { type: 'string' },
    name: { type: 'string', pattern: '^[a-z0-9_-]{1,50}$' },
    title: { type: 'string', maxLength: 100 },
    description: { type: 'string', maxLength: 200 },
    type: { enum: ['text', 'number', 'boolean', 'tags', 'select:multi', 'select:single'] },
    placeholder: { type: 'string', maxLength: 100 },
    options: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 50 },
    createdAt: timestamp,
    updatedAt: timestamp,
    urls: location,
    permissions: viewEdit,
  },
  ['id', 'name', 'type', 'createdAt', 'updatedAt', 'urls', 'permissions'],
);
const spaceCustomFieldEntry = strictObject(
  {
    customField: customFieldSchema,
    value: {
      oneOf: [
        { type: 'string' },
        { type: 'number' },
        { type: 'boolean' },
        { type: 'array', items: { type: 'string' } },
      ],
    },
  },
  ['customField', 'value'],
);
const translationSettingsSchema = strictObject(
  {
    object: { const: 'translation-settings' },
    id: { type: 'string' },
    title: { type: 'string', minLength: 1, maxLength: 100 },
    languages: { type: 'array', items: { $ref: '#/components/schemas/TranslationLanguage' } },
    createdAt: timestamp,
    updatedAt: timestamp,
    permissions: viewEdit,
    urls: location,
  },
  ['object', 'id', 'title', 'languages', 'createdAt', 'updatedAt', 'permissions', 'urls'],
);
const customFieldsPath = /^\/v1\/orgs\/[^/]+\/custom-fields\/?$/;
const customFieldPath = /^\/v1\/orgs\/[^/]+\/custom-fields\/[^/]+\/?$/;
const translationsPath = /^\/v1\/orgs\/[^/]+\/translations\/?$/;
const translationPath = /^\/v1\/orgs\/[^/]+\/translations\/[^/]+\/?$/;

/**
 * Seed endpoints that GitBook's current OpenAPI document no longer has (differences.md §1):
 * their responses are checked against the schema of the resource they return.
 */
const absentFromOpenApi: { method: string; pattern: RegExp; schema: object }[] = [
  { method: 'POST', pattern: /^\/v1\/spaces\/[^/]+\/transfer\/?$/, schema: { $ref: '#/components/schemas/Space' } },
  {
    method: 'GET',
    pattern: /^\/v1\/spaces\/[^/]+\/custom-fields\/?$/,
    schema: { type: 'array', items: spaceCustomFieldEntry },
  },
  { method: 'GET', pattern: customFieldsPath, schema: listOf(customFieldSchema) },
  { method: 'POST', pattern: customFieldsPath, schema: customFieldSchema },
  { method: 'GET', pattern: customFieldPath, schema: customFieldSchema },
  { method: 'PATCH', pattern: customFieldPath, schema: customFieldSchema },
  { method: 'GET', pattern: translationsPath, schema: listOf(translationSettingsSchema) },
  { method: 'POST', pattern: translationsPath, schema: translationSettingsSchema },
  { method: 'GET', pattern: translationPath, schema: translationSettingsSchema },
  { method: 'PUT', pattern: translationPath, schema: translationSettingsSchema },
];
// GET {S}/content/path/{pagePath}: the page path holds slashes (the client sends it unencoded),
// which the one-segment patterns above cannot match: the same OpenAPI response schema, any depth.
absentFromOpenApi.push({
  method: 'GET',
  pattern: /^\/v1\/spaces\/[^/]+\/content\/path\/.+$/,
  schema:
    openapi.paths['/spaces/{spaceId}/content/path/{pagePath}'].get.responses['200'].content['application/json'].schema,
});
// GET {S}/revisions/{revisionId}/changes and {CR}/changes: OpenAPI's page_edited `attributes` is a oneOf of the
// document, group and link attribute schemas, which overlap (none forbids the others' fields), so
// any `{ title: {...} }` matches two of them and no page_edited entry could ever pass. Validated
// with the same schemas under anyOf; everything else is OpenAPI's RevisionSemanticChanges as is.
{
  const schemas = openapi.components.schemas;
  const pageEdited = structuredClone(schemas.RevisionSemanticChangePageEdited);
  pageEdited.properties.attributes = { anyOf: pageEdited.properties.attributes.oneOf };
  const variants = schemas.RevisionSemanticChange.oneOf.map((v: { $ref: string }) =>
    v.$ref.endsWith('/RevisionSemanticChangePageEdited') ? pageEdited : v,
  );
  absentFromOpenApi.push({
    method: 'GET',
    pattern: /^\/v1\/spaces\/[^/]+\/(revisions|change-requests)\/[^/]+\/changes\/?$/,
    schema: {
      ...schemas.RevisionSemanticChanges,
      properties: {
        ...schemas.RevisionSemanticChanges.properties,
        changes: { type: 'array', items: { oneOf: variants } },
      },
    },
  });
}

// Links and backlinks (issue 3 item 3; removed from GitBook's OpenAPI): schemas written from the
// seed's "Links list" row (list envelope plus stats) and Quire's link and backlink items.
{
  const pageSummary = strictObject({ id: { type: 'string' }, title: { type: 'string' }, path: { type: 'string' } }, [
    'id',
    'title',
    'path',
  ]);
  const link = strictObject(
    {
      url: { type: 'string' },
      text: { type: 'string' },
      kind: { enum: ['link', 'image'] },
      status: { enum: ['ok', 'broken', 'in-app'] },
      target: strictObject(
        {
          kind: { enum: ['page', 'file', 'url', 'missing'] },
          page: pageSummary,
          anchor: { type: 'string' },
          file: strictObject({ id: { type: 'string' }, name: { type: 'string' } }, ['id', 'name']),
          url: { type: 'string' },
          path: { type: 'string' },
        },
        ['kind'],
      ),
      page: pageSummary,
    },
    ['url', 'text', 'kind', 'status', 'target', 'page'],
  );
  const stats = strictObject(
    {
      total: { type: 'integer', minimum: 0 },
      broken: strictObject({ total: { type: 'integer', minimum: 0 }, changeRequest: { type: 'integer', minimum: 0 } }, [
        'total',
        'changeRequest',
      ]),
    },
    ['total', 'broken'],
  );
  const linksList = {
    ...listOf(link),
    properties: { ...listOf(link).properties, stats },
    required: ['items', 'count', 'stats'],
  };
  const backlink = strictObject(
    {
      kind: { const: 'page' },
      space: { type: 'string' },
      page: pageSummary,
      linkCount: { type: 'integer', minimum: 1 },
    },
    ['kind', 'space', 'page', 'linkCount'],
  );
  absentFromOpenApi.push(
    { method: 'GET', pattern: /^\/v1\/spaces\/[^/]+\/links\/?$/, schema: linksList },
    {
      method: 'GET',
      pattern: /^\/v1\/spaces\/[^/]+(\/change-requests\/[^/]+)?\/content\/page\/[^/]+\/links\/?$/,
      schema: linksList,
    },
    {
      method: 'GET',
      pattern: /^\/v1\/spaces\/[^/]+(\/change-requests\/[^/]+)?\/content\/page\/[^/]+\/backlinks\/?$/,
      schema: listOf(backlink),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/spaces\/[^/]+(\/change-requests\/[^/]+)?\/content\/files\/[^/]+\/backlinks\/?$/,
      schema: listOf(backlink),
    },
  );
}

// Section-group membership (POST .../section-groups/{id}/sections) answers the group.
absentFromOpenApi.push({
  method: 'POST',
  pattern: /^\/v1\/orgs\/[^/]+\/sites\/[^/]+\/section-groups\/[^/]+\/sections\/?$/,
  schema: { $ref: '#/components/schemas/SiteSectionGroup' },
});

// Content import ({S}/content/import, {S}/content/page/{pageId}/import, the same under {CR}) is absent from OpenAPI
// (differences.md): the spec's Import result, strictly.
{
  const importResult = {
    type: 'object',
    additionalProperties: false,
    required: ['revision', 'importedResources', 'totalResources'],
    properties: {
      revision: { type: 'string', minLength: 1 },
      importedResources: { type: 'integer', minimum: 0 },
      totalResources: { type: 'integer', minimum: 0 },
    },
  };
  absentFromOpenApi.push(
    { method: 'POST', pattern: /^\/v1\/spaces\/[^/]+\/content\/import\/?$/, schema: importResult },
    { method: 'POST', pattern: /^\/v1\/spaces\/[^/]+\/content\/page\/[^/]+\/import\/?$/, schema: importResult },
    {
      method: 'POST',
      pattern: /^\/v1\/spaces\/[^/]+\/change-requests\/[^/]+\/content\/import\/?$/,
      schema: importResult,
    },
    {
      method: 'POST',
      pattern: /^\/v1\/spaces\/[^/]+\/change-requests\/[^/]+\/content\/page\/[^/]+\/import\/?$/,
      schema: importResult,
    },
  );
}

const compiled = new Map<string, ValidateFunction>();

function rewriteRefs(schema: object): AnySchema {
  return JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi#/components/'));
}

/** Validation errors of a response against the OpenAPI document ([] when valid or not described). */
export function openApiErrors(method: string, pathname: string, status: number, body: unknown): string[] {
  const absent = absentFromOpenApi.find((a) => a.method === method.toUpperCase() && a.pattern.test(pathname));
  if (absent) return validateWith(`absent:${absent.method} ${absent.pattern}`, absent.schema, body);
  return gitbookOpenApiErrors(method, pathname, status, body);
}

/** GitBook's error responses by status (`components.responses`): what any operation answers on failure. */
const errorResponses = Object.fromEntries(
  Object.values(openapi.components.responses as Record<string, any>).flatMap((r) => {
    const schema = r.content['application/json'].schema;
    const code = schema.properties?.error?.properties?.code?.enum?.[0];
    return code ? [[String(code), schema]] : [];
  }),
);

/**
 * Validation errors of a response against GitBook's OpenAPI document alone, without the seed's
 * schemas above: what a source that answers as GitBook does may send. A failure status an
 * operation does not declare is checked against GitBook's error body for that status; a path
 * GitBook does not have may only answer an error.
 */
export function gitbookOpenApiErrors(method: string, pathname: string, status: number, body: unknown): string[] {
  const op = operations.find((o) => o.pattern.test(pathname) && o.item[method.toLowerCase()]);
  if (status >= 400 && !op?.item[method.toLowerCase()].responses[String(status)]) {
    const schema = errorResponses[String(status)];
    return schema ? validateWith(`error:${status}`, schema, body) : [`status ${status} is not GitBook's`];
  }
  if (!op) return [`no OpenAPI operation for ${method} ${pathname}`];
  const operation = op.item[method.toLowerCase()];
  const response = operation.responses[String(status)] ?? operation.responses.default;
  if (!response) return [`status ${status} is not declared for ${operation.operationId}`];
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return [];
  return validateWith(`${operation.operationId}:${status}`, schema, body);
}

function validateWith(key: string, schema: object, body: unknown): string[] {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(rewriteRefs(schema));
    compiled.set(key, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? [])
    .slice(0, 8)
    .map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
}

/** Responses that failed validation (the test files assert this stays empty). */
export const contractViolations: string[] = [];

export function gitbook(baseUrl: string, token?: string) {
  const fetchAndValidate = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.includes('application/json')) {
      const body = await response.clone().json();
      const { pathname } = new URL(request.url);
      const errors = openApiErrors(request.method, pathname, response.status, body);
      if (errors.length)
        contractViolations.push(`${request.method} ${pathname} -> ${response.status}: ${errors.join('; ')}`);
      // Quire's own document (/v1/openapi.json) describes the same answer.
      const own = quireOpenApiErrors(request.method, pathname, response.status, body);
      if (own.length)
        contractViolations.push(
          `${request.method} ${pathname} -> ${response.status} (Quire's OpenAPI): ${own.join('; ')}`,
        );
    }
    return response;
  };
  return new GitBookAPI({ endpoint: baseUrl, authToken: token, serviceBinding: { fetch: fetchAndValidate } });
}

/**
 * A space PATCH body setting the space's visibility: Quire's PATCH takes `visibility` (see its
 * OpenAPI document), the client's type for the body has no such field, hence the cast to it.
 */
export const visibilityBody = (visibility: ContentVisibility) =>
  ({ visibility }) as unknown as Parameters<GitBookAPI['spaces']['updateSpaceById']>[1];

/** What an import answers. */
export interface ImportResult {
  revision: string;
  importedResources: number;
  totalResources: number;
}

/**
 * `POST {S}/content/import` (or a page's `/import`): the client has no generated method for them.
 * Answers the HTTP response with the import result; throws GitBookAPIError on an error status.
 */
export function importRequest(api: GitBookAPI, spaceId: string, body: Record<string, unknown>, pageId?: string) {
  const path = pageId ? `/spaces/${spaceId}/content/page/${pageId}/import` : `/spaces/${spaceId}/content/import`;
  return api.request<ImportResult>({
    path,
    method: 'POST',
    body,
    type: ContentType.Json,
    secure: true,
    format: 'json',
  });
}

/** `importRequest`'s import result. */
export async function importContent(
  api: GitBookAPI,
  spaceId: string,
  body: Record<string, unknown>,
  pageId?: string,
): Promise<ImportResult> {
  return (await importRequest(api, spaceId, body, pageId)).data;
}

/** The HTTP status of a client call: its response's, or the error's when the call failed. */
export async function statusOf(promise: Promise<{ status: number }>): Promise<number> {
  try {
    return (await promise).status;
  } catch (error) {
    if (error instanceof GitBookAPIError) return error.code;
    throw error;
  }
}

export { GitBookAPIError };

/** Validation errors of a value against a named schema of GitBook's OpenAPI components ([] when valid). */
export function schemaErrors(name: string, value: unknown): string[] {
  return validateWith(`schema:${name}`, { $ref: `#/components/schemas/${name}` }, value);
}
