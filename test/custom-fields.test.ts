import { ContentType } from '@gitbook/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call } from './support/http.ts';

type Field = {
  id: string;
  name: string;
  type: string;
  title?: string;
  description?: string;
  placeholder?: string;
  options?: string[];
  createdAt: string;
  updatedAt: string;
  urls: { location: string };
  permissions: { view: boolean; edit: boolean };
};
type Entry = { customField: Field; value: unknown };

let spaceId: string;
let otherSpaceId: string;

/**
 * The official client has no method for these seed endpoints (absent from GitBook's OpenAPI):
 * its low-level `request`, which still authenticates, throws GitBookAPIError and is validated
 * against the schemas written from the seed tables (test/support/gitbook.ts).
 */
const api = (token?: string) => {
  const client = gitbook(s.baseUrl, token);
  const send = <T>(method: string, path: string, body?: unknown, query?: Record<string, unknown>, json = true) =>
    client.request<T>({
      path,
      method,
      body,
      query,
      secure: true,
      type: body === undefined ? undefined : ContentType.Json,
      format: json ? 'json' : undefined,
    });
  return {
    list: (org = testOrg.id, query?: Record<string, unknown>) =>
      send<{ items: Field[]; count: number; next?: { page: string } }>(
        'GET',
        `/orgs/${org}/custom-fields`,
        undefined,
        query,
      ),
    create: (body: Record<string, unknown>, org = testOrg.id) =>
      send<Field>('POST', `/orgs/${org}/custom-fields`, body),
    get: (name: string, org = testOrg.id) => send<Field>('GET', `/orgs/${org}/custom-fields/${name}`),
    update: (name: string, body: Record<string, unknown>, org = testOrg.id) =>
      send<Field>('PATCH', `/orgs/${org}/custom-fields/${name}`, body),
    remove: (name: string, org = testOrg.id) =>
      send<void>('DELETE', `/orgs/${org}/custom-fields/${name}`, undefined, undefined, false),
    values: (space = spaceId) => send<Entry[]>('GET', `/spaces/${space}/custom-fields`),
    setValues: (values: Record<string, unknown>, space = spaceId) =>
      send<void>('PATCH', `/spaces/${space}/custom-fields`, { values }, undefined, false),
  };
};

/** The fields of the organization, counted on a full listing. */
const fieldCount = async () => (await api(admin.token).list(testOrg.id, { limit: 1000 })).data.items.length;
/** The values of the test's space, as the API lists them. */
const valueRows = async () => (await api(admin.token).values()).data;

const {
  s,
  owner: admin,
  editor,
  reader,
  guest,
  outsider,
  org: testOrg,
  outsiderOrg: otherOrg,
} = useServer({
  title: 'Fields Org',
  members: { editor: 'edit', reader: 'read', guest: null },
  outsiderOrgTitle: 'Other Fields Org',
  names: {
    owner: 'Ada Admin',
    editor: 'Ed Editor',
    reader: 'Rae Reader',
    guest: 'Guy Guest',
    outsider: 'Oz Outsider',
  },
});
beforeAll(async () => {
  spaceId = (await gitbook(s.baseUrl, admin.token).orgs.createSpace(testOrg.id, { title: 'Handbook' })).data.id;
  otherSpaceId = (await gitbook(s.baseUrl, outsider.token).orgs.createSpace(otherOrg.id, { title: 'Theirs' })).data.id;
  const a = api(admin.token);
  await a.create({ name: 'summary', type: 'text', title: 'Summary', placeholder: 'One line' });
  await a.create({ name: 'priority', type: 'number' });
  await a.create({ name: 'public', type: 'boolean' });
  await a.create({ name: 'labels', type: 'tags' });
  await a.create({ name: 'teams', type: 'select:multi', options: ['api', 'web', 'mobile'] });
  await a.create({ name: 'status', type: 'select:single', options: ['draft', 'review', 'final'] });
});

