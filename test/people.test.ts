/**
 * People: the authenticated user (`GET /user`), changing one's own user (`PATCH /users/{id}`,
 * GraphQL `updateUser`), team members in REST (list, put all, add, remove; GraphQL
 * `Organization.teamMembers`, `updateTeamMembers`, `removeTeamMember`).
 */
import { TeamMemberRole } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { team, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';

const { s, owner, editor, reader, guest, outsider, org, outsiderOrg } = useServer({
  title: 'People Org',
  members: { editor: 'edit', reader: 'read', guest: null },
  names: { owner: 'Olga Owner', editor: 'Eddie Editor', reader: 'Rita Reader', guest: 'Gus Guest', outsider: 'Otto' },
});

const UpdateUser = graphql(`
  mutation PeopleUpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      __typename
      ... on UpdateUserPayload { user { key displayName photoURL } }
      ... on BaseError { message status }
    }
  }
`);

const TeamMembersList = graphql(`
  query PeopleTeamMembers($organizationId: ID!, $teamId: ID!, $first: Int, $after: String) {
    organization(id: $organizationId) {
      teamMembers(teamId: $teamId, first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        nodes { organization { key role } team { role } permissions { view } }
      }
    }
  }
`);

const UpdateTeamMembers = graphql(`
  mutation PeopleUpdateTeamMembers($input: UpdateTeamMembersInput!) {
    updateTeamMembers(input: $input) {
      __typename
      ... on UpdateTeamMembersPayload { team { key memberCount } }
      ... on BaseError { message status }
    }
  }
`);

const RemoveTeamMember = graphql(`
  mutation PeopleRemoveTeamMember($input: RemoveTeamMemberInput!) {
    removeTeamMember(input: $input) {
      __typename
      ... on RemoveTeamMemberPayload { deleted }
      ... on BaseError { message status }
    }
  }
`);

describe('GET /user', () => {
  it('answers the user of the token, with its email', async () => {
    const res = await gitbook(s.baseUrl, editor.token).user.getAuthenticatedUser();
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      object: 'user',
      id: editor.id,
      displayName: 'Eddie Editor',
      email: editor.email,
      urls: { location: `${s.baseUrl}/v1/users/${editor.id}` },
    });
  });

  it('is 401 without a token or with a bad one', async () => {
    expect(await statusOf(gitbook(s.baseUrl).user.getAuthenticatedUser())).toBe(401);
    expect(await statusOf(gitbook(s.baseUrl, 'gb_api_nope').user.getAuthenticatedUser())).toBe(401);
  });
});

describe('PATCH /users/{userId}', () => {
  it('changes your own name and photo, seen by GET /user and by others', async () => {
    const me = await s.user('Pat Patcher');
    const api = gitbook(s.baseUrl, me.token);
    const res = await api.users.updateUserById(me.id, {
      displayName: '  Patricia  ',
      photoURL: 'https://example.com/p.png',
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: me.id, displayName: 'Patricia', photoURL: 'https://example.com/p.png' });
    expect((await api.user.getAuthenticatedUser()).data.displayName).toBe('Patricia');
    // null removes the photo (GraphQL and REST alike).
    const cleared = await graphqlClient(s.baseUrl, me.token).request(UpdateUser, {
      input: { userId: me.id, photoURL: null },
    });
    expect(cleared.updateUser).toMatchObject({ user: { key: me.id, displayName: 'Patricia', photoURL: null } });
    expect((await api.user.getAuthenticatedUser()).data).not.toHaveProperty('photoURL');
  });

  it('is 403 for another user you can see, 404 for one you cannot or who does not exist', async () => {
    const body = { displayName: 'Hijacked' };
    expect(await statusOf(gitbook(s.baseUrl, owner.token).users.updateUserById(editor.id, body))).toBe(403);
    expect(await statusOf(gitbook(s.baseUrl, editor.token).users.updateUserById(outsider.id, body))).toBe(404);
    expect(await statusOf(gitbook(s.baseUrl, editor.token).users.updateUserById('nobody', body))).toBe(404);
    expect(await statusOf(gitbook(s.baseUrl).users.updateUserById(editor.id, body))).toBe(401);
    expect((await gitbook(s.baseUrl, editor.token).user.getAuthenticatedUser()).data.displayName).toBe('Eddie Editor');
    const viaGraphql = await graphqlClient(s.baseUrl, owner.token).request(UpdateUser, {
      input: { userId: editor.id, displayName: 'Hijacked' },
    });
    expect(viaGraphql.updateUser).toMatchObject({ __typename: 'ForbiddenError', status: 403 });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const me = await s.user('Bea Bounds');
    const bad: unknown[] = [
      {},
      { displayName: '' },
      { displayName: 'x'.repeat(65) },
      { displayName: null },
      { displayName: 42 },
      { photoURL: 'not a url' },
      { photoURL: `https://example.com/${'a'.repeat(2048)}` },
      { email: 'new@example.com' },
    ];
    for (const body of bad) {
      const res = await call(s.baseUrl, me.token, 'PATCH', `/v1/users/${me.id}`, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.error.code).toBe(400);
    }
    expect((await call(s.baseUrl, me.token, 'PATCH', `/v1/users/${me.id}`, '{"displayName":')).status).toBe(400);
    expect((await gitbook(s.baseUrl, me.token).user.getAuthenticatedUser()).data).toMatchObject({
      displayName: 'Bea Bounds',
      email: me.email,
    });
  });
});

