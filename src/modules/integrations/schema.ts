import { type Args, builder } from '../../graphql/builder.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { enumColumn, enumListColumn, inputMutation } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import type { PageArgs } from '../../request/pagination.ts';
import { OrganizationRef } from '../organizations/schema.ts';
import { requireOrgMember } from '../organizations/service.ts';
import { type IntegrationRow, integrationById, integrationByName } from './loaders.ts';
import {
  getIntegration,
  type INTEGRATION_CATEGORIES,
  type INTEGRATION_RUNTIMES,
  type INTEGRATION_SCOPES,
  type INTEGRATION_TARGETS,
  type INTEGRATION_VISIBILITIES,
  type IntegrationListFilters,
  integrationOwner,
  integrationPermissions,
  integrationPreviewImages,
  integrationUrls,
  listIntegrations,
  loadVisibleIntegration,
  publishIntegration,
  unpublishIntegration,
} from './service.ts';

export const IntegrationVisibilityEnum = describedEnum(
  'IntegrationVisibility',
  'public: listed for everyone; unlisted: readable by name by anyone, listed only to the owner organization; private: owner organization only.',
  {
    public: 'Listed for everyone.',
    private: 'Owner organization only.',
    unlisted: 'Readable by name by anyone; listed only to the owner organization.',
  } satisfies Record<(typeof INTEGRATION_VISIBILITIES)[number], string>,
);
export const IntegrationTargetEnum = describedEnum(
  'IntegrationTarget',
  'Where the integration can be installed (ALL: everywhere).',
  {
    all: 'Organizations, spaces and sites.',
    site: 'Sites.',
    space: 'Spaces.',
    organization: 'Organizations.',
  } satisfies Record<(typeof INTEGRATION_TARGETS)[number], string>,
);
export const IntegrationScopeEnum = describedEnum(
  'IntegrationScope',
  'A permission an integration asks for where it is installed (REST: the wire value, e.g. `space:content:read`).',
  {
    'space:content:read': 'Read the content of spaces.',
    'space:content:write': 'Change the content of spaces.',
    'space:metadata:read': 'Read the settings of spaces.',
    'space:metadata:write': 'Change the settings of spaces.',
    'space:views:read': 'Read the page views of spaces.',
    'space:git:sync': 'Synchronize spaces with a Git repository.',
    'page:feedback:read': 'Read the feedback left on pages.',
    'site:metadata:read': 'Read the settings of sites.',
    'site:views:read': 'Read the page views of sites.',
    'site:script:inject': 'Inject a script in published sites.',
    'site:script:cookies': 'Set cookies from the injected script.',
    'site:visitor:auth': 'Authenticate the visitors of sites.',
    'site:visitor:claims': 'Provide claims about the visitors of sites.',
    'site:adaptive:read': 'Read the adaptive content schema of sites.',
    'site:adaptive:write': 'Change the adaptive content schema of sites.',
    'conversations:ingest': 'Send conversations to be ingested.',
    'openapi:read': 'Read OpenAPI specifications.',
    'openapi:write': 'Change OpenAPI specifications.',
  } satisfies Record<(typeof INTEGRATION_SCOPES)[number], string>,
);
export const IntegrationCategoryEnum = describedEnum('IntegrationCategory', 'Marketplace category of an integration.', {
  analytics: 'Analytics.',
  collaboration: 'Collaboration.',
  content: 'Content.',
  gitsync: 'Git synchronization.',
  marketing: 'Marketing.',
  'visitor-auth': 'Visitor authentication.',
  other: 'Other.',
} satisfies Record<(typeof INTEGRATION_CATEGORIES)[number], string>);
const IntegrationRuntimeEnum = describedEnum(
  'IntegrationRuntime',
  'Version of the runtime the integration script is written for (scripts are stored, not run).',
  {
    v1: 'Runtime version 1.',
    v2: 'Runtime version 2.',
  } satisfies Record<(typeof INTEGRATION_RUNTIMES)[number], string>,
);

const IntegrationExternalLink = builder.simpleObject('IntegrationExternalLink', {
  description: 'A link shown with the integration.',
  fields: (t) => ({
    url: t.string({ description: 'The URL.' }),
    label: t.string({ description: 'Text of the link.' }),
  }),
});

