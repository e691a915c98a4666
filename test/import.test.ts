/**
 * Content import (`POST {S}/content/import`, `POST {S}/content/page/{pageId}/import`, GraphQL
 * `importContent`) from a local fixture server on 127.0.0.1, allowed through
 * IMPORT_ALLOWED_HOSTS: zip (nested folders, SUMMARY.md, an image), markdown, html, docx,
 * website crawl, GitHub-style wiki; vendor sources refused; bad input leaves the space as it was.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ContentType, type RevisionPage, SpaceEditMode } from '@gitbook/api';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchSource } from '../src/modules/import/fetch.ts';
import type { ImportContentTestMutation } from './gql/graphql.ts';
import { nodeOf } from './support/blocks.ts';
import { docx, PNG } from './support/documents.ts';
import { type Person, space, useServer } from './support/fixtures.ts';
import { gitbook, importContent, importRequest, statusOf } from './support/gitbook.ts';
import { payload } from './support/graphql.ts';
import { call, graphqlClient } from './support/http.ts';
import { childPages, documentPage, jsonPage, markdownPage, pathOf } from './support/pages.ts';

const MAX_BYTES = 256 * 1024;

const summaryZip = () =>
  zipSync({
    'book-main/README.md': strToU8('# Welcome\n\nStart with [installing](guide/install.md#requirements).\n'),
    'book-main/SUMMARY.md': strToU8(
      '# Summary\n\n* [Welcome](README.md)\n* [The guide](guide/README.md)\n  * [Install](guide/install.md)\n  * [Configure](guide/configure.md)\n\n## Reference\n\n* [API](reference/api.md)\n',
    ),
    'book-main/guide/README.md': strToU8('# Guide\n\nThe guide.\n'),
    'book-main/guide/install.md': strToU8(
      '# Install\n\n## Requirements\n\n![Diagram](../images/diagram.png)\n\nThen [configure](configure.md).\n',
    ),
    'book-main/guide/configure.md': strToU8(
      '# Configure\n\nBack to the [guide](README.md) or the [API](../reference/api.md).\n',
    ),
    'book-main/reference/api.md': strToU8('# API\n\nEndpoints.\n'),
    'book-main/images/diagram.png': PNG,
    'book-main/unlisted.md': strToU8('# Unlisted\n'),
  });

const foldersZip = () =>
  zipSync({
    'README.md': strToU8('# Home\n\nHello.\n'),
    'b-second.md': strToU8('# Second\n'),
    'a-first.md': strToU8('# First\n\nSee [second](b-second.md).\n'),
    'topics/README.md': strToU8('# Topics\n\nAll topics.\n'),
    'topics/deep/leaf.md': strToU8('# Leaf\n\n![img](../../assets/pic.png)\n'),
    'assets/pic.png': PNG,
  });

/** A repository written by GitBook's Git Sync: `.gitbook.yaml` (root docs/), SUMMARY.md, `.gitbook/assets/`. */
const gitSyncZip = () =>
  zipSync({
    'repo-main/.gitbook.yaml': strToU8('root: ./docs/\n\nstructure:\n  readme: README.md\n  summary: SUMMARY.md\n'),
    'repo-main/package.json': strToU8('{}'),
    'repo-main/notes.md': strToU8('# Outside the root\n'),
    'repo-main/docs/README.md': strToU8('---\ndescription: Where it starts\nicon: 🚀\n---\n\n# Welcome\n\nHello.\n'),
    'repo-main/docs/SUMMARY.md': strToU8('# Table of contents\n\n* [Welcome](README.md)\n* [Guide](guide/README.md)\n'),
    'repo-main/docs/guide/README.md': strToU8(
      [
        '---',
        'description: >-',
        '  How to install',
        '  and configure it.',
        'icon: rocket',
        'layout:',
        '  title:',
        '    visible: true',
        '---',
        '',
        '# Guide',
        '',
        '{% hint style="warning" %}',
        'Read <mark style="color:red;">this</mark> first.',
        '{% endhint %}',
        '',
        '<figure><img src="../.gitbook/assets/diagram.png" alt="Diagram"><figcaption><p>How it fits</p></figcaption></figure>',
        '',
        '<img src="../.gitbook/assets/diagram.png" alt="">',
        '',
        '{% file src="../.gitbook/assets/manual.pdf" %}',
        '',
        '{% content-ref url="../" %}',
        '[..](../)',
        '{% endcontent-ref %}',
        '',
        '{% tabs %}',
        '{% tab title="npm" %}',
        '```bash',
        'npm install acme',
        '```',
        '{% endtab %}',
        '{% endtabs %}',
        '',
        '<details>',
        '',
        '<summary>More</summary>',
        '',
        'Hidden.',
        '',
        '</details>',
        '',
      ].join('\n'),
    ),
    'repo-main/docs/.gitbook/assets/diagram.png': PNG,
    'repo-main/docs/.gitbook/assets/manual.pdf': strToU8('%PDF-1.4\n%%EOF\n'),
  });

