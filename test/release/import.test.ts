/**
 * Content import on the built server: every source that fetches (markdown, zip, HTML page, website
 * crawl, DOCX) from a fixture HTTP server on 127.0.0.1 (allowed through IMPORT_ALLOWED_HOSTS),
 * into a space and into a page; the imported pages read back with their content. The in-process
 * details (links, files, limits, refusals) are in test/import.test.ts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RevisionPage } from '@gitbook/api';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { type BuiltServer, builtServers, type Person } from '../support/built.ts';
import { docx, PNG } from '../support/documents.ts';
import { space } from '../support/fixtures.ts';
import { gitbook, importContent } from '../support/gitbook.ts';
import { payload } from '../support/graphql.ts';
import { graphqlClient } from '../support/http.ts';
import { documentPage, markdownPage, pathOf } from '../support/pages.ts';

const bookZip = () =>
  zipSync({
    'book-main/README.md': strToU8('# Welcome\n\nStart with [installing](guide/install.md).\n'),
    'book-main/SUMMARY.md': strToU8(
      '# Summary\n\n* [Welcome](README.md)\n* [The guide](guide/README.md)\n  * [Install](guide/install.md)\n',
    ),
    'book-main/guide/README.md': strToU8('# Guide\n\nThe guide.\n'),
    'book-main/guide/install.md': strToU8('# Install\n\n![Diagram](../images/diagram.png)\n\nRun the installer.\n'),
    'book-main/images/diagram.png': PNG,
  });

const html = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main>${body}</main></body></html>`;

const routes: Record<string, { type: string; body: string | Uint8Array }> = {
  '/guide.md': {
    type: 'text/markdown',
    body: '# Getting started\n\nRead the [FAQ](https://example.com/faq).\n\n- one\n- two\n',
  },
  '/book.zip': { type: 'application/zip', body: bookZip() },
  '/page.html': {
    type: 'text/html',
    body: html(
      'Release notes',
      '<h1>Release notes</h1><p>Version <strong>2.0</strong> is out.</p><ul><li>Faster</li><li>Smaller</li></ul><script>alert(1)</script>',
    ),
  },
  '/report.docx': { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', body: docx() },
  '/site/': {
    type: 'text/html',
    body: html('Acme docs', '<h1>Acme docs</h1><p>Read <a href="/site/start.html">Start</a>.</p>'),
  },
  '/site/start.html': {
    type: 'text/html',
    body: html('Start', '<h1>Start</h1><p>Back <a href="/site/">home</a>, then <a href="/site/api/">the API</a>.</p>'),
  },
  '/site/api/': { type: 'text/html', body: html('API', '<h1>API</h1><p>Endpoints.</p>') },
};

const ImportContent = graphql(`
  mutation ReleaseImportContent($input: ImportContentInput!) {
    importContent(input: $input) {
      __typename
      ... on ImportContentPayload { revisionId importedResources pageIds }
      ... on BaseError { message status }
    }
  }
`);

const servers = builtServers();
let s: BuiltServer;
let fixture: Server;
let base: string;
let owner: Person;
let orgId: string;

beforeAll(async () => {
  fixture = createServer((req, res) => {
    const route = routes[req.url ?? ''];
    if (!route) return res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': route.type }).end(route.body);
  });
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
  s = await servers.start({ env: { IMPORT_ALLOWED_HOSTS: new URL(base).host } });
  owner = await s.user('Owner');
  orgId = (await s.org(owner.id, 'Import Org')).id;
});
afterAll(async () => {
  fixture?.closeAllConnections();
  await new Promise((resolve) => fixture?.close(resolve));
});

const api = () => gitbook(s.baseUrl, owner.token);
const newSpace = (title: string) => space(s, owner, orgId, { title });

const importInto = (spaceId: string, body: Record<string, unknown>, pageId?: string) =>
  importContent(api(), spaceId, body, pageId);

const pages = async (spaceId: string) => (await api().spaces.listPages(spaceId)).data.pages;
const markdownAt = async (spaceId: string, path: string) =>
  markdownPage((await api().spaces.getPageByPath(spaceId, path, { format: 'markdown' })).data);
const outline = (list: RevisionPage[]): unknown =>
  list.map((p) => {
    const children = p.type === 'document' || p.type === 'group' ? p.pages : [];
    return children.length ? [pathOf(p) ?? p.title, outline(children)] : (pathOf(p) ?? p.title);
  });

describe('content import from a URL (REST)', () => {
  it('markdown: one page, titled by its heading', async () => {
    const sp = await newSpace('Markdown');
    const result = await importInto(sp.id, { url: `${base}/guide.md`, source: 'markdown' });
    expect(result).toEqual({ revision: expect.any(String), importedResources: 1, totalResources: 1 });
    expect((await api().spaces.getSpaceById(sp.id)).data.revision).toBe(result.revision);
    const page = await markdownAt(sp.id, 'guide');
    expect(page.title).toBe('Getting started');
    expect(page.markdown).toBe('Read the [FAQ](https://example.com/faq).\n\n- one\n- two\n');
  });

  it('zip: the book of SUMMARY.md, its image stored as a file and linked from the page', async () => {
    const sp = await newSpace('Book');
    const result = await importInto(sp.id, { url: `${base}/book.zip`, source: 'zip' });
    expect(result).toMatchObject({ importedResources: 4, totalResources: 5 });
    expect(outline(await pages(sp.id))).toEqual(['welcome', ['guide', ['guide/install']]]);
    const [file] = (await api().spaces.listFiles(sp.id)).data.items;
    expect(file).toMatchObject({ name: 'diagram.png', contentType: 'image/png', size: PNG.length });
    const install = await markdownAt(sp.id, 'guide/install');
    expect(install.markdown).toContain(`![Diagram](/.gitbook/assets/${file.id})`);
    expect(install.markdown).toContain('Run the installer.');
    expect((await markdownAt(sp.id, 'welcome')).markdown).toContain('[installing](/guide/install)');
    const download = await fetch(`${s.baseUrl}/v1/spaces/${sp.id}/content/files/${file.id}/download`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('html: a page converted to markdown, scripts dropped', async () => {
    const sp = await newSpace('Html');
    await importInto(sp.id, { url: `${base}/page.html`, source: 'html' });
    const [page] = await pages(sp.id);
    expect(page.title).toBe('Release notes');
    const md = (await markdownAt(sp.id, documentPage(page).path)).markdown;
    expect(md).toContain('Version **2.0** is out.');
    expect(md).toMatch(/-\s+Faster\n-\s+Smaller/);
    expect(md).not.toContain('alert');
  });

  it('website: the crawled pages nested by URL path, links between them rewritten', async () => {
    const sp = await newSpace('Site');
    const result = await importInto(sp.id, { url: `${base}/site/`, source: 'website' });
    expect(result.importedResources).toBe(3);
    expect(outline(await pages(sp.id))).toEqual([['acme-docs', ['acme-docs/start', 'acme-docs/api']]]);
    expect((await markdownAt(sp.id, 'acme-docs')).markdown).toContain('[Start](/acme-docs/start)');
    expect((await markdownAt(sp.id, 'acme-docs/api')).markdown).toContain('Endpoints.');
  });

  it('docx: converted through HTML (heading as title, bold kept)', async () => {
    const sp = await newSpace('Docx');
    await importInto(sp.id, { url: `${base}/report.docx`, source: 'docx' });
    const [page] = await pages(sp.id);
    expect(page.title).toBe('Quarterly report');
    const md = (await markdownAt(sp.id, documentPage(page).path)).markdown;
    expect(md).toContain('Revenue grew by **twelve percent**.');
    expect(md).toContain('## Outlook');
  });

  it('into a page: the page keeps its id and path and gets the imported document', async () => {
    const sp = await newSpace('Target');
    await importInto(sp.id, { url: `${base}/book.zip`, source: 'zip' });
    const guide = await markdownAt(sp.id, 'guide');
    const result = await importInto(sp.id, { url: `${base}/guide.md`, source: 'markdown' }, guide.id);
    expect(result.importedResources).toBe(1);
    const after = await markdownAt(sp.id, 'guide');
    expect(after.id).toBe(guide.id);
    expect(after.markdown).toContain('Read the [FAQ](https://example.com/faq).');
    expect(after.pages.map((p) => pathOf(p))).toEqual(['guide/install']);
  });
});

describe('content import from a URL (GraphQL)', () => {
  it('importContent answers the new revision and the pages it made', async () => {
    const sp = await newSpace('Gql');
    const res = await graphqlClient(s.baseUrl, owner.token).request(ImportContent, {
      input: { spaceId: sp.id, url: `${base}/report.docx`, source: 'DOCX' },
    });
    expect(res.importContent).toMatchObject({ __typename: 'ImportContentPayload', importedResources: 1 });
    const [page] = await pages(sp.id);
    expect(payload(res.importContent, 'ImportContentPayload').pageIds).toEqual([page.id]);
    expect((await markdownAt(sp.id, documentPage(page).path)).markdown).toContain('twelve percent');
  });
});
