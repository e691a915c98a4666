import { BadRequestError } from '../../errors.ts';
import type { Comment } from '../../generated/prisma/client.ts';
import { type Args, builder, type InputFields, type ObjectFields } from '../../graphql/builder.ts';
import { OrderEnum } from '../../graphql/common.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { enumColumn, inputMutation, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { reads } from '../../graphql/selection.ts';
import type { Context } from '../../request/context.ts';
import { paginateArray } from '../../request/pagination.ts';
import { ChangeRequestRef } from '../change-requests/schema.ts';
import { OrganizationMemberRef } from '../members/schema.ts';
import { spaceCounter } from '../spaces/loaders.ts';
import { SpaceRef } from '../spaces/schema.ts';
import { userById } from '../users/loaders.ts';
import { UserRef } from '../users/schema.ts';
import { openChangeRequestComments, repliesOf } from './loaders.ts';
import {
  type CommentFilter,
  commentBody,
  commentFilter,
  commentPermissions,
  commentReactions,
  commentRepliers,
  commentUrl,
  deleteComment,
  findCommentById,
  getComment,
  getReply,
  listCommenters,
  listComments,
  listReplies,
  postComment,
  postReply,
  readableComment,
  updateComment,
} from './service.ts';

const user = async (ctx: Context, id: string) => (await userById(ctx).load(id))!;

const CommentStatusEnum = describedEnum('CommentStatus', 'State of a comment thread.', {
  open: 'Open: not resolved.',
  resolved: 'Resolved (replies stay possible).',
});

const CommentUrls = builder.simpleObject('CommentUrls', {
  description: 'Addresses of a comment or reply.',
  fields: (t) => ({ location: t.string({ description: 'REST URL of the comment or reply.' }) }),
});
const CommentPermissions = builder.simpleObject('CommentPermissions', {
  description: 'What the caller may do with the comment.',
  fields: (t) => ({
    view: t.boolean({ description: 'See it (read role on the space).' }),
    edit: t.boolean({ description: 'Edit the body: the author only.' }),
    reply: t.boolean({ description: 'React or reply: comment role.' }),
    delete: t.boolean({ description: 'The author or a space admin.' }),
    resolve: t.boolean({ description: 'Resolve or reopen: edit role (comments only).' }),
  }),
});
const IdRef = builder.simpleObject('CommentTargetId', {
  description: 'A page or node a comment is about.',
  fields: (t) => ({ key: t.string({ description: 'The page or node id.' }) }),
});
const CommentTarget = builder.simpleObject('CommentTarget', {
  description:
    "What a comment is about: a space's content, maybe in a change request, maybe on a page or a node of a page.",
  fields: (t) => ({
    space: t.string({ description: 'Id of the space.' }),
    revision: t.string({ description: 'Id of the revision the comment was posted on; empty when unknown.' }),
    changeRequest: t.string({ description: 'Id of the change request; null on the live content.', nullable: true }),
    page: t.field({ description: 'The page commented on; null for the whole content.', type: IdRef, nullable: true }),
    node: t.field({
      description: 'The node (block) of the page commented on; null for the whole page.',
      type: IdRef,
      nullable: true,
    }),
  }),
});
const ReactionUser = builder.simpleObject('EmojiReactionUser', {
  description: 'A user who reacted, and when.',
  fields: (t) => ({
    user: t.field({ description: 'The user who reacted.', type: UserRef }),
    reactedAt: t.field({ description: 'When the user reacted.', type: 'DateTime' }),
  }),
});
const EmojiReaction = builder.simpleObject('EmojiReaction', {
  description: 'One emoji on a comment: who reacted with it.',
  fields: (t) => ({
    emoji: t.string({ description: 'The emoji.' }),
    count: t.int({ description: 'Number of users who reacted with it.' }),
    users: t.field({ description: 'The users who reacted with it, and when.', type: [ReactionUser] }),
  }),
});
const UserContributor = builder.simpleObject('UserContributor', {
  description: 'A user and the number of their contributions.',
  fields: (t) => ({
    user: t.field({ description: 'The user.', type: UserRef }),
    count: t.int({ description: 'Number of contributions (replies).' }),
    updatedAt: t.field({ description: 'When the last contribution changed.', type: 'DateTime' }),
  }),
});

const CommentBody = builder.simpleObject('CommentBody', {
  description: 'The body of a comment or reply in one format: exactly one of the fields is set.',
  fields: (t) => ({
    markdown: t.string({ nullable: true, description: 'The body as markdown (format `markdown`, the default).' }),
    document: t.field({
      type: 'JSON',
      nullable: true,
      description: "The body as GitBook's JSON document (format `document`).",
    }),
  }),
});

