/**
 * A push killed with SIGKILL right after its commit's transaction landed (the failpoint
 * `git-push-committed`, src/infra/failpoints.ts): the revision and its commit id landed together,
 * so after a restart the pusher's fetch finds the commit it pushed, not another one computed from
 * the revision (which would make its branch diverge from the server's). Runs on the embedded
 * database (a data directory) or on PostgreSQL (DATABASE_URL).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServers } from '../support/built.ts';
import { cloneUrl, git, gitOk, removeScratch, scratch } from '../support/git.ts';
import { gitbook } from '../support/gitbook.ts';
import { graphqlClient } from '../support/http.ts';

afterAll(removeScratch);
const servers = builtServers();

const CreatePage = `
  mutation ReleaseGitCrashCreatePage($input: CreatePageInput!) {
    createPage(input: $input) { __typename ... on CreatePagePayload { page { id: key } } ... on BaseError { message } }
  }
`;

describe('a push killed between its commit and the answer', () => {
  it('keeps the pushed commit id: the next fetch matches the pusher', { timeout: 120_000 }, async () => {
    const s = await servers.start({ env: { QUIRE_FAILPOINT: 'git-push-committed' } });
    const owner = await s.user('Pusher');
    const orgId = (await s.org(owner.id, 'Crash Org')).id;
    const api = gitbook(s.baseUrl, owner.token);
    const sp = (await api.orgs.createSpace(orgId, { title: 'Docs' })).data;
    await graphqlClient(s.baseUrl, owner.token).request(CreatePage, {
      input: { spaceId: sp.id, title: 'Intro', markdown: 'Before.\n' },
    });

    const dir = scratch();
    await gitOk(dir, 'clone', '-q', cloneUrl(s.baseUrl, sp.id, owner.token), 'repo');
    const repo = `${dir}/repo`;
    const before = (await gitOk(repo, 'rev-parse', 'HEAD')).trim();
    writeFileSync(`${repo}/README.md`, '# Intro\n\nPushed before the kill.\n');
    mkdirSync(`${repo}/.gitbook/assets`, { recursive: true });
    writeFileSync(`${repo}/.gitbook/assets/notes.txt`, 'A file of the pushed tree.\n');
    await gitOk(repo, 'add', '-A');
    await gitOk(repo, 'commit', '-qm', 'Pushed before the kill');
    const pushed = (await gitOk(repo, 'rev-parse', 'HEAD')).trim();

    // The server kills itself once the commit landed: the push gets no answer.
    const push = await git(repo, 'push', 'origin', 'main');
    expect(push.code).not.toBe(0);
    expect(await s.kill('SIGKILL')).toBeNull();
    expect(s.proc.child.signalCode).toBe('SIGKILL');

    await s.restart({ QUIRE_FAILPOINT: '' });
    // The revision landed...
    const page = (await api.spaces.listPages(sp.id)).data.pages[0];
    const md = await api.spaces.getPageById(sp.id, page.id, { format: 'markdown' });
    expect((md.data as { markdown?: string }).markdown).toBe('Pushed before the kill.\n');
    // ...as the pushed commit: the fetch brings nothing new, and main is where the pusher is.
    await gitOk(repo, 'fetch', 'origin');
    expect((await gitOk(repo, 'rev-parse', 'origin/main')).trim()).toBe(pushed);
    expect((await gitOk(repo, 'rev-list', '--count', `${before}..origin/main`)).trim()).toBe('1');
    expect(await gitOk(repo, 'status', '-sb')).toMatch(/^## main\.\.\.origin\/main\n$/);
    // A fresh clone gives the same commit and tree.
    await gitOk(dir, 'clone', '-q', cloneUrl(s.baseUrl, sp.id, owner.token), 'copy');
    expect((await gitOk(`${dir}/copy`, 'rev-parse', 'HEAD')).trim()).toBe(pushed);
    // And the pusher goes on pushing.
    writeFileSync(`${repo}/README.md`, '# Intro\n\nPushed after the restart.\n');
    await gitOk(repo, 'commit', '-qam', 'After the restart');
    await gitOk(repo, 'push', '-q', 'origin', 'main');
    expect(await s.kill('SIGTERM')).toBe(0);
  });
});
