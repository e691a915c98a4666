/**
 * Git Sync over smart HTTP, driven by the real git client: clone, pull after API edits, pushes to
 * main and to branches (change requests), refusals (non-fast-forward, bad trees) and access.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { SpaceEditMode } from '@gitbook/api';
import { print } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import { packParts, storedPacks, storePack } from '../src/modules/git-sync/packs.ts';
import { forgetPurgedSpaces } from '../src/modules/git-sync/purge.ts';
import { purgeDeletedSpaces } from '../src/modules/spaces/purge.ts';
import { graphql } from './gql/index.ts';
import { instanceUsage } from './support/admin.ts';
import { gitPacks } from './support/beside.ts';
import { type Person, page, space, useServer } from './support/fixtures.ts';
import { cloneSpace, cloneUrl, git, gitOk, removeScratch, scratch, trackedFiles } from './support/git.ts';
import { gitbook } from './support/gitbook.ts';
import { graphqlClient } from './support/http.ts';
import { sseSubscribe, streamsOpen } from './support/streams.ts';

afterAll(removeScratch);
const { s, owner, editor, reader, outsider, org } = useServer({
  title: 'Git Org',
  members: { editor: 'edit', reader: 'read' },
  env: { GIT_MAX_FILE_BYTES: '262144', GIT_MAX_PUSH_BYTES: '1048576' },
});

const api = (u: Person = owner) => gitbook(s.baseUrl, u.token);

const ContentEvents = print(
  graphql(`
    subscription GitContentEvents($spaceId: ID!, $types: [EventType!]) {
      spaceEvents(spaceId: $spaceId, types: $types) {
        type
        actor { displayName }
        ... on SpaceContentUpdatedEvent { revision { key message } }
      }
    }
  `),
);

const UpdatePage = graphql(`
  mutation GitUpdatePage($input: UpdatePageInput!) {
    updatePage(input: $input) { __typename ... on UpdatePagePayload { revision { key } } ... on BaseError { message status } }
  }
`);

/** A space with three pages (one nested), cloned by `as`. */
async function cloned(as: Person = editor) {
  const sp = await space(s, owner, org.id);
  const intro = await page(s, owner, sp.id, { title: 'Intro', markdown: 'Hello **world**.\n' });
  const guide = await page(s, owner, sp.id, { title: 'Guide', markdown: 'The guide.\n' });
  const install = await page(s, owner, sp.id, {
    title: 'Install',
    markdown: '{% hint style="info" %}\nRun it.\n{% endhint %}\n',
    parent: guide.page.id,
  });
  return { sp, intro, guide, install, repo: await cloneSpace(s.baseUrl, sp.id, as.token) };
}

const read = (file: string) => readFileSync(file, 'utf8');
const markdownOf = async (spaceId: string, pageId: string) =>
  ((await api().spaces.getPageById(spaceId, pageId, { format: 'markdown' })).data as { markdown?: string }).markdown;
const headOf = async (spaceId: string) => (await api().spaces.getSpaceById(spaceId)).data.revision;
/** The packs stored on the instance (test/support/beside.ts). */
const packs = async () => (await gitPacks(s.db)).length;

describe('clone and pull', () => {
  it('clones the space in Git Sync layout with one commit per revision', async () => {
    const { repo } = await cloned();
    expect(await trackedFiles(repo)).toEqual(['README.md', 'SUMMARY.md', 'guide/README.md', 'guide/install.md']);
    expect(read(`${repo}/README.md`)).toBe('# Intro\n\nHello **world**.\n');
    expect(read(`${repo}/guide/install.md`)).toBe('# Install\n\n{% hint style="info" %}\nRun it.\n{% endhint %}\n');
    expect(read(`${repo}/SUMMARY.md`)).toBe(
      '# Table of contents\n\n* [Intro](README.md)\n* [Guide](guide/README.md)\n  * [Install](guide/install.md)\n',
    );
    const log = (await gitOk(repo, 'log', '--format=%an|%s')).trim().split('\n');
    expect(log.slice(0, 3)).toEqual([
      "Owner|Create page 'Install'",
      "Owner|Create page 'Guide'",
      "Owner|Create page 'Intro'",
    ]);
    expect((await gitOk(repo, 'symbolic-ref', 'HEAD')).trim()).toBe('refs/heads/main');
  });

  it('pulls an API edit as a change of exactly that file', async () => {
    const { sp, guide, repo } = await cloned();
    const before = (await gitOk(repo, 'rev-parse', 'HEAD')).trim();
    const res = await graphqlClient(s.baseUrl, editor.token).request(UpdatePage, {
      input: { spaceId: sp.id, pageId: guide.page.id, markdown: 'The new guide.\n' },
    });
    expect(res.updatePage.__typename).toBe('UpdatePagePayload');
    await gitOk(repo, 'pull', '-q', '--ff-only');
    expect((await gitOk(repo, 'diff', '--name-only', before, 'HEAD')).trim()).toBe('guide/README.md');
    expect(read(`${repo}/guide/README.md`)).toBe('# Guide\n\nThe new guide.\n');
  });

  it('serves protocol v0 as well as v2', async () => {
    const { sp } = await cloned();
    const dir = scratch();
    await gitOk(dir, '-c', 'protocol.version=0', 'clone', '-q', cloneUrl(s.baseUrl, sp.id, reader.token), 'v0');
    expect(read(`${dir}/v0/README.md`)).toContain('Hello');
  });
});

