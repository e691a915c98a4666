/**
 * Tokens people can see and revoke: `viewer.apiTokens` and `viewer.sessions` (never a secret),
 * `createApiToken` with a label and an expiry, `revokeApiToken`, `revokeSession`, an organization
 * admin's `revokeMemberTokens`, and `lastUsedAt`. A revoked or expired token answers 401 on the
 * very next request, after a warm (cached) read too, and (PostgreSQL) on a second instance.
 */
import { describe, expect, it, vi } from 'vitest';
import { sha256 } from '../src/db/ids.ts';
import { encodeGlobalId } from '../src/graphql/global-ids.ts';
import { createUser, issueToken } from '../src/modules/users/service.ts';
import { graphql } from './gql/index.ts';
import { type Person, useServer } from './support/fixtures.ts';
import { graphqlClient } from './support/http.ts';
import { startInstances } from './support/instances.ts';
import { ADMIN_TOKEN } from './support/server.ts';

const { s, owner, editor, outsider, org } = useServer({ title: 'Token Org', members: { editor: 'edit' } });

const CreateToken = graphql(`
  mutation CreateOwnApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on CreateApiTokenPayload {
        token
        apiToken { id key label createdAt lastUsedAt expiresAt current organization { key } }
      }
      ... on BaseError { message status }
    }
  }
`);

const MyTokens = graphql(`
  query MyApiTokens {
    viewer {
      key
      apiTokens(first: 100) {
        totalCount
        edges { node { id key label createdAt lastUsedAt expiresAt current organization { key } } }
      }
      sessions(first: 100) {
        totalCount
        edges { node { id key createdAt expiresAt apiToken { key label } } }
      }
    }
  }
`);

const OthersTokens = graphql(`
  query OthersApiTokens($id: ID!) {
    user(id: $id) {
      key
      apiTokens(first: 10) { totalCount }
      sessions(first: 10) { totalCount }
    }
  }
`);

const RevokeToken = graphql(`
  mutation RevokeApiToken($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      __typename
      ... on RevokeApiTokenPayload { deleted deletedId }
      ... on BaseError { message status }
    }
  }
`);

const RevokeSession = graphql(`
  mutation RevokeBrowserSession($input: RevokeSessionInput!) {
    revokeSession(input: $input) {
      __typename
      ... on RevokeSessionPayload { deleted deletedId }
      ... on BaseError { message status }
    }
  }
`);

const RevokeMember = graphql(`
  mutation RevokeMemberTokens($input: RevokeMemberTokensInput!) {
    revokeMemberTokens(input: $input) {
      __typename
      ... on RevokeMemberTokensPayload { apiTokens sessions }
      ... on BaseError { message status }
    }
  }
`);

const Viewer = graphql(`
  query TokenViewer {
    viewer { key }
  }
`);

const gql = (token: string) => graphqlClient(s.baseUrl, token);

/** A new token of `who`, made through `createApiToken`: its secret and id. */
async function newToken(who: Pick<Person, 'token'>, label = 'test') {
  const { createApiToken: created } = await gql(who.token).request(CreateToken, { input: { label } });
  if (created.__typename !== 'CreateApiTokenPayload') throw new Error(JSON.stringify(created));
  return { token: created.token, id: created.apiToken.key };
}

/** The status of `GET /v1/orgs` with `token` (a read every member may make). */
const status = async (token: string, base = s.baseUrl) =>
  (await fetch(`${base}/v1/orgs`, { headers: { authorization: `Bearer ${token}` } })).status;

