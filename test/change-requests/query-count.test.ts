/**
 * Change requests and comments list with the same number of SQL statements for 10 and for 100
 * children, through GraphQL and through REST: change requests with their people, counts and
 * state; comments with authors, reactions (by several users), replies, repliers and permissions;
 * replies; commenters.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/db/ids.ts';
import { graphql } from '../gql/index.ts';
import { type Person, space, useServer } from '../support/fixtures.ts';
import { call, graphqlClient } from '../support/http.ts';
import { statementsOf } from '../support/statements.ts';

let admin: Person;
let people: Person[];
const spaces: Record<number, { id: string; crId: string; commentId: string }> = {};

/** A space with n change requests (the first with n comments), n comments with replies and reactions, one comment with n replies. */
async function seed(n: number) {
  const prisma = s.db.prisma;
  const orgId = (await s.org(admin.id, `Threads ${n}`)).id;
  for (const p of people) await s.member(orgId, p.id, 'edit');
  const { id: spaceId, revision: revisionId } = await space(s, admin, orgId, { title: `Space ${n}` });
  // Hundreds of change requests (some merged) and comments (some resolved, with replies and
  // reactions) are written in one statement each, with the counter that numbers the change
  // requests. The one seed kept as rows for its cost: through the API, three people's reactions to
  // every comment and reply make about 2,500 mutations, over a minute on this machine.
  const author = (i: number) => people[i % people.length].id;
  const crs = Array.from({ length: n }, (_, i) => ({
    id: newId(),
    spaceId,
    number: i + 1,
    subject: `Change ${i}`,
    createdById: author(i),
    revisionId,
    revisionInitialId: revisionId,
    contributorIds: [author(i + 1)],
    ...(i % 4 === 3
      ? { status: 'merged', mergedById: author(i + 2), mergedAt: new Date(), revisionMergedId: revisionId }
      : {}),
  }));
  await prisma.changeRequest.createMany({ data: crs });
  await prisma.changeRequestCounter.create({ data: { spaceId, last: n } });
  const reactions = (i: number) => [
    { emoji: '👍', userId: author(i), reactedAt: new Date().toISOString() },
    { emoji: '👍', userId: author(i + 1), reactedAt: new Date().toISOString() },
    { emoji: '🎉', userId: author(i + 2), reactedAt: new Date().toISOString() },
  ];
  const comment = (i: number, changeRequestId: string | null, parentId: string | null = null) => ({
    id: newId(),
    spaceId,
    changeRequestId,
    parentId,
    authorId: author(i),
    body: `Comment ${i}`,
    revisionId: parentId ? null : revisionId,
    reactions,
    ...(i % 3 === 0 && !parentId ? { status: 'resolved', resolvedAt: new Date(), resolvedById: author(i + 1) } : {}),
  });
  const onSpace = Array.from({ length: n }, (_, i) => ({ ...comment(i, null), reactions: reactions(i) }));
  const onCr = Array.from({ length: n }, (_, i) => ({ ...comment(i, crs[0].id), reactions: reactions(i) }));
  const replies = onSpace
    .flatMap((c, i) => [comment(i + 1, null, c.id), comment(i + 2, null, c.id)])
    .map((r, i) => ({ ...r, reactions: reactions(i) }));
  const manyReplies = Array.from({ length: n }, (_, i) => ({
    ...comment(i, null, onSpace[0].id),
    reactions: reactions(i),
  }));
  await prisma.comment.createMany({ data: [...onSpace, ...onCr, ...replies, ...manyReplies] });
  spaces[n] = { id: spaceId, crId: crs[0].id, commentId: onSpace[0].id };
}

const { s } = useServer({ cast: false });
beforeAll(async () => {
  admin = await s.user('Admin');
  people = [await s.user('Ada'), await s.user('Grace'), await s.user('Linus')];
  await seed(10);
  await seed(100);
});

const statements = (run: () => Promise<unknown>) => statementsOf(s, run);

// One list per query: two sibling lists finish their SQL at different moments, and whether their
// children's loaders then share a batch depends on timing, not on the number of children.
const ChangeRequestsWithEverything = graphql(`
  query CountChangeRequests($id: ID!, $status: ChangeRequestStatus) {
    space(id: $id) {
      changeRequestList(first: 1000, status: $status) { totalCount edges { node { ...CountedChangeRequest } } }
    }
  }
  fragment CountedChangeRequest on ChangeRequest {
    key number status subject createdBy { key displayName } mergedBy { key } space { key title }
    comments outdated urls { app location } content { key }
  }
`);

const SpaceComments = graphql(`
  query CountSpaceComments($id: ID!) {
    space(id: $id) { comments commentList(first: 1000) { totalCount edges { node { ...CountedComment } } } }
  }
`);
const ChangeRequestComments = graphql(`
  query CountChangeRequestComments($id: ID!, $cr: ID!) {
    space(id: $id) { changeRequest(id: $cr) { commentList(first: 1000) { totalCount edges { node { ...CountedComment } } } } }
  }
`);
const ChangeRequestCommenters = graphql(`
  query CountChangeRequestCommenters($id: ID!, $cr: ID!) {
    space(id: $id) { changeRequest(id: $cr) { commenterList(first: 1000) { totalCount edges { node { user { key displayName } role } } } } }
  }
`);
graphql(`
  fragment CountedComment on Comment {
    key status markdown postedBy { key displayName } resolvedBy { key } postedAt
    reactions { emoji count users { user { key displayName } reactedAt } }
    replies repliers { user { key } count }
    replyList(first: 1000) { totalCount edges { node { key markdown postedBy { key } reactions { emoji count } permissions { edit delete } } } }
    permissions { view edit reply delete resolve }
    urls { location } target { space revision changeRequest }
  }
`);

