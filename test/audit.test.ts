/**
 * The audit log: each administrative change (members, teams, permissions, SSO providers, API
 * tokens, integrations, sites, spaces) records exactly one entry naming its actor and target; a
 * refused or no-op change records none. `GET /orgs/{o}/audit-events` (filters, pages), one event
 * with its payload, the actions list, and who may read them; the same through GraphQL.
 */
import { IntegrationScope, MemberRole, SiteVisibility } from '@gitbook/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCliToken, revokeTokenById } from '../src/modules/users/tokens.ts';
import { graphql } from './gql/index.ts';
import { grant, type Person, space, team, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';
import { IDP_CERT, IDP_ENTITY } from './support/saml.ts';
import { ADMIN_TOKEN } from './support/server.ts';

const IDP_SSO = 'https://idp.test/sso?tenant=quire';

const { s, owner, editor, reader, outsider, org, otherOrg, outsiderOrg } = useServer({
  title: 'Audited',
  members: { editor: 'edit', reader: 'read' },
  otherOrg: 'Audited Two',
  names: { owner: 'Olivia Owner', editor: 'Eddie Editor' },
});

const api = (as: Person = owner) => gitbook(s.baseUrl, as.token);

/** Every entry of the organization for `action`, newest first. */
async function entries(action: string, organizationId = org.id) {
  return (await api().orgs.listOrganizationAuditEvents(organizationId, { action, limit: 100 })).data.items;
}

/** Runs `change` and answers the entries of `action` it added (newest first). */
async function added(action: string, change: () => Promise<unknown>, organizationId = org.id) {
  const before = new Set((await entries(action, organizationId)).map((e) => e.id));
  await change();
  return (await entries(action, organizationId)).filter((e) => !before.has(e.id));
}

const byOwner = { type: 'user', id: '', label: 'Olivia Owner' };
beforeAll(() => {
  byOwner.id = owner.id;
});

const RevokeMemberTokens = graphql(`
  mutation AuditRevokeMemberTokens($input: RevokeMemberTokensInput!) {
    revokeMemberTokens(input: $input) {
      __typename
      ... on BaseError { message status }
    }
  }
`);

const CreateToken = graphql(`
  mutation AuditCreateToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on CreateApiTokenPayload { token apiToken { key } }
      ... on BaseError { message status }
    }
  }
`);

const RevokeToken = graphql(`
  mutation AuditRevokeToken($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      __typename
      ... on BaseError { message status }
    }
  }
`);

const AddMember = graphql(`
  mutation AuditAddMember($input: AddOrganizationMemberInput!) {
    addOrganizationMember(input: $input) {
      __typename
      ... on BaseError { message status }
    }
  }
`);

describe('members', () => {
  it('records a role change, a removal and a token revocation once each; no-ops and refusals record nothing', async () => {
    const member = await s.user('Mia Member');
    await s.member(org.id, member.id, 'read');
    const [change, ...more] = await added('member.role_updated', () =>
      api().orgs.updateMemberInOrganizationById(org.id, member.id, { role: MemberRole.Edit }),
    );
    expect(more).toEqual([]);
    expect(change).toMatchObject({
      object: 'audit-event',
      action: 'member.role_updated',
      actor: byOwner,
      source: 'api',
      target: { type: 'user', id: member.id },
    });
    const details = (await api().orgs.getOrganizationAuditEvent(org.id, change.id)).data;
    expect(details.payload).toEqual({ previousRole: 'read', role: 'edit' });
    expect(details.schemaVersion).toBe(1);
    expect(details.correlationId).toEqual(expect.any(String));

    // The same role again, a refused change (an editor may not), the last admin demoted: nothing.
    expect(
      await added('member.role_updated', async () => {
        await api().orgs.updateMemberInOrganizationById(org.id, member.id, { role: MemberRole.Edit });
        await statusOf(api(editor).orgs.updateMemberInOrganizationById(org.id, member.id, { role: MemberRole.Read }));
        expect(
          await statusOf(api().orgs.updateMemberInOrganizationById(org.id, owner.id, { role: MemberRole.Read })),
        ).toBe(409);
      }),
    ).toEqual([]);

    const revoked = await added('member.tokens_revoked', () =>
      graphqlClient(s.baseUrl, owner.token).request(RevokeMemberTokens, {
        input: { organizationId: org.id, userId: member.id },
      }),
    );
    expect(revoked).toHaveLength(1);
    // Nothing left to revoke: no entry.
    expect(
      await added('member.tokens_revoked', () =>
        graphqlClient(s.baseUrl, owner.token).request(RevokeMemberTokens, {
          input: { organizationId: org.id, userId: member.id },
        }),
      ),
    ).toEqual([]);

    const removed = await added('member.removed', () => api().orgs.removeMemberFromOrganizationById(org.id, member.id));
    expect(removed).toHaveLength(1);
    expect(removed[0].target).toMatchObject({ type: 'user', id: member.id });
    expect(await added('member.removed', () => api().orgs.removeMemberFromOrganizationById(org.id, member.id))).toEqual(
      [],
    );
  });

  it('records a member added by the instance admin as the system', async () => {
    const member = await s.user('Sam Added');
    const [entry, ...more] = await added('member.added', () =>
      graphqlClient(s.baseUrl, ADMIN_TOKEN).request(AddMember, {
        input: { organizationId: org.id, email: member.email, role: 'COMMENT' },
      }),
    );
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor: { type: 'system' },
      target: { type: 'user', id: member.id, label: 'Sam Added' },
    });
  });
});

