/** What the sites GraphQL parts share: backing shapes, refs, enums, small objects and helpers. */

import type { InputObjectRef, ObjectRef } from '@pothos/core';
import type {
  Site,
  SiteExternalLink,
  SiteSection,
  SiteSectionGroup,
  SiteShareKey,
  SiteSpace,
} from '../../../generated/prisma/client.ts';
import { type Args, builder, type InputFields, type ObjectFields, type SchemaTypes } from '../../../graphql/builder.ts';
import { deletion, withDeletedId } from '../../../graphql/deletions.ts';
import { describedEnum } from '../../../graphql/enums.ts';
import { inputMutation, type MutationFields, pathId } from '../../../graphql/fields.ts';
import { idOf } from '../../../graphql/global-ids.ts';
import { objectPayload } from '../../../graphql/payloads.ts';
import type { Context } from '../../../request/context.ts';
import { atLeast } from '../../../request/roles.ts';
import { siteById } from '../loaders.ts';
import type { PublishedGroup, PublishedSection, PublishedSite, PublishedSiteSpace } from '../published.ts';
import { publishedUrl, type SiteType, type SiteVisibility, siteRole } from '../service.ts';
import { loadTree, type SiteTree } from '../structure.ts';

// Backing objects: rows, or rows of the published view carrying what the visitor sees.
export type SectionObject = SiteSection & { published?: PublishedSection['published'] };

export type GroupObject = SiteSectionGroup & { published?: PublishedGroup['published'] };

export type SiteSpaceObject = SiteSpace & { published?: PublishedSiteSpace['published'] };

export const SiteRef = builder.objectRef<Site>('Site');

export const SiteSectionRef = builder.objectRef<SectionObject>('SiteSection');

export const SiteSectionGroupRef = builder.objectRef<GroupObject>('SiteSectionGroup');

export const SiteSpaceRef = builder.objectRef<SiteSpaceObject>('SiteSpace');

export const SiteExternalLinkRef = builder.objectRef<SiteExternalLink>('SiteExternalLink');

export const PublishedSiteRef = builder.objectRef<PublishedSite>('PublishedSite');

export const SiteShareKeyRef = builder.objectRef<SiteShareKey>('SiteShareKey');

export const SiteTypeEnum = describedEnum('SiteType', 'Plan of a site, which decides its features.', {
  basic: 'Basic site.',
  premium: 'Premium site.',
  ultimate: 'Ultimate site.',
  sponsored: 'Sponsored site.',
  'legacy-basic': 'Basic site of a legacy plan.',
  'legacy-premium': 'Premium site of a legacy plan.',
} satisfies Record<SiteType, string>);

export const SiteVisibilityEnum = describedEnum('SiteVisibility', 'The audience of a published site.', {
  public: 'Anyone; indexed by search engines.',
  unlisted: 'Anyone; not indexed by search engines.',
  'share-link': 'Anyone with one of the site’s share keys.',
  'visitor-auth': 'Anyone with a visitor JWT signed with the site’s visitor key.',
} satisfies Record<SiteVisibility, string>);

