/**
 * Logs what a client only sees as "Unexpected error": a resolver failure that is not a typed
 * DomainError, with its stack, the request id and the operation name (never variables, which may
 * hold secrets).
 */
import { type ExecutionArgs, type GraphQLError, getOperationAST } from 'graphql';
import type { Logger } from 'pino';
import { DomainError } from '../errors.ts';

/** Logs the unexpected failures among `errors` (domain errors already in their GraphQL form). */
export function logUnexpectedErrors(logger: Logger, args: ExecutionArgs, errors: readonly GraphQLError[]) {
  for (const error of errors) {
    const cause = error.originalError;
    if (!cause || cause instanceof DomainError) continue;
    const requestId = (args.contextValue as { requestId?: string }).requestId;
    const operationName = getOperationAST(args.document, args.operationName)?.name?.value ?? null;
    logger.error({ err: cause, requestId, operationName, path: error.path?.join('.') }, 'resolver failed');
  }
}