const formatArg = (arg: Args) => arg.string({ description: 'markdown (default) or document.' });
const checkFormat = (format: string | null | undefined) => {
  if (format != null && format !== 'markdown' && format !== 'document')
    throw new BadRequestError('\'format\' must be one of "markdown", "document"', 'format');
  return format;
};

const sharedFields = (t: ObjectFields<Comment>) => ({
  key: t.exposeString('id', { description: 'The id used in REST paths.' }),
  postedBy: t.field({ description: 'The author.', type: UserRef, resolve: (c, _, ctx) => user(ctx, c.authorId) }),
  postedAt: t.expose('createdAt', { description: 'When it was posted.', type: 'DateTime' }),
  editedAt: t.expose('editedAt', {
    type: 'DateTime',
    nullable: true,
    description: 'When the body was last edited; null when never.',
  }),
  body: t.field({
    description: 'The body, in the format `format` asks for (markdown by default).',
    type: CommentBody,
    args: { format: formatArg(t.arg) },
    resolve: (c, { format }) => commentBody(c, checkFormat(format)),
  }),
  markdown: t.exposeString('body', { description: 'The body as markdown.' }),
  reactions: t.field({
    description: 'Emoji reactions, one per emoji.',
    type: [EmojiReaction],
    resolve: (c, _, ctx) => commentReactions(ctx, c),
  }),
  urls: t.field({
    description: 'Addresses of the comment.',
    type: CommentUrls,
    resolve: (c, _, ctx) => ({ location: commentUrl(ctx, c) }),
  }),
  permissions: t.field({
    description: 'What the caller may do with it.',
    type: CommentPermissions,
    resolve: (c, _, ctx) => commentPermissions(ctx, c),
  }),
});

export const CommentRef = builder.objectRef<Comment>('Comment');

export const CommentReplyRef = builder.objectRef<Comment>('CommentReply');

builder.node(CommentRef, {
  description: "A comment on a space's content or in a change request.",
  id: { resolve: (c) => c.id },
  loadOne: (id, ctx) => readableComment(ctx, id, false),
  fields: (t) => ({
    ...sharedFields(t),
    object: t.string({ description: 'Always `"comment"` (REST discriminator).', resolve: () => 'comment' }),
    status: enumColumn(t, 'status', CommentStatusEnum, 'Open or resolved.'),
    resolvedAt: t.expose('resolvedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was resolved; null when open.',
    }),
    resolvedBy: t.field({
      description: 'The user who resolved it; null when open.',
      type: UserRef,
      nullable: true,
      resolve: (c, _, ctx) => (c.resolvedById ? user(ctx, c.resolvedById) : null),
    }),
    replies: t.int({
      description: 'Number of replies.',
      resolve: async (c, _, ctx) => (await repliesOf(ctx).load(c.id)).length,
    }),
    repliers: t.field({
      type: [UserContributor],
      description: 'Users who replied, with their reply counts.',
      resolve: (c, _, ctx) => commentRepliers(ctx, c),
    }),
    replyList: t.connection(
      {
        type: CommentReplyRef,
        description: 'The replies, oldest first (the replies of a page of comments load in one statement).',
        resolve: async (c, args, ctx) => paginateArray(args, await repliesOf(ctx).load(c.id)),
      },
      connectionOf(CommentReplyRef),
    ),
    target: t.field({
      description: 'What the comment is about.',
      type: CommentTarget,
      resolve: (c) => ({
        space: c.spaceId,
        revision: c.revisionId ?? '',
        changeRequest: c.changeRequestId,
        page: c.pageId ? { key: c.pageId } : null,
        node: c.nodeId ? { key: c.nodeId } : null,
      }),
    }),
  }),
});

builder.node(CommentReplyRef, {
  description: 'A reply to a comment.',
  id: { resolve: (c) => c.id },
  loadOne: (id, ctx) => readableComment(ctx, id, true),
  fields: (t) => ({
    ...sharedFields(t),
    object: t.string({ description: 'Always `"comment-reply"` (REST discriminator).', resolve: () => 'comment-reply' }),
  }),
});

// -- connections on the space and on the change request ------------------------------------------

const CommentStatusFilterEnum = describedEnum('CommentStatusFilter', 'Which comments to list by state.', {
  all: 'Open and resolved.',
  open: 'Open only.',
  resolved: 'Resolved only.',
});

