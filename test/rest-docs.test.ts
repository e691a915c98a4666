/** The REST documentation: /v1/openapi.json (OpenAPI 3.1, from the route table) and /v1/reference. */
import { gunzipSync } from 'node:zlib';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { restRoutes } from '../src/app/modules.ts';
import { useServer } from './support/fixtures.ts';
import { quireOpenAPI } from './support/quire-openapi.ts';

const { s } = useServer({ cast: false });

describe('/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document describing every route of the table, without a token', async () => {
    const res = await fetch(`${s.baseUrl}/v1/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const document = await res.json();
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document));
    expect(result.valid ? [] : result.errors).toEqual([]);

    const described = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(restRoutes.map((r) => `${r.method} ${r.path.replace(/\+\}/g, '}')}`).sort());
    const ids = described.map((d) => {
      const [method, path] = d.split(' ');
      return document.paths[path][method.toLowerCase()].operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
    // The document the tests validate every REST answer against is the one served.
    expect({ ...document, info: undefined }).toEqual({ ...structuredClone(quireOpenAPI), info: undefined });
  });

  it('describes bodies, lists and statuses as the adapter answers them', () => {
    const paths = quireOpenAPI.paths as Record<string, Record<string, any>>;
    const list = paths['/v1/orgs/{organizationId}/spaces'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(['organizationId', 'page', 'limit']);
    const envelope = list.responses['200'].content['application/json'].schema;
    expect(Object.keys(envelope.properties)).toEqual(['next', 'count', 'items']);
    const create = paths['/v1/orgs/{organizationId}/spaces'].post;
    expect(Object.keys(create.responses)).toContain('201');
    const body = create.requestBody.content['application/json'].schema;
    expect(body.additionalProperties).toBe(false);
    expect(body.properties).not.toHaveProperty('organizationId');
    expect(Object.keys(paths['/v1/spaces/{spaceId}'].delete.responses).sort()).toEqual(['204', '205', 'default']);
    // Operations are grouped by resource and sub-resource, in groups small enough to browse.
    expect(paths['/v1/spaces/{spaceId}/change-requests/{changeRequestId}/merge'].post.tags).toEqual([
      'spaces / change-requests',
    ]);
    expect(paths['/v1/orgs/{organizationId}/sites/{siteId}/sections'].get.tags).toEqual(['sites / sections']);
    expect(paths['/v1/spaces/{spaceId}/restore'].post.tags).toEqual(['spaces']);
    const groups = new Map<string, number>();
    for (const item of Object.values(paths))
      for (const op of Object.values(item)) groups.set(op.tags[0], (groups.get(op.tags[0]) ?? 0) + 1);
    expect(Math.max(...groups.values())).toBeLessThanOrEqual(50);
    expect(paths['/v1/spaces/{spaceId}/content/path/{pagePath}'].get.parameters[1].description).toMatch(/slashes/);
    // Enums in their wire form.
    const space = (quireOpenAPI.components.schemas as Record<string, any>).Space;
    expect(space.properties.visibility.enum).toContain('share-link');
    expect(space.required).toContain('id');
  });

  it('is cached by ETag and compressed for clients that accept it', async () => {
    const first = await fetch(`${s.baseUrl}/v1/openapi.json`, { headers: { 'accept-encoding': 'identity' } });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${s.baseUrl}/v1/openapi.json`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const { request } = await import('node:http');
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      request(`${s.baseUrl}/v1/openapi.json`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(raw.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(raw.body).toString()).openapi).toBe('3.1.0');
    const post = await fetch(`${s.baseUrl}/v1/openapi.json`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('operation summaries and descriptions', () => {
  const name = (r: (typeof restRoutes)[number]) => `${r.method} ${r.path}`;

  it('every row of the route table has a summary and a description', () => {
    const bare = restRoutes.filter((r) => !r.summary?.trim() || !r.description?.trim()).map(name);
    expect(bare).toEqual([]);
    // A summary names the operation in a few words (not its path, not a sentence); summaries tell
    // the operations apart, so no two are alike. A description is sentences and says more.
    const badSummaries = restRoutes
      .filter((r) => /^(GET|POST|PUT|PATCH|DELETE)\b|\/v1\/|\.$/.test(r.summary!) || r.summary!.length > 80)
      .map((r) => `${name(r)}: ${r.summary}`);
    expect(badSummaries).toEqual([]);
    const seen = new Map<string, string>();
    const repeated = restRoutes.flatMap((r) => {
      const first = seen.get(r.summary!);
      seen.set(r.summary!, name(r));
      return first ? [`${name(r)} repeats the summary of ${first}`] : [];
    });
    expect(repeated).toEqual([]);
    const badDescriptions = restRoutes
      .filter((r) => !/[.)]$/.test(r.description!) || r.description!.length <= r.summary!.length)
      .map(name);
    expect(badDescriptions).toEqual([]);
  });

  it('are what /v1/openapi.json and the reference page show for each operation', () => {
    const paths = quireOpenAPI.paths as Record<string, Record<string, { summary?: string; description?: string }>>;
    const shown = restRoutes.filter((r) => {
      const operation = paths[r.path.replace(/\+\}/g, '}')][r.method.toLowerCase()];
      return operation.summary !== r.summary || operation.description !== r.description;
    });
    expect(shown.map(name)).toEqual([]);
  });
});

describe('/v1/reference', () => {
  it('serves the reference page and its bundled assets from this server, cached for a year', async () => {
    const res = await fetch(`${s.baseUrl}/v1/reference`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('/v1/openapi.json');
    const assets = [...html.matchAll(/(?:src|href)="(\/v1\/reference\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBe(3);
    for (const asset of assets) {
      const a = await fetch(`${s.baseUrl}${asset}`);
      expect(a.status).toBe(200);
      expect(a.headers.get('cache-control')).toContain('immutable');
      await a.arrayBuffer();
    }
    expect(html).not.toMatch(/https?:\/\//);
  });
});
