/**
 * GraphQL of AI answers (docs/ai.md): `Site.ask` and `Organization.ask` (the whole answer), the
 * `askSite` root field for a site's visitors, the `aiAnswer` subscription (the answer as it is
 * written), the fields REST's Server-Sent Events rows start their stream with, suggested
 * questions, and agent feedback (`Site.agentFeedbackList`, two mutations).
 */
import { markdownToDocument } from '../../engine/markdown.ts';
import { BadRequestError } from '../../errors.ts';
import type { AgentFeedback } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { childList } from '../../graphql/connections.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { inputMutation } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { offerEvents } from '../../rest/documents.ts';
import { OrganizationRef } from '../organizations/schema.ts';
import { SiteRef, siteIds } from '../sites/graphql/refs.ts';
import { type Answer, type AnswerEvent, type AnswerSource, MAX_QUESTION, primed } from './answers.ts';
import { FEEDBACK_RESULT, listAgentFeedback, submitAgentFeedback, submitSiteContentFeedback } from './feedback.ts';
import {
  askOrganization,
  askOrganizationStream,
  askSite,
  askSiteStream,
  organizationSuggestedQuestions,
  siteSuggestedQuestions,
} from './service.ts';

const AiAnswerSection = builder.simpleObject('AiAnswerSection', {
  description: 'A section of a page an answer was made from.',
  fields: (t) => ({
    anchor: t.string({ description: "The heading's anchor ('' for the text before the first heading)." }),
    heading: t.string({ description: "The section's heading ('' for the text before the first heading)." }),
  }),
});

const AiAnswerSourceRef = builder.objectRef<AnswerSource>('AiAnswerSource');
AiAnswerSourceRef.implement({
  description: 'A page an answer was made from, in the revision that was read.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: 'Its number in the citations of the answer: [1] is the first.' }),
    spaceId: t.exposeString('spaceId', { description: 'REST id of the space.' }),
    revisionId: t.exposeString('revisionId', { description: 'The revision read.' }),
    pageId: t.exposeString('pageId', { description: 'REST id of the page.' }),
    title: t.exposeString('title', { description: 'Title of the page.' }),
    path: t.exposeString('path', { description: 'Path of the page in its space.' }),
    sections: t.field({
      type: [AiAnswerSection],
      description: 'The sections of the page that were retrieved.',
      resolve: (s) => s.sections,
    }),
  }),
});

const AiAnswerRef = builder.objectRef<Answer>('AiAnswer');
AiAnswerRef.implement({
  description:
    'An answer from the documentation: written by the model from the retrieved sections only, citing them as [1], [2]; when nothing relevant was found, it says so and cites nothing.',
  fields: (t) => ({
    key: t.exposeString('id', {
      description:
        'REST id of the recorded answer: `previous` of a follow-up, the `responseId` of a rating (`ask_rate_response`), and on a site the id of `Site.answer`.',
    }),
    question: t.exposeString('question', { description: 'The question, trimmed.' }),
    markdown: t.exposeString('markdown', { description: 'The answer, in markdown.' }),
    document: t.field({
      type: 'JSON',
      description: 'The answer as a GitBook JSON document.',
      resolve: (a) => markdownToDocument(a.markdown),
    }),
    answered: t.exposeBoolean('answered', {
      description: 'Whether it cites the documentation (false: nothing relevant was found).',
    }),
    sources: t.field({
      type: [AiAnswerSourceRef],
      description: 'The pages it cites, numbered as its citations.',
      resolve: (a) => a.sources,
    }),
    followupQuestions: t.exposeStringList('followupQuestions', { description: 'Questions to ask next.' }),
  }),
});

const AiAnswerStart = builder.simpleObject('AiAnswerStart', {
  description: 'An answer that has started: the pages retrieved for it, numbered as the model sees them.',
  fields: (t) => ({
    question: t.string({ description: 'The question.' }),
    sources: t.field({ type: [AiAnswerSourceRef], description: 'The pages retrieved.' }),
  }),
});

const AiAnswerEventTypeEnum = describedEnum('AiAnswerEventType', 'What an event of an answer carries.', {
  sources: 'The pages retrieved, numbered as the model sees them (first).',
  text: 'The next piece of the text.',
  done: 'The whole answer, its citations renumbered to the sources it cites (last).',
});

