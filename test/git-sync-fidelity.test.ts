/**
 * Round trip of the real Git Sync repositories of the fidelity tests (test/fixtures/gitsync/)
 * through git: each is imported from a plain git server (`POST {S}/git/import`), the space is
 * cloned with git, and the clone is imported again: no page may change (same revision).
 */
import { cpSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { space, useServer } from './support/fixtures.ts';
import { cloneUrl, gitOk, removeScratch, scratch } from './support/git.ts';
import { type GitHttpServer, gitHttpServer } from './support/git-http.ts';
import { gitbook } from './support/gitbook.ts';
import { eventually } from './support/streams.ts';

afterAll(removeScratch);
const FIXTURES = new URL('./fixtures/gitsync/', import.meta.url).pathname;
const REPOS = ['gitbook-blocks', 'fluentd-docs', 'elsa-docs'];

let remote: GitHttpServer;
const root = scratch();
beforeAll(async () => {
  remote = await gitHttpServer(root);
});
afterAll(() => remote?.close());

const { s, owner, org } = useServer({
  title: 'Git Fidelity Org',
  env: () => ({ IMPORT_ALLOWED_HOSTS: remote.host }),
});

/** A bare repository on the git server holding `folder`'s files (or a clone's history), and its URL. */
async function publish(name: string, work: string) {
  await gitOk(root, 'init', '-q', '--bare', `${name}.git`);
  await gitOk(work, 'push', '-q', `${remote.baseUrl}/${name}.git`, 'HEAD:refs/heads/main');
  return `${remote.baseUrl}/${name}.git`;
}

async function imported(spaceId: string, url: string) {
  const api = gitbook(s.baseUrl, owner.token);
  expect((await api.spaces.importGitRepository(spaceId, { url, ref: 'refs/heads/main', force: true })).status).toBe(
    204,
  );
  const info = await eventually(async () => {
    const { data } = await api.spaces.getSpaceGitInfo(spaceId);
    return data.operation?.state === 'running' ? undefined : data;
  });
  expect(info.operation?.error).toBeUndefined();
  return (await api.spaces.getSpaceById(spaceId)).data.revision;
}

describe('Git Sync repositories round trip', () => {
  for (const repo of REPOS) {
    it(`${repo}: import, clone and import again changes no page`, async () => {
      const work = scratch();
      cpSync(`${FIXTURES}${repo}`, work, { recursive: true });
      await gitOk(work, 'init', '-q');
      await gitOk(work, 'add', '-A');
      await gitOk(work, 'commit', '-qm', 'Fixture');
      const sp = await space(s, owner, org.id, { title: repo });
      const first = await imported(sp.id, await publish(`${repo}-source`, work));
      const pages = (await gitbook(s.baseUrl, owner.token).spaces.listPages(sp.id)).data.pages;
      expect(pages.length).toBeGreaterThan(1);

      const dir = scratch();
      await gitOk(dir, 'clone', '-q', cloneUrl(s.baseUrl, sp.id, owner.token), 'clone');
      const again = await imported(sp.id, await publish(`${repo}-clone`, `${dir}/clone`));
      if (again !== first) {
        // What changed, to read in the failure.
        const { data } = await gitbook(s.baseUrl, owner.token).spaces.getRevisionSemanticChanges(sp.id, again);
        expect(data.changes).toEqual([]);
      }
      expect(again).toBe(first);
    });
  }
});
