/**
 * Feedback AI agents send about a site (GitBook's two routes and the readers' MCP `sendFeedback`):
 * anyone who may read the site (its visitors' agents) sends it, its members list it
 * (`Site.agentFeedbackList`). It names no one: neither the agent's user nor an address is kept.
 */
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { BadRequestError } from '../../errors.ts';
import type { AgentFeedback, Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { visitorSpaceIds } from '../sites/reader.ts';

const Goal = z.string().max(1024);
const Url = z.string().url().max(2048);

/** GitBook's `submitSiteAgentFeedback` body: feedback on the site's content. */
const SiteContentFeedback = z.object({
  feedback: z.string().trim().min(1).max(2048),
  goal: Goal.nullish(),
  url: Url,
  spaceId: z.string().min(1).max(100),
  pageId: z.string().min(1).max(100),
  source: z.enum(['mcp', 'assistant']).nullish(),
});
export type SiteContentFeedback = z.input<typeof SiteContentFeedback>;

const Subject = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('mcp-tool'), toolName: z.string().max(200), target: z.string().max(200).optional() })
    .strict(),
  z
    .object({
      kind: z.literal('cli-command'),
      command: z.string().max(200),
      flags: z.array(z.string().max(100)).max(50).optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('api-endpoint'),
      method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']),
      path: z.string().max(500),
    })
    .strict(),
  z.object({ kind: z.literal('documentation'), url: Url }).strict(),
  z.object({ kind: z.literal('generic') }).strict(),
]);

/** GitBook's `AgentFeedbackInput` (`submitAgentFeedbackToSite`). */
const AgentFeedbackInput = z.object({
  reportedBy: z
    .object({
      model: z.string().max(100).optional(),
      userAgent: z.string().max(512).optional(),
      correlationId: z.string().max(100).optional(),
      onDemand: z.boolean().optional(),
    })
    .strict()
    .nullish(),
  subject: Subject,
  feedback: z
    .object({
      category: z.enum([
        'usability',
        'reliability',
        'documentation',
        'efficiency',
        'interoperability',
        'could-not-accomplish',
      ]),
      severity: z.enum(['low', 'medium', 'high']).optional(),
      goal: Goal.optional(),
      summary: z.string().trim().min(1).max(256),
      detail: z.string().max(4096).optional(),
      workaround: z.string().max(2048).optional(),
      metrics: z
        .object({
          callCount: z.number().int().min(0).optional(),
          successCount: z.number().int().min(0).optional(),
          retryCount: z.number().int().min(0).optional(),
        })
        .strict()
        .optional(),
    })
    .strict(),
});
export type AgentFeedbackInput = z.input<typeof AgentFeedbackInput>;

/** What the agent is told once its feedback is kept. */
export const FEEDBACK_RESULT =
  "Thank you: the feedback was recorded for the site's team, who review agent feedback to fix the documentation and tools. Nothing more is needed from you.";

/** The spaces the caller reads on the site (404 when it may not read the site). */
const readableSpaces = (ctx: Context, organizationId: string, siteId: string) =>
  visitorSpaceIds(ctx, organizationId, siteId);

/** Feedback on the site's content (a page of one of its spaces). */
export async function submitSiteContentFeedback(
  ctx: Context,
  organizationId: string,
  siteId: string,
  input: unknown,
): Promise<AgentFeedback> {
  const data = parseInput(SiteContentFeedback, input);
  const spaces = await readableSpaces(ctx, organizationId, siteId);
  if (!spaces.includes(data.spaceId))
    throw new BadRequestError(`Invalid 'spaceId': no space '${data.spaceId}' is published on this site`, 'spaceId');
  return ctx.prisma.agentFeedback.create({
    data: {
      id: newId(),
      siteId,
      kind: 'site-content',
      summary: data.feedback,
      goal: data.goal ?? null,
      url: data.url,
      spaceId: data.spaceId,
      pageId: data.pageId,
      source: data.source ?? null,
    },
  });
}

/** Structured feedback about a tool, command, endpoint, page or the product. */
export async function submitAgentFeedback(
  ctx: Context,
  organizationId: string,
  siteId: string,
  input: unknown,
): Promise<AgentFeedback> {
  const data = parseInput(AgentFeedbackInput, input);
  await readableSpaces(ctx, organizationId, siteId);
  const { kind, ...subject } = data.subject;
  const { category, severity, goal, summary, detail, workaround, metrics } = data.feedback;
  return ctx.prisma.agentFeedback.create({
    data: {
      id: newId(),
      siteId,
      kind,
      category,
      severity: severity ?? null,
      summary,
      detail: detail ?? null,
      workaround: workaround ?? null,
      goal: goal ?? null,
      url: 'url' in subject ? subject.url : null,
      subject: Object.keys(subject).length ? (subject as Prisma.InputJsonValue) : undefined,
      reportedBy: data.reportedBy ? (data.reportedBy as Prisma.InputJsonValue) : undefined,
      metrics: metrics ? (metrics as Prisma.InputJsonValue) : undefined,
    },
  });
}

/** A site's agent feedback, newest first (the parent site is read by a member already). */
export function listAgentFeedback(ctx: Context, siteId: string, args: PageArgs) {
  return paginate(
    args,
    (page) =>
      ctx.prisma.agentFeedback.findMany({
        where: { siteId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...page,
      }),
    () => ctx.prisma.agentFeedback.count({ where: { siteId } }),
  );
}