describe('joins', () => {
  it('records a join through an invite link (membership and grant) and by email domain, by the person joining', async () => {
    const sp = await space(s, owner, org.id, { title: 'Invited' });
    const guest = await s.user('Gina Guest');
    const before = new Set(
      (await api().orgs.listOrganizationAuditEvents(org.id, { limit: 100 })).data.items.map((e) => e.id),
    );
    await grant(s, { as: owner, to: guest, organizationId: org.id, spaceId: sp.id, role: 'comment' });
    const made = (
      await api().orgs.listOrganizationAuditEvents(org.id, { actor: guest.id, limit: 100 })
    ).data.items.filter((e) => !before.has(e.id));
    expect(made.map((e) => e.action).sort()).toEqual(['member.added', 'permission.granted']);
    const grantEntry = made.find((e) => e.action === 'permission.granted')!;
    expect(grantEntry.target).toMatchObject({ type: 'space', id: sp.id, label: 'Invited' });
    expect((await api().orgs.getOrganizationAuditEvent(org.id, grantEntry.id)).data.payload).toMatchObject({
      userId: guest.id,
      role: 'comment',
      source: 'invite_link',
    });

    await api().orgs.updateOrganizationById(org.id, { emailDomains: [guest.email.split('@')[1]] });
    const joiner = await s.user('Jo Joiner');
    const [joined] = await added('member.added', () =>
      call(s.baseUrl, joiner.token, 'POST', `/v1/orgs/${org.id}/join`),
    );
    expect(joined).toMatchObject({
      actor: { type: 'user', id: joiner.id, label: 'Jo Joiner' },
      target: { id: joiner.id },
    });
    await api().orgs.updateOrganizationById(org.id, { emailDomains: [] });
  });

  it('records a member marked as an SSO member once', async () => {
    const path = `/v1/orgs/${org.id}/members/${reader.id}/sso`;
    expect(await added('member.sso_enabled', () => call(s.baseUrl, owner.token, 'POST', path))).toHaveLength(1);
    expect(await added('member.sso_enabled', () => call(s.baseUrl, owner.token, 'POST', path))).toEqual([]);
  });
});

