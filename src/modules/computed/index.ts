/** The computed content module: importing it registers its GraphQL types; `routes` are its /v1 rows. */
import './schema.ts';

export { computedRoutes as routes } from './rest.ts';