const commentListArgs = (arg: Args) => ({
  status: arg({ type: CommentStatusFilterEnum, description: 'ALL (default), OPEN or RESOLVED.' }),
  order: arg({ type: OrderEnum, description: 'By posting time; DESC (newest first) by default.' }),
  targetPage: arg.id(idOf({ description: 'Only comments on this page.' })),
});
const filterOf = (args: CommentFilter): CommentFilter => ({
  status: args.status,
  order: args.order,
  targetPage: args.targetPage,
  authors: args.authors,
});

builder.objectFields(SpaceRef, (t) => ({
  comments: t.int({
    description: 'Open comments on the live content.',
    extensions: reads('id', 'openComments'),
    resolve: (s, _, ctx, info) => spaceCounter(ctx, s, info, 'openComments'),
  }),
  commentList: t.connection(
    {
      type: CommentRef,
      description: 'Comments on the live content of the space (REST `GET {space}/comments`).',
      args: commentListArgs(t.arg),
      resolve: (space, args, ctx) => listComments(ctx, { spaceId: space.id }, filterOf(args), args),
    },
    connectionOf(CommentRef),
  ),
}));

builder.objectFields(ChangeRequestRef, (t) => ({
  comments: t.int({
    description: 'Open comments on the change request.',
    resolve: (c, _, ctx) => openChangeRequestComments(ctx).load(c.id),
  }),
  commentList: t.connection(
    {
      type: CommentRef,
      description: 'Comments in the change request.',
      args: {
        ...commentListArgs(t.arg),
        authors: t.arg.stringList({ description: 'Only comments by these users (ids).' }),
      },
      resolve: (cr, args, ctx) => listComments(ctx, { spaceId: cr.spaceId, changeRequest: cr }, filterOf(args), args),
    },
    connectionOf(CommentRef),
  ),
  commenterList: t.connection(
    {
      type: OrganizationMemberRef,
      description: 'Members who commented or replied in the change request.',
      resolve: (cr, args, ctx) => listCommenters(ctx, { spaceId: cr.spaceId, changeRequest: cr }, args),
    },
    connectionOf(OrganizationMemberRef),
  ),
}));

const threadArgs = (arg: Args) => ({
  spaceId: arg.id(idOf({ description: 'Global id or REST key of the space.', required: true })),
  changeRequestId: arg.id(idOf({ description: 'Id or number; absent: the live content.' })),
});

builder.queryFields((t) => ({
  comments: t.connection(
    {
      nullable: true,
      type: CommentRef,
      description: 'Comments of a space (or of one of its change requests), newest first by default.',
      args: {
        ...threadArgs(t.arg),
        status: t.arg.string({ description: 'all (default), open or resolved.' }),
        order: t.arg.string({ description: 'desc (default) or asc.' }),
        targetPage: t.arg.id(idOf({ description: 'Only comments on this page (its id).' })),
        authors: t.arg.stringList({ description: 'Only comments by these users (ids).' }),
      },
      resolve: (_, args, ctx) => listComments(ctx, thread(args), commentFilter(args), args),
    },
    connectionOf(CommentRef),
  ),
  comment: t.field({
    nullable: true,
    type: CommentRef,
    description: 'A comment of a space or of one of its change requests.',
    args: {
      ...threadArgs(t.arg),
      commentId: t.arg.id(idOf({ description: 'Global id or REST key of the comment.', required: true })),
    },
    resolve: (_, args, ctx) => getComment(ctx, thread(args), args.commentId),
  }),
  commentReplies: t.connection(
    {
      nullable: true,
      type: CommentReplyRef,
      description: 'The replies to a comment, oldest first.',
      args: {
        ...threadArgs(t.arg),
        commentId: t.arg.id(idOf({ description: 'Global id or REST key of the comment.', required: true })),
      },
      resolve: (_, args, ctx) => listReplies(ctx, thread(args), args.commentId, args),
    },
    connectionOf(CommentReplyRef),
  ),
  commentReply: t.field({
    nullable: true,
    type: CommentReplyRef,
    description: 'A reply to a comment.',
    args: {
      ...threadArgs(t.arg),
      commentId: t.arg.id(idOf({ description: 'Global id or REST key of the comment.', required: true })),
      commentReplyId: t.arg.id(idOf({ description: 'Global id or REST key of the reply.', required: true })),
    },
    resolve: (_, args, ctx) => getReply(ctx, thread(args), args.commentId, args.commentReplyId),
  }),
  commenters: t.connection(
    {
      nullable: true,
      type: OrganizationMemberRef,
      description: 'Members who commented in a change request (or on the space).',
      args: threadArgs(t.arg),
      resolve: (_, args, ctx) => listCommenters(ctx, thread(args), args),
    },
    connectionOf(OrganizationMemberRef),
  ),
}));

