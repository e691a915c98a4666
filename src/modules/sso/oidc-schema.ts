import type { OidcProvider } from '../../generated/prisma/client.ts';
import { builder, type InputFields } from '../../graphql/builder.ts';
import { MemberRoleEnum } from '../../graphql/common.ts';
import { childList } from '../../graphql/connections.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import { childById, inputMutation, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { url } from '../../request/context.ts';
import { organizationById } from '../organizations/loaders.ts';
import { OrganizationRef } from '../organizations/schema.ts';
import { teamById } from '../teams/loaders.ts';
import { OrganizationTeamRef } from '../teams/schema.ts';
import {
  createOidcProvider,
  deleteOidcProvider,
  getOidcProvider,
  listOidcProviders,
  loadVisibleOidcProvider,
  oidcServiceURLs,
  scopesOf,
  updateOidcProvider,
} from './oidc-service.ts';

const OidcServiceInfo = builder.simpleObject('OidcServiceInfo', {
  description: 'The relying-party side, to configure in the OpenID provider.',
  fields: (t) => ({
    callbackURL: t.string({ description: 'Redirect URI to register with the OpenID provider.' }),
    startURL: t.string({ description: 'Where a sign-in with this provider starts.' }),
  }),
});

const OidcProviderUrls = builder.simpleObject('OidcProviderUrls', {
  description: 'Addresses of an OIDC provider.',
  fields: (t) => ({ location: t.string({ description: 'The provider in the API.' }) }),
});

export const OidcProviderRef = builder.objectRef<OidcProvider>('OidcProvider');

builder.node(OidcProviderRef, {
  description:
    'An OpenID Connect provider of an organization (organization admins only). Its client secret is never answered.',
  id: { resolve: (p) => p.id },
  loadOne: (id, ctx) => loadVisibleOidcProvider(ctx, id),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The provider id used in REST paths.' }),
    object: t.string({ description: 'Always `"oidc-provider"` (REST discriminator).', resolve: () => 'oidc-provider' }),
    label: t.exposeString('label', { description: '1 to 30 characters.' }),
    issuer: t.exposeString('issuer', {
      description: 'Issuer URL of the OpenID provider (discovery at `/.well-known/openid-configuration`).',
    }),
    clientId: t.exposeString('clientId', { description: 'Client id registered with the OpenID provider.' }),
    scopes: t.stringList({
      description: 'Scopes requested at sign-in (`openid` always among them).',
      resolve: (p) => scopesOf(p),
    }),
    groupsClaim: t.exposeString('groupsClaim', { description: 'Claim that lists the groups of the person.' }),
    syncTeams: t.exposeBoolean('syncTeams', {
      description: 'Whether sign-ins keep the team memberships this provider made in line with the groups.',
    }),
    createTeams: t.exposeBoolean('createTeams', {
      description: 'Whether a team is created for a group that matches none (with syncTeams).',
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
    service: t.field({
      description: 'What to configure in the OpenID provider for this provider.',
      type: OidcServiceInfo,
      resolve: (p, _, ctx) => oidcServiceURLs(ctx.config.publicUrl, p.id),
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
      type: OidcProviderUrls,
      resolve: (p, _, ctx) => ({ location: url(ctx, `/v1/orgs/${p.organizationId}/oidc/${p.id}`) }),
    }),
  }),
});

builder.objectFields(OrganizationRef, (t) => ({
  oidcProviders: childList(
    t,
    OidcProviderRef,
    'OpenID Connect providers, oldest first (organization admins only).',
    listOidcProviders,
  ),
  oidcProvider: childById(
    t,
    OidcProviderRef,
    'An OpenID Connect provider of the organization (404 when absent).',
    { name: 'oidcProviderId', what: 'OIDC provider' },
    getOidcProvider,
  ),
}));

const providerFields = (t: InputFields) => ({
  scopes: t.stringList({ description: 'Scopes to request (at most 30); null: `openid email profile`.' }),
  defaultTeam: t.id(idOf({ description: 'Id of a team of the organization; null clears it.' })),
  defaultRole: t.field({ type: MemberRoleEnum, description: 'null for guests.' }),
  groupsClaim: t.string({ description: 'Claim that lists the groups (max 200); null: `groups`.' }),
  syncTeams: t.boolean({ description: 'Keep the memberships this provider made in line with the groups.' }),
  createTeams: t.boolean({ description: 'Create a team for a group that matches none (with syncTeams).' }),
});

const CreateOidcProviderInput = builder.inputType('CreateOidcProviderInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    label: t.string({ required: true, description: '1 to 30 characters.' }),
    issuer: t.string({ required: true, description: 'Issuer URL (http or https, max 2048).' }),
    clientId: t.string({ required: true, description: 'Client id registered with the provider (max 1024).' }),
    clientSecret: t.string({
      required: true,
      description: 'Client secret (max 4096): stored encrypted, never answered.',
    }),
    ...providerFields(t),
  }),
});
const UpdateOidcProviderInput = builder.inputType('UpdateOidcProviderInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    oidcProviderId: pathId(t, 'OIDC provider'),
    label: t.string({ description: '1 to 30 characters.' }),
    issuer: t.string({ description: 'Issuer URL (http or https, max 2048).' }),
    clientId: t.string({ description: 'Client id registered with the provider (max 1024).' }),
    clientSecret: t.string({ description: 'New client secret (max 4096); absent: kept.' }),
    ...providerFields(t),
  }),
});
const DeleteOidcProviderInput = builder.inputType('DeleteOidcProviderInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    oidcProviderId: pathId(t, 'OIDC provider'),
  }),
});

const payload = (name: string) =>
  builder.simpleObject(name, {
    fields: (t) => ({
      oidcProvider: t.field({ type: OidcProviderRef, description: 'The provider after the change.' }),
    }),
  });
const CreateOidcProviderPayload = payload('CreateOidcProviderPayload');
const UpdateOidcProviderPayload = payload('UpdateOidcProviderPayload');
const DeleteOidcProviderPayload = builder.simpleObject('DeleteOidcProviderPayload', {
  fields: (t) => ({ deleted: t.boolean({ description: 'False when the provider did not exist.' }) }),
});

builder.mutationFields((t) => ({
  createOidcProvider: inputMutation(t, {
    type: CreateOidcProviderPayload,
    description: 'Organization admins add an OpenID Connect provider.',
    input: CreateOidcProviderInput,
    resolve: async ({ organizationId, ...data }, ctx) => ({
      oidcProvider: await createOidcProvider(ctx, organizationId, data),
    }),
  }),
  updateOidcProvider: inputMutation(t, {
    type: UpdateOidcProviderPayload,
    description: 'Organization admins change an OpenID Connect provider.',
    input: UpdateOidcProviderInput,
    resolve: async ({ organizationId, oidcProviderId, ...data }, ctx) => ({
      oidcProvider: await updateOidcProvider(ctx, organizationId, oidcProviderId, data),
    }),
  }),
  deleteOidcProvider: inputMutation(t, {
    type: DeleteOidcProviderPayload,
    description: 'Organization admins delete an OpenID Connect provider.',
    input: DeleteOidcProviderInput,
    resolve: async (input, ctx) =>
      deletion(
        'OidcProvider',
        input.oidcProviderId,
        (await deleteOidcProvider(ctx, input.organizationId, input.oidcProviderId)).deleted,
      ),
  }),
}));

// Delete payloads name what they deleted (src/graphql/deletions.ts).
withDeletedId(DeleteOidcProviderPayload);
