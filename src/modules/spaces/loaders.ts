import { SPACE_COLUMNS, spaceColumnsOf } from '../../db/raw-rows.ts';
import type { Space } from '../../generated/prisma/client.ts';
import { byKey, type Context, defineLoader, groupByKey } from '../../graphql/context.ts';
import { sortByPosition } from '../collections/ordering.ts';

// The two loaders of every space read: raw SQL through the driver, rows as Prisma's (src/db/raw-rows.ts).

/** A space by id, deleted or not (callers decide what a deleted space means). */
export const spaceById = defineLoader<string, Space | null>(async (ctx, ids) =>
  byKey(
    ids,
    await ctx.db.rows<Space>(`SELECT ${SPACE_COLUMNS} FROM "Space" WHERE "id" = ANY($1)`, [[...ids]]),
    (s) => s.id,
  ),
);

/**
 * The columns every listed space is read with, whatever is selected: its id and what the list's
 * rules read (access: organization, parent and default level; order: position).
 */
const LISTED_COLUMNS = ['id', 'organizationId', 'parentId', 'defaultLevel', 'position'];

/**
 * Column lists of listed spaces, by the columns asked: a few distinct ones in practice (one per
 * kind of query). Each is a prepared statement per connection, so a client sending ever new
 * selections does not get ever new statements: past this many, lists read whole rows.
 */
const columnLists = new Map<string, string>();
const MAX_COLUMN_LISTS = 64;

/** The SQL column list for listed spaces that read `asked` (null: whole rows). */
export function listedSpaceColumns(asked: Iterable<string> | null): string {
  if (!asked) return SPACE_COLUMNS;
  const wanted = new Set([...LISTED_COLUMNS, ...asked]);
  const key = [...wanted].sort().join(',');
  let list = columnLists.get(key);
  if (!list) {
    if (columnLists.size >= MAX_COLUMN_LISTS) return SPACE_COLUMNS;
    list = spaceColumnsOf(wanted);
    columnLists.set(key, list);
  }
  return list;
}

/**
 * The live (not deleted) spaces directly in a collection, in position order, by collection id and
 * the columns to read (from listedSpaceColumns). A row read with some columns has only those keys:
 * its list resolves only the fields that read them (src/graphql/selection.ts), so it stands for a
 * Space there and nowhere else.
 */
export const spacesInCollection = defineLoader<{ collectionId: string; columns: string }, Space[], string>(
  async (ctx, keys) => {
    const byColumns = new Map<string, string[]>();
    for (const { collectionId, columns } of keys)
      byColumns.set(columns, [...(byColumns.get(columns) ?? []), collectionId]);
    const lists = new Map<string, Space[]>();
    await Promise.all(
      [...byColumns].map(async ([columns, ids]) => {
        const rows = await ctx.db.rows<Space>(
          `SELECT ${columns} FROM "Space" WHERE "parentId" = ANY($1) AND "deletedAt" IS NULL`,
          [ids],
        );
        const grouped = groupByKey(ids, rows, (s) => s.parentId!);
        for (const [i, id] of ids.entries()) lists.set(`${columns}|${id}`, sortByPosition(grouped[i]));
      }),
    );
    return keys.map((k) => lists.get(`${k.columns}|${k.collectionId}`)!);
  },
  { cacheKeyFn: (k) => `${k.columns}|${k.collectionId}` },
);

/** A space's counters (columns kept by triggers on Comment and ChangeRequest). */
export type SpaceCounters = Pick<
  Space,
  'openComments' | 'changeRequestTotal' | 'openChangeRequests' | 'draftChangeRequests'
>;

/** The counters read now, not cached for the request (a mutation may have just changed them). */
const currentSpaceCounters = defineLoader<string, (SpaceCounters & { id: string }) | null>(
  async (ctx, ids) =>
    byKey(
      ids,
      await ctx.prisma.space.findMany({
        where: { id: { in: [...ids] } },
        select: {
          id: true,
          openComments: true,
          changeRequestTotal: true,
          openChangeRequests: true,
          draftChangeRequests: true,
        },
      }),
      (s) => s.id,
    ),
  { cache: false },
);

/**
 * A counter of a space as the response should show it: a query reads the row it already has (no
 * statement, no promise); a mutation or an event reads it again, since the row may have been
 * loaded before the write that changed it.
 */
export function spaceCounter(
  ctx: Context,
  space: Space,
  info: { operation: { operation: string } },
  counter: keyof SpaceCounters,
): number | Promise<number> {
  if (info.operation.operation === 'query') return space[counter];
  return currentSpaceCounters(ctx)
    .load(space.id)
    .then((current) => (current ?? space)[counter]);
}
