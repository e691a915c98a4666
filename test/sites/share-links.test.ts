/**
 * GitBook's share-link routes of a site through its official client (each answer validated
 * against its OpenAPI document): create (the key shows once, in `urls.published`), list with a
 * search, rename, turn off and on (`active`: an inactive link opens nothing), delete, the admin
 * role they need and bad input.
 */

import type { SiteVisibility } from '@gitbook/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Person, space, useServer } from '../support/fixtures.ts';
import { gitbook, statusOf } from '../support/gitbook.ts';
import { call } from '../support/http.ts';

const { s, owner, editor, outsider, org } = useServer({
  title: 'Share links Org',
  members: { editor: 'edit' },
});

const api = (u?: Person) => gitbook(s.baseUrl, u?.token);
let siteId = '';

beforeAll(async () => {
  const docs = await space(s, owner, org.id, { title: 'Docs' });
  siteId = (await api(owner).orgs.createSite(org.id, { title: 'Shared', visibility: 'share-link' as SiteVisibility }))
    .data.id;
  await api(owner).orgs.addSectionToSite(org.id, siteId, { spaceId: docs.id, title: 'Docs' });
  await api(owner).orgs.publishSite(org.id, siteId);
});

/** What an anonymous visitor gets for the published site with `shareKey`. */
const visit = (shareKey: string) => statusOf(api().orgs.getPublishedContentSite(org.id, siteId, { shareKey }));

describe('site share links', () => {
  it('creates a link whose key opens the site, lists and searches links', async () => {
    const made = await api(owner).orgs.createSiteShareLink(org.id, siteId, { name: 'Partners' });
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ object: 'share-link', name: 'Partners', active: true });
    const prefix = `${s.baseUrl}/sites/${org.id}/${siteId}/`;
    expect(made.data.urls.published).toMatch(new RegExp(`^${prefix}[A-Za-z0-9_-]+$`));
    const key = made.data.urls.published!.slice(prefix.length);
    expect(await visit(key)).toBe(200);
    expect(await visit(`${key}x`)).toBe(404);

    await api(owner).orgs.createSiteShareLink(org.id, siteId, { name: 'Press' });
    const all = (await api(owner).orgs.listSiteShareLinks(org.id, siteId)).data;
    expect(all.items.map((l) => [l.name, l.active])).toEqual([
      ['Partners', true],
      ['Press', true],
    ]);
    // The key is never listed (only its hash is kept).
    expect(all.items[0].urls).toEqual({});
    expect(all.items[0].id).toBe(made.data.id);
    const found = (await api(owner).orgs.listSiteShareLinks(org.id, siteId, { search: 'part' })).data.items;
    expect(found.map((l) => l.name)).toEqual(['Partners']);
    const page = (await api(owner).orgs.listSiteShareLinks(org.id, siteId, { limit: 1 })).data;
    expect(page.items).toHaveLength(1);
    expect(page.next?.page).toEqual(expect.any(String));
  });

  it('renames a link, turns it off (its key opens nothing) and on again', async () => {
    const made = (await api(owner).orgs.createSiteShareLink(org.id, siteId, { name: 'Temp' })).data;
    const key = made.urls.published!.split('/').pop()!;
    const off = await api(owner).orgs.updateSiteShareLinkById(org.id, siteId, made.id, { active: false });
    expect(off.data).toMatchObject({ id: made.id, name: 'Temp', active: false });
    expect(await visit(key)).toBe(404);
    const on = await api(owner).orgs.updateSiteShareLinkById(org.id, siteId, made.id, {
      active: true,
      name: 'Renamed',
    });
    expect(on.data).toMatchObject({ name: 'Renamed', active: true });
    expect(await visit(key)).toBe(200);
    const listed = (await api(owner).orgs.listSiteShareLinks(org.id, siteId, { search: 'renamed' })).data.items;
    expect(listed.map((l) => [l.id, l.active])).toEqual([[made.id, true]]);
  });

  it('deletes a link (205, then 204) and its key stops working', async () => {
    const made = (await api(owner).orgs.createSiteShareLink(org.id, siteId, { name: 'Gone' })).data;
    const key = made.urls.published!.split('/').pop()!;
    expect((await api(owner).orgs.deleteSiteShareLinkById(org.id, siteId, made.id)).status).toBe(205);
    expect((await api(owner).orgs.deleteSiteShareLinkById(org.id, siteId, made.id)).status).toBe(204);
    expect(await visit(key)).toBe(404);
    expect(await statusOf(api(owner).orgs.updateSiteShareLinkById(org.id, siteId, made.id, { active: true }))).toBe(
      404,
    );
  });

  it('needs the admin role; refuses bad input without a change', async () => {
    const before = (await api(owner).orgs.listSiteShareLinks(org.id, siteId)).data.items;
    expect(await statusOf(api(editor).orgs.listSiteShareLinks(org.id, siteId))).toBe(403);
    expect(await statusOf(api(editor).orgs.createSiteShareLink(org.id, siteId, { name: 'No' }))).toBe(403);
    expect(await statusOf(api(outsider).orgs.listSiteShareLinks(org.id, siteId))).toBe(404);
    expect(
      await statusOf(api(editor).orgs.updateSiteShareLinkById(org.id, siteId, before[0].id, { active: false })),
    ).toBe(403);
    const path = `/v1/orgs/${org.id}/sites/${siteId}/share-links`;
    for (const body of [{}, { name: 7 }, { name: 'x'.repeat(101) }, { name: 'ok', extra: true }]) {
      const res = await call(s.baseUrl, owner.token, 'POST', path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 400 } });
    }
    const res = await call(s.baseUrl, owner.token, 'PATCH', `${path}/${before[0].id}`, { active: 'no' });
    expect(res.status).toBe(400);
    expect((await api(owner).orgs.listSiteShareLinks(org.id, siteId)).data.items).toEqual(before);
  });
});
