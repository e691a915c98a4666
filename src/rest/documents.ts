/**
 * Pieces of the GraphQL documents and replies that REST rows share. A row's document names the
 * fields the REST body needs; these build the parts every row writes the same way.
 */
import type { ByteStream, EventStream, RestInput, RestReply } from './route.ts';

/** What a connection selects for its REST list body (`count`, `next.page`). */
export const LIST = /* GraphQL */ `totalCount pageInfo { hasNextPage endCursor }`;

export interface MutationDocument {
  /** The selection on the payload, e.g. `space { ...SpaceFields }` or `deleted`. */
  select: string;
  /** Fragment definitions the selection uses. */
  fragments?: string;
  /** Extra variable declarations, e.g. `$format: String`. */
  variables?: string;
  /** The payload type, when it is not `<Field>Payload`. */
  payload?: string;
}

/**
 * `mutation ($input: <inputType>!) { <field>(input: $input) { ... } }` selecting the payload and
 * the typed errors (`BaseError`), which the adapter turns into the REST status.
 */
export function mutationDocument(field: string, inputType: string, document: MutationDocument): string {
  const payload = document.payload ?? `${field[0].toUpperCase()}${field.slice(1)}Payload`;
  const variables = document.variables ? `, ${document.variables}` : '';
  return /* GraphQL */ `
  mutation ($input: ${inputType}!${variables}) {
    ${field}(input: $input) {
      __typename
      ... on ${payload} { ${document.select} }
      ... on BaseError { message status }
    }
  } ${document.fragments ?? ''}`;
}

/**
 * The mutations of a module that answer one object in its REST form: `payloadField` is the
 * payload's field holding it, `fragments` the REST fields, whose first fragment is spread.
 * `also` selects more of the payload beside it.
 */
export function mutationsReturning(payloadField: string, fragments: string) {
  const fragment = /fragment\s+(\w+)\s+on\b/.exec(fragments)?.[1];
  if (!fragment) throw new Error(`mutationsReturning(${payloadField}): no fragment definition in its fields`);
  return (field: string, inputType: string, also = '') =>
    mutationDocument(field, inputType, { select: `${also} ${payloadField} { ...${fragment} }`.trim(), fragments });
}

/** A DELETE row's mutation: `{ deleted }` (see deleteReply). */
export const deleteDocument = (field: string, inputType: string) =>
  mutationDocument(field, inputType, { select: 'deleted' });

/**
 * What a custom reply answers, by status, for the OpenAPI document (src/rest/openapi.ts): `true`
 * the answered value, `false` no body, a field name that field of it, `binary` a file, `events`
 * Server-Sent Events, `schema` a body the reply builds (described by that schema, or by one built
 * from the answered value's fields), `list` the list envelope of one of its connections (`with`:
 * other fields added beside `items`).
 */
export type ReplyBody =
  | boolean
  | string
  | { binary: true }
  | { events: true }
  /**
   * A JSON body described by this JSON Schema, or by one built from the answered value's fields
   * (a reply whose body depends on the request).
   */
  | {
      schema: Record<string, unknown> | ((field: (name: string) => Record<string, unknown>) => Record<string, unknown>);
    }
  | { list: string; with?: string[] };
export type ReplyShape = Record<number, ReplyBody>;

/** Shapes of the reply functions, read by the OpenAPI generator. */
export const replyShapes = new WeakMap<object, ReplyShape>();

/** Declares the statuses and bodies of a custom reply. */
export function shaped<F extends (value: never, input: RestInput) => RestReply>(shape: ReplyShape, reply: F): F {
  replyShapes.set(reply, shape);
  return reply;
}

/** Creates answer 201 with a Location header naming the new resource (its `urls.location`). */
export const created = shaped({ 201: true }, (value: unknown): RestReply => {
  const location = (value as { urls?: { location?: unknown } } | null)?.urls?.location;
  return { status: 201, body: value, headers: typeof location === 'string' ? { location } : undefined };
});

export const isByteStream = (v: unknown): v is ByteStream =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as ByteStream).length === 'number' &&
  typeof (v as ByteStream).open === 'function';

