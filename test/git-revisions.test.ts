/**
 * One truth about git: a revision's `git` (GraphQL `Revision.git`, REST `GET {S}/revisions/{id}`)
 * is the commit `git clone` of its space shows for it, the pushed commit of a push and the
 * server's commit of an API edit; and a page of revisions reads them in a constant number of
 * statements.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { page, space, useServer } from './support/fixtures.ts';
import { cloneUrl, gitOk, removeScratch, scratch } from './support/git.ts';
import { contractViolations, gitbook } from './support/gitbook.ts';
import { graphqlClient } from './support/http.ts';

afterAll(removeScratch);
const { s, owner, editor, org } = useServer({ title: 'Git Revisions Org', members: { editor: 'edit' } });

const History = graphql(`
  query GitRevisionsHistory($id: ID!, $first: Int) {
    space(id: $id) {
      revisions(first: $first) {
        edges { node { key message git { oid message createdByService createdByGitBook } } }
      }
    }
  }
`);

const EditPage = graphql(`
  mutation GitRevisionsEditPage($input: UpdatePageInput!) {
    updatePage(input: $input) { __typename ... on UpdatePagePayload { revision { key } } ... on BaseError { message } }
  }
`);

const history = async (spaceId: string, first = 100) =>
  (await graphqlClient(s.baseUrl, owner.token).request(History, { id: spaceId, first })).space!.revisions.edges.map(
    (e) => e.node,
  );

/** `git log` of the branch: commit id -> subject, newest first. */
const log = async (repo: string) =>
  (await gitOk(repo, 'log', '--format=%H %s', 'origin/main'))
    .trim()
    .split('\n')
    .map((line) => ({ oid: line.slice(0, 40), subject: line.slice(41) }));

describe('Revision.git', () => {
  it('is the commit git shows, for pushed commits and API edits alike, in GraphQL and REST', async () => {
    const sp = await space(s, owner, org.id);
    const intro = await page(s, owner, sp.id, { title: 'Intro', markdown: 'Hello.\n' });
    const dir = scratch();
    await gitOk(dir, 'clone', '-q', cloneUrl(s.baseUrl, sp.id, editor.token), 'repo');
    const repo = `${dir}/repo`;

    // A commit pushed with git...
    writeFileSync(`${repo}/README.md`, '# Intro\n\nPushed with git.\n');
    await gitOk(repo, 'commit', '-qam', 'Push from a laptop');
    const pushed = (await gitOk(repo, 'rev-parse', 'HEAD')).trim();
    await gitOk(repo, 'push', '-q', 'origin', 'main');
    // ...then an edit through the API.
    const edit = await graphqlClient(s.baseUrl, editor.token).request(EditPage, {
      input: { spaceId: sp.id, pageId: intro.page.id, markdown: 'Edited through the API.\n' },
    });
    expect(edit.updatePage.__typename).toBe('UpdatePagePayload');
    await gitOk(repo, 'fetch', '-q', 'origin');
    const commits = await log(repo);

    const revisions = await history(sp.id);
    // One commit per revision, the same ids in the same order (newest first).
    expect(revisions.map((r) => r.git?.oid)).toEqual(commits.map((c) => c.oid));
    expect(revisions.map((r) => r.git?.message.split('\n')[0])).toEqual(commits.map((c) => c.subject));

    const [apiEdit, push] = revisions;
    expect(push.git).toEqual({
      oid: pushed,
      message: 'Push from a laptop',
      createdByService: false,
      createdByGitBook: false,
    });
    expect(apiEdit.key).toBe(
      edit.updatePage.__typename === 'UpdatePagePayload' ? edit.updatePage.revision.key : undefined,
    );
    expect(apiEdit.git).toMatchObject({ oid: commits[0].oid, createdByService: true, createdByGitBook: true });
    expect((await gitOk(repo, 'rev-parse', 'origin/main')).trim()).toBe(apiEdit.git?.oid);

    // REST answers the same commit for each revision.
    for (const r of revisions) {
      const { data } = await gitbook(s.baseUrl, owner.token).spaces.getRevisionById(sp.id, r.key);
      expect(data.git).toEqual(r.git);
    }
  });

  it('reads a page of revisions in as many statements for 30 revisions as for 3', async () => {
    const sp = await space(s, owner, org.id);
    const created = await page(s, owner, sp.id, { title: 'Count', markdown: 'Zero.\n' });
    for (let i = 1; i <= 30; i++)
      await graphqlClient(s.baseUrl, owner.token).request(EditPage, {
        input: { spaceId: sp.id, pageId: created.page.id, markdown: `Edit ${i}.\n` },
      });
    await history(sp.id); // the commits are computed once per instance
    const statements = async (first: number) => {
      s.db.authCache.clear();
      const before = s.db.stats.statements;
      const revisions = await history(sp.id, first);
      expect(revisions).toHaveLength(first);
      expect(revisions.every((r) => /^[0-9a-f]{40}$/.test(r.git?.oid ?? ''))).toBe(true);
      return s.db.stats.statements - before;
    };
    expect(await statements(30)).toBe(await statements(3));
  });
});

it('answers only what the OpenAPI document allows', () => {
  expect(contractViolations).toEqual([]);
});
