/**
 * CORS for /v1 and /graphql, from one setting (CORS_ORIGINS): an allowed origin gets
 * `Access-Control-Allow-Origin` (its own value; `*` allows any) and the headers a client reads;
 * preflights answer 204. The API authenticates with bearer tokens, never cookies, so credentials
 * are not allowed. Other origins get no CORS headers: the browser keeps the answer from them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const REQUEST_HEADERS = 'authorization, content-type, if-none-match, prefer, x-request-id';
const EXPOSED =
  'etag, location, retry-after, x-request-id, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset';

export function allowedOrigin(origins: string[], origin: string | undefined): string | null {
  if (!origin || !origins.length) return null;
  if (origins.includes('*')) return '*';
  return origins.includes(origin) ? origin : null;
}

/** Sets the CORS headers of an answer; for a preflight (OPTIONS) answers 204 and returns true. */
export function applyCors(origins: string[], req: IncomingMessage, res: ServerResponse): boolean {
  const origin = allowedOrigin(origins, req.headers.origin);
  res.setHeader('vary', 'Origin');
  if (origin) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-expose-headers', EXPOSED);
  }
  if (req.method !== 'OPTIONS') return false;
  if (origin) {
    res.setHeader('access-control-allow-methods', METHODS);
    res.setHeader('access-control-allow-headers', REQUEST_HEADERS);
    res.setHeader('access-control-max-age', '600');
  }
  res.writeHead(204).end();
  return true;
}
