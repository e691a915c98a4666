import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { allNodes, treeHash } from '../src/engine/nodes.ts';
import { sha256Hex } from '../src/engine/revisions.ts';
import { insertNodes, loadTrees } from '../src/engine/store.ts';
import { updatePage } from '../src/engine/tree.ts';
import type { SearchPage } from '../src/generated/prisma/client.ts';
import { catchUpSearch, indexCommit, indexingSettled } from '../src/modules/search/indexing.ts';
import { graphql } from './gql/index.ts';
import { storedRows } from './support/admin.ts';
import { revisionRow } from './support/beside.ts';
import { type BulkPage, commitPages } from './support/bulk-content.ts';
import { changeRequest, type Person, useServer } from './support/fixtures.ts';
import { gitbook, importContent, statusOf } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';
import { statementsOf } from './support/statements.ts';

// A zip to import, served on 127.0.0.1 (allowed through IMPORT_ALLOWED_HOSTS).
const ZIP = zipSync({
  'README.md': strToU8('# Imported\n\nThe word pomegranate lives here.\n'),
  'guide/setup.md': strToU8('# Setup\n\n## Tamarind\n\nImported section.\n'),
});
let fixture: Server;
let zipUrl: string;
beforeAll(async () => {
  fixture = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/zip' }).end(ZIP));
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
  zipUrl = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}/docs.zip`;
});
afterAll(() => new Promise((resolve) => fixture?.close(resolve)));

const {
  s,
  owner,
  reader,
  outsider,
  org: testOrg,
} = useServer({
  env: () => ({ IMPORT_ALLOWED_HOSTS: new URL(zipUrl).host }),
  title: 'Search Org',
  members: { reader: 'read' },
});

const api = (u?: Person) => gitbook(s.baseUrl, u?.token);

// The pages are committed as one revision by the engine (commitPages), as an import commits
// them: by API each page would be a commit of its own, and the larger spaces here hold hundreds.
async function space(title: string, pages: BulkPage[]) {
  const { data } = await api(owner).orgs.createSpace(testOrg.id, { title });
  const { ids } = await commitPages(s.db.prisma, data.id, pages);
  return { id: data.id, ids };
}

const GUIDE: BulkPage[] = [
  {
    title: 'Getting started',
    description: 'First steps',
    markdown:
      'Welcome to the product.\n\n## Installation\n\nRun the installer with npm and wait.\n\n## Configuration\n\nEdit the YAML file.\n',
    children: [
      {
        title: 'Kubernetes deployment',
        markdown: 'Deploy the chart with helm.\n\n## Scaling\n\nAdd replicas when traffic grows.\n',
      },
    ],
  },
  { title: 'Reference', markdown: '# Flags\n\nThe installer accepts flags such as `--quiet`.\n' },
  { title: 'Changelog', markdown: 'Nothing relevant here about bananas.\n' },
];

const searchPath = (spaceId: string, query: string, extra = '') =>
  `/v1/spaces/${spaceId}/search?query=${encodeURIComponent(query)}${extra}`;

describe('GET {S}/search', () => {
  it('finds a heading: the page with the matching section, its anchor and app URL', async () => {
    const sp = await space('Guide', GUIDE);
    const { data } = await api(reader).spaces.searchSpaceContent(sp.id, { query: 'scaling' });
    expect(data.items.map((p) => p.title)).toEqual(['Kubernetes deployment']);
    const hit = data.items[0];
    expect(hit).toMatchObject({
      id: sp.ids.get('Kubernetes deployment'),
      path: 'getting-started/kubernetes-deployment',
      rank: 1,
      resultType: 'section',
      ancestors: [{ title: 'Getting started' }],
    });
    expect(hit.urls.app).toMatch(new RegExp(`/app/o/${testOrg.id}/s/${sp.id}/getting-started/kubernetes-deployment$`));
    expect(hit.sections).toEqual([
      expect.objectContaining({
        title: 'Scaling',
        path: 'getting-started/kubernetes-deployment#scaling',
        body: 'Add replicas when traffic grows.',
        urls: { app: `${hit.urls.app}#scaling` },
      }),
    ]);
    expect(hit.score).toBeGreaterThan(0);
  });

  it('ranks a title match above a body match, stems words, and paginates with ranks preserved', async () => {
    const sp = await space('Ranking', [
      {
        title: 'Misc',
        markdown: 'Sometimes the installer is mentioned in passing among many other words of a long paragraph.\n',
      },
      { title: 'Installer', markdown: '## Installer options\n\nThe installer installs everything.\n' },
      { title: 'Other', markdown: 'The installers are fast.\n' },
    ]);
    const { data } = await api(reader).spaces.searchSpaceContent(sp.id, { query: 'installer' });
    expect(data.items[0].title).toBe('Installer');
    expect(data.items.map((p) => p.title).sort()).toEqual(['Installer', 'Misc', 'Other']);
    expect(data.items.map((p) => p.rank)).toEqual([1, 2, 3]);
    expect(data.items[0].score).toBeGreaterThanOrEqual(data.items[1].score);
    expect(data.count).toBe(3);
    const first = await api(reader).spaces.searchSpaceContent(sp.id, { query: 'installer', limit: 2 });
    expect(first.data.items).toHaveLength(2);
    expect(first.data.next?.page).toBeTruthy();
    const second = await api(reader).spaces.searchSpaceContent(sp.id, {
      query: 'installer',
      limit: 2,
      page: first.data.next!.page,
    });
    expect(second.data.items.map((p) => p.rank)).toEqual([3]);
    expect(second.data.next).toBeUndefined();
  });

  it('matches page titles and descriptions, phrases and exclusions (web search syntax)', async () => {
    const sp = await space('Syntax', GUIDE);
    expect((await api(reader).spaces.searchSpaceContent(sp.id, { query: 'first steps' })).data.items[0]).toMatchObject({
      title: 'Getting started',
      resultType: 'page',
    });
    const phrase = await api(reader).spaces.searchSpaceContent(sp.id, { query: '"yaml file"' });
    expect(phrase.data.items.map((p) => p.title)).toEqual(['Getting started']);
    const excluded = await api(reader).spaces.searchSpaceContent(sp.id, { query: 'installer -flags' });
    expect(excluded.data.items.map((p) => p.title)).toEqual(['Getting started']);
    expect((await api(reader).spaces.searchSpaceContent(sp.id, { query: 'zebra' })).data).toEqual({
      count: 0,
      items: [],
    });
  });

  it('searches the current revision: an edit is found at once, the old text no longer', async () => {
    const sp = await space('Edits', [{ title: 'Page', markdown: 'The word avocado.\n' }]);
    expect((await api(reader).spaces.searchSpaceContent(sp.id, { query: 'avocado' })).data.items).toHaveLength(1);
    const edit = await graphqlClient(s.baseUrl, owner.token).request(UpdatePage, {
      input: { spaceId: sp.id, pageId: sp.ids.get('Page')!, markdown: '## Mango\n\nNow about mangoes.\n' },
    });
    expect(edit.updatePage.__typename).toBe('UpdatePagePayload');
    expect((await api(reader).spaces.searchSpaceContent(sp.id, { query: 'avocado' })).data.items).toHaveLength(0);
    expect(
      (await api(reader).spaces.searchSpaceContent(sp.id, { query: 'mango' })).data.items[0].sections?.[0],
    ).toMatchObject({ title: 'Mango' });
  });

  it('bad input: missing, empty or over-512-character query, bad limit or cursor: 400 naming the field', async () => {
    const sp = await space('Bad', GUIDE);
    for (const [path, field] of [
      [`/v1/spaces/${sp.id}/search`, 'query'],
      [searchPath(sp.id, ''), 'query'],
      [searchPath(sp.id, '   '), 'query'],
      [searchPath(sp.id, 'a'.repeat(513)), 'query'],
      [searchPath(sp.id, 'x', '&limit=1001'), 'limit'],
      [searchPath(sp.id, 'x', '&page=nope'), 'page'],
    ] as const) {
      const res = await call(s.baseUrl, reader.token, 'GET', path);
      expect(res.status, path).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
    expect((await call(s.baseUrl, reader.token, 'GET', searchPath(sp.id, 'a'.repeat(512)))).status).toBe(200);
  });

  it('permissions: no token 401, another organization 404, unknown space 404', async () => {
    const sp = await space('Private', GUIDE);
    expect((await call(s.baseUrl, undefined, 'GET', searchPath(sp.id, 'scaling'))).status).toBe(401);
    expect(await statusOf(api(outsider).spaces.searchSpaceContent(sp.id, { query: 'scaling' }))).toBe(404);
    expect(await statusOf(api(reader).spaces.searchSpaceContent('nope', { query: 'scaling' }))).toBe(404);
  });
});

