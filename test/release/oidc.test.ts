/**
 * OpenID Connect sign-in on the built server (openid-client is loaded on first use), against a
 * real OpenID provider started by the test (test/support/openid.ts): a sign-in whose token then
 * works on the API, a tampered ID token refused, on PostgreSQL a sign-in started on one instance
 * and finished on another (and its token revoked on one, refused by both); and in
 * headless Chromium, a member signing in to GraphiQL and a reader signing in to a private site of
 * the built-in reader. The in-process details are in test/sso-oidc.test.ts.
 */

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserAvailable, useBrowser } from '../support/browser.ts';
import { type BuiltServer, builtServers, type Person } from '../support/built.ts';
import { page, publishedSite, space } from '../support/fixtures.ts';
import { call } from '../support/http.ts';
import { claimsOf, type OpenIdProvider, openIdProvider, throughProvider } from '../support/openid.ts';
import { revokeOwnTokens } from '../support/tokens.ts';

const SECRET = 'release-oidc-client-secret-never-answered';
const onPostgres = !!process.env.DATABASE_URL;

const servers = builtServers();
let s: BuiltServer;
let op: OpenIdProvider;
let admin: Person;
let orgId: string;
let providerId: string;

beforeAll(async () => {
  op = await openIdProvider();
  s = await servers.start();
  admin = await s.user('Ada Admin');
  orgId = (await s.org(admin.id, 'OIDC Org')).id;
  const created = await call(s.baseUrl, admin.token, 'POST', `/v1/orgs/${orgId}/oidc`, {
    label: 'Test OP',
    issuer: op.issuer,
    clientId: 'quire',
    clientSecret: SECRET,
    defaultRole: 'read',
  });
  expect(created.status).toBe(201);
  expect(JSON.stringify(created.body)).not.toContain(SECRET);
  providerId = created.body.id;
  op.start([
    { client_id: 'quire', client_secret: SECRET, redirect_uris: [`${s.baseUrl}/sso/oidc/${providerId}/callback`] },
  ]);
});
afterAll(async () => {
  await op?.close();
});

async function callback(url: URL, base = s.baseUrl) {
  const res = await fetch(`${base}${url.pathname}${url.search}`, { headers: { accept: 'application/json' } });
  const text = await res.text();
  expect(text).not.toContain(SECRET);
  return { status: res.status, body: JSON.parse(text) };
}

describe('OIDC sign-in on the built server', () => {
  it('signs a new person in; the token works on the API', async () => {
    op.accounts.set('ann', { email: 'ann@corp.test', email_verified: true, name: 'Ann' });
    op.next = 'ann';
    const res = await callback(await throughProvider(`${s.baseUrl}/sso/oidc/${providerId}/start`, op.issuer));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'sso-login', user: { email: 'ann@corp.test' } });
    expect((await call(s.baseUrl, res.body.token, 'GET', `/v1/orgs/${orgId}`)).status).toBe(200);
  });

  it('refuses a tampered ID token', async () => {
    op.accounts.set('eve', { email: 'eve@corp.test', email_verified: true });
    op.next = 'eve';
    op.tamper = async (idToken) => {
      const [header, , signature] = idToken.split('.');
      const claims = { ...claimsOf(idToken), email: 'ann@corp.test' };
      return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    };
    try {
      const res = await callback(await throughProvider(`${s.baseUrl}/sso/oidc/${providerId}/start`, op.issuer));
      expect(res.status).toBe(401);
    } finally {
      op.tamper = null;
    }
  });

  it.runIf(onPostgres)('takes the callback on another instance of the database', async () => {
    // Both instances serve one PUBLIC_URL, as behind a load balancer.
    const other = await s.instance({ PUBLIC_URL: s.baseUrl });
    op.accounts.set('bob', { email: 'bob@corp.test', email_verified: true });
    op.next = 'bob';
    const url = await throughProvider(`${s.baseUrl}/sso/oidc/${providerId}/start`, op.issuer);
    const res = await callback(url, other.baseUrl);
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('bob@corp.test');
    // Used once: the first instance refuses the same state.
    expect((await callback(url)).status).toBe(401);
    // Its token works on both; revoked on one, both refuse it at once (their caches included).
    const token = res.body.token as string;
    for (const base of [s.baseUrl, other.baseUrl])
      expect((await call(base, token, 'GET', `/v1/orgs/${orgId}`)).status).toBe(200);
    await revokeOwnTokens(other.baseUrl, token);
    // At once where it was revoked; on the other instance as soon as the database's notification
    // arrives (at commit: within a second, as for every token, test/api-tokens.test.ts).
    expect((await call(other.baseUrl, token, 'GET', `/v1/orgs/${orgId}`)).status).toBe(401);
    await vi.waitFor(async () => expect((await call(s.baseUrl, token, 'GET', `/v1/orgs/${orgId}`)).status).toBe(401), {
      timeout: 1000,
      interval: 20,
    });
  });
});

