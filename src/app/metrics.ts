/**
 * Operations: `/metrics` in the Prometheus text format (prom-client) and `/readyz`.
 * - HTTP requests by method, route (the REST row's path template, `/graphql`, or `other`) and
 *   status, with durations (429s are the rate-limit refusals); GraphQL operations by name and type;
 *   SQL statements sent; Node's own metrics (event-loop lag, heap, GC, handles). Unauthenticated:
 *   expose it to the scraper's network only.
 * - `/readyz` answers 200 when the database answers and every migration folder is applied, else
 *   503 (also while shutting down); `/healthz` stays a liveness check of the process.
 */
import { readdir } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { MIGRATIONS_DIR } from '../db/migrate.ts';

export function createMetrics(db: Database) {
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

  return {
    /** Records one answered request. */
    observe(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    /** The envelop plugin counting operations by name (anonymous ones as `anonymous`). */
    plugin(): Plugin {
      return {
        onExecute({ args }) {
          const operation = getOperationAST(args.document, args.operationName);
          operations.inc({ operation: operation?.name?.value ?? 'anonymous', type: operation?.operation ?? 'unknown' });
        },
      };
    },
    async serve(res: ServerResponse) {
      res.writeHead(200, { 'content-type': registry.contentType }).end(await registry.metrics());
      return 200;
    },
    /** `/readyz`: the database answers and every migration is applied. */
    async ready(res: ServerResponse, accepting: boolean) {
      let body: Record<string, unknown>;
      let ok = accepting;
      try {
        const expected = (await readdir(MIGRATIONS_DIR, { withFileTypes: true })).filter((d) => d.isDirectory()).length;
        const [{ applied }] = await db.prisma.$queryRaw<{ applied: number }[]>`
          SELECT count(*)::int AS applied FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL`;
        ok &&= applied >= expected;
        body = { status: ok ? 'ready' : 'not-ready', database: db.kind, migrations: { applied, expected } };
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
