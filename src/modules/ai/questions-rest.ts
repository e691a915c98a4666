/**
 * The /v1 rows of what a site's readers asked AI answers (GitBook's site questions: questions,
 * their stats and sources, answers, their thread and sources), over `Site.questions`,
 * `Site.question`, `Site.questionStats`, `Site.answers` and `Site.answer` (questions-schema.ts).
 * Stats are GitBook's maps keyed by wire values (`off-topic`, `how-to`, channel ids), which
 * GraphQL types with field names: these rows rename them back.
 */
import { RestError } from '../../rest/adapter.ts';
import { type Connection, LIST, listBody, shaped } from '../../rest/documents.ts';
import { type RestReply, route } from '../../rest/route.ts';
import { CORE_CHANNEL_TYPES, QUESTION_TYPES, RELEVANCES } from './questions.ts';

const S = '/v1/orgs/{organizationId}/sites/{siteId}';
const SITE = 'site(organizationId: $organizationId, siteId: $siteId)';
const IDS = '$organizationId: ID!, $siteId: ID!';
const PAGE = '$first: Int, $after: String';

const STATS = /* GraphQL */ `total answers feedback { positive negative unrated } answered { yes partially no }
  relevance { relevant spam offTopic unclear } types { exploring howTo troubleshooting reference unknown }
  channelTypes { site embed api } channels { channel answers } weeklyPulse`;

interface GraphStats {
  relevance: { offTopic: number } & Record<string, number>;
  types: { howTo: number } & Record<string, number>;
  channels: { channel: string; answers: number }[];
}

/** GitBook's SiteQuestionStats from the GraphQL selection above. */
function restStats(stats: GraphStats) {
  const { offTopic, ...relevance } = stats.relevance;
  const { howTo, ...types } = stats.types;
  return {
    ...stats,
    relevance: { ...relevance, 'off-topic': offTopic },
    types: { ...types, 'how-to': howTo },
    channels: Object.fromEntries(stats.channels.map((c) => [c.channel, c.answers])),
  };
}

const restQuestion = (question: { stats: GraphStats }) => ({ ...question, stats: restStats(question.stats) });

const number = { type: 'number' };
const counts = (keys: readonly string[], more = false) => ({
  type: 'object',
  additionalProperties: more ? number : false,
  required: keys,
  properties: Object.fromEntries(keys.map((k) => [k, number])),
});
const time = { type: 'string', format: 'date-time' };

/** What the reshaped stats and questions answer (GitBook's SiteQuestionStats and SiteQuestion). */
const STATS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'total',
    'answers',
    'feedback',
    'answered',
    'relevance',
    'types',
    'channelTypes',
    'channels',
    'weeklyPulse',
  ],
  properties: {
    total: number,
    answers: number,
    feedback: counts(['positive', 'negative', 'unrated']),
    answered: counts(['yes', 'partially', 'no']),
    relevance: counts(RELEVANCES),
    types: counts(QUESTION_TYPES),
    channelTypes: counts(CORE_CHANNEL_TYPES, true),
    channels: { type: 'object', additionalProperties: number },
    weeklyPulse: { type: 'array', minItems: 13, maxItems: 13, items: number },
  },
};
const QUESTION_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['object', 'id', 'question', 'type', 'createdAt', 'askedAt', 'stats', 'urls'],
  properties: {
    object: { type: 'string', enum: ['site-question'] },
    id: { type: 'string' },
    question: { type: 'string' },
    type: { type: 'string', enum: QUESTION_TYPES },
    createdAt: time,
    askedAt: time,
    stats: STATS_SCHEMA,
    urls: {
      type: 'object',
      additionalProperties: false,
      required: ['location'],
      properties: { location: { type: 'string', format: 'uri' } },
    },
  },
};
const QUESTION_LIST_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    next: { type: 'object', required: ['page'], properties: { page: { type: 'string' } } },
    count: number,
    items: { type: 'array', items: QUESTION_SCHEMA },
  },
};

const QUESTION_FIELDS = /* GraphQL */ `fragment SiteQuestionFields on SiteQuestion {
  object id: key question type createdAt askedAt stats { ${STATS} } urls { location }
}`;

const ANSWER_FIELDS = /* GraphQL */ `fragment SiteQuestionAnswerFields on SiteQuestionAnswer {
  object id: key question { id: key type } topics input { text raw } thread { id: key previous } feedback { rating }
  responseId language answered helpfulness relevance channel { type } createdAt urls { location }
  response { id: key role steps { content } createdAt }
}`;

