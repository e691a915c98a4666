/**
 * The /v1 rows of AI answers, in GitBook's shapes: Ask on a site (Server-Sent Events, as GitBook's
 * reader reads it: each event the answer so far, `{ type: 'answer', answer }`), Ask in an
 * organization (JSON and events), suggested questions, and agent feedback.
 */
import { markdownToDocument } from '../../engine/markdown.ts';
import { RestError } from '../../rest/adapter.ts';
import { eventsReply, mutationDocument, shaped } from '../../rest/documents.ts';
import { type EventStream, type RestInput, type RestReply, route } from '../../rest/route.ts';
import type { AnswerEvent } from './answers.ts';

const O = '/v1/orgs/{organizationId}';
const S = `${O}/sites/{siteId}`;

type Format = 'document' | 'markdown';

/** The `format` query parameter (GitBook's `documentFormat`): a document unless `markdown`. */
function formatOf(query: Record<string, unknown>): Format {
  const format = query.format ?? 'document';
  if (format !== 'document' && format !== 'markdown')
    throw new RestError(400, "Query parameter 'format' must be 'document' or 'markdown'");
  return format;
}

interface SourceShape {
  spaceId: string;
  revisionId: string;
  pageId: string;
  sections: { anchor: string }[];
}

/** GitBook's `SearchAIAnswer`. */
function gitbookAnswer(
  answer: { markdown: string; sources: SourceShape[]; followupQuestions: string[] },
  format: Format,
) {
  return {
    answer: format === 'markdown' ? { markdown: answer.markdown } : { document: markdownToDocument(answer.markdown) },
    followupQuestions: answer.followupQuestions,
    sources: answer.sources.map((s) => ({
      type: 'page',
      page: s.pageId,
      revision: s.revisionId,
      space: s.spaceId,
      sections: s.sections.map((x) => x.anchor).filter(Boolean),
    })),
  };
}

/**
 * The answer's events as GitBook streams them: after each piece of text, the answer so far
 * (citing the sources as the model sees them); last, the whole answer (its citations renumbered
 * to the sources it cites, with follow-up questions).
 */
function answerEvents(stream: EventStream, format: Format): EventStream {
  async function* events() {
    let sources: SourceShape[] = [];
    let markdown = '';
    for await (const event of stream.events as AsyncIterable<AnswerEvent>) {
      if (event.type === 'sources') sources = event.sources;
      else if (event.type === 'text') {
        markdown += event.text;
        yield { type: 'answer', answer: gitbookAnswer({ markdown, sources, followupQuestions: [] }, format) };
      } else yield { type: 'answer', answer: gitbookAnswer(event.answer, format) };
    }
  }
  return { events: events(), cancel: () => stream.cancel() };
}

const streamedAnswer = shaped({ 200: { events: true } }, (_value: unknown, input: RestInput): RestReply => {
  if (!input.events) throw new Error('The answer stream was not offered');
  return eventsReply(answerEvents(input.events, formatOf(input.query)));
});

/** Questions as GitBook streams them: one `{ question }` event each. */
const streamedQuestions = shaped({ 200: { events: true } }, (questions: string[] | null): RestReply => {
  async function* events() {
    for (const question of questions ?? []) yield { question };
  }
  return eventsReply({ events: events(), cancel: () => {} });
});

const SOURCE_FIELDS = 'spaceId revisionId pageId sections { anchor }';

const strings = { type: 'array', items: { type: 'string' } };
/** GitBook's `SearchAIAnswer`, as these rows build it. */
const ANSWER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['answer', 'followupQuestions', 'sources'],
  properties: {
    answer: {
      description: '`{ markdown }` with `format=markdown`, else `{ document }` (a GitBook JSON document).',
      type: 'object',
    },
    followupQuestions: strings,
    sources: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['type', 'page', 'revision', 'space', 'sections'],
        properties: {
          type: { type: 'string', enum: ['page'] },
          page: { type: 'string' },
          revision: { type: 'string' },
          space: { type: 'string' },
          sections: strings,
        },
      },
    },
  },
};

const needsAi =
  ' 501 when AI is not configured (docs/ai.md), 429 past AI_QUESTIONS_PER_MINUTE, 503 with Retry-After when the model fails before the answer starts (after: an `error` event).';

