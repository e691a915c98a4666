/**
 * GraphQL of share links (GitBook's name for share keys): their REST shape on `SiteShareKey`, the
 * paginated list with a search, and create, update (name, `active`) and delete.
 */

import type { SiteShareKey } from '../../../generated/prisma/client.ts';
import { builder } from '../../../graphql/builder.ts';
import { connectionOf } from '../../../graphql/connections.ts';
import { inputMutation, pathId } from '../../../graphql/fields.ts';
import { objectPayload } from '../../../graphql/payloads.ts';
import { paginateArray } from '../../../request/pagination.ts';
import { createShareKey, listShareKeys, publishedUrl, revokeShareKey, updateShareKey } from '../service.ts';
import { deletedPayload, deleteItem, SiteRef, SiteShareKeyRef, siteIds, siteOf } from './refs.ts';

/** A share key as a mutation answers it: with its secret when it was just made. */
type ShareKeyObject = SiteShareKey & { secret?: string };

const ShareLinkUrls = builder.simpleObject('SiteShareLinkUrls', {
  description: 'Addresses of a share link.',
  fields: (t) => ({
    published: t.string({
      nullable: true,
      description:
        'The published site opened with this link: only when the link was just created (Quire keeps only a hash of its key) and the site is published as share-link.',
    }),
  }),
});

builder.objectFields(SiteShareKeyRef, (t) => ({
  object: t.string({ description: 'Always `"share-link"` (REST discriminator).', resolve: () => 'share-link' }),
  active: t.exposeBoolean('active', { description: 'False: the link is turned off and opens nothing.' }),
  urls: t.field({
    type: ShareLinkUrls,
    description: 'Addresses of the share link.',
    resolve: async (k: ShareKeyObject, _, ctx) => {
      if (!k.secret || !k.active) return { published: null };
      return { published: await publishedUrl(ctx, await siteOf(ctx, k.siteId), [], k.secret) };
    },
  }),
}));

builder.objectField(SiteRef, 'shareLinks', (t) =>
  t.connection(
    {
      type: SiteShareKeyRef,
      description: 'Share links of the site, oldest first (admins); `search` keeps those whose name contains it.',
      args: { search: t.arg.string({ description: 'Part of the name, any case.' }) },
      resolve: async (site, { search, ...args }, ctx) => {
        const all = await listShareKeys(ctx, site);
        const needle = search?.trim().toLowerCase();
        return paginateArray(args, needle ? all.filter((k) => k.name?.toLowerCase().includes(needle)) : all);
      },
    },
    connectionOf(SiteShareKeyRef),
  ),
);

const CreateSiteShareLinkInput = builder.inputType('CreateSiteShareLinkInput', {
  fields: (t) => ({
    ...siteIds(t),
    name: t.string({ required: true, description: 'A label, at most 100 characters (empty: none).' }),
  }),
});

const UpdateSiteShareLinkInput = builder.inputType('UpdateSiteShareLinkInput', {
  fields: (t) => ({
    ...siteIds(t),
    shareLinkId: pathId(t, 'share link'),
    name: t.string({ description: 'A label, at most 100 characters (empty: none).' }),
    active: t.boolean({ description: 'False turns the link off (it opens nothing); true turns it on again.' }),
  }),
});

const CreateSiteShareLinkPayload = objectPayload(
  'CreateSiteShareLinkPayload',
  'shareLink',
  SiteShareKeyRef,
  'The new share link; its `urls.published` carries the key, shown only now.',
);
const UpdateSiteShareLinkPayload = objectPayload(
  'UpdateSiteShareLinkPayload',
  'shareLink',
  SiteShareKeyRef,
  'The share link after the change.',
);
const DeleteSiteShareLinkPayload = deletedPayload('DeleteSiteShareLinkPayload', 'share link');

builder.mutationFields((t) => ({
  createSiteShareLink: inputMutation(t, {
    type: CreateSiteShareLinkPayload,
    description: 'Creates a share link of a site (admin). Its key shows only in this answer, in `urls.published`.',
    input: CreateSiteShareLinkInput,
    resolve: async ({ organizationId, siteId, name }, ctx) => {
      const { shareKey, key } = await createShareKey(ctx, organizationId, siteId, { name });
      const shareLink: ShareKeyObject = { ...shareKey, secret: key };
      return { shareLink };
    },
  }),
  updateSiteShareLink: inputMutation(t, {
    type: UpdateSiteShareLinkPayload,
    description: 'Renames a share link, or turns it off and on (admin).',
    input: UpdateSiteShareLinkInput,
    resolve: async ({ organizationId, siteId, shareLinkId, ...rest }, ctx) => ({
      shareLink: await updateShareKey(ctx, organizationId, siteId, shareLinkId, rest),
    }),
  }),
  deleteSiteShareLink: deleteItem(t, {
    name: 'SiteShareLink',
    typename: 'SiteShareKey',
    idField: 'shareLinkId',
    what: 'share link',
    description: 'Deletes a share link (admin): links carrying its key stop working.',
    payload: DeleteSiteShareLinkPayload,
    remove: revokeShareKey,
  }),
}));
