/**
 * The embeds of Quire's reader, filled in the background. A render shows what `UrlEmbed` keeps
 * (`embedsFor`: one statement, never a fetch) and a plain link card for the rest, as for a failed
 * fetch; it hands the URLs with nothing kept to this process's filler, which fetches them
 * (embeds.ts: the guarded fetch, 5 s at most each) and keeps the outcome. The next render shows
 * the cards; meanwhile the reader neither caches nor tags the page (src/modules/reader/serve.ts).
 *
 * Why a filler in each process fed by the renders, rather than a job fed by commits and claimed in
 * the database (as the AI embeddings are):
 * - The renders are what know which embeds are missing. Kept answers expire (a success after a
 *   week, a failure after ten minutes) and the table keeps the newest 10,000 only, so embeds
 *   fetched once at commit would fall back to plain links for good; and most committed pages
 *   (change requests, drafts, imports) are never read on a site.
 * - `UrlEmbed` is a cache any instance may fill, like the API's own fetches: a URL fetched by two
 *   instances at once costs one more fetch, never a wrong answer, so a claim table buys little.
 *   Before fetching, the filler looks again whether it was kept meanwhile (by another instance,
 *   or the API).
 * - Bounded: at most QUEUE_MAX URLs wait (more are dropped, counted on /metrics as
 *   `quire_background_job_items_total{job="embed_fill",kind="dropped"}`: a later render asks
 *   again), CONCURRENCY fetches at a time; a URL refused at fetch time (a name resolving to a
 *   private address) is not tried again for REFUSED_MS.
 * - Never in the render's way: queueing only adds to a set, and nothing of the fill can fail it.
 * - Stopped with the server (the urls module's job): waiting URLs are forgotten, fetches in flight
 *   cancelled (keeping nothing), before the database closes.
 */
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Prisma } from '../../db/prisma.ts';
import type { JobObserver } from '../../infra/jobs.ts';
import { FetchRefusedError } from '../../infra/safe-fetch.ts';
import type { Context } from '../../request/context.ts';
import { type BackgroundJob, onceListening, type Running } from '../../request/doors.ts';
import { type EmbedData, fetchAndKeep, kept, keptEmbeds } from './embeds.ts';

/** URLs waiting at most, per process. */
export const QUEUE_MAX = 1000;
/** Fetches at a time, per process. */
export const CONCURRENCY = 4;
/** How long a URL refused at fetch time is not tried again. */
const REFUSED_MS = 10 * 60 * 1000;
const REFUSED_MAX = 1000;
/** At most one warning about dropped URLs per this interval. */
const WARN_EVERY_MS = 60_000;

export interface EmbedFiller extends Running {
  /**
   * Queues URLs (normalized, as `keptEmbeds` names them) to be fetched and kept. Answers whether
   * any of them is still to come: waiting, being fetched, or dropped for now (a later render asks
   * again); a URL refused a moment ago is not.
   */
  queue(urls: Iterable<string>): boolean;
  /** Resolves once nothing waits and no fetch is in flight. */
  idle(): Promise<void>;
}

export function startEmbedFiller(options: {
  prisma: Prisma;
  config: Config;
  logger: Logger;
  jobs: JobObserver;
}): EmbedFiller {
  const { prisma, config, logger, jobs } = options;
  const waiting = new Set<string>();
  const inFlight = new Map<string, Promise<void>>();
  const refused = new Map<string, number>();
  const abort = new AbortController();
  const idleWaiters: (() => void)[] = [];
  let stopped = false;
  let warnedAt = 0;

  const fill = (url: string) =>
    jobs.run('embed_fill', async () => {
      if (await kept(prisma, url)) return;
      try {
        await fetchAndKeep(prisma, config, url, abort.signal);
        jobs.record?.('embed_fill', 'fetched', 1);
      } catch (error) {
        if (!(error instanceof FetchRefusedError)) throw error;
        refused.set(url, Date.now() + REFUSED_MS);
        for (const oldest of refused.keys()) {
          if (refused.size <= REFUSED_MAX) break;
          refused.delete(oldest);
        }
      }
    });

  const pump = () => {
    while (!stopped && inFlight.size < CONCURRENCY && waiting.size) {
      const url = waiting.values().next().value as string;
      waiting.delete(url);
      const work = fill(url)
        .catch((error) => {
          if (!stopped) logger.warn({ err: error, url }, 'fetching an embed in the background failed');
        })
        .finally(() => {
          inFlight.delete(url);
          pump();
          if (!inFlight.size && !waiting.size) for (const resolve of idleWaiters.splice(0)) resolve();
        });
      inFlight.set(url, work);
    }
  };

  return {
    queue(urls) {
      if (stopped) return false;
      let coming = false;
      let dropped = 0;
      const now = Date.now();
      for (const url of urls) {
        const until = refused.get(url);
        if (until !== undefined && until > now) continue;
        refused.delete(url);
        coming = true;
        if (waiting.has(url) || inFlight.has(url)) continue;
        if (waiting.size >= QUEUE_MAX) dropped++;
        else waiting.add(url);
      }
      if (dropped) {
        jobs.record?.('embed_fill', 'dropped', dropped);
        if (now - warnedAt >= WARN_EVERY_MS) {
          warnedAt = now;
          logger.warn(
            { dropped, waiting: waiting.size },
            'too many embeds waiting to be fetched: some are left for later',
          );
        }
      }
      pump();
      return coming;
    },
    idle: () =>
      !inFlight.size && !waiting.size ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve)),
    async stop() {
      stopped = true;
      waiting.clear();
      abort.abort();
      await Promise.all(inFlight.values());
      for (const resolve of idleWaiters.splice(0)) resolve();
    },
  };
}

// The running filler of each database (tests run several servers in one process).
const fillers = new WeakMap<Prisma, EmbedFiller>();

/** The module's job: the filler, once the server listens. */
export const embedFillerJob: BackgroundJob = ({ db, config, logger, jobs, server }) =>
  onceListening(server, () => {
    const filler = startEmbedFiller({ prisma: db.prisma, config, logger, jobs });
    fillers.set(db.prisma, filler);
    return {
      stop: () => {
        if (fillers.get(db.prisma) === filler) fillers.delete(db.prisma);
        return filler.stop();
      },
    };
  });

/**
 * The embeds of a page's embed blocks, for Quire's reader: the kept ones (by the URL as written),
 * and `pending` when some are being fetched in the background and will show on a later render.
 * Without a running filler (no server: the CLI), what is not kept stays a plain link.
 */
export async function embedsFor(
  ctx: Pick<Context, 'prisma' | 'config'>,
  urls: readonly string[],
): Promise<{ embeds: Map<string, EmbedData>; pending: boolean }> {
  const { embeds, missing } = await keptEmbeds(ctx.prisma, ctx.config, urls);
  const pending = missing.size > 0 && (fillers.get(ctx.prisma)?.queue(missing) ?? false);
  return { embeds, pending };
}