describe('teams', () => {
  it('records creation, renaming, membership changes and deletion, only when something changed', async () => {
    const [created] = await added('team.created', () => team(s, owner, org.id, { title: 'Writers' }));
    expect(created).toMatchObject({ actor: byOwner, target: { type: 'team', label: 'Writers' } });
    const teamId = created.target.id;

    const joined = await added('team.member_added', () =>
      api().orgs.addMemberToOrganizationTeamById(org.id, teamId, editor.id, {}),
    );
    expect(joined).toHaveLength(1);
    expect((await api().orgs.getOrganizationAuditEvent(org.id, joined[0].id)).data.payload).toEqual({
      userId: editor.id,
    });
    // Already in the team: nothing changed.
    expect(
      await added('team.member_added', () => api().orgs.addMemberToOrganizationTeamById(org.id, teamId, editor.id, {})),
    ).toEqual([]);

    expect(
      await added('team.renamed', () => api().orgs.updateTeamInOrganizationById(org.id, teamId, { title: 'Authors' })),
    ).toHaveLength(1);
    expect(
      await added('team.renamed', () => api().orgs.updateTeamInOrganizationById(org.id, teamId, { title: 'Authors' })),
    ).toEqual([]);

    const left = await added('team.member_removed', () =>
      api().orgs.deleteMemberFromOrganizationTeamById(org.id, teamId, editor.id),
    );
    expect(left).toHaveLength(1);
    expect(
      await added('team.member_removed', () =>
        api().orgs.deleteMemberFromOrganizationTeamById(org.id, teamId, editor.id),
      ),
    ).toEqual([]);

    const deleted = await added('team.deleted', () => api().orgs.removeTeamFromOrganizationById(org.id, teamId));
    expect(deleted).toHaveLength(1);
    expect(deleted[0].target).toMatchObject({ id: teamId, label: 'Authors' });
  });
});

describe('permissions', () => {
  it('records a grant, its change and its removal; the same role again and a refusal record nothing', async () => {
    const sp = await space(s, owner, org.id, { title: 'Handbook' });
    const base = `/v1/spaces/${sp.id}/permissions`;
    const [granted, ...more] = await added('permission.granted', () =>
      call(s.baseUrl, owner.token, 'POST', base, { role: 'comment', users: [reader.id] }),
    );
    expect(more).toEqual([]);
    expect(granted).toMatchObject({ actor: byOwner, target: { type: 'space', id: sp.id, label: 'Handbook' } });
    expect((await api().orgs.getOrganizationAuditEvent(org.id, granted.id)).data.payload).toEqual({
      userId: reader.id,
      role: 'comment',
    });
    expect(
      await added('permission.granted', async () => {
        await call(s.baseUrl, owner.token, 'POST', base, { role: 'comment', users: [reader.id] });
        const refused = await call(s.baseUrl, reader.token, 'POST', base, { role: 'admin', users: [editor.id] });
        expect(refused.status).toBe(403);
      }),
    ).toEqual([]);
    expect(
      await added('permission.updated', () =>
        call(s.baseUrl, owner.token, 'PATCH', `${base}/users/${reader.id}`, { role: 'edit' }),
      ),
    ).toHaveLength(1);
    expect(
      await added('permission.updated', () =>
        call(s.baseUrl, owner.token, 'PATCH', `${base}/users/${reader.id}`, { role: 'edit' }),
      ),
    ).toEqual([]);
    expect(
      await added('permission.removed', () => call(s.baseUrl, owner.token, 'DELETE', `${base}/users/${reader.id}`)),
    ).toHaveLength(1);
    expect(
      await added('permission.removed', () => call(s.baseUrl, owner.token, 'DELETE', `${base}/users/${reader.id}`)),
    ).toEqual([]);
  });
});

