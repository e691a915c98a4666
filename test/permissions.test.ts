import { MemberRole } from '@gitbook/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { collection, site, space, team, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';

const { s, owner, editor, reader, member, guest, outsider, org, outsiderOrg } = useServer({
  title: 'Permissions Org',
  members: { editor: 'edit', reader: 'read', member: null, guest: null },
  outsiderOrgTitle: 'Other Org',
});

const api = (who: { token: string }) => gitbook(s.baseUrl, who.token);
const propose = (who: { token: string }, spaceId: string) =>
  statusOf(api(who).spaces.createChangeRequest(spaceId, { subject: 'A proposal' }));
const readSpace = (who: { token: string }, spaceId: string) => statusOf(api(who).spaces.getSpaceById(spaceId));

let writers: { id: string };
let foreignTeam: { id: string };

beforeAll(async () => {
  // `member` is a guest of the organization: it reaches only what is given to it or its teams.
  writers = await team(s, owner, org.id, { title: 'Writers', members: [member.id] });
  foreignTeam = await team(s, outsider, outsiderOrg.id, { title: 'Foreign' });
});

describe('a team given write access to a space and read access to a collection', () => {
  it('lets its members edit that space and read the collection, not more, until removed', async () => {
    const handbook = await space(s, owner, org.id, { title: 'Handbook' });
    const other = await space(s, owner, org.id, { title: 'Other' });
    const guides = await collection(s, { as: owner, organizationId: org.id, title: 'Guides' });
    const inGuides = await space(s, owner, org.id, { title: 'Setup', parent: guides.id });
    expect(await propose(member, handbook.id)).toBe(403);
    expect(await readSpace(member, inGuides.id)).toBe(403);

    expect(
      (await api(owner).spaces.inviteToSpace(handbook.id, { role: MemberRole.Edit, teams: [writers.id] })).status,
    ).toBe(204);
    expect(
      (await api(owner).collections.inviteToCollection(guides.id, { role: MemberRole.Read, teams: [writers.id] }))
        .status,
    ).toBe(204);

    // The next request sees it: edits the space, reads the collection's spaces, nothing else.
    expect(await propose(member, handbook.id)).toBe(201);
    expect(await readSpace(member, inGuides.id)).toBe(200);
    expect(await propose(member, inGuides.id)).toBe(403);
    expect(await readSpace(member, other.id)).toBe(403);
    const listed = await api(member).collections.listSpacesInCollectionById(guides.id);
    expect(listed.data.items.map((x) => x.id)).toEqual([inGuides.id]);
    expect((await api(member).spaces.getSpaceById(handbook.id)).data.permissions).toMatchObject({
      edit: true,
      admin: false,
    });

    // The lists show it.
    const teams = (await api(owner).spaces.listTeamPermissionsInSpace(handbook.id)).data;
    expect(teams.count).toBe(1);
    expect(teams.items).toEqual([
      expect.objectContaining({ permission: 'edit', team: expect.objectContaining({ id: writers.id, spaces: 1 }) }),
    ]);
    const inCollection = (await api(member).collections.listTeamPermissionsInCollection(guides.id)).data.items;
    expect(inCollection.map((p) => [p.team.id, p.permission])).toEqual([[writers.id, 'read']]);
    const aggregate = (await api(owner).spaces.listPermissionsAggregateInSpace(handbook.id, { role: MemberRole.Edit }))
      .data;
    expect(aggregate.items.map((p) => p.user.id)).toEqual(expect.arrayContaining([member.id, editor.id]));
    expect(aggregate.items.every((p) => p.permission === 'edit')).toBe(true);
    const inherited = (await api(owner).spaces.listPermissionsAggregateInSpace(inGuides.id)).data.items;
    expect(inherited.find((p) => p.user.id === member.id)?.permission).toBe('read');
    expect(inherited.find((p) => p.user.id === guest.id)).toBeUndefined();

    // Raised on the collection: its spaces follow.
    expect(
      (await api(owner).collections.updateTeamPermissionInCollection(guides.id, writers.id, { role: MemberRole.Edit }))
        .status,
    ).toBe(204);
    expect(await propose(member, inGuides.id)).toBe(201);

    // Removed: refused on the very next request.
    expect((await api(owner).spaces.removeTeamFromSpace(handbook.id, writers.id)).status).toBe(205);
    expect(await propose(member, handbook.id)).toBe(403);
    expect((await api(owner).spaces.removeTeamFromSpace(handbook.id, writers.id)).status).toBe(204);
    expect((await api(owner).spaces.listTeamPermissionsInSpace(handbook.id)).data).toEqual({ items: [], count: 0 });
    expect((await api(owner).collections.removeTeamFromCollection(guides.id, writers.id)).status).toBe(205);
    expect(await readSpace(member, inGuides.id)).toBe(403);
  });
});

