/**
 * `POST /graphql` for the common request, a JSON body with `query` (and `variables`,
 * `operationName`) that parses, validates and runs as a query or a mutation: a new document is
 * parsed and validated by yoga's envelop pipeline (its caches and armor's bounds), and kept; it
 * runs as every operation does (`run`: src/graphql/execution.ts), and the answer is built as yoga's
 * own result processor builds it, but without yoga's Fetch API layer (a WHATWG Request and
 * Response per request, a quarter of a small query's time), the way REST rows run. Everything
 * else, and any request that would not give a plain JSON answer (a parse or validation error, a
 * subscription, persisted operations, an unusual body or Accept header), is handed to yoga as it is.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DocumentNode, type ExecutionResult, GraphQLError, type GraphQLSchema, getOperationAST } from 'graphql';
import { processRegularResult, type YogaServerInstance } from 'graphql-yoga';
import { maskError, UNEXPECTED_ERROR } from '../graphql/errors.ts';
import { dataMeansOk } from '../graphql/http-status.ts';
import { guardDocumentText } from '../graphql/input-guard.ts';
import type { Context } from '../request/context.ts';
import { encodeBody, headersOf, type RequestHeaders } from '../rest/adapter.ts';

/** Bodies up to this size are read here; larger ones stream through yoga. */
const DIRECT_BODY_BYTES = 64 * 1024;

const REGULAR_TYPES = ['application/graphql-response+json', 'application/json'];

/**
 * The media type yoga's result processor answers a single result with, or null when the Accept
 * header names none it serves that way: the last match of yoga's loop (its `useResultProcessors`,
 * which walks the accepted types from the last to the first) wins.
 */
export function regularMediaType(accept: string | undefined): string | null {
  const key = accept ?? '';
  const known = mediaTypes.get(key);
  if (known !== undefined) return known;
  const chosen = chooseMediaType(accept);
  // Bounded: clients send a handful of Accept headers; one sending ever new ones starts it afresh.
  if (mediaTypes.size >= 256) mediaTypes.clear();
  mediaTypes.set(key, chosen);
  return chosen;
}
const mediaTypes = new Map<string, string | null>();

function chooseMediaType(accept: string | undefined): string | null {
  const asked = (accept || '*/*')
    .replace(/\s/g, '')
    .toLowerCase()
    .split(',')
    .flatMap((item) => {
      const [type, ...params] = item.split(';');
      const charset = params.find((p) => p.includes('charset=')) ?? 'charset=utf-8';
      return type !== undefined && charset === 'charset=utf-8' ? [type] : [];
    })
    .reverse();
  let chosen: string | null = null;
  for (const type of asked) {
    const [pre, suf] = type.split('/');
    for (const offered of REGULAR_TYPES) {
      const [offeredPre, offeredSuf] = offered.split('/');
      if ((pre === '*' || pre === offeredPre) && (suf === '*' || suf === offeredSuf)) chosen = offered;
    }
  }
  return chosen;
}

interface Params {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** The request's parameters when they are the plain kind (else yoga answers, errors included). */
function plainParams(body: Buffer): Params | null {
  let params: unknown;
  try {
    params = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (!params || typeof params !== 'object' || Array.isArray(params)) return null;
  const { query, variables, operationName, ...rest } = params as Record<string, unknown>;
  if (Object.values(rest).some((v) => v != null) || typeof query !== 'string') return null;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  return {
    query,
    variables: (variables ?? undefined) as Params['variables'],
    operationName: operationName ?? undefined,
  };
}

/**
 * The body of a known length, read without the async iterator that `for await` would build for
 * it, and taken as soon as its last byte is in (the parser never passes more than the length).
 */
function readBody(req: IncomingMessage, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off('data', onData);
      resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= length) done();
    };
    req.on('data', onData);
    req.once('end', done);
    req.once('error', reject);
  });
}

