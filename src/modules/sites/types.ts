import type { Site, SiteSection, SiteSectionGroup, SiteShareKey, SiteSpace } from '../../generated/prisma/client.ts';
import { builder, type SimpleObjectFields } from '../../graphql/builder.ts';
import { ContentLevelEnum, url } from '../../graphql/common.ts';
import type { Context } from '../../graphql/context.ts';
import { OrganizationRef } from '../organizations/types.ts';
import { organizationById } from '../organizations/loaders.ts';
import { SpaceRef } from '../spaces/types.ts';
import { spaceById } from '../spaces/loaders.ts';
import { groupById, sectionById, siteById, siteSpaceById, siteSpaceCount } from './loaders.ts';
import {
  adaptiveSchemaOf,
  createShareKey,
  createSite,
  deleteSite,
  getAdaptiveSchema,
  getSite,
  listShareKeys,
  listSites,
  publishedUrl,
  requireSiteReader,
  revokeShareKey,
  rotateVisitorKey,
  setPublished,
  siteFeatures,
  sitePermissions,
  siteProxy,
  siteRole,
  siteUrls,
  updateAdaptiveSchema,
  updateSite,
} from './service.ts';
import { addSection, deleteSection, listSections, moveSection, updateSection } from './sections.ts';
import {
  addGroup,
  addSectionToGroup,
  deleteGroup,
  listGroups,
  moveGroup,
  removeSectionFromGroup,
  updateGroup,
} from './groups.ts';
import {
  addSiteSpace,
  deleteSiteSpace,
  isDefaultSiteSpace,
  listSiteSpaces,
  moveSiteSpace,
  updateSiteSpace,
} from './site-spaces.ts';
import {
  publishedSite,
  type PublishedGroup,
  type PublishedSection,
  type PublishedSite,
  type PublishedSiteSpace,
} from './published.ts';
import { loadTree, type SiteTree } from './structure.ts';
import { atLeast } from '../../auth/roles.ts';
import { paginateArray } from '../../graphql/common.ts';

// Backing objects: rows, or rows of the published view carrying what the visitor sees.
type SectionObject = SiteSection & { published?: PublishedSection['published'] };
type GroupObject = SiteSectionGroup & { published?: PublishedGroup['published'] };
type SiteSpaceObject = SiteSpace & { published?: PublishedSiteSpace['published'] };

export const SiteRef = builder.objectRef<Site>('Site');
export const SiteSectionRef = builder.objectRef<SectionObject>('SiteSection');
export const SiteSectionGroupRef = builder.objectRef<GroupObject>('SiteSectionGroup');
export const SiteSpaceRef = builder.objectRef<SiteSpaceObject>('SiteSpace');
const PublishedSiteRef = builder.objectRef<PublishedSite>('PublishedSite');
const SiteShareKeyRef = builder.objectRef<SiteShareKey>('SiteShareKey');

export const SiteTypeEnum = builder.enumType('SiteType', {
  values: {
    BASIC: { value: 'basic' },
    PREMIUM: { value: 'premium' },
    ULTIMATE: { value: 'ultimate' },
    SPONSORED: { value: 'sponsored' },
    LEGACY_BASIC: { value: 'legacy-basic' },
    LEGACY_PREMIUM: { value: 'legacy-premium' },
  } as const,
});

export const SiteVisibilityEnum = builder.enumType('SiteVisibility', {
  description: 'The audience of a published site.',
  values: {
    PUBLIC: { value: 'public', description: 'Anyone; indexed by search engines.' },
    UNLISTED: { value: 'unlisted', description: 'Anyone; not indexed by search engines.' },
    SHARE_LINK: { value: 'share-link', description: 'Anyone with one of the site’s share keys.' },
    VISITOR_AUTH: {
      value: 'visitor-auth',
      description: 'Anyone with a visitor JWT signed with the site’s visitor key.',
    },
  } as const,
});

const SiteUrls = builder.simpleObject('SiteUrls', {
  fields: (t) => ({
    location: t.string({ description: 'The site in the API.' }),
    app: t.string({ description: 'The site in the application.' }),
    preview: t.string({ description: 'The preview of the site.' }),
    published: t.string({
      nullable: true,
      description:
        'The published site; only while published. With a valid share key of a share-link site, it carries it.',
    }),
  }),
});

const PublishedUrls = builder.simpleObject('SitePublishedUrls', {
  fields: (t) => ({ published: t.string({ nullable: true, description: 'Only while the site is published.' }) }),
});

const SiteProxy = builder.simpleObject('SiteProxy', {
  fields: (t) => ({
    origin: t.string({ description: 'Where the site is served, e.g. example.com/docs.' }),
    target: t.string({ description: 'Where the requests at the origin are proxied to.' }),
  }),
});

const SiteAdaptiveContent = builder.simpleObject('SiteAdaptiveContent', {
  fields: (t) => ({ enabled: t.boolean({ description: 'Whether conditions decide what each visitor sees.' }) }),
});

const SiteFeature = builder.simpleObject('SiteFeature', {
  description: 'A premium feature of the site and the plan it belongs to.',
  fields: (t) => ({
    id: t.string(),
    plan: t.field({ type: SiteTypeEnum }),
    frozen: t.boolean({ description: 'Enabled but cannot be changed.' }),
  }),
});

const SitePermissions = builder.simpleObject('SitePermissions', {
  fields: (t) => ({
    view: t.boolean(),
    access: t.boolean(),
    edit: t.boolean(),
    create: t.boolean({ description: 'Can manage the structure of the site (sections, groups, site spaces).' }),
    admin: t.boolean({ description: 'Can change the settings, publish and delete the site.' }),
    installIntegration: t.boolean(),
    viewAdaptiveSchema: t.boolean(),
    editAdaptiveSchema: t.boolean(),
  }),
});

export const SiteAdaptiveSchema = builder.simpleObject('SiteAdaptiveSchema', {
  description: 'The JSON Schema (draft-07) of the claims expected from a visitor.',
  fields: (t) => ({
    object: t.string(),
    jsonSchema: t.field({ type: 'JSON' }),
    updatedAt: t.field({ type: 'DateTime' }),
  }),
});

