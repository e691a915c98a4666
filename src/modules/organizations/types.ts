import type { Organization } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { MemberRoleEnum, url } from '../../graphql/common.ts';
import { organizationById } from './loaders.ts';
import {
  createOrganization,
  getOrganization,
  listViewerOrganizations,
  organizationPermissions,
  updateOrganization,
} from './service.ts';
import { requireInstanceAdmin } from '../users/types.ts';
import { userByEmail } from '../users/service.ts';
import { activeMember } from '../../auth/access.ts';

export const OrganizationRef = builder.objectRef<Organization>('Organization');

const OrganizationTypeEnum = builder.enumType('OrganizationType', {
  values: { BUSINESS: { value: 'business' }, COMMUNITY: { value: 'community' } } as const,
});

const OrganizationUseCaseEnum = builder.enumType('OrganizationUseCase', {
  values: Object.fromEntries(
    [
      'internalDocs',
      'docsSite',
      'audienceControlledSite',
      'productDocs',
      'teamKnowledgeBase',
      'designSystem',
      'openSourceDocs',
      'notes',
      'other',
    ].map((v) => [v.replace(/([A-Z])/g, '_$1').toUpperCase(), { value: v }]),
  ),
});

const CommunityTypeEnum = builder.enumType('OrganizationCommunityType', {
  values: {
    NON_PROFIT: { value: 'nonProfit' },
    OPEN_SOURCE: { value: 'openSource' },
    EDUCATION: { value: 'education' },
  } as const,
});

const PlanEnum = builder.enumType('BillingPlan', {
  values: Object.fromEntries(
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
    ].map((v) => [v.toUpperCase(), { value: v }]),
  ),
});

const OrganizationUrls = builder.simpleObject('OrganizationUrls', {
  fields: (t) => ({
    location: t.string(),
    app: t.string(),
    logo: t.string({ nullable: true }),
  }),
});

const TrialStatusEnum = builder.enumType('BillingTrialStatus', {
  values: {
    NOTAPPLICABLE: { value: 'notapplicable' },
    NONE: { value: 'none' },
    ACTIVE: { value: 'active' },
    ENDED: { value: 'ended' },
    EXPIRED: { value: 'expired' },
  } as const,
});

const OrganizationTrial = builder.simpleObject('OrganizationTrial', {
  fields: (t) => ({
    status: t.field({ type: TrialStatusEnum }),
    count: t.int(),
    endDate: t.field({ type: 'DateTime', nullable: true }),
    decision: t.string({ nullable: true }),
  }),
});

export const OrganizationPermissions = builder.simpleObject('OrganizationPermissions', {
  fields: (t) => ({
    view: t.boolean(),
    access: t.boolean(),
    admin: t.boolean(),
    ownTeam: t.boolean(),
    createContent: t.boolean(),
    createOpenAPISpec: t.boolean(),
    viewBilling: t.boolean(),
    listMembers: t.boolean(),
    listTeams: t.boolean(),
    listIntegrations: t.boolean(),
    listInstallations: t.boolean(),
    installIntegration: t.boolean(),
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
    object: t.string({ resolve: () => 'organization' }),
    title: t.exposeString('title'),
    createdAt: t.field({ type: 'DateTime', resolve: (o) => o.createdAt }),
    emailDomains: t.exposeStringList('emailDomains'),
    hostname: t.exposeString('hostname', { nullable: true }),
    type: t.field({ type: OrganizationTypeEnum, resolve: (o) => o.type as 'business' | 'community' }),
    useCase: t.field({ type: OrganizationUseCaseEnum, nullable: true, resolve: (o) => o.useCase }),
    communityType: t.field({
      type: CommunityTypeEnum,
      nullable: true,
      resolve: (o) => o.communityType as typeof CommunityTypeEnum.$inferType,
    }),
    defaultRole: t.field({
      type: MemberRoleEnum,
      nullable: true,
      description: 'Role given to new members; null makes them guests.',
      extensions: { restNull: true },
      resolve: (o) => o.defaultRole,
    }),
    defaultContent: t.field({ type: 'JSON', nullable: true, resolve: (o) => o.defaultContent }),
    sso: t.exposeBoolean('sso'),
    ai: t.exposeBoolean('ai'),
    inviteLinks: t.exposeBoolean('inviteLinks'),
    plan: t.field({ type: PlanEnum, resolve: (o) => o.plan }),
    mergeRules: t.field({ type: 'JSON', resolve: (o) => o.mergeRules }),
    customHostname: t.exposeString('customHostname', { nullable: true }),
    internal_isOnNewTrial: t.boolean({ deprecationReason: 'Always true.', resolve: () => true }),
    urls: t.field({
      type: OrganizationUrls,
      resolve: (o, _, ctx) => ({
        location: url(ctx, `/v1/orgs/${o.id}`),
        app: url(ctx, `/app/o/${o.id}`),
        logo: o.logoURL,
      }),
    }),
    trial: t.field({
      type: OrganizationTrial,
      resolve: () => ({ status: 'notapplicable' as const, count: 0, endDate: null, decision: null }),
    }),
    permissions: t.field({ type: OrganizationPermissions, resolve: (o, _, ctx) => organizationPermissions(ctx, o) }),
  }),
});