export const aiRoutes = [
  route({
    method: 'POST',
    path: `${S}/ask`,
    reader: true,
    summary: 'Ask a question in a site',
    description:
      "Answers `question` from the site's published content as its visitor reads it (hidden pages left out), as Server-Sent Events: each event the answer so far (`format` `document`, the default, or `markdown`), then `event: done`. The answer cites its sources ([1], [2]); with nothing relevant found, it says so without calling the model. `context.goal` steers it; `session.visitorId` names the visitor for the per-visitor limit; `scope` is accepted and the whole site is read." +
      needsAi,
    body: true,
    query: { format: 'string' },
    variables: ({ params, body, query }) => {
      formatOf(query);
      const b = (body ?? {}) as { question?: unknown; context?: { goal?: unknown }; session?: { visitorId?: unknown } };
      return { ...params, question: b.question, goal: b.context?.goal, visitor: b.session?.visitorId };
    },
    operation: `query ($organizationId: ID!, $siteId: ID!, $question: String!, $goal: String, $visitor: String) {
      siteAnswerStream(organizationId: $organizationId, siteId: $siteId, question: $question, goal: $goal, visitor: $visitor) { question }
    }`,
    reply: streamedAnswer,
  }),
  route({
    method: 'GET',
    path: `${S}/ask/questions`,
    reader: true,
    summary: 'List recommended questions to ask in a site',
    description:
      "Questions to suggest to the site's visitors, made from the titles of its published pages and kept per revision, as Server-Sent Events (`{ question }` each). 501 when AI is not configured.",
    query: { siteSpaceId: 'string', spaceId: 'string' },
    variables: ({ params }) => params,
    operation: `query ($organizationId: ID!, $siteId: ID!) {
      siteSuggestedQuestions(organizationId: $organizationId, siteId: $siteId)
    }`,
    reply: streamedQuestions,
  }),
  route({
    method: 'POST',
    path: `${O}/ask`,
    reader: false,
    summary: 'Ask a question in an organization',
    description:
      "Answers a member's `query` from the spaces their role reaches (hidden pages included), as JSON `{ answer }` (`format` `document`, the default, or `markdown`)." +
      needsAi,
    body: true,
    query: { format: 'string', details: 'boolean' },
    variables: ({ params, body, query }) => {
      formatOf(query);
      return { id: params.organizationId, question: (body as { query?: unknown } | undefined)?.query };
    },
    operation: `query ($id: ID!, $question: String!) {
      organization(id: $id) { ask(question: $question) { markdown followupQuestions sources { ${SOURCE_FIELDS} } } }
    }`,
    reply: shaped(
      {
        200: {
          schema: {
            type: 'object',
            additionalProperties: false,
            required: ['answer'],
            properties: { answer: ANSWER_SCHEMA },
          },
        },
      },
      (
        value: { ask: { markdown: string; followupQuestions: string[]; sources: SourceShape[] } } | null,
        input: RestInput,
      ): RestReply => {
        if (!value) throw new RestError(404, 'Organization not found');
        return { status: 200, body: { answer: gitbookAnswer(value.ask, formatOf(input.query)) } };
      },
    ),
  }),
  route({
    method: 'GET',
    path: `${O}/ask/stream`,
    reader: false,
    summary: 'Ask a question in an organization (streamed)',
    description:
      "Answers a member's `query` from the spaces their role reaches, as Server-Sent Events: each event the answer so far, then `event: done`." +
      needsAi,
    query: { query: 'string', format: 'string', details: 'boolean' },
    variables: ({ params, query }) => {
      formatOf(query);
      return { organizationId: params.organizationId, question: query.query };
    },
    operation: `query ($organizationId: ID!, $question: String!) {
      organizationAnswerStream(organizationId: $organizationId, question: $question) { question }
    }`,
    reply: streamedAnswer,
  }),
  route({
    method: 'GET',
    path: `${O}/ask/questions`,
    reader: false,
    summary: 'List recommended questions to ask in an organization',
    description:
      'Questions to suggest to a member, made from the titles of the pages they read and kept per revision: `{ questions }`. 501 when AI is not configured.',
    variables: ({ params }) => ({ id: params.organizationId }),
    operation: `query ($id: ID!) { organization(id: $id) { suggestedQuestions } }`,
    reply: shaped(
      {
        200: {
          schema: {
            type: 'object',
            additionalProperties: false,
            required: ['questions'],
            properties: { questions: strings },
          },
        },
      },
      (value: { suggestedQuestions: string[] } | null): RestReply => {
        if (!value) throw new RestError(404, 'Organization not found');
        return { status: 200, body: { questions: value.suggestedQuestions } };
      },
    ),
  }),
  route({
    method: 'GET',
    path: `${O}/ask/questions/stream`,
    reader: false,
    summary: 'List recommended questions to ask in an organization (streamed)',
    description:
      'The questions of `GET .../ask/questions`, as Server-Sent Events (`{ question }` each). 501 when AI is not configured.',
    variables: ({ params }) => ({ id: params.organizationId }),
    operation: `query ($id: ID!) { organization(id: $id) { suggestedQuestions } }`,
    reply: shaped({ 200: { events: true } }, (value: { suggestedQuestions: string[] } | null): RestReply => {
      if (!value) throw new RestError(404, 'Organization not found');
      return streamedQuestions(value.suggestedQuestions);
    }),
  }),
  route({
    method: 'POST',
    path: `${S}/agent-feedback`,
    reader: true,
    summary: 'Submit agent feedback for a site (deprecated)',
    description:
      "Keeps an AI agent's feedback on a page of the site (`feedback`, `url`, `spaceId`, `pageId`; `goal`, `source`), for the site's members (`Site.agentFeedbackList`): 204. Anyone who may read the site may send it; 400 when the space is not published there.",
    body: true,
    operation: mutationDocument('submitSiteAgentFeedback', 'SubmitSiteAgentFeedbackInput', {
      select: 'feedback { key }',
    }),
    reply: shaped({ 204: false }, (): RestReply => ({ status: 204 })),
  }),
  route({
    method: 'POST',
    path: `${S}/agents/feedback`,
    reader: true,
    summary: 'Submit agent feedback',
    description:
      "Keeps an AI agent's structured feedback (`subject` by `kind`, `feedback` with `category` and `summary`, `reportedBy`) for the site's members (`Site.agentFeedbackList`): 201 with its `id` and the `result` the agent is told. Anyone who may read the site may send it.",
    body: true,
    operation: mutationDocument('submitAgentFeedback', 'SubmitAgentFeedbackInput', { select: 'id: key result' }),
    status: 201,
  }),
];
