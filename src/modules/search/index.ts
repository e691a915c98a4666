/**
 * The search module: importing it registers its GraphQL types; `routes` are its /v1 rows, `jobs`
 * the catch-up of spaces whose search rows are behind their heads (indexing.ts).
 */
import './schema.ts';
import { type BackgroundJob, onceListening } from '../../request/doors.ts';
import { catchUpSearch } from './indexing.ts';

export { searchRoutes as routes } from './rest.ts';

export const jobs: BackgroundJob[] = [
  // Search rows of spaces written before they existed (an upgrade), or left behind by a failed
  // hook, are brought to their heads once listening rather than by the first search that reaches
  // them. Safe on several instances: a lost race writes nothing.
  ({ db, logger, jobs, server }) =>
    onceListening(server, () => {
      let stopped = false;
      const done = jobs
        .run('search_catch_up', () => catchUpSearch(db.prisma, { stopped: () => stopped }))
        .catch((error) => logger.error({ err: error }, 'search catch-up failed'));
      return {
        stop: async () => {
          stopped = true;
          await done;
        },
      };
    }),
];
