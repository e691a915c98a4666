/**
 * The content import module: importing it registers its GraphQL types; `routes` are its /v1 rows,
 * `jobs` the runner of import runs (runs.ts).
 */
import './schema.ts';
import './runs-schema.ts';
import type { BackgroundJob } from '../../request/doors.ts';
import { startImportRunner } from './runs.ts';

export { importRoutes as routes } from './rest.ts';

export const jobs: BackgroundJob[] = [
  // Import runs, one instance per run (runs.ts).
  ({ db, config, logger, jobs }) => startImportRunner({ db, config, logger, jobs }),
];