const html = (title: string, body: string, nav = '') =>
  `<!doctype html><html><head><title>${title}</title></head><body><nav>${nav}</nav><main>${body}</main></body></html>`;

const routes: Record<string, { type: string; body: string | Uint8Array }> = {
  '/guide.md': {
    type: 'text/markdown',
    body: '# Getting started\n\nRead the [FAQ](https://example.com/faq).\n\n- one\n- two\n',
  },
  '/page.html': {
    type: 'text/html',
    body: html(
      'Release notes',
      '<h1>Release notes</h1><p>Version <strong>2.0</strong> is out. See <a href="/changelog">the changelog</a>.</p><ul><li>Faster</li><li>Smaller</li></ul><pre><code class="language-js">let x = 1;\n</code></pre><script>alert(1)</script>',
    ),
  },
  '/docs.zip': { type: 'application/zip', body: summaryZip() },
  '/folders.zip': { type: 'application/zip', body: foldersZip() },
  '/git-sync.zip': { type: 'application/zip', body: gitSyncZip() },
  '/slip.zip': {
    type: 'application/zip',
    body: zipSync({ 'README.md': strToU8('# ok\n'), '../escape.md': strToU8('# evil\n') }),
  },
  '/not-a-zip.zip': { type: 'application/zip', body: 'this is not a zip archive' },
  '/report.docx': { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', body: docx() },
  '/big.md': { type: 'text/markdown', body: `# Big\n\n${'x'.repeat(MAX_BYTES + 1024)}\n` },
  '/site/': {
    type: 'text/html',
    body: html(
      'Acme docs',
      '<h1>Acme docs</h1><p>Read <a href="/site/start.html">Start</a>, <a href="api/">API</a>, <a href="https://example.com/">elsewhere</a>.</p>',
      '<a href="/site/start.html">Start</a>',
    ),
  },
  '/site/start.html': {
    type: 'text/html',
    body: html(
      'Start',
      '<h1>Start</h1><p>Back <a href="/site/">home</a>, then the <a href="/site/api/#auth">API</a>.</p>',
    ),
  },
  '/site/api/': {
    type: 'text/html',
    body: html('API', '<h1>API</h1><h2 id="auth">Auth</h2><p>See <a href="/site/api/errors.html">errors</a>.</p>'),
  },
  '/site/api/errors.html': { type: 'text/html', body: html('Errors', '<h1>Errors</h1><p>Codes.</p>') },
  '/acme/tool/wiki': {
    type: 'text/html',
    body: `<html><head><title>Home · acme/tool Wiki · GitHub</title></head><body><header>GitHub chrome</header><div class="markdown-body"><h1>Home</h1><p>Welcome to the wiki. See <a href="/acme/tool/wiki/Installation">Installation</a>.</p></div><div class="sidebar"><a href="/acme/tool/wiki/Installation">Installation</a><a href="/acme/tool/wiki/FAQ">FAQ</a><a href="/acme/tool/wiki/_history">History</a><a href="/acme/other/wiki/X">Other</a></div></body></html>`,
  },
  '/acme/tool/wiki/Installation': {
    type: 'text/html',
    body: `<html><head><title>Installation · acme/tool Wiki</title></head><body><div class="markdown-body"><p>Run <code>make</code>.</p></div></body></html>`,
  },
  '/acme/tool/wiki/FAQ': {
    type: 'text/html',
    body: `<html><head><title>FAQ · acme/tool Wiki</title></head><body><div class="markdown-body"><p>Questions.</p></div></body></html>`,
  },
};

let fixture: Server;
let base: string;
const requests: string[] = [];

beforeAll(async () => {
  fixture = createServer((req, res) => {
    requests.push(req.url ?? '');
    const route = routes[req.url ?? ''];
    if (!route) return res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': route.type }).end(route.body);
  });
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
  const { port } = fixture.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise((resolve) => fixture?.close(resolve)));
// Started after the fixture server (its port is allowed), closed before it.
const { s, owner, reader, org } = useServer({
  env: () => ({ IMPORT_ALLOWED_HOSTS: new URL(base).host, FETCH_MAX_BYTES: String(MAX_BYTES) }),
  title: 'Import Org',
  members: { reader: 'read' },
  outsider: false,
});

const api = (u: Person = owner) => gitbook(s.baseUrl, u.token);

const importInto = (spaceId: string, body: Record<string, unknown>, pageId?: string, u: Person = owner) =>
  importContent(api(u), spaceId, body, pageId);

const importStatus = (spaceId: string, body: Record<string, unknown>, pageId?: string, u: Person = owner) =>
  statusOf(importRequest(api(u), spaceId, body, pageId));

const revisionOf = async (spaceId: string) => (await api().spaces.getSpaceById(spaceId)).data.revision;
const byPath = async (spaceId: string, path: string) =>
  markdownPage((await api().spaces.getPageByPath(spaceId, path, { format: 'markdown' })).data);
const pages = async (spaceId: string) => (await api().spaces.listPages(spaceId)).data.pages;
/** An item of a page's links list (GET {S}/content/page/{pageId}/links, read raw: the client has no method for it). */
type Link = { url: string; status: 'ok' | 'broken' | 'in-app' };

const outline = (list: RevisionPage[]): unknown =>
  list.map((p) => {
    const children = p.type === 'document' || p.type === 'group' ? p.pages : [];
    return children.length ? [pathOf(p) ?? p.title, outline(children)] : (pathOf(p) ?? p.title);
  });

describe('zip', () => {
  it('imports a GitBook-style book: SUMMARY.md decides order and nesting, images become files, links are rewritten, all in one revision', async () => {
    const sp = await space(s, owner, org.id, { title: 'Book' });
    const before = await revisionOf(sp.id);
    const result = await importInto(sp.id, { url: `${base}/docs.zip`, source: 'zip' });
    // 5 listed pages + 1 group + 1 image; 8 entries in the archive.
    expect(result).toEqual({ revision: expect.any(String), importedResources: 7, totalResources: 8 });
    expect(await revisionOf(sp.id)).toBe(result.revision);
    const rev = (await api().spaces.getRevisionById(sp.id, result.revision)).data;
    expect(rev.parents).toEqual(before ? [before] : []);

    const tree = await pages(sp.id);
    expect(outline(tree)).toEqual([
      'welcome',
      ['guide', ['guide/install', 'guide/configure']],
      ['reference', ['reference/api']],
    ]);
    expect(tree.map((p) => [p.title, p.type])).toEqual([
      ['Welcome', 'document'],
      ['The guide', 'document'],
      ['Reference', 'group'],
    ]);
    expect(JSON.stringify(tree)).not.toContain('Unlisted');

    const files = (await api().spaces.listFiles(sp.id)).data.items;
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      name: 'diagram.png',
      contentType: 'image/png',
      size: PNG.length,
      dimensions: { width: 1, height: 1 },
    });

    const install = await byPath(sp.id, 'guide/install');
    expect(install.title).toBe('Install');
    expect(install.markdown).toContain(`![Diagram](/.gitbook/assets/${files[0].id})`);
    expect(install.markdown).toContain('[configure](/guide/configure)');
    expect(install.markdown).not.toMatch(/^# Install/);
    const download = await fetch(`${s.baseUrl}/v1/spaces/${sp.id}/content/files/${files[0].id}/download`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);

    const welcome = markdownPage((await api().spaces.getPageById(sp.id, tree[0].id, { format: 'markdown' })).data);
    expect(welcome.markdown).toContain('[installing](/guide/install#requirements)');
    const configure = await byPath(sp.id, 'guide/configure');
    expect(configure.markdown).toContain('[guide](/guide)');
    expect(configure.markdown).toContain('[API](/reference/api)');

    // Imported links resolve in the links engine: pages and the image are `ok`, backlinks found.
    const links = await call(s.baseUrl, owner.token, 'GET', `/v1/spaces/${sp.id}/content/page/${install.id}/links`);
    expect(links.status).toBe(200);
    expect(links.body.items.map((l: Link) => [l.url, l.status])).toEqual([
      [`/.gitbook/assets/${files[0].id}`, 'ok'],
      ['/guide/configure', 'ok'],
    ]);
    const backlinks = await call(
      s.baseUrl,
      owner.token,
      'GET',
      `/v1/spaces/${sp.id}/content/files/${files[0].id}/backlinks`,
    );
    expect(JSON.stringify(backlinks.body)).toContain(install.id);

    // Search finds an imported heading section.
    const search = await call(s.baseUrl, owner.token, 'GET', `/v1/spaces/${sp.id}/search?query=Requirements`);
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body)).toContain(install.id);

    const changes = (await api().spaces.getRevisionSemanticChanges(sp.id, result.revision, { limit: 100 })).data;
    const created = changes.changes.filter((c) => c.type === 'page_created');
    expect(created).toHaveLength(6);
    expect(changes.changes.filter((c) => c.type === 'file_created')).toHaveLength(1);
  });

  it("a GitBook Git Sync repository: .gitbook.yaml's root, front matter as page fields, GitBook blocks and HTML kept with their assets as file references", async () => {
    const sp = await space(s, owner, org.id, { title: 'Git Sync' });
    await importInto(sp.id, { url: `${base}/git-sync.zip`, source: 'zip' });
    const tree = await pages(sp.id);
    expect(tree.map((p) => p.title)).toEqual(['Welcome', 'Guide']);
    expect(JSON.stringify(tree)).not.toContain('Outside the root');
    expect(tree[0]).toMatchObject({ description: 'Where it starts', emoji: '🚀' });
    expect(documentPage(tree[1]).description).toBe('How to install and configure it.');

    const files = (await api().spaces.listFiles(sp.id)).data.items;
    const id = (name: string) => files.find((f) => f.name === name)?.id;
    expect(files.map((f) => f.name).sort()).toEqual(['diagram.png', 'manual.pdf']);

    const guide = markdownPage((await api().spaces.getPageById(sp.id, tree[1].id, { format: 'markdown' })).data);
    // Front matter without a page field stays front matter; the description is not content.
    expect(guide.markdown).toMatch(/^---\nicon: rocket\nlayout:/);
    expect(guide.markdown).not.toContain('How to install');
    expect(guide.markdown).toContain(`{% file src="/.gitbook/assets/${id('manual.pdf')}" %}`);

    const doc = jsonPage((await api().spaces.getPageById(sp.id, tree[1].id, { format: 'document' })).data).document;
    const nodes = doc.nodes;
    expect(nodes.map((n) => n.type)).toEqual(['hint', 'images', 'images', 'file', 'content-ref', 'tabs', 'expandable']);
    expect(nodeOf(nodes[0], 'hint').data.style).toBe('warning');
    expect(JSON.stringify(nodes[0])).toContain('"type":"color"');
    const figure = nodeOf(nodes[1], 'images').nodes[0];
    expect(figure.data).toEqual({ ref: { kind: 'file', file: id('diagram.png') }, alt: 'Diagram' });
    expect(JSON.stringify(figure.fragments)).toContain('How it fits');
    expect(nodeOf(nodes[2], 'images').nodes[0].data.ref).toEqual({ kind: 'file', file: id('diagram.png') });
    expect(nodeOf(nodes[3], 'file').data.ref).toEqual({ kind: 'file', file: id('manual.pdf') });
    expect(nodeOf(nodes[4], 'content-ref').data.ref).toEqual({ kind: 'page', page: tree[0].id });
    const tab = nodeOf(nodes[5], 'tabs').nodes[0];
    expect(tab.data.title).toBe('npm');
    expect(tab.nodes[0].type).toBe('code');
    expect(JSON.stringify(nodes[6])).toContain('Hidden.');

    // The links engine sees the figure's image and the file block: both resolve to the imported files.
    const links = await call(s.baseUrl, owner.token, 'GET', `/v1/spaces/${sp.id}/content/page/${tree[1].id}/links`);
    expect(links.status).toBe(200);
    const found = links.body.items.map((l: Link) => [l.url, l.status]);
    expect(found).toContainEqual([`/.gitbook/assets/${id('diagram.png')}`, 'ok']);
    expect(found).toContainEqual([`/.gitbook/assets/${id('manual.pdf')}`, 'ok']);
    expect(found).toContainEqual([`/${pathOf(tree[0])}`, 'ok']);
  });

  it('without SUMMARY.md, folders become nested pages (README first, then by name) and an image deep in the tree is linked', async () => {
    const sp = await space(s, owner, org.id, { title: 'Folders' });
    const result = await importInto(sp.id, { url: `${base}/folders.zip`, source: 'zip' });
    // 6 pages (the folder without a README is an empty page) and 1 image.
    expect(result.importedResources).toBe(7);
    const tree = await pages(sp.id);
    expect(outline(tree)).toEqual(['home', 'a-first', 'b-second', ['topics', [['topics/deep', ['topics/deep/leaf']]]]]);
    expect(tree.map((p) => p.title)).toEqual(['Home', 'First', 'Second', 'Topics']);
    expect((await byPath(sp.id, 'a-first')).markdown).toContain('[second](/b-second)');
    const files = (await api().spaces.listFiles(sp.id)).data.items;
    expect((await byPath(sp.id, 'topics/deep/leaf')).markdown).toContain(`![img](/.gitbook/assets/${files[0].id})`);
  });

  it('refuses a zip-slip path and an unreadable archive (422), leaving the space unchanged', async () => {
    const sp = await space(s, owner, org.id, { title: 'Slip' });
    const before = await revisionOf(sp.id);
    expect(await importStatus(sp.id, { url: `${base}/slip.zip`, source: 'zip' })).toBe(422);
    const raw = await call(s.baseUrl, owner.token, 'POST', `/v1/spaces/${sp.id}/content/import`, {
      url: `${base}/slip.zip`,
      source: 'zip',
    });
    expect(raw.body.error.message).toMatch(/unsafe path '\.\.\/escape\.md'/);
    expect(await importStatus(sp.id, { url: `${base}/not-a-zip.zip`, source: 'zip' })).toBe(422);
    expect(await revisionOf(sp.id)).toBe(before);
  });
});

