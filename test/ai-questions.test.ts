/**
 * What a site's readers asked AI answers, read back by its members (GitBook's site questions):
 * questions asked through GitBook's reader (`streamAskInSite`), GraphQL (with a follow-up) and
 * Quire's reader (its related questions follow the answer up) against a fake model, then read
 * through GitBook's client (each answer checked against GitBook's schemas) and GraphQL: questions
 * grouped by their text with stats, filters, sorts and pages, answers with their response,
 * thread and sources, ratings from insights events, who may read them, and another site's
 * questions kept apart.
 */
import {
  SiteCoreChannelType,
  type SiteInsightsEventAskRateResponse,
  SiteQuestionAnswerHelpfulness,
  SiteQuestionAnswerRelevance,
  SiteQuestionAnswerResolution,
  SiteQuestionType,
  SiteVisibility,
} from '@gitbook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexingSettled } from '../src/modules/search/indexing.ts';
import { graphql } from './gql/index.ts';
import { type FakeModel, startFakeModel } from './support/fake-model.ts';
import { page, publishedSite, space, useServer } from './support/fixtures.ts';
import { gitbook } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';

let fake: FakeModel;
beforeAll(async () => {
  fake = await startFakeModel();
});
afterAll(() => fake?.close());

const { s, owner, reader, guest, outsider, org } = useServer({
  title: 'Questions Org',
  members: { reader: 'read', guest: null },
  env: () => ({ AI_BASE_URL: fake.baseUrl, AI_CHAT_MODEL: 'fake-chat', AI_QUESTIONS_PER_MINUTE: '100' }),
});

const PORT = 'Which port does the lighthouse listen on?';
const INSTALL = 'How do I install the lighthouse?';
const FOLLOW_UP = 'And which port does it use then?';
const NOTHING = 'zebra quasar xylophone';

let handbook: { id: string };
let configure: { id: string };
let docs: { id: string; hostname: string };
let other: { id: string };
let siteToken: string;
/** Answers' ids, as GraphQL's Ask gave them. */
let install: string;
let followUp: string;
let nothing: string;
let elsewhere: string;

const api = (token = owner.token) => gitbook(s.baseUrl, token).orgs;
const gql = (token = owner.token) => graphqlClient(s.baseUrl, token);

const Ask = graphql(`
  query QuestionsAsk($organizationId: ID!, $siteId: ID!, $question: String!, $previous: ID) {
    site(organizationId: $organizationId, siteId: $siteId) {
      ask(question: $question, previous: $previous) { key answered }
    }
  }
`);

/** A member asking through GraphQL (`Site.ask`: the `api` channel). */
const ask = async (question: string, previous?: string, siteId = docs.id) =>
  (await gql().request(Ask, { organizationId: org.id, siteId, question, previous })).site!.ask;

/** GitBook's reader asking with its site token (Server-Sent Events read to the end). */
async function askAsReader(question: string) {
  const stream = api(siteToken).streamAskInSite(org.id, docs.id, {
    question,
    scope: { mode: 'default' },
    session: { visitorId: 'visitor-1', sessionId: 'session-1' },
  });
  for await (const _ of stream);
}

