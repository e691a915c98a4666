/** GraphQL of site redirects: the node, the list, the lookup by path and the mutations. */
import type { SiteRedirect } from '../../../generated/prisma/client.ts';
import { builder } from '../../../graphql/builder.ts';
import { connectionOf } from '../../../graphql/connections.ts';
import { describedEnum } from '../../../graphql/enums.ts';
import { inputMutation, pathId } from '../../../graphql/fields.ts';
import { objectPayload } from '../../../graphql/payloads.ts';
import { url } from '../../../request/context.ts';
import { siteRedirect } from '../reader.ts';
import {
  createSiteRedirect,
  deleteSiteRedirect,
  listSiteRedirects,
  readableRedirect,
  updateSiteRedirect,
  upsertSiteRedirects,
} from '../redirects.ts';
import { deletedPayload, deleteItem, siteArgs, siteIds } from './refs.ts';

export const SiteRedirectRef = builder.objectRef<SiteRedirect>('SiteRedirect');
builder.node(SiteRedirectRef, {
  description: 'A redirect of a site: a source path sent to a section, a site space, a page or an external URL.',
  id: { resolve: (r) => r.id },
  loadOne: (id, ctx) => readableRedirect(ctx, id),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The redirect id used in REST paths.' }),
    object: t.string({ description: 'Always `"site-redirect"` (REST discriminator).', resolve: () => 'site-redirect' }),
    source: t.exposeString('source', {
      description: 'The path after the site address; a trailing `*` matches every path it prefixes.',
    }),
    draft: t.exposeBoolean('draft', { description: 'Whether the redirect is a draft (not followed yet).' }),
    captureWildcard: t.exposeBoolean('captureWildcard', {
      description: 'Whether the path matched by the wildcard is appended to the destination URL.',
    }),
    permanent: t.exposeBoolean('permanent', { description: 'Whether readers answer it as permanent (308).' }),
    destination: t.field({
      type: 'JSON',
      description:
        "GitBook's SiteRedirectDestination: `{ kind: site-section, siteSectionId }`, `{ kind: site-space, siteSpaceId }`, `{ kind: site-page, siteSpaceId, pageId }` or `{ kind: external, url }`.",
      resolve: (r) => r.destination,
    }),
    automatic: t.exposeBoolean('automatic', {
      description: 'Whether Quire recorded it when a published page moved (removed when a page takes the path again).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the redirect was created.' }),
    updatedAt: t.expose('updatedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was last changed; null if never.',
    }),
  }),
});

const SiteRedirectMatch = builder.simpleObject('SiteRedirectMatch', {
  description: 'The redirect a path of a site follows, and where it leads.',
  fields: (t) => ({
    redirect: t.field({ type: SiteRedirectRef, description: 'The redirect.' }),
    target: t.string({ description: 'URL of the destination.' }),
  }),
});

const SiteRedirectOrderBy = describedEnum('SiteRedirectOrderBy', 'How site redirects are sorted.', {
  createdAt: 'Most recently created first (default).',
  updatedAt: 'Most recently changed first, then never changed ones.',
  source: 'By source path.',
});

const redirectFields = {
  source: 'The path after the site address, e.g. `/old/page` or `/docs/*`.',
  destination:
    "GitBook's SiteRedirectDestination, or `{ kind: path, spaceId, path }` for a page of a space the site publishes.",
  captureWildcard: 'Append the path matched by the wildcard to the destination URL.',
  draft: 'A draft is kept but not followed.',
  permanent: 'Readers answer it as permanent (308).',
};

const CreateSiteRedirectInput = builder.inputType('CreateSiteRedirectInput', {
  fields: (t) => ({
    ...siteIds(t),
    source: t.string({ required: true, description: redirectFields.source }),
    destination: t.field({ type: 'JSON', required: true, description: redirectFields.destination }),
    captureWildcard: t.boolean({ description: `${redirectFields.captureWildcard} Default false.` }),
    draft: t.boolean({ description: `${redirectFields.draft} Default false.` }),
    permanent: t.boolean({ description: `${redirectFields.permanent} Default false.` }),
  }),
});

const UpdateSiteRedirectInput = builder.inputType('UpdateSiteRedirectInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteRedirectId: pathId(t, 'site redirect'),
    source: t.string({ description: `${redirectFields.source} Absent: unchanged.` }),
    destination: t.field({ type: 'JSON', description: `${redirectFields.destination} Absent: unchanged.` }),
    captureWildcard: t.boolean({ description: `${redirectFields.captureWildcard} Absent: unchanged.` }),
    draft: t.boolean({ description: `${redirectFields.draft} false publishes a draft. Absent: unchanged.` }),
    permanent: t.boolean({ description: `${redirectFields.permanent} Absent: unchanged.` }),
  }),
});

const UpsertSiteRedirectsInput = builder.inputType('UpsertSiteRedirectsInput', {
  fields: (t) => ({
    ...siteIds(t),
    redirects: t.field({
      type: ['JSON'],
      required: true,
      description:
        '1 to 500 operations, each `{ source, intent: live|draft, destination, captureWildcard?, permanent? }` (destination null deletes) or `{ source, intent: publish }`.',
    }),
  }),
});

