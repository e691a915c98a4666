/**
 * Background processing of OpenAPI specifications: pending -> progress -> complete.
 *
 * - A spec is claimed with a conditional UPDATE (`processingState = 'pending'` and the generation
 *   read), so on several instances sharing a PostgreSQL database one run only processes it.
 * - Every source change bumps `generation` and sets the spec back to `pending`; a run commits its
 *   result only if the generation is still the one it claimed (a newer source wins).
 * - The source is fetched with the guarded fetch (IMPORT_ALLOWED_HOSTS, FETCH_TIMEOUT_MS,
 *   FETCH_MAX_BYTES), then parsed and validated. Failures set `lastProcessErrorCode`
 *   (FETCH_TIMEOUT, FETCH_ERROR, PARSE_ERROR) and keep the last good version; a success stores a
 *   version when the text changed (`lastVersion`), and sets `lastProcessedAt` either way.
 * - The instance that accepts a change wakes its processor at once. A sweep (at start and every
 *   few minutes) releases claims left by a stopped instance and picks up what other instances
 *   left pending. Stopping aborts runs in flight and puts their specs back to pending.
 */
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { newId } from '../../db/ids.ts';
import type { Prisma } from '../../db/prisma.ts';
import { type JobObserver, unobservedJobs } from '../../infra/jobs.ts';
import { FetchTimeoutError, fetchOptionsFrom, SafeFetchError, safeFetch } from '../../infra/safe-fetch.ts';
import type { ProcessError, parseOpenAPIDocument } from './document.ts';

export type ProcessErrorCode = 'FETCH_TIMEOUT' | 'FETCH_ERROR' | 'PARSE_ERROR';

export interface OpenAPIProcessorOptions {
  prisma: Prisma;
  config: Config;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Specs processed at the same time by this instance (default 2). */
  concurrency?: number;
  /** Interval of the sweep for abandoned work (default 5 minutes). */
  sweepMs?: number;
  /** Reports runs to /metrics (jobs `openapi_processing` and `openapi_sweep`). */
  jobs?: JobObserver;
}

interface Claimed {
  id: string;
  generation: number;
  sourceURL: string | null;
  sourceText: string | null;
  lastVersionId: string | null;
}

class Superseded extends Error {}

/** Processors running in this process, by database client (several in tests). */
const processors = new WeakMap<Prisma, Set<OpenAPIProcessor>>();

/** Asks the processors of this database running in this process to look for work now. */
export function wakeOpenAPIProcessor(prisma: Prisma) {
  for (const processor of processors.get(prisma) ?? []) processor.wake();
}

export class OpenAPIProcessor {
  private readonly active = new Map<string, AbortController>();
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private pumping: Promise<void> | null = null;
  private sweeping: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly concurrency: number;
  private readonly jobs: JobObserver;

  constructor(private readonly options: OpenAPIProcessorOptions) {
    this.concurrency = options.concurrency ?? 2;
    this.jobs = options.jobs ?? unobservedJobs;
  }

  start() {
    let set = processors.get(this.options.prisma);
    if (!set) {
      set = new Set();
      processors.set(this.options.prisma, set);
    }
    set.add(this);
    const sweep = () => {
      this.sweeping ??= this.jobs
        .run('openapi_sweep', () => this.sweep())
        .catch(() => {}) // logged by sweep()
        .finally(() => (this.sweeping = null));
    };
    sweep();
    this.timer = setInterval(sweep, this.options.sweepMs ?? 5 * 60 * 1000);
    this.timer.unref();
    return this;
  }

