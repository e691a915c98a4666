import { deleteReply, route } from '../../rest/route.ts';
import { deleteDocument, LIST, mutationDocument } from '../../rest/documents.ts';
import { MEMBER_FIELDS } from '../members/rest.ts';

const USER = 'object id: key displayName email photoURL urls { location }';
const SHARED = `id: key postedBy { ${USER} } postedAt editedAt body(format: $format) { markdown document }
  reactions { emoji count users { user { ${USER} } reactedAt } }
  urls { location } permissions { view edit reply delete }`;
const COMMENT_FIELDS = /* GraphQL */ `
  fragment CommentFields on Comment {
    object ${SHARED} status resolvedAt resolvedBy { ${USER} }
    replies repliers { user { ${USER} } count updatedAt }
    target { space revision changeRequest page { id: key } node { id: key } }
  }`;
const REPLY_FIELDS = /* GraphQL */ `fragment ReplyFields on CommentReply { object ${SHARED} }`;

/** A comment or reply mutation: bodies in the `format` the row asks for. */
const mutation = (field: string, input: string, pick: string, fragment: string, name: string) =>
  mutationDocument(field, input, {
    select: `${pick} { ...${name} }`,
    fragments: fragment,
    variables: '$format: String',
  });

/** The comment routes under the space (`cr` false) or under a change request. */
function commentRoutes(cr: boolean) {
  const base = cr ? '/v1/spaces/{spaceId}/change-requests/{changeRequestId}' : '/v1/spaces/{spaceId}';
  const vars = cr ? '$spaceId: ID!, $changeRequestId: ID' : '$spaceId: ID!';
  const args = cr ? 'spaceId: $spaceId, changeRequestId: $changeRequestId' : 'spaceId: $spaceId';
  return [
    route({
      method: 'GET',
      path: `${base}/comments`,
      query: { status: 'string', order: 'string', targetPage: 'string', authors: 'string[]', format: 'string' },
      operation: `query (${vars}, $first: Int, $after: String, $status: String, $order: String, $targetPage: ID, $authors: [String!], $format: String) {
        comments(${args}, first: $first, after: $after, status: $status, order: $order, targetPage: $targetPage, authors: $authors) {
          ${LIST} edges { node { ...CommentFields } }
        }
      } ${COMMENT_FIELDS}`,
    }),
    route({
      method: 'POST',
      path: `${base}/comments`,
      body: true,
      pick: 'comment',
      query: { format: 'string' },
      variables: withFormat,
      operation: mutation('postComment', 'PostCommentInput', 'comment', COMMENT_FIELDS, 'CommentFields'),
    }),
    route({
      method: 'GET',
      path: `${base}/comments/{commentId}`,
      query: { format: 'string' },
      operation: `query (${vars}, $commentId: ID!, $format: String) { comment(${args}, commentId: $commentId) { ...CommentFields } } ${COMMENT_FIELDS}`,
    }),
    route({
      method: 'PUT',
      path: `${base}/comments/{commentId}`,
      body: true,
      pick: 'comment',
      query: { format: 'string' },
      variables: withFormat,
      operation: mutation('updateComment', 'UpdateCommentInput', 'comment', COMMENT_FIELDS, 'CommentFields'),
    }),
    route({
      method: 'DELETE',
      path: `${base}/comments/{commentId}`,
      reply: deleteReply,
      operation: deleteDocument('deleteComment', 'DeleteCommentInput'),
    }),
    route({
      method: 'GET',
      path: `${base}/comments/{commentId}/replies`,
      query: { format: 'string' },
      operation: `query (${vars}, $commentId: ID!, $first: Int, $after: String, $format: String) {
        commentReplies(${args}, commentId: $commentId, first: $first, after: $after) { ${LIST} edges { node { ...ReplyFields } } }
      } ${REPLY_FIELDS}`,
    }),
    route({
      method: 'POST',
      path: `${base}/comments/{commentId}/replies`,
      body: true,
      pick: 'reply',
      query: { format: 'string' },
      variables: withFormat,
      operation: mutation('postCommentReply', 'PostCommentReplyInput', 'reply', REPLY_FIELDS, 'ReplyFields'),
    }),
    route({
      method: 'GET',
      path: `${base}/comments/{commentId}/replies/{commentReplyId}`,
      query: { format: 'string' },
      operation: `query (${vars}, $commentId: ID!, $commentReplyId: ID!, $format: String) {
        commentReply(${args}, commentId: $commentId, commentReplyId: $commentReplyId) { ...ReplyFields }
      } ${REPLY_FIELDS}`,
    }),
    route({
      method: 'PUT',
      path: `${base}/comments/{commentId}/replies/{commentReplyId}`,
      body: true,
      pick: 'reply',
      query: { format: 'string' },
      variables: withFormat,
      operation: mutation('updateCommentReply', 'UpdateCommentReplyInput', 'reply', REPLY_FIELDS, 'ReplyFields'),
    }),
    route({
      method: 'DELETE',
      path: `${base}/comments/{commentId}/replies/{commentReplyId}`,
      reply: deleteReply,
      operation: deleteDocument('deleteCommentReply', 'DeleteCommentReplyInput'),
    }),
    route({
      method: 'GET',
      path: `${base}/commenters`,
      operation: `query (${vars}, $first: Int, $after: String) { commenters(${args}, first: $first, after: $after) { ${LIST} edges { node { ...MemberFields } } } } ${MEMBER_FIELDS}`,
    }),
  ];
}

/** Mutations: `$input` = body + path params, and `$format` from the query string. */
const withFormat = ({
  params,
  query,
  body,
}: {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
}) => ({
  input: { ...(body ?? {}), ...params },
  format: query.format ?? null,
});

export const commentRestRoutes = [...commentRoutes(false), ...commentRoutes(true)];
