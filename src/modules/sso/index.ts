/**
 * The SAML single sign-on module: importing it registers its GraphQL types; `routes` are its /v1
 * rows, `doors` the login flow (SP metadata, start, ACS: login.ts, with node-saml, loaded by its
 * first request).
 */
import './schema.ts';
import './oidc-schema.ts';
import type { HttpDoor } from '../../request/doors.ts';
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
];
