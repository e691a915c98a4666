/**
 * The spaces module: importing it registers its GraphQL types; `routes` are its /v1 rows, `jobs`
 * the purge of spaces deleted more than 7 days ago (purge.ts).
 */
import './schema.ts';
import type { BackgroundJob } from '../../request/doors.ts';
import { purgeDeletedSpaces } from './purge.ts';

export { spaceRoutes as routes } from './rest.ts';

export const jobs: BackgroundJob[] = [
  // At start and then every hour. Safe on several instances: the DELETE is idempotent.
  ({ db, logger, jobs }) => {
    const purge = async () => {
      try {
        const count = await jobs.run('purge_deleted_spaces', () => purgeDeletedSpaces(db.prisma));
        if (count) logger.info({ count }, 'purged deleted spaces');
      } catch (error) {
        logger.error({ err: error }, 'purge of deleted spaces failed');
      }
    };
    void purge();
    const timer = setInterval(purge, 60 * 60 * 1000).unref();
    return { stop: () => clearInterval(timer) };
  },
];
