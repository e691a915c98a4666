/** The exports (PDF) module: importing it registers its GraphQL types; `routes` are its /v1 rows. */
import './schema.ts';

export { exportRoutes as routes } from './rest.ts';
