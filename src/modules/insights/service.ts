/**
 * Site insights: what a published site's readers report (GitBook's insights events: page views,
 * searches, questions, feedback), stored without what would identify a person (no IP address, no
 * cookie, no user agent: a coarse device kind is derived from it and the string dropped), kept
 * INSIGHTS_RETENTION_DAYS, and read back as the figures a writer acts on (figures.ts) and as
 * GitBook's aggregation query (aggregate.ts).
 *
 * Who reports: GitBook's reader with its site token, any visitor of a public site (the same
 * answers as the other reader routes: publishedSiteAccess decides), and Quire's own reader from the
 * server (`recordSiteEvents`, which the AI answers also use for questions and their feedback).
 * Bounds: 100 events a request, string sizes below, and per-instance budgets of events a minute
 * per site and per visitor session (src/infra/rate-limit.ts). Accepted events are written in
 * batches (buffer.ts): a request does not wait for their insert.
 *
 * A rating of an AI answer (`ask_rate_response`) whose `responseId` names an answer of the site
 * (`AiQuestion`, src/modules/ai/questions.ts) is also kept on that answer, the last one given,
 * where it outlives the events' retention.
 */
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Prisma } from '../../db/prisma.ts';
import { BadRequestError, domainErrorClass, ServiceUnavailableError } from '../../errors.ts';
import type { Prisma as PrismaTypes } from '../../generated/prisma/client.ts';
import type { EventBus } from '../../infra/event-bus.ts';
import { RateLimiter } from '../../infra/rate-limit.ts';
import { type Context, readerSite } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { publishedSiteAccess } from '../sites/published.ts';
import { writeSiteEvents } from './buffer.ts';

/** GitBook's event types (SiteInsightsEventType). */
export const INSIGHT_EVENT_TYPES = [
  'page_view',
  'page_markdown_request',
  'search_open',
  'search_type_query',
  'search_open_result',
  'page_post_feedback',
  'page_post_feedback_comment',
  'agent_feedback',
  'ask_question',
  'ask_view',
  'ask_rate_response',
  'link_click',
  'api_client_open',
  'api_client_request',
  'ad_click',
  'ad_display',
  'trademark_click',
  'llms_request',
  'mcp_request',
  'rss_request',
] as const;
export type InsightEventType = (typeof INSIGHT_EVENT_TYPES)[number];

export const DISPLAY_CONTEXTS = ['site', 'server', 'embed', 'mcp'] as const;
export const FEEDBACK_RATINGS = ['bad', 'ok', 'good'] as const;
export const DEVICES = ['desktop', 'tablet', 'mobile', 'unknown'] as const;

/** Events in one request (GitBook documents no bound). */
export const MAX_EVENTS = 100;
/** Events a minute, per site and per visitor session, on one instance. */
export const SITE_EVENTS_PER_MINUTE = 6000;
export const SESSION_EVENTS_PER_MINUTE = 300;
/** How far an event's own timestamp may be from now (GitBook: within 5 minutes). */
const CLOCK_SKEW_MS = 5 * 60_000;

export const MAX_URL = 2048;
export const MAX_QUERY = 512;
export const MAX_QUESTION = 2048;
export const MAX_COMMENT = 512;
const MAX_ID = 128;

class TooManyEventsError extends domainErrorClass(429, 'TOO_MANY_REQUESTS') {}

const id = z.string().max(MAX_ID);
const dropped = z.unknown().optional();

/** The visitor's session: only `sessionId`, the language and a device kind derived from the user agent are kept. */
const Session = z.object({
  sessionId: id.nullish(),
  visitorId: dropped,
  cookies: dropped,
  ip: dropped,
  userAgent: z.string().max(2048).nullish(),
  language: z.string().max(35).nullish(),
  referrer: dropped,
  visitorAuthToken: dropped,
  visitorAuthClaims: dropped,
});

