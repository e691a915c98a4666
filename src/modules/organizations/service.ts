import { z } from 'zod';
import { type Organization, Prisma as PrismaNamespace } from '../../generated/prisma/client.ts';

const { DbNull } = PrismaNamespace;

import { newId, randomString } from '../../db/ids.ts';
import type { Prisma } from '../../db/prisma.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { activeMember } from '../../request/access.ts';
import { recordAudit, sameJson } from '../../request/audit.ts';
import { type Context, requireViewer } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { atLeast, ROLES, type Role } from '../../request/roles.ts';
import { organizationById, viewerOwnsTeam } from './loaders.ts';

export const organizationTitle = z
  .string()
  .min(2)
  .max(255)
  .regex(/^\S(.*\S)?$/, 'must not start or end with spaces');

const domain = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'must be a domain name');

// Merge rules (GitBook's MergeRule and MergeRules*Configuration), shared with spaces.

/** Rules that name users (ids of users, at most 100). */
export const MERGE_RULES_WITH_USERS = [
  'require_specific_reviewers',
  'require_one_of_specific_reviewers',
  'allow_bypass',
] as const;
/** Rules without parameters. */
export const MERGE_RULE_CHECKS = [
  'require_at_least_one_review',
  'require_at_least_one_approved_review',
  'require_all_reviews_approved',
  'require_agent_review',
  'require_up_to_date_change_request',
  'require_change_request_subject',
  'require_change_request_description',
  'require_author_to_merge',
] as const;

const mergeRule = z.discriminatedUnion('rule', [
  z.object({ rule: z.enum(MERGE_RULES_WITH_USERS), users: z.array(z.string().min(1).max(100)).max(100) }).strict(),
  z.object({ rule: z.enum(MERGE_RULE_CHECKS) }).strict(),
  z
    .object({ rule: z.literal('custom'), expression: z.string().max(1024), message: z.string().max(1024).optional() })
    .strict(),
]);
export type MergeRule = z.infer<typeof mergeRule>;

export const mergeRulesNone = z.object({ type: z.literal('none') }).strict();
/**
 * Rules stored but not evaluated by this server (no agent reviews, no expression engine): setting
 * them is refused rather than accepted and then ignored at merge
 * (src/modules/change-requests/merge-rules.ts).
 */
export const UNEVALUATED_MERGE_RULES: readonly string[] = ['require_agent_review', 'custom'];

export const mergeRulesRules = z
  .object({
    type: z.literal('rules'),
    rules: z
      .array(mergeRule)
      .max(20)
      .superRefine((rules, issue) => {
        rules.forEach((r, i) => {
          if (UNEVALUATED_MERGE_RULES.includes(r.rule))
            issue.addIssue({
              code: 'custom',
              path: [i, 'rule'],
              message: `'${r.rule}' rules cannot be evaluated by this server, so they are not accepted`,
            });
        });
      }),
  })
  .strict();
const mergeRules = z.discriminatedUnion('type', [mergeRulesNone, mergeRulesRules]);

export type MergeRulesConfiguration = { type: 'inherit' } | { type: 'none' } | { type: 'rules'; rules: MergeRule[] };

/**
 * Stored merge rules, as served. Rules were once stored as open records: those that are no
 * GitBook merge rule are left out (the typed API cannot show them).
 */
