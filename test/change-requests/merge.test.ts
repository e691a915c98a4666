import { SpaceEditMode } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { type Person, useServer } from '../support/fixtures.ts';
import { gitbook, statusOf } from '../support/gitbook.ts';
import { payload } from '../support/graphql.ts';
import { graphqlClient } from '../support/http.ts';
import { markdownPage } from '../support/pages.ts';

const { s, owner, editor, org } = useServer({ title: 'Merge Org', members: { editor: 'edit' }, outsider: false });

const api = (u: Person = editor) => gitbook(s.baseUrl, u.token);

const CreatePage = graphql(`
  mutation MergeCreatePage($input: CreatePageInput!) {
    createPage(input: $input) { __typename ... on CreatePagePayload { page { id: key } } ... on BaseError { message status } }
  }
`);
const UpdatePage = graphql(`
  mutation MergeUpdatePage($input: UpdatePageInput!) {
    updatePage(input: $input) { __typename ... on UpdatePagePayload { revision { key } } ... on BaseError { message status } }
  }
`);
const Merge = graphql(`
  mutation MergeCr($input: MergeChangeRequestInput!) {
    mergeChangeRequest(input: $input) {
      __typename
      ... on MergeChangeRequestPayload { result revision conflicts { kind pageId base ours theirs } changeRequest { status } }
      ... on BaseError { message status }
    }
  }
`);

const History = graphql(`
  query MergeSpaceHistory($id: ID!) { space(id: $id) { revisions(first: 100) { edges { node { key } } } } }
`);

const TEXT = (n: number) => `${Array.from({ length: n }, (_, i) => `Line ${i + 1}.`).join('\n\n')}\n`;

async function setup() {
  const sp = (await api(owner).orgs.createSpace(org.id, { title: 'Story' })).data;
  const gql = graphqlClient(s.baseUrl, editor.token);
  const ids: string[] = [];
  for (const title of ['One', 'Two']) {
    const r = await gql.request(CreatePage, { input: { spaceId: sp.id, title, markdown: TEXT(6) } });
    if (r.createPage.__typename !== 'CreatePagePayload') throw new Error('page');
    ids.push(r.createPage.page.id);
  }
  const edit = async (pageId: string, markdown: string, changeRequestId?: string) => {
    const r = await gql.request(UpdatePage, { input: { spaceId: sp.id, pageId, markdown, changeRequestId } });
    if (r.updatePage.__typename !== 'UpdatePagePayload') throw new Error(JSON.stringify(r.updatePage));
  };
  const md = async (pageId: string, cr?: string) =>
    markdownPage(
      (cr
        ? await api().spaces.getPageInChangeRequestById(sp.id, cr, pageId, { format: 'markdown' })
        : await api().spaces.getPageById(sp.id, pageId, { format: 'markdown' })
      ).data,
    ).markdown;
  return { sp, ids, edit, md, gql };
}