const SOURCE = /* GraphQL */ `object id: key type space: spaceId revision: revisionId page: pageId title weight urls { location }`;

/** Filters of the stats, by their GraphQL variables. */
const STATS_VARS =
  '$from: DateTime, $to: DateTime, $relevance: [SiteQuestionAnswerRelevance!], $channelType: [SiteChannelType!], $answered: [SiteQuestionAnswerResolution!]';
const STATS_ARGS = 'from: $from, to: $to, relevance: $relevance, channelType: $channelType, answered: $answered';
const STATS_QUERY = {
  from: 'string',
  to: 'string',
  relevance: 'string[]',
  channelType: 'string[]',
  answered: 'string[]',
} as const;

const WHO =
  "Members with a role on the site (as for the site's insights); another organization's site, or an unknown site, question or answer is 404.";
const KNOWN =
  'Quire does not classify questions (type `unknown`, relevance `relevant`), tells answered from not (never `partially`), detects no language (`language` filters keep none), has no topics or configurable channels, and keeps nothing of the asker.';

/** 404 when the site has no such question or answer, else `then` of it. */
const found =
  <T>(what: string, then: (value: T) => RestReply) =>
  (value: T | null | undefined): RestReply => {
    if (!value) throw new RestError(404, `${what} not found`);
    return then(value);
  };

