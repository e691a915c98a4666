/**
 * Site insights events are written in batches, not one INSERT per request: each instance holds the
 * events it accepted in memory and writes them with one `createMany` per INSERT_ROWS, every
 * INSIGHTS_FLUSH_MS (a second by default), or as soon as BATCH_ROWS wait. A request that reports
 * events (GitBook's reader, a visitor, Quire's reader, an AI answer) no longer waits for a commit
 * of its own.
 *
 * - Bounded: at most MAX_WAITING events wait (plus the batch being written); beyond that they are
 *   dropped, counted on /metrics (`quire_background_job_items_total{job="insights_flush",
 *   kind="dropped"}`) and logged at most once a minute. The rate limits (service.ts) are charged
 *   before an event is buffered, as before.
 * - Flushed on shutdown: the module's job stops with the server, after the last request was
 *   answered and before the database closes, and writes what waits.
 * - Read honestly: the insights reads write this instance's waiting events first
 *   (`flushSiteEvents`), so one instance (the embedded database) reads every event it answered before the read. With
 *   several instances on one PostgreSQL, events another instance accepted are read once it has
 *   written them: within INSIGHTS_FLUSH_MS. A crash (not a shutdown) loses what waited, at most
 *   INSIGHTS_FLUSH_MS of events of that instance.
 * - A batch is not lost to one bad row: a site deleted meanwhile (its events' foreign key) drops
 *   that site's events and the rest is written again; a database that is away keeps the batch
 *   waiting for the next flush (within the bound); any other failure drops the batch, logged.
 */
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { Prisma } from '../../db/prisma.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import type { Prisma as PrismaTypes } from '../../generated/prisma/client.ts';
import type { JobObserver } from '../../infra/jobs.ts';
import type { BackgroundJob } from '../../request/doors.ts';

export type EventRow = PrismaTypes.SiteInsightEventCreateManyInput;

/** The longest an accepted event waits before it is written, unless INSIGHTS_FLUSH_MS says otherwise. */
export const FLUSH_MS = 1000;
/** Waiting events that start a write without waiting for the interval. */
export const BATCH_ROWS = 500;
/** Events written per statement (20 columns each: well under PostgreSQL's 65,535 parameters). */
export const INSERT_ROWS = 1000;
/** Waiting events at most; more are dropped. */
export const MAX_WAITING = 20_000;
const WARN_EVERY_MS = 60_000;

export interface EventBuffer {
  /** Buffers rows to write; false when they were dropped (the buffer is full or stopped). */
  add(rows: EventRow[]): boolean;
  /** Writes what waits now (after a write in progress); resolves once written. */
  flush(): Promise<void>;
  /** Stops the interval and writes what waits. */
  stop(): Promise<void>;
}

export function startEventBuffer(options: {
  prisma: Prisma;
  logger: Logger;
  jobs: JobObserver;
  flushMs?: number;
}): EventBuffer {
  const { prisma, logger, jobs } = options;
  const flushMs = options.flushMs ?? FLUSH_MS;
  let waiting: EventRow[] = [];
  // While the database is away, requests do not start writes of their own: the interval retries.
  let earlyAfter = 0;
  let writing: Promise<void> | null = null;
  let stopped = false;
  let warnedAt = 0;

  const drop = (count: number, why: string, error?: unknown) => {
    jobs.record?.('insights_flush', 'dropped', count);
    const now = Date.now();
    if (error || now - warnedAt >= WARN_EVERY_MS) {
      warnedAt = now;
      logger.warn({ err: error, dropped: count, waiting: waiting.length }, `site insights events dropped: ${why}`);
    }
  };

  /** One statement; a site deleted since its events were accepted leaves the others to write. */
  const insert = async (rows: EventRow[]) => {
    try {
      await prisma.siteInsightEvent.createMany({ data: rows });
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'P2003') throw error;
      const sites = await prisma.site.findMany({
        where: { id: { in: [...new Set(rows.map((r) => r.siteId))] } },
        select: { id: true },
      });
      const alive = new Set(sites.map((s) => s.id));
      const kept = rows.filter((r) => alive.has(r.siteId));
      if (kept.length) await prisma.siteInsightEvent.createMany({ data: kept });
    }
  };

  /** Writes batches until nothing waits; a database away puts the batch back and stops. */
  const writeAll = async () => {
    while (waiting.length) {
      const batch = waiting.splice(0, INSERT_ROWS);
      try {
        await jobs.run('insights_flush', () => insert(batch));
        jobs.record?.('insights_flush', 'events', batch.length);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) {
          drop(batch.length, 'the insert failed', error);
          continue;
        }
        const room = Math.max(0, MAX_WAITING - waiting.length);
        if (room < batch.length) drop(batch.length - room, 'the database is away and the buffer is full');
        waiting = [...batch.slice(0, room), ...waiting];
        earlyAfter = Date.now() + flushMs;
        logger.warn({ err: error, waiting: waiting.length }, 'site insights events wait for the database');
        return;
      }
    }
  };

  /** Starts writing what waits unless a write runs; resolves when the write running ends. */
  const writeNow = (): Promise<void> => {
    if (!writing && waiting.length)
      writing = writeAll().finally(() => {
        writing = null;
      });
    return writing ?? Promise.resolve();
  };
  // What waits now is written by the write in progress or by the one after it.
  const flush = () => (writing ? writing.then(writeNow) : writeNow());

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    add(rows) {
      if (stopped) return false;
      const room = MAX_WAITING - waiting.length;
      if (room < rows.length) {
        drop(rows.length, 'too many wait to be written');
        return false;
      }
      for (const row of rows) waiting.push(row);
      if (waiting.length >= BATCH_ROWS && !writing && Date.now() >= earlyAfter) void flush();
      return true;
    },
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await flush();
    },
  };
}

// The running buffer of each database (tests run several servers in one process).
const buffers = new WeakMap<object, EventBuffer>();

/** The module's job: the buffer, from start to shutdown, when it writes what waits. */
export const eventBufferJob: BackgroundJob = ({ config, db, logger, jobs }) => {
  const buffer = startEventBuffer({ prisma: db.prisma, logger, jobs, flushMs: config.insightsFlushMs });
  buffers.set(db, buffer);
  return {
    stop: async () => {
      if (buffers.get(db) === buffer) buffers.delete(db);
      await buffer.stop();
    },
  };
};

/**
 * Writes `rows`: into this instance's buffer when the server runs one, else at once (the CLI, a
 * script). Answers false when they were dropped.
 */
export async function writeSiteEvents(db: Pick<Database, 'prisma'>, rows: EventRow[]): Promise<boolean> {
  const buffer = buffers.get(db);
  if (buffer) return buffer.add(rows);
  await db.prisma.siteInsightEvent.createMany({ data: rows });
  return true;
}

/** Writes the events this instance holds (before an insights read, and in tests). */
export function flushSiteEvents(db: object): Promise<void> {
  return buffers.get(db)?.flush() ?? Promise.resolve();
}