const IntegrationUrls = builder.simpleObject('IntegrationUrls', {
  description: 'Addresses of an integration.',
  fields: (t) => ({
    location: t.string({ description: 'The integration in the API.' }),
    icon: t.string({ nullable: true, description: 'The icon, served without a token.' }),
    app: t.string({ description: 'URL of the integration in the app.' }),
    assets: t.string({ description: 'Base URL of the icon and preview images.' }),
    publicEndpoint: t.string({
      description: 'Endpoint of the integration runtime (Quire stores scripts but does not run them).',
    }),
    publicContentEndpoint: t.string({
      description: "REST URL of the integration's public content (`/v1/integrations/{name}/integration`).",
    }),
  }),
});

const IntegrationPermissions = builder.simpleObject('IntegrationPermissions', {
  description: 'What the caller may do with the integration.',
  fields: (t) => ({
    admin: t.boolean({
      description: "The caller is an admin of the integration's organization (may republish and unpublish).",
    }),
    install: t.boolean({ description: 'The caller is an admin of an organization that can install it.' }),
  }),
});

interface BlockShape {
  id: string;
  title: string;
  description?: string;
  icon?: string;
  urlUnfurl?: string[];
  markdown?: { codeblock: string; body: string };
}
interface ContentSourceShape {
  id: string;
  title: string;
  description?: string;
  icon?: string;
  configuration: { componentId: string };
}

const IntegrationBlockMarkdown = builder.simpleObject('IntegrationBlockMarkdown', {
  description: 'How a block is written in markdown: a fenced code block.',
  fields: (t) => ({
    codeblock: t.string({ description: 'Language tag of the code block (1 to 100 characters).' }),
    body: t.string({ description: 'Property of the block that holds the code block body (1 to 100 characters).' }),
  }),
});

const IntegrationBlock = builder.objectRef<BlockShape>('IntegrationBlock').implement({
  description: 'A custom block an integration provides to pages.',
  fields: (t) => ({
    key: t.exposeString('id', { description: 'Id of the block in the integration (REST `id`), 1 to 100 characters.' }),
    title: t.exposeString('title', { description: 'Title (2 to 40 characters).' }),
    description: t.string({
      nullable: true,
      description: 'Description (at most 150 characters); null when none.',
      resolve: (b) => b.description ?? null,
    }),
    icon: t.string({ nullable: true, description: 'URL of the icon; null when none.', resolve: (b) => b.icon ?? null }),
    urlUnfurl: t.stringList({
      nullable: true,
      description: 'URL patterns the block unfurls (at most 50); null when none.',
      resolve: (b) => b.urlUnfurl ?? null,
    }),
    markdown: t.field({
      type: IntegrationBlockMarkdown,
      nullable: true,
      description: 'How the block is written in markdown; null when it has no markdown form.',
      resolve: (b) => b.markdown ?? null,
    }),
  }),
});

const IntegrationContentSourceConfiguration = builder.simpleObject('IntegrationContentSourceConfiguration', {
  description: 'The component that configures a content source.',
  fields: (t) => ({ componentId: t.string({ description: 'Id of the component (1 to 100 characters).' }) }),
});

const IntegrationContentSource = builder.objectRef<ContentSourceShape>('IntegrationContentSource').implement({
  description: 'A source of computed content an integration provides.',
  fields: (t) => ({
    key: t.exposeString('id', {
      description: 'Id of the content source in the integration (REST `id`), 1 to 100 characters.',
    }),
    title: t.exposeString('title', { description: 'Title (2 to 40 characters).' }),
    description: t.string({
      nullable: true,
      description: 'Description (at most 150 characters); null when none.',
      resolve: (s) => s.description ?? null,
    }),
    icon: t.string({ nullable: true, description: 'URL of the icon; null when none.', resolve: (s) => s.icon ?? null }),
    configuration: t.expose('configuration', {
      type: IntegrationContentSourceConfiguration,
      description: 'The component that configures it.',
    }),
  }),
});

export const IntegrationRef = builder.objectRef<IntegrationRow>('Integration');

