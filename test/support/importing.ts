/**
 * A test server for imports by URL: a local fixture server (allowed through IMPORT_ALLOWED_HOSTS),
 * an owner and an organization, started once for a test file; `importInto` serves a body and
 * imports it into a new space through `POST {S}/content/import`.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { space } from './fixtures.ts';
import { call } from './http.ts';
import { startServer, type TestServer } from './server.ts';
import { fixtureServer } from './zip.ts';

export interface ImportingServer {
  s: TestServer;
  owner: { id: string; token: string };
  orgId: string;
  /** The fixture server's base URL. */
  base: string;
  /** A REST GET as the owner, expected to answer 200: its body (untyped, as `call` reads it). */
  get(path: string): ReturnType<typeof call> extends Promise<{ body: infer B }> ? Promise<B> : never;
  /** Serves `body` at `/{name}` and imports it into a new space: the space's id. */
  importInto(name: string, source: 'markdown' | 'zip', body: Uint8Array | string): Promise<string>;
}

/** Call at a test file's top level: the server is there from `beforeAll` on. */
export function importingServer(orgTitle: string): ImportingServer {
  let fixture: Awaited<ReturnType<typeof fixtureServer>>;
  const t = {
    async get(path: string) {
      const res = await call(t.s.baseUrl, t.owner.token, 'GET', path);
      expect(res.status, `GET ${path}`).toBe(200);
      return res.body;
    },
    async importInto(name: string, source: 'markdown' | 'zip', body: Uint8Array | string) {
      fixture.served.set(`/${name}`, { type: source === 'zip' ? 'application/zip' : 'text/markdown', body });
      const sp = await space(t.s, t.owner, t.orgId, { title: name });
      const res = await call(t.s.baseUrl, t.owner.token, 'POST', `/v1/spaces/${sp.id}/content/import`, {
        url: `${t.base}/${name}`,
        source,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return sp.id;
    },
  } as ImportingServer;
  beforeAll(async () => {
    fixture = await fixtureServer();
    t.base = fixture.base;
    t.s = await startServer({ env: { IMPORT_ALLOWED_HOSTS: new URL(fixture.base).host } });
    t.owner = await t.s.user('Owner');
    t.orgId = (await t.s.org(t.owner.id, orgTitle)).id;
  });
  afterAll(async () => {
    await t.s?.close();
    await fixture?.close();
  });
  return t;
}
