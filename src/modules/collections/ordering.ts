/**
 * Explicit ordering of content: spaces and collections share one ordering among the siblings
 * of a parent (a collection, or the top level of an organization). Each item keeps a fractional
 * position (`fractional-indexing` keys), so inserting or moving an item is one write.
 *
 * Keys are compared as ASCII strings ("0-9A-Za-z"). Database collations may order mixed case
 * differently ("a" < "B"), so siblings are always sorted here, never by ORDER BY position.
 */
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import type { Prisma } from '../../db/prisma.ts';
import { BadRequestError } from '../../errors.ts';

export type ContentKind = 'space' | 'collection';

export interface Sibling {
  type: ContentKind;
  id: string;
  position: string;
}

/** A neighbour named by a move: `{ type: space, space: id }` or `{ type: collection, collection: id }`. */
export interface ContentPointer {
  type: ContentKind;
  id: string;
}

export interface ContentPosition {
  before?: ContentPointer | null;
  after?: ContentPointer | null;
}

/** Byte-order comparison of positions, ties broken by kind and id (stable and total). */
export function comparePositions(
  a: Pick<Sibling, 'position' | 'id'> & { type?: ContentKind },
  b: Pick<Sibling, 'position' | 'id'> & { type?: ContentKind },
): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  if ((a.type ?? '') !== (b.type ?? '')) return (a.type ?? '') < (b.type ?? '') ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export const sortByPosition = <T extends Pick<Sibling, 'position' | 'id'> & { type?: ContentKind }>(items: T[]): T[] =>
  [...items].sort(comparePositions);

type Db = Pick<Prisma, 'space' | 'collection'>;

/** The live (not deleted) spaces and the collections directly under `parentId` (null: top level), in order. */
export async function loadSiblings(db: Db, organizationId: string, parentId: string | null): Promise<Sibling[]> {
  const [spaces, collections] = await Promise.all([
    db.space.findMany({ where: { organizationId, parentId, deletedAt: null }, select: { id: true, position: true } }),
    db.collection.findMany({ where: { organizationId, parentId }, select: { id: true, position: true } }),
  ]);
  return sortByPosition<Sibling>([
    ...spaces.map((s) => ({ type: 'space' as const, id: s.id, position: s.position })),
    ...collections.map((c) => ({ type: 'collection' as const, id: c.id, position: c.position })),
  ]);
}

export interface Placement {
  /** The position of the placed item. */
  position: string;
  /** Its index among the siblings once placed. */
  index: number;
  /** Siblings whose position must be rewritten (only when existing keys collided). */
  renumbered: Sibling[];
}

const same = (s: Sibling, p: ContentPointer) => s.type === p.type && s.id === p.id;

/**
 * Where an item goes among `siblings` (which must not contain the item itself): at the end when
 * `position` names no neighbour, right after `after`, right before `before` (both: between them,
 * which must then be adjacent). A neighbour that is not a sibling is a 400 naming the field.
 */
export function place(siblings: Sibling[], position?: ContentPosition | null): Placement {
  const list = sortByPosition(siblings);
  const indexOf = (p: ContentPointer, field: string) => {
    const i = list.findIndex((s) => same(s, p));
    if (i < 0)
      throw new BadRequestError(
        `Invalid '${field}': the ${p.type} '${p.id}' is not a sibling under the target parent`,
        field,
      );
    return i;
  };
  return keyAt(list, insertionIndex(list.length, position?.before, position?.after, indexOf));
}

/**
 * The index an item goes to in a sorted list of `length` siblings: right after `after`, right
 * before `before` (both: between them, which must then be adjacent), at the end when neither is
 * given. `indexOf` finds a neighbour, or throws the 400 naming `field` when it is not a sibling.
 */
export function insertionIndex<P>(
  length: number,
  before: P | null | undefined,
  after: P | null | undefined,
  indexOf: (neighbour: P, field: string) => number,
): number {
  if (after && before) {
    const a = indexOf(after, 'position.after');
    const b = indexOf(before, 'position.before');
    if (a + 1 !== b)
      throw new BadRequestError(`Invalid 'position': 'after' and 'before' must be adjacent siblings`, 'position');
    return b;
  }
  if (after) return indexOf(after, 'position.after') + 1;
  if (before) return indexOf(before, 'position.before');
  return length;
}

/** The key for index `index` in a sorted list; renumbers every sibling if neighbours collide. */
export function keyAt(list: Sibling[], index: number): Placement {
  const prev = list[index - 1]?.position ?? null;
  const next = list[index]?.position ?? null;
  if (prev === null || next === null || prev < next) {
    try {
      return { position: generateKeyBetween(prev, next), index, renumbered: [] };
    } catch {
      // An invalid stored key: fall through and renumber.
    }
  }
  // Two siblings share a key (concurrent inserts) or a key is invalid: spread fresh keys.
  const keys = generateNKeysBetween(null, null, list.length + 1);
  const renumbered: Sibling[] = [];
  list.forEach((s, i) => {
    const key = keys[i < index ? i : i + 1];
    if (key !== s.position) renumbered.push({ ...s, position: key });
  });
  return { position: keys[index], index, renumbered };
}

/** Position after the last sibling. */
export const positionAtEnd = (siblings: Sibling[]): Placement => keyAt(sortByPosition(siblings), siblings.length);

/** Writes the positions of renumbered siblings. */
export async function applyRenumbering(db: Db, renumbered: Sibling[]) {
  for (const s of renumbered) {
    if (s.type === 'space') await db.space.update({ where: { id: s.id }, data: { position: s.position } });
    else await db.collection.update({ where: { id: s.id }, data: { position: s.position } });
  }
}