/** What the pipeline offers to parse and validate with. */
interface Enveloped {
  parse(query: string): DocumentNode;
  validate(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[];
  schema: GraphQLSchema;
}

/** Yoga's result processor builds a Response; this one keeps its body and init instead. */
class CapturedResponse {
  constructor(
    readonly body: string,
    readonly init: { status: number; headers: Record<string, string> },
  ) {}
}
const capture = { Response: CapturedResponse } as unknown as Parameters<typeof processRegularResult>[1];

/**
 * What yoga's result processor answers for a result without errors or extensions (the common
 * case), made without it: status 200, the media type, the result as JSON. Null otherwise.
 */
function plainAnswer(result: ExecutionResult, mediaType: string): CapturedResponse | null {
  if (result.errors?.length || result.extensions !== undefined) return null;
  return new CapturedResponse(JSON.stringify(result), {
    status: 200,
    headers: { 'Content-Type': `${mediaType}; charset=utf-8` },
  });
}

/** Runs one operation of a request (src/app/server.ts: its context, then src/graphql/execution.ts). */
export type RunOperation<ServerContext> = (
  args: { document: DocumentNode; variables?: Record<string, unknown>; operationName?: string },
  request: RequestHeaders,
  serverContext: ServerContext,
) => Promise<ExecutionResult>;

/**
 * The /graphql handler: answers what it can directly and hands the rest to yoga. `direct: false`
 * (persisted operations only) hands everything to yoga.
 */
export function createGraphQLHandler<ServerContext extends object>(
  yoga: YogaServerInstance<ServerContext, Context>,
  options: { direct: boolean; maxBodyBytes: number; run: RunOperation<ServerContext> },
) {
  const valid = new Map<string, DocumentNode>();
  const listener = yoga.requestListener as (req: IncomingMessage, res: ServerResponse, ctx: ServerContext) => unknown;

  return async function serve(req: IncomingMessage, res: ServerResponse, serverContext: ServerContext) {
    const length = Number(req.headers['content-length'] ?? Number.NaN);
    const mediaType = req.method === 'POST' ? regularMediaType(req.headers.accept) : null;
    const direct =
      options.direct &&
      mediaType !== null &&
      length > 0 &&
      length <= Math.min(DIRECT_BODY_BYTES, options.maxBodyBytes) &&
      !req.headers['content-encoding'];
    if (!direct) return void (await listener(req, res, serverContext));

    const body = await readBody(req, length);
    const params = plainParams(body);
    const document = params ? prepare(req, params, serverContext) : null;
    if (!document) {
      // Yoga reads a body already read from `req.body` (whatwg-node's node adapter).
      (req as IncomingMessage & { body?: Buffer }).body = body;
      return void (await listener(req, res, serverContext));
    }

    let result: ExecutionResult;
    try {
      result = await options.run({ ...params!, document }, headersOf(req), serverContext);
    } catch (error) {
      // What yoga does with an error thrown by the pipeline: masked unless it is a GraphQL error.
      const masked = maskError(error, UNEXPECTED_ERROR);
      result = { errors: [masked instanceof GraphQLError ? masked : new GraphQLError(masked.message)] };
    }
    const answer =
      plainAnswer(result, mediaType!) ??
      (processRegularResult(dataMeansOk(result), capture, mediaType!) as unknown as CapturedResponse);
    const encoded = encodeBody(answer.body, req.headers['accept-encoding']);
    const headers: Record<string, string> = { ...answer.init.headers, 'content-length': String(encoded.body.length) };
    if (encoded.encoding) headers['content-encoding'] = encoded.encoding;
    res.writeHead(answer.init.status, headers).end(encoded.body);
  };

  /**
   * The document parsed and validated by the enveloped pipeline when it runs plainly, else null.
   * Documents that passed are kept by their text: the text guard, parsing and validating (armor's
   * bounds included) depend on the text and the schema alone, as yoga's own caches assume.
   */
  function prepare(req: IncomingMessage, params: Params, serverContext: ServerContext) {
    let document = valid.get(params.query);
    if (!document) {
      if (guardDocumentText(params.query)) return null;
      const request = { method: 'POST', url: req.url, headers: headersOf(req).headers };
      const enveloped = yoga.getEnveloped({ ...serverContext, request: request as unknown as Request, params });
      document = checked(enveloped, params.query) ?? undefined;
    }
    if (!document) return null;
    const operation = getOperationAST(document, params.operationName);
    if (!operation || operation.operation === 'subscription') return null;
    return document;
  }

  function checked(enveloped: Pick<Enveloped, 'parse' | 'validate' | 'schema'>, query: string): DocumentNode | null {
    let document: DocumentNode;
    try {
      document = enveloped.parse(query);
      // Armor's bounds throw rather than report: yoga answers both kinds.
      if (enveloped.validate(enveloped.schema, document).length) return null;
    } catch {
      return null;
    }
    // Bounded: a client sending ever new documents starts it afresh.
    if (valid.size >= 1000) valid.clear();
    valid.set(query, document);
    return document;
  }
}
