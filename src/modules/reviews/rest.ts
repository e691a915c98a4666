import { created, deleteDocument, LIST, mutationDocument, shaped } from '../../rest/documents.ts';
import { deleteReply, type RestInput, route } from '../../rest/route.ts';
import { CR_FIELDS } from '../change-requests/rest.ts';
import { COMMENT_FIELDS } from '../comments/rest.ts';

const USER = 'object id: key displayName email photoURL urls { location }';

const REVIEW_FIELDS = /* GraphQL */ `
  fragment ChangeRequestReviewFields on ChangeRequestReview {
    object id: key revision reviewer { ${USER} } requestedBy { ${USER} } status outdated
    comment { ...CommentFields }
    createdAt updatedAt urls { location }
  }
  ${COMMENT_FIELDS}`;

const REQUESTED_FIELDS = /* GraphQL */ `
  fragment RequestedReviewerFields on ChangeRequestRequestedReviewer {
    object kind user { ${USER} } requestedBy { ${USER} } revision createdAt
  }`;

const CR = '/v1/spaces/{spaceId}/change-requests/{changeRequestId}';
const HEAD = '(spaceId: $spaceId, changeRequestId: $changeRequestId)';
const VARS = '$spaceId: ID!, $changeRequestId: ID!';

/** `$input` = body + path params, and `$format` (of the review's comment) from the query string. */
const withFormat = ({ params, query, body }: RestInput) => ({
  input: { ...(body ?? {}), ...params },
  format: query.format ?? null,
});

export const reviewRoutes = [
  route({
    method: 'GET',
    path: `${CR}/reviews`,
    reader: false,
    summary: 'List all formal reviews submitted for a change request',
    description:
      "Lists the reviews of a change request, newest first, each marked `outdated` when it was made against an older revision than the change request's head or superseded by a later review or request; `outdated` filters on it. Comments are in the asked `format`. Needs the read role.",
    query: { outdated: 'boolean', format: 'string' },
    pick: 'reviews',
    operation: `query (${VARS}, $first: Int, $after: String, $outdated: Boolean, $format: String) {
      changeRequest${HEAD} { reviews(first: $first, after: $after, outdated: $outdated) { ${LIST} edges { node { ...ChangeRequestReviewFields } } } }
    } ${REVIEW_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: `${CR}/reviews`,
    reader: false,
    summary: 'Submit an approve or request-changes review for a change request',
    description:
      "Approves (`approved`) or requests changes (`changes-requested`) on the change request's current revision, with an optional comment posted in it. Needs the review role on the space, or a pending request to review (and the comment role for a comment). The author of the change request cannot review it (403); a merged or archived one takes no review (409). Answers 201 with the review.",
    body: true,
    pick: 'review',
    reply: created,
    query: { format: 'string' },
    variables: withFormat,
    operation: mutationDocument('submitChangeRequestReview', 'SubmitChangeRequestReviewInput', {
      select: 'review { ...ChangeRequestReviewFields }',
      fragments: REVIEW_FIELDS,
      variables: '$format: String',
    }),
  }),
  route({
    method: 'GET',
    path: `${CR}/reviews/{reviewId}`,
    reader: false,
    summary: 'Get a specific review on a change request by its ID',
    description:
      'Returns one review of the change request, with its decision, reviewer, comment and whether it is outdated. Needs the read role.',
    query: { format: 'string' },
    pick: 'review',
    operation: `query (${VARS}, $reviewId: ID!, $format: String) {
      changeRequest${HEAD} { review(id: $reviewId) { ...ChangeRequestReviewFields } }
    } ${REVIEW_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: `${CR}/requested-reviewers`,
    reader: false,
    summary: 'List all users requested to review a change request',
    description:
      'Lists the users asked to review the change request, oldest (or last renewed) request first. Needs the read role.',
    pick: 'requestedReviewers',
    operation: `query (${VARS}, $first: Int, $after: String) {
      changeRequest${HEAD} { requestedReviewers(first: $first, after: $after) { ${LIST} edges { node { ...RequestedReviewerFields } } } }
    } ${REQUESTED_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: `${CR}/requested-reviewers`,
    reader: false,
    summary: 'Send review requests to users for a change request',
    description:
      "Asks users to review the change request (asking again renews the request and makes the user's earlier reviews outdated); `subject` and `description` update the change request at the same time. Each user must be able to read the space and not be the author (400). Needs the edit role. Answers the requests made.",
    body: true,
    operation: mutationDocument('requestChangeRequestReviewers', 'RequestChangeRequestReviewersInput', {
      select: 'users { ...RequestedReviewerFields }',
      fragments: REQUESTED_FIELDS,
    }),
    reply: shaped({ 200: true }, (v: { users: unknown[] }) => ({ status: 200, body: { users: v.users } })),
  }),
  route({
    method: 'DELETE',
    path: `${CR}/requested-reviewers/{userId}`,
    reader: false,
    summary: 'Remove a reviewer from a change request',
    description:
      'Withdraws the request to a user to review the change request. Needs the edit role. Answers 205 when the user was requested, 204 when not.',
    operation: deleteDocument('removeChangeRequestRequestedReviewer', 'RemoveChangeRequestRequestedReviewerInput'),
    reply: deleteReply,
  }),
  route({
    method: 'GET',
    path: `${CR}/contributors`,
    reader: false,
    summary: 'List all users who have made edits to a change request',
    description:
      'Lists the users who edited the content of the change request (`actionType: edit`, counting their revisions; updates from the space are not counted) or commented in it (`comment`, counting comments and replies), most recent contribution first. Needs the read role.',
    pick: 'contributors',
    operation: `query (${VARS}, $first: Int, $after: String) {
      changeRequest${HEAD} { contributors(first: $first, after: $after) { ${LIST} edges { node { user { ${USER} } actionType count updatedAt } } } }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/change-requests',
    reader: false,
    summary: 'List all change requests across an entire organization',
    description:
      'Lists the change requests of the spaces of the organization the caller can read, most recently updated first, filtered by `status` (any of, default `open`), `creator`, `contributor`, `requestedReviewer` and `space`, ordered by `orderBy`. Needs membership of the organization.',
    query: {
      status: 'string[]',
      creator: 'string',
      contributor: 'string',
      requestedReviewer: 'string',
      space: 'string',
      orderBy: 'string',
    },
    pick: 'changeRequests',
    operation: `query ($organizationId: ID!, $first: Int, $after: String, $status: [ChangeRequestStatus!], $creator: String, $contributor: String, $requestedReviewer: String, $space: String, $orderBy: ChangeRequestOrderBy) {
      organization(id: $organizationId) {
        changeRequests(first: $first, after: $after, status: $status, creator: $creator, contributor: $contributor, requestedReviewer: $requestedReviewer, space: $space, orderBy: $orderBy) {
          ${LIST} edges { node { ...ChangeRequestFields } }
        }
      }
    } ${CR_FIELDS}`,
  }),
];
