/**
 * The SAML login flow at /sso/saml/{providerId}/{metadata,start,acs}, against a test identity
 * provider whose key pair is committed under test/fixtures/saml/ (test-only keys).
 */

import { inflateRawSync } from 'node:zlib';
import { MemberRole } from '@gitbook/api';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { accounts, userWithEmail } from './support/admin.ts';
import { disabledMember } from './support/beside.ts';
import { type Person, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call } from './support/http.ts';
import { IDP_CERT, IDP_ENTITY, OTHER_CERT, OTHER_KEY, samlResponse } from './support/saml.ts';
import { startServer } from './support/server.ts';

const IDP_SSO = 'https://idp.test/sso?tenant=quire';

let admin: Person;
let orgId: string;
let teamId: string;
let providerId: string;
let sp: { acsURL: string; entityID: string; startURL: string };

const { s } = useServer({ cast: false });
beforeAll(async () => {
  admin = await s.user('Ada Admin');
  orgId = (await s.org(admin.id, 'SAML Login Org')).id;
  teamId = (await gitbook(s.baseUrl, admin.token).orgs.createOrganizationTeam(orgId, { title: 'Readers' })).data.id;
  const res = await gitbook(s.baseUrl, admin.token).orgs.createOrganizationSamlProvider(orgId, {
    label: 'Test IdP',
    ssoURL: IDP_SSO,
    entityID: IDP_ENTITY,
    certificate: IDP_CERT,
    defaultRole: MemberRole.Edit,
    defaultTeam: teamId,
  });
  providerId = res.data.id;
  const base = `${s.baseUrl}/sso/saml/${providerId}`;
  sp = { acsURL: `${base}/acs`, entityID: `${base}/metadata`, startURL: `${base}/start` };
});

/** GET start: the redirect and the AuthnRequest it carries. */
async function start(id = providerId, query = '') {
  const res = await fetch(`${s.baseUrl}/sso/saml/${id}/start${query}`, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) return { status: res.status, body: await res.json().catch(() => null) };
  const target = new URL(location);
  const xml = inflateRawSync(Buffer.from(target.searchParams.get('SAMLRequest')!, 'base64')).toString('utf8');
  const requestId = /\bID="([^"]+)"/.exec(xml)![1];
  return { status: 302, location: target, xml, requestId };
}

async function postAcs(fields: Record<string, string>, id = providerId) {
  const res = await fetch(`${s.baseUrl}/sso/saml/${id}/acs`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const text = await res.text();
  // The login, a pending step or an error, as JSON; or the text of another answer: read untyped.
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, text, headers: res.headers };
}

/** The member of the organization as its admin reads it. */
const memberOf = async (userId: string) =>
  (await gitbook(s.baseUrl, admin.token).orgs.getMemberInOrganizationById(orgId, userId)).data;

/** The ids of the teams of a member of the organization. */
const teamsOf = async (userId: string) =>
  (await gitbook(s.baseUrl, admin.token).orgs.listTeamsForOrganizationMember(orgId, userId)).data.items.map(
    (i) => i.team.id,
  );

const counts = async () => ({
  // Users, tokens and sessions of the whole instance, from the instance admin's usage report.
  ...(await accounts(s)),
  members: (await gitbook(s.baseUrl, admin.token).orgs.listMembersInOrganizationById(orgId, { limit: 1 })).data.count!,
});

describe('GET /sso/saml/{id}/metadata', () => {
  it('answers the SP metadata: entityID = the metadata URL, ACS = the acs URL (HTTP-POST)', async () => {
    const res = await fetch(sp.entityID);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
    expect(xml).toContain(`entityID="${sp.entityID}"`);
    expect(xml).toMatch(/<SPSSODescriptor[^>]*WantAssertionsSigned="true"/);
    expect(xml).toContain(`Location="${sp.acsURL}"`);
    expect(xml).toContain('Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"');
  });

  it('is 404 JSON for an unknown provider, 405 for another method', async () => {
    const res = await call(s.baseUrl, undefined, 'GET', `/sso/saml/${newId()}/metadata`);
    expect(res).toMatchObject({ status: 404, body: { error: { code: 404 } } });
    expect((await call(s.baseUrl, undefined, 'POST', `/sso/saml/${providerId}/metadata`)).status).toBe(405);
    expect((await call(s.baseUrl, undefined, 'HEAD', `/sso/saml/${providerId}/start`)).status).toBe(405);
    expect((await call(s.baseUrl, undefined, 'GET', `/sso/saml/${providerId}/acs`)).status).toBe(405);
    expect((await call(s.baseUrl, undefined, 'GET', `/sso/saml/${providerId}/other`)).status).toBe(404);
  });
});

