/**
 * The figures a writer acts on, for `Site.insights(from, to)`: most read pages, searches that found
 * nothing, questions left unanswered, page feedback. Each figure is one statement over the events
 * of the period, run only when its field is selected, for every site the request reads at once
 * (loaders.ts).
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
import { flushSiteEvents } from './buffer.ts';
import {
  commentsOf,
  eventCountsOf,
  type FigureKey,
  ratingsOf,
  searchesWithNoResultOf,
  topPagesOf,
  unansweredQuestionsOf,
} from './loaders.ts';

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
  // This instance's accepted events first (other instances' within a second: buffer.ts).
  await flushSiteEvents(ctx.db);
  const to = args.to ?? new Date();
  const from = args.from ?? new Date(to.getTime() - DEFAULT_PERIOD_DAYS * 86_400_000);
  if (from > to) throw new BadRequestError("Invalid 'from': must not be after 'to'", 'from');
  return { site, from, to };
}

function keyOf(p: Period, limit?: number | null): FigureKey {
  const n = limit ?? FIGURES_DEFAULT;
  if (!Number.isInteger(n) || n < 1 || n > FIGURES_MAX)
    throw new BadRequestError(`Invalid 'limit': between 1 and ${FIGURES_MAX}`, 'limit');
  return { siteId: p.site.id, from: p.from, to: p.to, limit: n };
}

/** Events of each type in the period. */
export const eventCounts = (ctx: Context, p: Period) => eventCountsOf(ctx).load(keyOf(p));

export const feedbackCounts = (ctx: Context, p: Period) => ratingsOf(ctx).load(keyOf(p));

export async function topPages(ctx: Context, p: Period, limit?: number | null) {
  return (await topPagesOf(ctx).load(keyOf(p, limit))).map((r) => ({ ...r, site: p.site }));
}

/** The page's title in its space's current revision; null when the page or the space is gone. */
export async function pageTitle(ctx: Context, site: Site, spaceId: string, pageId: string): Promise<string | null> {
  const space = await spaceById(ctx).load(spaceId);
  if (!space || space.deletedAt || space.organizationId !== site.organizationId || !space.revisionId) return null;
  const found = findPage(await treeOf(ctx, await currentRevision(ctx, space)), pageId);
  return found?.page.title ?? null;
}

export const searchesWithNoResult = (ctx: Context, p: Period, limit?: number | null) =>
  searchesWithNoResultOf(ctx).load(keyOf(p, limit));

export const unansweredQuestions = (ctx: Context, p: Period, limit?: number | null) =>
  unansweredQuestionsOf(ctx).load(keyOf(p, limit));

export const recentComments = (ctx: Context, p: Period, limit?: number | null) => commentsOf(ctx).load(keyOf(p, limit));
