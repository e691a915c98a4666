import { hash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import {
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  type GraphQLError,
  type GraphQLSchema,
  isObjectType,
  type OperationDefinitionNode,
  parse,
  validate,
} from 'graphql';
import { unavailableError } from '../db/unavailable.ts';
import { DomainError } from '../errors.ts';
import type { Door, RequestHeaders } from '../request/context.ts';
import { isPageCursor } from '../request/pagination.ts';
import { InputShapeError, operationOf, toRest, toVariables } from './convert.ts';
import {
  type Connection,
  isByteStream,
  isConnection,
  isEventStream,
  listBody,
  offeredEvents,
  offeredStream,
} from './documents.ts';
import { errorBody, isJsonMediaType } from './http-errors.ts';
import type { ByteStream, EventStream, QueryParamType, RestInput, RestReply, RestRoute } from './route.ts';
import { ABSENT_FOR_READERS, unservedOperation } from './unserved.ts';

export type { RequestHeaders } from '../request/context.ts';

/**
 * The node request's headers as the context reads them (a WHATWG Request costs more than the rest
 * of a simple read); REST rows and POST /graphql alike.
 */
export function headersOf(req: IncomingMessage): RequestHeaders {
  return {
    method: req.method,
    address: req.socket?.remoteAddress,
    headers: {
      get: (name) => {
        const value = req.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(', ') : (value ?? null);
      },
    },
  };
}

export type Executor = (
  document: DocumentNode,
  variables: Record<string, unknown>,
  request: RequestHeaders,
  /** Who the row takes besides members (site readers on the rows marked `reader`; a member's browser session from this server's own pages on every row). */
  door: Door,
) => Promise<ExecutionResult>;

interface CompiledRoute {
  route: RestRoute;
  pattern: RegExp;
  paramNames: string[];
  /** Parsed and validated against the schema on first use (test/rest-routes.test.ts validates every one). */
  prepared?: PreparedDocument;
}

interface PreparedDocument {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  rootField: FieldNode;
}

const MAX_BODY = 5 * 1024 * 1024;
export const MAX_LIMIT = 1000;

export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Where the adapter reports unexpected failures (the server's pino logger). */
export interface ErrorLogger {
  error(details: object, message: string): void;
}

/** The problems of a route's document against the schema (none for a valid one). */
export function routeDocumentErrors(schema: GraphQLSchema, route: RestRoute, document = parse(route.operation)) {
  return validate(schema, document).map((e) => `REST route ${route.method} ${route.path}: ${e.message}`);
}

/**
 * Compiles the route table once: paths at start; documents are parsed and validated against the
 * schema on first use (all 150-odd at start would cost a tenth of the cold start).
 */
export function createRestAdapter(schema: GraphQLSchema, routes: RestRoute[], execute: Executor, logger: ErrorLogger) {
  const compiled: CompiledRoute[] = routes.map((route) => {
    const paramNames: string[] = [];
    const pattern = new RegExp(
      '^' +
        route.path.replace(/\{(\w+)(\+?)\}/g, (_, name, greedy) => {
          paramNames.push(name);
          // `{name+}` captures the rest of the path, slashes included (e.g. a page path).
          return greedy ? '(.+?)' : '([^/]+)';
        }) +
        '/?$',
    );
    return { route, pattern, paramNames };
  });

  function prepare(c: CompiledRoute): PreparedDocument {
    if (c.prepared) return c.prepared;
    const document = parse(c.route.operation, { noLocation: true });
    const errors = routeDocumentErrors(schema, c.route, document);
    if (errors.length) throw new Error(errors.join('; '));
    const operation = operationOf(document);
    c.prepared = { document, operation, rootField: operation.selectionSet.selections[0] as FieldNode };
    return c.prepared;
  }

  function match(method: string, pathname: string) {
    // HEAD is answered wherever GET is (without the body).
    const wanted = method === 'HEAD' ? 'GET' : method;
    const allowed = new Set<string>();
    for (const c of compiled) {
      const m = c.pattern.exec(pathname);
      if (!m) continue;
      allowed.add(c.route.method);
      if (c.route.method !== wanted) continue;
      const params: Record<string, string> = {};
      c.paramNames.forEach((name, i) => {
        try {
          params[name] = decodeURIComponent(m[i + 1]);
        } catch {
          throw new RestError(400, `Malformed escape in path parameter '${name}'`);
        }
      });
      return { compiled: c, params };
    }
    if (allowed.has('GET')) allowed.add('HEAD');
    return { allowed: [...allowed] };
  }

  /** Answers the request; returns the status and the matched route's path template (metrics). */
  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<{ status: number; route: string | null }> {
    const matched: { route: string | null } = { route: null };
    const status = await answer(req, res, url, matched);
    return { status, route: matched.route };
  }

  async function answer(req: IncomingMessage, res: ServerResponse, url: URL, matched: { route: string | null }) {
    let reply: RestReply;
    try {
      reply = await dispatch(req, url, matched);
    } catch (error) {
      const unavailable = unavailableError(error);
      if (error instanceof RestError)
        reply = { status: error.status, body: errorBody(error.status, error.message), headers: error.headers };
      else if (unavailable)
        // The database is away (a restart, a failover): 503 with Retry-After, never a 500.
        reply = {
          status: 503,
          body: errorBody(503, unavailable.message),
          headers: { 'retry-after': String(unavailable.retryAfter) },
        };
      else {
        logger.error({ err: error, path: url.pathname }, 'REST request failed');
        reply = { status: 500, body: errorBody(500, 'Unexpected error') };
      }
    }
    const headers: Record<string, string> = { ...reply.headers };
    if (isEventStream(reply.body)) {
      res.writeHead(reply.status, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        ...headers,
      });
      if (req.method === 'HEAD') {
        reply.body.cancel();
        res.end();
      } else
        await streamEvents(res, reply.body, (error) =>
          logger.error({ err: error, path: url.pathname }, 'REST event stream failed'),
        );
    } else if (reply.body instanceof Uint8Array || isByteStream(reply.body)) {
      // Raw bytes (file downloads): the route's reply sets the content type (and may set an ETag).
      const ifNoneMatch = req.headers['if-none-match'];
      if (reply.status === 200 && headers.etag && ifNoneMatch?.split(',').some((t) => t.trim() === headers.etag)) {
        res.writeHead(304, { etag: headers.etag, 'cache-control': headers['cache-control'] ?? 'no-cache' }).end();
        return 304;
      }
      res.writeHead(reply.status, {
        'content-type': 'application/octet-stream',
        ...headers,
        'content-length': String(reply.body.length),
      });
      if (req.method === 'HEAD') res.end();
      else if (reply.body instanceof Uint8Array) res.end(reply.body);
      else
        await streamBody(res, reply.body, (error) =>
          logger.error({ err: error, path: url.pathname }, 'REST stream failed'),
        );
    } else if (reply.body !== undefined && reply.status !== 204 && reply.status !== 205) {
      const json = JSON.stringify(reply.body);
      headers['content-type'] = 'application/json; charset=utf-8';
      if (reply.status === 200 && (req.method === 'GET' || req.method === 'HEAD')) {
        // Conditional GETs: a weak validator of the representation; a match answers 304.
        const etag = `W/"${hash('sha1', json, 'base64url')}"`;
        headers.etag = etag;
        const ifNoneMatch = req.headers['if-none-match'];
        if (ifNoneMatch?.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
          delete headers['content-type'];
          res.writeHead(304, headers).end();
          return 304;
        }
      }
      const encoded = encodeBody(json, req.headers['accept-encoding']);
      if (encoded.encoding) headers['content-encoding'] = encoded.encoding;
      headers.vary = 'Accept-Encoding';
      headers['content-length'] = String(encoded.body.length);
      if (req.method === 'HEAD') res.writeHead(reply.status, headers).end();
      else res.writeHead(reply.status, headers).end(encoded.body);
    } else {
      res.writeHead(reply.status, headers).end();
    }
    return reply.status;
  }

  async function dispatch(req: IncomingMessage, url: URL, matched: { route: string | null }): Promise<RestReply> {
    const method = (req.method ?? 'GET').toUpperCase();
    const found = match(method, url.pathname);
    if (!('compiled' in found) || !found.compiled) {
      // A GitBook operation Quire does not serve: 501 with why (./unserved.ts), not a 404 or 405;
      // 404 for those GitBook's reader takes as absent.
      const unserved = unservedOperation(method, url.pathname);
      if (unserved)
        throw new RestError(
          ABSENT_FOR_READERS.has(unserved.operationId) ? 404 : 501,
          `${unserved.operationId} (${unserved.method} ${unserved.path}) is not served by Quire: ${unserved.group.reason}`,
        );
      if (found.allowed.length)
        throw new RestError(405, `Method ${method} is not allowed on ${url.pathname}`, {
          allow: found.allowed.sort().join(', '),
        });
      throw new RestError(404, `No route for ${method} ${url.pathname}`);
    }
    const { compiled: c, params } = found;
    matched.route = c.route.path;
    const { document, operation, rootField } = prepare(c);
    const input: RestInput = {
      params,
      query: typedQuery(url.searchParams, c.route.query ?? {}),
      body: c.route.body ? await readJsonBody(req) : undefined,
    };
    const raw = c.route.variables
      ? c.route.variables(input)
      : operation.operation === 'mutation'
        ? { input: { ...input.body, ...input.params } } // path params win over body fields
        : defaultVariables(input);
    let variables: Record<string, unknown>;
    try {
      variables = toVariables(schema, document, raw, new Set(Object.keys(params)));
    } catch (error) {
      if (error instanceof InputShapeError) throw new RestError(400, error.message);
      throw error;
    }

    const request = headersOf(req);
    const result = await execute(document, variables, request, { siteReaders: c.route.reader, session: true });
    input.stream = offeredStream(request);
    input.events = offeredEvents(request);

    const rootKey = rootField.alias?.value ?? rootField.name.value;
    const rootType = operation.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
    const data = result.data as Record<string, unknown> | null | undefined;
    if (result.errors?.length) {
      input.events?.cancel(); // offered by a field, answered by no reply
      const error = result.errors[0];
      const status = statusOf(error, data);
      // Headers the error sets (a 503's Retry-After), as yoga sets them on /graphql.
      const headers = (error.extensions?.http as { headers?: Record<string, string> } | undefined)?.headers;
      return {
        status,
        body: errorBody(status, status === 500 ? 'Unexpected error' : error.message),
        ...(headers ? { headers: lowerCaseKeys(headers) } : {}),
      };
    }
    const value = data?.[rootKey];
    const field = rootType.getFields()[rootField.name.value];
    const converted = toRest(schema, document, rootType, operation.selectionSet, data) as Record<string, unknown>;
    let body: unknown = converted[rootKey];
    // A typed error returned by a mutation (Pothos errors plugin) becomes the REST error.
    const typename = (value as { __typename?: string } | null | undefined)?.__typename;
    const runtime = typename ? schema.getType(typename) : undefined;
    if (runtime && isObjectType(runtime) && runtime.getInterfaces().some((i) => i.name === 'BaseError')) {
      const { status, message } = value as { status: number; message: string };
      return { status, body: errorBody(status, message) };
    }
    if (body && c.route.pick) body = (body as Record<string, unknown>)[c.route.pick];
    const namedType = field ? unwrapName(field.type.toString()) : '';
    if (body && namedType.endsWith('Connection') && !c.route.pick) body = listBody(body as Connection);
    else if (c.route.pick && isConnection(body)) body = listBody(body);
    if (c.route.reply) return c.route.reply(body, input);
    return { status: c.route.status ?? 200, body };
  }

  return { handle, routes: compiled.map((c) => c.route) };
}

const lowerCaseKeys = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

const unwrapName = (t: string) => t.replace(/[[\]!]/g, '');

function statusOf(error: GraphQLError, data: unknown): number {
  const status = (error.extensions?.http as { status?: number } | undefined)?.status;
  if (typeof status === 'number' && status >= 400) return status;
  // Variable coercion failures (wrong type, unknown enum value, missing required field).
  if (!data && !error.path) return 400;
  return 500;
}

function defaultVariables(input: RestInput): Record<string, unknown> {
  const { page, limit, ...rest } = input.query;
  const vars: Record<string, unknown> = { ...input.params, ...rest };
  if (limit !== undefined) vars.first = limit;
  if (page !== undefined) vars.after = page;
  if (input.body !== undefined) vars.input = input.body;
  return vars;
}

function typedQuery(search: URLSearchParams, spec: Record<string, QueryParamType>): Record<string, unknown> {
  const all: Record<string, QueryParamType> = { page: 'string', limit: 'int', ...spec };
  const out: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(all)) {
    const values = search.getAll(name);
    if (!values.length) continue;
    const v = values[values.length - 1];
    // `page` is a list cursor unless the route declares it as something else (e.g. a page id): every
    // list validates it the same way, also one that has a single page (its cursor is then unused).
    if (name === 'page' && !('page' in spec) && !isPageCursor(v))
      throw new RestError(400, `Invalid page cursor '${v}'`);
    switch (type) {
      case 'string':
        out[name] = v;
        break;
      case 'string[]':
        out[name] = values.flatMap((x) => (x === '' ? [] : [x]));
        break;
      case 'int': {
        if (!/^-?\d+$/.test(v)) throw new RestError(400, `Query parameter '${name}' must be an integer`);
        const n = Number(v);
        if (name === 'limit' && (n < 0 || n > MAX_LIMIT))
          throw new RestError(400, `Query parameter 'limit' must be between 0 and ${MAX_LIMIT}`);
        out[name] = n;
        break;
      }
      case 'boolean':
        if (v !== 'true' && v !== 'false') throw new RestError(400, `Query parameter '${name}' must be true or false`);
        out[name] = v === 'true';
        break;
    }
  }
  return out;
}

