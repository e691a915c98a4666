import { ContentType, ContentVisibility, MemberRole, type MergeRule, type Space, SpaceEditMode } from '@gitbook/api';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { purgeDeletedSpaces } from '../src/modules/spaces/purge.ts';
import { graphql } from './gql/index.ts';
import { instanceUsage } from './support/admin.ts';
import { spaceShareKey } from './support/beside.ts';
import { collection as createCollection, grant, type Person, space, useServer } from './support/fixtures.ts';
import { gitbook, statusOf, visibilityBody } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';

const DAY = 24 * 60 * 60 * 1000;

const {
  s,
  owner,
  editor,
  reader,
  guest,
  outsider,
  org: testOrg,
  outsiderOrg,
  otherOrg,
} = useServer({
  title: 'Acme',
  members: { editor: 'edit', reader: 'read', guest: null },
  otherOrg: true,
});
beforeAll(async () => {
  await s.member(otherOrg.id, editor.id, 'edit');
});

const api = (u?: Person) => gitbook(s.baseUrl, u?.token);

/** POST /spaces/{id}/transfer has no generated client method: the low-level request (validated by the harness). */
function transfer(u: Person, spaceId: string, body: unknown) {
  return api(u).request<Space>({
    path: `/spaces/${spaceId}/transfer`,
    method: 'POST',
    body,
    type: ContentType.Json,
    secure: true,
    format: 'json',
  });
}

const collection = (title: string, parent?: string) =>
  createCollection(s, { as: owner, organizationId: testOrg.id, title, parent });

async function collectionSpaceTitles(collectionId: string, as: Person = owner) {
  return (await api(as).collections.listSpacesInCollectionById(collectionId)).data.items.map((x) => x.title);
}

