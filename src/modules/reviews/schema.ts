import type { ChangeRequestReviewer } from '../../generated/prisma/client.ts';
import { builder, type InputFields } from '../../graphql/builder.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { inputMutation, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import type { Context } from '../../request/context.ts';
import { ChangeRequestOrderByEnum, ChangeRequestRef, ChangeRequestStatusEnum } from '../change-requests/schema.ts';
import { commentById } from '../comments/loaders.ts';
import { CommentRef } from '../comments/schema.ts';
import { OrganizationRef } from '../organizations/schema.ts';
import { userById } from '../users/loaders.ts';
import { UserRef } from '../users/schema.ts';
import {
  type Contributor,
  getReview,
  listContributors,
  listOrganizationChangeRequests,
  listRequestedReviewers,
  listReviews,
  type Review,
  type ReviewStatus,
  removeRequestedReviewer,
  requestReviewers,
  reviewUrl,
  submitReview,
} from './service.ts';

const user = async (ctx: Context, id: string) => (await userById(ctx).load(id))!;

export const ReviewStatusEnum = describedEnum('ChangeRequestReviewStatus', 'Decision of a change request review.', {
  approved: 'The reviewer approves the change request.',
  'changes-requested': 'The reviewer asks for changes before a merge.',
} satisfies Record<ReviewStatus, string>);

const ReviewUrls = builder.simpleObject('ChangeRequestReviewUrls', {
  description: 'Addresses of a review.',
  fields: (t) => ({ location: t.string({ description: 'REST URL of the review.' }) }),
});

