/** The members module: importing it registers its GraphQL types; `routes` are its /v1 rows. */
import './schema.ts';

export { memberRoutes as routes } from './rest.ts';
