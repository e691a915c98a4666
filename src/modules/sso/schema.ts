import type { SamlProvider } from '../../generated/prisma/client.ts';
import { builder, type InputFields } from '../../graphql/builder.ts';
import { MemberRoleEnum } from '../../graphql/common.ts';
import { childList } from '../../graphql/connections.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { childById, inputMutation, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { url } from '../../request/context.ts';
import { organizationById } from '../organizations/loaders.ts';
import { OrganizationPermissions, OrganizationRef } from '../organizations/schema.ts';
import { teamById } from '../teams/loaders.ts';
import { OrganizationTeamRef } from '../teams/schema.ts';
import {
  createSamlProvider,
  deleteSamlProvider,
  getSamlProvider,
  listSamlProviders,
  loadVisibleSamlProvider,
  parseCertificate,
  providerStatus,
  serviceInfo,
  ssoLogins,
  updateSamlProvider,
} from './service.ts';

const SamlProviderStatusEnum = describedEnum('SamlProviderStatus', 'Whether a SAML provider can be used.', {
  active: 'ssoURL, entityID and certificate are set: members can sign in with it.',
  pending: 'Not fully configured yet.',
});

const SamlServiceInfo = builder.simpleObject('SamlServiceInfo', {
  description: 'The service-provider side, to configure in the identity provider.',
  fields: (t) => ({
    acsURL: t.string({ description: 'Assertion Consumer Service URL.' }),
    startURL: t.string({ description: 'Where a sign-in with this provider starts.' }),
    entityID: t.string({ description: 'Entity id of the service provider.' }),
  }),
});

const SamlCertificateInfo = builder.simpleObject('SamlCertificateInfo', {
  description: 'What the X.509 certificate of the identity provider says.',
  fields: (t) => ({
    subject: t.string({ description: 'Subject of the certificate (distinguished name).' }),
    issuer: t.string({ description: 'Issuer of the certificate (distinguished name).' }),
    validFrom: t.field({ description: 'Start of the validity of the certificate.', type: 'DateTime' }),
    validTo: t.field({ description: 'End of the validity of the certificate.', type: 'DateTime' }),
    fingerprint256: t.string({ description: 'SHA-256 fingerprint, colon-separated hex.' }),
  }),
});

const SamlProviderUrls = builder.simpleObject('SamlProviderUrls', {
  description: 'Addresses of a SAML provider.',
  fields: (t) => ({ location: t.string({ description: 'The provider in the API.' }) }),
});

export const SamlProviderRef = builder.objectRef<SamlProvider>('SamlProvider');

builder.node(SamlProviderRef, {
  description: 'A SAML identity provider of an organization (organization admins only).',
  id: { resolve: (p) => p.id },
  loadOne: (id, ctx) => loadVisibleSamlProvider(ctx, id),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The provider id used in REST paths.' }),
    object: t.string({ description: 'Always `"saml-provider"` (REST discriminator).', resolve: () => 'saml-provider' }),
    label: t.exposeString('label', { description: '1 to 30 characters.' }),
    ssoURL: t.exposeString('ssoURL', { nullable: true, description: 'Sign-in URL of the identity provider.' }),
    entityID: t.exposeString('entityID', {
      nullable: true,
      description: 'Entity id of the identity provider (max 1024).',
    }),
    certificate: t.exposeString('certificate', {
      nullable: true,
      description: 'PEM X.509 certificate of the identity provider.',
    }),
    certificateInfo: t.field({
      type: SamlCertificateInfo,
      description: 'What the certificate says; null without a certificate.',
      nullable: true,
      resolve: (p) => {
        if (!p.certificate) return null;
        const cert = parseCertificate(p.certificate);
        return {
          subject: cert.subject,
          issuer: cert.issuer,
          validFrom: new Date(cert.validFrom),
          validTo: new Date(cert.validTo),
          fingerprint256: cert.fingerprint256,
        };
      },
    }),
    defaultTeamId: t.exposeString('defaultTeamId', {
      description: 'Id of the team new members join; null when none.',
      nullable: true,
    }),
    defaultTeam: t.field({
      type: OrganizationTeamRef,
      nullable: true,
      description: 'Team that members signing in through this provider join.',
      resolve: (p, _, ctx) => (p.defaultTeamId ? teamById(ctx).load(p.defaultTeamId) : null),
    }),
    defaultRole: t.expose('defaultRole', {
      type: MemberRoleEnum,
      nullable: true,
      description: 'Role of members created through this provider; null for guests.',
      extensions: { restNull: true },
    }),
    status: t.field({
      description: 'Active when fully configured, else pending.',
      type: SamlProviderStatusEnum,
      resolve: (p) => providerStatus(p),
    }),
    service: t.field({
      description: 'What to configure in the identity provider for this provider.',
      type: SamlServiceInfo,
      resolve: (p, _, ctx) => serviceInfo(ctx, p),
    }),
    organizationId: t.exposeString('organizationId', { description: 'Id of the organization.' }),
    organization: t.field({
      description: 'The organization.',
      type: OrganizationRef,
      resolve: async (p, _, ctx) => (await organizationById(ctx).load(p.organizationId))!,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the provider was created.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the provider last changed.' }),
    urls: t.field({
      description: 'Addresses of the provider.',
      type: SamlProviderUrls,
      resolve: (p, _, ctx) => ({ location: url(ctx, `/v1/orgs/${p.organizationId}/saml/${p.id}`) }),
    }),
  }),
});

