/**
 * Site insights: what readers of a published site report (`POST .../insights/events`, GitBook's
 * `trackEventsInSiteById`) from a visitor's browser, GitBook's reader (site token) and Quire's own
 * reader (from the server), read back by members as GitBook's aggregation (`aggregateSiteEvents`)
 * and as the figures of `Site.insights`; bounds, refusals, what is not kept, and retention.
 */
import {
  SiteInsightsDisplayContext,
  SiteInsightsEventType,
  type SiteInsightsQueryEventsAggregation,
  SiteInsightsQueryOperator,
  SiteInsightsQueryRangePreset,
  SiteVisibility,
} from '@gitbook/api';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { flushSiteEvents } from '../src/modules/insights/buffer.ts';
import { pruneSiteInsightEvents } from '../src/modules/insights/service.ts';
import { graphql } from './gql/index.ts';
import { instanceUsage } from './support/admin.ts';
import { organization, page, site, space, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';
import { statementsOf } from './support/statements.ts';

const { s, owner, reader, outsider, org } = useServer({ title: 'Insights Org', members: { reader: 'read' } });

const api = (token?: string) => gitbook(s.baseUrl, token);

let docs: { id: string };
let start: { id: string };
let guide: { id: string };
let site1: { id: string };
let hidden: { id: string };
let base: string;

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

beforeAll(async () => {
  docs = await space(s, owner, org.id, { title: 'Docs' });
  start = (await page(s, owner, docs.id, { title: 'Start', markdown: 'Welcome to the docs.' })).page;
  guide = (await page(s, owner, docs.id, { title: 'Guide', markdown: 'How to install.' })).page;
  site1 = await site(s, owner, org.id, { title: 'Insights', visibility: SiteVisibility.Public, spaces: [docs.id] });
  await api(owner.token).orgs.publishSite(org.id, site1.id);
  hidden = await site(s, owner, org.id, { title: 'Unpublished', visibility: SiteVisibility.Public, spaces: [docs.id] });
  base = `${s.baseUrl}/sites/${org.id}/${site1.id}`;
});

let sessions = 0;

/**
 * One of GitBook's events, as its reader sends it (session and location in full), with any fields:
 * Quire's own (a search's `resultCount`, a question's `answered`) and wrong ones for the bad input.
 */
function event(type: string, fields: Record<string, unknown> = {}, session = `session-${++sessions}`) {
  return {
    type,
    session: {
      visitorId: 'visitor-1',
      sessionId: session,
      cookies: { _ga: 'GA1.1.123' },
      ip: '203.0.113.7',
      userAgent: BROWSER,
      language: 'en-GB',
      referrer: 'https://search.example.com/?q=docs',
    },
    location: {
      url: `${base}/guide?utm_source=newsletter`,
      siteSection: null,
      siteSpace: null,
      siteShareKey: null,
      space: docs.id,
      revision: null,
      page: guide.id,
    },
    ...fields,
  };
}

/** Sends events as raw JSON: GitBook's client types none of Quire's own fields, nor a wrong event. */
const track = (events: unknown[], token?: string, siteId = site1.id, organizationId = org.id) =>
  call(s.baseUrl, token, 'POST', `/v1/orgs/${organizationId}/sites/${siteId}/insights/events`, { events });

/** `track`, which must be taken (204). */
const tracked = async (...args: Parameters<typeof track>) => expect((await track(...args)).status).toBe(204);

const aggregate = (body: SiteInsightsQueryEventsAggregation, token = reader.token) =>
  api(token).orgs.aggregateSiteEvents(org.id, site1.id, body);

/** Events of the site through the aggregation (every type, the last day). */
async function eventsCount(token = owner.token) {
  const { data } = await aggregate(
    { range: SiteInsightsQueryRangePreset.Last24Hours, select: [{ column: 'eventsCount' }] },
    token,
  );
  return (data.columns[0]?.values[0] as number | undefined) ?? 0;
}

const CreateShareKey = graphql(`
  mutation InsightsCreateShareKey($input: CreateSiteShareKeyInput!) {
    createSiteShareKey(input: $input) { __typename ... on CreateSiteShareKeyPayload { key } }
  }
`);

const Insights = graphql(`
  query InsightsOfSite($organizationId: ID!, $siteId: ID!) {
    site(organizationId: $organizationId, siteId: $siteId) {
      insights {
        pageViews
        searches
        questions
        topPages(limit: 5) { pageId spaceId title views }
        searchesWithNoResult { query count }
        unansweredQuestions { query count }
        feedback { good ok bad comments(limit: 5) { rating comment pageId } }
      }
    }
  }
`);

const SitesInsights = graphql(`
  query InsightsOfSites($id: ID!) {
    organization(id: $id) {
      sites(first: 100) {
        edges {
          node {
            insights {
              pageViews
              topPages { title views }
              searchesWithNoResult { query count }
              unansweredQuestions { query }
              feedback { good ok bad comments { comment } }
            }
          }
        }
      }
    }
  }
`);

const insights = async (token = reader.token) =>
  (await graphqlClient(s.baseUrl, token).request(Insights, { organizationId: org.id, siteId: site1.id })).site
    ?.insights;

describe('POST /v1/orgs/{o}/sites/{s}/insights/events', () => {
  it("records a visitor's events on a public site (no token) and GitBook's reader's (site token)", async () => {
    const before = await eventsCount();
    const res = await track([
      event('page_view'),
      event('page_view'),
      event('search_type_query', { query: 'install' }),
      event('page_post_feedback', { feedback: { rating: 'good' } }),
      event('page_post_feedback_comment', { feedback: { rating: 'good', comment: 'Clear, thanks' } }),
      event('link_click', { link: { target: { kind: 'url', url: 'https://example.com' }, position: 'content' } }),
    ]);
    expect(res.status).toBe(204);
    // GitBook's reader: the site token the URL lookup hands out.
    const { data: found } = await api().urls.resolvePublishedContentByUrl({ url: `${base}/guide` });
    if (!('apiToken' in found)) throw new Error('the URL lookup found no site');
    expect(
      (await track([event('page_view'), event('ask_question', { query: 'How to uninstall?' })], found.apiToken)).status,
    ).toBe(204);
    expect(await eventsCount()).toBe(before + 8);
    // An empty batch is fine and stores nothing.
    expect((await track([])).status).toBe(204);
  });

  it('answers as the other reader routes: an unpublished or unknown site is 404', async () => {
    expect(await statusOf(track([event('page_view')], undefined, hidden.id))).toBe(404);
    expect(await statusOf(track([event('page_view')], outsider.token, hidden.id))).toBe(404);
    expect(await statusOf(track([event('page_view')], undefined, 'no-such-site'))).toBe(404);
    // A member previews the unpublished site, and may report on it.
    expect((await track([event('page_view')], owner.token, hidden.id)).status).toBe(204);
  });

  it('takes the events of a share-link site from its readers only, and a visitor-auth site wants a visitor', async () => {
    const shared = await site(s, owner, org.id, {
      title: 'Partners',
      visibility: SiteVisibility.ShareLink,
      spaces: [docs.id],
    });
    await api(owner.token).orgs.publishSite(org.id, shared.id);
    const made = await graphqlClient(s.baseUrl, owner.token).request(CreateShareKey, {
      input: { organizationId: org.id, siteId: shared.id, name: 'Partners' },
    });
    const key = made.createSiteShareKey.__typename === 'CreateSiteShareKeyPayload' ? made.createSiteShareKey.key : '';
    const { data: found } = await api().urls.resolvePublishedContentByUrl({
      url: `${s.baseUrl}/sites/${org.id}/${shared.id}/${key}/start`,
    });
    if (!('apiToken' in found)) throw new Error('the URL lookup found no site');
    expect(await statusOf(track([event('page_view')], undefined, shared.id))).toBe(404);
    expect((await track([event('page_view')], found.apiToken, shared.id)).status).toBe(204);
    // A site token opens its own site only.
    expect(await statusOf(track([event('page_view')], found.apiToken, hidden.id))).toBe(404);

    const guarded = await site(s, owner, org.id, {
      title: 'Members',
      visibility: SiteVisibility.VisitorAuth,
      spaces: [docs.id],
    });
    await api(owner.token).orgs.publishSite(org.id, guarded.id);
    expect(await statusOf(track([event('page_view')], undefined, guarded.id))).toBe(401);
  });

  it('refuses bad input with a 400 naming the field, and stores nothing of the request', async () => {
    const before = await eventsCount();
    const bad: [unknown, string][] = [
      [{ events: [event('page_view'), event('page_scroll')] }, 'events.1.type'],
      [{ events: [{ ...event('page_view'), location: undefined }] }, 'events.0.location'],
      [{ events: [event('search_type_query')] }, 'events.0.query'],
      [{ events: [event('page_post_feedback', { feedback: { rating: 'great' } })] }, 'events.0.feedback.rating'],
      [
        { events: [event('page_post_feedback_comment', { feedback: { rating: 'ok', comment: 'x'.repeat(513) } })] },
        'events.0.feedback.comment',
      ],
      [{ events: [event('search_type_query', { query: 'q'.repeat(513) })] }, 'events.0.query'],
      [
        { events: [event('page_view', { timestamp: new Date(Date.now() - 10 * 60_000).toISOString() })] },
        'events.0.timestamp',
      ],
      [{ events: Array.from({ length: 101 }, () => event('page_view')) }, 'events'],
      [{ events: 'page_view' }, 'events'],
      [{ events: [event('page_view')], extra: true }, 'extra'],
    ];
    for (const [body, field] of bad) {
      const res = await call(
        s.baseUrl,
        undefined,
        'POST',
        `/v1/orgs/${org.id}/sites/${site1.id}/insights/events`,
        body,
      );
      expect(res.status, field).toBe(400);
      expect(res.body.error.message, field).toContain(field);
    }
    expect(
      (await call(s.baseUrl, undefined, 'POST', `/v1/orgs/${org.id}/sites/${site1.id}/insights/events`, '{"events": ['))
        .status,
    ).toBe(400);
    expect(await eventsCount()).toBe(before);
    // A timestamp within 5 minutes is taken.
    expect((await track([event('page_view', { timestamp: new Date(Date.now() - 60_000).toISOString() })])).status).toBe(
      204,
    );
  });

  it('bounds what one visitor session reports in a minute (429)', async () => {
    const batch = () => Array.from({ length: 100 }, () => event('page_view', {}, 'busy-session'));
    // Budgets are counted in one-minute windows: start the four requests early in one, so that a
    // slow machine does not carry them over into the next.
    const intoWindow = Date.now() % 60_000;
    if (intoWindow > 50_000) await new Promise((r) => setTimeout(r, 60_000 - intoWindow + 50));
    for (let i = 0; i < 3; i++) expect((await track(batch())).status).toBe(204);
    const over = await call(s.baseUrl, undefined, 'POST', `/v1/orgs/${org.id}/sites/${site1.id}/insights/events`, {
      events: batch(),
    });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/Too many insights events/);
    // Another session of the same site still reports.
    expect((await track([event('page_view')])).status).toBe(204);
  });

  it('costs the request no insert: events are written in batches, within a second without a read', async () => {
    // The statements of a request reporting events are those of one reporting none (the access check).
    const none = await statementsOf(s, () => track([]));
    const ten = await statementsOf(s, () => track(Array.from({ length: 10 }, () => event('page_view'))));
    expect(ten).toBe(none);
    // Written by the interval (INSIGHTS_FLUSH_MS, a second), not by a read: counted in the instance
    // admin's usage report, which writes nothing first (insights reads write what was accepted).
    // The events above are written first, so the count moves by this event alone.
    await flushSiteEvents(s.db);
    const before = (await instanceUsage(s)).insightEvents;
    await track([event('page_view', {}, 'batched-session')]);
    await expect.poll(async () => (await instanceUsage(s)).insightEvents, { timeout: 5000 }).toBe(before + 1);
  });

  it('keeps no IP address, cookie, visitor id or user agent: a session id, the language and a device kind', async () => {
    await tracked([event('page_view', {}, 'privacy-session')]);
    // Read beside the API on purpose: no route answers a stored event row, and what must be
    // proved is what the table holds (no such column), not what an answer shows. The API's reads
    // write this instance's accepted events first; a read beside it does so itself.
    await flushSiteEvents(s.db);
    const row = await s.db.prisma.siteInsightEvent.findFirst({ where: { sessionId: 'privacy-session' } });
    expect(row).toMatchObject({
      device: 'desktop',
      language: 'en-GB',
      pageId: guide.id,
      urlPath: `/sites/${org.id}/${site1.id}/guide`,
    });
    const columns = Object.keys(row ?? {});
    for (const kept of ['ip', 'ipAddress', 'address', 'cookies', 'cookie', 'userAgent', 'visitorId', 'referrer'])
      expect(columns).not.toContain(kept);
    expect(JSON.stringify(row, (_, v) => (typeof v === 'bigint' ? String(v) : v))).not.toMatch(
      /203\.0\.113\.7|GA1\.1|Safari|visitor-1/,
    );
  });
});

