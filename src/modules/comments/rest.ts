import { deleteDocument, LIST, mutationDocument } from '../../rest/documents.ts';
import { deleteReply, route } from '../../rest/route.ts';
import { MEMBER_FIELDS } from '../members/rest.ts';

const USER = 'object id: key displayName email photoURL urls { location }';
const SHARED = `id: key postedBy { ${USER} } postedAt editedAt body(format: $format) { markdown document }
  reactions { emoji count users { user { ${USER} } reactedAt } }
  urls { location } permissions { view edit reply delete }`;
export const COMMENT_FIELDS = /* GraphQL */ `
  fragment CommentFields on Comment {
    object ${SHARED} status resolvedAt resolvedBy { ${USER} }
    replies repliers { user { ${USER} } count updatedAt }
    target { space revision changeRequest page { id: key } node { id: key } }
  }`;
const REPLY_FIELDS = /* GraphQL */ `fragment ReplyFields on CommentReply { object ${SHARED} }`;

/**
 * What a comment or reply mutation row declares past its path: the body as `$input`, the comment
 * or reply as the answer, with bodies in the `format` of the query string.
 */
const formattedMutation = (field: string, input: string, pick: 'comment' | 'reply') => ({
  body: true,
  pick,
  query: { format: 'string' } as const,
  variables: withFormat,
  operation: mutationDocument(field, input, {
    select: pick === 'comment' ? 'comment { ...CommentFields }' : 'reply { ...ReplyFields }',
    fragments: pick === 'comment' ? COMMENT_FIELDS : REPLY_FIELDS,
    variables: '$format: String',
  }),
});

/** The comment routes under the space (`cr` false) or under a change request. */
function commentRoutes(cr: boolean) {
  const base = cr ? '/v1/spaces/{spaceId}/change-requests/{changeRequestId}' : '/v1/spaces/{spaceId}';
  const vars = cr ? '$spaceId: ID!, $changeRequestId: ID' : '$spaceId: ID!';
  const args = cr ? 'spaceId: $spaceId, changeRequestId: $changeRequestId' : 'spaceId: $spaceId';
  const scope = cr ? 'change request' : 'space';
  return [
    route({
      method: 'GET',
      path: `${base}/comments`,
      reader: false,
      summary: `List the comments of a ${scope}`,
      description: `Lists the top-level comments of the ${scope}, newest first by default, filtered by \`status\`, \`targetPage\` and \`authors\`; bodies in the asked \`format\`.${cr ? '' : ' Comments inside change requests are left out.'}`,
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
      reader: false,
      summary: `Post a comment on a ${scope}`,
      description: `Posts a top-level comment on the ${scope}, optionally anchored to a page or a node of a page. Needs the comment role.`,
      ...formattedMutation('postComment', 'PostCommentInput', 'comment'),
    }),
    route({
      method: 'GET',
      path: `${base}/comments/{commentId}`,
      reader: false,
      summary: `Get a comment of a ${scope}`,
      description: `Returns a comment of the ${scope} with its reactions, repliers and target.`,
      query: { format: 'string' },
      operation: `query (${vars}, $commentId: ID!, $format: String) { comment(${args}, commentId: $commentId) { ...CommentFields } } ${COMMENT_FIELDS}`,
    }),
    route({
      method: 'PUT',
      path: `${base}/comments/{commentId}`,
      reader: false,
      summary: `Update a comment of a ${scope}`,
      description:
        'Edits the body (the author only), resolves or reopens the comment (edit role), or adds and removes reactions.',
      ...formattedMutation('updateComment', 'UpdateCommentInput', 'comment'),
    }),
    route({
      method: 'DELETE',
      path: `${base}/comments/{commentId}`,
      reader: false,
      summary: `Delete a comment of a ${scope}`,
      description:
        'Deletes a comment and its replies (its author or a space admin). Answers 205 when deleted, 204 when there was nothing to delete.',
      reply: deleteReply,
      operation: deleteDocument('deleteComment', 'DeleteCommentInput'),
    }),
    route({
      method: 'GET',
      path: `${base}/comments/{commentId}/replies`,
      reader: false,
      summary: `List the replies to a comment of a ${scope}`,
      description:
        'Lists the replies to a comment, oldest first, with their reactions and their bodies in the asked `format`.',
      query: { format: 'string' },
      operation: `query (${vars}, $commentId: ID!, $first: Int, $after: String, $format: String) {
        commentReplies(${args}, commentId: $commentId, first: $first, after: $after) { ${LIST} edges { node { ...ReplyFields } } }
      } ${REPLY_FIELDS}`,
    }),
    route({
      method: 'POST',
      path: `${base}/comments/{commentId}/replies`,
      reader: false,
      summary: `Reply to a comment of a ${scope}`,
      description: 'Posts a reply to a comment. Needs the comment role.',
      ...formattedMutation('postCommentReply', 'PostCommentReplyInput', 'reply'),
    }),
    route({
      method: 'GET',
      path: `${base}/comments/{commentId}/replies/{commentReplyId}`,
      reader: false,
      summary: `Get a reply to a comment of a ${scope}`,
      description: 'Returns a reply to a comment with its author, its reactions and its body in the asked `format`.',
      query: { format: 'string' },
      operation: `query (${vars}, $commentId: ID!, $commentReplyId: ID!, $format: String) {
        commentReply(${args}, commentId: $commentId, commentReplyId: $commentReplyId) { ...ReplyFields }
      } ${REPLY_FIELDS}`,
    }),
    route({
      method: 'PUT',
      path: `${base}/comments/{commentId}/replies/{commentReplyId}`,
      reader: false,
      summary: `Update a reply to a comment of a ${scope}`,
      description: cr
        ? 'Edits the body of a reply (its author) or its reactions. `resolved` resolves the comment it answers.'
        : 'Edits the body of a reply (its author) or its reactions. `resolved` is refused (400): replies resolve their comment in change requests only.',
      ...formattedMutation('updateCommentReply', 'UpdateCommentReplyInput', 'reply'),
    }),
    route({
      method: 'DELETE',
      path: `${base}/comments/{commentId}/replies/{commentReplyId}`,
      reader: false,
      summary: `Delete a reply to a comment of a ${scope}`,
      description:
        'Deletes a reply (its author or a space admin). Answers 205 when deleted, 204 when there was nothing to delete.',
      reply: deleteReply,
      operation: deleteDocument('deleteCommentReply', 'DeleteCommentReplyInput'),
    }),
    route({
      method: 'GET',
      path: `${base}/commenters`,
      reader: false,
      summary: `List the commenters of a ${scope}`,
      description: `Lists the members who commented on the ${scope}.`,
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
