/**
 * GitBook's git endpoints against a plain git server (git's http-backend on loopback, reachable
 * through IMPORT_ALLOWED_HOSTS): export the space as a commit, import the repository's edits,
 * merge when both sides changed, a change request on a conflict, and bad input refused.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { type Person, page, space, useServer } from './support/fixtures.ts';
import { gitOk, removeScratch, scratch } from './support/git.ts';
import { type GitHttpServer, gitHttpServer } from './support/git-http.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';
import { eventually } from './support/streams.ts';

let remote: GitHttpServer;

afterAll(removeScratch);
const root = scratch();
beforeAll(async () => {
  remote = await gitHttpServer(root);
});
afterAll(() => remote?.close());

const { s, owner, reader, org } = useServer({
  title: 'Git Remote Org',
  members: { reader: 'read' },
  env: () => ({ IMPORT_ALLOWED_HOSTS: remote.host }),
});

const api = (u: Person = owner) => gitbook(s.baseUrl, u.token);

const UpdatePage = graphql(`
  mutation GitRemoteUpdatePage($input: UpdatePageInput!) {
    updatePage(input: $input) { __typename ... on BaseError { message status } }
  }
`);
const SpaceGitSync = graphql(`
  query GitRemoteSpaceGitSync($id: ID!) { space(id: $id) { gitSync { repoName operation { state direction } } } }
`);

let n = 0;
/** A new bare repository on the git server, and its URL. */
async function bare() {
  const name = `repo-${++n}.git`;
  await gitOk(root, 'init', '-q', '--bare', name);
  return `${remote.baseUrl}/${name}`;
}

/** Waits for the space's latest operation to end; its state. */
async function settled(spaceId: string) {
  return eventually(async () => {
    const { data } = await api().spaces.getSpaceGitInfo(spaceId);
    return data.operation?.state === 'running' ? undefined : data;
  });
}

async function withPages() {
  const sp = await space(s, owner, org.id);
  const intro = await page(s, owner, sp.id, { title: 'Intro', markdown: 'Hello.\n' });
  const guide = await page(s, owner, sp.id, { title: 'Guide', markdown: 'Line one.\n\nLine two.\n\nLine three.\n' });
  return { sp, intro, guide };
}

const markdownOf = async (spaceId: string, pageId: string) =>
  ((await api().spaces.getPageById(spaceId, pageId, { format: 'markdown' })).data as { markdown?: string }).markdown;

async function exported(spaceId: string, url: string) {
  const res = await api().spaces.exportToGitRepository(spaceId, {
    url,
    ref: 'refs/heads/main',
    commitMessage: 'Export',
  });
  expect(res.status).toBe(204);
  const info = await settled(spaceId);
  expect(info.operation).toMatchObject({ state: 'success', direction: 'export' });
  const dir = scratch();
  await gitOk(dir, 'clone', '-q', url, 'work');
  return `${dir}/work`;
}

async function pushRemote(work: string, file: string, text: string) {
  writeFileSync(`${work}/${file}`, text);
  await gitOk(work, 'commit', '-qam', `Edit ${file}`);
  await gitOk(work, 'push', '-q', 'origin', 'main');
}

