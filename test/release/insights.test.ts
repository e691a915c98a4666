/**
 * Site insights on the built server: accepted events are written in batches
 * (src/modules/insights/buffer.ts). What a server accepted is written when it stops (SIGTERM)
 * though the interval (INSIGHTS_FLUSH_MS, a minute here) has not come; on PostgreSQL, another
 * instance reads the events one instance accepted once its interval has passed.
 */
import { SiteVisibility } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import { type BuiltServer, builtServers } from '../support/built.ts';
import { page, publishedSite, space } from '../support/fixtures.ts';
import { gitbook } from '../support/gitbook.ts';

const servers = builtServers();
const onPostgres = !!process.env.DATABASE_URL;

async function publicSite(s: BuiltServer) {
  const owner = await s.user('Writer');
  const orgId = (await s.org(owner.id, 'Insights On The Built Server')).id;
  const docs = await space(s, owner, orgId, { title: 'Docs' });
  const start = (await page(s, owner, docs.id, { title: 'Start', markdown: 'Welcome.' })).page;
  const site = await publishedSite(s, owner, orgId, { visibility: SiteVisibility.Public, spaces: [docs.id] });
  return { owner, orgId, site, docs, start };
}

/** GitBook's reader's page views of a site (no token: a public site). */
async function views(s: BuiltServer, orgId: string, siteId: string, count: number, sessionId: string) {
  const events = Array.from({ length: count }, () => ({
    type: 'page_view',
    session: { sessionId, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' },
    location: { url: `${s.baseUrl}/start` },
  }));
  const res = await gitbook(s.baseUrl).orgs.trackEventsInSiteById(orgId, siteId, { events: events as never });
  expect(res.status).toBe(204);
}

async function eventsCount(s: BuiltServer, token: string, orgId: string, siteId: string) {
  const { data } = await gitbook(s.baseUrl, token).orgs.aggregateSiteEvents(orgId, siteId, {
    range: 'last24Hours',
    select: [{ column: 'eventsCount' }],
  } as never);
  return (data.columns[0]?.values[0] as number | undefined) ?? 0;
}

describe('site insights on the built server', () => {
  it('writes the events it accepted when it stops, before the interval', { timeout: 120_000 }, async () => {
    const s = await servers.start({ env: { INSIGHTS_FLUSH_MS: '60000' } });
    const { owner, orgId, site } = await publicSite(s);
    for (let i = 0; i < 5; i++) await views(s, orgId, site.id, 10, `stopping-${i}`);
    // Quire's reader records a page view from the server as it answers the page.
    const read = await fetch(`${s.baseUrl}/sites/${orgId}/${site.id}/start`, {
      headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' },
    });
    expect(read.status).toBe(200);

    expect(await s.kill('SIGTERM')).toBe(0);
    await s.restart();
    expect(await eventsCount(s, owner.token, orgId, site.id)).toBe(51);
  });

  it.skipIf(!onPostgres)('another instance reads them once the interval has passed', { timeout: 120_000 }, async () => {
    const s = await servers.start({ env: { INSIGHTS_FLUSH_MS: '300' } });
    const other = await s.instance({ INSIGHTS_FLUSH_MS: '300' });
    const { owner, orgId, site } = await publicSite(s);
    await views(s, orgId, site.id, 7, 'one-instance');
    await expect.poll(() => eventsCount(other, owner.token, orgId, site.id), { timeout: 10_000 }).toBe(7);
  });
});
