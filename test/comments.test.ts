import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { instanceUsage } from './support/admin.ts';
import { type Person, useServer } from './support/fixtures.ts';
import { gitbook, statusOf } from './support/gitbook.ts';
import { nodeWith, payload } from './support/graphql.ts';
import { call, graphqlClient } from './support/http.ts';
import { jsonBody } from './support/pages.ts';

const { s, owner, editor, commenter, reader, outsider, org } = useServer({
  title: 'Comment Org',
  members: { editor: 'edit', commenter: 'comment', reader: 'read' },
});

const api = (u?: Person) => gitbook(s.baseUrl, u?.token);

const CreatePage = graphql(`
  mutation CommentsCreatePage($input: CreatePageInput!) {
    createPage(input: $input) { __typename ... on CreatePagePayload { page { id: key } } ... on BaseError { message status } }
  }
`);

const Comments = graphql(`
  query CommentsOfSpace($spaceId: ID!) {
    comments(spaceId: $spaceId) { totalCount edges { node { key replies status permissions { edit resolve delete } replyList { totalCount } } } }
  }
`);

async function setup() {
  const sp = (await api(owner).orgs.createSpace(org.id, { title: 'Discussed' })).data;
  const res = await graphqlClient(s.baseUrl, editor.token).request(CreatePage, {
    input: { spaceId: sp.id, title: 'Guide', markdown: '# Install\n\nSome text.\n' },
  });
  if (res.createPage.__typename !== 'CreatePagePayload') throw new Error('page');
  return { sp, pageId: res.createPage.page.id };
}

