/** GraphQL of site spaces (a space published in a section): the node, the list and their mutations. */

import { builder } from '../../../graphql/builder.ts';
import { connectionOf } from '../../../graphql/connections.ts';
import { inputMutation, pathId } from '../../../graphql/fields.ts';
import { idOf } from '../../../graphql/global-ids.ts';
import { objectPayload } from '../../../graphql/payloads.ts';
import { prefersMinimal } from '../../../graphql/prefer.ts';
import type { Context } from '../../../request/context.ts';
import { url } from '../../../request/context.ts';
import { spaceById } from '../../spaces/loaders.ts';
import { SpaceRef } from '../../spaces/schema.ts';
import { sectionById, siteSpaceById } from '../loaders.ts';
import {
  addSiteSpace,
  deleteSiteSpace,
  duplicateSiteSpace,
  isDefaultSiteSpace,
  listSiteSpaces,
  moveSiteSpace,
  updateSiteSpace,
} from '../site-spaces.ts';
import { loadTree } from '../structure.ts';
import {
  deleteItem,
  itemPayloads,
  publishedUrlsField,
  readable,
  SiteSectionRef,
  type SiteSpaceObject,
  SiteSpaceRef,
  siblingPosition,
  siteArgs,
  siteFields,
  siteIds,
  treeOf,
} from './refs.ts';

builder.node(SiteSpaceRef, {
  description: 'A space published in a site.',
  id: { resolve: (s) => s.id },
  loadOne: async (id, ctx) => readable(ctx, await siteSpaceById(ctx).load(id)),
  fields: (t) => {
    const isDefault = async (s: SiteSpaceObject, ctx: Context) =>
      s.published?.default ?? isDefaultSiteSpace(await treeOf(ctx, s.siteId), s);
    return {
      key: t.exposeString('id', { description: 'The site space id used in REST paths.' }),
      object: t.string({ description: 'Always `"site-space"` (REST discriminator).', resolve: () => 'site-space' }),
      path: t.exposeString('path', { description: '1 to 100 characters, unique in its section.' }),
      sectionId: t.exposeString('sectionId', {
        nullable: true,
        description: 'Id of its section (REST `section`); null at the root of a site without sections.',
      }),
      section: t.field({
        description: 'The section of the site space; null at the root of a site without sections.',
        type: SiteSectionRef,
        nullable: true,
        resolve: (s, _, ctx) => (s.sectionId ? sectionById(ctx).load(s.sectionId) : null),
      }),
      space: t.field({
        description: 'The published space.',
        type: SpaceRef,
        resolve: async (s, _, ctx) => (await spaceById(ctx).load(s.spaceId))!,
      }),
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
      urls: publishedUrlsField(t, 'site space', async (s, site, ctx) => {
        const tree = await loadTree(ctx, site);
        const section = s.sectionId ? tree.sections.find((x) => x.id === s.sectionId) : undefined;
        const path: string[] = [];
        if (section && tree.defaultSectionId !== section.id) path.push(section.path);
        if (!(await isDefault(s, ctx))) path.push(s.path);
        return path;
      }),
      ...siteFields(t),
    };
  },
});

const SiteSpacePositionInput = siblingPosition({
  name: 'SiteSpace',
  constant: 'SITE_SPACE',
  field: 'siteSpace',
  what: 'site space',
});

const AddSiteSpaceInput = builder.inputType('AddSiteSpaceInput', {
  fields: (t) => ({
    ...siteIds(t),
    spaceId: t.id(idOf({ description: 'null creates a new space.' })),
    sectionId: t.id(idOf({ description: 'Default: the default section, or the root of a site without sections.' })),
  }),
});

const UpdateSiteSpaceInput = builder.inputType('UpdateSiteSpaceInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteSpaceId: pathId(t, 'site space'),
    path: t.string({ description: '1 to 100 characters, unique in its section.' }),
    condition: t.string({ description: 'Expression over visitor.claims; null removes it; absent: unchanged.' }),
  }),
});

