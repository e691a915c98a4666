/** The content links module: importing it registers its GraphQL types; `routes` are its /v1 rows. */
import './schema.ts';

export { linkRoutes as routes } from './rest.ts';
