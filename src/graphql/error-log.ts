/**
 * Logs what a client only sees as "Unexpected error": a resolver failure that is not a typed
 * DomainError, with its stack, the request id and the operation name (never variables, which may
 * hold secrets).
 */
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import { DomainError } from '../errors.ts';

export function useErrorLog(logger: Logger): Plugin<{ requestId?: string }> {
  return {
    onExecute({ args }) {
      const requestId = (args.contextValue as { requestId?: string }).requestId;
      const operationName = getOperationAST(args.document, args.operationName)?.name?.value ?? null;
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result) || !result.errors) return;
          for (const error of result.errors) {
            const cause = error.originalError;
            if (!cause || cause instanceof DomainError) continue;
            logger.error({ err: cause, requestId, operationName, path: error.path?.join('.') }, 'resolver failed');
          }
        },
      };
    },
  };
}