const SsoProviderLogin = builder.simpleObject('SsoProviderLogin', {
  description: 'How to sign in with one of the organization’s active SSO providers.',
  fields: (t) => ({
    key: t.string({ description: 'The SSO provider id.' }),
    label: t.string({ description: 'Name of the provider, to show on a sign-in button.' }),
    startURL: t.string({ description: 'URL that starts the sign-in with this provider.' }),
  }),
});

const SsoProviderLogins = builder.simpleObject('SsoProviderLogins', {
  description: 'The ways to sign in to an organization with SSO.',
  fields: (t) => ({ items: t.field({ description: 'One per active provider.', type: [SsoProviderLogin] }) }),
});

builder.objectFields(OrganizationRef, (t) => ({
  samlProviders: childList(
    t,
    SamlProviderRef,
    'SAML providers, oldest first (organization admins only).',
    listSamlProviders,
  ),
  samlProvider: childById(
    t,
    SamlProviderRef,
    'A SAML provider of the organization (404 when absent).',
    { name: 'samlProviderId', what: 'SAML provider' },
    getSamlProvider,
  ),
}));

builder.objectFields(OrganizationPermissions, (t) => ({
  manageSSO: t.exposeBoolean('admin', {
    description: 'The caller can manage SSO providers, SAML and OIDC (organization admins).',
  }),
}));

builder.queryFields((t) => ({
  ssoProviderLogins: t.field({
    nullable: true,
    type: SsoProviderLogins,
    description: 'Sign-in infos of the active SSO providers of an organization (public: no token needed).',
    args: {
      organizationId: t.arg.id(idOf({ description: 'Global id or REST key of the organization.', required: true })),
    },
    resolve: async (_, { organizationId }, ctx) => ({ items: await ssoLogins(ctx, organizationId) }),
  }),
}));

const providerFields = (t: InputFields) => ({
  ssoURL: t.string({ description: 'http(s) URL, max 2048; null clears it.' }),
  entityID: t.string({ description: 'Max 1024; null clears it.' }),
  certificate: t.string({ description: 'One PEM X.509 certificate (max 10000); null clears it.' }),
  defaultTeam: t.id(idOf({ description: 'Id of a team of the organization; null clears it.' })),
  defaultRole: t.field({ type: MemberRoleEnum, description: 'null for guests.' }),
});

const CreateSamlProviderInput = builder.inputType('CreateSamlProviderInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    label: t.string({ required: true, description: '1 to 30 characters.' }),
    ...providerFields(t),
  }),
});
const UpdateSamlProviderInput = builder.inputType('UpdateSamlProviderInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    samlProviderId: pathId(t, 'SAML provider'),
    label: t.string({ description: '1 to 30 characters.' }),
    ...providerFields(t),
  }),
});
const DeleteSamlProviderInput = builder.inputType('DeleteSamlProviderInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    samlProviderId: pathId(t, 'SAML provider'),
  }),
});

const payload = (name: string) =>
  builder.simpleObject(name, {
    fields: (t) => ({
      samlProvider: t.field({ type: SamlProviderRef, description: 'The provider after the change.' }),
    }),
  });
const CreateSamlProviderPayload = payload('CreateSamlProviderPayload');
const UpdateSamlProviderPayload = payload('UpdateSamlProviderPayload');
const DeleteSamlProviderPayload = builder.simpleObject('DeleteSamlProviderPayload', {
  fields: (t) => ({ deleted: t.boolean({ description: 'False when the provider did not exist.' }) }),
});

builder.mutationFields((t) => ({
  createSamlProvider: inputMutation(t, {
    type: CreateSamlProviderPayload,
    description: 'Organization admins add a SAML provider.',
    input: CreateSamlProviderInput,
    resolve: async ({ organizationId, ...data }, ctx) => ({
      samlProvider: await createSamlProvider(ctx, organizationId, data),
    }),
  }),
  updateSamlProvider: inputMutation(t, {
    type: UpdateSamlProviderPayload,
    description: 'Organization admins change a SAML provider.',
    input: UpdateSamlProviderInput,
    resolve: async ({ organizationId, samlProviderId, ...data }, ctx) => ({
      samlProvider: await updateSamlProvider(ctx, organizationId, samlProviderId, data),
    }),
  }),
  deleteSamlProvider: inputMutation(t, {
    type: DeleteSamlProviderPayload,
    description: 'Organization admins delete a SAML provider.',
    input: DeleteSamlProviderInput,
    resolve: async (input, ctx) =>
      deletion(
        'SamlProvider',
        input.samlProviderId,
        (await deleteSamlProvider(ctx, input.organizationId, input.samlProviderId)).deleted,
      ),
  }),
}));

// Delete payloads name what they deleted (src/graphql/deletions.ts).
withDeletedId(DeleteSamlProviderPayload);