describe.skipIf(!browserAvailable)('OIDC sign-in in headless Chromium', () => {
  const browser = useBrowser();

  it('signs a member in to GraphiQL: the session works from its page, not from another origin', async () => {
    op.accounts.set('gia', { email: 'gia@corp.test', email_verified: true, name: 'Gia Graph' });
    op.next = 'gia';
    const context = await browser().newContext();
    try {
      const tab = await context.newPage();
      await tab.goto(`${s.baseUrl}/sso/oidc/${providerId}/start?redirect=${encodeURIComponent('/graphql')}`);
      expect(new URL(tab.url()).pathname).toBe('/graphql');
      await tab.waitForSelector('.graphiql-container');
      const cookies = await context.cookies(s.baseUrl);
      expect(cookies.find((c) => c.name === 'quire_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      // What GraphiQL sends: a same-origin POST with the browser's cookie.
      const viewer = await tab.evaluate(async () => {
        const res = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ viewer { displayName email } }' }),
        });
        return (await res.json()).data?.viewer;
      });
      expect(viewer).toEqual({ displayName: 'Gia Graph', email: 'gia@corp.test' });
      // A page of another origin (the provider's server) cannot act with it: what it can send
      // without a preflight (a form) is refused (415), and a cookie from another Origin is not
      // read (test/sessions.test.ts sends such requests with their headers as given).
      const labels = () =>
        tab.evaluate(async () => {
          const res = await fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: '{ viewer { apiTokens(first: 100) { nodes { label } } } }' }),
          });
          return ((await res.json()).data.viewer.apiTokens.nodes as { label: string }[]).map((n) => n.label);
        });
      const before = await labels();
      const other = await context.newPage();
      await other.goto(`${op.issuer}/.well-known/openid-configuration`);
      await other.evaluate(async (base) => {
        await fetch(`${base}/graphql`, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          // What a cross-site form can send (no preflight).
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            query: 'mutation { createApiToken(input: { label: "forged" }) { __typename } }',
          }).toString(),
        });
      }, s.baseUrl);
      expect(await labels()).toEqual(before);
      expect(before).not.toContain('forged');
    } finally {
      await context.close();
    }
  });

  it('signs a reader in to a private site of the built-in reader and back to the page asked', async () => {
    const docs = await space(s, admin, orgId, { title: 'Private handbook' });
    await page(s, admin, docs.id, { title: 'Welcome', markdown: '# Welcome\n\nFor signed-in readers only.\n' });
    const site = await publishedSite(s, admin, orgId, {
      title: 'Handbook',
      visibility: 'visitor-auth',
      spaces: [docs.id],
    });
    const auth = await call(s.baseUrl, admin.token, 'PATCH', `/v1/orgs/${orgId}/sites/${site.id}/publishing/auth`, {
      backend: 'oidc',
      oidcProvider: providerId,
    });
    expect(auth.status).toBe(200);
    // A reader who is no member.
    op.accounts.set('rex', { email: 'rex@partner.test', email_verified: true, name: 'Rex Reader' });
    op.next = 'rex';
    const context = await browser().newContext();
    try {
      const tab = await context.newPage();
      const asked = `${s.baseUrl}/sites/${orgId}/${site.id}/welcome`;
      const res = await tab.goto(asked);
      expect(res?.status()).toBe(200);
      expect(tab.url()).toBe(asked);
      expect(await tab.locator('main h1').first().textContent()).toBe('Welcome');
      expect(await tab.locator('main').textContent()).toContain('For signed-in readers only.');
      // A new tab of the same browser reads on with the kept visitor cookie, without the provider.
      op.next = null;
      const again = await context.newPage();
      expect((await again.goto(asked))?.status()).toBe(200);
    } finally {
      await context.close();
    }
  });
});