export const SiteUrls = builder.simpleObject('SiteUrls', {
  description: 'Addresses of a site.',
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

export const PublishedUrls = builder.simpleObject('SitePublishedUrls', {
  description: 'Where a site is published.',
  fields: (t) => ({ published: t.string({ nullable: true, description: 'Only while the site is published.' }) }),
});

export const SiteProxy = builder.simpleObject('SiteProxy', {
  description: 'A proxy serving the site under another origin.',
  fields: (t) => ({
    origin: t.string({ description: 'Where the site is served, e.g. example.com/docs.' }),
    target: t.string({ description: 'Where the requests at the origin are proxied to.' }),
  }),
});

export const SiteAdaptiveContent = builder.simpleObject('SiteAdaptiveContent', {
  description: 'Adaptive content settings of a site.',
  fields: (t) => ({ enabled: t.boolean({ description: 'Whether conditions decide what each visitor sees.' }) }),
});

export const SiteFeature = builder.simpleObject('SiteFeature', {
  description: 'A premium feature of the site and the plan it belongs to.',
  fields: (t) => ({
    key: t.string({ description: 'The feature name.' }),
    plan: t.field({ description: 'The cheapest site plan that has the feature.', type: SiteTypeEnum }),
    frozen: t.boolean({ description: 'Enabled but cannot be changed.' }),
  }),
});

export const SitePermissions = builder.simpleObject('SitePermissions', {
  description: 'What the caller may do with the site, from its role in the organization.',
  fields: (t) => ({
    view: t.boolean({ description: 'See the site (role read or stronger).' }),
    access: t.boolean({ description: 'Open the site (role read or stronger).' }),
    edit: t.boolean({ description: "Edit the site's content (role edit or stronger)." }),
    create: t.boolean({ description: 'Can manage the structure of the site (sections, groups, site spaces).' }),
    admin: t.boolean({ description: 'Can change the settings, publish and delete the site.' }),
    installIntegration: t.boolean({ description: 'Install integrations on the site (role admin).' }),
    viewAdaptiveSchema: t.boolean({ description: 'Read the adaptive schema (role read or stronger).' }),
    editAdaptiveSchema: t.boolean({ description: 'Change the adaptive schema (role admin).' }),
  }),
});

export const SiteAdaptiveSchema = builder.simpleObject('SiteAdaptiveSchema', {
  description: 'The JSON Schema (draft-07) of the claims expected from a visitor.',
  fields: (t) => ({
    object: t.string({ description: 'Always `"site-adaptive-schema"` (REST discriminator).' }),
    jsonSchema: t.field({
      description: 'The JSON Schema (draft-07) of the visitor claims: an object schema.',
      type: 'JSON',
    }),
    updatedAt: t.field({ description: 'When the schema last changed.', type: 'DateTime' }),
  }),
});

builder.objectType(SiteShareKeyRef, {
  description: 'A share key of a share-link site (the secret itself is shown only when created).',
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The share key id used in REST paths (not the secret).' }),
    name: t.exposeString('name', { description: 'Name given to the key; null when none.', nullable: true }),
    createdAt: t.expose('createdAt', { description: 'When the key was created.', type: 'DateTime' }),
  }),
});

export const SHARE_KEY_ARG = 'A share key of a share-link site: published URLs then carry it.';

/** The last fields of every item of a site's structure: the id of its site, and the site. */
export const siteFields = <Item extends { siteId: string }>(t: ObjectFields<Item>) => ({
  siteId: t.string({ description: 'Id of the site.', resolve: (item) => item.siteId }),
  site: t.field({ description: 'The site.', type: SiteRef, resolve: (item, _, ctx) => siteOf(ctx, item.siteId) }),
});

/**
 * The `urls` of a section or a site space: where it is published, `pathOf` giving its path under
 * the site's address (empty for a default item).
 */
export const publishedUrlsField = <Item extends { siteId: string }>(
  t: ObjectFields<Item>,
  what: string,
  pathOf: (item: Item, site: Site, ctx: Context) => Promise<string[]>,
) =>
  t.field({
    description: `Addresses of the ${what}.`,
    type: PublishedUrls,
    args: { shareKey: t.arg.string({ description: SHARE_KEY_ARG }) },
    resolve: async (item, args, ctx) => {
      const site = await siteOf(ctx, item.siteId);
      return { published: await publishedUrl(ctx, site, await pathOf(item, site, ctx), args.shareKey) };
    },
  });

export async function treeOf(ctx: Context, siteId: string): Promise<SiteTree> {
  const site = await siteById(ctx).load(siteId);
  if (!site) throw new Error(`Site ${siteId} vanished`);
  return loadTree(ctx, site);
}

export async function siteOf(ctx: Context, siteId: string): Promise<Site> {
  const site = await siteById(ctx).load(siteId);
  if (!site) throw new Error(`Site ${siteId} vanished`);
  return site;
}

/** A node by global id: members of the site's organization only. */
export async function readable<T extends { siteId: string }>(ctx: Context, row: T | null): Promise<T | null> {
  if (!row) return null;
  const site = await siteById(ctx).load(row.siteId);
  return site && atLeast(await siteRole(ctx, site), 'read') ? row : null;
}

// Helpers of the mutations.

/** The arguments of a list under a site. */
export const siteArgs = (arg: Args) => ({
  organizationId: arg.id(idOf({ required: true, description: 'Global id or REST key of the organization.' })),
  siteId: arg.id(idOf({ required: true, description: 'Global id or REST key of the site.' })),
});

export const siteIds = (t: InputFields) => ({
  organizationId: pathId(t, 'organization'),
  siteId: pathId(t, 'site'),
});

/**
 * The `position` input of a move among siblings of one kind (sections, site spaces): right before
 * or right after a neighbour, given as `{ type: <constant>, <field>: id }`.
 */
