import { ChangeRequestStatus, type GitBookAPI } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { type Person, page, space, useServer } from '../support/fixtures.ts';
import { gitbook, statusOf } from '../support/gitbook.ts';
import { call, graphqlClient } from '../support/http.ts';
import { markdownPage } from '../support/pages.ts';

const { s, owner, editor, reader, outsider, org } = useServer({
  title: 'CR Org',
  members: { editor: 'edit', reader: 'read' },
});

const api = (u?: Person) => gitbook(s.baseUrl, u?.token);

const UpdatePage = graphql(`
  mutation CrUpdatePage($input: UpdatePageInput!) {
    updatePage(input: $input) { __typename ... on UpdatePagePayload { revision { key } } ... on BaseError { message status } }
  }
`);

const DeletePage = graphql(`
  mutation CrDeletePage($input: DeletePageInput!) {
    deletePage(input: $input) { __typename ... on DeletePagePayload { deleted } ... on BaseError { message status } }
  }
`);

describe('change requests', () => {
  it('creates with incremental numbers, gets by id and number, counts on the space', async () => {
    const sp = await space(s, owner, org.id, { title: 'Counted' });
    const first = await api(editor).spaces.createChangeRequest(sp.id, { subject: 'First' });
    expect(first.status).toBe(201);
    expect(first.headers.get('location')).toBe(first.data.urls.location);
    expect(first.data).toMatchObject({
      object: 'change-request',
      number: 1,
      status: 'open',
      subject: 'First',
      space: sp.id,
      outdated: false,
      comments: 0,
    });
    expect(first.data.revision).toBe(first.data.revisionInitial);
    expect(first.data.createdBy.id).toBe(editor.id);
    const second = (await api(editor).spaces.createChangeRequest(sp.id, {})).data;
    expect(second.number).toBe(2);
    expect(second.subject).toBe('');
    expect((await api(reader).spaces.getChangeRequestById(sp.id, first.data.id)).data.id).toBe(first.data.id);
    expect((await api(reader).spaces.getChangeRequestById(sp.id, '2')).data.id).toBe(second.id);
    await api(editor).spaces.updateChangeRequestById(sp.id, second.id, { status: 'draft' });
    const counted = (await api(reader).spaces.getSpaceById(sp.id)).data;
    expect(counted).toMatchObject({ changeRequests: 2, changeRequestsOpen: 1, changeRequestsDraft: 1 });
  });

  it('numbers 1..20 under 20 concurrent creates', async () => {
    const sp = await space(s, owner, org.id, { title: 'Concurrent' });
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api(editor).spaces.createChangeRequest(sp.id, { subject: `CR ${i}` })),
    );
    const numbers = all.map((r) => r.data.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const list = (await api(reader).spaces.listChangeRequestsForSpace(sp.id, { limit: 5 })).data;
    expect(list.count).toBe(20);
    expect(list.items).toHaveLength(5);
    expect(list.next?.page).toBeTruthy();
  });

  it('lists by status (default open), creator and contributor; PATCH moves status and updatedAt', async () => {
    const sp = await space(s, owner, org.id, { title: 'Listed' });
    const a = (await api(editor).spaces.createChangeRequest(sp.id, { subject: 'A' })).data;
    const b = (await api(owner).spaces.createChangeRequest(sp.id, { subject: 'B' })).data;
    await new Promise((r) => setTimeout(r, 5));
    const archived = (
      await api(editor).spaces.updateChangeRequestById(sp.id, b.id, { status: 'archived', subject: 'B2' })
    ).data;
    expect(archived).toMatchObject({ status: 'archived', subject: 'B2' });
    expect(new Date(archived.updatedAt).getTime()).toBeGreaterThan(new Date(b.updatedAt).getTime());
    const open = (await api(reader).spaces.listChangeRequestsForSpace(sp.id)).data;
    expect(open.items.map((c) => c.id)).toEqual([a.id]);
    const arch = (await api(reader).spaces.listChangeRequestsForSpace(sp.id, { status: ChangeRequestStatus.Archived }))
      .data;
    expect(arch.items.map((c) => c.id)).toEqual([b.id]);
    await page(s, owner, sp.id, { changeRequestId: a.id, title: 'In A' });
    const byContributor = (await api(reader).spaces.listChangeRequestsForSpace(sp.id, { contributor: owner.id })).data;
    expect(byContributor.items.map((c) => c.id)).toEqual([a.id]);
    const byCreator = (
      await api(reader).spaces.listChangeRequestsForSpace(sp.id, {
        status: ChangeRequestStatus.Archived,
        creator: owner.id,
      })
    ).data;
    expect(byCreator.items.map((c) => c.id)).toEqual([b.id]);
  });

  it('PATCH with prefer: return=minimal answers 204 without a body and applies the change', async () => {
    const sp = await space(s, owner, org.id, { title: 'Minimal' });
    const cr = (await api(editor).spaces.createChangeRequest(sp.id, { subject: 'Before' })).data;
    const res = await fetch(`${s.baseUrl}/v1/spaces/${sp.id}/change-requests/${cr.number}`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${editor.token}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify({ subject: 'After' }),
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('preference-applied')).toBe('return=minimal');
    expect(await res.text()).toBe('');
    expect((await api(reader).spaces.getChangeRequestById(sp.id, cr.id)).data.subject).toBe('After');
    // Without the header: 200 with the change request.
    const full = await call(s.baseUrl, editor.token, 'PATCH', `/v1/spaces/${sp.id}/change-requests/${cr.id}`, {
      subject: 'Again',
    });
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ object: 'change-request', subject: 'Again' });
  });

  it('refuses bad input and unknown change requests', async () => {
    const sp = await space(s, owner, org.id, { title: 'Bad' });
    const cr = (await api(editor).spaces.createChangeRequest(sp.id, {})).data;
    expect(await statusOf(api(editor).spaces.createChangeRequest(sp.id, { subject: 'x'.repeat(101) }))).toBe(400);
    // invalid on purpose: `merged` is a status only a merge sets, not one a PATCH may send
    const merged = { status: 'merged' } as unknown as Parameters<GitBookAPI['spaces']['updateChangeRequestById']>[2];
    expect(await statusOf(api(editor).spaces.updateChangeRequestById(sp.id, cr.id, merged))).toBe(400);
    expect(await statusOf(api(editor).spaces.updateChangeRequestById(sp.id, cr.id, { subject: 'y'.repeat(101) }))).toBe(
      400,
    );
    expect(
      (await call(s.baseUrl, editor.token, 'PATCH', `/v1/spaces/${sp.id}/change-requests/${cr.id}`, { status: 'nope' }))
        .status,
    ).toBe(400);
    expect(await statusOf(api(reader).spaces.getChangeRequestById(sp.id, '999'))).toBe(404);
    expect(await statusOf(api(reader).spaces.getChangeRequestById(sp.id, 'nope'))).toBe(404);
    expect(await statusOf(api(outsider).spaces.getChangeRequestById(sp.id, cr.id))).toBe(404);
    expect(await statusOf(api(reader).spaces.createChangeRequest(sp.id, {}))).toBe(403);
    expect(await statusOf(api(reader).spaces.updateChangeRequestById(sp.id, cr.id, { subject: 'z' }))).toBe(403);
    expect((await call(s.baseUrl, undefined, 'GET', `/v1/spaces/${sp.id}/change-requests`)).status).toBe(401);
  });
});

