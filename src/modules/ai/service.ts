/**
 * AI answers for a site's visitors and for an organization's members (answers.ts does the
 * answering), and what readers' agents send back: agent feedback on a site (feedback.ts).
 */
import type { Context } from '../../request/context.ts';
import { type Answer, type AnswerEvent, type AskOptions, ask, askStream, suggestedQuestions } from './answers.ts';
import { chatConfig } from './model.ts';
import { memberScope, siteScope } from './retrieval.ts';

export interface SiteAsk {
  goal?: string | null;
  visitorId?: string | null;
  channel?: string;
  signal?: AbortSignal;
}

const siteOptions = (organizationId: string, siteId: string, o: SiteAsk): AskOptions => ({
  organizationId,
  siteId,
  channel: o.channel ?? 'site',
  goal: o.goal,
  visitorId: o.visitorId,
  signal: o.signal,
});

/** A visitor's question on a site (what its published spaces say, hidden pages left out). 501 without AI. */
export async function askSiteStream(
  ctx: Context,
  organizationId: string,
  siteId: string,
  question: string,
  o: SiteAsk = {},
): Promise<AsyncGenerator<AnswerEvent>> {
  const scope = await siteScope(ctx, organizationId, siteId);
  chatConfig(ctx.config.ai);
  return askStream(ctx, scope, question, siteOptions(organizationId, siteId, o));
}

export async function askSite(
  ctx: Context,
  organizationId: string,
  siteId: string,
  question: string,
  o: SiteAsk = {},
): Promise<Answer> {
  const scope = await siteScope(ctx, organizationId, siteId);
  chatConfig(ctx.config.ai);
  return ask(ctx, scope, question, siteOptions(organizationId, siteId, o));
}

/** A member's question across the spaces their role reaches. 501 without AI. */
export async function askOrganizationStream(
  ctx: Context,
  organizationId: string,
  question: string,
  o: { channel?: string; signal?: AbortSignal } = {},
): Promise<AsyncGenerator<AnswerEvent>> {
  const scope = await memberScope(ctx, organizationId);
  chatConfig(ctx.config.ai);
  return askStream(ctx, scope, question, { organizationId, channel: o.channel ?? 'organization', signal: o.signal });
}

export async function askOrganization(
  ctx: Context,
  organizationId: string,
  question: string,
  o: { channel?: string } = {},
): Promise<Answer> {
  const scope = await memberScope(ctx, organizationId);
  chatConfig(ctx.config.ai);
  return ask(ctx, scope, question, { organizationId, channel: o.channel ?? 'organization' });
}

/** Questions to suggest to a site's visitors (made without a model: AI off too). */
export async function siteSuggestedQuestions(ctx: Context, organizationId: string, siteId: string) {
  return suggestedQuestions(ctx, await siteScope(ctx, organizationId, siteId));
}

/** Questions to suggest to a member. */
export async function organizationSuggestedQuestions(ctx: Context, organizationId: string) {
  return suggestedQuestions(ctx, await memberScope(ctx, organizationId));
}