describe('user permissions on a space', () => {
  it('gives, changes and removes a member role, each seen on the next request', async () => {
    const notes = await space(s, owner, org.id, { title: 'Notes' });
    expect(
      (await api(owner).spaces.inviteToSpace(notes.id, { role: MemberRole.Admin, users: [reader.id] })).status,
    ).toBe(204);
    expect((await api(reader).spaces.getSpaceById(notes.id)).data.permissions.admin).toBe(true);
    const users = (await api(reader).spaces.listUserPermissionsInSpace(notes.id)).data;
    expect(users.items.map((p) => [p.user.id, p.permission])).toEqual([[reader.id, 'admin']]);

    expect(
      (await api(owner).spaces.updateUserPermissionInSpace(notes.id, reader.id, { role: MemberRole.Comment })).status,
    ).toBe(204);
    expect((await api(reader).spaces.getSpaceById(notes.id)).data.permissions).toMatchObject({
      admin: false,
      comment: true,
      edit: false,
    });
    // A space admin who is not an organization admin manages the space's permissions too.
    await api(owner).spaces.updateUserPermissionInSpace(notes.id, editor.id, { role: MemberRole.Admin });
    expect(
      (await api(editor).spaces.inviteToSpace(notes.id, { role: MemberRole.Read, users: [guest.id] })).status,
    ).toBe(204);
    expect(await readSpace(guest, notes.id)).toBe(200);

    expect((await api(owner).spaces.removeUserFromSpace(notes.id, reader.id)).status).toBe(205);
    expect((await api(owner).spaces.removeUserFromSpace(notes.id, reader.id)).status).toBe(204);
    expect((await api(reader).spaces.getSpaceById(notes.id)).data.permissions.comment).toBe(false);
    // `null` removes an explicit role.
    expect((await api(owner).spaces.updateUserPermissionInSpace(notes.id, guest.id, { role: null })).status).toBe(204);
    expect(await readSpace(guest, notes.id)).toBe(403);
  });

  it('pages every list', async () => {
    const big = await space(s, owner, org.id, { title: 'Big' });
    await api(owner).spaces.inviteToSpace(big.id, { role: MemberRole.Review, users: [reader.id, guest.id, member.id] });
    const first = (await api(owner).spaces.listUserPermissionsInSpace(big.id, { limit: 2 })).data;
    expect(first.count).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(first.next?.page).toBeTruthy();
    const second = (await api(owner).spaces.listUserPermissionsInSpace(big.id, { limit: 2, page: first.next!.page }))
      .data;
    expect(second.items).toHaveLength(1);
    expect(second.next).toBeUndefined();
    expect(new Set([...first.items, ...second.items].map((p) => p.user.id))).toEqual(
      new Set([reader.id, guest.id, member.id]),
    );
    const aggregate = (await api(owner).spaces.listPermissionsAggregateInSpace(big.id, { limit: 2 })).data;
    expect(aggregate.items).toHaveLength(2);
    // owner (admin), editor (its organization role), and the three given review
    expect(aggregate.count).toBe(5);
    const rest = (
      await api(owner).spaces.listPermissionsAggregateInSpace(big.id, { limit: 2, page: aggregate.next!.page })
    ).data;
    expect(rest.items).toHaveLength(2);
    expect(
      (await call(s.baseUrl, owner.token, 'GET', `/v1/spaces/${big.id}/permissions/teams?limit=1001`)).status,
    ).toBe(400);
  });
});