  wake() {
    if (this.stopped) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = this.pump().finally(() => {
      this.pumping = null;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Stops claiming, aborts runs in flight (their specs go back to pending) and waits for them. */
  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    processors.get(this.options.prisma)?.delete(this);
    for (const controller of this.active.values()) controller.abort();
    await this.sweeping;
    await this.pumping;
    await Promise.allSettled([...this.running]);
  }

  /** Claims older than this are from a stopped instance (a run lasts at most a fetch and a parse). */
  private staleAfterMs() {
    return this.options.config.fetchTimeoutMs * 2 + 5 * 60 * 1000;
  }

  private async sweep() {
    if (this.stopped) return;
    try {
      const { count } = await this.options.prisma.openAPISpec.updateMany({
        where: { processingState: 'progress', claimedAt: { lt: new Date(Date.now() - this.staleAfterMs()) } },
        data: { processingState: 'pending', claimedAt: null },
      });
      if (count) this.options.logger.warn({ count }, 'released stale OpenAPI processing claims');
    } catch (error) {
      if (this.stopped) return;
      this.options.logger.error({ err: error }, 'OpenAPI sweep failed');
      this.wake();
      throw error;
    }
    this.wake();
  }

  private async pump() {
    while (!this.stopped && this.active.size < this.concurrency) {
      let job: Claimed | null;
      try {
        job = await this.claim();
      } catch (error) {
        if (!this.stopped) this.options.logger.error({ err: error }, 'claiming an OpenAPI spec failed');
        return;
      }
      if (!job) return;
      if (this.stopped) {
        // Stopped while claiming: leave it for the next instance.
        await this.release(job);
        return;
      }
      const controller = new AbortController();
      this.active.set(job.id, controller);
      const run = this.jobs
        .run('openapi_processing', () => this.run(job, controller.signal))
        .catch(() => {}) // logged by run()
        .finally(() => {
          this.active.delete(job.id);
          this.running.delete(run);
          this.wake();
        });
      this.running.add(run);
    }
  }

  /** Takes the oldest pending spec, unless another instance (or run) took it first. */
  private async claim(): Promise<Claimed | null> {
    const prisma = this.options.prisma;
    for (let attempt = 0; attempt < 5; attempt++) {
      const candidate = await prisma.openAPISpec.findFirst({
        where: { processingState: 'pending', ...(this.active.size ? { id: { notIn: [...this.active.keys()] } } : {}) },
        orderBy: [{ updatedAt: 'asc' }, { id: 'asc' }],
        select: { id: true, generation: true, sourceURL: true, sourceText: true, lastVersionId: true },
      });
      if (!candidate) return null;
      const { count } = await prisma.openAPISpec.updateMany({
        where: { id: candidate.id, generation: candidate.generation, processingState: 'pending' },
        data: { processingState: 'progress', claimedAt: new Date() },
      });
      if (count === 1) return candidate;
    }
    return null;
  }

  /** Puts a claimed spec back to pending (unless its source changed meanwhile). */
  private async release(job: Claimed) {
    await this.options.prisma.openAPISpec
      .updateMany({
        where: { id: job.id, generation: job.generation, processingState: 'progress' },
        data: { processingState: 'pending', claimedAt: null },
      })
      .catch(() => {});
  }

  private async run(job: Claimed, signal: AbortSignal) {
    const { prisma, logger } = this.options;
    try {
      const outcome = await this.process(job, signal);
      if (signal.aborted) throw new Superseded();
      const now = new Date();
      await prisma.$transaction(async (tx) => {
        if (outcome.ok) {
          const last = job.lastVersionId
            ? await tx.openAPISpecVersion.findUnique({ where: { id: job.lastVersionId }, select: { hash: true } })
            : null;
          const versionId = last?.hash === outcome.parsed.hash ? job.lastVersionId! : newId();
          const { count } = await tx.openAPISpec.updateMany({
            where: { id: job.id, generation: job.generation, processingState: 'progress' },
            data: {
              processingState: 'complete',
              claimedAt: null,
              lastVersionId: versionId,
              lastProcessedAt: now,
              lastProcessErrorCode: null,
              lastProcessedErrors: [],
              lastProcessedErrorCount: 0,
            },
          });
          if (count !== 1) throw new Superseded();
          if (versionId !== job.lastVersionId) {
            const p = outcome.parsed;
            await tx.openAPISpecVersion.create({
              data: {
                id: versionId,
                specId: job.id,
                text: outcome.text,
                document: p.document as object,
                hash: p.hash,
                specification: p.specification,
                formatVersion: p.formatVersion,
                title: p.title,
                apiVersion: p.apiVersion,
                createdAt: now,
              },
            });
          }
        } else {
          const { count } = await tx.openAPISpec.updateMany({
            where: { id: job.id, generation: job.generation, processingState: 'progress' },
            data: {
              processingState: 'complete',
              claimedAt: null,
              lastProcessedAt: now,
              lastProcessErrorCode: outcome.code,
              lastProcessedErrors: outcome.errors as object[],
              lastProcessedErrorCount: outcome.errorCount,
            },
          });
          if (count !== 1) throw new Superseded();
        }
      });
      logger.info(
        { specId: job.id, ok: outcome.ok, ...(outcome.ok ? {} : { code: outcome.code }) },
        'processed OpenAPI spec',
      );
    } catch (error) {
      if (signal.aborted) {
        // Stopping: leave the spec for the next instance to take.
        await this.release(job);
        return;
      }
      if (error instanceof Superseded) return; // the source changed (or the spec was deleted) meanwhile
      logger.error({ err: error, specId: job.id }, 'processing an OpenAPI spec failed');
      await prisma.openAPISpec
        .updateMany({
          where: { id: job.id, generation: job.generation, processingState: 'progress' },
          data: {
            processingState: 'complete',
            claimedAt: null,
            lastProcessedAt: new Date(),
            lastProcessErrorCode: 'PARSE_ERROR',
            lastProcessedErrors: [{ message: 'Unexpected error while processing the specification' }],
            lastProcessedErrorCount: 1,
          },
        })
        .catch(() => {});
      throw error; // a failed run in /metrics
    }
  }

  private async process(
    job: Claimed,
    signal: AbortSignal,
  ): Promise<
    | { ok: true; text: string; parsed: Extract<Awaited<ReturnType<typeof parseOpenAPIDocument>>, { ok: true }> }
    | { ok: false; code: ProcessErrorCode; errors: ProcessError[]; errorCount: number }
  > {
    let text: string;
    if (job.sourceURL) {
      try {
        const res = await safeFetch(job.sourceURL, {
          ...fetchOptionsFrom(this.options.config),
          signal,
          headers: {
            accept: 'application/json, application/yaml, application/x-yaml, text/yaml, text/plain;q=0.9, */*;q=0.8',
          },
        });
        text = res.text();
      } catch (error) {
        if (error instanceof FetchTimeoutError)
          return {
            ok: false,
            code: 'FETCH_TIMEOUT',
            errors: [{ message: error.message, code: 'timeout' }],
            errorCount: 1,
          };
        if (error instanceof SafeFetchError)
          return {
            ok: false,
            code: 'FETCH_ERROR',
            errors: [{ message: error.message, code: error.kind }],
            errorCount: 1,
          };
        if (signal.aborted) throw error; // stopping: the caller releases the spec
        // Not the document's fault: what failed was fetching it.
        this.options.logger.error({ err: error, specId: job.id }, 'fetching an OpenAPI spec failed unexpectedly');
        return {
          ok: false,
          code: 'FETCH_ERROR',
          errors: [{ message: `Fetching ${job.sourceURL} failed unexpectedly`, code: 'network' }],
          errorCount: 1,
        };
      }
    } else {
      text = job.sourceText ?? '';
    }
    // The parser (@readme/openapi-parser, yaml) is loaded by the first processing.
    const parsed = await (await import('./document.ts')).parseOpenAPIDocument(text);
    if (!parsed.ok) return { ok: false, code: 'PARSE_ERROR', errors: parsed.errors, errorCount: parsed.errorCount };
    return { ok: true, text, parsed };
  }
}

/** Starts the processor of a server (createApp); `stop()` it before closing the database. */
export function startOpenAPIProcessor(options: OpenAPIProcessorOptions) {
  return new OpenAPIProcessor(options).start();
}
