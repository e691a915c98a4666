/**
 * URLs: the embed of an outside page (`GET /v1/urls/embed`, `GET /v1/spaces/{spaceId}/embed`,
 * GraphQL `embedByUrl`) fetched from a local fixture site (oEmbed discovery, OpenGraph tags, a
 * slow and an oversized page) that IMPORT_ALLOWED_HOSTS lets the guarded fetch reach; kept in the
 * database (a second ask does not reach the site); refused for private and loopback addresses.
 * The content a URL of this Quire names (`GET /v1/urls/content`, GraphQL `contentByUrl`). And the
 * embed blocks of Quire's reader, shown as link cards from the kept embeds.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ClientError } from 'graphql-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { changeRequest, collection, page, publishedSite, space, useServer } from './support/fixtures.ts';
import { GitBookAPIError, gitbook, statusOf } from './support/gitbook.ts';
import { graphqlClient, readByHost } from './support/http.ts';

// ---------------------------------------------------------------------------------------------
// The fixture site: every request counted by path.

const hits = new Map<string, number>();
let fixture: Server;
let base = '';

const page_ = (head: string, body = '<p>Body</p>') =>
  `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

const ROUTES: Record<string, (res: import('node:http').ServerResponse) => void> = {
  '/video': (res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      page_(
        `<title>Ignored title</title>
         <link rel="icon" href="/favicon.ico">
         <link rel="alternate" type="application/json+oembed" href="/oembed.json?of=video&amp;format=json">
         <meta property="og:title" content="The OpenGraph title">`,
      ),
    ),
  '/oembed.json': (res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        version: '1.0',
        type: 'video',
        title: 'A Video',
        provider_name: 'VideoHost',
        thumbnail_url: '/thumb.jpg',
        width: 640,
        height: 360,
        html: '<iframe src="https://player.example/v/1" width="640" height="360" onload="alert(1)"></iframe><script>alert(2)</script>',
      }),
    ),
  '/article': (res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(
      page_(
        `<title>Article &amp; more</title>
         <meta property="og:title" content="An Article">
         <meta property="og:site_name" content="The Journal">
         <meta property="og:description" content="What the article says.">
         <meta property="og:image" content="/cover.png">`,
        '<script>alert(3)</script>',
      ),
    ),
  '/file.pdf': (res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4'),
  '/gone': (res) => res.writeHead(404, { 'content-type': 'text/plain' }).end('gone'),
  // Answers after the embed time limit (FETCH_TIMEOUT_MS below).
  '/slow': (res) => {
    const timer = setTimeout(
      () => res.writeHead(200, { 'content-type': 'text/html' }).end(page_('<title>Late</title>')),
      5000,
    );
    res.on('close', () => clearTimeout(timer));
  },
  // Larger than the size limit (FETCH_MAX_BYTES below).
  '/huge': (res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(page_('<title>Huge</title>', 'x'.repeat(300 * 1024))),
};

beforeAll(async () => {
  fixture = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = ROUTES[path];
    if (route) route(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
});
afterAll(() => {
  fixture.closeAllConnections();
  fixture.close();
});

// Well under the slow page's 5 s, and with room for a loaded machine to fetch a page and its oEmbed answer.
const TIMEOUT_MS = 3000;
const MAX_BYTES = 256 * 1024;

const { s, owner, outsider, org, editor } = useServer({
  title: 'URLs Org',
  members: { editor: 'edit' },
  // Only the fixture's host:port is exempt from the address refusal: Quire's own port, other
  // loopback ports and private networks stay refused.
  env: () => ({
    IMPORT_ALLOWED_HOSTS: new URL(base).host,
    FETCH_TIMEOUT_MS: String(TIMEOUT_MS),
    FETCH_MAX_BYTES: String(MAX_BYTES),
  }),
});

const api = (token?: string) => gitbook(s.baseUrl, token);

async function failure(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GitBookAPIError) return { code: error.code, message: error.errorMessage ?? error.message };
    throw error;
  }
  throw new Error('expected a failure');
}

const EmbedByUrl = graphql(`
  query UrlsEmbedByUrl($url: String!, $spaceId: ID) {
    embedByUrl(url: $url, spaceId: $spaceId) { type url title site icon html description thumbnail }
  }
`);

const ContentByUrl = graphql(`
  query UrlsContentByUrl($url: String!) {
    contentByUrl(url: $url) {
      organizationId siteId siteSpaceId
      space { key } collection { key } changeRequest { number } revision { key } page { key path }
    }
  }
`);

describe('GET /v1/urls/embed', () => {
  it('reads an oEmbed answer the page names, and passes on no remote markup', async () => {
    const { data } = await api(owner.token).urls.getEmbedByUrl({ url: `${base}/video` });
    expect(data).toMatchObject({ type: 'rich', title: 'A Video', site: 'VideoHost', icon: `${base}/favicon.ico` });
    if (data.type !== 'rich') throw new Error('expected a rich embed');
    // An iframe written by Quire: the provider's address and size, sandboxed; no handler, no script.
    expect(data.html).toMatch(/^<iframe src="https:\/\/player\.example\/v\/1" width="640" height="360" /);
    expect(data.html).toContain('sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"');
    expect(data.html).not.toMatch(/onload|<script|alert/);
    expect(hits.get('/oembed.json')).toBe(1);
  });

  it('reads the OpenGraph tags of a page without oEmbed, and keeps the answer', async () => {
    const { data } = await api(owner.token).urls.getEmbedByUrl({ url: `${base}/article#section` });
    expect(data).toEqual({ type: 'link', title: 'An Article', site: 'The Journal' });
    expect(hits.get('/article')).toBe(1);
    // Kept in the database: the REST route, the space route and GraphQL read it without a fetch.
    await api(owner.token).urls.getEmbedByUrl({ url: `${base}/article` });
    const sp = await space(s, owner, org.id);
    expect((await api(owner.token).spaces.getEmbedByUrlInSpace(sp.id, { url: `${base}/article` })).data.title).toBe(
      'An Article',
    );
    const { embedByUrl } = await graphqlClient(s.baseUrl, editor.token).request(EmbedByUrl, { url: `${base}/article` });
    expect(embedByUrl).toEqual({
      type: 'LINK',
      url: `${base}/article`,
      title: 'An Article',
      site: 'The Journal',
      icon: null,
      html: null,
      description: 'What the article says.',
      thumbnail: `${base}/cover.png`,
    });
    expect(hits.get('/article')).toBe(1);
  });

  it('is a plain link for what is not an HTML page', async () => {
    const { data } = await api(owner.token).urls.getEmbedByUrl({ url: `${base}/file.pdf` });
    expect(data).toEqual({ type: 'link', title: `${base}/file.pdf`, site: '127.0.0.1' });
  });

  it('answers 404 with why when the page cannot be fetched in time or is too large, and keeps that a while', async () => {
    const slow = await failure(api(owner.token).urls.getEmbedByUrl({ url: `${base}/slow` }));
    expect(slow).toEqual({ code: 404, message: expect.stringMatching(new RegExp(`longer than ${TIMEOUT_MS} ms`)) });
    const huge = await failure(api(owner.token).urls.getEmbedByUrl({ url: `${base}/huge` }));
    expect(huge).toEqual({ code: 404, message: expect.stringMatching(new RegExp(`larger than ${MAX_BYTES} bytes`)) });
    const gone = await failure(api(owner.token).urls.getEmbedByUrl({ url: `${base}/gone` }));
    expect(gone).toEqual({ code: 404, message: expect.stringContaining('HTTP 404') });
    // The failure is kept: asking again answers the same without waiting on the site.
    const again = await failure(api(owner.token).urls.getEmbedByUrl({ url: `${base}/slow` }));
    expect(again.message).toBe(slow.message);
    expect(hits.get('/slow')).toBe(1);
  });

  it('refuses private and loopback addresses (400), never fetched, and anonymous callers (401)', async () => {
    for (const url of [
      s.baseUrl, // Quire itself, on loopback
      `http://127.0.0.1:1/`,
      'http://localhost/',
      'http://10.0.0.8/admin',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'file:///etc/passwd',
      'not a url',
    ]) {
      const refused = await failure(api(owner.token).urls.getEmbedByUrl({ url }));
      expect([url, refused.code]).toEqual([url, 400]);
      expect(refused.message).toMatch(/'url'/);
    }
    expect(await statusOf(api().urls.getEmbedByUrl({ url: `${base}/article` }))).toBe(401);
  });
});

describe('GET /v1/spaces/{spaceId}/embed', () => {
  it("needs the space readable (404 otherwise), and answers GitBook's reader a 404 for a page that cannot be fetched", async () => {
    const sp = await space(s, owner, org.id);
    expect((await api(editor.token).spaces.getEmbedByUrlInSpace(sp.id, { url: `${base}/video` })).data.title).toBe(
      'A Video',
    );
    expect(await statusOf(api(outsider.token).spaces.getEmbedByUrlInSpace(sp.id, { url: `${base}/video` }))).toBe(404);
    expect(await statusOf(api(owner.token).spaces.getEmbedByUrlInSpace('nope', { url: `${base}/video` }))).toBe(404);
    expect(await statusOf(api(owner.token).spaces.getEmbedByUrlInSpace(sp.id, { url: `${base}/gone` }))).toBe(404);
    // GraphQL: the same lookup, null with its error beside it.
    const error = await graphqlClient(s.baseUrl, outsider.token)
      .request(EmbedByUrl, { url: `${base}/video`, spaceId: sp.id })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).response.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it("answers GitBook's reader, with the site token of a published page, for the spaces of its site only", async () => {
    const shown = await space(s, owner, org.id);
    const other = await space(s, owner, org.id);
    const site = await publishedSite(s, owner, org.id, { spaces: [shown.id] });
    const resolved = (await api().urls.resolvePublishedContentByUrl({ url: `https://${site.hostname}/` })).data;
    if (!('apiToken' in resolved)) throw new Error('expected published content');
    const reader = api(resolved.apiToken);
    expect((await reader.spaces.getEmbedByUrlInSpace(shown.id, { url: `${base}/article` })).data).toEqual({
      type: 'link',
      title: 'An Article',
      site: 'The Journal',
    });
    expect(await statusOf(reader.spaces.getEmbedByUrlInSpace(other.id, { url: `${base}/article` }))).toBe(404);
    expect(await statusOf(reader.spaces.getEmbedByUrlInSpace(shown.id, { url: `${base}/gone` }))).toBe(404);
  });
});

describe('GET /v1/urls/content', () => {
  it('resolves the published address of a page, an app address, a change request and a collection', async () => {
    const sp = await space(s, owner, org.id, { title: 'Handbook' });
    const created = await page(s, owner, sp.id, { title: 'Install', markdown: '# Install\n\nSteps.\n' });
    const site = await publishedSite(s, owner, org.id, { spaces: [sp.id] });

    const published = (await api(editor.token).urls.getContentByUrl({ url: `https://${site.hostname}/install` })).data;
    if (!('space' in published)) throw new Error('expected a space');
    expect(published.space.id).toBe(sp.id);
    expect(published.page).toMatchObject({ id: created.page.id, path: 'install', type: 'document' });
    expect(published.changeRequest).toBeUndefined();

    // A member's preview of the site names the same page.
    const preview = (await api(editor.token).urls.getContentByUrl({ url: `${site.urls.preview}/install` })).data;
    expect(preview).toMatchObject({ space: { id: sp.id }, page: { id: created.page.id } });

    const { data: space_ } = await api(owner.token).spaces.getSpaceById(sp.id);
    const app = (await api(owner.token).urls.getContentByUrl({ url: `${space_.urls.app}/install` })).data;
    expect(app).toMatchObject({ space: { id: sp.id }, page: { id: created.page.id } });
    const bare = (await api(owner.token).urls.getContentByUrl({ url: space_.urls.app })).data;
    expect(bare).toMatchObject({ space: { id: sp.id } });
    expect('page' in bare && bare.page).toBeFalsy();

    const cr = await changeRequest(s, owner, sp.id);
    const inCr = (await api(owner.token).urls.getContentByUrl({ url: `${cr.urls.app}/install` })).data;
    expect(inCr).toMatchObject({ space: { id: sp.id }, changeRequest: { id: cr.id }, page: { id: created.page.id } });

    const c = await collection(s, { as: owner, organizationId: org.id });
    const byCollection = (await api(owner.token).urls.getContentByUrl({ url: c.urls.app })).data;
    expect(byCollection).toEqual({ collection: expect.objectContaining({ id: c.id }) });

    // GraphQL: the site the address was read through, and the revision.
    const { contentByUrl } = await graphqlClient(s.baseUrl, owner.token).request(ContentByUrl, {
      url: `https://${site.hostname}/install`,
    });
    expect(contentByUrl).toMatchObject({
      organizationId: org.id,
      siteId: site.id,
      space: { key: sp.id },
      collection: null,
      page: { key: created.page.id, path: 'install' },
      revision: { key: expect.any(String) },
    });
  });

  it('answers 404 for an unknown URL and for what the caller cannot read', async () => {
    const sp = await space(s, owner, org.id);
    await page(s, owner, sp.id, { title: 'Intro' });
    const site = await publishedSite(s, owner, org.id, { spaces: [sp.id] });
    for (const url of [
      'https://nowhere.example/docs/intro',
      `https://${site.hostname}/no-such-page`,
      `${s.baseUrl}/app/o/${org.id}/s/${sp.id}/no-such-page`,
      `${s.baseUrl}/app/o/${org.id}/s/nope`,
      `${s.baseUrl}/app/o/${org.id}`,
    ]) {
      const missing = await failure(api(owner.token).urls.getContentByUrl({ url }));
      expect([url, missing.code]).toEqual([url, 404]);
    }
    // The site is public, the space is not the outsider's to read.
    expect(await statusOf(api(outsider.token).urls.getContentByUrl({ url: `https://${site.hostname}/intro` }))).toBe(
      404,
    );
    expect(await statusOf(api(owner.token).urls.getContentByUrl({ url: 'not a url' }))).toBe(400);
  });
});

describe("Quire's reader", () => {
  const read = (hostname: string, path: string) => readByHost(s.baseUrl, hostname, path);

  it('shows embed blocks as link cards from their embeds, never the remote markup', async () => {
    const sp = await space(s, owner, org.id);
    await page(s, owner, sp.id, {
      title: 'Links',
      markdown: `# Links\n\n{% embed url="${base}/video" %}\n\n{% embed url="${base}/article" %}\n\n{% embed url="http://10.0.0.8/" %}\n`,
    });
    const site = await publishedSite(s, owner, org.id, { spaces: [sp.id] });
    const { status, body } = await read(site.hostname, '/links');
    expect(status).toBe(200);
    expect(body).toContain('A Video');
    expect(body).toContain('VideoHost');
    expect(body).toContain('An Article');
    expect(body).toContain('What the article says.');
    expect(body).not.toContain('<iframe');
    expect(body).not.toContain('player.example');
    expect(body).not.toContain('alert(');
    // A refused address stays a plain link card.
    expect(body).toContain('href="http://10.0.0.8/"');
  });
});