beforeAll(async () => {
  handbook = await space(s, owner, org.id, { title: 'Handbook' });
  await page(s, owner, handbook.id, { title: 'Install', markdown: '# Install\n\nRun the lighthouse installer.\n' });
  ({ page: configure } = await page(s, owner, handbook.id, {
    title: 'Configure',
    markdown: '# Configure\n\n## Ports\n\nThe lighthouse listens on port 8080.\n',
  }));
  docs = await publishedSite(s, owner, org.id, {
    title: 'Handbook site',
    visibility: SiteVisibility.Public,
    spaces: [handbook.id],
  });
  other = await publishedSite(s, owner, org.id, {
    title: 'Other site',
    visibility: SiteVisibility.Public,
    spaces: [handbook.id],
  });
  const { data: found } = await gitbook(s.baseUrl).urls.resolvePublishedContentByUrl({
    url: `https://${docs.hostname}/`,
  });
  if (!('apiToken' in found)) throw new Error('the URL lookup found no site');
  siteToken = found.apiToken;
  await indexingSettled();

  await askAsReader(PORT);
  await askAsReader('  which port does the LIGHTHOUSE listen on ');
  install = (await ask(INSTALL)).key;
  followUp = (await ask(FOLLOW_UP, install)).key;
  const none = await ask(NOTHING);
  expect(none.answered).toBe(false);
  nothing = none.key;
  elsewhere = (await ask(INSTALL, undefined, other.id)).key;
  // The askers rate two answers (GitBook's reader event, naming the answer as its response).
  const rate = (responseId: string, rating: 1 | -1, query: string): SiteInsightsEventAskRateResponse => ({
    type: 'ask_rate_response',
    query,
    rating,
    responseId,
    session: {
      visitorId: 'visitor-1',
      sessionId: 'session-1',
      cookies: {},
      userAgent: 'Reader',
      language: null,
      referrer: null,
    },
    location: {
      url: `https://${docs.hostname}/`,
      siteSection: null,
      siteSpace: null,
      siteShareKey: null,
      space: null,
      revision: null,
      page: null,
    },
  });
  await api(siteToken).trackEventsInSiteById(org.id, docs.id, {
    events: [rate(install, 1, INSTALL), rate(nothing, -1, NOTHING), rate(elsewhere, 1, INSTALL)],
  });
});

/** The docs site's questions, by their text. */
async function questionsByText(query: Parameters<ReturnType<typeof api>['listSiteQuestions']>[2] = {}) {
  const { data } = await api().listSiteQuestions(org.id, docs.id, query);
  return data;
}

