/**
 * Change request reviews, requested reviewers and contributors, and the organization's list of
 * change requests. Reviews are what the merge rules read (src/modules/change-requests/merge-rules.ts,
 * which also says when a review is outdated).
 *
 * Rules: reviewing needs the review role on the space, or a pending request with at least the
 * read role; the author of a change request does not review it (403). Requesting and removing
 * reviewers needs the edit role; a requested user must be able to read the space and is not the
 * author (400). A merged or archived change request takes no review and no request (409).
 */
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { ChangeRequest, ChangeRequestReviewer } from '../../generated/prisma/client.ts';
import { actorOf, type EventData, type EventWriter, recordEvent } from '../../infra/outbox.ts';
import { activeMember, orgAccess } from '../../request/access.ts';
import type { Context } from '../../request/context.ts';
import { url } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { loadMember } from '../../request/lookups.ts';
import { type PageArgs, paginate, paginateArray } from '../../request/pagination.ts';
import { atLeast } from '../../request/roles.ts';
import { reviewRequestsOf, reviewsOf } from '../change-requests/loaders.ts';
import { type ReviewState, reviewStates } from '../change-requests/merge-rules.ts';
import { CHANGE_REQUEST_STATUSES, type ChangeRequestStatus } from '../change-requests/service.ts';
import { documentText, postComment } from '../comments/service.ts';
import { findChangeRequestRow } from '../content/service.ts';
import { getOrganization } from '../organizations/service.ts';
import { requireSpaceRole } from '../spaces/service.ts';
import { userById } from '../users/loaders.ts';
import { contributorsOf } from './loaders.ts';

export type { Contributor } from './loaders.ts';

