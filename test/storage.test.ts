/**
 * Content storage: histories share tree nodes, documents and blobs; the garbage collection frees
 * what no revision reaches (a purged space's content), never what a remaining revision uses, also
 * beside concurrent edits; a commit that builds on collected content is refused.
 */
import { describe, expect, it } from 'vitest';
import { commitRevision } from '../src/engine/commit.ts';
import { collectGarbage } from '../src/engine/gc.ts';
import { forgetNodes, loadTrees } from '../src/engine/store.ts';
import { type RevisionTree, walk } from '../src/engine/tree.ts';
import { purgeDeletedSpaces } from '../src/modules/spaces/purge.ts';
import { graphql } from './gql/index.ts';
import { storedRows } from './support/admin.ts';
import { blobsStored, documentsHolding, revisionRow } from './support/beside.ts';
import { changeRequest, page, space, useServer } from './support/fixtures.ts';
import { gitbook } from './support/gitbook.ts';
import { graphqlClient } from './support/http.ts';
import { markdownPage } from './support/pages.ts';

const { s, owner, org } = useServer({ title: 'Storage Org', outsider: false });

const api = () => gitbook(s.baseUrl, owner.token);

const UpdatePage = graphql(`
  mutation StorageUpdatePage($input: UpdatePageInput!) {
    updatePage(input: $input) { __typename ... on BaseError { message status } }
  }
`);
const Upload = graphql(`
  mutation StorageUpload($input: UploadFileInput!) {
    uploadFile(input: $input) { __typename ... on BaseError { message status } }
  }
`);

async function edit(spaceId: string, pageId: string, markdown: string, changeRequestId?: string) {
  const r = await graphqlClient(s.baseUrl, owner.token).request(UpdatePage, {
    input: { spaceId, pageId, markdown, changeRequestId },
  });
  expect(r.updatePage.__typename).toBe('UpdatePagePayload');
}

async function upload(spaceId: string, name: string, text: string) {
  const r = await graphqlClient(s.baseUrl, owner.token).request(Upload, {
    input: { spaceId, name, contentBase64: Buffer.from(text).toString('base64') },
  });
  expect(r.uploadFile.__typename).toBe('UploadFilePayload');
}

// What this file checks is storage itself (rows of nodes, documents, blobs and search sections,
// which revisions reach them, what the collection frees). The counts are the instance admin's
// usage report; which hashes are stored, and the trees of every revision, are read on the database
// (no API names a stored row by its hash).
const count = () => storedRows(s);

/** Every revision's whole tree read from the database (no cached node), and every document and blob it names stored. */
async function everyRevisionReads() {
  forgetNodes();
  const revisions = await s.db.prisma.revision.findMany({ select: { root: true } });
  const trees = await loadTrees(s.db.prisma, [...new Set(revisions.map((r) => r.root))]);
  const documents = new Set<string>();
  const blobs = new Set<string>();
  for (const t of trees) {
    for (const { page: p } of walk(t.pages)) if (p.document) documents.add(p.document);
    for (const r of t.reusableContents) if (r.document) documents.add(r.document);
    for (const f of t.files) blobs.add(f.hash);
  }
  expect(await s.db.prisma.contentDocument.count({ where: { hash: { in: [...documents] } } })).toBe(documents.size);
  expect(await blobsStored(s.db, [...blobs])).toBe(blobs.size);
  return { revisions: revisions.length, trees };
}