export const questionRoutes = [
  route({
    method: 'GET',
    path: `${S}/questions`,
    reader: false,
    summary: "List the questions visitors asked a site's Ask AI assistant",
    description: `The site's questions (answers whose questions read the same once normalized: lower case, spaces collapsed, closing punctuation dropped) that have answers the filters keep, each with stats over those answers; by \`sort\` (default: when first asked) in \`order\` (default: desc). ${KNOWN} ${WHO}`,
    query: { ...STATS_QUERY, type: 'string', topic: 'string[]', order: 'string', sort: 'string' },
    pick: 'questions',
    reply: shaped(
      { 200: { schema: QUESTION_LIST_SCHEMA } },
      (list: { items: { stats: GraphStats }[] }): RestReply => ({
        status: 200,
        body: { ...list, items: list.items.map(restQuestion) },
      }),
    ),
    operation: `query (${IDS}, ${PAGE}, ${STATS_VARS}, $type: SiteQuestionType, $topic: [String!], $order: Order, $sort: SiteQuestionSort) {
      ${SITE} {
        questions(first: $first, after: $after, ${STATS_ARGS}, type: $type, topic: $topic, order: $order, sort: $sort) {
          ${LIST} edges { node { ...SiteQuestionFields } }
        }
      }
    } ${QUESTION_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: `${S}/questions/{siteQuestionId}`,
    reader: false,
    summary: 'Get a single Ask AI question by ID',
    description: `One of the site's questions, its stats over its answers the filters keep. ${WHO}`,
    query: STATS_QUERY,
    pick: 'question',
    operation: `query (${IDS}, $siteQuestionId: ID!, ${STATS_VARS}) {
      ${SITE} { question(id: $siteQuestionId, ${STATS_ARGS}) { ...SiteQuestionFields } }
    } ${QUESTION_FIELDS}`,
    reply: shaped(
      { 200: { schema: QUESTION_SCHEMA } },
      found('Site question', (question: { stats: GraphStats }) => ({ status: 200, body: restQuestion(question) })),
    ),
  }),
  route({
    method: 'GET',
    path: `${S}/questions/{siteQuestionId}/sources`,
    reader: false,
    summary: 'List the documentation sources used to answer a question',
    description: `The pages the question's answers (those the filters keep) cited, heaviest first: a page's \`weight\` is its share of each answer (its sections' retrieval score over those of the answer's sources) summed and divided by the number of answers; revision and title are those of its latest citation. ${WHO}`,
    query: STATS_QUERY,
    pick: 'question',
    operation: `query (${IDS}, $siteQuestionId: ID!, ${PAGE}, ${STATS_VARS}) {
      ${SITE} {
        question(id: $siteQuestionId) {
          sources(first: $first, after: $after, ${STATS_ARGS}) { ${LIST} edges { node { ${SOURCE} } } }
        }
      }
    }`,
    reply: shaped(
      { 200: { list: 'sources' } },
      found('Site question', (question: { sources: Connection }) => ({
        status: 200,
        body: listBody(question.sources),
      })),
    ),
  }),
  route({
    method: 'GET',
    path: `${S}/question-stats`,
    reader: false,
    summary: 'Get aggregate Ask AI question statistics for a site',
    description: `Counts over the site's answers the filters keep: questions, answers, ratings, resolutions, relevance, question types, channel types, and answers per week over the last 13 weeks (oldest first). ${KNOWN} ${WHO}`,
    query: { ...STATS_QUERY, topic: 'string[]' },
    pick: 'questionStats',
    reply: shaped({ 200: { schema: STATS_SCHEMA } }, (stats: GraphStats) => ({ status: 200, body: restStats(stats) })),
    operation: `query (${IDS}, ${STATS_VARS}, $topic: [String!]) {
      ${SITE} { questionStats(${STATS_ARGS}, topic: $topic) { ${STATS} } }
    }`,
  }),
  route({
    method: 'GET',
    path: `${S}/answers`,
    reader: false,
    summary: "List the answers a site's Ask AI assistant generated",
    description: `The site's answers the filters keep, newest first: each with its question as asked, its site question, channel, resolution, helpfulness (the asker's rating when there is one, else medium when answered and low when not), rating, thread and response. \`thread\` keeps a thread (its first answer's id), itself included. ${KNOWN} ${WHO}`,
    query: {
      question: 'string',
      from: 'string',
      to: 'string',
      language: 'string',
      answered: 'string[]',
      helpfulness: 'string',
      relevance: 'string[]',
      channelType: 'string[]',
      'question.type': 'string',
      topic: 'string',
      thread: 'string',
    },
    variables: ({ params, query }) => {
      const { page, limit, 'question.type': questionType, ...filters } = query;
      return { ...params, ...filters, questionType, first: limit, after: page };
    },
    pick: 'answers',
    operation: `query (${IDS}, ${PAGE}, ${STATS_VARS}, $question: ID, $language: String, $helpfulness: SiteQuestionAnswerHelpfulness, $questionType: SiteQuestionType, $topic: String, $thread: ID) {
      ${SITE} {
        answers(first: $first, after: $after, ${STATS_ARGS}, question: $question, language: $language, helpfulness: $helpfulness, questionType: $questionType, topic: $topic, thread: $thread) {
          ${LIST} edges { node { ...SiteQuestionAnswerFields } }
        }
      }
    } ${ANSWER_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: `${S}/answers/{siteQuestionAnswerId}`,
    reader: false,
    summary: 'Get a single Ask AI answer by ID',
    description: `One of the site's answers, with its response (the answer as a GitBook document). ${WHO}`,
    pick: 'answer',
    operation: `query (${IDS}, $siteQuestionAnswerId: ID!) {
      ${SITE} { answer(id: $siteQuestionAnswerId) { ...SiteQuestionAnswerFields } }
    } ${ANSWER_FIELDS}`,
    reply: shaped(
      { 200: true },
      found('Answer', (answer) => ({ status: 200, body: answer })),
    ),
  }),
  route({
    method: 'GET',
    path: `${S}/answers/{siteQuestionAnswerId}/thread`,
    reader: false,
    summary: 'Get the conversation thread for an Ask AI answer',
    description: `The answers of the answer's thread, first asked first, itself included (a question asked as a follow-up of an answer joins its thread: \`previous\` of GraphQL's Ask). ${WHO}`,
    pick: 'answer',
    operation: `query (${IDS}, $siteQuestionAnswerId: ID!) {
      ${SITE} { answer(id: $siteQuestionAnswerId) { threadAnswers { ...SiteQuestionAnswerFields } } }
    } ${ANSWER_FIELDS}`,
    reply: shaped(
      { 200: 'threadAnswers' },
      found('Answer', (answer: { threadAnswers: unknown[] }) => ({ status: 200, body: answer.threadAnswers })),
    ),
  }),
  route({
    method: 'GET',
    path: `${S}/answers/{siteQuestionAnswerId}/sources`,
    reader: false,
    summary: 'List the documentation sources cited for an answer',
    description: `The pages the answer cited, in the order of its citations, each with its \`weight\` (its sections' retrieval score over those of all the answer's sources). ${WHO}`,
    pick: 'answer',
    operation: `query (${IDS}, $siteQuestionAnswerId: ID!, ${PAGE}) {
      ${SITE} {
        answer(id: $siteQuestionAnswerId) { sources(first: $first, after: $after) { ${LIST} edges { node { ${SOURCE} } } } }
      }
    }`,
    reply: shaped(
      { 200: { list: 'sources' } },
      found('Answer', (answer: { sources: Connection }) => ({ status: 200, body: listBody(answer.sources) })),
    ),
  }),
];
