/** The change requests module: importing it registers its GraphQL types; `routes` are its /v1 rows. */
import './schema.ts';
import './content.ts';

export { changeRequestRoutes as routes } from './rest.ts';