/**
 * Writes a stream's bytes as they are read, each slice once the socket took the previous one. The
 * headers are sent: a failure (or a stream that does not give its announced length) can only cut
 * the connection, which the client sees as a truncated body.
 */
async function streamBody(res: ServerResponse, body: ByteStream, onError: (error: unknown) => void) {
  let sent = 0;
  try {
    for await (const chunk of body.open()) {
      if (res.destroyed) return;
      sent += chunk.length;
      if (sent > body.length) throw new Error(`The stream gave more than its ${body.length} bytes`);
      if (!res.write(chunk)) await drained(res);
    }
    if (sent !== body.length) throw new Error(`The stream gave ${sent} of its ${body.length} bytes`);
    res.end();
  } catch (error) {
    if (res.destroyed) return; // the client went away: nothing to report
    onError(error);
    res.destroy(error as Error);
  }
}

/**
 * Writes events as Server-Sent Events as they come: `data: <json>` each, then `event: done`. The
 * status is sent: a failure becomes an `event: error` with the error body (a domain error's own
 * status and message, anything else masked and logged). A client that goes away cancels the source.
 */
async function streamEvents(res: ServerResponse, stream: EventStream, onError: (error: unknown) => void) {
  const gone = () => stream.cancel();
  res.on('close', gone);
  const send = async (text: string) => {
    if (!res.destroyed && !res.write(text)) await drained(res);
  };
  try {
    for await (const event of stream.events) {
      if (res.destroyed) return;
      await send(`data: ${JSON.stringify(event)}\n\n`);
    }
    await send('event: done\ndata: {}\n\n');
  } catch (error) {
    if (res.destroyed) return;
    const known = error instanceof DomainError;
    if (!known) onError(error);
    const status = known ? error.status : 500;
    await send(
      `event: error\ndata: ${JSON.stringify(errorBody(status, known ? error.message : 'Unexpected error'))}\n\n`,
    );
  } finally {
    res.off('close', gone);
    res.end();
  }
}

/** Resolves when the response takes more bytes, or is closed. */
const drained = (res: ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });

/** Bodies from this size are compressed for clients that accept gzip (smaller ones gain nothing). */
const COMPRESS_FROM = 1024;

/** A JSON body, gzip-compressed when the client accepts it and it is worth it. */
export function encodeBody(json: string, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'gzip' } {
  const body = Buffer.from(json);
  if (body.length < COMPRESS_FROM || !/\bgzip\b/.test(acceptEncoding ?? '')) return { body };
  return { body: gzipSync(body, { level: 5 }), encoding: 'gzip' };
}

async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  // Only JSON is read: a form or multipart body is what a cross-site page can send (CSRF).
  if (hasBody && !isJsonMediaType(req.headers['content-type']))
    throw new RestError(415, 'The request body must be application/json');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new RestError(413, 'Request body is too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RestError(400, 'Malformed JSON body');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new RestError(400, 'The JSON body must be an object');
  return parsed as Record<string, unknown>;
}
