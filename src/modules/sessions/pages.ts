/**
 * The sign-in and sign-out pages: server-rendered HTML forms, no script at all (the CSP header
 * forbids any). The API token travels in a POST body only, never in a URL.
 *
 * - `GET /signin[?next=/path]`: the form (an API token field), or who is signed in and a sign-out
 *   button when the browser has a session.
 * - `POST /signin` (form: `token`, `next`): opens a session (src/request/sessions.ts), sets its
 *   cookie and answers 303 to `next` (a path of this server) or back to `/signin`; an unknown or
 *   expired token answers the form again with 401.
 * - `POST /signout`: ends the session and clears the cookie, then 303 to `/signin`.
 * Both POSTs refuse a request another site's page sent (CSRF, login CSRF): its `Origin` must be
 * this server's, and `Sec-Fetch-Site` must not say cross-site.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { createContext } from '../../request/context.ts';
import type { HttpDoor, Services } from '../../request/doors.ts';
import { closeSession, fromOwnOrigin, openSession, sessionCookie } from '../../request/sessions.ts';
import { headersOf } from '../../rest/adapter.ts';

export const SIGN_IN_PATH = '/signin';
export const SIGN_OUT_PATH = '/signout';
const MAX_FORM_BYTES = 16 * 1024;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `next` when it is a path of this server (not `//host`, not a URL), else null. */
export function localPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next)) return null;
  try {
    return new URL(next, 'http://local').host === 'local' ? next : null;
  } catch {
    return null;
  }
}

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}
label{display:block;font-weight:600;margin-bottom:.25rem}input{width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #767676;border-radius:4px}
button{margin-top:1rem;padding:.5rem 1rem;font:inherit;color:#fff;background:#2151b8;border:0;border-radius:4px;cursor:pointer}
p.error{color:#b00020}@media (prefers-color-scheme:dark){body{color:#eee;background:#121212}input{background:#1e1e1e;color:#eee}p.error{color:#ff8a80}}`;

function page(res: ServerResponse, status: number, title: string, body: string, headers: Record<string, string> = {}) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Quire</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  res.writeHead(status, { ...HEADERS, ...headers }).end(html);
  return status;
}

function signInForm(res: ServerResponse, status: number, next: string | null, error?: string) {
  return page(
    res,
    status,
    'Sign in',
    `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}<form method="post" action="${SIGN_IN_PATH}">
<label for="token">API token</label>
<input id="token" name="token" type="password" required autocomplete="off" spellcheck="false">
${next ? `<input type="hidden" name="next" value="${escapeHtml(next)}">` : ''}
<button type="submit">Sign in</button>
</form>
<p>Create an API token with the <code>createApiToken</code> mutation (or ask your administrator). It is kept by this browser as a session cookie, never in an address.</p>`,
  );
}

/** Whether the request comes from a page of this server (a form of another site is refused). */
const sameOrigin = (services: Services, req: IncomingMessage) =>
  fromOwnOrigin(services.config.publicUrl, headersOf(req));

const secure = (services: Services, req: IncomingMessage) =>
  services.config.publicUrl.startsWith('https:') ||
  (req.socket as TLSSocket).encrypted === true ||
  req.headers['x-forwarded-proto'] === 'https';

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const notAllowed = (res: ServerResponse, allow: string) =>
  page(res, 405, 'Method not allowed', '<p>This page takes another method.</p>', { allow });

const refused = (res: ServerResponse) =>
  page(res, 403, 'Refused', '<p>This form can only be sent from this server’s own pages.</p>');

export const serveSignIn: HttpDoor['serve'] = async (services, req, res, url, requestId) => {
  const { config, db } = services;
  if (req.method === 'GET' || req.method === 'HEAD') {
    const next = localPath(url.searchParams.get('next'));
    const ctx = await createContext(config, db, headersOf(req), requestId, { session: true });
    if (ctx.caller.kind !== 'session') return signInForm(res, 200, next);
    const user = await db.prisma.user.findUnique({
      where: { id: ctx.caller.userId },
      select: { displayName: true, email: true },
    });
    return page(
      res,
      200,
      'Signed in',
      `<p>Signed in as <strong>${escapeHtml(user?.displayName ?? '')}</strong> (${escapeHtml(user?.email ?? '')}).</p>
${next ? `<p><a href="${escapeHtml(next)}">Continue</a></p>` : ''}<form method="post" action="${SIGN_OUT_PATH}"><button type="submit">Sign out</button></form>`,
    );
  }
  if (req.method !== 'POST') return notAllowed(res, 'GET, HEAD, POST');
  if (!sameOrigin(services, req)) return refused(res);
  const form = await readForm(req);
  if (!form) return signInForm(res, 400, null, 'Send the form as application/x-www-form-urlencoded (at most 16 KB).');
  const next = localPath(form.get('next'));
  const token = (form.get('token') ?? '').trim();
  const session = token ? await openSession(db, token) : null;
  if (!session) return signInForm(res, 401, next, 'This API token is unknown or expired.');
  res
    .writeHead(303, {
      location: next ?? SIGN_IN_PATH,
      'set-cookie': sessionCookie(session, secure(services, req)),
      'cache-control': 'no-store',
    })
    .end();
  return 303;
};

export async function serveSignOut(services: Services, req: IncomingMessage, res: ServerResponse): Promise<number> {
  if (req.method !== 'POST') return notAllowed(res, 'POST');
  if (!sameOrigin(services, req)) return refused(res);
  await closeSession(services.db, req.headers.cookie ?? null);
  res
    .writeHead(303, {
      location: SIGN_IN_PATH,
      'set-cookie': sessionCookie(null, secure(services, req)),
      'cache-control': 'no-store',
    })
    .end();
  return 303;
}
