/**
 * Running a query or a mutation: the one function every path calls (a REST row, a POST /graphql
 * answered directly, and yoga's own pipeline, which takes it as its execute function), so all of
 * them take the same steps in the same order:
 * 1. the input guard on the variables (src/graphql/input-guard.ts): NUL characters, lone
 *    surrogates, over-deep JSON (400); then credentials that were sent and refused (an unknown,
 *    revoked, expired or malformed token): 401 for every operation, those that need no token
 *    too, rather than running it as anonymous;
 * 2. the operation's cost against the caller's rate limit, for GraphQL requests (src/graphql/cost.ts; 429);
 * 3. the count of operations by name (metrics);
 * 4. the execution: graphql-js, or graphql-jit from a document's second run (src/graphql/compiled-execution.ts);
 * 5. on the result's errors: domain errors in their GraphQL form (src/graphql/errors.ts), unexpected
 *    failures logged (src/graphql/error-log.ts), then masked as "Unexpected error.".
 * These steps were envelop plugins: run through envelop's hooks, on REST rows too, they took about
 * a tenth of the server's time for a simple read. Subscriptions still run through yoga's pipeline.
 */
import { type ExecutionArgs, type ExecutionResult, execute as graphqlExecute } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import { UnauthenticatedError } from '../errors.ts';
import type { Context } from '../request/context.ts';
import { createCompiledExecution } from './compiled-execution.ts';
import { type ChargeExtra, costRefusal } from './cost.ts';
import { logUnexpectedErrors } from './error-log.ts';
import { asGraphQLError, inDomainForm, maskError, UNEXPECTED_ERROR } from './errors.ts';
import { guardInput } from './input-guard.ts';

/** The context an operation runs with: the request's, and the rate limit's charge on GraphQL requests. */
export type OperationContext = Context & { chargeExtra?: ChargeExtra };

export type OperationArgs = ExecutionArgs & { contextValue: OperationContext };

export type Execute = (args: OperationArgs) => Promise<ExecutionResult>;

export function createExecution(options: {
  logger: Logger;
  countOperation(document: ExecutionArgs['document'], operationName: string | null | undefined): void;
}): Execute {
  const { logger } = options;
  const compiled = createCompiledExecution((err, operationName) =>
    logger.warn({ err, operationName }, 'graphql-jit could not compile a document: graphql-js runs it'),
  );

  return async function execute(args) {
    const refused = guardInput(args.document, args.variableValues as Record<string, unknown> | undefined);
    if (refused) return { errors: [asGraphQLError(refused)] };
    const { caller } = args.contextValue;
    if (caller.kind === 'anonymous' && caller.refused)
      return { errors: [asGraphQLError(new UnauthenticatedError(caller.refused))] };
    const overBudget = costRefusal(args.document, args.contextValue.chargeExtra);
    if (overBudget) return { errors: [overBudget] };
    options.countOperation(args.document, args.operationName);
    const result = await compiled(args, graphqlExecute);
    if (!result.errors?.length) return result;
    const errors = result.errors.map(inDomainForm);
    logUnexpectedErrors(logger, args, errors);
    // `errors` first, as graphql-js and the spec's advice have it (graphql-jit puts `data` first):
    // a document answers the same bytes on every run.
    const { errors: _, ...rest } = result;
    return { errors: errors.map((e) => maskError(e, UNEXPECTED_ERROR) as typeof e), ...rest };
  };
}

/** Yoga's pipeline runs queries and mutations with `execute` (its own masking then finds nothing to mask). */
export function useExecution(execute: Execute): Plugin {
  return {
    onExecute({ setExecuteFn }) {
      setExecuteFn(execute as Parameters<typeof setExecuteFn>[0]);
    },
  };
}
