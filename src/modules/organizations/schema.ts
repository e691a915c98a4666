import { NotFoundError } from '../../errors.ts';
import type { Organization } from '../../generated/prisma/client.ts';
import { builder, type ObjectFields } from '../../graphql/builder.ts';
import { MemberRoleEnum } from '../../graphql/common.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { enumColumn, inputMutation, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { activeMember } from '../../request/access.ts';
import { url } from '../../request/context.ts';
import { ApiTokenRef, instanceAdminMutation } from '../users/schema.ts';
import { userByEmail } from '../users/service.ts';
import { organizationById } from './loaders.ts';
import {
  createOrganization,
  getOrganization,
  listViewerOrganizations,
  MERGE_RULE_CHECKS,
  MERGE_RULES_WITH_USERS,
  type MergeRule,
  type MergeRulesConfiguration,
  organizationPermissions,
  storedMergeRules,
  updateOrganization,
} from './service.ts';

export const OrganizationRef = builder.objectRef<Organization>('Organization');

/** The `organization` field of an object that belongs to one (by its `organizationId`). */
export const organizationField = <Parent extends { organizationId: string }>(
  t: ObjectFields<Parent>,
  description = 'The organization.',
) =>
  t.field({
    description,
    type: OrganizationRef,
    resolve: async (parent, _, ctx) => {
      const org = await organizationById(ctx).load(parent.organizationId);
      if (!org) throw new NotFoundError('Organization not found');
      return org;
    },
  });

const OrganizationTypeEnum = describedEnum('OrganizationType', 'Kind of organization.', {
  business: 'A business.',
  community: 'A community (non-profit, open source, education).',
});

const OrganizationUseCaseEnum = describedEnum(
  'OrganizationUseCase',
  'What the organization said it uses the platform for (REST: the camelCase value, e.g. `docsSite`).',
  {
    internalDocs: 'Internal documentation.',
    docsSite: 'A public documentation site.',
    audienceControlledSite: 'A site for a restricted audience.',
    productDocs: 'Product documentation.',
    teamKnowledgeBase: 'A team knowledge base.',
    designSystem: 'A design system.',
    openSourceDocs: 'Documentation of an open-source project.',
    notes: 'Notes.',
    other: 'Something else.',
  },
);

const CommunityTypeEnum = describedEnum(
  'OrganizationCommunityType',
  'Kind of community, for community organizations.',
  {
    nonProfit: 'A non-profit organization.',
    openSource: 'An open-source project.',
    education: 'An educational institution.',
  },
);

const PlanEnum = describedEnum(
  'BillingPlan',
  'Billing plan of the organization, as GitBook names it.',
  Object.fromEntries(
    [
      'free_2024',
      'plus_2024',
      'pro_2024',
      'enterprise_2024',
      'community_2024',
      'free',
      'plus',
      'pro',
      'team',
      'business',
      'legacy',
      'startup',
      'enterprise',
      'community',
      'team_oct_2019_free',
      'team_dec_2021',
      'business_dec_2021',
      'internal',
    ].map((v) => [v, `GitBook plan \`${v}\` (recorded only: the API enforces no plan limits).`]),
  ),
);

const OrganizationUrls = builder.simpleObject('OrganizationUrls', {
  description: 'Addresses of the organization.',
  fields: (t) => ({
    location: t.string({ description: 'REST URL of the organization (`/v1/orgs/{organizationId}`).' }),
    app: t.string({ description: 'URL of the organization in the app.' }),
    logo: t.string({ description: 'URL of the logo; null when none is set.', nullable: true }),
  }),
});

const TrialStatusEnum = describedEnum('BillingTrialStatus', 'State of a billing trial.', {
  notapplicable: 'The organization cannot have a trial (always the case in this API).',
  none: 'No trial was started.',
  active: 'A trial is running.',
  ended: 'The trial was ended before its end date.',
  expired: 'The trial ran out.',
});

const OrganizationTrial = builder.simpleObject('OrganizationTrial', {
  description: 'Billing trial of the organization. This API has no billing: always `notapplicable`.',
  fields: (t) => ({
    status: t.field({ description: 'State of the trial.', type: TrialStatusEnum }),
    count: t.int({ description: 'Number of trials taken (0).' }),
    endDate: t.field({ description: 'When the trial ends; null without a trial.', type: 'DateTime', nullable: true }),
    decision: t.string({
      description: 'What was decided at the end of the trial; null without a trial.',
      nullable: true,
    }),
  }),
});

/** GitBook's SitePointer: the only kind of default content. */
const OrganizationDefaultContent = builder.simpleObject('OrganizationDefaultContent', {
  description: 'The content shown by default in an organization: a site.',
  fields: (t) => ({
    type: t.string({ description: 'Kind of content: always `"site"`.' }),
    site: t.string({ description: 'Id of the site (its REST key).' }),
  }),
});

