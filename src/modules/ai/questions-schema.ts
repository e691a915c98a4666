/**
 * GraphQL of what a site's readers asked AI answers (questions.ts): `Site.questions` and
 * `Site.question` (questions grouped by their text, with stats), `Site.answers` and `Site.answer`
 * (each answer, its sources and thread), `Site.questionStats`. The site's members with a role.
 */
import { markdownToDocument } from '../../engine/markdown.ts';
import { type Args, builder } from '../../graphql/builder.ts';
import { OrderEnum } from '../../graphql/common.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { url } from '../../request/context.ts';
import { SiteRef } from '../sites/graphql/refs.ts';
import {
  type AnswerView,
  answerSources,
  answerThread,
  type ChannelType,
  channelTypeOf,
  type Helpfulness,
  helpfulnessOf,
  listSiteAnswers,
  listSiteQuestions,
  previousAnswer,
  type QuestionSort,
  type QuestionStats,
  type QuestionType,
  type QuestionView,
  questionKey,
  questionSources,
  questionStats,
  type Relevance,
  type Resolution,
  readableSiteAnswer,
  readableSiteQuestion,
  resolutionOf,
  type SourceView,
  siteAnswer,
  siteQuestion,
  siteQuestionStats,
} from './questions.ts';

const SiteQuestionTypeEnum = describedEnum(
  'SiteQuestionType',
  'What kind of question it is (GitBook: a model classifies it; Quire does not yet: always `unknown`).',
  {
    exploring: 'Exploring what the product does.',
    'how-to': 'How to do something.',
    troubleshooting: 'Something does not work.',
    reference: 'A precise fact.',
    unknown: 'Not classified.',
  } satisfies Record<QuestionType, string>,
);

const RelevanceEnum = describedEnum(
  'SiteQuestionAnswerRelevance',
  "Whether a question is about the site's subject (Quire does not screen questions: always `relevant`).",
  {
    relevant: 'About the documentation.',
    spam: 'Spam.',
    'off-topic': 'About something else.',
    unclear: 'Unclear.',
  } satisfies Record<Relevance, string>,
);

const ResolutionEnum = describedEnum('SiteQuestionAnswerResolution', 'Whether the answer answered the question.', {
  no: 'Nothing in the documentation answered it.',
  partially: 'Partly (Quire does not tell it apart: never).',
  yes: 'The answer cites the documentation.',
} satisfies Record<Resolution, string>);

const HelpfulnessEnum = describedEnum(
  'SiteQuestionAnswerHelpfulness',
  "How helpful the answer was: the asker's rating when there is one (1 high, -1 low), else medium when answered and low when not.",
  { low: 'Rated down, or not answered.', medium: 'Answered, not rated.', high: 'Rated up.' } satisfies Record<
    Helpfulness,
    string
  >,
);

const ChannelTypeEnum = describedEnum('SiteChannelType', 'Where a question was asked.', {
  site: "The site's Ask (Quire's reader, or GitBook's reader through the API).",
  embed: 'An embedded assistant (Quire has none).',
  api: 'The API: GraphQL or the MCP server of the site.',
  'builtin:slack': 'Slack (Quire has no channels).',
  'builtin:discord': 'Discord (Quire has no channels).',
  'builtin:github': 'GitHub (Quire has no channels).',
  'builtin:linear': 'Linear (Quire has no channels).',
} satisfies Record<ChannelType, string>);

const SortEnum = describedEnum('SiteQuestionSort', 'How site questions are sorted (default: when first asked).', {
  askedAt: 'When last asked.',
  'stats.answered': 'Share of answers that answered.',
  'stats.feedback': 'Share of answers rated up.',
  'stats.answers': 'Number of answers.',
} satisfies Record<QuestionSort, string>);

// ---------------------------------------------------------------------------------------------
// Stats

const FeedbackStats = builder.simpleObject('SiteQuestionStatsFeedback', {
  description: "The answers' ratings.",
  fields: (t) => ({
    positive: t.int({ description: 'Answers rated up.' }),
    negative: t.int({ description: 'Answers rated down.' }),
    unrated: t.int({ description: 'Answers not rated.' }),
  }),
});

const AnsweredStats = builder.simpleObject('SiteQuestionStatsAnswered', {
  description: 'Whether the answers answered.',
  fields: (t) => ({
    yes: t.int({ description: 'Answers citing the documentation.' }),
    partially: t.int({ description: 'Partial answers (Quire does not tell them apart: 0).' }),
    no: t.int({ description: 'Answers that found nothing.' }),
  }),
});

