/** Computed content (builtin:openapi) from an organization's OpenAPI specification. */
import { beforeAll, describe, expect, it } from 'vitest';
import { useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call } from './support/http.ts';
import { childPages, documentPage } from './support/pages.ts';

const PETSTORE = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Petstore', version: '1.0.0', description: 'Pets for everyone.' },
  tags: [{ name: 'pets', description: 'Everything about pets' }, { name: 'store' }],
  paths: {
    '/pets': {
      get: {
        tags: ['pets'],
        summary: 'List pets',
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
        responses: { '200': { description: 'A list of pets' } },
      },
      post: {
        tags: ['pets'],
        summary: 'Create a pet',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
        responses: { '201': { description: 'Created' } },
      },
    },
    '/orders/{id}': {
      get: {
        tags: ['store'],
        summary: 'Get an order',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'The order' } },
      },
    },
  },
  components: {
    schemas: {
      Pet: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', description: 'Its name' }, tag: { type: 'string' } },
      },
    },
  },
});

let spaceId: string;

/**
 * A builtin:openapi source on the organization's spec. The props keep their literal types, so the
 * client's calls check them against its revision and document sources; the raw calls below send
 * bad props on purpose.
 */
const source = <const P>(props: P, spec = 'petstore') => ({
  type: 'builtin:openapi' as const,
  dependencies: { spec: { ref: { kind: 'openapi' as const, spec } } },
  props,
});

const { s, owner, outsider, org } = useServer({ title: 'API Org' });
beforeAll(async () => {
  const api = gitbook(s.baseUrl, owner.token);
  spaceId = (await api.orgs.createSpace(org.id, { title: 'API reference' })).data.id;
  await api.orgs.createOpenApiSpec(org.id, { slug: 'petstore', source: { text: PETSTORE } });
  const started = Date.now();
  while ((await api.orgs.getOpenApiSpecBySlug(org.id, 'petstore')).data.processingState !== 'complete') {
    if (Date.now() - started > 15_000) throw new Error('spec not processed');
    await new Promise((r) => setTimeout(r, 25));
  }
});

describe('computed content from an OpenAPI specification', () => {
  it('computes a revision grouped by tag, with models, and deterministic ids from the seed', async () => {
    const api = gitbook(s.baseUrl, owner.token);
    const { data } = await api.spaces.getComputedRevision(spaceId, {
      source: source({ models: true }),
      seed: 'seed-1',
    });
    expect(data.pages.map((p) => p.title)).toEqual(['pets', 'store', 'Models']);
    const pets = documentPage(data.pages[0]);
    expect(pets.path).toBe('pets');
    const body = 'markdown' in pets ? pets.markdown : undefined;
    expect(body ?? JSON.stringify('document' in pets ? pets.document : undefined)).toContain('List pets');
    expect(JSON.stringify(data.pages[2])).toContain('Its name');
    expect(data.files).toEqual([]);
    const again = await api.spaces.getComputedRevision(spaceId, {
      source: source({ models: true }),
      seed: 'seed-1',
    });
    expect(again.data.pages.map((p) => p.id)).toEqual(data.pages.map((p) => p.id));
    const other = await api.spaces.getComputedRevision(spaceId, {
      source: source({ models: true }),
      seed: 'seed-2',
    });
    expect(other.data.pages[0].id).not.toBe(data.pages[0].id);
  });

  it('computes a page per operation under its tag with by-operation grouping', async () => {
    const { data } = await gitbook(s.baseUrl, owner.token).spaces.getComputedRevision(spaceId, {
      source: source({ models: false, grouping: 'by-operation' }),
      seed: 's',
    });
    expect(data.pages.map((p) => p.title)).toEqual(['pets', 'store']);
    expect(childPages(data.pages[0]).map((p) => [p.title, documentPage(p).path])).toEqual([
      ['List pets', 'pets/list-pets'],
      ['Create a pet', 'pets/create-a-pet'],
    ]);
  });

  it('computes single documents: an operation, a tag, the info and the models', async () => {
    const api = gitbook(s.baseUrl, owner.token);
    const op = await api.spaces.getComputedDocument(spaceId, {
      source: source({ doc: 'operation', page: '/pets', method: 'post' }),
      seed: 's',
    });
    expect(op.data.object).toBe('document');
    expect(JSON.stringify(op.data)).toContain('Create a pet');
    const tag = await api.spaces.getComputedDocument(
      spaceId,
      { source: source({ doc: 'operations', page: 'store' }), seed: 's' },
      { schema: 'next' },
    );
    expect(JSON.stringify(tag.data)).toContain('Get an order');
    const info = await api.spaces.getComputedDocument(spaceId, {
      source: source({ doc: 'info', page: 'x' }),
      seed: 's',
    });
    expect(JSON.stringify(info.data)).toContain('Pets for everyone.');
    const models = await api.spaces.getComputedDocument(spaceId, {
      source: source({ doc: 'models' }),
      seed: 's',
    });
    expect(JSON.stringify(models.data)).toContain('Pet');
  });

  it('refuses bad sources: unknown spec 404, unsupported runtimes 422, malformed props 400; other organizations 404', async () => {
    const post = (path: string, body: unknown, token = owner.token) =>
      call(s.baseUrl, token, 'POST', `/v1/spaces/${spaceId}/content/computed/${path}`, body);
    expect((await post('revision', { source: source({ models: true }, 'nope'), seed: 's' })).status).toBe(404);
    expect(
      (await post('revision', { source: { type: 'builtin:translation', dependencies: {}, props: {} }, seed: 's' }))
        .status,
    ).toBe(422);
    expect((await post('revision', { source: { type: 'integration:acme:docs', props: {} }, seed: 's' })).status).toBe(
      422,
    );
    expect((await post('revision', { source: { type: 'mystery' }, seed: 's' })).status).toBe(400);
    expect(
      (await post('revision', { source: source({ grouping: 'by-tag' }), seed: 's' })).body.error.message,
    ).toContain('models');
    expect((await post('revision', { source: source({ models: true }) })).status).toBe(400);
    expect(
      (await post('document', { source: source({ doc: 'operation', page: '/pets', method: 'fly' }), seed: 's' }))
        .status,
    ).toBe(400);
    expect(
      (await post('document', { source: source({ doc: 'operation', page: '/missing', method: 'get' }), seed: 's' }))
        .status,
    ).toBe(400);
    expect((await post('document', { source: source({ doc: 'models' }), seed: 's' }, outsider.token)).status).toBe(404);
    expect(
      await statusOf(
        gitbook(s.baseUrl).spaces.getComputedRevision(spaceId, { source: source({ models: true }), seed: 's' }),
      ),
    ).toBe(401);
  });
});