builder.objectType(SiteShareKeyRef, {
  description: 'A share key of a share-link site (the secret itself is shown only when created).',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (k) => k.createdAt }),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
const SHARE_KEY_ARG = 'A share key of a share-link site: published URLs then carry it.';

async function treeOf(ctx: Context, siteId: string): Promise<SiteTree> {
  const site = await siteById(ctx).load(siteId);
  if (!site) throw new Error(`Site ${siteId} vanished`);
  return loadTree(ctx, site);
}

async function siteOf(ctx: Context, siteId: string): Promise<Site> {
  const site = await siteById(ctx).load(siteId);
  if (!site) throw new Error(`Site ${siteId} vanished`);
  return site;
}

/** A node by global id: members of the site's organization only. */
async function readable<T extends { siteId: string }>(ctx: Context, row: T | null): Promise<T | null> {
  if (!row) return null;
  const site = await siteById(ctx).load(row.siteId);
  return site && atLeast(await siteRole(ctx, site), 'read') ? row : null;
}

// ---------------------------------------------------------------------------------------------
// Site

builder.node(SiteRef, {
  description:
    'A docs site: publishes spaces of an organization, arranged in sections, section groups and site spaces.',
  id: { resolve: (s) => s.id },
  loadOne: async (id, ctx) => {
    const site = await siteById(ctx).load(id);
    return site && atLeast(await siteRole(ctx, site), 'read') ? site : null;
  },
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The site id used in REST paths.' }),
    object: t.string({ resolve: () => 'site' }),
    type: t.field({ type: SiteTypeEnum, resolve: (s) => s.type as typeof SiteTypeEnum.$inferType }),
    appliedType: t.field({
      type: SiteTypeEnum,
      description: 'The type in effect (the same as type).',
      resolve: (s) => s.type as typeof SiteTypeEnum.$inferType,
    }),
    title: t.exposeString('title', { description: '2 to 128 characters.' }),
    hostname: t.exposeString('hostname', {
      nullable: true,
      description: 'Custom hostname: a lowercase DNS name with at least three labels.',
    }),
    basename: t.exposeString('basename', { nullable: true, description: '1 to 100 characters.' }),
    proxy: t.field({ type: SiteProxy, nullable: true, resolve: (s, _, ctx) => siteProxy(ctx, s) }),
    visibility: t.field({
      type: SiteVisibilityEnum,
      resolve: (s) => s.visibility as typeof SiteVisibilityEnum.$inferType,
    }),
    defaultLevel: t.field({
      type: ContentLevelEnum,
      description: 'Sites have no level of their own: members act with their organization role.',
      resolve: () => 'inherit' as const,
    }),
    permissions: t.field({
      type: SitePermissions,
      resolve: async (s, _, ctx) => sitePermissions(await siteRole(ctx, s)),
    }),
    published: t.exposeBoolean('published', {
      description: 'Whether the site is live for the audience of its visibility.',
    }),
    siteSpaceCount: t.int({
      description: 'Number of site spaces (REST `siteSpaces`).',
      resolve: (s, _, ctx) => siteSpaceCount(ctx).load(s.id),
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (s) => s.updatedAt }),
    adaptiveContent: t.field({ type: SiteAdaptiveContent, resolve: (s) => ({ enabled: s.adaptiveContent }) }),
    features: t.field({ type: [SiteFeature], resolve: (s) => siteFeatures(s.type) }),
    urls: t.field({
      type: SiteUrls,
      args: { shareKey: t.arg.string({ description: SHARE_KEY_ARG }) },
      resolve: (s, args, ctx) => siteUrls(ctx, s, args.shareKey),
    }),
    organizationId: t.exposeString('organizationId', { description: 'Id of the owning organization.' }),
    organization: t.field({
      type: OrganizationRef,
      resolve: async (s, _, ctx) => (await organizationById(ctx).load(s.organizationId))!,
    }),
    sections: t.connection({
      type: SiteSectionRef,
      description: 'Sections in structure order (groups expanded in place).',
      resolve: async (s, args, ctx) => {
        await requireSiteReader(ctx, s);
        return paginateArray(args, (await loadTree(ctx, s)).sections);
      },
    }),
    sectionGroups: t.connection({
      type: SiteSectionGroupRef,
      description: 'Section groups in structure order.',
      resolve: async (s, args, ctx) => {
        await requireSiteReader(ctx, s);
        return paginateArray(args, (await loadTree(ctx, s)).groups);
      },
    }),
    siteSpaces: t.connection({
      type: SiteSpaceRef,
      description: 'Site spaces in structure order.',
      args: {
        default: t.arg.boolean({
          description: 'true: only the default site space of each section; false: only the others.',
        }),
      },
      resolve: async (s, { default: isDefault, ...args }, ctx) => {
        await requireSiteReader(ctx, s);
        const tree = await loadTree(ctx, s);
        return paginateArray(
          args,
          isDefault == null
            ? tree.siteSpaces
            : tree.siteSpaces.filter((x) => isDefaultSiteSpace(tree, x) === isDefault),
        );
      },
    }),
    structure: t.field({
      type: [SiteStructureItem],
      description:
        'The root of the structure: sections and section groups in order; the site spaces of a site without sections.',
      resolve: async (s, _, ctx) => {
        await requireSiteReader(ctx, s);
        const tree = await loadTree(ctx, s);
        if (!tree.sections.length)
          return (tree.siteSpacesOf.get('') ?? []).map((x) => ({ __kind: 'site-space' as const, ...x }));
        return tree.roots.map((r) =>
          r.kind === 'site-section'
            ? { __kind: 'site-section' as const, ...r.section }
            : { __kind: 'site-section-group' as const, ...r.group },
        );
      },
    }),
    adaptiveSchema: t.field({
      type: SiteAdaptiveSchema,
      resolve: async (s, _, ctx) => {
        await requireSiteReader(ctx, s);
        return adaptiveSchemaOf(s);
      },
    }),
    shareKeys: t.field({
      type: [SiteShareKeyRef],
      description: 'Share keys (admins).',
      resolve: (s, _, ctx) => listShareKeys(ctx, s),
    }),
    visitorKey: t.string({
      nullable: true,
      description: 'The HS256 key that signs visitor JWTs for this site (admins; null for others).',
      resolve: async (s, _, ctx) => (atLeast(await siteRole(ctx, s), 'admin') ? s.visitorKey : null),
    }),
  }),
});

