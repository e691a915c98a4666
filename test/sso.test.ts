import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MemberRole } from '@gitbook/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call } from './support/http.ts';

/** A self-signed identity-provider certificate (openssl req -x509, RSA 2048, CN=idp.example.com, O=Example IdP, 10 years). */
const CERT = readFileSync(new URL('./fixtures/saml-idp-cert.pem', import.meta.url), 'utf8').trim();
const CERT_BASE64 = CERT.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

let teamId: string;
let otherTeamId: string;

const {
  s,
  owner: admin,
  creator,
  guest,
  outsider,
  org: testOrg,
  outsiderOrg: otherOrg,
} = useServer({
  title: 'SSO Org',
  members: { creator: 'create', guest: null },
  outsiderOrgTitle: 'Other SSO Org',
  names: { owner: 'Sam Admin', creator: 'Cid Creator', guest: 'Gwen Guest', outsider: 'Otis Outsider' },
});
beforeAll(async () => {
  teamId = (await gitbook(s.baseUrl, admin.token).orgs.createOrganizationTeam(testOrg.id, { title: 'Engineering' }))
    .data.id;
  otherTeamId = (await gitbook(s.baseUrl, outsider.token).orgs.createOrganizationTeam(otherOrg.id, { title: 'Theirs' }))
    .data.id;
});

const path = (p = '', org = testOrg.id) => `/v1/orgs/${org}/saml${p}`;
const full = {
  label: 'Okta',
  ssoURL: 'https://idp.example.com/sso/saml',
  entityID: 'http://www.okta.com/exk123',
  certificate: CERT,
};
const providers = async () =>
  (await gitbook(s.baseUrl, admin.token).orgs.listSamlProvidersInOrganizationById(testOrg.id, { limit: 1000 })).data
    .items;
const providerCount = async () => (await providers()).length;
/** Deletes the organization's SAML providers, through the API. */
const removeProviders = async () => {
  for (const p of await providers())
    await gitbook(s.baseUrl, admin.token).orgs.deleteOrganizationSamlProvider(testOrg.id, p.id);
};