describe('single-page sources', () => {
  it('markdown: one page titled by its first heading, the heading not repeated in the body', async () => {
    const sp = await space(s, owner, org.id, { title: 'Md' });
    const result = await importInto(sp.id, { url: `${base}/guide.md`, source: 'markdown' });
    expect(result).toMatchObject({ importedResources: 1, totalResources: 1 });
    const page = await byPath(sp.id, 'guide');
    expect(page.title).toBe('Getting started');
    expect(page.markdown).toBe('Read the [FAQ](https://example.com/faq).\n\n- one\n- two\n');
  });

  it('html: converted to markdown (title from <title>, links made absolute, scripts dropped)', async () => {
    const sp = await space(s, owner, org.id, { title: 'Html' });
    await importInto(sp.id, { url: `${base}/page.html`, source: 'html' });
    const [page] = await pages(sp.id);
    expect(page.title).toBe('Release notes');
    const md = (await byPath(sp.id, documentPage(page).path)).markdown;
    expect(md).toContain('Version **2.0** is out.');
    expect(md).toContain(`[the changelog](${base}/changelog)`);
    expect(md).toMatch(/-\s+Faster\n-\s+Smaller/);
    expect(md).toContain('```js\nlet x = 1;\n```');
    expect(md).not.toContain('alert');
    expect(md).not.toContain('# Release notes');
  });

  it('docx: converted through HTML (heading as title, bold kept)', async () => {
    const sp = await space(s, owner, org.id, { title: 'Docx' });
    await importInto(sp.id, { url: `${base}/report.docx`, source: 'docx' });
    const [page] = await pages(sp.id);
    expect(page.title).toBe('Quarterly report');
    const md = (await byPath(sp.id, documentPage(page).path)).markdown;
    expect(md).toContain('Revenue grew by **twelve percent**.');
    expect(md).toContain('## Outlook');
  });
});

