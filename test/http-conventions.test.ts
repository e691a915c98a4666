/** HTTP conventions of /v1 and /graphql: HEAD, 405 with Allow, ETag and 304, CORS from one setting. */
import { describe, expect, it } from 'vitest';
import { space, useServer } from './support/fixtures.ts';

const { s, owner, org } = useServer({
  env: { CORS_ORIGINS: 'https://app.example, https://admin.example/' },
  title: 'HTTP Org',
  outsider: false,
});

const auth = () => ({ authorization: `Bearer ${owner.token}` });

describe('HTTP conventions', () => {
  it('answers HEAD wherever GET works, with the headers and no body', async () => {
    const get = await fetch(`${s.baseUrl}/v1/orgs/${org.id}`, { headers: auth() });
    const head = await fetch(`${s.baseUrl}/v1/orgs/${org.id}`, { method: 'HEAD', headers: auth() });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(await head.text()).toBe('');
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const res = await fetch(`${s.baseUrl}/v1/orgs/${org.id}`, { method: 'PUT', headers: auth() });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, PATCH');
    expect((await res.json()).error.code).toBe(405);
  });

  it('answers ETag on REST GETs and 304 to a matching If-None-Match; a change gives a new ETag', async () => {
    const sp = await space(s, owner, org.id, { title: 'Cached' });
    const first = await fetch(`${s.baseUrl}/v1/spaces/${sp.id}`, { headers: auth() });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await fetch(`${s.baseUrl}/v1/spaces/${sp.id}`, { headers: { ...auth(), 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await fetch(`${s.baseUrl}/v1/spaces/${sp.id}`, {
      method: 'PATCH',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Changed' }),
    });
    const changed = await fetch(`${s.baseUrl}/v1/spaces/${sp.id}`, { headers: { ...auth(), 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('allows the configured origins on /v1 and /graphql, preflights included, and no other', async () => {
    for (const path of ['/v1/orgs', '/graphql']) {
      const preflight = await fetch(s.baseUrl + path, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://app.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      const other = await fetch(s.baseUrl + path, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
      expect(other.status).toBe(204);
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    }
    const get = await fetch(`${s.baseUrl}/v1/orgs`, { headers: { ...auth(), origin: 'https://admin.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('https://admin.example');
    expect(get.headers.get('access-control-expose-headers')).toContain('x-ratelimit-remaining');
    const graphql = await fetch(`${s.baseUrl}/graphql`, {
      method: 'POST',
      headers: { ...auth(), origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(graphql.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the GraphiQL page', () => {
  it('is served compressed (brotli or gzip) with an ETag and caching; a revalidation is a 304', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${s.baseUrl}/graphql`, {
        headers: { accept: 'text/html', 'accept-encoding': encoding },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(Number(res.headers.get('content-length'))).toBeLessThan(3_000_000);
      expect(res.headers.get('cache-control')).toContain('max-age=');
      expect(await res.text()).toContain('Quire GraphiQL');
      const again = await fetch(`${s.baseUrl}/graphql`, {
        headers: { accept: 'text/html', 'if-none-match': res.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
    }
  });
});

describe('readiness and metrics', () => {
  it('/readyz checks the database and the migrations', async () => {
    const res = await fetch(`${s.baseUrl}/readyz`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('ready');
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThan(10);
  });

  it('/metrics counts requests by route and status, GraphQL operations by name, statements and event-loop lag', async () => {
    await fetch(`${s.baseUrl}/v1/orgs/${org.id}`, { headers: auth() });
    await fetch(`${s.baseUrl}/graphql`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query WhoAmI { viewer { id } }' }),
    });
    const res = await fetch(`${s.baseUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /quire_http_requests_total\{method="GET",route="\/v1\/orgs\/\{organizationId\}",status="200"\} [1-9]/,
    );
    expect(text).toMatch(/quire_http_request_duration_seconds_bucket\{.*route="\/graphql".*\} [1-9]/);
    expect(text).toMatch(/quire_graphql_operations_total\{operation="WhoAmI",type="query"\} 1/);
    expect(text).toMatch(/quire_db_statements_total [1-9]/);
    expect(text).toContain('quire_nodejs_eventloop_lag_seconds');
  });

  it('/metrics reports background jobs and, on PostgreSQL, the connection pool', async () => {
    // The OpenAPI processor sweeps for abandoned work once at start.
    let text = '';
    for (let i = 0; i < 50 && !/job="openapi_sweep",outcome="ok"\} [1-9]/.test(text); i++) {
      if (i) await new Promise((resolve) => setTimeout(resolve, 100));
      text = await (await fetch(`${s.baseUrl}/metrics`)).text();
    }
    expect(text).toMatch(/quire_background_job_runs_total\{job="openapi_sweep",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/quire_background_job_duration_seconds_count\{job="openapi_sweep"\} [1-9]/);
    expect(text).toMatch(/quire_background_jobs_running\{job="openapi_sweep"\} 0/);
    if (s.db.kind === 'postgresql') {
      expect(text).toMatch(/quire_db_pool_max_connections 10\b/);
      expect(text).toMatch(/quire_db_pool_connections\{state="idle"\} [1-9]/);
      expect(text).toMatch(/quire_db_pool_connections\{state="busy"\} \d/);
      expect(text).toMatch(/quire_db_pool_waiting_clients 0/);
    } else {
      expect(text).not.toContain('quire_db_pool_');
    }
  });
});

describe('compression', () => {
  it('gzips REST and GraphQL answers for clients that accept it, and not for others', async () => {
    for (let i = 0; i < 8; i++) await space(s, owner, org.id, { title: `Compressed ${i}` });
    const rest = await fetch(`${s.baseUrl}/v1/orgs/${org.id}/spaces`, {
      headers: { ...auth(), 'accept-encoding': 'gzip' },
    });
    expect(rest.headers.get('content-encoding')).toBe('gzip');
    expect((await rest.json()).items.length).toBeGreaterThanOrEqual(8);
    const plain = await fetch(`${s.baseUrl}/v1/orgs/${org.id}/spaces`, {
      headers: { ...auth(), 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const graphql = await fetch(`${s.baseUrl}/graphql`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({
        query: `{ organization(id: "${org.id}") { spaces(first: 50) { edges { node { key title urls { app } } } } } }`,
      }),
    });
    expect(graphql.headers.get('content-encoding')).toBe('gzip');
    expect((await graphql.json()).data.organization.spaces.edges.length).toBeGreaterThanOrEqual(8);
  });
});
