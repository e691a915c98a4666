/**
 * POST /graphql answers plain JSON requests without yoga's Fetch API layer (src/app/graphql-http.ts):
 * the answer must be the one yoga gives. A request with `extensions` always goes through yoga, so
 * each case is sent both ways and the status, content type and body compared.
 */
import { describe, expect, it } from 'vitest';
import { regularMediaType } from '../src/app/graphql-http.ts';
import { space, useServer } from './support/fixtures.ts';

const { s, owner, outsider, org } = useServer({ title: 'GraphQL HTTP Org' });

interface Sent {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  token?: string;
  accept?: string;
}

async function post(sent: Sent, viaYoga: boolean) {
  const res = await fetch(`${s.baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(sent.accept ? { accept: sent.accept } : {}),
      ...(sent.token ? { authorization: `Bearer ${sent.token}` } : {}),
    },
    body: JSON.stringify({
      query: sent.query,
      variables: sent.variables,
      operationName: sent.operationName,
      ...(viaYoga ? { extensions: {} } : {}),
    }),
  });
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

/**
 * The answer of both paths, checked equal. The executor fills `data` and `errors` in the order the
 * fields resolve, so two runs of one request may list them differently: compare them as sets.
 */
async function both(sent: Sent) {
  const direct = await post(sent, false);
  const viaYoga = await post(sent, true);
  expect({ ...direct, body: comparable(direct.body) }).toEqual({ ...viaYoga, body: comparable(viaYoga.body) });
  return { ...direct, json: JSON.parse(direct.body) };
}

function comparable(body: string) {
  const json = JSON.parse(body);
  const byPath = (e: { path?: unknown[] }) => JSON.stringify(e.path ?? []);
  if (Array.isArray(json.errors)) json.errors.sort((x: never, y: never) => byPath(x).localeCompare(byPath(y)));
  return json;
}

describe('POST /graphql without the Fetch API layer', () => {
  it('answers a query as yoga does, under each Accept header', async () => {
    const sp = await space(s, owner, org.id, { title: 'Direct' });
    const query = 'query ($id: ID!) { space(id: $id) { key title permissions { view admin } } }';
    for (const accept of [
      undefined,
      '*/*',
      'application/json',
      'application/graphql-response+json, application/json',
    ]) {
      const answer = await both({ query, variables: { id: sp.id }, token: owner.token, accept });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({
        data: { space: { key: sp.id, title: 'Direct', permissions: { view: true, admin: true } } },
      });
    }
    expect(
      (await both({ query, variables: { id: sp.id }, token: owner.token, accept: 'application/graphql-response+json' }))
        .type,
    ).toBe('application/graphql-response+json; charset=utf-8');
  });

  it('keeps the fields that resolved beside a field error, and answers errors without data with their status', async () => {
    const sp = await space(s, owner, org.id, { title: 'Partial' });
    const partial = await both({
      query: `{ a: space(id: "${sp.id}") { title } b: organization(id: "${org.id}") { title } }`,
      token: outsider.token,
    });
    expect(partial.status).toBe(200);
    expect(partial.json.errors.length).toBeGreaterThan(0);
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const anonymous = await both({ query: '{ viewer { id } }', accept });
      expect(anonymous.json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect((await both({ query: '{ viewer { id } }', accept: 'application/graphql-response+json' })).status).toBe(401);
  });

  it('answers bad variables, unknown fields and the chosen operation as yoga does', async () => {
    const badVariable = await both({
      query: 'query ($id: ID!) { space(id: $id) { key } }',
      variables: { id: 42.5 },
      token: owner.token,
    });
    expect(badVariable.json.data).toBeUndefined();
    let deep = 'key';
    for (let i = 0; i < 15; i++) deep = `node(id: "x") { ... on Organization { ${deep} } }`;
    const tooDeep = await both({ query: `{ ${deep} }`, token: owner.token });
    expect(tooDeep.json.errors[0].message).toMatch(/depth/i);
    const unknownField = await both({ query: '{ viewer { nope } }', token: owner.token });
    expect(unknownField.json.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const chosen = await both({
      query: 'query A { viewer { id } } query B { __typename }',
      operationName: 'B',
      token: owner.token,
    });
    expect(chosen.json).toEqual({ data: { __typename: 'Query' } });
    const missingName = await both({ query: 'query A { viewer { id } } query B { __typename }', token: owner.token });
    expect(missingName.json.errors.length).toBe(1);
  });

  it('runs mutations once, with their typed errors', async () => {
    const sp = await space(s, owner, org.id, { title: 'Before' });
    const query = `mutation ($input: UpdateSpaceInput!) {
      updateSpace(input: $input) { __typename ... on UpdateSpacePayload { space { title } } ... on BaseError { message status } }
    }`;
    const direct = await post(
      { query, variables: { input: { spaceId: sp.id, title: 'After' } }, token: owner.token },
      false,
    );
    expect(direct.status).toBe(200);
    expect(JSON.parse(direct.body).data.updateSpace.space.title).toBe('After');
    const refused = await both({
      query,
      variables: { input: { spaceId: sp.id, title: 'x'.repeat(500) } },
      token: owner.token,
    });
    expect(refused.json.data.updateSpace.status).toBe(400);
  });
});

describe('the media type of a single result', () => {
  it("is yoga's choice: the first regular type the client lists, application/json for wildcards", () => {
    expect(regularMediaType(undefined)).toBe('application/json');
    expect(regularMediaType('*/*')).toBe('application/json');
    expect(regularMediaType('application/*')).toBe('application/json');
    expect(regularMediaType('application/graphql-response+json, application/json')).toBe(
      'application/graphql-response+json',
    );
    expect(regularMediaType('application/json, application/graphql-response+json')).toBe('application/json');
    expect(regularMediaType('text/html, application/json;charset=utf-8')).toBe('application/json');
    expect(regularMediaType('application/json; charset=latin1')).toBeNull();
    expect(regularMediaType('text/event-stream')).toBeNull();
    expect(regularMediaType('multipart/mixed')).toBeNull();
  });
});
