import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { useContentEncoding } from '@whatwg-node/server';
import { type DocumentNode, parse } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { type Logger, pino } from 'pino';
import type { Config } from '../config.ts';
import { unavailableError } from '../db/unavailable.ts';
import { MAX_GRAPHQL_BODY_BYTES, useRequestBodyLimit } from '../graphql/body-limit.ts';
import type { ChargeExtra } from '../graphql/cost.ts';
import { maskError, useDomainErrorsInEvents } from '../graphql/errors.ts';
import { createExecution, type OperationContext, useExecution } from '../graphql/execution.ts';
import { useDataMeansOk } from '../graphql/http-status.ts';
import { useDocumentGuard } from '../graphql/input-guard.ts';
import { indexingSettled } from '../modules/search/indexing.ts';
import { type Context, createContext, type Door } from '../request/context.ts';
import { type OperationRunner, opens } from '../request/doors.ts';
import { createRestAdapter, type RequestHeaders } from '../rest/adapter.ts';
import { applyCors } from '../rest/cors.ts';
import { answerClientError, errorBody, isJsonMediaType } from '../rest/http-errors.ts';
import type { AppDatabase } from './database.ts';
import { createGraphiQLPage, wantsGraphiQL } from './graphiql.ts';
import { createGraphQLHandler } from './graphql-http.ts';
import { startJobs } from './jobs.ts';
import { createMetrics } from './metrics.ts';
import { httpDoors, restRoutes } from './modules.ts';
import { createRequestLimits } from './request-limits.ts';
import { createRestDocs, REFERENCE_PATH } from './rest-docs.ts';
import { schema } from './schema.ts';
import { attachWebSocket } from './websocket.ts';

export interface App {
  server: Server;
  logger: Logger;
  /** Stops accepting connections, waits for in-flight requests and stops background processing. */
  close(): Promise<void>;
}

type ServerContext = { requestId: string; chargeExtra?: ChargeExtra };

/**
 * The HTTP server: /graphql (yoga + GraphiQL), /v1 (REST adapter), the modules' own endpoints
 * (git, SAML sign-in, integration assets, the backup), health, readiness and metrics. It does not listen.
 */