const Location = z.object({
  url: z.string().max(MAX_URL),
  displayContext: z.enum(DISPLAY_CONTEXTS).nullish(),
  siteSection: id.nullish(),
  siteSpace: id.nullish(),
  siteShareKey: id.nullish(),
  space: id.nullish(),
  revision: id.nullish(),
  page: id.nullish(),
});

const Base = z.object({
  session: Session,
  location: Location,
  timestamp: z.iso.datetime({ offset: true }).nullish(),
});

const query = z.string().max(MAX_QUERY);
const Event = z.discriminatedUnion('type', [
  Base.extend({ type: z.literal('page_view') }),
  Base.extend({ type: z.literal('page_markdown_request'), markdownSource: z.enum(['page-action']).nullish() }),
  Base.extend({ type: z.literal('search_open') }),
  // `resultCount`: Quire's own reader reports how many results a search found.
  Base.extend({
    type: z.literal('search_type_query'),
    query,
    resultCount: z.number().int().min(0).max(1_000_000).nullish(),
  }),
  Base.extend({ type: z.literal('search_open_result'), query, result: z.unknown() }),
  Base.extend({ type: z.literal('page_post_feedback'), feedback: z.object({ rating: z.enum(FEEDBACK_RATINGS) }) }),
  Base.extend({
    type: z.literal('page_post_feedback_comment'),
    feedback: z.object({ rating: z.enum(FEEDBACK_RATINGS), comment: z.string().min(1).max(MAX_COMMENT) }),
  }),
  Base.extend({ type: z.literal('agent_feedback') }),
  // `answered`: whether the question got an answer, where the answering side knows it.
  Base.extend({
    type: z.literal('ask_question'),
    query: z.string().max(MAX_QUESTION),
    goal: dropped,
    answered: z.boolean().nullish(),
  }),
  Base.extend({ type: z.literal('ask_view') }),
  Base.extend({
    type: z.literal('ask_rate_response'),
    query: z.string().max(MAX_QUESTION),
    rating: z.union([z.literal(1), z.literal(-1)]),
    responseId: id,
  }),
  Base.extend({ type: z.literal('link_click'), link: z.unknown() }),
  Base.extend({ type: z.literal('api_client_open'), operation: z.unknown() }),
  Base.extend({ type: z.literal('api_client_request'), operation: z.unknown() }),
  Base.extend({ type: z.literal('ad_click'), ad: z.unknown() }),
  Base.extend({ type: z.literal('ad_display'), ad: z.unknown() }),
  Base.extend({ type: z.literal('trademark_click'), placement: z.unknown() }),
  Base.extend({ type: z.literal('llms_request'), llmsVariant: z.enum(['standard', 'full']) }),
  Base.extend({ type: z.literal('mcp_request') }),
  Base.extend({ type: z.literal('rss_request') }),
]);
type Event = z.output<typeof Event>;

/** An event as Quire's own services record it (the reader, AI answers). */
export interface SiteEventInput {
  type: InsightEventType;
  at?: Date;
  displayContext?: (typeof DISPLAY_CONTEXTS)[number];
  url?: string | null;
  siteSectionId?: string | null;
  siteSpaceId?: string | null;
  spaceId?: string | null;
  revisionId?: string | null;
  pageId?: string | null;
  sessionId?: string | null;
  device?: (typeof DEVICES)[number] | null;
  language?: string | null;
  /** A search's query or a question. */
  query?: string | null;
  resultCount?: number | null;
  answered?: boolean | null;
  /** Page feedback: bad | ok | good. */
  rating?: (typeof FEEDBACK_RATINGS)[number] | null;
  /** A rating of an AI answer: 1 or -1. */
  responseRating?: 1 | -1 | null;
  comment?: string | null;
}

// ---------------------------------------------------------------------------------------------
// Budgets

// One limiter per database (per server), counting in this process only.
const limiters = new WeakMap<object, RateLimiter>();

function limiterOf(db: Database<EventBus>): RateLimiter {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = new RateLimiter({ perToken: SITE_EVENTS_PER_MINUTE, anonymous: 0, authFailures: 0 });
    limiters.set(db, limiter);
  }
  return limiter;
}

