/**
 * People: the authenticated user (`GET /user`), changing one's own user (`PATCH /users/{id}`,
 * GraphQL `updateUser`), team members in REST (list, put all, add, remove; GraphQL
 * `Organization.teamMembers`, `updateTeamMembers`, `removeTeamMember`), inviting people by
 * email, joining with an invite link's secret and joining by email domain.
 */
import { MemberRole, TeamMemberRole } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { createToken, createUser } from '../src/modules/users/service.ts';
import { graphql } from './gql/index.ts';
import { organization, team, useServer } from './support/fixtures.ts';
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
    const unknownField = await call(
      s.baseUrl,
      owner.token,
      'PUT',
      `/v1/orgs/${org.id}/teams/${t.id}/members/${editor.id}`,
      { role: 'member', extra: true },
    );
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.error.message).toContain('extra');
    // The body is optional, as GitBook documents it.
    const noBody = await call(s.baseUrl, owner.token, 'PUT', `/v1/orgs/${org.id}/teams/${t.id}/members/${reader.id}`);
    expect(noBody.status).toBe(204);
    await gitbook(s.baseUrl, owner.token).orgs.deleteMemberFromOrganizationTeamById(org.id, t.id, reader.id);
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

/** A user with a chosen email: the instance admin's createUser, as an account made for a person. */
const userWithEmail = async (email: string) => {
  const user = await createUser(s.db.prisma, { email, displayName: email.split('@')[0] });
  return { id: user.id, email, token: await createToken(s.db.prisma, user.id) };
};
const memberOf = async (organizationId: string, userId: string) => {
  const res = await call(s.baseUrl, owner.token, 'GET', `/v1/orgs/${organizationId}/members/${userId}`);
  return res.status === 200 ? res.body : null;
};

const InviteUsers = graphql(`
  mutation PeopleInviteUsers($input: InviteUsersToOrganizationInput!) {
    inviteUsersToOrganization(input: $input) {
      __typename
      ... on InviteUsersToOrganizationPayload { users invited }
      ... on BaseError { message status }
    }
  }
`);

const InviteLinkSecret = graphql(`
  query PeopleInviteSecret($organizationId: ID!, $inviteId: ID!) {
    organization(id: $organizationId) { invite(inviteId: $inviteId) { secret url } }
  }
`);

