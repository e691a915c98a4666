/**
 * The server as a person runs it: `npm start` (the built dist/main.js) on an empty data directory,
 * the CLI (`npm run cli`, dist/cli.js), one process per DATA_DIR, SIGTERM.
 */

import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChangeRequest, Comment, Organization, RevisionPage, Site, Space } from '@gitbook/api';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { healthy, ROOT, runBuilt, shellEnv, waitFor } from './support/process.ts';

const describeEmbedded = process.env.DATABASE_URL ? describe.skip : describe;

/** A list answer of the REST API. */
type Items<T> = { items: T[] };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as AddressInfo).port; // a TCP server: its address is host and port
      srv.close(() => resolve(port));
    });
  });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quire-proc-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A data directory holding the migrated, empty template of test/support/global-setup.ts (no initdb). */
async function migratedDataDir(name: string) {
  const dataDir = path.join(dir, name);
  await cp(inject('pgliteTemplate'), dataDir, { recursive: true });
  return dataDir;
}

describeEmbedded('npm start on the embedded database', () => {
  it('seeds a demo organization on first start, refuses a second process, and stops on SIGTERM', {
    timeout: 120_000,
  }, async () => {
    const dataDir = path.join(dir, 'demo');
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = runBuilt('start', [], { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' });
    try {
      await waitFor(() => healthy(baseUrl), server, 60_000);
      await waitFor(() => /qr_api_\w+/.test(server.output()), server);
      const out = server.output();
      expect(out).toContain(`${baseUrl}/graphql`);
      expect(out).toMatch(/curl -H 'Authorization: Bearer qr_api_\w+' http:\/\/127\.0\.0\.1:\d+\/v1\/orgs/);
      const token = /qr_api_\w+/.exec(out)![0];

      const orgs: Items<Organization> = await (
        await fetch(`${baseUrl}/v1/orgs`, { headers: { authorization: `Bearer ${token}` } })
      ).json();
      expect(orgs.items.map((o) => o.title)).toEqual(['Demo Organization']);
      // The demo has content: a collection of two spaces with pages, a change request with a comment, a site.
      // (The JSON of each answer, typed as what GitBook's client would answer for the path.)
      const get = async <T>(path: string): Promise<T> =>
        (await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).json();
      const orgId = orgs.items[0].id;
      const spaces = await get<Items<Space>>(`/v1/orgs/${orgId}/spaces`);
      expect(spaces.items.map((x) => x.title).sort()).toEqual(['API guide', 'Getting started']);
      const start = spaces.items.find((x) => x.title === 'Getting started')!;
      const pages = await get<{ pages: RevisionPage[] }>(`/v1/spaces/${start.id}/content`);
      expect(pages.pages.map((p) => p.title)).toEqual(['Welcome', 'Install']);
      const crs = await get<Items<ChangeRequest>>(`/v1/spaces/${start.id}/change-requests`);
      expect(crs.items.map((c) => c.subject)).toEqual(['Add a FAQ']);
      const comments = await get<Items<Comment>>(`/v1/spaces/${start.id}/change-requests/${crs.items[0].id}/comments`);
      expect(comments.items).toHaveLength(1);
      expect((await get<Items<Site>>(`/v1/orgs/${orgId}/sites`)).items.map((x) => x.title)).toEqual(['Demo docs']);
      // The demo site is published and its address printed: it opens in the reader with its pages.
      const siteUrl = /Docs site:\s+(\S+)/.exec(out)?.[1];
      expect(siteUrl).toMatch(new RegExp(`^${baseUrl}/sites/${orgId}/`));
      const docs = await fetch(siteUrl!);
      expect(docs.status).toBe(200);
      const html = await docs.text();
      expect(html).toMatch(/<main[^>]*><h1>Welcome<\/h1>/);
      expect(html).toMatch(/<nav aria-label="Pages"[^>]*>.*>Install<\/a>/);
      // `/` is the home page: the published site, GraphiQL and the REST reference.
      const home = await (await fetch(`${baseUrl}/`)).text();
      expect(home).toContain('>Demo docs</a>');
      expect(home).toContain('href="/graphql"');

      // Structured request log: one JSON line with status and duration.
      await waitFor(() => /"path":"\/v1\/orgs".*"status":200.*"durationMs"/.test(server.output()), server);

      // GraphiQL for a browser.
      const page = await fetch(`${baseUrl}/graphql`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('GraphiQL');

      // A second process on the same DATA_DIR is refused with a clear message, and the first keeps working.
      const second = runBuilt('start', [], { DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('in use by another Quire process');
      expect(await healthy(baseUrl)).toBe(true);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutting down');
    } finally {
      server.child.kill('SIGKILL');
    }

    // Restart on the same directory: data kept, no second demo seed.
    const port2 = await freePort();
    const again = runBuilt('start', [], { DATA_DIR: dataDir, PORT: String(port2) });
    try {
      await waitFor(() => healthy(`http://127.0.0.1:${port2}`), again, 60_000);
      expect(again.output()).not.toContain('demo organization');
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  });

  it('stops cleanly when SIGTERM reaches the `npm start` process (as a container runtime sends it)', {
    timeout: 120_000,
  }, async () => {
    const dataDir = await migratedDataDir('signal');
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const child = spawn('npm', ['start'], {
      cwd: ROOT,
      env: shellEnv({ DATA_DIR: dataDir, PORT: String(port), DEMO_SEED: 'false', LOG_LEVEL: 'info' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const proc = { child, output: () => out, exited };
    try {
      await waitFor(() => healthy(baseUrl), proc, 60_000);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(out).toContain('shutting down');
      expect(await healthy(baseUrl)).toBe(false);
      // The data directory is free again: another process starts on it.
      const next = runBuilt('start', [], { DATA_DIR: dataDir, PORT: String(await freePort()), DEMO_SEED: 'false' });
      await waitFor(() => /quire is listening/.test(next.output()), next, 60_000);
      next.child.kill('SIGTERM');
      expect(await next.exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('the admin CLI creates users, organizations, members and tokens that the server accepts', {
    timeout: 120_000,
  }, async () => {
    const dataDir = await migratedDataDir('cli');
    const env = { DATA_DIR: dataDir, DEMO_SEED: 'false' };
    const cli = async (...args: string[]) => {
      const proc = runBuilt('cli', [...args, '--json'], env);
      const code = await proc.exited;
      return {
        code,
        out: proc.output(),
        json: code === 0 ? JSON.parse(proc.output().trim().split('\n').pop()!) : null,
      };
    };
    const alice = await cli('user', 'create', '--email', 'alice@example.com', '--name', 'Alice');
    expect(alice.code).toBe(0);
    expect(alice.json).toMatchObject({ email: 'alice@example.com', displayName: 'Alice' });
    expect(Object.keys(alice.json).sort()).toEqual(['displayName', 'email', 'id', 'token']);
    const bob = await cli('user', 'create', '--email', 'bob@example.com', '--name', 'Bob');
    const org = await cli('org', 'create', '--title', 'CLI Org', '--owner', 'alice@example.com');
    expect(org.json).toEqual({ id: expect.any(String), title: 'CLI Org' });
    const member = await cli('member', 'add', '--org', org.json.id, '--email', 'bob@example.com', '--role', 'guest');
    expect(member.json).toEqual({ id: bob.json.id, role: null });
    const token = await cli('token', 'create', '--email', 'bob@example.com');
    expect(token.json.token).toMatch(/^qr_api_/);
    // Bob's tokens, newest first, one JSON object a line, never a secret; the older one revoked.
    const listed = await cli('token', 'list', '--email', 'bob@example.com');
    expect(listed.code).toBe(0);
    expect(listed.out).not.toContain('qr_api_');
    const tokens = listed.out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    expect(tokens).toHaveLength(2);
    expect(Object.keys(tokens[0]).sort()).toEqual(['created', 'expires', 'id', 'label', 'lastUsed']);
    expect(tokens[0]).toMatchObject({ label: 'cli', lastUsed: null, expires: null });
    const revoked = await cli('token', 'revoke', '--id', tokens[1].id);
    expect(revoked.json).toEqual({ id: tokens[1].id, revoked: true });
    const again = await cli('token', 'revoke', '--id', tokens[1].id);
    expect(again.code).toBe(1);
    expect(again.out).toContain('No API token');
    // What the instance stores, as the instance admin's report counts it: two users, their two
    // live tokens (Alice's, Bob's newest), one organization, no content yet.
    const usage = await cli('usage');
    expect(usage.code).toBe(0);
    expect(usage.json).toMatchObject({ users: 2, apiTokens: 2, organizations: 1, spaces: 0, documents: 0 });

    const duplicate = await cli('user', 'create', '--email', 'alice@example.com', '--name', 'Again');
    expect(duplicate.code).toBe(1);
    expect(duplicate.out).toContain('already exists');
    const badRole = await cli('member', 'add', '--org', org.json.id, '--email', 'bob@example.com', '--role', 'owner');
    expect(badRole.code).toBe(2);

    const port = await freePort();
    const server = runBuilt('start', [], { ...env, PORT: String(port) });
    try {
      await waitFor(() => healthy(`http://127.0.0.1:${port}`), server, 60_000);
      const res = await fetch(`http://127.0.0.1:${port}/v1/orgs`, {
        headers: { authorization: `Bearer ${token.json.token}` },
      });
      const body: Items<Organization> = await res.json();
      expect(body.items.map((o) => o.title)).toEqual(['CLI Org']);
      const revokedToken = await fetch(`http://127.0.0.1:${port}/v1/orgs`, {
        headers: { authorization: `Bearer ${bob.json.token}` },
      });
      expect(revokedToken.status).toBe(401);
      // The CLI is refused while the server holds the embedded database.
      const locked = await cli('token', 'create', '--email', 'bob@example.com');
      expect(locked.code).toBe(1);
      expect(locked.out).toContain('in use by another Quire process');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