// ---------------------------------------------------------------------------------------------
// Structure

const SiteStructureItem = builder.unionType('SiteStructureItem', {
  types: [SiteSectionRef, SiteSectionGroupRef, SiteSpaceRef],
  resolveType: (item: { __kind?: string }) =>
    item.__kind === 'site-section'
      ? 'SiteSection'
      : item.__kind === 'site-section-group'
        ? 'SiteSectionGroup'
        : 'SiteSpace',
});

builder.node(SiteSectionRef, {
  description: 'A section of a site, at the root or in a group, with its site spaces (variants).',
  id: { resolve: (s) => s.id },
  loadOne: async (id, ctx) => readable(ctx, await sectionById(ctx).load(id)),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The section id used in REST paths.' }),
    object: t.string({ resolve: () => 'site-section' }),
    title: t.exposeString('title', { description: '2 to 128 characters.' }),
    description: t.exposeString('description', { nullable: true, description: 'At most 256 characters.' }),
    icon: t.exposeString('icon', { nullable: true, description: 'Icon name, at most 50 characters.' }),
    default: t.boolean({
      description: 'Whether this is the default section of the site.',
      resolve: async (s, _, ctx) => s.published?.default ?? (await treeOf(ctx, s.siteId)).defaultSectionId === s.id,
    }),
    draft: t.boolean({ description: 'Drafts are not supported: always false.', resolve: () => false }),
    path: t.exposeString('path', { description: '1 to 100 characters, unique in the site.' }),
    condition: t.exposeString('condition', {
      nullable: true,
      description: 'Expression over visitor.claims deciding whether a visitor sees the section.',
    }),
    sectionGroupId: t.exposeString('groupId', {
      nullable: true,
      description: 'Id of its section group (REST `sectionGroup`).',
    }),
    sectionGroup: t.field({
      type: SiteSectionGroupRef,
      nullable: true,
      resolve: (s, _, ctx) => (s.groupId ? groupById(ctx).load(s.groupId) : null),
    }),
    siteSpaces: t.field({
      type: [SiteSpaceRef],
      description: 'Its site spaces in order (in the published view: those the visitor sees).',
      resolve: async (s, _, ctx) => {
        if (s.published) return s.published.siteSpaces;
        const site = await siteOf(ctx, s.siteId);
        await requireSiteReader(ctx, site);
        return (await loadTree(ctx, site)).siteSpacesOf.get(s.id) ?? [];
      },
    }),
    urls: t.field({
      type: PublishedUrls,
      args: { shareKey: t.arg.string({ description: SHARE_KEY_ARG }) },
      resolve: async (s, args, ctx) => {
        const site = await siteOf(ctx, s.siteId);
        const isDefault = s.published?.default ?? (await loadTree(ctx, site)).defaultSectionId === s.id;
        return { published: await publishedUrl(ctx, site, isDefault ? [] : [s.path], args.shareKey) };
      },
    }),
    siteId: t.exposeString('siteId'),
    site: t.field({ type: SiteRef, resolve: (s, _, ctx) => siteOf(ctx, s.siteId) }),
  }),
});

builder.node(SiteSectionGroupRef, {
  description: 'A group of sections at the root of a site.',
  id: { resolve: (g) => g.id },
  loadOne: async (id, ctx) => readable(ctx, await groupById(ctx).load(id)),
  fields: (t) => {
    const sections = async (g: GroupObject, ctx: Context): Promise<SectionObject[]> => {
      if (g.published) return g.published.sections;
      const site = await siteOf(ctx, g.siteId);
      await requireSiteReader(ctx, site);
      return (await loadTree(ctx, site)).sectionsOfGroup.get(g.id) ?? [];
    };
    return {
      key: t.exposeString('id', { description: 'The section group id used in REST paths.' }),
      object: t.string({ resolve: () => 'site-section-group' }),
      title: t.exposeString('title', { description: '1 to 100 characters.' }),
      icon: t.exposeString('icon', { nullable: true }),
      draft: t.boolean({ description: 'Drafts are not supported: always false.', resolve: () => false }),
      sections: t.field({
        type: [SiteSectionRef],
        description: 'Its sections in order.',
        resolve: (g, _, ctx) => sections(g, ctx),
      }),
      children: t.field({
        type: [SiteSectionRef],
        description: 'Its sections in order (groups do not nest).',
        resolve: (g, _, ctx) => sections(g, ctx),
      }),
      siteId: t.exposeString('siteId'),
      site: t.field({ type: SiteRef, resolve: (g, _, ctx) => siteOf(ctx, g.siteId) }),
    };
  },
});

builder.node(SiteSpaceRef, {
  description: 'A space published in a site.',
  id: { resolve: (s) => s.id },
  loadOne: async (id, ctx) => readable(ctx, await siteSpaceById(ctx).load(id)),
  fields: (t) => {
    const isDefault = async (s: SiteSpaceObject, ctx: Context) =>
      s.published?.default ?? isDefaultSiteSpace(await treeOf(ctx, s.siteId), s);
    return {
      key: t.exposeString('id', { description: 'The site space id used in REST paths.' }),
      object: t.string({ resolve: () => 'site-space' }),
      path: t.exposeString('path', { description: '1 to 100 characters, unique in its section.' }),
      sectionId: t.exposeString('sectionId', {
        nullable: true,
        description: 'Id of its section (REST `section`); null at the root of a site without sections.',
      }),
      section: t.field({
        type: SiteSectionRef,
        nullable: true,
        resolve: (s, _, ctx) => (s.sectionId ? sectionById(ctx).load(s.sectionId) : null),
      }),
      space: t.field({ type: SpaceRef, resolve: async (s, _, ctx) => (await spaceById(ctx).load(s.spaceId))! }),
      title: t.string({
        description: 'The title of the space.',
        resolve: async (s, _, ctx) => (await spaceById(ctx).load(s.spaceId))?.title ?? '',
      }),
      default: t.boolean({
        description: 'Whether this is the default site space of its section (or of the root level).',
        resolve: (s, _, ctx) => isDefault(s, ctx),
      }),
      condition: t.exposeString('condition', {
        nullable: true,
        description: 'Expression over visitor.claims deciding whether a visitor sees the site space.',
      }),
      draft: t.boolean({ description: 'Drafts are not supported: always false.', resolve: () => false }),
      urls: t.field({
        type: PublishedUrls,
        args: { shareKey: t.arg.string({ description: SHARE_KEY_ARG }) },
        resolve: async (s, args, ctx) => {
          const site = await siteOf(ctx, s.siteId);
          const tree = await loadTree(ctx, site);
          const section = s.sectionId ? tree.sections.find((x) => x.id === s.sectionId) : undefined;
          const path: string[] = [];
          if (section && tree.defaultSectionId !== section.id) path.push(section.path);
          if (!(await isDefault(s, ctx))) path.push(s.path);
          return { published: await publishedUrl(ctx, site, path, args.shareKey) };
        },
      }),
      siteId: t.exposeString('siteId'),
      site: t.field({ type: SiteRef, resolve: (s, _, ctx) => siteOf(ctx, s.siteId) }),
    };
  },
});

