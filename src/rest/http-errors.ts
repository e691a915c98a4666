/**
 * The JSON error body, and errors answered outside the REST adapter: a door's error answer
 * (`sendError`), and errors answered before a request reaches a route: malformed or oversized
 * requests Node's parser refuses, and clients too slow to send their request, which answer the same
 * JSON error body as the routes, then close the connection.
 */
import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** The JSON error body of every REST answer and of the errors below. */
export const errorBody = (status: number, message: string) => ({ error: { code: status, message } });

/**
 * A door's JSON error answer: `status`, `application/json; charset=utf-8`, the given headers (which
 * may add to or replace the content type) and the error body. Returns the status sent.
 */
export function sendError(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    .end(JSON.stringify(errorBody(status, message)));
  return status;
}

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