/** Signs in in a browser with an API token: the session cookie. */
async function signIn(token: string): Promise<string> {
  const res = await fetch(`${s.baseUrl}/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: s.baseUrl },
    body: new URLSearchParams({ token }).toString(),
  });
  expect(res.status).toBe(303);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

/** Whether the browser session of `cookie` is signed in (the sign-in page says who). */
const signedIn = async (cookie: string) =>
  /Signed in as/.test(await (await fetch(`${s.baseUrl}/signin`, { headers: { cookie } })).text());

describe('API tokens', () => {
  it('are created with a label and an expiry, work at once, and are listed without their secret', async () => {
    const expiresAt = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
    const { createApiToken: created } = await gql(owner.token).request(CreateToken, {
      input: { label: 'CI deploys', expiresAt },
    });
    if (created.__typename !== 'CreateApiTokenPayload') throw new Error(JSON.stringify(created));
    expect(created.token).toMatch(/^qr_api_/);
    expect(created.apiToken).toMatchObject({
      label: 'CI deploys',
      expiresAt,
      lastUsedAt: null,
      current: false,
      organization: null,
    });

    // The new token works, and is the current one in its own list, which holds no secret.
    expect((await gql(created.token).request(Viewer)).viewer.key).toBe(owner.id);
    const listed = await gql(created.token).request(MyTokens);
    const nodes = listed.viewer.apiTokens!.edges.map((e) => e.node);
    expect(listed.viewer.apiTokens!.totalCount).toBe(nodes.length);
    expect(nodes[0]).toMatchObject({ key: created.apiToken.key, label: 'CI deploys', current: true });
    expect(nodes.filter((n) => n.current)).toHaveLength(1);
    const text = JSON.stringify(listed);
    expect(text).not.toContain(created.token);
    expect(text).not.toContain(owner.token);
    expect(text).not.toMatch(/qr_api_|hash/);

    // Its last use is recorded (without holding up the request).
    await vi.waitFor(async () => {
      const again = await gql(owner.token).request(MyTokens);
      const node = again.viewer.apiTokens!.edges.find((e) => e.node.key === created.apiToken.key)!.node;
      expect(node.lastUsedAt).not.toBeNull();
      expect(Date.parse(node.lastUsedAt!)).toBeGreaterThan(Date.parse(node.createdAt) - 1000);
    });

    // Newest first.
    const later = await newToken(owner, 'later');
    const first = (await gql(owner.token).request(MyTokens)).viewer.apiTokens!.edges[0].node;
    expect(first.key).toBe(later.id);
  });

  it('refuses a bad label or expiry, and another user’s email, with nothing created', async () => {
    const count = async () => (await gql(owner.token).request(MyTokens)).viewer.apiTokens!.totalCount;
    const before = await count();
    const bad = [
      { label: '' },
      { label: 'x'.repeat(101) },
      { expiresAt: new Date(Date.now() - 60_000).toISOString() },
      { expiresAt: new Date(Date.now() + 6 * 366 * 24 * 3600_000).toISOString() },
    ];
    for (const input of bad) {
      const { createApiToken: r } = await gql(owner.token).request(CreateToken, { input });
      expect(r, JSON.stringify(input)).toMatchObject({ __typename: 'BadRequestError', status: 400 });
    }
    const other = await gql(owner.token).request(CreateToken, { input: { email: editor.email } });
    expect(other.createApiToken).toMatchObject({ __typename: 'ForbiddenError', status: 403 });
    // The viewer's own email is the viewer's token.
    const own = await gql(owner.token).request(CreateToken, { input: { email: owner.email.toUpperCase() } });
    expect(own.createApiToken.__typename).toBe('CreateApiTokenPayload');
    expect(await count()).toBe(before + 1);

    // The instance admin names the user, and only then.
    const admin = gql(ADMIN_TOKEN);
    expect((await admin.request(CreateToken, { input: {} })).createApiToken).toMatchObject({ status: 400 });
    const forEditor = await admin.request(CreateToken, { input: { email: editor.email, label: 'from admin' } });
    if (forEditor.createApiToken.__typename !== 'CreateApiTokenPayload') throw new Error('expected a token');
    expect((await gql(forEditor.createApiToken.token).request(Viewer)).viewer.key).toBe(editor.id);
  });

  it('answers 401 for an expired, unknown or malformed token', async () => {
    const { token } = await issueToken(s.db.prisma, owner.id, { expiresAt: new Date(Date.now() - 1000) });
    for (const bad of [token, 'qr_api_unknown', 'not a token', '"', 'eyJhbGciOiJIUzI1NiJ9.e30.x']) {
      expect(await status(bad), bad).toBe(401);
      // Even on a route that needs no token: credentials sent are never silently ignored.
      const sso = await fetch(`${s.baseUrl}/v1/orgs/${org.id}/sso`, { headers: { authorization: `Bearer ${bad}` } });
      expect(sso.status, bad).toBe(401);
    }
    expect((await fetch(`${s.baseUrl}/v1/orgs/${org.id}/sso`)).status).toBe(200);
    const res = await fetch(`${s.baseUrl}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { key } }' }),
    });
    const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('are revoked at once, even right after a warm read, with the sessions opened with them', async () => {
    const leaked = await newToken(owner, 'leaked');
    const cookie = await signIn(leaked.token);
    expect(await signedIn(cookie)).toBe(true);
    await vi.waitFor(() => expect(s.db.authCache.isTrusted).toBe(true));
    expect(await status(leaked.token)).toBe(200);
    expect(await status(leaked.token)).toBe(200); // warm: the token is cached

    const { revokeApiToken: r } = await gql(owner.token).request(RevokeToken, { input: { id: leaked.id } });
    expect(r).toEqual({
      __typename: 'RevokeApiTokenPayload',
      deleted: true,
      deletedId: encodeGlobalId('ApiToken', leaked.id),
    });
    expect(await status(leaked.token)).toBe(401);
    expect(await signedIn(cookie)).toBe(false);
    const listed = (await gql(owner.token).request(MyTokens)).viewer.apiTokens!.edges.map((e) => e.node.key);
    expect(listed).not.toContain(leaked.id);

    // A token revokes itself too (by its global id).
    const self = await newToken(owner, 'self');
    const selfRevoked = await gql(self.token).request(RevokeToken, {
      input: { id: encodeGlobalId('ApiToken', self.id) },
    });
    expect(selfRevoked.revokeApiToken).toMatchObject({ deleted: true });
    expect(await status(self.token)).toBe(401);
  });

  it("answers 404 for another user's token or session, which keeps working", async () => {
    const theirs = await newToken(editor, 'theirs');
    const cookie = await signIn(theirs.token);
    const sessionId = (await gql(editor.token).request(MyTokens)).viewer.sessions!.edges[0].node.key;
    for (const id of [theirs.id, encodeGlobalId('ApiToken', theirs.id), 'no-such-token']) {
      const { revokeApiToken: r } = await gql(owner.token).request(RevokeToken, { input: { id } });
      expect(r, id).toMatchObject({ __typename: 'NotFoundError', status: 404 });
    }
    const { revokeSession: r } = await gql(owner.token).request(RevokeSession, { input: { id: sessionId } });
    expect(r).toMatchObject({ __typename: 'NotFoundError', status: 404 });
    expect(await status(theirs.token)).toBe(200);
    expect(await signedIn(cookie)).toBe(true);
    // Another user's lists are not answered (null), not even to a member of the same organization.
    const other = await gql(owner.token).request(OthersTokens, { id: editor.id });
    expect(other.user).toEqual({ key: editor.id, apiTokens: null, sessions: null });
    // The instance admin revokes anyone's.
    const admin = await gql(ADMIN_TOKEN).request(RevokeToken, { input: { id: theirs.id } });
    expect(admin.revokeApiToken).toMatchObject({ deleted: true });
    expect(await status(theirs.token)).toBe(401);
  });

  it('lists browser sessions with their token, and ends one', async () => {
    const browser = await newToken(owner, 'browser');
    const [one, two] = [await signIn(browser.token), await signIn(browser.token)];
    const sessions = (await gql(owner.token).request(MyTokens)).viewer.sessions!;
    const mine = sessions.edges.map((e) => e.node).filter((n) => n.apiToken?.key === browser.id);
    expect(mine).toHaveLength(2);
    expect(mine[0].apiToken).toEqual({ key: browser.id, label: 'browser' });
    expect(Date.parse(mine[0].expiresAt)).toBeGreaterThan(Date.now());
    expect(JSON.stringify(sessions)).not.toMatch(/quire_session|hash/);

    // Ending one signs one browser out, not the other.
    const { revokeSession: r } = await gql(owner.token).request(RevokeSession, { input: { id: mine[0].key } });
    expect(r).toEqual({
      __typename: 'RevokeSessionPayload',
      deleted: true,
      deletedId: encodeGlobalId('BrowserSession', mine[0].key),
    });
    expect([await signedIn(one), await signedIn(two)].sort()).toEqual([false, true]);
    const left = (await gql(owner.token).request(MyTokens)).viewer.sessions!.edges.map((e) => e.node.key);
    expect(left).toContain(mine[1].key);
    expect(left).not.toContain(mine[0].key);
    expect(await status(browser.token)).toBe(200);
  });
});

