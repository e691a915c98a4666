/**
 * The storage module: uploads to Quire's own storage (GitBook's upload URLs). Importing it
 * registers its GraphQL types; `routes` are its /v1 rows, `doors` the upload URLs' PUT.
 */
import './schema.ts';
import type { HttpDoor } from '../../request/doors.ts';
import { serveUpload } from './http.ts';
import { UPLOADS_PREFIX } from './service.ts';

export { storageRoutes as routes } from './rest.ts';

export const doors: HttpDoor[] = [{ path: UPLOADS_PREFIX, label: UPLOADS_PREFIX, serve: serveUpload }];