describe('POST /saml', () => {
  it('creates an active provider (201, Location) with service URLs under PUBLIC_URL', async () => {
    const res = await gitbook(s.baseUrl, admin.token).orgs.createOrganizationSamlProvider(testOrg.id, {
      ...full,
      defaultRole: MemberRole.Read,
      defaultTeam: teamId,
    });
    expect(res.status).toBe(201);
    const p = res.data;
    expect(p).toMatchObject({
      object: 'saml-provider',
      label: 'Okta',
      ssoURL: full.ssoURL,
      entityID: full.entityID,
      defaultRole: 'read',
      status: 'active',
      defaultTeam: { object: 'team', id: teamId, title: 'Engineering' },
      service: {
        acsURL: `${s.baseUrl}/sso/saml/${p.id}/acs`,
        startURL: `${s.baseUrl}/sso/saml/${p.id}/start`,
        entityID: `${s.baseUrl}/sso/saml/${p.id}/metadata`,
      },
      urls: { location: `${s.baseUrl}${path(`/${p.id}`)}` },
    });
    expect(res.headers.get('location')).toBe(p.urls.location);
    // The certificate is the same certificate, re-encoded as PEM.
    expect(new X509Certificate(p.certificate).fingerprint256).toBe(new X509Certificate(CERT).fingerprint256);
  });

  it('creates a pending provider from a label alone (defaultRole null: guests)', async () => {
    // Through raw HTTP: GitBook's OpenAPI requires ssoURL, entityID and certificate, which a
    // provider that is not configured yet does not have (they are omitted).
    const res = await call(s.baseUrl, admin.token, 'POST', path(), { label: 'Later' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ object: 'saml-provider', label: 'Later', status: 'pending', defaultRole: null });
    expect(res.body).not.toHaveProperty('ssoURL');
    expect(res.body).not.toHaveProperty('certificate');
    expect(res.body).not.toHaveProperty('defaultTeam');
    await call(s.baseUrl, admin.token, 'DELETE', path(`/${res.body.id}`));
  });

  it('rejects bad input with 400 naming the field, and creates nothing', async () => {
    const before = await providerCount();
    const pemOf = (b64: string) =>
      `-----BEGIN CERTIFICATE-----\n${b64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----`;
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'label'],
      [{ label: '' }, 'label'],
      [{ label: 'x'.repeat(31) }, 'label'],
      [{ label: 7 }, 'label'],
      [{ ...full, certificate: 'not a certificate' }, 'certificate'],
      [{ ...full, certificate: CERT_BASE64 }, 'certificate'],
      [{ ...full, certificate: pemOf(CERT_BASE64.slice(0, 200)) }, 'certificate'],
      [{ ...full, certificate: pemOf(Buffer.from('hello world, not DER').toString('base64')) }, 'certificate'],
      [{ ...full, certificate: `${CERT}\n${CERT}` }, 'certificate'],
      [
        {
          ...full,
          certificate: `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCga4+SN1qqX17A
aZxR+XOM2ev7mfx/cpdL5J3J6fqESL+X0w159GZMBU8U8ia5/HrvbVrgN+t+P9t+`,
        },
        'certificate',
      ],
      [{ ...full, certificate: 'x'.repeat(10001) }, 'certificate'],
      [{ ...full, ssoURL: 'not a url' }, 'ssoURL'],
      [{ ...full, ssoURL: 'ftp://idp.example.com/sso' }, 'ssoURL'],
      [{ ...full, ssoURL: `https://idp.example.com/${'a'.repeat(2048)}` }, 'ssoURL'],
      [{ ...full, entityID: 'e'.repeat(1025) }, 'entityID'],
      [{ ...full, defaultTeam: 'no-such-team' }, 'defaultTeam'],
      [{ ...full, defaultTeam: otherTeamId }, 'defaultTeam'],
      [{ ...full, defaultRole: 'owner' }, 'defaultRole'],
    ];
    for (const [body, field] of cases) {
      const res = await call(s.baseUrl, admin.token, 'POST', path(), body);
      expect(res.status, `${field}: ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(res.body.error.message, JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    expect((await call(s.baseUrl, admin.token, 'POST', path(), '{"label":')).status).toBe(400);
    expect(await providerCount()).toBe(before);
  });

  it('is for organization admins only', async () => {
    expect(await statusOf(gitbook(s.baseUrl).orgs.createOrganizationSamlProvider(testOrg.id, full))).toBe(401);
    expect(
      await statusOf(gitbook(s.baseUrl, creator.token).orgs.createOrganizationSamlProvider(testOrg.id, full)),
    ).toBe(403);
    expect(await statusOf(gitbook(s.baseUrl, guest.token).orgs.createOrganizationSamlProvider(testOrg.id, full))).toBe(
      403,
    );
    expect(
      await statusOf(gitbook(s.baseUrl, outsider.token).orgs.createOrganizationSamlProvider(testOrg.id, full)),
    ).toBe(404);
  });
});

describe('GET, PATCH, DELETE /saml/{id} and GET /saml', () => {
  it('lists, reads, updates and deletes', async () => {
    const api = gitbook(s.baseUrl, admin.token);
    await removeProviders();
    const a = (await api.orgs.createOrganizationSamlProvider(testOrg.id, { ...full, label: 'A' })).data;
    const b = (await api.orgs.createOrganizationSamlProvider(testOrg.id, { ...full, label: 'B', defaultTeam: teamId }))
      .data;
    const c = (await api.orgs.createOrganizationSamlProvider(testOrg.id, { ...full, label: 'C' })).data;

    const page1 = (await api.orgs.listSamlProvidersInOrganizationById(testOrg.id, { limit: 2 })).data;
    expect(page1.count).toBe(3);
    expect(page1.items.map((p) => p.label)).toEqual(['A', 'B']);
    const page2 = (await api.orgs.listSamlProvidersInOrganizationById(testOrg.id, { limit: 2, page: page1.next!.page }))
      .data;
    expect(page2.items.map((p) => p.id)).toEqual([c.id]);
    expect(page2.next).toBeUndefined();

    expect((await api.orgs.getOrganizationSamlProviderById(testOrg.id, b.id)).data).toMatchObject({
      id: b.id,
      label: 'B',
      defaultTeam: { id: teamId },
    });

    const patched = (
      await api.orgs.updateOrganizationSamlProvider(testOrg.id, b.id, { label: 'B2', defaultRole: MemberRole.Edit })
    ).data;
    expect(patched).toMatchObject({
      id: b.id,
      label: 'B2',
      defaultRole: 'edit',
      ssoURL: full.ssoURL,
      status: 'active',
      defaultTeam: { id: teamId },
    });
    // null clears: the team, the role (guests), the certificate (the provider becomes pending).
    const cleared = await call(s.baseUrl, admin.token, 'PATCH', path(`/${b.id}`), {
      defaultTeam: null,
      defaultRole: null,
      certificate: null,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ label: 'B2', defaultRole: null, status: 'pending' });
    expect(cleared.body).not.toHaveProperty('defaultTeam');
    expect(cleared.body).not.toHaveProperty('certificate');
    const restored = (await api.orgs.updateOrganizationSamlProvider(testOrg.id, b.id, { certificate: CERT })).data;
    expect(restored.status).toBe('active');

    for (const [body, field] of [
      [{ label: '' }, 'label'],
      [{ label: null }, 'label'],
      [{ certificate: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' }, 'certificate'],
      [{ ssoURL: 'javascript:alert(1)' }, 'ssoURL'],
      [{ defaultTeam: otherTeamId }, 'defaultTeam'],
    ] as const) {
      const res = await call(s.baseUrl, admin.token, 'PATCH', path(`/${b.id}`), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
    expect((await api.orgs.getOrganizationSamlProviderById(testOrg.id, b.id)).data).toMatchObject({
      label: 'B2',
      status: 'active',
    });

    expect((await api.orgs.deleteOrganizationSamlProvider(testOrg.id, a.id)).status).toBe(205);
    expect((await api.orgs.deleteOrganizationSamlProvider(testOrg.id, a.id)).status).toBe(204);
    expect(await statusOf(api.orgs.getOrganizationSamlProviderById(testOrg.id, a.id))).toBe(404);
    expect(await statusOf(api.orgs.updateOrganizationSamlProvider(testOrg.id, a.id, { label: 'x' }))).toBe(404);
  });

  it('deleting the default team clears it from the provider', async () => {
    const api = gitbook(s.baseUrl, admin.token);
    const team = (await api.orgs.createOrganizationTeam(testOrg.id, { title: 'Temporary' })).data;
    const p = (
      await api.orgs.createOrganizationSamlProvider(testOrg.id, { ...full, label: 'With team', defaultTeam: team.id })
    ).data;
    expect((await api.orgs.removeTeamFromOrganizationById(testOrg.id, team.id)).status).toBe(205);
    const after = (await api.orgs.getOrganizationSamlProviderById(testOrg.id, p.id)).data;
    expect(after.defaultTeam).toBeUndefined();
  });

  it('admins only; other organizations are 404', async () => {
    const p = (
      await gitbook(s.baseUrl, admin.token).orgs.createOrganizationSamlProvider(testOrg.id, { ...full, label: 'Mine' })
    ).data;
    const theirs = (
      await gitbook(s.baseUrl, outsider.token).orgs.createOrganizationSamlProvider(otherOrg.id, {
        ...full,
        label: 'Theirs',
      })
    ).data;
    for (const token of [creator.token, guest.token]) {
      const api = gitbook(s.baseUrl, token);
      expect(await statusOf(api.orgs.listSamlProvidersInOrganizationById(testOrg.id))).toBe(403);
      expect(await statusOf(api.orgs.getOrganizationSamlProviderById(testOrg.id, p.id))).toBe(403);
      expect(await statusOf(api.orgs.updateOrganizationSamlProvider(testOrg.id, p.id, { label: 'x' }))).toBe(403);
      expect(await statusOf(api.orgs.deleteOrganizationSamlProvider(testOrg.id, p.id))).toBe(403);
    }
    const out = gitbook(s.baseUrl, outsider.token);
    expect(await statusOf(out.orgs.listSamlProvidersInOrganizationById(testOrg.id))).toBe(404);
    expect(await statusOf(out.orgs.getOrganizationSamlProviderById(testOrg.id, p.id))).toBe(404);
    expect(await statusOf(gitbook(s.baseUrl).orgs.listSamlProvidersInOrganizationById(testOrg.id))).toBe(401);
    // Another organization's provider id under this organization: 404 for its admin too.
    const api = gitbook(s.baseUrl, admin.token);
    expect(await statusOf(api.orgs.getOrganizationSamlProviderById(testOrg.id, theirs.id))).toBe(404);
    expect((await api.orgs.deleteOrganizationSamlProvider(testOrg.id, theirs.id)).status).toBe(204);
    expect(await statusOf(out.orgs.getOrganizationSamlProviderById(otherOrg.id, theirs.id))).toBe(200);
  });
});

describe('GET /sso (login infos)', () => {
  it('lists the active providers with their start URL, without a token and without certificates', async () => {
    await removeProviders();
    const api = gitbook(s.baseUrl, admin.token);
    const active = (await api.orgs.createOrganizationSamlProvider(testOrg.id, full)).data;
    await call(s.baseUrl, admin.token, 'POST', path(), { label: 'Unfinished', ssoURL: full.ssoURL });
    for (const client of [gitbook(s.baseUrl), gitbook(s.baseUrl, guest.token), gitbook(s.baseUrl, outsider.token)]) {
      const res = await client.orgs.listSsoProviderLoginsInOrganization(testOrg.id);
      expect(res.data).toEqual({ items: [{ id: active.id, label: 'Okta', startURL: active.service.startURL }] });
    }
    expect(await statusOf(gitbook(s.baseUrl).orgs.listSsoProviderLoginsInOrganization('no-such-org'))).toBe(404);
  });

  it('never shows the certificate where the spec does not', async () => {
    const certBody = CERT_BASE64.slice(20, 80);
    const sso = await call(s.baseUrl, undefined, 'GET', `/v1/orgs/${testOrg.id}/sso`);
    const org = await call(s.baseUrl, admin.token, 'GET', `/v1/orgs/${testOrg.id}`);
    const members = await call(s.baseUrl, admin.token, 'GET', `/v1/orgs/${testOrg.id}/members`);
    for (const res of [sso, org, members]) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(certBody);
    }
  });
});