export const REVIEW_STATUSES = ['approved', 'changes-requested'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A review as served: its row, whether it is outdated, and its change request. */
export interface Review extends ReviewState {
  cr: ChangeRequest;
}

const userId = z.string().min(1).max(100);

const submitInput = z.object({
  status: z.enum(REVIEW_STATUSES),
  comment: z
    .union([
      z.object({ markdown: z.string().max(100_000) }),
      z.object({ document: z.record(z.string(), z.unknown()) }),
      z.object({}).strict(),
    ])
    .nullable()
    .optional(),
});

const requestInput = z.object({
  users: z.array(userId).min(1).max(100),
  subject: z.string().trim().max(100).nullable().optional(),
  description: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** The change request, with the caller's role on its space (at least `needed`). */
/** The `change_request_updated` event of a review or a review request, in its transaction. */
const changeRequestUpdated = (
  tx: EventWriter,
  ctx: Context,
  space: { id: string; organizationId: string },
  cr: Pick<ChangeRequest, 'id' | 'number'>,
  data: EventData,
) =>
  recordEvent(tx, {
    type: 'change_request_updated',
    organizationId: space.organizationId,
    spaceId: space.id,
    changeRequestId: cr.id,
    actorId: actorOf(ctx),
    data: { number: cr.number, ...data },
  });

async function changeRequestFor(ctx: Context, spaceId: string, idOrNumber: string, needed: 'read' | 'edit') {
  const { space, role } = await requireSpaceRole(ctx, spaceId, needed);
  const cr = await findChangeRequestRow(ctx, space.id, idOrNumber);
  return { space, role, cr };
}

function requireOpen(cr: ChangeRequest, what: string) {
  if (cr.status === 'merged' || cr.status === 'archived')
    throw new ConflictError(`The change request is ${cr.status}: it takes no ${what}`);
}

/** The reviews of a change request, newest first; `outdated` keeps only those that are (true) or are not (false). */
export async function listReviews(
  ctx: Context,
  cr: ChangeRequest,
  outdated: boolean | null | undefined,
  args: PageArgs,
) {
  const { states } = await reviewStates(ctx, cr);
  const items = states
    .filter((s) => outdated == null || s.outdated === outdated)
    .reverse()
    .map((s): Review => ({ ...s, cr }));
  return paginateArray(args, items);
}

export async function getReview(ctx: Context, cr: ChangeRequest, reviewId: string, fresh = false): Promise<Review> {
  const { states } = await reviewStates(ctx, cr, fresh);
  const found = states.find((s) => s.review.id === reviewId);
  if (!found) throw new NotFoundError(`Review '${reviewId}' not found`);
  return { ...found, cr };
}

/** Submits a review of the change request's current revision, with an optional comment posted in it. */
export async function submitReview(ctx: Context, spaceId: string, idOrNumber: string, input: unknown): Promise<Review> {
  const data = parseInput(submitInput, input ?? {});
  const { space, role, cr } = await changeRequestFor(ctx, spaceId, idOrNumber, 'read');
  const reviewerId = ctx.viewer!.userId;
  const request = await ctx.prisma.changeRequestReviewer.findUnique({
    where: { changeRequestId_userId: { changeRequestId: cr.id, userId: reviewerId } },
  });
  if (cr.createdById === reviewerId) throw new ForbiddenError('The author of a change request cannot review it');
  if (!atLeast(role, 'review') && !request)
    throw new ForbiddenError('Reviewing needs the review role on the space, or a request to review');
  requireOpen(cr, 'review');
  const comment =
    data.comment && Object.keys(data.comment).length
      ? await postComment(ctx, { spaceId: space.id, changeRequest: cr }, { body: data.comment })
      : null;
  const review = await ctx.prisma.$transaction(async (tx) => {
    const row = await tx.changeRequestReview.create({
      data: {
        id: newId(),
        changeRequestId: cr.id,
        reviewerId,
        requestedById: request?.requestedById ?? null,
        revisionId: cr.revisionId,
        status: data.status,
        commentId: comment?.id ?? null,
      },
    });
    await changeRequestUpdated(tx, ctx, space, cr, { review: row.id, reviewStatus: row.status });
    return row;
  });
  return getReview(ctx, cr, review.id, true);
}

export async function listRequestedReviewers(ctx: Context, cr: ChangeRequest, args: PageArgs) {
  return paginateArray(args, await reviewRequestsOf(ctx).load(cr.id));
}

/**
 * Asks users to review the change request (asking again renews the request, which makes the
 * user's earlier reviews outdated); `subject` and `description` update the change request too.
 */
export async function requestReviewers(
  ctx: Context,
  spaceId: string,
  idOrNumber: string,
  input: unknown,
): Promise<ChangeRequestReviewer[]> {
  const data = parseInput(requestInput, input ?? {});
  const { space, cr } = await changeRequestFor(ctx, spaceId, idOrNumber, 'edit');
  requireOpen(cr, 'review request');
  const users = [...new Set(data.users)];
  const access = await orgAccess(ctx).load(space.organizationId);
  for (const id of users) {
    if (id === cr.createdById)
      throw new BadRequestError(
        `'${id}' is the author of the change request: authors do not review their own`,
        'users',
      );
    const [user, member] = await Promise.all([userById(ctx).load(id), loadMember(ctx, space.organizationId, id)]);
    if (!user || !member || !atLeast(access.roleOf(member, space), 'read'))
      throw new BadRequestError(`User '${id}' cannot read this space, so cannot review it`, 'users');
  }
  const description = data.description ? documentText(data.description) : null;
  const requestedById = ctx.viewer!.userId;
  const now = new Date();
  return ctx.prisma
    .$transaction(async (tx) => {
      const rows: ChangeRequestReviewer[] = [];
      for (const id of users) {
        const fields = { requestedById, revisionId: cr.revisionId, createdAt: now };
        rows.push(
          await tx.changeRequestReviewer.upsert({
            where: { changeRequestId_userId: { changeRequestId: cr.id, userId: id } },
            create: { changeRequestId: cr.id, userId: id, ...fields },
            update: fields,
          }),
        );
      }
      await tx.changeRequest.update({
        where: { id: cr.id },
        data: {
          ...(data.subject != null ? { subject: data.subject } : {}),
          ...(description != null ? { description } : {}),
          updatedAt: now,
        },
      });
      await changeRequestUpdated(tx, ctx, space, cr, { requestedReviewers: users });
      return rows;
    })
    .finally(() => {
      reviewsOf(ctx).clear(cr.id);
      reviewRequestsOf(ctx).clear(cr.id);
    });
}

/** Withdraws the request to a user (edit role); false when there was none. */
export async function removeRequestedReviewer(
  ctx: Context,
  spaceId: string,
  idOrNumber: string,
  userId: string,
): Promise<boolean> {
  const { cr } = await changeRequestFor(ctx, spaceId, idOrNumber, 'edit');
  const { count } = await ctx.prisma.changeRequestReviewer.deleteMany({ where: { changeRequestId: cr.id, userId } });
  reviewRequestsOf(ctx).clear(cr.id);
  return count > 0;
}

/** Who edited the change request's content or commented in it, most recent contribution first. */
export async function listContributors(ctx: Context, cr: ChangeRequest, args: PageArgs) {
  return paginateArray(args, await contributorsOf(ctx).load(cr.id));
}

export interface OrganizationChangeRequestFilter {
  status?: string[] | null;
  creator?: string | null;
  contributor?: string | null;
  requestedReviewer?: string | null;
  space?: string | null;
  orderBy?: 'updatedAt' | 'createdAt' | null;
}

/**
 * The change requests of the spaces of an organization the caller can read (`open` by default),
 * most recently updated (or created) first. Another organization's is 404.
 */
export async function listOrganizationChangeRequests(
  ctx: Context,
  organizationId: string,
  filter: OrganizationChangeRequestFilter,
  args: PageArgs,
) {
  await getOrganization(ctx, organizationId);
  const statuses = filter.status?.length ? filter.status : ['open'];
  for (const s of statuses)
    if (!(CHANGE_REQUEST_STATUSES as readonly string[]).includes(s))
      throw new BadRequestError(`'status' must be among ${CHANGE_REQUEST_STATUSES.join(', ')}`, 'status');
  const member = await activeMember(ctx, organizationId);
  const access = await orgAccess(ctx).load(organizationId);
  const visible = access.visibleSpaces(member).map((s) => s.id);
  const spaceIds = filter.space ? visible.filter((id) => id === filter.space) : visible;
  const where = {
    spaceId: { in: spaceIds },
    status: { in: statuses as ChangeRequestStatus[] },
    ...(filter.creator ? { createdById: filter.creator } : {}),
    ...(filter.contributor
      ? { OR: [{ contributorIds: { has: filter.contributor } }, { createdById: filter.contributor }] }
      : {}),
    ...(filter.requestedReviewer ? { requestedReviewers: { some: { userId: filter.requestedReviewer } } } : {}),
  };
  const order = filter.orderBy ?? 'updatedAt';
  return paginate(
    args,
    (page) => ctx.prisma.changeRequest.findMany({ where, orderBy: [{ [order]: 'desc' }, { id: 'desc' }], ...page }),
    () => ctx.prisma.changeRequest.count({ where }),
  );
}

export const reviewUrl = (ctx: Context, r: Review) =>
  url(ctx, `/v1/spaces/${r.cr.spaceId}/change-requests/${r.cr.id}/reviews/${r.review.id}`);
