/**
 * SAML login on the built server (@node-saml/node-saml is loaded on first use): the service
 * provider's metadata, a sign-in with a response signed by the test identity provider
 * (test/fixtures/saml/, test-only keys) whose token then works on the API, and a response signed
 * with another key refused. The in-process details are in test/sso-login.test.ts.
 */

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { MemberRole } from '@gitbook/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { type BuiltServer, builtServers, type Person } from '../support/built.ts';
import { contractViolations, gitbook } from '../support/gitbook.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/saml/${name}`, import.meta.url), 'utf8');
const IDP_KEY = fixture('idp-key.pem');
const IDP_CERT = fixture('idp-cert.pem');
const OTHER_KEY = fixture('other-idp-key.pem');
const OTHER_CERT = fixture('other-idp-cert.pem');
const IDP_ENTITY = 'https://idp.test/metadata';
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

/** A SAML Response with its Assertion signed (enveloped, exclusive c14n, rsa-sha256). */
function samlResponse(o: { inResponseTo: string; email: string; displayName: string; key?: string; cert?: string }) {
  const now = new Date().toISOString();
  const until = new Date(Date.now() + 5 * 60 * 1000).toISOString();
  const assertionId = `_a${randomUUID().replace(/-/g, '')}`;
  const assertion =
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${now}">` +
    `<saml:Issuer>${IDP_ENTITY}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${o.email}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData InResponseTo="${o.inResponseTo}" NotOnOrAfter="${until}" Recipient="${sp.acsURL}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${now}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${sp.entityID}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${now}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement><saml:Attribute Name="displayName"><saml:AttributeValue>${o.displayName}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>` +
    `</saml:Assertion>`;
  const response =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID().replace(/-/g, '')}" Version="2.0" IssueInstant="${now}" Destination="${sp.acsURL}" InResponseTo="${o.inResponseTo}">` +
    `<saml:Issuer>${IDP_ENTITY}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    assertion +
    `</samlp:Response>`;
  const sig = new SignedXml({
    privateKey: o.key ?? IDP_KEY,
    publicCert: o.cert ?? IDP_CERT,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  sig.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
  });
  sig.computeSignature(response, {
    location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
  });
  return Buffer.from(sig.getSignedXml(), 'utf8').toString('base64');
}

async function postAcs(SAMLResponse: string, RelayState?: string) {
  const res = await fetch(sp.acsURL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse, ...(RelayState ? { RelayState } : {}) }).toString(),
  });
  return { status: res.status, body: (await res.json()) as any };
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
      samlResponse({ inResponseTo: await start(), email, displayName: 'Nina New' }),
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
    const api = gitbook(s.baseUrl, res.body.token);
    expect((await api.orgs.listOrganizationsForAuthenticatedUser()).data.items.map((o) => o.id)).toEqual([orgId]);
    const member = await gitbook(s.baseUrl, admin.token).orgs.getMemberInOrganizationById(orgId, res.body.user.id);
    expect(member.data).toMatchObject({ role: 'edit', sso: true });
  });

  it('refuses a response signed with another key (401), creating no one', async () => {
    const email = `mallory-${randomUUID().slice(0, 8)}@example.com`;
    const res = await postAcs(
      samlResponse({ inResponseTo: await start(), email, displayName: 'M', key: OTHER_KEY, cert: OTHER_CERT }),
    );
    expect(res).toMatchObject({ status: 401, body: { error: { code: 401 } } });
    const members = (await gitbook(s.baseUrl, admin.token).orgs.listMembersInOrganizationById(orgId)).data.items;
    expect(members.map((m: any) => m.user.email)).not.toContain(email);
  });
});

it('keeps every response within the contract', () => {
  expect(contractViolations).toEqual([]);
});