describe('GET {O}/search', () => {
  it('groups the pages by space, only spaces the caller can read, best space first', async () => {
    const org2 = (await s.org(owner.id, 'Org search')).id;
    const member = await s.user('Member');
    await s.member(org2, member.id, 'read');
    const mk = async (title: string, pages: BulkPage[], extra: Record<string, unknown> = {}) => {
      const { data } = await api(owner).orgs.createSpace(org2, { title, ...extra });
      await commitPages(s.db.prisma, data.id, pages);
      return data.id;
    };
    const a = await mk('Alpha', [
      { title: 'Pineapple', markdown: 'All about pineapple.\n' },
      { title: 'Side', markdown: 'A pineapple note.\n' },
    ]);
    const b = await mk('Beta', [{ title: 'Fruit', markdown: 'pineapple once.\n' }]);
    await mk('Gamma', [{ title: 'Nothing', markdown: 'No match.\n' }]);
    const hidden = await mk('Hidden', [{ title: 'Pineapple secrets', markdown: 'pineapple.\n' }]);
    await api(owner).spaces.updateSpaceById(hidden, { defaultLevel: null });

    const { data } = await api(member).orgs.searchOrganizationContent(org2, { query: 'pineapple' });
    expect(data.items.map((x) => [x.type, x.title])).toEqual([
      ['space', 'Alpha'],
      ['space', 'Beta'],
    ]);
    expect(data.items[0]).toMatchObject({
      id: a,
      pages: [expect.objectContaining({ title: 'Pineapple', rank: 1 }), expect.objectContaining({ title: 'Side' })],
    });
    expect(data.items[1]).toMatchObject({ id: b, pages: [expect.objectContaining({ title: 'Fruit' })] });
    const admin = await api(owner).orgs.searchOrganizationContent(org2, { query: 'pineapple' });
    expect(admin.data.items.map((x) => x.title)).toContain('Hidden');
    const paged = await api(member).orgs.searchOrganizationContent(org2, { query: 'pineapple', limit: 1 });
    expect(paged.data.items.map((x) => x.title)).toEqual(['Alpha']);
    expect(paged.data.next?.page).toBeTruthy();

    expect(
      (await call(s.baseUrl, member.token, 'GET', `/v1/orgs/${org2}/search?query=${'b'.repeat(513)}`)).status,
    ).toBe(400);
    expect((await call(s.baseUrl, member.token, 'GET', `/v1/orgs/${org2}/search`)).status).toBe(400);
    expect((await call(s.baseUrl, undefined, 'GET', `/v1/orgs/${org2}/search?query=x`)).status).toBe(401);
    expect(await statusOf(api(outsider).orgs.searchOrganizationContent(org2, { query: 'pineapple' }))).toBe(404);
  });
});