describe('crawled sources', () => {
  it('website: same-origin pages nested by URL path, links between them rewritten, other origins not fetched', async () => {
    const sp = await space(s, owner, org.id, { title: 'Site' });
    const result = await importInto(sp.id, { url: `${base}/site/`, source: 'website' });
    expect(result.importedResources).toBe(4);
    const tree = await pages(sp.id);
    expect(outline(tree)).toEqual([['acme-docs', ['acme-docs/start', ['acme-docs/api', ['acme-docs/api/errors']]]]]);
    expect((await byPath(sp.id, 'acme-docs/start')).markdown).toContain('[API](/acme-docs/api#auth)');
    expect((await byPath(sp.id, 'acme-docs')).markdown).toContain('[elsewhere](https://example.com/)');
  });

  it('github-wiki: the wiki home and its pages (rendered body only, special pages and other wikis skipped)', async () => {
    const sp = await space(s, owner, org.id, { title: 'Wiki' });
    await importInto(sp.id, { url: `${base}/acme/tool/wiki/FAQ`, source: 'github-wiki' });
    const tree = await pages(sp.id);
    expect(tree).toHaveLength(1);
    expect(childPages(tree[0]).map((p) => p.title)).toEqual(['Installation · acme/tool Wiki', 'FAQ · acme/tool Wiki']);
    const home = await byPath(sp.id, documentPage(tree[0]).path);
    expect(home.markdown).toContain('Welcome to the wiki');
    expect(home.markdown).not.toContain('GitHub chrome');
    expect(requests).not.toContain('/acme/tool/wiki/_history');
    expect(requests).not.toContain('/acme/other/wiki/X');
  });
  it('the crawl is bounded by page count and depth', async () => {
    const config = { importAllowedHosts: [new URL(base).host], fetchTimeoutMs: 5000, fetchMaxBytes: MAX_BYTES };
    const two = await fetchSource('website', `${base}/site/`, config, { maxPages: 2, maxDepth: 5, deadlineMs: 5000 });
    expect(two.kind === 'pages' && two.pages.map((p) => new URL(p.url).pathname)).toEqual([
      '/site/',
      '/site/start.html',
    ]);
    const shallow = await fetchSource('website', `${base}/site/`, config, {
      maxPages: 50,
      maxDepth: 1,
      deadlineMs: 5000,
    });
    // Depth 1: the start page and the pages it links to, not errors.html (two links away).
    expect(shallow.kind === 'pages' && shallow.pages.map((p) => new URL(p.url).pathname)).toEqual([
      '/site/',
      '/site/start.html',
      '/site/api/',
    ]);
  });
});