const RelevanceStats = builder.simpleObject('SiteQuestionStatsRelevance', {
  description: 'Answers by the relevance of their question (Quire does not screen questions: all relevant).',
  fields: (t) => ({
    relevant: t.int({ description: 'About the documentation.' }),
    spam: t.int({ description: 'Spam.' }),
    offTopic: t.int({ description: 'About something else (REST: `off-topic`).' }),
    unclear: t.int({ description: 'Unclear.' }),
  }),
});

const TypeStats = builder.simpleObject('SiteQuestionStatsTypes', {
  description: "Answers by their question's type (Quire does not classify questions: all unknown).",
  fields: (t) => ({
    exploring: t.int({ description: 'Exploring.' }),
    howTo: t.int({ description: 'How-to (REST: `how-to`).' }),
    troubleshooting: t.int({ description: 'Troubleshooting.' }),
    reference: t.int({ description: 'Reference.' }),
    unknown: t.int({ description: 'Not classified.' }),
  }),
});

const ChannelTypeStats = builder.simpleObject('SiteQuestionStatsChannelTypes', {
  description: 'Answers by channel type (the core ones: Quire has no configurable channels).',
  fields: (t) => ({
    site: t.int({ description: "The site's Ask." }),
    embed: t.int({ description: 'An embedded assistant.' }),
    api: t.int({ description: 'The API.' }),
  }),
});

const ChannelStats = builder.simpleObject('SiteQuestionStatsChannel', {
  description: 'Answers asked in a configurable channel.',
  fields: (t) => ({
    channel: t.string({ description: 'REST id of the channel.' }),
    answers: t.int({ description: 'Answers asked there.' }),
  }),
});

const StatsRef = builder.objectRef<QuestionStats>('SiteQuestionStats').implement({
  description: 'Counts over the answers a filter keeps.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Site questions with such answers.' }),
    answers: t.exposeInt('answers', { description: 'The answers.' }),
    feedback: t.field({ type: FeedbackStats, description: 'By rating.', resolve: (s) => s.feedback }),
    answered: t.field({ type: AnsweredStats, description: 'By resolution.', resolve: (s) => s.answered }),
    relevance: t.field({
      type: RelevanceStats,
      description: 'By relevance.',
      resolve: ({ relevance: r }) => ({
        relevant: r.relevant,
        spam: r.spam,
        offTopic: r['off-topic'],
        unclear: r.unclear,
      }),
    }),
    types: t.field({
      type: TypeStats,
      description: "By their question's type.",
      resolve: ({ types: x }) => ({
        exploring: x.exploring,
        howTo: x['how-to'],
        troubleshooting: x.troubleshooting,
        reference: x.reference,
        unknown: x.unknown,
      }),
    }),
    channelTypes: t.field({
      type: ChannelTypeStats,
      description: 'By channel type.',
      resolve: ({ channelTypes: c }) => ({ site: c.site ?? 0, embed: c.embed ?? 0, api: c.api ?? 0 }),
    }),
    channels: t.field({
      type: [ChannelStats],
      description: 'By configurable channel (Quire has none: empty).',
      resolve: (s) => Object.entries(s.channels).map(([channel, answers]) => ({ channel, answers })),
    }),
    weeklyPulse: t.intList({
      description: 'Answers per week over the last 13 weeks, oldest first (the last: the 7 days up to now).',
      resolve: (s) => s.weeklyPulse,
    }),
  }),
});

// ---------------------------------------------------------------------------------------------
// Sources

const LocationUrls = builder.simpleObject('SiteQuestionUrls', {
  description: 'Where it is in the API.',
  fields: (t) => ({ location: t.string({ description: 'Its URL in the API.' }) }),
});