export function siblingPosition(kind: { name: string; constant: string; field: string; what: string }) {
  const { name, constant, field, what } = kind;
  const PointerType = describedEnum(`${name}PointerType`, `Kind of a neighbour in a ${what} move.`, {
    [constant.toLowerCase().replaceAll('_', '-')]: `A ${what}.`,
  });
  const Pointer = builder.inputType(`${name}PointerInput`, {
    description: `A neighbouring ${what}.`,
    fields: (t) => ({
      type: t.field({ description: `Always ${constant}.`, type: PointerType, required: true }),
      [field]: t.id(idOf({ description: `Global id or REST key of the ${what}.`, required: true })),
    }),
  });
  return builder.inputType(`${name}PositionInput`, {
    description: `Where to put a ${what} among its siblings.`,
    fields: (t) => ({
      before: t.field({ description: `Right before this ${what}.`, type: Pointer }),
      after: t.field({ description: `Right after this ${what}.`, type: Pointer }),
    }),
  });
}

/**
 * The payloads of a site item's add (with `location`), update (with `returnMinimal`), move and
 * delete mutations: `Add<name>Payload`... carrying the item in `field`.
 */
export function itemPayloads<Field extends string, Shape>(
  item: { name: string; field: Field; type: ObjectRef<SchemaTypes, Shape>; what: string },
  add: { returnMinimal?: true } = {},
) {
  const { name, field, type, what } = item;
  const after = `The ${what} after the change.`;
  return {
    add: objectPayload(`Add${name}Payload`, field, type, `The new ${what}.`, { ...add, location: true }),
    update: objectPayload(`Update${name}Payload`, field, type, after, { returnMinimal: true }),
    move: objectPayload(`Move${name}Payload`, field, type, after),
    delete: deletedPayload(`Delete${name}Payload`, what),
  };
}

/**
 * The delete mutation of a site item: `Delete<name>Input` of the site's ids and the item's
 * (`idField`), answered with a `deletion` of the node type `typename` (`name` unless given; false
 * when there was no such item).
 */
export function deleteItem(
  t: MutationFields,
  item: {
    name: string;
    typename?: string;
    idField: string;
    what: string;
    description: string;
    payload: ObjectRef<SchemaTypes, { deleted: boolean }>;
    remove: (ctx: Context, organizationId: string, siteId: string, id: string) => Promise<boolean>;
  },
) {
  const { name, typename = name, idField, what, payload, remove } = item;
  const input = builder.inputType(`Delete${name}Input`, {
    fields: (f) => ({ ...siteIds(f), [idField]: pathId(f, what) }),
  });
  return inputMutation(t, {
    type: payload,
    description: item.description,
    // The item's id field is named at run time, which the input's inferred shape cannot say.
    input: input as InputObjectRef<SchemaTypes, { organizationId: string; siteId: string; [id: string]: string }>,
    resolve: async (ids, ctx) =>
      deletion(typename, ids[idField], await remove(ctx, ids.organizationId, ids.siteId, ids[idField])),
  });
}

export const sitePayload = (name: string) => objectPayload(name, 'site', SiteRef, 'The site after the change.');

export const deletedPayload = (name: string, what: string) =>
  withDeletedId(
    builder.simpleObject(name, {
      fields: (t) => ({ deleted: t.boolean({ description: `False when there was no such ${what}.` }) }),
    }),
  );

const TYPENAMES: Record<string, string> = {
  'site-section': 'SiteSection',
  'site-section-group': 'SiteSectionGroup',
  'site-external-link': 'SiteExternalLink',
};

/** An item at the root of a site's structure: a section, a section group, an external link or (no sections) a site space. */
export const SiteStructureItem = builder.unionType('SiteStructureItem', {
  description:
    "A root item of a site's structure: a section, a section group, an external link, or (a site without sections) a site space.",
  types: [SiteSectionRef, SiteSectionGroupRef, SiteSpaceRef, SiteExternalLinkRef],
  resolveType: (item: { __kind?: string }) => TYPENAMES[item.__kind ?? ''] ?? 'SiteSpace',
});

/** What a section group holds: sections and external links. */
export const SiteSectionGroupItem = builder.unionType('SiteSectionGroupItem', {
  description: 'An item of a section group: a section or an external link.',
  types: [SiteSectionRef, SiteExternalLinkRef],
  resolveType: (item: { __kind?: string }) =>
    item.__kind === 'site-external-link' ? 'SiteExternalLink' : 'SiteSection',
});