const SiteRedirectResult = builder.simpleObject('SiteRedirectResult', {
  description: 'What became of one operation of a bulk upsert.',
  fields: (t) => ({
    status: t.string({ description: '`created`, `updated`, `deleted`, `published` or `error`.' }),
    source: t.string({ description: 'The source path of the operation.' }),
    draft: t.boolean({ description: 'Whether the redirect concerned is a draft.' }),
    redirectId: t.string({
      nullable: true,
      description: 'Id of the redirect created, updated or published (REST: `id`).',
    }),
    error: t.string({ nullable: true, description: 'Why the operation failed (`error`).' }),
  }),
});

const redirectPayload = (name: string, description: string) =>
  objectPayload(name, 'redirect', SiteRedirectRef, description, name.startsWith('Create') ? { location: true } : {});
const CreateSiteRedirectPayload = redirectPayload('CreateSiteRedirectPayload', 'The new redirect.');
const UpdateSiteRedirectPayload = redirectPayload('UpdateSiteRedirectPayload', 'The redirect after the change.');
const DeleteSiteRedirectPayload = deletedPayload('DeleteSiteRedirectPayload', 'site redirect');
const UpsertSiteRedirectsPayload = builder.simpleObject('UpsertSiteRedirectsPayload', {
  description: 'The outcome of each operation, in order.',
  fields: (t) => ({ results: t.field({ type: [SiteRedirectResult], description: 'One result per operation.' }) }),
});

builder.queryFields((t) => ({
  siteRedirects: t.connection(
    {
      nullable: true,
      type: SiteRedirectRef,
      description:
        'The redirects of a site (live ones unless `draft`), newest first. Needs a role in the organization.',
      args: {
        ...siteArgs(t.arg),
        search: t.arg.string({ description: 'Only sources containing this text.' }),
        draft: t.arg.boolean({ description: 'true: the drafts; default: the live redirects.' }),
        orderBy: t.arg({ type: SiteRedirectOrderBy, description: 'The order (default: createdAt).' }),
      },
      resolve: (_, { organizationId, siteId, search, draft, orderBy, ...args }, ctx) =>
        listSiteRedirects(ctx, organizationId, siteId, args, { search, draft, orderBy }),
    },
    connectionOf(SiteRedirectRef),
  ),
  siteRedirect: t.field({
    type: SiteRedirectMatch,
    nullable: true,
    description:
      'The live redirect a path of a site follows (exact source first, else the longest wildcard) and its target URL; not found when none. Seen as the published view is (site token, member preview, or visibility).',
    args: {
      ...siteArgs(t.arg),
      source: t.arg.string({ required: true, description: 'The path after the site address, e.g. `/old/page`.' }),
      shareKey: t.arg.string({ description: 'A share key, for share-link sites.' }),
    },
    resolve: (_, { organizationId, siteId, source, shareKey }, ctx) =>
      siteRedirect(ctx, organizationId, siteId, source, shareKey),
  }),
}));

builder.mutationFields((t) => ({
  createSiteRedirect: inputMutation(t, {
    type: CreateSiteRedirectPayload,
    description:
      'Creates a redirect; 409 when one from the same source (live or draft alike) exists. Needs the admin role.',
    input: CreateSiteRedirectInput,
    resolve: async ({ organizationId, siteId, ...rest }, ctx) => {
      const redirect = await createSiteRedirect(ctx, organizationId, siteId, rest);
      return { redirect, location: url(ctx, `/v1/orgs/${organizationId}/sites/${siteId}/redirects/${redirect.id}`) };
    },
  }),
  updateSiteRedirect: inputMutation(t, {
    type: UpdateSiteRedirectPayload,
    description: 'Changes a redirect (a draft is published with `draft: false`). Needs the admin role.',
    input: UpdateSiteRedirectInput,
    resolve: async ({ organizationId, siteId, siteRedirectId, ...rest }, ctx) => ({
      redirect: await updateSiteRedirect(ctx, organizationId, siteId, siteRedirectId, rest),
    }),
  }),
  deleteSiteRedirect: deleteItem(t, {
    name: 'SiteRedirect',
    idField: 'siteRedirectId',
    what: 'site redirect',
    description: 'Deletes a redirect. Needs the admin role.',
    payload: DeleteSiteRedirectPayload,
    remove: deleteSiteRedirect,
  }),
  upsertSiteRedirects: inputMutation(t, {
    type: UpsertSiteRedirectsPayload,
    description:
      'Creates, updates, deletes or publishes up to 500 redirects, each on its own (failures are reported per operation). Needs the admin role.',
    input: UpsertSiteRedirectsInput,
    resolve: async ({ organizationId, siteId, redirects }, ctx) => ({
      results: (await upsertSiteRedirects(ctx, organizationId, siteId, { redirects })).map((r) => ({
        status: r.status,
        source: r.source,
        draft: r.draft,
        redirectId: 'id' in r ? r.id : null,
        error: 'error' in r ? r.error : null,
      })),
    }),
  }),
}));
