import { describe, expect, it } from 'vitest';
import { commitRevision } from '../src/engine/commit.ts';
import { sha256Hex } from '../src/engine/revisions.ts';
import { emptyTree, type RevisionTree, createPage as treeCreatePage } from '../src/engine/tree.ts';
import { graphql } from './gql/index.ts';
import { storedRows } from './support/admin.ts';
import { type Person, page, space, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';
import { childPages, documentIdOf, jsonPage, markdownPage } from './support/pages.ts';

const { s, owner, editor, reader, outsider, org } = useServer({
  title: 'Docs Org',
  members: { editor: 'edit', reader: 'read' },
});

const api = (u?: Person) => gitbook(s.baseUrl, u?.token);

const UpdatePage = graphql(`
  mutation RestContentUpdatePage($input: UpdatePageInput!) {
    updatePage(input: $input) { __typename ... on UpdatePagePayload { revision { key } } ... on BaseError { message status } }
  }
`);

const RenamePage = graphql(`
  mutation RestContentRenamePage($input: RenamePageInput!) {
    renamePage(input: $input) { __typename ... on RenamePagePayload { revision { key } } ... on BaseError { message status } }
  }
`);

const UploadFile = graphql(`
  mutation RestContentUploadFile($input: UploadFileInput!) {
    uploadFile(input: $input) { __typename ... on UploadFilePayload { revision { key } file { id: key } } ... on BaseError { message status } }
  }
`);

const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function upload(spaceId: string, name: string, contentBase64: string) {
  const res = await graphqlClient(s.baseUrl, editor.token).request(UploadFile, {
    input: { spaceId, name, contentBase64 },
  });
  if (res.uploadFile.__typename !== 'UploadFilePayload') throw new Error(JSON.stringify(res.uploadFile));
  return res.uploadFile;
}

/** A space with a small tree: Guide (markdown) > Install, a group with a page, a link, a file. */
async function fixture() {
  const sp = await space(s, owner, org.id, { title: 'Fixture' });
  const guide = await page(s, editor, sp.id, {
    title: 'Guide',
    emoji: '📘',
    description: 'The guide',
    markdown: '# Guide\n\nRead **this** first.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
  });
  const install = await page(s, editor, sp.id, {
    title: 'Install',
    parent: guide.page.id,
    markdown: '```sh\nnpm i quire\n```\n',
  });
  const group = await page(s, editor, sp.id, { title: 'Reference', type: 'GROUP' });
  const api1 = await page(s, editor, sp.id, {
    title: 'HTTP API',
    parent: group.page.id,
    markdown: '- [x] done\n- [ ] todo\n',
  });
  const link = await page(s, editor, sp.id, { title: 'Home page', type: 'LINK', href: 'https://example.com/' });
  const file = await upload(sp.id, 'pixel.png', PNG_1x1);
  return { sp, guide, install, group, api: api1, link, file, head: file.revision.key };
}

describe('space content through the official client', () => {
  it('GET {S}/content: the current revision with its page tree, files and urls (metadata=false omits git)', async () => {
    const f = await fixture();
    const { data: rev } = await api(reader).spaces.getCurrentRevision(f.sp.id);
    expect(rev).toMatchObject({ object: 'revision', id: f.head, type: 'edits', tags: [], reusableContents: [] });
    expect(rev.parents).toHaveLength(1);
    expect(rev.urls.app).toContain(`/s/${f.sp.id}/~/revisions/${f.head}`);
    // The revision's commit, as `git clone` shows it (test/git-revisions.test.ts): the server wrote it.
    expect(rev.git).toEqual({
      oid: expect.stringMatching(/^[0-9a-f]{40}$/),
      createdByService: true,
      createdByGitBook: true,
      message: "Upload file 'pixel.png'",
    });
    const tree = rev.pages;
    expect(tree.map((p) => [p.type, p.title, 'path' in p ? p.path : undefined])).toEqual([
      ['document', 'Guide', 'guide'],
      ['group', 'Reference', 'reference'],
      ['link', 'Home page', undefined],
    ]);
    expect(tree[0]).toMatchObject({
      emoji: '📘',
      description: 'The guide',
      kind: 'sheet',
      documentId: f.guide.page.documentId,
      urls: { app: expect.stringContaining('/guide') },
    });
    expect(markdownPage(tree[0]).markdown).toContain('Read **this** first.');
    expect(childPages(tree[0])[0]).toMatchObject({
      id: f.install.page.id,
      path: 'guide/install',
      markdown: '```sh\nnpm i quire\n```\n',
    });
    expect(childPages(tree[1])[0]).toMatchObject({ title: 'HTTP API', path: 'reference/http-api' });
    expect(tree[2]).toMatchObject({ target: { kind: 'url', url: 'https://example.com/' } });
    expect(rev.files).toEqual([
      expect.objectContaining({
        id: f.file.file.id,
        name: 'pixel.png',
        contentType: 'image/png',
        size: 70,
        dimensions: { width: 1, height: 1 },
      }),
    ]);
    const { data: bare } = await api(reader).spaces.getCurrentRevision(f.sp.id, { metadata: false });
    expect(bare.git).toBeUndefined();
    const { data: sp } = await api(reader).spaces.getSpaceById(f.sp.id);
    expect(sp.revision).toBe(f.head);
  });

  it('GET {S}/content/pages and {S}/revisions/{id}/pages: the tree at that revision', async () => {
    const f = await fixture();
    const { data } = await api(reader).spaces.listPages(f.sp.id);
    expect(data.pages.map((p) => p.title)).toEqual(['Guide', 'Reference', 'Home page']);
    const { data: early } = await api(reader).spaces.listPagesInRevisionById(f.sp.id, f.install.revision.key);
    expect(early.pages.map((p) => p.title)).toEqual(['Guide']);
    expect(childPages(early.pages[0]).map((p) => p.title)).toEqual(['Install']);
    const { data: initial } = await api(reader).spaces.listPagesInRevisionById(f.sp.id, f.sp.revision);
    expect(initial.pages).toEqual([]);
  });

  it('GET {S}/content/page/{pageId}: document (default) or markdown format; groups and links too', async () => {
    const f = await fixture();
    const { data: doc } = await api(reader).spaces.getPageById(f.sp.id, f.guide.page.id);
    expect(doc).toMatchObject({ id: f.guide.page.id, type: 'document', title: 'Guide', path: 'guide', slug: 'guide' });
    const nodes = jsonPage(doc).document.nodes;
    expect(nodes.map((n) => n.type)).toEqual(['heading-1', 'paragraph', 'table']);
    expect(doc).not.toHaveProperty('markdown');
    expect(jsonPage(childPages(doc)[0]).document.nodes[0]).toMatchObject({ type: 'code', data: { syntax: 'sh' } });
    const { data: md } = await api(reader).spaces.getPageById(f.sp.id, f.guide.page.id, { format: 'markdown' });
    expect(markdownPage(md).markdown).toBe('# Guide\n\nRead **this** first.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(md).not.toHaveProperty('document');
    const { data: group } = await api(reader).spaces.getPageById(f.sp.id, f.group.page.id);
    expect(group).toMatchObject({
      type: 'group',
      slug: 'reference',
      pages: [expect.objectContaining({ title: 'HTTP API' })],
    });
    const { data: link } = await api(reader).spaces.getPageById(f.sp.id, f.link.page.id);
    expect(link).toMatchObject({ type: 'link', href: 'https://example.com/' });
    const empty = await page(s, editor, f.sp.id, { title: 'Empty' });
    const { data: blank } = await api(reader).spaces.getPageById(f.sp.id, empty.page.id, { format: 'markdown' });
    expect(markdownPage(blank).markdown).toBe('');
    expect(documentIdOf(blank)).toBeUndefined();
  });

  it('GET {S}/content/path/{pagePath}: nested paths, encoded or not; traversal is refused', async () => {
    const f = await fixture();
    const { data: nested } = await api(reader).spaces.getPageByPath(f.sp.id, 'guide/install');
    expect(nested).toMatchObject({ id: f.install.page.id, path: 'guide/install' });
    const { data: top } = await api(reader).spaces.getPageByPath(f.sp.id, 'guide', { format: 'markdown' });
    expect(markdownPage(top).markdown).toContain('# Guide');
    const encoded = await call(
      s.baseUrl,
      reader.token,
      'GET',
      `/v1/spaces/${f.sp.id}/content/path/reference%2Fhttp-api`,
    );
    expect(encoded.status).toBe(200);
    expect(encoded.body.id).toBe(f.api.page.id);
    // (A literal `..` or `%2e%2e` segment is resolved by the client's URL parser before sending.)
    for (const bad of ['guide%2F..%2Finstall', '..%2Fguide', 'guide%2F.%2Finstall', 'guide%2F..', '%2E%2E%2Fguide']) {
      const res = await call(s.baseUrl, reader.token, 'GET', `/v1/spaces/${f.sp.id}/content/path/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error).toMatchObject({ code: 400 });
    }
    expect(await statusOf(api(reader).spaces.getPageByPath(f.sp.id, 'guide/missing'))).toBe(404);
    expect((await call(s.baseUrl, reader.token, 'GET', `/v1/spaces/${f.sp.id}/content/path/%zz`)).status).toBe(400);
  });

  it('GET {S}/content/files (paginated), files/{fileId}, and the same at a revision', async () => {
    const f = await fixture();
    const second = await upload(f.sp.id, 'notes.txt', Buffer.from('hello').toString('base64'));
    const third = await upload(f.sp.id, 'more.txt', Buffer.from('world').toString('base64'));
    const first = await api(reader).spaces.listFiles(f.sp.id, { limit: 2 });
    expect(first.data.count).toBe(3);
    expect(first.data.items.map((x) => x.name)).toEqual(['pixel.png', 'notes.txt']);
    const rest = await api(reader).spaces.listFiles(f.sp.id, { limit: 2, page: first.data.next!.page });
    expect(rest.data.items.map((x) => x.name)).toEqual(['more.txt']);
    expect(rest.data.next).toBeUndefined();
    const { data: file } = await api(reader).spaces.getFileById(f.sp.id, second.file.id);
    expect(file).toMatchObject({ name: 'notes.txt', contentType: 'text/plain', size: 5 });
    expect(file.downloadURL).toContain(`/v1/spaces/${f.sp.id}/`);
    const { data: atRev } = await api(reader).spaces.listFilesInRevisionById(f.sp.id, second.revision.key);
    expect(atRev.items.map((x) => x.name)).toEqual(['pixel.png', 'notes.txt']);
    const { data: oneAtRev } = await api(reader).spaces.getFileInRevisionById(
      f.sp.id,
      second.revision.key,
      second.file.id,
    );
    expect(oneAtRev.id).toBe(second.file.id);
    expect(await statusOf(api(reader).spaces.getFileInRevisionById(f.sp.id, second.revision.key, third.file.id))).toBe(
      404,
    );
    expect(await statusOf(api(reader).spaces.getFileById(f.sp.id, 'nope'))).toBe(404);
  });

  it('downloadURL serves the bytes as a sandboxed download, to readers of the space only', async () => {
    const f = await fixture();
    const svg = await upload(
      f.sp.id,
      'evil name.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64'),
    );
    const { data: files } = await api(reader).spaces.listFiles(f.sp.id);
    const png = files.items.find((x) => x.name === 'pixel.png')!;
    const res = await fetch(png.downloadURL, { headers: { authorization: `Bearer ${reader.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).toString('base64')).toBe(PNG_1x1);
    const svgUrl = files.items.find((x) => x.id === svg.file.id)!.downloadURL;
    const script = await fetch(svgUrl, { headers: { authorization: `Bearer ${reader.token}` } });
    expect(script.headers.get('content-type')).toBe('image/svg+xml');
    expect(script.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''evil%20name.svg");
    expect(script.headers.get('content-security-policy')).toContain('sandbox');
    expect((await fetch(png.downloadURL, { headers: { authorization: `Bearer ${outsider.token}` } })).status).toBe(404);
    expect((await fetch(png.downloadURL)).status).toBe(401);
    expect(
      (await call(s.baseUrl, reader.token, 'GET', `/v1/spaces/${f.sp.id}/content/files/nope/download`)).status,
    ).toBe(404);
  });

  it('GET {S}/revisions/{revisionId} and /changes: semantic changes against the parent, limit and more', async () => {
    const f = await fixture();
    const { data: rev } = await api(reader).spaces.getRevisionById(f.sp.id, f.install.revision.key);
    expect(rev).toMatchObject({ id: f.install.revision.key, parents: [f.guide.revision.key], type: 'edits' });
    const { data: created } = await api(reader).spaces.getRevisionSemanticChanges(f.sp.id, f.install.revision.key);
    expect(created).toEqual({
      changes: [
        {
          type: 'page_created',
          page: { id: f.install.page.id, type: 'document', title: 'Install', path: 'guide/install' },
        },
      ],
      more: 0,
    });
    const { data: fileChange } = await api(reader).spaces.getRevisionSemanticChanges(f.sp.id, f.head);
    expect(fileChange.changes).toEqual([
      {
        type: 'file_created',
        file: expect.objectContaining({ id: f.file.file.id, name: 'pixel.png', contentType: 'image/png' }),
      },
    ]);
    const edit = await graphqlClient(s.baseUrl, editor.token).request(UpdatePage, {
      input: { spaceId: f.sp.id, pageId: f.install.page.id, markdown: 'new', title: 'Setup' },
    });
    if (edit.updatePage.__typename !== 'UpdatePagePayload') throw new Error('update failed');
    const { data: edited } = await api(reader).spaces.getRevisionSemanticChanges(f.sp.id, edit.updatePage.revision.key);
    expect(edited.changes).toEqual([
      {
        type: 'page_edited',
        page: { id: f.install.page.id, type: 'document', title: 'Setup', path: 'guide/install' },
        attributes: {
          title: { before: 'Install', after: 'Setup' },
          document: { before: f.install.page.documentId, after: sha256Hex('new') },
        },
      },
    ]);
    // The initial revision against nothing: no changes. The whole content against an empty tree:
    const { data: none } = await api(reader).spaces.getRevisionSemanticChanges(f.sp.id, f.sp.revision);
    expect(none).toEqual({ changes: [], more: 0 });
    const big = await space(s, owner, org.id, { title: 'Many' });
    const tree = Array.from({ length: 15 }, (_, i) => i).reduce(
      (t, i) => treeCreatePage(t, { kind: 'document', title: `P${i}` }, new Date().toISOString()).tree,
      emptyTree(),
    );
    const { revision } = await commitRevision(s.db.prisma, { spaceId: big.id, baseRevisionId: big.revision, tree });
    const { data: limited } = await api(reader).spaces.getRevisionSemanticChanges(big.id, revision.id);
    expect(limited.changes).toHaveLength(10);
    expect(limited.more).toBe(5);
    const { data: three } = await api(reader).spaces.getRevisionSemanticChanges(big.id, revision.id, {
      limit: 3,
    });
    expect([three.changes.length, three.more]).toEqual([3, 12]);
    expect(
      (await call(s.baseUrl, reader.token, 'GET', `/v1/spaces/${big.id}/revisions/${revision.id}/changes?limit=-1`))
        .status,
    ).toBe(400);
    expect(
      (await call(s.baseUrl, reader.token, 'GET', `/v1/spaces/${big.id}/revisions/${revision.id}/changes?limit=abc`))
        .status,
    ).toBe(400);
  });

  it('GET {S}/documents/{documentId}: the JSON document, only for documents the space uses', async () => {
    const f = await fixture();
    const { data: doc } = await api(reader).spaces.getDocumentById(f.sp.id, f.install.page.documentId!);
    expect(doc).toMatchObject({ object: 'document', nodes: [expect.objectContaining({ type: 'code' })] });
    // An old revision's document is still served; another space's is not (even though it is stored).
    const edit = await graphqlClient(s.baseUrl, editor.token).request(UpdatePage, {
      input: { spaceId: f.sp.id, pageId: f.install.page.id, markdown: 'replaced' },
    });
    expect(edit.updatePage.__typename).toBe('UpdatePagePayload');
    expect((await api(reader).spaces.getDocumentById(f.sp.id, f.install.page.documentId!)).status).toBe(200);
    const other = await space(s, owner, org.id, { title: 'Other' });
    expect(await statusOf(api(owner).spaces.getDocumentById(other.id, f.install.page.documentId!))).toBe(404);
    expect(await statusOf(api(reader).spaces.getDocumentById(f.sp.id, 'a'.repeat(64)))).toBe(404);
    expect(
      (
        await call(
          s.baseUrl,
          reader.token,
          'GET',
          `/v1/spaces/${f.sp.id}/documents/${f.install.page.documentId}?schema=bogus`,
        )
      ).status,
    ).toBe(400);
  });

  it('GET {S}/content/reusable-contents/{id}', async () => {
    const sp = await space(s, owner, org.id, { title: 'Reusable' });
    const markdown = 'Shared **snippet**';
    const tree: RevisionTree = {
      ...emptyTree(),
      reusableContents: [{ id: 'rc1', title: 'Snippet', document: sha256Hex(markdown) }],
    };
    await commitRevision(s.db.prisma, {
      spaceId: sp.id,
      baseRevisionId: sp.revision,
      tree,
      documents: new Map([[sha256Hex(markdown), markdown]]),
    });
    const { data } = await api(reader).spaces.getReusableContentById(sp.id, 'rc1');
    expect(data).toEqual({ id: 'rc1', title: 'Snippet', document: sha256Hex(markdown) });
    expect((await api(reader).spaces.getDocumentById(sp.id, sha256Hex(markdown))).status).toBe(200);
    expect(await statusOf(api(reader).spaces.getReusableContentById(sp.id, 'nope'))).toBe(404);
  });

  it('unknown ids are 404, other organizations 404, no token 401, bad query values 400', async () => {
    const f = await fixture();
    const other = await space(s, owner, org.id, { title: 'Other' });
    expect(await statusOf(api(reader).spaces.getPageById(f.sp.id, 'nope'))).toBe(404);
    expect(await statusOf(api(reader).spaces.getRevisionById(f.sp.id, 'nope'))).toBe(404);
    expect(await statusOf(api(reader).spaces.getRevisionById(other.id, f.head))).toBe(404);
    expect(await statusOf(api(reader).spaces.listPagesInRevisionById(f.sp.id, other.revision))).toBe(404);
    expect(await statusOf(api(reader).spaces.getRevisionSemanticChanges(f.sp.id, 'nope'))).toBe(404);
    expect(await statusOf(api(outsider).spaces.getCurrentRevision(f.sp.id))).toBe(404);
    expect(await statusOf(api(outsider).spaces.getPageById(f.sp.id, f.guide.page.id))).toBe(404);
    expect(await statusOf(api().spaces.getCurrentRevision(f.sp.id))).toBe(401);
    expect(await statusOf(api(reader).spaces.getCurrentRevision('nope'))).toBe(404);
    const badFormat = await call(
      s.baseUrl,
      reader.token,
      'GET',
      `/v1/spaces/${f.sp.id}/content/page/${f.guide.page.id}?format=html`,
    );
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.error.message).toContain('format');
    expect((await call(s.baseUrl, reader.token, 'GET', `/v1/spaces/${f.sp.id}/content?metadata=maybe`)).status).toBe(
      400,
    );
    expect((await call(s.baseUrl, reader.token, 'GET', `/v1/spaces/${f.sp.id}/content/files?limit=1001`)).status).toBe(
      400,
    );
    expect(
      (await call(s.baseUrl, reader.token, 'GET', `/v1/spaces/${f.sp.id}/content/files?page=garbage`)).status,
    ).toBe(400);
  });

  it('a duplicated space starts with the same content, sharing the documents (no new document rows)', async () => {
    const f = await fixture();
    // Document rows: that the copy shares them is storage, which the instance admin's usage report counts.
    const docsBefore = (await storedRows(s)).documents;
    const { data: copy } = await api(owner).spaces.duplicateSpace(f.sp.id);
    expect((await storedRows(s)).documents).toBe(docsBefore);
    const { data: rev } = await api(reader).spaces.getCurrentRevision(copy.id);
    expect(rev.parents).toEqual([]);
    expect(rev.pages.map((p) => [p.id, p.title, documentIdOf(p)])).toEqual([
      [f.guide.page.id, 'Guide', f.guide.page.documentId],
      [f.group.page.id, 'Reference', undefined],
      [f.link.page.id, 'Home page', undefined],
    ]);
    expect(rev.files.map((x) => x.id)).toEqual([f.file.file.id]);
    const { data: doc } = await api(reader).spaces.getDocumentById(copy.id, f.install.page.documentId!);
    expect(doc.object).toBe('document');
    // Editing the copy leaves the original alone.
    const edit = await graphqlClient(s.baseUrl, editor.token).request(UpdatePage, {
      input: { spaceId: copy.id, pageId: f.guide.page.id, title: 'Copy guide' },
    });
    expect(edit.updatePage.__typename).toBe('UpdatePagePayload');
    expect((await api(reader).spaces.getPageById(f.sp.id, f.guide.page.id)).data.title).toBe('Guide');
  });
});

describe('storage cost of an edit', () => {
  it('a one-page edit in a 1,000-page space writes one revision row, one document row and the 3 tree nodes of its path', async () => {
    const sp = await space(s, owner, org.id, { title: 'Thousand' });
    const now = new Date().toISOString();
    let tree = emptyTree();
    const documents = new Map<string, string>();
    const sections: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const markdown = `# Page ${i}\n\nBody of page ${i}.\n`;
      const hash = sha256Hex(markdown);
      documents.set(hash, markdown);
      // 10 sections of 99 pages each (and the section pages themselves).
      const parent = i % 100 === 0 ? undefined : sections[sections.length - 1];
      const r = treeCreatePage(tree, { kind: 'document', title: `Page ${i}`, document: hash, parent }, now);
      tree = r.tree;
      if (i % 100 === 0) sections.push(r.page.id);
    }
    const seeded = await commitRevision(s.db.prisma, { spaceId: sp.id, baseRevisionId: sp.revision, tree, documents });
    expect(seeded.documentsWritten).toBe(1000);
    const target = tree.pages[3].pages[42];

    // What an edit writes is measured in rows, as the instance admin's usage report counts them.
    const counts = () => storedRows(s);
    const gql = graphqlClient(s.baseUrl, editor.token);

    const before = await counts();
    const edit = await gql.request(UpdatePage, {
      input: { spaceId: sp.id, pageId: target.id, markdown: '# Edited\n\nNew body.\n' },
    });
    expect(edit.updatePage.__typename).toBe('UpdatePagePayload');
    const after = await counts();
    expect({
      documents: after.documents - before.documents,
      revisions: after.revisions - before.revisions,
      blobs: after.blobs - before.blobs,
      nodes: after.nodes - before.nodes,
    }).toEqual({ documents: 1, revisions: 1, blobs: 0, nodes: 3 });

    // Metadata-only edits and edits to markdown already stored write no document row at all.
    const rename = await gql.request(RenamePage, { input: { spaceId: sp.id, pageId: target.id, title: 'Renamed' } });
    expect(rename.renamePage.__typename).toBe('RenamePagePayload');
    const same = await gql.request(UpdatePage, {
      input: { spaceId: sp.id, pageId: target.id, markdown: '# Page 7\n\nBody of page 7.\n' },
    });
    expect(same.updatePage.__typename).toBe('UpdatePagePayload');
    const last = await counts();
    expect({ documents: last.documents - after.documents, revisions: last.revisions - after.revisions }).toEqual({
      documents: 0,
      revisions: 2,
    });

    const { data } = await api(reader).spaces.getPageById(sp.id, target.id, { format: 'markdown' });
    expect(data).toMatchObject({
      title: 'Renamed',
      path: 'page-300/page-343',
      markdown: '# Page 7\n\nBody of page 7.\n',
    });
    const { data: listed } = await api(reader).spaces.listPages(sp.id);
    expect(listed.pages).toHaveLength(10);
    expect(listed.pages.reduce((n, p) => n + 1 + childPages(p).length, 0)).toBe(1000);
  });
});
