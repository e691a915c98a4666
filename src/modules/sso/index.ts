/**
 * The single sign-on module, SAML and OpenID Connect: importing it registers its GraphQL types;
 * `routes` are its /v1 rows, `doors` the sign-in flows (SAML's SP metadata, start, ACS: login.ts,
 * with node-saml; OIDC's start and callback: oidc-login.ts, with openid-client; each loaded by its
 * first request); `POST /sso/logout` ends a browser session (logout.ts).
 */
import './schema.ts';
import './oidc-schema.ts';
import type { HttpDoor } from '../../request/doors.ts';
import { LOGOUT_PATH, serveLogout } from './logout.ts';
import { OIDC_PREFIX } from './oidc-service.ts';
import { SSO_PREFIX } from './service.ts';

export { ssoRoutes as routes } from './rest.ts';

export const doors: HttpDoor[] = [
  {
    path: SSO_PREFIX,
    label: SSO_PREFIX,
    serve: async ({ config, db, logger }, req, res, url) => {
      const { serveSamlLogin } = await import('./login.ts');
      return serveSamlLogin(config, db.prisma, logger, req, res, url);
    },
  },
  {
    path: OIDC_PREFIX,
    label: OIDC_PREFIX,
    serve: async ({ config, db, logger }, req, res, url) => {
      const { serveOidcLogin } = await import('./oidc-login.ts');
      return serveOidcLogin(config, db, logger, req, res, url);
    },
  },
  { path: LOGOUT_PATH, label: LOGOUT_PATH, serve: serveLogout },
];