describe('page import', () => {
  it('a single page replaces the document of the page (id, title, path and sub-pages kept)', async () => {
    const sp = await space(s, owner, org.id, { title: 'Target' });
    await importInto(sp.id, { url: `${base}/folders.zip`, source: 'zip' });
    const topics = await byPath(sp.id, 'topics');
    const result = await importInto(sp.id, { url: `${base}/guide.md`, source: 'markdown' }, topics.id);
    expect(result.importedResources).toBe(1);
    const after = await byPath(sp.id, 'topics');
    expect(after.id).toBe(topics.id);
    expect(after.markdown).toContain('Read the [FAQ]');
    expect(after.pages.map((p) => pathOf(p))).toEqual(['topics/deep']);
  });

  it('a multi-page source replaces the sub-pages too', async () => {
    const sp = await space(s, owner, org.id, { title: 'Target 2' });
    await importInto(sp.id, { url: `${base}/folders.zip`, source: 'zip' });
    const topics = await byPath(sp.id, 'topics');
    await importInto(sp.id, { url: `${base}/site/`, source: 'website' }, topics.id);
    const after = await byPath(sp.id, 'topics');
    expect(after.id).toBe(topics.id);
    expect(after.markdown).toContain('Read [Start](/topics/start)');
    expect(outline(after.pages)).toEqual(['topics/start', ['topics/api', ['topics/api/errors']]]);
    expect(await statusOf(api().spaces.getPageByPath(sp.id, 'topics/deep'))).toBe(404);
  });
});