describe('comments on a space', () => {
  it('posts, lists with filters, reacts, resolves, replies and deletes', async () => {
    const { sp, pageId } = await setup();
    const first = await api(commenter).spaces.postCommentInSpace(sp.id, {
      body: { markdown: 'Typo here' },
      page: pageId,
      node: 'install',
    });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      object: 'comment',
      status: 'open',
      replies: 0,
      repliers: [],
      body: { markdown: 'Typo here' },
      target: { space: sp.id, page: { id: pageId }, node: { id: 'install' } },
    });
    const second = (await api(editor).spaces.postCommentInSpace(sp.id, { body: { markdown: 'General remark' } })).data;
    expect((await api(reader).spaces.getSpaceById(sp.id)).data.comments).toBe(2);

    // Reactions by two users, one taken back.
    await api(commenter).spaces.updateCommentInSpace(sp.id, first.data.id, { addedReactions: ['👍', '🎉'] });
    const reacted = (await api(editor).spaces.updateCommentInSpace(sp.id, first.data.id, { addedReactions: ['👍'] }))
      .data;
    expect(reacted.reactions.find((r) => r.emoji === '👍')).toMatchObject({ count: 2 });
    const unreacted = (
      await api(commenter).spaces.updateCommentInSpace(sp.id, first.data.id, { removedReactions: ['🎉'] })
    ).data;
    expect(unreacted.reactions.map((r) => r.emoji)).toEqual(['👍']);

    // Resolve (editors) and reopen; commenters cannot resolve.
    expect(await statusOf(api(commenter).spaces.updateCommentInSpace(sp.id, second.id, { resolved: true }))).toBe(403);
    const resolved = (await api(editor).spaces.updateCommentInSpace(sp.id, second.id, { resolved: true })).data;
    expect(resolved).toMatchObject({ status: 'resolved', resolvedBy: { id: editor.id } });
    if (resolved.status !== 'resolved') throw new Error(`expected a resolved comment, got ${resolved.status}`);
    expect(resolved.resolvedAt).toBeTruthy();
    expect((await api(reader).spaces.getSpaceById(sp.id)).data.comments).toBe(1);
    expect(
      (await api(reader).spaces.listCommentsInSpace(sp.id, { status: 'resolved' })).data.items.map((c) => c.id),
    ).toEqual([second.id]);
    expect(
      (await api(reader).spaces.listCommentsInSpace(sp.id, { status: 'open' })).data.items.map((c) => c.id),
    ).toEqual([first.data.id]);
    expect((await api(reader).spaces.listCommentsInSpace(sp.id)).data.items.map((c) => c.id)).toEqual([
      second.id,
      first.data.id,
    ]);
    expect((await api(reader).spaces.listCommentsInSpace(sp.id, { order: 'asc' })).data.items.map((c) => c.id)).toEqual(
      [first.data.id, second.id],
    );
    expect(
      (await api(reader).spaces.listCommentsInSpace(sp.id, { targetPage: pageId })).data.items.map((c) => c.id),
    ).toEqual([first.data.id]);
    const reopened = (await api(editor).spaces.updateCommentInSpace(sp.id, second.id, { resolved: false })).data;
    expect(reopened.status).toBe('open');
    expect(reopened).not.toHaveProperty('resolvedBy');

    // format=document
    const doc = (await api(reader).spaces.getCommentInSpace(sp.id, first.data.id, { format: 'document' })).data;
    expect(jsonBody(doc.body).object).toBe('document');

    // Body edits: the author only.
    expect(
      await statusOf(api(editor).spaces.updateCommentInSpace(sp.id, first.data.id, { body: { markdown: 'Hijack' } })),
    ).toBe(403);
    const edited = (
      await api(commenter).spaces.updateCommentInSpace(sp.id, first.data.id, {
        body: { markdown: 'Typo in the heading' },
      })
    ).data;
    expect(edited.editedAt).toBeTruthy();
    expect(edited.body).toEqual({ markdown: 'Typo in the heading' });

    // Replies and their count.
    const r1 = (await api(editor).spaces.postCommentReplyInSpace(sp.id, first.data.id, { body: { markdown: 'Fixed' } }))
      .data;
    expect(r1.object).toBe('comment-reply');
    await api(commenter).spaces.postCommentReplyInSpace(sp.id, first.data.id, { body: { markdown: 'Thanks' } });
    await api(editor).spaces.postCommentReplyInSpace(sp.id, first.data.id, { body: { markdown: 'Welcome' } });
    const withReplies = (await api(reader).spaces.getCommentInSpace(sp.id, first.data.id)).data;
    expect(withReplies.replies).toBe(3);
    expect(withReplies.repliers.find((r) => r.user.id === editor.id)?.count).toBe(2);
    expect((await api(reader).spaces.listCommentRepliesInSpace(sp.id, first.data.id)).data.items).toHaveLength(3);
    expect((await api(reader).spaces.getCommentReplyInSpace(sp.id, first.data.id, r1.id)).data.body).toEqual({
      markdown: 'Fixed',
    });
    const rr = (
      await api(commenter).spaces.updateCommentReplyInSpace(sp.id, first.data.id, r1.id, { addedReactions: ['❤️'] })
    ).data;
    expect(rr.reactions[0]).toMatchObject({ emoji: '❤️', count: 1 });
    expect(
      await statusOf(
        api(commenter).spaces.updateCommentReplyInSpace(sp.id, first.data.id, r1.id, { body: { markdown: 'no' } }),
      ),
    ).toBe(403);
    expect(await statusOf(api(commenter).spaces.deleteCommentReplyInSpace(sp.id, first.data.id, r1.id))).toBe(403);
    expect(await statusOf(api(editor).spaces.deleteCommentReplyInSpace(sp.id, first.data.id, r1.id))).toBe(205);
    expect(await statusOf(api(editor).spaces.deleteCommentReplyInSpace(sp.id, first.data.id, r1.id))).toBe(204);
    expect((await api(reader).spaces.getCommentInSpace(sp.id, first.data.id)).data.replies).toBe(2);

    // GraphQL: the same comments, permissions for the caller.
    const gql = await graphqlClient(s.baseUrl, commenter.token).request(Comments, { spaceId: sp.id });
    expect(gql.comments!.totalCount).toBe(2);
    const mine = gql.comments!.edges.find((e) => e?.node.key === first.data.id)!.node;
    expect(mine).toMatchObject({
      replies: 2,
      permissions: { edit: true, resolve: false, delete: true },
      replyList: { totalCount: 2 },
    });

    // Delete: not the commenter's other comment; the owner (admin) can; replies go with it.
    const before = (await instanceUsage(s)).comments;
    expect(await statusOf(api(commenter).spaces.deleteCommentInSpace(sp.id, second.id))).toBe(403);
    expect(await statusOf(api(owner).spaces.deleteCommentInSpace(sp.id, first.data.id))).toBe(205);
    expect(await statusOf(api(owner).spaces.deleteCommentInSpace(sp.id, first.data.id))).toBe(204);
    // Its two replies went with it: every API path to a reply goes through its comment, which is
    // gone, so the instance admin's count of comments and replies tells (three fewer).
    expect((await instanceUsage(s)).comments).toBe(before - 3);
    expect(await statusOf(api(reader).spaces.getCommentInSpace(sp.id, first.data.id))).toBe(404);
  });

  it('refuses bad input and checks access', async () => {
    const { sp, pageId } = await setup();
    expect(await statusOf(api(commenter).spaces.postCommentInSpace(sp.id, { body: { markdown: '  ' } }))).toBe(400);
    expect(await statusOf(api(commenter).spaces.postCommentInSpace(sp.id, { body: {} }))).toBe(400);
    expect((await call(s.baseUrl, commenter.token, 'POST', `/v1/spaces/${sp.id}/comments`, {})).status).toBe(400);
    expect(
      await statusOf(api(commenter).spaces.postCommentInSpace(sp.id, { body: { markdown: 'x' }, page: 'nope' })),
    ).toBe(400);
    expect(
      await statusOf(
        api(commenter).spaces.postCommentInSpace(sp.id, { body: { markdown: 'x' }, page: pageId, node: 'nope' }),
      ),
    ).toBe(400);
    const c = (await api(commenter).spaces.postCommentInSpace(sp.id, { body: { markdown: 'ok' } })).data;
    expect(
      (await call(s.baseUrl, commenter.token, 'PUT', `/v1/spaces/${sp.id}/comments/${c.id}`, { addedReactions: 'x' }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(s.baseUrl, commenter.token, 'PUT', `/v1/spaces/${sp.id}/comments/${c.id}`, {
          addedReactions: ['not an emoji'],
        })
      ).status,
    ).toBe(400);
    expect((await call(s.baseUrl, commenter.token, 'GET', `/v1/spaces/${sp.id}/comments?status=nope`)).status).toBe(
      400,
    );
    expect(await statusOf(api(reader).spaces.postCommentInSpace(sp.id, { body: { markdown: 'x' } }))).toBe(403);
    expect(await statusOf(api(outsider).spaces.listCommentsInSpace(sp.id))).toBe(404);
    expect(await statusOf(api(reader).spaces.getCommentInSpace(sp.id, 'nope'))).toBe(404);
  });
});

