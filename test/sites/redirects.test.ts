/**
 * Site redirects through GitBook's official client (answers validated against its OpenAPI
 * document): the rules (create, list, update, delete, bulk), the lookup by path, the URL lookup
 * answering them, the redirects a renamed page leaves, and the same through GraphQL.
 */
import { SiteRedirectOrderBy } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import { type Person, page, publishedSite, space, useServer } from '../support/fixtures.ts';
import { gitbook, statusOf } from '../support/gitbook.ts';
import { call, graphqlClient } from '../support/http.ts';

const { s, owner, editor, outsider, org } = useServer({ title: 'Redirect Org', members: { editor: 'edit' } });

const as = (p: Person) => gitbook(s.baseUrl, p.token).orgs;
const anonymous = () => gitbook(s.baseUrl);

async function siteWithPages() {
  const docs = await space(s, owner, org.id, { title: 'Docs' });
  const intro = await page(s, owner, docs.id, { title: 'Intro' });
  const guide = await page(s, owner, docs.id, { title: 'Guide' });
  const site = await publishedSite(s, owner, org.id, { title: 'Moves', spaces: [docs.id] });
  const [siteSpace] = (await as(owner).listSiteSpaces(org.id, site.id)).data.items;
  return { docs, intro: intro.page, guide: guide.page, site, siteSpace, base: `https://${site.hostname}` };
}

const lookup = async (url: string) => (await anonymous().urls.resolvePublishedContentByUrl({ url })).data;

