import { MemberRole, type OrganizationMember } from '@gitbook/api';
import { jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../src/errors.ts';
import { addMember } from '../src/modules/members/service.ts';
import { graphql } from './gql/index.ts';
import { visitorKey } from './support/beside.ts';
import { grant, type Person, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';

/** A space made by `as` through REST; `defaultLevel: null` hides it from the members. */
async function space(as: Person, organizationId: string, title: string, defaultLevel: 'inherit' | null) {
  const { data } = await gitbook(s.baseUrl, as.token).orgs.createSpace(organizationId, { title });
  if (defaultLevel === null) await gitbook(s.baseUrl, as.token).spaces.updateSpaceById(data.id, { defaultLevel });
  return data.id;
}

const {
  s,
  owner,
  outsider,
  org: testOrg,
  outsiderOrg: otherOrg,
} = useServer({
  title: 'Members Org',
  outsiderOrgTitle: 'Other Org',
  names: { owner: 'Olivia Owner', outsider: 'Oscar Outsider' },
});
let editor: Person;
let reader: Person;
let guest: Person;
let creator: Person;
beforeAll(async () => {
  // The owner joined first (with the organization), then editor, reader, guest, creator: each a few
  // milliseconds after the previous one, so the default order (joinedAt desc) is deterministic.
  const join = async (name: string, role: 'edit' | 'read' | 'create' | null) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const person = await s.user(name);
    await s.member(testOrg.id, person.id, role);
    return person;
  };
  editor = await join('Eddie Editor', 'edit');
  reader = await join('Rita Reader', 'read');
  guest = await join('Gus Guest', null);
  creator = await join('Cora Creator', 'create');
});

const path = (p = '') => `/v1/orgs/${testOrg.id}${p}`;

describe('GET /members', () => {
  it('lists members with their user and counts, newest first by default', async () => {
    const { data } = await gitbook(s.baseUrl, reader.token).orgs.listMembersInOrganizationById(testOrg.id);
    expect(data.count).toBe(5);
    expect(data.next).toBeUndefined();
    expect(data.items.map((m) => m.id)).toEqual([creator.id, guest.id, reader.id, editor.id, owner.id]);
    const ownerItem = data.items.find((m) => m.id === owner.id)!;
    expect(ownerItem).toMatchObject({
      object: 'member',
      role: 'admin',
      disabled: false,
      sso: false,
      spaces: 0,
      teams: 0,
      sites: 0,
      user: {
        object: 'user',
        id: owner.id,
        displayName: 'Olivia Owner',
        email: owner.email,
        urls: { location: `${s.baseUrl}/v1/users/${owner.id}` },
      },
    });
    expect(ownerItem.lastSeenAt).toBeUndefined();
    // a guest's role is an explicit null
    expect(data.items.find((m) => m.id === guest.id)!.role).toBeNull();
  });

  it('orders ascending, filters by role (guest included) and searches names and emails', async () => {
    const api = gitbook(s.baseUrl, reader.token);
    const asc = await api.orgs.listMembersInOrganizationById(testOrg.id, { order: 'asc' });
    expect(asc.data.items.map((m) => m.id)).toEqual([owner.id, editor.id, reader.id, guest.id, creator.id]);
    const readers = await api.orgs.listMembersInOrganizationById(testOrg.id, { role: MemberRole.Read });
    expect(readers.data.items.map((m) => m.id)).toEqual([reader.id]);
    expect(readers.data.count).toBe(1);
    const guests = await api.orgs.listMembersInOrganizationById(testOrg.id, { role: 'guest' });
    expect(guests.data.items.map((m) => m.id)).toEqual([guest.id]);
    const byName = await api.orgs.listMembersInOrganizationById(testOrg.id, { search: 'rITA' });
    expect(byName.data.items.map((m) => m.id)).toEqual([reader.id]);
    const byEmail = await api.orgs.listMembersInOrganizationById(testOrg.id, {
      search: editor.email.slice(0, 12).toUpperCase(),
    });
    expect(byEmail.data.items.map((m) => m.id)).toEqual([editor.id]);
    const none = await api.orgs.listMembersInOrganizationById(testOrg.id, { search: 'nobody-matches-this' });
    expect(none.data).toMatchObject({ count: 0, items: [] });
  });

  it('sorts by name, and by lastSeenAt listing only members seen at least once', async () => {
    const api = gitbook(s.baseUrl, reader.token);
    const byName = await api.orgs.listMembersInOrganizationById(testOrg.id, { sort: 'name', order: 'asc' });
    expect(byName.data.items.map((m) => m.user.displayName)).toEqual([
      'Cora Creator',
      'Eddie Editor',
      'Gus Guest',
      'Olivia Owner',
      'Rita Reader',
    ]);
    const byNameDesc = await api.orgs.listMembersInOrganizationById(testOrg.id, { sort: 'name' });
    expect(byNameDesc.data.items[0].user.displayName).toBe('Rita Reader');

    await gitbook(s.baseUrl, editor.token).orgs.updateOrganizationMemberLastSeenAt(testOrg.id);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await gitbook(s.baseUrl, guest.token).orgs.updateOrganizationMemberLastSeenAt(testOrg.id);
    const seen = await api.orgs.listMembersInOrganizationById(testOrg.id, { sort: 'lastSeenAt' });
    expect(seen.data.count).toBe(2);
    expect(seen.data.items.map((m) => m.id)).toEqual([guest.id, editor.id]);
    const seenAsc = await api.orgs.listMembersInOrganizationById(testOrg.id, { sort: 'lastSeenAt', order: 'asc' });
    expect(seenAsc.data.items.map((m) => m.id)).toEqual([editor.id, guest.id]);
  });

  it('paginates with limit and next.page', async () => {
    const api = gitbook(s.baseUrl, reader.token);
    const first = await api.orgs.listMembersInOrganizationById(testOrg.id, { limit: 2, order: 'asc' });
    expect(first.data.count).toBe(5);
    expect(first.data.items.map((m) => m.id)).toEqual([owner.id, editor.id]);
    const second = await api.orgs.listMembersInOrganizationById(testOrg.id, {
      limit: 2,
      order: 'asc',
      page: first.data.next!.page,
    });
    expect(second.data.items.map((m) => m.id)).toEqual([reader.id, guest.id]);
    const third = await api.orgs.listMembersInOrganizationById(testOrg.id, {
      limit: 2,
      order: 'asc',
      page: second.data.next!.page,
    });
    expect(third.data.items.map((m) => m.id)).toEqual([creator.id]);
    expect(third.data.next).toBeUndefined();
  });

  it('rejects bad query parameters with 400', async () => {
    for (const q of [
      'role=owner',
      'sort=email',
      'order=up',
      'limit=abc',
      'limit=1001',
      'page=garbage',
      `search=${'x'.repeat(513)}`,
    ]) {
      const res = await call(s.baseUrl, reader.token, 'GET', path(`/members?${q}`));
      expect(res.status, q).toBe(400);
      expect(res.body.error.code).toBe(400);
      expect(res.body.error.message, q).toContain(q.split('=')[0]);
    }
  });

  it('is for non-guest members: 401 without a token, 403 for guests, 404 for outsiders', async () => {
    expect(await statusOf(gitbook(s.baseUrl).orgs.listMembersInOrganizationById(testOrg.id))).toBe(401);
    expect(await statusOf(gitbook(s.baseUrl, 'qr_api_invalid').orgs.listMembersInOrganizationById(testOrg.id))).toBe(
      401,
    );
    expect(await statusOf(gitbook(s.baseUrl, guest.token).orgs.listMembersInOrganizationById(testOrg.id))).toBe(403);
    expect(await statusOf(gitbook(s.baseUrl, outsider.token).orgs.listMembersInOrganizationById(testOrg.id))).toBe(404);
  });
});

describe('GET /members/{userId}', () => {
  it('returns a member; a guest only itself', async () => {
    const { data } = await gitbook(s.baseUrl, reader.token).orgs.getMemberInOrganizationById(testOrg.id, editor.id);
    expect(data).toMatchObject({
      object: 'member',
      id: editor.id,
      role: 'edit',
      user: { displayName: 'Eddie Editor' },
    });
    const self = await gitbook(s.baseUrl, guest.token).orgs.getMemberInOrganizationById(testOrg.id, guest.id);
    expect(self.data).toMatchObject({ id: guest.id, role: null });
    expect(
      await statusOf(gitbook(s.baseUrl, guest.token).orgs.getMemberInOrganizationById(testOrg.id, editor.id)),
    ).toBe(403);
  });

  it('answers 404 for non-members and other organizations, 401 without a token', async () => {
    const api = gitbook(s.baseUrl, owner.token);
    expect(await statusOf(api.orgs.getMemberInOrganizationById(testOrg.id, outsider.id))).toBe(404);
    expect(await statusOf(api.orgs.getMemberInOrganizationById(testOrg.id, 'no-such-user'))).toBe(404);
    expect(await statusOf(api.orgs.getMemberInOrganizationById(otherOrg.id, outsider.id))).toBe(404);
    expect(
      await statusOf(gitbook(s.baseUrl, outsider.token).orgs.getMemberInOrganizationById(testOrg.id, owner.id)),
    ).toBe(404);
    expect(await statusOf(gitbook(s.baseUrl).orgs.getMemberInOrganizationById(testOrg.id, owner.id))).toBe(401);
  });

  it('counts the spaces a member can access', async () => {
    const other = await s.org(owner.id, 'Spaces Org');
    const m = await s.user('Space Member');
    const g = await s.user('Space Guest');
    await s.member(other.id, m.id, 'read');
    await s.member(other.id, g.id, null);
    await space(owner, other.id, 'Open', 'inherit');
    const closed = await space(owner, other.id, 'Closed', null);
    await space(owner, other.id, 'Open 2', 'inherit');
    await grant(s, { as: owner, to: g, organizationId: other.id, spaceId: closed, role: 'read' });
    const api = gitbook(s.baseUrl, owner.token);
    const counts = Object.fromEntries(
      (await api.orgs.listMembersInOrganizationById(other.id)).data.items.map((item) => [item.id, item.spaces]),
    );
    expect(counts).toEqual({ [owner.id]: 3, [m.id]: 2, [g.id]: 1 });
  });
});

describe('PATCH /members/{userId}', () => {
  it('lets admins change roles; null makes a guest', async () => {
    const api = gitbook(s.baseUrl, owner.token);
    const { data } = await api.orgs.updateMemberInOrganizationById(testOrg.id, editor.id, { role: MemberRole.Review });
    expect(data).toMatchObject({ id: editor.id, role: 'review', object: 'member' });
    const asGuest = await api.orgs.updateMemberInOrganizationById(testOrg.id, editor.id, { role: null });
    expect(asGuest.data.role).toBeNull();
    expect((await api.orgs.getMemberInOrganizationById(testOrg.id, editor.id)).data.role).toBeNull();
    const unchanged = await api.orgs.updateMemberInOrganizationById(testOrg.id, editor.id, {});
    expect(unchanged.data.role).toBeNull();
    const back = await api.orgs.updateMemberInOrganizationById(testOrg.id, editor.id, { role: MemberRole.Edit });
    expect(back.data.role).toBe('edit');
  });

  it('is for admins only: 403 for others, 404 for outsiders and non-members', async () => {
    expect(
      await statusOf(
        gitbook(s.baseUrl, reader.token).orgs.updateMemberInOrganizationById(testOrg.id, editor.id, {
          role: MemberRole.Admin,
        }),
      ),
    ).toBe(403);
    expect(
      await statusOf(
        gitbook(s.baseUrl, creator.token).orgs.updateMemberInOrganizationById(testOrg.id, creator.id, {
          role: MemberRole.Admin,
        }),
      ),
    ).toBe(403);
    expect(
      await statusOf(
        gitbook(s.baseUrl, guest.token).orgs.updateMemberInOrganizationById(testOrg.id, guest.id, {
          role: MemberRole.Read,
        }),
      ),
    ).toBe(403);
    expect(
      await statusOf(
        gitbook(s.baseUrl, outsider.token).orgs.updateMemberInOrganizationById(testOrg.id, editor.id, {
          role: MemberRole.Read,
        }),
      ),
    ).toBe(404);
    expect(
      await statusOf(
        gitbook(s.baseUrl, owner.token).orgs.updateMemberInOrganizationById(testOrg.id, outsider.id, {
          role: MemberRole.Read,
        }),
      ),
    ).toBe(404);
    expect(
      await statusOf(
        gitbook(s.baseUrl).orgs.updateMemberInOrganizationById(testOrg.id, editor.id, { role: MemberRole.Read }),
      ),
    ).toBe(401);
    expect(
      (await gitbook(s.baseUrl, owner.token).orgs.getMemberInOrganizationById(testOrg.id, editor.id)).data.role,
    ).toBe('edit');
  });

  it('refuses to demote the last admin (409), allows it once there is another', async () => {
    const api = gitbook(s.baseUrl, owner.token);
    expect(
      await statusOf(api.orgs.updateMemberInOrganizationById(testOrg.id, owner.id, { role: MemberRole.Edit })),
    ).toBe(409);
    expect(await statusOf(api.orgs.updateMemberInOrganizationById(testOrg.id, owner.id, { role: null }))).toBe(409);
    const res = await call(s.baseUrl, owner.token, 'PATCH', path(`/members/${owner.id}`), { role: 'read' });
    expect(res).toMatchObject({ status: 409, body: { error: { code: 409 } } });
    expect(res.body.error.message).toContain('last admin');
    // a second admin, then the first may step down, then the second is the last one
    await api.orgs.updateMemberInOrganizationById(testOrg.id, creator.id, { role: MemberRole.Admin });
    const down = await api.orgs.updateMemberInOrganizationById(testOrg.id, owner.id, { role: MemberRole.Create });
    expect(down.data.role).toBe('create');
    const creatorApi = gitbook(s.baseUrl, creator.token);
    expect(
      await statusOf(creatorApi.orgs.updateMemberInOrganizationById(testOrg.id, creator.id, { role: MemberRole.Read })),
    ).toBe(409);
    // restore: owner admin again, creator back to create
    await creatorApi.orgs.updateMemberInOrganizationById(testOrg.id, owner.id, { role: MemberRole.Admin });
    const restored = await api.orgs.updateMemberInOrganizationById(testOrg.id, creator.id, { role: MemberRole.Create });
    expect(restored.data.role).toBe('create');
  });

  it('rejects bad input with 400 naming the field, and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ role: 'owner' }, 'role'],
      [{ role: 'Admin' }, 'role'],
      [{ role: 'ADMIN' }, 'role'],
      [{ role: 42 }, 'role'],
      [{ role: ['admin'] }, 'role'],
    ];
    for (const [body, field] of cases) {
      const res = await call(s.baseUrl, owner.token, 'PATCH', path(`/members/${reader.id}`), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
    expect((await call(s.baseUrl, owner.token, 'PATCH', path(`/members/${reader.id}`), '{"role": ')).status).toBe(400);
    expect((await call(s.baseUrl, owner.token, 'PATCH', path(`/members/${reader.id}`), '["read"]')).status).toBe(400);
    const { data } = await gitbook(s.baseUrl, owner.token).orgs.getMemberInOrganizationById(testOrg.id, reader.id);
    expect(data.role).toBe('read');
  });
});

describe('POST /members/{userId}/sso', () => {
  it('lets admins mark a member as SSO', async () => {
    expect(
      await statusOf(gitbook(s.baseUrl, reader.token).orgs.setUserAsSsoMemberForOrganization(testOrg.id, editor.id)),
    ).toBe(403);
    expect(
      await statusOf(gitbook(s.baseUrl, outsider.token).orgs.setUserAsSsoMemberForOrganization(testOrg.id, editor.id)),
    ).toBe(404);
    expect(
      await statusOf(gitbook(s.baseUrl, owner.token).orgs.setUserAsSsoMemberForOrganization(testOrg.id, outsider.id)),
    ).toBe(404);
    expect(await statusOf(gitbook(s.baseUrl).orgs.setUserAsSsoMemberForOrganization(testOrg.id, editor.id))).toBe(401);
    expect(
      (await gitbook(s.baseUrl, owner.token).orgs.getMemberInOrganizationById(testOrg.id, editor.id)).data.sso,
    ).toBe(false);
    const { data } = await gitbook(s.baseUrl, owner.token).orgs.setUserAsSsoMemberForOrganization(
      testOrg.id,
      editor.id,
    );
    expect(data).toMatchObject({ id: editor.id, sso: true, role: 'edit' });
    expect(
      (await gitbook(s.baseUrl, reader.token).orgs.getMemberInOrganizationById(testOrg.id, editor.id)).data.sso,
    ).toBe(true);
  });
});

describe('POST /ping', () => {
  it("updates the caller's lastSeenAt and returns visitor claims signed with the visitor key", async () => {
    const before = (await gitbook(s.baseUrl, owner.token).orgs.getMemberInOrganizationById(testOrg.id, reader.id)).data;
    expect(before.lastSeenAt).toBeUndefined();
    const started = Date.now();
    const res = await call(s.baseUrl, reader.token, 'POST', path('/ping'));
    expect(res.status).toBe(200);
    expect(res.body.serviceVisitorClaims).toBe(res.body.gitbookVisitorClaims);
    const { data } = await gitbook(s.baseUrl, reader.token).orgs.updateOrganizationMemberLastSeenAt(testOrg.id);
    const after = (await gitbook(s.baseUrl, owner.token).orgs.getMemberInOrganizationById(testOrg.id, reader.id)).data;
    expect(new Date(after.lastSeenAt!).getTime()).toBeGreaterThanOrEqual(started - 1000);

    // The organization's visitor key is never sent by the API (only the sites' keys are).
    const key = await visitorKey(s.db, testOrg.id);
    const { payload, protectedHeader } = await jwtVerify(data.gitbookVisitorClaims!, new TextEncoder().encode(key));
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({
      sub: reader.id,
      organization: testOrg.id,
      email: reader.email,
      name: 'Rita Reader',
      role: 'read',
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
    await expect(jwtVerify(data.gitbookVisitorClaims!, new TextEncoder().encode('another-key'))).rejects.toThrow();
  });

  it('works for guests (role null), not for outsiders or without a token', async () => {
    const { data } = await gitbook(s.baseUrl, guest.token).orgs.updateOrganizationMemberLastSeenAt(testOrg.id);
    // The organization's visitor key: see above.
    const key = await visitorKey(s.db, testOrg.id);
    const { payload } = await jwtVerify(data.gitbookVisitorClaims!, new TextEncoder().encode(key));
    expect(payload).toMatchObject({ sub: guest.id, role: null });
    expect(await statusOf(gitbook(s.baseUrl, outsider.token).orgs.updateOrganizationMemberLastSeenAt(testOrg.id))).toBe(
      404,
    );
    expect(await statusOf(gitbook(s.baseUrl).orgs.updateOrganizationMemberLastSeenAt(testOrg.id))).toBe(401);
  });
});

describe('GET /members/{userId}/teams', () => {
  it("lists a member's teams with its team role, filtered by title and paginated", async () => {
    const api = gitbook(s.baseUrl, owner.token);
    const design = (await api.orgs.createOrganizationTeam(testOrg.id, { title: 'Design Team', members: [reader.id] }))
      .data;
    const docs = (await api.orgs.createOrganizationTeam(testOrg.id, { title: 'Docs Writers', members: [reader.id] }))
      .data;
    const ops = (
      await gitbook(s.baseUrl, creator.token).orgs.createOrganizationTeam(testOrg.id, {
        title: 'Ops',
        members: [reader.id],
      })
    ).data;

    const all = await gitbook(s.baseUrl, editor.token).orgs.listTeamsForOrganizationMember(testOrg.id, reader.id);
    expect(all.data.count).toBe(3);
    expect(all.data.items.map((i) => i.team.id)).toEqual([design.id, docs.id, ops.id]);
    expect(all.data.items.map((i) => i.member.role)).toEqual(['member', 'member', 'member']);
    expect(all.data.items[0].team).toMatchObject({ object: 'team', title: 'Design Team', members: 2 });

    const mine = await gitbook(s.baseUrl, creator.token).orgs.listTeamsForOrganizationMember(testOrg.id, creator.id);
    expect(mine.data.items.map((i) => [i.team.title, i.member.role])).toEqual([['Ops', 'owner']]);

    const filtered = await api.orgs.listTeamsForOrganizationMember(testOrg.id, reader.id, { title: 'dEsIgN' });
    expect(filtered.data.items.map((i) => i.team.id)).toEqual([design.id]);

    const page1 = await api.orgs.listTeamsForOrganizationMember(testOrg.id, reader.id, { limit: 2 });
    expect(page1.data.items).toHaveLength(2);
    const page2 = await api.orgs.listTeamsForOrganizationMember(testOrg.id, reader.id, {
      limit: 2,
      page: page1.data.next!.page,
    });
    expect(page2.data.items.map((i) => i.team.id)).toEqual([ops.id]);
    expect(page2.data.next).toBeUndefined();

    const member = (await api.orgs.getMemberInOrganizationById(testOrg.id, reader.id)).data;
    expect(member.teams).toBe(3);
  });

  it('answers 403 to guests (except for themselves), 404 for non-members and outsiders', async () => {
    expect(
      await statusOf(gitbook(s.baseUrl, guest.token).orgs.listTeamsForOrganizationMember(testOrg.id, reader.id)),
    ).toBe(403);
    const own = await gitbook(s.baseUrl, guest.token).orgs.listTeamsForOrganizationMember(testOrg.id, guest.id);
    expect(own.data).toMatchObject({ count: 0, items: [] });
    expect(
      await statusOf(gitbook(s.baseUrl, owner.token).orgs.listTeamsForOrganizationMember(testOrg.id, outsider.id)),
    ).toBe(404);
    expect(
      await statusOf(gitbook(s.baseUrl, outsider.token).orgs.listTeamsForOrganizationMember(testOrg.id, reader.id)),
    ).toBe(404);
    expect(await statusOf(gitbook(s.baseUrl).orgs.listTeamsForOrganizationMember(testOrg.id, reader.id))).toBe(401);
    for (const q of ['limit=-1', 'page=nope', `title=${'t'.repeat(513)}`]) {
      expect((await call(s.baseUrl, owner.token, 'GET', path(`/members/${reader.id}/teams?${q}`))).status, q).toBe(400);
    }
  });
});

describe('DELETE /members/{userId}', () => {
  it('is for admins or the member itself', async () => {
    expect(
      await statusOf(gitbook(s.baseUrl, reader.token).orgs.removeMemberFromOrganizationById(testOrg.id, editor.id)),
    ).toBe(403);
    expect(
      await statusOf(gitbook(s.baseUrl, guest.token).orgs.removeMemberFromOrganizationById(testOrg.id, editor.id)),
    ).toBe(403);
    expect(
      await statusOf(gitbook(s.baseUrl, outsider.token).orgs.removeMemberFromOrganizationById(testOrg.id, editor.id)),
    ).toBe(404);
    expect(await statusOf(gitbook(s.baseUrl).orgs.removeMemberFromOrganizationById(testOrg.id, editor.id))).toBe(401);
    expect((await gitbook(s.baseUrl, owner.token).orgs.getMemberInOrganizationById(testOrg.id, editor.id)).status).toBe(
      200,
    );
  });

  it('removes a member with its team memberships and grants: 205, then 204', async () => {
    const api = gitbook(s.baseUrl, owner.token);
    const team = (await api.orgs.createOrganizationTeam(testOrg.id, { title: 'Leaving', members: [editor.id] })).data;
    expect(team.members).toBe(2);
    const sp = await space(owner, testOrg.id, 'Granted', null);
    await grant(s, { as: owner, to: editor, organizationId: testOrg.id, spaceId: sp, role: 'edit' });
    expect((await gitbook(s.baseUrl, editor.token).spaces.getSpaceById(sp)).data.permissions.edit).toBe(true);

    const res = await api.orgs.removeMemberFromOrganizationById(testOrg.id, editor.id);
    expect(res.status).toBe(205);
    expect(await statusOf(api.orgs.getMemberInOrganizationById(testOrg.id, editor.id))).toBe(404);
    expect((await api.orgs.getTeamInOrganizationById(testOrg.id, team.id)).data.members).toBe(1);
    expect((await api.orgs.listMembersInOrganizationById(testOrg.id)).data.count).toBe(4);
    expect(await statusOf(gitbook(s.baseUrl, editor.token).orgs.getOrganizationById(testOrg.id))).toBe(404);

    const again = await api.orgs.removeMemberFromOrganizationById(testOrg.id, editor.id);
    expect(again.status).toBe(204);
    // The grant and the team membership went with the membership: back as a reader, the editor is
    // in no team and may not read the space (403).
    await s.member(testOrg.id, editor.id, 'read');
    expect((await api.orgs.getMemberInOrganizationById(testOrg.id, editor.id)).data.teams).toBe(0);
    expect((await api.orgs.listTeamsForOrganizationMember(testOrg.id, editor.id)).data.items).toEqual([]);
    expect(await statusOf(gitbook(s.baseUrl, editor.token).spaces.getSpaceById(sp))).toBe(403);
    expect((await api.orgs.removeMemberFromOrganizationById(testOrg.id, editor.id)).status).toBe(205);
  });

  it('lets a member leave, but not the last admin', async () => {
    const leaver = await s.user('Leaver');
    await s.member(testOrg.id, leaver.id, 'comment');
    expect(
      (await gitbook(s.baseUrl, leaver.token).orgs.removeMemberFromOrganizationById(testOrg.id, leaver.id)).status,
    ).toBe(205);
    expect(await statusOf(gitbook(s.baseUrl, leaver.token).orgs.getOrganizationById(testOrg.id))).toBe(404);

    const res = await call(s.baseUrl, owner.token, 'DELETE', path(`/members/${owner.id}`));
    expect(res).toMatchObject({ status: 409, body: { error: { code: 409 } } });
    expect(
      (await gitbook(s.baseUrl, owner.token).orgs.getMemberInOrganizationById(testOrg.id, owner.id)).data.role,
    ).toBe('admin');
  });
});

describe('addMember (admin CLI service)', () => {
  it('adds or updates a member by email', async () => {
    const u = await s.user('Cli User');
    expect(
      await addMember(s.db.prisma, { organizationId: testOrg.id, email: u.email.toUpperCase(), role: null }),
    ).toEqual({
      id: u.id,
      role: null,
    });
    expect(
      (await gitbook(s.baseUrl, owner.token).orgs.getMemberInOrganizationById(testOrg.id, u.id)).data.role,
    ).toBeNull();
    expect(await addMember(s.db.prisma, { organizationId: testOrg.id, email: u.email, role: 'edit' })).toEqual({
      id: u.id,
      role: 'edit',
    });
    expect((await gitbook(s.baseUrl, owner.token).orgs.getMemberInOrganizationById(testOrg.id, u.id)).data.role).toBe(
      'edit',
    );
    await expect(
      addMember(s.db.prisma, { organizationId: testOrg.id, email: 'nobody@example.com', role: 'read' }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      addMember(s.db.prisma, { organizationId: 'no-such-org', email: u.email, role: 'read' }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      addMember(s.db.prisma, { organizationId: testOrg.id, email: owner.email, role: 'read' }),
    ).rejects.toBeInstanceOf(ConflictError);
  });
});

const AddTeamMembers = graphql(`
  mutation MembersAddTeamMembers($input: AddTeamMembersInput!) {
    addTeamMembers(input: $input) { __typename ... on BaseError { message status } }
  }
`);

describe('query count', () => {
  it('lists 10 and 100 members with user and counts in the same number of SQL statements', async () => {
    const admin = await s.user('Bulk Admin');
    const bulk = (await s.org(admin.id, 'Bulk Org')).id;
    const bulkApi = gitbook(s.baseUrl, admin.token);
    await space(admin, bulk, 'Bulk Space', 'inherit');
    // Its creator (the admin) is the team's first member.
    const team = (await bulkApi.orgs.createOrganizationTeam(bulk, { title: 'Bulk Team' })).data;
    const addMembers = async (n: number) => {
      const users: Person[] = [];
      for (let i = 0; i < n; i++) {
        const user = await s.user(`Bulk ${i}`);
        await s.member(bulk, user.id, i % 3 ? 'read' : null);
        users.push(user);
      }
      const added = await graphqlClient(s.baseUrl, admin.token).request(AddTeamMembers, {
        input: { organizationId: bulk, teamId: team.id, userIds: users.map((u) => u.id) },
      });
      expect(added.addTeamMembers.__typename).toBe('AddTeamMembersPayload');
    };
    const measure = async () => {
      s.db.authCache.clear(); // every measure starts from the same (cold) access cache
      const before = s.db.stats.statements;
      const res = await call(s.baseUrl, admin.token, 'GET', `/v1/orgs/${bulk}/members?limit=1000`);
      expect(res.status).toBe(200);
      const items: OrganizationMember[] = res.body.items;
      return { statements: s.db.stats.statements - before, items };
    };
    await addMembers(9);
    const ten = await measure();
    expect(ten.items).toHaveLength(10);
    await addMembers(90);
    const hundred = await measure();
    expect(hundred.items).toHaveLength(100);
    expect(hundred.items.filter((m) => m.teams === 1)).toHaveLength(100); // the admin and the 99
    expect(hundred.items.filter((m) => m.spaces === 1)).toHaveLength(67); // admin + 66 readers; guests see nothing
    expect(hundred.statements).toBe(ten.statements);
    console.log(`GET members: ${ten.statements} SQL statements for 10 members, ${hundred.statements} for 100`);
  });
});
