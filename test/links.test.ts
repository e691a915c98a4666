import type { RevisionPage } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import { refPaths } from '../src/engine/link-refs.ts';
import { documentToMarkdown } from '../src/engine/markdown-write.ts';
import type { TreePage } from '../src/engine/tree.ts';
import { indexingSettled } from '../src/modules/search/indexing.ts';
import { graphql } from './gql/index.ts';
import { type BulkPage, commitPages } from './support/bulk-content.ts';
import { type Person, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';
import { documentIdOf, jsonPage, markdownPage } from './support/pages.ts';
import { statementsOf } from './support/statements.ts';

const { s, owner, reader, outsider, org } = useServer({ title: 'Links Org', members: { reader: 'read' } });

interface PageSummary {
  id: string;
  title: string;
  path: string;
}
interface Link {
  url: string;
  text: string;
  kind: string;
  status: 'ok' | 'broken' | 'in-app';
  target: {
    kind: string;
    page?: PageSummary;
    anchor?: string;
    file?: { id: string; name: string };
    url?: string;
    path?: string;
  };
  page: PageSummary;
}
interface LinksList {
  items: Link[];
  count: number;
  next?: { page: string };
  stats: { total: number; broken: { total: number; changeRequest: number } };
}
interface Backlinks {
  items: { kind: 'page'; space: string; page: PageSummary; linkCount: number }[];
  count: number;
  next?: { page: string };
}

/** The official client has no method for these endpoints (absent from GitBook's OpenAPI): its `request`, validated against test/support/gitbook.ts. */
const api = (u?: Person) => {
  const client = gitbook(s.baseUrl, u?.token);
  const get = <T>(path: string, query?: Record<string, unknown>) =>
    client.request<T>({ path, method: 'GET', query, secure: true, format: 'json' });
  return {
    spaceLinks: (spaceId: string, query?: Record<string, unknown>) => get<LinksList>(`/spaces/${spaceId}/links`, query),
    pageLinks: (spaceId: string, pageId: string, query?: Record<string, unknown>) =>
      get<LinksList>(`/spaces/${spaceId}/content/page/${pageId}/links`, query),
    pageBacklinks: (spaceId: string, pageId: string, query?: Record<string, unknown>) =>
      get<Backlinks>(`/spaces/${spaceId}/content/page/${pageId}/backlinks`, query),
    fileBacklinks: (spaceId: string, fileId: string, query?: Record<string, unknown>) =>
      get<Backlinks>(`/spaces/${spaceId}/content/files/${fileId}/backlinks`, query),
    crPageLinks: (spaceId: string, cr: string, pageId: string, query?: Record<string, unknown>) =>
      get<LinksList>(`/spaces/${spaceId}/change-requests/${cr}/content/page/${pageId}/links`, query),
    crPageBacklinks: (spaceId: string, cr: string, pageId: string) =>
      get<Backlinks>(`/spaces/${spaceId}/change-requests/${cr}/content/page/${pageId}/backlinks`),
    crFileBacklinks: (spaceId: string, cr: string, fileId: string) =>
      get<Backlinks>(`/spaces/${spaceId}/change-requests/${cr}/content/files/${fileId}/backlinks`),
  };
};

const UploadFile = graphql(`
  mutation LinksUploadFile($input: UploadFileInput!) {
    uploadFile(input: $input) { __typename ... on UploadFilePayload { revision { key } file { id: key } } ... on BaseError { message status } }
  }
`);

const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * Guide (guide) > Install (guide/install), Configure (guide/configure); Reference (reference).
 * Install links in every style; a logo.png file.
 */
async function fixture() {
  const { data: sp } = await gitbook(s.baseUrl, owner.token).orgs.createSpace(org.id, { title: 'Linked' });
  const upload = await graphqlClient(s.baseUrl, owner.token).request(UploadFile, {
    input: { spaceId: sp.id, name: 'logo.png', contentBase64: PNG_1x1 },
  });
  if (upload.uploadFile.__typename !== 'UploadFilePayload') throw new Error('upload failed');
  const fileId = upload.uploadFile.file.id;
  const app = `${s.baseUrl}/app/o/${org.id}/s/${sp.id}/guide`;
  const install = [
    '# Install',
    '',
    'See [configure](./configure.md), [configure again](configure), [the reference](/reference#flags),',
    '[up](../reference.md), [guide](../guide/README.md), [self](#top), [external](https://example.com/docs),',
    `[in the app](${app}), [missing](./nowhere.md), [gone](/no/such/page).`,
    '',
    '![logo](../.gitbook/assets/logo.png) ![lost](missing.png) [ref link][cfg]',
    '',
    '[cfg]: configure',
  ].join('\n');
  const pages: BulkPage[] = [
    {
      title: 'Guide',
      markdown: 'Start with [install](install) or [install again](guide/install).\n',
      children: [
        { title: 'Install', markdown: install },
        { title: 'Configure', markdown: 'Back to [install](install.md). ![logo](logo.png)\n' },
      ],
    },
    { title: 'Reference', markdown: 'No links here.\n' },
  ];
  const { ids } = await commitPages(s.db.prisma, sp.id, pages);
  return { spaceId: sp.id, ids, fileId, app };
}

describe('links', () => {
  it('GET {S}/content/page/{pageId}/links: each link resolved with its status, stats, filter and pagination', async () => {
    const f = await fixture();
    const { data } = await api(reader).pageLinks(f.spaceId, f.ids.get('Install')!);
    const brief = data.items.map((l) => [
      l.url,
      l.status,
      l.target.kind,
      l.target.page?.path ?? l.target.file?.name ?? l.target.url ?? l.target.path,
    ]);
    expect(brief).toEqual([
      ['./configure.md', 'ok', 'page', 'guide/configure'],
      ['configure', 'ok', 'page', 'guide/configure'],
      ['/reference#flags', 'ok', 'page', 'reference'],
      ['../reference.md', 'ok', 'page', 'reference'],
      ['../guide/README.md', 'ok', 'page', 'guide'],
      ['#top', 'ok', 'page', 'guide/install'],
      ['https://example.com/docs', 'ok', 'url', 'https://example.com/docs'],
      [f.app, 'in-app', 'url', f.app],
      ['./nowhere.md', 'broken', 'missing', 'guide/nowhere.md'],
      ['/no/such/page', 'broken', 'missing', 'no/such/page'],
      ['../.gitbook/assets/logo.png', 'ok', 'file', 'logo.png'],
      ['missing.png', 'broken', 'missing', 'guide/missing.png'],
      ['configure', 'ok', 'page', 'guide/configure'],
    ]);
    expect(data.items[2].target.anchor).toBe('flags');
    expect(data.items[10]).toMatchObject({ kind: 'image', text: 'logo', target: { file: { id: f.fileId } } });
    expect(data.items[0].page).toEqual({ id: f.ids.get('Install'), title: 'Install', path: 'guide/install' });
    expect(data.stats).toEqual({ total: 13, broken: { total: 3, changeRequest: 0 } });
    expect(data.count).toBe(13);
    const broken = await api(reader).pageLinks(f.spaceId, f.ids.get('Install')!, { status: 'broken' });
    expect(broken.data.items.map((l) => l.url)).toEqual(['./nowhere.md', '/no/such/page', 'missing.png']);
    const inApp = await api(reader).pageLinks(f.spaceId, f.ids.get('Install')!, { status: 'in-app' });
    expect(inApp.data.items.map((l) => l.url)).toEqual([f.app]);
    const first = await api(reader).pageLinks(f.spaceId, f.ids.get('Install')!, { limit: 5 });
    expect(first.data.items).toHaveLength(5);
    const next = await api(reader).pageLinks(f.spaceId, f.ids.get('Install')!, {
      limit: 5,
      page: first.data.next!.page,
    });
    expect(next.data.items[0].url).toBe('#top');
  });

  it('GET /v1/spaces/{spaceId}/links: every page, with stats', async () => {
    const f = await fixture();
    const { data } = await api(reader).spaceLinks(f.spaceId);
    expect(data.stats).toEqual({ total: 17, broken: { total: 3, changeRequest: 0 } });
    expect(data.items.filter((l) => l.page.title === 'Guide').map((l) => l.target.page?.path)).toEqual([
      'guide/install',
      'guide/install',
    ]);
    expect(data.items.filter((l) => l.page.title === 'Configure').map((l) => [l.status, l.target.kind])).toEqual([
      ['ok', 'page'],
      ['ok', 'file'],
    ]);
    const broken = await api(reader).spaceLinks(f.spaceId, { status: 'broken' });
    expect(broken.data.items).toHaveLength(3);
    expect(broken.data.stats.total).toBe(17);
  });

  it('backlinks of a page and of a file: pages of the same revision linking to them', async () => {
    const f = await fixture();
    const toInstall = await api(reader).pageBacklinks(f.spaceId, f.ids.get('Install')!);
    expect(toInstall.data.items).toEqual([
      { kind: 'page', space: f.spaceId, page: { id: f.ids.get('Guide'), title: 'Guide', path: 'guide' }, linkCount: 2 },
      {
        kind: 'page',
        space: f.spaceId,
        page: { id: f.ids.get('Configure'), title: 'Configure', path: 'guide/configure' },
        linkCount: 1,
      },
    ]);
    const toConfigure = await api(reader).pageBacklinks(f.spaceId, f.ids.get('Configure')!);
    expect(toConfigure.data.items.map((b) => [b.page.title, b.linkCount])).toEqual([['Install', 3]]);
    expect(
      (await api(reader).pageBacklinks(f.spaceId, f.ids.get('Reference')!)).data.items.map((b) => b.page.title),
    ).toEqual(['Install']);
    const toFile = await api(reader).fileBacklinks(f.spaceId, f.fileId);
    expect(toFile.data.items.map((b) => b.page.title)).toEqual(['Install', 'Configure']);
    const paged = await api(reader).fileBacklinks(f.spaceId, f.fileId, { limit: 1 });
    expect(paged.data).toMatchObject({
      count: 2,
      items: [expect.objectContaining({ page: expect.objectContaining({ title: 'Install' }) })],
      next: { page: expect.any(String) },
    });
  });

  it('bad input and permissions: unknown page or file 404, unknown status 400, no token 401, other organization 404', async () => {
    const f = await fixture();
    const install = f.ids.get('Install')!;
    expect(await statusOf(api(reader).pageLinks(f.spaceId, 'nope'))).toBe(404);
    expect(await statusOf(api(reader).pageBacklinks(f.spaceId, 'nope'))).toBe(404);
    expect(await statusOf(api(reader).fileBacklinks(f.spaceId, 'nope'))).toBe(404);
    const bad = await call(
      s.baseUrl,
      reader.token,
      'GET',
      `/v1/spaces/${f.spaceId}/content/page/${install}/links?status=dead`,
    );
    expect(bad.status).toBe(400);
    expect((await call(s.baseUrl, reader.token, 'GET', `/v1/spaces/${f.spaceId}/links?status=dead`)).status).toBe(400);
    expect((await call(s.baseUrl, reader.token, 'GET', `/v1/spaces/${f.spaceId}/links?limit=5000`)).status).toBe(400);
    for (const path of [
      `/v1/spaces/${f.spaceId}/links`,
      `/v1/spaces/${f.spaceId}/content/page/${install}/links`,
      `/v1/spaces/${f.spaceId}/content/page/${install}/backlinks`,
      `/v1/spaces/${f.spaceId}/content/files/${f.fileId}/backlinks`,
    ]) {
      expect((await call(s.baseUrl, undefined, 'GET', path)).status, path).toBe(401);
      expect((await call(s.baseUrl, outsider.token, 'GET', path)).status, path).toBe(404);
    }
  });
});

const UpdatePage = graphql(`
  mutation LinksUpdatePage($input: UpdatePageInput!) {
    updatePage(input: $input) { __typename ... on UpdatePagePayload { revision { key } } ... on BaseError { message status } }
  }
`);

describe('change request content', () => {
  it('{CR}/content/page/{pageId}/links and backlinks, {CR}/content/files/{fileId}/backlinks read the change request head', async () => {
    const f = await fixture();
    const cr = (await gitbook(s.baseUrl, owner.token).spaces.createChangeRequest(f.spaceId, { subject: 'Relink' }))
      .data;
    const edit = await graphqlClient(s.baseUrl, owner.token).request(UpdatePage, {
      input: {
        spaceId: f.spaceId,
        changeRequestId: cr.id,
        pageId: f.ids.get('Reference')!,
        markdown: 'See [configure](guide/configure), [lost](/lost) and ![logo](logo.png).\n',
      },
    });
    expect(edit.updatePage.__typename).toBe('UpdatePagePayload');
    const inCr = await api(reader).crPageLinks(f.spaceId, cr.id, f.ids.get('Reference')!);
    expect(inCr.data.items.map((l) => [l.url, l.status])).toEqual([
      ['guide/configure', 'ok'],
      ['/lost', 'broken'],
      ['logo.png', 'ok'],
    ]);
    expect(inCr.data.stats).toEqual({ total: 3, broken: { total: 1, changeRequest: 0 } });
    expect((await api(reader).pageLinks(f.spaceId, f.ids.get('Reference')!)).data.items).toEqual([]);
    expect(
      (await api(reader).crPageBacklinks(f.spaceId, cr.id, f.ids.get('Configure')!)).data.items.map(
        (b) => b.page.title,
      ),
    ).toEqual(['Install', 'Reference']);
    expect((await api(reader).crFileBacklinks(f.spaceId, cr.id, f.fileId)).data.items.map((b) => b.page.title)).toEqual(
      ['Install', 'Configure', 'Reference'],
    );
    expect((await api(reader).fileBacklinks(f.spaceId, f.fileId)).data.items.map((b) => b.page.title)).toEqual([
      'Install',
      'Configure',
    ]);
    expect(await statusOf(api(reader).crFileBacklinks(f.spaceId, cr.id, 'nope'))).toBe(404);
    expect(await statusOf(api(reader).crPageLinks(f.spaceId, 'nope', f.ids.get('Reference')!))).toBe(404);
    expect(await statusOf(api(outsider).crPageLinks(f.spaceId, cr.id, f.ids.get('Reference')!))).toBe(404);
  });
});

const SpaceLinks = graphql(`
  query SpaceLinks($id: ID!, $status: LinkStatus) {
    space(id: $id) {
      linkStats { total broken { total changeRequest } }
      links(status: $status, first: 1000) { totalCount edges { node { url status target { kind } sourcePage { id: key title } targetPage { id: key path } targetFile { id: key name } } } }
      currentRevision {
        linkStats { total }
        pages { id: key title links { totalCount } backlinks { totalCount edges { node { page { title } linkCount sourcePage { id: key } } } } }
        files { id: key backlinks { totalCount } }
      }
    }
  }
`);

describe('links in served documents', () => {
  /** Every ref of a document, in document order. */
  const refsOf = (doc: unknown) => {
    const out: unknown[] = [];
    JSON.stringify(doc, (k, v) => {
      if (k === 'ref') out.push(v);
      return v;
    });
    return out;
  };

  it('name pages, anchors and files of the revision by id; external, in-app and broken links stay URLs', async () => {
    const f = await fixture();
    const id = (title: string) => f.ids.get(title)!;
    const client = gitbook(s.baseUrl, reader.token);
    const { data } = await client.spaces.getPageById(f.spaceId, id('Install'), { format: 'document' });
    const expected = [
      { kind: 'page', page: id('Configure') },
      { kind: 'page', page: id('Configure') },
      { kind: 'anchor', page: id('Reference'), anchor: 'flags' },
      { kind: 'page', page: id('Reference') },
      { kind: 'page', page: id('Guide') },
      { kind: 'anchor', page: id('Install'), anchor: 'top' },
      { kind: 'url', url: 'https://example.com/docs' },
      { kind: 'url', url: f.app },
      { kind: 'url', url: './nowhere.md' },
      { kind: 'url', url: '/no/such/page' },
      { kind: 'file', file: f.fileId },
      { kind: 'url', url: 'missing.png' },
    ];
    expect(refsOf(jsonPage(data).document)).toEqual(expected);

    // The same from the page's document route, the documents route and GraphQL.
    const { data: space } = await client.spaces.getSpaceById(f.spaceId);
    const revision = space.revision;
    const byRevision = await call(
      s.baseUrl,
      reader.token,
      'GET',
      `/v1/spaces/${f.spaceId}/revisions/${revision}/page/${id('Install')}/document`,
    );
    expect(refsOf(byRevision.body)).toEqual(expected);
    const documentId = documentIdOf(data)!;
    const { data: doc } = await client.spaces.getDocumentById(f.spaceId, documentId);
    expect(refsOf(doc)).toEqual(expected);
    type Pages = { pages: { id: string; document: { json: unknown } | null }[] };
    const gql = await graphqlClient(s.baseUrl, reader.token).request<{
      space: { currentRevision: { pages: Pages[] } };
    }>(`query ($id: ID!) { space(id: $id) { currentRevision { pages { pages { id: key document { json } } } } } }`, {
      id: f.spaceId,
    });
    const install = gql.space.currentRevision.pages[0].pages.find((p) => p.id === id('Install'));
    expect(refsOf(install!.document!.json)).toEqual(expected);

    // A relative link from a page with sub-pages (guide/README.md's folder is guide).
    const guide = await client.spaces.getPageById(f.spaceId, id('Guide'), { format: 'document' });
    expect(refsOf(jsonPage(guide.data).document)).toEqual([
      { kind: 'page', page: id('Install') },
      { kind: 'page', page: id('Install') },
    ]);
  });

  it('a document read with page references and written back as markdown keeps them', async () => {
    const f = await fixture();
    const id = (title: string) => f.ids.get(title)!;
    const client = gitbook(s.baseUrl, owner.token);
    const read = async () =>
      jsonPage((await client.spaces.getPageById(f.spaceId, id('Install'), { format: 'document' })).data).document;
    const before = await read();
    // The pages' paths, from the revision as the API serves it.
    const { data: revision } = await client.spaces.getCurrentRevision(f.spaceId);
    // The API's pages as the engine's tree: what refPaths reads (ids, paths, links or not, children).
    const toTree = (pages: RevisionPage[]): TreePage[] =>
      pages.map((p) => ({
        id: p.id,
        kind: p.type === 'link' || p.type === 'group' ? p.type : 'document',
        title: p.title,
        slug: 'slug' in p ? p.slug : '',
        path: 'path' in p ? p.path : '',
        createdAt: p.createdAt ?? '',
        updatedAt: p.updatedAt ?? '',
        pages: toTree(p.type === 'document' || p.type === 'group' ? p.pages : []),
      }));
    const tree = { pages: toTree(revision.pages), files: [], reusableContents: [] };
    const markdown = documentToMarkdown(before, { pagePath: refPaths(tree) });
    expect(markdown).toContain('[the reference](/reference#flags)');
    const written = await graphqlClient(s.baseUrl, owner.token).request<{ updatePage: { __typename: string } }>(
      `mutation ($input: UpdatePageInput!) { updatePage(input: $input) { __typename } }`,
      { input: { spaceId: f.spaceId, pageId: id('Install'), markdown } },
    );
    expect(written.updatePage.__typename).toBe('UpdatePagePayload');
    expect(refsOf(await read())).toEqual(refsOf(before));
  });

  it('format.markdown.refs=stable writes pages and files by id, as GitBook does for its reader', async () => {
    const f = await fixture();
    const id = (title: string) => f.ids.get(title)!;
    const client = gitbook(s.baseUrl, reader.token);
    const { data: space } = await client.spaces.getSpaceById(f.spaceId);
    const stable = await client.spaces.getPageInRevisionById(f.spaceId, space.revision, id('Install'), {
      format: 'markdown',
      'format.markdown.refs': 'stable',
    });
    const markdown = markdownPage(stable.data).markdown;
    expect(markdown).toContain(`[configure](/pages/${id('Configure')})`);
    expect(markdown).toContain(`[the reference](/pages/${id('Reference')}#flags)`);
    expect(markdown).toContain(`[self](/pages/${id('Install')}#top)`);
    expect(markdown).toContain(`![logo](/files/${f.fileId})`);
    expect(markdown).toContain('[external](https://example.com/docs)');
    expect(markdown).toContain('[gone](/no/such/page)');
    // By default markdown is served as stored.
    const plain = await client.spaces.getPageById(f.spaceId, id('Install'), { format: 'markdown' });
    expect(markdownPage(plain.data).markdown).toContain('[configure](./configure.md)');
  });
});

describe('GraphQL links', () => {
  it('Space.links, Page.links, Page.backlinks, File.backlinks', async () => {
    const f = await fixture();
    const res = await graphqlClient(s.baseUrl, reader.token).request(SpaceLinks, { id: f.spaceId });
    expect(res.space!.linkStats).toEqual({ total: 17, broken: { total: 3, changeRequest: 0 } });
    expect(res.space!.links.totalCount).toBe(17);
    const first = res.space!.links.edges[0].node;
    expect(first).toMatchObject({
      status: 'OK',
      sourcePage: { title: 'Guide' },
      targetPage: { path: 'guide/install' },
      targetFile: null,
    });
    expect(res.space!.links.edges.find((e) => e.node.targetFile)?.node.targetFile).toEqual({
      id: f.fileId,
      name: 'logo.png',
    });
    const guide = res.space!.currentRevision.pages[0];
    expect(guide.links.totalCount).toBe(2);
    expect(res.space!.currentRevision.files[0].backlinks.totalCount).toBe(2);
    const broken = await graphqlClient(s.baseUrl, reader.token).request(SpaceLinks, {
      id: f.spaceId,
      status: 'BROKEN',
    });
    expect(broken.space!.links.edges.map((e) => e.node.status)).toEqual(['BROKEN', 'BROKEN', 'BROKEN']);
  });
});

describe('query counts', () => {
  const statements = (run: () => Promise<unknown>) => statementsOf(s, run);
  const pages = (n: number): BulkPage[] =>
    Array.from({ length: n }, (_, i) => ({
      title: `P${i}`,
      markdown: `Link to [next](/p${(i + 1) % n}), [gone](/missing-${i}) and [web](https://example.com/${i}).\n`,
    }));

  it('links and backlinks: the same number of SQL statements for 10 and 100 pages (REST and GraphQL)', async () => {
    const mk = async (n: number) => {
      const { data } = await gitbook(s.baseUrl, owner.token).orgs.createSpace(org.id, { title: `Count ${n}` });
      const { ids } = await commitPages(s.db.prisma, data.id, pages(n));
      return { id: data.id, first: ids.get('P0')! };
    };
    const small = await mk(10);
    const large = await mk(100);
    await indexingSettled(); // a commit of many documents is indexed in the background
    const a = await statements(() => call(s.baseUrl, reader.token, 'GET', `/v1/spaces/${small.id}/links?limit=1000`));
    const b = await statements(() => call(s.baseUrl, reader.token, 'GET', `/v1/spaces/${large.id}/links?limit=1000`));
    const c = await statements(() =>
      call(s.baseUrl, reader.token, 'GET', `/v1/spaces/${small.id}/content/page/${small.first}/backlinks`),
    );
    const d = await statements(() =>
      call(s.baseUrl, reader.token, 'GET', `/v1/spaces/${large.id}/content/page/${large.first}/backlinks`),
    );
    const client = graphqlClient(s.baseUrl, reader.token);
    const e = await statements(() => client.request(SpaceLinks, { id: small.id }));
    const g = await statements(() => client.request(SpaceLinks, { id: large.id }));
    console.log(
      `links: space links 10 pages -> ${a} statements, 100 -> ${b}; backlinks ${c} vs ${d}; GraphQL space+pages+backlinks ${e} vs ${g}`,
    );
    expect(a).toBe(b);
    expect(c).toBe(d);
    expect(e).toBe(g);
    const { data } = await api(reader).spaceLinks(large.id, { limit: 1000 });
    expect(data.stats).toEqual({ total: 300, broken: { total: 100, changeRequest: 0 } });
  });
});
