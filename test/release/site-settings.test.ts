/**
 * On the built server (`npm start`'s bundle): site customization (validated against the schema
 * bundled with it), a redirect answered by the URL lookup, and the browser sign-in page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, builtServers, type Person } from '../support/built.ts';
import { publishedSite, space } from '../support/fixtures.ts';
import { gitbook } from '../support/gitbook.ts';
import { call } from '../support/http.ts';

const servers = builtServers();
let s: BuiltServer;
let owner: Person;
let orgId: string;

beforeAll(async () => {
  s = await servers.start();
  owner = await s.user('Settings');
  orgId = (await s.org(owner.id, 'Settings On The Built Server')).id;
});

describe('site settings on the built server', () => {
  it('stores a customization, follows a redirect, and signs a member in', async () => {
    const docs = await space(s, owner, orgId, { title: 'Docs' });
    const site = await publishedSite(s, owner, orgId, { title: 'Built', spaces: [docs.id] });
    const api = gitbook(s.baseUrl, owner.token).orgs;

    const { updatedAt: _, ...settings } = (await api.getSiteCustomizationById(orgId, site.id)).data;
    await api.updateSiteCustomizationById(orgId, site.id, { ...settings, title: 'Built look' });
    const view = (await gitbook(s.baseUrl).orgs.getPublishedContentSite(orgId, site.id)).data;
    expect(view.customizations.site.title).toBe('Built look');
    const bad = await call(s.baseUrl, owner.token, 'PUT', `/v1/orgs/${orgId}/sites/${site.id}/customization`, {
      ...settings,
      themes: { default: 'sepia', toggeable: true },
    });
    expect(bad.status).toBe(400);

    await api.createSiteRedirect(orgId, site.id, {
      source: '/old',
      destination: { kind: 'external', url: 'https://example.com/new' },
    });
    const found = await gitbook(s.baseUrl).urls.resolvePublishedContentByUrl({ url: `https://${site.hostname}/old` });
    expect(found.data).toEqual({ target: 'external', redirect: 'https://example.com/new', site: site.id });

    const signIn = await fetch(`${s.baseUrl}/signin`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: s.baseUrl },
      body: new URLSearchParams({ token: owner.token }).toString(),
    });
    expect(signIn.status).toBe(303);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
    expect(await (await fetch(`${s.baseUrl}/signin`, { headers: { cookie } })).text()).toContain('Signed in as');
  });
});
