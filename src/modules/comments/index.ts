/** The comments module: importing it registers its GraphQL types; `routes` are its /v1 rows. */
import './schema.ts';

export { commentRestRoutes as routes } from './rest.ts';
