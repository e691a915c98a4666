/** The custom fields module: importing it registers its GraphQL types; `routes` are its /v1 rows. */
import './schema.ts';

export { customFieldRoutes as routes } from './rest.ts';
