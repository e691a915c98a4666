/**
 * OpenID Connect providers ({O}/oidc), the member sign-in at /sso/oidc/{providerId}/{start,callback}
 * and the sign-in of a private site's readers through it, against a real OpenID provider (oidc-provider) started by the test (test/support/openid.ts).
 */
import { generateKeyPair, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts } from './support/admin.ts';
import { disabledMember } from './support/beside.ts';
import { type Person, page, publishedSite, space, useServer } from './support/fixtures.ts';
import { gitbook } from './support/gitbook.ts';
import { call } from './support/http.ts';
import { claimsOf, type OpenIdProvider, openIdProvider, throughProvider } from './support/openid.ts';
import { sseSubscribe, streamsOpen } from './support/streams.ts';

const SECRET = 'oidc-client-secret-that-must-never-be-answered';
const OTHER_SECRET = 'second-client-secret-never-answered-either';

let op: OpenIdProvider;
let admin: Person;
let orgId: string;
let teamId: string;
let providerId: string;
/** A second provider of the organization, on the same OpenID provider, that syncs groups to teams. */
let syncId: string;
/** Every answer body seen by the test, to check that no client secret is in any. */
const seen: string[] = [];

/** What the server logged (from debug level up), to check that no client secret is in it. */
const logs: string[] = [];
const { s } = useServer({ cast: false, log: (line) => logs.push(line) });

/** A raw API call whose text is kept for the secret check. */
async function api(method: string, path: string, body?: unknown, token = admin.token) {
  const res = await call(s.baseUrl, token, method, path, body);
  seen.push(JSON.stringify(res.body ?? null));
  return res;
}

beforeAll(async () => {
  op = await openIdProvider();
  admin = await s.user('Ada Admin');
  orgId = (await s.org(admin.id, 'OIDC Org')).id;
  teamId = (await gitbook(s.baseUrl, admin.token).orgs.createOrganizationTeam(orgId, { title: 'Readers' })).data.id;
  const created = await api('POST', `/v1/orgs/${orgId}/oidc`, {
    label: 'Test OP',
    issuer: op.issuer,
    clientId: 'quire',
    clientSecret: SECRET,
    scopes: ['openid', 'email', 'profile', 'groups'],
    defaultRole: 'edit',
    defaultTeam: teamId,
  });
  expect(created.status).toBe(201);
  providerId = created.body.id;
  const sync = await api('POST', `/v1/orgs/${orgId}/oidc`, {
    label: 'Sync OP',
    issuer: op.issuer,
    clientId: 'quire-sync',
    clientSecret: OTHER_SECRET,
    scopes: ['openid', 'email', 'profile', 'groups'],
    syncTeams: true,
  });
  syncId = sync.body.id;
  op.start([
    { client_id: 'quire', client_secret: SECRET, redirect_uris: [`${s.baseUrl}/sso/oidc/${providerId}/callback`] },
    {
      client_id: 'quire-sync',
      client_secret: OTHER_SECRET,
      redirect_uris: [`${s.baseUrl}/sso/oidc/${syncId}/callback`],
    },
  ]);
});
afterAll(async () => {
  await op?.close();
});

/** Signs `account` in through the provider; the callback's answer (JSON unless `browser`). */
async function signIn(account: string, options: { browser?: boolean; redirect?: string; provider?: string } = {}) {
  op.next = account;
  const query = options.redirect ? `?redirect=${encodeURIComponent(options.redirect)}` : '';
  const id = options.provider ?? providerId;
  const callback = await throughProvider(`${s.baseUrl}/sso/oidc/${id}/start${query}`, op.issuer);
  return openCallback(callback, options.browser);
}

async function openCallback(callback: URL, browser = false) {
  const res = await fetch(callback, {
    redirect: 'manual',
    headers: { accept: browser ? 'text/html,application/xhtml+xml' : 'application/json' },
  });
  const text = await res.text();
  seen.push(text);
  // The sign-in or an error body, as JSON: read untyped.
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body, headers: res.headers };
}

const memberCount = async () =>
  (await gitbook(s.baseUrl, admin.token).orgs.listMembersInOrganizationById(orgId, { limit: 1 })).data.count!;
