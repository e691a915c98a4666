/**
 * Published sites as GitBook's reader front end reads them, through GitBook's official client
 * (every JSON answer validated against its OpenAPI document): a reader's URL resolved to the
 * site, section, variant and page path (`POST /v1/urls/published`), and the site token it carries,
 * which reads that site's published content and nothing else.
 */

import { request } from 'node:http';
import { type PublishedSiteContent, SiteVisibility } from '@gitbook/api';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  publishedSite as createPublishedSite,
  type Person,
  page,
  site,
  space,
  useServer,
} from '../support/fixtures.ts';
import { gitbook, statusOf } from '../support/gitbook.ts';
import { call, graphqlClient } from '../support/http.ts';
import { visitorJwt } from '../support/sites.ts';

const { s, owner, outsider, org, outsiderOrg } = useServer({ title: 'Published Org', members: {} });

const api = (token?: string) => gitbook(s.baseUrl, token);
const as = (p?: Person) => api(p?.token);

let hosts = 0;
/** A published site with a hostname, publishing `spaces` at its root (none: no site space yet). */
const publishedSite = (visibility: SiteVisibility = SiteVisibility.Public, spaces: string[] = []) =>
  createPublishedSite(s, owner, org.id, {
    title: `Site ${++hosts}`,
    visibility,
    spaces,
    hostname: `docs${hosts}.example.com`,
  });

/** A published site with two sections, Guides and Reference, Reference with a second variant. */
async function sectionedSite() {
  const [guides, api1, api2] = [
    await space(s, owner, org.id, { title: 'Guides' }),
    await space(s, owner, org.id, { title: 'API v1' }),
    await space(s, owner, org.id, { title: 'API v2' }),
  ];
  const created = await publishedSite();
  const a = (await as(owner).orgs.addSectionToSite(org.id, created.id, { spaceId: guides.id, title: 'Guides' })).data;
  const b = (await as(owner).orgs.addSectionToSite(org.id, created.id, { spaceId: api1.id, title: 'Reference' })).data;
  const v2 = (await as(owner).orgs.addSpaceToSite(org.id, created.id, { spaceId: api2.id, sectionId: b.id })).data;
  return { created, guides, api1, api2, a, b, v2 };
}

const resolve = (
  url: string,
  visitor?: { jwtToken?: string; unsignedClaims?: Record<string, unknown> },
  token?: string,
) => api(token).urls.resolvePublishedContentByUrl({ url, ...(visitor ? { visitor } : {}) });

async function content(url: string, visitor?: { jwtToken?: string }): Promise<PublishedSiteContent> {
  const { data } = await resolve(url, visitor);
  if ('redirect' in data) throw new Error(`redirected to ${data.redirect}`);
  return data;
}

async function visitorKey(siteId: string): Promise<string> {
  const res = await graphqlClient(s.baseUrl, owner.token).request<{ site: { visitorKey: string } }>(
    'query ($o: ID!, $s: ID!) { site(organizationId: $o, siteId: $s) { visitorKey } }',
    { o: org.id, s: siteId },
  );
  return res.site.visitorKey;
}