describe('POST /orgs/{id}/custom-fields', () => {
  it('creates a field (201, Location); options only for select types', async () => {
    const res = await api(admin.token).create({
      name: 'area_2-b',
      type: 'select:single',
      title: 'Area',
      description: 'Where it belongs',
      placeholder: 'Pick one',
      options: ['x', 'y'],
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      name: 'area_2-b',
      type: 'select:single',
      title: 'Area',
      description: 'Where it belongs',
      placeholder: 'Pick one',
      options: ['x', 'y'],
      permissions: { view: true, edit: true },
      urls: { location: `${s.baseUrl}/v1/orgs/${testOrg.id}/custom-fields/area_2-b` },
    });
    expect(res.headers.get('location')).toBe(res.data.urls.location);
    const text = (await api(admin.token).get('summary')).data;
    expect(text).toMatchObject({ name: 'summary', type: 'text', title: 'Summary', placeholder: 'One line' });
    expect(text).not.toHaveProperty('options');
    expect(text).not.toHaveProperty('description');
  });

  it('refuses a name already used in the organization (409), not in another one', async () => {
    expect(await statusOf(api(admin.token).create({ name: 'status', type: 'text' }))).toBe(409);
    expect((await api(outsider.token).create({ name: 'status', type: 'text' }, otherOrg.id)).status).toBe(201);
  });

  it('rejects bad input with 400 naming the field, and creates nothing', async () => {
    const before = await fieldCount();
    const options = (n: number) => Array.from({ length: n }, (_, i) => `option ${i}`);
    const cases: [unknown, string][] = [
      [{ type: 'text' }, 'name'],
      [{ name: 'Status', type: 'text' }, 'name'],
      [{ name: 'has space', type: 'text' }, 'name'],
      [{ name: 'dot.ted', type: 'text' }, 'name'],
      [{ name: '', type: 'text' }, 'name'],
      [{ name: 'n'.repeat(51), type: 'text' }, 'name'],
      [{ name: 'ok' }, 'type'],
      [{ name: 'ok', type: 'date' }, 'type'],
      [{ name: 'ok', type: 'select:single' }, 'options'],
      [{ name: 'ok', type: 'select:multi', options: [] }, 'options'],
      [{ name: 'ok', type: 'select:multi', options: options(51) }, 'options'],
      [{ name: 'ok', type: 'select:multi', options: ['a', 'a'] }, 'options'],
      [{ name: 'ok', type: 'select:multi', options: [''] }, 'options'],
      [{ name: 'ok', type: 'select:multi', options: ['o'.repeat(101)] }, 'options'],
      [{ name: 'ok', type: 'select:multi', options: 'a' }, 'options'],
      [{ name: 'ok', type: 'text', options: ['a'] }, 'options'],
      [{ name: 'ok', type: 'boolean', options: ['yes', 'no'] }, 'options'],
      [{ name: 'ok', type: 'text', title: 't'.repeat(101) }, 'title'],
      [{ name: 'ok', type: 'text', title: 5 }, 'title'],
      [{ name: 'ok', type: 'text', description: 'd'.repeat(201) }, 'description'],
      [{ name: 'ok', type: 'text', placeholder: 'p'.repeat(101) }, 'placeholder'],
    ];
    for (const [body, field] of cases) {
      const res = await call(s.baseUrl, admin.token, 'POST', `/v1/orgs/${testOrg.id}/custom-fields`, body);
      expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(res.body.error.code).toBe(400);
      expect(res.body.error.message, JSON.stringify(body).slice(0, 100)).toContain(field);
    }
    expect(
      (await call(s.baseUrl, admin.token, 'POST', `/v1/orgs/${testOrg.id}/custom-fields`, '{"name":')).status,
    ).toBe(400);
    // 50 options is the maximum.
    expect(
      (await api(admin.token).create({ name: 'fifty', type: 'select:multi', options: options(50) })).data.options,
    ).toHaveLength(50);
    expect(await fieldCount()).toBe(before + 1);
  });

  it('is for organization admins: 401, 403 for members and guests, 404 for outsiders', async () => {
    const body = { name: 'nope', type: 'text' };
    expect(await statusOf(api().create(body))).toBe(401);
    expect(await statusOf(api(editor.token).create(body))).toBe(403);
    expect(await statusOf(api(guest.token).create(body))).toBe(403);
    expect(await statusOf(api(outsider.token).create(body))).toBe(404);
  });
});

