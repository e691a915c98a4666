import { ContentType } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import { useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call } from './support/http.ts';

/** The seeds' translation settings (GitBook's client types describe its newer Translation resource). */
type Settings = {
  object: 'translation-settings';
  id: string;
  title: string;
  languages: string[];
  createdAt: string;
  updatedAt: string;
  permissions: { view: boolean; edit: boolean };
  urls: { location: string };
};
/** What POST and PUT take. */
type SettingsInput = { title: string; languages?: string[] };
type SettingsList = { items: Settings[]; count: number; next?: { page: string } };

/**
 * GitBook's client, with the seed's types for its translation endpoints: the same requests as
 * `orgs.createTranslation`, `listTranslations`, `getTranslation` and `updateTranslation`, typed as
 * the settings they send and answer (the client's methods type the newer Translation resource).
 */
function translations(token?: string) {
  const api = gitbook(s.baseUrl, token);
  const at = (orgId: string, id?: string) => `/orgs/${orgId}/translations${id === undefined ? '' : `/${id}`}`;
  return {
    create: (orgId: string, body: SettingsInput) =>
      api.request<Settings>({
        path: at(orgId),
        method: 'POST',
        body,
        secure: true,
        type: ContentType.Json,
        format: 'json',
      }),
    list: (orgId: string, query?: { limit?: number; page?: string }) =>
      api.request<SettingsList>({ path: at(orgId), method: 'GET', query, secure: true, format: 'json' }),
    get: (orgId: string, id: string) =>
      api.request<Settings>({ path: at(orgId, id), method: 'GET', secure: true, format: 'json' }),
    update: (orgId: string, id: string, body: SettingsInput) =>
      api.request<Settings>({
        path: at(orgId, id),
        method: 'PUT',
        body,
        secure: true,
        type: ContentType.Json,
        format: 'json',
      }),
    remove: (orgId: string, id: string) => api.request<void>({ path: at(orgId, id), method: 'DELETE', secure: true }),
  };
}

const {
  s,
  owner: admin,
  reader,
  guest,
  outsider,
  org: testOrg,
  outsiderOrg: otherOrg,
} = useServer({
  title: 'Translations Org',
  members: { reader: 'read', guest: null },
  names: { owner: 'Tara Admin', reader: 'Rex Reader', guest: 'Gil Guest', outsider: 'Ola Outsider' },
});

const path = (p = '', org = testOrg.id) => `/v1/orgs/${org}/translations${p}`;
const create = async (body: SettingsInput, token = admin.token) => {
  const res = await translations(token).create(testOrg.id, body);
  return { res, data: res.data };
};
/** The translation settings of the organization, counted on a full listing. */
const count = async () => (await translations(admin.token).list(testOrg.id, { limit: 1000 })).data.items.length;