const MoveSiteSpaceInput = builder.inputType('MoveSiteSpaceInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteSpaceId: pathId(t, 'site space'),
    position: t.field({ type: SiteSpacePositionInput, description: 'Absent: at the end of its section.' }),
  }),
});

const DuplicateSiteSpaceInput = builder.inputType('DuplicateSiteSpaceInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteSpaceId: pathId(t, 'site space'),
    draft: t.boolean({ description: 'Quire has no draft site spaces: true is refused (400).' }),
  }),
});

const DuplicateSiteSpacePayload = objectPayload('DuplicateSiteSpacePayload', 'siteSpace', SiteSpaceRef, 'The copy.', {
  location: true,
});

const payloads = itemPayloads(
  { name: 'SiteSpace', field: 'siteSpace', type: SiteSpaceRef, what: 'site space' },
  { returnMinimal: true },
);

builder.queryFields((t) => ({
  siteSpaces: t.connection(
    {
      nullable: true,
      type: SiteSpaceRef,
      description: 'Site spaces in structure order.',
      args: {
        ...siteArgs(t.arg),
        default: t.arg.boolean({
          description: 'true: only the default site space of each section; false: only the others; absent: all.',
        }),
      },
      resolve: (_, { organizationId, siteId, default: isDefault, ...args }, ctx) =>
        listSiteSpaces(ctx, organizationId, siteId, args, isDefault),
    },
    connectionOf(SiteSpaceRef),
  ),
}));

builder.mutationFields((t) => ({
  addSiteSpace: inputMutation(t, {
    type: payloads.add,
    description: 'Adds a space to a section (default: the default section, or the root of a site without sections).',
    input: AddSiteSpaceInput,
    resolve: async ({ organizationId, siteId, ...rest }, ctx) => {
      const siteSpace = await addSiteSpace(ctx, organizationId, siteId, rest);
      return {
        siteSpace,
        returnMinimal: prefersMinimal(ctx),
        location: url(ctx, `/v1/orgs/${organizationId}/sites/${siteId}/site-spaces/${siteSpace.id}`),
      };
    },
  }),
  updateSiteSpace: inputMutation(t, {
    description: 'Changes the path or the visibility condition of a site space.',
    type: payloads.update,
    input: UpdateSiteSpaceInput,
    resolve: async ({ organizationId, siteId, siteSpaceId, ...rest }, ctx) => ({
      siteSpace: await updateSiteSpace(ctx, organizationId, siteId, siteSpaceId, rest),
      returnMinimal: prefersMinimal(ctx),
    }),
  }),
  deleteSiteSpace: deleteItem(t, {
    name: 'SiteSpace',
    idField: 'siteSpaceId',
    what: 'site space',
    description: 'Removes a space from the site (the space stays).',
    payload: payloads.delete,
    remove: deleteSiteSpace,
  }),
  duplicateSiteSpace: inputMutation(t, {
    type: DuplicateSiteSpacePayload,
    description:
      "Copies the site space's space (every page, file and reusable content) and publishes the copy right after it: in a new section of its own when it was its section's only variant, else as another variant (create role on the site).",
    input: DuplicateSiteSpaceInput,
    resolve: async ({ organizationId, siteId, siteSpaceId, ...rest }, ctx) => {
      const siteSpace = await duplicateSiteSpace(ctx, organizationId, siteId, siteSpaceId, rest);
      return {
        siteSpace,
        location: url(ctx, `/v1/orgs/${organizationId}/sites/${siteId}/site-spaces/${siteSpace.id}`),
      };
    },
  }),
  moveSiteSpace: inputMutation(t, {
    type: payloads.move,
    description: 'Moves a site space among the site spaces of its section, or to the end.',
    input: MoveSiteSpaceInput,
    resolve: async ({ organizationId, siteId, siteSpaceId, ...rest }, ctx) => ({
      siteSpace: await moveSiteSpace(ctx, organizationId, siteId, siteSpaceId, rest),
    }),
  }),
}));
