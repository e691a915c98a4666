/**
 * `npm run bench`: the paths added beside the API's reads, on the built server (`npm start`'s
 * settings), each beside a plain REST read measured in the same run: a space's permissions
 * (GitBook's routes), the writers' MCP server (`/mcp`) and the readers' (`<site>/~gitbook/mcp`),
 * a reader's batch of insights events (p50/p99 only: the per-site budget of events bounds a
 * throughput run), and the OpenID Connect sign-in against a real OpenID provider started here (oidc-provider, as the
 * tests use it; its own time is included in the full sign-in and measured apart).
 * Reads: p50/p99 one at a time (200 after 20 not counted), then requests per second with 16
 * connections for BENCH_SECONDS (3). Sign-ins: p50/p99 over BENCH_SIGNINS (30), one at a time.
 * Embedded PGlite by default, PostgreSQL with DATABASE_URL.
 */
import { type OpenIdProvider, openIdProvider, throughProvider } from '../test/support/openid.ts';
import { ADMIN_TOKEN, apiOf, benchOwner, pct, startBuilt, stopBuilt } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const SIGNINS = Number(process.env.BENCH_SIGNINS ?? 30);
const CONNECTIONS = 16;

type Call = () => Promise<Response>;

async function ok(call: Call) {
  const res = await call();
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status}: ${text.slice(0, 200)}`);
  return text;
}

async function latency(call: Call) {
  for (let i = 0; i < 20; i++) await ok(call);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await ok(call);
    times.push(performance.now() - t);
  }
  return { p50: pct(times, 50), p99: pct(times, 99) };
}

async function throughput(call: Call) {
  let done = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        await ok(call);
        done++;
      }
    }),
  );
  return done / SECONDS;
}

const rows: string[][] = [];
async function row(label: string, call: Call) {
  const { p50, p99 } = await latency(call);
  const rps = await throughput(call);
  rows.push([label, `${p50.toFixed(2)} ms`, `${p99.toFixed(2)} ms`, `${Math.round(rps)}`]);
}

const s = await startBuilt('paths');
let op: OpenIdProvider | undefined;
try {
  const { call, graphql } = apiOf(s.base);
  const { token, org } = await benchOwner(s.base, 'paths');
  const space = (await call<{ id: string }>('POST', `/v1/orgs/${org}/spaces`, { title: 'Docs' }, token)).id;
  let pageId = '';
  for (let i = 0; i < 20; i++) {
    const { createPage } = await graphql<{ createPage: { page: { key: string } } }>(
      'mutation ($input: CreatePageInput!) { createPage(input: $input) { ... on CreatePagePayload { page { key } } } }',
      {
        input: {
          spaceId: space,
          title: `Topic ${i}`,
          markdown: `# Topic ${i}\n\n${'Install the tool and configure its port. '.repeat(20)}\n`,
        },
      },
      token,
    );
    pageId ||= createPage.page.key;
  }
  // Ten readers granted the space (the permission lists' rows).
  for (let i = 0; i < 10; i++) {
    const { createUser: reader } = await graphql<{ createUser: { user: { key: string } } }>(
      'mutation ($input: CreateUserInput!) { createUser(input: $input) { ... on CreateUserPayload { user { key } } } }',
      { input: { email: `bench-reader-${i}@example.com`, displayName: `Reader ${i}` } },
      ADMIN_TOKEN,
    );
    const added = await graphql<{ addOrganizationMember: { __typename: string; message?: string } }>(
      'mutation ($input: AddOrganizationMemberInput!) { addOrganizationMember(input: $input) { __typename ... on BaseError { message } } }',
      { input: { organizationId: org, email: `bench-reader-${i}@example.com`, role: null } },
      ADMIN_TOKEN,
    );
    if (added.addOrganizationMember.message) throw new Error(added.addOrganizationMember.message);
    await call('POST', `/v1/spaces/${space}/permissions`, { users: [reader.user.key], role: 'read' }, token);
  }
  const site = await call<{ id: string }>('POST', `/v1/orgs/${org}/sites`, { title: 'Docs', spaces: [space] }, token);
  await call('POST', `/v1/orgs/${org}/sites/${site.id}/publish`, undefined, token);

  const get = (path: string) => () => fetch(`${s.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const mcp = (url: string, name: string, args: Record<string, unknown>, auth?: string) => () =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
    });
  const siteMcp = `${s.base}/sites/${org}/${site.id}/~gitbook/mcp`;

  await row('GET /v1/spaces/{id} (reference)', get(`/v1/spaces/${space}`));
  await row('GET /v1/spaces/{id}/permissions/users', get(`/v1/spaces/${space}/permissions/users`));
  await row('GET /v1/spaces/{id}/permissions/aggregate', get(`/v1/spaces/${space}/permissions/aggregate`));
  await row('writers MCP: search', mcp(`${s.base}/mcp`, 'search', { query: 'port', spaceId: space }, token));
  await row('writers MCP: get_page', mcp(`${s.base}/mcp`, 'get_page', { spaceId: space, pageId }, token));
  await row('readers MCP: searchDocumentation', mcp(siteMcp, 'searchDocumentation', { query: 'port' }));
  // A reader's batch of 10 insights events, each batch from a new session (the per-session budget).
  let sessions = 0;
  const insightsBatch = () => {
    const session = { sessionId: `bench-${++sessions}`, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', language: 'en' };
    const location = { url: `${s.base}/sites/${org}/${site.id}/topic-0`, space, page: pageId };
    const events = Array.from({ length: 10 }, (_, i) =>
      i % 5 === 4
        ? { type: 'search_type_query', query: 'port', session, location }
        : { type: 'page_view', session, location },
    );
    return fetch(`${s.base}/v1/orgs/${org}/sites/${site.id}/insights/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
    });
  };
  const tracked = await latency(insightsBatch);
  rows.push([
    'POST insights/events (10 events, no token)',
    `${tracked.p50.toFixed(2)} ms`,
    `${tracked.p99.toFixed(2)} ms`,
    '',
  ]);
  await row('readers MCP: getPage', mcp(siteMcp, 'getPage', { url: `${s.base}/sites/${org}/${site.id}/topic-0` }));

  // OpenID Connect sign-in: start, the provider, the callback (a new person the first time, then a member).
  op = await openIdProvider();
  const provider = await call<{ id: string }>(
    'POST',
    `/v1/orgs/${org}/oidc`,
    { label: 'Bench OP', issuer: op.issuer, clientId: 'bench', clientSecret: 'bench-secret', defaultRole: 'read' },
    token,
  );
  op.start([
    {
      client_id: 'bench',
      client_secret: 'bench-secret',
      redirect_uris: [`${s.base}/sso/oidc/${provider.id}/callback`],
    },
  ]);
  op.accounts.set('ann', { email: 'ann@bench.test', email_verified: true, name: 'Ann' });
  op.next = 'ann';
  const full: number[] = [];
  const callbacks: number[] = [];
  for (let i = -3; i < SIGNINS; i++) {
    const t = performance.now();
    const callback = await throughProvider(`${s.base}/sso/oidc/${provider.id}/start`, op.issuer);
    const c = performance.now();
    await ok(() => fetch(callback, { headers: { accept: 'application/json' } }));
    const end = performance.now();
    if (i < 0) continue;
    full.push(end - t);
    callbacks.push(end - c);
  }
  rows.push([
    'OIDC sign-in, start to token (provider included)',
    `${pct(full, 50).toFixed(1)} ms`,
    `${pct(full, 99).toFixed(1)} ms`,
    '',
  ]);
  rows.push([
    'OIDC callback alone (code exchange, checks, token)',
    `${pct(callbacks, 50).toFixed(1)} ms`,
    `${pct(callbacks, 99).toFixed(1)} ms`,
    '',
  ]);

  console.log(`\nThe new paths, on the built server (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}):`);
  const widths = [52, 10, 10, 8];
  const line = (cells: string[]) => cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' ');
  console.log(line(['path', 'p50', 'p99', 'req/s']));
  for (const r of rows) console.log(line(r));
} finally {
  await op?.close();
  await stopBuilt(s);
}
