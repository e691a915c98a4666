/**
 * GraphiQL and the REST reference in a real browser: headless Chromium (Debian's package) driven by playwright-core.
 * Skipped when no Chromium is installed, unless QUIRE_REQUIRE_BROWSER=1 (set by .ci/run).
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { startServer, type TestServer } from './support/server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
if (!available && process.env.QUIRE_REQUIRE_BROWSER === '1') throw new Error(`Chromium not found at ${CHROMIUM}`);

describe.skipIf(!available)('GraphiQL in headless Chromium', () => {
  let s: TestServer;
  let browser: Browser;
  let token: string;
  let orgId: string;

  beforeAll(async () => {
    s = await startServer();
    const user = await s.user('Browser');
    token = user.token;
    orgId = (await s.org(user.id, 'Seen In The Browser')).id;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
  });

  it('runs a query typed into GraphiQL and shows its result', async () => {
    const context = await browser.newContext({ extraHTTPHeaders: { authorization: `Bearer ${token}` } });
    const page = await context.newPage();
    const query = `{ organization(id: "${orgId}") { title } }`;
    await page.goto(`${s.baseUrl}/graphql?query=${encodeURIComponent(query)}`);
    await page.waitForSelector('.graphiql-execute-button', { timeout: 20_000 });
    await page.click('.graphiql-execute-button');
    const result = page.locator('.result-window');
    // The result editor (Monaco) renders spaces as non-breaking spaces.
    const text = async () => ((await result.textContent()) ?? '').replace(/\u00a0/g, ' ');
    await expect.poll(text, { timeout: 20_000 }).toContain('"title": "Seen In The Browser"');
    await context.close();
  });

  it('shows the REST reference (/v1/reference) with its operations, without reaching the network', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(s.baseUrl)) outside.push(request.url());
    });
    await page.goto(`${s.baseUrl}/v1/reference`);
    await page.waitForSelector('.opblock-summary-path', { timeout: 20_000 });
    const paths = await page.locator('.opblock-summary-path').allTextContents();
    expect(paths.map((p) => p.replace(/\u200b/g, ''))).toContain('/v1/orgs/{organizationId}');
    expect(await page.locator('.title').first().textContent()).toContain('Quire REST API');
    expect(outside).toEqual([]);
    await context.close();
  });
});