describe('comments in a change request', () => {
  it('are separate from the space, filter by authors, count on the change request, list commenters', async () => {
    const { sp, pageId } = await setup();
    const cr = (await api(editor).spaces.createChangeRequest(sp.id, { subject: 'Review me' })).data;
    const a = (
      await api(commenter).spaces.postCommentInChangeRequest(sp.id, cr.id, {
        body: { markdown: 'In CR' },
        page: pageId,
      })
    ).data;
    expect(a.target.changeRequest).toBe(cr.id);
    expect(a.target.revision).toBe(cr.revision);
    const b = (
      await api(editor).spaces.postCommentInChangeRequest(sp.id, String(cr.number), { body: { markdown: 'Me too' } })
    ).data;
    expect((await api(reader).spaces.listCommentsInSpace(sp.id)).data.items).toEqual([]);
    expect((await api(reader).spaces.getChangeRequestById(sp.id, cr.id)).data.comments).toBe(2);
    const byAuthor = (await api(reader).spaces.listCommentsInChangeRequest(sp.id, cr.id, { authors: [commenter.id] }))
      .data;
    expect(byAuthor.items.map((c) => c.id)).toEqual([a.id]);
    expect(await statusOf(api(reader).spaces.getCommentInSpace(sp.id, a.id))).toBe(404);
    expect((await api(reader).spaces.getCommentInChangeRequest(sp.id, cr.id, a.id)).data.id).toBe(a.id);

    // CR replies accept `resolved` (resolving the comment).
    const reply = (
      await api(commenter).spaces.postCommentReplyInChangeRequest(sp.id, cr.id, b.id, { body: { markdown: 'Agreed' } })
    ).data;
    await api(editor).spaces.updateCommentReplyInChangeRequest(sp.id, cr.id, b.id, reply.id, { resolved: true });
    expect((await api(reader).spaces.getCommentInChangeRequest(sp.id, cr.id, b.id)).data.status).toBe('resolved');
    expect((await api(reader).spaces.listCommentRepliesInChangeRequest(sp.id, cr.id, b.id)).data.items).toHaveLength(1);
    expect((await api(reader).spaces.getCommentReplyInChangeRequest(sp.id, cr.id, b.id, reply.id)).data.id).toBe(
      reply.id,
    );
    expect((await api(reader).spaces.getChangeRequestById(sp.id, cr.id)).data.comments).toBe(1);
    await api(editor).spaces.updateCommentInChangeRequest(sp.id, cr.id, a.id, { addedReactions: ['👀'] });

    const commenters = (await api(reader).spaces.listCommentersInChangeRequest(sp.id, cr.id)).data;
    expect(commenters.items.map((m) => m.user.id).sort()).toEqual([commenter.id, editor.id].sort());

    expect(await statusOf(api(commenter).spaces.deleteCommentReplyInChangeRequest(sp.id, cr.id, b.id, reply.id))).toBe(
      205,
    );
    expect(await statusOf(api(editor).spaces.deleteCommentInChangeRequest(sp.id, cr.id, b.id))).toBe(205);
    expect(await statusOf(api(reader).spaces.listCommentsInChangeRequest(sp.id, '999'))).toBe(404);
  });
});

