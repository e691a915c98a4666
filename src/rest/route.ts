/** A REST route is a row: method, `/v1` path, a GraphQL operation, and how to map in and out. */

export type QueryParamType = 'string' | 'int' | 'boolean' | 'string[]';

/**
 * Bytes a REST row answers as they are read (a stored file), of a length known before the first
 * one: the adapter sends them with that `content-length`, opening the stream only for a body it
 * writes (not for HEAD or a 304) and reading on as the client takes them.
 */
export interface ByteStream {
  length: number;
  open(): AsyncIterable<Uint8Array>;
}

/**
 * Events a REST row answers as Server-Sent Events (`text/event-stream`): each value a `data` event
 * of its JSON, then `event: done`; a failure once the stream has started is an `event: error`
 * whose data is the error body (GitBook's client reads both). `cancel` ends the source early
 * (the client went away).
 */
export interface EventStream {
  events: AsyncIterable<unknown>;
  cancel(): void;
}

export interface RestInput {
  params: Record<string, string>;
  /** Query parameters, typed per the route's `query` declaration. */
  query: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
  /** Bytes a field of the row's operation offered as the body (`offerStream`, src/rest/documents.ts). */
  stream?: ByteStream;
  /** Events a field of the row's operation offered (`offerEvents`, src/rest/documents.ts). */
  events?: EventStream;
}

export interface RestReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** e.g. `/v1/orgs/{organizationId}/members/{userId}` */
  path: string;
  /**
   * What the operation does, in a few words (`/v1/reference` lists operations by it): GitBook's
   * summary where its OpenAPI document has the operation, unique across the table. Every row of
   * the API's table has one and a description (test/rest-docs.test.ts).
   */
  summary?: string;
  /**
   * What it does here, in a few sentences: who may call it, what it answers and what it refuses
   * when that is not obvious from the path.
   */
  description?: string;
  /**
   * Whether a published site's reader may call it with a site token (src/request/authenticate.ts):
   * what GitBook's reader front end reads of a published site. Every row decides
   * (test/route-callers.test.ts); members, the instance admin and anonymous callers reach every
   * row, and the services decide what each may do there.
   */
  reader: boolean;
  /** One GraphQL operation with a single root field. */
  operation: string;
  /** Declared query parameters (others are ignored). `page` and `limit` map to `after`/`first`. */
  query?: Record<string, QueryParamType>;
  /** Whether the route takes a JSON body (passed as `$input` unless `variables` says otherwise). */
  body?: boolean;
  /** Builds the operation's variables; default: path params, typed query values, `input` = body. */
  variables?: (input: RestInput) => Record<string, unknown>;
  /** Field of the root payload that is the REST body (e.g. `space` in `{ space }`). */
  pick?: string;
  /** Success status (default 200; creates 201). */
  status?: number;
  /**
   * Custom reply from the converted value (e.g. DELETE 205/204). A method, so rows may declare
   * the shape their document selects.
   */
  reply?(value: unknown, input: RestInput): RestReply;
}

export const route = (r: RestRoute): RestRoute => r;

/** DELETE rows answer 205 when something was deleted and 204 when it did not exist. */
export const deleteReply = (value: { deleted: boolean }): RestReply => ({ status: value.deleted ? 205 : 204 });
