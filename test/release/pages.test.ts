/**
 * The pages the built server serves to browsers, with what they load: GraphiQL (GET /graphql with
 * Accept text/html; the IDE is loaded on first visit), the REST reference (/v1/reference, Swagger
 * UI from swagger-ui-dist in node_modules) with its assets, and /v1/openapi.json, which must be the
 * document the sources describe. Then both pages in headless Chromium (Debian's package, driven by
 * playwright-core; skipped without it unless QUIRE_REQUIRE_BROWSER=1, which .ci/run sets).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from '../support/browser.ts';
import { type BuiltServer, builtServers, type Person } from '../support/built.ts';
import { quireOpenAPI } from '../support/quire-openapi.ts';

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const servers = builtServers();
let s: BuiltServer;
let user: Person;
let orgId: string;

beforeAll(async () => {
  s = await servers.start();
  user = await s.user('Browser');
  orgId = (await s.org(user.id, 'Seen In The Browser')).id;
});

describe('pages over HTTP', () => {
  it('GraphiQL on GET /graphql for a browser, the IDE inlined (nothing fetched from elsewhere)', async () => {
    const res = await fetch(`${s.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<title>Quire GraphiQL</title>');
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
    expect(html.length).toBeGreaterThan(1_000_000);
    // An operation on the same path is still an operation.
    const op = await fetch(`${s.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await op.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('the REST reference and its assets, and the OpenAPI document of the sources', async () => {
    const res = await fetch(`${s.baseUrl}/v1/reference`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('/v1/openapi.json');
    const assets = [...html.matchAll(/(?:src|href)="(\/v1\/reference\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.map((a) => a.split('/').pop()).sort()).toEqual([
      'favicon-32x32.png',
      'swagger-ui-bundle.js',
      'swagger-ui.css',
    ]);
    for (const asset of assets) {
      const a = await fetch(`${s.baseUrl}${asset}`);
      expect(a.status, asset).toBe(200);
      // The file of the swagger-ui-dist package, byte for byte.
      const file = readFileSync(path.join(swaggerDir, asset.split('/').pop()!));
      expect(Buffer.from(await a.arrayBuffer()).equals(file), asset).toBe(true);
    }
    const document = await (await fetch(`${s.baseUrl}/v1/openapi.json`)).json();
    expect(document.openapi).toBe('3.1.0');
    expect({ ...document, info: undefined }).toEqual({ ...structuredClone(quireOpenAPI), info: undefined });
  });
});

describe.skipIf(!browserAvailable)('pages in headless Chromium', () => {
  const browser = useBrowser();

  it('runs a query typed into GraphiQL and shows its result', async () => {
    const context = await browser().newContext({ extraHTTPHeaders: { authorization: `Bearer ${user.token}` } });
    try {
      const page = await context.newPage();
      const query = `{ organization(id: "${orgId}") { title } }`;
      await page.goto(`${s.baseUrl}/graphql?query=${encodeURIComponent(query)}`);
      await page.waitForSelector('.graphiql-execute-button', { timeout: 20_000 });
      await page.click('.graphiql-execute-button');
      const result = page.locator('.result-window');
      // The result editor (Monaco) renders spaces as non-breaking spaces.
      const text = async () => ((await result.textContent()) ?? '').replace(/\u00a0/g, ' ');
      await expect.poll(text, { timeout: 20_000 }).toContain('"title": "Seen In The Browser"');
    } finally {
      await context.close();
    }
  });

  it('shows the REST reference with its operations, without reaching the network', async () => {
    const context = await browser().newContext();
    try {
      const page = await context.newPage();
      const outside: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(s.baseUrl)) outside.push(request.url());
      });
      await page.goto(`${s.baseUrl}/v1/reference`);
      await page.waitForSelector('.opblock-summary-path', { timeout: 20_000 });
      // The reference renders its operations in the document's order (the API information and the
      // user's first): the organizations' list is among the first.
      const paths = async () =>
        (await page.locator('.opblock-summary-path').allTextContents()).map((p) => p.replace(/\u200b/g, ''));
      await expect.poll(paths, { timeout: 20_000 }).toContain('/v1/orgs');
      expect(outside).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
