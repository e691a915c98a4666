import { MemberRole } from '@gitbook/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { collection as createCollection, space, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';

let otherTeamId: string;

const path = (p = '') => `/v1/orgs/${org.id}${p}`;
const teamCount = async () =>
  (await gitbook(s.baseUrl, admin.token).orgs.listTeamsInOrganizationById(org.id, { limit: 1000 })).data.items.length;

const {
  s,
  owner: admin,
  creator,
  reader,
  guest,
  outsider,
  org,
  outsiderOrg: otherOrg,
} = useServer({
  title: 'Teams Org',
  members: { creator: 'create', reader: 'read', guest: null },
  outsiderOrgTitle: 'Other Org',
  names: {
    owner: 'Ada Admin',
    creator: 'Cy Creator',
    reader: 'Rae Reader',
    guest: 'Gil Guest',
    outsider: 'Out Sider',
  },
});
beforeAll(async () => {
  otherTeamId = (
    await gitbook(s.baseUrl, outsider.token).orgs.createOrganizationTeam(otherOrg.id, { title: 'Foreign' })
  ).data.id;
});

const TeamMembers = graphql(`
  query TeamMembers($id: ID!, $teamId: ID!) {
    organization(id: $id) { team(teamId: $teamId) { members(first: 1000) { nodes { role user { key } } } } }
  }
`);

