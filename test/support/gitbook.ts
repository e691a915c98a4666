/**
 * GitBook's official client pointed at our server, with every JSON response validated
 * against the response schema of GitBook's OpenAPI document (ajv, JSON Schema 2020-12).
 */
import { createRequire } from 'node:module';
import { GitBookAPI, GitBookAPIError } from '@gitbook/api';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

const require = createRequire(import.meta.url);
const openapi = require('@gitbook/api/spec/openapi.json');

const ajv = new (Ajv2020 as any)({ strict: false, allErrors: true, validateFormats: true });
(addFormats as any)(ajv);
ajv.addFormat('emoji', true);
ajv.addSchema({ $id: 'openapi', components: openapi.components });

const operations = Object.entries(openapi.paths as Record<string, Record<string, any>>).map(([p, item]) => ({
  pattern: new RegExp('^/v1' + p.replace(/\{[^}]+\}/g, '[^/]+') + '/?$'),
  item,
  specificity: p.split('{').length,
}));
// Literal segments win over parameters (e.g. /orgs/{id}/sso vs /orgs/{id}/{x}).
operations.sort((a, b) => a.specificity - b.specificity);

/**
 * Seed endpoints that GitBook's current OpenAPI document no longer has (differences.md §1):
 * their responses are checked against the schema of the resource they return.
 */
const absentFromOpenApi: { method: string; pattern: RegExp; schema: object }[] = [
  { method: 'POST', pattern: /^\/v1\/spaces\/[^/]+\/transfer\/?$/, schema: { $ref: '#/components/schemas/Space' } },
];

const compiled = new Map<string, ValidateFunction>();

function rewriteRefs(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi#/components/'));
}

/** Validation errors of a response against the OpenAPI document ([] when valid or not described). */
export function openApiErrors(method: string, pathname: string, status: number, body: unknown): string[] {
  const absent = absentFromOpenApi.find((a) => a.method === method.toUpperCase() && a.pattern.test(pathname));
  if (absent) return validateWith(`absent:${absent.pattern}`, absent.schema, body);
  const op = operations.find((o) => o.pattern.test(pathname) && o.item[method.toLowerCase()]);
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
    validate = ajv.compile(rewriteRefs(schema)) as ValidateFunction;
    compiled.set(key, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).slice(0, 8).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
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
      if (errors.length) contractViolations.push(`${request.method} ${pathname} -> ${response.status}: ${errors.join('; ')}`);
    }
    return response;
  };
  return new GitBookAPI({ endpoint: baseUrl, authToken: token, serviceBinding: { fetch: fetchAndValidate } as any });
}

/** The HTTP status of a failed client call. */
export async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    const res: any = await promise;
    return res.status;
  } catch (error) {
    if (error instanceof GitBookAPIError) return error.code;
    throw error;
  }
}

export { GitBookAPIError };
