/**
 * Member sign-in for the browser: `doors` are the sign-in page (`/signin`: a form that takes an API
 * token and sets the session cookie) and sign-out (`/signout`). The sessions themselves are the
 * caller room's (src/request/sessions.ts); pages that show members their content declare
 * `session: true` on their door.
 */
import type { HttpDoor } from '../../request/doors.ts';
import { SIGN_IN_PATH, SIGN_OUT_PATH, serveSignIn, serveSignOut } from './pages.ts';

export const routes = [];

export const doors: HttpDoor[] = [
  { path: SIGN_IN_PATH, label: SIGN_IN_PATH, serve: serveSignIn },
  { path: SIGN_OUT_PATH, label: SIGN_OUT_PATH, serve: serveSignOut },
];
