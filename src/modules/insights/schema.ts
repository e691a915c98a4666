/**
 * GraphQL of site insights: `Site.insights(from, to)` (the figures a writer acts on), the
 * aggregation GitBook's API answers (`aggregateSiteEvents`), and the reporting of events
 * (`trackSiteEvents`, which REST serves to a site's readers).
 */
import { builder } from '../../graphql/builder.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { inputMutation } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { SiteRef } from '../sites/graphql/refs.ts';
import { aggregateSiteEvents } from './aggregate.ts';
import {
  eventCounts,
  FIGURES_DEFAULT,
  FIGURES_MAX,
  feedbackCounts,
  type Period,
  pageTitle,
  recentComments,
  searchesWithNoResult,
  siteInsights,
  topPages,
  unansweredQuestions,
} from './figures.ts';
import { MAX_EVENTS, trackSiteEvents } from './service.ts';

const PageFeedbackRatingEnum = describedEnum('PageFeedbackRating', "A reader's rating of a page.", {
  bad: 'The page did not help.',
  ok: 'The page helped somewhat.',
  good: 'The page helped.',
});

type TopPage = Awaited<ReturnType<typeof topPages>>[number];

const SiteInsightsPageRef = builder.objectRef<TopPage>('SiteInsightsPage').implement({
  description: 'A page of the site and how often it was read in the period.',
  fields: (t) => ({
    pageId: t.exposeString('pageId', { description: 'Id of the page.' }),
    spaceId: t.exposeString('spaceId', { description: 'Id of the space the page is in.' }),
    title: t.string({
      nullable: true,
      description: "The page's title in its space's current revision; null when the page is gone.",
      resolve: (p, _, ctx) => pageTitle(ctx, p.site, p.spaceId, p.pageId),
    }),
    views: t.exposeInt('views', { description: 'Page views in the period.' }),
  }),
});

const SiteInsightsQuery = builder.simpleObject('SiteInsightsQuery', {
  description: 'A search or a question, and how often it was asked in the period.',
  fields: (t) => ({
    query: t.string({ description: 'The text as the visitor typed it.' }),
    count: t.int({ description: 'Times it was asked.' }),
  }),
});

const SiteInsightsFeedbackComment = builder.simpleObject('SiteInsightsFeedbackComment', {
  description: "A reader's comment on a page, with the rating it came with.",
  fields: (t) => ({
    rating: t.field({ type: PageFeedbackRatingEnum, nullable: true, description: 'The rating.' }),
    comment: t.string({ description: 'The comment.' }),
    spaceId: t.string({ nullable: true, description: 'Id of the space of the page commented on.' }),
    pageId: t.string({ nullable: true, description: 'Id of the page commented on.' }),
    occurredAt: t.field({ type: 'DateTime', description: 'When it was sent.' }),
  }),
});

const SiteInsightsFeedback = builder.objectRef<Period>('SiteInsightsFeedback').implement({
  description: "Readers' feedback on the site's pages in the period.",
  fields: (t) => ({
    good: t.int({
      description: 'Pages rated good.',
      resolve: async (p, _, ctx) => (await feedbackCounts(ctx, p)).good,
    }),
    ok: t.int({ description: 'Pages rated ok.', resolve: async (p, _, ctx) => (await feedbackCounts(ctx, p)).ok }),
    bad: t.int({ description: 'Pages rated bad.', resolve: async (p, _, ctx) => (await feedbackCounts(ctx, p)).bad }),
    comments: t.field({
      type: [SiteInsightsFeedbackComment],
      description: `The latest comments, newest first (\`limit\`: ${FIGURES_DEFAULT} by default, at most ${FIGURES_MAX}).`,
      args: { limit: t.arg.int({ description: 'How many comments.' }) },
      resolve: async (p, { limit }, ctx) =>
        (await recentComments(ctx, p, limit)).map((c) => ({
          ...c,
          comment: c.comment ?? '',
          rating: c.rating as 'bad' | 'ok' | 'good' | null,
        })),
    }),
  }),
});

const limitArg = (what: string) => ({
  description: `How many ${what} (${FIGURES_DEFAULT} by default, at most ${FIGURES_MAX}).`,
});

