/**
 * SAML login on the built server (@node-saml/node-saml is loaded on first use): the service
 * provider's metadata, a sign-in with a response signed by the test identity provider
 * (test/fixtures/saml/, test-only keys) whose token then works on the API, and a response signed
 * with another key refused. The in-process details are in test/sso-login.test.ts.
 */

import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { MemberRole } from '@gitbook/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, builtServers, type Person } from '../support/built.ts';
import { gitbook } from '../support/gitbook.ts';
import { IDP_CERT, IDP_ENTITY, OTHER_CERT, OTHER_KEY, samlResponse } from '../support/saml.ts';

const IDP_SSO = 'https://idp.test/sso';

const servers = builtServers();
let s: BuiltServer;
let admin: Person;
let orgId: string;
let sp: { acsURL: string; entityID: string; startURL: string };

beforeAll(async () => {
  s = await servers.start();
  admin = await s.user('Ada Admin');
  orgId = (await s.org(admin.id, 'SAML Org')).id;
  const provider = await gitbook(s.baseUrl, admin.token).orgs.createOrganizationSamlProvider(orgId, {
    label: 'Test IdP',
    ssoURL: IDP_SSO,
    entityID: IDP_ENTITY,
    certificate: IDP_CERT,
    defaultRole: MemberRole.Edit,
  });
  const base = `${s.baseUrl}/sso/saml/${provider.data.id}`;
  sp = { acsURL: `${base}/acs`, entityID: `${base}/metadata`, startURL: `${base}/start` };
});

/** GET start: the id of the AuthnRequest it redirects with. */
async function start() {
  const res = await fetch(sp.startURL, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const target = new URL(res.headers.get('location')!);
  expect(`${target.origin}${target.pathname}`).toBe(IDP_SSO);
  const xml = inflateRawSync(Buffer.from(target.searchParams.get('SAMLRequest')!, 'base64')).toString('utf8');
  expect(xml).toContain(`AssertionConsumerServiceURL="${sp.acsURL}"`);
  return /\bID="([^"]+)"/.exec(xml)![1];
}

/** What the ACS answers: the login (a token for the user) or an error. */
type AcsAnswer =
  | { object: 'sso-login'; token: string; user: { id: string; email: string } }
  | { error: { code: number; message: string } };

async function postAcs(SAMLResponse: string, RelayState?: string) {
  const res = await fetch(sp.acsURL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse, ...(RelayState ? { RelayState } : {}) }).toString(),
  });
  const body: AcsAnswer = await res.json();
  return { status: res.status, body };
}

describe('SAML', () => {
  it('serves the service provider metadata', async () => {
    const res = await fetch(sp.entityID);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
    expect(xml).toContain(`entityID="${sp.entityID}"`);
    expect(xml).toMatch(/<SPSSODescriptor[^>]*WantAssertionsSigned="true"/);
    expect(xml).toContain(`Location="${sp.acsURL}"`);
  });

  it('signs a new user in with a signed response; the token it answers works on the API', async () => {
    const email = `nina-${randomUUID().slice(0, 8)}@example.com`;
    const res = await postAcs(
      samlResponse(sp, { inResponseTo: await start(), email, displayName: 'Nina New' }),
      '/spaces/abc',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      object: 'sso-login',
      token: expect.stringMatching(/^qr_api_/),
      user: { email, displayName: 'Nina New' },
      organization: { id: orgId },
      relayState: '/spaces/abc',
    });
    const login = res.body;
    if (!('token' in login)) throw new Error(`expected a login, got ${JSON.stringify(login)}`);
    const api = gitbook(s.baseUrl, login.token);
    expect((await api.orgs.listOrganizationsForAuthenticatedUser()).data.items.map((o) => o.id)).toEqual([orgId]);
    const member = await gitbook(s.baseUrl, admin.token).orgs.getMemberInOrganizationById(orgId, login.user.id);
    expect(member.data).toMatchObject({ role: 'edit', sso: true });
  });

  it('refuses a response signed with another key (401), creating no one', async () => {
    const email = `mallory-${randomUUID().slice(0, 8)}@example.com`;
    const res = await postAcs(
      samlResponse(sp, { inResponseTo: await start(), email, displayName: 'M', key: OTHER_KEY, cert: OTHER_CERT }),
    );
    expect(res).toMatchObject({ status: 401, body: { error: { code: 401 } } });
    const members = (await gitbook(s.baseUrl, admin.token).orgs.listMembersInOrganizationById(orgId)).data.items;
    expect(members.map((m) => m.user.email)).not.toContain(email);
  });
});
