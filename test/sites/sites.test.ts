/**
 * Docs sites through GitBook's official client (every JSON response validated against its
 * OpenAPI document): sites, sections, section groups, site spaces, adaptive schema and the
 * published view for each visibility.
 */

import { ContentType, type GitBookAPI, type SiteSectionGroup, SiteType, SiteVisibility } from '@gitbook/api';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { type Person, site, space, useServer } from '../support/fixtures.ts';
import { gitbook, statusOf } from '../support/gitbook.ts';
import { call, graphqlClient } from '../support/http.ts';
import { sectionsOf, siteSpacesOf } from '../support/sites.ts';

const {
  s,
  owner,
  creator,
  editor,
  reader,
  guest,
  outsider,
  org,
  outsiderOrg: otherOrg,
} = useServer({
  title: 'Sites Org',
  members: { creator: 'create', editor: 'edit', reader: 'read', guest: null },
});

const api = (u?: Person) => gitbook(s.baseUrl, u?.token);
const base = (siteId: string, rest = '') => `/v1/orgs/${org.id}/sites/${siteId}${rest}`;

const sectionTitles = async (siteId: string) =>
  (await api(owner).orgs.listSiteSections(org.id, siteId)).data.items.map((x) => x.title);

const CreateShareKey = graphql(`
  mutation SitesRestCreateShareKey($input: CreateSiteShareKeyInput!) {
    createSiteShareKey(input: $input) {
      __typename
      ... on CreateSiteShareKeyPayload { key shareKey { key name } }
      ... on BaseError { message status }
    }
  }
`);

const RevokeShareKey = graphql(`
  mutation SitesRestRevokeShareKey($input: RevokeSiteShareKeyInput!) {
    revokeSiteShareKey(input: $input) { __typename ... on RevokeSiteShareKeyPayload { revoked } ... on BaseError { message status } }
  }
`);

const SiteVisitorKey = graphql(`
  query SitesRestVisitorKey($organizationId: ID!, $siteId: ID!) {
    site(organizationId: $organizationId, siteId: $siteId) { visitorKey }
  }
`);

async function visitorKey(siteId: string) {
  const res = await graphqlClient(s.baseUrl, owner.token).request(SiteVisitorKey, { organizationId: org.id, siteId });
  return res.site!.visitorKey!;
}

async function jwt(key: string, claims: Record<string, unknown>, expires: string | number = '1h') {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('visitor-1')
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(new TextEncoder().encode(key));
}

/** GET published with a visitor token (`jwt_token`, a query parameter the generated client does not declare). */
const published = (siteId: string, query: { shareKey?: string; jwt_token?: string } = {}, as?: Person) =>
  api(as).orgs.getPublishedContentSite(org.id, siteId, query as { shareKey?: string });

/** Section-group membership endpoints have no generated method (absent from OpenAPI). */
const addToGroup = (siteId: string, groupId: string, sectionId: string, as: Person = owner) =>
  api(as).request<SiteSectionGroup>({
    path: `/orgs/${org.id}/sites/${siteId}/section-groups/${groupId}/sections`,
    method: 'POST',
    body: { sectionId },
    type: ContentType.Json,
    secure: true,
    format: 'json',
  });
const removeFromGroup = (siteId: string, groupId: string, sectionId: string, as: Person = owner) =>
  api(as).request<void>({
    path: `/orgs/${org.id}/sites/${siteId}/section-groups/${groupId}/sections/${sectionId}`,
    method: 'DELETE',
    secure: true,
  });

