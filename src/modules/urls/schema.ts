/** URLs: the embed of an outside URL (embeds.ts) and the content a URL of this Quire names (content.ts). */
import { builder } from '../../graphql/builder.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { ChangeRequestRef } from '../change-requests/schema.ts';
import { CollectionRef } from '../collections/schema.ts';
import { formatArg, RevisionPageRef, RevisionRef } from '../content/graphql/refs.ts';
import { treeOf } from '../content/service.ts';
import { pageShape } from '../content/shapes.ts';
import { SpaceRef } from '../spaces/schema.ts';
import { type ContentAtUrl, contentByUrl } from './content.ts';
import { type EmbedData, embedByUrl } from './embeds.ts';

const EmbedTypeEnum = describedEnum('EmbedType', 'How an embed shows.', {
  link: 'A link card: title, site, icon.',
  rich: 'A frame (`html`: an iframe written by Quire, never the remote markup).',
});

const Embed = builder.objectRef<EmbedData>('Embed').implement({
  description:
    "GitBook's Embed of an outside URL: its oEmbed answer, else its OpenGraph or Twitter card tags, else a plain link.",
  fields: (t) => ({
    type: t.expose('type', { type: EmbedTypeEnum, description: 'How it shows.' }),
    url: t.exposeString('url', { description: 'The URL (as asked, without its fragment).' }),
    title: t.exposeString('title', { description: 'Title of the page (the URL when it names none).' }),
    site: t.exposeString('site', { description: "The site's name, else its host." }),
    icon: t.exposeString('icon', {
      nullable: true,
      description: "The site's icon (an absolute URL), when it names one.",
    }),
    html: t.exposeString('html', {
      nullable: true,
      description: '`rich` only: a sandboxed iframe of the address the oEmbed markup frames.',
    }),
    description: t.exposeString('description', { nullable: true, description: 'What the page says it is about.' }),
    thumbnail: t.exposeString('thumbnail', { nullable: true, description: 'Its preview image (an absolute URL).' }),
  }),
});

const ContentByUrl = builder.objectRef<ContentAtUrl>('ContentByUrl').implement({
  description:
    'What a URL of this Quire names: a space (with the change request, revision and page in it) or a collection, ' +
    'and the site it was read through.',
  fields: (t) => ({
    organizationId: t.exposeString('organizationId', { description: 'The organization of the content.' }),
    space: t.expose('space', { type: SpaceRef, nullable: true, description: 'The space; null for a collection.' }),
    collection: t.expose('collection', {
      type: CollectionRef,
      nullable: true,
      description: 'The collection; null for a space.',
    }),
    changeRequest: t.expose('changeRequest', {
      type: ChangeRequestRef,
      nullable: true,
      description: 'The change request the URL names (`~/changes/<number>`).',
    }),
    revision: t.expose('revision', {
      type: RevisionRef,
      nullable: true,
      description: "The revision read: the change request's head, the revision named, else the live one.",
    }),
    page: t.expose('page', { type: RevisionPageRef, nullable: true, description: 'The page the URL names.' }),
    pageJson: t.field({
      type: 'JSON',
      nullable: true,
      description: "The page in GitBook's RevisionPage shape, with its sub-pages (REST `page`).",
      args: { format: formatArg(t.arg) },
      resolve: async (c, { format }, ctx) =>
        c.page && c.space
          ? pageShape(
              ctx,
              c.space,
              c.page.page,
              format ?? 'document',
              await treeOf(ctx, c.page.revision),
              'relative',
              c.page.revision.id,
            )
          : null,
    }),
    siteId: t.exposeString('siteId', { nullable: true, description: 'The site the URL is of, when it is one.' }),
    siteSectionId: t.exposeString('siteSectionId', {
      nullable: true,
      description: 'Its section, on a site with sections.',
    }),
    siteSpaceId: t.exposeString('siteSpaceId', { nullable: true, description: 'Its site space (variant).' }),
  }),
});

builder.queryFields((t) => ({
  embedByUrl: t.field({
    type: Embed,
    nullable: true,
    description:
      'The embed of an outside URL, fetched (time and size limited, private addresses refused) and kept a while. ' +
      'With `spaceId`, the caller must read that space. A refused URL: BAD_REQUEST; a page that cannot be fetched: NOT_FOUND.',
    args: {
      url: t.arg.string({ required: true, description: 'The http(s) URL.' }),
      spaceId: t.arg.id(idOf({ description: 'Global id or REST key of a space the embed is shown in.' })),
    },
    resolve: (_, { url, spaceId }, ctx) => embedByUrl(ctx, url, spaceId),
  }),
  contentByUrl: t.field({
    type: ContentByUrl,
    nullable: true,
    description:
      'The space (and page, change request, revision) or collection a URL of this Quire names: an app, preview or published address. What the caller cannot read: NOT_FOUND.',
    args: { url: t.arg.string({ required: true, description: 'The URL.' }) },
    resolve: (_, { url }, ctx) => contentByUrl(ctx, url),
  }),
}));
