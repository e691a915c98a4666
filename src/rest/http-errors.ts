/**
 * Errors answered before a request reaches a route: malformed or oversized requests Node's parser
 * refuses, and clients too slow to send their request. Every one answers the same JSON error body
 * as the routes, then closes the connection.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** The JSON error body of every REST answer and of the errors below. */
export const errorBody = (status: number, message: string) => ({ error: { code: status, message } });

const MESSAGES: Record<number, string> = {
  400: 'Malformed HTTP request',
  408: 'The request was not received in time',
  431: 'The request headers (or the URL) are too large',
};

/** The status of a parser or timeout error of Node's HTTP server. */
export function clientErrorStatus(error: NodeJS.ErrnoException): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/** Node's `clientError` handler: a JSON error on the raw socket when it can still be written. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = clientErrorStatus(error);
  const body = JSON.stringify(errorBody(status, MESSAGES[status]));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** Whether a content type is JSON (`application/json`, or any `+json` type), parameters aside. */
export const isJsonMediaType = (contentType: string | undefined) =>
  /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(contentType?.trim() ?? '');