export function storedMergeRules(json: unknown): MergeRulesConfiguration {
  const value = (json ?? {}) as { type?: unknown; rules?: unknown };
  if (value.type === 'inherit') return { type: 'inherit' };
  if (value.type !== 'rules') return { type: 'none' };
  const rules = Array.isArray(value.rules) ? value.rules : [];
  return {
    type: 'rules',
    rules: rules.flatMap((r) => {
      const parsed = mergeRule.safeParse(r);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}

const updateInput = z.object({
  title: organizationTitle.optional(),
  emailDomains: z
    .array(domain.transform((d) => d.toLowerCase()))
    .max(100)
    .optional(),
  hostname: z
    .string()
    .min(3)
    .max(32)
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/, 'must be lowercase letters, digits and hyphens')
    .optional(),
  defaultRole: z.enum(ROLES).nullable().optional(),
  defaultContent: z
    .object({ type: z.literal('site'), site: z.string().min(1).max(100) })
    .strict()
    .nullable()
    .optional(),
  logo: z.string().url().max(2048).nullable().optional(),
  sso: z.boolean().optional(),
  ai: z.boolean().optional(),
  inviteLinks: z.boolean().optional(),
  mergeRules: mergeRules.optional(),
});

/** The organization if the caller is a member of it (guests included); otherwise 404. */
export async function getOrganization(ctx: Context, id: string): Promise<Organization> {
  requireViewer(ctx);
  const [org, member] = await Promise.all([organizationById(ctx).load(id), activeMember(ctx, id)]);
  if (!org || !member) throw new NotFoundError('Organization not found');
  return org;
}

/** The organization and the caller's role in it; throws 403 unless the role is at least `needed`. */
export async function requireOrgRole(
  ctx: Context,
  id: string,
  needed: Role,
): Promise<{ org: Organization; role: Role | null }> {
  const org = await getOrganization(ctx, id);
  const member = await activeMember(ctx, id);
  const role = (member?.role ?? null) as Role | null;
  if (!atLeast(role, needed)) throw new ForbiddenError(`This requires the ${needed} role in the organization`);
  return { org, role };
}

/** Non-guest members may list members, teams and integrations. */
export async function requireOrgMember(ctx: Context, id: string) {
  const org = await getOrganization(ctx, id);
  const member = await activeMember(ctx, id);
  if (!member?.role) throw new ForbiddenError('Guests cannot do this');
  return { org, member };
}

export function listViewerOrganizations(ctx: Context, args: PageArgs) {
  const { userId, organizationId } = requireViewer(ctx);
  const where = { members: { some: { userId, disabled: false } }, ...(organizationId ? { id: organizationId } : {}) };
  return paginate(
    args,
    (page) => ctx.prisma.organization.findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], ...page }),
    () => ctx.prisma.organization.count({ where }),
  );
}

export async function updateOrganization(ctx: Context, id: string, input: unknown) {
  const { org } = await requireOrgRole(ctx, id, 'admin');
  const data = parseInput(updateInput, input);
  if (data.hostname) {
    const taken = await ctx.prisma.organization.findFirst({
      where: { hostname: data.hostname, NOT: { id } },
      select: { id: true },
    });
    if (taken) throw new ConflictError(`The hostname '${data.hostname}' is already taken`);
  }
  const { logo, defaultContent, mergeRules: rules, ...rest } = data;
  return ctx.prisma.$transaction(async (tx) => {
    const updated = await tx.organization.update({
      where: { id },
      data: {
        ...rest,
        ...(logo !== undefined ? { logoURL: logo } : {}),
        ...(defaultContent !== undefined ? { defaultContent: defaultContent ?? DbNull } : {}),
        ...(rules ? { mergeRules: rules as object } : {}),
      },
    });
    if (rules && !sameJson(rules, org.mergeRules))
      await recordAudit(tx, ctx, {
        organizationId: id,
        action: 'merge_rules.updated',
        target: { type: 'organization', id, label: updated.title },
        payload: { mergeRules: rules as never },
      });
    return updated;
  });
}

const createInput = z.object({ title: organizationTitle, emailDomains: updateInput.shape.emailDomains });

/** Creates an organization with `ownerId` as its first admin (CLI and instance admin). */
export async function createOrganization(
  prisma: Prisma,
  input: { title: string; ownerId: string; emailDomains?: string[] | null },
) {
  const { title, emailDomains } = parseInput(createInput, {
    title: input.title,
    emailDomains: input.emailDomains ?? undefined,
  });
  return prisma.organization.create({
    data: {
      id: newId(),
      title,
      ...(emailDomains ? { emailDomains: [...new Set(emailDomains)] } : {}),
      visitorKey: randomString(48),
      members: { create: { userId: input.ownerId, role: 'admin' } },
    },
  });
}

export async function organizationPermissions(ctx: Context, org: Organization) {
  const member = await activeMember(ctx, org.id);
  const role = (member?.role ?? null) as Role | null;
  const ownTeam = await viewerOwnsTeam(ctx).load(org.id);
  const nonGuest = !!member && role !== null;
  return {
    view: !!member,
    access: !!member,
    admin: atLeast(role, 'admin'),
    ownTeam,
    createContent: atLeast(role, 'create'),
    createOpenAPISpec: atLeast(role, 'create'),
    viewBilling: atLeast(role, 'admin'),
    listMembers: nonGuest,
    listTeams: nonGuest,
    listIntegrations: nonGuest,
    listInstallations: atLeast(role, 'admin'),
    installIntegration: atLeast(role, 'admin'),
  };
}
