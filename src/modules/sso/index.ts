/** The SAML single sign-on module: importing it registers its GraphQL types; `routes` are its /v1 rows. */
import './schema.ts';

export { ssoRoutes as routes } from './rest.ts';
