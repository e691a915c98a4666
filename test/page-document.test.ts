/**
 * The reader's hottest reads: a page's document (`GET {S}/revisions/{R}/page/{P}/document`), which
 * reads and converts that page's body only, whatever its sub-pages, served the same on every
 * read of a revision; and file downloads, streamed from storage with their length (the members'
 * route and the published, signed one), through a generic REST answer of a byte stream.
 */

import { createHash, randomBytes } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SiteVisibility } from '@gitbook/api';
import { buildSchema, type DocumentNode, execute } from 'graphql';
import { describe, expect, it } from 'vitest';
import { BLOB_SLICE } from '../src/modules/content/blobs.ts';
import { createRestAdapter } from '../src/rest/adapter.ts';
import { shaped } from '../src/rest/documents.ts';
import { type ByteStream, type RestReply, route } from '../src/rest/route.ts';
import { page, site, space, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';

const { s, owner, org } = useServer({ title: 'Page documents', members: {} });

const api = (token?: string) => gitbook(s.baseUrl, token);

/** A published site of `spaceId` and the site token a reader of it gets. */
let sites = 0;
async function readerOf(spaceId: string) {
  const hostname = `pages${++sites}.example.com`;
  const created = await site(s, owner, org.id, { title: `Pages ${sites}`, visibility: SiteVisibility.Public });
  await api(owner.token).orgs.addSectionToSite(org.id, created.id, { spaceId, title: 'Docs' });
  await call(s.baseUrl, owner.token, 'PATCH', `/v1/orgs/${org.id}/sites/${created.id}`, { hostname });
  await api(owner.token).orgs.publishSite(org.id, created.id);
  const { data } = await api().urls.resolvePublishedContentByUrl({ url: `https://${hostname}/` });
  if ('redirect' in data) throw new Error(`redirected to ${data.redirect}`);
  return data.apiToken;
}

const body = (n: number) =>
  `# Topic ${n}\n\nWhat topic ${n} says.\n\n{% hint style="info" %}\nA hint of topic ${n}.\n{% endhint %}\n`;

async function updatePage(spaceId: string, pageId: string, markdown: string) {
  const res = await graphqlClient(s.baseUrl, owner.token).request<{ updatePage: { __typename: string } }>(
    'mutation ($input: UpdatePageInput!) { updatePage(input: $input) { __typename } }',
    { input: { spaceId, pageId, markdown } },
  );
  expect(res.updatePage.__typename).toBe('UpdatePagePayload');
}

/** The raw answer of a GET: status, headers and the body's text. */
async function raw(path: string, token: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${s.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
  return { status: res.status, headers: Object.fromEntries(res.headers), text: await res.text() };
}

describe('page documents', () => {
  it('a page with many sub-pages answers exactly its own document, as its page read has it', async () => {
    const docs = await space(s, owner, org.id, { title: 'Guide' });
    const section = await page(s, owner, docs.id, {
      title: 'Section',
      markdown: '# Section\n\nStart with [the first topic](section/topic-1.md) or [the site](https://example.com/).\n',
    });
    const topics = [];
    for (let i = 1; i <= 30; i++)
      topics.push(await page(s, owner, docs.id, { title: `Topic ${i}`, markdown: body(i), parent: section.page.id }));
    const empty = await page(s, owner, docs.id, { title: 'Empty' });
    const group = await page(s, owner, docs.id, { title: 'Group', type: 'GROUP' });
    const link = await page(s, owner, docs.id, { title: 'Link', type: 'LINK', href: 'https://example.com/' });
    const token = await readerOf(docs.id);
    const reader = api(token);
    const revision = (await reader.spaces.getSpaceById(docs.id)).data.revision;

    const whole = (await reader.spaces.getPageInRevisionById(docs.id, revision, section.page.id)).data as {
      document: unknown;
      pages: { id: string; document: unknown }[];
    };
    expect(whole.pages).toHaveLength(30);
    const own = (await reader.spaces.getPageDocumentInRevisionById(docs.id, revision, section.page.id)).data;
    expect(own).toEqual(whole.document);
    expect(JSON.stringify(own)).toContain(JSON.stringify({ kind: 'page', page: topics[0].page.id }));
    expect(JSON.stringify(own)).not.toContain('topic 1 says');
    // Each sub-page answers its own document, the one its parent's page read carries.
    for (const [i, topic] of topics.entries()) {
      const document = (await reader.spaces.getPageDocumentInRevisionById(docs.id, revision, topic.page.id)).data;
      expect(document).toEqual(whole.pages[i].document);
      expect(JSON.stringify(document)).toContain(`topic ${i + 1} says`);
    }

    // The same bytes and validator on every read (the second one served from what the first made).
    const path = `/v1/spaces/${docs.id}/revisions/${revision}/page/${section.page.id}/document`;
    // Every header but the date and the request id.
    const answered = async () => {
      const answer = await raw(path, token);
      const { date: _date, 'x-request-id': _id, ...headers } = answer.headers;
      return { ...answer, headers };
    };
    const first = await answered();
    expect(await answered()).toEqual(first);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await raw(path, token, { 'if-none-match': first.headers.etag })).status).toBe(304);

    // An empty page is an empty document; a group or a link has none (404), and so has no page.
    expect((await reader.spaces.getPageDocumentInRevisionById(docs.id, revision, empty.page.id)).data).toEqual({
      object: 'document',
      data: {},
      nodes: [],
    });
    for (const id of [group.page.id, link.page.id]) {
      const answer = await raw(`/v1/spaces/${docs.id}/revisions/${revision}/page/${id}/document`, token);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.text)).toEqual({ error: { code: 404, message: 'This page is not a document page' } });
    }
    expect(await statusOf(reader.spaces.getPageDocumentInRevisionById(docs.id, revision, 'nope'))).toBe(404);
  });

  it('costs the same statements with 1 sub-page as with 30, and answers each revision its own body', async () => {
    const statements = async (subPages: number) => {
      const docs = await space(s, owner, org.id, { title: `Count ${subPages}` });
      const parent = await page(s, owner, docs.id, { title: 'Parent', markdown: '# Parent\n\nThe parent.\n' });
      for (let i = 1; i <= subPages; i++)
        await page(s, owner, docs.id, { title: `Child ${i}`, markdown: body(i), parent: parent.page.id });
      const token = await readerOf(docs.id);
      const reader = api(token);
      const revision = (await reader.spaces.getSpaceById(docs.id)).data.revision;
      const read = () => reader.spaces.getPageDocumentInRevisionById(docs.id, revision, parent.page.id);
      await read(); // warm: the token, the site, the tree
      await updatePage(docs.id, parent.page.id, '# Parent\n\nThe parent, edited.\n');
      const edited = (await reader.spaces.getSpaceById(docs.id)).data.revision;
      const readEdited = () => reader.spaces.getPageDocumentInRevisionById(docs.id, edited, parent.page.id);
      await reader.spaces.getPageInRevisionById(docs.id, edited, parent.page.id, { format: 'markdown' });
      s.db.authCache.clear();
      const before = s.db.stats.statements;
      const document = (await readEdited()).data;
      const count = s.db.stats.statements - before;
      // The edit is a new revision: it answers the new body, the revision before still the old one.
      expect(JSON.stringify(document)).toContain('The parent, edited.');
      expect(JSON.stringify((await read()).data)).not.toContain('edited');
      expect(JSON.stringify((await readEdited()).data)).toContain('The parent, edited.');
      return count;
    };
    expect(await statements(30)).toBe(await statements(1));
  });
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function upload(spaceId: string, name: string, bytes: Buffer) {
  const res = await graphqlClient(s.baseUrl, owner.token).request<{
    uploadFile: { __typename: string; file?: { id: string } };
  }>(
    'mutation ($input: UploadFileInput!) { uploadFile(input: $input) { __typename ... on UploadFilePayload { file { id: key } } } }',
    { input: { spaceId, name, contentBase64: bytes.toString('base64') } },
  );
  expect(res.uploadFile.__typename).toBe('UploadFilePayload');
  return res.uploadFile.file!.id;
}

