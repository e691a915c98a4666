/** The translations module: importing it registers its GraphQL types; `routes` are its /v1 rows. */
import './schema.ts';

export { translationRoutes as routes } from './rest.ts';