const AiAnswerEventRef = builder.objectRef<AnswerEvent>('AiAnswerEvent');
AiAnswerEventRef.implement({
  description: 'One event of an answer as it is written: its sources, pieces of text, then the whole answer.',
  fields: (t) => ({
    type: t.field({ type: AiAnswerEventTypeEnum, description: 'What it carries.', resolve: (e) => e.type }),
    text: t.string({
      nullable: true,
      description: 'The next piece of text (`text` events).',
      resolve: (e) => (e.type === 'text' ? e.text : null),
    }),
    sources: t.field({
      type: [AiAnswerSourceRef],
      nullable: true,
      description: 'The pages retrieved (`sources` events).',
      resolve: (e) => (e.type === 'sources' ? e.sources : null),
    }),
    answer: t.field({
      type: AiAnswerRef,
      nullable: true,
      description: 'The whole answer (`done` events).',
      resolve: (e) => (e.type === 'done' ? e.answer : null),
    }),
  }),
});

const questionArg = {
  description: `The question, at most ${MAX_QUESTION} characters.`,
  required: true,
} as const;
const goalArg = {
  description: 'What the asker (an agent) works towards: steers the answer, never widens what it reads.',
} as const;
const previousArg = {
  description:
    'The answer of the same site this question follows up (its `key`): the model reads that exchange first, and the answer joins its thread.',
} as const;

/** Hands the rest of a started answer to the REST row that runs this field (Server-Sent Events). */
async function started(
  start: (signal: AbortSignal) => Promise<AsyncGenerator<AnswerEvent>>,
  request: object,
  question: string,
) {
  const controller = new AbortController();
  const stream = await primed(await start(controller.signal));
  const first = await stream.next();
  const sources = !first.done && first.value.type === 'sources' ? first.value.sources : [];
  // The REST reply reads every event, the sources first.
  const all = (async function* () {
    try {
      if (!first.done) yield first.value;
      yield* stream;
    } finally {
      await stream.return(undefined);
    }
  })();
  offerEvents(request, {
    events: all,
    cancel: () => {
      controller.abort();
      // Both: a generator never started does not run its `finally` on return().
      void all.return(undefined);
      void stream.return(undefined);
    },
  });
  return { question: question.trim(), sources };
}

// ---------------------------------------------------------------------------------------------
// Agent feedback

interface AgentFeedbackSubjectShape {
  toolName?: string;
  target?: string;
  command?: string;
  flags?: string[];
  method?: string;
  path?: string;
}
interface AgentFeedbackReporterShape {
  model?: string;
  userAgent?: string;
  correlationId?: string;
  onDemand?: boolean;
}
interface AgentFeedbackMetricsShape {
  callCount?: number;
  successCount?: number;
  retryCount?: number;
}

const AgentFeedbackSubject = builder.objectRef<AgentFeedbackSubjectShape>('AgentFeedbackSubject').implement({
  description: 'What agent feedback is about, besides its kind (the fields of that kind).',
  fields: (t) => ({
    toolName: t.string({ nullable: true, description: 'mcp-tool: the tool.', resolve: (x) => x.toolName ?? null }),
    target: t.string({
      nullable: true,
      description: 'mcp-tool: what it was pointed at.',
      resolve: (x) => x.target ?? null,
    }),
    command: t.string({ nullable: true, description: 'cli-command: the command.', resolve: (x) => x.command ?? null }),
    flags: t.stringList({ nullable: true, description: 'cli-command: its flags.', resolve: (x) => x.flags ?? null }),
    method: t.string({ nullable: true, description: 'api-endpoint: the method.', resolve: (x) => x.method ?? null }),
    path: t.string({ nullable: true, description: 'api-endpoint: the path template.', resolve: (x) => x.path ?? null }),
  }),
});