describe('POST /translations', () => {
  it('creates settings with a title (201, Location), no languages by default', async () => {
    const { res, data } = await create({ title: 'Product docs' });
    expect(res.status).toBe(201);
    expect(data).toMatchObject({
      object: 'translation-settings',
      title: 'Product docs',
      languages: [],
      permissions: { view: true, edit: true },
      urls: { location: `${s.baseUrl}${path(`/${data.id}`)}` },
    });
    expect(res.headers.get('location')).toBe(data.urls.location);
    expect(data.createdAt).toBe(data.updatedAt);
  });

  it('accepts languages from the documented list', async () => {
    const { data } = await create({ title: 'Localized', languages: ['fr', 'pt-br', 'zh-tw'] });
    expect(data.languages).toEqual(['fr', 'pt-br', 'zh-tw']);
  });

  it('rejects bad input with 400 and creates nothing', async () => {
    const before = await count();
    const cases: [unknown, string][] = [
      [{}, 'title'],
      [{ title: '' }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(101) }, 'title'],
      [{ title: 42 }, 'title'],
      [{ title: 'Ok', languages: ['xx'] }, 'languages'],
      [{ title: 'Ok', languages: ['EN'] }, 'languages'],
      [{ title: 'Ok', languages: 'en' }, 'languages'],
      [{ title: 'Ok', languages: ['en', 'en'] }, 'languages'],
    ];
    for (const [body, field] of cases) {
      const res = await call(s.baseUrl, admin.token, 'POST', path(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 400 });
      expect(res.body.error.message, JSON.stringify(body)).toContain(field);
    }
    const malformed = await call(s.baseUrl, admin.token, 'POST', path(), '{"title": ');
    expect(malformed.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('is for organization admins: 401, 403 for members, 404 for outsiders', async () => {
    expect(await statusOf(translations().create(testOrg.id, { title: 'x' }))).toBe(401);
    expect(await statusOf(translations(reader.token).create(testOrg.id, { title: 'x' }))).toBe(403);
    expect(await statusOf(translations(guest.token).create(testOrg.id, { title: 'x' }))).toBe(403);
    expect(await statusOf(translations(outsider.token).create(testOrg.id, { title: 'x' }))).toBe(404);
  });
});

describe('GET /translations', () => {
  it('lists oldest first with count and pages; members read, with edit only for admins', async () => {
    for (const { id } of (await translations(admin.token).list(testOrg.id, { limit: 1000 })).data.items)
      expect((await translations(admin.token).remove(testOrg.id, id)).status).toBe(205);
    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three']) ids.push((await create({ title })).data.id);
    const api = translations(reader.token);
    const page1 = (await api.list(testOrg.id, { limit: 2 })).data;
    expect(page1.count).toBe(3);
    expect(page1.items.map((t) => t.id)).toEqual(ids.slice(0, 2));
    expect(page1.items[0].permissions).toEqual({ view: true, edit: false });
    const page2 = (await api.list(testOrg.id, { limit: 2, page: page1.next!.page })).data;
    expect(page2.items.map((t) => t.id)).toEqual([ids[2]]);
    expect(page2.next).toBeUndefined();
  });

  it('401 without a token, 403 for guests, 404 for outsiders', async () => {
    expect(await statusOf(gitbook(s.baseUrl).orgs.listTranslations(testOrg.id))).toBe(401);
    expect(await statusOf(gitbook(s.baseUrl, guest.token).orgs.listTranslations(testOrg.id))).toBe(403);
    expect(await statusOf(gitbook(s.baseUrl, outsider.token).orgs.listTranslations(testOrg.id))).toBe(404);
  });
});

describe('GET, PUT, DELETE /translations/{id}', () => {
  it('gets, replaces the title (keeping languages unless given) and deletes (205 then 204)', async () => {
    const { data: made } = await create({ title: 'Guides', languages: ['de'] });
    const api = gitbook(s.baseUrl, admin.token);
    const settings = translations(admin.token);
    const got = (await translations(reader.token).get(testOrg.id, made.id)).data;
    expect(got).toMatchObject({
      id: made.id,
      title: 'Guides',
      languages: ['de'],
      permissions: { view: true, edit: false },
    });

    await new Promise((r) => setTimeout(r, 5));
    const put = (await settings.update(testOrg.id, made.id, { title: 'Guides v2' })).data;
    expect(put).toMatchObject({ id: made.id, title: 'Guides v2', languages: ['de'] });
    expect(Date.parse(put.updatedAt)).toBeGreaterThan(Date.parse(made.updatedAt));
    const put2 = (await settings.update(testOrg.id, made.id, { title: 'Guides v3', languages: ['ja', 'ko'] })).data;
    expect(put2.languages).toEqual(['ja', 'ko']);

    // PUT requires the title; bounds as on create; nothing changes on a 400.
    for (const body of [{}, { title: '' }, { title: 'y'.repeat(101) }, { title: 'ok', languages: ['klingon'] }]) {
      const res = await call(s.baseUrl, admin.token, 'PUT', path(`/${made.id}`), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const after = (await settings.get(testOrg.id, made.id)).data;
    expect(after).toMatchObject({ title: 'Guides v3', languages: ['ja', 'ko'] });

    expect((await api.orgs.deleteTranslation(testOrg.id, made.id)).status).toBe(205);
    expect((await api.orgs.deleteTranslation(testOrg.id, made.id)).status).toBe(204);
    expect(await statusOf(api.orgs.getTranslation(testOrg.id, made.id))).toBe(404);
    expect(await statusOf(settings.update(testOrg.id, made.id, { title: 'gone' }))).toBe(404);
  });

  it('keeps other organizations and non-admins out', async () => {
    const { data: made } = await create({ title: 'Private' });
    const theirs = (await translations(outsider.token).create(otherOrg.id, { title: 'Theirs' })).data;
    const api = gitbook(s.baseUrl, admin.token);
    // Another organization's settings through this organization's path: 404.
    expect(await statusOf(api.orgs.getTranslation(testOrg.id, theirs.id))).toBe(404);
    expect((await api.orgs.deleteTranslation(testOrg.id, theirs.id)).status).toBe(204);
    expect(await statusOf(gitbook(s.baseUrl, outsider.token).orgs.getTranslation(otherOrg.id, theirs.id))).toBe(200);

    expect(await statusOf(gitbook(s.baseUrl, guest.token).orgs.getTranslation(testOrg.id, made.id))).toBe(403);
    expect(await statusOf(gitbook(s.baseUrl, outsider.token).orgs.getTranslation(testOrg.id, made.id))).toBe(404);
    expect(await statusOf(translations(reader.token).update(testOrg.id, made.id, { title: 'no' }))).toBe(403);
    expect(await statusOf(gitbook(s.baseUrl, reader.token).orgs.deleteTranslation(testOrg.id, made.id))).toBe(403);
    expect(await statusOf(gitbook(s.baseUrl, outsider.token).orgs.deleteTranslation(testOrg.id, made.id))).toBe(404);
    expect((await api.orgs.getTranslation(testOrg.id, made.id)).data).toMatchObject({ title: 'Private' });
  });
});
