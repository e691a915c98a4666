/**
 * Documents that run again run compiled (graphql-jit, src/graphql/compiled-execution.ts). A
 * compiled run must answer what graphql-js answered on the first run (errors, partial data and
 * statuses included), and a document that holds several operations must run the one asked.
 */
import { describe, expect, it } from 'vitest';
import { COMPILE_ON_RUN } from '../src/graphql/compiled-execution.ts';
import { space, useServer } from './support/fixtures.ts';

const { s, owner, reader, outsider, org } = useServer({ members: { reader: 'read' } });

async function post(token: string, body: object) {
  const res = await fetch(`${s.baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  // The text too: a document answers the same bytes on every run, errors included.
  return { status: res.status, body: JSON.parse(text), text };
}

/** The answers of `runs` identical requests: the first by graphql-js, the later ones compiled. */
async function answers(token: string, body: object, runs = COMPILE_ON_RUN + 2) {
  const out = [];
  for (let i = 0; i < runs; i++) out.push(await post(token, body));
  return out;
}

describe('compiled execution', () => {
  it('answers each operation of a document that holds several, in any order', async () => {
    const query = `query Name { viewer { displayName } }
      query Org($id: ID!) { organization(id: $id) { title } }`;
    const name = { query, operationName: 'Name' };
    const title = { query, operationName: 'Org', variables: { id: org.id } };
    for (const body of [name, name, title, name, title, title, name]) {
      const { status, body: answer } = await post(owner.token, body);
      expect(status).toBe(200);
      expect(answer).toEqual(
        body === name
          ? { data: { viewer: { displayName: 'Owner' } } }
          : { data: { organization: { title: 'Test Organization' } } },
      );
    }
  });

  it('answers a partial result with its error as graphql-js did', async () => {
    const sp = await space(s, owner, org.id);
    const query = `query ($ok: ID!, $missing: ID!) {
      ok: space(id: $ok) { id title visibility }
      missing: space(id: $missing) { id title }
    }`;
    const runs = await answers(reader.token, { query, variables: { ok: sp.id, missing: 'no-such-space' } });
    expect(runs[0].body.data.ok.title).toBe(sp.title);
    expect(runs[0].body.errors?.length).toBeGreaterThan(0);
    for (const run of runs.slice(1)) expect(run).toEqual(runs[0]);
  });

  it('refuses the same way: a forbidden read, and variables of the wrong type', async () => {
    const sp = await space(s, owner, org.id);
    const forbidden = await answers(outsider.token, {
      query: 'query ($id: ID!) { space(id: $id) { id title } }',
      variables: { id: sp.id },
    });
    expect(forbidden[0].body.errors[0].extensions.code).toBeDefined();
    for (const run of forbidden.slice(1)) expect(run).toEqual(forbidden[0]);

    const coercion = await answers(owner.token, {
      query: 'query ($id: ID!, $first: Int) { organization(id: $id) { members(first: $first) { totalCount } } }',
      variables: { id: org.id, first: 'ten' },
    });
    expect(coercion[0].body.data).toBeUndefined();
    for (const run of coercion.slice(1)) expect(run).toEqual(coercion[0]);
  });

  it('answers a REST row the same bytes on every run', async () => {
    const sp = await space(s, owner, org.id);
    const bodies: string[] = [];
    for (let i = 0; i < COMPILE_ON_RUN + 2; i++) {
      const res = await fetch(`${s.baseUrl}/v1/spaces/${sp.id}`, {
        headers: { authorization: `Bearer ${reader.token}` },
      });
      expect(res.status).toBe(200);
      bodies.push(await res.text());
    }
    expect(new Set(bodies).size).toBe(1);
  });
});
