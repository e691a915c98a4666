/**
 * The integrations module: importing it registers its GraphQL types; `routes` are its /v1 rows,
 * `doors` the integrations' icons and preview images (public: browsers load them without a token).
 */
import './schema.ts';
import type { HttpDoor } from '../../request/doors.ts';
import { ASSETS_PREFIX, serveIntegrationAsset } from './assets.ts';

export { integrationRoutes as routes } from './rest.ts';

export const doors: HttpDoor[] = [
  {
    path: ASSETS_PREFIX,
    label: ASSETS_PREFIX,
    serve: ({ db }, req, res, url) => serveIntegrationAsset(db.prisma, req, res, url),
  },
];