// ---------------------------------------------------------------------------------------------
// Merge rules (GitBook's MergeRule and MergeRules*Configuration): organizations have a standalone
// configuration (`none` or `rules`), spaces may also `inherit` it (src/modules/spaces/schema.ts).

const MergeRuleKindEnum = describedEnum('MergeRuleKind', 'Kind of a merge rule (REST `rule`).', {
  require_specific_reviewers: 'Every listed user must approve the change request (`MergeRuleUsers`).',
  require_one_of_specific_reviewers:
    'At least one of the listed users must approve the change request (`MergeRuleUsers`).',
  allow_bypass: 'The listed users may merge without the other rules passing (`MergeRuleUsers`).',
  require_at_least_one_review: 'At least one review (`MergeRuleCheck`).',
  require_at_least_one_approved_review: 'At least one approving review (`MergeRuleCheck`).',
  require_all_reviews_approved: 'Every review approves the change request (`MergeRuleCheck`).',
  require_agent_review: 'A review by the AI agent (`MergeRuleCheck`).',
  require_up_to_date_change_request: 'The change request is up to date with the main content (`MergeRuleCheck`).',
  require_change_request_subject: 'The change request has a subject (`MergeRuleCheck`).',
  require_change_request_description: 'The change request has a description (`MergeRuleCheck`).',
  require_author_to_merge: 'Only the author of the change request merges it (`MergeRuleCheck`).',
  custom: 'An expression that must be true (`MergeRuleCustom`).',
} satisfies Record<MergeRule['rule'], string>);

type RuleOf<K> = Extract<MergeRule, { rule: K }>;

const RULE_TYPES: Record<MergeRule['rule'], string> = {
  ...(Object.fromEntries(MERGE_RULES_WITH_USERS.map((r) => [r, 'MergeRuleUsers'])) as Record<
    (typeof MERGE_RULES_WITH_USERS)[number],
    string
  >),
  ...(Object.fromEntries(MERGE_RULE_CHECKS.map((r) => [r, 'MergeRuleCheck'])) as Record<
    (typeof MERGE_RULE_CHECKS)[number],
    string
  >),
  custom: 'MergeRuleCustom',
};

const MergeRuleRef = builder.interfaceRef<MergeRule>('MergeRule').implement({
  description: 'A rule a change request must pass to be merged: one object type per shape, told apart by `rule`.',
  resolveType: (r) => RULE_TYPES[r.rule],
  fields: (t) => ({
    rule: t.expose('rule', { type: MergeRuleKindEnum, description: 'Kind of rule.' }),
  }),
});

builder.objectRef<RuleOf<(typeof MERGE_RULES_WITH_USERS)[number]>>('MergeRuleUsers').implement({
  description: 'A merge rule that names users: required reviewers, or who may bypass the rules.',
  interfaces: [MergeRuleRef],
  fields: (t) => ({
    users: t.exposeStringList('users', { description: 'Ids of the users (at most 100).' }),
  }),
});

builder.objectRef<RuleOf<(typeof MERGE_RULE_CHECKS)[number]>>('MergeRuleCheck').implement({
  description: 'A merge rule without parameters: a condition the change request must meet.',
  interfaces: [MergeRuleRef],
  fields: () => ({}),
});

builder.objectRef<RuleOf<'custom'>>('MergeRuleCustom').implement({
  description: "A merge rule written as an expression (GitBook's custom expression syntax).",
  interfaces: [MergeRuleRef],
  fields: (t) => ({
    expression: t.exposeString('expression', { description: 'The expression (at most 1024 characters).' }),
    message: t.string({
      nullable: true,
      description: 'Message shown when the expression is false (at most 1024 characters); null when none.',
      resolve: (r) => r.message ?? null,
    }),
  }),
});

export const MergeRulesConfigurationNone = builder
  .objectRef<{ type: 'none' }>('MergeRulesConfigurationNone')
  .implement({
    description: 'No merge rules: change requests can be merged without review.',
    fields: (t) => ({ type: t.exposeString('type', { description: 'Always `"none"`.' }) }),
  });

export const MergeRulesConfigurationRules = builder
  .objectRef<{ type: 'rules'; rules: MergeRule[] }>('MergeRulesConfigurationRules')
  .implement({
    description: 'Merge rules that must all pass.',
    fields: (t) => ({
      type: t.exposeString('type', { description: 'Always `"rules"`.' }),
      rules: t.expose('rules', { type: [MergeRuleRef], description: 'The rules (at most 20).' }),
    }),
  });

/** `__typename` of each kind of merge rules configuration. */
export const MERGE_RULES_TYPES: Record<MergeRulesConfiguration['type'], string> = {
  inherit: 'MergeRulesConfigurationInherit',
  none: 'MergeRulesConfigurationNone',
  rules: 'MergeRulesConfigurationRules',
};

