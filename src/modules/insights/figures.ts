/**
 * The figures a writer acts on, for `Site.insights(from, to)`: most read pages, searches that found
 * nothing, questions left unanswered, page feedback. Each figure is one statement over the site's
 * events in the period, run only when its field is selected.
 *
 * - Searches with no result are `search_type_query` events whose result count is 0: Quire's
 *   reader reports it; GitBook's reader sends no count, so its searches do not count here.
 * - Questions not answered are `ask_question` events recorded as unanswered (Quire's AI answers
 *   report it through `recordSiteEvents`).
 * - Ratings count `page_post_feedback` events; comments are the `page_post_feedback_comment` ones
 *   (GitBook's reader sends a rating, then the comment with the rating again).
 */
import { findPage } from '../../engine/tree.ts';
import { BadRequestError } from '../../errors.ts';
import type { Site } from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { currentRevision, treeOf } from '../content/service.ts';
import { requireSiteReader } from '../sites/service.ts';
import { spaceById } from '../spaces/loaders.ts';

export const DEFAULT_PERIOD_DAYS = 30;
export const FIGURES_MAX = 100;
export const FIGURES_DEFAULT = 10;

export interface Period {
  site: Site;
  from: Date;
  to: Date;
}

/** The site's insights over `from`..`to` (default: the last 30 days), for those who may read the site. */
export async function siteInsights(
  ctx: Context,
  site: Site,
  args: { from?: Date | null; to?: Date | null },
): Promise<Period> {
  await requireSiteReader(ctx, site);
  const to = args.to ?? new Date();
  const from = args.from ?? new Date(to.getTime() - DEFAULT_PERIOD_DAYS * 86_400_000);
  if (from > to) throw new BadRequestError("Invalid 'from': must not be after 'to'", 'from');
  return { site, from, to };
}

function limitOf(limit: number | null | undefined): number {
  const n = limit ?? FIGURES_DEFAULT;
  if (!Number.isInteger(n) || n < 1 || n > FIGURES_MAX)
    throw new BadRequestError(`Invalid 'limit': between 1 and ${FIGURES_MAX}`, 'limit');
  return n;
}

const within = (p: Period) => ({ siteId: p.site.id, occurredAt: { gte: p.from, lte: p.to } });

/** Once per period (one request's `insights` field) for the several fields that read it. */
function once<T>(load: (ctx: Context, p: Period) => Promise<T>) {
  const done = new WeakMap<Period, Promise<T>>();
  return (ctx: Context, p: Period): Promise<T> => {
    let found = done.get(p);
    if (!found) {
      found = load(ctx, p);
      done.set(p, found);
    }
    return found;
  };
}

/** Events of each type in the period. */
export const eventCounts = once(async (ctx, p): Promise<Map<string, number>> => {
  const rows = await ctx.prisma.siteInsightEvent.groupBy({ by: ['type'], where: within(p), _count: { _all: true } });
  return new Map(rows.map((r) => [r.type, r._count._all]));
});

export async function topPages(ctx: Context, p: Period, limit?: number | null) {
  const rows = await ctx.prisma.siteInsightEvent.groupBy({
    by: ['spaceId', 'pageId'],
    where: { ...within(p), type: 'page_view', pageId: { not: null }, spaceId: { not: null } },
    _count: { _all: true },
    orderBy: [{ _count: { pageId: 'desc' } }, { pageId: 'asc' }],
    take: limitOf(limit),
  });
  return rows.map((r) => ({ spaceId: r.spaceId!, pageId: r.pageId!, views: r._count._all, site: p.site }));
}

/** The page's title in its space's current revision; null when the page or the space is gone. */
export async function pageTitle(ctx: Context, site: Site, spaceId: string, pageId: string): Promise<string | null> {
  const space = await spaceById(ctx).load(spaceId);
  if (!space || space.deletedAt || space.organizationId !== site.organizationId || !space.revisionId) return null;
  const found = findPage(await treeOf(ctx, await currentRevision(ctx, space)), pageId);
  return found?.page.title ?? null;
}

async function countedQueries(ctx: Context, p: Period, where: object, limit?: number | null) {
  const rows = await ctx.prisma.siteInsightEvent.groupBy({
    by: ['query'],
    where: { ...within(p), query: { not: null }, ...where },
    _count: { _all: true },
    orderBy: [{ _count: { query: 'desc' } }, { query: 'asc' }],
    take: limitOf(limit),
  });
  return rows.map((r) => ({ query: r.query!, count: r._count._all }));
}

export const searchesWithNoResult = (ctx: Context, p: Period, limit?: number | null) =>
  countedQueries(ctx, p, { type: 'search_type_query', resultCount: 0 }, limit);

export const unansweredQuestions = (ctx: Context, p: Period, limit?: number | null) =>
  countedQueries(ctx, p, { type: 'ask_question', answered: false }, limit);

export const feedbackCounts = once(async (ctx, p) => {
  const rows = await ctx.prisma.siteInsightEvent.groupBy({
    by: ['rating'],
    where: { ...within(p), type: 'page_post_feedback', rating: { not: null } },
    _count: { _all: true },
  });
  const count = (rating: string) => rows.find((r) => r.rating === rating)?._count._all ?? 0;
  return { good: count('good'), ok: count('ok'), bad: count('bad') };
});

export async function recentComments(ctx: Context, p: Period, limit?: number | null) {
  return ctx.prisma.siteInsightEvent.findMany({
    where: { ...within(p), type: 'page_post_feedback_comment', comment: { not: null } },
    select: { rating: true, comment: true, spaceId: true, pageId: true, occurredAt: true },
    orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }],
    take: limitOf(limit),
  });
}