describe('sites: create, get, list, update, delete', () => {
  it('creates an unpublished basic site (201) and reads it back', async () => {
    const res = await api(owner).orgs.createSite(org.id, { title: 'Handbook' });
    expect(res.status).toBe(201);
    const created = res.data;
    expect(created).toMatchObject({
      object: 'site',
      type: 'basic',
      appliedType: 'basic',
      title: 'Handbook',
      visibility: 'public',
      published: false,
      siteSpaces: 0,
      defaultLevel: 'inherit',
      adaptiveContent: { enabled: false },
      features: [],
      permissions: { view: true, admin: true, create: true, editAdaptiveSchema: true },
    });
    expect(created.urls.location).toBe(`${s.baseUrl}/v1/orgs/${org.id}/sites/${created.id}`);
    expect(res.headers.get('location')).toBe(created.urls.location);
    expect(created.urls.published).toBeUndefined();
    expect(created.hostname).toBeUndefined();
    const { data } = await api(reader).orgs.getSiteById(org.id, created.id);
    expect(data).toMatchObject({
      id: created.id,
      title: 'Handbook',
      permissions: { view: true, admin: false, create: false },
    });
  });

  it('creates a site with spaces at its root level, the first as the default', async () => {
    const a = await space(s, owner, org.id, { title: 'Alpha guide' });
    const b = await space(s, owner, org.id, { title: 'Beta guide' });
    const created = (
      await api(owner).orgs.createSite(org.id, {
        title: 'Two spaces',
        type: SiteType.Ultimate,
        visibility: SiteVisibility.Unlisted,
        spaces: [a.id, b.id],
      })
    ).data;
    expect(created).toMatchObject({ type: 'ultimate', visibility: 'unlisted', siteSpaces: 2 });
    expect(created.features.map((f) => f.id)).toEqual(
      expect.arrayContaining(['sites-adaptive-content', 'sites-sections', 'sites-visitor-authentication']),
    );
    const list = (await api(owner).orgs.listSiteSpaces(org.id, created.id)).data;
    expect(list.items.map((x) => [x.space.id, x.path, x.default, x.section])).toEqual([
      [a.id, 'alpha-guide', true, undefined],
      [b.id, 'beta-guide', false, undefined],
    ]);
    expect(list.items[0]).toMatchObject({
      object: 'site-space',
      title: 'Alpha guide',
      space: { object: 'space', title: 'Alpha guide' },
    });
  });

  it('lists sites with space, title, published and type filters and pages', async () => {
    const org = (await s.org(owner.id, 'Listing Org')).id;
    const sp = (await api(owner).orgs.createSpace(org, { title: 'Listed' })).data;
    const one = (await api(owner).orgs.createSite(org, { title: 'Public docs', spaces: [sp.id] })).data;
    const two = (await api(owner).orgs.createSite(org, { title: 'Internal DOCS', type: SiteType.Premium })).data;
    const three = (await api(owner).orgs.createSite(org, { title: 'Blog', type: SiteType.Ultimate })).data;
    await api(owner).orgs.publishSite(org, three.id);
    const ids = async (query: Parameters<ReturnType<typeof api>['orgs']['listSites']>[1]) =>
      (await api(owner).orgs.listSites(org, query)).data.items.map((x) => x.id);
    expect(await ids({})).toEqual([one.id, two.id, three.id]);
    expect(await ids({ space: sp.id })).toEqual([one.id]);
    expect(await ids({ title: 'docs' })).toEqual([one.id, two.id]);
    expect(await ids({ published: true })).toEqual([three.id]);
    expect(await ids({ published: false })).toEqual([one.id, two.id]);
    expect(await ids({ type: [SiteType.Premium, SiteType.Ultimate] })).toEqual([two.id, three.id]);
    const page = (await api(owner).orgs.listSites(org, { limit: 2 })).data;
    expect(page.count).toBe(3);
    expect(page.items).toHaveLength(2);
    const rest = (await api(owner).orgs.listSites(org, { limit: 2, page: page.next!.page })).data;
    expect(rest.items.map((x) => x.id)).toEqual([three.id]);
    expect(rest.next).toBeUndefined();
    const bad = await call(s.baseUrl, owner.token, 'GET', `/v1/orgs/${org}/sites?type=huge`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('type');
  });

  it('updates title, visibility, basename, hostname, proxy and adaptive content', async () => {
    const created = await site(s, owner, org.id, { title: 'Settings' });
    const { data } = await api(owner).orgs.updateSiteById(org.id, created.id, {
      title: 'Settings v2',
      visibility: SiteVisibility.ShareLink,
      basename: 'settings',
      proxy: 'example.com/docs',
      adaptiveContent: { enabled: true },
    });
    expect(data).toMatchObject({
      title: 'Settings v2',
      visibility: SiteVisibility.ShareLink,
      basename: 'settings',
      proxy: { origin: 'example.com/docs', target: `${s.baseUrl}/sites/${org.id}/settings` },
      adaptiveContent: { enabled: true },
    });
    const host = await call(s.baseUrl, owner.token, 'PATCH', base(created.id), { hostname: 'docs.example.com' });
    expect(host.status).toBe(200);
    expect(host.body.hostname).toBe('docs.example.com');
    const other = await site(s, owner, org.id, { title: 'Other' });
    const taken = await call(s.baseUrl, owner.token, 'PATCH', base(other.id), { hostname: 'docs.example.com' });
    expect(taken.status).toBe(409);
    // Quire's PATCH also takes `hostname` (null clears it); the client's type for the body has no such field.
    const clear = { proxy: null, hostname: null } as unknown as Parameters<GitBookAPI['orgs']['updateSiteById']>[2];
    const cleared = (await api(owner).orgs.updateSiteById(org.id, created.id, clear)).data;
    expect(cleared.proxy).toBeUndefined();
    expect(cleared.hostname).toBeUndefined();
    expect(cleared.basename).toBe('settings');
    expect((await call(s.baseUrl, owner.token, 'PATCH', base(other.id), { basename: 'settings' })).status).toBe(409);
  });

  it('deletes a site with its structure (205, then 204); the spaces stay', async () => {
    const sp = await space(s, owner, org.id, { title: 'Survivor' });
    const created = (await api(owner).orgs.createSite(org.id, { title: 'Doomed', spaces: [sp.id] })).data;
    const section = (
      await api(owner).orgs.addSectionToSite(org.id, created.id, {
        spaceId: (await space(s, owner, org.id, { title: 'Sectioned' })).id,
      })
    ).data;
    await api(owner).orgs.addSectionGroupToSite(org.id, created.id, { title: 'Group', sections: [section.id] });
    expect((await api(owner).orgs.listSiteSpaces(org.id, created.id)).data.count).toBe(2);
    expect((await api(owner).orgs.deleteSiteById(org.id, created.id)).status).toBe(205);
    expect((await api(owner).orgs.deleteSiteById(org.id, created.id)).status).toBe(204);
    expect(await statusOf(api(owner).orgs.getSiteById(org.id, created.id))).toBe(404);
    // Its structure went with it: every API path to a site space, section or group goes through
    // the site, which is gone, so the rows are counted.
    expect(await s.db.prisma.siteSpace.count({ where: { siteId: created.id } })).toBe(0);
    expect(await s.db.prisma.siteSection.count({ where: { siteId: created.id } })).toBe(0);
    expect(await s.db.prisma.siteSectionGroup.count({ where: { siteId: created.id } })).toBe(0);
    expect((await api(owner).spaces.getSpaceById(sp.id)).data.deletedAt).toBeUndefined();
  });

  it('answers 401 without a token, 404 to outsiders, 403 to guests and to roles below what is needed', async () => {
    const created = await site(s, owner, org.id, { title: 'Guarded' });
    expect(await statusOf(api().orgs.listSites(org.id))).toBe(401);
    expect(await statusOf(api().orgs.getSiteById(org.id, created.id))).toBe(401);
    expect(await statusOf(api(outsider).orgs.getSiteById(org.id, created.id))).toBe(404);
    expect(await statusOf(api(outsider).orgs.getSiteById(otherOrg.id, created.id))).toBe(404);
    expect(await statusOf(api(owner).orgs.getSiteById(org.id, 'no-such-site'))).toBe(404);
    // A guest lists only the sites given to it (test/permissions.test.ts): none here.
    expect((await api(guest).orgs.listSites(org.id)).data.items).toEqual([]);
    expect(await statusOf(api(guest).orgs.getSiteById(org.id, created.id))).toBe(403);
    expect(await statusOf(api(editor).orgs.createSite(org.id, { title: 'No' }))).toBe(403);
    expect(await statusOf(api(reader).orgs.updateSiteById(org.id, created.id, { title: 'No' }))).toBe(403);
    expect(await statusOf(api(creator).orgs.updateSiteById(org.id, created.id, { title: 'No' }))).toBe(403);
    expect(await statusOf(api(creator).orgs.deleteSiteById(org.id, created.id))).toBe(403);
    expect(await statusOf(api(creator).orgs.publishSite(org.id, created.id))).toBe(403);
    expect(await statusOf(api(outsider).orgs.deleteSiteById(org.id, created.id))).toBe(404);
    const byCreator = await api(creator).orgs.createSite(org.id, { title: 'By creator' });
    expect(byCreator.status).toBe(201);
    expect(byCreator.data.permissions).toMatchObject({ create: true, admin: false });
    expect((await api(reader).orgs.listSites(org.id)).data.items.map((x) => x.id)).toContain(created.id);
  });
});

describe('sites: structure of sections, groups and site spaces', () => {
  it('builds three sections (two in a group), reorders them, moves groups, adds and removes group members', async () => {
    const [guide, api1, api2, cli] = [
      await space(s, owner, org.id, { title: 'Guide' }),
      await space(s, owner, org.id, { title: 'API v1' }),
      await space(s, owner, org.id, { title: 'API v2' }),
      await space(s, owner, org.id, { title: 'CLI' }),
    ];
    const created = await site(s, owner, org.id, { title: 'Structured' });
    const a = await api(owner).orgs.addSectionToSite(org.id, created.id, { spaceId: guide.id, title: 'Guides' });
    expect(a.status).toBe(201);
    expect(a.headers.get('location')).toBe(`${s.baseUrl}${base(created.id, `/sections/${a.data.id}`)}`);
    expect(a.data).toMatchObject({
      object: 'site-section',
      title: 'Guides',
      path: 'guides',
      default: true,
      draft: false,
    });
    expect(a.data.siteSpaces.map((x) => [x.space.id, x.default])).toEqual([[guide.id, true]]);
    const b = (await api(creator).orgs.addSectionToSite(org.id, created.id, { spaceId: api1.id, title: 'API' })).data;
    const c = (await api(owner).orgs.addSectionToSite(org.id, created.id, { spaceId: cli.id })).data;
    expect(c).toMatchObject({ title: 'CLI', path: 'cli', default: false });
    expect(await sectionTitles(created.id)).toEqual(['Guides', 'API', 'CLI']);

    // A second variant in the API section.
    const v2 = await api(owner).orgs.addSpaceToSite(org.id, created.id, { spaceId: api2.id, sectionId: b.id });
    expect(v2.status).toBe(201);
    expect(v2.headers.get('location')).toBe(`${s.baseUrl}${base(created.id, `/site-spaces/${v2.data.id}`)}`);
    expect(v2.data).toMatchObject({ section: b.id, path: 'api-v2', default: false });

    // Group B and C.
    const group = await api(owner).orgs.addSectionGroupToSite(org.id, created.id, {
      title: 'Reference',
      icon: 'book',
      sections: [c.id, b.id],
    });
    expect(group.status).toBe(201);
    expect(group.headers.get('location')).toBe(`${s.baseUrl}${base(created.id, `/section-groups/${group.data.id}`)}`);
    expect(group.data).toMatchObject({ object: 'site-section-group', title: 'Reference', icon: 'book', draft: false });
    expect(group.data.sections.map((x) => x.id)).toEqual([c.id, b.id]);
    expect(group.data.sections.every((x) => x.sectionGroup === group.data.id)).toBe(true);
    expect(await sectionTitles(created.id)).toEqual(['Guides', 'CLI', 'API']);

    // Reorder inside the group, then move the group before the first section.
    const moved = await api(owner).orgs.moveSiteSection(org.id, created.id, b.id, {
      position: { before: { type: 'site-section', siteSection: c.id } },
    });
    expect(moved.status).toBe(200);
    expect(moved.data.sectionGroup).toBe(group.data.id);
    expect(await sectionTitles(created.id)).toEqual(['Guides', 'API', 'CLI']);
    await api(owner).orgs.moveSiteSectionGroup(org.id, created.id, group.data.id, {
      position: { before: { type: 'site-section', id: a.data.id } },
    });
    expect(await sectionTitles(created.id)).toEqual(['API', 'CLI', 'Guides']);
    await api(owner).orgs.moveSiteSectionGroup(org.id, created.id, group.data.id, {});
    expect(await sectionTitles(created.id)).toEqual(['Guides', 'API', 'CLI']);
    // A section moved after a grouped section joins the group; without position it goes to the end of its level.
    const joined = (
      await api(owner).orgs.moveSiteSection(org.id, created.id, a.data.id, {
        position: { after: { type: 'site-section', siteSection: b.id } },
      })
    ).data;
    expect(joined.sectionGroup).toBe(group.data.id);
    expect(await sectionTitles(created.id)).toEqual(['API', 'Guides', 'CLI']);
    await api(owner).orgs.moveSiteSection(org.id, created.id, a.data.id, {});
    expect(await sectionTitles(created.id)).toEqual(['API', 'CLI', 'Guides']);

    // Membership: remove A (to the root, right after the group), add it back, unknown section.
    expect((await removeFromGroup(created.id, group.data.id, a.data.id)).status).toBe(205);
    expect((await removeFromGroup(created.id, group.data.id, a.data.id)).status).toBe(204);
    const sections = (await api(owner).orgs.listSiteSections(org.id, created.id)).data.items;
    expect(sections.map((x) => [x.title, x.sectionGroup ?? null])).toEqual([
      ['API', group.data.id],
      ['CLI', group.data.id],
      ['Guides', null],
    ]);
    const added = await addToGroup(created.id, group.data.id, a.data.id);
    expect(added.status).toBe(200);
    expect(added.data.sections.map((x) => x.title)).toEqual(['API', 'CLI', 'Guides']);
    await removeFromGroup(created.id, group.data.id, a.data.id);
    const unknown = await call(
      s.baseUrl,
      owner.token,
      'POST',
      base(created.id, `/section-groups/${group.data.id}/sections`),
      { sectionId: 'nope' },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain('sectionId');
    const badCreate = await call(s.baseUrl, owner.token, 'POST', base(created.id, '/section-groups'), {
      title: 'Bad',
      sections: [a.data.id, 'missing'],
    });
    expect(badCreate.status).toBe(400);
    expect(badCreate.body.error.message).toContain('sections.1');

    // Groups list; PATCH a group; the structure as a whole.
    const groups = (await api(owner).orgs.listSiteSectionGroups(org.id, created.id)).data;
    expect(groups.items.map((g) => [g.title, g.children.map((x) => x.title)])).toEqual([['Reference', ['API', 'CLI']]]);
    expect(
      (
        await api(owner).orgs.updateSiteSectionGroupById(org.id, created.id, group.data.id, {
          title: 'Ref',
          icon: null,
        })
      ).data,
    ).toMatchObject({ title: 'Ref' });

    // Deleting the group keeps its sections at its place.
    expect((await api(owner).orgs.deleteSiteSectionGroupById(org.id, created.id, group.data.id)).status).toBe(205);
    expect((await api(owner).orgs.deleteSiteSectionGroupById(org.id, created.id, group.data.id)).status).toBe(204);
    const after = (await api(owner).orgs.listSiteSections(org.id, created.id)).data.items;
    expect(after.map((x) => [x.title, x.sectionGroup ?? null])).toEqual([
      ['API', null],
      ['CLI', null],
      ['Guides', null],
    ]);
    expect((await api(owner).orgs.listSiteSectionGroups(org.id, created.id)).data.items).toEqual([]);
  });

  it('keeps one default section and one default site space per section; the default filter', async () => {
    const [x, y, z] = [
      await space(s, owner, org.id, { title: 'X' }),
      await space(s, owner, org.id, { title: 'Y' }),
      await space(s, owner, org.id, { title: 'Z' }),
    ];
    const created = await site(s, owner, org.id, { title: 'Defaults' });
    const first = (await api(owner).orgs.addSectionToSite(org.id, created.id, { spaceId: x.id, title: 'First' })).data;
    const second = (await api(owner).orgs.addSectionToSite(org.id, created.id, { spaceId: y.id, title: 'Second' }))
      .data;
    // Without sectionId a space goes to the default section.
    const extra = (await api(owner).orgs.addSpaceToSite(org.id, created.id, { spaceId: z.id })).data;
    expect(extra).toMatchObject({ section: first.id, default: false });
    const defaults = async (isDefault?: boolean) =>
      (
        await api(owner).orgs.listSiteSpaces(org.id, created.id, isDefault === undefined ? {} : { default: isDefault })
      ).data.items.map((i) => i.space.title);
    expect(await defaults()).toEqual(['X', 'Z', 'Y']);
    expect(await defaults(true)).toEqual(['X', 'Y']);
    expect(await defaults(false)).toEqual(['Z']);

    // The section's default site space; the site's default section and its default site space.
    await api(owner).orgs.updateSiteSectionById(org.id, created.id, first.id, { defaultSiteSpace: extra.id });
    expect(await defaults(true)).toEqual(['Z', 'Y']);
    const updated = (await api(owner).orgs.updateSiteById(org.id, created.id, { defaultSiteSection: second.id })).data;
    expect(updated.id).toBe(created.id);
    const sections = (await api(owner).orgs.listSiteSections(org.id, created.id)).data.items;
    expect(sections.map((i) => [i.title, i.default])).toEqual([
      ['First', false],
      ['Second', true],
    ]);
    const badDefault = await call(s.baseUrl, owner.token, 'PATCH', base(created.id), { defaultSiteSpace: extra.id });
    expect(badDefault.status).toBe(400);
    expect(badDefault.body.error.message).toContain('defaultSiteSpace');
    expect((await call(s.baseUrl, owner.token, 'PATCH', base(created.id), { defaultSiteSection: 'nope' })).status).toBe(
      400,
    );
    await api(owner).orgs.updateSiteById(org.id, created.id, {
      defaultSiteSection: first.id,
      defaultSiteSpace: sections[0].siteSpaces.find((i) => i.space.id === x.id)!.id,
    });
    expect(await defaults(true)).toEqual(['X', 'Y']);

    // Deleting the default section: the next one becomes the default; its site spaces go with it.
    expect((await api(owner).orgs.deleteSiteSectionById(org.id, created.id, first.id)).status).toBe(205);
    expect((await api(owner).orgs.deleteSiteSectionById(org.id, created.id, first.id)).status).toBe(204);
    const left = (await api(owner).orgs.listSiteSections(org.id, created.id)).data.items;
    expect(left.map((i) => [i.title, i.default])).toEqual([['Second', true]]);
    expect(await defaults()).toEqual(['Y']);
    expect((await api(owner).orgs.getSiteById(org.id, created.id)).data.siteSpaces).toBe(1);
  });

  it('turns root-level site spaces into the first section when a section is added', async () => {
    const [a, b, c] = [
      await space(s, owner, org.id, { title: 'Root A' }),
      await space(s, owner, org.id, { title: 'Root B' }),
      await space(s, owner, org.id, { title: 'Sectioned C' }),
    ];
    const created = (await api(owner).orgs.createSite(org.id, { title: 'Converting', spaces: [a.id, b.id] })).data;
    const section = (await api(owner).orgs.addSectionToSite(org.id, created.id, { spaceId: c.id })).data;
    const sections = (await api(owner).orgs.listSiteSections(org.id, created.id)).data.items;
    expect(sections.map((i) => [i.title, i.default, i.siteSpaces.map((x) => x.space.title)])).toEqual([
      ['Root A', true, ['Root A', 'Root B']],
      ['Sectioned C', false, ['Sectioned C']],
    ]);
    expect(section.id).toBe(sections[1].id);
  });

  it('moves site spaces within their section with before/after, and deletes them', async () => {
    const spaces = [
      await space(s, owner, org.id, { title: 'One' }),
      await space(s, owner, org.id, { title: 'Two' }),
      await space(s, owner, org.id, { title: 'Three' }),
    ];
    const created = (await api(owner).orgs.createSite(org.id, { title: 'Moves', spaces: spaces.map((x) => x.id) }))
      .data;
    const ids = (await api(owner).orgs.listSiteSpaces(org.id, created.id)).data.items.map((x) => x.id);
    const order = async () =>
      (await api(owner).orgs.listSiteSpaces(org.id, created.id)).data.items.map((x) => x.space.title);
    const moved = await api(owner).orgs.moveSiteSpace(org.id, created.id, ids[2], {
      position: { before: { type: 'site-space', siteSpace: ids[0] } },
    });
    expect(moved.status).toBe(200);
    expect(moved.data.id).toBe(ids[2]);
    expect(await order()).toEqual(['Three', 'One', 'Two']);
    await api(owner).orgs.moveSiteSpace(org.id, created.id, ids[2], {
      position: { after: { type: 'site-space', siteSpace: ids[0] }, before: { type: 'site-space', siteSpace: ids[1] } },
    });
    expect(await order()).toEqual(['One', 'Three', 'Two']);
    await api(owner).orgs.moveSiteSpace(org.id, created.id, ids[0], {});
    expect(await order()).toEqual(['Three', 'Two', 'One']);
    const notAdjacent = await call(s.baseUrl, owner.token, 'POST', base(created.id, `/site-spaces/${ids[1]}/move`), {
      position: { after: { type: 'site-space', siteSpace: ids[0] }, before: { type: 'site-space', siteSpace: ids[2] } },
    });
    expect(notAdjacent.status).toBe(400);
    const notSibling = await call(s.baseUrl, owner.token, 'POST', base(created.id, `/site-spaces/${ids[1]}/move`), {
      position: { after: { type: 'site-space', siteSpace: 'elsewhere' } },
    });
    expect(notSibling.status).toBe(400);
    expect(notSibling.body.error.message).toContain('position.after');
    expect((await api(owner).orgs.deleteSiteSpaceById(org.id, created.id, ids[1])).status).toBe(205);
    expect((await api(owner).orgs.deleteSiteSpaceById(org.id, created.id, ids[1])).status).toBe(204);
    expect(await order()).toEqual(['Three', 'One']);
    expect(await statusOf(api(owner).orgs.moveSiteSpace(org.id, created.id, ids[1], {}))).toBe(404);
  });

  it('updates paths and conditions: unique paths, omitted condition unchanged, null removes it', async () => {
    const [a, b] = [
      await space(s, owner, org.id, { title: 'Path A' }),
      await space(s, owner, org.id, { title: 'Path B' }),
    ];
    const created = (await api(owner).orgs.createSite(org.id, { title: 'Paths', spaces: [a.id, b.id] })).data;
    const [ssA, ssB] = (await api(owner).orgs.listSiteSpaces(org.id, created.id)).data.items;
    const patched = (
      await api(owner).orgs.updateSiteSpaceById(org.id, created.id, ssA.id, {
        path: 'alpha',
        condition: 'visitor.claims.beta == true',
      })
    ).data;
    expect(patched).toMatchObject({ path: 'alpha', condition: 'visitor.claims.beta == true' });
    const unchanged = (await api(owner).orgs.updateSiteSpaceById(org.id, created.id, ssA.id, { path: 'alpha-2' })).data;
    expect(unchanged.condition).toBe('visitor.claims.beta == true');
    const removed = (await api(owner).orgs.updateSiteSpaceById(org.id, created.id, ssA.id, { condition: null })).data;
    expect(removed.condition).toBeUndefined();
    expect(await statusOf(api(owner).orgs.updateSiteSpaceById(org.id, created.id, ssB.id, { path: 'alpha-2' }))).toBe(
      409,
    );

    const section = (
      await api(owner).orgs.addSectionToSite(org.id, created.id, {
        spaceId: (await space(s, owner, org.id, { title: 'Sec' })).id,
        title: 'Sec',
      })
    ).data;
    const other = (
      await api(owner).orgs.addSectionToSite(org.id, created.id, {
        spaceId: (await space(s, owner, org.id, { title: 'Other' })).id,
        title: 'Other',
      })
    ).data;
    const s1 = (
      await api(owner).orgs.updateSiteSectionById(org.id, created.id, section.id, {
        path: 'start',
        condition: 'visitor.claims.plan == "pro"',
        description: 'Intro',
      })
    ).data;
    expect(s1).toMatchObject({ path: 'start', condition: 'visitor.claims.plan == "pro"', description: 'Intro' });
    expect(
      (await api(owner).orgs.updateSiteSectionById(org.id, created.id, section.id, { title: 'Started' })).data
        .condition,
    ).toBe('visitor.claims.plan == "pro"');
    expect(
      (
        await api(owner).orgs.updateSiteSectionById(org.id, created.id, section.id, {
          condition: null,
          description: null,
        })
      ).data,
    ).not.toHaveProperty('condition');
    expect(await statusOf(api(owner).orgs.updateSiteSectionById(org.id, created.id, other.id, { path: 'start' }))).toBe(
      409,
    );
    expect(await statusOf(api(owner).orgs.updateSiteSectionById(org.id, created.id, 'nope', { title: 'Nope' }))).toBe(
      404,
    );
  });

  it('answers 204 without a body to prefer: return=minimal where GitBook does', async () => {
    const created = await site(s, owner, org.id, { title: 'Minimal' });
    const section = (
      await api(owner).orgs.addSectionToSite(org.id, created.id, {
        spaceId: (await space(s, owner, org.id, { title: 'Min' })).id,
        title: 'Min',
      })
    ).data;
    const group = (await api(owner).orgs.addSectionGroupToSite(org.id, created.id, { title: 'G' })).data;
    const minimal = { headers: { prefer: 'return=minimal' }, format: undefined } as const;
    const r1 = await api(owner).orgs.updateSiteSectionById(
      org.id,
      created.id,
      section.id,
      { title: 'Minimal section' },
      minimal,
    );
    expect(r1.status).toBe(204);
    expect(r1.headers.get('preference-applied')).toBe('return=minimal');
    const r2 = await api(owner).orgs.updateSiteSectionGroupById(org.id, created.id, group.id, { title: 'G2' }, minimal);
    expect(r2.status).toBe(204);
    const r3 = await api(owner).orgs.addSpaceToSite(
      org.id,
      created.id,
      { spaceId: (await space(s, owner, org.id, { title: 'Min 2' })).id },
      minimal,
    );
    expect(r3.status).toBe(204);
    const siteSpaceId = (await api(owner).orgs.listSiteSpaces(org.id, created.id)).data.items[1].id;
    const r4 = await api(owner).orgs.updateSiteSpaceById(org.id, created.id, siteSpaceId, { path: 'min-two' }, minimal);
    expect(r4.status).toBe(204);
    const sections = (await api(owner).orgs.listSiteSections(org.id, created.id)).data.items;
    expect(sections[0].title).toBe('Minimal section');
    expect(sections[0].siteSpaces.map((x) => x.path)).toEqual(['min', 'min-two']);
    expect((await api(owner).orgs.listSiteSectionGroups(org.id, created.id)).data.items[0].title).toBe('G2');
    // Without the header: the representation.
    expect((await api(owner).orgs.updateSiteSpaceById(org.id, created.id, siteSpaceId, { path: 'min-2' })).status).toBe(
      200,
    );
  });

  it('refuses a space of another organization, a deleted one, one already in the site, and structure changes below create', async () => {
    const created = await site(s, owner, org.id, { title: 'Guarded structure' });
    const mine = await space(s, owner, org.id, { title: 'Mine' });
    const theirs = await space(s, outsider, otherOrg.id, { title: 'Theirs' });
    const gone = await space(s, owner, org.id, { title: 'Gone' });
    await api(owner).spaces.deleteSpaceById(gone.id);
    for (const spaceId of [theirs.id, gone.id, 'missing']) {
      const res = await call(s.baseUrl, owner.token, 'POST', base(created.id, '/site-spaces'), { spaceId });
      expect(res.status, spaceId).toBe(400);
      expect(res.body.error.message).toContain('spaceId');
    }
    expect((await api(owner).orgs.addSpaceToSite(org.id, created.id, { spaceId: mine.id })).status).toBe(201);
    expect(await statusOf(api(owner).orgs.addSpaceToSite(org.id, created.id, { spaceId: mine.id }))).toBe(409);
    expect(await statusOf(api(owner).orgs.addSectionToSite(org.id, created.id, { spaceId: mine.id }))).toBe(409);
    expect(
      await statusOf(
        api(editor).orgs.addSpaceToSite(org.id, created.id, {
          spaceId: (await space(s, owner, org.id, { title: 'E' })).id,
        }),
      ),
    ).toBe(403);
    expect(await statusOf(api(reader).orgs.addSectionGroupToSite(org.id, created.id, { title: 'R' }))).toBe(403);
    expect((await api(reader).orgs.listSiteSpaces(org.id, created.id)).data.count).toBe(1);
    expect(await statusOf(api(outsider).orgs.listSiteSections(org.id, created.id))).toBe(404);
    // spaceId null creates a new space (OpenAPI).
    const fresh = await api(owner).orgs.addSpaceToSite(org.id, created.id, { spaceId: null });
    expect(fresh.status).toBe(201);
    expect(fresh.data.space).toMatchObject({ object: 'space', organization: org.id });
  });
});

describe('sites: adaptive schema', () => {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#' as const,
    type: 'object' as const,
    properties: { plan: { type: 'string' as const, enum: ['free', 'pro'], description: 'Subscription plan' } },
    additionalProperties: false as const,
  };

  it('reads an empty schema until set, then the schema set', async () => {
    const created = await site(s, owner, org.id, { title: 'Adaptive' });
    const empty = (await api(reader).orgs.getSiteAdaptiveSchema(org.id, created.id)).data;
    expect(empty).toMatchObject({
      object: 'site-adaptive-schema',
      jsonSchema: { type: 'object', properties: {}, additionalProperties: false },
    });
    const put = await api(owner).orgs.updateSiteAdaptiveSchema(org.id, created.id, { jsonSchema: schema });
    expect(put.status).toBe(200);
    expect(put.data.jsonSchema).toEqual(schema);
    expect(new Date(put.data.updatedAt).getTime()).toBeGreaterThan(new Date(empty.updatedAt).getTime() - 1);
    expect((await api(reader).orgs.getSiteAdaptiveSchema(org.id, created.id)).data.jsonSchema).toEqual(schema);
    expect(await statusOf(api(creator).orgs.updateSiteAdaptiveSchema(org.id, created.id, { jsonSchema: schema }))).toBe(
      403,
    );
    // The seeds' `$id` is accepted (GitBook's OpenAPI lacks it: raw call).
    const withId = await call(s.baseUrl, owner.token, 'PUT', base(created.id, '/adaptive-schema'), {
      jsonSchema: { ...schema, $id: 'https://example.com/claims' },
    });
    expect(withId.status).toBe(200);
    expect(withId.body.jsonSchema.$id).toBe('https://example.com/claims');
  });

  it('refuses anything but a draft-07 object schema with properties and additionalProperties false (400)', async () => {
    const created = await site(s, owner, org.id, { title: 'Adaptive bad' });
    const bad: unknown[] = [
      { ...schema, additionalProperties: true },
      { type: 'object', properties: {} },
      { ...schema, type: 'array' },
      { ...schema, properties: undefined },
      { ...schema, properties: { plan: { type: 'strnig' } } },
      { ...schema, $schema: 'https://json-schema.org/draft/2020-12/schema' },
      'object',
      null,
    ];
    for (const jsonSchema of bad) {
      const res = await call(s.baseUrl, owner.token, 'PUT', base(created.id, '/adaptive-schema'), { jsonSchema });
      expect(res.status, JSON.stringify(jsonSchema)).toBe(400);
      expect(res.body.error.message).toContain('jsonSchema');
    }
    expect((await call(s.baseUrl, owner.token, 'PUT', base(created.id, '/adaptive-schema'), {})).status).toBe(400);
    expect((await api(owner).orgs.getSiteAdaptiveSchema(org.id, created.id)).data.jsonSchema.properties).toEqual({});
  });
});

describe('sites: the published view', () => {
  let openSpace: { id: string };
  let proSpace: { id: string };
  beforeAll(async () => {
    openSpace = await space(s, owner, org.id, { title: 'Open docs' });
    proSpace = await space(s, owner, org.id, { title: 'Pro docs' });
  });

  async function publishedSiteWith(visibility: 'public' | 'unlisted' | 'share-link' | 'visitor-auth') {
    const created = (
      await api(owner).orgs.createSite(org.id, {
        title: `Published ${visibility}`,
        visibility: visibility as SiteVisibility,
      })
    ).data;
    await api(owner).orgs.addSectionToSite(org.id, created.id, { spaceId: openSpace.id, title: 'Open' });
    await api(owner).orgs.addSectionToSite(org.id, created.id, { spaceId: proSpace.id, title: 'Pro' });
    return created;
  }

  it('is a 404 until published, then public and unlisted sites answer anyone', async () => {
    for (const visibility of ['public', 'unlisted'] as const) {
      const created = await publishedSiteWith(visibility);
      expect(await statusOf(published(created.id))).toBe(404);
      expect(await statusOf(published(created.id, {}, outsider))).toBe(404);
      // Members with a role preview the view of an unpublished site; guests do not.
      for (const member of [owner, reader]) {
        const preview = await published(created.id, {}, member);
        expect(preview.status).toBe(200);
        expect(preview.data.site).toMatchObject({ id: created.id, published: false });
        expect(preview.data.structure.structure.map((x) => x.title)).toEqual(['Open', 'Pro']);
      }
      expect(await statusOf(published(created.id, {}, guest))).toBe(404);
      const pub = await api(owner).orgs.publishSite(org.id, created.id);
      expect(pub.data).toMatchObject({ published: true });
      for (const who of [undefined, reader, outsider]) {
        const res = await published(created.id, {}, who);
        expect(res.status).toBe(200);
        expect(res.data.object).toBe('published-content-site');
        expect(res.data.site).toMatchObject({ id: created.id, published: true, visibility });
        expect(res.data.structure.type).toBe('sections');
        expect(res.data.structure.structure.map((x) => x.title)).toEqual(['Open', 'Pro']);
      }
      const { data } = await published(created.id);
      const first = data.structure.structure[0];
      expect(first).toMatchObject({
        object: 'site-section',
        default: true,
        urls: { published: `${s.baseUrl}/sites/${org.id}/${created.id}` },
      });
      expect(sectionsOf(data.structure)[1].urls.published).toBe(`${s.baseUrl}/sites/${org.id}/${created.id}/pro`);
      expect(Object.keys(data.customizations.site)).toEqual(
        expect.arrayContaining([
          'title',
          'styling',
          'internationalization',
          'favicon',
          'header',
          'footer',
          'announcement',
          'themes',
          'pdf',
          'feedback',
          'aiSearch',
          'ai',
          'advancedCustomization',
          'git',
          'pagination',
          'trademark',
          'privacyPolicy',
        ]),
      );
      expect(data.customizations.site.title).toBe(`Published ${visibility}`);
      expect(data.scripts).toEqual([]);
      await api(owner).orgs.unpublishSite(org.id, created.id);
      expect(await statusOf(published(created.id))).toBe(404);
    }
    expect(await statusOf(gitbook(s.baseUrl, 'qr_api_bad').orgs.getPublishedContentSite(org.id, 'whatever'))).toBe(401);
    expect(await statusOf(published('no-such-site'))).toBe(404);
  });

  it('a share-link site answers only with one of its share keys (created and revoked through GraphQL)', async () => {
    const created = await publishedSiteWith('share-link');
    await api(owner).orgs.publishSite(org.id, created.id);
    const gql = graphqlClient(s.baseUrl, owner.token);
    const made = await gql.request(CreateShareKey, {
      input: { organizationId: org.id, siteId: created.id, name: 'Partners' },
    });
    if (made.createSiteShareKey.__typename !== 'CreateSiteShareKeyPayload') throw new Error('no share key');
    const { key, shareKey } = made.createSiteShareKey;
    expect(await statusOf(published(created.id))).toBe(404);
    expect(await statusOf(published(created.id, { shareKey: 'wrong' }))).toBe(404);
    expect(await statusOf(published(created.id, {}, outsider))).toBe(404);
    // A member previews it without a key.
    expect((await published(created.id, {}, owner)).status).toBe(200);
    const ok = await published(created.id, { shareKey: key });
    expect(ok.status).toBe(200);
    expect(ok.data.site.urls.published).toBe(`${s.baseUrl}/sites/${org.id}/${created.id}/${key}`);
    expect(sectionsOf(ok.data.structure)[1].urls.published).toBe(
      `${s.baseUrl}/sites/${org.id}/${created.id}/${key}/pro`,
    );
    // The sections list resolves published URLs with the key too.
    const listed = (await api(owner).orgs.listSiteSections(org.id, created.id, { shareKey: key })).data.items;
    expect(listed[0].urls.published).toBe(`${s.baseUrl}/sites/${org.id}/${created.id}/${key}`);
    expect(
      (await api(owner).orgs.listSiteSections(org.id, created.id, { shareKey: 'wrong' })).data.items[0].urls.published,
    ).toBe(`${s.baseUrl}/sites/${org.id}/${created.id}`);
    const revoked = await gql.request(RevokeShareKey, {
      input: { organizationId: org.id, siteId: created.id, shareKeyId: shareKey.key },
    });
    expect(revoked.revokeSiteShareKey).toMatchObject({ revoked: true });
    expect(await statusOf(published(created.id, { shareKey: key }))).toBe(404);
  });

  it('a visitor-auth site answers only with a valid visitor token: expired, wrongly signed or absent is 401', async () => {
    const created = await publishedSiteWith('visitor-auth');
    await api(owner).orgs.publishSite(org.id, created.id);
    const key = await visitorKey(created.id);
    expect(key.length).toBeGreaterThanOrEqual(32);
    const valid = await jwt(key, { plan: 'free' });
    const ok = await published(created.id, { jwt_token: valid });
    expect(ok.status).toBe(200);
    expect(ok.data.structure.structure).toHaveLength(2);
    const none = await call(s.baseUrl, undefined, 'GET', base(created.id, '/published'));
    expect(none.status).toBe(401);
    expect(none.body.error.message).toMatch(/visitor authentication/i);
    const expired = await call(
      s.baseUrl,
      undefined,
      'GET',
      base(created.id, `/published?jwt_token=${await jwt(key, { plan: 'free' }, Math.floor(Date.now() / 1000) - 60)}`),
    );
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toMatch(/expired/);
    const forged = await call(
      s.baseUrl,
      undefined,
      'GET',
      base(created.id, `/published?jwt_token=${await jwt('not-the-site-key-at-all', { plan: 'pro' })}`),
    );
    expect(forged.status).toBe(401);
    expect(forged.body.error.message).toMatch(/not signed/);
    expect((await call(s.baseUrl, undefined, 'GET', base(created.id, '/published?jwt_token=garbage'))).status).toBe(
      401,
    );
    // An outsider's API token does not replace the visitor token.
    expect(await statusOf(published(created.id, {}, outsider))).toBe(401);
    // A member previews it without a visitor token (as an anonymous visitor for conditions).
    expect((await published(created.id, {}, owner)).status).toBe(200);
    // A member's ping token (signed with the organization's key) is a visitor token for its sites.
    const ping = (await api(reader).orgs.updateOrganizationMemberLastSeenAt(org.id)).data.gitbookVisitorClaims!;
    expect((await published(created.id, { jwt_token: ping })).status).toBe(200);
    const otherPing = (await api(outsider).orgs.updateOrganizationMemberLastSeenAt(otherOrg.id)).data
      .gitbookVisitorClaims!;
    expect(await statusOf(published(created.id, { jwt_token: otherPing }))).toBe(401);
  });

  it('conditions over the visitor claims hide sections and site spaces (with adaptive content enabled)', async () => {
    const created = await publishedSiteWith('visitor-auth');
    const key = await visitorKey(created.id);
    await api(owner).orgs.publishSite(org.id, created.id);
    const [open, pro] = (await api(owner).orgs.listSiteSections(org.id, created.id)).data.items;
    const beta = (
      await api(owner).orgs.addSpaceToSite(org.id, created.id, {
        spaceId: (await space(s, owner, org.id, { title: 'Beta docs' })).id,
        sectionId: open.id,
      })
    ).data;
    await api(owner).orgs.updateSiteSectionById(org.id, created.id, pro.id, {
      condition: 'visitor.claims.plan == "pro"',
    });
    await api(owner).orgs.updateSiteSpaceById(org.id, created.id, beta.id, {
      condition: 'visitor.claims.features?.includes("beta")',
    });
    const view = async (claims: Record<string, unknown>) => {
      const { data } = await published(created.id, { jwt_token: await jwt(key, claims) });
      return sectionsOf(data.structure).map((section) => [section.title, section.siteSpaces.map((x) => x.space.title)]);
    };
    // Adaptive content disabled: conditions are not applied.
    expect(await view({ plan: 'free' })).toEqual([
      ['Open', ['Open docs', 'Beta docs']],
      ['Pro', ['Pro docs']],
    ]);
    await api(owner).orgs.updateSiteById(org.id, created.id, { adaptiveContent: { enabled: true } });
    expect(await view({ plan: 'free' })).toEqual([['Open', ['Open docs']]]);
    expect(await view({ plan: 'pro', features: ['beta'] })).toEqual([
      ['Open', ['Open docs', 'Beta docs']],
      ['Pro', ['Pro docs']],
    ]);
    // With a schema, claims are validated: claims outside it are refused.
    await api(owner).orgs.updateSiteAdaptiveSchema(org.id, created.id, {
      jsonSchema: {
        type: 'object',
        properties: {
          plan: { type: 'string', enum: ['free', 'pro'], description: 'Plan' },
          features: {
            type: 'array',
            items: { type: 'string', description: 'Feature' },
            description: 'Features',
          },
        },
        additionalProperties: false,
      },
    });
    expect(await view({ plan: 'pro' })).toEqual([
      ['Open', ['Open docs']],
      ['Pro', ['Pro docs']],
    ]);
    const invalid = await call(
      s.baseUrl,
      undefined,
      'GET',
      base(created.id, `/published?jwt_token=${await jwt(key, { plan: 'gold' })}`),
    );
    expect(invalid.status).toBe(401);
    expect(invalid.body.error.message).toContain('adaptive schema');
    const extra = await call(
      s.baseUrl,
      undefined,
      'GET',
      base(created.id, `/published?jwt_token=${await jwt(key, { plan: 'pro', admin: true })}`),
    );
    expect(extra.status).toBe(401);
    expect(extra.body.error.message).toContain("'admin'");

    // A public site: anonymous visitors have no claims; a valid token adds them; a bad one is ignored.
    await api(owner).orgs.updateSiteById(org.id, created.id, { visibility: SiteVisibility.Public });
    const anonymous = (await published(created.id)).data.structure.structure.map((x) => x.title);
    expect(anonymous).toEqual(['Open']);
    const withToken = (
      await published(created.id, { jwt_token: await jwt(key, { plan: 'pro' }) })
    ).data.structure.structure.map((x) => x.title);
    expect(withToken).toEqual(['Open', 'Pro']);
    const badToken = (
      await published(created.id, { jwt_token: await jwt('wrong-key-wrong-key', { plan: 'pro' }) })
    ).data.structure.structure.map((x) => x.title);
    expect(badToken).toEqual(['Open']);
  });

  it('hides site spaces of deleted spaces and sections left empty; the structure of a site without sections is its site spaces', async () => {
    const [a, b] = [
      await space(s, owner, org.id, { title: 'Kept' }),
      await space(s, owner, org.id, { title: 'Removed' }),
    ];
    const created = (await api(owner).orgs.createSite(org.id, { title: 'Flat', spaces: [a.id, b.id] })).data;
    await api(owner).orgs.publishSite(org.id, created.id);
    await api(owner).spaces.deleteSpaceById(b.id);
    const { data } = await published(created.id);
    expect(data.structure.type).toBe('siteSpaces');
    expect(siteSpacesOf(data.structure).map((x) => [x.object, x.space.title, x.default])).toEqual([
      ['site-space', 'Kept', true],
    ]);
  });
});

describe('sites: bad input', () => {
  it('rejects bad site input with 400 naming the field and changes nothing', async () => {
    const created = await site(s, owner, org.id, { title: 'Valid title' });
    const patch: [unknown, string][] = [
      [{ title: 'x' }, 'title'],
      [{ title: 'x'.repeat(129) }, 'title'],
      [{ title: 42 }, 'title'],
      [{ hostname: 'example.com' }, 'hostname'],
      [{ hostname: 'Docs.Example.com' }, 'hostname'],
      [
        {
          hostname: `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(63)}.${'h'.repeat(63)}.com`,
        },
        'hostname',
      ],
      [{ basename: '' }, 'basename'],
      [{ basename: 'b'.repeat(101) }, 'basename'],
      [{ visibility: 'private' }, 'visibility'],
      [{ proxy: 'not a proxy' }, 'proxy'],
      [{ proxy: 'example.com' }, 'proxy'],
      [{ adaptiveContent: { enabled: 'yes' } }, 'enabled'],
    ];
    for (const [body, field] of patch) {
      const res = await call(s.baseUrl, owner.token, 'PATCH', base(created.id), body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
    const create: [unknown, string][] = [
      [{ title: 'y' }, 'title'],
      [{ title: 'y'.repeat(129) }, 'title'],
      [{ type: 'mega' }, 'type'],
      [{ visibility: 'in-collection' }, 'visibility'],
      [{ spaces: 'abc' }, 'spaces'],
      [{ spaces: ['nope'] }, 'spaces.0'],
    ];
    for (const [body, field] of create) {
      const res = await call(s.baseUrl, owner.token, 'POST', `/v1/orgs/${org.id}/sites`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
    const malformed = await call(s.baseUrl, owner.token, 'PATCH', base(created.id), '{"title": ');
    expect(malformed.status).toBe(400);
    const { data } = await api(owner).orgs.getSiteById(org.id, created.id);
    expect(data).toMatchObject({ title: 'Valid title', visibility: 'public' });
    expect(data.hostname).toBeUndefined();
  });

  it('rejects bad structure input: titles, paths, conditions with syntax errors, bad pointers', async () => {
    const created = await site(s, owner, org.id, { title: 'Bad structure' });
    const sp = await space(s, owner, org.id, { title: 'Bad structure space' });
    const section = (await api(owner).orgs.addSectionToSite(org.id, created.id, { spaceId: sp.id })).data;
    const siteSpace = section.siteSpaces[0];
    const group = (await api(owner).orgs.addSectionGroupToSite(org.id, created.id, { title: 'G' })).data;
    const cases: [string, string, unknown, string][] = [
      [
        'POST',
        '/sections',
        { spaceId: (await space(s, owner, org.id, { title: 'S2' })).id, title: 'x'.repeat(65) },
        'title',
      ],
      ['POST', '/sections', { spaceId: (await space(s, owner, org.id, { title: 'S3' })).id, title: 'x' }, 'title'],
      ['POST', '/sections', { title: 'No space' }, 'spaceId'],
      ['PATCH', `/sections/${section.id}`, { title: 'x' }, 'title'],
      ['PATCH', `/sections/${section.id}`, { title: 'x'.repeat(129) }, 'title'],
      ['PATCH', `/sections/${section.id}`, { path: '' }, 'path'],
      ['PATCH', `/sections/${section.id}`, { path: 'p'.repeat(101) }, 'path'],
      ['PATCH', `/sections/${section.id}`, { condition: 'visitor.claims.plan ==' }, 'condition'],
      ['PATCH', `/sections/${section.id}`, { condition: 'alert(1)' }, 'condition'],
      ['PATCH', `/sections/${section.id}`, { condition: 'x'.repeat(1025) }, 'condition'],
      ['PATCH', `/sections/${section.id}`, { defaultSiteSpace: 'nope' }, 'defaultSiteSpace'],
      ['PATCH', `/sections/${section.id}`, { icon: 'i'.repeat(51) }, 'icon'],
      ['PATCH', `/sections/${section.id}`, { description: 'd'.repeat(257) }, 'description'],
      ['PATCH', `/site-spaces/${siteSpace.id}`, { condition: 'visitor.claims["a"' }, 'condition'],
      ['PATCH', `/site-spaces/${siteSpace.id}`, { condition: '' }, 'condition'],
      ['PATCH', `/site-spaces/${siteSpace.id}`, { path: 'with space' }, 'path'],
      [
        'POST',
        `/sections/${section.id}/move`,
        { position: { before: { type: 'site-space', siteSection: section.id } } },
        'type',
      ],
      [
        'POST',
        `/sections/${section.id}/move`,
        { position: { before: { type: 'site-section', siteSection: 'nope' } } },
        'position.before.siteSection',
      ],
      [
        'POST',
        `/sections/${section.id}/move`,
        { position: { before: { type: 'site-section', siteSection: section.id } } },
        'position.before',
      ],
      [
        'POST',
        `/section-groups/${group.id}/move`,
        { position: { after: { type: 'site-section', id: 'nope' } } },
        'position.after',
      ],
      [
        'POST',
        `/section-groups/${group.id}/move`,
        { position: { after: { type: 'site-space', id: section.id } } },
        'type',
      ],
      ['POST', '/section-groups', { title: '' }, 'title'],
      ['POST', '/section-groups', { title: 't'.repeat(101) }, 'title'],
      ['POST', '/section-groups', {}, 'title'],
      ['PATCH', `/section-groups/${group.id}`, { title: '' }, 'title'],
      ['POST', '/site-spaces', { spaceId: 7 }, 'spaceId'],
      [
        'POST',
        '/site-spaces',
        { spaceId: (await space(s, owner, org.id, { title: 'S4' })).id, sectionId: 'nope' },
        'sectionId',
      ],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await call(s.baseUrl, owner.token, method, base(created.id, path), body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(res.body.error.message, `${method} ${path}`).toContain(field);
    }
    const { data } = await api(owner).orgs.listSiteSections(org.id, created.id);
    expect(data.items.map((x) => [x.title, x.path, x.condition])).toEqual([
      ['Bad structure space', 'bad-structure-space', undefined],
    ]);
  });
});