describe('GET /orgs/{id}/custom-fields[/{name}]', () => {
  it('lists oldest first with count and pages; members see edit: false', async () => {
    const first = (await api(reader.token).list(testOrg.id, { limit: 3 })).data;
    expect(first.count).toBe(await fieldCount());
    expect(first.items.map((f) => f.name)).toEqual(['summary', 'priority', 'public']);
    expect(first.items[0].permissions).toEqual({ view: true, edit: false });
    const second = (await api(reader.token).list(testOrg.id, { limit: 3, page: first.next!.page })).data;
    expect(second.items.map((f) => f.name)).toEqual(['labels', 'teams', 'status']);
    expect((await api(reader.token).get('teams')).data).toMatchObject({
      name: 'teams',
      type: 'select:multi',
      options: ['api', 'web', 'mobile'],
    });
  });

  it('401, 403 for guests, 404 for outsiders and unknown names', async () => {
    expect(await statusOf(api().list())).toBe(401);
    expect(await statusOf(api(guest.token).list())).toBe(403);
    expect(await statusOf(api(guest.token).get('status'))).toBe(403);
    expect(await statusOf(api(outsider.token).list())).toBe(404);
    expect(await statusOf(api(outsider.token).get('summary'))).toBe(404);
    expect(await statusOf(api(reader.token).get('missing'))).toBe(404);
    expect(await statusOf(api(reader.token).get('STATUS'))).toBe(404);
  });
});

