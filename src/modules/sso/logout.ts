/**
 * `POST /sso/logout`: ends the browser session its cookie names (the row deleted, so every instance
 * refuses it at once) and clears the cookie. Only from this server's own pages: a cross-site
 * request (`Sec-Fetch-Site: cross-site`, or an `Origin` other than PUBLIC_URL's) is refused with
 * 403, so no other site signs a member out. JSON callers get 204, a browser a 303 to `/`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Config } from '../../config.ts';
import type { Services } from '../../request/doors.ts';
import { closeSession, sessionCookie } from '../../request/sessions.ts';
import { sendError } from '../../rest/http-errors.ts';

export const LOGOUT_PATH = '/sso/logout';

function sameOrigin(config: Config, req: IncomingMessage): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === new URL(config.publicUrl).origin;
  } catch {
    return false;
  }
}

const secure = (config: Config, req: IncomingMessage) =>
  config.publicUrl.startsWith('https:') ||
  (req.socket as TLSSocket).encrypted === true ||
  req.headers['x-forwarded-proto'] === 'https';

const fail = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) =>
  sendError(res, status, message, { 'cache-control': 'no-store', ...headers });

export async function serveLogout({ config, db }: Services, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'POST')
    return fail(res, 405, `Method ${req.method} is not allowed on ${LOGOUT_PATH}`, { allow: 'POST' });
  if (!sameOrigin(config, req)) return fail(res, 403, 'Sign-out is accepted from this server’s own pages only');
  await closeSession(db, req.headers.cookie ?? null);
  const cookie = sessionCookie(null, secure(config, req));
  const accept = String(req.headers.accept ?? '');
  if (accept.includes('application/json') && !accept.includes('text/html')) {
    res.writeHead(204, { 'set-cookie': cookie, 'cache-control': 'no-store' }).end();
    return 204;
  }
  res.writeHead(303, { location: '/', 'set-cookie': cookie, 'cache-control': 'no-store' }).end();
  return 303;
}