describe('spaces: create, get, update', () => {
  it('creates a space at the top level with an initial revision, 201 and a Location header', async () => {
    const res = await api(owner).orgs.createSpace(testOrg.id, { title: 'Handbook', emoji: '📘' });
    expect(res.status).toBe(201);
    const sp = res.data;
    expect(res.headers.get('location')).toBe(`${s.baseUrl}/v1/spaces/${sp.id}`);
    expect(sp).toMatchObject({
      object: 'space',
      title: 'Handbook',
      emoji: '📘',
      organization: testOrg.id,
      visibility: 'private',
      editMode: 'live',
      defaultLevel: 'inherit',
      mergeRules: { type: 'inherit' },
      comments: 0,
      changeRequests: 0,
      changeRequestsOpen: 0,
      changeRequestsDraft: 0,
    });
    expect(sp.parent).toBeUndefined();
    expect(sp.deletedAt).toBeUndefined();
    expect(sp.urls).toEqual({ location: `${s.baseUrl}/v1/spaces/${sp.id}`, app: expect.stringContaining(sp.id) });
    expect(sp.permissions).toMatchObject({ view: true, admin: true, edit: true, installIntegration: true });
    const revision = (await api(owner).spaces.getRevisionById(sp.id, sp.revision)).data;
    expect(revision).toMatchObject({ id: sp.revision, parents: [] });
  });

  it('creates a space in a collection; `private` is accepted and ignored; empty body works', async () => {
    const col = await collection('Guides');
    const res = await call(s.baseUrl, owner.token, 'POST', `/v1/orgs/${testOrg.id}/spaces`, {
      title: 'In guides',
      parent: col.id,
      private: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ parent: col.id, visibility: 'private', title: 'In guides' });
    expect(await collectionSpaceTitles(col.id)).toEqual(['In guides']);
    const empty = await call(s.baseUrl, owner.token, 'POST', `/v1/orgs/${testOrg.id}/spaces`);
    expect(empty.status).toBe(201);
    expect(empty.body).toMatchObject({ title: '', emoji: '', organization: testOrg.id });
  });

  it('gets a space; the share key resolves a share-link published URL only when it matches', async () => {
    const sp = await space(s, owner, testOrg.id, { title: 'Shared' });
    const { data: got } = await api(reader).spaces.getSpaceById(sp.id);
    expect(got).toMatchObject({ id: sp.id, title: 'Shared', permissions: { view: true, admin: false, edit: false } });
    expect(got.urls.published).toBeUndefined();
    const { data: shared } = await api(owner).spaces.updateSpaceById(
      sp.id,
      visibilityBody(ContentVisibility.ShareLink),
    );
    expect(shared.visibility).toBe('share-link');
    expect(shared.urls.published).toBe(`${s.baseUrl}/s/${sp.id}`);
    expect(shared.urls.public).toBeUndefined();
    // The space's share key is sent to no one through the API: read beside the server.
    const key = await spaceShareKey(s.db, sp.id);
    const { data: withKey } = await api(reader).spaces.getSpaceById(sp.id, { shareKey: key });
    expect(withKey.urls.published).toBe(`${s.baseUrl}/s/${sp.id}?share=${key}`);
    const { data: wrongKey } = await api(reader).spaces.getSpaceById(sp.id, { shareKey: 'nope' });
    expect(wrongKey.urls.published).toBe(`${s.baseUrl}/s/${sp.id}`);
    const { data: pub } = await api(owner).spaces.updateSpaceById(sp.id, visibilityBody(ContentVisibility.Public));
    expect(pub.urls.public).toBe(`${s.baseUrl}/s/${sp.id}`);
  });

  it('updates title, emoji, icon, editMode, defaultLevel (role, null, inherit) and mergeRules', async () => {
    const sp = await space(s, owner, testOrg.id, { title: 'Before' });
    const a = api(owner);
    const { data: one } = await a.spaces.updateSpaceById(sp.id, {
      title: 'After',
      emoji: '🎉',
      editMode: SpaceEditMode.Locked,
      defaultLevel: MemberRole.Comment,
    });
    expect(one).toMatchObject({ title: 'After', emoji: '🎉', editMode: 'locked', defaultLevel: 'comment' });
    expect(new Date(one.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(sp.updatedAt).getTime());
    const { data: none } = await a.spaces.updateSpaceById(sp.id, { defaultLevel: null });
    expect(none.defaultLevel).toBeNull();
    expect(none.title).toBe('After');
    const { data: inherit } = await a.spaces.updateSpaceById(sp.id, { defaultLevel: 'inherit' });
    expect(inherit.defaultLevel).toBe('inherit');
    const { data: icon } = await a.spaces.updateSpaceById(sp.id, { icon: 'https://example.com/icon.png' });
    expect(icon.urls.icon).toBe('https://example.com/icon.png');
    expect(icon.emoji).toBe('');
    const { data: rules } = await a.spaces.updateSpaceById(sp.id, { mergeRules: { type: 'none' } });
    expect(rules.mergeRules).toEqual({ type: 'none' });
    // Each kind of GitBook merge rule, as written (the OpenAPI check validates them).
    const ruleList: MergeRule[] = [
      { rule: 'require_at_least_one_review' },
      { rule: 'require_one_of_specific_reviewers', users: [owner.id] },
      { rule: 'require_change_request_subject' },
    ];
    const { data: withRules } = await a.spaces.updateSpaceById(sp.id, {
      mergeRules: { type: 'rules', rules: ruleList },
    });
    expect(withRules.mergeRules).toEqual({ type: 'rules', rules: ruleList });
    await a.spaces.updateSpaceById(sp.id, { mergeRules: { type: 'none' } });
    const { data: back } = await a.spaces.getSpaceById(sp.id);
    expect(back).toMatchObject({
      title: 'After',
      editMode: 'locked',
      defaultLevel: 'inherit',
      mergeRules: { type: 'none' },
    });
  });

  it('lists the spaces of an organization with pagination', async () => {
    const org = (await s.org(owner.id, 'Paged')).id;
    for (let i = 0; i < 5; i++) await space(s, owner, org, { title: `P${i}` });
    const first = await api(owner).orgs.listSpacesInOrganizationById(org, { limit: 2 });
    expect(first.data.count).toBe(5);
    expect(first.data.items.map((x) => x.title)).toEqual(['P0', 'P1']);
    const second = await api(owner).orgs.listSpacesInOrganizationById(org, { limit: 2, page: first.data.next!.page });
    expect(second.data.items.map((x) => x.title)).toEqual(['P2', 'P3']);
    const third = await api(owner).orgs.listSpacesInOrganizationById(org, { limit: 2, page: second.data.next!.page });
    expect(third.data.items.map((x) => x.title)).toEqual(['P4']);
    expect(third.data.next).toBeUndefined();
  });
});

describe('spaces: move and duplicate', () => {
  it('orders siblings with before/after and moves across parents', async () => {
    const col = await collection('Ordered');
    const other = await collection('Other');
    const a = await space(s, owner, testOrg.id, { title: 'A', parent: col.id });
    const b = await space(s, owner, testOrg.id, { title: 'B', parent: col.id });
    const c = await space(s, owner, testOrg.id, { title: 'C', parent: col.id });
    expect(await collectionSpaceTitles(col.id)).toEqual(['A', 'B', 'C']);
    const moved = await api(owner).spaces.moveSpace(c.id, { position: { before: { type: 'space', space: a.id } } });
    expect(moved.status).toBe(200);
    expect(moved.data.parent).toBe(col.id);
    expect(await collectionSpaceTitles(col.id)).toEqual(['C', 'A', 'B']);
    await api(owner).spaces.moveSpace(c.id, { position: { after: { type: 'space', space: a.id } } });
    expect(await collectionSpaceTitles(col.id)).toEqual(['A', 'C', 'B']);
    await api(owner).spaces.moveSpace(a.id, {
      position: { after: { type: 'space', space: c.id }, before: { type: 'space', space: b.id } },
    });
    expect(await collectionSpaceTitles(col.id)).toEqual(['C', 'A', 'B']);
    // Across parents: to the end of the other collection, then before a collection at the top level.
    const x = await space(s, owner, testOrg.id, { title: 'X', parent: other.id });
    const across = await api(owner).spaces.moveSpace(b.id, { parent: other.id });
    expect(across.data.parent).toBe(other.id);
    expect(await collectionSpaceTitles(other.id)).toEqual(['X', 'B']);
    expect(await collectionSpaceTitles(col.id)).toEqual(['C', 'A']);
    await api(owner).spaces.moveSpace(b.id, { parent: other.id, position: { before: { type: 'space', space: x.id } } });
    expect(await collectionSpaceTitles(other.id)).toEqual(['B', 'X']);
    const top = await api(owner).spaces.moveSpace(x.id, {
      parent: null,
      position: { before: { type: 'collection', collection: other.id } },
    });
    expect(top.data.parent).toBeUndefined();
    // Spaces and collections are listed apart; their shared order shows in the moves it refuses as
    // no-ops (409, nothing written): X is right before the collection, the collection right after X.
    expect(
      await statusOf(
        api(owner).spaces.moveSpace(x.id, { position: { before: { type: 'collection', collection: other.id } } }),
      ),
    ).toBe(409);
    expect(
      await statusOf(
        api(owner).collections.moveCollection(other.id, { position: { after: { type: 'space', space: x.id } } }),
      ),
    ).toBe(409);
    expect(
      (await api(owner).spaces.moveSpace(x.id, { position: { after: { type: 'collection', collection: other.id } } }))
        .status,
    ).toBe(200);
  });

  it('refuses neighbours that are not siblings (400), unknown parents (404) and no-op moves (409)', async () => {
    const col = await collection('Strict');
    const a = await space(s, owner, testOrg.id, { title: 'SA', parent: col.id });
    const b = await space(s, owner, testOrg.id, { title: 'SB', parent: col.id });
    const outside = await space(s, owner, testOrg.id, { title: 'Outside' });
    const bad = await call(s.baseUrl, owner.token, 'POST', `/v1/spaces/${a.id}/move`, {
      position: { before: { type: 'space', space: outside.id } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('position.before');
    const badParent = await call(s.baseUrl, owner.token, 'POST', `/v1/spaces/${a.id}/move`, {
      parent: null,
      position: { after: { type: 'space', space: b.id } },
    });
    expect(badParent.status).toBe(400);
    expect(await statusOf(api(owner).spaces.moveSpace(a.id, { parent: 'no-such-collection' }))).toBe(404);
    const foreign = (await api(outsider).orgs.createCollection(outsiderOrg.id, { title: 'Foreign' })).data;
    expect(await statusOf(api(owner).spaces.moveSpace(a.id, { parent: foreign.id }))).toBe(404);
    expect(await statusOf(api(owner).spaces.moveSpace('no-such-space', { parent: null }))).toBe(404);
    expect(await statusOf(api(owner).spaces.moveSpace(b.id, { parent: col.id }))).toBe(409);
    expect(
      await statusOf(api(owner).spaces.moveSpace(a.id, { position: { before: { type: 'space', space: b.id } } })),
    ).toBe(409);
    expect(await collectionSpaceTitles(col.id)).toEqual(['SA', 'SB']);
  });

  it('duplicates a space right after the original with its own initial revision', async () => {
    const col = await collection('Dups');
    const a = await space(s, owner, testOrg.id, { title: 'DA', parent: col.id });
    await space(s, owner, testOrg.id, { title: 'DB', parent: col.id });
    await api(owner).spaces.updateSpaceById(a.id, { emoji: '🚀', defaultLevel: MemberRole.Read });
    const res = await api(owner).spaces.duplicateSpace(a.id);
    expect(res.status).toBe(201);
    const copy = res.data;
    expect(copy.id).not.toBe(a.id);
    expect(copy).toMatchObject({
      title: 'DA',
      emoji: '🚀',
      parent: col.id,
      defaultLevel: 'read',
      organization: testOrg.id,
    });
    expect(copy.revision).not.toBe(a.revision);
    const revision = (await api(owner).spaces.getRevisionById(copy.id, copy.revision)).data;
    expect(revision).toMatchObject({ id: copy.revision, parents: [] });
    const ids = (await api(owner).collections.listSpacesInCollectionById(col.id)).data.items.map((x) => x.id);
    expect(ids).toEqual([a.id, copy.id, ids[2]]);
    expect(await collectionSpaceTitles(col.id)).toEqual(['DA', 'DA', 'DB']);
    // A reader cannot create in the organization.
    expect(await statusOf(api(reader).spaces.duplicateSpace(a.id))).toBe(403);
  });
});

/**
 * Deletes a space through the API with the server's clock set back by `ms` (the server runs in
 * this process): a space deleted that long ago, as the API alone makes one only by waiting.
 */
const RevisionCount = graphql(`query SpaceRevisionCount($id: ID!) { space(id: $id) { revisions { totalCount } } }`);

async function deleteAgo(spaceId: string, ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - ms, shouldAdvanceTime: true });
  try {
    expect((await api(owner).spaces.deleteSpaceById(spaceId)).status).toBe(205);
  } finally {
    vi.useRealTimers();
  }
}

describe('spaces: delete, restore, purge', () => {
  it('delete hides the space from lists, GET shows deletedAt, restore brings it back', async () => {
    const col = await collection('Trash');
    const sp = await space(s, owner, testOrg.id, { title: 'Doomed', parent: col.id });
    const del = await api(owner).spaces.deleteSpaceById(sp.id);
    expect(del.status).toBe(205);
    expect(await collectionSpaceTitles(col.id)).toEqual([]);
    const listed = await api(owner).orgs.listSpacesInOrganizationById(testOrg.id, { limit: 1000 });
    expect(listed.data.items.map((x) => x.id)).not.toContain(sp.id);
    const { data: gone } = await api(owner).spaces.getSpaceById(sp.id);
    expect(gone.deletedAt).toBeTruthy();
    const { data: readerView } = await api(reader).spaces.getSpaceById(sp.id);
    expect(readerView.deletedAt).toBeTruthy();
    expect((await api(owner).spaces.deleteSpaceById(sp.id)).status).toBe(204);
    expect((await api(owner).spaces.deleteSpaceById('no-such-space')).status).toBe(204);
    expect(await statusOf(api(owner).spaces.updateSpaceById(sp.id, { title: 'x' }))).toBe(409);
    const restored = await api(owner).spaces.restoreSpace(sp.id);
    expect(restored.status).toBe(200);
    expect(restored.data.deletedAt).toBeUndefined();
    expect(restored.data.parent).toBe(col.id);
    expect(await collectionSpaceTitles(col.id)).toEqual(['Doomed']);
  });

  it('refuses to restore a space deleted more than 7 days ago (404) and purges only old deleted spaces', async () => {
    const old = await space(s, owner, testOrg.id, { title: 'Old' });
    const recent = await space(s, owner, testOrg.id, { title: 'Recent' });
    const alive = await space(s, owner, testOrg.id, { title: 'Alive' });
    await deleteAgo(old.id, 8 * DAY);
    await deleteAgo(recent.id, 6 * DAY);
    expect(Date.parse((await api(owner).spaces.getSpaceById(old.id)).data.deletedAt!)).toBeLessThan(
      Date.now() - 7 * DAY,
    );
    const refused = await call(s.baseUrl, owner.token, 'POST', `/v1/spaces/${old.id}/restore`);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toMatch(/more than 7 days/);
    // The revisions of the old space, as the API still shows a deleted space, and of the instance,
    // as its admin counts them: this file deletes no other space more than 7 days ago, so the
    // purge removes the old space alone.
    const oldRevisions = (await graphqlClient(s.baseUrl, owner.token).request(RevisionCount, { id: old.id })).space!
      .revisions.totalCount;
    expect(oldRevisions).toBeGreaterThanOrEqual(1);
    const before = await instanceUsage(s);
    expect(await purgeDeletedSpaces(s.db.prisma, new Date())).toBe(1);
    // A deleted space is still read (with deletedAt), a purged one is 404.
    expect(await statusOf(api(owner).spaces.getSpaceById(old.id))).toBe(404);
    expect((await api(owner).spaces.getSpaceById(recent.id)).data.deletedAt).toBeTruthy();
    expect((await api(owner).spaces.getSpaceById(alive.id)).data.deletedAt).toBeUndefined();
    // Its revisions went with it (no API reaches the revisions of a space that is gone; the
    // instance has that many fewer).
    expect((await instanceUsage(s)).revisions).toBe(before.revisions - oldRevisions);
    expect((await api(owner).spaces.restoreSpace(recent.id)).data.deletedAt).toBeUndefined();
    // A space that is not deleted: 409.
    expect(await statusOf(api(owner).spaces.restoreSpace(alive.id))).toBe(409);
  });

  it('purging a space removes its change requests, their comments and its change request counter (foreign keys with cascade)', async () => {
    const sp = await space(s, owner, testOrg.id, { title: 'Purged with change requests' });
    const other = await space(s, owner, testOrg.id, { title: 'Kept with change requests' });
    const cr = (await api(owner).spaces.createChangeRequest(sp.id, { subject: 'Gone' })).data;
    const kept = (await api(owner).spaces.createChangeRequest(other.id, { subject: 'Kept' })).data;
    await api(owner).spaces.postCommentInChangeRequest(sp.id, cr.id, { body: { markdown: 'In the change request' } });
    await api(owner).spaces.postCommentInSpace(sp.id, { body: { markdown: 'On the space' } });
    await api(owner).spaces.postCommentInChangeRequest(other.id, kept.id, { body: { markdown: 'Stays' } });
    await deleteAgo(sp.id, 8 * DAY);
    // The instance's change requests and comments as its admin counts them: the purge removes
    // this space alone (the file deletes no other space more than 7 days ago).
    const before = await instanceUsage(s);
    expect(await purgeDeletedSpaces(s.db.prisma, new Date())).toBe(1);
    expect(await statusOf(api(owner).spaces.getSpaceById(sp.id))).toBe(404);
    // The rows of a purged space: once the space is gone, every API route to them answers 404,
    // and the instance has its change request and its two comments fewer.
    const after = await instanceUsage(s);
    expect(after.changeRequests).toBe(before.changeRequests - 1);
    expect(after.comments).toBe(before.comments - 2);
    // The counter that numbers its change requests: no API shows it (nor counts it), so its row.
    expect(await s.db.prisma.changeRequestCounter.count({ where: { spaceId: sp.id } })).toBe(0);
    // The other space keeps its change request, its comment and its counter (numbers go on).
    expect((await api(owner).spaces.getSpaceById(other.id)).data.changeRequests).toBe(1);
    expect((await api(owner).spaces.getChangeRequestById(other.id, kept.id)).data.subject).toBe('Kept');
    const comments = (await api(owner).spaces.listCommentsInChangeRequest(other.id, kept.id)).data.items;
    expect(comments).toHaveLength(1);
    expect((await api(owner).spaces.createChangeRequest(other.id, { subject: 'Next' })).data.number).toBe(
      kept.number + 1,
    );
  });

  it('only space admins delete and restore', async () => {
    const sp = await space(s, owner, testOrg.id, { title: 'Guarded' });
    // An editor of the organization made admin of this space (a deleted space takes no invite).
    const spaceAdmin = await s.user('Space admin');
    await s.member(testOrg.id, spaceAdmin.id, 'edit');
    await grant(s, { as: owner, to: spaceAdmin, organizationId: testOrg.id, spaceId: sp.id, role: 'admin' });
    expect(await statusOf(api(editor).spaces.deleteSpaceById(sp.id))).toBe(403);
    expect(await statusOf(api(reader).spaces.deleteSpaceById(sp.id))).toBe(403);
    expect(await statusOf(api(outsider).spaces.deleteSpaceById(sp.id))).toBe(404);
    await api(owner).spaces.deleteSpaceById(sp.id);
    expect(await statusOf(api(editor).spaces.restoreSpace(sp.id))).toBe(403);
    expect((await api(spaceAdmin).spaces.restoreSpace(sp.id)).status).toBe(200);
  });
});

describe('spaces: transfer', () => {
  it('transfers to another organization where the caller is admin: leaves its collection, loses its grants', async () => {
    const col = await collection('Leaving');
    const sp = await space(s, owner, testOrg.id, { title: 'Traveller', parent: col.id });
    await grant(s, { as: owner, to: guest, organizationId: testOrg.id, spaceId: sp.id, role: 'edit' });
    expect((await api(guest).spaces.getSpaceById(sp.id)).data.permissions.edit).toBe(true);
    const res = await transfer(owner, sp.id, { organization: otherOrg.id });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: sp.id, organization: otherOrg.id });
    expect(res.data.parent).toBeUndefined();
    expect(await collectionSpaceTitles(col.id)).toEqual([]);
    const listed = await api(owner).orgs.listSpacesInOrganizationById(otherOrg.id, { limit: 1000 });
    expect(listed.data.items.map((x) => x.id)).toContain(sp.id);
    expect(await statusOf(api(guest).spaces.getSpaceById(sp.id))).toBe(404);
    // The grant is gone, not only out of reach: back in the first organization, the guest (still a
    // guest there) may not read the space (403).
    expect((await transfer(owner, sp.id, { organization: testOrg.id })).status).toBe(200);
    expect(await statusOf(api(guest).spaces.getSpaceById(sp.id))).toBe(403);
  });

  it('refuses without admin in both organizations, to the same organization, and with bad input', async () => {
    const sp = await space(s, owner, testOrg.id, { title: 'Stays' });
    // editor is a member (edit) of otherOrg, not admin, and not admin in testOrg.id
    expect(await statusOf(transfer(editor, sp.id, { organization: otherOrg.id }))).toBe(403);
    // the owner is not a member of outsiderOrg
    expect(await statusOf(transfer(owner, sp.id, { organization: outsiderOrg.id }))).toBe(404);
    expect(await statusOf(transfer(owner, sp.id, { organization: testOrg.id }))).toBe(409);
    expect(await statusOf(transfer(outsider, sp.id, { organization: outsiderOrg.id }))).toBe(404);
    for (const body of [{}, { organization: 42 }, { organization: '' }]) {
      const res = await call(s.baseUrl, owner.token, 'POST', `/v1/spaces/${sp.id}/transfer`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toContain('organization');
    }
    const { data } = await api(owner).spaces.getSpaceById(sp.id);
    expect(data.organization).toBe(testOrg.id);
  });
});

describe('spaces: effective roles', () => {
  it('defaultLevel: inherit follows the org role, a role overrides it, null hides the space from members', async () => {
    const sp = await space(s, owner, testOrg.id, { title: 'Levels' });
    expect((await api(editor).spaces.getSpaceById(sp.id)).data.permissions).toMatchObject({
      view: true,
      edit: true,
      admin: false,
    });
    await api(owner).spaces.updateSpaceById(sp.id, { defaultLevel: MemberRole.Read });
    expect((await api(editor).spaces.getSpaceById(sp.id)).data.permissions).toMatchObject({
      view: true,
      edit: false,
      comment: false,
    });
    await api(owner).spaces.updateSpaceById(sp.id, { defaultLevel: MemberRole.Review });
    expect((await api(reader).spaces.getSpaceById(sp.id)).data.permissions).toMatchObject({
      review: true,
      edit: true,
      admin: false,
    });
    await api(owner).spaces.updateSpaceById(sp.id, { defaultLevel: null });
    expect(await statusOf(api(editor).spaces.getSpaceById(sp.id))).toBe(403);
    const list = await api(editor).orgs.listSpacesInOrganizationById(testOrg.id, { limit: 1000 });
    expect(list.data.items.map((x) => x.id)).not.toContain(sp.id);
    expect((await api(owner).spaces.getSpaceById(sp.id)).data.permissions.admin).toBe(true);
  });

  it('inherits the collection level and collection grants (ContentGrant rows) reach guests', async () => {
    const col = await collection('Granted');
    const sp = await space(s, owner, testOrg.id, { title: 'Inside', parent: col.id });
    await api(owner).collections.updateCollectionById(col.id, { defaultLevel: MemberRole.Comment });
    expect((await api(editor).spaces.getSpaceById(sp.id)).data.permissions).toMatchObject({
      comment: true,
      edit: false,
    });
    expect(await statusOf(api(guest).spaces.getSpaceById(sp.id))).toBe(403);
    const before = await api(guest).orgs.listSpacesInOrganizationById(testOrg.id, { limit: 1000 });
    expect(before.data.items.map((x) => x.id)).not.toContain(sp.id);
    await grant(s, { as: owner, to: guest, organizationId: testOrg.id, collectionId: col.id, role: 'edit' });
    const { data } = await api(guest).spaces.getSpaceById(sp.id);
    expect(data.permissions).toMatchObject({ view: true, edit: true, admin: false });
    const after = await api(guest).orgs.listSpacesInOrganizationById(testOrg.id, { limit: 1000 });
    expect(after.data.items.map((x) => x.id)).toContain(sp.id);
    // The guest cannot create at the top level, but can in a collection granting `create`.
    expect(await statusOf(api(guest).orgs.createSpace(testOrg.id, { title: 'Nope' }))).toBe(403);
    const room = (await collection('Guest room')).id;
    await grant(s, { as: owner, to: guest, organizationId: testOrg.id, collectionId: room, role: 'create' });
    const created = await api(guest).orgs.createSpace(testOrg.id, { title: 'By guest', parent: room });
    expect(created.data.parent).toBe(room);
  });
});

describe('spaces: a member’s spaces', () => {
  it('lists the spaces a member can access with its role, for admins and the member itself', async () => {
    const org = (await s.org(owner.id, 'Members org')).id;
    const m = await s.user('Member');
    const other = await s.user('Other member');
    await s.member(org, m.id, 'comment');
    await s.member(org, other.id, 'read');
    const open = await space(s, owner, org, { title: 'Open' });
    const closed = await space(s, owner, org, { title: 'Closed' });
    const granted = await space(s, owner, org, { title: 'Granted' });
    await api(owner).spaces.updateSpaceById(closed.id, { defaultLevel: null });
    await api(owner).spaces.updateSpaceById(granted.id, { defaultLevel: null });
    await grant(s, { as: owner, to: m, organizationId: org, spaceId: granted.id, role: 'admin' });
    const { data } = await api(owner).orgs.listSpacesForOrganizationMember(org, m.id, { order: 'asc' });
    expect(data.count).toBe(2);
    expect(data.items.map((x) => [x.space.title, x.permission])).toEqual([
      ['Open', 'comment'],
      ['Granted', 'admin'],
    ]);
    const desc = await api(m).orgs.listSpacesForOrganizationMember(org, m.id);
    expect(desc.data.items.map((x) => x.space.id)).toEqual([granted.id, open.id]);
    const paged = await api(m).orgs.listSpacesForOrganizationMember(org, m.id, { limit: 1 });
    expect(paged.data.items).toHaveLength(1);
    expect(paged.data.next?.page).toBeTruthy();
    const ownerList = await api(owner).orgs.listSpacesForOrganizationMember(org, owner.id);
    expect(ownerList.data.items.map((x) => x.permission)).toEqual(['admin', 'admin', 'admin']);
    expect(await statusOf(api(other).orgs.listSpacesForOrganizationMember(org, m.id))).toBe(403);
    expect(await statusOf(api(outsider).orgs.listSpacesForOrganizationMember(org, m.id))).toBe(404);
    expect(await statusOf(api(owner).orgs.listSpacesForOrganizationMember(org, outsider.id))).toBe(404);
    expect(await statusOf(api().orgs.listSpacesForOrganizationMember(org, m.id))).toBe(401);
    const badOrder = await call(s.baseUrl, owner.token, 'GET', `/v1/orgs/${org}/members/${m.id}/spaces?order=sideways`);
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.error.message).toContain('order');
    void closed;
  });
});

