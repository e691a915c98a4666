import { builder, type Args } from '../../graphql/builder.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import { OrganizationRef } from '../organizations/types.ts';
import { integrationById, integrationByName, type IntegrationRow } from './loaders.ts';
import {
  getIntegration,
  type IntegrationListFilters,
  INTEGRATION_CATEGORIES,
  INTEGRATION_RUNTIMES,
  INTEGRATION_SCOPES,
  INTEGRATION_TARGETS,
  INTEGRATION_VISIBILITIES,
  integrationOwner,
  integrationPermissions,
  integrationPreviewImages,
  integrationUrls,
  listIntegrations,
  loadVisibleIntegration,
  publishIntegration,
  unpublishIntegration,
} from './service.ts';
import { requireOrgMember } from '../organizations/service.ts';
import type { PageArgs } from '../../graphql/common.ts';

export const IntegrationRef = builder.objectRef<IntegrationRow>('Integration');

/** SCREAMING_CASE GraphQL names for wire values such as `space:content:read` or `visitor-auth`. */
const enumValues = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v.replace(/[^a-zA-Z0-9]+/g, '_').toUpperCase(), { value: v }])) as Record<
    string,
    { value: T }
  >;

export const IntegrationVisibilityEnum = builder.enumType('IntegrationVisibility', {
  description:
    'public: listed for everyone; unlisted: readable by name by anyone, listed only to the owner organization; private: owner organization only.',
  values: enumValues(INTEGRATION_VISIBILITIES),
});
export const IntegrationTargetEnum = builder.enumType('IntegrationTarget', {
  description: 'Where the integration can be installed (ALL: everywhere).',
  values: enumValues(INTEGRATION_TARGETS),
});
export const IntegrationScopeEnum = builder.enumType('IntegrationScope', { values: enumValues(INTEGRATION_SCOPES) });
export const IntegrationCategoryEnum = builder.enumType('IntegrationCategory', {
  values: enumValues(INTEGRATION_CATEGORIES),
});
const IntegrationRuntimeEnum = builder.enumType('IntegrationRuntime', { values: enumValues(INTEGRATION_RUNTIMES) });

const IntegrationExternalLink = builder.simpleObject('IntegrationExternalLink', {
  fields: (t) => ({ url: t.string(), label: t.string() }),
});

const IntegrationUrls = builder.simpleObject('IntegrationUrls', {
  fields: (t) => ({
    location: t.string({ description: 'The integration in the API.' }),
    icon: t.string({ nullable: true, description: 'The icon, served without a token.' }),
    app: t.string(),
    assets: t.string({ description: 'Base URL of the icon and preview images.' }),
    publicEndpoint: t.string({
      description: 'Endpoint of the integration runtime (Quire stores scripts but does not run them).',
    }),
    publicContentEndpoint: t.string(),
  }),
});

const IntegrationPermissions = builder.simpleObject('IntegrationPermissions', {
  fields: (t) => ({
    admin: t.boolean({
      description: "The caller is an admin of the integration's organization (may republish and unpublish).",
    }),
    install: t.boolean({ description: 'The caller is an admin of an organization that can install it.' }),
  }),
});

