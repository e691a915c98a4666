/**
 * Operations: `/metrics` in the Prometheus text format (prom-client) and `/readyz`.
 * - HTTP requests by method, route (the REST row's path template, `/graphql`, or `other`) and
 *   status, with durations (429s are the rate-limit refusals); GraphQL operations by name and type;
 *   SQL statements sent; the PostgreSQL pool's connections (open, idle, waiting clients, size);
 *   background jobs (runs by outcome, durations, runs in progress: `openapi_processing`,
 *   `openapi_sweep`, `rate_limit_flush`, `purge_deleted_spaces`, `content_gc`, `insights_flush`,
 *   `embed_fill`, with what `content_gc` freed and what `insights_flush` and `embed_fill` wrote or
 *   dropped in quire_background_job_items_total); Node's own metrics (event-loop
 *   lag, heap, GC, handles); with an embedding model, the sections waiting for their vector
 *   (`quire_ai_embedding_backlog`) and whether vector search is on. Unauthenticated:
 *   expose it to the scraper's network only.
 * - `/readyz` answers 200 when the database answers, every migration folder is applied and (on
 *   PostgreSQL) the listening connections are up, else 503 (also while shutting down); `/healthz`
 *   stays a liveness check of the process.
 */
import { readdir } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { type DocumentNode, getOperationAST } from 'graphql';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AiConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { MIGRATIONS_DIR } from '../db/migrate.ts';
import type { JobObserver } from '../infra/jobs.ts';
import { embeddingBacklog, embeddingConfig } from '../modules/ai/embeddings.ts';

export function createMetrics(db: Database, ai?: AiConfig) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'quire_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'quire_http_requests_total',
    help: 'HTTP requests by method, route and status.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'quire_http_request_duration_seconds',
    help: 'HTTP request durations by method, route and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const operations = new Counter({
    name: 'quire_graphql_operations_total',
    help: 'GraphQL operations executed (REST rows included) by operation name and type.',
    labelNames: ['operation', 'type'],
    registers: [registry],
  });
  let reported = 0;
  new Counter({
    name: 'quire_db_statements_total',
    help: 'SQL statements sent to the database.',
    registers: [registry],
    collect() {
      this.inc(db.stats.statements - reported);
      reported = db.stats.statements;
    },
  });

  // The pool of PostgreSQL connections (the embedded database has one connection and no pool).
  const pool = db.pool;
  if (pool) {
    new Gauge({
      name: 'quire_db_pool_connections',
      help: 'Connections of the PostgreSQL pool by state (busy: running a statement or transaction).',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const p = pool();
        this.set({ state: 'idle' }, p.idle);
        this.set({ state: 'busy' }, p.total - p.idle);
      },
    });
    new Gauge({
      name: 'quire_db_pool_waiting_clients',
      help: 'Queries waiting for a free connection of the pool.',
      registers: [registry],
      collect() {
        this.set(pool().waiting);
      },
    });
    new Gauge({
      name: 'quire_db_pool_max_connections',
      help: 'Size of the pool (DATABASE_POOL_SIZE).',
      registers: [registry],
      collect() {
        this.set(pool().max);
      },
    });
  }

  // AI retrieval's embeddings (src/modules/ai/embeddings.ts), when an embedding model is configured.
  const embedding = embeddingConfig(ai);
  if (embedding) {
    new Gauge({
      name: 'quire_ai_embedding_backlog',
      help: 'Sections of current pages waiting for their vector (AI_EMBEDDING_MODEL).',
      registers: [registry],
      async collect() {
        // A database that does not answer leaves the last count (the rest of /metrics still answers).
        const waiting = await embeddingBacklog(db.prisma, embedding).catch(() => undefined);
        if (waiting !== undefined) this.set(waiting);
      },
    });
    new Gauge({
      name: 'quire_ai_vector_search',
      help: 'Whether retrieval ranks by vectors too (1: pgvector is there) or by full-text search alone (0).',
      registers: [registry],
      collect() {
        this.set(db.vector.available ? 1 : 0);
      },
    });
  }

  const jobRuns = new Counter({
    name: 'quire_background_job_runs_total',
    help: 'Runs of background jobs by job and outcome (ok, error).',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const jobDurations = new Histogram({
    name: 'quire_background_job_duration_seconds',
    help: 'Durations of background job runs.',
    labelNames: ['job'],
    buckets: [0.001, 0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });
  const jobsRunning = new Gauge({
    name: 'quire_background_jobs_running',
    help: 'Background job runs in progress.',
    labelNames: ['job'],
    registers: [registry],
  });
  const jobItems = new Counter({
    name: 'quire_background_job_items_total',
    help: 'What background job runs did, by job and kind (e.g. content_gc: rows freed per table).',
    labelNames: ['job', 'kind'],
    registers: [registry],
  });
  const jobs: JobObserver = {
    record(job, kind, count) {
      jobItems.inc({ job, kind }, count);
    },
    async run(job, work) {
      const started = performance.now();
      jobsRunning.inc({ job });
      let outcome = 'error';
      try {
        const result = await work();
        outcome = 'ok';
        return result;
      } finally {
        jobsRunning.dec({ job });
        jobRuns.inc({ job, outcome });
        jobDurations.observe({ job }, (performance.now() - started) / 1000);
      }
    },
  };

  return {
    jobs,
    /** Records one answered request. */
    observe(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    /** Counts one GraphQL operation by name (anonymous ones as `anonymous`) and type. */
    countOperation(document: DocumentNode, operationName: string | null | undefined) {
      const operation = getOperationAST(document, operationName);
      operations.inc({ operation: operation?.name?.value ?? 'anonymous', type: operation?.operation ?? 'unknown' });
    },
    async serve(res: ServerResponse) {
      res.writeHead(200, { 'content-type': registry.contentType }).end(await registry.metrics());
      return 200;
    },
    /** `/readyz`: the database answers, every migration is applied, and (PostgreSQL) it listens. */
    async ready(res: ServerResponse, accepting: boolean) {
      let body: Record<string, unknown>;
      let ok = accepting;
      try {
        const expected = (await readdir(MIGRATIONS_DIR, { withFileTypes: true })).filter((d) => d.isDirectory()).length;
        const [{ applied }] = await db.prisma.$queryRaw<{ applied: number }[]>`
          SELECT count(*)::int AS applied FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL`;
        // On PostgreSQL, the listening connections too: until they are back after a restart of the
        // database, other instances' changes and events do not reach this one.
        const listening = db.listening?.();
        ok &&= applied >= expected && listening !== false;
        body = {
          status: ok ? 'ready' : 'not-ready',
          database: db.kind,
          migrations: { applied, expected },
          ...(listening === undefined ? {} : { listening }),
          // Not a condition of readiness: without pgvector, retrieval is full-text search alone.
          ...(embedding
            ? { vectorSearch: db.vector.available, ...(db.vector.error ? { vectorSearchError: db.vector.error } : {}) }
            : {}),
        };
      } catch (error) {
        ok = false;
        body = { status: 'not-ready', database: db.kind, error: (error as Error).message };
      }
      if (!accepting) body.status = 'shutting-down';
      res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return ok ? 200 : 503;
    },
  };
}