describe('spaces: permissions and bad input', () => {
  it('answers 401 without or with an invalid token, 404 to other organizations, 403 to read-only members', async () => {
    const sp = await space(s, owner, testOrg.id, { title: 'Perms' });
    expect(await statusOf(api().spaces.getSpaceById(sp.id))).toBe(401);
    expect(await statusOf(gitbook(s.baseUrl, 'qr_api_bad').spaces.getSpaceById(sp.id))).toBe(401);
    expect(await statusOf(api().orgs.listSpacesInOrganizationById(testOrg.id))).toBe(401);
    expect(await statusOf(api().orgs.createSpace(testOrg.id, { title: 'x' }))).toBe(401);
    expect(await statusOf(api(outsider).spaces.getSpaceById(sp.id))).toBe(404);
    expect(await statusOf(api(outsider).orgs.listSpacesInOrganizationById(testOrg.id))).toBe(404);
    expect(await statusOf(api(outsider).orgs.createSpace(testOrg.id, { title: 'x' }))).toBe(404);
    expect(await statusOf(api(outsider).spaces.updateSpaceById(sp.id, { title: 'x' }))).toBe(404);
    expect(await statusOf(api(outsider).spaces.duplicateSpace(sp.id))).toBe(404);
    expect(await statusOf(api(reader).spaces.updateSpaceById(sp.id, { title: 'x' }))).toBe(403);
    expect(await statusOf(api(editor).spaces.updateSpaceById(sp.id, { title: 'x' }))).toBe(403);
    expect(await statusOf(api(reader).spaces.moveSpace(sp.id, { parent: null }))).toBe(403);
    expect(await statusOf(api(reader).orgs.createSpace(testOrg.id, { title: 'x' }))).toBe(403);
    expect(await statusOf(api(editor).orgs.createSpace(testOrg.id, { title: 'x' }))).toBe(403);
    expect(await statusOf(api(guest).spaces.getSpaceById(sp.id))).toBe(403);
    expect((await api(owner).spaces.getSpaceById(sp.id)).data.title).toBe('Perms');
  });

  it('rejects bad input with 400 naming the field and changes nothing', async () => {
    const sp = await space(s, owner, testOrg.id, { title: 'Valid' });
    const patch: [unknown, string][] = [
      [{ title: 'x'.repeat(51) }, 'title'],
      [{ title: 42 }, 'title'],
      [{ title: null }, 'title'],
      [{ emoji: 'not an emoji' }, 'emoji'],
      [{ emoji: '🎉'.repeat(51) }, 'emoji'],
      [{ editMode: 'frozen' }, 'editMode'],
      [{ defaultLevel: 'owner' }, 'defaultLevel'],
      [{ visibility: 'secret' }, 'visibility'],
      [{ visibility: 'in-collection' }, 'visibility'],
      [{ icon: 'not a url' }, 'icon'],
      [{ mergeRules: { type: 'sometimes' } }, 'mergeRules'],
      [{ mergeRules: { type: 'rules', rules: [{ rule: 'sometimes' }] } }, 'mergeRules.rules.0.rule'],
    ];
    for (const [body, field] of patch) {
      const res = await call(s.baseUrl, owner.token, 'PATCH', `/v1/spaces/${sp.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
    const create: [unknown, string][] = [
      [{ title: 'y'.repeat(51) }, 'title'],
      [{ title: ['a'] }, 'title'],
      [{ emoji: 'abc!' }, 'emoji'],
      [{ private: 'yes' }, 'private'],
      [{ parent: 7 }, 'parent'],
      [{ editMode: 'draft' }, 'editMode'],
    ];
    for (const [body, field] of create) {
      const res = await call(s.baseUrl, owner.token, 'POST', `/v1/orgs/${testOrg.id}/spaces`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
    const move: [unknown, string][] = [
      [{}, 'parent'],
      [{ parent: 5 }, 'parent'],
      [{ position: 'first' }, 'position'],
      [{ position: { before: { type: 'page', space: sp.id } } }, 'type'],
      [{ position: { before: { type: 'space' } } }, 'position.before.space'],
      [{ position: { after: { type: 'collection', space: sp.id } } }, 'position.after.collection'],
    ];
    for (const [body, field] of move) {
      const res = await call(s.baseUrl, owner.token, 'POST', `/v1/spaces/${sp.id}/move`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
    for (const [method, path] of [
      ['PATCH', `/v1/spaces/${sp.id}`],
      ['POST', `/v1/orgs/${testOrg.id}/spaces`],
      ['POST', `/v1/spaces/${sp.id}/move`],
      ['POST', `/v1/spaces/${sp.id}/transfer`],
    ]) {
      const res = await call(s.baseUrl, owner.token, method, path, '{"title": ');
      expect(res, `${method} ${path}`).toMatchObject({ status: 400, body: { error: { code: 400 } } });
    }
    for (const q of ['limit=abc', 'limit=1001', 'page=garbage']) {
      const res = await call(s.baseUrl, owner.token, 'GET', `/v1/orgs/${testOrg.id}/spaces?${q}`);
      expect(res.status, q).toBe(400);
    }
    const { data } = await api(owner).spaces.getSpaceById(sp.id);
    expect(data).toMatchObject({
      title: 'Valid',
      editMode: 'live',
      defaultLevel: 'inherit',
      visibility: 'private',
      emoji: '',
    });
    expect(data.parent).toBeUndefined();
  });
});
