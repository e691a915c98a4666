/**
 * Adaptive content: the JSON Schema (draft-07) of a site's visitor claims, and the visitor JWTs
 * that carry those claims.
 *
 * - A schema is accepted when it is a valid draft-07 schema (checked by ajv against the draft-07
 *   meta-schema, then compiled) whose root is `{ type: object, properties: {...},
 *   additionalProperties: false }`; `$schema`, when given, must name draft-07.
 * - A visitor token is an HS256 JWT signed with the site's visitor key (the key a site admin reads
 *   through GraphQL), or a `POST /orgs/{id}/ping` token of the site's organization (signed with the
 *   organization's key: a member of the organization visiting its sites). Expired, not yet valid,
 *   wrongly signed or malformed tokens are rejected with the reason.
 * - The visitor's claims are the token's payload without the registered JWT claims (iss, sub, aud,
 *   exp, nbf, iat, jti). With adaptive content enabled and a schema set, they must validate
 *   against the schema.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsImport from 'ajv-formats';
import { type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import { BadRequestError } from '../../errors.ts';

// ajv-formats is CommonJS: its default export arrives as `default` under some loaders.
const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ??
  addFormatsImport) as unknown as (ajv: Ajv) => Ajv;

export const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const MAX_SCHEMA_BYTES = 64 * 1024;
const REGISTERED_CLAIMS = ['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti'];

function newAjv() {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  return ajv;
}

// Made on the first schema checked: the server starts without it.
let metaValidator: Ajv | undefined;

const invalid = (message: string, path = 'jsonSchema') => new BadRequestError(`Invalid '${path}': ${message}`, path);

/** Checks an adaptive schema; throws a 400 naming `jsonSchema` (or the faulty part) otherwise. */
export function validateAdaptiveSchema(input: unknown): Record<string, unknown> {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    throw invalid('must be a JSON Schema object');
  const schema = input as Record<string, unknown>;
  if (JSON.stringify(schema).length > MAX_SCHEMA_BYTES)
    throw invalid(`must be at most ${MAX_SCHEMA_BYTES} bytes of JSON`);
  if (schema.$schema !== undefined && schema.$schema !== DRAFT_07)
    throw invalid(`$schema must be "${DRAFT_07}" (JSON Schema draft-07)`, 'jsonSchema.$schema');
  if (schema.type !== 'object') throw invalid('type must be "object"', 'jsonSchema.type');
  const properties = schema.properties;
  if (properties === null || typeof properties !== 'object' || Array.isArray(properties)) {
    throw invalid('properties must be an object mapping claim names to schemas', 'jsonSchema.properties');
  }
  if (schema.additionalProperties !== false)
    throw invalid('additionalProperties must be false', 'jsonSchema.additionalProperties');
  const { $id: _id, ...rest } = schema;
  metaValidator ??= newAjv();
  if (!metaValidator.validateSchema(rest)) {
    const e = metaValidator.errors?.[0];
    throw invalid(`not a valid JSON Schema draft-07: ${e?.instancePath || '/'} ${e?.message ?? 'is invalid'}`);
  }
  try {
    newAjv().compile(rest);
  } catch (error) {
    throw invalid(`cannot be compiled: ${(error as Error).message}`);
  }
  return schema;
}

const compiled = new Map<string, ValidateFunction>();

/** The claims' validation errors against a schema ([] when valid). Compiled schemas are cached. */
export function claimErrors(schema: Record<string, unknown>, claims: Record<string, unknown>): string[] {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    const { $id: _id, ...rest } = schema;
    validate = newAjv().compile(rest);
    if (compiled.size > 200) compiled.clear();
    compiled.set(key, validate);
  }
  if (validate(claims)) return [];
  return (validate.errors ?? []).map((e) => {
    const extra =
      e.keyword === 'additionalProperties'
        ? ` '${(e.params as { additionalProperty: string }).additionalProperty}'`
        : '';
    return `${e.instancePath || 'claims'} ${e.message}${extra}`;
  });
}

export type VisitorToken =
  | { status: 'none' }
  | { status: 'valid'; claims: Record<string, unknown> }
  | { status: 'invalid'; reason: string };

/** The visitor's claims: the payload without the registered JWT claims. */
export function visitorClaims(payload: JWTPayload): Record<string, unknown> {
  const claims: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(payload)) if (!REGISTERED_CLAIMS.includes(k)) claims[k] = v;
  return claims;
}

const secret = (key: string) => new TextEncoder().encode(key);

function reasonOf(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'the visitor token has expired';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed)
    return 'the visitor token is not signed with the site key';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `the visitor token is not valid: ${error.message}`;
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'the visitor token must be signed with HS256';
  return 'the visitor token is malformed';
}

/**
 * Verifies a visitor token against the site's key, then (for ping tokens) against the
 * organization's key with an `organization` claim naming it.
 */
export async function verifyVisitorToken(
  token: string | null | undefined,
  keys: { siteKey: string; organizationKey: string; organizationId: string },
): Promise<VisitorToken> {
  if (!token) return { status: 'none' };
  try {
    const { payload } = await jwtVerify(token, secret(keys.siteKey), { algorithms: ['HS256'] });
    return { status: 'valid', claims: visitorClaims(payload) };
  } catch (error) {
    if (!(error instanceof joseErrors.JWSSignatureVerificationFailed))
      return { status: 'invalid', reason: reasonOf(error) };
  }
  try {
    const { payload } = await jwtVerify(token, secret(keys.organizationKey), { algorithms: ['HS256'] });
    if (payload.organization !== keys.organizationId)
      return { status: 'invalid', reason: 'the visitor token is not signed with the site key' };
    return { status: 'valid', claims: visitorClaims(payload) };
  } catch (error) {
    return { status: 'invalid', reason: reasonOf(error) };
  }
}

export interface TemplateCondition {
  description: string;
  condition: string;
}

/**
 * Ready-made conditions over the visitor's claims, one or more per claim the schema declares
 * (nested objects walked): a boolean is true, an enumerated string equals each value, another
 * string or a number is set, an array is not empty.
 */
export function templateConditions(schema: Record<string, unknown>): TemplateCondition[] {
  const out: TemplateCondition[] = [];
  const walk = (node: Record<string, unknown>, path: string[]) => {
    const properties = (node.properties ?? {}) as Record<string, Record<string, unknown>>;
    for (const [name, prop] of Object.entries(properties)) {
      if (!prop || typeof prop !== 'object') continue;
      const at = [...path, name];
      const ref = `visitor.claims.${at
        .map((p) => (/^[A-Za-z_$][\w$]*$/.test(p) ? p : `[${JSON.stringify(p)}]`))
        .join('.')
        .replace(/\.\[/g, '[')}`;
      const label = (prop.description as string | undefined) ?? at.join('.');
      switch (prop.type) {
        case 'boolean':
          out.push({ description: `${label} is true`, condition: `${ref} == true` });
          break;
        case 'string':
          if (Array.isArray(prop.enum))
            for (const value of prop.enum)
              out.push({
                description: `${label} is ${JSON.stringify(value)}`,
                condition: `${ref} == ${JSON.stringify(value)}`,
              });
          else out.push({ description: `${label} is set`, condition: `${ref} != null` });
          break;
        case 'number':
        case 'integer':
          out.push({ description: `${label} is set`, condition: `${ref} != null` });
          break;
        case 'array':
          out.push({ description: `${label} is not empty`, condition: `${ref}?.[0] != null` });
          break;
        case 'object':
          walk(prop, at);
          break;
      }
    }
  };
  walk(schema, []);
  return out;
}
