/**
 * The server's background work, one list: createApp starts every job with the server and
 * App.close stops them, last started first. Runs report to /metrics (`jobs`, src/infra/jobs.ts).
 */
import { maintainTable } from '../db/maintenance.ts';
import { collectGarbage } from '../engine/gc.ts';
import type { BackgroundJob, JobServices, Running } from '../request/doors.ts';
import { onceListening } from '../request/doors.ts';
import { startIdleCollector } from './idle-memory.ts';
import { moduleJobs } from './modules.ts';

/** The server's own jobs, beside those the modules declare (src/app/modules.ts). */
const SERVER_JOBS: BackgroundJob[] = [
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

  // The embedded database has no autovacuum: one table vacuumed or analyzed a round, when due
  // (src/db/maintenance.ts); rounds follow each other while tables are due, then wait.
  ({ config, db, logger, jobs, server }) => {
    if (db.kind !== 'pglite' || !config.dbMaintenanceMs) return null;
    return onceListening(server, () => {
      let timer: NodeJS.Timeout | undefined;
      let stopped = false;
      let running: Promise<void> | undefined;
      const round = () => {
        running = vacuumNext();
      };
      const vacuumNext = async () => {
        let done: Awaited<ReturnType<typeof maintainTable>> = null;
        try {
          done = await jobs.run('db_maintenance', () => maintainTable(db.prisma));
          if (done) jobs.record?.('db_maintenance', done.work, 1);
        } catch (error) {
          logger.warn({ err: error }, 'vacuuming the embedded database failed');
        }
        // Between tables, other work of the embedded database's thread goes first.
        if (!stopped) timer = setTimeout(round, done ? 100 : config.dbMaintenanceMs).unref();
      };
      timer = setTimeout(round, config.dbMaintenanceMs).unref();
      return {
        // The round in flight finishes before the database closes.
        stop: async () => {
          stopped = true;
          clearTimeout(timer);
          await running;
        },
      };
    });
  },

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

/** Starts every background job, the modules' first; `stop` stops them in the reverse order. */
export function startJobs(context: JobServices): Running {
  const running = [...moduleJobs, ...SERVER_JOBS].map((start) => start(context));
  return {
    stop: async () => {
      for (const job of [...running].reverse()) await job?.stop();
    },
  };
}