describe('single sign-on', () => {
  it('records SAML providers created, changed and deleted', async () => {
    const [created] = await added('sso.saml_provider.created', () =>
      api().orgs.createOrganizationSamlProvider(org.id, {
        label: 'Corporate IdP',
        ssoURL: IDP_SSO,
        entityID: IDP_ENTITY,
        certificate: IDP_CERT,
      }),
    );
    expect(created).toMatchObject({ target: { type: 'saml_provider', label: 'Corporate IdP' } });
    const id = created.target.id;
    const path = `/v1/orgs/${org.id}/saml/${id}`;
    const [updated] = await added('sso.saml_provider.updated', () =>
      call(s.baseUrl, owner.token, 'PATCH', path, { label: 'Renamed IdP', entityID: IDP_ENTITY }),
    );
    expect((await api().orgs.getOrganizationAuditEvent(org.id, updated.id)).data.payload).toEqual({
      fields: ['label'],
    });
    expect(
      await added('sso.saml_provider.updated', () =>
        call(s.baseUrl, owner.token, 'PATCH', path, { label: 'Renamed IdP' }),
      ),
    ).toEqual([]);
    expect(await added('sso.saml_provider.deleted', () => call(s.baseUrl, owner.token, 'DELETE', path))).toHaveLength(
      1,
    );
    expect(await added('sso.saml_provider.deleted', () => call(s.baseUrl, owner.token, 'DELETE', path))).toEqual([]);
  });

  it('records OIDC providers, never their client secret', async () => {
    const secret = 'a-client-secret-that-stays-out-of-the-log';
    const [created] = await added('sso.oidc_provider.created', () =>
      call(s.baseUrl, owner.token, 'POST', `/v1/orgs/${org.id}/oidc`, {
        label: 'Corporate OP',
        issuer: 'https://op.example.com',
        clientId: 'quire',
        clientSecret: secret,
      }),
    );
    const path = `/v1/orgs/${org.id}/oidc/${created.target.id}`;
    const [updated] = await added('sso.oidc_provider.updated', () =>
      call(s.baseUrl, owner.token, 'PATCH', path, { clientSecret: `${secret}-2` }),
    );
    const details = (await api().orgs.getOrganizationAuditEvent(org.id, updated.id)).data;
    expect(details.payload).toEqual({ fields: ['clientSecret'] });
    expect(await added('sso.oidc_provider.deleted', () => call(s.baseUrl, owner.token, 'DELETE', path))).toHaveLength(
      1,
    );
    const all = await api().orgs.listOrganizationAuditEvents(org.id, { limit: 100 });
    for (const event of all.data.items) {
      const full = (await api().orgs.getOrganizationAuditEvent(org.id, event.id)).data;
      expect(JSON.stringify(full)).not.toContain(secret);
    }
  });
});

describe('API tokens', () => {
  it('records a token made and revoked in the organizations of its user, without its secret', async () => {
    const made = await graphqlClient(s.baseUrl, editor.token).request(CreateToken, { input: { label: 'CI' } });
    if (made.createApiToken.__typename !== 'CreateApiTokenPayload') throw new Error('not created');
    const { token, apiToken } = made.createApiToken;
    const [entry, ...more] = await entries('api_token.created');
    expect(entry).toMatchObject({
      actor: { type: 'user', id: editor.id, label: 'Eddie Editor' },
      target: { type: 'api_token', id: apiToken.key, label: 'CI' },
    });
    expect(more.filter((e) => e.target.id === apiToken.key)).toEqual([]);
    expect(JSON.stringify((await api().orgs.getOrganizationAuditEvent(org.id, entry.id)).data)).not.toContain(token);
    // The editor is in one organization only: the owner's other one has no entry.
    expect((await entries('api_token.created', otherOrg.id)).filter((e) => e.target.id === apiToken.key)).toEqual([]);
    const revoked = await added('api_token.revoked', () =>
      graphqlClient(s.baseUrl, editor.token).request(RevokeToken, { input: { id: apiToken.key } }),
    );
    expect(revoked).toHaveLength(1);
    // An unknown token: refused, nothing recorded.
    expect(
      await added('api_token.revoked', () =>
        graphqlClient(s.baseUrl, editor.token).request(RevokeToken, { input: { id: apiToken.key } }),
      ),
    ).toEqual([]);
  });
});