describe('GET /sso/saml/{id}/start', () => {
  it('redirects to the IdP ssoURL with a deflated AuthnRequest for the ACS, and remembers its id', async () => {
    const r = await start(providerId, '?RelayState=%2Fspaces%2Fabc');
    expect(r.status).toBe(302);
    expect(`${r.location!.origin}${r.location!.pathname}`).toBe('https://idp.test/sso');
    expect(r.location!.searchParams.get('tenant')).toBe('quire');
    expect(r.location!.searchParams.get('RelayState')).toBe('/spaces/abc');
    expect(r.xml).toContain(`AssertionConsumerServiceURL="${sp.acsURL}"`);
    expect(r.xml).toContain(`Destination="${IDP_SSO.replace('&', '&amp;')}"`);
    expect(r.xml).toContain(`>${sp.entityID}</saml:Issuer>`);
    // Remembered for this provider: a response to it signs in.
    const email = `started-${newId().toLowerCase()}@example.com`;
    const res = await postAcs({ SAMLResponse: samlResponse(sp, { inResponseTo: r.requestId!, email }) });
    expect(res.status).toBe(200);
  });

  it('is 409 for a pending provider and 404 for an unknown one', async () => {
    // Raw HTTP: GitBook's OpenAPI requires the fields a pending provider lacks (see test/sso.test.ts).
    const pending = await call(s.baseUrl, admin.token, 'POST', `/v1/orgs/${orgId}/saml`, { label: 'Pending' });
    expect(pending.body.status).toBe('pending');
    const r = await start(pending.body.id);
    expect(r).toMatchObject({
      status: 409,
      body: { error: { code: 409, message: expect.stringMatching(/not configured/) } },
    });
    expect((await start(newId())).status).toBe(404);
  });

  it('refuses a RelayState over 80 bytes (400)', async () => {
    expect((await start(providerId, `?RelayState=${'x'.repeat(81)}`)).status).toBe(400);
  });
});