describe('site questions (listSiteQuestions, getSiteQuestionById, listSiteQuestionSources)', () => {
  it('groups answers by their normalized text, with stats, newest question first', async () => {
    const list = await questionsByText();
    expect(list.count).toBe(4);
    expect(list.items.map((q) => q.question)).toEqual([NOTHING, FOLLOW_UP, INSTALL, PORT]);
    const port = list.items[3];
    expect(port).toMatchObject({ object: 'site-question', type: 'unknown' });
    expect(port.urls.location).toContain(`/v1/orgs/${org.id}/sites/${docs.id}/questions/${port.id}`);
    expect(port.stats).toMatchObject({
      total: 1,
      answers: 2,
      answered: { yes: 2, partially: 0, no: 0 },
      feedback: { positive: 0, negative: 0, unrated: 2 },
      relevance: { relevant: 2, spam: 0, 'off-topic': 0, unclear: 0 },
      types: { unknown: 2 },
      channelTypes: { site: 2, api: 0, embed: 0 },
      channels: {},
    });
    expect(port.stats.weeklyPulse).toHaveLength(13);
    expect(port.stats.weeklyPulse.at(-1)).toBe(2);
    expect(new Date(port.askedAt).getTime()).toBeGreaterThan(new Date(port.createdAt).getTime());
  });

  it('filters by what the answers were, and keeps none for what Quire does not record', async () => {
    const texts = async (query: Parameters<typeof questionsByText>[0]) =>
      (await questionsByText(query)).items.map((q) => q.question);
    expect(await texts({ answered: [SiteQuestionAnswerResolution.No] })).toEqual([NOTHING]);
    expect(await texts({ channelType: [SiteCoreChannelType.Api] })).toEqual([NOTHING, FOLLOW_UP, INSTALL]);
    expect(
      await texts({ channelType: [SiteCoreChannelType.Site], relevance: [SiteQuestionAnswerRelevance.Relevant] }),
    ).toEqual([PORT]);
    expect(await texts({ type: SiteQuestionType.Unknown })).toHaveLength(4);
    for (const none of [
      { channelType: [SiteCoreChannelType.Embed] },
      { relevance: [SiteQuestionAnswerRelevance.Spam] },
      { answered: [SiteQuestionAnswerResolution.Partially] },
      { topic: ['a-topic'] },
      { from: new Date(Date.now() + 3_600_000).toISOString() },
    ])
      expect(await texts(none)).toEqual([]);
    // from and to bound the answers counted, not only the list.
    const { data } = await api().getSiteQuestionById(org.id, docs.id, (await questionsByText()).items[3].id, {
      answered: [SiteQuestionAnswerResolution.No],
    });
    expect(data.stats).toMatchObject({ total: 0, answers: 0 });
    const bad = await call(s.baseUrl, owner.token, 'GET', `/v1/orgs/${org.id}/sites/${docs.id}/questions?type=nope`);
    expect(bad.status).toBe(400);
  });

  it('sorts and pages', async () => {
    expect((await questionsByText({ sort: 'stats.answers' })).items[0].question).toBe(PORT);
    expect((await questionsByText({ sort: 'stats.feedback' })).items[0].question).toBe(INSTALL);
    expect((await questionsByText({ sort: 'askedAt', order: 'asc' })).items.map((q) => q.question)).toEqual([
      PORT,
      INSTALL,
      FOLLOW_UP,
      NOTHING,
    ]);
    const first = await questionsByText({ limit: 3 });
    expect(first.items).toHaveLength(3);
    expect(first.next?.page).toBeTruthy();
    const second = await questionsByText({ limit: 3, page: first.next!.page });
    expect(second.items.map((q) => q.question)).toEqual([PORT]);
    expect(second.next).toBeUndefined();
  });

  it('answers one question with its stats, and the pages its answers cited', async () => {
    const port = (await questionsByText()).items[3];
    const { data } = await api().getSiteQuestionById(org.id, docs.id, port.id);
    expect(data).toEqual(port);
    const { data: sources } = await api().listSiteQuestionSources(org.id, docs.id, port.id);
    const { data: revision } = await gitbook(s.baseUrl, owner.token).spaces.getCurrentRevision(handbook.id);
    const cited = sources.items.find((x) => x.type === 'page' && x.page === configure.id);
    expect(cited).toMatchObject({
      object: 'site-question-answer-source',
      type: 'page',
      space: handbook.id,
      revision: revision.id,
      title: 'Configure',
    });
    const total = sources.items.reduce((sum, x) => sum + x.weight, 0);
    expect(total).toBeGreaterThan(0.99);
    expect(total).toBeLessThan(1.01);
    expect(sources.count).toBe(sources.items.length);
    const none = await api().listSiteQuestionSources(org.id, docs.id, port.id, {
      channelType: [SiteCoreChannelType.Api],
    });
    expect(none.data.items).toEqual([]);
  });

  it("counts the site's answers (getSiteQuestionStats), ratings included", async () => {
    const { data } = await api().getSiteQuestionStats(org.id, docs.id);
    expect(data).toMatchObject({
      total: 4,
      answers: 5,
      answered: { yes: 4, partially: 0, no: 1 },
      feedback: { positive: 1, negative: 1, unrated: 3 },
      channelTypes: { site: 2, api: 3, embed: 0 },
    });
    expect(data.weeklyPulse.reduce((a, b) => a + b, 0)).toBe(5);
    const { data: api3 } = await api().getSiteQuestionStats(org.id, docs.id, {
      channelType: [SiteCoreChannelType.Api],
    });
    expect(api3).toMatchObject({ total: 3, answers: 3 });
  });
});