const AgentFeedbackReporter = builder.objectRef<AgentFeedbackReporterShape>('AgentFeedbackReporter').implement({
  description: 'The agent that sent feedback, as it described itself (never its user).',
  fields: (t) => ({
    model: t.string({ nullable: true, description: 'The model.', resolve: (x) => x.model ?? null }),
    userAgent: t.string({ nullable: true, description: 'Its user agent.', resolve: (x) => x.userAgent ?? null }),
    correlationId: t.string({
      nullable: true,
      description: 'The id of the reported call in the surface it used.',
      resolve: (x) => x.correlationId ?? null,
    }),
    onDemand: t.boolean({
      nullable: true,
      description: 'Whether its user asked for the feedback.',
      resolve: (x) => x.onDemand ?? null,
    }),
  }),
});

const AgentFeedbackMetrics = builder.objectRef<AgentFeedbackMetricsShape>('AgentFeedbackMetrics').implement({
  description: 'How an agent used what its feedback is about.',
  fields: (t) => ({
    callCount: t.int({ nullable: true, description: 'Uses.', resolve: (x) => x.callCount ?? null }),
    successCount: t.int({
      nullable: true,
      description: 'Uses with a usable result.',
      resolve: (x) => x.successCount ?? null,
    }),
    retryCount: t.int({
      nullable: true,
      description: 'Retries after a failure.',
      resolve: (x) => x.retryCount ?? null,
    }),
  }),
});

const AgentFeedbackRef = builder.objectRef<AgentFeedback>('AgentFeedback');
AgentFeedbackRef.implement({
  description: 'Feedback an AI agent sent about a site: its content, a tool, a command, an endpoint or the product.',
  fields: (t) => ({
    key: t.exposeString('id', { description: 'Its REST id.' }),
    kind: t.exposeString('kind', {
      description:
        'What it is about: `site-content` (a page), `mcp-tool`, `cli-command`, `api-endpoint`, `documentation` or `generic`.',
    }),
    category: t.exposeString('category', {
      nullable: true,
      description: 'usability, reliability, documentation, efficiency, interoperability or could-not-accomplish.',
    }),
    severity: t.exposeString('severity', { nullable: true, description: 'low, medium or high.' }),
    summary: t.exposeString('summary', { description: 'The feedback (its summary, for structured feedback).' }),
    detail: t.exposeString('detail', { nullable: true, description: 'More on the issue.' }),
    workaround: t.exposeString('workaround', { nullable: true, description: 'How the agent worked around it.' }),
    goal: t.exposeString('goal', { nullable: true, description: 'What the agent was working towards.' }),
    url: t.exposeString('url', { nullable: true, description: 'The page it is about.' }),
    spaceId: t.exposeString('spaceId', { nullable: true, description: 'The space of that page.' }),
    pageId: t.exposeString('pageId', { nullable: true, description: 'That page.' }),
    subject: t.field({
      type: AgentFeedbackSubject,
      nullable: true,
      description: 'The rest of what it is about (tool name, command, method and path).',
      resolve: (f) => (f.subject as AgentFeedbackSubjectShape | null) ?? null,
    }),
    reportedBy: t.field({
      type: AgentFeedbackReporter,
      nullable: true,
      description: 'The agent as it described itself.',
      resolve: (f) => (f.reportedBy as AgentFeedbackReporterShape | null) ?? null,
    }),
    metrics: t.field({
      type: AgentFeedbackMetrics,
      nullable: true,
      description: 'How often the agent used the subject, with what success.',
      resolve: (f) => (f.metrics as AgentFeedbackMetricsShape | null) ?? null,
    }),
    source: t.exposeString('source', { nullable: true, description: 'mcp or assistant, when the agent said.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent.' }),
  }),
});

const SubmitSiteAgentFeedbackInput = builder.inputType('SubmitSiteAgentFeedbackInput', {
  description: "Feedback on a site's content.",
  fields: (t) => ({
    ...siteIds(t),
    feedback: t.string({ required: true, description: 'The feedback, 1 to 2048 characters.' }),
    goal: t.string({ description: 'What the agent was working towards, at most 1024 characters.' }),
    url: t.string({ required: true, description: 'URL of the content it is about.' }),
    spaceId: t.id(idOf({ required: true, description: 'The space it is about (published on the site).' })),
    pageId: t.id(idOf({ required: true, description: 'The page it is about.' })),
    source: t.string({ description: '`mcp` or `assistant`.' }),
  }),
});

