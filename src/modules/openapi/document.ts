/**
 * Parsing and validation of an OpenAPI document (OpenAPI 3.0/3.1 or Swagger 2.0, JSON or YAML).
 * External `$ref`s are not resolved: the validator would otherwise read local files or fetch URLs
 * outside the guarded fetch.
 */
import { createHash } from 'node:crypto';
import { validate } from '@readme/openapi-parser';
import { parse as parseYaml, YAMLParseError } from 'yaml';

export interface ProcessError {
  message: string;
  code?: string;
}

export type ParsedDocument =
  | {
      ok: true;
      /** The parsed document, JSON-safe, not dereferenced. */
      document: Record<string, unknown>;
      specification: 'openapi' | 'swagger';
      formatVersion: string;
      title: string;
      apiVersion: string;
      hash: string;
    }
  | { ok: false; errors: ProcessError[]; errorCount: number };

/** Errors kept on the spec (`lastProcessedErrors`); `lastProcessedErrorCount` has the total. */
export const MAX_KEPT_ERRORS = 20;
const MAX_MESSAGE = 2000;

const clip = (s: string) => (s.length > MAX_MESSAGE ? `${s.slice(0, MAX_MESSAGE - 1)}…` : s);

const failure = (errors: ProcessError[], total = errors.length): ParsedDocument => ({
  ok: false,
  errors: errors.slice(0, MAX_KEPT_ERRORS).map((e) => ({ ...e, message: clip(e.message) })),
  errorCount: total,
});

/** Parses JSON or YAML text; YAML aliases are bounded (no "billion laughs"). */
function parseText(text: string): { value: unknown } | { error: ProcessError } {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return { value: JSON.parse(text) };
    } catch {
      // Not JSON after all: YAML flow syntax may still parse.
    }
  }
  try {
    return { value: parseYaml(text, { maxAliasCount: 1000, uniqueKeys: true }) };
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const pos = error.linePos?.[0];
      return {
        error: {
          message: `Invalid YAML${pos ? ` at line ${pos.line}, column ${pos.col}` : ''}: ${error.message.split('\n')[0]}`,
          code: error.code,
        },
      };
    }
    return { error: { message: `Invalid document: ${(error as Error).message}` } };
  }
}

export async function parseOpenAPIDocument(text: string): Promise<ParsedDocument> {
  if (text.includes('\u0000'))
    return failure([{ message: 'The document is binary, not JSON or YAML text', code: 'BINARY' }]);
  const parsed = parseText(text);
  if ('error' in parsed) return failure([parsed.error]);
  const value = parsed.value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return failure([
      {
        message: 'The document is not an object: expected an OpenAPI 3.x or Swagger 2.0 document',
        code: 'NOT_AN_OBJECT',
      },
    ]);
  }
  // JSON-safe copy (YAML may give non-string keys, dates...), stored as the version's document.
  const document = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  const openapi = typeof document.openapi === 'string' ? document.openapi : null;
  const swagger = typeof document.swagger === 'string' ? document.swagger : null;
  if (!(openapi && /^3\.\d+(\.\d+)?/.test(openapi)) && swagger !== '2.0') {
    return failure([
      {
        message: "Unsupported document: expected an 'openapi' field 3.x or a 'swagger' field '2.0'",
        code: 'UNSUPPORTED_VERSION',
      },
    ]);
  }
  let result: Awaited<ReturnType<typeof validate>>;
  try {
    // The version fields were checked above: the parser validates the rest.
    result = await validate(structuredClone(document) as Exclude<Parameters<typeof validate>[0], string>, {
      resolve: { external: false, file: false },
      timeoutMs: 10_000,
      validate: { errors: { colorize: false } },
    });
  } catch (error) {
    return failure([{ message: (error as Error).message, code: 'INVALID' }]);
  }
  if (!result.valid) {
    return failure(
      result.errors.map((e) => ({ message: e.message, code: 'INVALID' })),
      result.errors.length + (result.additionalErrors ?? 0),
    );
  }
  const info = (document.info ?? {}) as Record<string, unknown>;
  return {
    ok: true,
    document,
    specification: openapi ? 'openapi' : 'swagger',
    formatVersion: (openapi ?? swagger)!,
    title: typeof info.title === 'string' ? info.title : '',
    apiVersion: typeof info.version === 'string' ? info.version : String(info.version ?? ''),
    hash: createHash('sha256').update(text).digest('hex'),
  };
}