describe('content storage and garbage collection', () => {
  let kept: { id: string };
  let doomedTree: RevisionTree;

  it('collects what a purged space alone used, keeps what remaining revisions share, every revision still reads', async () => {
    // A history: pages, edits, a file, a change request updated from the space and merged.
    kept = await space(s, owner, org.id, { title: 'Kept' });
    const guide = await page(s, owner, kept.id, { title: 'Guide', markdown: '# Guide\n\nShared text.\n' });
    const child = await page(s, owner, kept.id, { title: 'Child', parent: guide.page.id, markdown: 'Child v1\n' });
    await edit(kept.id, child.page.id, 'Child v2\n');
    await upload(kept.id, 'kept.txt', 'kept bytes');
    const cr = await changeRequest(s, owner, kept.id, 'Change');
    await edit(kept.id, guide.page.id, '# Guide\n\nShared text.\n\nIn the change request.\n', cr.id);
    await edit(kept.id, child.page.id, 'Child v3\n');
    expect((await api().spaces.updateChangeRequest(kept.id, cr.id)).status).toBe(200);
    expect((await api().spaces.mergeChangeRequest(kept.id, cr.id)).status).toBe(200);

    // A space that shares one document with the kept one, has its own documents, a file, search rows.
    const doomed = await space(s, owner, org.id, { title: 'Doomed' });
    await page(s, owner, doomed.id, { title: 'Same', markdown: '# Guide\n\nShared text.\n' });
    const own = await page(s, owner, doomed.id, { title: 'Own', markdown: 'Only zebras, first\n' });
    await edit(doomed.id, own.page.id, 'Only zebras, second\n');
    await upload(doomed.id, 'doomed.txt', 'doomed bytes');
    expect((await api().spaces.searchSpaceContent(doomed.id, { query: 'zebras' })).data.items.length).toBe(1);
    // The tree of its current revision as the engine stores it (the API never shows the root hash).
    const headId = (await api().spaces.getSpaceById(doomed.id)).data.revision;
    const head = await revisionRow(s.db, headId);
    [doomedTree] = await loadTrees(s.db.prisma, [head.root]);

    // Everything is reachable: nothing to collect, whatever the grace period.
    expect(await collectGarbage(s.db.prisma, { graceMs: 0 })).toEqual({
      nodes: 0,
      documents: 0,
      blobs: 0,
      searchSections: 0,
      searchTitles: 0,
    });

    expect((await api().spaces.deleteSpaceById(doomed.id)).status).toBe(205);
    expect(await purgeDeletedSpaces(s.db.prisma, new Date(Date.now() + 8 * 24 * 3600 * 1000))).toBe(1);
    const before = await count();
    // Within the grace period nothing goes.
    expect(await collectGarbage(s.db.prisma)).toEqual({
      nodes: 0,
      documents: 0,
      blobs: 0,
      searchSections: 0,
      searchTitles: 0,
    });
    const freed = await collectGarbage(s.db.prisma, { graceMs: 0 });
    // Own's two bodies, the file; the shared body stays. Nodes: the doomed revisions' roots, lists, pages.
    expect(freed).toMatchObject({ documents: 2, blobs: 1 });
    expect(freed.nodes).toBeGreaterThanOrEqual(6);
    expect(freed.searchSections).toBeGreaterThan(0);
    // Titles only the purged space had ('Same', 'Own'); 'Guide' and 'Child' stay for the kept space.
    expect(freed.searchTitles).toBe(2);
    const after = await count();
    expect(before.nodes - after.nodes).toBe(freed.nodes);
    expect(before.documents - after.documents).toBe(2);
    // The shared body is stored once and stays (rows: see count()).
    expect(await documentsHolding(s.db, '# Guide\n\nShared text.\n')).toBe(1);

    const { revisions } = await everyRevisionReads();
    // Search still finds the kept space's titles and bodies.
    const found = (await api().spaces.searchSpaceContent(kept.id, { query: 'guide shared' })).data.items;
    expect(found.map((p) => p.title)).toEqual(['Guide']);
    expect(revisions).toBeGreaterThanOrEqual(8);
    // Through the API: the merged content.
    const md = markdownPage((await api().spaces.getPageById(kept.id, guide.page.id, { format: 'markdown' })).data);
    expect(md.markdown).toBe('# Guide\n\nShared text.\n\nIn the change request.\n');
    const childMd = markdownPage((await api().spaces.getPageById(kept.id, child.page.id, { format: 'markdown' })).data);
    expect(childMd.markdown).toBe('Child v3\n');
    // A second run finds nothing more.
    expect(await collectGarbage(s.db.prisma, { graceMs: 0 })).toEqual({
      nodes: 0,
      documents: 0,
      blobs: 0,
      searchSections: 0,
      searchTitles: 0,
    });
  });

  it('refuses a commit that builds on collected nodes (409), the branch unchanged', async () => {
    const revision = async () => (await api().spaces.getSpaceById(kept.id)).data.revision;
    const before = await revision();
    // The engine's commit: no API takes a tree that names nodes by hash.
    await expect(
      commitRevision(s.db.prisma, { spaceId: kept.id, baseRevisionId: before, tree: doomedTree }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await revision()).toBe(before);
  });

  it('collections running beside concurrent edits never remove what a revision uses', async () => {
    const sp = await space(s, owner, org.id, { title: 'Busy' });
    const pages = [];
    for (let i = 0; i < 4; i++) pages.push(await page(s, owner, sp.id, { title: `P${i}`, markdown: `P${i} v0\n` }));
    // Garbage to collect while the edits run: a purged space's content.
    const gone = await space(s, owner, org.id, { title: 'Gone' });
    await page(s, owner, gone.id, { title: 'Gone', markdown: 'Gone for good\n' });
    await api().spaces.deleteSpaceById(gone.id);
    await purgeDeletedSpaces(s.db.prisma, new Date(Date.now() + 8 * 24 * 3600 * 1000));
    const edits = pages.flatMap((p, i) =>
      [1, 2, 3].map((v) => () => edit(sp.id, p.page.id, `P${i} v${v}\n`).catch(() => undefined)),
    );
    const runs = [0, 1, 2].map(() => () => collectGarbage(s.db.prisma, { graceMs: 0 }));
    await Promise.all([...edits, ...runs].map((f) => f()));
    await everyRevisionReads();
    await collectGarbage(s.db.prisma, { graceMs: 0 });
    // The purged space's body is no longer stored (rows: see count()).
    expect(await documentsHolding(s.db, 'Gone for good\n')).toBe(0);
    const { data } = await api().spaces.listPages(sp.id);
    expect(data.pages).toHaveLength(4);
    for (const [i, p] of pages.entries()) {
      const md = markdownPage((await api().spaces.getPageById(sp.id, p.page.id, { format: 'markdown' })).data);
      expect(md.markdown).toMatch(new RegExp(`^P${i} v\\d\\n$`));
    }
  });
});