/**
 * Charges `count` events to the site and to the session (none: events Quire's own services saw,
 * which only the site's budget bounds); false when either is over its budget.
 */
function admit(db: Database<EventBus>, siteId: string, session: string | null, count: number): boolean {
  const limiter = limiterOf(db);
  limiter.prune();
  const site = `insights-site:${siteId}`;
  const visitor = session === null ? null : `insights-session:${siteId}:${session}`;
  if (visitor && limiter.peek(visitor) + count > SESSION_EVENTS_PER_MINUTE) return false;
  if (!limiter.charge(site, count, SITE_EVENTS_PER_MINUTE).allowed) return false;
  if (visitor) limiter.charge(visitor, count, Number.MAX_SAFE_INTEGER);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Writing

/** The coarse kind of device a user agent names (the string itself is not kept). */
export function deviceOf(userAgent: string | null | undefined): (typeof DEVICES)[number] | null {
  if (!userAgent) return null;
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return 'mobile';
  if (/Windows|Macintosh|X11|Linux|CrOS/i.test(userAgent)) return 'desktop';
  return 'unknown';
}

/** The path of an address (without its query or fragment), or null for what is not a URL. */
function pathOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

const clip = (s: string | null | undefined, max: number) => (s == null ? null : s.slice(0, max));

function rowOf(siteId: string, e: SiteEventInput): PrismaTypes.SiteInsightEventCreateManyInput {
  return {
    siteId,
    type: e.type,
    occurredAt: e.at ?? new Date(),
    displayContext: e.displayContext ?? 'site',
    url: clip(e.url, MAX_URL),
    urlPath: clip(pathOf(e.url), MAX_URL),
    siteSectionId: clip(e.siteSectionId, MAX_ID),
    siteSpaceId: clip(e.siteSpaceId, MAX_ID),
    spaceId: clip(e.spaceId, MAX_ID),
    revisionId: clip(e.revisionId, MAX_ID),
    pageId: clip(e.pageId, MAX_ID),
    sessionId: clip(e.sessionId, MAX_ID),
    device: e.device ?? null,
    language: clip(e.language, 35),
    query: clip(e.query, MAX_QUESTION),
    resultCount: e.resultCount ?? null,
    answered: e.answered ?? null,
    rating: e.rating ?? null,
    responseRating: e.responseRating ?? null,
    comment: clip(e.comment, MAX_COMMENT),
  };
}

/**
 * Records events of a site as Quire's own services saw them (no access check: the caller served
 * the site), into the batches of buffer.ts. Over the site's budget (or the session's, when they
 * name one), or when too many events wait to be written, the events are dropped (false). Callers
 * that must not wait (the reader) run it without awaiting and log its failure.
 */
export async function recordSiteEvents(
  ctx: Pick<Context, 'db'>,
  siteId: string,
  events: SiteEventInput[],
): Promise<boolean> {
  if (!events.length) return true;
  if (!admit(ctx.db, siteId, events[0].sessionId ?? null, events.length)) return false;
  return writeSiteEvents(
    ctx.db,
    events.map((e) => rowOf(siteId, e)),
  );
}

/** What one of GitBook's events becomes. */
function fromGitBook(e: Event, now: number, index: number): SiteEventInput {
  let at: Date | undefined;
  if (e.timestamp) {
    at = new Date(e.timestamp);
    if (Math.abs(at.getTime() - now) > CLOCK_SKEW_MS)
      throw new BadRequestError(
        `Invalid 'events.${index}.timestamp': must be within 5 minutes of the current time`,
        `events.${index}.timestamp`,
      );
  }
  const base: SiteEventInput = {
    type: e.type,
    at,
    displayContext: e.location.displayContext ?? 'site',
    url: e.location.url,
    siteSectionId: e.location.siteSection,
    siteSpaceId: e.location.siteSpace,
    spaceId: e.location.space,
    revisionId: e.location.revision,
    pageId: e.location.page,
    sessionId: e.session.sessionId,
    device: deviceOf(e.session.userAgent),
    language: e.session.language,
  };
  switch (e.type) {
    case 'search_type_query':
      return { ...base, query: e.query, resultCount: e.resultCount };
    case 'search_open_result':
      return { ...base, query: e.query };
    case 'page_post_feedback':
      return { ...base, rating: e.feedback.rating };
    case 'page_post_feedback_comment':
      return { ...base, rating: e.feedback.rating, comment: e.feedback.comment };
    case 'ask_question':
      return { ...base, query: e.query, answered: e.answered };
    case 'ask_rate_response':
      return { ...base, query: e.query, responseRating: e.rating };
    default:
      return base;
  }
}

const TrackInput = z.object({
  events: z.array(z.unknown()).max(MAX_EVENTS, `at most ${MAX_EVENTS} events a request`),
});

/**
 * `POST /v1/orgs/{o}/sites/{s}/insights/events`: GitBook's reader (its site token) or a visitor
 * reports events of a site it may see. An unknown event type, a missing field or a string over
 * its bound is a 400 naming it, and nothing of the request is stored; over the budget a 429.
 * The events are written with the next batch (buffer.ts), within a second.
 */
export async function trackSiteEvents(
  ctx: Context,
  organizationId: string,
  siteId: string,
  input: unknown,
): Promise<{ tracked: number }> {
  const data = parseInput(TrackInput, input);
  const now = Date.now();
  const ratings: { responseId: string; rating: 1 | -1 }[] = [];
  const events = data.events.map((raw, index) => {
    const type = (raw as { type?: unknown } | null)?.type;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new BadRequestError(`Invalid 'events.${index}': an event is an object`, `events.${index}`);
    if (!INSIGHT_EVENT_TYPES.includes(type as InsightEventType))
      throw new BadRequestError(
        `Invalid 'events.${index}.type': unknown event type ${JSON.stringify(type ?? null)}`,
        `events.${index}.type`,
      );
    const parsed = Event.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = ['events', index, ...issue.path].join('.');
      throw new BadRequestError(`Invalid '${field}': ${issue.message}`, field);
    }
    if (parsed.data.type === 'ask_rate_response')
      ratings.push({ responseId: parsed.data.responseId, rating: parsed.data.rating });
    return fromGitBook(parsed.data, now, index);
  });
  const reader = readerSite(ctx);
  // The same answers as the other reader routes: unknown, unpublished or hidden from this caller is 404.
  const view = await publishedSiteAccess(ctx, organizationId, siteId, { shareKey: reader?.shareKey });
  if (!events.length) return { tracked: 0 };
  const session = events[0].sessionId ?? `caller:${reader ? reader.siteId : (ctx.viewer?.userId ?? 'anonymous')}`;
  if (!admit(ctx.db, view.site.id, session, events.length))
    throw new TooManyEventsError(
      `Too many insights events: at most ${SESSION_EVENTS_PER_MINUTE} a minute per session and ${SITE_EVENTS_PER_MINUTE} per site`,
    );
  // Written with the next batch (buffer.ts); refused when too many events wait already.
  if (
    !(await writeSiteEvents(
      ctx.db,
      events.map((e) => rowOf(view.site.id, e)),
    ))
  )
    throw new ServiceUnavailableError('Too many insights events wait to be written: retry shortly');
  // GitBook's reader names its own responses: only ids of this site's answers match.
  for (const { responseId, rating } of ratings)
    await ctx.prisma.aiQuestion.updateMany({ where: { id: responseId, siteId: view.site.id }, data: { rating } });
  return { tracked: events.length };
}

// ---------------------------------------------------------------------------------------------
// Retention

/** Deletes the events older than `retentionDays`; answers how many. */
export async function pruneSiteInsightEvents(prisma: Prisma, retentionDays: number, now = new Date()) {
  const before = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const { count } = await prisma.siteInsightEvent.deleteMany({ where: { occurredAt: { lt: before } } });
  return count;
}