describe('POST /sso/saml/{id}/acs', () => {
  it('signs a new user in: user, membership (default role, sso), default team, a token valid 12 hours', async () => {
    const before = await counts();
    const r = await start();
    const email = `new-${newId().toLowerCase()}@example.com`;
    const res = await postAcs({
      SAMLResponse: samlResponse(sp, { inResponseTo: r.requestId!, email, displayName: 'Nina New' }),
      RelayState: '/spaces/abc',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      object: 'sso-login',
      token: expect.stringMatching(/^qr_api_/),
      user: { email, displayName: 'Nina New' },
      organization: { id: orgId },
      relayState: '/spaces/abc',
    });
    const expiresAt = Date.parse(res.body.expiresAt);
    expect(Math.abs(expiresAt - (Date.now() + 12 * 3600 * 1000))).toBeLessThan(60_000);

    const userId = res.body.user.id;
    expect(await memberOf(userId)).toMatchObject({ role: 'edit', sso: true, disabled: false, teams: 1 });
    expect(await teamsOf(userId)).toEqual([teamId]);
    expect(await counts()).toEqual({
      ...before,
      users: before.users + 1,
      members: before.members + 1,
      tokens: before.tokens + 1,
    });
    // The request id is used up: another response to it is refused.
    const reused = await postAcs({
      SAMLResponse: samlResponse(sp, {
        inResponseTo: r.requestId!,
        email: `again-${newId().toLowerCase()}@example.com`,
      }),
    });
    expect(reused.status).toBe(401);

    // The token works on the API.
    const api = gitbook(s.baseUrl, res.body.token);
    const orgs = await api.orgs.listOrganizationsForAuthenticatedUser();
    expect(orgs.data.items.map((o) => o.id)).toContain(orgId);
    const viewer = await fetch(`${s.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${res.body.token}` },
      body: JSON.stringify({ query: '{ viewer { email displayName } }' }),
    }).then((r) => r.json());
    expect(viewer.data.viewer).toEqual({ email, displayName: 'Nina New' });
    const member2 = await api.orgs.getMemberInOrganizationById(orgId, userId);
    expect(member2.data).toMatchObject({ role: 'edit', sso: true });
    // The audit log names the join (by the person signing in) and the default team's membership.
    const audit = gitbook(s.baseUrl, admin.token).orgs;
    const joined = (await audit.listOrganizationAuditEvents(orgId, { target: userId })).data.items;
    expect(joined).toMatchObject([
      { action: 'member.added', actor: { type: 'user', id: userId, label: 'Nina New' }, target: { id: userId } },
    ]);
    const teamAdds = (await audit.listOrganizationAuditEvents(orgId, { action: 'team.member_added', target: teamId }))
      .data.items;
    expect(teamAdds[0]).toMatchObject({ actor: { type: 'system', id: 'job:sso-sign-in' } });
    expect((await audit.getOrganizationAuditEvent(orgId, teamAdds[0].id)).data.payload).toEqual({
      userId,
      source: 'sso',
    });

    // Once expired, the token is refused like an unknown one: the server (in this process) asked
    // past its expiry through a clock set forward.
    vi.useFakeTimers({ toFake: ['Date'], now: expiresAt + 1000, shouldAdvanceTime: true });
    try {
      expect(await statusOf(api.orgs.listOrganizationsForAuthenticatedUser())).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses the same response posted again (replay) with 401 and creates nothing', async () => {
    const r = await start();
    const email = `replay-${newId().toLowerCase()}@example.com`;
    const SAMLResponse = samlResponse(sp, { inResponseTo: r.requestId!, email });
    expect((await postAcs({ SAMLResponse })).status).toBe(200);
    const before = await counts();
    const again = await postAcs({ SAMLResponse });
    expect(again).toMatchObject({ status: 401, body: { error: { code: 401 } } });
    expect(await counts()).toEqual(before);
  });

  it('uses a request id once when only the Response names it', async () => {
    const r = await start();
    const SAMLResponse = samlResponse(sp, {
      inResponseTo: r.requestId!,
      email: `resp-${newId().toLowerCase()}@example.com`,
      subjectInResponseTo: false,
    });
    expect((await postAcs({ SAMLResponse })).status).toBe(200);
    expect((await postAcs({ SAMLResponse })).status).toBe(401);
  });

  it('signs in only one of two concurrent posts of the same response', async () => {
    const r = await start();
    const SAMLResponse = samlResponse(sp, {
      inResponseTo: r.requestId!,
      email: `race-${newId().toLowerCase()}@example.com`,
    });
    const results = await Promise.all([
      postAcs({ SAMLResponse }),
      postAcs({ SAMLResponse }),
      postAcs({ SAMLResponse }),
    ]);
    expect(results.map((x) => x.status).sort()).toEqual([200, 401, 401]);
  });

  const refused: [string, (requestId: string, email: string) => string][] = [
    [
      'signed with another key',
      (id, email) => samlResponse(sp, { inResponseTo: id, email, key: OTHER_KEY, cert: OTHER_CERT }),
    ],
    [
      'for another audience',
      (id, email) => samlResponse(sp, { inResponseTo: id, email, audience: 'https://other-sp.test/metadata' }),
    ],
    ['expired', (id, email) => samlResponse(sp, { inResponseTo: id, email, notOnOrAfterMs: -10 * 60 * 1000 })],
    [
      'from another issuer',
      (id, email) => samlResponse(sp, { inResponseTo: id, email, issuer: 'https://evil.test/metadata' }),
    ],
    ['for an unknown request id', (_id, email) => samlResponse(sp, { inResponseTo: '_unknown0123456789', email })],
  ];
  for (const [what, build] of refused) {
    it(`refuses a response ${what} (401, nothing created, no SAML echoed)`, async () => {
      const r = await start();
      const email = `refused-${newId().toLowerCase()}@example.com`;
      const before = await counts();
      const res = await postAcs({ SAMLResponse: build(r.requestId!, email) });
      expect(res).toMatchObject({ status: 401, body: { error: { code: 401, message: expect.any(String) } } });
      expect(res.text).not.toContain(email);
      expect(res.text).not.toContain('evil.test');
      expect(res.text).not.toContain('other-sp.test');
      expect(await counts()).toEqual(before);
      expect(await userWithEmail(s, email)).toBeNull();
    });
  }

  it('refuses a tampered assertion (401)', async () => {
    const r = await start();
    const xml = Buffer.from(
      samlResponse(sp, { inResponseTo: r.requestId!, email: 'honest@example.com' }),
      'base64',
    ).toString('utf8');
    const tampered = Buffer.from(xml.replace(/honest@example\.com/g, 'admin@example.com')).toString('base64');
    const before = await counts();
    expect((await postAcs({ SAMLResponse: tampered })).status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('is 404 for an unknown provider, 400 without SAMLResponse, 401 for garbage', async () => {
    expect((await postAcs({ SAMLResponse: 'x' }, newId())).status).toBe(404);
    expect((await postAcs({ RelayState: 'x' })).status).toBe(400);
    expect(
      (await call(s.baseUrl, undefined, 'POST', `/sso/saml/${providerId}/acs`, { SAMLResponse: 'x' })).status,
    ).toBe(415);
    expect((await postAcs({ SAMLResponse: Buffer.from('<not-saml/>').toString('base64') })).status).toBe(401);
    expect((await postAcs({ SAMLResponse: '%%%' })).status).toBe(401);
  });

  it('keeps the role of an existing member and uses the existing user', async () => {
    const existing = await s.user('Rita Reviewer');
    await s.member(orgId, existing.id, 'review');
    const before = await counts();
    const r = await start();
    // NameID is not an email: the email comes from the `email` attribute.
    const res = await postAcs({
      SAMLResponse: samlResponse(sp, {
        inResponseTo: r.requestId!,
        nameID: 'rita-0001',
        email: existing.email.toUpperCase(),
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ id: existing.id, email: existing.email, displayName: 'Rita Reviewer' });
    expect(res.body).not.toHaveProperty('relayState');
    expect(await memberOf(existing.id)).toMatchObject({ role: 'review', sso: true, teams: 0 });
    expect(await teamsOf(existing.id)).toEqual([]);
    expect(await counts()).toEqual({ ...before, tokens: before.tokens + 1 });
    // The user's own token still works; the new one too.
    expect((await gitbook(s.baseUrl, existing.token).orgs.listOrganizationsForAuthenticatedUser()).status).toBe(200);
    expect((await gitbook(s.baseUrl, res.body.token).orgs.listOrganizationsForAuthenticatedUser()).status).toBe(200);
  });

  it('refuses an existing account that is not a member, unless the organization lists its email domain', async () => {
    const elsewhere = await s.user('Eve Elsewhere');
    const before = await counts();
    const r = await start();
    const res = await postAcs({
      SAMLResponse: samlResponse(sp, { inResponseTo: r.requestId!, email: elsewhere.email }),
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toMatch(/exists outside this organization/);
    expect(await counts()).toEqual(before);

    const domain = elsewhere.email.split('@')[1];
    await gitbook(s.baseUrl, admin.token).orgs.updateOrganizationById(orgId, { emailDomains: [domain] });
    try {
      const again = await start();
      const ok = await postAcs({
        SAMLResponse: samlResponse(sp, { inResponseTo: again.requestId!, email: elsewhere.email }),
      });
      expect(ok.status).toBe(200);
      expect(ok.body.user.id).toBe(elsewhere.id);
    } finally {
      await gitbook(s.baseUrl, admin.token).orgs.updateOrganizationById(orgId, { emailDomains: [] });
    }
  });

  it("issues tokens that act in the provider's organization only", async () => {
    // A member of this organization and of another one signs in through this organization's provider.
    const both = await s.user('Bo Both');
    await s.member(orgId, both.id, 'read');
    const otherOrg = (await s.org(both.id, 'Other Org')).id;
    const r = await start();
    const res = await postAcs({ SAMLResponse: samlResponse(sp, { inResponseTo: r.requestId!, email: both.email }) });
    expect(res.status).toBe(200);
    const sso = gitbook(s.baseUrl, res.body.token);
    expect((await sso.orgs.listOrganizationsForAuthenticatedUser()).data.items.map((o) => o.id)).toEqual([orgId]);
    expect((await sso.orgs.getOrganizationById(orgId)).status).toBe(200);
    expect(await statusOf(sso.orgs.getOrganizationById(otherOrg))).toBe(404);
    expect(await statusOf(sso.orgs.listSpacesInOrganizationById(otherOrg))).toBe(404);
    // The user's own token still reaches both.
    const own = (await gitbook(s.baseUrl, both.token).orgs.listOrganizationsForAuthenticatedUser()).data.items.map(
      (o) => o.id,
    );
    expect(own.sort()).toEqual([orgId, otherOrg].sort());
  });

  it('names the user after the email local part without a name attribute', async () => {
    const r = await start();
    const email = `plain.${newId().toLowerCase()}@example.com`;
    const res = await postAcs({ SAMLResponse: samlResponse(sp, { inResponseTo: r.requestId!, email }) });
    expect(res.status).toBe(200);
    expect(res.body.user.displayName).toBe(email.split('@')[0]);
  });

  it('refuses an assertion without an email (401, nothing created)', async () => {
    const r = await start();
    const before = await counts();
    const res = await postAcs({
      SAMLResponse: samlResponse(sp, { inResponseTo: r.requestId!, nameID: 'no-email-here' }),
    });
    expect(res).toMatchObject({ status: 401, body: { error: { message: expect.stringMatching(/email/) } } });
    expect(await counts()).toEqual(before);
  });

  it('refuses a disabled member (403)', async () => {
    const disabled = await s.user('Dora Disabled');
    await s.member(orgId, disabled.id, 'read');
    // No API disables a member (see disabledMember()).
    await disabledMember(s.db, orgId, disabled.id, 'read');
    const r = await start();
    const before = await counts();
    const res = await postAcs({
      SAMLResponse: samlResponse(sp, { inResponseTo: r.requestId!, email: disabled.email }),
    });
    expect(res.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('refuses a request id of another provider (401)', async () => {
    const other = await gitbook(s.baseUrl, admin.token).orgs.createOrganizationSamlProvider(orgId, {
      label: 'Other',
      ssoURL: 'https://other-idp.test/sso',
      entityID: IDP_ENTITY,
      certificate: IDP_CERT,
    });
    const r = await start(other.data.id);
    const res = await postAcs({
      SAMLResponse: samlResponse(sp, { inResponseTo: r.requestId!, email: 'cross@example.com' }),
    });
    expect(res.status).toBe(401);
  });
});

describe('SSO_TOKEN_TTL_HOURS', () => {
  it('sets the lifetime of sign-in tokens', async () => {
    const t = await startServer({ env: { SSO_TOKEN_TTL_HOURS: '2' } });
    try {
      const owner = await t.user('Olga Owner');
      const org = await t.org(owner.id);
      const p = await gitbook(t.baseUrl, owner.token).orgs.createOrganizationSamlProvider(org.id, {
        label: 'IdP',
        ssoURL: IDP_SSO,
        entityID: IDP_ENTITY,
        certificate: IDP_CERT,
      });
      const base = `${t.baseUrl}/sso/saml/${p.data.id}`;
      const redirect = await fetch(`${base}/start`, { redirect: 'manual' });
      const xml = inflateRawSync(
        Buffer.from(new URL(redirect.headers.get('location')!).searchParams.get('SAMLRequest')!, 'base64'),
      ).toString();
      const requestId = /\bID="([^"]+)"/.exec(xml)![1];
      const saved = sp;
      sp = { acsURL: `${base}/acs`, entityID: `${base}/metadata`, startURL: `${base}/start` };
      const SAMLResponse = samlResponse(sp, { inResponseTo: requestId, email: 'ttl@example.com' });
      sp = saved;
      const res = await fetch(`${base}/acs`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ SAMLResponse }),
      });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(Math.abs(Date.parse(body.expiresAt) - (Date.now() + 2 * 3600 * 1000))).toBeLessThan(60_000);
      // The member got no team and is a guest (no defaultRole): a guest reads only itself.
      const member = await gitbook(t.baseUrl, body.token).orgs.getMemberInOrganizationById(org.id, body.user.id);
      expect(member.data).toMatchObject({ role: null, sso: true, teams: 0 });
    } finally {
      await t.close();
    }
  });
});
