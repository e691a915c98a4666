/**
 * AI answers for a site's visitors and for an organization's members (answers.ts does the
 * answering), and what readers' agents send back: agent feedback on a site (feedback.ts).
 */
import type { Context } from '../../request/context.ts';
import { type AnswerEvent, type AskOptions, answerOf, askStream, suggestedQuestions } from './answers.ts';
import { memberScope, siteScope } from './retrieval.ts';

export interface SiteAsk {
  goal?: string | null;
  visitorId?: string | null;
  channel?: string;
  /** The answer of the site this question follows (its thread). */
  previousAnswerId?: string | null;
  signal?: AbortSignal;
}

const siteOptions = (organizationId: string, siteId: string, o: SiteAsk): AskOptions => ({
  organizationId,
  siteId,
  channel: o.channel ?? 'site',
  goal: o.goal,
  visitorId: o.visitorId,
  previousAnswerId: o.previousAnswerId,
  signal: o.signal,
});

/**
 * A visitor's question on a site (what its published spaces say, hidden pages left out). The site
 * is found (404, 403) before a model is required: the stream's first step (501 without AI).
 */
export async function askSiteStream(
  ctx: Context,
  organizationId: string,
  siteId: string,
  question: string,
  o: SiteAsk = {},
): Promise<AsyncGenerator<AnswerEvent>> {
  const scope = await siteScope(ctx, organizationId, siteId);
  return askStream(ctx, scope, question, siteOptions(organizationId, siteId, o));
}

export async function askSite(ctx: Context, organizationId: string, siteId: string, question: string, o: SiteAsk = {}) {
  return answerOf(await askSiteStream(ctx, organizationId, siteId, question, o));
}

/** A member's question across the spaces their role reaches (501 without AI, once the organization is found). */
export async function askOrganizationStream(
  ctx: Context,
  organizationId: string,
  question: string,
  o: { channel?: string; signal?: AbortSignal } = {},
): Promise<AsyncGenerator<AnswerEvent>> {
  const scope = await memberScope(ctx, organizationId);
  return askStream(ctx, scope, question, { organizationId, channel: o.channel ?? 'organization', signal: o.signal });
}

export async function askOrganization(
  ctx: Context,
  organizationId: string,
  question: string,
  o: { channel?: string } = {},
) {
  return answerOf(await askOrganizationStream(ctx, organizationId, question, o));
}

/** Questions to suggest to a site's visitors (made without a model: AI off too). */
export async function siteSuggestedQuestions(ctx: Context, organizationId: string, siteId: string) {
  return suggestedQuestions(ctx, await siteScope(ctx, organizationId, siteId));
}

/** Questions to suggest to a member. */
export async function organizationSuggestedQuestions(ctx: Context, organizationId: string) {
  return suggestedQuestions(ctx, await memberScope(ctx, organizationId));
}