describe('answers (listSiteQuestionAnswers, getSiteQuestionAnswerById, thread, sources)', () => {
  it('lists the answers newest first, with what was asked and how it went', async () => {
    const { data } = await api().listSiteQuestionAnswers(org.id, docs.id);
    expect(data.count).toBe(5);
    expect(data.items.map((a) => a.input.raw)).toEqual([
      NOTHING,
      FOLLOW_UP,
      INSTALL,
      'which port does the LIGHTHOUSE listen on',
      PORT,
    ]);
    const [none, , installed, , port] = data.items;
    expect(none).toMatchObject({
      object: 'site-question-answer',
      id: nothing,
      responseId: nothing,
      answered: 'no',
      helpfulness: 'low',
      relevance: 'relevant',
      channel: { type: 'api' },
      feedback: { rating: -1 },
      topics: [],
      language: '',
    });
    expect(installed).toMatchObject({ helpfulness: 'high', feedback: { rating: 1 }, answered: 'yes' });
    expect(port).toMatchObject({
      channel: { type: 'site' },
      helpfulness: 'medium',
      input: { text: PORT.toLowerCase().slice(0, -1) },
    });
    expect(port.feedback).toBeUndefined();
    expect(port.question.id).toBe(data.items[3].question.id);
  });

  it('filters answers', async () => {
    const raw = async (query: Parameters<ReturnType<typeof api>['listSiteQuestionAnswers']>[2]) =>
      (await api().listSiteQuestionAnswers(org.id, docs.id, query)).data.items.map((a) => a.input.raw);
    const port = (await questionsByText()).items[3];
    expect(await raw({ question: port.id })).toHaveLength(2);
    expect(await raw({ thread: install })).toEqual([FOLLOW_UP, INSTALL]);
    expect(await raw({ helpfulness: SiteQuestionAnswerHelpfulness.High })).toEqual([INSTALL]);
    expect(await raw({ helpfulness: SiteQuestionAnswerHelpfulness.Low })).toEqual([NOTHING]);
    expect(await raw({ answered: [SiteQuestionAnswerResolution.No], channelType: [SiteCoreChannelType.Api] })).toEqual([
      NOTHING,
    ]);
    expect(await raw({ 'question.type': SiteQuestionType.Unknown, limit: 2 })).toHaveLength(2);
    expect(await raw({ language: 'en' })).toEqual([]);
    expect(await raw({ topic: 'a-topic' })).toEqual([]);
  });

  it('answers one answer with its response, and a follow-up with its thread', async () => {
    const { data } = await api().getSiteQuestionAnswerById(org.id, docs.id, followUp);
    expect(data).toMatchObject({ id: followUp, thread: { id: install, previous: install }, answered: 'yes' });
    expect(data.response).toMatchObject({ id: followUp, role: 'assistant' });
    expect(data.response.steps[0].content?.object).toBe('document');
    const first = await api().getSiteQuestionAnswerById(org.id, docs.id, install);
    expect(first.data.thread).toBeUndefined();
    for (const id of [install, followUp]) {
      const { data: thread } = await api().getSiteQuestionAnswerThreadById(org.id, docs.id, id);
      expect(thread.map((a) => a.id)).toEqual([install, followUp]);
    }
    const { data: alone } = await api().getSiteQuestionAnswerThreadById(org.id, docs.id, nothing);
    expect(alone.map((a) => a.id)).toEqual([nothing]);
  });

  it('hands the model the exchange a follow-up continues', () => {
    const call = fake.chats.find((c) => c.messages.at(-1)?.content.includes(FOLLOW_UP));
    expect(call?.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(call?.messages[1].content).toContain(INSTALL);
    expect(call?.messages[2].content).toContain('here is the answer');
  });

  it("lists an answer's sources in the order of its citations", async () => {
    const { data } = await api().listSiteQuestionAnswerSources(org.id, docs.id, install);
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.reduce((sum, x) => sum + x.weight, 0)).toBeCloseTo(1, 5);
    const { data: none } = await api().listSiteQuestionAnswerSources(org.id, docs.id, nothing);
    expect(none.items).toEqual([]);
  });

  it('refuses a follow-up of an unknown answer or of another site', async () => {
    for (const previous of ['nope', elsewhere]) {
      const res = await call(s.baseUrl, owner.token, 'POST', '/graphql', {
        query: `query ($o: ID!, $s: ID!, $p: ID) { site(organizationId: $o, siteId: $s) { ask(question: "port", previous: $p) { key } } }`,
        variables: { o: org.id, s: docs.id, p: previous },
      });
      expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
      expect(res.body.errors[0].message).toContain("'previous'");
    }
  });
});