export const MergeRulesStandaloneConfiguration = builder.unionType('MergeRulesStandaloneConfiguration', {
  description: 'Merge rules of an organization: none, or rules, told apart by `type`.',
  types: [MergeRulesConfigurationNone, MergeRulesConfigurationRules],
  resolveType: (c) => MERGE_RULES_TYPES[c.type],
});

/** An organization's merge rules (`inherit` is for spaces only: never stored on an organization). */
export const organizationMergeRules = (org: Organization) => {
  const rules = storedMergeRules(org.mergeRules);
  return rules.type === 'inherit' ? ({ type: 'none' } as const) : rules;
};

export const OrganizationPermissions = builder.simpleObject('OrganizationPermissions', {
  description: 'What the caller may do in the organization.',
  fields: (t) => ({
    view: t.boolean({ description: 'See the organization (any member, guests included).' }),
    access: t.boolean({ description: 'Open the organization (any member, guests included).' }),
    admin: t.boolean({ description: 'Administrate it: settings, members, billing (role admin).' }),
    ownTeam: t.boolean({ description: 'The caller owns at least one team of the organization.' }),
    createContent: t.boolean({ description: 'Create spaces, collections and sites (role create or stronger).' }),
    createOpenAPISpec: t.boolean({ description: 'Create OpenAPI specifications (role create or stronger).' }),
    viewBilling: t.boolean({ description: 'See billing (role admin).' }),
    listMembers: t.boolean({ description: 'List members (any member who is not a guest).' }),
    listTeams: t.boolean({ description: 'List teams (any member who is not a guest).' }),
    listIntegrations: t.boolean({ description: 'List installed integrations (any member who is not a guest).' }),
    listInstallations: t.boolean({ description: 'List integration installations (role admin).' }),
    installIntegration: t.boolean({ description: 'Install integrations (role admin).' }),
  }),
});

builder.node(OrganizationRef, {
  description: 'An organization owns spaces, collections, sites, members and teams.',
  id: { resolve: (o) => o.id },
  loadOne: async (id, ctx) => {
    const [org, member] = await Promise.all([organizationById(ctx).load(id), activeMember(ctx, id)]);
    return org && member ? org : null;
  },
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The organization id used in REST paths.' }),
    object: t.string({ description: 'Always `"organization"` (REST discriminator).', resolve: () => 'organization' }),
    title: t.exposeString('title', { description: 'Name of the organization (2 to 255 characters).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the organization was created.' }),
    emailDomains: t.exposeStringList('emailDomains', {
      description: 'Email domains whose users may join without an invite (lowercase domain names, at most 100).',
    }),
    hostname: t.exposeString('hostname', {
      description: 'Subdomain of the organization (3 to 32 lowercase letters, digits, hyphens); null when unset.',
      nullable: true,
    }),
    type: enumColumn(t, 'type', OrganizationTypeEnum, 'Business or community organization.'),
    useCase: enumColumn(
      t,
      'useCase',
      OrganizationUseCaseEnum,
      'What the organization uses the platform for; null when not said.',
      { nullable: true },
    ),
    communityType: enumColumn(
      t,
      'communityType',
      CommunityTypeEnum,
      'Kind of community; null for business organizations or when not said.',
      { nullable: true },
    ),
    defaultRole: t.expose('defaultRole', {
      type: MemberRoleEnum,
      nullable: true,
      description: 'Role given to new members; null makes them guests.',
      extensions: { restNull: true },
    }),
    defaultContent: t.field({
      description: 'Content shown by default; null when none.',
      type: OrganizationDefaultContent,
      nullable: true,
      // Stored as validated by updateOrganization: `{ type: 'site', site }`.
      resolve: (o) => o.defaultContent as { type: 'site'; site: string } | null,
    }),
    sso: t.exposeBoolean('sso', { description: 'Whether SSO is enforced organization-wide.' }),
    ai: t.exposeBoolean('ai', { description: 'Whether AI features are enabled.' }),
    inviteLinks: t.exposeBoolean('inviteLinks', { description: 'Whether invite links are enabled.' }),
    plan: t.expose('plan', { description: 'Billing plan.', type: PlanEnum }),
    mergeRules: t.field({
      description: 'Merge rules of change requests, for the spaces that inherit them.',
      type: MergeRulesStandaloneConfiguration,
      resolve: organizationMergeRules,
    }),
    customHostname: t.exposeString('customHostname', {
      description: 'Custom hostname linked to the organization; null when none.',
      nullable: true,
    }),
    internal_isOnNewTrial: t.boolean({
      description: "GitBook's internal trial flag, kept for compatibility.",
      deprecationReason: 'Always true.',
      resolve: () => true,
    }),
    urls: t.field({
      description: 'Addresses of the organization.',
      type: OrganizationUrls,
      resolve: (o, _, ctx) => ({
        location: url(ctx, `/v1/orgs/${o.id}`),
        app: url(ctx, `/app/o/${o.id}`),
        logo: o.logoURL,
      }),
    }),
    trial: t.field({
      description: 'Billing trial (none in this API).',
      type: OrganizationTrial,
      resolve: () => ({ status: 'notapplicable' as const, count: 0, endDate: null, decision: null }),
    }),
    permissions: t.field({
      description: 'What the caller may do in the organization.',
      type: OrganizationPermissions,
      resolve: (o, _, ctx) => organizationPermissions(ctx, o),
    }),
  }),
});

