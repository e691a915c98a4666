/**
 * A published site on the built server, read as GitBook's reader front end reads it: the URL
 * lookup (`POST /v1/urls/published`), then the page's document with the site token it returns.
 * The in-process details are in test/sites/published.test.ts. On the same server: site
 * customization (validated against the schema bundled with it), a redirect answered by the URL
 * lookup, and the browser sign-in page.
 */
import { SiteVisibility } from '@gitbook/api';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, builtServers, type Person } from '../support/built.ts';
import { page, publishedSite, space } from '../support/fixtures.ts';
import { gitbook, statusOf } from '../support/gitbook.ts';
import { call } from '../support/http.ts';

const servers = builtServers();
let s: BuiltServer;
let owner: Person;
let orgId: string;

beforeAll(async () => {
  s = await servers.start();
  owner = await s.user('Publisher');
  orgId = (await s.org(owner.id, 'Published On The Built Server')).id;
});

describe('published sites on the built server', () => {
  it('resolves a URL and reads the page document with the site token', async () => {
    const handbook = await space(s, owner, orgId, { title: 'Handbook' });
    const made = await page(s, owner, handbook.id, {
      title: 'Welcome',
      markdown:
        '# Welcome\n\n{% tabs %}\n{% tab title="A" %}\nOne.\n{% endtab %}\n{% endtabs %}\n\n[Again](/welcome#tabs) [Out](https://example.com/)\n',
    });
    const { id: pageId, path } = made.page;
    const site = await publishedSite(s, owner, orgId, {
      title: 'Handbook',
      spaces: [handbook.id],
      hostname: 'handbook.example.com',
    });
    expect(site.visibility).toBe(SiteVisibility.Public);

    const { data } = await gitbook(s.baseUrl).urls.resolvePublishedContentByUrl({
      url: `https://handbook.example.com/${path}`,
    });
    if ('redirect' in data) throw new Error('redirected');
    expect(data).toMatchObject({ site: site.id, space: handbook.id, pathname: path, complete: true });
    expect(decodeJwt(data.apiToken)).toMatchObject({ kind: 'site', site: site.id });

    const reader = gitbook(s.baseUrl, data.apiToken);
    const revision = (await reader.spaces.getSpaceById(handbook.id)).data.revision;
    const document = (await reader.spaces.getPageDocumentInRevisionById(handbook.id, revision, pageId)).data;
    const tabs = (document.nodes as { type: string; key?: string }[]).find((n) => n.type === 'tabs');
    expect(tabs?.key).toEqual(expect.any(String));
    // Links to pages reach the reader as page references; `.md` pages get them by id.
    expect(JSON.stringify(document)).toContain(JSON.stringify({ kind: 'anchor', page: pageId, anchor: 'tabs' }));
    expect(JSON.stringify(document)).toContain(JSON.stringify({ kind: 'url', url: 'https://example.com/' }));
    const md = await reader.spaces.getPageInRevisionById(handbook.id, revision, pageId, {
      format: 'markdown',
      'format.markdown.refs': 'stable',
    });
    expect((md.data as { markdown: string }).markdown).toContain(`[Again](/pages/${pageId}#tabs)`);
    // The token reads nothing else.
    expect(await statusOf(reader.orgs.listMembersInOrganizationById(orgId))).toBe(401);
  });
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