// ---------------------------------------------------------------------------------------------
// Published view

const SiteStructure = builder.simpleObject('SiteStructure', {
  fields: (t) => ({
    type: t.string({ description: '`sections` (sections and groups) or `siteSpaces` (a site without sections).' }),
    structure: t.field({ type: [SiteStructureItem] }),
  }),
});

builder.objectType(PublishedSiteRef, {
  description: 'A published site as a visitor sees it.',
  fields: (t) => ({
    object: t.string({ resolve: () => 'published-content-site' }),
    site: t.field({ type: SiteRef, resolve: (p) => p.site }),
    structure: t.field({ type: SiteStructure, resolve: (p) => p.structure }),
    customizations: t.field({
      type: 'JSON',
      description: '`{ site, siteSpaces }`: defaults where unset.',
      resolve: (p) => p.customizations,
    }),
    scripts: t.field({ type: ['JSON'], resolve: (p) => p.scripts }),
  }),
});

builder.objectFields(OrganizationRef, (t) => ({
  sites: t.connection({
    type: SiteRef,
    description: 'Sites of the organization, oldest first (members with a role).',
    args: {
      space: t.arg.string({ description: 'Only sites publishing this space.' }),
      title: t.arg.string({ description: 'Case-insensitive part of the title.' }),
      published: t.arg.boolean(),
      type: t.arg({ type: [SiteTypeEnum] }),
    },
    resolve: (org, { space, title, published, type, ...args }, ctx) =>
      listSites(ctx, org.id, args, {
        space: space ?? undefined,
        title: title ?? undefined,
        published: published ?? undefined,
        type: type ?? undefined,
      }),
  }),
}));

builder.queryFields((t) => ({
  site: t.field({
    type: SiteRef,
    description: 'A site of an organization the caller is a member of (with a role).',
    args: { organizationId: t.arg.string({ required: true }), siteId: t.arg.string({ required: true }) },
    resolve: (_, { organizationId, siteId }, ctx) => getSite(ctx, organizationId, siteId),
  }),
  siteSections: t.connection({
    type: SiteSectionRef,
    description: 'Sections of a site in structure order.',
    args: { organizationId: t.arg.string({ required: true }), siteId: t.arg.string({ required: true }) },
    resolve: (_, { organizationId, siteId, ...args }, ctx) => listSections(ctx, organizationId, siteId, args),
  }),
  siteSectionGroups: t.connection({
    type: SiteSectionGroupRef,
    args: { organizationId: t.arg.string({ required: true }), siteId: t.arg.string({ required: true }) },
    resolve: (_, { organizationId, siteId, ...args }, ctx) => listGroups(ctx, organizationId, siteId, args),
  }),
  siteSpaces: t.connection({
    type: SiteSpaceRef,
    description: 'Site spaces in structure order.',
    args: {
      organizationId: t.arg.string({ required: true }),
      siteId: t.arg.string({ required: true }),
      default: t.arg.boolean({
        description: 'true: only the default site space of each section; false: only the others; absent: all.',
      }),
    },
    resolve: (_, { organizationId, siteId, default: isDefault, ...args }, ctx) =>
      listSiteSpaces(ctx, organizationId, siteId, args, isDefault),
  }),
  siteAdaptiveSchema: t.field({
    type: SiteAdaptiveSchema,
    args: { organizationId: t.arg.string({ required: true }), siteId: t.arg.string({ required: true }) },
    resolve: (_, { organizationId, siteId }, ctx) => getAdaptiveSchema(ctx, organizationId, siteId),
  }),
  publishedSite: t.field({
    type: PublishedSiteRef,
    description:
      'The published view of a site, as a visitor sees it (no API token needed). Unknown or unpublished: not found. ' +
      'share-link sites need one of their share keys; visitor-auth sites a visitor token (HS256 JWT signed with the site key, or the organization ping token). ' +
      'With adaptive content enabled, conditions over the token claims decide which sections and site spaces appear.',
    args: {
      organizationId: t.arg.string({ required: true }),
      siteId: t.arg.string({ required: true }),
      shareKey: t.arg.string(),
      visitorToken: t.arg.string({ description: 'A visitor JWT (REST: `jwt_token`).' }),
    },
    resolve: (_, { organizationId, siteId, shareKey, visitorToken }, ctx) =>
      publishedSite(ctx, organizationId, siteId, { shareKey, visitorToken }),
  }),
}));

// ---------------------------------------------------------------------------------------------
// Mutations

/** Whether the request asked for `Prefer: return=minimal` (REST answers 204 without a body). */
function prefersMinimal(ctx: Context): boolean {
  const request = (ctx as Context & { request?: { headers?: { get(name: string): string | null } } }).request;
  return /(^|[\s,;])return=minimal\b/i.test(request?.headers?.get('prefer') ?? '');
}

const siteIds = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  organizationId: t.string({ required: true }),
  siteId: t.string({ required: true }),
});

