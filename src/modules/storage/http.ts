/**
 * `PUT /storage/uploads/{key}?token=...`: where an upload URL (service.ts) takes its bytes, as a
 * presigned bucket URL would: no token header, the URL is the credential, any origin may send
 * (CORS `*`, no cookies are read). Answers 200 with the stored file's key, size and type;
 * failures answer GitBook's error body (400 bad bytes, 403 wrong or expired URL, 404 unknown
 * key, 409 uploaded already).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DomainError } from '../../errors.ts';
import { createContext } from '../../request/context.ts';
import type { Services } from '../../request/doors.ts';
import { sendError } from '../../rest/http-errors.ts';
import { receiveUpload, UPLOADS_PREFIX } from './service.ts';

const NO_HEADERS = { headers: { get: () => null } };
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'PUT',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...CORS, ...headers })
    .end(JSON.stringify(body));
  return status;
}

/** The request's body, or null once it has more than `limit` bytes (the rest is not read). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.pause();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks, size)));
    req.on('error', reject);
  });
}

export async function serveUpload(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  requestId: string,
): Promise<number> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS).end();
    return 204;
  }
  if (req.method !== 'PUT')
    return sendError(res, 405, `Method ${req.method} is not allowed on an upload URL: PUT the file`, {
      ...CORS,
      allow: 'PUT, OPTIONS',
    });
  const key = url.pathname.slice(UPLOADS_PREFIX.length);
  if (!/^[A-Za-z0-9]{1,64}$/.test(key)) return sendError(res, 404, 'No such upload', CORS);
  const ctx = await createContext(services.config, services.db, NO_HEADERS, requestId);
  let unread = true;
  try {
    const file = await receiveUpload(ctx, key, url.searchParams.get('token') ?? '', (limit) => {
      unread = false;
      return readBody(req, limit);
    });
    return json(res, 200, { key: file.key, name: file.name, size: file.size, contentType: file.contentType });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // A body left unread (refused before reading, or past its size) ends the connection with the answer.
    const close: Record<string, string> = unread || !req.readableEnded ? { connection: 'close' } : {};
    return sendError(res, error.status, error.message, { ...CORS, ...close });
  }
}