describe('refusals', () => {
  let target: { id: string };
  beforeAll(async () => {
    target = await space(s, owner, org.id, { title: 'Guarded' });
  });
  const invite = (who: { token: string }, body: unknown, id = target.id) =>
    call(s.baseUrl, who.token, 'POST', `/v1/spaces/${id}/permissions`, body);
  const users = async () => (await api(owner).spaces.listUserPermissionsInSpace(target.id)).data.count;

  it('403 for a reader who does not administer the space, 404 outside the organization, 401 without a token', async () => {
    expect((await invite(editor, { role: 'read', users: [guest.id] })).status).toBe(403);
    expect((await invite(outsider, { role: 'read', users: [guest.id] })).status).toBe(404);
    expect((await invite({ token: '' }, { role: 'read', users: [guest.id] })).status).toBe(401);
    expect(await statusOf(api(outsider).spaces.listUserPermissionsInSpace(target.id))).toBe(404);
    expect(await statusOf(api(guest).spaces.listUserPermissionsInSpace(target.id))).toBe(403);
    expect(await statusOf(api(editor).spaces.removeUserFromSpace(target.id, reader.id))).toBe(403);
    expect(await statusOf(api(outsider).spaces.removeTeamFromSpace(target.id, writers.id))).toBe(404);
    expect(await statusOf(api(editor).spaces.listUserPermissionsInSpace(target.id))).toBe(200);
    expect(await users()).toBe(0);
  });

  it('400 for an unknown role, a user outside the organization, another organization team, or nobody', async () => {
    for (const body of [
      { role: 'owner', users: [reader.id] },
      { role: 'read', users: [outsider.id] },
      { role: 'read', teams: [foreignTeam.id] },
      { role: 'read' },
      { role: 'read', users: [] },
      { role: null, users: [reader.id] },
      { users: [reader.id] },
      { role: 'read', users: [reader.id], extra: 1 },
    ]) {
      const res = await invite(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 400 } });
    }
    expect(await users()).toBe(0);
    const patch = (path: string, body: unknown) =>
      call(s.baseUrl, owner.token, 'PATCH', `/v1/spaces/${target.id}/permissions/${path}`, body);
    expect((await patch(`users/${reader.id}`, { role: 'maintainer' })).status).toBe(400);
    expect((await patch(`users/${outsider.id}`, { role: 'read' })).status).toBe(404);
    expect((await patch(`teams/${foreignTeam.id}`, { role: 'read' })).status).toBe(404);
    expect(await users()).toBe(0);
  });
});

describe('site permissions', () => {
  it('gives a guest or a team a role on a site, listed with where it comes from', async () => {
    const docs = await site(s, owner, org.id, { title: 'Public docs' });
    expect(await statusOf(api(guest).orgs.getSiteById(org.id, docs.id))).toBe(403);
    expect(
      (await api(owner).orgs.inviteToSite(org.id, docs.id, { role: MemberRole.Read, users: [guest.id] })).status,
    ).toBe(204);
    expect(await statusOf(api(guest).orgs.getSiteById(org.id, docs.id))).toBe(200);
    expect((await api(guest).orgs.listSites(org.id)).data.items.map((x) => x.id)).toEqual([docs.id]);
    expect((await api(owner).orgs.getMemberInOrganizationById(org.id, guest.id)).data.sites).toBe(1);

    // A team of readers made admins of the site.
    const admins = await team(s, owner, org.id, { title: 'Site admins', members: [reader.id] });
    expect(await statusOf(api(reader).orgs.updateSiteById(org.id, docs.id, { title: 'Renamed' }))).toBe(403);
    await api(owner).orgs.inviteToSite(org.id, docs.id, { role: MemberRole.Admin, teams: [admins.id] });
    expect(await statusOf(api(reader).orgs.updateSiteById(org.id, docs.id, { title: 'Renamed' }))).toBe(200);

    const users = (await api(owner).orgs.listUserPermissionsInSite(org.id, docs.id)).data.items;
    expect(users.map((p) => [p.user.id, p.permission])).toEqual([[guest.id, 'read']]);
    const teams = (await api(owner).orgs.listTeamPermissionsInSite(org.id, docs.id)).data.items;
    expect(teams.map((p) => [p.team.id, p.permission])).toEqual([[admins.id, 'admin']]);

    const all = (await api(owner).orgs.listPermissionsAggregateInSite(org.id, docs.id, { sort: 'name', order: 'asc' }))
      .data;
    const byUser = new Map(all.items.map((p) => [p.user.id, p]));
    expect(byUser.get(owner.id)).toMatchObject({ permission: 'admin', origin: { type: 'organization' } });
    expect(byUser.get(reader.id)).toMatchObject({
      permission: 'admin',
      origin: { type: 'site', site: docs.id, reason: 'team', team: admins.id },
    });
    expect(byUser.get(guest.id)).toMatchObject({ permission: 'read', origin: { type: 'site', reason: 'member' } });
    expect(byUser.get(member.id)).toMatchObject({ permission: null });
    const guests = (await api(owner).orgs.listPermissionsAggregateInSite(org.id, docs.id, { role: 'guest' })).data;
    expect(guests.items.map((p) => p.user.id)).toEqual([member.id]);
    const inTeam = (await api(owner).orgs.listPermissionsAggregateInSite(org.id, docs.id, { team: admins.id })).data;
    // The team's creator is one of its owners.
    expect(inTeam.items.map((p) => p.user.id).sort()).toEqual([owner.id, reader.id].sort());

    expect(
      (await api(owner).orgs.updateTeamPermissionInSite(org.id, docs.id, admins.id, { role: MemberRole.Read })).status,
    ).toBe(204);
    expect(await statusOf(api(reader).orgs.updateSiteById(org.id, docs.id, { title: 'Again' }))).toBe(403);
    expect((await api(owner).orgs.removeUserFromSite(org.id, docs.id, guest.id)).status).toBe(205);
    expect(await statusOf(api(guest).orgs.getSiteById(org.id, docs.id))).toBe(403);
    expect((await api(guest).orgs.listSites(org.id)).data.items).toEqual([]);
    expect((await api(owner).orgs.getMemberInOrganizationById(org.id, guest.id)).data.sites).toBe(0);
    expect(await statusOf(api(outsider).orgs.listUserPermissionsInSite(org.id, docs.id))).toBe(404);
    expect(await statusOf(api(reader).orgs.removeTeamFromSite(org.id, docs.id, admins.id))).toBe(403);
    expect((await api(owner).orgs.removeTeamFromSite(org.id, docs.id, admins.id)).status).toBe(205);
  });
});

