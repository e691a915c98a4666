/** The OpenAPI specifications module: importing it registers its GraphQL types; `routes` are its /v1 rows. */
import './types.ts';
export { openAPIRoutes as routes } from './rest.ts';
