/**
 * Rate limits through REST and GraphQL: per token, per address without a token, per address for
 * refused tokens, GraphQL by operation cost, the X-RateLimit headers, 429 with Retry-After, and
 * (on PostgreSQL) one budget shared by two instances.
 */
import { describe, expect, it } from 'vitest';
import { createOrganization } from '../src/modules/organizations/service.ts';
import { createToken, createUser } from '../src/modules/users/service.ts';
import { useServer } from './support/fixtures.ts';
import { startInstances } from './support/instances.ts';

const { s, owner, org } = useServer({
  env: { RATE_LIMIT_PER_MINUTE: '6', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '3', RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: '4' },
  title: 'Limited Org',
  outsider: false,
});

const get = (path: string, token?: string, base = s.baseUrl) =>
  fetch(base + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const graphql = (query: string, token: string) =>
  fetch(`${s.baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });

describe('rate limits', () => {
  it('count every request of a token, REST and GraphQL together, with headers; past the budget 429 and Retry-After', async () => {
    const user = await s.user('Busy');
    const remaining: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await get('/v1/orgs', user.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe('6');
      expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
      remaining.push(Number(res.headers.get('x-ratelimit-remaining')));
    }
    expect(remaining).toEqual([5, 4, 3]);
    for (let i = 0; i < 3; i++) expect((await graphql('{ viewer { id } }', user.token)).status).toBe(200);
    const refused = await get('/v1/orgs', user.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await refused.json()).error.code).toBe(429);
    expect((await graphql('{ viewer { id } }', user.token)).status).toBe(429);
    // Another token has its own budget.
    expect((await get('/v1/orgs', owner.token)).status).toBe(200);
  });

  it('charge a GraphQL operation by its cost (1 + 1 per 10 fields)', async () => {
    const user = await s.user('Wide');
    const wide = `{ ${Array.from({ length: 25 }, (_, i) => `f${i}: viewer { id displayName email }`).join(' ')} }`;
    // 100 fields: cost 11 is over a budget of 6, and nothing runs.
    const res = await graphql(wide, user.token);
    expect(res.status).toBe(429);
    expect((await res.json()).errors[0].extensions.code).toBe('RATE_LIMITED');
    expect((await graphql('{ viewer { id } }', user.token)).status).toBe(200);
  });

  it('count requests without a token per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(`/v1/orgs/${org.id}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('refuse an address that sent too many refused tokens, except for tokens known good', async () => {
    const good = await s.user('Good');
    expect((await get('/v1/orgs', good.token)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await get('/v1/orgs', `qr_api_guess${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    expect((await get('/v1/orgs', good.token)).status).toBe(200);
  });
});

describe('rate limits with exempt addresses', () => {
  // A reader front end on this host: every visitor's lookups and site-token reads come from it.
  const exempt = useServer({
    env: {
      RATE_LIMIT_PER_MINUTE: '2',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '2',
      RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1, ::1',
    },
    cast: false,
  });

  it('do not charge requests from an exempt address, with or without a token', async () => {
    const user = await exempt.s.user('Reader');
    const anonymous: number[] = [];
    const withToken: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await get('/v1/urls/published', undefined, exempt.s.baseUrl);
      anonymous.push(res.status);
      expect(res.headers.get('x-ratelimit-limit')).toBeNull();
      withToken.push((await get('/v1/orgs', user.token, exempt.s.baseUrl)).status);
    }
    // 400: the lookup needs a `url`; what matters is that the budget of 2 never answers 429.
    expect(anonymous).toEqual([400, 400, 400, 400, 400]);
    expect(withToken).toEqual([200, 200, 200, 200, 200]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('rate limits across instances', () => {
  it('share one budget between two instances of one PostgreSQL database', { timeout: 60_000 }, async () => {
    // Budgets are per one-minute window: start well inside one.
    const intoWindow = Date.now() % 60_000;
    if (intoWindow > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoWindow + 100));
    const { urls, dbs, close } = await startInstances(2, { RATE_LIMIT_PER_MINUTE: '10' });
    try {
      const user = await createUser(dbs[0].prisma, { email: 'limits@example.com', displayName: 'Limits' });
      const token = await createToken(dbs[0].prisma, user.id);
      await createOrganization(dbs[0].prisma, { title: 'Shared limits', ownerId: user.id });
      // The counts reach the database at each instance's next flush (every 250 ms): wait for them
      // there rather than for a fixed time, the machine may be busy.
      const total = async () =>
        Number(
          (await dbs[0].prisma.$queryRaw<{ n: bigint | null }[]>`SELECT sum("count") AS n FROM "RateLimitCounter"`)[0]
            .n ?? 0,
        );
      const until = async (n: number) => {
        for (let i = 0; i < 200 && (await total()) < n; i++) await new Promise((r) => setTimeout(r, 50));
        expect(await total()).toBe(n);
        // The instance that wrote it holds the answer of that same statement; leave it a moment.
        await new Promise((r) => setTimeout(r, 300));
      };
      for (let i = 0; i < 8; i++) expect((await get('/v1/orgs', token, urls[0])).status).toBe(200);
      await until(8);
      // Instance 2 learns the token's total at its own first flush of that token.
      expect((await get('/v1/orgs', token, urls[1])).status).toBe(200); // 9 of 10
      await until(9);
      const second = [];
      for (let i = 0; i < 2; i++) second.push((await get('/v1/orgs', token, urls[1])).status);
      expect(second).toEqual([200, 429]);
      // And instance 1 learns instance 2's share at its next flush (it refreshes every key of the window).
      await until(10);
      await new Promise((r) => setTimeout(r, 600));
      expect((await get('/v1/orgs', token, urls[0])).status).toBe(429);
    } finally {
      await close();
    }
  });
});
