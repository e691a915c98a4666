/**
 * What the instance admin (ADMIN_TOKEN) reads: the usage report (`Query.instanceUsage`) and the
 * users of the instance (`Query.users`, by email too). Members and anonymous callers are refused.
 */
import { ClientError } from 'graphql-request';
import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { instanceUsage, userWithEmail } from './support/admin.ts';
import { changeRequest, comment, page, space, useServer } from './support/fixtures.ts';
import { gitbook } from './support/gitbook.ts';
import { graphqlClient } from './support/http.ts';
import { ADMIN_TOKEN } from './support/server.ts';

const { s, owner, editor, org } = useServer({ title: 'Instance Admin Org', members: { editor: 'edit' } });

const Users = graphql(`
  query InstanceUsers($email: String, $first: Int, $after: String) {
    users(email: $email, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { key email displayName } }
    }
  }
`);
const Usage = graphql(`query InstanceUsageCounts { instanceUsage { users spaces deletedSpaces documents } }`);

const admin = () => graphqlClient(s.baseUrl, ADMIN_TOKEN);
const refusal = (request: Promise<unknown>) =>
  request.then(
    () => 'answered',
    (e: unknown) => (e instanceof ClientError ? e.response.errors?.[0].extensions?.code : e),
  );

describe('the usage report', () => {
  it('counts what the instance stores as content is written and deleted', async () => {
    const before = await instanceUsage(s);
    expect(before.users).toBeGreaterThanOrEqual(3);
    expect(before.organizations).toBeGreaterThanOrEqual(2);
    const newcomer = await s.user('Newcomer');
    const sp = await space(s, owner, org.id, { title: 'Counted' });
    await page(s, owner, sp.id, { title: 'Counted page', markdown: `Words no other page holds, ${sp.id}.\n` });
    const cr = await changeRequest(s, owner, sp.id, 'Counted change');
    await comment(s, { as: editor, spaceId: sp.id, markdown: 'Counted comment' });
    await comment(s, { as: editor, spaceId: sp.id, changeRequestId: cr.id, markdown: 'On the change' });
    const after = await instanceUsage(s);
    expect(after.users).toBe(before.users + 1);
    expect(after.apiTokens).toBe(before.apiTokens + 1);
    expect(after.spaces).toBe(before.spaces + 1);
    expect(after.changeRequests).toBe(before.changeRequests + 1);
    expect(after.comments).toBe(before.comments + 2);
    // The page is a new revision, with its document, its tree nodes and its index rows.
    expect(after.revisions).toBeGreaterThanOrEqual(before.revisions + 2);
    expect(after.documents).toBe(before.documents + 1);
    expect(after.treeNodes).toBeGreaterThan(before.treeNodes);
    expect(after.events).toBeGreaterThan(before.events);
    expect(after.fileBytes).toBe(before.fileBytes);
    // A deleted space awaits its purge.
    expect((await gitbook(s.baseUrl, owner.token).spaces.deleteSpaceById(sp.id)).status).toBe(205);
    const deleted = await instanceUsage(s);
    expect(deleted.spaces).toBe(after.spaces - 1);
    expect(deleted.deletedSpaces).toBe(after.deletedSpaces + 1);
    expect(await userWithEmail(s, newcomer.email)).toMatchObject({ key: newcomer.id });
  });

  it('is for the instance admin only: unauthenticated without a token, forbidden with a member token', async () => {
    expect(await refusal(graphqlClient(s.baseUrl).request(Usage))).toBe('UNAUTHENTICATED');
    expect(await refusal(graphqlClient(s.baseUrl, owner.token).request(Usage))).toBe('FORBIDDEN');
    expect(await refusal(graphqlClient(s.baseUrl, 'qr_api_not-a-token').request(Usage))).toBe('UNAUTHENTICATED');
    expect((await admin().request(Usage)).instanceUsage!.users).toBeGreaterThanOrEqual(3);
  });
});

describe('the users of the instance', () => {
  it('lists every user, oldest first, in pages', async () => {
    const all = (await admin().request(Users, { first: 1000 })).users!;
    expect(all.totalCount).toBe(all.edges.length);
    expect(all.edges.map((e) => e.node.key)).toEqual(expect.arrayContaining([owner.id, editor.id]));
    expect(all.totalCount).toBe((await instanceUsage(s)).users);
    const first = (await admin().request(Users, { first: 2 })).users!;
    expect(first.edges.map((e) => e.node.key)).toEqual(all.edges.slice(0, 2).map((e) => e.node.key));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await admin().request(Users, { first: 2, after: first.pageInfo.endCursor })).users!;
    expect(next.edges.map((e) => e.node.key)).toEqual(all.edges.slice(2, 4).map((e) => e.node.key));
  });

  it('finds one user by email, whatever its case; none for an unknown address', async () => {
    const found = (await admin().request(Users, { email: `  ${editor.email.toUpperCase()} ` })).users!;
    expect(found.totalCount).toBe(1);
    expect(found.edges[0].node).toEqual({ key: editor.id, email: editor.email, displayName: expect.any(String) });
    const none = (await admin().request(Users, { email: 'nobody-here@example.com' })).users!;
    expect(none).toMatchObject({ totalCount: 0, edges: [] });
    expect(await userWithEmail(s, 'nobody-here@example.com')).toBeNull();
  });

  it('refuses a malformed email and page bounds (bad request, naming the argument)', async () => {
    const bad = await admin()
      .request(Users, { email: 'not an email' })
      .catch((e: ClientError) => e.response.errors?.[0]);
    expect(bad).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
    expect(JSON.stringify(bad)).toContain('email');
    const big = await admin()
      .request(Users, { first: 1001 })
      .catch((e: ClientError) => e.response.errors?.[0]);
    expect(big).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
  });

  it('is for the instance admin only: unauthenticated without a token, forbidden with a member token', async () => {
    expect(await refusal(graphqlClient(s.baseUrl).request(Users, { email: owner.email }))).toBe('UNAUTHENTICATED');
    expect(await refusal(graphqlClient(s.baseUrl, owner.token).request(Users, { email: owner.email }))).toBe(
      'FORBIDDEN',
    );
    expect(await refusal(graphqlClient(s.baseUrl, editor.token).request(Users, {}))).toBe('FORBIDDEN');
  });
});