builder.queryFields((t) => ({
  organization: t.field({
    nullable: true,
    type: OrganizationRef,
    description: 'An organization the caller is a member of.',
    args: { id: t.arg.id(idOf({ description: 'Global id or REST key of the organization.', required: true })) },
    resolve: (_, { id }, ctx) => getOrganization(ctx, id),
  }),
  organizations: t.connection(
    {
      type: OrganizationRef,
      description: 'Organizations the caller is a member of.',
      resolve: (_, args, ctx) => listViewerOrganizations(ctx, args),
    },
    connectionOf(OrganizationRef),
  ),
}));

const UpdateOrganizationInput = builder.inputType('UpdateOrganizationInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    title: t.string({ description: '2 to 255 characters.' }),
    emailDomains: t.stringList({
      description: 'Replaces the email domains: at most 100 domain names (stored lowercase).',
    }),
    hostname: t.string({ description: '3 to 32 characters.' }),
    defaultRole: t.field({ type: MemberRoleEnum, description: 'null for guests.' }),
    defaultContent: t.field({
      description: '`{ type: "site", site: <siteId> }` (site: 1 to 100 characters), or null to clear.',
      type: 'JSON',
    }),
    logo: t.string({ description: 'URL of the logo (at most 2048 characters), or null to remove it.' }),
    sso: t.boolean({ description: 'Enforce SSO organization-wide.' }),
    ai: t.boolean({ description: 'Enable AI features.' }),
    inviteLinks: t.boolean({ description: 'Enable invite links.' }),
    mergeRules: t.field({
      description:
        '`{ type: "none" }` or `{ type: "rules", rules }` with at most 20 rules, each shaped as a `MergeRule` member: `{ rule, users }`, `{ rule }` or `{ rule: "custom", expression, message }`.',
      type: 'JSON',
    }),
  }),
});

export const UpdateOrganizationPayload = builder.simpleObject('UpdateOrganizationPayload', {
  fields: (t) => ({
    organization: t.field({ description: 'The organization after the change.', type: OrganizationRef }),
  }),
});

builder.mutationFields((t) => ({
  updateOrganization: inputMutation(t, {
    description: 'Changes the settings of an organization (role admin).',
    type: UpdateOrganizationPayload,
    input: UpdateOrganizationInput,
    resolve: async ({ organizationId, ...changes }, ctx) => ({
      organization: await updateOrganization(ctx, organizationId, changes),
    }),
  }),
}));

const CreateOrganizationInput = builder.inputType('CreateOrganizationInput', {
  fields: (t) => ({
    title: t.string({ required: true, description: '2 to 255 characters.' }),
    ownerEmail: t.string({ required: true, description: 'An existing user; becomes the first admin.' }),
    emailDomains: t.stringList({
      description: 'Email domains whose users may join (at most 100, lowercased); default none.',
    }),
  }),
});

const CreateOrganizationPayload = builder.simpleObject('CreateOrganizationPayload', {
  fields: (t) => ({ organization: t.field({ description: 'The new organization.', type: OrganizationRef }) }),
});

builder.mutationFields((t) => ({
  createOrganization: instanceAdminMutation(t, {
    type: CreateOrganizationPayload,
    description: 'Instance admin (ADMIN_TOKEN): create an organization with its first admin.',
    input: CreateOrganizationInput,
    resolve: async (input, ctx) => {
      const owner = await userByEmail(ctx.prisma, input.ownerEmail);
      return {
        organization: await createOrganization(ctx.prisma, {
          title: input.title,
          ownerId: owner.id,
          emailDomains: input.emailDomains,
        }),
      };
    },
  }),
}));

// Declared here: users, below organizations, cannot name the Organization type.
builder.objectField(ApiTokenRef, 'organization', (t) =>
  t.field({
    type: OrganizationRef,
    nullable: true,
    description:
      'The organization the token acts in only (a token of its single sign-on); null: every organization of its user.',
    resolve: (token, _, ctx) => (token.organizationId ? organizationById(ctx).load(token.organizationId) : null),
  }),
);
