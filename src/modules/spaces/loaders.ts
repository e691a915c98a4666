import { reviveTimestamps, SPACE_COLUMNS, type SpaceJson, spaceJsonOf } from '../../db/raw-rows.ts';
import type { Space } from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { byKey, defineLoader } from '../../request/loaders.ts';

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
 * rules read (access: parent and default level; the statement orders them).
 */
const LISTED_COLUMNS = ['id', 'parentId', 'defaultLevel'];

/** How listed spaces are read: the columns (as JSON built by PostgreSQL), by a key of their set. */
export interface ListedSpaceRead extends SpaceJson {
  key: string;
}

const WHOLE_ROWS: ListedSpaceRead = { key: '*', ...spaceJsonOf(null) };

/**
 * Reads of listed spaces, by the columns asked: a few distinct ones in practice (one per kind of
 * query). Each is a prepared statement per connection, so a client sending ever new selections
 * does not get ever new statements: past this many, lists read whole rows.
 */
const listedReads = new Map<string, ListedSpaceRead>();
const MAX_LISTED_READS = 64;

/** The reads of the sets selectedNodeColumns gives (one per document's field: kept with it). */
const readsOfSets = new WeakMap<ReadonlySet<string>, ListedSpaceRead>();

/** How to read listed spaces whose selected fields read `asked` (null: whole rows). */
export function listedSpaceRead(asked: ReadonlySet<string> | null): ListedSpaceRead {
  if (!asked) return WHOLE_ROWS;
  let read = readsOfSets.get(asked);
  if (!read) {
    read = readOf(asked);
    readsOfSets.set(asked, read);
  }
  return read;
}

function readOf(asked: ReadonlySet<string>): ListedSpaceRead {
  const wanted = new Set([...LISTED_COLUMNS, ...asked]);
  const key = [...wanted].sort().join(',');
  let read = listedReads.get(key);
  if (!read) {
    if (listedReads.size >= MAX_LISTED_READS) return WHOLE_ROWS;
    read = { key, ...spaceJsonOf(wanted) };
    listedReads.set(key, read);
  }
  return read;
}

/**
 * The live (not deleted) spaces directly in a collection, in position order, by collection id and
 * how to read them (listedSpaceRead). PostgreSQL builds each collection's list as one JSON array,
 * in the order of comparePositions (byte order of position, then id). A space read with some
 * columns has only those keys: its list resolves only the fields that read them
 * (src/graphql/selection.ts), so it stands for a Space there and nowhere else.
 */
export const spacesInCollection = defineLoader<{ collectionId: string; read: ListedSpaceRead }, Space[], string>(
  async (ctx, keys) => {
    const byRead = new Map<ListedSpaceRead, string[]>();
    for (const { collectionId, read } of keys) {
      const ids = byRead.get(read);
      if (ids) ids.push(collectionId);
      else byRead.set(read, [collectionId]);
    }
    const lists = new Map<string, Space[]>();
    await Promise.all(
      [...byRead].map(async ([read, ids]) => {
        const rows = await ctx.db.rows<{ collectionId: string; spaces: Space[] }>(
          `SELECT "parentId" AS "collectionId",
                  json_agg(${read.object} ORDER BY "position" COLLATE "C", "id" COLLATE "C") AS "spaces"
           FROM "Space" WHERE "parentId" = ANY($1) AND "deletedAt" IS NULL GROUP BY "parentId"`,
          [ids],
        );
        for (const row of rows)
          lists.set(`${read.key}|${row.collectionId}`, reviveTimestamps(row.spaces, read.timestamps));
      }),
    );
    return keys.map((k) => lists.get(`${k.read.key}|${k.collectionId}`) ?? []);
  },
  { cacheKeyFn: (k) => `${k.read.key}|${k.collectionId}` },
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