const UpdatePage = graphql(`
  mutation SearchUpdatePage($input: UpdatePageInput!) {
    updatePage(input: $input) { __typename ... on UpdatePagePayload { revision { key } } ... on BaseError { message status } }
  }
`);

const SpaceSearch = graphql(`
  query SpaceSearch($id: ID!, $query: String, $first: Int) {
    space(id: $id) {
      search(query: $query, first: $first) {
        totalCount
        pageInfo { hasNextPage }
        edges { node { key title path score rank resultType ancestors { title } sections { key title path body score urls { app } } urls { app } } }
      }
    }
  }
`);

const OrgSearch = graphql(`
  query OrgSearch($id: ID!, $query: String) {
    organization(id: $id) { search(query: $query) { totalCount edges { node { type key title score pages { key title rank } } } } }
  }
`);

describe('GraphQL search', () => {
  it('Space.search and Organization.search', async () => {
    const sp = await space('GraphQL', GUIDE);
    const client = graphqlClient(s.baseUrl, reader.token);
    const res = await client.request(SpaceSearch, { id: sp.id, query: 'configuration' });
    expect(res.space!.search.totalCount).toBe(1);
    expect(res.space!.search.edges[0].node).toMatchObject({
      title: 'Getting started',
      resultType: 'SECTION',
      sections: [expect.objectContaining({ title: 'Configuration', path: 'getting-started#configuration' })],
    });
    const org = await client.request(OrgSearch, { id: testOrg.id, query: 'helm' });
    expect(org.organization!.search.edges.map((e) => e.node.pages.map((p) => p.title))).toContainEqual([
      'Kubernetes deployment',
    ]);
    await expect(client.request(SpaceSearch, { id: sp.id, query: 'q'.repeat(513) })).rejects.toThrow(/512/);
  });
});