builder.queryFields((t) => ({
  organization: t.field({
    nullable: true,
    type: OrganizationRef,
    description: 'An organization the caller is a member of.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_, { id }, ctx) => getOrganization(ctx, id),
  }),
  organizations: t.connection({
    type: OrganizationRef,
    description: 'Organizations the caller is a member of.',
    resolve: (_, args, ctx) => listViewerOrganizations(ctx, args),
  }),
}));

const UpdateOrganizationInput = builder.inputType('UpdateOrganizationInput', {
  fields: (t) => ({
    organizationId: t.id({ required: true }),
    title: t.string({ description: '2 to 255 characters.' }),
    emailDomains: t.stringList(),
    hostname: t.string({ description: '3 to 32 characters.' }),
    defaultRole: t.field({ type: MemberRoleEnum, description: 'null for guests.' }),
    defaultContent: t.field({ type: 'JSON' }),
    logo: t.string(),
    sso: t.boolean(),
    ai: t.boolean(),
    inviteLinks: t.boolean(),
    mergeRules: t.field({ type: 'JSON' }),
  }),
});

export const UpdateOrganizationPayload = builder.simpleObject('UpdateOrganizationPayload', {
  fields: (t) => ({ organization: t.field({ type: OrganizationRef }) }),
});

builder.mutationFields((t) => ({
  updateOrganization: t.field({
    type: UpdateOrganizationPayload,
    errors: {},
    args: { input: t.arg({ type: UpdateOrganizationInput, required: true }) },
    resolve: async (_, { input }, ctx) => {
      const { organizationId, ...changes } = input;
      return { organization: await updateOrganization(ctx, organizationId, changes) };
    },
  }),
}));

const CreateOrganizationInput = builder.inputType('CreateOrganizationInput', {
  fields: (t) => ({
    title: t.string({ required: true, description: '2 to 255 characters.' }),
    ownerEmail: t.string({ required: true, description: 'An existing user; becomes the first admin.' }),
  }),
});

const CreateOrganizationPayload = builder.simpleObject('CreateOrganizationPayload', {
  fields: (t) => ({ organization: t.field({ type: OrganizationRef }) }),
});

builder.mutationFields((t) => ({
  createOrganization: t.field({
    type: CreateOrganizationPayload,
    description: 'Instance admin (ADMIN_TOKEN): create an organization with its first admin.',
    errors: {},
    args: { input: t.arg({ type: CreateOrganizationInput, required: true }) },
    resolve: async (_, { input }, ctx) => {
      requireInstanceAdmin(ctx);
      const owner = await userByEmail(ctx.prisma, input.ownerEmail);
      return { organization: await createOrganization(ctx.prisma, { title: input.title, ownerId: owner.id }) };
    },
  }),
}));