builder.node(IntegrationRef, {
  description: 'An integration published to the marketplace by an organization.',
  id: { resolve: (i) => i.id },
  loadOne: async (id, ctx) => loadVisibleIntegration(ctx, await integrationById(ctx).load(id)),
  fields: (t) => ({
    object: t.string({ description: 'Always `"integration"` (REST discriminator).', resolve: () => 'integration' }),
    name: t.exposeString('name', { description: 'Unique name (the REST path key).' }),
    version: t.exposeInt('version', { description: 'Incremented on every publish.' }),
    title: t.exposeString('title', { description: 'Title (2 to 30 characters).' }),
    description: t.exposeString('description', { description: 'Short description (at most 100 characters).' }),
    summary: t.exposeString('summary', { nullable: true, description: 'Long-form markdown.' }),
    previewImages: t.stringList({
      description: 'URLs of the preview images.',
      resolve: (i, _, ctx) => integrationPreviewImages(ctx, i),
    }),
    target: enumColumn(t, 'target', IntegrationTargetEnum, 'Where it can be installed.'),
    verified: t.exposeBoolean('verified', { description: 'Whether the integration is verified by the platform.' }),
    visibility: enumColumn(t, 'visibility', IntegrationVisibilityEnum, 'Who can see it.'),
    runtime: enumColumn(t, 'runtime', IntegrationRuntimeEnum, 'Version of the runtime of its script.'),
    scopes: enumListColumn(t, 'scopes', IntegrationScopeEnum, 'Permissions it asks for where it is installed.'),
    categories: enumListColumn(t, 'categories', IntegrationCategoryEnum, 'Marketplace categories.'),
    blocks: t.field({
      type: [IntegrationBlock],
      description: 'Custom blocks the integration provides (at most 50).',
      // Stored as validated by publishIntegration (zod drops unknown keys).
      resolve: (i) => i.blocks as unknown as BlockShape[],
    }),
    contentSources: t.field({
      type: [IntegrationContentSource],
      description: 'Sources of computed content the integration provides (at most 50).',
      resolve: (i) => i.contentSources as unknown as ContentSourceShape[],
    }),
    configurations: t.expose('configurations', {
      type: 'JSON',
      description: '{ account, space, site } configuration schemas.',
    }),
    externalLinks: t.field({
      description: 'Links shown with the integration (at most 5).',
      type: [IntegrationExternalLink],
      resolve: (i) => i.externalLinks as { url: string; label: string }[],
    }),
    contentSecurityPolicy: t.expose('contentSecurityPolicy', {
      type: 'JSON',
      nullable: true,
      description: 'A CSP string or a map of directives.',
    }),
    ownerId: t.exposeString('organizationId', { description: 'Id of the owner organization.' }),
    owner: t.field({
      type: OrganizationRef,
      description: 'The owner organization (email domains and default content only for its members).',
      resolve: (i, _, ctx) => integrationOwner(ctx, i),
    }),
    urls: t.field({
      description: 'Addresses of the integration.',
      type: IntegrationUrls,
      resolve: (i, _, ctx) => integrationUrls(ctx, i),
    }),
    permissions: t.field({
      description: 'What the caller may do with it.',
      type: IntegrationPermissions,
      resolve: (i, _, ctx) => integrationPermissions(ctx, i),
    }),
    createdAt: t.expose('createdAt', { description: 'When it was first published.', type: 'DateTime' }),
    updatedAt: t.field({ type: 'DateTime', resolve: (i) => i.updatedAt, description: 'Last publish.' }),
  }),
});

/** The filters of both integration lists (arguments built by `listArgs`, typed by ListArgs). */
type ListArgs = PageArgs & IntegrationListFilters;

const listArgs = (arg: Args) => ({
  search: arg.string({ description: 'Case-insensitive substring of the name or title (at most 512).' }),
  category: arg({ description: 'Only integrations in this category.', type: IntegrationCategoryEnum }),
  blockDomain: arg.string({
    description: 'Integrations with a block unfurling URLs of this domain (pattern ^[a-zA-Z0-9-_.]+$, at most 100).',
  }),
  blocks: arg.boolean({ description: 'true: only integrations with blocks; false: only those without.' }),
  contentSources: arg.boolean({
    description: 'true: only integrations with content sources; false: only those without.',
  }),
  scope: arg({ description: 'Only integrations asking for this scope.', type: IntegrationScopeEnum }),
  target: arg({
    type: IntegrationTargetEnum,
    description: 'Integrations installable on this target (theirs or ALL).',
  }),
});

builder.queryFields((t) => ({
  integrations: t.connection(
    {
      type: IntegrationRef,
      description:
        "Public integrations (for any authenticated caller), plus the unlisted and private ones of the caller's organizations, by name.",
      args: { ...listArgs(t.arg), owner: t.arg.string({ description: 'Only those owned by this organization id.' }) },
      resolve: (_, args, ctx) => listIntegrations(ctx, args as ListArgs),
    },
    connectionOf(IntegrationRef),
  ),
  integration: t.field({
    nullable: true,
    type: IntegrationRef,
    description:
      'An integration by name: public and unlisted ones for anyone, private ones for the owner organization.',
    args: { name: t.arg.string({ description: 'Unique name of the integration.', required: true }) },
    resolve: (_, { name }, ctx) => getIntegration(ctx, name),
  }),
}));