builder.node(IntegrationRef, {
  description: 'An integration published to the marketplace by an organization.',
  id: { resolve: (i) => i.id },
  loadOne: async (id, ctx) => loadVisibleIntegration(ctx, await integrationById(ctx).load(id)),
  fields: (t) => ({
    object: t.string({ resolve: () => 'integration' }),
    name: t.exposeString('name', { description: 'Unique name (the REST path key).' }),
    version: t.exposeInt('version', { description: 'Incremented on every publish.' }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    summary: t.exposeString('summary', { nullable: true, description: 'Long-form markdown.' }),
    previewImages: t.stringList({
      description: 'URLs of the preview images.',
      resolve: (i, _, ctx) => integrationPreviewImages(ctx, i),
    }),
    target: t.field({
      type: IntegrationTargetEnum,
      resolve: (i) => i.target as typeof IntegrationTargetEnum.$inferType,
    }),
    verified: t.exposeBoolean('verified'),
    visibility: t.field({
      type: IntegrationVisibilityEnum,
      resolve: (i) => i.visibility as typeof IntegrationVisibilityEnum.$inferType,
    }),
    runtime: t.field({
      type: IntegrationRuntimeEnum,
      resolve: (i) => i.runtime as typeof IntegrationRuntimeEnum.$inferType,
    }),
    scopes: t.field({
      type: [IntegrationScopeEnum],
      resolve: (i) => i.scopes as (typeof IntegrationScopeEnum.$inferType)[],
    }),
    categories: t.field({
      type: [IntegrationCategoryEnum],
      resolve: (i) => i.categories as (typeof IntegrationCategoryEnum.$inferType)[],
    }),
    blocks: t.field({
      type: 'JSON',
      description: 'Custom blocks: [{ id, title, description, icon, urlUnfurl, markdown }].',
      resolve: (i) => i.blocks,
    }),
    contentSources: t.field({
      type: 'JSON',
      description: '[{ id, title, description, icon, configuration: { componentId } }].',
      resolve: (i) => i.contentSources,
    }),
    configurations: t.field({
      type: 'JSON',
      description: '{ account, space, site } configuration schemas.',
      resolve: (i) => i.configurations,
    }),
    externalLinks: t.field({
      type: [IntegrationExternalLink],
      resolve: (i) => i.externalLinks as { url: string; label: string }[],
    }),
    contentSecurityPolicy: t.field({
      type: 'JSON',
      nullable: true,
      description: 'A CSP string or a map of directives.',
      resolve: (i) => i.contentSecurityPolicy,
    }),
    ownerId: t.exposeString('organizationId', { description: 'Id of the owner organization.' }),
    owner: t.field({
      type: OrganizationRef,
      description: 'The owner organization (email domains and default content only for its members).',
      resolve: (i, _, ctx) => integrationOwner(ctx, i),
    }),
    urls: t.field({ type: IntegrationUrls, resolve: (i, _, ctx) => integrationUrls(ctx, i) }),
    permissions: t.field({ type: IntegrationPermissions, resolve: (i, _, ctx) => integrationPermissions(ctx, i) }),
    createdAt: t.field({ type: 'DateTime', resolve: (i) => i.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (i) => i.updatedAt, description: 'Last publish.' }),
  }),
});

/** The filters of both integration lists (arguments built by `listArgs`, typed by ListArgs). */
type ListArgs = PageArgs & IntegrationListFilters;

const listArgs = (arg: Args) => ({
  search: arg.string({ description: 'Case-insensitive substring of the name or title (at most 512).' }),
  category: arg({ type: IntegrationCategoryEnum }),
  blockDomain: arg.string({
    description: 'Integrations with a block unfurling URLs of this domain (pattern ^[a-zA-Z0-9-_.]+$, at most 100).',
  }),
  blocks: arg.boolean({ description: 'true: only integrations with blocks; false: only those without.' }),
  contentSources: arg.boolean({
    description: 'true: only integrations with content sources; false: only those without.',
  }),
  scope: arg({ type: IntegrationScopeEnum }),
  target: arg({
    type: IntegrationTargetEnum,
    description: 'Integrations installable on this target (theirs or ALL).',
  }),
});

builder.queryFields((t) => ({
  integrations: t.connection({
    type: IntegrationRef,
    description:
      "Public integrations (no token needed), plus the unlisted and private ones of the caller's organizations, by name.",
    args: { ...listArgs(t.arg), owner: t.arg.string({ description: 'Only those owned by this organization id.' }) },
    resolve: (_, args, ctx) => listIntegrations(ctx, args as ListArgs),
  }),
  integration: t.field({
    nullable: true,
    type: IntegrationRef,
    description:
      'An integration by name: public and unlisted ones for anyone, private ones for the owner organization.',
    args: { name: t.arg.string({ required: true }) },
    resolve: (_, { name }, ctx) => getIntegration(ctx, name),
  }),
}));

builder.objectFields(OrganizationRef, (t) => ({
  integrations: t.connection({
    type: IntegrationRef,
    description: 'Integrations published by the organization (non-guest members).',
    args: listArgs(t.arg),
    resolve: async (org, args, ctx) => {
      await requireOrgMember(ctx, org.id);
      return listIntegrations(ctx, args as ListArgs, org.id);
    },
  }),
}));

// ---------------------------------------------------------------------------------------------
// Mutations

const IntegrationExternalLinkInput = builder.inputType('IntegrationExternalLinkInput', {
  fields: (t) => ({ url: t.string({ required: true }), label: t.string({ required: true }) }),
});

const PublishIntegrationInput = builder.inputType('PublishIntegrationInput', {
  fields: (t) => ({
    integrationName: t.string({ required: true, description: 'Letters, digits, - _ . (at most 100).' }),
    organization: t.id({
      required: true,
      description: 'Id or hostname of the publishing organization (the caller must be an admin).',
    }),
    title: t.string({ required: true, description: '2 to 30 characters.' }),
    description: t.string({ required: true, description: 'At most 100 characters.' }),
    script: t.string({ required: true, description: 'Content of the script (stored, not run).' }),
    scopes: t.field({ type: [IntegrationScopeEnum], required: true }),
    summary: t.string({ description: 'Markdown, at most 2048 characters.' }),
    icon: t.string({ description: 'Base64 PNG, JPEG, GIF, WebP or SVG (1 MiB).' }),
    previewImages: t.stringList({ description: 'At most 3 base64 images.' }),
    visibility: t.field({ type: IntegrationVisibilityEnum }),
    target: t.field({ type: IntegrationTargetEnum, description: 'Absent: ALL.' }),
    categories: t.field({ type: [IntegrationCategoryEnum] }),
    blocks: t.field({ type: 'JSON' }),
    contentSources: t.field({ type: 'JSON' }),
    externalLinks: t.field({ type: [IntegrationExternalLinkInput], description: 'At most 5.' }),
    configurations: t.field({ type: 'JSON' }),
    secrets: t.field({
      type: 'JSON',
      description: 'Map of name to string, stored encrypted and never returned. Absent: kept; {}: removed.',
    }),
    contentSecurityPolicy: t.field({ type: 'JSON', description: 'A CSP string or a map of directives.' }),
    runtime: t.field({ type: IntegrationRuntimeEnum }),
  }),
});

const UnpublishIntegrationInput = builder.inputType('UnpublishIntegrationInput', {
  fields: (t) => ({ integrationName: t.string({ required: true }) }),
});

const PublishIntegrationPayload = builder.simpleObject('PublishIntegrationPayload', {
  fields: (t) => ({ integration: t.field({ type: IntegrationRef }) }),
});

const UnpublishIntegrationPayload = builder.simpleObject('UnpublishIntegrationPayload', {
  fields: (t) => ({ deleted: t.boolean({ description: 'False when there was no such integration.' }) }),
});

builder.mutationFields((t) => ({
  publishIntegration: t.field({
    type: PublishIntegrationPayload,
    description: 'Publishes a new integration, or a new version of one (admins of its organization).',
    errors: {},
    args: { input: t.arg({ type: PublishIntegrationInput, required: true }) },
    resolve: async (_, { input: { integrationName, ...rest } }, ctx) => ({
      integration: await publishIntegration(ctx, integrationName, rest),
    }),
  }),
  unpublishIntegration: t.field({
    type: UnpublishIntegrationPayload,
    description: 'Removes an integration from the marketplace (admins of its organization).',
    errors: {},
    args: { input: t.arg({ type: UnpublishIntegrationInput, required: true }) },
    resolve: async (_, { input }, ctx) => {
      // Unpublished by name; the global id names the row.
      const integration = await integrationByName(ctx).load(input.integrationName);
      const deleted = await unpublishIntegration(ctx, input.integrationName);
      return deletion('Integration', integration?.id ?? '', deleted && !!integration);
    },
  }),
}));

// Delete payloads name what they deleted (src/graphql/deletions.ts).

// Delete payloads name what they deleted (src/graphql/deletions.ts).
withDeletedId(UnpublishIntegrationPayload);
