/**
 * Member sign-in for the browser, over HTTP as a browser sends it: the sign-in form (no script),
 * the session cookie it sets, who a door that takes sessions sees, sign-out, and what the cookie
 * opens from this server's own pages (/v1, /graphql) but never from another site's.
 */
import { describe, expect, it, vi } from 'vitest';
import { SESSION_TTL_MS } from '../src/request/sessions.ts';
import { graphql } from './gql/index.ts';
import { useServer } from './support/fixtures.ts';
import { payload } from './support/graphql.ts';
import { graphqlClient } from './support/http.ts';
import { ADMIN_TOKEN } from './support/server.ts';
import { revokeOwnTokens } from './support/tokens.ts';

const { s, owner, org } = useServer({ title: 'Session Org', members: {} });

const TokenFor = graphql(`
  mutation SessionsTokenFor($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on CreateApiTokenPayload { token }
      ... on BaseError { message }
    }
  }
`);

const OwnSessions = graphql(`
  query SessionsOwn {
    viewer { sessions(first: 1000) { totalCount } }
  }
`);

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function signIn(token: string, headers: Record<string, string> = {}, next?: string) {
  return fetch(`${s.baseUrl}/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: s.baseUrl, ...headers },
    body: form({ token, ...(next ? { next } : {}) }),
  });
}

const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0];

async function signedInAs(cookie: string): Promise<string | null> {
  const res = await fetch(`${s.baseUrl}/signin`, { headers: { cookie } });
  const html = await res.text();
  return /Signed in as <strong>([^<]*)<\/strong>/.exec(html)?.[1] ?? null;
}

describe('browser sign-in', () => {
  it('serves a form without script, under a CSP that allows none', async () => {
    const res = await fetch(`${s.baseUrl}/signin?next=/sites/x`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    const html = await res.text();
    expect(html).toContain('<form method="post" action="/signin">');
    expect(html).toContain('name="token" type="password"');
    expect(html).toContain('name="next" value="/sites/x"');
    expect(html).not.toMatch(/<script/i);
  });

  it('opens a session from an API token: an HttpOnly, SameSite=Lax cookie the sign-in page reads', async () => {
    const res = await signIn(owner.token, {}, '/sites/somewhere');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/sites/somewhere');
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^quire_session=[A-Za-z0-9]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    // The token is nowhere in the cookie or the address.
    expect(setCookie).not.toContain(owner.token);
    expect(await signedInAs(cookieOf(res))).toBe('Owner');
  });

  it('sets Secure behind https, and sends only to local paths', async () => {
    const res = await signIn(owner.token, { 'x-forwarded-proto': 'https' }, '//evil.example/x');
    expect(res.headers.get('set-cookie')).toContain('Secure');
    expect(res.headers.get('location')).toBe('/signin');
  });

  it('refuses unknown tokens and forms sent by another site', async () => {
    const wrong = await signIn('not-a-token');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect(await wrong.text()).toContain('unknown or expired');
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: s.baseUrl, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const res = await signIn(owner.token, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const json = await fetch(`${s.baseUrl}/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: s.baseUrl },
      body: JSON.stringify({ token: owner.token }),
    });
    expect(json.status).toBe(400);
  });

  it("is accepted by /v1 and /graphql from this server's own pages only", async () => {
    const cookie = cookieOf(await signIn(owner.token));
    const v1 = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
      fetch(`${s.baseUrl}${path}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
      });
    const viewerOf = async (headers: Record<string, string>, method = 'POST') => {
      const res =
        method === 'GET'
          ? await fetch(`${s.baseUrl}/graphql?query=${encodeURIComponent('{ viewer { displayName } }')}`, {
              headers: { cookie, accept: 'application/json', ...headers },
            })
          : await v1('POST', '/graphql', headers, { query: '{ viewer { displayName } }' });
      const body = (await res.json()) as {
        data?: { viewer?: { displayName: string } };
        errors?: { extensions?: { code?: string } }[];
      };
      return body.data?.viewer?.displayName ?? body.errors?.[0]?.extensions?.code;
    };
    // GraphiQL and the reader's pages: a POST with this server's Origin, a GET without one.
    expect(await viewerOf({ origin: s.baseUrl })).toBe('Owner');
    expect(await viewerOf({}, 'GET')).toBe('Owner');
    expect((await v1('GET', '/v1/orgs', {})).status).toBe(200);
    const created = await v1('POST', `/v1/orgs/${org.id}/spaces`, { origin: s.baseUrl }, { title: 'From the browser' });
    expect(created.status).toBe(201);
    // Another site's page, a sandboxed one (`null`), a change without Origin, a cross-site fetch:
    // the cookie is not read, so the request is anonymous.
    for (const headers of [
      { origin: 'https://evil.example' } as Record<string, string>,
      { origin: 'null' },
      {},
      { 'sec-fetch-site': 'cross-site', origin: s.baseUrl },
    ])
      expect(await viewerOf(headers), JSON.stringify(headers)).toBe('UNAUTHENTICATED');
    expect((await v1('GET', '/v1/orgs', { origin: 'https://evil.example' })).status).toBe(401);
    expect((await v1('GET', '/v1/orgs', { 'sec-fetch-site': 'cross-site' })).status).toBe(401);
    for (const headers of [{}, { origin: 'https://evil.example' }] as Record<string, string>[]) {
      const res = await v1('POST', `/v1/orgs/${org.id}/spaces`, headers, { title: 'Forged' });
      expect(res.status, JSON.stringify(headers)).toBe(401);
    }
  });

  it('ends at sign-out, at expiry, and when its API token is deleted', async () => {
    const first = cookieOf(await signIn(owner.token));
    const out = await fetch(`${s.baseUrl}/signout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: first, origin: s.baseUrl },
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(await signedInAs(first)).toBeNull();
    expect((await fetch(`${s.baseUrl}/signout`, { redirect: 'manual' })).status).toBe(405);

    // A week later (the server, in this process, asked through a clock set forward), the session
    // has expired; a minute before, it had not.
    const second = cookieOf(await signIn(owner.token));
    const issued = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: issued + SESSION_TTL_MS - 60_000, shouldAdvanceTime: true });
    try {
      expect(await signedInAs(second)).toBe('Owner');
      vi.setSystemTime(issued + SESSION_TTL_MS + 60_000);
      expect(await signedInAs(second)).toBeNull();
    } finally {
      vi.useRealTimers();
    }

    const someone = await s.user('Someone');
    const third = cookieOf(await signIn(someone.token));
    expect(await signedInAs(third)).toBe('Someone');
    // Revoking the token the session was opened with ends the session.
    await revokeOwnTokens(s.baseUrl, someone.token);
    expect(await signedInAs(third)).toBeNull();
    // The sessions someone still has, as they list them with a token the instance admin makes them afterwards.
    const made = await graphqlClient(s.baseUrl, ADMIN_TOKEN).request(TokenFor, { input: { email: someone.email } });
    const fresh = payload(made.createApiToken, 'CreateApiTokenPayload').token;
    expect((await graphqlClient(s.baseUrl, fresh).request(OwnSessions)).viewer.sessions?.totalCount).toBe(0);
  });
});