export function createApp(config: Config, db: AppDatabase, options: { logger?: Logger } = {}): App {
  const logger = options.logger ?? pino({ level: config.logLevel });
  let ready = true;

  // What the modules' own endpoints are handed (src/request/doors.ts).
  // Operations of the doors that act through the API (the writers' MCP server): parsed once per text.
  const parsedOperations = new Map<string, DocumentNode>();
  const operation: OperationRunner = (op, request, requestId) => {
    let document = parsedOperations.get(op.query);
    if (!document) {
      document = parse(op.query);
      parsedOperations.set(op.query, document);
    }
    return runOperation({ document, variables: op.variables }, request, requestId);
  };
  const services = { config, db, logger, operation };

  // Prometheus metrics and readiness (src/app/metrics.ts).
  const metrics = createMetrics(db, config.ai);

  // Every query and mutation runs through `execute` (src/graphql/execution.ts), whichever path
  // it comes by: a REST row, POST /graphql, yoga's pipeline (other requests, WebSocket).
  const execute = createExecution({ logger, countOperation: metrics.countOperation });
  const runOperation = async (
    args: { document: DocumentNode; variables?: Record<string, unknown>; operationName?: string },
    request: RequestHeaders,
    requestId: string,
    chargeExtra?: ChargeExtra,
    door: Door = {},
  ) => {
    const contextValue: OperationContext = await createContext(config, db, request, requestId, door);
    if (chargeExtra) contextValue.chargeExtra = chargeExtra;
    return execute({
      schema,
      document: args.document,
      variableValues: args.variables,
      operationName: args.operationName,
      contextValue,
    });
  };

  const yoga = createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // CORS is answered by the server for /graphql and /v1 alike (src/rest/cors.ts).
    cors: false,
    // The GraphiQL page (bundled, no CDN) is served before yoga (src/app/graphiql.ts).
    graphiql: false,
    // The same limit, enforced without counting bodies of a known length (src/graphql/body-limit.ts).
    maxRequestBodySize: false,
    logging: {
      debug: (...args) => logger.debug(args.map(String).join(' ')),
      info: (...args) => logger.info(args.map(String).join(' ')),
      warn: (...args) => logger.warn(args.map(String).join(' ')),
      // Error objects keep their stacks (pino's `err` serializer).
      error: (...args) => {
        const err = args.find((a) => a instanceof Error);
        logger.error(
          err ? { err } : {},
          args
            .filter((a) => !(a instanceof Error))
            .map(String)
            .join(' ') || 'graphql error',
        );
      },
    },
    // Unexpected errors are masked; domain errors are carried (src/graphql/errors.ts).
    maskedErrors: { maskError },
    // Bounds on what one document may ask (lists are bounded by `first` <= 1000 already).
    plugins: [
      // First: every later plugin sees the domain errors of subscription events in their GraphQL form.
      useDomainErrorsInEvents(),
      // gzip / deflate answers for clients that accept them (whatwg-node's content encoding),
      // except event streams, which a compressor would hold back until it flushes.
      compressionExceptStreams(),
      useRequestBodyLimit(),
      maxDepthPlugin({ n: 12, ignoreIntrospection: true, flattenFragments: true }),
      maxAliasesPlugin({ n: 30 }),
      maxTokensPlugin({ n: 5000 }),
      // A NUL character or lone surrogate in the document text: 400 before parsing.
      useDocumentGuard(),
      // A response with data is HTTP 200: one missing item does not turn the whole answer into an error.
      useDataMeansOk(),
      // Queries and mutations: input guard, operation cost, metrics, compiled execution, errors.
      useExecution(execute),
      // Persisted (trusted) documents: `documentId`, or Apollo's `extensions.persistedQuery.sha256Hash`;
      // with PERSISTED_OPERATIONS_ONLY nothing else runs on /graphql (REST rows are unaffected).
      ...(config.persistedOperations ? [persistedOperationsPlugin(config.persistedOperations)] : []),
    ],
    // A member's browser session (GraphiQL) counts on requests from this server's own pages.
    context: ({ request, requestId }) =>
      createContext(config, db, request, requestId ?? randomUUID(), { session: true }),
  });

  // Plain JSON queries and mutations run without yoga's Fetch API layer (src/app/graphql-http.ts);
  // with persisted operations only, every request goes through yoga and its persisted-operations plugin.
  const serveGraphQL = createGraphQLHandler(yoga, {
    direct: !config.persistedOperations?.only,
    maxBodyBytes: MAX_GRAPHQL_BODY_BYTES,
    run: (args, request, { requestId, chargeExtra }) =>
      runOperation(args, request, requestId, chargeExtra, { session: true }),
  });

  // REST rows run their stored document as a GraphQL request would, charged once by the server.
  const rest = createRestAdapter(
    schema,
    restRoutes,
    (document, variables, request, door) =>
      runOperation(
        { document, variables },
        request,
        request.headers.get('x-request-id') ?? randomUUID(),
        undefined,
        door,
      ),
    logger,
  );

  // The IDE page, compressed and cached (src/app/graphiql.ts).
  const serveGraphiQL = createGraphiQLPage();
  // /v1/openapi.json and the /v1/reference page (src/app/rest-docs.ts).
  const serveRestDocs = createRestDocs(schema, restRoutes);

  // Shared across instances through PostgreSQL; in memory on the embedded database (one process).
  const limits = createRequestLimits(
    config,
    db.kind === 'postgresql' ? db.prisma : undefined,
    (error) => logger.warn({ err: error }, 'rate-limit counters could not be shared'),
    metrics.jobs,
  );

  const timeouts = {
    // Node (>= 18) times the headers from a request's first byte, not from the end of the last one:
    // an idle kept-alive connection is not cut by headersTimeout, which can stay short (slow clients).
    keepAliveTimeout: config.keepAliveTimeoutMs,
    headersTimeout: config.headersTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    // How often Node looks for requests past those limits (its default, 30 s, would double them).
    connectionsCheckingInterval: 1000,
  };
  const server = createServer(timeouts, async (req, res) => {
    const started = performance.now();
    // The caller's X-Request-Id when it is a sane token, else a new one: echoed, and on every log line.
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    req.headers['x-request-id'] = requestId;
    res.setHeader('x-request-id', requestId);
    const url = new URL(req.url ?? '/', 'http://localhost');
    let status = 500;
    let route: string | null = null;
    // A module's own endpoint (git, sign-in, integration assets, the backup): src/app/modules.ts.
    const door = httpDoors.find((d) => opens(d, url.pathname));
    const api = url.pathname === '/graphql' || url.pathname === '/v1' || url.pathname.startsWith('/v1/');
    // CORS headers, and preflights answered before anything else (they carry no token).
    const preflight = api && applyCors(config.corsOrigins, req, res);
    // Rate limits: charged before anything runs; over the budget the limiter answered 429.
    const admitted = api && !preflight ? limits.admit(req, res) : undefined;
    try {
      if (preflight) {
        status = 204;
      } else if (url.pathname === '/metrics') {
        status = await metrics.serve(res);
      } else if (url.pathname === '/readyz') {
        status = await metrics.ready(res, ready);
      } else if (admitted === null) {
        status = 429;
      } else if (url.pathname === '/healthz') {
        status = ready ? 200 : 503;
        res
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ status: ready ? 'ok' : 'shutting-down' }));
      } else if (
        url.pathname === '/graphql' &&
        req.method === 'POST' &&
        !isJsonMediaType(req.headers['content-type'])
      ) {
        // Forms and multipart bodies are what a cross-site page can send without a preflight:
        // only JSON operations are executed (CSRF).
        status = 415;
        res.writeHead(415, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            errors: [
              { message: 'POST /graphql takes application/json', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } },
            ],
          }),
        );
      } else if (url.pathname === '/graphql' && wantsGraphiQL(req)) {
        status = await serveGraphiQL(req, res);
      } else if (url.pathname === '/graphql') {
        await serveGraphQL(req, res, { requestId, chargeExtra: admitted?.chargeExtra });
        status = res.statusCode;
      } else if (url.pathname === '/v1' || url.pathname.startsWith('/v1/')) {
        const docs = serveRestDocs(req, res, url.pathname);
        if (docs !== null) {
          status = await docs;
          route = url.pathname.startsWith(REFERENCE_PATH) ? REFERENCE_PATH : url.pathname;
        } else ({ status, route } = await rest.handle(req, res, url));
      } else if (/%00/i.test(req.url ?? '')) {
        // /v1 and /graphql name the offending field (input guard); the other paths refuse here.
        status = 400;
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify(errorBody(400, 'The URL must not contain a NUL character (%00)')));
      } else if (door) {
        status = await door.serve(services, req, res, url, requestId);
        route = door.label;
      } else {
        status = 404;
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify(errorBody(404, `No route for ${req.method} ${url.pathname}`)));
      }
    } catch (error) {
      // The database away (a restart, a failover) is a 503 with Retry-After; anything else a 500.
      const unavailable = unavailableError(error);
      status = unavailable ? 503 : 500;
      if (unavailable) logger.warn({ err: error, requestId }, 'database unavailable');
      else logger.error({ err: error, requestId }, 'request failed');
      if (!res.headersSent)
        res.writeHead(status, {
          'content-type': 'application/json',
          ...(unavailable ? { 'retry-after': String(unavailable.retryAfter) } : {}),
        });
      res.end(JSON.stringify(errorBody(status, unavailable?.message ?? 'Unexpected error')));
    } finally {
      admitted?.done(status);
      metrics.observe(
        req.method ?? 'GET',
        route ??
          (url.pathname === '/graphql' || url.pathname === '/healthz' || url.pathname === '/readyz'
            ? url.pathname
            : 'other'),
        status,
        (performance.now() - started) / 1000,
      );
      logger.info(
        {
          requestId,
          method: req.method,
          path: url.pathname,
          status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  });

  // Malformed, oversized-header and too-slow requests answer JSON like every other error.
  server.on('clientError', answerClientError);

  // Subscriptions over WebSocket (graphql-ws) on /graphql; SSE is served by yoga itself.
  const websocket = attachWebSocket(server, (initial) => yoga.getEnveloped(initial));

  // Background work: webhook deliveries, OpenAPI processing, purge, content GC, idle memory.
  const background = startJobs({ config, db, logger, jobs: metrics.jobs, server });

  return {
    server,
    logger,
    close: async () => {
      // Live streams end first (SSE answers complete, sockets close with 1001), so the server
      // does not wait for them.
      ready = false;
      db.events.close();
      await websocket.close();
      await new Promise<void>((resolve) => {
        // Connections kept alive (KEEP_ALIVE_TIMEOUT_MS, a minute) would hold close() that long:
        // idle ones are closed now, and those still answering as soon as they fall idle.
        const idle = setInterval(() => server.closeIdleConnections(), 100);
        server.close(() => {
          clearInterval(idle);
          resolve();
        });
        server.closeIdleConnections();
      });
      await background.stop();
      // Imports answered before their search rows were written: those land before the database closes.
      await indexingSettled();
      await limits.close();
    },
  };
}

function compressionExceptStreams(): ReturnType<typeof useContentEncoding> {
  const plugin = useContentEncoding();
  const compress = plugin.onResponse;
  return {
    ...plugin,
    onResponse: (payload) => {
      if (payload.response.headers.get('content-type')?.startsWith('text/event-stream')) return;
      return compress?.(payload);
    },
  };
}

function persistedOperationsPlugin({ documents, only }: NonNullable<Config['persistedOperations']>) {
  return usePersistedOperations({
    getPersistedOperation: (id) => documents.get(id) ?? null,
    extractPersistedOperationId: (params) => {
      const documentId = (params as { documentId?: unknown }).documentId;
      if (typeof documentId === 'string') return documentId;
      const hash = (params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined)?.sha256Hash;
      return typeof hash === 'string' ? hash : null;
    },
    allowArbitraryOperations: !only,
  });
}