describe('POST /orgs/{organizationId}/invites', () => {
  it('adds users by email with their roles; members already there are left as they are', async () => {
    const orgId = (await organization(s, { owner, title: 'Inviting Org' })).id;
    const a = await userWithEmail(`ann-${newId().toLowerCase()}@example.test`);
    const b = await userWithEmail(`ben-${newId().toLowerCase()}@example.test`);
    const c = await userWithEmail(`cat-${newId().toLowerCase()}@example.test`);
    const api = gitbook(s.baseUrl, owner.token);
    const res = await api.orgs.inviteUsersToOrganization(orgId, {
      emails: [a.email.toUpperCase(), { email: b.email, role: MemberRole.Edit }, { email: c.email, role: null }],
      role: MemberRole.Comment,
      sso: true,
    });
    expect(res.status).toBe(200);
    expect(res.data.invited).toBe(3);
    expect([...res.data.users].sort()).toEqual([a.id, b.id, c.id].sort());
    expect(await memberOf(orgId, a.id)).toMatchObject({ role: 'comment', sso: true });
    expect(await memberOf(orgId, b.id)).toMatchObject({ role: 'edit' });
    expect(await memberOf(orgId, c.id)).toMatchObject({ role: null });
    expect((await gitbook(s.baseUrl, b.token).orgs.getOrganizationById(orgId)).data.id).toBe(orgId);

    // Again, with the owner too: nobody new, nobody changed.
    const again = await api.orgs.inviteUsersToOrganization(orgId, {
      emails: [a.email, owner.email],
      role: MemberRole.Admin,
    });
    expect(again.data).toEqual({ users: [], invited: 0 });
    expect(await memberOf(orgId, a.id)).toMatchObject({ role: 'comment' });

    // Without a role: the organization's default role (GraphQL alike).
    await api.orgs.updateOrganizationById(orgId, { defaultRole: MemberRole.Read });
    const d = await userWithEmail(`dan-${newId().toLowerCase()}@example.test`);
    const gql = await graphqlClient(s.baseUrl, owner.token).request(InviteUsers, {
      input: { organizationId: orgId, emails: [d.email] },
    });
    expect(gql.inviteUsersToOrganization).toEqual({
      __typename: 'InviteUsersToOrganizationPayload',
      users: [d.id],
      invited: 1,
    });
    expect(await memberOf(orgId, d.id)).toMatchObject({ role: 'read', sso: false });
  });

  it('refuses unknown emails, bad input and non-admins, adding no one', async () => {
    const e = await userWithEmail(`eve-${newId().toLowerCase()}@example.test`);
    const path = `/v1/orgs/${org.id}/invites`;
    const unknown = await call(s.baseUrl, owner.token, 'POST', path, {
      emails: [e.email, 'nobody-here@example.test'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain('nobody-here@example.test');
    const bad: unknown[] = [
      {},
      { emails: [] },
      { emails: ['not an email'] },
      { emails: [{ email: e.email }] },
      { emails: [{ email: e.email, role: 'boss' }] },
      { emails: [e.email], role: 'boss' },
      { emails: [e.email], sso: 'yes' },
      { emails: [e.email], extra: 1 },
    ];
    for (const body of bad) {
      const res = await call(s.baseUrl, owner.token, 'POST', path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      await statusOf(gitbook(s.baseUrl, editor.token).orgs.inviteUsersToOrganization(org.id, { emails: [e.email] })),
    ).toBe(403);
    expect(
      await statusOf(gitbook(s.baseUrl, outsider.token).orgs.inviteUsersToOrganization(org.id, { emails: [e.email] })),
    ).toBe(404);
    expect(await statusOf(gitbook(s.baseUrl).orgs.inviteUsersToOrganization(org.id, { emails: [e.email] }))).toBe(401);
    expect(await memberOf(org.id, e.id)).toBeNull();
  });
});

describe('POST /orgs/{organizationId}/invites/{inviteId}', () => {
  it("joins with the invite link's secret (the last segment of its URL)", async () => {
    const api = gitbook(s.baseUrl, owner.token);
    const invite = (await api.orgs.createOrganizationInvite(org.id, { role: MemberRole.Review })).data;
    const read = await graphqlClient(s.baseUrl, owner.token).request(InviteLinkSecret, {
      organizationId: org.id,
      inviteId: invite.id,
    });
    const secret = read.organization!.invite!.secret;
    expect(read.organization!.invite!.url.endsWith(`/${org.id}/${secret}`)).toBe(true);
    const joiner = await s.user('Jo Joiner');
    const joined = await gitbook(s.baseUrl, joiner.token).orgs.joinOrganizationWithInvite(org.id, secret);
    expect(joined.status).toBe(200);
    expect(joined.data).toEqual({});
    expect(await memberOf(org.id, joiner.id)).toMatchObject({ role: 'review' });

    // The invite id is not the secret; another organization's path is 404; no token 401.
    const other = await s.user('Ola Other');
    const asOther = gitbook(s.baseUrl, other.token).orgs;
    expect(await statusOf(asOther.joinOrganizationWithInvite(org.id, invite.id))).toBe(404);
    expect(await statusOf(asOther.joinOrganizationWithInvite(outsiderOrg.id, secret))).toBe(404);
    expect(await statusOf(gitbook(s.baseUrl).orgs.joinOrganizationWithInvite(org.id, secret))).toBe(401);
    expect(await memberOf(org.id, other.id)).toBeNull();
    // Invite links turned off: 403.
    await api.orgs.updateOrganizationById(org.id, { inviteLinks: false });
    expect(await statusOf(asOther.joinOrganizationWithInvite(org.id, secret))).toBe(403);
    await api.orgs.updateOrganizationById(org.id, { inviteLinks: true });
    expect((await asOther.joinOrganizationWithInvite(org.id, secret)).status).toBe(200);
  });
});

describe('POST /orgs/{organizationId}/join', () => {
  it("joins when the caller's email domain is one of the organization's (204), else 400", async () => {
    const orgId = (await organization(s, { owner, title: 'Domain Org' })).id;
    const domain = `d${newId().toLowerCase()}.test`;
    await gitbook(s.baseUrl, owner.token).orgs.updateOrganizationById(orgId, {
      emailDomains: [domain],
      defaultRole: MemberRole.Comment,
    });
    const fay = await userWithEmail(`fay@${domain}`);
    const joined = await gitbook(s.baseUrl, fay.token).orgs.joinOrganization(orgId);
    expect(joined.status).toBe(204);
    expect(await memberOf(orgId, fay.id)).toMatchObject({ role: 'comment' });
    expect((await gitbook(s.baseUrl, fay.token).orgs.joinOrganization(orgId)).status).toBe(204);

    const gus = await userWithEmail(`gus@elsewhere-${domain}`);
    const refused = await call(s.baseUrl, gus.token, 'POST', `/v1/orgs/${orgId}/join`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('email domain');
    expect(await memberOf(orgId, gus.id)).toBeNull();
    expect(await statusOf(gitbook(s.baseUrl, gus.token).orgs.joinOrganization('no-such-org'))).toBe(404);
    expect(await statusOf(gitbook(s.baseUrl).orgs.joinOrganization(orgId))).toBe(401);
  });
});