describe('change requests', () => {
  it('imports into a change request (by id and by number, whole and into a page): the live content is unchanged', async () => {
    const sp = await space(s, owner, org.id, { title: 'CR target' });
    await importInto(sp.id, { url: `${base}/guide.md`, source: 'markdown' });
    const live = await revisionOf(sp.id);
    const livePages = await pages(sp.id);
    const cr = (await api().spaces.createChangeRequest(sp.id, { subject: 'Import' })).data;
    const cpath = `/spaces/${sp.id}/change-requests/${cr.id}/content/import`;
    const res = await api().request<{ revision: string; importedResources: number }>({
      path: cpath,
      method: 'POST',
      body: { url: `${base}/folders.zip`, source: 'zip' },
      type: ContentType.Json,
      secure: true,
      format: 'json',
    });
    expect(res.data.importedResources).toBeGreaterThan(0);
    expect(await revisionOf(sp.id)).toBe(live);
    expect(await pages(sp.id)).toEqual(livePages);
    const crPages = (await api().spaces.listPagesInChangeRequest(sp.id, cr.id)).data.pages;
    expect(crPages.length).toBeGreaterThan(livePages.length);
    const topics = (await api().spaces.getPageInChangeRequestByPath(sp.id, cr.id, 'topics')).data;
    expect((await api().spaces.getChangeRequestById(sp.id, cr.id)).data.revision).toBe(res.data.revision);
    // Into a page of the change request, addressed by number.
    const ppath = `/spaces/${sp.id}/change-requests/${cr.number}/content/page/${topics.id}/import`;
    const one = await api().request<{ importedResources: number }>({
      path: ppath,
      method: 'POST',
      body: { url: `${base}/guide.md`, source: 'markdown' },
      type: ContentType.Json,
      secure: true,
      format: 'json',
    });
    expect(one.data.importedResources).toBe(1);
    const after = markdownPage(
      (await api().spaces.getPageInChangeRequestById(sp.id, cr.id, topics.id, { format: 'markdown' })).data,
    );
    expect(after.markdown).toContain('Read the [FAQ]');
    expect(await revisionOf(sp.id)).toBe(live);
    expect(await statusOf(api().spaces.getPageByPath(sp.id, 'topics'))).toBe(404);
    // An unknown change request is 404, a page absent from it too; nothing committed.
    expect(
      await statusOf(
        api().request({
          path: `/spaces/${sp.id}/change-requests/999/content/import`,
          method: 'POST',
          body: { url: `${base}/guide.md`, source: 'markdown' },
          type: ContentType.Json,
          secure: true,
          format: 'json',
        }),
      ),
    ).toBe(404);
  });
});

