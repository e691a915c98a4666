import { MemberRole } from '@gitbook/api';
import { print } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { collection as createCollection, grant, type Person, space, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';

const {
  s,
  owner,
  creator,
  editor,
  reader,
  guest,
  outsider,
  org: testOrg,
  outsiderOrg,
  otherOrg,
} = useServer({
  title: 'Acme',
  members: { creator: 'create', editor: 'edit', reader: 'read', guest: null },
  otherOrg: true,
});
beforeAll(async () => {
  await s.member(otherOrg.id, editor.id, 'edit');
});

const api = (u?: Person) => gitbook(s.baseUrl, u?.token);

const collection = (title: string, parent?: string, org = testOrg.id, as: Person = owner) =>
  createCollection(s, { as, organizationId: org, title, parent });

const OrganizationContents = graphql(`
  query TestOrganizationContents($id: ID!) {
    organization(id: $id) {
      contents(first: 1000) {
        nodes {
          __typename
          ... on Space {
            title
          }
          ... on Collection {
            title
          }
        }
      }
    }
  }
`);

const PagedContents = graphql(`
  query TestPagedContents($id: ID!, $first: Int!, $after: String) {
    collection(id: $id) {
      contents(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          __typename
          ... on Space {
            title
          }
          ... on Collection {
            title
          }
        }
      }
    }
  }
`);

/** The children of a parent in their shared order (spaces and collections), by title, as the owner reads them. */
async function childTitles(organizationId: string, parentId: string | null) {
  const client = graphqlClient(s.baseUrl, owner.token);
  const contents = parentId
    ? (await client.request(PagedContents, { id: parentId, first: 1000 })).collection?.contents
    : (await client.request(OrganizationContents, { id: organizationId })).organization?.contents;
  return contents!.nodes.map((node) => node.title);
}

describe('collections: create, get, update, list', () => {
  it('creates top-level and nested collections (201, Location) with urls and permissions', async () => {
    const res = await api(owner).orgs.createCollection(testOrg.id, { title: 'Engineering' });
    expect(res.status).toBe(201);
    const col = res.data;
    expect(res.headers.get('location')).toBe(`${s.baseUrl}/v1/collections/${col.id}`);
    expect(col).toMatchObject({
      object: 'collection',
      title: 'Engineering',
      organization: testOrg.id,
      defaultLevel: 'inherit',
      urls: { location: `${s.baseUrl}/v1/collections/${col.id}` },
      permissions: { view: true, admin: true, viewInviteLinks: true, create: true },
    });
    expect(col.parent).toBeUndefined();
    const nested = await collection('Backend', col.id);
    expect(nested.parent).toBe(col.id);
    const { data: got } = await api(reader).collections.getCollectionById(nested.id);
    expect(got).toMatchObject({
      id: nested.id,
      title: 'Backend',
      parent: col.id,
      permissions: { view: true, admin: false, create: false },
    });
    const { data: asCreator } = await api(creator).collections.getCollectionById(nested.id);
    expect(asCreator.permissions).toMatchObject({ create: true, admin: false });
    // A creator creates in the organization and in collections where it has `create`.
    expect((await api(creator).orgs.createCollection(testOrg.id, { title: 'By creator', parent: col.id })).status).toBe(
      201,
    );
  });

  it('updates title, description and defaultLevel (role, null, inherit)', async () => {
    const col = await collection('Drafts');
    const a = api(owner);
    const { data: one } = await a.collections.updateCollectionById(col.id, {
      title: 'Published',
      description: 'All of it',
      defaultLevel: MemberRole.Read,
    });
    expect(one).toMatchObject({ title: 'Published', description: 'All of it', defaultLevel: 'read' });
    const { data: none } = await a.collections.updateCollectionById(col.id, { defaultLevel: null });
    expect(none.defaultLevel).toBeNull();
    expect(none.description).toBe('All of it');
    const { data: inherit } = await a.collections.updateCollectionById(col.id, {
      defaultLevel: 'inherit',
      // null clears the description: Quire accepts it, the client's type has no null for it
      description: null as unknown as string,
    });
    expect(inherit.defaultLevel).toBe('inherit');
    expect(inherit.description).toBeUndefined();
    expect((await a.collections.getCollectionById(col.id)).data.title).toBe('Published');
  });

  it('lists collections of an organization: nested by default, top level with nested=false, paginated', async () => {
    const org = (await s.org(owner.id, 'Tree')).id;
    const top1 = await collection('T1', undefined, org);
    await collection('T1.a', top1.id, org);
    await collection('T2', undefined, org);
    const all = await api(owner).orgs.listCollectionsInOrganizationById(org);
    expect(all.data.count).toBe(3);
    expect(all.data.items.map((c) => c.title)).toEqual(['T1', 'T1.a', 'T2']);
    const top = await api(owner).orgs.listCollectionsInOrganizationById(org, { nested: false });
    expect(top.data.items.map((c) => c.title)).toEqual(['T1', 'T2']);
    const page1 = await api(owner).orgs.listCollectionsInOrganizationById(org, { limit: 2 });
    expect(page1.data.items.map((c) => c.title)).toEqual(['T1', 'T1.a']);
    const page2 = await api(owner).orgs.listCollectionsInOrganizationById(org, {
      limit: 2,
      page: page1.data.next!.page,
    });
    expect(page2.data.items.map((c) => c.title)).toEqual(['T2']);
    expect(page2.data.next).toBeUndefined();
    const bad = await call(s.baseUrl, owner.token, 'GET', `/v1/orgs/${org}/collections?nested=maybe`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('nested');
  });

  it('lists the spaces of a collection the caller can read, in position order, without deleted ones', async () => {
    const col = await collection('Shelf');
    const a = await space(s, owner, testOrg.id, { title: 'S1', parent: col.id });
    const b = await space(s, owner, testOrg.id, { title: 'S2', parent: col.id });
    const c = await space(s, owner, testOrg.id, { title: 'S3', parent: col.id });
    await space(s, owner, testOrg.id, { title: 'Elsewhere' });
    await api(owner).spaces.moveSpace(c.id, { position: { before: { type: 'space', space: a.id } } });
    const { data } = await api(reader).collections.listSpacesInCollectionById(col.id);
    expect(data.items.map((x) => x.title)).toEqual(['S3', 'S1', 'S2']);
    expect(data.count).toBe(3);
    const paged = await api(reader).collections.listSpacesInCollectionById(col.id, { limit: 2 });
    expect(paged.data.items.map((x) => x.title)).toEqual(['S3', 'S1']);
    const rest = await api(reader).collections.listSpacesInCollectionById(col.id, {
      limit: 2,
      page: paged.data.next!.page,
    });
    expect(rest.data.items.map((x) => x.title)).toEqual(['S2']);
    await api(owner).spaces.updateSpaceById(b.id, { defaultLevel: null });
    expect((await api(reader).collections.listSpacesInCollectionById(col.id)).data.items.map((x) => x.title)).toEqual([
      'S3',
      'S1',
    ]);
    expect((await api(owner).collections.listSpacesInCollectionById(col.id)).data.items.map((x) => x.title)).toEqual([
      'S3',
      'S1',
      'S2',
    ]);
    await api(owner).spaces.deleteSpaceById(a.id);
    expect((await api(owner).collections.listSpacesInCollectionById(col.id)).data.items.map((x) => x.title)).toEqual([
      'S3',
      'S2',
    ]);
  });

  it('lists what a collection holds, spaces and collections in one order, only what the caller can read (GraphQL contents)', async () => {
    const col = await collection('Mixed shelf');
    const s1 = await space(s, owner, testOrg.id, { title: 'M-S1', parent: col.id });
    const c1 = await collection('M-C1', col.id);
    const s2 = await space(s, owner, testOrg.id, { title: 'M-S2', parent: col.id });
    await api(owner).collections.moveCollection(c1.id, { position: { before: { type: 'space', space: s1.id } } });
    const read = async (as: Person, first = 1000, after?: string) => {
      const { collection } = await graphqlClient(s.baseUrl, as.token).request(PagedContents, {
        id: col.id,
        first,
        after,
      });
      return collection?.contents;
    };
    const all = await read(reader);
    expect(all!.nodes.map((n) => `${n.__typename}:${n.title}`)).toEqual([
      'Collection:M-C1',
      'Space:M-S1',
      'Space:M-S2',
    ]);
    expect(all!.totalCount).toBe(3);
    const first = await read(reader, 2);
    expect(first!.nodes.map((n) => n.title)).toEqual(['M-C1', 'M-S1']);
    expect(first!.pageInfo.hasNextPage).toBe(true);
    expect((await read(reader, 2, first!.pageInfo.endCursor!))!.nodes.map((n) => n.title)).toEqual(['M-S2']);
    // A space closed to the org's default role, and a deleted one, are not listed to a reader.
    await api(owner).spaces.updateSpaceById(s2.id, { defaultLevel: null });
    await api(owner).spaces.deleteSpaceById(s1.id);
    expect((await read(reader))!.nodes.map((n) => n.title)).toEqual(['M-C1']);
    expect((await read(owner))!.nodes.map((n) => n.title)).toEqual(['M-C1', 'M-S2']);
    // Someone outside the organization does not see the collection (as when it is read by id).
    const outside = await call(s.baseUrl, outsider.token, 'POST', '/graphql', {
      query: print(PagedContents),
      variables: { id: col.id, first: 10 },
    });
    expect(outside.body.data.collection).toBeNull();
    expect(outside.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('shows guests only the collections granted to them (ContentGrant rows), with the granted role', async () => {
    const org = (await s.org(owner.id, 'Guests')).id;
    const g = await s.user('Visitor');
    await s.member(org, g.id, null);
    const open = await collection('Open to guest', undefined, org);
    const child = await collection('Child', open.id, org);
    await collection('Closed', undefined, org);
    expect(await statusOf(api(g).collections.getCollectionById(open.id))).toBe(403);
    expect((await api(g).orgs.listCollectionsInOrganizationById(org)).data.items).toEqual([]);
    await grant(s, { as: owner, to: g, organizationId: org, collectionId: open.id, role: 'comment' });
    const list = await api(g).orgs.listCollectionsInOrganizationById(org);
    expect(list.data.items.map((c) => c.title)).toEqual(['Open to guest', 'Child']);
    const { data } = await api(g).collections.getCollectionById(child.id);
    expect(data.permissions).toMatchObject({ view: true, admin: false, create: false });
    await grant(s, { as: owner, to: g, organizationId: org, collectionId: child.id, role: 'admin' });
    expect((await api(g).collections.getCollectionById(child.id)).data.permissions.admin).toBe(true);
    expect((await api(g).collections.updateCollectionById(child.id, { title: 'Renamed by guest' })).data.title).toBe(
      'Renamed by guest',
    );
  });
});

describe('collections: move', () => {
  it('orders collections among spaces with before/after and moves them across parents', async () => {
    const root = await collection('Root');
    const s1 = await space(s, owner, testOrg.id, { title: 's1', parent: root.id });
    const c1 = await collection('c1', root.id);
    const s2 = await space(s, owner, testOrg.id, { title: 's2', parent: root.id });
    expect(await childTitles(testOrg.id, root.id)).toEqual(['s1', 'c1', 's2']);
    const moved = await api(owner).collections.moveCollection(c1.id, {
      position: { after: { type: 'space', space: s2.id } },
    });
    expect(moved.status).toBe(200);
    expect(moved.data.parent).toBe(root.id);
    expect(await childTitles(testOrg.id, root.id)).toEqual(['s1', 's2', 'c1']);
    await api(owner).collections.moveCollection(c1.id, { position: { before: { type: 'space', space: s1.id } } });
    expect(await childTitles(testOrg.id, root.id)).toEqual(['c1', 's1', 's2']);
    await api(owner).spaces.moveSpace(s2.id, { position: { after: { type: 'collection', collection: c1.id } } });
    expect(await childTitles(testOrg.id, root.id)).toEqual(['c1', 's2', 's1']);
    // To the top level (end), then into another collection.
    const top = await api(owner).collections.moveCollection(c1.id, { parent: null });
    expect(top.data.parent).toBeUndefined();
    expect((await childTitles(testOrg.id, null)).at(-1)).toBe('c1');
    const target = await collection('Target');
    const into = await api(owner).collections.moveCollection(c1.id, { parent: target.id });
    expect(into.data.parent).toBe(target.id);
    expect(await childTitles(testOrg.id, target.id)).toEqual(['c1']);
  });

  it('refuses moving into itself or a descendant (400), bad neighbours (400), unknown parents (404) and no-ops (409)', async () => {
    const a = await collection('A');
    const b = await collection('B', a.id);
    const c = await collection('C', b.id);
    const self = await call(s.baseUrl, owner.token, 'POST', `/v1/collections/${a.id}/move`, { parent: a.id });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toContain('parent');
    expect(await statusOf(api(owner).collections.moveCollection(a.id, { parent: c.id }))).toBe(400);
    const notSibling = await call(s.baseUrl, owner.token, 'POST', `/v1/collections/${c.id}/move`, {
      position: { before: { type: 'collection', collection: a.id } },
    });
    expect(notSibling.status).toBe(400);
    expect(notSibling.body.error.message).toContain('position.before');
    expect(await statusOf(api(owner).collections.moveCollection(c.id, { parent: 'missing' }))).toBe(404);
    const foreign = await collection('Foreign', undefined, outsiderOrg.id, outsider);
    expect(await statusOf(api(owner).collections.moveCollection(c.id, { parent: foreign.id }))).toBe(404);
    expect(await statusOf(api(owner).collections.moveCollection('missing', { parent: null }))).toBe(404);
    expect(await statusOf(api(owner).collections.moveCollection(c.id, { parent: b.id }))).toBe(409);
    expect((await api(owner).collections.getCollectionById(a.id)).data.parent).toBeUndefined();
    expect((await api(owner).collections.getCollectionById(c.id)).data.parent).toBe(b.id);
  });

  it('needs admin on the collection and create on the new parent', async () => {
    const mine = await collection('Creator owns', undefined, testOrg.id);
    await grant(s, { as: owner, to: creator, organizationId: testOrg.id, collectionId: mine.id, role: 'admin' });
    const locked = await collection('Locked');
    await api(owner).collections.updateCollectionById(locked.id, { defaultLevel: MemberRole.Read });
    expect(await statusOf(api(reader).collections.moveCollection(mine.id, { parent: null }))).toBe(403);
    expect(await statusOf(api(creator).collections.moveCollection(mine.id, { parent: locked.id }))).toBe(403);
    const free = await collection('Free');
    expect((await api(creator).collections.moveCollection(mine.id, { parent: free.id })).data.parent).toBe(free.id);
  });
});

describe('collections: delete and transfer', () => {
  it('delete removes sub-collections and soft-deletes the spaces inside, which restore at the top level', async () => {
    const col = await collection('Doomed');
    const sub = await collection('Doomed child', col.id);
    const sp = await space(s, owner, testOrg.id, { title: 'In doomed', parent: col.id });
    const deep = await space(s, owner, testOrg.id, { title: 'Deep', parent: sub.id });
    expect(await statusOf(api(editor).collections.deleteCollectionById(col.id))).toBe(403);
    expect(await statusOf(api(outsider).collections.deleteCollectionById(col.id))).toBe(404);
    expect((await api(owner).collections.deleteCollectionById(col.id)).status).toBe(205);
    expect(await statusOf(api(owner).collections.getCollectionById(col.id))).toBe(404);
    expect(await statusOf(api(owner).collections.getCollectionById(sub.id))).toBe(404);
    const { data: gone } = await api(owner).spaces.getSpaceById(deep.id);
    expect(gone.deletedAt).toBeTruthy();
    const listed = await api(owner).orgs.listSpacesInOrganizationById(testOrg.id, { limit: 1000 });
    expect(listed.data.items.map((x) => x.id)).not.toContain(sp.id);
    expect(listed.data.items.map((x) => x.id)).not.toContain(deep.id);
    const restored = await api(owner).spaces.restoreSpace(deep.id);
    expect(restored.data.deletedAt).toBeUndefined();
    expect(restored.data.parent).toBeUndefined();
    expect((await api(owner).collections.deleteCollectionById(col.id)).status).toBe(204);
    expect((await api(owner).collections.deleteCollectionById('never-existed')).status).toBe(204);
  });

  it('transfers a collection with all its descendants to another organization where the caller is admin', async () => {
    const col = await collection('Moving');
    const sub = await collection('Moving child', col.id);
    const sp = await space(s, owner, testOrg.id, { title: 'Moving space', parent: sub.id });
    await grant(s, { as: owner, to: guest, organizationId: testOrg.id, collectionId: col.id, role: 'read' });
    await grant(s, { as: owner, to: guest, organizationId: testOrg.id, spaceId: sp.id, role: 'edit' });
    const res = await api(owner).collections.transferCollection(col.id, { organization: otherOrg.id });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: col.id, organization: otherOrg.id });
    expect(res.data.parent).toBeUndefined();
    expect((await api(owner).collections.getCollectionById(sub.id)).data).toMatchObject({
      organization: otherOrg.id,
      parent: col.id,
    });
    expect((await api(owner).spaces.getSpaceById(sp.id)).data).toMatchObject({
      organization: otherOrg.id,
      parent: sub.id,
    });
    const left = [
      (await api(owner).collections.listUserPermissionsInCollection(col.id)).data.count,
      (await api(owner).collections.listTeamPermissionsInCollection(col.id)).data.count,
      (await api(owner).spaces.listUserPermissionsInSpace(sp.id)).data.count,
      (await api(owner).spaces.listTeamPermissionsInSpace(sp.id)).data.count,
    ];
    expect(left.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(0);
    const inOther = await api(owner).orgs.listCollectionsInOrganizationById(otherOrg.id);
    expect(inOther.data.items.map((c) => c.id)).toEqual(expect.arrayContaining([col.id, sub.id]));
    const inOld = await api(owner).orgs.listCollectionsInOrganizationById(testOrg.id);
    expect(inOld.data.items.map((c) => c.id)).not.toContain(col.id);
    expect(await statusOf(api(guest).spaces.getSpaceById(sp.id))).toBe(404);
    // editor reads the transferred content through its role in the new organization
    expect((await api(editor).spaces.getSpaceById(sp.id)).data.permissions.edit).toBe(true);
  });

  it('refuses a transfer without admin in both organizations, to the same organization, and with bad input', async () => {
    const col = await collection('Staying');
    expect(await statusOf(api(editor).collections.transferCollection(col.id, { organization: otherOrg.id }))).toBe(403);
    expect(await statusOf(api(owner).collections.transferCollection(col.id, { organization: outsiderOrg.id }))).toBe(
      404,
    );
    expect(await statusOf(api(owner).collections.transferCollection(col.id, { organization: testOrg.id }))).toBe(409);
    expect(await statusOf(api(outsider).collections.transferCollection(col.id, { organization: outsiderOrg.id }))).toBe(
      404,
    );
    for (const body of [{}, { organization: 1 }, { organization: '' }]) {
      const res = await call(s.baseUrl, owner.token, 'POST', `/v1/collections/${col.id}/transfer`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toContain('organization');
    }
    expect((await api(owner).collections.getCollectionById(col.id)).data.organization).toBe(testOrg.id);
  });
});

describe('collections: permissions and bad input', () => {
  it('answers 401 without a token, 404 to other organizations, 403 to members without the role', async () => {
    const col = await collection('Guarded');
    expect(await statusOf(api().collections.getCollectionById(col.id))).toBe(401);
    expect(await statusOf(api().orgs.listCollectionsInOrganizationById(testOrg.id))).toBe(401);
    expect(await statusOf(api().orgs.createCollection(testOrg.id, { title: 'x' }))).toBe(401);
    expect(await statusOf(api().collections.listSpacesInCollectionById(col.id))).toBe(401);
    expect(await statusOf(api(outsider).collections.getCollectionById(col.id))).toBe(404);
    expect(await statusOf(api(outsider).collections.listSpacesInCollectionById(col.id))).toBe(404);
    expect(await statusOf(api(outsider).orgs.listCollectionsInOrganizationById(testOrg.id))).toBe(404);
    expect(await statusOf(api(outsider).orgs.createCollection(testOrg.id, { title: 'x' }))).toBe(404);
    expect(await statusOf(api(outsider).collections.updateCollectionById(col.id, { title: 'x' }))).toBe(404);
    expect(await statusOf(api(reader).collections.updateCollectionById(col.id, { title: 'x' }))).toBe(403);
    expect(await statusOf(api(reader).collections.deleteCollectionById(col.id))).toBe(403);
    expect(await statusOf(api(editor).orgs.createCollection(testOrg.id, { title: 'x' }))).toBe(403);
    expect(await statusOf(api(reader).orgs.createCollection(testOrg.id, { title: 'x', parent: col.id }))).toBe(403);
    expect(await statusOf(api(guest).collections.getCollectionById(col.id))).toBe(403);
    expect(await statusOf(api(guest).collections.listSpacesInCollectionById(col.id))).toBe(403);
    expect(await statusOf(api(owner).orgs.createCollection(testOrg.id, { title: 'x', parent: 'missing' }))).toBe(404);
    expect((await api(owner).collections.getCollectionById(col.id)).data.title).toBe('Guarded');
  });

  it('rejects bad input with 400 naming the field and changes nothing', async () => {
    const col = await collection('Valid');
    // The organization's collections, nested ones included: no bad request adds one.
    const count = async () => (await api(owner).orgs.listCollectionsInOrganizationById(testOrg.id)).data.count;
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(1);
    const create: [unknown, string][] = [
      [{ title: 'x'.repeat(51) }, 'title'],
      [{ title: 3 }, 'title'],
      [{ parent: false }, 'parent'],
      [{ description: 'd'.repeat(101) }, 'description'],
    ];
    for (const [body, field] of create) {
      const res = await call(s.baseUrl, owner.token, 'POST', `/v1/orgs/${testOrg.id}/collections`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
    const patch: [unknown, string][] = [
      [{ title: 'x'.repeat(51) }, 'title'],
      [{ title: null }, 'title'],
      [{ description: 'd'.repeat(101) }, 'description'],
      [{ description: 12 }, 'description'],
      [{ defaultLevel: 'superuser' }, 'defaultLevel'],
    ];
    for (const [body, field] of patch) {
      const res = await call(s.baseUrl, owner.token, 'PATCH', `/v1/collections/${col.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
    const move: [unknown, string][] = [
      [{}, 'parent'],
      [{ parent: [] }, 'parent'],
      [{ position: { after: { type: 'folder', collection: col.id } } }, 'type'],
      [{ position: { after: { type: 'collection' } } }, 'position.after.collection'],
    ];
    for (const [body, field] of move) {
      const res = await call(s.baseUrl, owner.token, 'POST', `/v1/collections/${col.id}/move`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
    for (const [method, path] of [
      ['PATCH', `/v1/collections/${col.id}`],
      ['POST', `/v1/orgs/${testOrg.id}/collections`],
      ['POST', `/v1/collections/${col.id}/move`],
      ['POST', `/v1/collections/${col.id}/transfer`],
    ]) {
      const res = await call(s.baseUrl, owner.token, method, path, '{"title"');
      expect(res, `${method} ${path}`).toMatchObject({ status: 400, body: { error: { code: 400 } } });
    }
    for (const q of ['limit=-1', 'limit=2000', 'page=%%%']) {
      expect((await call(s.baseUrl, owner.token, 'GET', `/v1/collections/${col.id}/spaces?${q}`)).status, q).toBe(400);
      expect((await call(s.baseUrl, owner.token, 'GET', `/v1/orgs/${testOrg.id}/collections?${q}`)).status, q).toBe(
        400,
      );
    }
    expect(await count()).toBe(before);
    const { data } = await api(owner).collections.getCollectionById(col.id);
    expect(data).toMatchObject({ title: 'Valid', defaultLevel: 'inherit' });
    expect(data.description).toBeUndefined();
  });
});
