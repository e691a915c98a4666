/**
 * Mutation payloads that carry one object (`{ section }`, `{ member }`...): the object after the
 * change and, for the mutations that answer them, `returnMinimal` (`Prefer: return=minimal`) and
 * `location` (the REST address of what a create made).
 */
import type { ObjectRef } from '@pothos/core';
import { builder, type SchemaTypes } from './builder.ts';
import { returnMinimal } from './prefer.ts';

interface PayloadExtras {
  /** Add `returnMinimal`: the REST row answers 204 when the request asked for it. */
  returnMinimal?: true;
  /** Add `location`: the new resource in the REST API. */
  location?: true;
}

type Payload<Field extends string, Shape> = { [K in Field]: Shape } & { returnMinimal?: boolean; location?: string };

/** A payload `name` whose `field` is the object (`type`), described by `description`, with the asked extras. */
export function objectPayload<Field extends string, Shape>(
  name: string,
  field: Field,
  type: ObjectRef<SchemaTypes, Shape>,
  description: string,
  extras: PayloadExtras = {},
): ObjectRef<SchemaTypes, Payload<Field, Shape>> {
  const payload = builder.simpleObject(name, {
    fields: (t) => ({
      [field]: t.field({ type: type as ObjectRef<SchemaTypes, unknown>, description }),
      ...(extras.returnMinimal && { returnMinimal: returnMinimal(t) }),
      ...(extras.location && {
        location: t.string({ description: 'The new resource in the REST API (the Location header of REST creates).' }),
      }),
    }),
  });
  // The field's key is a type parameter, which Pothos cannot follow into the payload's shape.
  return payload as unknown as ObjectRef<SchemaTypes, Payload<Field, Shape>>;
}
