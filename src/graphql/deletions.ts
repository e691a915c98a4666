/**
 * Delete payloads carry the deleted object's global id beside `deleted`, so that a client can drop
 * it from its normalized store and from the lists that hold it (Relay's `@deleteRecord` and
 * `@deleteEdge(connections:)`, Apollo's `cache.evict`).
 */
import type { ObjectRef } from '@pothos/core';
import { builder, type SchemaTypes } from './builder.ts';
import { encodeGlobalId } from './global-ids.ts';

export interface Deletion {
  deleted: boolean;
  deletedId: string | null;
}

/** What a delete resolver returns: `deleted`, and the global id of what it deleted (null when nothing was). */
export const deletion = (typename: string, key: string, deleted: boolean): Deletion => ({
  deleted,
  deletedId: deleted ? encodeGlobalId(typename, key) : null,
});

/** Adds `deletedId` to a delete payload whose resolver returns a `deletion(...)`. */
export function withDeletedId<T extends { deleted: boolean }>(payload: ObjectRef<SchemaTypes, T>) {
  builder.objectField(payload, 'deletedId', (t) =>
    t.id({
      nullable: true,
      description:
        'Global id of the deleted object, for clients to drop it from their store and lists; null when nothing was deleted.',
      resolve: (p) => (p as T & Partial<Deletion>).deletedId ?? null,
    }),
  );
  return payload;
}