const CreateSiteInput = builder.inputType('CreateSiteInput', {
  fields: (t) => ({
    organizationId: t.string({ required: true }),
    type: t.field({ type: SiteTypeEnum, description: 'Default BASIC.' }),
    title: t.string({ description: '2 to 128 characters.' }),
    visibility: t.field({ type: SiteVisibilityEnum, description: 'Default PUBLIC.' }),
    spaces: t.stringList({ description: 'Ids of spaces to publish, at the root level, the first as the default.' }),
  }),
});

const SiteAdaptiveContentInput = builder.inputType('SiteAdaptiveContentInput', {
  fields: (t) => ({ enabled: t.boolean({ required: true }) }),
});

const UpdateSiteInput = builder.inputType('UpdateSiteInput', {
  fields: (t) => ({
    ...siteIds(t),
    title: t.string({ description: '2 to 128 characters.' }),
    visibility: t.field({ type: SiteVisibilityEnum }),
    basename: t.string({ description: '1 to 100 characters; null removes it.' }),
    hostname: t.string({
      description: 'Lowercase DNS name with at least three labels, at most 512 characters; null removes it.',
    }),
    adaptiveContent: t.field({ type: SiteAdaptiveContentInput }),
    defaultSiteSpace: t.string({ description: 'Site space id: the default at the root or in the default section.' }),
    defaultSiteSection: t.string({ description: 'Section id: the default section.' }),
    proxy: t.string({ description: 'Proxy origin such as example.com/docs; null removes it.' }),
  }),
});

const SiteIdsInput = (name: string) => builder.inputType(name, { fields: (t) => siteIds(t) });

const UpdateSiteAdaptiveSchemaInput = builder.inputType('UpdateSiteAdaptiveSchemaInput', {
  fields: (t) => ({
    ...siteIds(t),
    jsonSchema: t.field({
      type: 'JSON',
      required: true,
      description: 'JSON Schema draft-07: type object, properties, additionalProperties false.',
    }),
  }),
});

const CreateSiteShareKeyInput = builder.inputType('CreateSiteShareKeyInput', {
  fields: (t) => ({ ...siteIds(t), name: t.string({ description: 'A label, 1 to 100 characters.' }) }),
});

const RevokeSiteShareKeyInput = builder.inputType('RevokeSiteShareKeyInput', {
  fields: (t) => ({ ...siteIds(t), shareKeyId: t.string({ required: true }) }),
});

const AddSiteSectionInput = builder.inputType('AddSiteSectionInput', {
  fields: (t) => ({
    ...siteIds(t),
    spaceId: t.string({ description: 'The space of the section’s first site space; null creates a new space.' }),
    title: t.string({ description: '2 to 64 characters; default: the title of the space.' }),
    icon: t.string(),
    description: t.string({ description: 'At most 256 characters.' }),
    siteSectionGroupId: t.string({ description: 'A section group to put it in.' }),
  }),
});

const UpdateSiteSectionInput = builder.inputType('UpdateSiteSectionInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteSectionId: t.string({ required: true }),
    title: t.string({ description: '2 to 128 characters.' }),
    path: t.string({ description: '1 to 100 characters, unique in the site.' }),
    defaultSiteSpace: t.string({ description: 'A site space of the section.' }),
    condition: t.string({ description: 'Expression over visitor.claims; null removes it; absent: unchanged.' }),
    icon: t.string({ description: 'null removes it.' }),
    description: t.string({ description: 'null removes it.' }),
    siteSectionGroupId: t.string({ description: 'Move into this group; null: to the root.' }),
  }),
});

const SiteSectionIdsInput = (name: string) =>
  builder.inputType(name, { fields: (t) => ({ ...siteIds(t), siteSectionId: t.string({ required: true }) }) });

const SiteSectionPointerTypeEnum = builder.enumType('SiteSectionPointerType', {
  values: { SITE_SECTION: { value: 'site-section' } } as const,
});
const SiteStructurePointerTypeEnum = builder.enumType('SiteStructurePointerType', {
  values: { SITE_SECTION: { value: 'site-section' }, SITE_SECTION_GROUP: { value: 'site-section-group' } } as const,
});
const SiteSpacePointerTypeEnum = builder.enumType('SiteSpacePointerType', {
  values: { SITE_SPACE: { value: 'site-space' } } as const,
});

const SiteSectionPointerInput = builder.inputType('SiteSectionPointerInput', {
  fields: (t) => ({
    type: t.field({ type: SiteSectionPointerTypeEnum, required: true }),
    siteSection: t.string({ required: true }),
  }),
});
const SiteSectionPositionInput = builder.inputType('SiteSectionPositionInput', {
  fields: (t) => ({
    before: t.field({ type: SiteSectionPointerInput }),
    after: t.field({ type: SiteSectionPointerInput }),
  }),
});
const SiteStructurePointerInput = builder.inputType('SiteStructurePointerInput', {
  fields: (t) => ({
    type: t.field({ type: SiteStructurePointerTypeEnum, required: true }),
    id: t.string({ required: true }),
  }),
});
const SiteSectionGroupPositionInput = builder.inputType('SiteSectionGroupPositionInput', {
  fields: (t) => ({
    before: t.field({ type: SiteStructurePointerInput }),
    after: t.field({ type: SiteStructurePointerInput }),
  }),
});
const SiteSpacePointerInput = builder.inputType('SiteSpacePointerInput', {
  fields: (t) => ({
    type: t.field({ type: SiteSpacePointerTypeEnum, required: true }),
    siteSpace: t.string({ required: true }),
  }),
});
const SiteSpacePositionInput = builder.inputType('SiteSpacePositionInput', {
  fields: (t) => ({
    before: t.field({ type: SiteSpacePointerInput }),
    after: t.field({ type: SiteSpacePointerInput }),
  }),
});

const MoveSiteSectionInput = builder.inputType('MoveSiteSectionInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteSectionId: t.string({ required: true }),
    position: t.field({
      type: SiteSectionPositionInput,
      description: 'Absent: at the end of its level (root or group).',
    }),
  }),
});

