/** Revisions: the Revision node, its git metadata, tags and URLs; a space's revisions and current content. */

import { BadRequestError } from '../../../errors.ts';
import { builder } from '../../../graphql/builder.ts';
import { childList, connectionOf } from '../../../graphql/connections.ts';
import { describedEnum } from '../../../graphql/enums.ts';
import { childById, enumColumn } from '../../../graphql/fields.ts';
import { idOf } from '../../../graphql/global-ids.ts';
import { SpaceRef } from '../../spaces/schema.ts';
import { getSpace } from '../../spaces/service.ts';
import { getDocument } from '../documents.ts';
import { revisionById } from '../loaders.ts';
import {
  currentRevision,
  fileById,
  getRevision,
  listFiles,
  listRevisions,
  pageById,
  pageByPath,
  reusableContentById,
  treeOf,
} from '../service.ts';
import { pageDocumentShape, pageShape, revisionUrls, treeShape } from '../shapes.ts';
import {
  formatArg,
  MarkdownRefsEnum,
  RevisionFileRef,
  RevisionPageRef,
  RevisionRef,
  RevisionReusableContentRef,
  RevisionTypeEnum,
  spaceOf,
} from './refs.ts';

/** GitBook's DocumentTextColor: a palette color or a semantic token of the site's theme. */
const DocumentTextColorEnum = describedEnum(
  'DocumentTextColor',
  "A color of GitBook's palette, or a semantic token resolved from the site's theme (`$primary`...).",
  {
    default: 'The default text color.',
    green: 'Green.',
    blue: 'Blue.',
    red: 'Red.',
    orange: 'Orange.',
    yellow: 'Yellow.',
    purple: 'Purple.',
    pink: 'Pink.',
    violet: 'Violet.',
    cyan: 'Cyan.',
    $primary: 'The primary color of the theme (`$primary`).',
    $info: 'The info color of the theme (`$info`).',
    $success: 'The success color of the theme (`$success`).',
    $warning: 'The warning color of the theme (`$warning`).',
    $danger: 'The danger color of the theme (`$danger`).',
    $tint: 'The tint color of the theme (`$tint`).',
  },
);

/** GitBook's RevisionTag (Quire has no tags yet: `Revision.tags` is always empty). */
interface RevisionTagShape {
  slug: string;
  label: string;
  color: typeof DocumentTextColorEnum.$inferType;
  emoji?: string;
  icon?: string;
}

const RevisionTag = builder.objectRef<RevisionTagShape>('RevisionTag').implement({
  description: 'A tag that content of a revision can be associated with, named by its slug.',
  fields: (t) => ({
    slug: t.exposeString('slug', { description: 'Identifier of the tag, immutable after creation.' }),
    label: t.exposeString('label', { description: 'Label shown for the tag (can be renamed).' }),
    color: t.expose('color', { type: DocumentTextColorEnum, description: 'Color of the tag.' }),
    emoji: t.string({
      nullable: true,
      description: 'Emoji of the tag; null when it has an icon or nothing.',
      resolve: (tag) => tag.emoji ?? null,
    }),
    icon: t.string({
      nullable: true,
      description: 'Name of the icon of the tag; null when it has an emoji or nothing.',
      resolve: (tag) => tag.icon ?? null,
    }),
  }),
});

const RevisionUrls = builder.simpleObject('RevisionUrls', {
  description: 'Addresses of a revision.',
  fields: (t) => ({
    app: t.string({ description: 'URL of the revision in the app.' }),
    published: t.string({ nullable: true, description: 'Not for private spaces.' }),
    public: t.string({ nullable: true, description: 'Only for public spaces.' }),
  }),
});

