/** GraphQL of email domains: the public organizations of a domain, and joining one (see service.ts). */
import type { Organization } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { inputMutation } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { url } from '../../request/context.ts';
import { OrganizationMemberRef } from '../members/schema.ts';
import {
  MergeRulesStandaloneConfiguration,
  OrganizationPermissions,
  OrganizationRef,
  organizationMergeRules,
} from '../organizations/schema.ts';
import { organizationPermissions } from '../organizations/service.ts';
import { joinByEmailDomain, organizationsForEmailDomain } from './service.ts';

interface PublicOrg {
  org: Organization;
  domain: string;
}

const PublicOrganizationUrls = builder.simpleObject('PublicOrganizationUrls', {
  description: 'Addresses of an organization.',
  fields: (t) => ({
    location: t.string({ description: 'REST URL of the organization.' }),
    app: t.string({ description: 'URL of the organization in the app.' }),
    logo: t.string({ description: 'URL of the logo; null when none.', nullable: true }),
  }),
});

const PublicOrganizationTrial = builder.simpleObject('PublicOrganizationTrial', {
  description: 'Billing trial of an organization (none in this API).',
  fields: (t) => ({
    status: t.string({ description: 'Always `notapplicable`.' }),
    count: t.int({ description: 'Always 0.' }),
  }),
});

const PublicOrganizationRef = builder.objectRef<PublicOrg>('PublicOrganization').implement({
  description: 'The public fields of an organization that users of an email domain can join.',
  fields: (t) => ({
    key: t.string({ description: 'The organization id.', resolve: ({ org }) => org.id }),
    object: t.string({ description: 'Always `"organization"` (REST discriminator).', resolve: () => 'organization' }),
    title: t.string({ description: 'Name of the organization.', resolve: ({ org }) => org.title }),
    createdAt: t.field({
      description: 'When the organization was created.',
      type: 'DateTime',
      resolve: ({ org }) => org.createdAt,
    }),
    emailDomains: t.stringList({ description: 'Only the asked domain.', resolve: ({ domain }) => [domain] }),
    hostname: t.string({
      description: 'Subdomain of the organization; null when unset.',
      nullable: true,
      resolve: ({ org }) => org.hostname,
    }),
    customHostname: t.string({
      description: 'Custom hostname; null when none.',
      nullable: true,
      resolve: ({ org }) => org.customHostname,
    }),
    type: t.string({ description: 'business or community.', resolve: ({ org }) => org.type }),
    useCase: t.string({
      description: 'What the organization uses the platform for (camelCase wire value); null when not said.',
      nullable: true,
      resolve: ({ org }) => org.useCase,
    }),
    communityType: t.string({
      description: 'Kind of community (camelCase wire value); null when not said.',
      nullable: true,
      resolve: ({ org }) => org.communityType,
    }),
    inviteLinks: t.boolean({ description: 'Whether invite links are enabled.', resolve: ({ org }) => org.inviteLinks }),
    plan: t.string({ description: 'Billing plan (wire value, e.g. `free`).', resolve: ({ org }) => org.plan }),
    mergeRules: t.field({
      description: 'Merge rules of change requests, for the spaces that inherit them.',
      type: MergeRulesStandaloneConfiguration,
      resolve: ({ org }) => organizationMergeRules(org),
    }),
    urls: t.field({
      description: 'Addresses of the organization.',
      type: PublicOrganizationUrls,
      resolve: ({ org }, _, ctx) => ({
        location: url(ctx, `/v1/orgs/${org.id}`),
        app: url(ctx, `/app/o/${org.id}`),
        logo: org.logoURL,
      }),
    }),
    trial: t.field({
      description: 'Billing trial (none in this API).',
      type: PublicOrganizationTrial,
      resolve: () => ({ status: 'notapplicable', count: 0 }),
    }),
    permissions: t.field({
      type: OrganizationPermissions,
      description: 'The caller’s (all false for a non-member).',
      resolve: ({ org }, _, ctx) => organizationPermissions(ctx, org),
    }),
  }),
});

const EmailDomainRef = builder.simpleObject('EmailDomain', {
  description: 'An email domain and the organizations its users can join.',
  fields: (t) => ({
    domain: t.string({ description: 'The domain, lowercase.' }),
    organizations: t.field({
      type: [PublicOrganizationRef],
      description: 'Organizations that users of this domain can join, oldest first (at most 100).',
    }),
  }),
});

builder.queryFields((t) => ({
  emailDomain: t.field({
    nullable: true,
    type: EmailDomainRef,
    description: 'Organizations whose emailDomains include this domain (public fields only).',
    args: { domain: t.arg.string({ description: 'The email domain, e.g. `example.com`.', required: true }) },
    resolve: (_, { domain }, ctx) => organizationsForEmailDomain(ctx, domain),
  }),
}));

const JoinOrganizationByEmailDomainInput = builder.inputType('JoinOrganizationByEmailDomainInput', {
  fields: (t) => ({
    organizationId: t.id(idOf({ description: 'Global id or REST key of the organization to join.', required: true })),
  }),
});
const JoinOrganizationByEmailDomainPayload = builder.simpleObject('JoinOrganizationByEmailDomainPayload', {
  fields: (t) => ({
    organization: t.field({ description: 'The organization joined.', type: OrganizationRef }),
    member: t.field({ description: "The caller's new membership.", type: OrganizationMemberRef }),
  }),
});

builder.mutationFields((t) => ({
  joinOrganizationByEmailDomain: inputMutation(t, {
    type: JoinOrganizationByEmailDomainPayload,
    description:
      "Joins, with the organization's default role, an organization that lists the domain of the caller's email.",
    input: JoinOrganizationByEmailDomainInput,
    resolve: (input, ctx) => joinByEmailDomain(ctx, input.organizationId),
  }),
}));
