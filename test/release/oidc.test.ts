/**
 * OpenID Connect sign-in on the built server (openid-client is loaded on first use), against a
 * real OpenID provider started by the test (test/support/openid.ts): a sign-in whose token then
 * works on the API, a tampered ID token refused, and on PostgreSQL a sign-in started on one
 * instance and finished on another. The in-process details are in test/sso-oidc.test.ts.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, builtServers, type Person } from '../support/built.ts';
import { call } from '../support/http.ts';
import { claimsOf, type OpenIdProvider, openIdProvider, throughProvider } from '../support/openid.ts';

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
  });
});
