/**
 * Which failures mean "the database is away right now" (a restart, a failover, a network cut,
 * too many connections), in every form they reach the layers above: the `pg` driver's own errors,
 * the driver adapter's (`DriverAdapterError` and its `cause`), and Prisma's wrapping of them
 * (`PrismaClientKnownRequestError` with a P1xxx code and `meta.driverAdapterError`). The error
 * layers (src/graphql/errors.ts, src/rest/adapter.ts, the HTTP server) answer them as
 * `ServiceUnavailableError`: 503 with `Retry-After`, never a 500.
 */
import { ServiceUnavailableError } from '../errors.ts';

/**
 * PostgreSQL's SQLSTATEs of a server going away or not there yet: class 08 (connection
 * exception), 57P01 admin_shutdown (`pg_ctl stop -m fast`), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up, shutting down, recovering), 53300 too_many_connections.
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** Socket errors of a connection refused, reset or timed out. */
const SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
]);
/**
 * Prisma's codes: P1001 cannot reach the server, P1002 timed out, P1008 operation timed out,
 * P1017 server closed the connection, P2024 timed out waiting for a pool connection, P2037 too
 * many connections.
 */
const PRISMA = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2037']);
/** The driver adapter's kinds of the same failures. */
const KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** What `pg` says, without a code, of a connection that ended or could not be had in time. */
const MESSAGES =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable)$/;

type Fields = {
  code?: unknown;
  originalCode?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  originalError?: unknown;
  meta?: { driverAdapterError?: unknown };
  errors?: unknown;
};

function isUnavailable(error: unknown, depth: number): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false;
  if (error instanceof ServiceUnavailableError) return true;
  const e = error as Fields;
  for (const code of [e.code, e.originalCode])
    if (typeof code === 'string' && (SQLSTATE.test(code) || SOCKET.has(code) || PRISMA.has(code))) return true;
  if (typeof e.kind === 'string' && KINDS.has(e.kind)) return true;
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  // Wrapped: Prisma's driver adapter error, a cause, a GraphQL error's original, an AggregateError's parts.
  const inner = [e.meta?.driverAdapterError, e.cause, e.originalError, ...(Array.isArray(e.errors) ? e.errors : [])];
  return inner.some((next) => next !== error && isUnavailable(next, depth + 1));
}

/** Whether `error` says that the database cannot be reached now (in any of its wrapped forms). */
export const isDatabaseUnavailable = (error: unknown): boolean => isUnavailable(error, 0);

/** `error` as the domain error a client gets when the database is away, else null. */
export function unavailableError(error: unknown): ServiceUnavailableError | null {
  if (error instanceof ServiceUnavailableError) return error;
  return isDatabaseUnavailable(error) ? new ServiceUnavailableError() : null;
}