describe('export and import', () => {
  it('answers 404 before any sync', async () => {
    const sp = await space(s, owner, org.id);
    expect(await statusOf(api().spaces.getSpaceGitInfo(sp.id))).toBe(404);
    const res = await graphqlClient(s.baseUrl, owner.token).request(SpaceGitSync, { id: sp.id });
    expect(res.space?.gitSync).toBeNull();
  });

  it('exports the space as a commit, then imports the repository edits', async () => {
    const { sp, guide } = await withPages();
    const url = await bare();
    const work = await exported(sp.id, url);
    expect(readFileSync(`${work}/README.md`, 'utf8')).toBe('# Intro\n\nHello.\n');
    expect((await gitOk(work, 'log', '--format=%s|%an')).trim()).toBe('Export|Owner');
    const res = await graphqlClient(s.baseUrl, owner.token).request(SpaceGitSync, { id: sp.id });
    expect(res.space?.gitSync).toEqual({ repoName: url, operation: { state: 'SUCCESS', direction: 'EXPORT' } });

    await pushRemote(work, 'guide.md', '# Guide\n\nFrom the repository.\n');
    expect((await api().spaces.importGitRepository(sp.id, { url, ref: 'main' })).status).toBe(204);
    expect((await settled(sp.id)).operation).toMatchObject({ state: 'success', direction: 'import' });
    expect(await markdownOf(sp.id, guide.page.id)).toBe('From the repository.\n');

    // An export on top of the imported commit fast-forwards the repository's branch.
    await graphqlClient(s.baseUrl, owner.token).request(UpdatePage, {
      input: { spaceId: sp.id, pageId: guide.page.id, markdown: 'Edited in the app.\n' },
    });
    await exported(sp.id, url);
    await gitOk(work, 'pull', '-q', '--ff-only');
    expect(readFileSync(`${work}/guide.md`, 'utf8')).toBe('# Guide\n\nEdited in the app.\n');
  });

  it('merges when the space and the repository both changed', async () => {
    const { sp, intro, guide } = await withPages();
    const url = await bare();
    const work = await exported(sp.id, url);
    await pushRemote(work, 'guide.md', '# Guide\n\nLine one.\n\nLine two.\n\nLine three, from git.\n');
    await graphqlClient(s.baseUrl, owner.token).request(UpdatePage, {
      input: { spaceId: sp.id, pageId: intro.page.id, markdown: 'Hello from the app.\n' },
    });
    await api().spaces.importGitRepository(sp.id, { url, ref: 'refs/heads/main' });
    expect((await settled(sp.id)).operation?.state).toBe('success');
    expect(await markdownOf(sp.id, intro.page.id)).toBe('Hello from the app.\n');
    expect(await markdownOf(sp.id, guide.page.id)).toBe('Line one.\n\nLine two.\n\nLine three, from git.\n');
  });

  it('opens a change request with the repository side on a conflict', async () => {
    const { sp, guide } = await withPages();
    const url = await bare();
    const work = await exported(sp.id, url);
    await pushRemote(work, 'guide.md', '# Guide\n\nLine one.\n\nLine two, git.\n\nLine three.\n');
    await graphqlClient(s.baseUrl, owner.token).request(UpdatePage, {
      input: { spaceId: sp.id, pageId: guide.page.id, markdown: 'Line one.\n\nLine two, app.\n\nLine three.\n' },
    });
    await api().spaces.importGitRepository(sp.id, { url, ref: 'main' });
    const info = await settled(sp.id);
    expect(info.operation?.state).toBe('failure');
    expect(info.operation?.error).toContain('change request #1');
    expect(info.operation?.errorAction?.label).toBe('Review change request #1');
    expect(await markdownOf(sp.id, guide.page.id)).toBe('Line one.\n\nLine two, app.\n\nLine three.\n');
    const { data: cr } = await api().spaces.getChangeRequestById(sp.id, '1');
    const { data: theirs } = await api().spaces.getPageInChangeRequestById(sp.id, cr.id, guide.page.id, {
      format: 'markdown',
    });
    expect((theirs as { markdown?: string }).markdown).toBe('Line one.\n\nLine two, git.\n\nLine three.\n');
  });

  it('reports a missing branch and an unreachable repository as failures', async () => {
    const { sp } = await withPages();
    const url = await bare();
    await api().spaces.importGitRepository(sp.id, { url, ref: 'refs/heads/nope' });
    expect((await settled(sp.id)).operation?.error).toContain('refs/heads/nope does not exist');
    await api().spaces.importGitRepository(sp.id, { url: `${remote.baseUrl}/missing.git`, ref: 'main' });
    expect((await settled(sp.id)).operation?.error).toContain('could not be read');
  });
});

describe('bad input', () => {
  it('refuses bad urls, refs and fields with 400, readers with 403', async () => {
    const sp = await space(s, owner, org.id);
    const path = `/v1/spaces/${sp.id}/git/import`;
    const cases: [unknown, string][] = [
      [{ url: 'file:///etc', ref: 'main' }, 'url'],
      [{ url: 'http://10.1.2.3/x.git', ref: 'main' }, 'url'],
      [{ url: `${remote.baseUrl}/x.git`, ref: 'a..b' }, 'ref'],
      [{ url: `${remote.baseUrl}/x.git`, ref: 'main', repoProjectDirectory: '../up' }, 'repoProjectDirectory'],
      [{ url: `${remote.baseUrl}/x.git`, ref: 'main', standalone: true }, 'standalone'],
      [{ ref: 'main' }, 'url'],
    ];
    for (const [body, field] of cases) {
      const res = await call(s.baseUrl, owner.token, 'POST', path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
    const noMessage = await call(s.baseUrl, owner.token, 'POST', `/v1/spaces/${sp.id}/git/export`, {
      url: `${remote.baseUrl}/x.git`,
      ref: 'main',
    });
    expect(noMessage.status).toBe(400);
    expect(await statusOf(api().spaces.getSpaceGitInfo(sp.id))).toBe(404);
    const read = await call(s.baseUrl, reader.token, 'POST', path, { url: `${remote.baseUrl}/x.git`, ref: 'main' });
    expect(read.status).toBe(403);
  });
});
