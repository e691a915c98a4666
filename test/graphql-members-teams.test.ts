import { ClientError } from 'graphql-request';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { visitorKey } from './support/beside.ts';
import { type Person, site, space, useServer } from './support/fixtures.ts';
import { graphqlClient } from './support/http.ts';

const {
  s,
  owner: admin,
  editor,
  reader,
  guest,
  outsider,
  org,
} = useServer({
  title: 'Graph Members',
  members: { editor: 'edit', reader: 'read', guest: null },
  names: {
    owner: 'Anna Admin',
    editor: 'Emil Editor',
    reader: 'Remy Reader',
    guest: 'Gabe Guest',
    outsider: 'Otto Outsider',
  },
});

const MembersQuery = graphql(`
  query OrgMembers($id: ID!, $first: Int, $after: String, $role: MemberRoleFilter, $search: String, $sort: MemberSort, $order: Order) {
    organization(id: $id) {
      members(first: $first, after: $after, role: $role, search: $search, sort: $sort, order: $order) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node { id key role teams spaces sites user { key displayName } organization { key } } }
      }
    }
  }
`);

const MemberQuery = graphql(`
  query OrgMember($id: ID!, $userId: ID!, $title: String) {
    organization(id: $id) {
      member(userId: $userId) {
        id key role sso lastSeenAt teams
        teamMemberships(first: 10, title: $title) { totalCount edges { node { team { key title } member { role } } } }
      }
    }
  }
`);

const TeamsQuery = graphql(`
  query OrgTeams($id: ID!, $owner: String, $title: String) {
    organization(id: $id) {
      teams(first: 50, owner: $owner, title: $title) {
        totalCount
        edges {
          node {
            id key title memberCount spaces permissions { admin view }
            members(first: 10) { totalCount edges { node { role user { key displayName } organizationMember { role } } } }
          }
        }
      }
    }
  }
`);

const NodeQuery = graphql(`
  query MemberOrTeamNode($id: ID!) {
    node(id: $id) {
      __typename
      ... on OrganizationMember { key role }
      ... on OrganizationTeam { key title }
    }
  }
`);

const CreateTeam = graphql(`
  mutation CreateTeam($input: CreateTeamInput!) {
    createTeam(input: $input) {
      __typename
      ... on CreateTeamPayload { team { id key title memberCount permissions { admin } } }
      ... on BaseError { message status code }
      ... on BadRequestError { field }
    }
  }
`);

const UpdateTeam = graphql(`
  mutation UpdateTeam($input: UpdateTeamInput!) {
    updateTeam(input: $input) {
      __typename
      ... on UpdateTeamPayload { team { key title } }
      ... on BaseError { message status }
      ... on BadRequestError { field }
    }
  }
`);

const DeleteTeam = graphql(`
  mutation DeleteTeam($input: DeleteTeamInput!) {
    deleteTeam(input: $input) {
      __typename
      ... on DeleteTeamPayload { deleted }
      ... on BaseError { message status }
    }
  }
`);

const AddTeamMembers = graphql(`
  mutation AddTeamMembers($input: AddTeamMembersInput!) {
    addTeamMembers(input: $input) {
      __typename
      ... on AddTeamMembersPayload { team { key memberCount members(first: 10) { edges { node { role user { key } } } } } }
      ... on BaseError { message status }
      ... on BadRequestError { field }
    }
  }
`);

const RemoveTeamMembers = graphql(`
  mutation RemoveTeamMembers($input: RemoveTeamMembersInput!) {
    removeTeamMembers(input: $input) {
      __typename
      ... on RemoveTeamMembersPayload { team { key memberCount } }
      ... on BaseError { message status }
    }
  }
`);

const UpdateMember = graphql(`
  mutation UpdateMember($input: UpdateMemberInput!) {
    updateMember(input: $input) {
      __typename
      ... on UpdateMemberPayload { member { key role } }
      ... on BaseError { message status code }
    }
  }
`);

const RemoveMember = graphql(`
  mutation RemoveMember($input: RemoveMemberInput!) {
    removeMember(input: $input) {
      __typename
      ... on RemoveMemberPayload { deleted }
      ... on BaseError { message status }
    }
  }
`);

const SetMemberSso = graphql(`
  mutation SetMemberSso($input: SetMemberSsoInput!) {
    setMemberSso(input: $input) {
      __typename
      ... on SetMemberSsoPayload { member { key sso } }
      ... on BaseError { message status }
    }
  }
`);