describe('update and merge', () => {
  it('the full story: edits on both sides, update without conflict, merge', async () => {
    const { sp, ids, edit, md } = await setup();
    const cr = (await api().spaces.createChangeRequest(sp.id, { subject: 'Story' })).data;
    await edit(ids[0], TEXT(6).replace('Line 1.', 'Line 1 in the change request.'), cr.id);
    await edit(ids[1], TEXT(6).replace('Line 6.', 'Line 6 on main.'));
    await edit(ids[0], TEXT(6).replace('Line 6.', 'Line 6 of one on main.'));
    expect((await api().spaces.getChangeRequestById(sp.id, cr.id)).data.outdated).toBe(true);

    const updated = (await api().spaces.updateChangeRequest(sp.id, cr.id)).data;
    expect(updated.result).toBe('update');
    const after = (await api().spaces.getChangeRequestById(sp.id, cr.id)).data;
    expect(after).toMatchObject({ revision: updated.revision, outdated: false });
    expect(after.revisionMergedAncestor).toBe((await api().spaces.getSpaceById(sp.id)).data.revision);
    expect(await md(ids[0], cr.id)).toContain('Line 1 in the change request.');
    expect(await md(ids[0], cr.id)).toContain('Line 6 of one on main.');
    expect(await md(ids[1], cr.id)).toContain('Line 6 on main.');

    const merged = (await api().spaces.mergeChangeRequest(sp.id, cr.id)).data;
    expect(merged.result).toBe('merge');
    const space = (await api().spaces.getSpaceById(sp.id)).data;
    expect(space.revision).toBe(merged.revision);
    const rev = (await api().spaces.getRevisionById(sp.id, merged.revision)).data;
    expect(rev.parents).toEqual([after.revisionMergedAncestor, after.revision]);
    expect(await md(ids[0])).toContain('Line 1 in the change request.');
    expect(await md(ids[0])).toContain('Line 6 of one on main.');
    const done = (await api().spaces.getChangeRequestById(sp.id, cr.id)).data;
    expect(done).toMatchObject({ status: 'merged', revisionMerged: merged.revision, mergedBy: { id: editor.id } });
    expect(await statusOf(api().spaces.mergeChangeRequest(sp.id, cr.id))).toBe(409);
    expect(await statusOf(api().spaces.updateChangeRequest(sp.id, cr.id))).toBe(409);
  });

  it('conflicts: same lines on both sides are reported and neither text is lost', async () => {
    const { sp, ids, edit, md, gql } = await setup();
    const cr = (await api().spaces.createChangeRequest(sp.id, {})).data;
    await edit(ids[0], TEXT(6).replace('Line 3.', 'Line 3 from the branch.'), cr.id);
    await edit(ids[0], TEXT(6).replace('Line 3.', 'Line 3 from main.'));
    const before = (await api().spaces.getSpaceById(sp.id)).data.revision;
    expect((await api().spaces.mergeChangeRequest(sp.id, cr.id)).data.result).toBe('conflicts');
    expect((await api().spaces.updateChangeRequest(sp.id, cr.id)).data.result).toBe('conflicts');
    const res = await gql.request(Merge, { input: { spaceId: sp.id, changeRequestId: String(cr.number) } });
    expect(res.mergeChangeRequest).toMatchObject({ result: 'CONFLICTS', changeRequest: { status: 'OPEN' } });
    const c = payload(res.mergeChangeRequest, 'MergeChangeRequestPayload').conflicts[0];
    expect(c).toMatchObject({ kind: 'CONTENT', pageId: ids[0] });
    expect(c.ours).toContain('Line 3 from main.');
    expect(c.theirs).toContain('Line 3 from the branch.');
    expect((await api().spaces.getSpaceById(sp.id)).data.revision).toBe(before);
    expect(await md(ids[0])).toContain('Line 3 from main.');
    expect(await md(ids[0], cr.id)).toContain('Line 3 from the branch.');
    await api().spaces.updateChangeRequestById(sp.id, cr.id, { status: 'archived' });
    expect(await statusOf(api().spaces.mergeChangeRequest(sp.id, cr.id))).toBe(409);
  });

  it('a locked space refuses merges but its change requests still update; their revisions stay out of its history', async () => {
    const { sp, ids, edit, md, gql } = await setup();
    const history = async () =>
      (await gql.request(History, { id: sp.id })).space!.revisions.edges.map((e) => e.node.key);
    const before = await history();
    const cr = (await api().spaces.createChangeRequest(sp.id, { subject: 'Locked' })).data;
    await edit(ids[0], TEXT(6).replace('Line 2.', 'Line 2 in the branch.'), cr.id);
    await edit(ids[1], TEXT(6).replace('Line 4.', 'Line 4 on main.'));
    const mainHead = (await api().spaces.getSpaceById(sp.id)).data.revision;
    expect((await api().spaces.updateChangeRequest(sp.id, cr.id)).data.result).toBe('update');
    // Branch revisions (the edit and the update) are not in the space's history.
    expect(await history()).toEqual([mainHead, ...before]);

    await api(owner).spaces.updateSpaceById(sp.id, { editMode: SpaceEditMode.Locked });
    expect(await statusOf(api().spaces.mergeChangeRequest(sp.id, cr.id))).toBe(409);
    const gqlRefused = await gql.request(Merge, { input: { spaceId: sp.id, changeRequestId: cr.id } });
    expect(gqlRefused.mergeChangeRequest).toMatchObject({
      __typename: 'ConflictError',
      message: expect.stringMatching(/locked/),
    });
    expect((await api().spaces.getChangeRequestById(sp.id, cr.id)).data.status).toBe('open');
    expect(await md(ids[0])).not.toContain('in the branch');

    await api(owner).spaces.updateSpaceById(sp.id, { editMode: SpaceEditMode.Live });
    const merged = (await api().spaces.mergeChangeRequest(sp.id, cr.id)).data;
    expect(merged.result).toBe('merge');
    expect(await history()).toEqual([merged.revision, mainHead, ...before]);
  });

  it('two concurrent merges into one space keep both changes', async () => {
    const { sp, ids, edit, md } = await setup();
    const a = (await api().spaces.createChangeRequest(sp.id, { subject: 'A' })).data;
    const b = (await api().spaces.createChangeRequest(sp.id, { subject: 'B' })).data;
    await edit(ids[0], TEXT(6).replace('Line 1.', 'Line 1 by A.'), a.id);
    await edit(ids[1], TEXT(6).replace('Line 2.', 'Line 2 by B.'), b.id);
    const [ra, rb] = await Promise.all([
      api().spaces.mergeChangeRequest(sp.id, a.id),
      api().spaces.mergeChangeRequest(sp.id, b.id),
    ]);
    expect([ra.data.result, rb.data.result]).toEqual(['merge', 'merge']);
    expect(await md(ids[0])).toContain('Line 1 by A.');
    expect(await md(ids[1])).toContain('Line 2 by B.');
  });
});
