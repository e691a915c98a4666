/**
 * Expected failures, thrown by the rules (modules' services, access checks, the content engine):
 * each carries the status REST answers and a machine-readable code. They know nothing of GraphQL
 * or HTTP: src/graphql/errors.ts carries them in GraphQL responses (`extensions.code`,
 * `extensions.http.status`), mutations return them as typed union members (Pothos errors plugin),
 * and REST answers their status.
 */
export class DomainError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  /** Seconds after which the same request may succeed (`Retry-After`), for failures that pass. */
  readonly retryAfter?: number;
  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.name = 'DomainError';
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

/**
 * The base of the expected failures of one status and code: each class below is named by its own
 * name (`instanceof`, logs, and its GraphQL type name). With a default message the message may be
 * left out; without one it is required.
 */
type WithMessage = new (message: string, field?: string) => DomainError;
type WithDefaultMessage = new (message?: string, field?: string) => DomainError;

export function domainErrorClass(status: number, code: string): WithMessage;
export function domainErrorClass(status: number, code: string, defaultMessage: string): WithDefaultMessage;
export function domainErrorClass(status: number, code: string, defaultMessage?: string) {
  return class extends DomainError {
    constructor(message = defaultMessage, field?: string) {
      super(status, code, message ?? '', field);
      this.name = new.target.name;
    }
  };
}

export class BadRequestError extends domainErrorClass(400, 'BAD_REQUEST') {}
export class UnauthenticatedError extends domainErrorClass(
  401,
  'UNAUTHENTICATED',
  'Authentication required: send Authorization: Bearer <token>',
) {}
export class ForbiddenError extends domainErrorClass(403, 'FORBIDDEN', 'You are not allowed to do this') {}
export class NotFoundError extends domainErrorClass(404, 'NOT_FOUND', 'Not found') {}
export class ConflictError extends domainErrorClass(409, 'CONFLICT') {}
export class PreconditionFailedError extends domainErrorClass(412, 'PRECONDITION_FAILED') {}
/** What `Retry-After` says when the database is away: a restart takes a second or two. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * The database cannot be reached now (a restart, a failover, a network cut): the request may
 * succeed if sent again. REST answers 503 with `Retry-After` (seconds); GraphQL carries the code
 * `SERVICE_UNAVAILABLE` (HTTP 503 when the response has no data). src/db/unavailable.ts tells
 * these failures from the others.
 */
export class ServiceUnavailableError extends domainErrorClass(
  503,
  'SERVICE_UNAVAILABLE',
  'The database is unavailable right now: retry shortly',
) {
  override readonly retryAfter = RETRY_AFTER_SECONDS;
}