describe('the admin CLI', () => {
  it("records the CLI's token create and revoke as the system", async () => {
    // The CLI's own functions, on the server's database (test/server.test.ts runs the built CLI).
    let token = '';
    const [created] = await added('api_token.created', async () => {
      token = await createCliToken(s.db.prisma, reader.id);
    });
    expect(created).toMatchObject({
      actor: { type: 'system', id: 'job:cli' },
      target: { type: 'api_token', label: 'cli' },
    });
    expect(JSON.stringify((await api().orgs.getOrganizationAuditEvent(org.id, created.id)).data)).not.toContain(token);
    expect(await added('api_token.revoked', () => revokeTokenById(s.db.prisma, created.target.id))).toHaveLength(1);
  });
});

describe('integrations', () => {
  it('records a publish, a republish and an unpublish', async () => {
    const manifest = {
      organization: org.id,
      title: 'Audit Bot',
      description: 'Watches',
      script: 'export default {}',
      scopes: [IntegrationScope.SpaceContentRead],
    };
    const [published] = await added('integration.published', () =>
      api().integrations.publishIntegration('audit-bot', manifest),
    );
    expect(published).toMatchObject({ target: { type: 'integration', label: 'audit-bot' } });
    expect(
      await added('integration.updated', () =>
        api().integrations.publishIntegration('audit-bot', { ...manifest, title: 'Audit Bot 2' }),
      ),
    ).toHaveLength(1);
    expect(
      await added('integration.updated', async () => {
        expect(await statusOf(api(editor).integrations.publishIntegration('audit-bot', manifest))).toBe(403);
      }),
    ).toEqual([]);
    expect(
      await added('integration.unpublished', () => api().integrations.unpublishIntegration('audit-bot')),
    ).toHaveLength(1);
  });
});

describe('sites', () => {
  it("records a site's visibility change, publishing and unpublishing, only when they change", async () => {
    const site = (await api().orgs.createSite(org.id, { title: 'Public docs' })).data;
    const [visibility] = await added('site.visibility_updated', () =>
      api().orgs.updateSiteById(org.id, site.id, { visibility: SiteVisibility.Unlisted }),
    );
    expect(visibility).toMatchObject({ target: { type: 'site', id: site.id, label: 'Public docs' } });
    expect((await api().orgs.getOrganizationAuditEvent(org.id, visibility.id)).data.payload).toEqual({
      previousVisibility: 'public',
      visibility: 'unlisted',
    });
    expect(
      await added('site.visibility_updated', () =>
        api().orgs.updateSiteById(org.id, site.id, { title: 'Docs', visibility: SiteVisibility.Unlisted }),
      ),
    ).toEqual([]);
    expect(await added('site.published', () => api().orgs.publishSite(org.id, site.id))).toHaveLength(1);
    expect(await added('site.published', () => api().orgs.publishSite(org.id, site.id))).toEqual([]);
    expect(await added('site.unpublished', () => api().orgs.unpublishSite(org.id, site.id))).toHaveLength(1);
  });
});

describe('spaces', () => {
  it('records a deletion, a restore and a transfer (in both organizations)', async () => {
    const sp = await space(s, owner, org.id, { title: 'Old notes' });
    const [deleted] = await added('space.deleted', () => api().spaces.deleteSpaceById(sp.id));
    expect(deleted).toMatchObject({ actor: byOwner, target: { type: 'space', id: sp.id, label: 'Old notes' } });
    expect(await added('space.deleted', () => api().spaces.deleteSpaceById(sp.id))).toEqual([]);
    expect(await added('space.restored', () => api().spaces.restoreSpace(sp.id))).toHaveLength(1);
    const there = await added(
      'space.transferred',
      async () => {
        const here = await added('space.transferred', () =>
          call(s.baseUrl, owner.token, 'POST', `/v1/spaces/${sp.id}/transfer`, { organization: otherOrg.id }),
        );
        expect(here).toHaveLength(1);
      },
      otherOrg.id,
    );
    expect(there).toHaveLength(1);
    expect((await api().orgs.getOrganizationAuditEvent(otherOrg.id, there[0].id)).data.payload).toEqual({
      previousOrganizationId: org.id,
      organizationId: otherOrg.id,
    });
  });
});