describe('push', () => {
  it('applies a pushed edit to exactly that page, keeping the commit', async () => {
    const { sp, intro, guide, install, repo } = await cloned();
    writeFileSync(`${repo}/guide/install.md`, '# Install\n\nRun `quire`.\n');
    await gitOk(repo, 'commit', '-qam', 'Explain the install');
    const pushed = await git(repo, 'push', 'origin', 'main');
    expect(pushed.code, pushed.stderr).toBe(0);
    expect(await markdownOf(sp.id, install.page.id)).toBe('Run `quire`.\n');
    expect(await markdownOf(sp.id, guide.page.id)).toBe('The guide.\n');
    expect(await markdownOf(sp.id, intro.page.id)).toBe('Hello **world**.\n');
    const { data: rev } = await api().spaces.getRevisionById(sp.id, await headOf(sp.id));
    expect(rev.type).toBe('edits');
    // The pushed commit is the branch's head: a fetch brings nothing new.
    const local = (await gitOk(repo, 'rev-parse', 'HEAD')).trim();
    expect((await gitOk(repo, 'ls-remote', 'origin', 'refs/heads/main')).split('\t')[0]).toBe(local);
    await gitOk(repo, 'pull', '-q', '--ff-only');
    expect((await gitOk(repo, 'rev-parse', 'HEAD')).trim()).toBe(local);
  });

  it('forgets the git rows of a space once it is purged', async () => {
    const { sp, repo } = await cloned();
    // The instance's git rows as its admin counts them (usage report): no space of this file was
    // deleted before, so the purge below frees exactly this space's.
    const before = await instanceUsage(s);
    writeFileSync(`${repo}/README.md`, '# Intro\n\nGone soon.\n');
    await gitOk(repo, 'commit', '-qam', 'Edit before the purge');
    await gitOk(repo, 'push', '-q', 'origin', 'main');
    const kept = await cloned();
    // The push mapped its commit to the revision it became.
    expect((await instanceUsage(s)).gitCommits).toBe(before.gitCommits + 1);
    await api().spaces.deleteSpaceById(sp.id);
    // Seven days later the purge job removes the space, then its git rows.
    expect(await purgeDeletedSpaces(s.db.prisma, new Date(Date.now() + 8 * 24 * 3600 * 1000))).toBeGreaterThan(0);
    expect(await forgetPurgedSpaces(s.db.prisma)).toBeGreaterThanOrEqual(1);
    const after = await instanceUsage(s);
    expect(after.gitCommits).toBe(before.gitCommits);
    expect(after.gitPacks).toBe(before.gitPacks);
    expect(await gitPacks(s.db, sp.id)).toEqual([]);
    // Another space's clone still works.
    await gitOk(kept.repo, 'pull', '-q', '--ff-only');
  });

  it('adds, moves and deletes pages as the tree says', async () => {
    const { sp, intro, install, repo } = await cloned();
    await gitOk(repo, 'mv', 'guide/install.md', 'setup.md');
    await gitOk(repo, 'rm', '-q', 'guide/README.md');
    writeFileSync(`${repo}/faq.md`, '# FAQ\n\nAsk away.\n');
    writeFileSync(
      `${repo}/SUMMARY.md`,
      '# Table of contents\n\n* [Intro](README.md)\n* [Install](setup.md)\n* [FAQ](faq.md)\n',
    );
    await gitOk(repo, 'add', '-A');
    await gitOk(repo, 'commit', '-qm', 'Reorganize');
    const pushed = await git(repo, 'push', 'origin', 'main');
    expect(pushed.code, pushed.stderr).toBe(0);
    const { data } = await api().spaces.listPages(sp.id);
    const flat = data.pages.map((p) => ({ id: p.id, title: p.title, path: 'path' in p ? p.path : undefined }));
    expect(flat.map((p) => p.title)).toEqual(['Intro', 'Install', 'FAQ']);
    expect(flat[0].id).toBe(intro.page.id);
    // A moved page keeps its id (its content followed it).
    expect(flat[1]).toEqual({ id: install.page.id, title: 'Install', path: 'setup' });
    expect(await markdownOf(sp.id, flat[2].id)).toBe('Ask away.\n');
  });

  it('opens a change request for a new branch; merged, it comes back on pull', async () => {
    const { sp, guide, repo } = await cloned();
    await gitOk(repo, 'checkout', '-qb', 'fix-guide');
    writeFileSync(`${repo}/guide/README.md`, '# Guide\n\nThe fixed guide.\n');
    await gitOk(repo, 'commit', '-qam', 'Fix the guide\n\nLonger explanation.');
    const pushed = await git(repo, 'push', 'origin', 'fix-guide');
    expect(pushed.code, pushed.stderr).toBe(0);
    const { data: list } = await api().spaces.listChangeRequestsForSpace(sp.id);
    expect(list.items.map((c) => c.subject)).toEqual(['Fix the guide']);
    const cr = list.items[0];
    // Main is untouched until the merge.
    expect(await markdownOf(sp.id, guide.page.id)).toBe('The guide.\n');
    expect((await gitOk(repo, 'ls-remote', 'origin')).includes('refs/heads/fix-guide')).toBe(true);
    // A second commit on the branch updates the change request.
    writeFileSync(`${repo}/guide/README.md`, '# Guide\n\nThe fixed guide, again.\n');
    await gitOk(repo, 'commit', '-qam', 'Fix it again');
    const again = await git(repo, 'push', 'origin', 'fix-guide');
    expect(again.code, again.stderr).toBe(0);
    await api().spaces.mergeChangeRequest(sp.id, cr.id);
    expect(await markdownOf(sp.id, guide.page.id)).toBe('The fixed guide, again.\n');
    await gitOk(repo, 'checkout', '-q', 'main');
    await gitOk(repo, 'pull', '-q', '--ff-only');
    expect(read(`${repo}/guide/README.md`)).toBe('# Guide\n\nThe fixed guide, again.\n');
    // A merged change request is no longer a branch.
    expect((await gitOk(repo, 'ls-remote', 'origin')).includes('fix-guide')).toBe(false);
  });

  it('refuses a non-fast-forward push and keeps main', async () => {
    const { sp, guide, repo } = await cloned();
    await graphqlClient(s.baseUrl, editor.token).request(UpdatePage, {
      input: { spaceId: sp.id, pageId: guide.page.id, markdown: 'Edited in the app.\n' },
    });
    writeFileSync(`${repo}/README.md`, '# Intro\n\nLocal edit.\n');
    await gitOk(repo, 'commit', '-qam', 'Local');
    const head = await headOf(sp.id);
    const plain = await git(repo, 'push', 'origin', 'main');
    expect(plain.code).not.toBe(0);
    expect(plain.stderr).toContain('fetch first');
    const forced = await git(repo, 'push', '--force', 'origin', 'main');
    expect(forced.code).not.toBe(0);
    expect(forced.stderr).toMatch(/non-fast-forward|fetch first/);
    expect(await headOf(sp.id)).toBe(head);
    const deleted = await git(repo, 'push', 'origin', ':main');
    expect(deleted.code).not.toBe(0);
    expect(deleted.stderr).toContain('deleting the main branch is not allowed');
  });

  it('announces a push as a content update, as an API edit', async () => {
    const { sp, repo } = await cloned();
    const open = s.db.events.size;
    const stream = await sseSubscribe(s.baseUrl, reader.token, ContentEvents, {
      spaceId: sp.id,
      types: ['SPACE_CONTENT_UPDATED'],
    });
    await streamsOpen(s.db, open + 1);
    writeFileSync(`${repo}/README.md`, '# Intro\n\nAnnounced.\n');
    await gitOk(repo, 'commit', '-qam', 'Announce it');
    await gitOk(repo, 'push', '-q', 'origin', 'main');
    const got = await stream.next();
    expect(got).not.toBe('complete');
    const event = (got as { data: { spaceEvents: Record<string, unknown> } }).data.spaceEvents;
    expect(event).toEqual({
      type: 'SPACE_CONTENT_UPDATED',
      actor: { displayName: 'Editor' },
      revision: { key: await headOf(sp.id), message: 'Announce it' },
    });
    await stream.close();
  });

  it('refuses a push to a locked space with the reason, and reuses a closed branch name', async () => {
    const { sp, repo } = await cloned();
    await api().spaces.updateSpaceById(sp.id, { editMode: SpaceEditMode.Locked });
    writeFileSync(`${repo}/README.md`, '# Intro\n\nLocked out.\n');
    await gitOk(repo, 'commit', '-qam', 'Locked');
    const locked = await git(repo, 'push', 'origin', 'main');
    expect(locked.code).not.toBe(0);
    expect(locked.stderr).toContain('The space is locked');
    // Change requests still take edits; a merged one's branch name opens a new one.
    await gitOk(repo, 'push', '-q', 'origin', 'main:topic');
    const first = (await api().spaces.listChangeRequestsForSpace(sp.id)).data.items[0];
    await api().spaces.updateChangeRequestById(sp.id, first.id, { status: 'archived' });
    writeFileSync(`${repo}/README.md`, '# Intro\n\nAgain.\n');
    await gitOk(repo, 'commit', '-qam', 'Again');
    await gitOk(repo, 'fetch', '-q', 'origin');
    const again = await git(repo, 'push', 'origin', 'main:topic');
    expect(again.code, again.stderr).toBe(0);
    const open = (await api().spaces.listChangeRequestsForSpace(sp.id)).data.items;
    expect(open.map((c) => c.subject)).toEqual(['Again']);
  });

  it('refuses a push over the push limit, storing nothing', async () => {
    const { sp, repo } = await cloned();
    mkdirSync(`${repo}/.gitbook/assets`, { recursive: true });
    // Random bytes do not compress: files under the file limit, together over the push limit.
    for (const i of [1, 2, 3, 4, 5]) writeFileSync(`${repo}/.gitbook/assets/noise-${i}.bin`, randomBytes(250 * 1024));
    await gitOk(repo, 'add', '-A');
    await gitOk(repo, 'commit', '-qm', 'Big');
    const head = await headOf(sp.id);
    const before = await packs();
    const pushed = await git(repo, 'push', 'origin', 'main');
    expect(pushed.code).not.toBe(0);
    expect(pushed.stderr).toContain('push larger than 1048576 bytes');
    expect(await headOf(sp.id)).toBe(head);
    expect(await packs()).toBe(before);
  });

  it('takes one of two racing pushes and refuses the other', async () => {
    const { sp, repo } = await cloned();
    const dir = scratch();
    await gitOk(dir, 'clone', '-q', cloneUrl(s.baseUrl, sp.id, editor.token), 'other');
    const other = `${dir}/other`;
    writeFileSync(`${repo}/README.md`, '# Intro\n\nFirst writer.\n');
    await gitOk(repo, 'commit', '-qam', 'First');
    writeFileSync(`${other}/guide/README.md`, '# Guide\n\nSecond writer.\n');
    await gitOk(other, 'commit', '-qam', 'Second');
    const results = await Promise.all([git(repo, 'push', 'origin', 'main'), git(other, 'push', 'origin', 'main')]);
    expect(results.map((r) => r.code === 0).sort()).toEqual([false, true]);
    expect(results.find((r) => r.code !== 0)?.stderr).toContain('fetch first');
    const winner = results[0].code === 0 ? repo : other;
    expect((await gitOk(winner, 'ls-remote', 'origin', 'refs/heads/main')).split('\t')[0]).toBe(
      (await gitOk(winner, 'rev-parse', 'HEAD')).trim(),
    );
  });

  it('stores a pack per push: the same objects stored twice at once, and one copy dropped, leave the other whole', async () => {
    const { sp } = await cloned();
    const prisma = s.db.prisma;
    const file = `${scratch()}/pack-0123.pack`;
    const bytes = randomBytes(2 * 1024 * 1024 + 1000);
    writeFileSync(file, bytes);
    const readBack = async (id: string) => {
      const parts: Uint8Array[] = [];
      for await (const part of packParts(s.db, id)) parts.push(part);
      return Buffer.concat(parts);
    };
    const [first, second] = await Promise.all([storePack(s.db, sp.id, file), storePack(s.db, sp.id, file)]);
    expect(first).not.toBe(second);
    expect((await storedPacks(prisma, sp.id)).sort()).toEqual([first, second].sort());
    expect((await readBack(first)).equals(bytes)).toBe(true);
    // A push whose branches were all refused drops its own copy; the other push's stays whole.
    // (The pack store is driven directly: its rows are what it keeps, which no API shows.)
    await prisma.gitPack.delete({ where: { id: first } });
    expect(await storedPacks(prisma, sp.id)).toEqual([second]);
    expect((await readBack(second)).equals(bytes)).toBe(true);
    // What a dead write left a day ago goes with the next push; a write under way stays. Both are
    // crash states (a process killed mid-write), written as rows with their ages.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await prisma.gitPack.createMany({
      data: [
        { id: `${sp.id}-dead`, spaceId: sp.id, createdAt: twoDaysAgo },
        { id: `${sp.id}-writing`, spaceId: sp.id },
      ],
    });
    const third = await storePack(s.db, sp.id, file);
    const left = await gitPacks(s.db, sp.id);
    expect(left.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: second, complete: true },
        { id: third, complete: true },
        { id: `${sp.id}-writing`, complete: false },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  const bad: { name: string; change: (repo: string) => Promise<void> | void; reason: string }[] = [
    {
      name: 'a symbolic link',
      change: (repo) => symlinkSync('README.md', `${repo}/link.md`),
      reason: 'link.md is a symbolic link',
    },
    {
      name: 'markdown that is not UTF-8',
      change: (repo) => writeFileSync(`${repo}/README.md`, Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x0a])),
      reason: 'README.md is not UTF-8',
    },
    {
      name: 'two paths that differ only by case',
      change: (repo) => writeFileSync(`${repo}/readme.md`, '# Other\n'),
      reason: 'differ only by case',
    },
    {
      name: 'a SUMMARY.md linking a missing file',
      change: (repo) => writeFileSync(`${repo}/SUMMARY.md`, '# Table of contents\n\n* [Gone](gone.md)\n'),
      reason: 'SUMMARY.md links a missing file gone.md',
    },
    {
      name: 'a .gitbook.yaml that does not parse',
      change: (repo) => writeFileSync(`${repo}/.gitbook.yaml`, 'root: [\n'),
      reason: '.gitbook.yaml is not valid YAML',
    },
    {
      name: 'a file over the size limit',
      change: (repo) => writeFileSync(`${repo}/.gitbook/assets/big.bin`, Buffer.alloc(300 * 1024, 7)),
      reason: 'is larger than 262144 bytes',
    },
  ];
  for (const b of bad) {
    it(`refuses ${b.name}, storing nothing`, async () => {
      const { sp, repo } = await cloned();
      mkdirSync(`${repo}/.gitbook/assets`, { recursive: true });
      await b.change(repo);
      await gitOk(repo, 'add', '-A');
      await gitOk(repo, 'commit', '-qm', 'Bad');
      const head = await headOf(sp.id);
      const before = await packs();
      const pushed = await git(repo, 'push', 'origin', 'main');
      expect(pushed.code).not.toBe(0);
      expect(pushed.stderr).toContain(b.reason);
      expect(pushed.stderr).toContain('[remote rejected]');
      expect(await headOf(sp.id)).toBe(head);
      expect(await packs()).toBe(before);
    });
  }
});