const SourceRef = builder.objectRef<SourceView>('SiteQuestionSource').implement({
  description: 'A page answers cited.',
  fields: (t) => ({
    key: t.string({ description: 'Its REST id: `<spaceId>:<pageId>`.', resolve: (s) => `${s.spaceId}:${s.pageId}` }),
    object: t.string({
      description: 'Always `site-question-answer-source`.',
      resolve: () => 'site-question-answer-source',
    }),
    type: t.string({ description: 'Always `page`.', resolve: () => 'page' }),
    spaceId: t.exposeString('spaceId', { description: 'REST id of the space.' }),
    revisionId: t.exposeString('revisionId', {
      description: "The revision the answer read ('' for answers recorded before Quire kept it).",
    }),
    pageId: t.exposeString('pageId', { description: 'REST id of the page.' }),
    title: t.exposeString('title', {
      description: "The page's title in that revision ('' for answers recorded before Quire kept it).",
    }),
    weight: t.exposeFloat('weight', {
      description:
        "Its share: of an answer, its sections' retrieval score over those of every source the answer cites; of a question, that share summed over the question's answers and divided by their number.",
    }),
    urls: t.field({
      type: LocationUrls,
      description: 'The page in the API.',
      resolve: (s, _, ctx) => ({ location: url(ctx, `/v1/spaces/${s.spaceId}/content/page/${s.pageId}`) }),
    }),
  }),
});

// ---------------------------------------------------------------------------------------------
// Filters

const filterDescriptions = {
  from: 'Answers asked at or after this time.',
  to: 'Answers asked at or before this time.',
  answered: 'Answers of these resolutions.',
  relevance: 'Answers of these relevances (all are `relevant`).',
  channelType: 'Answers asked in these channel types.',
  type: 'Answers whose question is of this type (all are `unknown`).',
  topic: 'Answers of these site topics (Quire has no topics: none).',
  helpfulness: 'Answers of this helpfulness.',
  language: 'Answers in this language (Quire does not detect it: none).',
  question: 'Answers of this site question (its global id or REST key).',
  thread: 'Answers of the thread this answer starts (its global id or REST key), itself included.',
};

/** The filters GitBook's routes take, as arguments. */
const allFilterArgs = (arg: Args) => ({
  from: arg({ type: 'DateTime', description: filterDescriptions.from }),
  to: arg({ type: 'DateTime', description: filterDescriptions.to }),
  answered: arg({ type: [ResolutionEnum], description: filterDescriptions.answered }),
  relevance: arg({ type: [RelevanceEnum], description: filterDescriptions.relevance }),
  channelType: arg({ type: [ChannelTypeEnum], description: filterDescriptions.channelType }),
  type: arg({ type: SiteQuestionTypeEnum, description: filterDescriptions.type }),
  topic: arg.stringList({ description: filterDescriptions.topic }),
  helpfulness: arg({ type: HelpfulnessEnum, description: filterDescriptions.helpfulness }),
  language: arg.string({ description: filterDescriptions.language }),
  question: arg.id(idOf({ description: filterDescriptions.question })),
  thread: arg.id(idOf({ description: filterDescriptions.thread })),
});
type FilterArgs = ReturnType<typeof allFilterArgs>;

/** The filter arguments a field takes. */
function filterArgs<N extends keyof FilterArgs>(arg: Args, names: readonly N[]): Pick<FilterArgs, N> {
  const all = allFilterArgs(arg);
  return Object.fromEntries(names.map((n) => [n, all[n]])) as Pick<FilterArgs, N>;
}

const STATS_FILTERS = ['from', 'to', 'topic', 'relevance', 'channelType', 'answered'] as const;
const QUESTION_FILTERS = ['from', 'to', 'relevance', 'channelType', 'answered'] as const;

// ---------------------------------------------------------------------------------------------
// Site questions and answers

export const SiteQuestionRef = builder.objectRef<QuestionView>('SiteQuestion');
export const SiteQuestionAnswerRef = builder.objectRef<AnswerView>('SiteQuestionAnswer');

