/**
 * Quire's own OpenAPI document (/v1/openapi.json, src/rest/openapi.ts) as a contract: the REST
 * client of the tests (test/support/gitbook.ts) validates every JSON answer against it too.
 */

import type { ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { restRoutes } from '../../src/app/modules.ts';
import { schema } from '../../src/app/schema.ts';
import { openAPIDocument } from '../../src/rest/openapi.ts';

export const quireOpenAPI = openAPIDocument(schema, restRoutes, { version: 'test' });

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema({ $id: 'quire', components: quireOpenAPI.components });

// Literal segments win over parameters; `{name+}` takes the rest of the path.
const operations = restRoutes
  .map((r) => ({
    method: r.method,
    template: r.path.replace(/\+\}/g, '}'),
    pattern: new RegExp(`^${r.path.replace(/\{\w+\+\}/g, '.+').replace(/\{\w+\}/g, '[^/]+')}/?$`),
    specificity: r.path.split('{').length,
  }))
  .sort((a, b) => a.specificity - b.specificity);

const compiled = new Map<string, ValidateFunction>();

/** Validation errors of an answer against Quire's OpenAPI document ([] when valid). */
export function quireOpenApiErrors(method: string, pathname: string, status: number, body: unknown): string[] {
  const op = operations.find((o) => o.method === method.toUpperCase() && o.pattern.test(pathname));
  if (!op) return [`no operation for ${method} ${pathname} in /v1/openapi.json`];
  const operation = (quireOpenAPI.paths[op.template] as Record<string, any>)[method.toLowerCase()];
  const response = operation.responses[String(status)];
  if (!response) return [`status ${status} is not declared for ${operation.operationId}`];
  const bodySchema = response.content?.['application/json']?.schema;
  if (!bodySchema) return body === undefined ? [] : [`${operation.operationId}:${status} declares no JSON body`];
  const key = `${operation.operationId}:${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(
      JSON.parse(JSON.stringify(bodySchema).replace(/"#\/components\//g, '"quire#/components/')),
    ) as ValidateFunction;
    compiled.set(key, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? [])
    .slice(0, 8)
    .map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
}