describe('who reads them', () => {
  it('keeps each site to its own questions and answers', async () => {
    const { data } = await api().listSiteQuestions(org.id, other.id);
    expect(data.items.map((q) => q.question)).toEqual([INSTALL]);
    const docsQuestions = (await questionsByText()).items.map((q) => q.id);
    expect(docsQuestions).not.toContain(data.items[0].id);
    const path = `/v1/orgs/${org.id}/sites/${docs.id}`;
    expect((await call(s.baseUrl, owner.token, 'GET', `${path}/answers/${elsewhere}`)).status).toBe(404);
    expect((await call(s.baseUrl, owner.token, 'GET', `${path}/questions/${data.items[0].id}`)).status).toBe(404);
    const answers = (await api().listSiteQuestionAnswers(org.id, docs.id)).data.items.map((a) => a.id);
    expect(answers).not.toContain(elsewhere);
    // A rating sent to another site does not reach the answer.
    expect((await api().getSiteQuestionAnswerById(org.id, other.id, elsewhere)).data.feedback).toBeUndefined();
  });

  it('answers 404 for what is unknown', async () => {
    const path = `/v1/orgs/${org.id}/sites/${docs.id}`;
    for (const p of [
      `${path}/questions/nope`,
      `${path}/questions/nope/sources`,
      `${path}/answers/nope`,
      `${path}/answers/nope/thread`,
      `${path}/answers/nope/sources`,
      `/v1/orgs/${org.id}/sites/nope/questions`,
      `/v1/orgs/${org.id}/sites/nope/question-stats`,
    ]) {
      const res = await call(s.baseUrl, owner.token, 'GET', p);
      expect(res.status, p).toBe(404);
      expect(res.body.error.code).toBe(404);
    }
  });

  it('lets members with a role read them: a guest is refused, an outsider and a site token do not find them', async () => {
    expect((await api(reader.token).listSiteQuestions(org.id, docs.id)).data.count).toBe(4);
    const path = `/v1/orgs/${org.id}/sites/${docs.id}`;
    for (const p of [`${path}/questions`, `${path}/question-stats`, `${path}/answers`, `${path}/answers/${install}`]) {
      expect((await call(s.baseUrl, guest.token, 'GET', p)).status, p).toBe(403);
      expect((await call(s.baseUrl, outsider.token, 'GET', p)).status, p).toBe(404);
      expect((await call(s.baseUrl, siteToken, 'GET', p)).status, p).toBe(401);
    }
  });
});

const SiteQuestions = graphql(`
  query QuestionsOfSite($organizationId: ID!, $siteId: ID!, $after: String, $answer: ID!, $question: ID!) {
    site(organizationId: $organizationId, siteId: $siteId) {
      questions(first: 2, after: $after, sort: STATS_ANSWERS) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node { id key question type stats { answers answered { yes no } weeklyPulse } } }
      }
      question(id: $question, channelType: [API]) {
        key
        stats { answers }
        sources { totalCount edges { node { pageId title weight } } }
      }
      missing: question(id: "nope") { key }
      questionStats(answered: [YES]) { total answers channelTypes { site api } types { unknown howTo } channels { channel } }
      answers(thread: $answer) {
        totalCount
        edges { node { key markdown helpfulness channel { type } } }
      }
      answer(id: $answer) {
        key
        answered
        question { key }
        previous { key }
        threadAnswers { key }
        sources { totalCount edges { node { pageId weight } } }
      }
    }
  }
`);

const Node = graphql(`
  query QuestionNode($id: ID!) {
    node(id: $id) { __typename ... on SiteQuestion { key question } }
  }
`);