builder.node(SiteQuestionRef, {
  description:
    "A question of the site's readers: the answers whose questions read the same once normalized (lower case, spaces collapsed, closing punctuation dropped).",
  id: { resolve: (q) => q.row.id },
  loadOne: (id, ctx) => readableSiteQuestion(ctx, id),
  fields: (t) => ({
    key: t.string({ description: 'Its REST id.', resolve: (q) => q.row.id }),
    object: t.string({ description: 'Always `site-question`.', resolve: () => 'site-question' }),
    question: t.string({ description: 'Its text as it was first asked.', resolve: (q) => q.row.question }),
    type: t.field({ type: SiteQuestionTypeEnum, description: 'Its type.', resolve: (q) => q.row.type as QuestionType }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was first asked.', resolve: (q) => q.row.createdAt }),
    askedAt: t.field({ type: 'DateTime', description: 'When it was last asked.', resolve: (q) => q.row.askedAt }),
    stats: t.field({
      type: StatsRef,
      description: 'Counts over its answers that the filters of the list or lookup that gave it keep.',
      resolve: (q, _, ctx) => questionStats(ctx, q),
    }),
    sources: t.connection(
      {
        type: SourceRef,
        description: 'The pages its answers (those the filters keep) cited, heaviest first.',
        args: filterArgs(t.arg, QUESTION_FILTERS),
        resolve: (q, args, ctx) => questionSources(ctx, q, args, args),
      },
      connectionOf(SourceRef),
    ),
    urls: t.field({
      type: LocationUrls,
      description: 'The question in the API.',
      resolve: (q, _, ctx) => ({
        location: url(ctx, `${sitePath(q.organizationId, q.row.siteId)}/questions/${q.row.id}`),
      }),
    }),
  }),
});

const sitePath = (organizationId: string, siteId: string | null) => `/v1/orgs/${organizationId}/sites/${siteId}`;

const AnswerInput = builder.simpleObject('SiteQuestionAnswerInput', {
  description: 'The question as asked.',
  fields: (t) => ({
    text: t.string({ description: 'Normalized (as it groups answers into site questions).' }),
    raw: t.string({ description: 'As the asker wrote it (trimmed).' }),
  }),
});

const AnswerThread = builder.simpleObject('SiteQuestionAnswerThread', {
  description: 'Where a follow-up sits in its thread.',
  fields: (t) => ({
    key: t.string({ description: "REST id of the thread: its first answer's." }),
    previous: t.string({ description: 'REST id of the answer it follows.' }),
  }),
});

const AnswerFeedback = builder.simpleObject('SiteQuestionAnswerFeedback', {
  description: "The asker's rating.",
  fields: (t) => ({ rating: t.int({ description: '1 (helpful) or -1.' }) }),
});

const AnswerChannel = builder.simpleObject('SiteQuestionAnswerChannel', {
  description: 'Where it was asked.',
  fields: (t) => ({ type: t.field({ type: ChannelTypeEnum, description: 'The channel type.' }) }),
});

const ResponseStep = builder.simpleObject('SiteQuestionAnswerResponseStep', {
  description: "A step of the model's response.",
  fields: (t) => ({
    content: t.field({ type: 'JSON', description: 'The answer as a GitBook JSON document.' }),
  }),
});

const AnswerResponse = builder.simpleObject('SiteQuestionAnswerResponse', {
  description: "The model's response (GitBook's AIMessage): one step holding the answer.",
  fields: (t) => ({
    key: t.string({ description: "Its REST id: the answer's." }),
    role: t.string({ description: 'Always `assistant`.' }),
    steps: t.field({ type: [ResponseStep], description: 'Its steps.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was written.' }),
  }),
});

builder.node(SiteQuestionAnswerRef, {
  description: 'A question asked on the site and the answer it got.',
  id: { resolve: (a) => a.id },
  loadOne: (id, ctx) => readableSiteAnswer(ctx, id),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'Its REST id.' }),
    object: t.string({ description: 'Always `site-question-answer`.', resolve: () => 'site-question-answer' }),
    question: t.field({
      type: SiteQuestionRef,
      description: 'The site question it answers (its stats over all its answers).',
      resolve: (a) => ({ row: a.siteQuestion!, organizationId: a.organizationId, filters: {} }),
    }),
    topics: t.stringList({ description: 'Its site topics (Quire has none).', resolve: () => [] }),
    input: t.field({
      type: AnswerInput,
      description: 'The question as asked.',
      resolve: (a) => ({ text: questionKey(a.question), raw: a.question }),
    }),
    thread: t.field({
      type: AnswerThread,
      nullable: true,
      description: 'For a follow-up: its thread and the answer it follows; null for a first question.',
      resolve: (a) => (a.previousId ? { key: a.threadId ?? a.id, previous: a.previousId } : null),
    }),
    feedback: t.field({
      type: AnswerFeedback,
      nullable: true,
      description: "The asker's rating (an `ask_rate_response` event naming this answer); null if none.",
      resolve: (a) => (a.rating === null ? null : { rating: a.rating }),
    }),
    responseId: t.exposeString('id', {
      description: 'The id a rating names (`ask_rate_response.responseId`): its own.',
    }),
    language: t.string({ description: "The question's language (Quire does not detect it: '').", resolve: () => '' }),
    answered: t.field({
      type: ResolutionEnum,
      description: 'Whether it answered.',
      resolve: (a) => resolutionOf(a.answered),
    }),
    helpfulness: t.field({
      type: HelpfulnessEnum,
      description: 'How helpful it was (see the enum).',
      resolve: (a) => helpfulnessOf(a.answered, a.rating),
    }),
    relevance: t.field({ type: RelevanceEnum, description: 'Its relevance.', resolve: () => 'relevant' as const }),
    channel: t.field({
      type: AnswerChannel,
      description: 'Where it was asked.',
      resolve: (a) => ({ type: channelTypeOf(a.channel) }),
    }),
    markdown: t.exposeString('answer', {
      description:
        "The answer in markdown, citing its sources as [1], [2] ('' for answers recorded before Quire kept it).",
    }),
    response: t.field({
      type: AnswerResponse,
      description: "The answer as GitBook's AIMessage.",
      resolve: (a) => ({
        key: a.id,
        role: 'assistant',
        steps: [{ content: markdownToDocument(a.answer) }],
        createdAt: a.createdAt,
      }),
    }),
    sources: t.connection(
      {
        type: SourceRef,
        description: 'The pages it cites, in the order of its citations.',
        resolve: (a, args, ctx) => answerSources(ctx, a, args),
      },
      connectionOf(SourceRef),
    ),
    previous: t.field({
      type: SiteQuestionAnswerRef,
      nullable: true,
      description: 'The answer it follows, if any.',
      resolve: (a, _, ctx) => previousAnswer(ctx, a),
    }),
    threadAnswers: t.field({
      type: [SiteQuestionAnswerRef],
      description: 'Its whole thread, first asked first (itself included; itself alone when it starts no thread).',
      resolve: (a, _, ctx) => answerThread(ctx, a),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was asked.' }),
    urls: t.field({
      type: LocationUrls,
      description: 'The answer in the API.',
      resolve: (a, _, ctx) => ({ location: url(ctx, `${sitePath(a.organizationId, a.siteId)}/answers/${a.id}`) }),
    }),
  }),
});

