/**
 * Persisted (trusted) operations: PERSISTED_OPERATIONS names a manifest of ids to documents (the
 * client preset's persisted-documents.json); clients send `documentId` or Apollo's
 * `extensions.persistedQuery.sha256Hash`. With PERSISTED_OPERATIONS_ONLY, /graphql runs nothing
 * else; the REST adapter is not affected.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { useServer } from './support/fixtures.ts';
import { startServer, type TestServer } from './support/server.ts';

const ME = 'query Me { viewer { displayName } }';
const ID = `sha256:${createHash('sha256').update(ME).digest('hex')}`;
const HASH = createHash('sha256').update(ME).digest('hex');

let dir: string;
let manifest: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quire-persisted-'));
  manifest = path.join(dir, 'persisted-documents.json');
  await writeFile(manifest, JSON.stringify({ [ID]: ME, [HASH]: ME }));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function post(s: TestServer, token: string, body: object) {
  const res = await fetch(`${s.baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('persisted operations only', () => {
  let token: string;
  const { s } = useServer({
    cast: false,
    env: () => ({ PERSISTED_OPERATIONS: manifest, PERSISTED_OPERATIONS_ONLY: 'true' }),
  });
  beforeAll(async () => {
    token = (await s.user('Trusted')).token;
  });

  it('runs a persisted document by documentId or by Apollo hash, and refuses any other', async () => {
    expect((await post(s, token, { documentId: ID })).body).toEqual({ data: { viewer: { displayName: 'Trusted' } } });
    const apollo = await post(s, token, { extensions: { persistedQuery: { version: 1, sha256Hash: HASH } } });
    expect(apollo.body.data.viewer.displayName).toBe('Trusted');
    const arbitrary = await post(s, token, { query: '{ viewer { id } }' });
    expect(arbitrary.body.data).toBeUndefined();
    expect(arbitrary.body.errors[0].message).toMatch(/persisted/i);
    const unknown = await post(s, token, { documentId: 'sha256:0000' });
    // Apollo's own code, which its clients act on.
    expect(unknown.body.errors[0].message).toBe('PersistedQueryNotFound');
  });

  it('leaves the REST adapter as it is', async () => {
    const res = await fetch(`${s.baseUrl}/v1/orgs`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
  });
});

describe('persisted operations beside arbitrary ones', () => {
  it('runs both when PERSISTED_OPERATIONS_ONLY is off', async () => {
    const s = await startServer({ env: { PERSISTED_OPERATIONS: manifest } });
    try {
      const { token } = await s.user('Both');
      expect((await post(s, token, { documentId: ID })).body.data.viewer.displayName).toBe('Both');
      expect((await post(s, token, { query: '{ viewer { displayName } }' })).body.data.viewer.displayName).toBe('Both');
    } finally {
      await s.close();
    }
  });

  it('refuses a manifest it cannot read, and ONLY without a manifest', () => {
    expect(() => loadConfig({ PERSISTED_OPERATIONS: path.join(dir, 'missing.json') })).toThrow(
      /PERSISTED_OPERATIONS: cannot read/,
    );
    expect(() => loadConfig({ PERSISTED_OPERATIONS_ONLY: 'true' })).toThrow(/needs PERSISTED_OPERATIONS/);
  });
});