describe('GET /orgs/{o}/audit-events', () => {
  it('filters by time, action, actor and target, and pages newest first (at most 100)', async () => {
    const all = (await api().orgs.listOrganizationAuditEvents(org.id, { limit: 100 })).data;
    expect(all.items.length).toBeGreaterThan(10);
    const times = all.items.map((e) => Date.parse(e.occurredAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The default page is 20.
    const first = (await api().orgs.listOrganizationAuditEvents(org.id)).data;
    expect(first.items).toHaveLength(20);
    expect(first.items).toEqual(all.items.slice(0, 20));
    // Pages of 3 follow each other.
    const one = (await api().orgs.listOrganizationAuditEvents(org.id, { limit: 3 })).data;
    const two = (await api().orgs.listOrganizationAuditEvents(org.id, { limit: 3, page: one.next!.page })).data;
    expect([...one.items, ...two.items].map((e) => e.id)).toEqual(all.items.slice(0, 6).map((e) => e.id));
    expect(await statusOf(api().orgs.listOrganizationAuditEvents(org.id, { limit: 101 }))).toBe(400);

    // `from` / `to` bound the time, both inclusive.
    const middle = all.items[5];
    const from = (await api().orgs.listOrganizationAuditEvents(org.id, { from: middle.occurredAt, limit: 100 })).data;
    expect(from.items.every((e) => Date.parse(e.occurredAt) >= Date.parse(middle.occurredAt))).toBe(true);
    expect(from.items.map((e) => e.id)).toContain(middle.id);
    const to = (await api().orgs.listOrganizationAuditEvents(org.id, { to: middle.occurredAt, limit: 100 })).data;
    expect(to.items.every((e) => Date.parse(e.occurredAt) <= Date.parse(middle.occurredAt))).toBe(true);
    expect(to.items.map((e) => e.id)).toContain(middle.id);
    expect(from.items.length + to.items.length).toBeGreaterThanOrEqual(all.items.length + 1);
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await api().orgs.listOrganizationAuditEvents(org.id, { from: future })).data.items).toEqual([]);
    expect(await statusOf(api().orgs.listOrganizationAuditEvents(org.id, { from: 'yesterday' }))).toBe(400);

    const teamsOnly = await entries('team.created');
    expect(teamsOnly.length).toBeGreaterThan(0);
    expect(teamsOnly.every((e) => e.action === 'team.created')).toBe(true);
    expect(await entries('no.such_action')).toEqual([]);
    const byEditor = (await api().orgs.listOrganizationAuditEvents(org.id, { actor: editor.id, limit: 100 })).data;
    expect(byEditor.items.length).toBeGreaterThan(0);
    expect(byEditor.items.every((e) => e.actor.id === editor.id)).toBe(true);
    const target = all.items[0].target.id;
    const onTarget = (await api().orgs.listOrganizationAuditEvents(org.id, { target, limit: 100 })).data;
    expect(onTarget.items.every((e) => e.target.id === target)).toBe(true);
  });

  it('answers one event by id: 404 for an unknown id or another organization’s', async () => {
    const [latest] = (await api().orgs.listOrganizationAuditEvents(org.id, { limit: 1 })).data.items;
    const details = (await api().orgs.getOrganizationAuditEvent(org.id, latest.id)).data;
    expect(details).toMatchObject({ ...latest, payload: expect.any(Object) });
    expect(details.urls.location).toBe(`${s.baseUrl}/v1/orgs/${org.id}/audit-events/${latest.id}`);
    expect(await statusOf(api().orgs.getOrganizationAuditEvent(org.id, '00000000-0000-4000-8000-000000000000'))).toBe(
      404,
    );
    const [elsewhere] = (await api().orgs.listOrganizationAuditEvents(otherOrg.id, { limit: 1 })).data.items;
    expect(await statusOf(api().orgs.getOrganizationAuditEvent(org.id, elsewhere.id))).toBe(404);
  });

  it('lists the recorded actions with their labels', async () => {
    const { data } = await api().orgs.listOrganizationAuditEventActions(org.id);
    const ids = data.items.map((a) => a.id);
    for (const id of ['member.added', 'team.member_removed', 'permission.granted', 'space.transferred'])
      expect(ids).toContain(id);
    expect(data.items.find((a) => a.id === 'site.published')).toEqual({
      object: 'audit-event-action',
      id: 'site.published',
      label: 'Site published',
    });
  });

  it('is for organization admins: other members 403, non-members 404', async () => {
    const [any] = (await api().orgs.listOrganizationAuditEvents(org.id, { limit: 1 })).data.items;
    for (const as of [editor, reader]) {
      expect(await statusOf(api(as).orgs.listOrganizationAuditEvents(org.id))).toBe(403);
      expect(await statusOf(api(as).orgs.getOrganizationAuditEvent(org.id, any.id))).toBe(403);
      expect(await statusOf(api(as).orgs.listOrganizationAuditEventActions(org.id))).toBe(403);
    }
    expect(await statusOf(api(outsider).orgs.listOrganizationAuditEvents(org.id))).toBe(404);
    expect(await statusOf(api(outsider).orgs.getOrganizationAuditEvent(org.id, any.id))).toBe(404);
    expect(await statusOf(api(outsider).orgs.listOrganizationAuditEventActions(org.id))).toBe(404);
    // The outsider's own log does not show this organization's entries.
    const theirs = (await api(outsider).orgs.listOrganizationAuditEvents(outsiderOrg.id, { limit: 100 })).data;
    expect(theirs.items.map((e) => e.id)).not.toContain(any.id);
  });
});