describe('refusals', () => {
  it('vendor-cloud sources answer 422 saying why, without fetching', async () => {
    const sp = await space(s, owner, org.id, { title: 'Vendors' });
    for (const source of ['confluence', 'dropbox-paper', 'notion', 'quip', 'google-docs']) {
      const res = await call(s.baseUrl, owner.token, 'POST', `/v1/spaces/${sp.id}/content/import`, {
        url: `${base}/guide.md?${source}`,
        source,
      });
      expect(res.status).toBe(422);
      expect(res.body.error.message).toMatch(new RegExp(`'${source}' needs an account with that vendor's cloud`));
    }
    expect(requests.some((r) => r.includes('?'))).toBe(false);
  });

  it('bad input: unknown source, non-http URL, loopback not allowed, oversize body, unknown page: the space keeps its revision', async () => {
    const sp = await space(s, owner, org.id, { title: 'Bad' });
    await importInto(sp.id, { url: `${base}/guide.md`, source: 'markdown' });
    const before = await revisionOf(sp.id);
    const post = (body: unknown, path = `/v1/spaces/${sp.id}/content/import`) =>
      call(s.baseUrl, owner.token, 'POST', path, body);
    expect((await post({ url: `${base}/guide.md`, source: 'pdf' })).status).toBe(400);
    expect((await post({ url: `${base}/guide.md` })).status).toBe(400);
    expect((await post({ source: 'markdown' })).status).toBe(400);
    for (const url of ['ftp://example.com/a.md', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url']) {
      const res = await post({ url, source: 'markdown' });
      expect(res.status, url).toBe(400);
    }
    // Loopback on another port, and localhost, are not in IMPORT_ALLOWED_HOSTS.
    const loopback = await post({ url: 'http://127.0.0.1:9/secret', source: 'markdown' });
    expect(loopback.status).toBe(400);
    expect(loopback.body.error.message).toMatch(/not allowed/);
    expect((await post({ url: 'http://localhost/secret', source: 'html' })).status).toBe(400);
    expect((await post({ url: 'http://169.254.169.254/latest/meta-data/', source: 'website' })).status).toBe(400);
    const big = await post({ url: `${base}/big.md`, source: 'markdown' });
    expect(big.status).toBe(413);
    expect(big.body.error.message).toMatch(/FETCH_MAX_BYTES/);
    expect((await post({ url: `${base}/missing.md`, source: 'markdown' })).status).toBe(422);
    expect(
      (await post({ url: `${base}/guide.md`, source: 'markdown' }, `/v1/spaces/${sp.id}/content/page/nope/import`))
        .status,
    ).toBe(404);
    expect((await post({ url: `${base}/guide.md`, source: 'markdown' }, `/v1/spaces/nope/content/import`)).status).toBe(
      404,
    );
    expect(await revisionOf(sp.id)).toBe(before);
  });

  it('permissions and locked spaces: readers get 403, a locked space 409, nothing fetched', async () => {
    const sp = await space(s, owner, org.id, { title: 'Locked' });
    const count = requests.length;
    expect(await importStatus(sp.id, { url: `${base}/guide.md`, source: 'markdown' }, undefined, reader)).toBe(403);
    await api().spaces.updateSpaceById(sp.id, { editMode: SpaceEditMode.Locked });
    expect(await importStatus(sp.id, { url: `${base}/guide.md`, source: 'markdown' })).toBe(409);
    expect(requests.length).toBe(count);
  });
});

describe('GraphQL', () => {
  it('importContent returns the new revision and the counts; typed errors for bad input', async () => {
    const sp = await space(s, owner, org.id, { title: 'Gql' });
    const gql = graphqlClient(s.baseUrl, owner.token);
    const doc = /* GraphQL */ `
      mutation ImportContentTest($input: ImportContentInput!) {
        importContent(input: $input) {
          __typename
          ... on ImportContentPayload { revision { key parents } revisionId importedResources totalResources pageIds }
          ... on BaseError { message status }
        }
      }
    `;
    // The document as written (codegen types its answer: ImportContentTestMutation).
    const res = await gql.request<ImportContentTestMutation>(doc, {
      input: { spaceId: sp.id, url: `${base}/docs.zip`, source: 'ZIP' },
    });
    expect(res.importContent).toMatchObject({
      __typename: 'ImportContentPayload',
      importedResources: 7,
      totalResources: 8,
    });
    const imported = payload(res.importContent, 'ImportContentPayload');
    expect(imported.revision.key).toBe(imported.revisionId);
    expect(imported.pageIds).toHaveLength(6);
    expect(await revisionOf(sp.id)).toBe(imported.revisionId);
    const bad = await gql.request<ImportContentTestMutation>(doc, {
      input: { spaceId: sp.id, url: 'ftp://x/y', source: 'MARKDOWN' },
    });
    expect(bad.importContent).toMatchObject({ __typename: 'BadRequestError', status: 400 });
    const missing = await gql.request<ImportContentTestMutation>(doc, {
      input: { spaceId: sp.id, url: `${base}/guide.md`, source: 'MARKDOWN', pageId: 'nope' },
    });
    expect(missing.importContent).toMatchObject({ __typename: 'NotFoundError', status: 404 });
  });
});