const Ping = graphql(`
  mutation Ping($input: PingOrganizationInput!) {
    pingOrganization(input: $input) {
      __typename
      ... on PingOrganizationPayload { serviceVisitorClaims gitbookVisitorClaims member { key lastSeenAt } }
      ... on BaseError { message status }
    }
  }
`);

const gql = (u?: Person) => graphqlClient(s.baseUrl, u?.token);

describe('members through GraphQL', () => {
  it('lists members with filters, search, sort and pagination', async () => {
    const all = await gql(reader).request(MembersQuery, { id: org.id, order: 'ASC' });
    expect(all.organization!.members.totalCount).toBe(4);
    const admins = await gql(reader).request(MembersQuery, { id: org.id, role: 'ADMIN' });
    expect(admins.organization!.members.edges.map((e) => e.node.key)).toEqual([admin.id]);
    const guests = await gql(reader).request(MembersQuery, { id: org.id, role: 'GUEST' });
    expect(guests.organization!.members.edges.map((e) => [e.node.key, e.node.role])).toEqual([[guest.id, null]]);
    const search = await gql(reader).request(MembersQuery, { id: org.id, search: 'emil' });
    expect(search.organization!.members.edges[0].node).toMatchObject({
      key: editor.id,
      role: 'EDIT',
      user: { displayName: 'Emil Editor' },
      organization: { key: org.id },
    });
    const byName = await gql(reader).request(MembersQuery, { id: org.id, sort: 'NAME', order: 'ASC' });
    expect(byName.organization!.members.edges.map((e) => e.node.user.displayName)).toEqual([
      'Anna Admin',
      'Emil Editor',
      'Gabe Guest',
      'Remy Reader',
    ]);
    const page1 = await gql(reader).request(MembersQuery, { id: org.id, sort: 'NAME', order: 'ASC', first: 3 });
    expect(page1.organization!.members.pageInfo.hasNextPage).toBe(true);
    const page2 = await gql(reader).request(MembersQuery, {
      id: org.id,
      sort: 'NAME',
      order: 'ASC',
      first: 3,
      after: page1.organization!.members.pageInfo.endCursor,
    });
    expect(page2.organization!.members.edges.map((e) => e.node.user.displayName)).toEqual(['Remy Reader']);
    expect(page2.organization!.members.pageInfo.hasNextPage).toBe(false);
  });

  it('counts the docs sites each member can access: all for a member with a role, none for a guest', async () => {
    const counts = async () =>
      Object.fromEntries(
        (await gql(admin).request(MembersQuery, { id: org.id, first: 50 })).organization!.members.edges.map((e) => [
          e.node.key,
          e.node.sites,
        ]),
      );
    const before = await counts();
    await site(s, admin, org.id, { title: 'Docs one' });
    await site(s, admin, org.id, { title: 'Docs two' });
    const after = await counts();
    for (const who of [admin, editor, reader]) expect(after[who.id]).toBe(before[who.id] + 2);
    expect(after[guest.id]).toBe(0);
  });

  it('resolves members as nodes for whoever may read them', async () => {
    const { organization } = await gql(admin).request(MemberQuery, { id: org.id, userId: reader.id });
    const node = await gql(editor).request(NodeQuery, { id: organization!.member.id });
    expect(node.node).toEqual({ __typename: 'OrganizationMember', key: reader.id, role: 'READ' });
    expect((await gql(outsider).request(NodeQuery, { id: organization!.member.id })).node).toBeNull();
    expect((await gql(guest).request(NodeQuery, { id: organization!.member.id })).node).toBeNull();
  });

  it('answers errors with codes: FORBIDDEN for guests listing, NOT_FOUND for outsiders, UNAUTHENTICATED', async () => {
    const code = async (u: Person | undefined) => {
      const error = await gql(u)
        .request(MembersQuery, { id: org.id })
        .catch((e) => e);
      expect(error).toBeInstanceOf(ClientError);
      return (error as ClientError).response.errors?.[0].extensions?.code;
    };
    expect(await code(guest)).toBe('FORBIDDEN');
    expect(await code(outsider)).toBe('NOT_FOUND');
    expect(await code(undefined)).toBe('UNAUTHENTICATED');
    const bad = await gql(reader)
      .request(MembersQuery, { id: org.id, first: 1001 })
      .catch((e) => e);
    expect((bad as ClientError).response.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
  });

  it('updates roles with typed errors (403, 404, 409)', async () => {
    const ok = await gql(admin).request(UpdateMember, {
      input: { organizationId: org.id, userId: editor.id, role: 'REVIEW' },
    });
    expect(ok.updateMember).toEqual({ __typename: 'UpdateMemberPayload', member: { key: editor.id, role: 'REVIEW' } });
    const guestNow = await gql(admin).request(UpdateMember, {
      input: { organizationId: org.id, userId: editor.id, role: null },
    });
    expect(guestNow.updateMember).toEqual({
      __typename: 'UpdateMemberPayload',
      member: { key: editor.id, role: null },
    });
    await gql(admin).request(UpdateMember, { input: { organizationId: org.id, userId: editor.id, role: 'EDIT' } });
    const forbidden = await gql(reader).request(UpdateMember, {
      input: { organizationId: org.id, userId: reader.id, role: 'ADMIN' },
    });
    expect(forbidden.updateMember).toMatchObject({ __typename: 'ForbiddenError', status: 403, code: 'FORBIDDEN' });
    const missing = await gql(admin).request(UpdateMember, {
      input: { organizationId: org.id, userId: outsider.id, role: 'READ' },
    });
    expect(missing.updateMember).toMatchObject({ __typename: 'NotFoundError', status: 404 });
    const last = await gql(admin).request(UpdateMember, {
      input: { organizationId: org.id, userId: admin.id, role: 'READ' },
    });
    expect(last.updateMember).toMatchObject({ __typename: 'ConflictError', status: 409 });
  });

  it('sets SSO and pings with visitor claims', async () => {
    const sso = await gql(admin).request(SetMemberSso, { input: { organizationId: org.id, userId: reader.id } });
    expect(sso.setMemberSso).toEqual({ __typename: 'SetMemberSsoPayload', member: { key: reader.id, sso: true } });
    const denied = await gql(editor).request(SetMemberSso, { input: { organizationId: org.id, userId: editor.id } });
    expect(denied.setMemberSso).toMatchObject({ __typename: 'ForbiddenError' });

    const ping = await gql(editor).request(Ping, { input: { organizationId: org.id } });
    if (ping.pingOrganization.__typename !== 'PingOrganizationPayload')
      throw new Error(ping.pingOrganization.__typename);
    expect(ping.pingOrganization.member.key).toBe(editor.id);
    expect(Date.parse(ping.pingOrganization.member.lastSeenAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(ping.pingOrganization.serviceVisitorClaims).toBe(ping.pingOrganization.gitbookVisitorClaims);
    // The organization's visitor key is never sent by the API (only the sites' keys are).
    const key = await visitorKey(s.db, org.id);
    const { payload } = await jwtVerify(ping.pingOrganization.serviceVisitorClaims, new TextEncoder().encode(key));
    expect(payload).toMatchObject({
      sub: editor.id,
      organization: org.id,
      role: 'edit',
      name: 'Emil Editor',
      email: editor.email,
    });
    const member = await gql(admin).request(MemberQuery, { id: org.id, userId: editor.id });
    expect(member.organization!.member.lastSeenAt).toBe(ping.pingOrganization.member.lastSeenAt);
    const outside = await gql(outsider).request(Ping, { input: { organizationId: org.id } });
    expect(outside.pingOrganization).toMatchObject({ __typename: 'NotFoundError', status: 404 });
  });
});

describe('teams through GraphQL', () => {
  let teamKey: string;

  it('creates a team with typed errors for bad input and permissions', async () => {
    const bad = await gql(admin).request(CreateTeam, { input: { organizationId: org.id, title: 'x'.repeat(65) } });
    expect(bad.createTeam).toMatchObject({ __typename: 'BadRequestError', status: 400, field: 'title' });
    const badMembers = await gql(admin).request(CreateTeam, {
      input: { organizationId: org.id, title: 'Ok', members: [outsider.id] },
    });
    expect(badMembers.createTeam).toMatchObject({ __typename: 'BadRequestError', field: 'members' });
    const denied = await gql(reader).request(CreateTeam, { input: { organizationId: org.id, title: 'Readers' } });
    expect(denied.createTeam).toMatchObject({ __typename: 'ForbiddenError', status: 403 });
    const ok = await gql(admin).request(CreateTeam, {
      input: { organizationId: org.id, title: 'Platform', members: [reader.id] },
    });
    if (ok.createTeam.__typename !== 'CreateTeamPayload') throw new Error(ok.createTeam.__typename);
    expect(ok.createTeam.team).toMatchObject({ title: 'Platform', memberCount: 2, permissions: { admin: true } });
    teamKey = ok.createTeam.team.key;
    const node = await gql(reader).request(NodeQuery, { id: ok.createTeam.team.id });
    expect(node.node).toEqual({ __typename: 'OrganizationTeam', key: teamKey, title: 'Platform' });
    expect((await gql(guest).request(NodeQuery, { id: ok.createTeam.team.id })).node).toBeNull();
  });

  it('adds and removes team members, owners manage the team', async () => {
    const added = await gql(admin).request(AddTeamMembers, {
      input: { organizationId: org.id, teamId: teamKey, userIds: [editor.id, guest.id] },
    });
    if (added.addTeamMembers.__typename !== 'AddTeamMembersPayload') throw new Error(added.addTeamMembers.__typename);
    expect(added.addTeamMembers.team.memberCount).toBe(4);
    const byKey = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(added.addTeamMembers.team.members.edges.map((e) => [e.node.user.key, e.node.role]).sort(byKey)).toEqual(
      [
        [admin.id, 'OWNER'],
        [reader.id, 'MEMBER'],
        [editor.id, 'MEMBER'],
        [guest.id, 'MEMBER'],
      ].sort(byKey),
    );
    // editor is not an owner yet
    const notYet = await gql(editor).request(UpdateTeam, {
      input: { organizationId: org.id, teamId: teamKey, title: 'Editors' },
    });
    expect(notYet.updateTeam).toMatchObject({ __typename: 'ForbiddenError', status: 403 });
    const promoted = await gql(admin).request(AddTeamMembers, {
      input: { organizationId: org.id, teamId: teamKey, userIds: [editor.id], role: 'OWNER' },
    });
    expect(promoted.addTeamMembers).toMatchObject({ __typename: 'AddTeamMembersPayload', team: { memberCount: 4 } });
    const renamed = await gql(editor).request(UpdateTeam, {
      input: { organizationId: org.id, teamId: teamKey, title: 'Platform Team' },
    });
    expect(renamed.updateTeam).toEqual({
      __typename: 'UpdateTeamPayload',
      team: { key: teamKey, title: 'Platform Team' },
    });
    const badTitle = await gql(editor).request(UpdateTeam, {
      input: { organizationId: org.id, teamId: teamKey, title: '' },
    });
    expect(badTitle.updateTeam).toMatchObject({ __typename: 'BadRequestError', field: 'title' });

    const nonMember = await gql(admin).request(AddTeamMembers, {
      input: { organizationId: org.id, teamId: teamKey, userIds: [outsider.id] },
    });
    expect(nonMember.addTeamMembers).toMatchObject({ __typename: 'BadRequestError', field: 'userIds' });
    const empty = await gql(admin).request(AddTeamMembers, {
      input: { organizationId: org.id, teamId: teamKey, userIds: [] },
    });
    expect(empty.addTeamMembers).toMatchObject({ __typename: 'BadRequestError', field: 'userIds' });
    const byReader = await gql(reader).request(RemoveTeamMembers, {
      input: { organizationId: org.id, teamId: teamKey, userIds: [guest.id] },
    });
    expect(byReader.removeTeamMembers).toMatchObject({ __typename: 'ForbiddenError' });
    const removed = await gql(editor).request(RemoveTeamMembers, {
      input: { organizationId: org.id, teamId: teamKey, userIds: [guest.id] },
    });
    expect(removed.removeTeamMembers).toEqual({
      __typename: 'RemoveTeamMembersPayload',
      team: { key: teamKey, memberCount: 3 },
    });

    const teams = await gql(reader).request(TeamsQuery, { id: org.id });
    const team = teams.organization!.teams.edges[0].node;
    expect(team).toMatchObject({ key: teamKey, memberCount: 3, spaces: 0, permissions: { admin: false, view: true } });
    expect(team.members.totalCount).toBe(3);
    expect(
      team.members.edges.map((e) => [e.node.user.displayName, e.node.role, e.node.organizationMember.role]).sort(byKey),
    ).toEqual([
      ['Anna Admin', 'OWNER', 'ADMIN'],
      ['Emil Editor', 'OWNER', 'EDIT'],
      ['Remy Reader', 'MEMBER', 'READ'],
    ]);
    const ownedByEditor = await gql(reader).request(TeamsQuery, { id: org.id, owner: editor.id });
    expect(ownedByEditor.organization!.teams.edges.map((e) => e.node.key)).toEqual([teamKey]);
    const ownedByReader = await gql(reader).request(TeamsQuery, { id: org.id, owner: reader.id });
    expect(ownedByReader.organization!.teams.totalCount).toBe(0);

    const member = await gql(admin).request(MemberQuery, { id: org.id, userId: editor.id, title: 'platform' });
    expect(member.organization!.member.teams).toBe(1);
    expect(
      member.organization!.member.teamMemberships.edges.map((e) => [e.node.team.title, e.node.member.role]),
    ).toEqual([['Platform Team', 'OWNER']]);
    const none = await gql(admin).request(MemberQuery, { id: org.id, userId: editor.id, title: 'nothing' });
    expect(none.organization!.member.teamMemberships.totalCount).toBe(0);
  });

  it('removes members (teams go with them) and deletes teams', async () => {
    const forbidden = await gql(reader).request(RemoveMember, { input: { organizationId: org.id, userId: editor.id } });
    expect(forbidden.removeMember).toMatchObject({ __typename: 'ForbiddenError', status: 403 });
    const gone = await gql(admin).request(RemoveMember, { input: { organizationId: org.id, userId: editor.id } });
    expect(gone.removeMember).toEqual({ __typename: 'RemoveMemberPayload', deleted: true });
    const again = await gql(admin).request(RemoveMember, { input: { organizationId: org.id, userId: editor.id } });
    expect(again.removeMember).toEqual({ __typename: 'RemoveMemberPayload', deleted: false });
    const lastAdmin = await gql(admin).request(RemoveMember, { input: { organizationId: org.id, userId: admin.id } });
    expect(lastAdmin.removeMember).toMatchObject({ __typename: 'ConflictError', status: 409 });
    const teams = await gql(admin).request(TeamsQuery, { id: org.id });
    expect(teams.organization!.teams.edges[0].node.memberCount).toBe(2);

    const denied = await gql(reader).request(DeleteTeam, { input: { organizationId: org.id, teamId: teamKey } });
    expect(denied.deleteTeam).toMatchObject({ __typename: 'ForbiddenError' });
    expect(
      (await gql(admin).request(DeleteTeam, { input: { organizationId: org.id, teamId: teamKey } })).deleteTeam,
    ).toEqual({ __typename: 'DeleteTeamPayload', deleted: true });
    expect(
      (await gql(admin).request(DeleteTeam, { input: { organizationId: org.id, teamId: teamKey } })).deleteTeam,
    ).toEqual({ __typename: 'DeleteTeamPayload', deleted: false });
    expect((await gql(admin).request(TeamsQuery, { id: org.id })).organization!.teams.totalCount).toBe(0);
  });
});

describe('query count', () => {
  it('lists 10 and 100 members with user, team and space counts in the same number of SQL statements', async () => {
    const owner = await s.user('Count Owner');
    const bulk = (await s.org(owner.id, 'Counted')).id;
    // The team's creator (the owner) is its first member.
    const created = await gql(owner).request(CreateTeam, { input: { organizationId: bulk, title: 'All' } });
    if (created.createTeam.__typename !== 'CreateTeamPayload') throw new Error(created.createTeam.__typename);
    const teamId = created.createTeam.team.key;
    await space(s, owner, bulk, { title: 'S' });
    let made = 0;
    const grow = async (n: number) => {
      const userIds: string[] = [];
      for (let i = 0; i < n; i++) {
        const user = await s.user(`Counted ${made++}`);
        await s.member(bulk, user.id, 'comment');
        userIds.push(user.id);
      }
      const added = await gql(owner).request(AddTeamMembers, { input: { organizationId: bulk, teamId, userIds } });
      expect(added.addTeamMembers.__typename).toBe('AddTeamMembersPayload');
    };
    const measure = async () => {
      s.db.authCache.clear(); // every measure starts from the same (cold) access cache
      const before = s.db.stats.statements;
      const data = await graphqlClient(s.baseUrl, owner.token).request(MembersQuery, { id: bulk, first: 1000 });
      return { statements: s.db.stats.statements - before, nodes: data.organization!.members.edges.map((e) => e.node) };
    };
    await grow(9);
    const ten = await measure();
    expect(ten.nodes).toHaveLength(10);
    await grow(90);
    const hundred = await measure();
    expect(hundred.nodes).toHaveLength(100);
    expect(hundred.nodes.every((n) => n.spaces === 1)).toBe(true);
    expect(hundred.nodes.filter((n) => n.teams === 1)).toHaveLength(100); // the owner and the 99
    expect(hundred.statements).toBe(ten.statements);
    console.log(
      `GraphQL organization.members: ${ten.statements} SQL statements for 10 members, ${hundred.statements} for 100`,
    );
  });
});
