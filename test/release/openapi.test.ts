/**
 * OpenAPI on the built server: a specification created from a URL (a fixture HTTP server on
 * 127.0.0.1, allowed through IMPORT_ALLOWED_HOSTS) is fetched and parsed in the background to a
 * version, and computed content (`content/computed/*`, builtin:openapi) is built from it. The
 * in-process details are in test/openapi.test.ts and test/computed.test.ts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpenAPISpec } from '@gitbook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, builtServers, type Person } from '../support/built.ts';
import { space } from '../support/fixtures.ts';
import { gitbook } from '../support/gitbook.ts';
import { childPages, documentPage } from '../support/pages.ts';

const PETSTORE = `openapi: 3.0.3
info:
  title: Petstore
  version: 1.0.0
  description: Pets for everyone.
tags:
  - name: pets
    description: Everything about pets
  - name: store
paths:
  /pets:
    get:
      tags: [pets]
      summary: List pets
      parameters:
        - { name: limit, in: query, schema: { type: integer } }
      responses:
        '200': { description: A list of pets }
    post:
      tags: [pets]
      summary: Create a pet
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Pet' }
      responses:
        '201': { description: Created }
  /orders/{id}:
    get:
      tags: [store]
      summary: Get an order
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
      responses:
        '200': { description: The order }
components:
  schemas:
    Pet:
      type: object
      required: [name]
      properties:
        name: { type: string, description: Its name }
        tag: { type: string }
`;

const servers = builtServers();
let s: BuiltServer;
let fixture: Server;
let fixtureUrl: string;
let owner: Person;
let orgId: string;

beforeAll(async () => {
  fixture = createServer((req, res) => {
    if (req.url === '/petstore.yaml') return res.writeHead(200, { 'content-type': 'application/yaml' }).end(PETSTORE);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
  fixtureUrl = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
  s = await servers.start({ env: { IMPORT_ALLOWED_HOSTS: new URL(fixtureUrl).host } });
  owner = await s.user('Owner');
  orgId = (await s.org(owner.id, 'API Org')).id;
});
afterAll(async () => {
  fixture?.closeAllConnections();
  await new Promise((resolve) => fixture?.close(resolve));
});

const api = () => gitbook(s.baseUrl, owner.token);

/** Polls a spec until processing completes (bounded). */
async function settled(slug: string, timeoutMs = 20_000): Promise<OpenAPISpec> {
  const started = Date.now();
  for (;;) {
    const spec = (await api().orgs.getOpenApiSpecBySlug(orgId, slug)).data;
    if (spec.processingState === 'complete') return spec;
    if (Date.now() - started > timeoutMs)
      throw new Error(`spec ${slug} is still ${spec.processingState} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A builtin:openapi source on the petstore spec; the props keep their literal types for the client's checks. */
const source = <const P>(props: P) => ({
  type: 'builtin:openapi' as const,
  dependencies: { spec: { ref: { kind: 'openapi' as const, spec: 'petstore' } } },
  props,
});

describe('an OpenAPI specification from a URL', () => {
  it('is fetched and parsed to a version', async () => {
    const created = await api().orgs.createOpenApiSpec(orgId, {
      slug: 'petstore',
      source: { url: `${fixtureUrl}/petstore.yaml` },
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ sourceURL: `${fixtureUrl}/petstore.yaml`, processingState: 'pending' });
    const spec = await settled('petstore');
    expect(spec.lastProcessErrorCode).toBeUndefined();
    expect(spec.lastProcessedErrors ?? []).toEqual([]);
    expect(spec.lastVersion).toEqual(expect.any(String));
  });

  it('feeds computed content: a revision grouped by tag with its operations, and single documents', async () => {
    const revision = await api().spaces.getComputedRevision(
      (await space(s, owner, orgId, { title: 'API reference' })).id,
      { source: source({ models: true, grouping: 'by-operation' }), seed: 'release' },
    );
    expect(revision.status).toBe(200);
    const pages = revision.data.pages;
    expect(pages.map((p) => p.title)).toEqual(['pets', 'store', 'Models']);
    expect(childPages(pages[0]).map((p) => [p.title, documentPage(p).path])).toEqual([
      ['List pets', 'pets/list-pets'],
      ['Create a pet', 'pets/create-a-pet'],
    ]);
    expect(childPages(pages[1]).map((p) => p.title)).toEqual(['Get an order']);
    expect(JSON.stringify(pages[2])).toContain('Its name');

    const spaceId = (await space(s, owner, orgId, { title: 'One operation' })).id;
    const operation = await api().spaces.getComputedDocument(spaceId, {
      source: source({ doc: 'operation', page: '/pets', method: 'post' }),
      seed: 'release',
    });
    expect(operation.status).toBe(200);
    expect(operation.data.object).toBe('document');
    expect(JSON.stringify(operation.data)).toContain('Create a pet');
  });
});