describe('PUT /teams (create)', () => {
  it('creates a team (201) with its members; the creator is an owner', async () => {
    const res = await gitbook(s.baseUrl, admin.token).orgs.createOrganizationTeam(org.id, {
      title: 'Engineering',
      members: [reader.id, guest.id, reader.id],
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      object: 'team',
      title: 'Engineering',
      members: 3,
      spaces: 0,
      permissions: { admin: true, view: true },
    });
    expect(Date.parse(res.data.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // Quire has no REST route for a team's members (GitBook's GET /teams/{teamId}/members): GraphQL lists them.
    const read = await graphqlClient(s.baseUrl, admin.token).request(TeamMembers, {
      id: org.id,
      teamId: res.data.id,
    });
    expect(Object.fromEntries(read.organization!.team.members.nodes.map((m) => [m.user.key, m.role]))).toEqual({
      [admin.id]: 'OWNER',
      [reader.id]: 'MEMBER',
      [guest.id]: 'MEMBER',
    });
  });

  it('lets create-role members create teams they manage; readers and guests cannot', async () => {
    const { data } = await gitbook(s.baseUrl, creator.token).orgs.createOrganizationTeam(org.id, { title: 'Writers' });
    expect(data).toMatchObject({ title: 'Writers', members: 1, permissions: { admin: true, view: true } });
    // seen by a reader: viewable, not manageable
    const asReader = await gitbook(s.baseUrl, reader.token).orgs.getTeamInOrganizationById(org.id, data.id);
    expect(asReader.data.permissions).toEqual({ admin: false, view: true });
    const before = await teamCount();
    expect(
      await statusOf(gitbook(s.baseUrl, reader.token).orgs.createOrganizationTeam(org.id, { title: 'Nope' })),
    ).toBe(403);
    expect(await statusOf(gitbook(s.baseUrl, guest.token).orgs.createOrganizationTeam(org.id, { title: 'Nope' }))).toBe(
      403,
    );
    expect(
      await statusOf(gitbook(s.baseUrl, outsider.token).orgs.createOrganizationTeam(org.id, { title: 'Nope' })),
    ).toBe(404);
    expect(await statusOf(gitbook(s.baseUrl).orgs.createOrganizationTeam(org.id, { title: 'Nope' }))).toBe(401);
    expect(await teamCount()).toBe(before);
  });

  it('rejects bad input with 400 naming the field, and creates nothing', async () => {
    const before = await teamCount();
    const cases: [unknown, string][] = [
      [{}, 'title'],
      [{ title: '' }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 't'.repeat(65) }, 'title'],
      [{ title: 42 }, 'title'],
      [{ title: null }, 'title'],
      [{ title: 'Ok', members: reader.id }, 'members'],
      [{ title: 'Ok', members: [42] }, 'members'],
      [{ title: 'Ok', members: [outsider.id] }, 'members'],
      [{ title: 'Ok', members: ['no-such-user'] }, 'members'],
    ];
    for (const [body, field] of cases) {
      const res = await call(s.baseUrl, admin.token, 'PUT', path('/teams'), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe(400);
      expect(res.body.error.message, JSON.stringify(body)).toContain(field);
    }
    expect((await call(s.baseUrl, admin.token, 'PUT', path('/teams'), '{"title": "x"')).status).toBe(400);
    expect(await teamCount()).toBe(before);
    // 64 characters is the upper bound
    const max = await gitbook(s.baseUrl, admin.token).orgs.createOrganizationTeam(org.id, { title: 'm'.repeat(64) });
    expect(max.data.title).toHaveLength(64);
    await gitbook(s.baseUrl, admin.token).orgs.removeTeamFromOrganizationById(org.id, max.data.id);
  });
});

describe('GET /teams', () => {
  it('lists teams oldest first, filters by title and by who can manage them', async () => {
    const api = gitbook(s.baseUrl, reader.token);
    const { data } = await api.orgs.listTeamsInOrganizationById(org.id);
    expect(data.count).toBe(2);
    expect(data.items.map((t) => t.title)).toEqual(['Engineering', 'Writers']);
    expect(data.items.map((t) => t.members)).toEqual([3, 1]);

    const byTitle = await api.orgs.listTeamsInOrganizationById(org.id, { title: 'WRIT' });
    expect(byTitle.data.items.map((t) => t.title)).toEqual(['Writers']);
    expect(byTitle.data.count).toBe(1);

    const adminCan = await api.orgs.listTeamsInOrganizationById(org.id, { owner: admin.id });
    expect(adminCan.data.items.map((t) => t.title)).toEqual(['Engineering', 'Writers']);
    const creatorCan = await api.orgs.listTeamsInOrganizationById(org.id, { owner: creator.id });
    expect(creatorCan.data.items.map((t) => t.title)).toEqual(['Writers']);
    const readerCan = await api.orgs.listTeamsInOrganizationById(org.id, { owner: reader.id });
    expect(readerCan.data).toMatchObject({ count: 0, items: [] });
    const strangerCan = await api.orgs.listTeamsInOrganizationById(org.id, { owner: outsider.id });
    expect(strangerCan.data.count).toBe(0);
    const both = await api.orgs.listTeamsInOrganizationById(org.id, { owner: creator.id, title: 'eng' });
    expect(both.data.count).toBe(0);
  });

  it('paginates with limit and next.page', async () => {
    const api = gitbook(s.baseUrl, admin.token);
    for (const title of ['Page A', 'Page B', 'Page C']) await api.orgs.createOrganizationTeam(org.id, { title });
    const first = await api.orgs.listTeamsInOrganizationById(org.id, { limit: 2, title: 'page' });
    expect(first.data.count).toBe(3);
    expect(first.data.items.map((t) => t.title)).toEqual(['Page A', 'Page B']);
    const second = await api.orgs.listTeamsInOrganizationById(org.id, {
      limit: 2,
      title: 'page',
      page: first.data.next!.page,
    });
    expect(second.data.items.map((t) => t.title)).toEqual(['Page C']);
    expect(second.data.next).toBeUndefined();
    for (const q of ['limit=x', 'limit=1001', 'page=bogus', `title=${'t'.repeat(513)}`]) {
      expect((await call(s.baseUrl, admin.token, 'GET', path(`/teams?${q}`))).status, q).toBe(400);
    }
  });

  it('is for non-guest members', async () => {
    expect(await statusOf(gitbook(s.baseUrl, guest.token).orgs.listTeamsInOrganizationById(org.id))).toBe(403);
    expect(await statusOf(gitbook(s.baseUrl, outsider.token).orgs.listTeamsInOrganizationById(org.id))).toBe(404);
    expect(await statusOf(gitbook(s.baseUrl).orgs.listTeamsInOrganizationById(org.id))).toBe(401);
    expect(await statusOf(gitbook(s.baseUrl, 'qr_api_bad').orgs.listTeamsInOrganizationById(org.id))).toBe(401);
  });
});

describe('GET /teams/{teamId}', () => {
  it('returns a team with its counts; 404 for other organizations and unknown ids, 403 for guests', async () => {
    const team = (
      await gitbook(s.baseUrl, admin.token).orgs.createOrganizationTeam(org.id, {
        title: 'Support',
        members: [reader.id],
      })
    ).data;
    const { data } = await gitbook(s.baseUrl, reader.token).orgs.getTeamInOrganizationById(org.id, team.id);
    expect(data).toEqual({ ...team, permissions: { admin: false, view: true } });
    expect(await statusOf(gitbook(s.baseUrl, guest.token).orgs.getTeamInOrganizationById(org.id, team.id))).toBe(403);
    expect(await statusOf(gitbook(s.baseUrl, admin.token).orgs.getTeamInOrganizationById(org.id, otherTeamId))).toBe(
      404,
    );
    expect(await statusOf(gitbook(s.baseUrl, admin.token).orgs.getTeamInOrganizationById(org.id, 'no-such-team'))).toBe(
      404,
    );
    expect(await statusOf(gitbook(s.baseUrl, outsider.token).orgs.getTeamInOrganizationById(org.id, team.id))).toBe(
      404,
    );
    expect(await statusOf(gitbook(s.baseUrl).orgs.getTeamInOrganizationById(org.id, team.id))).toBe(401);
  });

  it('counts the spaces granted to the team, and its members after changes', async () => {
    const api = gitbook(s.baseUrl, admin.token);
    const temp = await s.user('Temp Member');
    await s.member(org.id, temp.id, 'comment');
    const team = (await api.orgs.createOrganizationTeam(org.id, { title: 'Granted', members: [creator.id, temp.id] }))
      .data;
    expect(team).toMatchObject({ members: 3, spaces: 0 });
    const mk = async (title: string) => {
      const { id } = await space(s, admin, org.id, { title });
      await api.spaces.updateSpaceById(id, { defaultLevel: null });
      return id;
    };
    const [a, b, gone] = [await mk('A'), await mk('B'), await mk('Gone')];
    const collection = await createCollection(s, { as: admin, organizationId: org.id, title: 'C' });
    const teams = [team.id];
    for (const id of [a, b, gone]) await api.spaces.inviteToSpace(id, { role: MemberRole.Read, teams });
    await api.collections.inviteToCollection(collection.id, { role: MemberRole.Read, teams });
    await api.spaces.deleteSpaceById(gone);
    expect((await api.orgs.getTeamInOrganizationById(org.id, team.id)).data.spaces).toBe(2);
    // the creator member now reaches the two spaces through the team
    expect((await api.orgs.getMemberInOrganizationById(org.id, creator.id)).data.spaces).toBe(2);
    expect((await api.orgs.getMemberInOrganizationById(org.id, creator.id)).data.teams).toBe(2);

    await api.orgs.removeMemberFromOrganizationById(org.id, temp.id);
    expect((await api.orgs.getTeamInOrganizationById(org.id, team.id)).data.members).toBe(2);
    await api.orgs.removeTeamFromOrganizationById(org.id, team.id);
    const granted = await Promise.all([
      ...[a, b, gone].map(async (id) => (await api.spaces.listTeamPermissionsInSpace(id)).data.count),
      (await api.collections.listTeamPermissionsInCollection(collection.id)).data.count,
    ]);
    expect(granted.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(0);
    expect((await api.orgs.getMemberInOrganizationById(org.id, creator.id)).data.spaces).toBe(0);
  });
});

describe('PATCH /teams/{teamId}', () => {
  it('renames a team: org admins and team owners only', async () => {
    const writers = (
      await gitbook(s.baseUrl, admin.token).orgs.listTeamsInOrganizationById(org.id, { title: 'Writers' })
    ).data.items[0];
    const byOwner = await gitbook(s.baseUrl, creator.token).orgs.updateTeamInOrganizationById(org.id, writers.id, {
      title: 'Tech Writers',
    });
    expect(byOwner.data).toMatchObject({ id: writers.id, title: 'Tech Writers', members: 1 });
    const byAdmin = await gitbook(s.baseUrl, admin.token).orgs.updateTeamInOrganizationById(org.id, writers.id, {
      title: 'Writers',
    });
    expect(byAdmin.data.title).toBe('Writers');

    const engineering = (
      await gitbook(s.baseUrl, admin.token).orgs.listTeamsInOrganizationById(org.id, { title: 'Engineering' })
    ).data.items[0];
    expect(
      await statusOf(
        gitbook(s.baseUrl, creator.token).orgs.updateTeamInOrganizationById(org.id, engineering.id, { title: 'Mine' }),
      ),
    ).toBe(403);
    expect(
      await statusOf(
        gitbook(s.baseUrl, reader.token).orgs.updateTeamInOrganizationById(org.id, engineering.id, { title: 'Mine' }),
      ),
    ).toBe(403);
    expect(
      await statusOf(
        gitbook(s.baseUrl, guest.token).orgs.updateTeamInOrganizationById(org.id, engineering.id, { title: 'Mine' }),
      ),
    ).toBe(403);
    expect(
      await statusOf(
        gitbook(s.baseUrl, outsider.token).orgs.updateTeamInOrganizationById(org.id, engineering.id, { title: 'Mine' }),
      ),
    ).toBe(404);
    expect(
      await statusOf(
        gitbook(s.baseUrl, admin.token).orgs.updateTeamInOrganizationById(org.id, otherTeamId, { title: 'Mine' }),
      ),
    ).toBe(404);
    expect(
      await statusOf(gitbook(s.baseUrl).orgs.updateTeamInOrganizationById(org.id, engineering.id, { title: 'Mine' })),
    ).toBe(401);
    expect(
      (await gitbook(s.baseUrl, admin.token).orgs.getTeamInOrganizationById(org.id, engineering.id)).data.title,
    ).toBe('Engineering');
  });

  it('rejects bad input with 400 naming the field, and changes nothing', async () => {
    const engineering = (
      await gitbook(s.baseUrl, admin.token).orgs.listTeamsInOrganizationById(org.id, { title: 'Engineering' })
    ).data.items[0];
    for (const body of [
      {},
      { title: '' },
      { title: 'x'.repeat(65) },
      { title: 7 },
      { title: ['a'] },
      { title: null },
    ]) {
      const res = await call(s.baseUrl, admin.token, 'PATCH', path(`/teams/${engineering.id}`), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toContain('title');
    }
    expect((await call(s.baseUrl, admin.token, 'PATCH', path(`/teams/${engineering.id}`), '{title:"x"}')).status).toBe(
      400,
    );
    expect(
      (await gitbook(s.baseUrl, admin.token).orgs.getTeamInOrganizationById(org.id, engineering.id)).data.title,
    ).toBe('Engineering');
  });
});

describe('DELETE /teams/{teamId}', () => {
  it('deletes a team (205), then 204; its members lose it', async () => {
    const api = gitbook(s.baseUrl, admin.token);
    const team = (await api.orgs.createOrganizationTeam(org.id, { title: 'Temporary', members: [reader.id] })).data;
    const teamsBefore = (await api.orgs.getMemberInOrganizationById(org.id, reader.id)).data.teams;
    expect(await statusOf(gitbook(s.baseUrl, reader.token).orgs.removeTeamFromOrganizationById(org.id, team.id))).toBe(
      403,
    );
    expect(await statusOf(gitbook(s.baseUrl, guest.token).orgs.removeTeamFromOrganizationById(org.id, team.id))).toBe(
      403,
    );
    expect(
      await statusOf(gitbook(s.baseUrl, outsider.token).orgs.removeTeamFromOrganizationById(org.id, team.id)),
    ).toBe(404);
    expect(await statusOf(gitbook(s.baseUrl).orgs.removeTeamFromOrganizationById(org.id, team.id))).toBe(401);

    expect((await api.orgs.removeTeamFromOrganizationById(org.id, team.id)).status).toBe(205);
    expect(await statusOf(api.orgs.getTeamInOrganizationById(org.id, team.id))).toBe(404);
    expect((await api.orgs.getMemberInOrganizationById(org.id, reader.id)).data.teams).toBe(teamsBefore - 1);
    expect((await api.orgs.removeTeamFromOrganizationById(org.id, team.id)).status).toBe(204);
    // a team of another organization is not in this one: nothing deleted
    expect((await api.orgs.removeTeamFromOrganizationById(org.id, otherTeamId)).status).toBe(204);
    expect(
      (await gitbook(s.baseUrl, outsider.token).orgs.getTeamInOrganizationById(otherOrg.id, otherTeamId)).status,
    ).toBe(200);
  });

  it('lets a team owner delete its team', async () => {
    const team = (await gitbook(s.baseUrl, creator.token).orgs.createOrganizationTeam(org.id, { title: 'Short-lived' }))
      .data;
    expect((await gitbook(s.baseUrl, creator.token).orgs.removeTeamFromOrganizationById(org.id, team.id)).status).toBe(
      205,
    );
  });
});
