/**
 * Files stay where git put them: a commit the server writes (an API edit, a merged change
 * request) keeps every page at its file of the commit before, so a git user's pull never moves
 * the file they are editing. Driven by the real git client.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { edit } from './support/edits.ts';
import { changeRequest, page, space, useServer } from './support/fixtures.ts';
import { cloneSpace, gitOk, pushAll, removeScratch, trackedFiles } from './support/git.ts';
import { contractViolations, gitbook } from './support/gitbook.ts';

afterAll(removeScratch);
const { s, owner, org } = useServer({ title: 'Git Paths Org' });

const api = () => gitbook(s.baseUrl, owner.token);

describe('paths of server commits', () => {
  it('keeps a page that lost its sub-pages in a push at {path}/README.md through a merge and an edit', async () => {
    const sp = await space(s, owner, org.id);
    const intro = await page(s, owner, sp.id, { title: 'Intro', markdown: 'Hello.\n' });
    const guides = await page(s, owner, sp.id, { title: 'Guides', markdown: 'All guides.\n' });
    const configure = await page(s, owner, sp.id, {
      title: 'Configure',
      markdown: 'How to configure.\n',
      parent: guides.page.id,
    });
    await page(s, owner, sp.id, { title: 'Proxy', markdown: 'Behind a proxy.\n', parent: configure.page.id });
    const repo = await cloneSpace(s.baseUrl, sp.id, owner.token);
    expect(await trackedFiles(repo)).toEqual([
      'README.md',
      'SUMMARY.md',
      'guides/README.md',
      'guides/configure/README.md',
      'guides/configure/proxy.md',
    ]);

    // The git user moves Proxy up under Guides: Configure is left without sub-pages, in its folder.
    renameSync(`${repo}/guides/configure/proxy.md`, `${repo}/guides/proxy.md`);
    writeFileSync(
      `${repo}/SUMMARY.md`,
      '# Table of contents\n\n* [Intro](README.md)\n* [Guides](guides/README.md)\n  * [Configure](guides/configure/README.md)\n  * [Proxy](guides/proxy.md)\n',
    );
    await pushAll(repo, 'Move Proxy under Guides');

    // A change request merged through the API, then a plain API edit: two commits the server writes.
    const cr = await changeRequest(s, owner, sp.id, 'Intro wording');
    await edit(s, owner, 'updatePage', {
      spaceId: sp.id,
      pageId: intro.page.id,
      markdown: 'Hello from a change request.\n',
      changeRequestId: cr.id,
    });
    expect((await api().spaces.mergeChangeRequest(sp.id, cr.id)).status).toBe(200);
    await edit(s, owner, 'updatePage', { spaceId: sp.id, pageId: guides.page.id, markdown: 'Every guide.\n' });

    // The git user was editing Configure meanwhile: the pull leaves the file where it is.
    writeFileSync(`${repo}/guides/configure/README.md`, '# Configure\n\nHow to configure, edited locally.\n');
    await gitOk(repo, 'pull', '-q', '--ff-only');
    expect(await trackedFiles(repo)).toEqual([
      'README.md',
      'SUMMARY.md',
      'guides/README.md',
      'guides/configure/README.md',
      'guides/proxy.md',
    ]);
    expect(readFileSync(`${repo}/README.md`, 'utf8')).toBe('# Intro\n\nHello from a change request.\n');
    expect(readFileSync(`${repo}/guides/README.md`, 'utf8')).toBe('# Guides\n\nEvery guide.\n');
    expect(readFileSync(`${repo}/guides/configure/README.md`, 'utf8')).toBe(
      '# Configure\n\nHow to configure, edited locally.\n',
    );
    expect(readFileSync(`${repo}/SUMMARY.md`, 'utf8')).toContain('* [Configure](guides/configure/README.md)');
    // No merge commit, no rename in what was pulled: the server's commits touched only what changed.
    const renames = await gitOk(repo, 'log', '--format=', '--name-status', '-M', 'HEAD~2..HEAD');
    expect(renames).not.toMatch(/^R/m);

    // Pushing the local edit back is an edit of that page (same id), not a move.
    await gitOk(repo, 'commit', '-qam', 'Configure, edited');
    await gitOk(repo, 'push', '-q', 'origin', 'main');
    const { data } = await api().spaces.getPageById(sp.id, configure.page.id, { format: 'markdown' });
    expect((data as { markdown?: string }).markdown).toBe('How to configure, edited locally.\n');
  });

  it('gives a page moved through the API the file of its new place, the others keeping theirs', async () => {
    const sp = await space(s, owner, org.id);
    await page(s, owner, sp.id, { title: 'Intro', markdown: 'Hello.\n' });
    const guides = await page(s, owner, sp.id, { title: 'Guides', markdown: 'All guides.\n' });
    const setup = await page(s, owner, sp.id, { title: 'Setup', markdown: 'Set up.\n', parent: guides.page.id });
    const faq = await page(s, owner, sp.id, { title: 'FAQ', markdown: 'Questions.\n' });
    const repo = await cloneSpace(s.baseUrl, sp.id, owner.token);
    // Setup leaves Guides in a push: Guides stays guides/README.md.
    renameSync(`${repo}/guides/setup.md`, `${repo}/setup.md`);
    writeFileSync(
      `${repo}/SUMMARY.md`,
      '# Table of contents\n\n* [Intro](README.md)\n* [Guides](guides/README.md)\n* [Setup](setup.md)\n* [FAQ](faq.md)\n',
    );
    await pushAll(repo, 'Setup at the top');
    // Through the API, Setup moves under FAQ: its file follows it; FAQ gains a sub-page and
    // becomes a folder page; Guides keeps its file.
    await edit(s, owner, 'movePage', { spaceId: sp.id, pageId: setup.page.id, parent: faq.page.id });
    await gitOk(repo, 'pull', '-q', '--ff-only');
    expect(await trackedFiles(repo)).toEqual([
      'README.md',
      'SUMMARY.md',
      'faq/README.md',
      'faq/setup.md',
      'guides/README.md',
    ]);
  });
});

it('answers within the OpenAPI contract', () => {
  expect(contractViolations).toEqual([]);
});