const SiteInsights = builder.objectRef<Period>('SiteInsights').implement({
  description:
    "What a site's readers did in a period: the figures a writer acts on. Members who may read the site; events are kept INSIGHTS_RETENTION_DAYS.",
  fields: (t) => ({
    from: t.field({ type: 'DateTime', description: 'Start of the period.', resolve: (p) => p.from }),
    to: t.field({ type: 'DateTime', description: 'End of the period.', resolve: (p) => p.to }),
    pageViews: t.int({
      description: 'Page views in the period.',
      resolve: async (p, _, ctx) => (await eventCounts(ctx, p)).get('page_view') ?? 0,
    }),
    searches: t.int({
      description: 'Searches typed in the period.',
      resolve: async (p, _, ctx) => (await eventCounts(ctx, p)).get('search_type_query') ?? 0,
    }),
    questions: t.int({
      description: 'Questions asked in the period.',
      resolve: async (p, _, ctx) => (await eventCounts(ctx, p)).get('ask_question') ?? 0,
    }),
    topPages: t.field({
      type: [SiteInsightsPageRef],
      description: 'The most read pages, most views first.',
      args: { limit: t.arg.int(limitArg('pages')) },
      resolve: (p, { limit }, ctx) => topPages(ctx, p, limit),
    }),
    searchesWithNoResult: t.field({
      type: [SiteInsightsQuery],
      description:
        "Searches that found nothing, most frequent first (as Quire's reader reports result counts; GitBook's reader does not).",
      args: { limit: t.arg.int(limitArg('searches')) },
      resolve: (p, { limit }, ctx) => searchesWithNoResult(ctx, p, limit),
    }),
    unansweredQuestions: t.field({
      type: [SiteInsightsQuery],
      description: 'Questions the AI answers could not answer, most frequent first.',
      args: { limit: t.arg.int(limitArg('questions')) },
      resolve: (p, { limit }, ctx) => unansweredQuestions(ctx, p, limit),
    }),
    feedback: t.field({
      type: SiteInsightsFeedback,
      description: "Readers' ratings and comments.",
      resolve: (p) => p,
    }),
  }),
});

builder.objectFields(SiteRef, (t) => ({
  insights: t.field({
    type: SiteInsights,
    description:
      "What the site's readers did between `from` and `to` (default: the last 30 days up to now). Members who may read the site.",
    args: {
      from: t.arg({ type: 'DateTime', description: 'Start of the period.' }),
      to: t.arg({ type: 'DateTime', description: 'End of the period (default: now).' }),
    },
    resolve: (site, args, ctx) => siteInsights(ctx, site, args),
  }),
}));

const SiteInsightsAggregation = builder.simpleObject('SiteInsightsAggregation', {
  description: "The answer of an aggregation over a site's insights events, column by column.",
  fields: (t) => ({
    columns: t.field({
      type: ['JSON'],
      description: "`{ column, values }` per column; a row's values sit at the same index in each column.",
    }),
  }),
});

builder.queryFields((t) => ({
  aggregateSiteEvents: t.field({
    type: SiteInsightsAggregation,
    nullable: true,
    description:
      "An aggregation over a site's insights events (GitBook's SiteInsightsQueryEventsAggregation: `select`, `groupBy`, `where`, `order`, `range`, `limit`). Members who may read the site.",
    args: {
      organizationId: t.arg.id(idOf({ required: true, description: 'Id of the organization.' })),
      siteId: t.arg.id(idOf({ required: true, description: 'Id of the site.' })),
      input: t.arg({ type: 'JSON', required: true, description: 'The aggregation, as GitBook documents it.' }),
    },
    resolve: (_, { organizationId, siteId, input }, ctx) => aggregateSiteEvents(ctx, organizationId, siteId, input),
  }),
}));

const TrackSiteEventsInput = builder.inputType('TrackSiteEventsInput', {
  description: "Events a site's reader reports.",
  fields: (t) => ({
    organizationId: t.id(idOf({ required: true, description: 'Id of the organization.' })),
    siteId: t.id(idOf({ required: true, description: 'Id of the site.' })),
    events: t.field({
      type: ['JSON'],
      required: true,
      description: `GitBook's SiteInsightsEvent objects, at most ${MAX_EVENTS}.`,
    }),
  }),
});

const TrackSiteEventsPayload = builder.simpleObject('TrackSiteEventsPayload', {
  description: 'The events stored.',
  fields: (t) => ({ tracked: t.int({ description: 'How many events were stored.' }) }),
});

builder.mutationFields((t) => ({
  trackSiteEvents: inputMutation(t, {
    type: TrackSiteEventsPayload,
    input: TrackSiteEventsInput,
    description:
      "Reports events of a published site (page views, searches, questions, feedback) as its reader: a site token, a member, or anyone the site's visibility lets in. No IP address, cookie or user agent is kept.",
    resolve: ({ organizationId, siteId, events }, ctx) => trackSiteEvents(ctx, organizationId, siteId, { events }),
  }),
}));
