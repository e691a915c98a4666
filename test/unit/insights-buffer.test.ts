/**
 * The batched writer of site insights events (src/modules/insights/buffer.ts) on its own, with a
 * database stub that records each insert: events accepted over many calls go out in one statement,
 * early once BATCH_ROWS wait; what waits is bounded (the rest dropped and counted) and written on
 * stop; a site deleted meanwhile costs only its own events; a database away keeps the batch.
 */
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Prisma } from '../../src/db/prisma.ts';
import type { JobObserver } from '../../src/infra/jobs.ts';
import {
  BATCH_ROWS,
  type EventRow,
  INSERT_ROWS,
  MAX_WAITING,
  startEventBuffer,
} from '../../src/modules/insights/buffer.ts';

const row = (siteId = 'site-1'): EventRow => ({ siteId, type: 'page_view' });

function stub(options: { fail?: (rows: EventRow[]) => unknown; sites?: string[] } = {}) {
  const inserts: EventRow[][] = [];
  const counts = new Map<string, number>();
  const prisma = {
    siteInsightEvent: {
      createMany: async ({ data }: { data: EventRow[] }) => {
        const error = options.fail?.(data);
        if (error) throw error;
        inserts.push(data);
        return { count: data.length };
      },
    },
    site: {
      findMany: async () => (options.sites ?? []).map((id) => ({ id })),
    },
  } as unknown as Prisma;
  const jobs: JobObserver = {
    run: (_job, work) => work(),
    record: (_job, kind, count) => void counts.set(kind, (counts.get(kind) ?? 0) + count),
  };
  // An interval no test reaches: writes happen on flush, on stop or at BATCH_ROWS only.
  const buffer = startEventBuffer({ prisma, logger: pino({ level: 'silent' }), jobs, flushMs: 600_000 });
  return { buffer, inserts, counts };
}

describe('the insights event buffer', () => {
  it('writes the events of many requests in one statement, and what waits on stop', async () => {
    const { buffer, inserts } = stub();
    for (let i = 0; i < 30; i++) expect(buffer.add([row()])).toBe(true);
    expect(inserts).toHaveLength(0);
    await buffer.flush();
    expect(inserts.map((batch) => batch.length)).toEqual([30]);
    await buffer.flush();
    expect(inserts).toHaveLength(1);

    buffer.add([row(), row()]);
    await buffer.stop();
    expect(inserts.map((batch) => batch.length)).toEqual([30, 2]);
    // Stopped: nothing more is taken.
    expect(buffer.add([row()])).toBe(false);
  });

  it(`starts writing without the interval once ${BATCH_ROWS} events wait`, async () => {
    const { buffer, inserts } = stub();
    for (let i = 0; i < BATCH_ROWS - 1; i++) buffer.add([row()]);
    expect(inserts).toHaveLength(0);
    buffer.add([row()]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(inserts.map((batch) => batch.length)).toEqual([BATCH_ROWS]);
    await buffer.stop();
  });

  it(`holds at most ${MAX_WAITING} waiting events (and a batch in hand): more are dropped and counted`, async () => {
    // The database away: nothing is written, so events pile up.
    const away = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    let down = true;
    const { buffer, inserts, counts } = stub({ fail: () => (down ? away : null) });
    const hundred = Array.from({ length: 100 }, () => row());
    let offered = 0;
    let accepted = 0;
    for (let i = 0; i < 2 * (MAX_WAITING / 100); i++) {
      offered += 100;
      if (buffer.add(hundred)) accepted += 100;
      // Writes run (and fail) between requests.
      if (i % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(accepted).toBeGreaterThanOrEqual(MAX_WAITING);
    expect(accepted).toBeLessThanOrEqual(MAX_WAITING + INSERT_ROWS);
    // A write while the database is away keeps the events waiting; once it is back they are written.
    await buffer.flush();
    expect(inserts).toHaveLength(0);
    down = false;
    await buffer.flush();
    const written = inserts.reduce((n, batch) => n + batch.length, 0);
    expect(written).toBeGreaterThanOrEqual(MAX_WAITING - INSERT_ROWS);
    // Every event offered was written or counted as dropped.
    expect(written + (counts.get('dropped') ?? 0)).toBe(offered);
    await buffer.stop();
  });

  it('drops the events of a site deleted meanwhile, and writes the others', async () => {
    const gone = Object.assign(new Error('Foreign key constraint violated'), { code: 'P2003' });
    const { buffer, inserts } = stub({
      fail: (rows) => (rows.some((r) => r.siteId === 'deleted') ? gone : null),
      sites: ['site-1'],
    });
    buffer.add([row('site-1'), row('deleted'), row('site-1')]);
    await buffer.stop();
    expect(inserts).toEqual([[row('site-1'), row('site-1')]]);
  });
});
