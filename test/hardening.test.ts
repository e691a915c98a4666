/**
 * Hostile input through both surfaces: NUL characters and over-deep JSON are 400s naming the
 * field (never 500), and nothing is stored.
 */
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { site, space, useServer } from './support/fixtures.ts';
import { gitbook } from './support/gitbook.ts';
import { call } from './support/http.ts';
import { startServer } from './support/server.ts';

const { s, owner, org } = useServer({ title: 'Hardening Org', outsider: false });

const gql = (query: string, variables?: Record<string, unknown>) =>
  call(s.baseUrl, owner.token, 'POST', '/graphql', { query, variables });

/** `{"a":{"a":...}}` nested `depth` levels, as JSON text (too deep for JSON.stringify's recursion). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}{}${'}'.repeat(depth)}`;

describe('NUL characters', () => {
  it('are refused in REST path segments, query strings and body fields with 400 naming the field', async () => {
    const sp = await space(s, owner, org.id);
    const path = await call(s.baseUrl, owner.token, 'GET', '/v1/spaces/%00');
    expect(path.status).toBe(400);
    expect(path.body.error.message).toContain("'spaceId'");
    const query = await call(s.baseUrl, owner.token, 'GET', `/v1/orgs/${org.id}/spaces?search=a%00b`);
    expect([200, 400]).toContain(query.status); // an undeclared query parameter is ignored
    const members = await call(s.baseUrl, owner.token, 'GET', `/v1/orgs/${org.id}/members?search=a%00b`);
    expect(members.status).toBe(400);
    expect(members.body.error.message).toContain("'search'");
    const body = await call(s.baseUrl, owner.token, 'PATCH', `/v1/spaces/${sp.id}`, { title: 'a\u0000b' });
    expect(body.status).toBe(400);
    expect(body.body.error.message).toContain("'title'");
    expect((await gitbook(s.baseUrl, owner.token).spaces.getSpaceById(sp.id)).data.title).toBe('Docs');
  });

  it('are refused in GraphQL literals and variables', async () => {
    const literal = await gql('{ organization(id: "a\\u0000b") { key } }');
    expect(literal.status).toBe(400);
    expect(literal.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    const variable = await gql('query ($id: ID!) { organization(id: $id) { key } }', { id: 'a\u0000b' });
    expect(variable.status).toBe(400);
    expect(variable.body.errors[0].message).toContain("'id'");
  });
});

describe('lone surrogates', () => {
  it('are refused in GraphQL documents, raw or escaped, with 400 naming the argument', async () => {
    // JSON's "\ud800" decodes to a lone surrogate inside the document text.
    for (const query of ['{ space(id: "\ud800") { id } }', '{ space(id: "a\\udc00b") { id } }']) {
      const answer = await gql(query);
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].extensions.code).toBe('BAD_REQUEST');
      expect(answer.body.errors[0].message).toContain("Argument 'id'");
    }
    // A pair is a character, not a lone surrogate: the lookup runs (and finds nothing).
    const pair = await gql('{ space(id: "\ud83d\ude00") { id } }');
    expect(pair.status).toBe(200);
    expect(pair.body.data.space).toBeNull();
  });

  it('are refused in GraphQL variables and REST bodies with 400 naming the field; nothing is stored', async () => {
    const variable = await gql('query ($id: ID!) { space(id: $id) { id } }', { id: '\ud800' });
    expect(variable.status).toBe(400);
    expect(variable.body.errors[0].message).toContain("'id'");
    const sp = await space(s, owner, org.id);
    const body = await call(s.baseUrl, owner.token, 'PATCH', `/v1/spaces/${sp.id}`, '{"title":"a\\udc00b"}');
    expect(body.status).toBe(400);
    expect(body.body.error.message).toContain("'title'");
    expect((await gitbook(s.baseUrl, owner.token).spaces.getSpaceById(sp.id)).data.title).toBe('Docs');
  });
});

describe('deep JSON', () => {
  it('is refused past 64 levels through REST and GraphQL; shallower schemas still work', async () => {
    const created = await site(s, owner, org.id, { title: 'Deep' });
    const path = `/v1/orgs/${org.id}/sites/${created.id}/adaptive-schema`;
    const deep = await call(s.baseUrl, owner.token, 'PUT', path, `{"jsonSchema":${nested(10_000)}}`);
    expect(deep.status).toBe(400);
    expect(deep.body.error.message).toContain('jsonSchema');
    const mutation =
      'mutation ($input: UpdateSiteAdaptiveSchemaInput!) { updateSiteAdaptiveSchema(input: $input) { __typename } }';
    const viaGraphql = await call(
      s.baseUrl,
      owner.token,
      'POST',
      '/graphql',
      `{"query":${JSON.stringify(mutation)},"variables":{"input":{"organizationId":"${org.id}","siteId":"${created.id}","jsonSchema":${nested(5_000)}}}}`,
    );
    expect(viaGraphql.status).toBe(400);
    expect(viaGraphql.body.errors[0].message).toContain('jsonSchema');
    const fine = await call(s.baseUrl, owner.token, 'PUT', path, {
      jsonSchema: { type: 'object', properties: { plan: { type: 'string' } }, additionalProperties: false },
    });
    expect(fine.status).toBe(200);
  });
});

describe('CSRF: only JSON bodies are executed', () => {
  it('refuses form and multipart posts to /graphql with 415, and runs nothing', async () => {
    const before = (await gitbook(s.baseUrl, owner.token).orgs.getOrganizationById(org.id)).data.title;
    const query = `mutation { updateOrganization(input: { organizationId: "${org.id}", title: "Hijacked" }) { __typename } }`;
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', new URLSearchParams({ query }).toString()],
      [
        'multipart/form-data; boundary=x',
        `--x\r\ncontent-disposition: form-data; name="query"\r\n\r\n${query}\r\n--x--\r\n`,
      ],
      ['text/plain', JSON.stringify({ query })],
    ]) {
      const res = await fetch(`${s.baseUrl}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': type },
        body,
      });
      expect(res.status).toBe(415);
      expect((await res.json()).errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect((await gitbook(s.baseUrl, owner.token).orgs.getOrganizationById(org.id)).data.title).toBe(before);
  });

  it('answers 415 to a REST body that is not JSON', async () => {
    const res = await fetch(`${s.baseUrl}/v1/orgs/${org.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'title=Hijacked',
    });
    expect(res.status).toBe(415);
    expect((await res.json()).error.code).toBe(415);
  });
});

describe('slow and oversized requests', () => {
  /** Sends `head` (then `trickle` one byte every 200 ms) on a raw socket; resolves with the raw response. */
  const rawRequest = (baseUrl: string, head: string, trickle = '') =>
    new Promise<string>((resolve, reject) => {
      const { hostname, port } = new URL(baseUrl);
      const socket = connect(Number(port), hostname, () => socket.write(head));
      let response = '';
      let i = 0;
      const timer = setInterval(() => {
        if (i < trickle.length && socket.writable) socket.write(trickle[i++]);
      }, 200);
      socket.on('data', (d) => {
        response += d.toString();
      });
      socket.on('close', () => {
        clearInterval(timer);
        resolve(response);
      });
      socket.on('error', (error) => {
        clearInterval(timer);
        if (response) resolve(response);
        else reject(error);
      });
    });

  it('answers 408 in JSON to a client trickling its body or its headers, and closes the connection', async () => {
    const slow = await startServer({ env: { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '1500' } });
    try {
      const started = Date.now();
      const body = await rawRequest(
        slow.baseUrl,
        `PATCH /v1/orgs/${org.id} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000000\r\n\r\n{`,
        '"title": "slow"'.repeat(10),
      );
      expect(body).toMatch(/^HTTP\/1\.1 408/);
      expect(body).toContain('"code":408');
      const headers = await rawRequest(slow.baseUrl, 'GET /v1/orgs HTTP/1.1\r\n', 'host: x\r\nx-slow: 1234567890');
      expect(headers).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await slow.close();
    }
  });

  it("keeps an idle kept-alive connection open past Node's 5 s and past the headers timeout", async () => {
    // A client reusing a connection the server is closing at that moment gets a reset: the server
    // must keep idle connections longer than clients and proxies do. Idle time does not count
    // against the headers timeout (1 s here), which keeps cutting slow clients.
    const quick = await startServer({ env: { HEADERS_TIMEOUT_MS: '1000' } });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = request(`${quick.baseUrl}/healthz`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket }));
        });
        req.on('error', reject).end();
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      await new Promise((r) => setTimeout(r, 7000));
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
      await quick.close();
    }
  });

  it('answers 413 to a GraphQL body over 25 MB, whether its length is announced or it comes chunked', async () => {
    const announced = await rawRequest(
      s.baseUrl,
      `POST /graphql HTTP/1.1\r\nhost: x\r\nconnection: close\r\ncontent-type: application/json\r\ncontent-length: 25000001\r\n\r\n{"query":"`,
    );
    expect(announced).toMatch(/^HTTP\/1\.1 413/);
    expect(announced).toContain('REQUEST_ENTITY_TOO_LARGE');
    // Chunked: counted as it arrives. A connection of its own, closed after (the server answers
    // before the client has sent it all).
    const chunked = (megabytes: number) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request(`${s.baseUrl}/graphql`, {
          method: 'POST',
          agent: false,
          headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        });
        let answered = false;
        req.on('response', (res) => {
          answered = true;
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => {
            resolve({ status: res.statusCode!, text });
            req.destroy();
          });
        });
        req.on('error', (error) => answered || reject(error));
        const megabyte = 'a'.repeat(1 << 20);
        let sent = 0;
        const write = () => {
          while (sent < megabytes && !answered) {
            sent++;
            if (!req.write(megabyte)) return void req.once('drain', write);
          }
          if (!answered) req.end('"}}');
        };
        req.write('{"query":"{ viewer { id } }","variables":{"unused":"');
        write();
      });
    const over = await chunked(26);
    expect(over.status).toBe(413);
    expect(over.text).toContain('REQUEST_ENTITY_TOO_LARGE');
    // Within the limit, chunked or not, a query runs.
    const within = await chunked(2);
    expect(within.status).toBe(200);
    expect(JSON.parse(within.text).data.viewer.id).toBeTruthy();
  });

  it('answers 431 in JSON to an oversized URL', async () => {
    const res = await fetch(`${s.baseUrl}/v1/orgs?x=${'a'.repeat(40_000)}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.status).toBe(431);
    expect((await res.json()).error.code).toBe(431);
  });
});

describe('no silent drops', () => {
  it('answers 400 naming a body field the operation does not take, and stores nothing', async () => {
    const sp = await space(s, owner, org.id, { title: 'Strict' });
    const res = await call(s.baseUrl, owner.token, 'PATCH', `/v1/spaces/${sp.id}`, { title: 'New', language: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("'language'");
    expect((await gitbook(s.baseUrl, owner.token).spaces.getSpaceById(sp.id)).data.title).toBe('Strict');
    const cr = await call(s.baseUrl, owner.token, 'POST', `/v1/spaces/${sp.id}/change-requests`, {
      subject: 'x',
      description: 'not taken',
    });
    expect(cr.status).toBe(400);
    expect(cr.body.error.message).toContain("'description'");
    // A wrong type on a known field is a 400 too.
    const wrong = await call(s.baseUrl, owner.token, 'PATCH', `/v1/spaces/${sp.id}`, { title: 42 });
    expect(wrong.status).toBe(400);
  });

  it('validates `page` on every list, also one with a single page', async () => {
    const sp = await space(s, owner, org.id, { title: 'Paged' });
    const revision = (await call(s.baseUrl, owner.token, 'GET', `/v1/spaces/${sp.id}`)).body.revision;
    const path = `/v1/spaces/${sp.id}/revisions/${revision}/changes`;
    expect((await call(s.baseUrl, owner.token, 'GET', `${path}?page=not-a-cursor`)).status).toBe(400);
    expect((await call(s.baseUrl, owner.token, 'GET', path)).status).toBe(200);
    expect((await call(s.baseUrl, owner.token, 'GET', `/v1/orgs/${org.id}/spaces?page=%%%`)).status).toBe(400);
  });
});

describe('other entry points', () => {
  it('answer 4xx, never 5xx, to NUL characters and malformed escapes in their paths', async () => {
    for (const path of [
      '/assets/integrations/%00/icon.png',
      '/assets/integrations/a%00b/x.png',
      '/sso/saml/%00/metadata',
      '/sso/saml/a%00b/start',
      '/v1/spaces/%C3%28',
      '/v1/orgs/%E0%A4%A',
    ]) {
      const res = await fetch(s.baseUrl + path, { headers: { authorization: `Bearer ${owner.token}` } });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});

describe('the same rules through GraphQL', () => {
  it('refuses an input field the mutation does not take, and changes nothing', async () => {
    const sp = await space(s, owner, org.id, { title: 'Typed' });
    const res = await gql(
      `mutation { updateSpace(input: { spaceId: "${sp.id}", title: "New", language: "fr" }) { __typename } }`,
    );
    // A validation error (yoga answers it with 200 to an application/json client, as GraphQL over HTTP says).
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.body.errors[0].message).toContain('language');
    expect(res.body.data).toBeUndefined();
    expect((await gitbook(s.baseUrl, owner.token).spaces.getSpaceById(sp.id)).data.title).toBe('Typed');
  });

  it('gives members the published view of an unpublished site as a preview', async () => {
    const created = await site(s, owner, org.id, { title: 'Draft site' });
    const res = await gql(
      `{ publishedSite(organizationId: "${org.id}", siteId: "${created.id}") { site { key published } } }`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.publishedSite.site).toEqual({ key: created.id, published: false });
    const anonymous = await call(s.baseUrl, undefined, 'POST', '/graphql', {
      query: `{ publishedSite(organizationId: "${org.id}", siteId: "${created.id}") { site { key } } }`,
    });
    expect(anonymous.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