const threadFields = (t: InputFields) => ({
  spaceId: pathId(t, 'space'),
  changeRequestId: t.id(idOf({ description: 'Id or number of the change request; absent: the live content.' })),
});

const PostCommentInput = builder.inputType('PostCommentInput', {
  fields: (t) => ({
    ...threadFields(t),
    body: t.field({ type: 'JSON', required: true, description: '`{ markdown }` or `{ document }` (not empty).' }),
    page: t.id(idOf({ description: 'Target page id (must exist in the content).' })),
    node: t.string({ description: 'Target node id in the page (must exist).' }),
  }),
});
const updateFields = (t: InputFields) => ({
  body: t.field({ type: 'JSON', description: 'New body (author only).' }),
  resolved: t.boolean({ description: 'Resolve or reopen (edit role).' }),
  addedReactions: t.stringList({ description: 'Emojis to react with.' }),
  removedReactions: t.stringList({ description: 'Emojis to take back.' }),
});
const UpdateCommentInput = builder.inputType('UpdateCommentInput', {
  fields: (t) => ({
    ...threadFields(t),
    commentId: pathId(t, 'comment'),
    ...updateFields(t),
  }),
});
const DeleteCommentInput = builder.inputType('DeleteCommentInput', {
  fields: (t) => ({
    ...threadFields(t),
    commentId: pathId(t, 'comment'),
  }),
});
const PostCommentReplyInput = builder.inputType('PostCommentReplyInput', {
  fields: (t) => ({
    ...threadFields(t),
    commentId: pathId(t, 'comment'),
    body: t.field({ description: '`{ markdown }` or `{ document }` (not empty).', type: 'JSON', required: true }),
  }),
});
const UpdateCommentReplyInput = builder.inputType('UpdateCommentReplyInput', {
  fields: (t) => ({
    ...threadFields(t),
    commentId: pathId(t, 'comment'),
    commentReplyId: pathId(t, 'reply'),
    ...updateFields(t),
  }),
});
const DeleteCommentReplyInput = builder.inputType('DeleteCommentReplyInput', {
  fields: (t) => ({
    ...threadFields(t),
    commentId: pathId(t, 'comment'),
    commentReplyId: pathId(t, 'reply'),
  }),
});

const PostCommentPayload = builder.simpleObject('PostCommentPayload', {
  fields: (t) => ({ comment: t.field({ description: 'The new comment.', type: CommentRef }) }),
});
const UpdateCommentPayload = builder.simpleObject('UpdateCommentPayload', {
  fields: (t) => ({ comment: t.field({ description: 'The comment after the change.', type: CommentRef }) }),
});
const PostCommentReplyPayload = builder.simpleObject('PostCommentReplyPayload', {
  fields: (t) => ({ reply: t.field({ description: 'The new reply.', type: CommentReplyRef }) }),
});
const UpdateCommentReplyPayload = builder.simpleObject('UpdateCommentReplyPayload', {
  fields: (t) => ({ reply: t.field({ description: 'The reply after the change.', type: CommentReplyRef }) }),
});
const DeleteCommentPayload = builder.simpleObject('DeleteCommentPayload', {
  fields: (t) => ({ deleted: t.boolean({ description: 'False when there was no such comment.' }) }),
});
const DeleteCommentReplyPayload = builder.simpleObject('DeleteCommentReplyPayload', {
  fields: (t) => ({ deleted: t.boolean({ description: 'False when there was no such reply.' }) }),
});

const thread = (i: { spaceId: string; changeRequestId?: string | null }) => ({
  spaceId: i.spaceId,
  changeRequestId: i.changeRequestId,
});
const rest = (i: Record<string, unknown>) => {
  const { spaceId, changeRequestId, commentId, commentReplyId, ...others } = i;
  return Object.fromEntries(Object.entries(others).filter(([, v]) => v !== undefined));
};

