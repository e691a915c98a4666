/**
 * Reusable contents: created, edited and deleted through GraphQL (live or in a change request),
 * read through REST (`getReusableContentById`, also in a change request), carried by merges and
 * listed by the change request's diff.
 */
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { type Person, space, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { payload } from './support/graphql.ts';
import { graphqlClient } from './support/http.ts';
import { reusableDocumentId } from './support/pages.ts';

const { s, owner, editor, reader, org } = useServer({
  title: 'Reusable Org',
  members: { editor: 'edit', reader: 'read' },
  outsider: false,
});

const api = (u: Person = editor) => gitbook(s.baseUrl, u.token);

const Create = graphql(`
  mutation ReusableCreate($input: CreateReusableContentInput!) {
    createReusableContent(input: $input) {
      __typename
      ... on CreateReusableContentPayload { revision { key } reusableContent { id: key title document } }
      ... on BaseError { message status }
    }
  }
`);
const Update = graphql(`
  mutation ReusableUpdate($input: UpdateReusableContentInput!) {
    updateReusableContent(input: $input) {
      __typename
      ... on UpdateReusableContentPayload { revision { key } reusableContent { id: key title document } }
      ... on BaseError { message status }
    }
  }
`);
const Delete = graphql(`
  mutation ReusableDelete($input: DeleteReusableContentInput!) {
    deleteReusableContent(input: $input) { __typename ... on DeleteReusableContentPayload { deleted revision { key } } ... on BaseError { message status } }
  }
`);
const Diff = graphql(`
  query ReusableDiff($spaceId: ID!, $cr: ID!) {
    changeRequest(spaceId: $spaceId, changeRequestId: $cr) { diff { reusableContents { type key title documentChanged hunks { lines } } } }
  }
`);
const Merge = graphql(`
  mutation ReusableMerge($input: MergeChangeRequestInput!) {
    mergeChangeRequest(input: $input) { __typename ... on MergeChangeRequestPayload { result conflicts { kind reusableContentId } } ... on BaseError { message status } }
  }
`);

describe('reusable contents', () => {
  it('are created, read, edited and deleted; each edit is a revision; readers cannot edit', async () => {
    const sp = await space(s, owner, org.id, { title: 'Snippets' });
    const gql = graphqlClient(s.baseUrl, editor.token);
    const created = (
      await gql.request(Create, { input: { spaceId: sp.id, title: 'Warning', markdown: 'Back up first.\n' } })
    ).createReusableContent;
    if (created.__typename !== 'CreateReusableContentPayload') throw new Error(JSON.stringify(created));
    const id = created.reusableContent.id;
    expect(created.reusableContent).toMatchObject({ title: 'Warning', document: expect.any(String) });
    expect((await api(editor).spaces.getSpaceById(sp.id)).data.revision).toBe(created.revision.key);

    const read = (await api(reader).spaces.getReusableContentById(sp.id, id)).data;
    expect(read).toMatchObject({ id, title: 'Warning' });
    const doc = (await api(reader).spaces.getDocumentById(sp.id, reusableDocumentId(read))).data;
    expect(JSON.stringify(doc)).toContain('Back up first.');

    const updated = (await gql.request(Update, { input: { spaceId: sp.id, reusableContentId: id, title: 'Caution' } }))
      .updateReusableContent;
    expect(updated).toMatchObject({
      reusableContent: { id, title: 'Caution', document: created.reusableContent.document },
    });
    expect(
      (await gql.request(Update, { input: { spaceId: sp.id, reusableContentId: 'nope', title: 'X' } }))
        .updateReusableContent,
    ).toMatchObject({ __typename: 'NotFoundError' });
    expect((await gql.request(Create, { input: { spaceId: sp.id, title: '  ' } })).createReusableContent).toMatchObject(
      { __typename: 'BadRequestError' },
    );
    const asReader = graphqlClient(s.baseUrl, reader.token);
    expect(
      (await asReader.request(Create, { input: { spaceId: sp.id, title: 'Mine' } })).createReusableContent,
    ).toMatchObject({ __typename: 'ForbiddenError' });

    expect(
      (await gql.request(Delete, { input: { spaceId: sp.id, reusableContentId: id } })).deleteReusableContent,
    ).toMatchObject({ deleted: true });
    expect(
      (await gql.request(Delete, { input: { spaceId: sp.id, reusableContentId: id } })).deleteReusableContent,
    ).toMatchObject({ deleted: false, revision: null });
    expect(await statusOf(api(reader).spaces.getReusableContentById(sp.id, id))).toBe(404);
  });

  it('edits in a change request stay there, show in its diff and merge; the same lines on both sides conflict', async () => {
    const sp = await space(s, owner, org.id, { title: 'Snippets' });
    const gql = graphqlClient(s.baseUrl, editor.token);
    const created = (
      await gql.request(Create, { input: { spaceId: sp.id, title: 'Footer', markdown: 'One.\n\nTwo.\n\nThree.\n' } })
    ).createReusableContent;
    if (created.__typename !== 'CreateReusableContentPayload') throw new Error('create');
    const id = created.reusableContent.id;
    const cr = (await api().spaces.createChangeRequest(sp.id, { subject: 'Footer' })).data;
    await gql.request(Update, {
      input: {
        spaceId: sp.id,
        changeRequestId: cr.id,
        reusableContentId: id,
        markdown: 'One (branch).\n\nTwo.\n\nThree.\n',
      },
    });
    const added = (
      await gql.request(Create, {
        input: { spaceId: sp.id, changeRequestId: cr.id, title: 'Header', markdown: 'Hello.\n' },
      })
    ).createReusableContent;
    if (added.__typename !== 'CreateReusableContentPayload') throw new Error('create in CR');
    // Live content untouched; the change request has both.
    expect(await statusOf(api().spaces.getReusableContentById(sp.id, added.reusableContent.id))).toBe(404);
    expect(
      (await api().spaces.getReusableContentInChangeRequestById(sp.id, cr.id, added.reusableContent.id)).data.title,
    ).toBe('Header');

    const diff = (await gql.request(Diff, { spaceId: sp.id, cr: cr.id })).changeRequest!.diff.reusableContents;
    expect(diff).toEqual([
      {
        type: 'EDITED',
        key: id,
        title: 'Footer',
        documentChanged: true,
        hunks: [{ lines: ['-One.', '+One (branch).', ' ', ' Two.', ' '] }],
      },
      {
        type: 'ADDED',
        key: added.reusableContent.id,
        title: 'Header',
        documentChanged: true,
        hunks: [{ lines: ['+Hello.'] }],
      },
    ]);

    // Main edits another line: a clean merge keeps both.
    await gql.request(Update, {
      input: { spaceId: sp.id, reusableContentId: id, markdown: 'One.\n\nTwo.\n\nThree (main).\n' },
    });
    expect(
      (await gql.request(Merge, { input: { spaceId: sp.id, changeRequestId: cr.id } })).mergeChangeRequest,
    ).toMatchObject({ result: 'MERGE' });
    const merged = (await api().spaces.getReusableContentById(sp.id, id)).data;
    const text = JSON.stringify((await api().spaces.getDocumentById(sp.id, reusableDocumentId(merged))).data);
    expect(text).toContain('One (branch).');
    expect(text).toContain('Three (main).');
    expect((await api().spaces.getReusableContentById(sp.id, added.reusableContent.id)).data.title).toBe('Header');

    // The same line on both sides: a conflict naming the reusable content; nothing merged.
    const second = (await api().spaces.createChangeRequest(sp.id, { subject: 'Clash' })).data;
    await gql.request(Update, {
      input: {
        spaceId: sp.id,
        changeRequestId: second.id,
        reusableContentId: id,
        markdown: 'One (branch).\n\nTwo (branch).\n\nThree (main).\n',
      },
    });
    await gql.request(Update, {
      input: { spaceId: sp.id, reusableContentId: id, markdown: 'One (branch).\n\nTwo (main).\n\nThree (main).\n' },
    });
    const clash = (await gql.request(Merge, { input: { spaceId: sp.id, changeRequestId: second.id } }))
      .mergeChangeRequest;
    expect(clash).toMatchObject({ result: 'CONFLICTS' });
    expect(payload(clash, 'MergeChangeRequestPayload').conflicts.map((c) => c.reusableContentId)).toContain(id);
  });
});
