/**
 * One connection type per node type (`SpaceConnection`, `SpaceEdge`) for every list of that node
 * whatever field it hangs off, so clients name one edge type (Relay's `@appendNode(edgeTypeName:)`,
 * Apollo's type policies). Lists whose connection carries extra fields keep their own type.
 */
import type { InputFieldMap, InputShapeFromFields, InterfaceRef, ObjectRef } from '@pothos/core';
import type { Context } from '../request/context.ts';
import type { PageArgs, paginate } from '../request/pagination.ts';
import { builder, type ObjectFields, type SchemaTypes } from './builder.ts';

// biome-ignore lint/suspicious/noExplicitAny: one cache for connection objects of every node type
const shared = new Map<string, any>();

/** The shared connection object of a node type, made on first use. */
export function connectionOf<T>(type: ObjectRef<SchemaTypes, T> | InterfaceRef<SchemaTypes, T>) {
  const name = type.name;
  let connection = shared.get(name);
  if (!connection) {
    connection = builder.connectionObject(
      { type, name: `${name}Connection`, description: `A page of ${name} nodes (Relay connection).` },
      { name: `${name}Edge`, description: `A ${name} with its cursor.` },
    );
    shared.set(name, connection);
  }
  return connection as ReturnType<typeof makeConnection<T>>;
}

// Only for the return type of connectionOf.
const makeConnection = <T>(type: ObjectRef<SchemaTypes, T> | InterfaceRef<SchemaTypes, T>) =>
  builder.connectionObject({ type, name: '' }, { name: '' });

/** A page of nodes as `paginate` and `paginateArray` answer it. */
export type Page<T> = Awaited<ReturnType<typeof paginate<T>>>;

/**
 * The usual list under a parent (`Organization.webhooks`, `Collection.spaces`): a connection of
 * `type` nodes that `list(ctx, parentId, args)` pages, filtered by the `args` it declares beside the
 * page arguments (`Organization.teams(title:)`).
 */
export const childList = <Parent extends { id: string }, Node, Filters extends InputFieldMap = Record<never, never>>(
  t: ObjectFields<Parent>,
  type: ObjectRef<SchemaTypes, Node> | InterfaceRef<SchemaTypes, Node>,
  description: string,
  list: (ctx: Context, parentId: string, args: PageArgs & InputShapeFromFields<Filters>) => Promise<Page<Node>>,
  args?: Filters,
) =>
  t.connection(
    // Pothos cannot narrow its argument and result types over generic Filters and Node.
    { type, description, args, resolve: (parent, pageArgs, ctx) => list(ctx, parent.id, pageArgs as never) as never },
    connectionOf(type),
  );
