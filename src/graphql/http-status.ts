/**
 * GraphQL over HTTP: a response that carries `data` is HTTP 200, whatever its field errors say, so
 * a client keeps the fields that resolved (Apollo's `errorPolicy: "all"`, Relay's partial data).
 * Field errors keep `extensions.code` (and the headers they set, such as `Retry-After`); only the
 * HTTP status they would have set is dropped. A response without data (an unauthenticated
 * `viewer`, a request error) keeps its status. This runs on /graphql only: the REST adapter reads
 * each error's status to answer its own.
 */
import { type ExecutionResult, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const withoutHttpStatus = (error: GraphQLError) => {
  const { http, ...rest } = error.extensions ?? {};
  // Its headers stay (a Retry-After still tells the client when to retry the failed fields).
  const headers = (http as { headers?: Record<string, string> } | undefined)?.headers;
  const extensions = headers ? { ...rest, http: { headers } } : rest;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions,
  });
};

/** A single result as it should answer: field errors keep no HTTP status when data came back. */
export function dataMeansOk(result: ExecutionResult): ExecutionResult {
  if (result.data == null || !result.errors?.length) return result;
  return { ...result, errors: result.errors.map(withoutHttpStatus) };
}

export function useDataMeansOk(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || Symbol.asyncIterator in result) return;
      const answer = dataMeansOk(result);
      if (answer !== result) setResult(answer);
    },
  };
}