const AddSiteSectionGroupInput = builder.inputType('AddSiteSectionGroupInput', {
  fields: (t) => ({
    ...siteIds(t),
    title: t.string({ required: true, description: '1 to 100 characters.' }),
    icon: t.string(),
    sections: t.stringList({ description: 'Sections to move into the group, in this order.' }),
  }),
});

const UpdateSiteSectionGroupInput = builder.inputType('UpdateSiteSectionGroupInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteSectionGroupId: t.string({ required: true }),
    title: t.string(),
    icon: t.string({ description: 'null removes it.' }),
  }),
});

const SiteSectionGroupIdsInput = (name: string) =>
  builder.inputType(name, { fields: (t) => ({ ...siteIds(t), siteSectionGroupId: t.string({ required: true }) }) });

const AddSectionToSiteSectionGroupInput = builder.inputType('AddSectionToSiteSectionGroupInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteSectionGroupId: t.string({ required: true }),
    sectionId: t.string({ required: true }),
  }),
});

const RemoveSectionFromSiteSectionGroupInput = builder.inputType('RemoveSectionFromSiteSectionGroupInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteSectionGroupId: t.string({ required: true }),
    siteSectionId: t.string({ required: true }),
  }),
});

const MoveSiteSectionGroupInput = builder.inputType('MoveSiteSectionGroupInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteSectionGroupId: t.string({ required: true }),
    position: t.field({ type: SiteSectionGroupPositionInput, description: 'Absent: at the end of the site.' }),
  }),
});

const AddSiteSpaceInput = builder.inputType('AddSiteSpaceInput', {
  fields: (t) => ({
    ...siteIds(t),
    spaceId: t.string({ description: 'null creates a new space.' }),
    sectionId: t.string({ description: 'Default: the default section, or the root of a site without sections.' }),
  }),
});

const UpdateSiteSpaceInput = builder.inputType('UpdateSiteSpaceInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteSpaceId: t.string({ required: true }),
    path: t.string({ description: '1 to 100 characters, unique in its section.' }),
    condition: t.string({ description: 'Expression over visitor.claims; null removes it; absent: unchanged.' }),
  }),
});

const SiteSpaceIdsInput = (name: string) =>
  builder.inputType(name, { fields: (t) => ({ ...siteIds(t), siteSpaceId: t.string({ required: true }) }) });

const MoveSiteSpaceInput = builder.inputType('MoveSiteSpaceInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteSpaceId: t.string({ required: true }),
    position: t.field({ type: SiteSpacePositionInput, description: 'Absent: at the end of its section.' }),
  }),
});

const sitePayload = (name: string) =>
  builder.simpleObject(name, { fields: (t) => ({ site: t.field({ type: SiteRef }) }) });
const deletedPayload = (name: string, what: string) =>
  builder.simpleObject(name, {
    fields: (t) => ({ deleted: t.boolean({ description: `False when there was no such ${what}.` }) }),
  });
const minimal = (t: SimpleObjectFields) =>
  t.boolean({
    description: 'Whether the request asked for `Prefer: return=minimal` (REST then answers 204 without a body).',
  });

const CreateSitePayload = sitePayload('CreateSitePayload');
const UpdateSitePayload = sitePayload('UpdateSitePayload');
const PublishSitePayload = sitePayload('PublishSitePayload');
const UnpublishSitePayload = sitePayload('UnpublishSitePayload');
const DeleteSitePayload = deletedPayload('DeleteSitePayload', 'site');
const UpdateSiteAdaptiveSchemaPayload = builder.simpleObject('UpdateSiteAdaptiveSchemaPayload', {
  fields: (t) => ({ adaptiveSchema: t.field({ type: SiteAdaptiveSchema }) }),
});
const CreateSiteShareKeyPayload = builder.simpleObject('CreateSiteShareKeyPayload', {
  fields: (t) => ({
    shareKey: t.field({ type: SiteShareKeyRef }),
    key: t.string({ description: 'The secret: shown only now. Visitors pass it as `shareKey`.' }),
  }),
});
const RevokeSiteShareKeyPayload = builder.simpleObject('RevokeSiteShareKeyPayload', {
  fields: (t) => ({ revoked: t.boolean({ description: 'False when there was no such share key.' }) }),
});
const RotateSiteVisitorKeyPayload = builder.simpleObject('RotateSiteVisitorKeyPayload', {
  fields: (t) => ({
    site: t.field({ type: SiteRef }),
    visitorKey: t.string({ description: 'The new key; tokens signed with the old one stop working.' }),
  }),
});
const location = (t: SimpleObjectFields) =>
  t.string({ description: 'The new resource in the REST API (the Location header of REST creates).' });
const sectionPayload = (name: string) =>
  builder.simpleObject(name, { fields: (t) => ({ section: t.field({ type: SiteSectionRef }) }) });
const AddSiteSectionPayload = builder.simpleObject('AddSiteSectionPayload', {
  fields: (t) => ({ section: t.field({ type: SiteSectionRef }), location: location(t) }),
});
const UpdateSiteSectionPayload = builder.simpleObject('UpdateSiteSectionPayload', {
  fields: (t) => ({ section: t.field({ type: SiteSectionRef }), returnMinimal: minimal(t) }),
});
const MoveSiteSectionPayload = sectionPayload('MoveSiteSectionPayload');
const DeleteSiteSectionPayload = deletedPayload('DeleteSiteSectionPayload', 'section');
const groupPayload = (name: string) =>
  builder.simpleObject(name, { fields: (t) => ({ sectionGroup: t.field({ type: SiteSectionGroupRef }) }) });
const AddSiteSectionGroupPayload = builder.simpleObject('AddSiteSectionGroupPayload', {
  fields: (t) => ({ sectionGroup: t.field({ type: SiteSectionGroupRef }), location: location(t) }),
});
const UpdateSiteSectionGroupPayload = builder.simpleObject('UpdateSiteSectionGroupPayload', {
  fields: (t) => ({ sectionGroup: t.field({ type: SiteSectionGroupRef }), returnMinimal: minimal(t) }),
});
const MoveSiteSectionGroupPayload = groupPayload('MoveSiteSectionGroupPayload');
const AddSectionToSiteSectionGroupPayload = groupPayload('AddSectionToSiteSectionGroupPayload');
const DeleteSiteSectionGroupPayload = deletedPayload('DeleteSiteSectionGroupPayload', 'section group');
const RemoveSectionFromSiteSectionGroupPayload = builder.simpleObject('RemoveSectionFromSiteSectionGroupPayload', {
  fields: (t) => ({ deleted: t.boolean({ description: 'False when the section was not in the group.' }) }),
});
const siteSpacePayload = (name: string) =>
  builder.simpleObject(name, { fields: (t) => ({ siteSpace: t.field({ type: SiteSpaceRef }) }) });
