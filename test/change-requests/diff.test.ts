/**
 * ChangeRequest.diff: the pages (files, reusable contents) a change request adds, edits and
 * removes against its base, with markdown hunks. After an update from the space the base is the
 * merged ancestor, so edits made on the space are not listed as the change request's own.
 */
import { describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { type Edits, edit } from '../support/edits.ts';
import { type Person, page, useServer } from '../support/fixtures.ts';
import { gitbook, statusOf } from '../support/gitbook.ts';
import { payload } from '../support/graphql.ts';
import { graphqlClient } from '../support/http.ts';
import { markdownPage } from '../support/pages.ts';
import { statementsOf } from '../support/statements.ts';

const { s, owner, editor, reader, outsider, org } = useServer({
  title: 'Diff Org',
  members: { editor: 'edit', reader: 'read' },
});

const api = (u: Person = editor) => gitbook(s.baseUrl, u.token);
/** A content edit by the editor, which must succeed. */
const change = <N extends keyof Edits>(name: N, input: Edits[N]) => edit(s, editor, name, input);

const UpdateFromMain = graphql(`
  mutation DiffUpdateFromMain($input: UpdateChangeRequestFromMainInput!) {
    updateChangeRequestFromMain(input: $input) {
      __typename
      ... on UpdateChangeRequestFromMainPayload { result changeRequest { revision revisionInitial revisionMergedAncestor } }
      ... on BaseError { message status }
    }
  }
`);
const Diff = graphql(`
  query ChangeRequestDiff($spaceId: ID!, $changeRequestId: ID!) {
    changeRequest(spaceId: $spaceId, changeRequestId: $changeRequestId) {
      revision
      revisionInitial
      revisionMergedAncestor
      diff {
        base
        head
        pages {
          type
          page { key kind title path }
          moved
          previousParentId
          parentId
          attributes { name before after }
          documentChanged
          hunks { oldStart oldLines newStart newLines lines }
        }
        files { type key name attributes { name before after } }
        reusableContents { type key title documentChanged hunks { lines } }
      }
    }
  }
`);
const Changes = graphql(`
  query ChangeRequestChanges($spaceId: ID!, $changeRequestId: ID!, $limit: Int) {
    changeRequest(spaceId: $spaceId, changeRequestId: $changeRequestId) {
      changes(limit: $limit) {
        more
        changes {
          __typename
          type
          ... on RevisionSemanticChangePageEdited {
            page { key type title path }
            attributes {
              title { before after }
              description { before after }
              slug { before after }
              document { before after }
              emoji { before after }
              target { before { kind url } after { kind url } }
            }
          }
          ... on RevisionSemanticChangePageCreated { page { key type title path } }
          ... on RevisionSemanticChangeFileCreated { file { key name contentType downloadURL } }
        }
      }
    }
  }
`);
const DiffByNode = graphql(`
  query ChangeRequestDiffByNode($id: ID!) {
    node(id: $id) { ... on ChangeRequest { diff { base pages { type } } } }
  }
`);
const ChangeRequestNodeId = graphql(`
  query ChangeRequestNodeId($spaceId: ID!, $changeRequestId: ID!) {
    changeRequest(spaceId: $spaceId, changeRequestId: $changeRequestId) { id }
  }
`);

const TEXT = (n: number) => `${Array.from({ length: n }, (_, i) => `Line ${i + 1}.`).join('\n\n')}\n`;

async function setup(titles: string[]) {
  const sp = (await api(owner).orgs.createSpace(org.id, { title: 'Diffs' })).data;
  const ids: Record<string, string> = {};
  for (const title of titles) ids[title] = (await page(s, editor, sp.id, { title, markdown: TEXT(6) })).page.id;
  const diff = async (crId: string, u: Person = editor) => {
    const r = await graphqlClient(s.baseUrl, u.token).request(Diff, { spaceId: sp.id, changeRequestId: crId });
    return r.changeRequest!;
  };
  return { sp, ids, diff };
}

/** Updates a change request from the space, as the editor; answers the payload (throws on an error). */
async function updateFromMain(input: { spaceId: string; changeRequestId: string }) {
  const res = await graphqlClient(s.baseUrl, editor.token).request(UpdateFromMain, { input });
  return payload(res.updateChangeRequestFromMain, 'UpdateChangeRequestFromMainPayload');
}

/** Every '+' and '-' line of a set of hunks. */
const changedLines = (hunks: { lines: string[] }[]) => hunks.flatMap((h) => h.lines.filter((l) => l[0] !== ' '));

/** The hunk of a document whose every line (of `text`) is removed. */
const removal = (text: string) => {
  const lines = text.trimEnd().split('\n');
  return { oldStart: 1, oldLines: lines.length, newStart: 0, newLines: 0, lines: lines.map((l) => `-${l}`) };
};

/** A page of a diff: unmoved, no attribute changed, its body unchanged, unless `rest` says otherwise. */
const pageDiff = (type: string, page: object, rest: object = {}) => ({
  type,
  page,
  moved: false,
  previousParentId: null,
  parentId: null,
  attributes: [],
  documentChanged: false,
  hunks: [],
  ...rest,
});

describe('ChangeRequest.diff', () => {
  it("lists exactly the change request's own changes, before and after an update from the space", async () => {
    const { sp, ids, diff } = await setup(['Intro', 'Guide', 'Old', 'Moving', 'Main only']);
    const cr = (await api().spaces.createChangeRequest(sp.id, { subject: 'Rework' })).data;
    const input = { spaceId: sp.id, changeRequestId: cr.id };

    // In the change request: an edit, a new page, a deletion, a rename and move, a hidden page, a file.
    await change('updatePage', {
      ...input,
      pageId: ids.Intro,
      markdown: TEXT(6).replace('Line 2.', 'Line 2 in the change request.'),
    });
    const created = await page(s, editor, sp.id, { ...input, title: 'Fresh', markdown: '# Fresh\n\nA new page.' });
    const fresh = created.page.id;
    await change('deletePage', { ...input, pageId: ids.Old });
    await change('renamePage', { ...input, pageId: ids.Moving, title: 'Moved' });
    await change('movePage', { ...input, pageId: ids.Moving, parent: ids.Guide });
    await change('updatePage', { ...input, pageId: ids.Guide, hidden: true });
    await change('uploadFile', {
      ...input,
      name: 'notes.txt',
      contentBase64: Buffer.from('some notes').toString('base64'),
    });

    // On the space: an edit of a page the change request leaves alone, and a distant line of Intro.
    await change('updatePage', {
      spaceId: sp.id,
      pageId: ids['Main only'],
      markdown: TEXT(6).replace('Line 4.', 'Line 4 on main.'),
    });
    await change('updatePage', {
      spaceId: sp.id,
      pageId: ids.Intro,
      markdown: TEXT(6).replace('Line 6.', 'Line 6 on main.'),
    });

    const introHunk = {
      oldStart: 1,
      oldLines: 6,
      newStart: 1,
      newLines: 6,
      lines: [' Line 1.', ' ', '-Line 2.', '+Line 2 in the change request.', ' ', ' Line 3.', ' '],
    };
    const expectedPages = [
      pageDiff(
        'EDITED',
        { key: ids.Intro, kind: 'DOCUMENT', title: 'Intro', path: 'intro' },
        { documentChanged: true, hunks: [introHunk] },
      ),
      pageDiff(
        'EDITED',
        { key: ids.Guide, kind: 'DOCUMENT', title: 'Guide', path: 'guide' },
        { attributes: [{ name: 'hidden', before: 'false', after: 'true' }] },
      ),
      pageDiff(
        'EDITED',
        { key: ids.Moving, kind: 'DOCUMENT', title: 'Moved', path: 'guide/moving' },
        { moved: true, parentId: ids.Guide, attributes: [{ name: 'title', before: 'Moving', after: 'Moved' }] },
      ),
      pageDiff(
        'ADDED',
        { key: fresh, kind: 'DOCUMENT', title: 'Fresh', path: 'fresh' },
        {
          documentChanged: true,
          hunks: [{ oldStart: 0, oldLines: 0, newStart: 1, newLines: 3, lines: ['+# Fresh', '+', '+A new page.'] }],
        },
      ),
      pageDiff(
        'REMOVED',
        { key: ids.Old, kind: 'DOCUMENT', title: 'Old', path: 'old' },
        { documentChanged: true, hunks: [removal(TEXT(6))] },
      ),
    ];

    const before = await diff(cr.id);
    expect(before.revisionMergedAncestor).toBeNull();
    expect(before.diff).toMatchObject({ base: before.revisionInitial, head: before.revision, reusableContents: [] });
    expect(before.diff.pages).toEqual(expectedPages);
    expect(before.diff.files).toEqual([{ type: 'ADDED', key: expect.any(String), name: 'notes.txt', attributes: [] }]);

    const updated = await updateFromMain(input);
    expect(updated.result).toBe('UPDATE');
    const space = (await api().spaces.getSpaceById(sp.id)).data;
    expect(updated.changeRequest.revisionMergedAncestor).toBe(space.revision);

    // The base is now the merged ancestor: the space's edits are part of it, not of the diff.
    const after = await diff(String(cr.number));
    expect(after.diff.base).toBe(space.revision);
    expect(after.diff.head).toBe(after.revision);
    expect(after.diff.head).not.toBe(before.diff.head);
    expect(after.diff.pages).toEqual(expectedPages);
    expect(after.diff.pages.map((p) => p.page.key)).not.toContain(ids['Main only']);
    expect(changedLines(after.diff.pages.flatMap((p) => p.hunks)).join('\n')).not.toContain('on main');
    expect(after.diff.files).toEqual(before.diff.files);

    // REST {CR}/changes (GitBook's getChangeRequestChanges): the same changes, untyped, with `limit`.
    const changes = (await api().spaces.getChangeRequestChanges(sp.id, cr.id, { limit: 100 })).data;
    const kinds = changes.changes.map(
      (c) => `${c.type}:${'page' in c ? c.page.id : 'file' in c ? c.file.name : undefined}`,
    );
    expect(kinds.sort()).toEqual(
      [
        `page_edited:${ids.Intro}`,
        `page_edited:${ids.Moving}`,
        `page_moved:${ids.Moving}`,
        `page_created:${fresh}`,
        `page_deleted:${ids.Old}`,
        'file_created:notes.txt',
      ].sort(),
    );
    expect(changes.more ?? 0).toBe(0);
    const limited = (await api().spaces.getChangeRequestChanges(sp.id, String(cr.number), { limit: 2 })).data;
    expect(limited).toMatchObject({ changes: [expect.anything(), expect.anything()], more: 4 });
    expect(await statusOf(api().spaces.getChangeRequestChanges(sp.id, '999'))).toBe(404);

    // The head does hold the space's edit of Intro (outside the hunk) and of the other page.
    const intro = markdownPage(
      (await api().spaces.getPageInChangeRequestById(sp.id, cr.id, ids.Intro, { format: 'markdown' })).data,
    );
    expect(intro.markdown).toContain('Line 6 on main.');
    expect(intro.markdown).toContain('Line 2 in the change request.');
  });

  it('a change request without changes has an empty diff, also after an update from the space', async () => {
    const { sp, ids, diff } = await setup(['Alone']);
    const cr = (await api().spaces.createChangeRequest(sp.id, {})).data;
    const empty = await diff(cr.id);
    expect(empty.diff).toEqual({
      base: empty.revisionInitial,
      head: empty.revision,
      pages: [],
      files: [],
      reusableContents: [],
    });
    expect(empty.diff.base).toBe(empty.diff.head);

    await change('updatePage', { spaceId: sp.id, pageId: ids.Alone, markdown: 'Rewritten on main.\n' });
    await updateFromMain({ spaceId: sp.id, changeRequestId: cr.id });
    const after = await diff(cr.id);
    expect(after.revisionMergedAncestor).not.toBeNull();
    expect(after.diff).toMatchObject({
      base: after.revisionMergedAncestor,
      head: after.revision,
      pages: [],
      files: [],
      reusableContents: [],
    });
  });

  it('an edit undone in the change request leaves no trace; an emptied page removes every line', async () => {
    const { sp, ids, diff } = await setup(['Back', 'Emptied']);
    const cr = (await api().spaces.createChangeRequest(sp.id, {})).data;
    const input = { spaceId: sp.id, changeRequestId: cr.id };
    await change('updatePage', { ...input, pageId: ids.Back, markdown: 'Something else.\n' });
    await change('updatePage', { ...input, pageId: ids.Back, markdown: TEXT(6) });
    await change('updatePage', { ...input, pageId: ids.Emptied, markdown: '' });
    const { diff: d } = await diff(cr.id);
    expect(d.pages).toHaveLength(1);
    expect(d.pages[0]).toMatchObject({
      type: 'EDITED',
      page: { key: ids.Emptied },
      documentChanged: true,
      attributes: [],
    });
    expect(d.pages[0].hunks).toEqual([removal(TEXT(6))]);
  });

  it('readers of the space can read the diff; others cannot', async () => {
    const { sp, ids, diff } = await setup(['Shared']);
    const cr = (await api().spaces.createChangeRequest(sp.id, {})).data;
    await change('updatePage', { spaceId: sp.id, changeRequestId: cr.id, pageId: ids.Shared, markdown: 'Changed.\n' });
    expect((await diff(cr.id, reader)).diff.pages.map((p) => p.type)).toEqual(['EDITED']);

    const outside = graphqlClient(s.baseUrl, outsider.token);
    await expect(outside.request(Diff, { spaceId: sp.id, changeRequestId: cr.id })).rejects.toMatchObject({
      response: { errors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'NOT_FOUND' }) })] },
    });
    await expect(graphqlClient(s.baseUrl).request(Diff, { spaceId: sp.id, changeRequestId: cr.id })).rejects.toThrow();

    const gql = graphqlClient(s.baseUrl, editor.token);
    const { changeRequest } = await gql.request(ChangeRequestNodeId, { spaceId: sp.id, changeRequestId: cr.id });
    const byNode = await gql.request(DiffByNode, { id: changeRequest!.id });
    expect(byNode.node).toMatchObject({ diff: { pages: [{ type: 'EDITED' }] } });
    expect((await outside.request(DiffByNode, { id: changeRequest!.id })).node).toBeNull();
  });

  it("ChangeRequest.changes: GitBook's semantic changes, typed by kind, as REST serves them", async () => {
    const { sp, ids } = await setup(['Intro']);
    const before = (await api().spaces.getPageById(sp.id, ids.Intro)).data as { documentId: string };
    const cr = (await api().spaces.createChangeRequest(sp.id, { subject: 'Typed' })).data;
    const input = { spaceId: sp.id, changeRequestId: cr.id };
    await change('updatePage', {
      ...input,
      pageId: ids.Intro,
      title: 'Introduction',
      emoji: '📘',
      markdown: 'Rewritten.\n',
    });
    const link = await page(s, editor, sp.id, { ...input, title: 'Home', type: 'LINK', href: 'https://example.com/' });
    await change('uploadFile', {
      ...input,
      name: 'notes.txt',
      contentBase64: Buffer.from('some notes').toString('base64'),
    });
    const after = (await api().spaces.getPageInChangeRequestById(sp.id, cr.id, ids.Intro)).data as {
      documentId: string;
    };

    const read = async (limit?: number) =>
      (await graphqlClient(s.baseUrl, reader.token).request(Changes, { spaceId: sp.id, changeRequestId: cr.id, limit }))
        .changeRequest!.changes;
    const changes = await read();
    expect(changes).toEqual({
      more: 0,
      changes: [
        {
          __typename: 'RevisionSemanticChangePageEdited',
          type: 'PAGE_EDITED',
          page: { key: ids.Intro, type: 'DOCUMENT', title: 'Introduction', path: 'intro' },
          attributes: {
            title: { before: 'Intro', after: 'Introduction' },
            description: null,
            slug: null,
            document: { before: before.documentId, after: after.documentId },
            emoji: { before: null, after: '📘' },
            target: null,
          },
        },
        {
          __typename: 'RevisionSemanticChangePageCreated',
          type: 'PAGE_CREATED',
          page: { key: link.page.id, type: 'LINK', title: 'Home', path: 'home' },
        },
        {
          __typename: 'RevisionSemanticChangeFileCreated',
          type: 'FILE_CREATED',
          file: {
            key: expect.any(String),
            name: 'notes.txt',
            contentType: 'text/plain',
            downloadURL: expect.stringMatching(/\/v1\/spaces\/\w+\/content\/files\/\w+\/download/),
          },
        },
      ],
    });
    expect(before.documentId).not.toBe(after.documentId);
    const limited = await read(1);
    expect([limited.changes.map((c) => c.type), limited.more]).toEqual([['PAGE_EDITED'], 2]);

    // REST serves the same values in GitBook's wire shape (`id`, wire enum values, no nulls).
    const file = changes.changes[2];
    if (file.__typename !== 'RevisionSemanticChangeFileCreated') throw new Error(JSON.stringify(file));
    const rest = (await api(reader).spaces.getChangeRequestChanges(sp.id, cr.id)).data;
    expect(rest).toEqual({
      changes: [
        {
          type: 'page_edited',
          page: { id: ids.Intro, type: 'document', title: 'Introduction', path: 'intro' },
          attributes: {
            title: { before: 'Intro', after: 'Introduction' },
            document: { before: before.documentId, after: after.documentId },
            emoji: { after: '📘' },
          },
        },
        { type: 'page_created', page: { id: link.page.id, type: 'link', title: 'Home', path: 'home' } },
        {
          type: 'file_created',
          file: { id: file.file.key, name: 'notes.txt', contentType: 'text/plain', downloadURL: file.file.downloadURL },
        },
      ],
      more: 0,
    });
  });

  it('the markdown of all changed pages loads in one statement: as many statements for 2 pages as for 12', async () => {
    const statementsFor = async (n: number) => {
      const titles = Array.from({ length: n }, (_, i) => `Page ${i}`);
      const { sp, ids } = await setup(titles);
      const cr = (await api().spaces.createChangeRequest(sp.id, {})).data;
      for (const t of titles)
        await change('updatePage', {
          spaceId: sp.id,
          changeRequestId: cr.id,
          pageId: ids[t],
          markdown: `${t} rewritten.\n`,
        });
      const client = graphqlClient(s.baseUrl, editor.token);
      const run = () => client.request(Diff, { spaceId: sp.id, changeRequestId: cr.id });
      expect((await run()).changeRequest!.diff.pages).toHaveLength(n);
      return statementsOf(s, run);
    };
    const few = await statementsFor(2);
    const many = await statementsFor(12);
    console.log(`ChangeRequest.diff: 2 pages -> ${few} statements, 12 pages -> ${many}`);
    expect(many).toBe(few);
  });
});