describe('access', () => {
  it('asks for credentials (401), hides foreign spaces (404), refuses readers a push (403)', async () => {
    const { sp, repo } = await cloned(reader);
    const bare = await fetch(`${s.baseUrl}/git/${sp.id}.git/info/refs?service=git-upload-pack`);
    expect(bare.status).toBe(401);
    expect(bare.headers.get('www-authenticate')).toBe('Basic realm="Quire"');
    const dir = scratch();
    const anonymous = await git(dir, 'clone', cloneUrl(s.baseUrl, sp.id), 'a');
    expect(anonymous.code).not.toBe(0);
    const foreign = await git(dir, 'clone', cloneUrl(s.baseUrl, sp.id, outsider.token), 'b');
    expect(foreign.code).not.toBe(0);
    expect(foreign.stderr).toMatch(/not found|404/);
    const wrong = await git(dir, 'clone', cloneUrl(s.baseUrl, sp.id, 'not-a-token'), 'c');
    expect(wrong.code).not.toBe(0);
    const bearer = await fetch(`${s.baseUrl}/git/${sp.id}.git/info/refs?service=git-upload-pack`, {
      headers: { authorization: `Bearer ${reader.token}` },
    });
    expect(bearer.status).toBe(200);
    writeFileSync(`${repo}/README.md`, '# Intro\n\nReader edit.\n');
    await gitOk(repo, 'commit', '-qam', 'Reader');
    const pushed = await git(repo, 'push', 'origin', 'main');
    expect(pushed.code).not.toBe(0);
    expect(pushed.stderr).toContain('403');
  });
});
