/** GraphQL of email domains: the public organizations of a domain, and joining one (see service.ts). */
import type { Organization } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { url } from '../../graphql/common.ts';
import { OrganizationMemberRef } from '../members/types.ts';
import { organizationPermissions } from '../organizations/service.ts';
import { OrganizationPermissions, OrganizationRef } from '../organizations/types.ts';
import { joinByEmailDomain, organizationsForEmailDomain } from './service.ts';

interface PublicOrg {
  org: Organization;
  domain: string;
}

const PublicOrganizationUrls = builder.simpleObject('PublicOrganizationUrls', {
  fields: (t) => ({ location: t.string(), app: t.string(), logo: t.string({ nullable: true }) }),
});

const PublicOrganizationTrial = builder.simpleObject('PublicOrganizationTrial', {
  fields: (t) => ({ status: t.string(), count: t.int() }),
});

const PublicOrganizationRef = builder.objectRef<PublicOrg>('PublicOrganization').implement({
  description: 'The public fields of an organization that users of an email domain can join.',
  fields: (t) => ({
    key: t.string({ description: 'The organization id.', resolve: ({ org }) => org.id }),
    object: t.string({ resolve: () => 'organization' }),
    title: t.string({ resolve: ({ org }) => org.title }),
    createdAt: t.field({ type: 'DateTime', resolve: ({ org }) => org.createdAt }),
    emailDomains: t.stringList({ description: 'Only the asked domain.', resolve: ({ domain }) => [domain] }),
    hostname: t.string({ nullable: true, resolve: ({ org }) => org.hostname }),
    customHostname: t.string({ nullable: true, resolve: ({ org }) => org.customHostname }),
    type: t.string({ description: 'business or community.', resolve: ({ org }) => org.type }),
    useCase: t.string({ nullable: true, resolve: ({ org }) => org.useCase }),
    communityType: t.string({ nullable: true, resolve: ({ org }) => org.communityType }),
    inviteLinks: t.boolean({ resolve: ({ org }) => org.inviteLinks }),
    plan: t.string({ resolve: ({ org }) => org.plan }),
    mergeRules: t.field({ type: 'JSON', resolve: ({ org }) => org.mergeRules }),
    urls: t.field({
      type: PublicOrganizationUrls,
      resolve: ({ org }, _, ctx) => ({
        location: url(ctx, `/v1/orgs/${org.id}`),
        app: url(ctx, `/app/o/${org.id}`),
        logo: org.logoURL,
      }),
    }),
    trial: t.field({ type: PublicOrganizationTrial, resolve: () => ({ status: 'notapplicable', count: 0 }) }),
    permissions: t.field({
      type: OrganizationPermissions,
      description: 'The caller’s (all false for a non-member).',
      resolve: ({ org }, _, ctx) => organizationPermissions(ctx, org),
    }),
  }),
});

const EmailDomainRef = builder.simpleObject('EmailDomain', {
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
    args: { domain: t.arg.string({ required: true }) },
    resolve: (_, { domain }, ctx) => organizationsForEmailDomain(ctx, domain),
  }),
}));

const JoinOrganizationByEmailDomainInput = builder.inputType('JoinOrganizationByEmailDomainInput', {
  fields: (t) => ({ organizationId: t.id({ required: true }) }),
});
const JoinOrganizationByEmailDomainPayload = builder.simpleObject('JoinOrganizationByEmailDomainPayload', {
  fields: (t) => ({
    organization: t.field({ type: OrganizationRef }),
    member: t.field({ type: OrganizationMemberRef }),
  }),
});

builder.mutationFields((t) => ({
  joinOrganizationByEmailDomain: t.field({
    type: JoinOrganizationByEmailDomainPayload,
    description:
      "Joins, with the organization's default role, an organization that lists the domain of the caller's email.",
    errors: {},
    args: { input: t.arg({ type: JoinOrganizationByEmailDomainInput, required: true }) },
    resolve: (_, { input }, ctx) => joinByEmailDomain(ctx, input.organizationId),
  }),
}));