const AddSiteSpacePayload = builder.simpleObject('AddSiteSpacePayload', {
  fields: (t) => ({ siteSpace: t.field({ type: SiteSpaceRef }), returnMinimal: minimal(t), location: location(t) }),
});
const UpdateSiteSpacePayload = builder.simpleObject('UpdateSiteSpacePayload', {
  fields: (t) => ({ siteSpace: t.field({ type: SiteSpaceRef }), returnMinimal: minimal(t) }),
});
const MoveSiteSpacePayload = siteSpacePayload('MoveSiteSpacePayload');
const DeleteSiteSpacePayload = deletedPayload('DeleteSiteSpacePayload', 'site space');

builder.mutationFields((t) => ({
  createSite: t.field({
    type: CreateSitePayload,
    description: 'Creates an unpublished site (create role), optionally publishing spaces at its root level.',
    errors: {},
    args: { input: t.arg({ type: CreateSiteInput, required: true }) },
    resolve: async (_, { input: { organizationId, ...rest } }, ctx) => ({
      site: await createSite(ctx, organizationId, rest),
    }),
  }),
  updateSite: t.field({
    type: UpdateSitePayload,
    description: 'Changes the settings of a site (admin).',
    errors: {},
    args: { input: t.arg({ type: UpdateSiteInput, required: true }) },
    resolve: async (_, { input: { organizationId, siteId, ...rest } }, ctx) => ({
      site: await updateSite(ctx, organizationId, siteId, rest),
    }),
  }),
  deleteSite: t.field({
    type: DeleteSitePayload,
    description: 'Deletes a site with its sections, groups and site spaces; the spaces stay (admin).',
    errors: {},
    args: { input: t.arg({ type: SiteIdsInput('DeleteSiteInput'), required: true }) },
    resolve: async (_, { input }, ctx) => ({ deleted: await deleteSite(ctx, input.organizationId, input.siteId) }),
  }),
  publishSite: t.field({
    type: PublishSitePayload,
    description: 'Makes the site live for the audience of its visibility (admin).',
    errors: {},
    args: { input: t.arg({ type: SiteIdsInput('PublishSiteInput'), required: true }) },
    resolve: async (_, { input }, ctx) => ({ site: await setPublished(ctx, input.organizationId, input.siteId, true) }),
  }),
  unpublishSite: t.field({
    type: UnpublishSitePayload,
    description: 'Takes the site offline (admin).',
    errors: {},
    args: { input: t.arg({ type: SiteIdsInput('UnpublishSiteInput'), required: true }) },
    resolve: async (_, { input }, ctx) => ({
      site: await setPublished(ctx, input.organizationId, input.siteId, false),
    }),
  }),
  updateSiteAdaptiveSchema: t.field({
    type: UpdateSiteAdaptiveSchemaPayload,
    description: 'Sets the JSON Schema of the visitor claims (admin).',
    errors: {},
    args: { input: t.arg({ type: UpdateSiteAdaptiveSchemaInput, required: true }) },
    resolve: async (_, { input }, ctx) => ({
      adaptiveSchema: await updateAdaptiveSchema(ctx, input.organizationId, input.siteId, input.jsonSchema),
    }),
  }),
  createSiteShareKey: t.field({
    type: CreateSiteShareKeyPayload,
    description: 'Creates a share key for a share-link site (admin); the key is returned only here.',
    errors: {},
    args: { input: t.arg({ type: CreateSiteShareKeyInput, required: true }) },
    resolve: (_, { input: { organizationId, siteId, ...rest } }, ctx) =>
      createShareKey(ctx, organizationId, siteId, rest),
  }),
  revokeSiteShareKey: t.field({
    type: RevokeSiteShareKeyPayload,
    description: 'Revokes a share key (admin): links carrying it stop working.',
    errors: {},
    args: { input: t.arg({ type: RevokeSiteShareKeyInput, required: true }) },
    resolve: async (_, { input }, ctx) => ({
      revoked: await revokeShareKey(ctx, input.organizationId, input.siteId, input.shareKeyId),
    }),
  }),
  rotateSiteVisitorKey: t.field({
    type: RotateSiteVisitorKeyPayload,
    description: 'Replaces the key that signs visitor JWTs (admin).',
    errors: {},
    args: { input: t.arg({ type: SiteIdsInput('RotateSiteVisitorKeyInput'), required: true }) },
    resolve: async (_, { input }, ctx) => {
      const site = await rotateVisitorKey(ctx, input.organizationId, input.siteId);
      return { site, visitorKey: site.visitorKey };
    },
  }),
  addSiteSection: t.field({
    type: AddSiteSectionPayload,
    description: 'Adds a section whose first site space is the space (create role).',
    errors: {},
    args: { input: t.arg({ type: AddSiteSectionInput, required: true }) },
    resolve: async (_, { input: { organizationId, siteId, ...rest } }, ctx) => {
      const section = await addSection(ctx, organizationId, siteId, rest);
      return { section, location: url(ctx, `/v1/orgs/${organizationId}/sites/${siteId}/sections/${section.id}`) };
    },
  }),
  updateSiteSection: t.field({
    type: UpdateSiteSectionPayload,
    errors: {},
    args: { input: t.arg({ type: UpdateSiteSectionInput, required: true }) },
    resolve: async (_, { input: { organizationId, siteId, siteSectionId, ...rest } }, ctx) => ({
      section: await updateSection(ctx, organizationId, siteId, siteSectionId, rest),
      returnMinimal: prefersMinimal(ctx),
    }),
  }),
  deleteSiteSection: t.field({
    type: DeleteSiteSectionPayload,
    description: 'Deletes a section and its site spaces (the spaces stay).',
    errors: {},
    args: { input: t.arg({ type: SiteSectionIdsInput('DeleteSiteSectionInput'), required: true }) },
    resolve: async (_, { input }, ctx) => ({
      deleted: await deleteSection(ctx, input.organizationId, input.siteId, input.siteSectionId),
    }),
  }),
  moveSiteSection: t.field({
    type: MoveSiteSectionPayload,
    description: 'Moves a section next to another one (joining its level: root or group), or to the end of its level.',
    errors: {},
    args: { input: t.arg({ type: MoveSiteSectionInput, required: true }) },
    resolve: async (_, { input: { organizationId, siteId, siteSectionId, ...rest } }, ctx) => ({
      section: await moveSection(ctx, organizationId, siteId, siteSectionId, rest),
    }),
  }),
  addSiteSectionGroup: t.field({
    type: AddSiteSectionGroupPayload,
    description: 'Adds a section group at the end of the site, with the listed sections in it.',
    errors: {},
    args: { input: t.arg({ type: AddSiteSectionGroupInput, required: true }) },
    resolve: async (_, { input: { organizationId, siteId, ...rest } }, ctx) => {
      const sectionGroup = await addGroup(ctx, organizationId, siteId, rest);
      return {
        sectionGroup,
        location: url(ctx, `/v1/orgs/${organizationId}/sites/${siteId}/section-groups/${sectionGroup.id}`),
      };
    },
  }),
  updateSiteSectionGroup: t.field({
    type: UpdateSiteSectionGroupPayload,
    errors: {},
    args: { input: t.arg({ type: UpdateSiteSectionGroupInput, required: true }) },
    resolve: async (_, { input: { organizationId, siteId, siteSectionGroupId, ...rest } }, ctx) => ({
      sectionGroup: await updateGroup(ctx, organizationId, siteId, siteSectionGroupId, rest),
      returnMinimal: prefersMinimal(ctx),
    }),
  }),
  deleteSiteSectionGroup: t.field({
    type: DeleteSiteSectionGroupPayload,
    description: 'Deletes a section group; its sections stay in the site, at its place.',
    errors: {},
    args: { input: t.arg({ type: SiteSectionGroupIdsInput('DeleteSiteSectionGroupInput'), required: true }) },
    resolve: async (_, { input }, ctx) => ({
      deleted: await deleteGroup(ctx, input.organizationId, input.siteId, input.siteSectionGroupId),
    }),
  }),
  addSectionToSiteSectionGroup: t.field({
    type: AddSectionToSiteSectionGroupPayload,
    description: 'Puts a section at the end of a group.',
    errors: {},
    args: { input: t.arg({ type: AddSectionToSiteSectionGroupInput, required: true }) },
    resolve: async (_, { input: { organizationId, siteId, siteSectionGroupId, ...rest } }, ctx) => ({
      sectionGroup: await addSectionToGroup(ctx, organizationId, siteId, siteSectionGroupId, rest),
    }),
  }),
  removeSectionFromSiteSectionGroup: t.field({
    type: RemoveSectionFromSiteSectionGroupPayload,
    description: 'Takes a section out of a group: it stays in the site, right after the group.',
    errors: {},
    args: { input: t.arg({ type: RemoveSectionFromSiteSectionGroupInput, required: true }) },
    resolve: async (_, { input }, ctx) => ({
      deleted: await removeSectionFromGroup(
        ctx,
        input.organizationId,
        input.siteId,
        input.siteSectionGroupId,
        input.siteSectionId,
      ),
    }),
  }),
  moveSiteSectionGroup: t.field({
    type: MoveSiteSectionGroupPayload,
    description: 'Moves a section group among the root sections and groups, or to the end.',
    errors: {},
    args: { input: t.arg({ type: MoveSiteSectionGroupInput, required: true }) },
    resolve: async (_, { input: { organizationId, siteId, siteSectionGroupId, ...rest } }, ctx) => ({
      sectionGroup: await moveGroup(ctx, organizationId, siteId, siteSectionGroupId, rest),
    }),
  }),
  addSiteSpace: t.field({
    type: AddSiteSpacePayload,
    description: 'Adds a space to a section (default: the default section, or the root of a site without sections).',
    errors: {},
    args: { input: t.arg({ type: AddSiteSpaceInput, required: true }) },
    resolve: async (_, { input: { organizationId, siteId, ...rest } }, ctx) => {
      const siteSpace = await addSiteSpace(ctx, organizationId, siteId, rest);
      return {
        siteSpace,
        returnMinimal: prefersMinimal(ctx),
        location: url(ctx, `/v1/orgs/${organizationId}/sites/${siteId}/site-spaces/${siteSpace.id}`),
      };
    },
  }),
  updateSiteSpace: t.field({
    type: UpdateSiteSpacePayload,
    errors: {},
    args: { input: t.arg({ type: UpdateSiteSpaceInput, required: true }) },
    resolve: async (_, { input: { organizationId, siteId, siteSpaceId, ...rest } }, ctx) => ({
      siteSpace: await updateSiteSpace(ctx, organizationId, siteId, siteSpaceId, rest),
      returnMinimal: prefersMinimal(ctx),
    }),
  }),
  deleteSiteSpace: t.field({
    type: DeleteSiteSpacePayload,
    description: 'Removes a space from the site (the space stays).',
    errors: {},
    args: { input: t.arg({ type: SiteSpaceIdsInput('DeleteSiteSpaceInput'), required: true }) },
    resolve: async (_, { input }, ctx) => ({
      deleted: await deleteSiteSpace(ctx, input.organizationId, input.siteId, input.siteSpaceId),
    }),
  }),
  moveSiteSpace: t.field({
    type: MoveSiteSpacePayload,
    description: 'Moves a site space among the site spaces of its section, or to the end.',
    errors: {},
    args: { input: t.arg({ type: MoveSiteSpaceInput, required: true }) },
    resolve: async (_, { input: { organizationId, siteId, siteSpaceId, ...rest } }, ctx) => ({
      siteSpace: await moveSiteSpace(ctx, organizationId, siteId, siteSpaceId, rest),
    }),
  }),
}));
