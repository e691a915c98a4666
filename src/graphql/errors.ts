/**
 * Domain errors (src/errors.ts) in GraphQL: a GraphQL error with the domain error's message and
 * `extensions: { code, http: { status }, field? }`, which yoga passes through unmasked (its status
 * sets the HTTP status where the response has no data) and the REST adapter answers. A failure to
 * reach the database becomes `SERVICE_UNAVAILABLE` (503, `Retry-After`). Every other failure stays
 * masked as "Unexpected error." (yoga's own masking).
 */
import { type ExecutionResult, GraphQLError } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin, maskError as yogaMaskError } from 'graphql-yoga';
import { unavailableError } from '../db/unavailable.ts';
import { DomainError } from '../errors.ts';

const extensionsOf = (error: DomainError) => ({
  code: error.code,
  // yoga sets the HTTP status (where the response has no data) and the headers from `http`.
  http:
    error.retryAfter !== undefined
      ? { status: error.status, headers: { 'Retry-After': String(error.retryAfter) } }
      : { status: error.status },
  ...(error.field ? { field: error.field } : {}),
});

/** The GraphQL errors made here: yoga's masking lets them through. */
const carried = new WeakSet<GraphQLError>();

/**
 * The GraphQL error that a domain error is, for gateway code that hands errors to graphql-js or
 * yoga itself (scalar parsing, the input guard's refusals).
 */
export function asGraphQLError(error: DomainError): GraphQLError {
  const graphqlError = new GraphQLError(error.message, { extensions: extensionsOf(error) });
  carried.add(graphqlError);
  return graphqlError;
}

/** A resolver's domain error, located by graphql-js (its nodes and path), with its extensions. */
function carry(error: GraphQLError, domain: DomainError): GraphQLError {
  const graphqlError = new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: domain,
    extensions: extensionsOf(domain),
  });
  carried.add(graphqlError);
  return graphqlError;
}

/**
 * The error a client sees for `error`, when it is (or was thrown as) a domain error, or is a
 * failure to reach the database (src/db/unavailable.ts), which is `SERVICE_UNAVAILABLE`.
 */
function domainErrorOf(error: unknown): GraphQLError | null {
  if (error instanceof DomainError) return asGraphQLError(error);
  if (!(error instanceof GraphQLError)) {
    const unavailable = unavailableError(error);
    return unavailable ? asGraphQLError(unavailable) : null;
  }
  if (carried.has(error)) return error;
  if (error.originalError instanceof DomainError) return carry(error, error.originalError);
  const unavailable = unavailableError(error.originalError);
  return unavailable ? carry(error, unavailable) : null;
}

/** `error` in the form a client gets it when it is a domain error, else itself. */
export const inDomainForm = (error: GraphQLError): GraphQLError => domainErrorOf(error) ?? error;

const carryErrors = ({ result, setResult }: { result: ExecutionResult; setResult(result: ExecutionResult): void }) => {
  if (result.errors?.length) setResult({ ...result, errors: result.errors.map(inDomainForm) });
};

/**
 * Gives the domain errors of subscription events their GraphQL form, first of all plugins.
 * Queries and mutations get theirs where they run (src/graphql/execution.ts).
 */
export function useDomainErrorsInEvents(): Plugin {
  return {
    onSubscribe: () => ({ onSubscribeResult: (payload) => handleStreamOrSingleExecutionResult(payload, carryErrors) }),
  };
}

/** What a client reads instead of an unexpected failure's message (yoga's wording). */
export const UNEXPECTED_ERROR = 'Unexpected error.';

/** yoga's masking (`maskedErrors.maskError`), which lets domain errors through. */
export function maskError(error: unknown, message: string, isDev?: boolean): Error {
  return domainErrorOf(error) ?? yogaMaskError(error, message, isDev);
}