const SpaceThreads = graphql(`
  query CommentThreadsOfSpace($id: ID!, $status: CommentStatusFilter, $order: Order, $targetPage: ID) {
    node(id: $id) {
      ... on Space {
        commentList(status: $status, order: $order, targetPage: $targetPage) {
          totalCount
          edges { node { id key status markdown replies replyList { totalCount edges { node { id key markdown reactions { emoji count } } } } } }
        }
      }
    }
  }
`);
const CrThreads = graphql(`
  query CommentThreadsOfChangeRequest($spaceId: ID!, $cr: ID!, $authors: [String!]) {
    changeRequest(spaceId: $spaceId, changeRequestId: $cr) {
      comments
      commentList(authors: $authors) { totalCount edges { node { key markdown } } }
      commenterList { totalCount edges { node { user { key } } } }
    }
  }
`);
const SpaceNode = graphql(`query CommentSpaceNode($key: ID!) { space(id: $key) { id } }`);
const Resolve = graphql(`
  mutation ResolveCommentByNode($input: ResolveCommentInput!) {
    resolveComment(input: $input) { __typename ... on ResolveCommentPayload { comment { key status resolvedBy { id } } } ... on BaseError { message status } }
  }
`);
const React = graphql(`
  mutation ReactToCommentByNode($input: ReactToCommentInput!) {
    reactToComment(input: $input) {
      __typename
      ... on ReactToCommentPayload { comment { key reactions { emoji count } } reply { key reactions { emoji count users { user { id } } } } }
      ... on BaseError { message status }
    }
  }
`);

