/**
 * The OpenAPI specifications module: importing it registers its GraphQL types; `routes` are its
 * /v1 rows, `jobs` the processing of specifications in the background (processor.ts).
 */
import './schema.ts';
import type { BackgroundJob } from '../../request/doors.ts';
import { startOpenAPIProcessor } from './processor.ts';

export { openAPIRoutes as routes } from './rest.ts';

export const jobs: BackgroundJob[] = [
  ({ db, config, logger, jobs }) => startOpenAPIProcessor({ prisma: db.prisma, config, logger, jobs }),
];