describe('query counts', () => {
  // A first search indexes, so it runs once; the least of several runs would be a warm one.
  const statements = (run: () => Promise<unknown>, runs?: number) => statementsOf(s, run, runs);
  const pages = (n: number): BulkPage[] =>
    Array.from({ length: n }, (_, i) => ({
      title: `Topic ${i}`,
      markdown: `## Section ${i}\n\nThe common word lighthouse, number ${i}.\n`,
    }));

  it('space and organization search: the same number of SQL statements for 10 and 100 matching pages (cold and warm)', async () => {
    const small = await space('Count 10', pages(10));
    const large = await space('Count 100', pages(100));
    await indexingSettled(); // a commit of many documents is indexed in the background
    const client = graphqlClient(s.baseUrl, reader.token);
    const coldA = await statements(
      () => call(s.baseUrl, reader.token, 'GET', searchPath(small.id, 'lighthouse', '&limit=1000')),
      1,
    );
    const coldB = await statements(
      () => call(s.baseUrl, reader.token, 'GET', searchPath(large.id, 'lighthouse', '&limit=1000')),
      1,
    );
    const warmA = await statements(() =>
      client.request(SpaceSearch, { id: small.id, query: 'lighthouse', first: 1000 }),
    );
    const warmB = await statements(() =>
      client.request(SpaceSearch, { id: large.id, query: 'lighthouse', first: 1000 }),
    );
    console.log(
      `search: 10 pages -> ${coldA} statements (first search, indexing), 100 -> ${coldB}; warm: ${warmA} vs ${warmB}`,
    );
    expect(coldA).toBe(coldB);
    expect(warmA).toBe(warmB);
    const res = await client.request(SpaceSearch, { id: large.id, query: 'lighthouse', first: 1000 });
    expect(res.space!.search.totalCount).toBe(100);
    // Every space of the organization at once: one search statement for all of them.
    await client.request(OrgSearch, { id: testOrg.id, query: 'lighthouse' });
    const org = await statements(() => client.request(OrgSearch, { id: testOrg.id, query: 'lighthouse' }));
    console.log(
      `organization search over ${(await api(owner).orgs.listSpacesInOrganizationById(testOrg.id)).data.count} spaces (warm): ${org} statements`,
    );
    expect(org).toBeLessThanOrEqual(12);
  });
});