describe('GraphQL', () => {
  it('serves the same through Site.questions, Site.question, Site.answers, Site.answer and Site.questionStats', async () => {
    const port = (await questionsByText()).items[3];
    const variables = { organizationId: org.id, siteId: docs.id, answer: followUp, question: port.id };
    const data = await gql(reader.token).request(SiteQuestions, variables);
    const site = data.site!;
    expect(site.questions.totalCount).toBe(4);
    expect(site.questions.edges.map((e) => e.node.question)).toEqual([PORT, expect.any(String)]);
    expect(site.questions.edges[0].node).toMatchObject({
      type: 'UNKNOWN',
      stats: { answers: 2, answered: { yes: 2, no: 0 } },
    });
    expect(site.questions.pageInfo.hasNextPage).toBe(true);
    const next = await gql(reader.token).request(SiteQuestions, {
      ...variables,
      after: site.questions.pageInfo.endCursor,
    });
    expect(next.site!.questions.edges).toHaveLength(2);
    expect(next.site!.questions.pageInfo.hasNextPage).toBe(false);
    // Filters of the lookup count its answers: none of this question's were asked through the API.
    expect(site.question).toMatchObject({ key: port.id, stats: { answers: 0 } });
    expect(site.question!.sources.edges[0].node.pageId).toBe(configure.id);
    expect(site.missing).toBeNull();
    expect(site.questionStats).toEqual({
      total: 3,
      answers: 4,
      channelTypes: { site: 2, api: 2 },
      types: { unknown: 4, howTo: 0 },
      channels: [],
    });
    // The thread a follow-up started from (its first answer's id).
    expect(site.answers.totalCount).toBe(0);
    expect(site.answer).toMatchObject({
      key: followUp,
      answered: 'YES',
      previous: { key: install },
      threadAnswers: [{ key: install }, { key: followUp }],
    });
    expect(site.answer!.sources.totalCount).toBeGreaterThan(0);
    const thread = await gql(reader.token).request(SiteQuestions, { ...variables, answer: install });
    expect(thread.site!.answers.edges.map((e) => e.node.key)).toEqual([followUp, install]);
    expect(thread.site!.answers.edges[1].node).toMatchObject({ helpfulness: 'HIGH', channel: { type: 'API' } });
    expect(thread.site!.answers.edges[1].node.markdown).toContain('[1]');
    // Refetched by its global id.
    const node = await gql(reader.token).request(Node, { id: site.questions.edges[0].node.id });
    expect(node.node).toEqual({ __typename: 'SiteQuestion', key: port.id, question: PORT });
    expect((await gql(outsider.token).request(Node, { id: site.questions.edges[0].node.id })).node).toBeNull();
  });

  it('refuses a guest the questions of a site (403), beside the fields it may read', async () => {
    const res = await call(s.baseUrl, guest.token, 'POST', '/graphql', {
      query: `query ($o: ID!, $s: ID!) { site(organizationId: $o, siteId: $s) { questions { totalCount } } viewer { id } }`,
      variables: { o: org.id, s: docs.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.site).toBeNull();
    expect(res.body.data.viewer).not.toBeNull();
    expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe("Quire's reader", () => {
  it('follows an answer up from its related questions, in one thread', async () => {
    const root = `${s.baseUrl}/sites/${org.id}/${docs.id}/`;
    const first = await fetch(`${root}~ask?q=${encodeURIComponent('How do I configure the lighthouse ports?')}`);
    expect(first.status).toBe(200);
    const href = /<ul class="followups"[\s\S]*?<a href="([^"]+)"/
      .exec(await first.text())?.[1]
      ?.replaceAll('&amp;', '&');
    expect(href).toMatch(/[?&]after=\w+/);
    const after = new URL(href!, root).searchParams.get('after')!;
    const followed = await fetch(new URL(href!, root));
    expect(followed.status).toBe(200);
    const { data } = await api().getSiteQuestionAnswerThreadById(org.id, docs.id, after);
    expect(data.map((a) => a.id)[0]).toBe(after);
    expect(data).toHaveLength(2);
    expect(data.every((a) => a.channel.type === 'site')).toBe(true);
    expect(data[1].thread).toEqual({ id: after, previous: after });
  });
});
