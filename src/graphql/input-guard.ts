/**
 * One guard for every input, REST and GraphQL alike (every operation runs through
 * src/graphql/execution.ts, which calls `guardInput`): before execution, variables and the document's string literals are refused with a
 * 400 naming the field when they hold a NUL character (PostgreSQL cannot store U+0000 in text), a
 * lone UTF-16 surrogate (no Unicode character: JSON's `"\ud800"` decodes to one, and it cannot be
 * stored or sent as UTF-8) or nest deeper than MAX_INPUT_DEPTH (deep JSON would overflow the stack
 * of whatever walks it). A document holding a lone surrogate is refused before it is parsed.
 */
import { type DocumentNode, Kind, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { BadRequestError } from '../errors.ts';
import { asGraphQLError } from './errors.ts';

/** Objects and arrays nested deeper than this in one input are refused. */
export const MAX_INPUT_DEPTH = 64;

export interface InputProblem {
  /** Dotted path of the offending value, e.g. `input.title` or `input.jsonSchema.properties`. */
  path: string;
  message: string;
}

/** The first NUL character or over-deep nesting in a JSON-like value (iterative: any depth is safe). */
export function inputProblem(value: unknown, path: string): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    const v = item.value;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return { path: item.path, message: 'must not contain a NUL character (U+0000)' };
      if (!isWellFormed(v)) return { path: item.path, message: LONE_SURROGATE };
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (item.depth >= MAX_INPUT_DEPTH)
      return { path: item.path, message: `nests deeper than ${MAX_INPUT_DEPTH} levels` };
    for (const [key, child] of Object.entries(v)) {
      if (key.includes('\u0000')) return { path: item.path, message: 'has a key with a NUL character (U+0000)' };
      if (!isWellFormed(key)) return { path: item.path, message: 'has a key with a lone surrogate' };
      stack.push({ value: child, path: `${item.path}.${key}`, depth: item.depth + 1 });
    }
  }
  return null;
}

const LONE_SURROGATE = 'must not contain a lone surrogate (text must be well-formed Unicode)';

const isWellFormed = (text: string): boolean => (text as string & { isWellFormed(): boolean }).isWellFormed();

/** A lone surrogate, raw or as a GraphQL `\\uD800` escape without its pair. */
const LONE_SURROGATE_IN_DOCUMENT =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}/;

/**
 * A 400 for a document with a lone surrogate in a string, naming the argument it stands in
 * (graphql's lexer would only say "Syntax Error" at a position), or null.
 */
export function guardDocumentText(query: string): BadRequestError | null {
  if (isWellFormed(query) && !query.includes('\\u')) return null; // the usual case, without the scan
  const match = LONE_SURROGATE_IN_DOCUMENT.exec(query);
  if (!match) return null;
  const before = query.slice(0, match.index);
  const line = before.split('\n').length;
  const column = match.index - before.lastIndexOf('\n');
  const argument = /(\w+)\s*:\s*"(?:[^"\\]|\\.)*$/.exec(before)?.[1];
  const where = `at line ${line}, column ${column}`;
  return argument
    ? new BadRequestError(`Argument '${argument}' ${LONE_SURROGATE} (${where})`, argument)
    : new BadRequestError(`A string in the document ${LONE_SURROGATE} (${where})`);
}

/** The field a REST caller knows: the mutation `input.` prefix is the body itself. */
const fieldOf = (path: string) => path.replace(/^input\./, '');

/**
 * Documents whose literals were found clean: REST rows run the same document objects on every
 * request, and yoga's parser cache hands out one object per distinct query.
 */
const cleanDocuments = new WeakSet<DocumentNode>();

/** A 400 for the first problem in the variables or in the document's literals, or null. */
export function guardInput(document: DocumentNode, variables: Record<string, unknown> | undefined) {
  for (const [name, value] of Object.entries(variables ?? {})) {
    const problem = inputProblem(value, name);
    if (problem) return new BadRequestError(`'${fieldOf(problem.path)}' ${problem.message}`, fieldOf(problem.path));
  }
  if (cleanDocuments.has(document)) return null;
  let found: BadRequestError | null = null;
  visit(document, {
    [Kind.STRING](node) {
      if (!found && node.value.includes('\u0000'))
        found = new BadRequestError('A string in the document must not contain a NUL character (U+0000)');
    },
  });
  if (!found) cleanDocuments.add(document);
  return found;
}

/** The envelop plugin: refuses a document text before yoga parses it. */
export function useDocumentGuard(): Plugin {
  return {
    onParams({ params }) {
      const error = typeof params.query === 'string' ? guardDocumentText(params.query) : null;
      // Thrown before execution: yoga takes it as it is (src/graphql/errors.ts).
      if (error) throw asGraphQLError(error);
    },
  };
}