describe('site redirects', () => {
  it('creates, lists, updates and deletes redirects, and refuses bad ones', async () => {
    const { docs, guide, site, siteSpace } = await siteWithPages();
    const toSiteSpace = { kind: 'site-space' as const, siteSpaceId: siteSpace.id };
    /** A redirect from `source` to the site space, created by `p`. */
    const create = (p: Person, source: string) =>
      as(p).createSiteRedirect(org.id, site.id, { source, destination: toSiteSpace });
    const created = await as(owner).createSiteRedirect(org.id, site.id, {
      source: '/old-guide',
      destination: { kind: 'path', spaceId: docs.id, path: guide.path! },
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      object: 'site-redirect',
      source: '/old-guide',
      draft: false,
      permanent: false,
      destination: { kind: 'site-page', siteSpaceId: siteSpace.id, pageId: guide.id },
    });
    expect(created.data.updatedAt).toBeUndefined();

    const draft = await as(owner).createSiteRedirect(org.id, site.id, {
      source: '/docs/*',
      destination: { kind: 'external', url: 'https://example.com/elsewhere' },
      draft: true,
      captureWildcard: true,
    });
    expect(await statusOf(create(owner, '/old-guide'))).toBe(409);

    expect((await as(editor).listSiteRedirects(org.id, site.id)).data.items.map((r) => r.source)).toEqual([
      '/old-guide',
    ]);
    expect((await as(owner).listSiteRedirects(org.id, site.id, { draft: true })).data.items.map((r) => r.id)).toEqual([
      draft.data.id,
    ]);

    const updated = await as(owner).updateSiteRedirectById(org.id, site.id, created.data.id, { permanent: true });
    expect(updated.data).toMatchObject({ permanent: true, source: '/old-guide' });
    expect(updated.data.updatedAt).toBeTruthy();

    for (const body of [
      { source: 'no-slash', destination: toSiteSpace },
      { source: '/x', destination: { kind: 'site-space', siteSpaceId: 'nope' } },
      { source: '/x', destination: { kind: 'external', url: 'javascript:alert(1)' } },
      { source: '/x', destination: { kind: 'path', spaceId: docs.id, path: 'missing' } },
      { source: '/x', destination: toSiteSpace, colour: 'red' },
    ]) {
      const res = await call(s.baseUrl, owner.token, 'POST', `/v1/orgs/${org.id}/sites/${site.id}/redirects`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await statusOf(create(editor, '/y'))).toBe(403);
    expect(await statusOf(as(outsider).listSiteRedirects(org.id, site.id))).toBe(404);

    expect(await statusOf(as(owner).deleteSiteRedirectById(org.id, site.id, created.data.id))).toBe(205);
    expect(await statusOf(as(owner).deleteSiteRedirectById(org.id, site.id, created.data.id))).toBe(204);
    expect((await as(owner).listSiteRedirects(org.id, site.id)).data.items).toEqual([]);
  });

  it('is found by path and answered by the URL lookup, live ones only, wildcards included', async () => {
    const { docs, guide, site, base } = await siteWithPages();
    await as(owner).createSiteRedirect(org.id, site.id, {
      source: '/old-guide',
      destination: { kind: 'path', spaceId: docs.id, path: guide.path! },
    });
    await as(owner).createSiteRedirect(org.id, site.id, {
      source: '/v1/*',
      destination: { kind: 'external', url: 'https://archive.example.com/v1' },
      captureWildcard: true,
    });
    await as(owner).createSiteRedirect(org.id, site.id, {
      source: '/soon',
      destination: { kind: 'external', url: 'https://example.com/' },
      draft: true,
    });

    const found = (await anonymous().orgs.getSiteRedirectBySource(org.id, site.id, { source: '/old-guide' })).data;
    expect(found.target).toBe(`${base}/${guide.path}`);
    expect(found.redirect.source).toBe('/old-guide');
    expect(await lookup(`${base}/old-guide`)).toEqual({
      target: 'content',
      redirect: `${base}/${guide.path}`,
      site: site.id,
    });
    expect(await lookup(`${base}/v1/api/users`)).toEqual({
      target: 'external',
      redirect: 'https://archive.example.com/v1/api/users',
      site: site.id,
    });
    // Drafts are not followed; unknown paths resolve as content.
    expect(await statusOf(anonymous().orgs.getSiteRedirectBySource(org.id, site.id, { source: '/soon' }))).toBe(404);
    expect(await lookup(`${base}/soon`)).toMatchObject({ site: site.id, pathname: 'soon' });
    expect(await lookup(`${base}/${guide.path}`)).toMatchObject({ pathname: guide.path });
  });

  it('runs bulk operations one by one and reports each', async () => {
    const { site, siteSpace } = await siteWithPages();
    const to = { kind: 'site-space' as const, siteSpaceId: siteSpace.id };
    const first = await as(owner).bulkUpsertSiteRedirects(org.id, site.id, {
      redirects: [
        { source: '/a', destination: to },
        { source: '/b', intent: 'draft', destination: to },
        { source: '/c', destination: { kind: 'site-space', siteSpaceId: 'missing' } },
      ],
    });
    expect(first.data.results.map((r) => r.status)).toEqual(['created', 'created', 'error']);
    const second = await as(owner).bulkUpsertSiteRedirects(org.id, site.id, {
      redirects: [
        { source: '/a', destination: null },
        { source: '/b', intent: 'publish' },
        { source: '/b', intent: 'publish' },
      ],
    });
    expect(second.data.results.map((r) => [r.status, r.source, r.draft])).toEqual([
      ['deleted', '/a', false],
      ['published', '/b', false],
      ['error', '/b', false],
    ]);
    expect((await as(owner).listSiteRedirects(org.id, site.id)).data.items.map((r) => r.source)).toEqual(['/b']);
    expect((await as(owner).listSiteRedirects(org.id, site.id, { draft: true })).data.items).toEqual([]);
  });

  it('leaves a redirect from the old path of a renamed page, dropped when a page takes the path again', async () => {
    const { docs, guide, site, base } = await siteWithPages();
    const gql = graphqlClient(s.baseUrl, owner.token);
    const rename = (pageId: string, title: string) =>
      gql.request<{ renamePage: { __typename: string } }>(
        'mutation ($input: RenamePageInput!) { renamePage(input: $input) { __typename } }',
        { input: { spaceId: docs.id, pageId, title, updateSlug: true } },
      );
    expect((await rename(guide.id, 'Handbook')).renamePage.__typename).toBe('RenamePagePayload');
    expect(await lookup(`${base}/guide`)).toEqual({ target: 'content', redirect: `${base}/handbook`, site: site.id });
    const [automatic] = (await as(owner).listSiteRedirects(org.id, site.id)).data.items;
    expect(automatic).toMatchObject({ source: '/guide', destination: { kind: 'site-page', pageId: guide.id } });

    // Renamed again: the old redirect follows the page to its new path.
    await rename(guide.id, 'Manual');
    expect(await lookup(`${base}/guide`)).toMatchObject({ redirect: `${base}/manual` });
    expect(await lookup(`${base}/handbook`)).toMatchObject({ redirect: `${base}/manual` });

    // A new page at /guide is served there.
    await page(s, owner, docs.id, { title: 'Guide' });
    expect(await lookup(`${base}/guide`)).toMatchObject({ pathname: 'guide' });
    const sources = (await as(owner).listSiteRedirects(org.id, site.id, { orderBy: SiteRedirectOrderBy.Source })).data
      .items;
    expect(sources.map((r) => r.source)).toEqual(['/handbook']);
  });

  it('is the same through GraphQL', async () => {
    const { site, siteSpace } = await siteWithPages();
    const gql = graphqlClient(s.baseUrl, owner.token);
    const created = await gql.request<{ createSiteRedirect: { redirect?: { key: string; source: string } } }>(
      `mutation ($input: CreateSiteRedirectInput!) {
        createSiteRedirect(input: $input) { ... on CreateSiteRedirectPayload { redirect { key source } } }
      }`,
      {
        input: {
          organizationId: org.id,
          siteId: site.id,
          source: '/from-graphql',
          destination: { kind: 'site-space', siteSpaceId: siteSpace.id },
        },
      },
    );
    expect(created.createSiteRedirect.redirect?.source).toBe('/from-graphql');
    const listed = await gql.request<{ siteRedirects: { edges: { node: { key: string; automatic: boolean } }[] } }>(
      'query ($o: ID!, $s: ID!) { siteRedirects(organizationId: $o, siteId: $s) { edges { node { key automatic } } } }',
      { o: org.id, s: site.id },
    );
    expect(listed.siteRedirects.edges.map((e) => e.node)).toEqual([
      { key: created.createSiteRedirect.redirect?.key, automatic: false },
    ]);
  });
});
