/** Field declarations that many modules share: inputs, mutations, and children found by id. */
import type { EnumRef, InputObjectRef, InterfaceRef, ObjectRef } from '@pothos/core';
import type { Context } from '../request/context.ts';
import type { InputFields, ObjectFields, SchemaTypes } from './builder.ts';
import { idOf } from './global-ids.ts';

/** A required id input that is also a REST path parameter: `what` names the object it names. */
export const pathId = (t: InputFields, what: string) =>
  t.id(idOf({ description: `Global id or REST key of the ${what} (REST: path parameter).`, required: true }));

/**
 * The usual child found by id under a parent (`Organization.team(teamId:)`): the required id
 * argument `arg.name` (the global id or REST key of the `arg.what`), and `get(ctx, parentId, id)`
 * answers it or throws (404 when absent).
 */
export const childById = <Parent extends { id: string }, Node>(
  t: ObjectFields<Parent>,
  type: ObjectRef<SchemaTypes, Node> | InterfaceRef<SchemaTypes, Node>,
  description: string,
  arg: { name: string; what: string },
  get: (ctx: Context, parentId: string, id: string) => Promise<Node>,
) =>
  t.field({
    type,
    description,
    args: { [arg.name]: t.arg.id(idOf({ description: `Global id or REST key of the ${arg.what}.`, required: true })) },
    // Pothos cannot narrow its conditional result type over a generic Node.
    resolve: (parent, args, ctx) => get(ctx, parent.id, args[arg.name]) as never,
  });

/** `t` of the mutation type's fields. */
export type MutationFields = PothosSchemaTypes.MutationFieldBuilder<SchemaTypes, object>;

/**
 * A mutation of GraphQL's input convention: one required `input` argument, a payload, and the
 * typed errors (`BaseError` members) as results. `resolve` gets the input and the request's context.
 */
export function inputMutation<Input extends object, Payload extends object>(
  t: MutationFields,
  options: {
    type: ObjectRef<SchemaTypes, Payload>;
    input: InputObjectRef<SchemaTypes, Input>;
    description: string;
    resolve: (input: Input, ctx: Context) => Payload | Promise<Payload>;
  },
) {
  return t.field({
    type: options.type,
    description: options.description,
    errors: {},
    args: { input: t.arg({ type: options.input, required: true }) },
    // Pothos cannot narrow its conditional argument and result types over generic Input and Payload.
    resolve: (_root, args, ctx) => options.resolve((args as { input: Input }).input, ctx) as never,
  });
}

/** Keys of `Parent` whose values are `Value`. */
type KeysHolding<Parent, Value> = { [K in keyof Parent]: Parent[K] extends Value ? K : never }[keyof Parent] & string;

/**
 * A text column exposed as an enum (`Comment.status`). The column holds the enum's wire values,
 * which the services check on write, so the value passes through as it is.
 */
export function enumColumn<Parent, Value extends string>(
  t: ObjectFields<Parent>,
  column: KeysHolding<Parent, string | null>,
  type: EnumRef<SchemaTypes, Value>,
  description: string,
  options: { nullable?: boolean } = {},
) {
  const resolve = (row: Parent) => row[column] as never;
  return options.nullable
    ? t.field({ type, description, nullable: true, resolve })
    : t.field({ type, description, resolve });
}

/** A text-array column exposed as a list of an enum's values (`Integration.scopes`); see enumColumn. */
export function enumListColumn<Parent, Value extends string>(
  t: ObjectFields<Parent>,
  column: KeysHolding<Parent, string[]>,
  type: EnumRef<SchemaTypes, Value>,
  description: string,
) {
  return t.field({ type: [type], description, resolve: (row) => row[column] as never });
}