describe("an organization admin revoking a member's tokens", () => {
  it('revokes every token and session of the member, everywhere; refuses non-admins and non-members', async () => {
    const member = await s.user('Leaky');
    await s.member(org.id, member.id, 'read');
    const second = await newToken(member, 'second');
    const cookie = await signIn(second.token);
    expect(await status(member.token)).toBe(200);
    expect(await status(member.token)).toBe(200); // warm

    const input = { organizationId: org.id, userId: member.id };
    const byEditor = await gql(editor.token).request(RevokeMember, { input });
    expect(byEditor.revokeMemberTokens).toMatchObject({ __typename: 'ForbiddenError', status: 403 });
    const byOutsider = await gql(outsider.token).request(RevokeMember, { input });
    expect(byOutsider.revokeMemberTokens).toMatchObject({ __typename: 'NotFoundError', status: 404 });
    const notMember = await gql(owner.token).request(RevokeMember, {
      input: { organizationId: org.id, userId: outsider.id },
    });
    expect(notMember.revokeMemberTokens).toMatchObject({ __typename: 'NotFoundError', status: 404 });
    expect(await status(member.token)).toBe(200);
    expect(await status(outsider.token)).toBe(200);

    const { revokeMemberTokens: r } = await gql(owner.token).request(RevokeMember, { input });
    expect(r).toEqual({ __typename: 'RevokeMemberTokensPayload', apiTokens: 2, sessions: 1 });
    expect(await status(member.token)).toBe(401);
    expect(await status(second.token)).toBe(401);
    expect(await signedIn(cookie)).toBe(false);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('revocation across instances', () => {
  it('a token revoked through one instance is refused by the other at once', { timeout: 60_000 }, async () => {
    const {
      urls: [a, b],
      dbs,
      close,
    } = await startInstances(2);
    try {
      await vi.waitFor(() => expect(dbs.every((db) => db.authCache.isTrusted)).toBe(true), { timeout: 10_000 });
      const user = await createUser(dbs[0].prisma, { email: 'two-instances@example.com', displayName: 'Two' });
      const keeper = await issueToken(dbs[0].prisma, user.id);
      const leaked = await issueToken(dbs[0].prisma, user.id, { label: 'leaked' });
      // Warm on B. A token's last use, written through A, clears no cache on B: the token stays cached.
      // (Written here: both instances run in this process, whose note of token uses already holds B's.)
      expect(await status(leaked.token, b)).toBe(200);
      expect(await status(leaked.token, b)).toBe(200);
      const cachedOnB = () => dbs[1].authCache.peek(`token:${sha256(leaked.token)}`) !== undefined;
      expect(cachedOnB()).toBe(true);
      await dbs[0].prisma.apiToken.updateMany({ where: { id: leaked.apiToken.id }, data: { lastUsedAt: new Date() } });
      await new Promise((r) => setTimeout(r, 300)); // a notification would have arrived by now
      expect(cachedOnB()).toBe(true);

      const { revokeApiToken: r } = await graphqlClient(a, keeper.token).request(RevokeToken, {
        input: { id: leaked.apiToken.id },
      });
      expect(r).toMatchObject({ deleted: true });
      // Within a second on B (the notification arrives at commit); at once on A.
      expect(await status(leaked.token, a)).toBe(401);
      await vi.waitFor(async () => expect(await status(leaked.token, b)).toBe(401), { timeout: 1000, interval: 20 });
      expect(await status(keeper.token, b)).toBe(200);
    } finally {
      await close();
    }
  });
});