describe('file downloads', () => {
  it('stream a large file from storage with its length, whole, on both routes', async () => {
    const docs = await space(s, owner, org.id, { title: 'Files' });
    const large = randomBytes(10 * 1024 * 1024);
    const id = await upload(docs.id, 'archive.bin', large);
    const path = `/v1/spaces/${docs.id}/content/files/${id}/download`;
    const res = await fetch(`${s.baseUrl}${path}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(large.length));
    expect(res.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''archive.bin");
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(sha256(large));
    const head = await fetch(`${s.baseUrl}${path}`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(large.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    // The published address: the same bytes, cacheable by their hash.
    const reader = api(await readerOf(docs.id));
    const [file] = (await reader.spaces.listFiles(docs.id)).data.items;
    const published = await fetch(file.downloadURL);
    expect(published.status).toBe(200);
    expect(published.headers.get('content-length')).toBe(String(large.length));
    expect(published.headers.get('etag')).toBe(`"${sha256(large)}"`);
    expect(sha256(new Uint8Array(await published.arrayBuffer()))).toBe(sha256(large));
    const cached = await fetch(file.downloadURL, { headers: { 'if-none-match': `"${sha256(large)}"` } });
    expect(cached.status).toBe(304);
    expect((await cached.arrayBuffer()).byteLength).toBe(0);
  });

  it('answer every byte of files at the edges of a read slice', async () => {
    const docs = await space(s, owner, org.id, { title: 'Edges' });
    for (const size of [1, BLOB_SLICE - 1, BLOB_SLICE, BLOB_SLICE + 1, 2 * BLOB_SLICE, 3 * BLOB_SLICE + 7]) {
      const bytes = randomBytes(size);
      const id = await upload(docs.id, `edge-${size}.bin`, bytes);
      const res = await fetch(`${s.baseUrl}/v1/spaces/${docs.id}/content/files/${id}/download`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(res.headers.get('content-length')).toBe(String(size));
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('a file whose stored bytes are missing is a 404, before any byte is sent', async () => {
    const docs = await space(s, owner, org.id, { title: 'Missing' });
    const bytes = randomBytes(BLOB_SLICE * 2);
    const id = await upload(docs.id, 'gone.bin', bytes);
    // A crash state the API cannot reach: the blob row gone while a revision still names it.
    await s.db.prisma.contentBlob.delete({ where: { hash: sha256(bytes) } });
    const answer = await raw(`/v1/spaces/${docs.id}/content/files/${id}/download`, owner.token);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toEqual({
      error: { code: 404, message: `The content of file '${id}' is missing` },
    });
  });
});

describe('REST adapter: a row answering a byte stream', () => {
  /** A server whose one row answers `stream` (length and chunks as given), counting the opens. */
  async function streaming(length: number, chunks: Uint8Array[]) {
    let opened = 0;
    const stream: ByteStream = {
      length,
      async *open() {
        opened++;
        for (const chunk of chunks) {
          await new Promise((r) => setImmediate(r));
          yield chunk;
        }
      },
    };
    const schema = buildSchema('type Query { name: String! }');
    const adapter = createRestAdapter(
      schema,
      [
        route({
          method: 'GET',
          path: '/v1/bytes',
          reader: false,
          operation: 'query { name }',
          reply: shaped(
            { 200: { binary: true } },
            (): RestReply => ({ status: 200, body: stream, headers: { 'content-type': 'application/x-test' } }),
          ),
        }),
      ],
      async (document: DocumentNode) => execute({ schema, document, rootValue: { name: 'x' } }),
      { error: () => {} },
    );
    const server = createServer((req, res) => void adapter.handle(req, res, new URL(req.url!, 'http://localhost')));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    return { port, opened: () => opened, close: () => new Promise((r) => server.close(r)) };
  }

  /** A GET (or HEAD) with node's client: status, headers, the bytes, and whether the body was cut. */
  const get = (port: number, method = 'GET') =>
    new Promise<{ status: number; length?: string; type?: string; bytes: Buffer; cut: boolean }>((resolve) => {
      const req = request({ port, host: '127.0.0.1', path: '/v1/bytes', method, agent: false }, (res) => {
        const parts: Buffer[] = [];
        let cut = false;
        res.on('data', (d) => parts.push(d));
        res.on('aborted', () => (cut = true));
        res.on('error', () => (cut = true));
        res.on('close', () =>
          resolve({
            status: res.statusCode!,
            length: res.headers['content-length'],
            type: res.headers['content-type'],
            bytes: Buffer.concat(parts),
            cut: cut || !res.complete,
          }),
        );
      });
      // Cut before the headers reached the client: no response at all.
      req.on('error', () => resolve({ status: 0, bytes: Buffer.alloc(0), cut: true }));
      req.end();
    });

  it('sends the length first, then the chunks in order; HEAD opens nothing', async () => {
    const chunks = [randomBytes(70_000), randomBytes(1), randomBytes(200_000)];
    const length = chunks.reduce((n, c) => n + c.length, 0);
    const server = await streaming(length, chunks);
    const answer = await get(server.port);
    expect(answer).toMatchObject({ status: 200, length: String(length), type: 'application/x-test', cut: false });
    expect(answer.bytes.equals(Buffer.concat(chunks))).toBe(true);
    const head = await get(server.port, 'HEAD');
    expect(head).toMatchObject({ status: 200, length: String(length), cut: false });
    expect(head.bytes.length).toBe(0);
    expect(server.opened()).toBe(1);
    await server.close();
  });

  it('cuts the connection when the stream gives fewer bytes than it announced', async () => {
    const server = await streaming(1000, [randomBytes(600)]);
    const answer = await get(server.port);
    expect(answer.cut).toBe(true);
    expect(answer.bytes.length).toBeLessThan(1000);
    await server.close();
  });
});