describe('POST /v1/orgs/{o}/sites/{s}/insights/events/aggregate', () => {
  it('groups, filters and orders the events of the range, column by column', async () => {
    await tracked([
      event('page_view', { location: { ...event('page_view').location, page: start.id } }),
      event('page_post_feedback', { feedback: { rating: 'bad' } }),
    ]);
    const { data } = await aggregate({
      range: SiteInsightsQueryRangePreset.Last7Days,
      where: [{ column: 'eventType', values: [SiteInsightsEventType.PageView] }],
      groupBy: [{ column: 'page' }],
      select: [{ column: 'eventsCount' }, { column: 'sessionsCount' }],
      order: { by: { column: 'eventsCount' }, direction: 'desc' },
    });
    expect(data.columns.map((c) => c.column)).toEqual(['page', 'eventsCount', 'sessionsCount']);
    const [pages, counts] = data.columns;
    const rows = pages.values.map((p, i) => ({ page: p, views: counts.values[i] as number }));
    expect(rows[0].page).toEqual({ page: guide.id, space: docs.id });
    expect(rows.find((r) => (r.page as { page?: string } | null)?.page === start.id)?.views).toBe(1);
    expect(rows.map((r) => r.views)).toEqual([...rows.map((r) => r.views)].sort((a, b) => b - a));

    // By type and by day, with a feedback summary; a custom range.
    const now = Date.now();
    const byType = await aggregate({
      range: { from: new Date(now - 3_600_000).toISOString(), to: new Date(now + 60_000).toISOString() },
      groupBy: [{ column: 'datetime', interval: 'day' }, { column: 'eventType' }],
      select: [{ column: 'eventsCount' }, { column: 'pageFeedbackRating' }],
      where: [
        {
          column: 'eventType',
          operator: SiteInsightsQueryOperator.In,
          values: [SiteInsightsEventType.PagePostFeedback],
        },
      ],
    });
    const [days, types, , ratings] = byType.data.columns;
    expect(types.values).toEqual(['page_post_feedback']);
    expect(new Date(days.values[0] as string).toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(ratings.values[0]).toMatchObject({ good: 1, bad: 1, ok: 0 });

    // A weekly profile of one page's views (and those of no page) by device and language.
    const profile = await aggregate({
      range: SiteInsightsQueryRangePreset.Last24Hours,
      groupBy: [
        { column: 'dayOfWeek' },
        { column: 'hourOfDay' },
        { column: 'visitorDevice' },
        { column: 'visitorLanguage' },
        { column: 'urlPath' },
      ],
      where: [
        { column: 'page', values: [{ page: guide.id, space: docs.id }, null] },
        { column: 'hourOfDay', operator: SiteInsightsQueryOperator.GreaterThanOrEqual, values: [0] },
        {
          column: 'datetime',
          operator: SiteInsightsQueryOperator.LessThanOrEqual,
          values: [new Date(now + 60_000).toISOString()],
        },
        {
          column: 'displayContext',
          operator: SiteInsightsQueryOperator.NotIn,
          values: [SiteInsightsDisplayContext.Mcp],
        },
      ],
    });
    expect(profile.data.columns.map((c) => c.column)).toEqual([
      'dayOfWeek',
      'hourOfDay',
      'visitorDevice',
      'visitorLanguage',
      'urlPath',
      'eventsCount',
    ]);
    const [dow, , devices, languages, paths] = profile.data.columns;
    expect(dow.values).toContain(((new Date().getUTCDay() + 6) % 7) + 1);
    expect(devices.values).toContain('desktop');
    expect(languages.values).toContain('en-GB');
    expect(paths.values).toContain(`/sites/${org.id}/${site1.id}/guide`);

    // Searches by query, only those with more than one event.
    await tracked([event('search_type_query', { query: 'install' })]);
    const searches = await aggregate({
      range: SiteInsightsQueryRangePreset.Last24Hours,
      groupBy: [{ column: 'eventSearchQuery' }],
      where: [{ column: 'eventsCount', operator: SiteInsightsQueryOperator.GreaterThan, values: [1] }],
      limit: 10,
    });
    expect(searches.data.columns[0]).toEqual({ column: 'eventSearchQuery', values: ['install'] });
    expect(searches.data.columns[1]).toEqual({ column: 'eventsCount', values: [2] });
  });

  it('is for members who may read the site: 404 outside the organization, 401 without a token', async () => {
    expect(await statusOf(aggregate({ range: SiteInsightsQueryRangePreset.Last7Days }, outsider.token))).toBe(404);
    const anonymous = await call(
      s.baseUrl,
      undefined,
      'POST',
      `/v1/orgs/${org.id}/sites/${site1.id}/insights/events/aggregate`,
      {
        range: SiteInsightsQueryRangePreset.Last7Days,
      },
    );
    expect(anonymous.status).toBe(401);
  });

  it('names what it does not support with a 400', async () => {
    const bad: [Record<string, unknown>, string, RegExp][] = [
      [
        { range: SiteInsightsQueryRangePreset.Last7Days, select: [{ column: 'visitorsCount' }] },
        'select.0.column',
        /visitor identifier/,
      ],
      [
        { range: SiteInsightsQueryRangePreset.Last7Days, groupBy: [{ column: 'visitorGeoCountry' }] },
        'groupBy.0.column',
        /IP address/,
      ],
      [
        { range: SiteInsightsQueryRangePreset.Last7Days, groupBy: [{ column: 'eventLinkTargetDomain' }] },
        'groupBy.0.column',
        /details/,
      ],
      [{ range: 'lastDecade' }, 'range', /./],
      [{}, 'range', /./],
      [{ range: { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } }, 'range.from', /after/],
      [
        { range: SiteInsightsQueryRangePreset.Last7Days, where: [{ column: 'eventType', values: ['page_scroll'] }] },
        'where.0.values',
        /unknown value/,
      ],
      [
        { range: SiteInsightsQueryRangePreset.Last7Days, where: [{ column: 'eventsCount', values: [1] }] },
        'where.0.operator',
        /greaterThan/,
      ],
      [
        { range: SiteInsightsQueryRangePreset.Last7Days, order: { by: { column: 'url' }, direction: 'asc' } },
        'order.by',
        /grouped by or selected/,
      ],
      [{ range: SiteInsightsQueryRangePreset.Last7Days, limit: 1001 }, 'limit', /./],
    ];
    for (const [body, field, why] of bad) {
      const res = await call(
        s.baseUrl,
        reader.token,
        'POST',
        `/v1/orgs/${org.id}/sites/${site1.id}/insights/events/aggregate`,
        body,
      );
      expect(res.status, field).toBe(400);
      expect(res.body.error.message, field).toContain(`'${field}`);
      expect(res.body.error.message, field).toMatch(why);
    }
  });
});

describe('Site.insights', () => {
  it('gives the most read pages, searches with no result, unanswered questions and feedback', async () => {
    await tracked([
      event('search_type_query', { query: 'kubernetes', resultCount: 0 }),
      event('search_type_query', { query: 'kubernetes', resultCount: 0 }),
      event('search_type_query', { query: 'install', resultCount: 3 }),
      event('ask_question', { query: 'Does it run on ARM?', answered: false }),
      event('ask_question', { query: 'How to install?', answered: true }),
    ]);
    const figures = await insights();
    expect(figures?.topPages[0]).toEqual({
      pageId: guide.id,
      spaceId: docs.id,
      title: 'Guide',
      views: expect.any(Number),
    });
    expect(figures?.pageViews).toBeGreaterThanOrEqual(figures?.topPages[0].views ?? 0);
    expect(figures?.searchesWithNoResult).toEqual([{ query: 'kubernetes', count: 2 }]);
    expect(figures?.unansweredQuestions).toEqual([{ query: 'Does it run on ARM?', count: 1 }]);
    expect(figures?.feedback).toMatchObject({ good: 1, ok: 0, bad: 1 });
    expect(figures?.feedback.comments).toEqual([{ rating: 'GOOD', comment: 'Clear, thanks', pageId: guide.id }]);
  });

  it('is for members who may read the site', async () => {
    await expect(insights(outsider.token)).rejects.toThrow(/not found|forbidden/i);
  });

  it('reads the figures of a list of sites in the same number of statements for 2 and for 6 sites', async () => {
    const orgWith = async (count: number) => {
      const { id } = await organization(s, { owner, title: `Insights ${count}` });
      const sp = await space(s, owner, id, { title: 'Docs' });
      const { page: p } = await page(s, owner, sp.id, { title: 'Start', markdown: 'Hello' });
      for (let i = 0; i < count; i++) {
        const created = await site(s, owner, id, { title: `Site ${i}`, spaces: [sp.id] });
        // A member previews an unpublished site, and may report on it.
        const at = { ...event('page_view').location, space: sp.id, page: p.id };
        await tracked(
          [
            event('page_view', { location: at }),
            event('search_type_query', { query: 'nothing', resultCount: 0, location: at }),
            event('page_post_feedback_comment', { feedback: { rating: 'ok', comment: 'Short' }, location: at }),
          ],
          owner.token,
          created.id,
          id,
        );
      }
      return id;
    };
    const [two, six] = [await orgWith(2), await orgWith(6)];
    const client = graphqlClient(s.baseUrl, owner.token);
    const read = (id: string) => client.request(SitesInsights, { id });
    const answer = await read(six);
    const nodes = answer.organization?.sites.edges.map((e) => e.node.insights) ?? [];
    expect(nodes).toHaveLength(6);
    for (const figures of nodes) {
      expect(figures.topPages).toEqual([{ title: 'Start', views: 1 }]);
      expect(figures.searchesWithNoResult).toEqual([{ query: 'nothing', count: 1 }]);
      expect(figures.feedback.comments).toEqual([{ comment: 'Short' }]);
    }
    const a = await statementsOf(s, () => read(two));
    const b = await statementsOf(s, () => read(six));
    console.log(`GraphQL organization.sites with insights: 2 sites -> ${a} statements, 6 sites -> ${b}`);
    expect(b).toBe(a);
  });
});

describe("Quire's reader", () => {
  it('records a page view and a search from the server, not for a client that does not ask for HTML', async () => {
    const viewsOf = async (pageId: string) => (await insights())?.topPages.find((p) => p.pageId === pageId)?.views ?? 0;
    const before = await viewsOf(start.id);
    const headers = { accept: 'text/html,application/xhtml+xml', 'user-agent': BROWSER };
    expect((await fetch(`${base}/start`, { headers })).status).toBe(200);
    // Not an HTML client, or a crawler: nothing recorded.
    expect((await fetch(`${base}/start`, { headers: { accept: '*/*' } })).status).toBe(200);
    expect((await fetch(`${base}/start`, { headers: { ...headers, 'user-agent': 'Googlebot/2.1' } })).status).toBe(200);
    expect((await fetch(`${base}/~search?q=zeppelin`, { headers })).status).toBe(200);
    // Recorded after the answer: wait for it.
    let figures = await insights();
    for (let i = 0; i < 50 && (figures?.topPages.find((p) => p.pageId === start.id)?.views ?? 0) === before; i++) {
      await new Promise((r) => setTimeout(r, 50));
      figures = await insights();
    }
    expect(await viewsOf(start.id)).toBe(before + 1);
    for (let i = 0; i < 50 && !figures?.searchesWithNoResult.some((q) => q.query === 'zeppelin'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      figures = await insights();
    }
    expect(figures?.searchesWithNoResult).toContainEqual({ query: 'zeppelin', count: 1 });
  });
});

describe('retention', () => {
  it('deletes the events older than the retention period', async () => {
    // Events of 100 and 80 days ago, tracked then: the clock of this process (the server's) set back,
    // as the track route takes 5 minutes of skew at most.
    for (const [daysAgo, session] of [
      [100, 'old'],
      [80, 'kept'],
    ] as const) {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - daysAgo * 86_400_000, shouldAdvanceTime: true });
      try {
        await tracked([event('page_view', {}, session)]);
      } finally {
        vi.useRealTimers();
      }
    }
    const yearOf = async () =>
      (
        await aggregate({ range: SiteInsightsQueryRangePreset.LastYear, groupBy: [{ column: 'eventType' }] })
      ).data.columns[1].values.reduce((n: number, v) => n + (v as number), 0);
    const before = await yearOf();
    expect(await pruneSiteInsightEvents(s.db.prisma, 90)).toBe(1);
    expect(await yearOf()).toBe(before - 1);
    expect(await pruneSiteInsightEvents(s.db.prisma, 90)).toBe(0);
  });
});
