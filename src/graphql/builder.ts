import SchemaBuilder, { type ArgBuilder, type InputFieldBuilder } from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import SimpleObjectsPlugin from '@pothos/plugin-simple-objects';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, PreconditionFailedError } from '../errors.ts';
import type { Context } from '../request/context.ts';
import { asGraphQLError } from './errors.ts';
import { globalIdPlugin } from './global-ids.ts';

export const builder = new SchemaBuilder<{
  Context: Context;
  DefaultFieldNullability: false;
  Scalars: {
    // Arguments that name an object take its global id or its REST key: both are strings.
    ID: { Input: string; Output: string };
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
  };
  Connection: { totalCount: number | (() => number | Promise<number>) };
}>({
  // globalIdPlugin: arguments declared with `idOf` take a global id or a REST key (global-ids.ts).
  plugins: [ErrorsPlugin, SimpleObjectsPlugin, RelayPlugin, globalIdPlugin],
  defaultFieldNullability: false,
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // `nodes` beside `edges` on every connection (GitHub's convention), for clients that need no cursors.
    nodesOnConnection: { description: 'The nodes of the edges, for clients that need no cursors.' },
    // Descriptions of what the plugin generates (Node, PageInfo, connections, edges, page arguments).
    nodeTypeOptions: { description: 'An object that can be fetched again by its global `id` (`Query.node`).' },
    idFieldOptions: {
      description: 'Globally unique id of the object (opaque; `Query.node` takes it). REST paths use `key`.',
    },
    nodeQueryOptions: {
      description: 'The object with this global id, or null when it does not exist or is not visible.',
      args: { id: { description: 'Global id of the object (an `id` field of the graph).' } },
    },
    nodesQueryOptions: {
      description:
        'The objects with these global ids, in the same order; null for each that does not exist or is not visible.',
      args: { ids: { description: 'Global ids of the objects.' } },
    },
    pageInfoTypeOptions: { description: 'Where a page of a connection sits in the whole list.' },
    hasNextPageFieldOptions: { description: 'Whether items follow this page (page on with `after: endCursor`).' },
    hasPreviousPageFieldOptions: {
      description: 'Whether items precede this page (page back with `before: startCursor`).',
    },
    startCursorFieldOptions: { description: 'Cursor of the first item of the page; null when the page is empty.' },
    endCursorFieldOptions: {
      description: 'Cursor of the last item of the page; null when the page is empty. REST gives it as `next.page`.',
    },
    defaultConnectionTypeOptions: {
      description:
        'A page of a list (Relay connection): the items as `edges` (with cursors) or `nodes`, and `pageInfo`.',
    },
    defaultEdgeTypeOptions: { description: 'An item of a list with its cursor.' },
    edgesFieldOptions: { description: 'The items of the page, each with its cursor.' },
    pageInfoFieldOptions: { description: 'Cursors and whether more items precede or follow this page.' },
    nodeFieldOptions: { description: 'The item.' },
    cursorFieldOptions: { description: 'Opaque cursor of the item, for `after` or `before`.' },
    firstArgOptions: {
      description: 'Return at most this many items from the start (0 to 1000; default 100). REST: `limit`.',
    },
    lastArgOptions: { description: 'Return at most this many items from the end (0 to 1000).' },
    afterArgOptions: { description: 'Return the items after this cursor (an `endCursor`). REST: `page`.' },
    beforeArgOptions: { description: 'Return the items before this cursor (a `startCursor`).' },
  },
  errors: {
    // Mutations with `errors: {}` return these as union members instead of top-level errors.
    defaultTypes: [BadRequestError, ForbiddenError, NotFoundError, ConflictError, PreconditionFailedError],
    directResult: true,
    defaultUnionOptions: {
      description: 'The result of a mutation: its payload, or one of the typed errors (`BaseError`) when it failed.',
    },
  },
});

/** The schema's Pothos types, for helpers that take a field or argument builder. */
export type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
/** `t.arg` of a field: helpers that declare shared arguments take it. */
export type Args = ArgBuilder<SchemaTypes>;
/** `t` of an object type's fields: helpers that declare fields shared by two types take it. */
export type ObjectFields<Shape> = PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, Shape>;
/** `t` of a simple object's fields (payloads): helpers that declare shared payload fields take it. */
export type SimpleObjectFields = PothosSchemaTypes.RootFieldBuilder<SchemaTypes, unknown, 'SimpleObject'>;
/** `t` of an input type's fields: helpers that declare shared input fields take it. */
export type InputFields = InputFieldBuilder<SchemaTypes, 'InputObject'>;

// Every connection carries the total count (REST `count`).
builder.globalConnectionFields((t) => ({
  totalCount: t.int({
    description: 'Total number of items in the list (all pages).',
    resolve: (parent) => (typeof parent.totalCount === 'function' ? parent.totalCount() : parent.totalCount),
  }),
}));

builder.queryType({ description: 'The entry points for reading: the viewer, lookups by id and lists.' });
builder.mutationType({
  description: 'Every change. Expected failures are typed results (`BaseError`), not GraphQL errors.',
});

builder.scalarType('DateTime', {
  description: 'An ISO 8601 date-time string.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(date.getTime()))
      throw asGraphQLError(new BadRequestError('Invalid date-time'));
    return date;
  },
});

builder.scalarType('JSON', {
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
});

// Typed errors: every expected failure is a BaseError with a message, a code and an HTTP status.
const BaseError = builder.interfaceRef<BadRequestError>('BaseError').implement({
  description: 'An expected failure: the REST adapter answers `status` with `message`.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'What went wrong, for people (the REST error body `message`).' }),
    code: t.exposeString('code', { description: 'Machine-readable kind of error, e.g. `BAD_REQUEST`, `NOT_FOUND`.' }),
    status: t.exposeInt('status', {
      description: 'The HTTP status REST answers for this error (400, 403, 404, 409, 412).',
    }),
  }),
});

for (const [cls, description] of [
  [BadRequestError, 'The input is invalid (HTTP 400).'],
  [ForbiddenError, 'The caller may see the resource but not do this (HTTP 403).'],
  [NotFoundError, 'The resource does not exist or is not visible to the caller (HTTP 404).'],
  [ConflictError, 'The request conflicts with the current state (HTTP 409).'],
  [PreconditionFailedError, 'A precondition of the operation does not hold (HTTP 412).'],
] as const) {
  builder.objectType(cls as typeof BadRequestError, {
    name: cls.name,
    description,
    interfaces: [BaseError],
    isTypeOf: (value) => value instanceof cls,
    fields: (t) => ({
      field: t.string({
        nullable: true,
        description: 'The input field at fault, when known.',
        resolve: (e) => e.field ?? null,
      }),
    }),
  });
}