describe('query counts: 10 vs 100 change requests and comments', () => {
  it('GraphQL space.changeRequestList with people, counts and state', async () => {
    const client = graphqlClient(s.baseUrl, people[0].token);
    const open = await client.request(ChangeRequestsWithEverything, { id: spaces[100].id });
    const merged = await client.request(ChangeRequestsWithEverything, { id: spaces[100].id, status: 'MERGED' });
    expect(open.space!.changeRequestList.totalCount + merged.space!.changeRequestList.totalCount).toBe(100);
    expect(merged.space!.changeRequestList.edges[0].node.mergedBy?.key).toBeDefined();
    for (const status of [undefined, 'MERGED' as const]) {
      const a = await statements(() => client.request(ChangeRequestsWithEverything, { id: spaces[10].id, status }));
      const b = await statements(() => client.request(ChangeRequestsWithEverything, { id: spaces[100].id, status }));
      console.log(
        `GraphQL space.changeRequestList(status: ${status ?? 'default'}): 10 -> ${a} statements, 100 -> ${b}`,
      );
      expect(b).toBe(a);
    }
  });

  it('GraphQL comment threads on the space and in a change request, with replies and commenters', async () => {
    const client = graphqlClient(s.baseUrl, people[1].token);
    const large = (await client.request(SpaceComments, { id: spaces[100].id })).space;
    expect(large!.commentList.totalCount).toBe(100);
    const first = large!.commentList.edges.find((e) => e.node.key === spaces[100].commentId)!.node;
    expect(first.replyList.totalCount).toBe(102);
    expect(first.reactions).toContainEqual(expect.objectContaining({ emoji: '👍', count: 2 }));
    const inCr = (await client.request(ChangeRequestComments, { id: spaces[100].id, cr: spaces[100].crId })).space!
      .changeRequest;
    expect(inCr.commentList.totalCount).toBe(100);
    const commenters = (await client.request(ChangeRequestCommenters, { id: spaces[100].id, cr: spaces[100].crId }))
      .space!.changeRequest;
    expect(commenters.commenterList.totalCount).toBe(3);
    for (const [label, run] of [
      ['space.commentList', (n: number) => client.request(SpaceComments, { id: spaces[n].id })],
      [
        'changeRequest.commentList',
        (n: number) => client.request(ChangeRequestComments, { id: spaces[n].id, cr: spaces[n].crId }),
      ],
      [
        'changeRequest.commenterList',
        (n: number) => client.request(ChangeRequestCommenters, { id: spaces[n].id, cr: spaces[n].crId }),
      ],
    ] as const) {
      const a = await statements(() => run(10));
      const b = await statements(() => run(100));
      console.log(`GraphQL ${label}: 10 -> ${a} statements, 100 -> ${b}`);
      expect(b, label).toBe(a);
    }
  });

  it('REST lists of change requests, comments, replies and commenters', async () => {
    const token = people[2].token;
    for (const [label, path] of [
      ['GET {space}/change-requests', (x: (typeof spaces)[number]) => `/v1/spaces/${x.id}/change-requests?limit=1000`],
      [
        'GET {space}/change-requests?status=merged',
        (x: (typeof spaces)[number]) => `/v1/spaces/${x.id}/change-requests?limit=1000&status=merged`,
      ],
      ['GET {space}/comments', (x: (typeof spaces)[number]) => `/v1/spaces/${x.id}/comments?limit=1000`],
      [
        'GET {space}/comments?format=document',
        (x: (typeof spaces)[number]) => `/v1/spaces/${x.id}/comments?limit=1000&format=document`,
      ],
      [
        'GET {cr}/comments',
        (x: (typeof spaces)[number]) => `/v1/spaces/${x.id}/change-requests/${x.crId}/comments?limit=1000`,
      ],
      [
        'GET {comment}/replies',
        (x: (typeof spaces)[number]) => `/v1/spaces/${x.id}/comments/${x.commentId}/replies?limit=1000`,
      ],
      [
        'GET {cr}/commenters',
        (x: (typeof spaces)[number]) => `/v1/spaces/${x.id}/change-requests/${x.crId}/commenters?limit=1000`,
      ],
    ] as const) {
      const small = await call(s.baseUrl, token, 'GET', path(spaces[10]));
      const large = await call(s.baseUrl, token, 'GET', path(spaces[100]));
      expect(small.status, label).toBe(200);
      if (!label.includes('commenters'))
        expect(large.body.items.length, label).toBeGreaterThan(small.body.items.length);
      const a = await statements(() => call(s.baseUrl, token, 'GET', path(spaces[10])));
      const b = await statements(() => call(s.baseUrl, token, 'GET', path(spaces[100])));
      console.log(`REST ${label}: 10 -> ${a} statements, 100 -> ${b}`);
      expect(b, label).toBe(a);
    }
  });
});
