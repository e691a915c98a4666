/** The permissions module: importing it registers its GraphQL types; `routes` are its /v1 rows. */
import './schema.ts';

export { permissionRoutes as routes } from './rest.ts';