export const ReviewRef = builder.objectRef<Review>('ChangeRequestReview');
ReviewRef.implement({
  description:
    "A review of a change request: approved or changes requested, made against the change request's head of the time.",
  fields: (t) => ({
    key: t.string({ description: 'The review id used in REST paths.', resolve: (r) => r.review.id }),
    object: t.string({
      description: 'Always `"change-request-review"` (REST discriminator).',
      resolve: () => 'change-request-review',
    }),
    revision: t.string({
      description: 'The revision the review was made against.',
      resolve: (r) => r.review.revisionId,
    }),
    reviewer: t.field({
      type: UserRef,
      description: 'The user who reviewed.',
      resolve: (r, _, ctx) => user(ctx, r.review.reviewerId),
    }),
    requestedBy: t.field({
      type: UserRef,
      nullable: true,
      description: 'Who had requested the review; null when the review was left without a request.',
      resolve: (r, _, ctx) => (r.review.requestedById ? user(ctx, r.review.requestedById) : null),
    }),
    status: t.field({
      type: ReviewStatusEnum,
      description: 'The decision.',
      resolve: (r) => r.review.status as ReviewStatus,
    }),
    outdated: t.boolean({
      description:
        "True when the review was made against another revision than the change request's head, or was followed by another review of its reviewer or a new request to them. Outdated reviews count for no merge rule.",
      resolve: (r) => r.outdated,
    }),
    comment: t.field({
      type: CommentRef,
      nullable: true,
      description: 'The comment posted with the review; null without one (or once deleted).',
      resolve: async (r, _, ctx) => (r.review.commentId ? await commentById(ctx).load(r.review.commentId) : null),
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was submitted.', resolve: (r) => r.review.createdAt }),
    updatedAt: t.field({ type: 'DateTime', description: 'When it last changed.', resolve: (r) => r.review.updatedAt }),
    urls: t.field({
      type: ReviewUrls,
      description: 'Addresses of the review.',
      resolve: (r, _, ctx) => ({ location: reviewUrl(ctx, r) }),
    }),
  }),
});

export const RequestedReviewerRef = builder.objectRef<ChangeRequestReviewer>('ChangeRequestRequestedReviewer');
RequestedReviewerRef.implement({
  description: 'A user asked to review a change request.',
  fields: (t) => ({
    object: t.string({
      description: 'Always `"change-request-requested-reviewer"` (REST discriminator).',
      resolve: () => 'change-request-requested-reviewer',
    }),
    kind: t.string({ description: 'Always `"user"` (teams are not requested here).', resolve: () => 'user' }),
    user: t.field({
      type: UserRef,
      description: 'The user asked to review.',
      resolve: (r, _, ctx) => user(ctx, r.userId),
    }),
    requestedBy: t.field({
      type: UserRef,
      description: 'The user who made the request.',
      resolve: (r, _, ctx) => user(ctx, r.requestedById),
    }),
    revision: t.exposeString('revisionId', { description: "The change request's head when the request was made." }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the request was made (or last renewed).' }),
  }),
});

const ContributorActionEnum = describedEnum('ChangeRequestContributionType', 'What a contributor did.', {
  edit: 'Edited the content of the change request.',
  comment: 'Commented or replied in the change request.',
} satisfies Record<Contributor['actionType'], string>);

export const ContributorRef = builder.objectRef<Contributor>('ChangeRequestContributor');
ContributorRef.implement({
  description: 'A user who contributed to a change request, by kind of contribution.',
  fields: (t) => ({
    user: t.field({ type: UserRef, description: 'The contributor.', resolve: (c, _, ctx) => user(ctx, c.userId) }),
    actionType: t.field({
      type: ContributorActionEnum,
      description: 'Edits or comments.',
      resolve: (c) => c.actionType,
    }),
    count: t.exposeInt('count', { description: 'Number of revisions (edits) or comments and replies.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the last contribution was made.' }),
  }),
});

builder.objectFields(ChangeRequestRef, (t) => ({
  description: t.exposeString('description', {
    description: 'Description of the change request as text (set when reviewers are requested; may be empty).',
  }),
  reviews: t.connection(
    {
      type: ReviewRef,
      description: 'Reviews of the change request, newest first (REST `{CR}/reviews`).',
      args: {
        outdated: t.arg.boolean({ description: 'Only outdated reviews (true) or only current ones (false).' }),
      },
      resolve: (cr, args, ctx) => listReviews(ctx, cr, args.outdated, args),
    },
    connectionOf(ReviewRef),
  ),
  review: t.field({
    type: ReviewRef,
    description: 'A review of the change request by id (404 when absent).',
    args: { id: t.arg.id(idOf({ description: 'REST id of the review.', required: true })) },
    resolve: (cr, { id }, ctx) => getReview(ctx, cr, id),
  }),
  requestedReviewers: t.connection(
    {
      type: RequestedReviewerRef,
      description: 'Users asked to review the change request, oldest (or last renewed) request first.',
      resolve: (cr, args, ctx) => listRequestedReviewers(ctx, cr, args),
    },
    connectionOf(RequestedReviewerRef),
  ),
  contributors: t.connection(
    {
      type: ContributorRef,
      description:
        'Users who edited the content of the change request or commented in it, most recent contribution first.',
      resolve: (cr, args, ctx) => listContributors(ctx, cr, args),
    },
    connectionOf(ContributorRef),
  ),
}));

builder.objectFields(OrganizationRef, (t) => ({
  changeRequests: t.connection(
    {
      type: ChangeRequestRef,
      description:
        'Change requests of the spaces of the organization the caller can read, most recently updated first (`status` default OPEN).',
      args: {
        status: t.arg({
          type: [ChangeRequestStatusEnum],
          description: 'Only those with one of these statuses (default OPEN).',
        }),
        creator: t.arg.string({ description: 'Only those created by this user.' }),
        contributor: t.arg.string({ description: 'Only those this user created or edited.' }),
        requestedReviewer: t.arg.string({ description: 'Only those this user is asked to review.' }),
        space: t.arg.string({ description: 'Only those of this space.' }),
        orderBy: t.arg({ type: ChangeRequestOrderByEnum, description: 'Sort key, newest first (default UPDATED_AT).' }),
      },
      resolve: (org, args, ctx) =>
        listOrganizationChangeRequests(
          ctx,
          org.id,
          {
            status: args.status,
            creator: args.creator,
            contributor: args.contributor,
            requestedReviewer: args.requestedReviewer,
            space: args.space,
            orderBy: args.orderBy,
          },
          args,
        ),
    },
    connectionOf(ChangeRequestRef),
  ),
}));

const crFields = (t: InputFields) => ({
  spaceId: pathId(t, 'space'),
  changeRequestId: t.id(idOf({ required: true, description: 'Id or number of the change request.' })),
});

const SubmitReviewInput = builder.inputType('SubmitChangeRequestReviewInput', {
  fields: (t) => ({
    ...crFields(t),
    status: t.field({ type: ReviewStatusEnum, required: true, description: 'The decision.' }),
    comment: t.field({ type: 'JSON', description: 'A comment posted with it: `{ markdown }` or `{ document }`.' }),
  }),
});
const RequestReviewersInput = builder.inputType('RequestChangeRequestReviewersInput', {
  fields: (t) => ({
    ...crFields(t),
    users: t.stringList({ required: true, description: 'Ids of the users to ask (1 to 100).' }),
    subject: t.string({ description: 'A new subject for the change request (at most 100 characters).' }),
    description: t.field({ type: 'JSON', description: 'A new description, as a JSON document.' }),
  }),
});
const RemoveRequestedReviewerInput = builder.inputType('RemoveChangeRequestRequestedReviewerInput', {
  fields: (t) => ({
    ...crFields(t),
    userId: t.id(idOf({ required: true, description: 'The user whose request is withdrawn.' })),
  }),
});

const SubmitReviewPayload = builder.simpleObject('SubmitChangeRequestReviewPayload', {
  fields: (t) => ({
    review: t.field({ type: ReviewRef, description: 'The new review.' }),
    location: t.string({ description: 'REST URL of the review.' }),
  }),
});
const RequestReviewersPayload = builder.simpleObject('RequestChangeRequestReviewersPayload', {
  fields: (t) => ({ users: t.field({ type: [RequestedReviewerRef], description: 'The requests made.' }) }),
});
const RemoveRequestedReviewerPayload = withDeletedId(
  builder.simpleObject('RemoveChangeRequestRequestedReviewerPayload', {
    fields: (t) => ({ deleted: t.boolean({ description: 'False when the user was not requested.' }) }),
  }),
);

builder.mutationFields((t) => ({
  submitChangeRequestReview: inputMutation(t, {
    type: SubmitReviewPayload,
    description:
      'Approves or requests changes on the current revision of a change request (review role, or a request to review; not its author).',
    input: SubmitReviewInput,
    resolve: async ({ spaceId, changeRequestId, ...rest }, ctx) => {
      const review = await submitReview(ctx, spaceId, changeRequestId, rest);
      return { review, location: reviewUrl(ctx, review) };
    },
  }),
  requestChangeRequestReviewers: inputMutation(t, {
    type: RequestReviewersPayload,
    description: 'Asks users who can read the space to review a change request (edit role).',
    input: RequestReviewersInput,
    resolve: async ({ spaceId, changeRequestId, ...rest }, ctx) => ({
      users: await requestReviewers(ctx, spaceId, changeRequestId, rest),
    }),
  }),
  removeChangeRequestRequestedReviewer: inputMutation(t, {
    type: RemoveRequestedReviewerPayload,
    description: 'Withdraws the request to a user to review a change request (edit role).',
    input: RemoveRequestedReviewerInput,
    resolve: async ({ spaceId, changeRequestId, userId }, ctx) =>
      deletion(
        'ChangeRequestRequestedReviewer',
        `${changeRequestId}:${userId}`,
        await removeRequestedReviewer(ctx, spaceId, changeRequestId, userId),
      ),
  }),
}));