/** The users, tokens and sessions of the instance (the instance admin's usage report) and the organization's members. */
const counts = async () => ({ ...(await accounts(s)), members: await memberCount() });
/** The member of the organization as its admin reads it. */
const memberOf = async (userId: string) =>
  (await gitbook(s.baseUrl, admin.token).orgs.getMemberInOrganizationById(orgId, userId)).data;
/** The teams of a member of the organization, as its admin reads them. */
const teamsOf = async (userId: string) =>
  (await gitbook(s.baseUrl, admin.token).orgs.listTeamsForOrganizationMember(orgId, userId, { limit: 1000 })).data
    .items;
/** The organization's OIDC providers, as its admin lists them. */
const providerIds = async () =>
  (await api('GET', `/v1/orgs/${orgId}/oidc?limit=1000`)).body.items.map((p: { id: string }) => p.id);
/** The provider's stored row, with its client secret (encrypted), which no answer carries. */
const providerRow = () => s.db.prisma.oidcProvider.findUniqueOrThrow({ where: { id: providerId } });
/** The sign-ins started and not ended, of every provider: state no API shows. */
const startedSignIns = () => s.db.prisma.oidcState.count();

describe('OIDC providers', () => {
  it('answers a provider without its client secret, with its callback and start URLs', async () => {
    const res = await api('GET', `/v1/orgs/${orgId}/oidc/${providerId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      object: 'oidc-provider',
      id: providerId,
      label: 'Test OP',
      issuer: op.issuer,
      clientId: 'quire',
      scopes: ['openid', 'email', 'profile', 'groups'],
      groupsClaim: 'groups',
      syncTeams: false,
      createTeams: false,
      defaultRole: 'edit',
      defaultTeam: { id: teamId },
      service: {
        callbackURL: `${s.baseUrl}/sso/oidc/${providerId}/callback`,
        startURL: `${s.baseUrl}/sso/oidc/${providerId}/start`,
      },
    });
    expect(res.body).not.toHaveProperty('clientSecret');
    // Stored encrypted, not as typed.
    expect((await providerRow()).clientSecret).not.toContain(SECRET);
  });

  it('lists, patches (secret kept unless given) and deletes like the SAML rows', async () => {
    const made = await api('POST', `/v1/orgs/${orgId}/oidc`, {
      label: 'Second',
      issuer: 'https://login.example.com/realms/x',
      clientId: 'c2',
      clientSecret: OTHER_SECRET,
    });
    expect(made.status).toBe(201);
    expect(made.body.scopes).toEqual(['openid', 'email', 'profile']);
    const list = await api('GET', `/v1/orgs/${orgId}/oidc`);
    expect(list.body.items.map((p: { id: string }) => p.id)).toEqual([providerId, syncId, made.body.id]);
    const patched = await api('PATCH', `/v1/orgs/${orgId}/oidc/${made.body.id}`, {
      label: 'Renamed',
      syncTeams: true,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ label: 'Renamed', syncTeams: true, clientId: 'c2' });
    const logins = await api('GET', `/v1/orgs/${orgId}/sso`, undefined, '');
    expect(logins.body.items).toEqual([
      { id: providerId, label: 'Test OP', startURL: `${s.baseUrl}/sso/oidc/${providerId}/start` },
      { id: syncId, label: 'Sync OP', startURL: `${s.baseUrl}/sso/oidc/${syncId}/start` },
      { id: made.body.id, label: 'Renamed', startURL: `${s.baseUrl}/sso/oidc/${made.body.id}/start` },
    ]);
    expect((await api('DELETE', `/v1/orgs/${orgId}/oidc/${made.body.id}`)).status).toBe(205);
    expect((await api('DELETE', `/v1/orgs/${orgId}/oidc/${made.body.id}`)).status).toBe(204);
    expect((await api('GET', `/v1/orgs/${orgId}/oidc/${made.body.id}`)).status).toBe(404);
  });

  it('refuses an issuer that is not an http(s) URL, and anyone but an admin', async () => {
    const bad = await api('POST', `/v1/orgs/${orgId}/oidc`, {
      label: 'Bad',
      issuer: 'ftp://idp.example.com',
      clientId: 'c',
      clientSecret: 's',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('issuer');
    const member = await s.user('Meg Member');
    await s.member(orgId, member.id, 'edit');
    expect((await api('GET', `/v1/orgs/${orgId}/oidc`, undefined, member.token)).status).toBe(403);
    const outsider = await s.user('Olga Outsider');
    expect((await api('GET', `/v1/orgs/${orgId}/oidc/${providerId}`, undefined, outsider.token)).status).toBe(404);
  });
});

describe('bad input (400, nothing created)', () => {
  const base = { label: 'Bad', issuer: 'https://idp.example.com', clientId: 'c', clientSecret: 's' };
  it.each([
    ['a scope with a space', { ...base, scopes: ['open id'] }],
    ['scopes that are not a list of strings', { ...base, scopes: 'openid' }],
    ['an unknown field', { ...base, clientSecretHash: 'x' }],
    ['no client secret', { label: 'Bad', issuer: 'https://idp.example.com', clientId: 'c' }],
    ['a label over 30 characters', { ...base, label: 'x'.repeat(31) }],
    ['an issuer that is no URL', { ...base, issuer: 'idp.example.com' }],
    ['a team of no one', { ...base, defaultTeam: 'no-such-team' }],
    ['a role that does not exist', { ...base, defaultRole: 'owner' }],
  ])('refuses %s', async (_, body) => {
    const before = await providerIds();
    const res = await api('POST', `/v1/orgs/${orgId}/oidc`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(400);
    expect(await providerIds()).toEqual(before);
  });

  it('refuses an empty secret on patch and keeps the provider as it was', async () => {
    const before = await providerRow();
    const res = await api('PATCH', `/v1/orgs/${orgId}/oidc/${providerId}`, { clientSecret: '', label: 'Changed' });
    expect(res.status).toBe(400);
    expect(await providerRow()).toEqual(before);
  });
});

describe('GraphQL', () => {
  it('serves providers as nodes of the organization, to its admins only', async () => {
    const query = `query ($org: ID!, $id: ID!) {
      organization(id: $org) { oidcProviders(first: 10) { totalCount edges { node { id key label scopes } } } }
      node(id: $id) { ... on OidcProvider { key issuer service { callbackURL } } }
    }`;
    const list = await api('POST', '/graphql', { query, variables: { org: orgId, id: providerId } });
    const nodes = list.body.data.organization.oidcProviders.edges.map((e: { node: { key: string } }) => e.node);
    expect(nodes.map((n: { key: string }) => n.key)).toContain(providerId);
    const globalId = nodes.find((n: { key: string }) => n.key === providerId).id;
    const again = await api('POST', '/graphql', { query, variables: { org: orgId, id: globalId } });
    expect(again.body.data.node).toEqual({
      key: providerId,
      issuer: op.issuer,
      service: { callbackURL: `${s.baseUrl}/sso/oidc/${providerId}/callback` },
    });
    const stranger = await s.user('Sid Stranger');
    const hidden = await api(
      'POST',
      '/graphql',
      { query: 'query ($id: ID!) { node(id: $id) { id } }', variables: { id: globalId } },
      stranger.token,
    );
    expect(hidden.body.data.node).toBeNull();
  });
});

describe('member sign-in', () => {
  it('creates a new person, who joins with the default role and team', async () => {
    op.accounts.set('new-1', { email: 'New.Person@corp.test', email_verified: true, name: 'New Person' });
    const res = await signIn('new-1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      object: 'sso-login',
      user: { email: 'new.person@corp.test', displayName: 'New Person' },
      organization: { id: orgId },
    });
    const userId = res.body.user.id;
    expect(await memberOf(userId)).toMatchObject({ role: 'edit', sso: true });
    expect((await teamsOf(userId)).filter((i) => i.team.id === teamId)).toHaveLength(1);
    // The token acts in this organization.
    const me = await call(s.baseUrl, res.body.token, 'GET', `/v1/orgs/${orgId}`);
    expect(me.status).toBe(200);
  });

  it('refuses an existing account that is not a member unless the organization lists its domain', async () => {
    const outsider = await s.user('Otto Outsider');
    op.accounts.set('outsider', { email: outsider.email, email_verified: true });
    const before = await counts();
    const refused = await signIn('outsider');
    expect(refused.status).toBe(403);
    expect(await counts()).toEqual(before);

    await gitbook(s.baseUrl, admin.token).orgs.updateOrganizationById(orgId, { emailDomains: ['example.com'] });
    try {
      const joined = await signIn('outsider');
      expect(joined.status).toBe(200);
      expect(joined.body.user.id).toBe(outsider.id);
      expect(await memberCount()).toBe(before.members + 1);
    } finally {
      await gitbook(s.baseUrl, admin.token).orgs.updateOrganizationById(orgId, { emailDomains: [] });
    }
  });

  it('lets a member sign in with their role kept', async () => {
    const reviewer = await s.user('Rita Reviewer');
    await s.member(orgId, reviewer.id, 'review');
    op.accounts.set('reviewer', { email: reviewer.email, email_verified: true });
    const res = await signIn('reviewer');
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(reviewer.id);
    expect((await memberOf(reviewer.id)).role).toBe('review');
    // Trusted for this organization only: the token does not reach the member's other one.
    const elsewhere = await s.org(reviewer.id, 'Rita’s Own Org');
    expect((await call(s.baseUrl, reviewer.token, 'GET', `/v1/orgs/${elsewhere.id}`)).status).toBe(200);
    expect((await call(s.baseUrl, res.body.token, 'GET', `/v1/orgs/${elsewhere.id}`)).status).toBe(404);
    expect((await call(s.baseUrl, res.body.token, 'GET', `/v1/orgs/${orgId}`)).status).toBe(200);
  });

  it('refuses a disabled member and an unverified email (403)', async () => {
    const gone = await s.user('Dora Disabled');
    await disabledMember(s.db, orgId, gone.id, 'read');
    op.accounts.set('disabled', { email: gone.email, email_verified: true });
    const before = await accounts(s);
    expect((await signIn('disabled')).status).toBe(403);
    op.accounts.set('unverified', { email: 'unverified@corp.test', email_verified: false });
    expect((await signIn('unverified')).status).toBe(403);
    expect(await accounts(s)).toEqual(before);
  });

  it('gives a browser the session cookie and a redirect to its own URLs only', async () => {
    op.accounts.set('browser', { email: 'browser@corp.test', email_verified: true });
    const own = await signIn('browser', { browser: true, redirect: '/graphql?x=1' });
    expect(own.status).toBe(303);
    expect(own.headers.get('location')).toBe('/graphql?x=1');
    const cookie = own.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^quire_session=[A-Za-z0-9]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const full = await signIn('browser', { browser: true, redirect: `${s.baseUrl}/signin` });
    expect(full.headers.get('location')).toBe(`${s.baseUrl}/signin`);
    const away = await signIn('browser', { browser: true, redirect: 'https://evil.example/steal' });
    expect(away.status).toBe(303);
    expect(away.headers.get('location')).toBe('/');
    const protocolRelative = await signIn('browser', { browser: true, redirect: '//evil.example/' });
    expect(protocolRelative.headers.get('location')).toBe('/');
  });

  it('opens a session the browser uses, and POST /sso/logout ends it (from this server only)', async () => {
    op.accounts.set('session', { email: 'session@corp.test', email_verified: true, name: 'Sia Session' });
    const signedIn = await signIn('session', { browser: true });
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0];
    const page = async () => (await fetch(`${s.baseUrl}/signin`, { headers: { cookie } })).text();
    expect(await page()).toContain('Sia Session');
    const crossSite = await fetch(`${s.baseUrl}/sso/logout`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
      redirect: 'manual',
    });
    expect(crossSite.status).toBe(403);
    expect(await page()).toContain('Sia Session');
    const out = await fetch(`${s.baseUrl}/sso/logout`, {
      method: 'POST',
      headers: { cookie, origin: s.baseUrl, accept: 'application/json' },
    });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(await page()).not.toContain('Sia Session');
  });
});

describe('refused callbacks (401, nothing created)', () => {
  it('refuses a missing, unknown or reused state', async () => {
    op.accounts.set('replay', { email: 'replay@corp.test', email_verified: true });
    op.next = 'replay';
    const callback = await throughProvider(`${s.baseUrl}/sso/oidc/${providerId}/start`, op.issuer);
    const before = await counts();
    const missing = new URL(callback);
    missing.searchParams.delete('state');
    expect((await openCallback(missing)).status).toBe(401);
    const wrong = new URL(callback);
    wrong.searchParams.set('state', 'not-the-state');
    expect((await openCallback(wrong)).status).toBe(401);
    expect(await counts()).toEqual(before);
    expect((await openCallback(callback)).status).toBe(200);
    const after = await counts();
    const reused = await openCallback(callback);
    expect(reused.status).toBe(401);
    expect(await counts()).toEqual(after);
  });

  it('refuses a callback where the provider answered an error, and uses its state up', async () => {
    op.accounts.set('denied', { email: 'denied@corp.test', email_verified: true });
    op.next = 'denied';
    const callback = await throughProvider(`${s.baseUrl}/sso/oidc/${providerId}/start`, op.issuer);
    const denied = new URL(callback);
    denied.searchParams.delete('code');
    denied.searchParams.set('error', 'access_denied');
    const before = await counts();
    expect((await openCallback(denied)).status).toBe(401);
    expect((await openCallback(callback)).status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('answers 502 when the provider cannot be reached, and keeps no state', async () => {
    const closed = await openIdProvider();
    await closed.close();
    const made = await api('POST', `/v1/orgs/${orgId}/oidc`, {
      label: 'Gone',
      issuer: closed.issuer,
      clientId: 'gone',
      clientSecret: 'gone-secret',
    });
    try {
      const states = await startedSignIns();
      const res = await fetch(`${s.baseUrl}/sso/oidc/${made.body.id}/start`, { redirect: 'manual' });
      expect(res.status).toBe(502);
      expect(await startedSignIns()).toBe(states);
    } finally {
      await api('DELETE', `/v1/orgs/${orgId}/oidc/${made.body.id}`);
    }
  });

  it('refuses an expired state', async () => {
    op.accounts.set('late', { email: 'late@corp.test', email_verified: true });
    op.next = 'late';
    const callback = await throughProvider(`${s.baseUrl}/sso/oidc/${providerId}/start`, op.issuer);
    // Eleven minutes pass: no API ages a started sign-in (and the provider's clock must not move,
    // or its code would expire too and hide a state that does not).
    await s.db.prisma.oidcState.updateMany({
      where: { providerId },
      data: { createdAt: new Date(Date.now() - 11 * 60 * 1000) },
    });
    const before = await counts();
    expect((await openCallback(callback)).status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  const refusedWith = async (tamper: (idToken: string) => Promise<string>) => {
    op.accounts.set('forger', { email: 'forger@corp.test', email_verified: true });
    op.tamper = tamper;
    try {
      const before = await counts();
      const res = await signIn('forger');
      expect(res.status).toBe(401);
      expect(await counts()).toEqual(before);
    } finally {
      op.tamper = null;
    }
  };

  it('refuses a tampered ID token (payload changed, signature kept)', async () => {
    await refusedWith(async (idToken) => {
      const [header, , signature] = idToken.split('.');
      const claims = { ...claimsOf(idToken), email: 'admin@corp.test' };
      return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    });
  });

  it('refuses an ID token for another audience, signed by the provider', async () => {
    await refusedWith((idToken) => op.sign({ ...claimsOf(idToken), aud: 'someone-else' }));
  });

  it('refuses an ID token with a wrong nonce', async () => {
    await refusedWith((idToken) => op.sign({ ...claimsOf(idToken), nonce: 'another-nonce' }));
  });

  it('refuses an ID token signed by an unknown key', async () => {
    const other = await generateKeyPair('RS256');
    await refusedWith((idToken) => op.sign(claimsOf(idToken), { privateKey: other.privateKey, kid: 'unknown-key' }));
  });

  it('accepts a key the provider rotated in once the cached key set is a minute old', async () => {
    const rotated = { ...(await generateKeyPair('RS256', { extractable: true })), kid: 'rotated-key' };
    await op.publishKey(rotated);
    op.accounts.set('rotation', { email: 'rotation@corp.test', email_verified: true });
    const signInWithRotatedKey = async () => {
      op.tamper = (idToken) => op.sign(claimsOf(idToken), rotated);
      try {
        return await signIn('rotation');
      } finally {
        op.tamper = null;
      }
    };
    // The key set was fetched less than a minute ago (the sign-ins above): not fetched again yet.
    expect((await signInWithRotatedKey()).status).toBe(401);
    // A minute later (the clock of this process set forward), the unknown key makes it fetch the set.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000, shouldAdvanceTime: true });
    try {
      const accepted = await signInWithRotatedKey();
      expect(accepted.status).toBe(200);
      expect(accepted.body.user.email).toBe('rotation@corp.test');
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts the provider’s own re-signed token (the tampering above is what is refused)', async () => {
    op.accounts.set('resigned', { email: 'resigned@corp.test', email_verified: true });
    op.tamper = (idToken) => op.sign(claimsOf(idToken));
    try {
      expect((await signIn('resigned')).status).toBe(200);
    } finally {
      op.tamper = null;
    }
  });
});

describe('groups become teams', () => {
  const teamTitles = async (userId: string) => (await teamsOf(userId)).map((i) => i.team.title).sort();
  const makeTeam = async (title: string) =>
    (await gitbook(s.baseUrl, admin.token).orgs.createOrganizationTeam(orgId, { title })).data.id;
  const byHand = async (teamId: string, userId: string) => {
    const res = await api('POST', '/graphql', {
      query: `mutation ($input: AddTeamMembersInput!) { addTeamMembers(input: $input) { __typename } }`,
      variables: { input: { organizationId: orgId, teamId, userIds: [userId] } },
    });
    expect(res.body.data.addTeamMembers.__typename).toBe('AddTeamMembersPayload');
  };

  it('adds the matching teams and removes only the memberships the provider made', async () => {
    await makeTeam('Writers');
    const design = await makeTeam('Design');
    const ops = await makeTeam('Ops');
    op.accounts.set('syncer', { email: 'syncer@corp.test', email_verified: true, groups: ['writers', 'Unknown'] });
    const first = await signIn('syncer', { provider: syncId });
    expect(first.status).toBe(200);
    const userId = first.body.user.id;
    expect(await teamTitles(userId)).toEqual(['Writers']);
    // Memberships made by hand.
    await byHand(design, userId);
    await byHand(ops, userId);

    op.accounts.set('syncer', { email: 'syncer@corp.test', email_verified: true, groups: ['Design', 'Ops'] });
    expect((await signIn('syncer', { provider: syncId })).status).toBe(200);
    expect(await teamTitles(userId)).toEqual(['Design', 'Ops']);

    op.accounts.set('syncer', { email: 'syncer@corp.test', email_verified: true, groups: [] });
    expect((await signIn('syncer', { provider: syncId })).status).toBe(200);
    // Made by hand: kept though the groups are gone.
    expect(await teamTitles(userId)).toEqual(['Design', 'Ops']);

    op.accounts.set('syncer', { email: 'syncer@corp.test', email_verified: true, groups: ['Writers'] });
    expect((await signIn('syncer', { provider: syncId })).status).toBe(200);
    expect(await teamTitles(userId)).toEqual(['Design', 'Ops', 'Writers']);
    // A provider without syncTeams changes no team.
    op.accounts.set('syncer', { email: 'syncer@corp.test', email_verified: true, groups: [] });
    expect((await signIn('syncer')).status).toBe(200);
    expect(await teamTitles(userId)).toEqual(['Design', 'Ops', 'Writers']);
    expect((await signIn('syncer', { provider: syncId })).status).toBe(200);
    expect(await teamTitles(userId)).toEqual(['Design', 'Ops']);
  });

  it('creates a team for a group that matches none with createTeams; every change is an event', async () => {
    op.accounts.set('creator', { email: 'creator@corp.test', email_verified: true, groups: ['Brand New'] });
    const without = await signIn('creator', { provider: syncId });
    expect(await teamTitles(without.body.user.id)).toEqual([]);
    const teams = (await gitbook(s.baseUrl, admin.token).orgs.listTeamsInOrganizationById(orgId, { limit: 1000 })).data;
    expect(teams.items.filter((t) => t.title === 'Brand New')).toEqual([]);
    await api('PATCH', `/v1/orgs/${orgId}/oidc/${syncId}`, { createTeams: true });
    const open = s.db.events.size;
    const stream = await sseSubscribe<{ organizationEvents: Record<string, unknown> }>(
      s.baseUrl,
      admin.token,
      `subscription ($org: ID!) { organizationEvents(organizationId: $org, types: [TEAM_CREATED, TEAM_MEMBER_ADDED, TEAM_MEMBER_REMOVED]) {
        type ... on TeamEvent { teamId userId source team { title } } } }`,
      { org: orgId },
    );
    await streamsOpen(s.db, open + 1);
    try {
      const res = await signIn('creator', { provider: syncId });
      const userId = res.body.user.id;
      expect(await teamTitles(userId)).toEqual(['Brand New']);
      op.accounts.set('creator', { email: 'creator@corp.test', email_verified: true, groups: [] });
      await signIn('creator', { provider: syncId });
      expect(await teamTitles(userId)).toEqual([]);
      const events = [];
      for (let i = 0; i < 3; i++) {
        const got = await stream.next();
        if (got === 'complete') throw new Error('the stream ended');
        events.push(got.data?.organizationEvents);
      }
      const teamId = events[0]?.teamId;
      expect(events).toEqual([
        { type: 'TEAM_CREATED', teamId, userId: null, source: 'oidc', team: { title: 'Brand New' } },
        { type: 'TEAM_MEMBER_ADDED', teamId, userId, source: 'oidc', team: { title: 'Brand New' } },
        { type: 'TEAM_MEMBER_REMOVED', teamId, userId, source: 'oidc', team: { title: 'Brand New' } },
      ]);
      // The audit log has the same three changes, made by the provider's team sync.
      const audit = (
        await gitbook(s.baseUrl, admin.token).orgs.listOrganizationAuditEvents(orgId, { target: teamId as string })
      ).data.items;
      expect(audit.map((e) => e.action)).toEqual(['team.member_removed', 'team.member_added', 'team.created']);
      for (const entry of audit) expect(entry.actor).toEqual({ type: 'system', id: 'job:oidc-team-sync' });
    } finally {
      await stream.close();
      await api('PATCH', `/v1/orgs/${orgId}/oidc/${syncId}`, { createTeams: false });
    }
  });
});

describe('the client secret', () => {
  it('appears in no answer and no log line', async () => {
    const graphql = await api('POST', '/graphql', {
      query: `query ($id: ID!) { organization(id: $id) { oidcProviders(first: 10) { edges { node { id key clientId issuer } } } } }`,
      variables: { id: orgId },
    });
    expect(graphql.status).toBe(200);
    expect(seen.length).toBeGreaterThan(10);
    for (const text of seen) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(OTHER_SECRET);
    }
    // The sign-ins and their refusals were logged (with their reasons), never with a secret.
    expect(logs.filter((line) => line.includes('OIDC')).length).toBeGreaterThan(10);
    for (const line of logs) {
      expect(line).not.toContain(SECRET);
      expect(line).not.toContain(OTHER_SECRET);
    }
  });
});

describe('readers of a private site', () => {
  let siteId: string;
  let otherSiteId: string;
  let siteKey: string;
  const reader = () => `${s.baseUrl}/sites/${orgId}/${siteId}`;

  beforeAll(async () => {
    const docs = await space(s, admin, orgId, { title: 'Guarded docs' });
    await page(s, admin, docs.id, { title: 'Intro', markdown: '# Intro\n\nOnly for signed-in readers.\n' });
    const made = await publishedSite(s, admin, orgId, {
      title: 'Guarded',
      visibility: 'visitor-auth',
      spaces: [docs.id],
    });
    siteId = made.id;
    otherSiteId = (
      await publishedSite(s, admin, orgId, { title: 'Other', visibility: 'visitor-auth', spaces: [docs.id] })
    ).id;
    const auth = await api('PATCH', `/v1/orgs/${orgId}/sites/${siteId}/publishing/auth`, {
      backend: 'oidc',
      oidcProvider: providerId,
    });
    expect(auth.status).toBe(200);
    expect(auth.body).toMatchObject({ object: 'publishing-auth', backend: 'oidc', oidcProvider: providerId });
    siteKey = auth.body.privateKey;
  });

  it('refuses a provider of nothing or of another organization (400, unchanged)', async () => {
    const elsewhere = await s.org(admin.id, 'Elsewhere OIDC');
    const foreign = await api('POST', `/v1/orgs/${elsewhere.id}/oidc`, {
      label: 'Foreign',
      issuer: op.issuer,
      clientId: 'foreign',
      clientSecret: 'foreign-secret',
    });
    for (const oidcProvider of ['no-such-provider', foreign.body.id]) {
      const res = await api('PATCH', `/v1/orgs/${orgId}/sites/${otherSiteId}/publishing/auth`, {
        backend: 'oidc',
        oidcProvider,
      });
      expect(res.status, oidcProvider).toBe(400);
    }
    const missing = await api('PATCH', `/v1/orgs/${orgId}/sites/${otherSiteId}/publishing/auth`, { backend: 'oidc' });
    expect(missing.status).toBe(400);
    expect((await api('GET', `/v1/orgs/${orgId}/sites/${otherSiteId}/publishing/auth`)).body.backend).toBe('custom');
  });

  it('sends a reader without a token to the provider and back to the page asked, with a visitor JWT of their claims', async () => {
    const before = await accounts(s);
    const refused = await fetch(`${reader()}/intro`, { redirect: 'manual' });
    expect(refused.status).toBe(302);
    const start = new URL(refused.headers.get('location')!);
    expect(`${start.origin}${start.pathname}`).toBe(`${s.baseUrl}/sso/oidc/${providerId}/start`);
    expect(start.searchParams.get('site')).toBe(siteId);
    // GitBook's reader is sent to the same place by the URL lookup.
    const lookup = await api('POST', '/v1/urls/published', { url: `${reader()}/intro`, redirectOnError: true }, '');
    expect(lookup.body).toMatchObject({ target: 'external', redirect: start.href, site: siteId });

    // A reader who is no member of anything.
    op.accounts.set('visitor', {
      email: 'reader@partner.test',
      email_verified: true,
      name: 'Rita Reader',
      groups: ['partners'],
    });
    op.next = 'visitor';
    const back = await openCallback(await throughProvider(start.href, op.issuer), true);
    expect(back.status).toBe(303);
    const target = new URL(back.headers.get('location')!);
    expect(`${target.origin}${target.pathname}`).toBe(`${reader()}/intro`);
    const jwt = target.searchParams.get('jwt_token')!;
    const claims = await jwtVerify(jwt, new TextEncoder().encode(siteKey)).then((v) => v.payload);
    expect(claims).toMatchObject({ email: 'reader@partner.test', name: 'Rita Reader', groups: ['partners'] });
    for (const protocol of ['nonce', 'aud', 'iss', 'at_hash']) expect(claims).not.toHaveProperty(protocol);
    // Valid for SSO_TOKEN_TTL_HOURS (12 by default).
    expect(claims.exp! - claims.iat!).toBe(12 * 3600);

    // The reader keeps it in its cookie and shows the page.
    const kept = await fetch(target, { redirect: 'manual' });
    expect(kept.status).toBe(303);
    const cookie = (kept.headers.get('set-cookie') ?? '').split(';')[0];
    const shown = await fetch(`${reader()}/intro`, { headers: { cookie } });
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('Only for signed-in readers.');
    // Nothing was created: no account, no API token, no session.
    expect(await accounts(s)).toEqual(before);
  });

  it("sends a reader back only to the site's own addresses", async () => {
    op.next = 'visitor';
    const start = `${s.baseUrl}/sso/oidc/${providerId}/start?site=${siteId}&location=${encodeURIComponent(`${s.baseUrl}/sites/${orgId}/${otherSiteId}/intro`)}`;
    const back = await openCallback(await throughProvider(start, op.issuer), true);
    const target = new URL(back.headers.get('location')!);
    // The site's own published address instead.
    const published = (await api('GET', `/v1/orgs/${orgId}/sites/${siteId}`)).body.urls.published as string;
    expect(`${target.origin}${target.pathname}`.replace(/\/$/, '')).toBe(published.replace(/\/$/, ''));
    expect(target.searchParams.get('jwt_token')).toBeTruthy();
  });

  it('answers 404 for a site whose visitors do not sign in with this provider', async () => {
    for (const site of [otherSiteId, 'no-such-site']) {
      const res = await fetch(`${s.baseUrl}/sso/oidc/${providerId}/start?site=${site}`, { redirect: 'manual' });
      expect(res.status, site).toBe(404);
    }
    const wrongProvider = await fetch(`${s.baseUrl}/sso/oidc/${syncId}/start?site=${siteId}`, { redirect: 'manual' });
    expect(wrongProvider.status).toBe(404);
  });
});
