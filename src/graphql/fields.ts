/** Field declarations that many modules' inputs share. */
import type { InputObjectRef, ObjectRef } from '@pothos/core';
import type { InputFields, SchemaTypes } from './builder.ts';
import type { Context } from './context.ts';

/** A required id input that is also a REST path parameter: `what` names the object it names. */
export const pathId = (t: InputFields, what: string) =>
  t.id({ description: `Global id or REST key of the ${what} (REST: path parameter).`, required: true });

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