builder.node(RevisionRef, {
  description: 'An immutable snapshot of the content of a space: page tree, files, reusable contents.',
  id: { resolve: (r) => r.id },
  loadOne: async (id, ctx) => {
    if (!ctx.viewer) return null;
    const revision = await revisionById(ctx).load(id);
    if (!revision) return null;
    try {
      await getSpace(ctx, revision.spaceId);
      return revision;
    } catch {
      return null;
    }
  },
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The revision id used in REST paths.' }),
    object: t.string({ description: 'Always `"revision"` (REST discriminator).', resolve: () => 'revision' }),
    parents: t.exposeStringList('parents', {
      description: 'Ids of the parent revisions: one for an edit, two for a merge, none for the first revision.',
    }),
    type: enumColumn(t, 'type', RevisionTypeEnum, 'How the revision was created.'),
    message: t.exposeString('message', { description: 'Message of the revision (what changed); may be empty.' }),
    createdAt: t.expose('createdAt', { description: 'When the revision was created.', type: 'DateTime' }),
    createdById: t.exposeString('createdById', {
      description: 'Id of the user who created it; null when not recorded.',
      nullable: true,
    }),
    space: t.field({
      description: 'The space of the revision.',
      type: SpaceRef,
      resolve: (r, _, ctx) => spaceOf(ctx, r.spaceId),
    }),
    urls: t.field({
      description: 'Addresses of the revision.',
      type: RevisionUrls,
      resolve: async (r, _, ctx) => revisionUrls(ctx, await spaceOf(ctx, r.spaceId), r),
    }),
    tags: t.field({
      type: [RevisionTag],
      description: 'Tags available in the revision (always empty: Quire has no tags yet).',
      resolve: () => [],
    }),
    pages: t.field({
      type: [RevisionPageRef],
      description: 'Top-level pages (a tree: see RevisionPage.pages).',
      resolve: async (r, _, ctx) => (await treeOf(ctx, r)).pages.map((page) => ({ page, revision: r })),
    }),
    page: t.field({
      type: RevisionPageRef,
      description: 'A page by id (404 when absent).',
      args: { id: t.arg.id(idOf({ description: 'Id of the page (its global id or its key).', required: true })) },
      resolve: (r, { id }, ctx) => pageById(ctx, r, id),
    }),
    pageByPath: t.field({
      type: RevisionPageRef,
      description: 'A page by path (404 when absent).',
      args: {
        path: t.arg.string({
          description: 'Path of the page in the revision, e.g. `getting-started/install`.',
          required: true,
        }),
      },
      resolve: (r, { path }, ctx) => pageByPath(ctx, r, path),
    }),
    pageTree: t.field({
      type: 'JSON',
      description:
        "The whole page tree in GitBook's RevisionPage shape (any depth), bodies in markdown unless `format` says otherwise.",
      args: {
        format: formatArg(t.arg),
        computed: t.arg.boolean({ description: 'Accepted; there is no computed content yet.' }),
      },
      resolve: async (r, { format }, ctx) => treeShape(ctx, await spaceOf(ctx, r.spaceId), r, format ?? 'markdown'),
    }),
    pageJson: t.field({
      type: 'JSON',
      description: "A page by id (or by `path`) in GitBook's RevisionPage shape, with its sub-pages.",
      args: {
        id: t.arg.id(idOf({ description: 'Id of the page (its global id or its key); or give `path`.' })),
        path: t.arg.string({ description: 'Path of the page, when `id` is not given.' }),
        format: formatArg(t.arg),
        markdownRefs: t.arg({ type: MarkdownRefsEnum, description: 'With MARKDOWN: how links are written.' }),
        computed: t.arg.boolean({ description: 'Accepted; there is no computed content yet.' }),
      },
      resolve: async (r, { id, path, format, markdownRefs }, ctx) => {
        const ref = id != null ? await pageById(ctx, r, id) : await pageByPath(ctx, r, path ?? '');
        const space = await spaceOf(ctx, r.spaceId);
        const tree = await treeOf(ctx, r);
        return pageShape(ctx, space, ref.page, format ?? 'document', tree, markdownRefs ?? 'relative', r.id);
      },
    }),
    pageDocumentJson: t.field({
      type: 'JSON',
      nullable: true,
      description:
        "The body of a page by id as GitBook's JSON document, as `pageJson` gives it (an empty page: an empty " +
        'document), without its sub-pages; null for a group or a link page.',
      args: { id: t.arg.id(idOf({ description: 'Id of the page (its global id or its key).', required: true })) },
      resolve: async (r, { id }, ctx) => {
        const { page } = await pageById(ctx, r, id);
        return pageDocumentShape(ctx, page, await treeOf(ctx, r), r.id);
      },
    }),
    files: t.field({
      description: 'The files of the revision, all of them (see `fileConnection` to page).',
      type: [RevisionFileRef],
      resolve: async (r, _, ctx) => (await treeOf(ctx, r)).files.map((file) => ({ file, revision: r })),
    }),
    fileConnection: t.connection(
      {
        type: RevisionFileRef,
        description: 'The files, paginated.',
        resolve: async (r, args, ctx) => {
          const page = await listFiles(ctx, r, args);
          return {
            ...page,
            edges: page.edges.map((e) => ({
              node: { file: e.node, revision: r },
              get cursor() {
                return e.cursor;
              },
            })),
          };
        },
      },
      connectionOf(RevisionFileRef),
    ),
    file: t.field({
      description: 'A file by id (404 when absent).',
      type: RevisionFileRef,
      args: { id: t.arg.id(idOf({ description: 'Id of the file (its global id or its key).', required: true })) },
      resolve: async (r, { id }, ctx) => ({ file: await fileById(ctx, r, id), revision: r }),
    }),
    reusableContents: t.field({
      description: 'The reusable contents of the revision.',
      type: [RevisionReusableContentRef],
      resolve: async (r, _, ctx) =>
        (await treeOf(ctx, r)).reusableContents.map((content) => ({ content, revision: r })),
    }),
    reusableContent: t.field({
      description: 'A reusable content by id (404 when absent).',
      type: RevisionReusableContentRef,
      args: {
        id: t.arg.id(idOf({ description: 'Id of the reusable content (its global id or its key).', required: true })),
      },
      resolve: async (r, { id }, ctx) => ({ content: await reusableContentById(ctx, r, id), revision: r }),
    }),
  }),
});

