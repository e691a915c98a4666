/**
 * Member sign-in for the browser, over HTTP as a browser sends it: the sign-in form (no script),
 * the session cookie it sets, who a door that takes sessions sees, sign-out, and what the cookie
 * never opens (/v1, /graphql, another site's form).
 */
import { describe, expect, it, vi } from 'vitest';
import { SESSION_TTL_MS } from '../src/request/sessions.ts';
import { useServer } from './support/fixtures.ts';
import { revokeOwnTokens } from './support/tokens.ts';

const { s, owner } = useServer({ title: 'Session Org', members: {} });

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

  it('is never accepted by /v1 or /graphql', async () => {
    const cookie = cookieOf(await signIn(owner.token));
    expect((await fetch(`${s.baseUrl}/v1/orgs`, { headers: { cookie } })).status).toBe(401);
    const gql = await fetch(`${s.baseUrl}/graphql`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    const body = (await gql.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
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
    expect(await s.db.prisma.session.count({ where: { userId: someone.id } })).toBe(0);
  });
});
