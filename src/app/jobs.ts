/**
 * The server's background work, one list: createApp starts every job with the server and
 * App.close stops them, last started first. Runs report to /metrics (`jobs`, src/infra/jobs.ts).
 */
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
