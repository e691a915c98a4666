/** The OpenAPI specifications module: importing it registers its GraphQL types; `routes` are its /v1 rows. */
import './schema.ts';

export { openAPIRoutes as routes } from './rest.ts';
