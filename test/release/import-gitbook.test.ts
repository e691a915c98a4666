/**
 * `cli import-gitbook` as shipped (dist/cli.js): a source Quire (in-process: only the CLI and
 * the target need to be the built ones) seeded through its API and reached through a proxy that
 * answers the first request 429 + Retry-After; a built target stopped while the CLI writes its
 * database, then started again and read through its API. Second runs, interruptions and the rate
 * limit rules in detail: test/import-gitbook.test.ts.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type BuiltServer, builtServers } from '../support/built.ts';
import { page } from '../support/fixtures.ts';
import { call } from '../support/http.ts';
import { runBuilt } from '../support/process.ts';
import { startServer } from '../support/server.ts';

const servers = builtServers();

async function ok(s: { baseUrl: string }, token: string, method: string, path: string, body?: unknown) {
  const res = await call(s.baseUrl, token, method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

/** A proxy to `origin` whose first answer is 429 with Retry-After: 1. Answers its base URL. */
async function limitingProxy(origin: string) {
  let first = true;
  const proxy = createServer((req, res) => {
    if (first) {
      first = false;
      res.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' });
      return res.end('{"error":{"code":429,"message":"Too many requests"}}');
    }
    const target = new URL(req.url ?? '/', origin);
    const forward = request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => proxy.close(() => resolve())));
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}

/** Runs the CLI on the target's database (the target stopped): the parsed JSON report. */
async function importInto(target: BuiltServer, args: string[]) {
  await target.kill();
  const proc = runBuilt('cli', ['import-gitbook', ...args, '--json'], target.database);
  const code = await proc.exited;
  expect(code, proc.output()).toBe(0);
  const line = proc
    .output()
    .split('\n')
    .find((l) => l.startsWith('{'));
  expect(proc.output()).toContain('import-gitbook: space 1/2');
  expect(proc.output()).toContain('import-gitbook: waiting 1 s (429 from the source)');
  await target.restart();
  return JSON.parse(line!);
}

describe('import-gitbook from the built CLI', () => {
  it('copies an organization from a Quire into a stopped built one', { timeout: 120_000 }, async () => {
    const source = await startServer();
    onTestFinished(() => source.close());
    const target = await servers.start();
    const owner = await source.user('Owner');
    const org = await source.org(owner.id, 'Source');
    const as = (m: string, p: string, b?: unknown) => ok(source, owner.token, m, p, b);
    const sp = (await as('POST', `/v1/orgs/${org.id}/spaces`, { title: 'Guide' })) as { id: string };
    await as('POST', `/v1/orgs/${org.id}/spaces`, { title: 'Empty' });
    const created = await page(source, owner, sp.id, { title: 'Install', markdown: '# Install\n\nRun the installer.' });
    expect(created.__typename).toBe('CreatePagePayload');
    const cr = (await as('POST', `/v1/spaces/${sp.id}/change-requests`, { subject: 'Edit' })) as { id: string };
    await as('POST', `/v1/spaces/${sp.id}/comments`, { body: { markdown: 'Nice' } });
    // A file only in the change request (served at its revision's downloadURL, on the source's host).
    const upload = await call(source.baseUrl, owner.token, 'POST', '/graphql', {
      query:
        'mutation ($input: UploadFileInput!) { uploadFile(input: $input) { __typename ... on BaseError { message } } }',
      variables: { input: { spaceId: sp.id, changeRequestId: cr.id, name: 'draft.txt', contentBase64: 'ZHJhZnQ=' } },
    });
    expect(upload.body.data.uploadFile.__typename, JSON.stringify(upload.body)).toBe('UploadFilePayload');
    const site = (await as('POST', `/v1/orgs/${org.id}/sites`, { title: 'Docs site' })) as { id: string };
    await as('POST', `/v1/orgs/${org.id}/sites/${site.id}/sections`, { spaceId: sp.id, title: 'Guide' });
    await as('POST', `/v1/orgs/${org.id}/sites/${site.id}/publish`);
    const link = (await as('POST', `/v1/orgs/${org.id}/sites/${site.id}/share-links`, { name: 'Old' })) as {
      id: string;
    };
    await as('PATCH', `/v1/orgs/${org.id}/sites/${site.id}/share-links/${link.id}`, { active: false });

    const admin = await target.user('Admin');
    const usage = runBuilt('cli', ['import-gitbook', '--organization', org.id], target.database);
    expect(await usage.exited).toBe(2);
    expect(usage.output()).toContain('--api is required');
    const api = await limitingProxy(source.baseUrl);
    const args = ['--api', api, '--token', owner.token, '--organization', org.id, '--owner', admin.email];
    const first = await importInto(target, args);
    expect(first.retries).toBe(1);
    expect(first.created).toMatchObject({ space: 2, 'change-request': 1, comment: 1, site: 1, 'site-section': 1 });

    const read = (p: string) => ok(target, admin.token, 'GET', p);
    const spaces = (await read(`/v1/orgs/${first.organization}/spaces`)).items as { id: string; title: string }[];
    expect(spaces.map((s) => s.title).sort()).toEqual(['Empty', 'Guide']);
    const guide = spaces.find((s) => s.title === 'Guide')!;
    const sourcePages = (await as('GET', `/v1/spaces/${sp.id}/content`)).pages;
    expect((await read(`/v1/spaces/${guide.id}/content`)).pages).toEqual(
      expect.arrayContaining(
        sourcePages.map((p: { id: string; title: string }) => expect.objectContaining({ id: p.id, title: p.title })),
      ),
    );
    expect(
      ((await read(`/v1/spaces/${guide.id}/change-requests`)).items as { subject: string }[]).map((c) => c.subject),
    ).toEqual(['Edit']);
    const sites = (await read(`/v1/orgs/${first.organization}/sites`)).items as { id: string; published: boolean }[];
    expect(sites.map((x) => x.published)).toEqual([true]);
    expect((await read(`/v1/orgs/${first.organization}/sites/${sites[0].id}/sections`)).items).toHaveLength(1);
    const links = (await read(`/v1/orgs/${first.organization}/sites/${sites[0].id}/share-links`)).items;
    expect(links).toEqual([expect.objectContaining({ name: 'Old', active: false })]);
    // The source's downloadURLs name its own address, not the proxy's: the token goes only to the
    // API's host, so the change request's file is refused and named (in-process test: copied).
    expect(first.skipped).toContainEqual(
      expect.objectContaining({ kind: 'file', title: 'draft.txt', reason: expect.stringContaining('401') }),
    );
    expect(cr.id).toBeTruthy();
  });
});