const SubmitAgentFeedbackInput = builder.inputType('SubmitAgentFeedbackInput', {
  description: "Structured feedback (GitBook's AgentFeedbackInput).",
  fields: (t) => ({
    ...siteIds(t),
    reportedBy: t.field({ type: 'JSON', description: 'The agent: `model`, `userAgent`, `correlationId`, `onDemand`.' }),
    subject: t.field({
      type: 'JSON',
      required: true,
      description: 'What it is about, by `kind`: mcp-tool, cli-command, api-endpoint, documentation or generic.',
    }),
    feedback: t.field({
      type: 'JSON',
      required: true,
      description: '`category`, `summary` and optionally `severity`, `goal`, `detail`, `workaround`, `metrics`.',
    }),
  }),
});

const SubmitSiteAgentFeedbackPayload = builder.simpleObject('SubmitSiteAgentFeedbackPayload', {
  description: 'The feedback kept.',
  fields: (t) => ({ feedback: t.field({ type: AgentFeedbackRef, description: 'The feedback.' }) }),
});

const SubmitAgentFeedbackPayload = builder.simpleObject('SubmitAgentFeedbackPayload', {
  description: 'The feedback kept, and what the agent is told.',
  fields: (t) => ({
    key: t.string({ description: 'REST id of the feedback.' }),
    result: t.string({ description: 'What the agent is told.' }),
  }),
});

builder.mutationFields((t) => ({
  submitSiteAgentFeedback: inputMutation(t, {
    type: SubmitSiteAgentFeedbackPayload,
    input: SubmitSiteAgentFeedbackInput,
    description:
      "Keeps an agent's feedback on a page of a site (outdated, wrong or missing content). Anyone who may read the site may send it; 400 when the space is not published there.",
    resolve: async ({ organizationId, siteId, ...rest }, ctx) => ({
      feedback: await submitSiteContentFeedback(ctx, organizationId, siteId, rest),
    }),
  }),
  submitAgentFeedback: inputMutation(t, {
    type: SubmitAgentFeedbackPayload,
    input: SubmitAgentFeedbackInput,
    description:
      "Keeps an agent's structured feedback on a tool, command, endpoint, page or the product, collected by the site. Anyone who may read the site may send it.",
    resolve: async ({ organizationId, siteId, ...rest }, ctx) => {
      const feedback = await submitAgentFeedback(ctx, organizationId, siteId, rest);
      return { key: feedback.id, result: FEEDBACK_RESULT };
    },
  }),
}));

// ---------------------------------------------------------------------------------------------
// Fields

builder.objectFields(SiteRef, (t) => ({
  ask: t.field({
    type: AiAnswerRef,
    description:
      "Answers a question from the site's published content as its visitors read it (hidden pages left out). 501 without AI, 429 past AI_QUESTIONS_PER_MINUTE, 503 when the model fails.",
    args: { question: t.arg.string(questionArg), goal: t.arg.string(goalArg), previous: t.arg.id(idOf(previousArg)) },
    resolve: (site, { question, goal, previous }, ctx) =>
      askSite(ctx, site.organizationId, site.id, question, { goal, channel: 'graphql', previousAnswerId: previous }),
  }),
  suggestedQuestions: t.stringList({
    description: "Questions to suggest to the site's visitors, from its pages' titles. 501 without AI.",
    resolve: (site, _, ctx) => siteSuggestedQuestions(ctx, site.organizationId, site.id),
  }),
  agentFeedbackList: childList(
    t,
    AgentFeedbackRef,
    'The feedback AI agents sent about the site, newest first.',
    listAgentFeedback,
  ),
}));

builder.objectFields(OrganizationRef, (t) => ({
  ask: t.field({
    type: AiAnswerRef,
    description:
      "Answers a member's question from the spaces their role reaches (hidden pages included). 501 without AI, 429 past AI_QUESTIONS_PER_MINUTE, 503 when the model fails.",
    args: { question: t.arg.string(questionArg) },
    resolve: (org, { question }, ctx) => askOrganization(ctx, org.id, question, { channel: 'graphql' }),
  }),
  suggestedQuestions: t.stringList({
    description: 'Questions to suggest to the member, from the titles of the pages they read. 501 without AI.',
    resolve: (org, _, ctx) => organizationSuggestedQuestions(ctx, org.id),
  }),
}));

const siteArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  organizationId: t.arg.id(idOf({ required: true, description: 'Global id or REST key of the organization.' })),
  siteId: t.arg.id(idOf({ required: true, description: 'Global id or REST key of the site.' })),
});

builder.queryFields((t) => ({
  askSite: t.field({
    type: AiAnswerRef,
    nullable: true,
    description:
      "Answers a question from a site's published content as its visitor reads it (a site token, a member's preview, or the visibility of a published site). 501 without AI, 429 past AI_QUESTIONS_PER_MINUTE, 503 when the model fails.",
    args: {
      ...siteArgs(t),
      question: t.arg.string(questionArg),
      goal: t.arg.string(goalArg),
      visitor: t.arg.string({ description: "The visitor, as GitBook's reader names it (the per-visitor limit)." }),
      previous: t.arg.id(idOf(previousArg)),
    },
    resolve: (_, { organizationId, siteId, question, goal, visitor, previous }, ctx) =>
      askSite(ctx, organizationId, siteId, question, { goal, visitorId: visitor, previousAnswerId: previous }),
  }),
  siteAnswerStream: t.field({
    type: AiAnswerStart,
    nullable: true,
    description:
      'Starts answering a question on a site as `askSite` does and answers its sources; the REST route that selects it streams the rest of the answer as Server-Sent Events (over GraphQL, use `askSite` or the `aiAnswer` subscription).',
    args: {
      ...siteArgs(t),
      question: t.arg.string(questionArg),
      goal: t.arg.string(goalArg),
      visitor: t.arg.string({ description: "The visitor, as GitBook's reader names it (the per-visitor limit)." }),
    },
    resolve: async (_, { organizationId, siteId, question, goal, visitor }, ctx) =>
      started(
        (signal) => askSiteStream(ctx, organizationId, siteId, question, { goal, visitorId: visitor, signal }),
        ctx.request,
        question,
      ),
  }),
  organizationAnswerStream: t.field({
    type: AiAnswerStart,
    nullable: true,
    description:
      "Starts answering a member's question as `Organization.ask` does and answers its sources; the REST route that selects it streams the rest as Server-Sent Events.",
    args: {
      organizationId: t.arg.id(idOf({ required: true, description: 'Global id or REST key of the organization.' })),
      question: t.arg.string(questionArg),
    },
    resolve: async (_, { organizationId, question }, ctx) =>
      started((signal) => askOrganizationStream(ctx, organizationId, question, { signal }), ctx.request, question),
  }),
  siteSuggestedQuestions: t.stringList({
    nullable: true,
    description:
      "Questions to suggest to a site's visitors (from its pages' titles, kept per revision), as its visitor sees the site.",
    args: siteArgs(t),
    resolve: (_, { organizationId, siteId }, ctx) => siteSuggestedQuestions(ctx, organizationId, siteId),
  }),
}));

builder.subscriptionFields((t) => ({
  aiAnswer: t.field({
    type: AiAnswerEventRef,
    description:
      "An answer as it is written: its sources, the pieces of its text, then the whole answer. With `siteId`, from the site's published content as its visitor reads it; without, from the spaces the member reads. Failures before the first piece fail the subscription (501, 429, 503); later ones end it with an error.",
    args: {
      organizationId: t.arg.id(idOf({ required: true, description: 'Global id or REST key of the organization.' })),
      siteId: t.arg.id(idOf({ description: 'Global id or REST key of the site (a visitor question).' })),
      question: t.arg.string(questionArg),
      goal: t.arg.string(goalArg),
      previous: t.arg.id(idOf({ description: `${previousArg.description} Only with \`siteId\`.` })),
    },
    subscribe: async (_, { organizationId, siteId, question, goal, previous }, ctx) => {
      // A member's questions across the organization are not threaded: another member's answer could
      // quote spaces this one does not read.
      if (previous && !siteId)
        throw new BadRequestError("'previous' follows an answer of a site: give 'siteId'", 'previous');
      return primed(
        siteId
          ? await askSiteStream(ctx, organizationId, siteId, question, {
              goal,
              channel: 'graphql',
              previousAnswerId: previous,
            })
          : await askOrganizationStream(ctx, organizationId, question, { channel: 'graphql' }),
      );
    },
    resolve: (event: AnswerEvent) => event,
  }),
}));
