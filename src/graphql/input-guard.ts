/**
 * One guard for every input, REST and GraphQL alike (REST rows execute through the same envelop
 * pipeline): before execution, variables and the document's string literals are refused with a
 * 400 naming the field when they hold a NUL character (PostgreSQL cannot store U+0000 in text) or
 * nest deeper than MAX_INPUT_DEPTH (deep JSON would overflow the stack of whatever walks it).
 */
import { Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { BadRequestError } from '../errors.ts';

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
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (item.depth >= MAX_INPUT_DEPTH)
      return { path: item.path, message: `nests deeper than ${MAX_INPUT_DEPTH} levels` };
    for (const [key, child] of Object.entries(v)) {
      if (key.includes('\u0000')) return { path: item.path, message: 'has a key with a NUL character (U+0000)' };
      stack.push({ value: child, path: `${item.path}.${key}`, depth: item.depth + 1 });
    }
  }
  return null;
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

/** The envelop plugin: refuses the operation before it runs. */
export function useInputGuard(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = guardInput(args.document, args.variableValues as Record<string, unknown> | undefined);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
