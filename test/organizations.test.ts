import { MemberRole } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import { useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call } from './support/http.ts';

const {
  s,
  owner,
  reader,
  outsider,
  org: testOrg,
} = useServer({
  title: 'Acme Docs',
  members: { reader: 'read' },
  outsiderOrgTitle: 'Other Org',
});

describe('organizations through @gitbook/api', () => {
  it('lists the organizations of the caller', async () => {
    const { data } = await gitbook(s.baseUrl, owner.token).orgs.listOrganizationsForAuthenticatedUser();
    expect(data.count).toBe(1);
    expect(data.items.map((o) => o.title)).toEqual(['Acme Docs']);
    expect(data.items[0].object).toBe('organization');
    expect(data.next).toBeUndefined();
  });

  it('gets an organization with urls and permissions for the caller', async () => {
    const { data: org } = await gitbook(s.baseUrl, reader.token).orgs.getOrganizationById(testOrg.id);
    expect(org.id).toBe(testOrg.id);
    expect(org.urls.location).toBe(`${s.baseUrl}/v1/orgs/${testOrg.id}`);
    expect(org.permissions.admin).toBe(false);
    expect(org.permissions.view).toBe(true);
    expect(org.permissions.listMembers).toBe(true);
    const { data: asOwner } = await gitbook(s.baseUrl, owner.token).orgs.getOrganizationById(testOrg.id);
    expect(asOwner.permissions.admin).toBe(true);
  });

  it('updates every patchable field and keeps bounds', async () => {
    const api = gitbook(s.baseUrl, owner.token);
    const { data } = await api.orgs.updateOrganizationById(testOrg.id, {
      title: 'Acme Documentation',
      emailDomains: ['acme.test', 'Example.COM'],
      hostname: 'acme-docs',
      defaultRole: MemberRole.Edit,
      sso: true,
      ai: true,
      inviteLinks: false,
      logo: 'https://example.com/logo.png',
    });
    expect(data).toMatchObject({
      title: 'Acme Documentation',
      emailDomains: ['acme.test', 'example.com'],
      hostname: 'acme-docs',
      defaultRole: MemberRole.Edit,
      sso: true,
      ai: true,
      inviteLinks: false,
    });
    expect(data.urls.logo).toBe('https://example.com/logo.png');
    const { data: guestDefault } = await api.orgs.updateOrganizationById(testOrg.id, { defaultRole: null, logo: null });
    expect(guestDefault.defaultRole).toBeNull();
    expect(guestDefault.urls.logo).toBeUndefined();
    expect(guestDefault.title).toBe('Acme Documentation');
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect(await statusOf(gitbook(s.baseUrl).orgs.getOrganizationById(testOrg.id))).toBe(401);
    expect(await statusOf(gitbook(s.baseUrl, 'qr_api_wrong').orgs.getOrganizationById(testOrg.id))).toBe(401);
  });

  it('answers 404 for another organization and 403 for a reader patching', async () => {
    expect(await statusOf(gitbook(s.baseUrl, outsider.token).orgs.getOrganizationById(testOrg.id))).toBe(404);
    expect(
      await statusOf(gitbook(s.baseUrl, outsider.token).orgs.updateOrganizationById(testOrg.id, { title: 'Hijack' })),
    ).toBe(404);
    expect(
      await statusOf(gitbook(s.baseUrl, reader.token).orgs.updateOrganizationById(testOrg.id, { title: 'Nope' })),
    ).toBe(403);
  });

  it('rejects bad input with 400 naming the field, and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ title: 'x' }, 'title'],
      [{ title: 'y'.repeat(256) }, 'title'],
      [{ title: 42 }, 'title'],
      [{ hostname: 'ab' }, 'hostname'],
      [{ hostname: 'x'.repeat(33) }, 'hostname'],
      [{ defaultRole: 'owner' }, 'defaultRole'],
      [{ sso: 'yes' }, 'sso'],
      [{ emailDomains: 'acme.test' }, 'emailDomains'],
      [{ emailDomains: ['not a domain'] }, 'emailDomains'],
      [{ logo: 'not-a-url' }, 'logo'],
    ];
    for (const [body, field] of cases) {
      const res = await call(s.baseUrl, owner.token, 'PATCH', `/v1/orgs/${testOrg.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
    const malformed = await call(s.baseUrl, owner.token, 'PATCH', `/v1/orgs/${testOrg.id}`, '{"title": ');
    expect(malformed).toMatchObject({ status: 400, body: { error: { code: 400 } } });
    const { data } = await gitbook(s.baseUrl, owner.token).orgs.getOrganizationById(testOrg.id);
    expect(data.title).toBe('Acme Documentation');
  });

  it('refuses a hostname taken by another organization with 409', async () => {
    const other = await s.org(owner.id, 'Second');
    await gitbook(s.baseUrl, owner.token).orgs.updateOrganizationById(other.id, { hostname: 'taken-name' });
    expect(
      await statusOf(
        gitbook(s.baseUrl, owner.token).orgs.updateOrganizationById(testOrg.id, { hostname: 'taken-name' }),
      ),
    ).toBe(409);
  });

  it('paginates with limit and an opaque page', async () => {
    for (let i = 0; i < 3; i++) await s.org(owner.id, `Paged ${i}`);
    const api = gitbook(s.baseUrl, owner.token);
    const first = await api.orgs.listOrganizationsForAuthenticatedUser({ limit: 2 });
    expect(first.data.items).toHaveLength(2);
    expect(first.data.count).toBe(5);
    const second = await api.orgs.listOrganizationsForAuthenticatedUser({ limit: 2, page: first.data.next!.page });
    expect(second.data.items.map((o) => o.id)).not.toContain(first.data.items[0].id);
    const bad = await call(s.baseUrl, owner.token, 'GET', '/v1/orgs?page=garbage');
    expect(bad.status).toBe(400);
    const tooMany = await call(s.baseUrl, owner.token, 'GET', '/v1/orgs?limit=1001');
    expect(tooMany.status).toBe(400);
  });

  it('unknown routes answer 404 with the error body', async () => {
    const res = await call(s.baseUrl, owner.token, 'GET', '/v1/nothing-here');
    expect(res).toMatchObject({ status: 404, body: { error: { code: 404 } } });
  });
});
