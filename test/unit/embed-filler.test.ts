/**
 * The reader's embed filler (src/modules/urls/filler.ts) on its own, with a database stub whose
 * lookups wait for the test: its bounds (URLs waiting, fetches at a time, the rest dropped and
 * counted), a URL queued once however often renders ask, and a stopped filler taking nothing.
 */
import { pino } from 'pino';
import { expect, it } from 'vitest';
import type { Config } from '../../src/config.ts';
import type { Prisma } from '../../src/db/prisma.ts';
import type { JobObserver } from '../../src/infra/jobs.ts';
import { CONCURRENCY, QUEUE_MAX, startEmbedFiller } from '../../src/modules/urls/filler.ts';

it('keeps at most QUEUE_MAX URLs waiting and CONCURRENCY in hand, and drops the rest with a count', async () => {
  let looked = 0;
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  // Every URL is found kept once the gate opens (another instance kept it): nothing is fetched.
  const prisma = {
    urlEmbed: {
      findUnique: async () => {
        looked++;
        await gate;
        return { embed: { type: 'link' }, error: null, expiresAt: new Date(Date.now() + 60_000) };
      },
    },
  } as unknown as Prisma;
  const counts = new Map<string, number>();
  const jobs: JobObserver = {
    run: (_job, work) => work(),
    record: (_job, kind, count) => void counts.set(kind, (counts.get(kind) ?? 0) + count),
  };
  const filler = startEmbedFiller({ prisma, config: {} as Config, logger: pino({ level: 'silent' }), jobs });

  const urls = Array.from({ length: QUEUE_MAX + 10 }, (_, i) => `https://example.com/${i}`);
  expect(filler.queue(urls)).toBe(true);
  expect(counts.get('dropped')).toBe(10);
  expect(looked).toBe(CONCURRENCY);
  // Asked again (another render of the page): the waiting and the running ones are not queued twice.
  expect(filler.queue(urls.slice(0, QUEUE_MAX))).toBe(true);
  expect(counts.get('dropped')).toBe(10);

  open();
  await filler.idle();
  expect(looked).toBe(QUEUE_MAX);
  expect(counts.get('fetched')).toBeUndefined();

  await filler.stop();
  expect(filler.queue(['https://example.com/after'])).toBe(false);
  expect(looked).toBe(QUEUE_MAX);
});