builder.objectFields(SpaceRef, (t) => ({
  currentRevision: t.field({
    type: RevisionRef,
    description: 'The current revision of the content (the REST `revision` field is its id).',
    resolve: (space, _, ctx) => currentRevision(ctx, space),
  }),
  revisionById: childById(
    t,
    RevisionRef,
    'A revision of this space (404 when absent or of another space).',
    { name: 'id', what: 'revision' },
    getRevision,
  ),
  revisions: childList(t, RevisionRef, 'The revision history, newest first.', listRevisions),
  document: t.field({
    type: 'JSON',
    description: "A document used by a revision of this space, as GitBook's JSON document.",
    args: {
      id: t.arg.id(idOf({ description: "Id of the document (a page's `documentId`).", required: true })),
      schema: t.arg.string({ description: 'current | next (same schema).' }),
    },
    resolve: (space, { id, schema }, ctx) => {
      if (schema != null && schema !== 'current' && schema !== 'next')
        throw new BadRequestError('\'schema\' must be one of "current", "next"', 'schema');
      return getDocument(ctx, space.id, id);
    },
  }),
}));

builder.queryFields((t) => ({
  spaceRevision: t.field({
    nullable: true,
    type: RevisionRef,
    description: 'A revision of a space the caller can read: the current one, or `revisionId`.',
    args: {
      spaceId: t.arg.id(idOf({ description: 'Global id or REST key of the space.', required: true })),
      revisionId: t.arg.id(
        idOf({
          description: 'Global id or REST key of a revision of the space; absent: the current revision.',
        }),
      ),
    },
    resolve: async (_, { spaceId, revisionId }, ctx) =>
      revisionId != null ? getRevision(ctx, spaceId, revisionId) : currentRevision(ctx, await getSpace(ctx, spaceId)),
  }),
}));
