/** The Git Sync module: importing it registers its GraphQL types; `routes` are its /v1 rows. The git protocol itself is served by http.ts. */
import './schema.ts';

export { gitSyncRoutes as routes } from './rest.ts';
