/**
 * The site insights module: importing it registers its GraphQL types; `routes` are its /v1 rows,
 * `jobs` the batched writing of accepted events (buffer.ts) and the deletion of events older than
 * INSIGHTS_RETENTION_DAYS. Quire's reader records its page views and searches through
 * `recordSiteEvents` (service.ts).
 */
import './schema.ts';
import type { BackgroundJob } from '../../request/doors.ts';
import { eventBufferJob } from './buffer.ts';
import { pruneSiteInsightEvents } from './service.ts';

export { insightsRoutes as routes } from './rest.ts';

export const jobs: BackgroundJob[] = [
  eventBufferJob,
  // At start and then every hour. Safe on several instances: the DELETE is idempotent.
  ({ config, db, logger, jobs }) => {
    const prune = async () => {
      try {
        const count = await jobs.run('insights_prune', () =>
          pruneSiteInsightEvents(db.prisma, config.insightsRetentionDays),
        );
        if (count) logger.info({ count }, 'deleted site insights events past their retention');
      } catch (error) {
        logger.error({ err: error }, 'deletion of old site insights events failed');
      }
    };
    void prune();
    const timer = setInterval(prune, 60 * 60 * 1000).unref();
    return { stop: () => clearInterval(timer) };
  },
];
