/**
 * The server's background work, one list: createApp starts every job with the server and
 * App.close stops them, last started first. Runs report to /metrics (`jobs`, src/infra/jobs.ts).
 */
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { collectGarbage } from '../engine/gc.ts';
import type { JobObserver } from '../infra/jobs.ts';
import { forgetPurgedSpaces } from '../modules/git-sync/purge.ts';
import { startGitSyncRunner } from '../modules/git-sync/sync.ts';
import { startOpenAPIProcessor } from '../modules/openapi/processor.ts';
import { catchUpSearch } from '../modules/search/indexing.ts';
import { purgeDeletedSpaces } from '../modules/spaces/purge.ts';
import { startWebhookDispatcher } from '../modules/webhooks/dispatcher.ts';
import type { AppDatabase } from './database.ts';
import { startIdleCollector } from './idle-memory.ts';

export interface JobContext {
  config: Config;
  db: AppDatabase;
  logger: Logger;
  jobs: JobObserver;
  /** The HTTP server, not listening yet when the jobs start. */
  server: Server;
}

/** A job once started; `stop` ends it (and waits for what it must finish). */
interface Running {
  stop(): void | Promise<void>;
}

/** Starts a job; null when the configuration turns it off. */
type Job = (context: JobContext) => Running | null;

/** Starts `start` once the server listens: a start that fails to listen starts nothing. */
function onceListening(server: Server, start: () => Running): Running {
  let running: Running | undefined;
  const listening = () => {
    running = start();
  };
  server.once('listening', listening);
  return {
    stop: () => {
      server.off('listening', listening);
      return running?.stop();
    },
  };
}

const BACKGROUND_JOBS: Job[] = [
  // Webhook deliveries from the outbox, and its pruning (src/modules/webhooks/dispatcher.ts).
  ({ db, config, logger, jobs }) => startWebhookDispatcher({ db, config, logger, jobs }),

  // OpenAPI specifications are processed in the background (src/modules/openapi/processor.ts).
  ({ db, config, logger, jobs }) => startOpenAPIProcessor({ prisma: db.prisma, config, logger, jobs }),

  // Queued Git Sync imports and exports, one instance per operation (src/modules/git-sync/sync.ts).
  ({ db, config, logger }) => startGitSyncRunner({ db, config, logger }),

  // Spaces deleted more than 7 days ago are purged at start and then every hour. Safe on
  // several instances: the DELETE is idempotent.
  ({ db, logger, jobs }) => {
    const purge = async () => {
      try {
        const count = await jobs.run('purge_deleted_spaces', () => purgeDeletedSpaces(db.prisma));
        if (count) logger.info({ count }, 'purged deleted spaces');
        // Git rows have no foreign key to their space (src/modules/git-sync/purge.ts).
        await forgetPurgedSpaces(db.prisma);
      } catch (error) {
        logger.error({ err: error }, 'purge of deleted spaces failed');
      }
    };
    void purge();
    const timer = setInterval(purge, 60 * 60 * 1000).unref();
    return { stop: () => clearInterval(timer) };
  },

  // Content no revision reaches any more (purged spaces) is collected once listening, then every
  // CONTENT_GC_INTERVAL_MINUTES; safe beside commits and other instances (src/engine/gc.ts).
  ({ config, db, logger, jobs, server }) => {
    const { intervalMs, graceMs } = config.contentGc;
    if (!intervalMs) return null;
    const collect = async () => {
      try {
        const freed = await jobs.run('content_gc', () => collectGarbage(db.prisma, { graceMs }));
        for (const [kind, count] of Object.entries(freed)) jobs.record?.('content_gc', kind, count);
        if (Object.values(freed).some(Boolean)) logger.info(freed, 'collected unreachable content');
      } catch (error) {
        logger.error({ err: error }, 'garbage collection of content failed');
      }
    };
    return onceListening(server, () => {
      void collect();
      const timer = setInterval(collect, intervalMs).unref();
      return { stop: () => clearInterval(timer) };
    });
  },

  // Search rows of spaces written before they existed (an upgrade), or left behind by a failed
  // hook, are brought to their heads once listening rather than by the first search that reaches
  // them (src/modules/search/indexing.ts). Safe on several instances: a lost race writes nothing.
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

  // Memory a burst of requests made the heap grow by is given back once the server is idle again
  // (src/app/idle-memory.ts).
  ({ config, db, logger, server }) => {
    if (!config.idleCollectMs) return null;
    return onceListening(server, () => ({
      stop: startIdleCollector(server, {
        idleMs: config.idleCollectMs,
        alsoRelease: db.releaseMemory,
        onCollect: (info) => logger.debug(info, 'idle heap collection'),
      }),
    }));
  },
];

/** Starts every background job; `stop` stops them in the reverse order. */
export function startJobs(context: JobContext): Running {
  const running = BACKGROUND_JOBS.map((start) => start(context));
  return {
    stop: async () => {
      for (const job of [...running].reverse()) await job?.stop();
    },
  };
}
