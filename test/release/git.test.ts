/**
 * Git Sync on the built server (the git module is loaded by the first /git request): clone, push,
 * and the same commit ids after a restart; on PostgreSQL, a second instance gives the same ids and
 * each instance sees the other's pushes.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServers } from '../support/built.ts';
import { page, space } from '../support/fixtures.ts';
import { cloneUrl, gitOk, removeScratch, scratch } from '../support/git.ts';
import { gitbook } from '../support/gitbook.ts';

afterAll(removeScratch);
const servers = builtServers();
const onPostgres = !!process.env.DATABASE_URL;

describe('git on the built server', () => {
  it('clones, takes a push, and keeps its commit ids across restarts and instances', { timeout: 120_000 }, async () => {
    const s = await servers.start();
    const owner = await s.user('Owner');
    const orgId = (await s.org(owner.id, 'Git Org')).id;
    const api = gitbook(s.baseUrl, owner.token);
    const sp = await space(s, owner, orgId);
    for (const title of ['Intro', 'Guide']) await page(s, owner, sp.id, { title, markdown: `About ${title}.\n` });

    const dir = scratch();
    await gitOk(dir, 'clone', '-q', cloneUrl(s.baseUrl, sp.id, owner.token), 'repo');
    const repo = `${dir}/repo`;
    expect(readFileSync(`${repo}/guide.md`, 'utf8')).toBe('# Guide\n\nAbout Guide.\n');
    writeFileSync(`${repo}/guide.md`, '# Guide\n\nPushed.\n');
    // Random bytes do not compress: the pack is stored in several parts, read back after the restart.
    // Over 16 MiB: a large push, whose memory is collected between its phases and whose pack this
    // instance serves from its own repository (not read back from the database until the restart).
    const asset = randomBytes(2_500_000);
    mkdirSync(`${repo}/.gitbook/assets`, { recursive: true });
    writeFileSync(`${repo}/.gitbook/assets/noise.bin`, asset);
    // Files of up to 10 MiB (GIT_MAX_FILE_BYTES) are taken.
    for (const n of [1, 2]) writeFileSync(`${repo}/.gitbook/assets/noise-${n}.bin`, randomBytes(7 * 1024 * 1024));
    await gitOk(repo, 'add', '-A');
    await gitOk(repo, 'commit', '-qm', 'Push an edit');
    await gitOk(repo, 'push', '-q', 'origin', 'main');
    const pages = (await api.spaces.listPages(sp.id)).data.pages;
    const md = await api.spaces.getPageById(sp.id, pages[1].id, { format: 'markdown' });
    expect((md.data as { markdown?: string }).markdown).toBe('Pushed.\n');

    const remoteHead = async (baseUrl: string) =>
      (await gitOk(repo, 'ls-remote', cloneUrl(baseUrl, sp.id, owner.token), 'refs/heads/main')).split('\t')[0];
    const history = async (baseUrl: string) => {
      const d = scratch();
      await gitOk(d, 'clone', '-q', cloneUrl(baseUrl, sp.id, owner.token), 'r');
      expect(readFileSync(`${d}/r/.gitbook/assets/noise.bin`).equals(asset)).toBe(true);
      return gitOk(`${d}/r`, 'log', '--format=%H');
    };
    const local = (await gitOk(repo, 'rev-parse', 'HEAD')).trim();
    expect(await remoteHead(s.baseUrl)).toBe(local);
    const before = await history(s.baseUrl);

    // A new process (its cache repository is gone) rebuilds the same commits from the database.
    await s.kill('SIGTERM');
    await s.restart();
    expect(await history(s.baseUrl)).toBe(before);

    if (onPostgres) {
      const other = await s.instance();
      expect(await history(other.baseUrl)).toBe(before);
      // A push through one instance is what the other serves.
      await gitOk(repo, 'pull', '-q', '--ff-only', cloneUrl(other.baseUrl, sp.id, owner.token), 'main');
      writeFileSync(`${repo}/README.md`, '# Intro\n\nFrom the second instance.\n');
      await gitOk(repo, 'commit', '-qam', 'Second instance');
      await gitOk(repo, 'push', '-q', cloneUrl(other.baseUrl, sp.id, owner.token), 'main');
      expect(await remoteHead(s.baseUrl)).toBe((await gitOk(repo, 'rev-parse', 'HEAD')).trim());
    }
  });
});
