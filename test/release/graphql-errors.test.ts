/**
 * Errors as the built server reports them. The bundle once held two copies of graphql (a package
 * importing `graphql/language/parser` got the CommonJS build): yoga did not recognise the parser's
 * GraphQLError and masked every syntax error as a 500, which the sources never showed. Request
 * errors keep their codes and statuses; domain errors too, over GraphQL and REST.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, builtServers, type Person } from '../support/built.ts';

const servers = builtServers();
let s: BuiltServer;
let user: Person;

beforeAll(async () => {
  s = await servers.start();
  user = await s.user('Errors');
});

const post = async (query: string, accept = 'application/graphql-response+json') => {
  const res = await fetch(`${s.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: await res.json() };
};

describe('GraphQL errors from the built server', () => {
  it('a syntax error is a request error (400, or 200 for application/json), never a masked 500', async () => {
    const strict = await post('{ space(id: "x" { id } }');
    expect(strict.status).toBe(400);
    expect(strict.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(strict.body.errors[0].message).toContain('Syntax Error');
    const legacy = await post('{ space(id: "x" { id } }', 'application/json');
    expect(legacy.status).toBe(200);
    expect(legacy.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('a validation error and a lone surrogate are 400s that say what is wrong', async () => {
    const unknown = await post('{ spaceship { id } }');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const surrogate = await post('{ space(id: "\ud800") { id } }');
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(surrogate.body.errors[0].message).toContain("Argument 'id'");
  });

  it('a domain error keeps its code through GraphQL and its status through REST', async () => {
    const missing = await post('{ space(id: "nothing-here") { id } }');
    expect(missing.status).toBe(200);
    expect(missing.body.data).toEqual({ space: null });
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const rest = await fetch(`${s.baseUrl}/v1/spaces/nothing-here`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(rest.status).toBe(404);
    expect((await rest.json()).error.code).toBe(404);
  });
});
