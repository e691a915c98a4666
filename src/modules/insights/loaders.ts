/**
 * The figures of `Site.insights`, batched over the sites a request reads (a list of sites with
 * their insights is one statement per figure, not one per site). A key is a site and a period
 * (and a limit where the figure is a top list); keys of one period and limit share a statement,
 * whose window function keeps each site's top rows.
 */
import { Prisma as P } from '../../generated/prisma/client.ts';
import { defineLoader } from '../../request/loaders.ts';

export interface FigureKey {
  siteId: string;
  from: Date;
  to: Date;
  limit: number;
}

const periodOf = (k: FigureKey) => `${k.from.toISOString()}|${k.to.toISOString()}|${k.limit}`;
const cacheKeyFn = (k: FigureKey) => `${k.siteId}|${periodOf(k)}`;

/** Runs `load` once per period and limit among `keys`, with the sites of that period; answers rows per key. */
async function perPeriod<Row extends { siteId: string }>(
  keys: readonly FigureKey[],
  load: (siteIds: string[], key: FigureKey) => Promise<Row[]>,
): Promise<Row[][]> {
  const groups = new Map<string, FigureKey[]>();
  for (const k of keys) groups.set(periodOf(k), [...(groups.get(periodOf(k)) ?? []), k]);
  const found = new Map<string, Row[]>();
  for (const [period, group] of groups) {
    const rows = await load([...new Set(group.map((k) => k.siteId))], group[0]);
    for (const row of rows) {
      const key = `${row.siteId}|${period}`;
      found.set(key, [...(found.get(key) ?? []), row]);
    }
  }
  return keys.map((k) => found.get(cacheKeyFn(k)) ?? []);
}

/** Events of each type in the period. */
export const eventCountsOf = defineLoader<FigureKey, Map<string, number>, string>(
  async (ctx, keys) =>
    (
      await perPeriod(keys, (siteIds, k) =>
        ctx.prisma.siteInsightEvent
          .groupBy({
            by: ['siteId', 'type'],
            where: { siteId: { in: siteIds }, occurredAt: { gte: k.from, lte: k.to } },
            _count: { _all: true },
          })
          .then((rows) => rows.map((r) => ({ siteId: r.siteId, type: r.type, count: r._count._all }))),
      )
    ).map((rows) => new Map(rows.map((r) => [r.type, r.count]))),
  { cacheKeyFn },
);

/** Page ratings in the period (`page_post_feedback` events). */
export const ratingsOf = defineLoader<FigureKey, { good: number; ok: number; bad: number }, string>(
  async (ctx, keys) =>
    (
      await perPeriod(keys, (siteIds, k) =>
        ctx.prisma.siteInsightEvent
          .groupBy({
            by: ['siteId', 'rating'],
            where: {
              siteId: { in: siteIds },
              occurredAt: { gte: k.from, lte: k.to },
              type: 'page_post_feedback',
              rating: { not: null },
            },
            _count: { _all: true },
          })
          .then((rows) => rows.map((r) => ({ siteId: r.siteId, rating: r.rating, count: r._count._all }))),
      )
    ).map((rows) => {
      const count = (rating: string) => rows.find((r) => r.rating === rating)?.count ?? 0;
      return { good: count('good'), ok: count('ok'), bad: count('bad') };
    }),
  { cacheKeyFn },
);

export interface TopPageRow {
  siteId: string;
  spaceId: string;
  pageId: string;
  views: number;
}

/** The most viewed pages of each site, most views first. */
export const topPagesOf = defineLoader<FigureKey, TopPageRow[], string>(
  (ctx, keys) =>
    perPeriod(
      keys,
      (siteIds, k) =>
        ctx.prisma.$queryRaw<TopPageRow[]>`
        SELECT "siteId", "spaceId", "pageId", "views" FROM (
          SELECT "siteId", "spaceId", "pageId", count(*)::int AS "views",
            row_number() OVER (PARTITION BY "siteId" ORDER BY count(*) DESC, "pageId", "spaceId") AS "rank"
          FROM "SiteInsightEvent"
          WHERE "siteId" = ANY(${siteIds}::text[]) AND "occurredAt" >= ${k.from} AND "occurredAt" <= ${k.to}
            AND "type" = 'page_view' AND "pageId" IS NOT NULL AND "spaceId" IS NOT NULL
          GROUP BY "siteId", "spaceId", "pageId"
        ) ranked WHERE "rank" <= ${k.limit}
        ORDER BY "siteId", "rank"`,
    ),
  { cacheKeyFn },
);

export interface CountedQuery {
  siteId: string;
  query: string;
  count: number;
}

/** The most frequent queries of the events `where` selects, per site. */
const rankedQueries = (where: P.Sql) =>
  defineLoader<FigureKey, CountedQuery[], string>(
    (ctx, keys) =>
      perPeriod(
        keys,
        (siteIds, k) =>
          ctx.prisma.$queryRaw<CountedQuery[]>`
          SELECT "siteId", "query", "count" FROM (
            SELECT "siteId", "query", count(*)::int AS "count",
              row_number() OVER (PARTITION BY "siteId" ORDER BY count(*) DESC, "query") AS "rank"
            FROM "SiteInsightEvent"
            WHERE "siteId" = ANY(${siteIds}::text[]) AND "occurredAt" >= ${k.from} AND "occurredAt" <= ${k.to}
              AND "query" IS NOT NULL AND ${where}
            GROUP BY "siteId", "query"
          ) ranked WHERE "rank" <= ${k.limit}
          ORDER BY "siteId", "rank"`,
      ),
    { cacheKeyFn },
  );

/** Searches that found nothing (as Quire's reader reports result counts). */
export const searchesWithNoResultOf = rankedQueries(P.sql`"type" = 'search_type_query' AND "resultCount" = 0`);
/** Questions recorded as not answered. */
export const unansweredQuestionsOf = rankedQueries(P.sql`"type" = 'ask_question' AND "answered" = false`);

export interface CommentRow {
  siteId: string;
  rating: string | null;
  comment: string;
  spaceId: string | null;
  pageId: string | null;
  occurredAt: Date;
}

/** The latest page comments of each site, newest first. */
export const commentsOf = defineLoader<FigureKey, CommentRow[], string>(
  (ctx, keys) =>
    perPeriod(
      keys,
      (siteIds, k) =>
        ctx.prisma.$queryRaw<CommentRow[]>`
        SELECT "siteId", "rating", "comment", "spaceId", "pageId", "occurredAt" FROM (
          SELECT *, row_number() OVER (PARTITION BY "siteId" ORDER BY "occurredAt" DESC, "id" DESC) AS "rank"
          FROM "SiteInsightEvent"
          WHERE "siteId" = ANY(${siteIds}::text[]) AND "occurredAt" >= ${k.from} AND "occurredAt" <= ${k.to}
            AND "type" = 'page_post_feedback_comment' AND "comment" IS NOT NULL
        ) ranked WHERE "rank" <= ${k.limit}
        ORDER BY "siteId", "rank"`,
    ),
  { cacheKeyFn },
);