const InviteTeam = graphql(`
  mutation PermissionsInviteTeam($input: InviteToSpaceInput!) {
    inviteToSpace(input: $input) {
      __typename
      ... on InviteToSpacePayload {
        space {
          key
          teamPermissions(first: 10) { totalCount nodes { permission team { key } } }
          permissionsAggregate(role: EDIT) { nodes { user { key } } }
        }
      }
      ... on BaseError { message status }
    }
  }
`);

const RemoveTeam = graphql(`
  mutation PermissionsRemoveTeam($input: RemoveTeamFromSpaceInput!) {
    removeTeamFromSpace(input: $input) {
      __typename
      ... on RemoveTeamFromSpacePayload { deleted }
      ... on BaseError { message status }
    }
  }
`);

const CollectionLists = graphql(`
  query PermissionsCollectionLists($id: ID!) {
    collection(id: $id) {
      userPermissions(first: 10) { nodes { permission user { key } } }
      teamPermissions(first: 10) { nodes { permission team { key } } }
    }
  }
`);

const InviteToCollection = graphql(`
  mutation PermissionsInviteToCollection($input: InviteToCollectionInput!) {
    inviteToCollection(input: $input) {
      __typename
      ... on BaseError { message status }
    }
  }
`);

describe('GraphQL', () => {
  it('gives a team a role on a space and a collection, lists and removes it', async () => {
    const gq = graphqlClient(s.baseUrl, owner.token);
    const handbook = await space(s, owner, org.id, { title: 'GraphQL handbook' });
    const guides = await collection(s, { as: owner, organizationId: org.id, title: 'GraphQL guides' });
    const inGuides = await space(s, owner, org.id, { title: 'In guides', parent: guides.id });
    const given = await gq.request(InviteTeam, { input: { spaceId: handbook.id, role: 'EDIT', teams: [writers.id] } });
    expect(given.inviteToSpace).toMatchObject({
      __typename: 'InviteToSpacePayload',
      space: { teamPermissions: { totalCount: 1, nodes: [{ permission: 'EDIT', team: { key: writers.id } }] } },
    });
    if (given.inviteToSpace.__typename !== 'InviteToSpacePayload') throw new Error('not given');
    expect(given.inviteToSpace.space.permissionsAggregate.nodes.map((n) => n.user.key)).toContain(member.id);
    expect(await propose(member, handbook.id)).toBe(201);

    const toCollection = await gq.request(InviteToCollection, {
      input: { collectionId: guides.id, role: 'READ', teams: [writers.id], users: [reader.id] },
    });
    expect(toCollection.inviteToCollection.__typename).toBe('InviteToCollectionPayload');
    expect(await readSpace(member, inGuides.id)).toBe(200);
    const lists = await graphqlClient(s.baseUrl, member.token).request(CollectionLists, { id: guides.id });
    expect(lists.collection).toEqual({
      userPermissions: { nodes: [{ permission: 'READ', user: { key: reader.id } }] },
      teamPermissions: { nodes: [{ permission: 'READ', team: { key: writers.id } }] },
    });

    const refused = await graphqlClient(s.baseUrl, editor.token).request(RemoveTeam, {
      input: { spaceId: handbook.id, teamId: writers.id },
    });
    expect(refused.removeTeamFromSpace).toMatchObject({ status: 403 });
    const removed = await gq.request(RemoveTeam, { input: { spaceId: handbook.id, teamId: writers.id } });
    expect(removed.removeTeamFromSpace).toMatchObject({ deleted: true });
    expect(await propose(member, handbook.id)).toBe(403);
  });
});
