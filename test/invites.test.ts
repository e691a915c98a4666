import { type CreateOrganizationInvite, MemberRole } from '@gitbook/api';
import { ClientError } from 'graphql-request';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { createToken, createUser } from '../src/modules/users/service.ts';
import { graphql } from './gql/index.ts';
import { disabledMember } from './support/beside.ts';
import { grant, type Person, useServer } from './support/fixtures.ts';
import { GitBookAPIError, gitbook, statusOf } from './support/gitbook.ts';
import { call, graphqlClient } from './support/http.ts';

let spaceId: string;
let closedSpaceId: string;
let collectionId: string;
let nestedSpaceId: string;
let otherSpaceId: string;

const InviteSecret = graphql(`
  query InviteSecret($organizationId: ID!, $inviteId: ID!) {
    organization(id: $organizationId) { invite(inviteId: $inviteId) { key secret url kind } }
  }
`);

const Join = graphql(`
  mutation JoinWithInvite($secret: String!) {
    joinOrganizationWithInvite(input: { secret: $secret }) {
      __typename
      ... on JoinOrganizationWithInvitePayload {
        organization { key title }
        member { key role }
        space { key permissions { view edit comment } }
        collection { key permissions { view } }
      }
      ... on BaseError { message status }
    }
  }
`);

const {
  s,
  owner: admin,
  creator,
  spaceAdmin,
  outsider,
  org: testOrg,
  outsiderOrg: otherOrg,
} = useServer({
  title: 'Invites Org',
  members: { creator: 'create', spaceAdmin: 'read' },
  outsiderOrgTitle: 'Other Invites Org',
  names: { owner: 'Ines Admin', creator: 'Carl Creator', spaceAdmin: 'Sia Spaceadmin', outsider: 'Olaf Outsider' },
});
beforeAll(async () => {
  const api = gitbook(s.baseUrl, admin.token);
  spaceId = (await api.orgs.createSpace(testOrg.id, { title: 'Open space' })).data.id;
  closedSpaceId = (await api.orgs.createSpace(testOrg.id, { title: 'Closed space' })).data.id;
  await api.spaces.updateSpaceById(closedSpaceId, { defaultLevel: null });
  collectionId = (await api.orgs.createCollection(testOrg.id, { title: 'Readers only' })).data.id;
  await api.collections.updateCollectionById(collectionId, { defaultLevel: MemberRole.Read });
  nestedSpaceId = (await api.orgs.createSpace(testOrg.id, { title: 'Nested', parent: collectionId })).data.id;
  otherSpaceId = (await gitbook(s.baseUrl, outsider.token).orgs.createSpace(otherOrg.id, { title: 'Theirs' })).data.id;
  await grant(s, { as: admin, to: spaceAdmin, organizationId: testOrg.id, spaceId, role: 'admin' });
});

const path = (p = '') => `/v1/orgs/${testOrg.id}/link-invites${p}`;
const create = async (body: CreateOrganizationInvite, token = admin.token) =>
  (await gitbook(s.baseUrl, token).orgs.createOrganizationInvite(testOrg.id, body)).data;
const secretOf = async (inviteId: string, token = admin.token) =>
  (await graphqlClient(s.baseUrl, token).request(InviteSecret, { organizationId: testOrg.id, inviteId })).organization!
    .invite;
const join = (secret: string, token: string) => graphqlClient(s.baseUrl, token).request(Join, { secret });
/** The membership of `userId` as an admin of the organization reads it (null: not a member). */
async function membership(userId: string, org = testOrg.id, as: Person = admin) {
  try {
    const { data } = await gitbook(s.baseUrl, as.token).orgs.getMemberInOrganizationById(org, userId);
    return { role: data.role ?? null, disabled: data.disabled };
  } catch (error) {
    if (error instanceof GitBookAPIError && error.code === 404) return null;
    throw error;
  }
}

