/**
 * Merge rules enforced at merge (GitBook's MergeRule): the space's rules, or its organization's
 * when the space inherits them, checked against the change request's current reviews by the one
 * merge path every transport takes (`mergeChangeRequest` in ./service.ts: GraphQL, the REST row
 * that runs it; git pushes merge no change request).
 *
 * A review counts while it is current: made against the change request's head, and neither
 * followed by another review of the same reviewer nor by a new request to that reviewer. An
 * outdated review counts for no rule (GitBook's `outdated`).
 *
 * `require_agent_review` and `custom` rules cannot be evaluated here (no agent reviews, no
 * expression engine): the API refuses them when rules are set (UNEVALUATED_MERGE_RULES in
 * src/modules/organizations/service.ts), and rules stored before are skipped at merge.
 */
import { ConflictError, ForbiddenError } from '../../errors.ts';
import type {
  ChangeRequest,
  ChangeRequestReview,
  ChangeRequestReviewer,
  Space,
} from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { organizationById } from '../organizations/loaders.ts';
import { type MergeRule, storedMergeRules } from '../organizations/service.ts';
import { reviewRequestsOf, reviewsOf } from './loaders.ts';

export interface ReviewState {
  review: ChangeRequestReview;
  outdated: boolean;
}

/**
 * Whether a review is outdated: made against another revision than the change request's head, or
 * followed by another review of its reviewer or a new request to its reviewer.
 */
export function isReviewOutdated(
  review: ChangeRequestReview,
  cr: Pick<ChangeRequest, 'revisionId'>,
  reviews: readonly ChangeRequestReview[],
  requests: readonly ChangeRequestReviewer[],
): boolean {
  if (review.revisionId !== cr.revisionId) return true;
  const later = (a: { createdAt: Date; id?: string }) =>
    a.createdAt > review.createdAt ||
    (a.createdAt.getTime() === review.createdAt.getTime() && (a.id ?? '') > review.id);
  if (reviews.some((r) => r.id !== review.id && r.reviewerId === review.reviewerId && later(r))) return true;
  return requests.some((q) => q.userId === review.reviewerId && q.createdAt > review.createdAt);
}

/**
 * The reviews of a change request (oldest first) with whether each is outdated, and its requested
 * reviewers; read through per-request loaders (`fresh` reads again, after a write).
 */
export async function reviewStates(ctx: Context, cr: ChangeRequest, fresh = false) {
  if (fresh) {
    reviewsOf(ctx).clear(cr.id);
    reviewRequestsOf(ctx).clear(cr.id);
  }
  const [reviews, requests] = await Promise.all([reviewsOf(ctx).load(cr.id), reviewRequestsOf(ctx).load(cr.id)]);
  const states: ReviewState[] = reviews.map((review) => ({
    review,
    outdated: isReviewOutdated(review, cr, reviews, requests),
  }));
  return { states, requests };
}

/** The rules that apply to the space's change requests: its own, or its organization's when it inherits. */
export async function effectiveMergeRules(ctx: Context, space: Space): Promise<MergeRule[]> {
  let config = storedMergeRules(space.mergeRules);
  if (config.type === 'inherit') {
    const org = await organizationById(ctx).load(space.organizationId);
    config = storedMergeRules(org?.mergeRules);
  }
  return config.type === 'rules' ? config.rules : [];
}

export interface MergeFacts {
  cr: ChangeRequest;
  /** The user merging. */
  actorId: string;
  /** True when the space moved on since the change request's base. */
  behind: boolean;
  states: ReviewState[];
  requests: ChangeRequestReviewer[];
}

const names = (ids: string[]) => ids.map((id) => `'${id}'`).join(', ');

/**
 * What each rule says of the merge: null when it passes, else why not. Rules that cannot be
 * evaluated here pass (they are refused when set; older stored ones are skipped).
 */
export function ruleFailure(rule: MergeRule, f: MergeFacts): string | null {
  const current = f.states.filter((s) => !s.outdated).map((s) => s.review);
  const approvedBy = new Set(current.filter((r) => r.status === 'approved').map((r) => r.reviewerId));
  switch (rule.rule) {
    case 'require_at_least_one_review':
      return current.length ? null : 'at least one review of the current revision is required';
    case 'require_at_least_one_approved_review':
      return approvedBy.size ? null : 'at least one approving review of the current revision is required';
    case 'require_all_reviews_approved': {
      const blocking = current.filter((r) => r.status !== 'approved').map((r) => r.reviewerId);
      if (blocking.length) return `changes are requested by ${names(blocking)}`;
      const pending = f.requests.map((q) => q.userId).filter((u) => !approvedBy.has(u));
      return pending.length ? `requested reviewers have not approved: ${names(pending)}` : null;
    }
    case 'require_specific_reviewers': {
      const missing = rule.users.filter((u) => !approvedBy.has(u));
      return missing.length ? `approval is required from ${names(missing)}` : null;
    }
    case 'require_one_of_specific_reviewers':
      return rule.users.some((u) => approvedBy.has(u)) ? null : `approval is required from one of ${names(rule.users)}`;
    case 'require_up_to_date_change_request':
      return f.behind ? 'the change request must be updated with the content of the space first' : null;
    case 'require_change_request_subject':
      return f.cr.subject.trim() ? null : 'the change request needs a subject';
    case 'require_change_request_description':
      return f.cr.description.trim() ? null : 'the change request needs a description';
    case 'require_author_to_merge':
      return f.actorId === f.cr.createdById ? null : 'only the author of the change request may merge it';
    default:
      // allow_bypass (read before), require_agent_review and custom (not evaluated here).
      return null;
  }
}

/**
 * Refuses a merge that fails a rule, naming the rule: 403 when only the author may merge,
 * 409 otherwise (the change request's state does not meet the rule yet). A user named by an
 * `allow_bypass` rule merges anyway.
 */
export async function enforceMergeRules(ctx: Context, space: Space, cr: ChangeRequest, behind: boolean) {
  const rules = await effectiveMergeRules(ctx, space);
  if (!rules.length) return;
  const actorId = ctx.viewer!.userId;
  if (rules.some((r) => r.rule === 'allow_bypass' && r.users.includes(actorId))) return;
  const { states, requests } = await reviewStates(ctx, cr, true);
  const facts: MergeFacts = { cr, actorId, behind, states, requests };
  for (const rule of rules) {
    const failure = ruleFailure(rule, facts);
    if (!failure) continue;
    const message = `Merge rule '${rule.rule}' is not met: ${failure}`;
    throw rule.rule === 'require_author_to_merge' ? new ForbiddenError(message) : new ConflictError(message);
  }
}