describe('space values: GET/PATCH /spaces/{id}/custom-fields', () => {
  it('sets values of every type (204) and lists them by field name', async () => {
    const res = await api(editor.token).setValues({
      summary: { value: 'How we work' },
      priority: { value: 2.5 },
      public: { value: false },
      labels: { value: ['hr', 'onboarding'] },
      teams: { value: ['web', 'api'] },
      status: { value: 'review' },
    });
    expect(res.status).toBe(204);
    const entries = (await api(reader.token).values()).data;
    expect(entries.map((e) => [e.customField.name, e.value])).toEqual([
      ['labels', ['hr', 'onboarding']],
      ['priority', 2.5],
      ['public', false],
      ['status', 'review'],
      ['summary', 'How we work'],
      ['teams', ['web', 'api']],
    ]);
    expect(entries.find((e) => e.customField.name === 'status')!.customField).toMatchObject({
      type: 'select:single',
      options: ['draft', 'review', 'final'],
    });
  });

  it('checks each value against its field: 400 naming it, nothing written', async () => {
    const before = await valueRows();
    const cases: [Record<string, unknown>, string][] = [
      [{ summary: { value: 12 } }, 'values.summary.value'],
      [{ summary: { value: 'x'.repeat(10001) } }, 'values.summary.value'],
      [{ priority: { value: '3' } }, 'values.priority.value'],
      [{ public: { value: 'true' } }, 'values.public.value'],
      [{ labels: { value: 'hr' } }, 'values.labels.value'],
      [{ labels: { value: ['a', 'a'] } }, 'values.labels.value'],
      [{ labels: { value: [''] } }, 'values.labels.value'],
      [{ teams: { value: ['web', 'desktop'] } }, 'values.teams.value'],
      [{ teams: { value: 'web' } }, 'values.teams.value'],
      [{ teams: { value: ['web', 'web'] } }, 'values.teams.value'],
      [{ status: { value: 'published' } }, 'values.status.value'],
      [{ status: { value: ['draft'] } }, 'values.status.value'],
      [{ unknown_field: { value: 'x' } }, 'values.unknown_field'],
      [{ summary: 'bare value' }, 'values.summary'],
      [{ summary: {} }, 'values.summary'],
      // All or nothing: a valid change next to an invalid one is not written either.
      [{ summary: { value: 'changed' }, status: { value: 'nope' } }, 'values.status.value'],
    ];
    for (const [values, field] of cases) {
      const res = await call(s.baseUrl, editor.token, 'PATCH', `/v1/spaces/${spaceId}/custom-fields`, { values });
      expect(res.status, JSON.stringify(values).slice(0, 80)).toBe(400);
      expect(res.body.error.message, JSON.stringify(values).slice(0, 80)).toContain(field);
    }
    for (const body of [{}, { values: 'x' }, { values: [1] }]) {
      expect(
        (await call(s.baseUrl, editor.token, 'PATCH', `/v1/spaces/${spaceId}/custom-fields`, body)).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(await valueRows()).toEqual(before);
  });

  it('null clears a value; options changes drop choices that no longer exist', async () => {
    await api(editor.token).setValues({ summary: { value: null }, priority: { value: -1 } });
    let names = (await api(reader.token).values()).data.map((e) => e.customField.name);
    expect(names).not.toContain('summary');

    const updated = (await api(admin.token).update('teams', { options: ['web', 'mobile', 'desktop'], title: 'Teams' }))
      .data;
    expect(updated).toMatchObject({
      name: 'teams',
      type: 'select:multi',
      title: 'Teams',
      options: ['web', 'mobile', 'desktop'],
    });
    await api(admin.token).update('status', { options: ['draft', 'final'] });
    const entries = (await api(reader.token).values()).data;
    expect(entries.find((e) => e.customField.name === 'teams')!.value).toEqual(['web']);
    names = entries.map((e) => e.customField.name);
    expect(names).not.toContain('status');
    expect(entries.find((e) => e.customField.name === 'priority')!.value).toBe(-1);
  });

  it('readers read, editors write: 403 for readers, guests without access; 404 outside', async () => {
    expect(await statusOf(api(reader.token).setValues({ priority: { value: 1 } }))).toBe(403);
    expect(await statusOf(api(guest.token).values())).toBe(403);
    expect(await statusOf(api(guest.token).setValues({ priority: { value: 1 } }))).toBe(403);
    expect(await statusOf(api(outsider.token).values())).toBe(404);
    expect(await statusOf(api(outsider.token).setValues({ priority: { value: 1 } }))).toBe(404);
    expect(await statusOf(api().values())).toBe(401);
    // Another organization's space does not know this organization's fields.
    expect(await statusOf(api(outsider.token).setValues({ priority: { value: 1 } }, otherSpaceId))).toBe(400);
    expect((await api(outsider.token).values(otherSpaceId)).data).toEqual([]);
  });
});

describe('PATCH and DELETE /orgs/{id}/custom-fields/{name}', () => {
  it('changes texts, refuses name and type (not patchable: 400 naming them), checks options against the type', async () => {
    for (const field of ['name', 'type'] as const) {
      const refused = await call(s.baseUrl, admin.token, 'PATCH', `/v1/orgs/${testOrg.id}/custom-fields/summary`, {
        title: 'Abstract',
        [field]: field === 'name' ? 'renamed' : 'number',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toContain(`'${field}'`);
    }
    const res = await api(admin.token).update('summary', {
      title: 'Abstract',
      description: 'Short',
      placeholder: null,
    });
    expect(res.data).toMatchObject({ name: 'summary', type: 'text', title: 'Abstract', description: 'Short' });
    expect(res.data).not.toHaveProperty('placeholder');
    expect(Date.parse(res.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(res.data.createdAt));
    for (const [name, body, field] of [
      ['summary', { options: ['a'] }, 'options'],
      ['teams', { options: null }, 'options'],
      ['teams', { options: [] }, 'options'],
      ['teams', { title: 'x'.repeat(101) }, 'title'],
    ] as const) {
      const r = await call(s.baseUrl, admin.token, 'PATCH', `/v1/orgs/${testOrg.id}/custom-fields/${name}`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.message).toContain(field);
    }
    expect(await statusOf(api(editor.token).update('summary', { title: 'no' }))).toBe(403);
    expect(await statusOf(api(admin.token).update('missing', { title: 'no' }))).toBe(404);
    expect((await api(reader.token).get('summary')).data.title).toBe('Abstract');
  });

  it('deletes a field with its values (205, then 204)', async () => {
    await api(editor.token).setValues({ labels: { value: ['keep'] } });
    expect(await statusOf(api(editor.token).remove('labels'))).toBe(403);
    expect((await api(admin.token).remove('labels')).status).toBe(205);
    expect((await api(admin.token).remove('labels')).status).toBe(204);
    expect(await statusOf(api(admin.token).get('labels'))).toBe(404);
    expect((await api(reader.token).values()).data.map((e) => e.customField.name)).not.toContain('labels');
    // The value rows went with the field: no API reaches the values of a field that is gone.
    expect(await s.db.prisma.spaceCustomFieldValue.count({ where: { field: { name: 'labels' } } })).toBe(0);
    // A field of another organization is not reachable through this one.
    expect(await statusOf(api(admin.token).remove('status', otherOrg.id))).toBe(404);
  });
});