builder.objectFields(SiteRef, (t) => ({
  questions: t.connection(
    {
      type: SiteQuestionRef,
      description:
        "What the site's readers asked: the questions with answers the filters keep, by `sort` (default: when first asked) in `order` (default: descending). Members with a role on the site.",
      args: {
        ...filterArgs(t.arg, ['from', 'to', 'type', 'relevance', 'channelType', 'answered', 'topic']),
        order: t.arg({ type: OrderEnum, description: 'Sort direction (default: desc).' }),
        sort: t.arg({ type: SortEnum, description: 'Sort key (default: when first asked).' }),
      },
      resolve: (site, args, ctx) => listSiteQuestions(ctx, site, args, args),
    },
    connectionOf(SiteQuestionRef),
  ),
  question: t.field({
    type: SiteQuestionRef,
    nullable: true,
    description: "One of the site's questions, its stats over the answers the filters keep; null when there is none.",
    args: {
      id: t.arg.id(idOf({ required: true, description: 'Global id or REST key of the site question.' })),
      ...filterArgs(t.arg, QUESTION_FILTERS),
    },
    resolve: (site, { id, ...filters }, ctx) => siteQuestion(ctx, site, id, filters),
  }),
  questionStats: t.field({
    type: StatsRef,
    description: "Counts over the site's answers the filters keep. Members with a role on the site.",
    args: filterArgs(t.arg, STATS_FILTERS),
    resolve: (site, args, ctx) => siteQuestionStats(ctx, site, args),
  }),
  answers: t.connection(
    {
      type: SiteQuestionAnswerRef,
      description:
        'The answers AI answers gave on the site that the filters keep, newest first. Members with a role on the site.',
      args: {
        ...filterArgs(t.arg, [
          'question',
          'from',
          'to',
          'language',
          'answered',
          'helpfulness',
          'relevance',
          'channelType',
          'thread',
        ]),
        questionType: t.arg({ type: SiteQuestionTypeEnum, description: filterDescriptions.type }),
        topic: t.arg.string({ description: filterDescriptions.topic }),
      },
      resolve: (site, { questionType, ...args }, ctx) =>
        listSiteAnswers(ctx, site, args, { ...args, type: questionType }),
    },
    connectionOf(SiteQuestionAnswerRef),
  ),
  answer: t.field({
    type: SiteQuestionAnswerRef,
    nullable: true,
    description: "One of the site's answers; null when there is none.",
    args: { id: t.arg.id(idOf({ required: true, description: 'Global id or REST key of the answer.' })) },
    resolve: (site, { id }, ctx) => siteAnswer(ctx, site, id),
  }),
}));
