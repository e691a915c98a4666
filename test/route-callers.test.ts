/**
 * Who may call each /v1 row: every row decides whether a published site's reader may call it
 * with a site token (`reader` in src/rest/route.ts), and a site token reaches exactly the rows
 * that say so: on every other row it gets no more than a caller without a token.
 */
import { SiteVisibility } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import { restRoutes } from '../src/app/modules.ts';
import { page, site, space, useServer } from './support/fixtures.ts';
import { gitbook } from './support/gitbook.ts';
import { call } from './support/http.ts';

const { s, owner, org } = useServer({ title: 'Route callers', members: {} });

describe('route callers', () => {
  it('every row decides whether a site reader may call it', () => {
    const undecided = restRoutes.filter((r) => typeof r.reader !== 'boolean').map((r) => `${r.method} ${r.path}`);
    expect(undecided).toEqual([]);
    // The reader's rows are reads, the URL lookup that hands the token out, Ask (a read with a
    // body) and what readers' agents send back (agent feedback).
    const writes = restRoutes.filter((r) => r.reader && r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
    expect(writes.sort()).toEqual([
      'POST /v1/orgs/{organizationId}/sites/{siteId}/agent-feedback',
      'POST /v1/orgs/{organizationId}/sites/{siteId}/agents/feedback',
      'POST /v1/orgs/{organizationId}/sites/{siteId}/ask',
      'POST /v1/orgs/{organizationId}/sites/{siteId}/search',
      'POST /v1/urls/published',
    ]);
  });

  it('a site token reaches exactly the rows marked reader', async () => {
    const published = await space(s, owner, org.id, { title: 'Published' });
    const { page: start } = await page(s, owner, published.id, { title: 'Start', markdown: 'Hello' });
    const created = await site(s, owner, org.id, {
      title: 'Callers',
      visibility: SiteVisibility.Public,
      spaces: [published.id],
    });
    await call(s.baseUrl, owner.token, 'PATCH', `/v1/orgs/${org.id}/sites/${created.id}`, {
      hostname: 'callers.example.com',
    });
    await gitbook(s.baseUrl, owner.token).orgs.publishSite(org.id, created.id);
    const { data: found } = await gitbook(s.baseUrl).urls.resolvePublishedContentByUrl({
      url: 'https://callers.example.com/',
    });
    if (!('apiToken' in found)) throw new Error('the URL lookup found no site');
    const siteToken = found.apiToken;
    const { data: revision } = await gitbook(s.baseUrl, owner.token).spaces.getCurrentRevision(published.id);

    // Real ids where the token's site has them, so a reader row can answer 200.
    const ids: Record<string, string> = {
      organizationId: org.id,
      siteId: created.id,
      spaceId: published.id,
      userId: owner.id,
      revisionId: revision.id,
      pageId: start.id,
      pagePath: 'start',
    };
    const concrete = (path: string) => path.replace(/\{(\w+)\+?\}/g, (_, name: string) => ids[name] ?? 'unknown');
    const body = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

    const wrong: string[] = [];
    for (const row of restRoutes) {
      const path = concrete(row.path);
      const withToken = await call(s.baseUrl, siteToken, row.method, path, body(row.method));
      if (row.reader) {
        if (withToken.status === 401) wrong.push(`${row.method} ${row.path}: a reader row refused the site token`);
        continue;
      }
      if (withToken.status === 401) continue;
      // A row open to anyone: the token must give nothing a caller without one does not get.
      const anonymous = await call(s.baseUrl, undefined, row.method, path, body(row.method));
      if (anonymous.status !== withToken.status || JSON.stringify(anonymous.body) !== JSON.stringify(withToken.body))
        wrong.push(`${row.method} ${row.path}: ${withToken.status} with the site token, ${anonymous.status} without`);
    }
    expect(wrong).toEqual([]);
    // The reader's rows do answer a site token: the page it reads, for one.
    const read = await call(s.baseUrl, siteToken, 'GET', `/v1/spaces/${published.id}/content/page/${start.id}`);
    expect(read.status).toBe(200);
    // And /graphql is not a reader's door.
    const graphql = await fetch(`${s.baseUrl}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${siteToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(graphql.status).toBe(401);
    // Every row of the table is called in turn: on a loaded machine that takes longer than the default.
  }, 120_000);
});
