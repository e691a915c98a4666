/**
 * Every operation of GitBook's OpenAPI document (`@gitbook/api`) is accounted for: served by Quire
 * (its `/v1/openapi.json`), or listed in src/rest/unserved.ts, by design (it cannot exist
 * self-hosted) or not built yet, where it answers 501 with why. Prints the coverage.
 */
import gitbookSpec from '@gitbook/api/spec/openapi.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { UNSERVED, UNSERVED_OPERATIONS } from '../src/rest/unserved.ts';
import { useServer } from './support/fixtures.ts';

const { s, owner, org } = useServer({ title: 'Coverage Org' });

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** `METHOD /path` with its parameters unnamed (GitBook and Quire may name them differently). */
const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;

function operationsOf(spec: { paths: Record<string, Record<string, unknown>> }, prefix = '') {
  const keys = new Map<string, string>();
  for (const [path, item] of Object.entries(spec.paths))
    for (const method of Object.keys(item))
      if (METHODS.includes(method)) {
        const op = item[method] as { operationId?: string };
        keys.set(keyOf(method, path.slice(prefix.length) || '/'), op.operationId ?? '');
      }
  return keys;
}

describe("GitBook's operations", () => {
  it('are each served or listed as unserved, never both', async () => {
    const gitbook = operationsOf(gitbookSpec);
    const quire = operationsOf(await (await fetch(`${s.baseUrl}/v1/openapi.json`)).json(), '/v1');
    const unserved = new Map(UNSERVED_OPERATIONS.map((op) => [keyOf(op.method, op.path), op]));
    const served = [...gitbook.keys()].filter((k) => quire.has(k));
    const unaccounted = [...gitbook].filter(([k]) => !quire.has(k) && !unserved.has(k)).map(([k, id]) => `${k} ${id}`);
    expect(unaccounted, 'GitBook operations neither served nor listed in src/rest/unserved.ts').toEqual([]);
    expect(
      [...unserved.keys()].filter((k) => quire.has(k)),
      'served operations still listed as unserved',
    ).toEqual([]);
    expect(
      [...unserved.keys()].filter((k) => !gitbook.has(k)),
      "listed operations that GitBook's document does not have",
    ).toEqual([]);
    for (const [k, op] of unserved) expect(gitbook.get(k), k).toBe(op.operationId);

    const groups = Object.values(UNSERVED);
    const byDesign = groups.filter((g) => g.byDesign).reduce((n, g) => n + g.operations.length, 0);
    const notYet = groups.filter((g) => !g.byDesign).reduce((n, g) => n + g.operations.length, 0);
    console.log(
      `GitBook's ${gitbook.size} operations: ${served.length} served, ${byDesign} unserved by design, ${notYet} not served yet`,
    );
    expect(served.length + byDesign + notYet).toBe(gitbook.size);
  });

  it('answer 501 with why when Quire does not serve them, whoever calls', async () => {
    const samples: [string, string][] = [
      ['GET', `/v1/integrations/some-integration/installations`],
      ['POST', '/v1/git/installations'],
      ['GET', '/v1/custom-hostnames/docs.example.com'],
      ['GET', `/v1/orgs/${org.id}/billing/ai-usage`],
      ['POST', `/v1/orgs/${org.id}/sites/site-id/ads`],
      ['GET', `/v1/orgs/${org.id}/sites/site-id/findings`],
      ['GET', '/v1/integrations/some-integration/events'],
    ];
    for (const [method, path] of samples)
      for (const token of [owner.token, undefined]) {
        const res = await fetch(`${s.baseUrl}${path}`, {
          method,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        expect(res.status, `${method} ${path}`).toBe(501);
        const body = (await res.json()) as { error: { code: number; message: string } };
        expect(body.error.code).toBe(501);
        expect(body.error.message).toMatch(/is not served by Quire: .+/);
      }
    // What GitBook's reader calls and takes as absent when it is 404 (integration blocks): 404,
    // with the same message.
    const absent = await fetch(`${s.baseUrl}/v1/integrations/some-integration/render?request=x`);
    expect(absent.status).toBe(404);
    expect(((await absent.json()) as { error: { message: string } }).error.message).toMatch(
      /renderIntegrationUIWithGet .* is not served by Quire/,
    );
    // An address GitBook does not have stays a 404.
    expect((await fetch(`${s.baseUrl}/v1/no-such-thing`)).status).toBe(404);
  });
});