builder.objectFields(OrganizationRef, (t) => ({
  integrations: t.connection(
    {
      type: IntegrationRef,
      description: 'Integrations published by the organization (non-guest members).',
      args: listArgs(t.arg),
      resolve: async (org, args, ctx) => {
        await requireOrgMember(ctx, org.id);
        return listIntegrations(ctx, args as ListArgs, org.id);
      },
    },
    connectionOf(IntegrationRef),
  ),
}));

// ---------------------------------------------------------------------------------------------
// Mutations

const IntegrationExternalLinkInput = builder.inputType('IntegrationExternalLinkInput', {
  description: 'A link shown with the integration.',
  fields: (t) => ({
    url: t.string({ description: 'The URL (http or https).', required: true }),
    label: t.string({ description: 'Text of the link.', required: true }),
  }),
});

const PublishIntegrationInput = builder.inputType('PublishIntegrationInput', {
  fields: (t) => ({
    integrationName: t.string({ required: true, description: 'Letters, digits, - _ . (at most 100).' }),
    organization: t.id(
      idOf({
        required: true,
        description: 'Id or hostname of the publishing organization (the caller must be an admin).',
      }),
    ),
    title: t.string({ required: true, description: '2 to 30 characters.' }),
    description: t.string({ required: true, description: 'At most 100 characters.' }),
    script: t.string({ required: true, description: 'Content of the script (stored, not run).' }),
    scopes: t.field({
      description: 'Permissions it asks for where it is installed.',
      type: [IntegrationScopeEnum],
      required: true,
    }),
    summary: t.string({ description: 'Markdown, at most 2048 characters.' }),
    icon: t.string({ description: 'Base64 PNG, JPEG, GIF, WebP or SVG (1 MiB).' }),
    previewImages: t.stringList({ description: 'At most 3 base64 images.' }),
    visibility: t.field({ description: 'Who can see it; absent: PUBLIC.', type: IntegrationVisibilityEnum }),
    target: t.field({ type: IntegrationTargetEnum, description: 'Absent: ALL.' }),
    categories: t.field({ description: 'Marketplace categories.', type: [IntegrationCategoryEnum] }),
    blocks: t.field({
      description:
        'Custom blocks (at most 50): `[{ id, title, description?, icon?, urlUnfurl?, markdown?: { codeblock, body } }]`.',
      type: 'JSON',
    }),
    contentSources: t.field({
      description:
        'Content sources (at most 50): `[{ id, title, description?, icon?, configuration: { componentId } }]`.',
      type: 'JSON',
    }),
    externalLinks: t.field({ type: [IntegrationExternalLinkInput], description: 'At most 5.' }),
    configurations: t.field({
      description:
        'Configuration schemas: `{ account?, space?, site? }`, each a JSON Schema object with `properties` (string, number, boolean or button).',
      type: 'JSON',
    }),
    secrets: t.field({
      type: 'JSON',
      description: 'Map of name to string, stored encrypted and never returned. Absent: kept; {}: removed.',
    }),
    contentSecurityPolicy: t.field({ type: 'JSON', description: 'A CSP string or a map of directives.' }),
    runtime: t.field({
      description: 'Version of the runtime of the script; absent: V1.',
      type: IntegrationRuntimeEnum,
    }),
  }),
});

const UnpublishIntegrationInput = builder.inputType('UnpublishIntegrationInput', {
  fields: (t) => ({
    integrationName: t.string({ description: 'Name of the integration (REST: path parameter).', required: true }),
  }),
});

const PublishIntegrationPayload = builder.simpleObject('PublishIntegrationPayload', {
  fields: (t) => ({ integration: t.field({ description: 'The published integration.', type: IntegrationRef }) }),
});

const UnpublishIntegrationPayload = builder.simpleObject('UnpublishIntegrationPayload', {
  fields: (t) => ({ deleted: t.boolean({ description: 'False when there was no such integration.' }) }),
});

builder.mutationFields((t) => ({
  publishIntegration: inputMutation(t, {
    type: PublishIntegrationPayload,
    description: 'Publishes a new integration, or a new version of one (admins of its organization).',
    input: PublishIntegrationInput,
    resolve: async ({ integrationName, ...rest }, ctx) => ({
      integration: await publishIntegration(ctx, integrationName, rest),
    }),
  }),
  unpublishIntegration: inputMutation(t, {
    type: UnpublishIntegrationPayload,
    description: 'Removes an integration from the marketplace (admins of its organization).',
    input: UnpublishIntegrationInput,
    resolve: async (input, ctx) => {
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
