/**
 * OpenAPI specifications through the official client: CRUD, permissions, bad input, and
 * background processing from a local fixture server (allowed through IMPORT_ALLOWED_HOSTS):
 * valid YAML and JSON reach `complete` with a version, a URL that never answers gives
 * FETCH_TIMEOUT within FETCH_TIMEOUT_MS, a 500 gives FETCH_ERROR, invalid documents PARSE_ERROR,
 * loopback URLs that are not allowed are refused. Tests poll a spec until it settles (bounded).
 */

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpenAPISpec } from '@gitbook/api';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { OpenAPIProcessor } from '../src/modules/openapi/processor.ts';
import { graphql } from './gql/index.ts';
import { instanceUsage } from './support/admin.ts';
import { type Person, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';

let fixture: Server;
let fixtureUrl: string;

// Long enough that a 100 ms fixture answer never times out on a busy CI machine (two test runs
// and the YAML parses of six specs share two cores), short enough for the timeout test.
const FETCH_TIMEOUT_MS = 2500;

const PETSTORE_YAML = `openapi: 3.0.3
info:
  title: Petstore
  version: 1.0.0
paths:
  /pets/{petId}:
    get:
      operationId: getPet
      parameters:
        - name: petId
          in: path
          required: true
          schema: { type: string }
      responses:
        '200':
          description: A pet
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Pet' }
components:
  schemas:
    Pet:
      type: object
      properties:
        name: { type: string }
`;

const SWAGGER_JSON = JSON.stringify({
  swagger: '2.0',
  info: { title: 'Legacy', version: '0.1' },
  paths: { '/things': { get: { responses: { '200': { description: 'ok' } } } } },
});

/** What /mutable.yaml serves (changed by tests). */
let mutable = PETSTORE_YAML;
const hits = new Map<string, number>();

beforeAll(async () => {
  fixture = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    switch (path) {
      case '/petstore.yaml':
        return res.writeHead(200, { 'content-type': 'application/yaml' }).end(PETSTORE_YAML);
      case '/swagger.json':
        return res.writeHead(200, { 'content-type': 'application/json' }).end(SWAGGER_JSON);
      case '/mutable.yaml':
        return res.writeHead(200, { 'content-type': 'application/yaml' }).end(mutable);
      case '/slow.yaml':
        return setTimeout(() => res.writeHead(200).end(PETSTORE_YAML), 100);
      case '/hang':
        return; // accepts the connection, never answers
      case '/error':
        return res.writeHead(500).end('Internal error');
      case '/invalid.yaml':
        return res.writeHead(200).end('openapi: 3.0.0\ninfo: [unclosed\n  - title: x\n');
      case '/not-openapi.json':
        return res.writeHead(200).end('{"hello":"world"}');
      case '/invalid-openapi.yaml':
        return res.writeHead(200).end('openapi: 3.0.0\ninfo:\n  title: No version\npaths: {}\n');
      case '/redirect-private':
        return res.writeHead(302, { location: 'http://127.0.0.2:9/openapi.yaml' }).end();
      default:
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
  const port = (fixture.address() as AddressInfo).port;
  fixtureUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  fixture?.closeAllConnections();
  await new Promise((r) => fixture?.close(r));
});

// Started after the fixture server (its port is allowed), closed before it. The owner is admin;
// creator may create specs, not manage them; editor may read specs only.
const { s, owner, creator, editor, guest, outsider, org } = useServer({
  env: () => ({ IMPORT_ALLOWED_HOSTS: new URL(fixtureUrl).host, FETCH_TIMEOUT_MS: String(FETCH_TIMEOUT_MS) }),
  title: 'API Org',
  members: { creator: 'create', editor: 'edit', guest: null },
});

const api = (u?: Person) => gitbook(s.baseUrl, u?.token);

/** Polls a spec until processing completes (bounded; no blind sleep). */
async function settled(slug: string, timeoutMs = 15_000): Promise<OpenAPISpec> {
  const started = Date.now();
  for (;;) {
    const spec = (await api(owner).orgs.getOpenApiSpecBySlug(org.id, slug)).data;
    if (spec.processingState === 'complete') return spec;
    if (Date.now() - started > timeoutMs)
      throw new Error(`spec ${slug} is still ${spec.processingState} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const create = (slug: string, source: { url: string } | { text: string }, as: Person = owner) =>
  api(as).orgs.createOpenApiSpec(org.id, { slug, source });

const Versions = graphql(`
  query OpenAPIVersions($organizationId: ID!, $specSlug: String!) {
    openAPISpecVersions(organizationId: $organizationId, specSlug: $specSlug, first: 1000) {
      edges { node { key text specification formatVersion title apiVersion document } }
    }
  }
`);

/** The processed versions of a specification, oldest first (the API lists them newest first). */
async function versionsOf(specSlug: string) {
  const res = await graphqlClient(s.baseUrl, owner.token).request(Versions, { organizationId: org.id, specSlug });
  return res.openAPISpecVersions!.edges.map((e) => e.node).reverse();
}

describe('processing from a URL', () => {
  it('creates a spec (201, pending) and processes valid YAML to complete with a version', async () => {
    const res = await create('petstore', { url: `${fixtureUrl}/petstore.yaml` });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`${s.baseUrl}/v1/orgs/${org.id}/openapi/petstore`);
    expect(res.data).toMatchObject({
      object: 'openapi-spec',
      slug: 'petstore',
      sourceURL: `${fixtureUrl}/petstore.yaml`,
      processingState: 'pending',
      lastProcessedErrorCount: 0,
      permissions: { view: true, edit: true },
      urls: {
        location: `${s.baseUrl}/v1/orgs/${org.id}/openapi/petstore`,
        app: `${s.baseUrl}/app/o/${org.id}/openapi/petstore`,
      },
    });
    expect(res.data.lastVersion).toBeUndefined();

    const spec = await settled('petstore');
    expect(spec.lastProcessErrorCode).toBeUndefined();
    expect(spec.lastVersion).toEqual(expect.any(String));
    expect(new Date(spec.lastProcessedAt!).getTime()).toBeGreaterThanOrEqual(new Date(spec.createdAt).getTime());
    const versions = await versionsOf(spec.slug);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      key: spec.lastVersion,
      text: PETSTORE_YAML,
      specification: 'OPENAPI',
      formatVersion: '3.0.3',
      title: 'Petstore',
      apiVersion: '1.0.0',
    });
    expect(versions[0].document).toMatchObject({ paths: { '/pets/{petId}': { get: { operationId: 'getPet' } } } });
  });

  it('processes Swagger 2.0 JSON and a text source', async () => {
    await create('legacy', { url: `${fixtureUrl}/swagger.json` });
    const legacy = await settled('legacy');
    expect(legacy.lastProcessErrorCode).toBeUndefined();
    expect((await versionsOf(legacy.slug))[0]).toMatchObject({
      specification: 'SWAGGER',
      formatVersion: '2.0',
      title: 'Legacy',
    });

    const res = await create('inline', { text: PETSTORE_YAML });
    expect(res.status).toBe(201);
    expect(res.data.sourceURL).toBeUndefined();
    const inline = await settled('inline');
    expect(inline.lastVersion).toEqual(expect.any(String));
    expect(inline.lastProcessErrorCode).toBeUndefined();
  });

  it('gives FETCH_TIMEOUT for a URL that never answers, within the configured timeout', async () => {
    const started = Date.now();
    await create('hangs', { url: `${fixtureUrl}/hang` });
    const spec = await settled('hangs');
    const elapsed = Date.now() - started;
    expect(spec.lastProcessErrorCode).toBe('FETCH_TIMEOUT');
    expect(spec.lastVersion).toBeUndefined();
    expect(spec.lastProcessedErrorCount).toBe(1);
    expect(elapsed).toBeGreaterThanOrEqual(FETCH_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(FETCH_TIMEOUT_MS + 4000);
  });

  it('gives FETCH_ERROR for an HTTP 500 and for a redirect to an address that is not allowed', async () => {
    await create('broken', { url: `${fixtureUrl}/error` });
    const broken = await settled('broken');
    expect(broken.lastProcessErrorCode).toBe('FETCH_ERROR');
    expect(broken.lastProcessedErrors?.[0].message).toMatch(/HTTP 500/);

    await create('redirected', { url: `${fixtureUrl}/redirect-private` });
    const redirected = await settled('redirected');
    expect(redirected.lastProcessErrorCode).toBe('FETCH_ERROR');
    expect(redirected.lastProcessedErrors?.[0].message).toMatch(/127\.0\.0\.2.*not allowed/);
  });

  it('gives PARSE_ERROR for invalid YAML, a JSON document that is not OpenAPI, and an invalid OpenAPI document', async () => {
    await create('bad-yaml', { url: `${fixtureUrl}/invalid.yaml` });
    const badYaml = await settled('bad-yaml');
    expect(badYaml.lastProcessErrorCode).toBe('PARSE_ERROR');
    expect(badYaml.lastProcessedErrors?.[0].message).toMatch(/Invalid YAML/);

    await create('not-openapi', { url: `${fixtureUrl}/not-openapi.json` });
    expect((await settled('not-openapi')).lastProcessErrorCode).toBe('PARSE_ERROR');

    await create('invalid-openapi', { url: `${fixtureUrl}/invalid-openapi.yaml` });
    const invalid = await settled('invalid-openapi');
    expect(invalid.lastProcessErrorCode).toBe('PARSE_ERROR');
    expect(invalid.lastProcessedErrorCount).toBeGreaterThanOrEqual(1);
    expect(invalid.lastProcessedErrors?.[0].message).toMatch(/version/);
    expect(await versionsOf(invalid.slug)).toHaveLength(0);
  });

  it('refuses loopback and private URLs that IMPORT_ALLOWED_HOSTS does not list (400, nothing created)', async () => {
    const before = (await api(owner).orgs.listOpenApiSpecs(org.id)).data.count;
    for (const url of [
      'http://127.0.0.1:9/openapi.yaml', // another port of an allowed host
      'http://localhost/openapi.yaml',
      'http://[::1]/openapi.yaml',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/openapi.yaml',
      'file:///etc/passwd',
      'ftp://example.com/openapi.yaml',
    ]) {
      const res = await call(s.baseUrl, owner.token, 'POST', `/v1/orgs/${org.id}/openapi`, {
        slug: 'refused',
        source: { url },
      });
      expect(res.status, url).toBe(400);
      expect(res.body.error.message).toMatch(/source\.url/);
    }
    expect((await api(owner).orgs.listOpenApiSpecs(org.id)).data.count).toBe(before);
  });
});

describe('PUT (create or update) and versions', () => {
  it('PUT creates (201) then replaces the source (200): reprocessed, a new version only when the text changed', async () => {
    mutable = PETSTORE_YAML;
    const created = await api(owner).orgs.createOrUpdateOpenApiSpecBySlug(org.id, 'mutable', {
      source: { url: `${fixtureUrl}/mutable.yaml` },
    });
    expect(created.status).toBe(201);
    const first = await settled('mutable');
    expect(first.lastVersion).toEqual(expect.any(String));

    // Same text: processed again, same version.
    const again = await api(owner).orgs.createOrUpdateOpenApiSpecBySlug(org.id, 'mutable', {
      source: { url: `${fixtureUrl}/mutable.yaml` },
    });
    expect(again.status).toBe(200);
    expect(again.data.processingState).toBe('pending');
    const second = await settled('mutable');
    expect(second.lastVersion).toBe(first.lastVersion);
    expect(new Date(second.lastProcessedAt!).getTime()).toBeGreaterThanOrEqual(
      new Date(first.lastProcessedAt!).getTime(),
    );

    // Changed text: a new version.
    mutable = PETSTORE_YAML.replace('version: 1.0.0', 'version: 2.0.0');
    await api(owner).orgs.createOrUpdateOpenApiSpecBySlug(org.id, 'mutable', {
      source: { url: `${fixtureUrl}/mutable.yaml` },
    });
    const third = await settled('mutable');
    expect(third.lastVersion).not.toBe(first.lastVersion);
    const versions = await versionsOf(third.slug);
    expect(versions.map((v) => v.apiVersion)).toEqual(['1.0.0', '2.0.0']);

    // A failure keeps the last good version.
    const failing = await api(owner).orgs.createOrUpdateOpenApiSpecBySlug(org.id, 'mutable', {
      source: { text: 'openapi: [' },
    });
    expect(failing.status).toBe(200);
    expect(failing.data.sourceURL).toBeUndefined();
    const fourth = await settled('mutable');
    expect(fourth.lastProcessErrorCode).toBe('PARSE_ERROR');
    expect(fourth.lastVersion).toBe(third.lastVersion);

    // And a later success clears the error.
    await api(owner).orgs.createOrUpdateOpenApiSpecBySlug(org.id, 'mutable', { source: { text: SWAGGER_JSON } });
    const fifth = await settled('mutable');
    expect(fifth.lastProcessErrorCode).toBeUndefined();
    expect(fifth.lastProcessedErrors ?? []).toEqual([]);
    expect(fifth.lastProcessedErrorCount).toBe(0);
  });

  it('a newer source wins over a run in flight (no double processing, no stale result)', async () => {
    await create('racing', { url: `${fixtureUrl}/hang` });
    // Replace the source while the first run waits on the hanging URL.
    const put = await api(owner).orgs.createOrUpdateOpenApiSpecBySlug(org.id, 'racing', {
      source: { text: PETSTORE_YAML },
    });
    expect(put.status).toBe(200);
    const spec = await settled('racing');
    expect(spec.lastProcessErrorCode).toBeUndefined();
    expect(spec.lastVersion).toEqual(expect.any(String));
  });

  it('processes each spec once with two processors on the same database', async () => {
    const config = loadConfig({
      IMPORT_ALLOWED_HOSTS: new URL(fixtureUrl).host,
      FETCH_TIMEOUT_MS: '5000',
      DATA_DIR: '/nonexistent',
    });
    const second = new OpenAPIProcessor({
      prisma: s.db.prisma,
      config,
      logger: pino({ level: 'silent' }),
      concurrency: 4,
    }).start();
    try {
      hits.set('/slow.yaml', 0);
      const slugs = ['twice-1', 'twice-2', 'twice-3', 'twice-4', 'twice-5', 'twice-6'];
      await Promise.all(slugs.map((slug) => create(slug, { url: `${fixtureUrl}/slow.yaml` })));
      const specs = await Promise.all(slugs.map((slug) => settled(slug)));
      for (const spec of specs) {
        expect(spec.lastProcessErrorCode).toBeUndefined();
        expect(await versionsOf(spec.slug)).toHaveLength(1);
      }
      expect(hits.get('/slow.yaml')).toBe(slugs.length);
    } finally {
      await second.stop();
    }
  });
});

describe('stopping', () => {
  it('stops promptly and puts a spec in flight back to pending for another instance', async () => {
    const config = loadConfig({
      IMPORT_ALLOWED_HOSTS: new URL(fixtureUrl).host,
      FETCH_TIMEOUT_MS: '60000',
      DATA_DIR: '/nonexistent',
    });
    const id = `stop${Date.now()}`;
    // Written directly (no API write), so only this processor is woken.
    await s.db.prisma.openAPISpec.create({
      data: { id, organizationId: org.id, slug: 'stopping', sourceURL: `${fixtureUrl}/hang` },
    });
    const processor = new OpenAPIProcessor({ prisma: s.db.prisma, config, logger: pino({ level: 'silent' }) }).start();
    const started = Date.now();
    while ((await api(owner).orgs.getOpenApiSpecBySlug(org.id, 'stopping')).data.processingState !== 'progress') {
      if (Date.now() - started > 10_000) throw new Error('the spec was never claimed');
      await new Promise((r) => setTimeout(r, 10));
    }
    const stopping = Date.now();
    await processor.stop();
    expect(Date.now() - stopping).toBeLessThan(2000);
    const spec = (await api(owner).orgs.getOpenApiSpecBySlug(org.id, 'stopping')).data;
    expect(spec.processingState).toBe('pending');
    expect(spec.lastProcessErrorCode).toBeUndefined();
    // Its claim is released (the claim is the processors' own bookkeeping, which no API shows).
    expect((await s.db.prisma.openAPISpec.findUniqueOrThrow({ where: { id } })).claimedAt).toBeNull();
    expect((await api(owner).orgs.deleteOpenApiSpecBySlug(org.id, 'stopping')).status).toBe(205);
  });
});

describe('CRUD, permissions and bad input', () => {
  it('lists specs with pagination and gets one by slug; unknown slugs are 404', async () => {
    const all = (await api(owner).orgs.listOpenApiSpecs(org.id)).data;
    expect(all.count).toBeGreaterThanOrEqual(5);
    expect(all.items[0].slug).toBe('petstore'); // oldest first
    const page1 = (await api(owner).orgs.listOpenApiSpecs(org.id, { limit: 2 })).data;
    expect(page1.items).toHaveLength(2);
    expect(page1.next?.page).toEqual(expect.any(String));
    const page2 = (await api(owner).orgs.listOpenApiSpecs(org.id, { limit: 2, page: page1.next!.page })).data;
    expect(page2.items[0].slug).toBe(all.items[2].slug);
    expect(await statusOf(api(owner).orgs.getOpenApiSpecBySlug(org.id, 'nope'))).toBe(404);
  });

  it('rejects a duplicate slug (409) and bad slugs and sources (400)', async () => {
    expect(await statusOf(create('petstore', { text: PETSTORE_YAML }))).toBe(409);
    const bad: [string, unknown][] = [
      ['pets-', { text: 'x' }], // trailing hyphen
      ['-pets', { text: 'x' }],
      ['pets--store', { text: 'x' }],
      ['Pets', { text: 'x' }], // the spec documents allow lowercase only
      ['pets store', { text: 'x' }],
      ['a'.repeat(101), { text: 'x' }],
      ['', { text: 'x' }],
    ];
    for (const [slug, source] of bad) {
      const res = await call(s.baseUrl, owner.token, 'POST', `/v1/orgs/${org.id}/openapi`, { slug, source });
      expect(res.status, slug).toBe(400);
      expect(res.body.error.message).toMatch(/slug/);
    }
    const badSources: unknown[] = [
      undefined,
      {},
      { url: `${fixtureUrl}/petstore.yaml`, text: 'x' },
      { text: '' },
      { url: 'not a url' },
      { url: `https://example.com/${'x'.repeat(2048)}` },
      { yaml: 'openapi: 3.0.0' },
      'https://example.com/openapi.yaml',
      { url: 42 },
    ];
    for (const source of badSources) {
      const res = await call(s.baseUrl, owner.token, 'POST', `/v1/orgs/${org.id}/openapi`, { slug: 'fine', source });
      expect(res.status, JSON.stringify(source)?.slice(0, 80)).toBe(400);
      expect(res.body.error.code).toBe(400);
    }
    const put = await call(s.baseUrl, owner.token, 'PUT', `/v1/orgs/${org.id}/openapi/Bad-Slug`, {
      source: { text: PETSTORE_YAML },
    });
    expect(put.status).toBe(400);
    expect((await call(s.baseUrl, owner.token, 'POST', `/v1/orgs/${org.id}/openapi`, '{"slug":')).status).toBe(400);
    expect(await statusOf(api(owner).orgs.getOpenApiSpecBySlug(org.id, 'fine'))).toBe(404);
  });

  it('lets create members create but not manage; edit members read only; guests, outsiders and anonymous are refused', async () => {
    const made = await create('by-creator', { text: PETSTORE_YAML }, creator);
    expect(made.status).toBe(201);
    expect(made.data.permissions).toEqual({ view: true, edit: false });
    expect(
      await statusOf(
        api(creator).orgs.createOrUpdateOpenApiSpecBySlug(org.id, 'by-creator', { source: { text: SWAGGER_JSON } }),
      ),
    ).toBe(403);
    expect(
      (
        await api(creator).orgs.createOrUpdateOpenApiSpecBySlug(org.id, 'creator-put', {
          source: { text: SWAGGER_JSON },
        })
      ).status,
    ).toBe(201);
    expect(await statusOf(api(creator).orgs.deleteOpenApiSpecBySlug(org.id, 'by-creator'))).toBe(403);

    expect(await statusOf(create('by-editor', { text: PETSTORE_YAML }, editor))).toBe(403);
    expect(
      await statusOf(api(editor).orgs.createOrUpdateOpenApiSpecBySlug(org.id, 'by-editor', { source: { text: 'x' } })),
    ).toBe(403);
    const seen = await api(editor).orgs.getOpenApiSpecBySlug(org.id, 'by-creator');
    expect(seen.data.permissions).toEqual({ view: true, edit: false });
    expect((await api(editor).orgs.listOpenApiSpecs(org.id)).data.count).toBeGreaterThan(0);

    expect(await statusOf(api(guest).orgs.listOpenApiSpecs(org.id))).toBe(403);
    expect(await statusOf(api(guest).orgs.getOpenApiSpecBySlug(org.id, 'by-creator'))).toBe(403);
    expect(await statusOf(api(outsider).orgs.listOpenApiSpecs(org.id))).toBe(404);
    expect(await statusOf(api(outsider).orgs.getOpenApiSpecBySlug(org.id, 'by-creator'))).toBe(404);
    expect(await statusOf(create('by-outsider', { text: PETSTORE_YAML }, outsider))).toBe(404);
    expect(await statusOf(api().orgs.listOpenApiSpecs(org.id))).toBe(401);
    expect(await statusOf(api().orgs.getOpenApiSpecBySlug(org.id, 'by-creator'))).toBe(401);
  });

  it('deletes a spec and its versions (205), then 204; reads are 404 afterwards', async () => {
    // Every specification of the file settled (a version written meanwhile would move the count),
    // then the versions of this one as the API lists them and the instance's as its admin counts them.
    const started = Date.now();
    const busy = async () =>
      (await api(owner).orgs.listOpenApiSpecs(org.id, { limit: 1000 })).data.items.filter((x) =>
        ['pending', 'progress'].includes(x.processingState),
      ).length;
    while ((await busy()) > 0) {
      if (Date.now() - started > 15_000) throw new Error('specifications still processing');
      await new Promise((r) => setTimeout(r, 25));
    }
    const versions = (await versionsOf('legacy')).length;
    expect(versions).toBeGreaterThanOrEqual(1);
    const before = (await instanceUsage(s)).openAPISpecVersions;
    expect((await api(owner).orgs.deleteOpenApiSpecBySlug(org.id, 'legacy')).status).toBe(205);
    expect((await api(owner).orgs.deleteOpenApiSpecBySlug(org.id, 'legacy')).status).toBe(204);
    expect(await statusOf(api(owner).orgs.getOpenApiSpecBySlug(org.id, 'legacy'))).toBe(404);
    // Versions of a deleted specification: no API reaches them once the specification is gone;
    // the instance holds that many fewer.
    expect((await instanceUsage(s)).openAPISpecVersions).toBe(before - versions);
    // The slug can be used again.
    expect((await create('legacy', { text: SWAGGER_JSON })).status).toBe(201);
  });

  it('never returns the text of a text source', async () => {
    const res = await call(s.baseUrl, owner.token, 'GET', `/v1/orgs/${org.id}/openapi/inline`);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('Petstore');
    expect(Object.keys(res.body)).not.toContain('sourceText');
  });
});