describe('indexed as content is written', () => {
  /** The id of the space's current revision, as the API shows it. */
  const headId = async (spaceId: string) => (await api(owner).spaces.getSpaceById(spaceId)).data.revision;
  /**
   * The current revision's row: whether its search rows were written (`searchIndexed`) and the
   * hash of its tree (`root`) are storage facts no API shows.
   */
  const head = async (spaceId: string) => revisionRow(s.db, await headId(spaceId));
  /**
   * The search index's rows of a space: the revision they stand for and the page rows (titles and
   * ancestors). The index's own bookkeeping, which no API shows: a search brings them to the
   * head before it answers, so only the rows tell what was there before it.
   */
  const indexRows = async (spaceId: string) => ({
    revisionId: (await s.db.prisma.searchSpace.findUnique({ where: { spaceId } }))?.revisionId,
    pages: await s.db.prisma.searchPage.findMany({ where: { spaceId }, orderBy: { title: 'asc' } }),
  });
  /** Sets a space's index rows back to `rows` (null: none at all), as a lost hook or an older version left them. */
  const setIndexRows = async (spaceId: string, rows: { revisionId: string; pages: SearchPage[] } | null) => {
    await s.db.prisma.searchPage.deleteMany({ where: { spaceId } });
    if (!rows) await s.db.prisma.searchSpace.deleteMany({ where: { spaceId } });
    else {
      await s.db.prisma.searchPage.createMany({ data: rows.pages });
      await s.db.prisma.searchSpace.update({ where: { spaceId }, data: { revisionId: rows.revisionId } });
    }
  };
  const titles = async (spaceId: string, query: string) =>
    (await api(reader).spaces.searchSpaceContent(spaceId, { query })).data.items.map((p) => p.title);

  it('edits, imports and merges are found by their first search, which writes no index rows', async () => {
    const sp = await space('Written', [
      { title: 'Live', markdown: 'Nothing yet.\n' },
      { title: 'Drafted', markdown: 'Nothing either.\n' },
    ]);
    const gql = graphqlClient(s.baseUrl, owner.token);
    const edit = async (pageId: string, markdown: string, changeRequestId?: string) => {
      const r = await gql.request(UpdatePage, { input: { spaceId: sp.id, pageId, markdown, changeRequestId } });
      expect(r.updatePage.__typename).toBe('UpdatePagePayload');
    };
    await edit(sp.ids.get('Live')!, '## Quince\n\nEdited live.\n');
    await importContent(api(owner), sp.id, { url: zipUrl, source: 'zip' }, sp.ids.get('Live')!);
    const cr = await changeRequest(s, owner, sp.id, 'Draft');
    await edit(sp.ids.get('Drafted')!, 'Merged text about kumquats.\n', cr.id);
    expect((await api(owner).spaces.mergeChangeRequest(sp.id, cr.id)).data.result).toBe('merge');

    expect((await head(sp.id)).searchIndexed).toBe(true);
    // The index rows themselves: a search answers the same whether it read them or wrote them first.
    const rows = async () => {
      const { searchSections, searchTitles } = await storedRows(s);
      return [searchSections, searchTitles];
    };
    const before = await rows();
    expect(await titles(sp.id, 'quince')).toEqual(['Live']);
    expect(await titles(sp.id, 'pomegranate')).toEqual(['Imported']);
    expect(await titles(sp.id, 'tamarind')).toEqual(['Setup']);
    expect(await titles(sp.id, 'kumquats')).toEqual(['Drafted']);
    expect(await rows()).toEqual(before);
  });

  it('a revision written without its index (older versions, a failed indexing) is indexed by its first search', async () => {
    const sp = await space('Legacy', [{ title: 'Old', markdown: 'Nothing.\n' }]);
    const current = await head(sp.id);
    const [tree] = await loadTrees(s.db.prisma, [current.root]);
    // What an older version wrote: a document, nodes and a revision, and no search rows (no API
    // writes a revision without its index, so the rows are written here).
    const markdown = `## Persimmon ${newId()}\n\nWritten before indexing moved to commits.\n`;
    const hash = sha256Hex(markdown);
    const next = updatePage(
      tree,
      sp.ids.get('Old')!,
      { title: 'Older', document: hash },
      new Date().toISOString(),
    ).tree;
    await s.db.prisma.contentDocument.create({ data: { hash, markdown } });
    await s.db.prisma.$executeRawUnsafe(...insertNodes(allNodes(next)));
    const revision = await s.db.prisma.revision.create({
      data: { id: newId(), spaceId: sp.id, parents: [current.id], root: treeHash(next) },
    });
    await s.db.prisma.space.update({ where: { id: sp.id }, data: { revisionId: revision.id } });
    // The index's section rows, as the instance admin's usage report counts them: the search writes
    // the new document's two sections (and none of the others, indexed with the revision before).
    const before = (await storedRows(s)).searchSections;

    expect(await titles(sp.id, 'persimmon')).toEqual(['Older']);
    expect((await head(sp.id)).searchIndexed).toBe(true);
    expect((await storedRows(s)).searchSections).toBe(before + 2);
  });

  it('page rows left behind (a lost hook, rows of an older revision) are brought to the head by the next search', async () => {
    const sp = await space('Behind', [
      { title: 'Stays', markdown: 'Wombat text.\n', children: [{ title: 'Child', markdown: 'Wombat child.\n' }] },
      { title: 'Goes', markdown: 'Wombat gone.\n' },
    ]);
    const first = await headId(sp.id);
    // The page rows of the index as this revision wrote them (no API shows or restores them).
    const snapshot = await indexRows(sp.id);
    expect(snapshot.pages.map((r) => r.title)).toEqual(['Child', 'Goes', 'Stays']);
    const gql = graphqlClient(s.baseUrl, owner.token);
    const r = await gql.request(UpdatePage, {
      input: { spaceId: sp.id, pageId: sp.ids.get('Stays')!, title: 'Renamed', markdown: 'Quokka text.\n' },
    });
    expect(r.updatePage.__typename).toBe('UpdatePagePayload');
    const deleted = await gql.request<{ deletePage: { __typename: string } }>(
      'mutation ($input: DeletePageInput!) { deletePage(input: $input) { __typename } }',
      { input: { spaceId: sp.id, pageId: sp.ids.get('Goes')! } },
    );
    expect(deleted.deletePage.__typename).toBe('DeletePagePayload');
    // The rows as the first revision left them, as if the hooks of both commits had failed.
    await setIndexRows(sp.id, { revisionId: first, pages: snapshot.pages });

    expect(await titles(sp.id, 'quokka')).toEqual(['Renamed']);
    const { data } = await api(reader).orgs.searchOrganizationContent(testOrg.id, { query: 'wombat' });
    const pages = data.items.find((x) => x.id === sp.id)?.pages;
    expect(pages?.map((p) => [p.title, p.ancestors?.map((a) => a.title)])).toEqual([['Child', ['Renamed']]]);
    // Which revision the rows stand for: the index's own bookkeeping, which no API shows.
    expect((await indexRows(sp.id)).revisionId).toBe(await headId(sp.id));
  });

  it('spaces without page rows (written before they existed) are caught up by the job at start, before any search', async () => {
    const sp = await space('Before rows', [
      { title: 'Old', markdown: 'Narwhal text.\n', children: [{ title: 'Older', markdown: 'Narwhal child.\n' }] },
    ]);
    // A space from before the page rows existed: every write through the API now makes them. The
    // job runs before any search, so only the rows show what it did.
    await setIndexRows(sp.id, null);
    const seen = await catchUpSearch(s.db.prisma, { batch: 2 });
    expect(seen).toBeGreaterThanOrEqual(1);
    const rows = await indexRows(sp.id);
    expect(rows.revisionId).toBe(await headId(sp.id));
    expect(rows.pages.map((r) => [r.title, r.ancestors])).toEqual([
      ['Old', []],
      ['Older', ['Old']],
    ]);
    // A stopped job reads nothing more.
    expect(await catchUpSearch(s.db.prisma, { stopped: () => true })).toBe(0);
  });

  it('over more documents than a search lists, sections match through the text index, in the searched spaces only', async () => {
    const org2 = (await s.org(owner.id, 'Many documents')).id;
    const many: BulkPage[] = Array.from({ length: 2100 }, (_, i) => ({ title: `Bulk ${i}`, markdown: `Bulk ${i}.\n` }));
    many[1500] = { title: 'Bulk 1500', markdown: '## Xylophone\n\nOnly here.\n' };
    const { data: big } = await api(owner).orgs.createSpace(org2, { title: 'Bulk' });
    await commitPages(s.db.prisma, big.id, many);
    // The same word in another organization, and in a space of this one the caller cannot read.
    const { data: other } = await api(owner).orgs.createSpace(testOrg.id, { title: 'Elsewhere' });
    await commitPages(s.db.prisma, other.id, [{ title: 'Foreign', markdown: 'Xylophone music.\n' }]);
    const { data: hidden } = await api(owner).orgs.createSpace(org2, { title: 'Hidden' });
    await commitPages(s.db.prisma, hidden.id, [{ title: 'Secret', markdown: 'Xylophone secrets.\n' }]);
    await api(owner).spaces.updateSpaceById(hidden.id, { defaultLevel: null });
    const member = await s.user('Bulk reader');
    await s.member(org2, member.id, 'read');

    const { data } = await api(member).orgs.searchOrganizationContent(org2, { query: 'xylophone' });
    expect(data.items.map((x) => [x.title, x.pages.map((p) => [p.title, p.sections?.[0]?.title])])).toEqual([
      ['Bulk', [['Bulk 1500', 'Xylophone']]],
    ]);
    expect((await api(owner).spaces.searchSpaceContent(big.id, { query: 'xylophone' })).data.items).toHaveLength(1);
  });

  it('a one-page change is indexed in one statement (sections and page rows), whatever the size of the space and the depth of the page', async () => {
    const cost = async (n: number) => {
      // Under a parent with a document of its own: the edit's path holds a new node for it.
      const children = Array.from({ length: n }, (_, i) => ({
        title: `Size ${n} page ${i}`,
        markdown: `Text ${i}.\n`,
      }));
      const sp = await space(`Size ${n}`, [{ title: `Size ${n}`, markdown: `Parent ${n}.\n`, children }]);
      await indexingSettled(); // a commit of many documents is indexed in the background
      const current = await head(sp.id);
      const [tree] = await loadTrees(s.db.prisma, [current.root]);
      const markdown = `## Edited ${newId()}\n`;
      const documents = new Map([[sha256Hex(markdown), markdown]]);
      const page = sp.ids.get(`Size ${n} page 3`)!;
      const edited = updatePage(tree, page, { document: sha256Hex(markdown) }, '2026-01-01').tree;
      const before = s.db.stats.statements;
      await indexCommit(s.db.prisma, {
        revisionId: newId(),
        spaceId: sp.id,
        changeRequestId: null,
        baseRevisionId: current.id,
        parents: [current.id],
        tree: edited,
        documents,
      });
      return s.db.stats.statements - before;
    };
    expect(await cost(10)).toBe(1);
    expect(await cost(300)).toBe(1);
  });
});
