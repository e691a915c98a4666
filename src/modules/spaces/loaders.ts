import { SPACE_COLUMNS } from '../../db/raw-rows.ts';
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

/** The live (not deleted) spaces directly in a collection, by collection id, in position order. */
export const spacesInCollection = defineLoader<string, Space[]>(async (ctx, ids) => {
  const rows = await ctx.db.rows<Space>(
    `SELECT ${SPACE_COLUMNS} FROM "Space" WHERE "parentId" = ANY($1) AND "deletedAt" IS NULL`,
    [[...ids]],
  );
  return groupByKey(ids, rows, (s) => s.parentId!).map((list) => sortByPosition(list));
});

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