describe('POST /v1/urls/published', () => {
  it('resolves sections, section groups and variants, and the page path after them', async () => {
    const { created, guides, api1, api2, a, b, v2 } = await sectionedSite();
    const v1 = b.siteSpaces[0];
    const host = `https://${created.hostname}`;

    // The root: the default section and its default site space; a section may still follow.
    const root = await content(`${host}/`);
    expect(root).toMatchObject({
      site: created.id,
      organization: org.id,
      siteSection: a.id,
      siteSpace: a.siteSpaces[0].id,
      space: guides.id,
      pathname: '',
      basePath: '/',
      siteBasePath: '/',
      complete: false,
      canonicalUrl: host,
    });
    // A page of the default section.
    expect(await content(`${host}/getting-started/install`)).toMatchObject({
      siteSection: a.id,
      space: guides.id,
      pathname: 'getting-started/install',
      basePath: '/',
    });
    // Another section: its default variant, a variant may still follow.
    expect(await content(`${host}/${b.path}/auth`)).toMatchObject({
      siteSection: b.id,
      siteSpace: v1.id,
      space: api1.id,
      pathname: 'auth',
      basePath: `/${b.path}/`,
      complete: false,
    });
    // A named variant: complete.
    expect(await content(`${host}/${b.path}/${v2.path}/auth`)).toMatchObject({
      siteSection: b.id,
      siteSpace: v2.id,
      space: api2.id,
      pathname: 'auth',
      basePath: `/${b.path}/${v2.path}/`,
      complete: true,
      canonicalUrl: `${host}/${b.path}/${v2.path}/auth`,
    });
    // The same in a section group.
    await as(owner).orgs.addSectionGroupToSite(org.id, created.id, { title: 'Group', sections: [b.id] });
    expect(await content(`${host}/${b.path}/${v2.path}`)).toMatchObject({ siteSpace: v2.id, pathname: '' });

    // Unknown hosts and unpublished sites are 404s.
    expect(await statusOf(resolve('https://nowhere.example.org/'))).toBe(404);
    expect(await statusOf(resolve('not a url'))).toBe(404);
    await as(owner).orgs.unpublishSite(org.id, created.id);
    expect(await statusOf(resolve(`${host}/`))).toBe(404);
  });

  it('resolves a site without a hostname at its address under the public URL', async () => {
    const docs = await space(s, owner, org.id, { title: 'Flat' });
    const created = await site(s, owner, org.id, { title: 'No host', spaces: [docs.id] });
    await as(owner).orgs.publishSite(org.id, created.id);
    const found = await content(`${s.baseUrl}/sites/${org.id}/${created.id}/intro`);
    expect(found).toMatchObject({
      site: created.id,
      space: docs.id,
      pathname: 'intro',
      siteBasePath: `/sites/${org.id}/${created.id}/`,
      complete: true,
    });
    expect(found).not.toHaveProperty('siteSection');
  });

  it('refuses unknown body fields and bad types with 400', async () => {
    for (const body of [{ url: 42 }, { url: 'https://x.example.com/', nope: true }, {}]) {
      const res = await call(s.baseUrl, undefined, 'POST', '/v1/urls/published', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const ok = await call(s.baseUrl, undefined, 'POST', '/v1/urls/published', {
      url: 'https://x.example.com/',
      cacheBust: 'abc',
      redirectOnError: false,
    });
    expect(ok.status).toBe(404);
  });

  it('share-link sites take their share key as the first path segment', async () => {
    const docs = await space(s, owner, org.id, { title: 'Shared' });
    const created = await publishedSite(SiteVisibility.ShareLink, [docs.id]);
    const made = await graphqlClient(s.baseUrl, owner.token).request<{
      createSiteShareKey: { key: string };
    }>(
      'mutation ($input: CreateSiteShareKeyInput!) { createSiteShareKey(input: $input) { ... on CreateSiteShareKeyPayload { key } } }',
      { input: { organizationId: org.id, siteId: created.id, name: 'Partners' } },
    );
    const key = made.createSiteShareKey.key;
    const found = await content(`https://${created.hostname}/${key}/page`);
    expect(found).toMatchObject({ shareKey: key, pathname: 'page', siteBasePath: `/${key}/`, basePath: `/${key}/` });
    expect(await statusOf(resolve(`https://${created.hostname}/wrong/page`))).toBe(404);
    expect(await statusOf(resolve(`https://${created.hostname}/`))).toBe(404);
    // The published URL the API gives with the key is one the lookup resolves.
    const { urls } = (await as(owner).orgs.getPublishedContentSite(org.id, created.id, { shareKey: key })).data.site;
    expect(urls.published).toBe(`https://${created.hostname}/${key}`);
    expect(await content(`${urls.published}/page`)).toMatchObject({ shareKey: key, pathname: 'page' });
    // Its token reads the published view without the key.
    const view = await api(found.apiToken).orgs.getPublishedContentSite(org.id, created.id);
    expect(view.data.site.id).toBe(created.id);
  });

  it('visitor-auth sites need a signed visitor token: 401, or a redirect with redirectOnError', async () => {
    const docs = await space(s, owner, org.id, { title: 'Private' });
    const created = await publishedSite(SiteVisibility.VisitorAuth, [docs.id]);
    const url = `https://${created.hostname}/page`;
    expect(await statusOf(resolve(url))).toBe(401);
    const redirect = (await api().urls.resolvePublishedContentByUrl({ url, redirectOnError: true })).data;
    expect(redirect).toMatchObject({ target: 'application' });
    const key = await visitorKey(created.id);
    expect(await statusOf(resolve(url, { jwtToken: await visitorJwt('a-wrong-key-a-wrong-key', {}) }))).toBe(401);
    const found = await content(url, { jwtToken: await visitorJwt(key, { name: 'Ada' }) });
    expect(decodeJwt(found.apiToken)).toMatchObject({ kind: 'site', claims: { name: 'Ada' } });
    // Its token reads the published view without the visitor token.
    expect((await api(found.apiToken).orgs.getPublishedContentSite(org.id, created.id)).status).toBe(200);
    // GitBook's older lookup, with query parameters, answers the same.
    const byQuery = (await api().urls.getPublishedContentByUrl({ url, visitorAuthToken: await visitorJwt(key, {}) }))
      .data;
    expect(byQuery).toMatchObject({ site: created.id, pathname: 'page' });
    expect(await statusOf(api().urls.getPublishedContentByUrl({ url }))).toBe(401);
    expect((await api().urls.getPublishedContentByUrl({ url, redirectOnError: true })).data).toMatchObject({
      target: 'application',
    });
  });

  it("a visitor-auth site's publishing auth: its key, its fallback URL (lookup and reader), a new key", async () => {
    const docs = await space(s, owner, org.id, { title: 'Guarded' });
    await page(s, owner, docs.id, { title: 'Intro', markdown: '# Intro\n\nHello.\n' });
    const created = await publishedSite(SiteVisibility.VisitorAuth, [docs.id]);
    const auth = (await api(owner.token).orgs.getSitePublishingAuthById(org.id, created.id)).data;
    expect(auth).toEqual({ object: 'publishing-auth', backend: 'custom', privateKey: await visitorKey(created.id) });
    // Only admins read it (it shows the key).
    expect(await statusOf(api(outsider.token).orgs.getSitePublishingAuthById(org.id, created.id))).toBe(404);
    expect(
      await statusOf(
        api(owner.token).orgs.updateSitePublishingAuthById(org.id, created.id, {
          backend: 'custom',
          fallbackURL: 'ftp://x',
        }),
      ),
    ).toBe(400);
    const fallbackURL = 'https://login.example.com/gitbook?from=docs';
    const updated = await api(owner.token).orgs.updateSitePublishingAuthById(org.id, created.id, {
      backend: 'custom',
      fallbackURL,
    });
    expect(updated.data).toMatchObject({ backend: 'custom', fallbackURL, privateKey: auth.privateKey });

    // The lookup's redirectOnError and the reader send a visitor without a token to the fallback, with the address.
    const url = `https://${created.hostname}/intro`;
    const expected = new URL(fallbackURL);
    expected.searchParams.set('location', url);
    expect((await api().urls.resolvePublishedContentByUrl({ url, redirectOnError: true })).data).toEqual({
      target: 'external',
      redirect: expected.toString(),
      site: created.id,
    });
    const reader = await fetch(`${s.baseUrl}/sites/${org.id}/${created.id}/intro`, { redirect: 'manual' });
    expect(reader.status).toBe(302);
    const location = new URL(reader.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://login.example.com/gitbook');
    expect(location.searchParams.get('from')).toBe('docs');
    expect(location.searchParams.get('location')).toMatch(/\/intro$/);
    // Unset: the 401 page again.
    await api(owner.token).orgs.updateSitePublishingAuthById(org.id, created.id, {
      backend: 'custom',
      fallbackURL: null,
    });
    expect((await fetch(`${s.baseUrl}/sites/${org.id}/${created.id}/intro`, { redirect: 'manual' })).status).toBe(401);

    // A new key: tokens signed with the old one stop working.
    const old = await visitorJwt(auth.privateKey, {});
    expect((await content(url, { jwtToken: old })).site).toBe(created.id);
    const regenerated = (await api(owner.token).orgs.regenerateSitePublishingAuthById(org.id, created.id)).data;
    expect(regenerated.privateKey).not.toBe(auth.privateKey);
    expect(await statusOf(resolve(url, { jwtToken: old }))).toBe(401);
  });

  it('adaptive sites resolve what the visitor claims show', async () => {
    const [open, pro] = [
      await space(s, owner, org.id, { title: 'Open' }),
      await space(s, owner, org.id, { title: 'Pro' }),
    ];
    const created = await publishedSite();
    await as(owner).orgs.addSectionToSite(org.id, created.id, { spaceId: open.id, title: 'Open' });
    const p = (await as(owner).orgs.addSectionToSite(org.id, created.id, { spaceId: pro.id, title: 'Pro' })).data;
    await as(owner).orgs.updateSiteSectionById(org.id, created.id, p.id, { condition: 'visitor.claims.plan == "pro"' });
    await as(owner).orgs.updateSiteById(org.id, created.id, { adaptiveContent: { enabled: true } });
    const key = await visitorKey(created.id);
    const url = `https://${created.hostname}/${p.path}/limits`;
    // Without the claim, the section is not there: its path is a page path of the default section.
    expect(await content(url)).toMatchObject({ space: open.id, pathname: `${p.path}/limits` });
    const proVisitor = await content(url, { jwtToken: await visitorJwt(key, { plan: 'pro' }) });
    expect(proVisitor).toMatchObject({ space: pro.id, pathname: 'limits' });
    expect(decodeJwt(proVisitor.apiToken)).toMatchObject({ claims: { plan: 'pro' } });
    // Unsigned claims are read as visitor.claims.unsigned.
    await as(owner).orgs.updateSiteSectionById(org.id, created.id, p.id, {
      condition: 'visitor.claims.unsigned.plan == "pro"',
    });
    expect(await content(url)).toMatchObject({ space: open.id });
    const { data } = await resolve(url, { unsignedClaims: { plan: 'pro' } });
    expect(data).toMatchObject({ space: pro.id });
  });
});

describe('site tokens', () => {
  it('are stable per site space and day and expire a day ahead', async () => {
    const docs = await space(s, owner, org.id, { title: 'Stable' });
    const created = await publishedSite(SiteVisibility.Public, [docs.id]);
    const first = await content(`https://${created.hostname}/a`);
    const second = await content(`https://${created.hostname}/b/c`);
    expect(second.apiToken).toBe(first.apiToken);
    const claims = decodeJwt(first.apiToken);
    expect(claims).toMatchObject({
      kind: 'site',
      organization: org.id,
      site: created.id,
      siteSpace: first.siteSpace,
      space: docs.id,
      spaces: [docs.id],
    });
    expect(claims.exp! - Date.now() / 1000).toBeGreaterThan(300);
  });

  it("read the site's published spaces and nothing else", async () => {
    const [docs, other, unpublished] = [
      await space(s, owner, org.id, { title: 'Published' }),
      await space(s, owner, org.id, { title: 'Other site' }),
      await space(s, owner, org.id, { title: 'Not published' }),
    ];
    const foreign = await space(s, outsider, outsiderOrg.id, { title: 'Foreign' });
    await page(s, owner, docs.id, { title: 'Hello' });
    const created = await publishedSite(SiteVisibility.Public, [docs.id]);
    await publishedSite(SiteVisibility.Public, [other.id]);
    const { apiToken } = await content(`https://${created.hostname}/`);
    const reader = api(apiToken);

    expect((await reader.spaces.getSpaceById(docs.id)).data.id).toBe(docs.id);
    expect((await reader.spaces.getCurrentRevision(docs.id)).status).toBe(200);
    expect((await reader.orgs.getPublishedContentSite(org.id, created.id)).status).toBe(200);
    // Not another site's space, not an unpublished one, not another organization's.
    for (const id of [other.id, unpublished.id, foreign.id])
      expect(await statusOf(reader.spaces.getSpaceById(id)), id).toBe(404);
    // Not the rest of the API: members, change requests, writes.
    expect(await statusOf(reader.orgs.listMembersInOrganizationById(org.id))).toBe(401);
    expect(await statusOf(reader.spaces.listChangeRequestsForSpace(docs.id))).toBe(401);
    expect(await statusOf(reader.spaces.updateSpaceById(docs.id, { title: 'Hacked' }))).toBe(401);
    expect(await statusOf(reader.spaces.createChangeRequest(docs.id, {}))).toBe(401);
    // Not a change request's draft revision, even by its id.
    const cr = (await as(owner).spaces.createChangeRequest(docs.id, {})).data;
    const draft = await page(s, owner, docs.id, { title: 'Draft', markdown: 'Secret draft.', changeRequestId: cr.id });
    expect((await as(owner).spaces.getRevisionById(docs.id, draft.revision.key)).status).toBe(200);
    expect(await statusOf(reader.spaces.getRevisionById(docs.id, draft.revision.key))).toBe(404);
    expect(await statusOf(reader.spaces.listPagesInRevisionById(docs.id, draft.revision.key))).toBe(404);
    expect((await as(owner).spaces.getDocumentById(docs.id, draft.page.documentId!)).status).toBe(200);
    expect(await statusOf(reader.spaces.getDocumentById(docs.id, draft.page.documentId!))).toBe(404);
    // Not GraphQL, queries or mutations.
    const gql = await call(s.baseUrl, apiToken, 'POST', '/graphql', {
      query: 'mutation ($input: UpdateSpaceInput!) { updateSpace(input: $input) { __typename } }',
      variables: { input: { spaceId: docs.id, title: 'Hacked' } },
    });
    expect(JSON.stringify(gql.body)).toMatch(/UNAUTHENTICATED|Invalid/);
    expect((await as(owner).spaces.getSpaceById(docs.id)).data.title).toBe('Published');
    // A forged token (signed with another key) is refused.
    const forged = await new SignJWT(decodeJwt(apiToken))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-server-key-not-the-server-key'));
    expect(await statusOf(api(forged).spaces.getSpaceById(docs.id))).toBe(401);
    // Once the site is unpublished, the token reads nothing.
    await as(owner).orgs.unpublishSite(org.id, created.id);
    expect(await statusOf(reader.spaces.getSpaceById(docs.id))).toBe(404);
  });
});

const TABS = `# Install

{% tabs %}
{% tab title="npm" %}
\`\`\`sh
npm install quire
\`\`\`
{% endtab %}

{% tab title="yarn" %}
Run yarn.
{% endtab %}
{% endtabs %}

{% hint style="info" %}
A hint.
{% endhint %}
`;

/** Every block of a document (nested ones too). */
function blocks(nodes: unknown[]): Record<string, unknown>[] {
  return (nodes as Record<string, unknown>[]).flatMap((n) =>
    n.object === 'block' ? [n, ...blocks((n.nodes as unknown[]) ?? [])] : blocks((n.nodes as unknown[]) ?? []),
  );
}

describe('revision-scoped reads with a site token', () => {
  it('serve pages by id and path, as documents with block keys and as markdown, reusable contents and meta links', async () => {
    const docs = await space(s, owner, org.id, { title: 'Reader' });
    const made = await page(s, owner, docs.id, { title: 'Install', markdown: TABS });
    const gql = graphqlClient(s.baseUrl, owner.token);
    const reusable = await gql.request<{ createReusableContent: { reusableContent: { id: string } } }>(
      'mutation ($input: CreateReusableContentInput!) { createReusableContent(input: $input) { ... on CreateReusableContentPayload { reusableContent { id: key } } } }',
      { input: { spaceId: docs.id, title: 'Shared', markdown: 'Shared *text*.\n\n- one\n- two\n' } },
    );
    const reusableId = reusable.createReusableContent.reusableContent.id;
    const created = await publishedSite(SiteVisibility.Public, [docs.id]);
    const found = await content(`https://${created.hostname}/${made.page.path}`);
    const reader = api(found.apiToken);
    const revision = (await reader.spaces.getSpaceById(docs.id)).data.revision;
    const pageId = made.page.id;
    // The revision and its page tree, as the reader loads them first.
    expect((await reader.spaces.getRevisionById(docs.id, revision, { metadata: true })).data.id).toBe(revision);
    const tree = (await reader.spaces.listPagesInRevisionById(docs.id, revision)).data.pages;
    expect(tree.map((p) => p.id)).toEqual([pageId]);

    const document = (await reader.spaces.getPageDocumentInRevisionById(docs.id, revision, pageId)).data;
    const all = blocks(document.nodes);
    expect(all.map((b) => b.type)).toEqual(expect.arrayContaining(['heading-1', 'tabs', 'tabs-item', 'hint']));
    const keys = all.map((b) => b.key);
    expect(keys.every((k) => typeof k === 'string' && k.length > 0)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    // The same document has the same keys on every read.
    expect((await reader.spaces.getPageDocumentInRevisionById(docs.id, revision, pageId)).data).toEqual(document);

    const asMarkdown = (await reader.spaces.getPageInRevisionById(docs.id, revision, pageId, { format: 'markdown' }))
      .data as { markdown?: string };
    expect(asMarkdown.markdown).toContain('{% tabs %}');
    const byPath = (await reader.spaces.getPageInRevisionByPath(docs.id, revision, made.page.path!)).data as {
      id: string;
      document?: { nodes: unknown[] };
    };
    expect(byPath.id).toBe(pageId);
    expect(blocks(byPath.document!.nodes).every((b) => typeof b.key === 'string')).toBe(true);
    expect((await reader.spaces.listRevisionPageMetaLinks(docs.id, revision, pageId)).data).toEqual({ alternates: [] });
    expect((await as(owner).spaces.listSpacePageMetaLinks(docs.id, pageId)).data).toEqual({ alternates: [] });
    expect(await statusOf(as(owner).spaces.listSpacePageMetaLinks(docs.id, 'nope'))).toBe(404);
    const cr = (await as(owner).spaces.createChangeRequest(docs.id, {})).data;
    expect((await as(owner).spaces.listChangeRequestPageMetaLinks(docs.id, cr.id, pageId)).data).toEqual({
      alternates: [],
    });
    expect(await statusOf(reader.spaces.getPageDocumentInRevisionById(docs.id, revision, 'nope'))).toBe(404);

    const shared = (await reader.spaces.getReusableContentInRevisionById(docs.id, revision, reusableId)).data;
    expect(shared).toMatchObject({ id: reusableId, title: 'Shared' });
    const sharedDoc = (await reader.spaces.getReusableContentDocumentInRevisionById(docs.id, revision, reusableId))
      .data;
    expect(blocks(sharedDoc.nodes).length).toBeGreaterThan(1);
    expect(blocks(sharedDoc.nodes).every((b) => typeof b.key === 'string')).toBe(true);
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(spaceId: string, name: string, bytes: Buffer, changeRequestId?: string) {
  const res = await graphqlClient(s.baseUrl, owner.token).request<{ uploadFile: { __typename: string } }>(
    'mutation ($input: UploadFileInput!) { uploadFile(input: $input) { __typename } }',
    { input: { spaceId, name, contentBase64: bytes.toString('base64'), changeRequestId } },
  );
  expect(res.uploadFile.__typename).toBe('UploadFilePayload');
}

describe('published files', () => {
  it('load in a browser without a token at signed, cacheable addresses; never a draft file', async () => {
    const docs = await space(s, owner, org.id, { title: 'Images' });
    await upload(docs.id, 'logo.png', PNG);
    const created = await publishedSite(SiteVisibility.Public, [docs.id]);
    const reader = api((await content(`https://${created.hostname}/`)).apiToken);
    const [file] = (await reader.spaces.listFiles(docs.id)).data.items;
    expect(file.downloadURL).toContain('/v1/published/sites/');
    const res = await fetch(file.downloadURL);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('public');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect((await fetch(file.downloadURL, { headers: { 'if-none-match': etag } })).status).toBe(304);
    // A tampered address, or another file's signature, is a 404.
    expect((await fetch(file.downloadURL.replace(/sig=[^&]+/, 'sig=AAAA'))).status).toBe(404);

    // A file only in a change request is not in the published content: not listed, not served.
    const cr = (await as(owner).spaces.createChangeRequest(docs.id, {})).data;
    await upload(docs.id, 'draft.png', Buffer.concat([PNG, Buffer.from('draft')]), cr.id);
    const names = (await reader.spaces.listFiles(docs.id)).data.items.map((f) => f.name);
    expect(names).toEqual(['logo.png']);
    // Members' download URLs are unchanged (the authenticated download route).
    const own = (await as(owner).spaces.listFiles(docs.id)).data.items[0];
    expect(own.downloadURL).toContain(`/v1/spaces/${docs.id}/content/files/`);
    // Once the site is unpublished, the address serves nothing.
    await as(owner).orgs.unpublishSite(org.id, created.id);
    expect((await fetch(file.downloadURL)).status).toBe(404);
  });
});

describe('site search and redirects', () => {
  it("search the site's published spaces the visitor sees, by scope", async () => {
    const [guides, v1, v2, hidden] = [
      await space(s, owner, org.id, { title: 'Search guides' }),
      await space(s, owner, org.id, { title: 'Search v1' }),
      await space(s, owner, org.id, { title: 'Search v2' }),
      await space(s, owner, org.id, { title: 'Search hidden' }),
    ];
    await page(s, owner, guides.id, { title: 'Zebra guide', markdown: 'About the zebra.' });
    await page(s, owner, v1.id, { title: 'Zebra v1', markdown: 'The zebra API, version one.' });
    await page(s, owner, v2.id, { title: 'Zebra v2', markdown: 'The zebra API, version two.' });
    await page(s, owner, hidden.id, { title: 'Zebra hidden', markdown: 'A hidden zebra.' });
    const created = await publishedSite();
    await as(owner).orgs.addSectionToSite(org.id, created.id, { spaceId: guides.id, title: 'Guides' });
    const ref = (await as(owner).orgs.addSectionToSite(org.id, created.id, { spaceId: v1.id, title: 'API' })).data;
    const second = (await as(owner).orgs.addSpaceToSite(org.id, created.id, { spaceId: v2.id, sectionId: ref.id }))
      .data;
    const secret = (await as(owner).orgs.addSectionToSite(org.id, created.id, { spaceId: hidden.id, title: 'Secret' }))
      .data;
    await as(owner).orgs.updateSiteSectionById(org.id, created.id, secret.id, {
      condition: 'visitor.claims.staff == true',
    });
    await as(owner).orgs.updateSiteById(org.id, created.id, { adaptiveContent: { enabled: true } });
    // The structure members edit: every section, the conditional one too, with its site spaces.
    const structure = (await as(owner).orgs.getSiteStructure(org.id, created.id)).data;
    expect(structure.type).toBe('sections');
    expect(structure.structure.map((item) => ('title' in item ? item.title : ''))).toEqual(['Guides', 'API', 'Secret']);
    expect(await statusOf(as(outsider).orgs.getSiteStructure(org.id, created.id))).toBe(404);
    const { apiToken } = await content(`https://${created.hostname}/`);
    const reader = api(apiToken);
    const titles = async (body: Parameters<typeof reader.orgs.searchSiteContent>[2]) =>
      (await reader.orgs.searchSiteContent(org.id, created.id, body)).data.items
        .map((item) => ('title' in item ? item.title : ''))
        .sort();

    expect(await titles({ query: 'zebra', scope: { mode: 'default' } })).toEqual(['Search guides', 'Search v1']);
    expect(await titles({ query: 'zebra', scope: { mode: 'all' } })).toEqual([
      'Search guides',
      'Search v1',
      'Search v2',
    ]);
    expect(await titles({ query: 'zebra', scope: { mode: 'default', currentSiteSpace: second.id } })).toEqual([
      'Search guides',
      'Search v1',
      'Search v2',
    ]);
    expect(await titles({ query: 'zebra', siteSpaceIds: [second.id] })).toEqual(['Search v2']);
    const [hit] = (
      await reader.orgs.searchSiteContent(org.id, created.id, { query: 'zebra', siteSpaceIds: [second.id] })
    ).data.items as { pages: { title: string; ancestors: unknown[] }[] }[];
    expect(hit.pages[0]).toMatchObject({ title: 'Zebra v2', ancestors: [] });
    // Anonymous visitors of the public site search it too; an unknown site is a 404. Without a scope
    // (GitBook's type requires one), the search takes the default scope.
    const unscoped = { query: 'zebra' } as Parameters<typeof reader.orgs.searchSiteContent>[2];
    expect((await api().orgs.searchSiteContent(org.id, created.id, unscoped)).status).toBe(200);
    expect(await statusOf(api().orgs.searchSiteContent(org.id, 'nope', unscoped))).toBe(404);
    const bad = await call(s.baseUrl, apiToken, 'POST', `/v1/orgs/${org.id}/sites/${created.id}/search`, {
      query: 'zebra',
      scope: { mode: 'everything' },
    });
    expect(bad.status).toBe(400);
    // No site redirects are kept: a 404 the reader takes as "none".
    expect(await statusOf(reader.orgs.getSiteRedirectBySource(org.id, created.id, { source: '/old' }))).toBe(404);
  });

  it("a hidden page, and the pages under it, are out of the site's search and in the members' own, as soon as it is hidden", async () => {
    const docs = await space(s, owner, org.id, { title: 'Quokka docs' });
    await page(s, owner, docs.id, { title: 'Quokka basics', markdown: 'Quokka facts.' });
    const hidden = await page(s, owner, docs.id, { title: 'Quokka internals', markdown: 'Quokka secrets.' });
    await graphqlClient(s.baseUrl, owner.token).request(
      'mutation ($input: CreatePageInput!) { createPage(input: $input) { __typename } }',
      { input: { spaceId: docs.id, parent: hidden.page.id, title: 'Quokka deeper', markdown: 'More quokka secrets.' } },
    );
    const created = await publishedSite(SiteVisibility.Public, [docs.id]);
    const pagesOf = (items: unknown[]) =>
      (items as { pages?: { title: string }[] }[]).flatMap((i) => (i.pages ?? []).map((p) => p.title)).sort();
    const inSite = async () =>
      pagesOf(
        (await api().orgs.searchSiteContent(org.id, created.id, { query: 'quokka', scope: { mode: 'all' } })).data
          .items,
      );
    const inSpace = async () =>
      (await as(owner).spaces.searchSpaceContent(docs.id, { query: 'quokka' })).data.items.map((p) => p.title).sort();
    const setHidden = (hide: boolean) =>
      graphqlClient(s.baseUrl, owner.token).request(
        'mutation ($input: UpdatePageInput!) { updatePage(input: $input) { __typename } }',
        { input: { spaceId: docs.id, pageId: hidden.page.id, hidden: hide } },
      );

    expect(await inSite()).toEqual(['Quokka basics', 'Quokka deeper', 'Quokka internals']);
    await setHidden(true);
    expect(await inSite()).toEqual(['Quokka basics']);
    // Members find them in the space's own search; the page opens at its address.
    expect(await inSpace()).toEqual(['Quokka basics', 'Quokka deeper', 'Quokka internals']);
    expect((await fetch(`${s.baseUrl}/sites/${org.id}/${created.id}/quokka-internals`)).status).toBe(200);
    await setHidden(false);
    expect(await inSite()).toEqual(['Quokka basics', 'Quokka deeper', 'Quokka internals']);
  });
});

describe('users', () => {
  it('a site token reads members of its organization without their email; others are 404', async () => {
    const docs = await space(s, owner, org.id, { title: 'Mentions' });
    const created = await publishedSite(SiteVisibility.Public, [docs.id]);
    const reader = api((await content(`https://${created.hostname}/`)).apiToken);
    const seen = (await reader.users.getUserById(owner.id)).data;
    expect(seen).toMatchObject({ object: 'user', id: owner.id, displayName: expect.any(String) });
    expect(seen).not.toHaveProperty('email');
    expect(await statusOf(reader.users.getUserById(outsider.id))).toBe(404);
    // Members: themselves (with the email) and people of their organizations only.
    expect((await as(owner).users.getUserById(owner.id)).data.email).toBe(owner.email);
    expect(await statusOf(as(owner).users.getUserById(outsider.id))).toBe(404);
    expect(await statusOf(api().users.getUserById(owner.id))).toBe(401);
  });
});

describe('OpenAPI blocks', () => {
  it("read the latest version of the organization's specification with a site token", async () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'Pets', version: '1.0.0' },
      paths: { '/pets': { get: { summary: 'List pets', responses: { '200': { description: 'OK' } } } } },
    };
    await as(owner).orgs.createOpenApiSpec(org.id, { slug: 'pets', source: { text: JSON.stringify(document) } });
    for (let i = 0; ; i++) {
      const spec = (await as(owner).orgs.getOpenApiSpecBySlug(org.id, 'pets')).data;
      if (spec.processingState === 'complete') break;
      if (i > 400) throw new Error(`still ${spec.processingState}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    const docs = await space(s, owner, org.id, { title: 'API docs' });
    const created = await publishedSite(SiteVisibility.Public, [docs.id]);
    const { apiToken } = await content(`https://${created.hostname}/`);
    // The reader's openapi-parser takes a list of files; GitBook's OpenAPI document says `object`,
    // so this is read raw rather than through the validating client.
    const path = `/v1/orgs/${org.id}/openapi/pets/versions/latest/content`;
    const res = await call(s.baseUrl, apiToken, 'GET', path);
    expect(res.status).toBe(200);
    expect(res.body.filesystem).toEqual([
      { dir: '/', isEntrypoint: true, references: [], filename: 'openapi.json', specification: document },
    ]);
    expect(res.body.urls).toEqual({ source: expect.stringContaining('/openapi/pets'), public: null });
    expect((await call(s.baseUrl, owner.token, 'GET', path)).status).toBe(200);
    expect(
      (await call(s.baseUrl, apiToken, 'GET', `/v1/orgs/${org.id}/openapi/nope/versions/latest/content`)).status,
    ).toBe(404);
    expect((await call(s.baseUrl, outsider.token, 'GET', path)).status).toBe(404);
    expect((await call(s.baseUrl, undefined, 'GET', path)).status).toBe(401);
  });
});

describe('GET /v1/orgs/{o}/sites/{s}/published', () => {
  it("gives every site space the visitor sees the site's customizations", async () => {
    const { created, a, b, v2: variant } = await sectionedSite();
    await as(owner).orgs.addSectionGroupToSite(org.id, created.id, { title: 'Reference', sections: [b.id] });
    const { apiToken } = await content(`https://${created.hostname}/`);
    const { customizations } = (await api(apiToken).orgs.getPublishedContentSite(org.id, created.id)).data;
    // The reader reads its site space's entry, and warns on every render without one.
    expect(Object.keys(customizations.siteSpaces).sort()).toEqual(
      [a.siteSpaces[0].id, b.siteSpaces[0].id, variant.id].sort(),
    );
    for (const settings of Object.values(customizations.siteSpaces)) expect(settings).toEqual(customizations.site);
  });
});

describe('offline defaults', () => {
  it('turn AI and the tracking cookie off, give a favicon, and answer routes Quire lacks with 404', async () => {
    const docs = await space(s, owner, org.id, { title: 'Offline' });
    const created = await publishedSite(SiteVisibility.Public, [docs.id]);
    const { apiToken } = await content(`https://${created.hostname}/`);
    const site = (await api(apiToken).orgs.getPublishedContentSite(org.id, created.id)).data.customizations.site;
    expect(site).toMatchObject({
      ai: { mode: 'none' },
      aiSearch: { enabled: false },
      insights: { trackingCookie: false },
    });
    const icon = (site.favicon as { icon: { light: string; dark: string } }).icon;
    expect(icon.light).toMatch(/^data:image\/svg\+xml,/);
    // What the reader may call that Quire does not offer: 404, with or without its token.
    for (const token of [apiToken, undefined])
      for (const [method, path] of [
        ['POST', `/v1/orgs/${org.id}/ai/response`],
        ['POST', '/v1/integrations/some-integration/render'],
      ])
        expect((await call(s.baseUrl, token, method, path, method === 'POST' ? {} : undefined)).status, path).toBe(404);
    // Its insights events are recorded (test/insights.test.ts).
    for (const token of [apiToken, undefined])
      expect(
        (await call(s.baseUrl, token, 'POST', `/v1/orgs/${org.id}/sites/${created.id}/insights/events`, { events: [] }))
          .status,
      ).toBe(204);
  });
});

describe("the reader's cost", () => {
  it('a warm page costs one statement: the site, its structure, spaces and look in one; a redirect check only where one exists', async () => {
    const docs = await space(s, owner, org.id, { title: 'Costed' });
    await page(s, owner, docs.id, { title: 'Intro', markdown: '# Intro\n\nHello.\n' });
    const published = await createPublishedSite(s, owner, org.id, { title: 'Costed site' });
    const api = gitbook(s.baseUrl, owner.token);
    await api.orgs.addSpaceToSite(org.id, published.id, { spaceId: docs.id });
    const intro = `${s.baseUrl}/sites/${org.id}/${published.id}/intro`;
    const statements = async () => {
      const before = s.db.stats.statements;
      const res = await fetch(intro);
      expect(res.status).toBe(200);
      await res.text();
      return s.db.stats.statements - before;
    };
    await statements(); // renders and caches the page
    expect(await statements()).toBe(1);
    // At the site's hostname too: the reader's look-up of the host is the lookup's.
    const atHost = async () => {
      const before = s.db.stats.statements;
      const { port } = new URL(s.baseUrl);
      const status = await new Promise<number>((resolve, reject) =>
        request({ host: '127.0.0.1', port, path: '/intro', headers: { host: published.hostname } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
          .on('error', reject)
          .end(),
      );
      expect(status).toBe(200);
      return s.db.stats.statements - before;
    };
    await atHost();
    expect(await atHost()).toBe(1);
    // A site with a live redirect asks the redirects of the path too.
    await api.orgs.createSiteRedirect(org.id, published.id, {
      source: '/elsewhere',
      destination: { kind: 'external', url: 'https://example.com/' },
    });
    await statements();
    expect(await statements()).toBe(2);
  });
});
