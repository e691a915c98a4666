/**
 * Compiled execution (graphql-jit) for documents that run again. graphql-js walks the document for
 * every request; graphql-jit turns a document into one JavaScript function once, and runs that.
 * For a REST row or a repeated client query it is a fifth of the server's time per request.
 *
 * - A document is compiled on its second run: a document sent once (a developer in GraphiQL)
 *   does not pay the compilation.
 * - Compiled queries are kept by document object and operation name (REST rows and the parse
 *   caches hand the same object back for the same text), so they go with their document.
 *   `@envelop/graphql-jit` keys its cache by the document alone, which runs the wrong operation
 *   of a document that holds several; hence this module.
 * - A document graphql-jit cannot compile keeps running on graphql-js.
 * - Variables graphql-jit refuses are refused by graphql-js instead, in its words and status.
 * - graphql-jit's errors hold `locations` only; they are made graphql-js errors again (located by
 *   the document's source), which the steps after it and yoga's serializer expect.
 * - Subscriptions are not affected (they do not run through src/graphql/execution.ts).
 * - graphql-jit (about 12 MB with its JSON schema compiler) is loaded by the first compilation.
 */
import { type DocumentNode, type ExecutionArgs, type ExecutionResult, GraphQLError, type Source } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';

/** The run on which a document is compiled. */
export const COMPILE_ON_RUN = 2;

/** Per operation name: runs so far, then the compiled query (null: graphql-js keeps it). */
type Entries = Map<string, number | CompiledQuery | null>;

/** An execution function of graphql-js's shape (it may answer at once or by a promise). */
export type ExecuteFn = (args: ExecutionArgs) => ExecutionResult | Promise<ExecutionResult>;

/**
 * Runs an operation compiled when its document has run before, else by `fallback` (graphql-js).
 * `onFallback` hears of a document graphql-jit could not compile.
 */
export function createCompiledExecution(onFallback: (error: unknown, operationName: string) => void) {
  const byDocument = new WeakMap<DocumentNode, Entries>();

  let jit: typeof import('graphql-jit') | undefined;

  /** The compiled query of this run, or null (graphql-js runs it); a promise while graphql-jit loads. */
  function compiled(args: ExecutionArgs): CompiledQuery | null | Promise<CompiledQuery | null> {
    const name = args.operationName ?? '';
    let entries = byDocument.get(args.document);
    if (!entries) {
      entries = new Map();
      byDocument.set(args.document, entries);
    }
    const entry = entries.get(name) ?? 0;
    if (typeof entry !== 'number') return entry;
    if (entry + 1 < COMPILE_ON_RUN) {
      entries.set(name, entry + 1);
      return null;
    }
    if (!jit)
      return import('graphql-jit').then((loaded) => {
        jit = loaded;
        return compiled(args);
      });
    let query: CompiledQuery | null = null;
    try {
      const result = jit.compileQuery(args.schema, args.document, args.operationName ?? undefined);
      if (jit.isCompiledQuery(result)) query = result;
      else onFallback(result.errors?.[0], name);
    } catch (error) {
      onFallback(error, name);
    }
    entries.set(name, query);
    return query;
  }

  return function run(args: ExecutionArgs, fallback: ExecuteFn): ExecutionResult | Promise<ExecutionResult> {
    const query = compiled(args);
    if (query instanceof Promise)
      return query.then((loaded) => (loaded ? runCompiled(loaded, args, fallback) : fallback(args)));
    return query ? runCompiled(query, args, fallback) : fallback(args);
  };
}

/** Runs `query`, as graphql-js would answer it (see above). */
async function runCompiled(query: CompiledQuery, args: ExecutionArgs, fallback: ExecuteFn): Promise<ExecutionResult> {
  const result = (await query.query(args.rootValue, args.contextValue, args.variableValues)) as ExecutionResult;
  // No `data`: the variables were refused before anything ran. graphql-js words (and yoga
  // answers) that its own way, and running it again there changes nothing.
  if (!('data' in result)) return fallback(args);
  const source = args.document.loc?.source;
  return result.errors?.length && source ? { ...result, errors: result.errors.map((e) => located(e, source)) } : result;
}

/** A graphql-jit error as graphql-js makes it: located by source and positions (its `locations` kept). */
function located(error: GraphQLError, source: Source): GraphQLError {
  if (error.nodes || error.positions || !error.locations?.length) return error;
  const lineStarts = [0];
  for (let i = source.body.indexOf('\n'); i !== -1; i = source.body.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  return new GraphQLError(error.message, {
    source,
    positions: error.locations.map(({ line, column }) => (lineStarts[line - 1] ?? 0) + column - 1),
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}