describe('team members in REST', () => {
  const members = (token: string, teamId: string, query?: { limit?: number; page?: string }) =>
    gitbook(s.baseUrl, token).orgs.listTeamMembersInOrganizationById(org.id, teamId, query);
  const roles = async (teamId: string) =>
    Object.fromEntries(
      (await members(owner.token, teamId, { limit: 1000 })).data.items.map((m) => [m.organization.id, m.team.role]),
    );

  it('lists the members of a team with their organization membership, paginated', async () => {
    const t = await team(s, owner, org.id, { title: 'Listed', members: [editor.id, reader.id, guest.id] });
    const first = await members(reader.token, t.id, { limit: 2 });
    expect(first.data.count).toBe(4);
    expect(first.data.items).toHaveLength(2);
    const rest = await members(reader.token, t.id, { limit: 2, page: first.data.next!.page });
    expect(rest.data.next).toBeUndefined();
    const all = [...first.data.items, ...rest.data.items];
    // Added in one change: ordered by user id within the same moment.
    expect(all.map((m) => m.organization.id).sort()).toEqual([owner.id, editor.id, reader.id, guest.id].sort());
    expect(all.find((m) => m.organization.id === owner.id)).toMatchObject({
      organization: {
        object: 'member',
        id: owner.id,
        role: 'admin',
        user: { id: owner.id, displayName: 'Olga Owner' },
      },
      team: { role: 'owner' },
      permissions: { view: true },
    });
    const guestItem = all.find((m) => m.organization.id === guest.id)!;
    expect(guestItem.organization.role).toBeNull();
    expect(guestItem.team.role).toBe('member');

    // GraphQL: the same list.
    const gql = await graphqlClient(s.baseUrl, owner.token).request(TeamMembersList, {
      organizationId: org.id,
      teamId: t.id,
      first: 10,
    });
    expect(gql.organization?.teamMembers.totalCount).toBe(4);
    expect(gql.organization?.teamMembers.nodes.find((n) => n.organization.key === owner.id)).toMatchObject({
      organization: { key: owner.id, role: 'ADMIN' },
      team: { role: 'OWNER' },
      permissions: { view: true },
    });

    // Guests cannot list; another organization's team (or none) is 404; no token is 401.
    expect(await statusOf(members(guest.token, t.id))).toBe(403);
    expect(await statusOf(members(outsider.token, t.id))).toBe(404);
    const foreign = await team(s, outsider, outsiderOrg.id, { title: 'Foreign' });
    expect(await statusOf(members(owner.token, foreign.id))).toBe(404);
    expect(await statusOf(members(owner.token, 'nope'))).toBe(404);
    expect(await statusOf(gitbook(s.baseUrl).orgs.listTeamMembersInOrganizationById(org.id, t.id))).toBe(401);
  });

  it('adds one member (204), sets its role, and removes it (205, then 204)', async () => {
    const t = await team(s, owner, org.id, { title: 'One by one' });
    const api = gitbook(s.baseUrl, owner.token);
    const added = await api.orgs.addMemberToOrganizationTeamById(org.id, t.id, editor.id, {});
    expect(added.status).toBe(204);
    expect(await roles(t.id)).toEqual({ [owner.id]: 'owner', [editor.id]: 'member' });
    await api.orgs.addMemberToOrganizationTeamById(org.id, t.id, editor.id, { role: TeamMemberRole.Owner });
    expect((await roles(t.id))[editor.id]).toBe('owner');
    // Without a role an existing member keeps its own.
    await api.orgs.addMemberToOrganizationTeamById(org.id, t.id, editor.id, {});
    expect((await roles(t.id))[editor.id]).toBe('owner');

    expect((await api.orgs.deleteMemberFromOrganizationTeamById(org.id, t.id, editor.id)).status).toBe(205);
    expect((await api.orgs.deleteMemberFromOrganizationTeamById(org.id, t.id, editor.id)).status).toBe(204);
    expect(await roles(t.id)).toEqual({ [owner.id]: 'owner' });
    const viaGraphql = await graphqlClient(s.baseUrl, owner.token).request(RemoveTeamMember, {
      input: { organizationId: org.id, teamId: t.id, userId: editor.id },
    });
    expect(viaGraphql.removeTeamMember).toEqual({ __typename: 'RemoveTeamMemberPayload', deleted: false });
  });

  it('refuses users outside the organization (400) and callers who do not manage the team (403)', async () => {
    const t = await team(s, owner, org.id, { title: 'Guarded' });
    const api = gitbook(s.baseUrl, owner.token);
    const res = await call(
      s.baseUrl,
      owner.token,
      'PUT',
      `/v1/orgs/${org.id}/teams/${t.id}/members/${outsider.id}`,
      {},
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('not members of the organization');
    expect(await statusOf(api.orgs.addMemberToOrganizationTeamById(org.id, t.id, 'nobody', {}))).toBe(400);
    const badRole = await call(s.baseUrl, owner.token, 'PUT', `/v1/orgs/${org.id}/teams/${t.id}/members/${editor.id}`, {
      role: 'boss',
    });
    expect(badRole.status).toBe(400);

    // A non-admin who does not own the team: 403 for every change; a guest too; another org's admin 404.
    const asEditor = gitbook(s.baseUrl, editor.token);
    expect(await statusOf(asEditor.orgs.addMemberToOrganizationTeamById(org.id, t.id, reader.id, {}))).toBe(403);
    expect(await statusOf(asEditor.orgs.deleteMemberFromOrganizationTeamById(org.id, t.id, owner.id))).toBe(403);
    expect(await statusOf(asEditor.orgs.updateMembersInOrganizationTeam(org.id, t.id, { add: [reader.id] }))).toBe(403);
    expect(
      await statusOf(gitbook(s.baseUrl, guest.token).orgs.addMemberToOrganizationTeamById(org.id, t.id, guest.id, {})),
    ).toBe(403);
    expect(
      await statusOf(
        gitbook(s.baseUrl, outsider.token).orgs.addMemberToOrganizationTeamById(org.id, t.id, outsider.id, {}),
      ),
    ).toBe(404);
    expect(await roles(t.id)).toEqual({ [owner.id]: 'owner' });

    // A team owner who is not an organization admin manages its team.
    await api.orgs.addMemberToOrganizationTeamById(org.id, t.id, editor.id, { role: TeamMemberRole.Owner });
    expect((await asEditor.orgs.addMemberToOrganizationTeamById(org.id, t.id, reader.id, {})).status).toBe(204);
    expect((await roles(t.id))[reader.id]).toBe('member');
  });

  it('PUT members adds, removes and sets roles in one change; remove wins', async () => {
    const t = await team(s, owner, org.id, { title: 'Bulk', members: [reader.id] });
    const api = gitbook(s.baseUrl, owner.token);
    const res = await api.orgs.updateMembersInOrganizationTeam(org.id, t.id, {
      add: [editor.email.toUpperCase(), guest.id],
      remove: [guest.email, reader.id],
      memberships: { [editor.id]: { role: TeamMemberRole.Owner } },
    });
    expect(res.status).toBe(204);
    expect(await roles(t.id)).toEqual({ [owner.id]: 'owner', [editor.id]: 'owner' });
    // memberships alone adds and sets roles; an empty body changes nothing.
    await api.orgs.updateMembersInOrganizationTeam(org.id, t.id, {
      memberships: { [reader.id]: { role: TeamMemberRole.Member }, [editor.id]: { role: TeamMemberRole.Member } },
    });
    expect(await roles(t.id)).toEqual({ [owner.id]: 'owner', [editor.id]: 'member', [reader.id]: 'member' });
    expect((await api.orgs.updateMembersInOrganizationTeam(org.id, t.id, {})).status).toBe(204);
    expect(Object.keys(await roles(t.id))).toHaveLength(3);

    // Bad input: 400 naming the field, nothing changed.
    const bad: [unknown, string][] = [
      [{ add: [outsider.id] }, 'add'],
      [{ add: ['nobody@example.com'] }, 'add'],
      [{ memberships: { [outsider.id]: { role: 'member' } } }, 'memberships'],
      [{ memberships: { [reader.id]: { role: 'boss' } } }, 'memberships'],
      [{ remove: ['nobody'] }, 'remove'],
      [{ add: 'not a list' }, 'add'],
      [{ foo: 1 }, 'foo'],
    ];
    for (const [body, field] of bad) {
      const r = await call(s.baseUrl, owner.token, 'PUT', `/v1/orgs/${org.id}/teams/${t.id}/members`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.message, JSON.stringify(body)).toContain(field);
    }
    expect(await roles(t.id)).toEqual({ [owner.id]: 'owner', [editor.id]: 'member', [reader.id]: 'member' });

    // GraphQL: the same mutation.
    const gql = await graphqlClient(s.baseUrl, owner.token).request(UpdateTeamMembers, {
      input: { organizationId: org.id, teamId: t.id, remove: [reader.id, editor.id] },
    });
    expect(gql.updateTeamMembers).toMatchObject({ team: { key: t.id, memberCount: 1 } });
    const refused = await graphqlClient(s.baseUrl, reader.token).request(UpdateTeamMembers, {
      input: { organizationId: org.id, teamId: t.id, add: [reader.id] },
    });
    expect(refused.updateTeamMembers).toMatchObject({ __typename: 'ForbiddenError', status: 403 });
  });
});
