/** The computed content module: importing it registers its GraphQL types; `routes` are its /v1 rows. */
import './types.ts';
export { computedRoutes as routes } from './rest.ts';
