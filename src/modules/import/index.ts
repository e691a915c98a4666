/** The content import module: importing it registers its GraphQL types; `routes` are its /v1 rows. */
import './schema.ts';

export { importRoutes as routes } from './rest.ts';