builder.mutationFields((t) => ({
  postComment: inputMutation(t, {
    type: PostCommentPayload,
    description: 'Posts a comment (comment role).',
    input: PostCommentInput,
    resolve: async (input, ctx) => ({ comment: await postComment(ctx, thread(input), rest(input)) }),
  }),
  updateComment: inputMutation(t, {
    type: UpdateCommentPayload,
    description: 'Edits the body (author), resolves or reopens (edit role), adds or removes reactions.',
    input: UpdateCommentInput,
    resolve: async (input, ctx) => ({
      comment: await updateComment(ctx, thread(input), input.commentId, rest(input)),
    }),
  }),
  deleteComment: inputMutation(t, {
    type: DeleteCommentPayload,
    description: 'Deletes a comment and its replies (author or space admin).',
    input: DeleteCommentInput,
    resolve: async (input, ctx) =>
      deletion('Comment', input.commentId, await deleteComment(ctx, thread(input), input.commentId)),
  }),
  postCommentReply: inputMutation(t, {
    description: 'Replies to a comment (comment role).',
    type: PostCommentReplyPayload,
    input: PostCommentReplyInput,
    resolve: async (input, ctx) => ({
      reply: await postReply(ctx, thread(input), input.commentId, rest(input)),
    }),
  }),
  updateCommentReply: inputMutation(t, {
    type: UpdateCommentReplyPayload,
    description: '`resolved` is taken in change requests only (it resolves the comment).',
    input: UpdateCommentReplyInput,
    resolve: async (input, ctx) => ({
      reply: await updateComment(ctx, thread(input), input.commentReplyId, rest(input), input.commentId),
    }),
  }),
  deleteCommentReply: inputMutation(t, {
    description: 'Deletes a reply (its author or a space admin).',
    type: DeleteCommentReplyPayload,
    input: DeleteCommentReplyInput,
    resolve: async (input, ctx) =>
      deletion(
        'CommentReply',
        input.commentReplyId,
        await deleteComment(ctx, thread(input), input.commentReplyId, input.commentId),
      ),
  }),
}));

// -- resolve and react, by the global id of a comment or a reply ----------------------------------

const ResolveCommentInput = builder.inputType('ResolveCommentInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, description: 'Global id of the comment.' }),
    resolved: t.boolean({ defaultValue: true, description: 'false reopens it.' }),
  }),
});
const ReactToCommentInput = builder.inputType('ReactToCommentInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, description: 'Global id of a comment or of a reply.' }),
    add: t.stringList({ description: "Emojis to react with (the caller's reactions)." }),
    remove: t.stringList({ description: 'Emojis to take back.' }),
  }),
});
const ResolveCommentPayload = builder.simpleObject('ResolveCommentPayload', {
  fields: (t) => ({ comment: t.field({ description: 'The comment after the change.', type: CommentRef }) }),
});
const ReactToCommentPayload = builder.simpleObject('ReactToCommentPayload', {
  fields: (t) => ({
    comment: t.field({ type: CommentRef, description: 'The comment reacted to, or the comment of the reply.' }),
    reply: t.field({
      type: CommentReplyRef,
      nullable: true,
      description: 'The reply reacted to, if the id was a reply.',
    }),
  }),
});

const threadOf = (c: Comment) => ({ spaceId: c.spaceId, changeRequestId: c.changeRequestId });

builder.mutationFields((t) => ({
  resolveComment: inputMutation(t, {
    type: ResolveCommentPayload,
    description: 'Resolves (or with `resolved: false` reopens) a comment (edit role).',
    input: ResolveCommentInput,
    resolve: async (input, ctx) => {
      const c = await findCommentById(ctx, input.id.id, input.id.typename === 'Comment' ? 'comment' : 'none');
      return { comment: await updateComment(ctx, threadOf(c), c.id, { resolved: input.resolved ?? true }) };
    },
  }),
  reactToComment: inputMutation(t, {
    type: ReactToCommentPayload,
    description: "Adds or takes back the caller's emoji reactions on a comment or a reply (comment role).",
    input: ReactToCommentInput,
    resolve: async (input, ctx) => {
      const kind =
        input.id.typename === 'Comment' ? 'comment' : input.id.typename === 'CommentReply' ? 'reply' : 'none';
      const c = await findCommentById(ctx, input.id.id, kind);
      const changes = { addedReactions: input.add, removedReactions: input.remove };
      if (!c.parentId) return { comment: await updateComment(ctx, threadOf(c), c.id, changes), reply: null };
      const reply = await updateComment(ctx, threadOf(c), c.id, changes, c.parentId);
      return { comment: await findCommentById(ctx, c.parentId, 'comment'), reply };
    },
  }),
}));

// Delete payloads name what they deleted (src/graphql/deletions.ts).
withDeletedId(DeleteCommentPayload);
withDeletedId(DeleteCommentReplyPayload);
