/**
 * The reader's hottest read: a page's document (`GET {S}/revisions/{R}/page/{P}/document`), which
 * reads and converts that page's body only, whatever its sub-pages, served the same on every
 * read of a revision.
 */

import { SiteVisibility } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
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
      await reader.spaces.getPageInRevisionById(docs.id, edited, parent.page.id, { format: 'markdown' as never });
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