const AuditLog = graphql(`
  query AuditLog($org: ID!, $action: String, $first: Int, $id: ID!) {
    organization(id: $org) {
      auditEvents(first: $first, action: $action) {
        totalCount
        edges { node { id key action actor { type key label } target { type key label } payload } }
      }
      auditEvent(id: $id) { key action correlationId schemaVersion }
      auditEventActions(first: 100) { edges { node { key label } } }
    }
  }
`);

const AuditNode = graphql(`
  query AuditNode($id: ID!) {
    node(id: $id) { __typename ... on AuditEvent { key action } }
  }
`);

describe('GraphQL', () => {
  it('serves the log as a connection, one event by id and the actions', async () => {
    const [latest] = await entries('team.deleted');
    const data = await graphqlClient(s.baseUrl, owner.token).request(AuditLog, {
      org: org.id,
      action: 'team.deleted',
      first: 10,
      id: latest.id,
    });
    const log = data.organization!.auditEvents;
    expect(log.totalCount).toBe(1);
    expect(log.edges[0].node).toMatchObject({
      key: latest.id,
      action: 'team.deleted',
      actor: { type: 'USER', key: owner.id, label: 'Olivia Owner' },
      target: { type: 'team', label: 'Authors' },
      payload: { title: 'Authors' },
    });
    expect(data.organization!.auditEvent).toMatchObject({ key: latest.id, action: 'team.deleted', schemaVersion: 1 });
    expect(data.organization!.auditEventActions.edges.length).toBeGreaterThan(20);
    const node = await graphqlClient(s.baseUrl, owner.token).request(AuditNode, { id: log.edges[0].node.id });
    expect(node.node).toEqual({ __typename: 'AuditEvent', key: latest.id, action: 'team.deleted' });
    // Not an admin: the node is not there.
    const hidden = await graphqlClient(s.baseUrl, editor.token).request(AuditNode, { id: log.edges[0].node.id });
    expect(hidden.node).toBeNull();
  });
});
