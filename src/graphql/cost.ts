/**
 * What a GraphQL operation costs against the rate limit: 1, plus 1 per 10 fields it selects
 * (fragments included), so a large query counts like several small ones. REST rows cost 1 (the
 * server charges them before they run) and are not charged again here.
 */
import { type DocumentNode, GraphQLError, Kind, visit } from 'graphql';

/** Costs by document object (REST rows and yoga's parser cache reuse them). */
const costs = new WeakMap<DocumentNode, number>();

export function operationCost(document: DocumentNode): number {
  const known = costs.get(document);
  if (known !== undefined) return known;
  let fields = 0;
  visit(document, {
    [Kind.FIELD]() {
      fields++;
    },
  });
  const cost = 1 + Math.floor(fields / 10);
  costs.set(document, cost);
  return cost;
}

/** Charges the cost beyond the 1 already charged for the request; false when over the budget. */
export type ChargeExtra = (extra: number) => { allowed: boolean; retryAfter: number };

/**
 * The refusal of an operation whose cost does not fit the caller's budget (429), else null.
 * `charge` is the request's (GraphQL requests only).
 */
export function costRefusal(document: DocumentNode, charge: ChargeExtra | undefined): GraphQLError | null {
  if (!charge) return null;
  const extra = operationCost(document) - 1;
  if (extra <= 0) return null;
  const decision = charge(extra);
  if (decision.allowed) return null;
  return new GraphQLError(`Rate limit exceeded: retry in ${decision.retryAfter} s`, {
    extensions: {
      code: 'RATE_LIMITED',
      http: { status: 429, headers: { 'retry-after': String(decision.retryAfter) } },
    },
  });
}
