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
  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.name = 'DomainError';
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string, field?: string) {
    super(400, 'BAD_REQUEST', message, field);
    this.name = 'BadRequestError';
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'Authentication required: send Authorization: Bearer <token>') {
    super(401, 'UNAUTHENTICATED', message);
    this.name = 'UnauthenticatedError';
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do this') {
    super(403, 'FORBIDDEN', message);
    this.name = 'ForbiddenError';
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(404, 'NOT_FOUND', message);
    this.name = 'NotFoundError';
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super(409, 'CONFLICT', message);
    this.name = 'ConflictError';
  }
}

export class PreconditionFailedError extends DomainError {
  constructor(message: string) {
    super(412, 'PRECONDITION_FAILED', message);
    this.name = 'PreconditionFailedError';
  }
}