/**
 * Bytes reach a REST row beside its GraphQL result: a field of the row's operation offers them
 * for the request it runs for (the context's `request`, which is the adapter's), and the row's
 * reply finds them in its input (`RestInput.stream`). On /graphql nothing takes them: a stream is
 * opened only by the adapter.
 */
const offered = new WeakMap<object, ByteStream>();

export const offerStream = (request: object, stream: ByteStream) => void offered.set(request, stream);

export const offeredStream = (request: object): ByteStream | undefined => offered.get(request);

/** How long offered events wait for a REST reply to take them (over /graphql none does). */
const UNCLAIMED_MS = 5_000;
const offeredEventStreams = new WeakMap<object, { stream: EventStream; timer: NodeJS.Timeout }>();

/**
 * Events reach a REST row as bytes do (above): a field offers them for its request, and the row's
 * reply finds them in `RestInput.events`. Offered events no reply takes are cancelled.
 */
export function offerEvents(request: object, stream: EventStream) {
  const timer = setTimeout(() => {
    offeredEventStreams.delete(request);
    stream.cancel();
  }, UNCLAIMED_MS);
  timer.unref();
  offeredEventStreams.set(request, { stream, timer });
}

export function offeredEvents(request: object): EventStream | undefined {
  const found = offeredEventStreams.get(request);
  if (!found) return undefined;
  clearTimeout(found.timer);
  offeredEventStreams.delete(request);
  return found.stream;
}

export const isEventStream = (v: unknown): v is EventStream =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as EventStream).cancel === 'function' &&
  Symbol.asyncIterator in Object((v as EventStream).events);

/** A reply of Server-Sent Events. */
export const eventsReply = (events: EventStream, headers: Record<string, string> = {}): RestReply => ({
  status: 200,
  body: events,
  headers,
});

/**
 * Uploaded bytes as a sandboxed download: `nosniff`, a `sandbox` CSP, and `attachment` unless a
 * raster image, so an uploaded HTML or SVG file cannot run script in the API's origin (an `<img>`
 * still shows an image). `headers` adds the caching that fits the address.
 */
export function fileReply(
  file: { name: string; contentType: string },
  body: Uint8Array | ByteStream,
  headers: Record<string, string>,
): RestReply {
  const inline = /^image\/(png|jpeg|gif|webp|avif|bmp)$/.test(file.contentType);
  return {
    status: 200,
    body,
    headers: {
      'content-type': file.contentType,
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      ...headers,
    },
  };
}

/** A mutation payload as REST replies see it (after the adapter's `pick`, or whole). */
type Payload = Record<string, unknown> | null | undefined;

/** Creates whose payload carries the resource in `field` and its URL in `location`: 201 and a Location header. */
export const createdFrom = (field: string) =>
  shaped(
    { 201: field },
    (value: Payload): RestReply => ({
      status: 201,
      body: value?.[field],
      headers: typeof value?.location === 'string' ? { location: value.location } : undefined,
    }),
  );

/**
 * `Prefer: return=minimal` (the payload's `returnMinimal`) answers 204 without a body and with
 * `Preference-Applied`; otherwise `status` with the payload's `field`.
 */
export const minimalOr = (field: string, status = 200) =>
  shaped(
    { [status]: field, 204: false },
    (value: Payload): RestReply =>
      value?.returnMinimal
        ? { status: 204, headers: { 'preference-applied': 'return=minimal' } }
        : { status, body: value?.[field] },
  );

/** A Relay connection as selected with LIST. */
export interface Connection {
  totalCount?: number;
  pageInfo?: { hasNextPage?: boolean; endCursor?: string | null };
  edges: { node: unknown }[];
}

export const isConnection = (v: unknown): v is Connection =>
  !!v && typeof v === 'object' && Array.isArray((v as Connection).edges) && !!(v as Connection).pageInfo;

/** Relay connection -> the spec's list envelope `{ next?: { page }, count, items }`. */
export function listBody(connection: Connection): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (connection.pageInfo?.hasNextPage && connection.pageInfo.endCursor)
    out.next = { page: connection.pageInfo.endCursor };
  if (typeof connection.totalCount === 'number') out.count = connection.totalCount;
  out.items = connection.edges.map((e) => e.node);
  return out;
}
