/**
 * GitBook's OpenAPI version routes through its official client (each answer validated against
 * its OpenAPI document): the versions of a specification newest first, the latest and one by id,
 * their content (`filesystem`, `urls`) and raw text, 404 while a specification has no version;
 * `PATCH {O}/openapi/{slug}` sets the visibility (admins), refusing bad input.
 */

import { OpenAPISpecVisibility } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import { type Person, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call } from './support/http.ts';

const { s, owner, editor, guest, org } = useServer({
  title: 'Versions Org',
  members: { editor: 'edit', guest: null },
});

const api = (u?: Person) => gitbook(s.baseUrl, u?.token);

const YAML = 'openapi: 3.0.3\ninfo:\n  title: Pets\n  version: 1.0.0\npaths: {}\n';
const JSON_TEXT = JSON.stringify({ openapi: '3.0.3', info: { title: 'Pets', version: '2.0.0' }, paths: {} });

/** Polls until the specification is processed (bounded). */
async function processed(slug: string, versions: number) {
  let last = '';
  for (let i = 0; i < 600; i++) {
    const spec = (await api(owner).orgs.getOpenApiSpecBySlug(org.id, slug)).data;
    const count = (await api(owner).orgs.listOpenApiSpecVersions(org.id, slug)).data.count!;
    if (spec.processingState === 'complete' && count >= versions) return spec;
    last = `${spec.processingState} ${spec.lastProcessErrorCode ?? ''} ${count} versions`;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${slug} was not processed: ${last}`);
}

describe('OpenAPI specification versions', () => {
  it('lists versions newest first and serves each with its content and raw text', async () => {
    await api(owner).orgs.createOpenApiSpec(org.id, { slug: 'pets', source: { text: YAML } });
    const first = await processed('pets', 1);
    await api(owner).orgs.createOrUpdateOpenApiSpecBySlug(org.id, 'pets', { source: { text: JSON_TEXT } });
    const second = await processed('pets', 2);
    expect(second.lastVersion).not.toBe(first.lastVersion);

    const list = (await api(editor).orgs.listOpenApiSpecVersions(org.id, 'pets')).data;
    expect(list.items.map((v) => v.id)).toEqual([second.lastVersion, first.lastVersion]);
    const location = `${s.baseUrl}/v1/orgs/${org.id}/openapi/pets/versions/${second.lastVersion}`;
    const specUrl = `${s.baseUrl}/v1/orgs/${org.id}/openapi/pets`;
    expect(list.items[0]).toMatchObject({ object: 'openapi-spec-version', url: specUrl, urls: { location } });

    const latest = (await api(editor).orgs.getLatestOpenApiSpecVersion(org.id, 'pets')).data;
    expect(latest).toEqual(list.items[0]);
    const older = (await api(editor).orgs.getOpenApiSpecVersionById(org.id, 'pets', first.lastVersion!)).data;
    expect(older).toEqual(list.items[1]);

    const raw = (await api(editor).orgs.getLatestOpenApiSpecVersionContentRaw(org.id, 'pets')).data;
    expect(raw).toEqual({ text: JSON_TEXT, format: 'json' });
    // `filesystem` is the list of files GitBook's openapi-parser reads (its OpenAPI document says
    // only "object"), as `latest/content` serves it: read raw, not through the validating client.
    const contentOf = async (p: string) => (await call(s.baseUrl, editor.token, 'GET', p)).body;
    const files = (document: unknown) => [
      { dir: '/', isEntrypoint: true, references: [], filename: 'openapi.json', specification: document },
    ];
    const v = `/v1/orgs/${org.id}/openapi/pets/versions`;
    expect(await contentOf(`${v}/${second.lastVersion}/content`)).toEqual({
      filesystem: files(JSON.parse(JSON_TEXT)),
      urls: { source: specUrl, public: null },
    });
    expect(await contentOf(`${v}/latest/content`)).toEqual(await contentOf(`${v}/${second.lastVersion}/content`));
    const olderContent = await contentOf(`${v}/${first.lastVersion}/content`);
    expect(olderContent.filesystem[0].specification).toMatchObject({ info: { title: 'Pets', version: '1.0.0' } });
    expect((await api(editor).orgs.getOpenApiSpecVersionById(org.id, 'pets', first.lastVersion!)).status).toBe(200);
  });

  it('answers 404 for an unknown version and while a specification has none', async () => {
    await api(owner).orgs.createOpenApiSpec(org.id, { slug: 'broken', source: { text: 'not: [valid' } });
    await processed('broken', 0);
    const o = api(owner).orgs;
    expect(await statusOf(o.getLatestOpenApiSpecVersion(org.id, 'broken'))).toBe(404);
    expect(await statusOf(o.getLatestOpenApiSpecVersionContentRaw(org.id, 'broken'))).toBe(404);
    expect(await statusOf(o.getLatestOpenApiSpecVersionContent(org.id, 'broken'))).toBe(404);
    expect(
      (await call(s.baseUrl, owner.token, 'GET', `/v1/orgs/${org.id}/openapi/pets/versions/nope/content`)).status,
    ).toBe(404);
    expect((await o.listOpenApiSpecVersions(org.id, 'broken')).data.items).toEqual([]);
    const pets = (await o.getOpenApiSpecBySlug(org.id, 'pets')).data;
    // A version of another specification is not one of this one.
    expect(await statusOf(o.getOpenApiSpecVersionById(org.id, 'broken', pets.lastVersion!))).toBe(404);
    expect(await statusOf(o.listOpenApiSpecVersions(org.id, 'absent'))).toBe(404);
    expect(await statusOf(api(guest).orgs.listOpenApiSpecVersions(org.id, 'pets'))).toBe(403);
  });

  it('sets the visibility (admins only), refusing bad input', async () => {
    const path = `/v1/orgs/${org.id}/openapi/pets`;
    expect(
      await statusOf(
        api(editor).orgs.updateOpenApiSpecBySlug(org.id, 'pets', { visibility: OpenAPISpecVisibility.Public }),
      ),
    ).toBe(403);
    for (const body of [{}, { visibility: 'secret' }, { visibility: 'public', slug: 'x' }]) {
      const res = await call(s.baseUrl, owner.token, 'PATCH', path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api(owner).orgs.getOpenApiSpecBySlug(org.id, 'pets')).data.visibility).toBe('private');
    const res = await api(owner).orgs.updateOpenApiSpecBySlug(org.id, 'pets', {
      visibility: OpenAPISpecVisibility.Public,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ slug: 'pets', visibility: 'public' });
    expect((await api(owner).orgs.getOpenApiSpecBySlug(org.id, 'pets')).data.visibility).toBe('public');
    const content = await call(
      s.baseUrl,
      owner.token,
      'GET',
      `/v1/orgs/${org.id}/openapi/pets/versions/latest/content`,
    );
    expect(content.body.urls).toEqual({
      source: `${s.baseUrl}/v1/orgs/${org.id}/openapi/pets`,
      public: `${s.baseUrl}/v1/orgs/${org.id}/openapi/pets`,
    });
    expect(
      await statusOf(
        api(owner).orgs.updateOpenApiSpecBySlug(org.id, 'absent', { visibility: OpenAPISpecVisibility.Public }),
      ),
    ).toBe(404);
  });
});
