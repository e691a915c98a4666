/**
 * `Prefer: return=minimal` in GraphQL: whether the request asked for it, and the payload field that
 * says so (the REST adapter then answers 204 without a body: `minimalOr` in src/rest/documents.ts).
 */

import type { Context } from '../request/context.ts';
import type { SimpleObjectFields } from './builder.ts';

/** Whether the request asked for `Prefer: return=minimal` (REST answers 204 without a body). */
export function prefersMinimal(ctx: Context): boolean {
  return /(^|[\s,;])return=minimal\b/i.test(ctx.request.headers.get('prefer') ?? '');
}

/** A payload's `returnMinimal` field. */
export const returnMinimal = (t: SimpleObjectFields) =>
  t.boolean({
    description: 'Whether the request asked for `Prefer: return=minimal` (REST then answers 204 without a body).',
  });