describe('comments as GraphQL connections', () => {
  it('threads on the space and the change request, resolve and react by global id', async () => {
    const { sp, pageId } = await setup();
    const first = (
      await api(commenter).spaces.postCommentInSpace(sp.id, { body: { markdown: 'On the page' }, page: pageId })
    ).data;
    const second = (await api(editor).spaces.postCommentInSpace(sp.id, { body: { markdown: 'General' } })).data;
    const reply = (
      await api(commenter).spaces.postCommentReplyInSpace(sp.id, first.id, { body: { markdown: 'A reply' } })
    ).data;

    const as = (u: Person) => graphqlClient(s.baseUrl, u.token);
    const spaceId = (await as(reader).request(SpaceNode, { key: sp.id })).space!.id;
    const all = nodeWith((await as(reader).request(SpaceThreads, { id: spaceId })).node, 'commentList');
    expect(all.commentList.totalCount).toBe(2);
    expect(all.commentList.edges.map((e) => e.node.key)).toEqual([second.id, first.id]);
    const thread = all.commentList.edges[1].node;
    expect(thread).toMatchObject({
      replies: 1,
      replyList: { totalCount: 1, edges: [{ node: { key: reply.id, markdown: 'A reply' } }] },
    });
    const onPage = nodeWith(
      (await as(reader).request(SpaceThreads, { id: spaceId, targetPage: pageId, order: 'ASC' })).node,
      'commentList',
    );
    expect(onPage.commentList.edges.map((e) => e.node.key)).toEqual([first.id]);

    // Resolve by global id: edit role; commenters are refused; reopen with resolved: false.
    const commentId = thread.id;
    expect((await as(commenter).request(Resolve, { input: { id: commentId } })).resolveComment).toMatchObject({
      __typename: 'ForbiddenError',
    });
    expect((await as(editor).request(Resolve, { input: { id: commentId } })).resolveComment).toMatchObject({
      comment: { key: first.id, status: 'RESOLVED', resolvedBy: { id: expect.any(String) } },
    });
    const open = nodeWith(
      (await as(reader).request(SpaceThreads, { id: spaceId, status: 'OPEN' })).node,
      'commentList',
    );
    expect(open.commentList.edges.map((e) => e.node.key)).toEqual([second.id]);
    expect(
      (await as(editor).request(Resolve, { input: { id: commentId, resolved: false } })).resolveComment,
    ).toMatchObject({ comment: { status: 'OPEN' } });
    // A reply's id is not a comment's; an outsider sees nothing.
    const replyId = thread.replyList.edges[0].node.id;
    expect((await as(editor).request(Resolve, { input: { id: replyId } })).resolveComment).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect((await as(outsider).request(Resolve, { input: { id: commentId } })).resolveComment).toMatchObject({
      __typename: 'NotFoundError',
    });

    // React on a comment and on a reply, by two users; take one back; readers cannot react.
    await as(commenter).request(React, { input: { id: commentId, add: ['👍'] } });
    const both = payload(
      (await as(editor).request(React, { input: { id: commentId, add: ['👍', '🚀'] } })).reactToComment,
      'ReactToCommentPayload',
    );
    expect(both.comment.reactions).toEqual([
      { emoji: '👍', count: 2 },
      { emoji: '🚀', count: 1 },
    ]);
    expect(
      payload(
        (await as(editor).request(React, { input: { id: commentId, remove: ['🚀'] } })).reactToComment,
        'ReactToCommentPayload',
      ).comment.reactions,
    ).toEqual([{ emoji: '👍', count: 2 }]);
    const onReply = (await as(editor).request(React, { input: { id: replyId, add: ['🎉'] } })).reactToComment;
    expect(onReply).toMatchObject({
      comment: { key: first.id },
      reply: { key: reply.id, reactions: [{ emoji: '🎉', count: 1 }] },
    });
    expect((await as(reader).request(React, { input: { id: commentId, add: ['👍'] } })).reactToComment).toMatchObject({
      __typename: 'ForbiddenError',
    });
    expect(
      (await as(editor).request(React, { input: { id: commentId, add: ['not an emoji'] } })).reactToComment,
    ).toMatchObject({ __typename: 'BadRequestError' });
  });

  it('threads and commenters on a change request', async () => {
    const { sp } = await setup();
    const cr = (await api(editor).spaces.createChangeRequest(sp.id, { subject: 'Threads' })).data;
    const a = (
      await api(commenter).spaces.postCommentInChangeRequest(sp.id, cr.id, { body: { markdown: 'From the commenter' } })
    ).data;
    await api(editor).spaces.postCommentInChangeRequest(sp.id, cr.id, { body: { markdown: 'From the editor' } });
    await api(editor).spaces.postCommentInSpace(sp.id, { body: { markdown: 'On main' } });
    const res = (
      await graphqlClient(s.baseUrl, reader.token).request(CrThreads, { spaceId: sp.id, cr: String(cr.number) })
    ).changeRequest;
    expect(res!.comments).toBe(2);
    expect(res!.commentList.totalCount).toBe(2);
    expect(res!.commenterList.totalCount).toBe(2);
    expect(res!.commenterList.edges.map((e) => e.node.user.key).sort()).toEqual([commenter.id, editor.id].sort());
    const mine = (
      await graphqlClient(s.baseUrl, reader.token).request(CrThreads, {
        spaceId: sp.id,
        cr: cr.id,
        authors: [commenter.id],
      })
    ).changeRequest;
    expect(mine!.commentList.edges.map((e) => e.node.key)).toEqual([a.id]);
  });
});