const InviteCount = graphql(`
  query InviteCount($organizationId: ID!) {
    organization(id: $organizationId) { invites { totalCount } }
  }
`);
/** The invite links of every kind in the test's organization and in the other one. */
const inviteCount = async () => [
  (await graphqlClient(s.baseUrl, admin.token).request(InviteCount, { organizationId: testOrg.id })).organization!
    .invites.totalCount,
  (await graphqlClient(s.baseUrl, outsider.token).request(InviteCount, { organizationId: otherOrg.id })).organization!
    .invites.totalCount,
];
const setDefaultRole = (role: MemberRole | null) =>
  gitbook(s.baseUrl, admin.token).orgs.updateOrganizationById(testOrg.id, { defaultRole: role });

describe('creating and reading invite links', () => {
  it('creates an organization invite (201) and reads it back', async () => {
    const res = await gitbook(s.baseUrl, admin.token).orgs.createOrganizationInvite(testOrg.id, {
      role: MemberRole.Edit,
    });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({ object: 'invite', id: expect.any(String), role: 'edit', redundant: false });
    const got = await gitbook(s.baseUrl, admin.token).orgs.getOrganizationInviteLink(testOrg.id, res.data.id);
    expect(got.data).toEqual(res.data);
    const guestInvite = await create({ role: null });
    expect(guestInvite).toMatchObject({ role: null, redundant: true });
  });

  it('creates space and collection invites with the content embedded', async () => {
    const toSpace = await create({ level: MemberRole.Comment, space: closedSpaceId });
    expect(toSpace).toMatchObject({
      object: 'invite',
      level: 'comment',
      redundant: false,
      space: { object: 'space', id: closedSpaceId, title: 'Closed space' },
    });
    expect(toSpace).not.toHaveProperty('role');
    const toCollection = await create({ level: MemberRole.Edit, collection: collectionId });
    expect(toCollection).toMatchObject({ level: 'edit', collection: { object: 'collection', id: collectionId } });
    expect(
      (await gitbook(s.baseUrl, admin.token).orgs.getOrganizationInviteLink(testOrg.id, toCollection.id)).data,
    ).toEqual(toCollection);
  });

  it('lists the organization invites, oldest first, with pages', async () => {
    const api = gitbook(s.baseUrl, admin.token);
    const all = (await api.orgs.listOrganizationInviteLinks(testOrg.id)).data;
    expect(all.items.every((i) => 'role' in i && !('space' in i))).toBe(true);
    const first = (await api.orgs.listOrganizationInviteLinks(testOrg.id, { limit: 1 })).data;
    expect(first.count).toBe(all.count);
    expect(first.items.map((i) => i.id)).toEqual([all.items[0].id]);
    const second = (await api.orgs.listOrganizationInviteLinks(testOrg.id, { limit: 1, page: first.next!.page })).data;
    expect(second.items.map((i) => i.id)).toEqual([all.items[1].id]);
  });

  it('rejects bad bodies with 400 and unknown content with 404, creating nothing', async () => {
    const before = await inviteCount();
    for (const [body, field] of [
      [{}, 'role'],
      [{ role: 'owner' }, 'role'],
      [{ role: 'EDIT' }, 'role'],
      [{ level: 'read' }, 'level'],
      [{ level: null, space: spaceId }, 'level'],
      [{ space: spaceId }, 'level'],
      [{ role: 'read', space: spaceId, level: 'read' }, 'role'],
      [{ level: 'read', space: spaceId, collection: collectionId }, 'collection'],
      [{ level: 'read', space: 42 }, 'space'],
    ] as const) {
      const res = await call(s.baseUrl, admin.token, 'POST', path(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message, JSON.stringify(body)).toContain(field);
    }
    expect((await call(s.baseUrl, admin.token, 'POST', path(), { level: 'read', space: 'nope' })).status).toBe(404);
    expect((await call(s.baseUrl, admin.token, 'POST', path(), { level: 'read', space: otherSpaceId })).status).toBe(
      404,
    );
    expect((await call(s.baseUrl, admin.token, 'POST', path(), { level: 'read', collection: 'nope' })).status).toBe(
      404,
    );
    expect(await inviteCount()).toEqual(before);
  });

  it('only those who manage the invite: org admins; content admins for their content', async () => {
    const orgInvite = await create({ role: MemberRole.Read });
    const spaceInvite = await create({ level: MemberRole.Read, space: spaceId });
    const asCreator = gitbook(s.baseUrl, creator.token);
    expect(await statusOf(asCreator.orgs.createOrganizationInvite(testOrg.id, { role: MemberRole.Read }))).toBe(403);
    expect(
      await statusOf(asCreator.orgs.createOrganizationInvite(testOrg.id, { level: MemberRole.Read, space: spaceId })),
    ).toBe(403);
    expect(await statusOf(asCreator.orgs.getOrganizationInviteLink(testOrg.id, orgInvite.id))).toBe(403);
    expect(await statusOf(asCreator.orgs.listOrganizationInviteLinks(testOrg.id))).toBe(403);
    expect(
      await statusOf(asCreator.orgs.updateOrganizationInviteById(testOrg.id, orgInvite.id, { role: MemberRole.Admin })),
    ).toBe(403);
    expect(await statusOf(asCreator.orgs.deleteOrganizationInviteById(testOrg.id, orgInvite.id))).toBe(403);

    // An admin of the space (read in the organization) manages invites to that space only.
    const asSpaceAdmin = gitbook(s.baseUrl, spaceAdmin.token);
    const made = (
      await asSpaceAdmin.orgs.createOrganizationInvite(testOrg.id, { level: MemberRole.Edit, space: spaceId })
    ).data;
    expect(made).toMatchObject({ level: 'edit', space: { id: spaceId, permissions: { admin: true } } });
    expect((await asSpaceAdmin.orgs.getOrganizationInviteLink(testOrg.id, spaceInvite.id)).data).toMatchObject({
      id: spaceInvite.id,
    });
    expect(
      (await asSpaceAdmin.orgs.updateOrganizationInviteById(testOrg.id, spaceInvite.id, { level: MemberRole.Comment }))
        .data,
    ).toMatchObject({ level: 'comment' });
    expect(await statusOf(asSpaceAdmin.orgs.getOrganizationInviteLink(testOrg.id, orgInvite.id))).toBe(403);
    expect(
      await statusOf(
        asSpaceAdmin.orgs.createOrganizationInvite(testOrg.id, { level: MemberRole.Read, space: closedSpaceId }),
      ),
    ).toBe(403);
    expect((await asSpaceAdmin.orgs.deleteOrganizationInviteById(testOrg.id, made.id)).status).toBe(205);

    const asOutsider = gitbook(s.baseUrl, outsider.token);
    expect(await statusOf(asOutsider.orgs.getOrganizationInviteLink(testOrg.id, orgInvite.id))).toBe(404);
    expect(await statusOf(asOutsider.orgs.deleteOrganizationInviteById(testOrg.id, orgInvite.id))).toBe(404);
    expect(await statusOf(gitbook(s.baseUrl).orgs.getOrganizationInviteLink(testOrg.id, orgInvite.id))).toBe(401);
    // The outsider's own invite is not reachable through this organization.
    const theirs = (await asOutsider.orgs.createOrganizationInvite(otherOrg.id, { role: MemberRole.Read })).data;
    expect(await statusOf(gitbook(s.baseUrl, admin.token).orgs.getOrganizationInviteLink(testOrg.id, theirs.id))).toBe(
      404,
    );
    expect(
      (await gitbook(s.baseUrl, admin.token).orgs.deleteOrganizationInviteById(testOrg.id, theirs.id)).status,
    ).toBe(204);
  });
});

describe('redundant', () => {
  it('compares with the organization default role, through content levels', async () => {
    await setDefaultRole(MemberRole.Edit);
    try {
      expect(await create({ role: MemberRole.Read })).toMatchObject({ redundant: true });
      expect(await create({ role: MemberRole.Edit })).toMatchObject({ redundant: true });
      expect(await create({ role: MemberRole.Review })).toMatchObject({ redundant: false });
      // Open space (inherit): a default member edits it already.
      expect(await create({ level: MemberRole.Comment, space: spaceId })).toMatchObject({ redundant: true });
      expect(await create({ level: MemberRole.Admin, space: spaceId })).toMatchObject({ redundant: false });
      // Closed space (no default access): any level adds something.
      expect(await create({ level: MemberRole.Read, space: closedSpaceId })).toMatchObject({ redundant: false });
      // Space inheriting from a collection whose default level is read.
      expect(await create({ level: MemberRole.Read, space: nestedSpaceId })).toMatchObject({ redundant: true });
      expect(await create({ level: MemberRole.Comment, space: nestedSpaceId })).toMatchObject({ redundant: false });
      expect(await create({ level: MemberRole.Read, collection: collectionId })).toMatchObject({ redundant: true });
    } finally {
      await setDefaultRole(null);
    }
    // With guests as the default, only a guest invite is redundant.
    expect(await create({ role: MemberRole.Read })).toMatchObject({ redundant: false });
    expect(await create({ role: null })).toMatchObject({ redundant: true });
    expect(await create({ level: MemberRole.Read, space: spaceId })).toMatchObject({ redundant: false });
  });
});

describe('PATCH and DELETE /link-invites/{id}', () => {
  it('changes the role of an organization invite and the level of a content invite', async () => {
    const api = gitbook(s.baseUrl, admin.token);
    const orgInvite = await create({ role: MemberRole.Read });
    expect(
      (await api.orgs.updateOrganizationInviteById(testOrg.id, orgInvite.id, { role: MemberRole.Admin })).data,
    ).toEqual({ ...orgInvite, role: 'admin' });
    expect((await api.orgs.updateOrganizationInviteById(testOrg.id, orgInvite.id, { role: null })).data).toMatchObject({
      role: null,
      redundant: true,
    });
    const contentInvite = await create({ level: MemberRole.Read, collection: collectionId });
    expect(
      (await api.orgs.updateOrganizationInviteById(testOrg.id, contentInvite.id, { level: MemberRole.Edit })).data,
    ).toMatchObject({ level: 'edit' });

    for (const [id, body, field] of [
      [orgInvite.id, { level: 'read' }, 'level'],
      [orgInvite.id, {}, 'role'],
      [orgInvite.id, { role: 'owner' }, 'role'],
      [contentInvite.id, { role: 'read' }, 'role'],
      [contentInvite.id, { level: null }, 'level'],
      [contentInvite.id, {}, 'level'],
    ] as const) {
      const res = await call(s.baseUrl, admin.token, 'PATCH', path(`/${id}`), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
    expect((await api.orgs.getOrganizationInviteLink(testOrg.id, contentInvite.id)).data).toMatchObject({
      level: 'edit',
    });
    expect(
      await statusOf(api.orgs.updateOrganizationInviteById(testOrg.id, 'missing', { role: MemberRole.Read })),
    ).toBe(404);
  });

  it('deletes (205, then 204); the link stops working', async () => {
    const api = gitbook(s.baseUrl, admin.token);
    const invite = await create({ role: MemberRole.Read });
    const { secret } = await secretOf(invite.id);
    expect((await api.orgs.deleteOrganizationInviteById(testOrg.id, invite.id)).status).toBe(205);
    expect((await api.orgs.deleteOrganizationInviteById(testOrg.id, invite.id)).status).toBe(204);
    expect(await statusOf(api.orgs.getOrganizationInviteLink(testOrg.id, invite.id))).toBe(404);
    const joiner = await s.user('Late Joiner');
    const res = await join(secret, joiner.token);
    expect(res.joinOrganizationWithInvite).toMatchObject({ __typename: 'NotFoundError', status: 404 });
    expect(await membership(joiner.id)).toBeNull();
  });
});

describe('joining through an invite link', () => {
  it('the secret is unguessable and distinct from the id', async () => {
    const invite = await create({ role: MemberRole.Comment });
    const { secret, url, kind } = await secretOf(invite.id);
    expect(secret).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(secret).not.toContain(invite.id);
    expect(url).toBe(`${s.baseUrl}/app/invite/${testOrg.id}/${secret}`);
    expect(kind).toBe('ORGANIZATION');
    const joiner = await s.user('Id Guesser');
    expect((await join(invite.id, joiner.token)).joinOrganizationWithInvite).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect(await membership(joiner.id)).toBeNull();
  });

  it('makes the caller a member with the invite role; never lowers an existing role', async () => {
    const invite = await create({ role: MemberRole.Comment });
    const { secret } = await secretOf(invite.id);
    const joiner = await s.user('New Member');
    const res = await join(secret, joiner.token);
    expect(res.joinOrganizationWithInvite).toMatchObject({
      __typename: 'JoinOrganizationWithInvitePayload',
      organization: { key: testOrg.id, title: 'Invites Org' },
      member: { key: joiner.id, role: 'COMMENT' },
      space: null,
    });
    // The new member reads the organization through REST.
    expect((await gitbook(s.baseUrl, joiner.token).orgs.getOrganizationById(testOrg.id)).data.permissions.view).toBe(
      true,
    );
    // Joining twice changes nothing; a stronger invite raises the role, a weaker one does not lower it.
    await join(secret, joiner.token);
    expect((await membership(joiner.id))!.role).toBe('comment');
    const stronger = await secretOf((await create({ role: MemberRole.Edit })).id);
    await join(stronger.secret, joiner.token);
    expect((await membership(joiner.id))!.role).toBe('edit');
    await join(secret, joiner.token);
    expect((await membership(joiner.id))!.role).toBe('edit');
    expect((await join(secret, creator.token)).joinOrganizationWithInvite).toMatchObject({
      member: { role: 'CREATE' },
    });
  });

  it('a guest invite makes a guest', async () => {
    const { secret } = await secretOf((await create({ role: null })).id);
    const joiner = await s.user('New Guest');
    expect((await join(secret, joiner.token)).joinOrganizationWithInvite).toMatchObject({ member: { role: null } });
    expect(await statusOf(gitbook(s.baseUrl, joiner.token).orgs.listMembersInOrganizationById(testOrg.id))).toBe(403);
  });

  it('a space invite grants its level on the space (a guest joins as a guest)', async () => {
    const { secret } = await secretOf((await create({ level: MemberRole.Comment, space: closedSpaceId })).id);
    const joiner = await s.user('Space Guest');
    expect(await statusOf(gitbook(s.baseUrl, joiner.token).spaces.getSpaceById(closedSpaceId))).toBe(404);
    const res = await join(secret, joiner.token);
    expect(res.joinOrganizationWithInvite).toMatchObject({
      member: { role: null },
      space: { key: closedSpaceId, permissions: { view: true, comment: true, edit: false } },
    });
    const space = (await gitbook(s.baseUrl, joiner.token).spaces.getSpaceById(closedSpaceId)).data;
    expect(space.permissions).toMatchObject({ view: true, comment: true, edit: false });
    // An existing member keeps its role and gets the grant; the grant is raised, never lowered.
    await s.member(testOrg.id, joiner.id, 'read');
    const edit = await secretOf((await create({ level: MemberRole.Edit, space: closedSpaceId })).id);
    await join(edit.secret, joiner.token);
    await join(secret, joiner.token);
    expect((await membership(joiner.id))!.role).toBe('read');
    // Its level on the closed space (no default level: the grant alone) is edit, not more.
    const raised = (await gitbook(s.baseUrl, joiner.token).spaces.getSpaceById(closedSpaceId)).data.permissions;
    expect(raised).toMatchObject({ view: true, comment: true, edit: true, review: false, admin: false });
  });

  it('a collection invite grants its level on the collection and what it contains', async () => {
    const { secret } = await secretOf((await create({ level: MemberRole.Edit, collection: collectionId })).id);
    const joiner = await s.user('Collection Guest');
    const res = await join(secret, joiner.token);
    expect(res.joinOrganizationWithInvite).toMatchObject({
      member: { role: null },
      collection: { key: collectionId, permissions: { view: true } },
    });
    const nested = (await gitbook(s.baseUrl, joiner.token).spaces.getSpaceById(nestedSpaceId)).data;
    expect(nested.permissions).toMatchObject({ view: true, edit: true });
    expect(await statusOf(gitbook(s.baseUrl, joiner.token).spaces.getSpaceById(spaceId))).toBe(403);
  });

  it('refused when invite links are off (403), for disabled members (403), for a deleted space (404), without a token (401)', async () => {
    const { secret } = await secretOf((await create({ role: MemberRole.Read })).id);
    const joiner = await s.user('Refused');
    await gitbook(s.baseUrl, admin.token).orgs.updateOrganizationById(testOrg.id, { inviteLinks: false });
    try {
      expect((await join(secret, joiner.token)).joinOrganizationWithInvite).toMatchObject({
        __typename: 'ForbiddenError',
        status: 403,
      });
      expect(await membership(joiner.id)).toBeNull();
    } finally {
      await gitbook(s.baseUrl, admin.token).orgs.updateOrganizationById(testOrg.id, { inviteLinks: true });
    }
    const disabled = await s.user('Disabled');
    // No API disables a member (see disabledMember()).
    await disabledMember(s.db, testOrg.id, disabled.id, 'read');
    expect((await join(secret, disabled.token)).joinOrganizationWithInvite).toMatchObject({
      __typename: 'ForbiddenError',
    });
    expect(await membership(disabled.id)).toEqual({ role: 'read', disabled: true });

    const doomed = (await gitbook(s.baseUrl, admin.token).orgs.createSpace(testOrg.id, { title: 'Doomed' })).data.id;
    const toDoomed = await secretOf((await create({ level: MemberRole.Read, space: doomed })).id);
    await gitbook(s.baseUrl, admin.token).spaces.deleteSpaceById(doomed);
    expect((await join(toDoomed.secret, joiner.token)).joinOrganizationWithInvite).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect(await membership(joiner.id)).toBeNull();

    const anonymous = await graphqlClient(s.baseUrl)
      .request(Join, { secret })
      .catch((e: ClientError) => e);
    expect(anonymous).toBeInstanceOf(ClientError);
    expect((anonymous as ClientError).response.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const empty = await join('', joiner.token);
    expect(empty.joinOrganizationWithInvite).toMatchObject({ __typename: 'BadRequestError', status: 400 });
  });
});

const JoinByDomain = graphql(`
  mutation JoinByEmailDomain($organizationId: ID!) {
    joinOrganizationByEmailDomain(input: { organizationId: $organizationId }) {
      __typename
      ... on JoinOrganizationByEmailDomainPayload { organization { key } member { key role } }
      ... on BaseError { message status }
    }
  }
`);

describe('organizations by email domain', () => {
  let acmeId: string;
  let olderAcmeId: string;
  let acmeOwner: Person;
  const userWithEmail = async (email: string) => {
    const user = await createUser(s.db.prisma, { email, displayName: email.split('@')[0] });
    return { id: user.id, email, token: await createToken(s.db.prisma, user.id) };
  };

  beforeAll(async () => {
    const owner = await s.user('Acme Owner');
    acmeOwner = owner;
    olderAcmeId = (await s.org(owner.id, 'Acme Labs')).id;
    acmeId = (await s.org(owner.id, 'Acme Docs')).id;
    const api = gitbook(s.baseUrl, owner.token);
    await api.orgs.updateOrganizationById(olderAcmeId, { emailDomains: ['acme.test'] });
    await api.orgs.updateOrganizationById(acmeId, {
      emailDomains: ['secret-subsidiary.test', 'Acme.test'],
      defaultRole: MemberRole.Read,
      sso: true,
      ai: true,
      hostname: 'acme-docs',
    });
  });

  it('lists the organizations that list the domain, with public fields only', async () => {
    const res = await gitbook(s.baseUrl, outsider.token).emailDomains.getOrganizationsForEmailDomain('ACME.test');
    const orgs = res.data.organizations;
    expect(orgs.map((o) => o.id)).toEqual([olderAcmeId, acmeId]);
    const acme = orgs[1];
    expect(acme).toMatchObject({
      object: 'organization',
      title: 'Acme Docs',
      emailDomains: ['acme.test'],
      hostname: 'acme-docs',
      type: 'business',
      inviteLinks: true,
      urls: { location: `${s.baseUrl}/v1/orgs/${acmeId}`, app: `${s.baseUrl}/app/o/${acmeId}` },
    });
    expect(Object.values(acme.permissions).every((v) => v === false)).toBe(true);
    for (const key of ['defaultRole', 'defaultContent', 'sso', 'ai', 'billing']) expect(acme).not.toHaveProperty(key);
    expect(JSON.stringify(res.data)).not.toContain('secret-subsidiary');
    // A member sees its own permissions.
    const asMember = await gitbook(s.baseUrl, admin.token).emailDomains.getOrganizationsForEmailDomain('acme.test');
    expect(asMember.data.organizations).toHaveLength(2);
  });

  it('answers an empty list for other domains, 400 for what is not a domain, 401 without a token', async () => {
    expect(
      (await gitbook(s.baseUrl, outsider.token).emailDomains.getOrganizationsForEmailDomain('nobody.test')).data,
    ).toEqual({ organizations: [] });
    for (const bad of ['not a domain', 'acme', '-acme.test', `${'a'.repeat(64)}.test`]) {
      const res = await call(s.baseUrl, outsider.token, 'GET', `/v1/email-domains/${encodeURIComponent(bad)}/orgs`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.message).toContain('emailDomain');
    }
    expect(await statusOf(gitbook(s.baseUrl).emailDomains.getOrganizationsForEmailDomain('acme.test'))).toBe(401);
  });

  it('users of a listed domain join with the default role; others cannot (400)', async () => {
    const alice = await userWithEmail(`alice-${newId().toLowerCase()}@ACME.test`);
    const res = await graphqlClient(s.baseUrl, alice.token).request(JoinByDomain, { organizationId: acmeId });
    expect(res.joinOrganizationByEmailDomain).toMatchObject({
      organization: { key: acmeId },
      member: { key: alice.id, role: 'READ' },
    });
    expect((await gitbook(s.baseUrl, alice.token).orgs.getOrganizationById(acmeId)).data.title).toBe('Acme Docs');
    // A second join keeps the membership as it is.
    await gitbook(s.baseUrl, acmeOwner.token).orgs.updateMemberInOrganizationById(acmeId, alice.id, {
      role: MemberRole.Edit,
    });
    const again = await graphqlClient(s.baseUrl, alice.token).request(JoinByDomain, { organizationId: acmeId });
    expect(again.joinOrganizationByEmailDomain).toMatchObject({ member: { role: 'EDIT' } });
    // The older organization's defaultRole is null: guests.
    const guestJoin = await graphqlClient(s.baseUrl, alice.token).request(JoinByDomain, {
      organizationId: olderAcmeId,
    });
    expect(guestJoin.joinOrganizationByEmailDomain).toMatchObject({ member: { role: null } });

    const bob = await userWithEmail(`bob-${newId().toLowerCase()}@elsewhere.test`);
    const refused = await graphqlClient(s.baseUrl, bob.token).request(JoinByDomain, { organizationId: acmeId });
    expect(refused.joinOrganizationByEmailDomain).toMatchObject({ __typename: 'BadRequestError', status: 400 });
    expect(await membership(bob.id, acmeId, acmeOwner)).toBeNull();
    const sub = await userWithEmail(`carol-${newId().toLowerCase()}@sub.acme.test`);
    expect(
      (await graphqlClient(s.baseUrl, sub.token).request(JoinByDomain, { organizationId: acmeId }))
        .joinOrganizationByEmailDomain,
    ).toMatchObject({ status: 400 });
  });
});
