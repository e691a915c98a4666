/** The email domains module: importing it registers its GraphQL types; `routes` are its /v1 rows. */
import './schema.ts';

export { emailDomainRoutes as routes } from './rest.ts';
