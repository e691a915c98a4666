/**
 * Hostile input through both surfaces: NUL characters and over-deep JSON are 400s naming the
 * field (never 500), and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/server.ts';
import { cast, type Person, site, space } from './support/fixtures.ts';
import { call } from './support/http.ts';

let s: TestServer;
let owner: Person;
let orgId: string;

beforeAll(async () => {
  s = await startServer();
  ({ owner, orgId } = await cast(s, { title: 'Hardening Org', outsider: false }));
});
afterAll(() => s?.close());

const gql = (query: string, variables?: Record<string, unknown>) =>
  call(s.baseUrl, owner.token, 'POST', '/graphql', { query, variables });

/** `{"a":{"a":...}}` nested `depth` levels, as JSON text (too deep for JSON.stringify's recursion). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}{}${'}'.repeat(depth)}`;

describe('NUL characters', () => {
  it('are refused in REST path segments, query strings and body fields with 400 naming the field', async () => {
    const sp = await space(s, owner, orgId);
    const path = await call(s.baseUrl, owner.token, 'GET', '/v1/spaces/%00');
    expect(path.status).toBe(400);
    expect(path.body.error.message).toContain("'spaceId'");
    const query = await call(s.baseUrl, owner.token, 'GET', `/v1/orgs/${orgId}/spaces?search=a%00b`);
    expect([200, 400]).toContain(query.status); // an undeclared query parameter is ignored
    const members = await call(s.baseUrl, owner.token, 'GET', `/v1/orgs/${orgId}/members?search=a%00b`);
    expect(members.status).toBe(400);
    expect(members.body.error.message).toContain("'search'");
    const body = await call(s.baseUrl, owner.token, 'PATCH', `/v1/spaces/${sp.id}`, { title: 'a\u0000b' });
    expect(body.status).toBe(400);
    expect(body.body.error.message).toContain("'title'");
    expect((await s.db.prisma.space.findUniqueOrThrow({ where: { id: sp.id } })).title).toBe('Docs');
  });

  it('are refused in GraphQL literals and variables', async () => {
    const literal = await gql('{ organization(id: "a\\u0000b") { key } }');
    expect(literal.status).toBe(400);
    expect(literal.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    const variable = await gql('query ($id: String!) { organization(id: $id) { key } }', { id: 'a\u0000b' });
    expect(variable.status).toBe(400);
    expect(variable.body.errors[0].message).toContain("'id'");
  });
});

describe('deep JSON', () => {
  it('is refused past 64 levels through REST and GraphQL; shallower schemas still work', async () => {
    const created = await site(s, owner, orgId, { title: 'Deep' });
    const path = `/v1/orgs/${orgId}/sites/${created.id}/adaptive-schema`;
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
      `{"query":${JSON.stringify(mutation)},"variables":{"input":{"organizationId":"${orgId}","siteId":"${created.id}","jsonSchema":${nested(5_000)}}}}`,
    );
    expect(viaGraphql.status).toBe(400);
    expect(viaGraphql.body.errors[0].message).toContain('jsonSchema');
    const fine = await call(s.baseUrl, owner.token, 'PUT', path, {
      jsonSchema: { type: 'object', properties: { plan: { type: 'string' } }, additionalProperties: false },
    });
    expect(fine.status).toBe(200);
  });
});