describe('change request content', () => {
  it('reads the head of the change request; page mutations inside it leave the space alone', async () => {
    const sp = await space(s, owner, org.id, { title: 'Branch' });
    const guide = await page(s, editor, sp.id, { title: 'Guide', markdown: '# Guide\n\nLive text.\n' });
    const cr = (await api(editor).spaces.createChangeRequest(sp.id, { subject: 'Edit guide' })).data;
    const gql = graphqlClient(s.baseUrl, editor.token);
    const upd = await gql.request(UpdatePage, {
      input: {
        spaceId: sp.id,
        changeRequestId: String(cr.number),
        pageId: guide.page.id,
        markdown: '# Guide\n\nBranch text.\n',
      },
    });
    expect(upd.updatePage.__typename).toBe('UpdatePagePayload');
    const added = await page(s, editor, sp.id, { changeRequestId: cr.id, title: 'New in CR', markdown: 'Hello' });

    const head = (await api(reader).spaces.getChangeRequestById(sp.id, cr.id)).data;
    expect(head.revision).toBe(added.revision.key);
    expect(head.revisionInitial).toBe(cr.revisionInitial);

    const content = (await api(reader).spaces.getRevisionOfChangeRequestById(sp.id, cr.id)).data;
    expect(content.id).toBe(head.revision);
    expect(content.pages.map((p) => p.title)).toEqual(['Guide', 'New in CR']);
    const pages = (await api(reader).spaces.listPagesInChangeRequest(sp.id, cr.id)).data;
    expect(pages.pages).toHaveLength(2);
    const byId = markdownPage(
      (await api(reader).spaces.getPageInChangeRequestById(sp.id, cr.id, guide.page.id, { format: 'markdown' })).data,
    );
    expect(byId.markdown).toContain('Branch text.');
    const byPath = markdownPage(
      (await api(reader).spaces.getPageInChangeRequestByPath(sp.id, cr.id, 'new-in-cr', { format: 'markdown' })).data,
    );
    expect(byPath.markdown).toBe('Hello');
    const files = (await api(reader).spaces.listFilesInChangeRequestById(sp.id, cr.id)).data;
    expect(files.items).toEqual([]);
    expect(await statusOf(api(reader).spaces.getFileInChangeRequestById(sp.id, cr.id, 'nope'))).toBe(404);
    expect(await statusOf(api(reader).spaces.getReusableContentInChangeRequestById(sp.id, cr.id, 'nope'))).toBe(404);

    // The live content is untouched; the change request is now outdated once main moves.
    const live = markdownPage(
      (await api(reader).spaces.getPageById(sp.id, guide.page.id, { format: 'markdown' })).data,
    );
    expect(live.markdown).toContain('Live text.');
    expect((await api(reader).spaces.listPages(sp.id)).data.pages).toHaveLength(1);
    expect((await api(reader).spaces.getChangeRequestById(sp.id, cr.id)).data.outdated).toBe(false);
    await page(s, editor, sp.id, { title: 'Main only' });
    expect((await api(reader).spaces.getChangeRequestById(sp.id, cr.id)).data.outdated).toBe(true);

    // Delete inside the change request; archived change requests refuse edits.
    const del = await gql.request(DeletePage, {
      input: { spaceId: sp.id, changeRequestId: cr.id, pageId: added.page.id },
    });
    expect(del.deletePage).toMatchObject({ deleted: true });
    await api(editor).spaces.updateChangeRequestById(sp.id, cr.id, { status: 'archived' });
    const refused = await gql.request(UpdatePage, {
      input: { spaceId: sp.id, changeRequestId: cr.id, pageId: guide.page.id, title: 'No' },
    });
    expect(refused.updatePage).toMatchObject({ __typename: expect.stringMatching(/Error/), status: 409 });
    expect(await statusOf(api(reader).spaces.getRevisionOfChangeRequestById(sp.id, '404'))).toBe(404);
  });

  it('a change request on a space without content starts from an empty revision', async () => {
    const sp = await space(s, owner, org.id, { title: 'Empty' });
    const cr = (await api(editor).spaces.createChangeRequest(sp.id, {})).data;
    expect((await api(reader).spaces.listPagesInChangeRequest(sp.id, cr.id)).data.pages).toEqual([]);
    expect((await api(reader).spaces.getSpaceById(sp.id)).data.revision).toBe(cr.revisionInitial);
  });
});
