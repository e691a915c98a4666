import { builder, type Args, type InputFields } from '../../graphql/builder.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import type { RevisionType } from '../../engine/commit.ts';
import type { Context } from '../../graphql/context.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { markdownToDocument } from '../../engine/markdown.ts';
import type { TreeFile, TreePage, TreeReusableContent } from '../../engine/tree.ts';
import { SpaceRef } from '../spaces/schema.ts';
import { spaceById } from '../spaces/loaders.ts';
import { getSpace } from '../spaces/service.ts';
import { blobByHash, revisionById, type RevisionRow } from './loaders.ts';
import {
  createPage,
  currentRevision,
  deletePage,
  fileById,
  getDocument,
  getRevision,
  listFiles,
  listRevisions,
  movePage,
  pageById,
  pageByPath,
  pageMarkdown,
  renamePage,
  reusableContentById,
  treeOf,
  updatePage,
  uploadFile,
  createReusableContent,
  updateReusableContent,
  deleteReusableContent,
  type PageRef,
} from './service.ts';
import { downloadURL, pageShape, revisionUrls, treeShape } from './shapes.ts';

export const RevisionRef = builder.objectRef<RevisionRow>('Revision');
export const RevisionPageRef = builder.objectRef<PageRef>('RevisionPage');
export const RevisionFileRef = builder.objectRef<{ file: TreeFile; revision: RevisionRow }>('RevisionFile');
const RevisionReusableContentRef = builder.objectRef<{ content: TreeReusableContent; revision: RevisionRow }>(
  'RevisionReusableContent',
);

export const RevisionTypeEnum = builder.enumType('RevisionType', {
  description: 'How a revision was created.',
  values: {
    EDITS: { value: 'edits', description: 'Created by editing the content.' },
    MERGE: { value: 'merge', description: 'Created by merging a change request.' },
    ROLLBACK: { value: 'rollback', description: 'Created as a rollback of a previous revision.' },
    UPDATE: { value: 'update', description: 'Created by updating a change request from the main content.' },
    COMPUTED: { value: 'computed', description: 'Computed from a source revision.' },
  } as const,
});

export const RevisionPageTypeEnum = builder.enumType('RevisionPageType', {
  description: 'Kind of page.',
  values: {
    DOCUMENT: { value: 'document', description: 'A page with a document (markdown).' },
    GROUP: { value: 'group', description: 'A top-level group of pages.' },
    LINK: { value: 'link', description: 'A link to a URL in the table of contents.' },
  } as const,
});

export const DocumentFormatEnum = builder.enumType('DocumentFormat', {
  description: 'Format of page bodies in JSON page shapes.',
  values: {
    DOCUMENT: { value: 'document', description: "GitBook's JSON document." },
    MARKDOWN: { value: 'markdown', description: 'Markdown (GFM).' },
  } as const,
});

/** The revision of a revision-scoped node's global id (`revisionId/key`), when the caller may read it. */
async function readableRevision(ctx: Context, id: string): Promise<{ revision: RevisionRow; key: string } | null> {
  const slash = id.indexOf('/');
  if (!ctx.viewer || slash < 1) return null;
  const revision = await revisionById(ctx).load(id.slice(0, slash));
  if (!revision) return null;
  try {
    await getSpace(ctx, revision.spaceId);
  } catch {
    return null;
  }
  return { revision, key: id.slice(slash + 1) };
}
const orNull = <T>(promise: Promise<T>) => promise.catch(() => null);

const spaceOf = async (ctx: Context, spaceId: string) => {
  const space = await spaceById(ctx).load(spaceId);
  if (!space) throw new NotFoundError(`Space '${spaceId}' not found`);
  return space;
};

const RevisionGit = builder.simpleObject('RevisionGit', {
  description: 'Commit metadata (Quire keeps no git repository: the oid is the revision id).',
  fields: (t) => ({
    oid: t.string({ description: 'Commit id: the revision id.' }),
    message: t.string({ description: 'Commit message: the revision message.' }),
    createdByGitBook: t.boolean({ description: "GitBook's OpenAPI name of createdByService." }),
    createdByService: t.boolean({
      description: 'True when the service generated the commit (always false: no git export yet).',
    }),
  }),
});

/** GitBook's DocumentTextColor: a palette color or a semantic token of the site's theme. */
const DocumentTextColorEnum = builder.enumType('DocumentTextColor', {
  description: "A color of GitBook's palette, or a semantic token resolved from the site's theme (`$primary`...).",
  values: {
    DEFAULT: { value: 'default', description: 'The default text color.' },
    GREEN: { value: 'green', description: 'Green.' },
    BLUE: { value: 'blue', description: 'Blue.' },
    RED: { value: 'red', description: 'Red.' },
    ORANGE: { value: 'orange', description: 'Orange.' },
    YELLOW: { value: 'yellow', description: 'Yellow.' },
    PURPLE: { value: 'purple', description: 'Purple.' },
    PINK: { value: 'pink', description: 'Pink.' },
    VIOLET: { value: 'violet', description: 'Violet.' },
    CYAN: { value: 'cyan', description: 'Cyan.' },
    PRIMARY: { value: '$primary', description: 'The primary color of the theme (`$primary`).' },
    INFO: { value: '$info', description: 'The info color of the theme (`$info`).' },
    SUCCESS: { value: '$success', description: 'The success color of the theme (`$success`).' },
    WARNING: { value: '$warning', description: 'The warning color of the theme (`$warning`).' },
    DANGER: { value: '$danger', description: 'The danger color of the theme (`$danger`).' },
    TINT: { value: '$tint', description: 'The tint color of the theme (`$tint`).' },
  } as const,
});

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
    color: t.field({ type: DocumentTextColorEnum, description: 'Color of the tag.', resolve: (tag) => tag.color }),
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

export const FileDimensions = builder.simpleObject('FileDimensions', {
  description: 'Size of an image, in pixels.',
  fields: (t) => ({
    width: t.int({ description: 'Width in pixels.' }),
    height: t.int({ description: 'Height in pixels.' }),
  }),
});

builder.node(RevisionFileRef, {
  description: 'A file of a revision (bytes stored once per content hash). Its global id names the revision.',
  id: { resolve: ({ file, revision }) => `${revision.id}/${file.id}` },
  loadOne: async (id, ctx) => {
    const found = await readableRevision(ctx, id);
    if (!found) return null;
    const file = await orNull(fileById(ctx, found.revision, found.key));
    return file && { file, revision: found.revision };
  },
  fields: (t) => ({
    key: t.string({
      description: 'The file id used in REST paths (stable across revisions).',
      resolve: ({ file }) => file.id,
    }),
    name: t.string({ description: 'File name, with its extension.', resolve: ({ file }) => file.name }),
    contentType: t.string({ description: 'Sniffed from the bytes.', resolve: ({ file }) => file.contentType }),
    downloadURL: t.string({
      description: 'URL that serves the bytes of the file.',
      resolve: ({ file, revision }, _, ctx) => downloadURL(ctx, revision.spaceId, file),
    }),
    size: t.int({ description: 'In bytes.', resolve: ({ file }) => file.size }),
    dimensions: t.field({
      type: FileDimensions,
      nullable: true,
      description: 'Images only.',
      resolve: ({ file }) => file.dimensions ?? null,
    }),
    contentBase64: t.string({
      description: 'The bytes, base64 (REST serves them raw at downloadURL).',
      resolve: async ({ file }, _, ctx) => {
        const bytes = await blobByHash(ctx).load(file.hash);
        if (!bytes) throw new NotFoundError(`The content of file '${file.id}' is missing`);
        return Buffer.from(bytes).toString('base64');
      },
    }),
  }),
});

const ReusableContent = builder.node(RevisionReusableContentRef, {
  description: 'A block of content reused across pages of a revision. Its global id names the revision.',
  id: { resolve: ({ content, revision }) => `${revision.id}/${content.id}` },
  loadOne: async (id, ctx) => {
    const found = await readableRevision(ctx, id);
    if (!found) return null;
    const content = await orNull(reusableContentById(ctx, found.revision, found.key));
    return content && { content, revision: found.revision };
  },
  fields: (t) => ({
    key: t.string({ description: 'The reusable content id used in REST paths.', resolve: ({ content }) => content.id }),
    title: t.string({ description: 'Title of the reusable content.', resolve: ({ content }) => content.title }),
    document: t.string({
      nullable: true,
      description: 'Id of the document with the content.',
      resolve: ({ content }) => content.document ?? null,
    }),
  }),
});

const PageDocument = builder.objectRef<{ page: TreePage; ctx?: never }>('PageDocument').implement({
  description: 'The body of a document page: markdown is the stored format.',
  fields: (t) => ({
    key: t.string({
      nullable: true,
      description: 'Content hash of the markdown (null for an empty page; REST `id`).',
      resolve: ({ page }) => page.document ?? null,
    }),
    markdown: t.string({
      description: 'The body in markdown (GFM).',
      resolve: ({ page }, _, ctx) => pageMarkdown(ctx, page),
    }),
    json: t.field({
      type: 'JSON',
      description: "GitBook's JSON document.",
      resolve: async ({ page }, _, ctx) => markdownToDocument(await pageMarkdown(ctx, page)),
    }),
  }),
});

builder.node(RevisionPageRef, {
  description: 'A page of a revision. Its global id names the revision; its key is stable across revisions.',
  id: { resolve: ({ page, revision }) => `${revision.id}/${page.id}` },
  loadOne: async (id, ctx) => {
    const found = await readableRevision(ctx, id);
    return found && orNull(pageById(ctx, found.revision, found.key));
  },
  fields: (t) => ({
    key: t.string({
      description: 'The page id used in REST paths (stable across revisions).',
      resolve: ({ page }) => page.id,
    }),
    type: t.field({ description: 'Kind of page.', type: RevisionPageTypeEnum, resolve: ({ page }) => page.kind }),
    title: t.string({ description: 'Title of the page.', resolve: ({ page }) => page.title }),
    emoji: t.string({
      description: 'Emoji of the page; null when none.',
      nullable: true,
      resolve: ({ page }) => page.emoji ?? null,
    }),
    slug: t.string({
      nullable: true,
      description: 'Unique among siblings (null for links).',
      resolve: ({ page }) => (page.kind === 'link' ? null : page.slug),
    }),
    path: t.string({
      nullable: true,
      description: 'Unique in the revision (null for links).',
      resolve: ({ page }) => (page.kind === 'link' ? null : page.path),
    }),
    description: t.string({
      description: 'Short description of the page; null when none.',
      nullable: true,
      resolve: ({ page }) => page.description ?? null,
    }),
    hidden: t.boolean({
      description: 'Whether the page is hidden from the table of contents.',
      resolve: ({ page }) => !!page.hidden,
    }),
    href: t.string({
      nullable: true,
      description: 'Target URL of a link page.',
      resolve: ({ page }) => page.href ?? null,
    }),
    createdAt: t.field({
      description: 'When the page was created.',
      type: 'DateTime',
      resolve: ({ page }) => page.createdAt,
    }),
    updatedAt: t.field({
      description: 'When the page last changed.',
      type: 'DateTime',
      resolve: ({ page }) => page.updatedAt,
    }),
    documentId: t.string({
      description: 'Content hash of the body (REST `documentId`); null for pages without a body.',
      nullable: true,
      resolve: ({ page }) => page.document ?? null,
    }),
    document: t.field({
      type: PageDocument,
      nullable: true,
      description: 'Document pages only.',
      resolve: ({ page }) => (page.kind === 'document' ? { page } : null),
    }),
    pages: t.field({
      type: [RevisionPageRef],
      description: 'Sub-pages, in order.',
      resolve: ({ page, revision }) => page.pages.map((p) => ({ page: p, revision })),
    }),
  }),
});

const formatArg = (arg: Args) =>
  arg({ type: DocumentFormatEnum, description: 'Body format of document pages (default DOCUMENT).' });

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
    parents: t.stringList({
      description: 'Ids of the parent revisions: one for an edit, two for a merge, none for the first revision.',
      resolve: (r) => r.parents,
    }),
    type: t.field({
      description: 'How the revision was created.',
      type: RevisionTypeEnum,
      resolve: (r) => r.type as RevisionType,
    }),
    message: t.exposeString('message', { description: 'Message of the revision (what changed); may be empty.' }),
    createdAt: t.field({
      description: 'When the revision was created.',
      type: 'DateTime',
      resolve: (r) => r.createdAt,
    }),
    createdById: t.string({
      description: 'Id of the user who created it; null when not recorded.',
      nullable: true,
      resolve: (r) => r.createdById,
    }),
    space: t.field({
      description: 'The space of the revision.',
      type: SpaceRef,
      resolve: (r, _, ctx) => spaceOf(ctx, r.spaceId),
    }),
    git: t.field({
      description: 'Commit metadata; null when `metadata` is false.',
      type: RevisionGit,
      nullable: true,
      args: { metadata: t.arg.boolean({ defaultValue: true, description: 'False omits the (mutable) git metadata.' }) },
      resolve: (r, { metadata }) =>
        metadata === false ? null : { oid: r.id, message: r.message, createdByGitBook: false, createdByService: false },
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
      args: { id: t.arg.id({ description: 'Id of the page (its global id or its key).', required: true }) },
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
        id: t.arg.id({ description: 'Id of the page (its global id or its key); or give `path`.' }),
        path: t.arg.string({ description: 'Path of the page, when `id` is not given.' }),
        format: formatArg(t.arg),
        computed: t.arg.boolean({ description: 'Accepted; there is no computed content yet.' }),
      },
      resolve: async (r, { id, path, format }, ctx) => {
        const ref = id != null ? await pageById(ctx, r, id) : await pageByPath(ctx, r, path ?? '');
        return pageShape(ctx, await spaceOf(ctx, r.spaceId), ref.page, format ?? 'document');
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
      args: { id: t.arg.id({ description: 'Id of the file (its global id or its key).', required: true }) },
      resolve: async (r, { id }, ctx) => ({ file: await fileById(ctx, r, id), revision: r }),
    }),
    reusableContents: t.field({
      description: 'The reusable contents of the revision.',
      type: [ReusableContent],
      resolve: async (r, _, ctx) =>
        (await treeOf(ctx, r)).reusableContents.map((content) => ({ content, revision: r })),
    }),
    reusableContent: t.field({
      description: 'A reusable content by id (404 when absent).',
      type: ReusableContent,
      args: { id: t.arg.id({ description: 'Id of the reusable content (its global id or its key).', required: true }) },
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
  revisionById: t.field({
    type: RevisionRef,
    description: 'A revision of this space (404 when absent or of another space).',
    args: { id: t.arg.id({ description: 'Global id or REST key of the revision.', required: true }) },
    resolve: (space, { id }, ctx) => getRevision(ctx, space.id, id),
  }),
  revisions: t.connection(
    {
      type: RevisionRef,
      description: 'The revision history, newest first.',
      resolve: (space, args, ctx) => listRevisions(ctx, space.id, args),
    },
    connectionOf(RevisionRef),
  ),
  document: t.field({
    type: 'JSON',
    description: "A document used by a revision of this space, as GitBook's JSON document.",
    args: {
      id: t.arg.id({ description: "Id of the document (a page's `documentId`).", required: true }),
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
      spaceId: t.arg.id({ description: 'Global id or REST key of the space.', required: true }),
      revisionId: t.arg.id({
        description: 'Global id or REST key of a revision of the space; absent: the current revision.',
      }),
    },
    resolve: async (_, { spaceId, revisionId }, ctx) =>
      revisionId != null ? getRevision(ctx, spaceId, revisionId) : currentRevision(ctx, await getSpace(ctx, spaceId)),
  }),
}));

// ---------------------------------------------------------------------------------------------
// Mutations: each produces a new revision and returns it.

const PagePositionFields = (t: InputFields) => ({
  before: t.string({ description: 'Place right before this sibling page.' }),
  after: t.string({ description: 'Place right after this sibling page.' }),
});

const CreatePageInput = builder.inputType('CreatePageInput', {
  fields: (t) => ({
    spaceId: t.id({ description: 'Global id or REST key of the space (REST: path parameter).', required: true }),
    changeRequestId: t.id({
      description: 'Edit inside this change request (id or number) instead of the live content.',
    }),
    type: t.field({ type: RevisionPageTypeEnum, description: 'Default DOCUMENT.' }),
    title: t.string({ required: true, description: '1 to 256 characters.' }),
    emoji: t.string({ description: 'Emoji of the page.' }),
    description: t.string({ description: 'At most 1000 characters.' }),
    hidden: t.boolean({ description: 'Hide the page from the table of contents.' }),
    markdown: t.string({ description: 'Document pages: the body (GFM), at most 1,000,000 characters.' }),
    href: t.string({ description: 'Link pages: the target URL.' }),
    slug: t.string({ description: 'Default: derived from the title.' }),
    parent: t.id({
      description:
        "Id of the parent page; null: top level; absent: the neighbour's parent with before/after, else top level.",
    }),
    ...PagePositionFields(t),
  }),
});

const UpdatePageInput = builder.inputType('UpdatePageInput', {
  fields: (t) => ({
    spaceId: t.id({ description: 'Global id or REST key of the space (REST: path parameter).', required: true }),
    changeRequestId: t.id({
      description: 'Edit inside this change request (id or number) instead of the live content.',
    }),
    pageId: t.id({ description: 'Id of the page (its global id or its key; REST: path parameter).', required: true }),
    title: t.string({ description: 'Keeps the slug and path (renamePage can change them).' }),
    emoji: t.string({ description: 'null removes it.' }),
    description: t.string({ description: 'null removes it.' }),
    hidden: t.boolean({ description: 'Hide or show the page in the table of contents.' }),
    markdown: t.string({ description: 'The new body (document pages).' }),
    href: t.string({ description: 'The new target (link pages).' }),
  }),
});

const RenamePageInput = builder.inputType('RenamePageInput', {
  fields: (t) => ({
    spaceId: t.id({ description: 'Global id or REST key of the space (REST: path parameter).', required: true }),
    changeRequestId: t.id({
      description: 'Edit inside this change request (id or number) instead of the live content.',
    }),
    pageId: t.id({ description: 'Id of the page (its global id or its key; REST: path parameter).', required: true }),
    title: t.string({ description: 'The new title (1 to 256 characters).', required: true }),
    slug: t.string({ description: 'A new slug (changes the path of the page and its sub-pages).' }),
    updateSlug: t.boolean({ description: 'Derive the slug again from the new title.' }),
  }),
});

const MovePageInput = builder.inputType('MovePageInput', {
  fields: (t) => ({
    spaceId: t.id({ description: 'Global id or REST key of the space (REST: path parameter).', required: true }),
    changeRequestId: t.id({
      description: 'Edit inside this change request (id or number) instead of the live content.',
    }),
    pageId: t.id({ description: 'Id of the page (its global id or its key; REST: path parameter).', required: true }),
    parent: t.id({
      description:
        "New parent page id; null: top level; absent: the neighbour's parent with before/after, else the same parent.",
    }),
    ...PagePositionFields(t),
  }),
});

const DeletePageInput = builder.inputType('DeletePageInput', {
  fields: (t) => ({
    spaceId: t.id({ description: 'Global id or REST key of the space (REST: path parameter).', required: true }),
    pageId: t.id({ description: 'Id of the page (its global id or its key; REST: path parameter).', required: true }),
    changeRequestId: t.id({ description: 'Delete inside this change request (id or number).' }),
  }),
});

const UploadFileInput = builder.inputType('UploadFileInput', {
  fields: (t) => ({
    spaceId: t.id({ description: 'Global id or REST key of the space (REST: path parameter).', required: true }),
    changeRequestId: t.id({
      description: 'Edit inside this change request (id or number) instead of the live content.',
    }),
    name: t.string({ required: true, description: 'File name, at most 255 characters, no slashes.' }),
    contentBase64: t.string({ required: true, description: 'The bytes, base64 (at most 10 MiB decoded).' }),
    contentType: t.string({ description: 'Used only when the bytes do not tell (the type is sniffed).' }),
  }),
});

const pagePayload = (name: string) =>
  builder.simpleObject(name, {
    fields: (t) => ({
      revision: t.field({ type: RevisionRef, description: 'The new revision (now the current one).' }),
      page: t.field({ description: 'The page as it is in the new revision.', type: RevisionPageRef }),
    }),
  });

const CreatePagePayload = pagePayload('CreatePagePayload');
const UpdatePagePayload = pagePayload('UpdatePagePayload');
const RenamePagePayload = pagePayload('RenamePagePayload');
const MovePagePayload = pagePayload('MovePagePayload');
const DeletePagePayload = builder.simpleObject('DeletePagePayload', {
  fields: (t) => ({
    deleted: t.boolean({ description: 'False when there was no such page (no new revision then).' }),
    revision: t.field({ type: RevisionRef, nullable: true, description: 'The new revision, when a page was deleted.' }),
  }),
});
const UploadFilePayload = builder.simpleObject('UploadFilePayload', {
  fields: (t) => ({
    revision: t.field({ type: RevisionRef, description: 'The new revision, with the file.' }),
    file: t.field({ type: RevisionFileRef, description: 'The new file.' }),
  }),
});

const IN_CHANGE_REQUEST = 'Edit inside this change request (id or number) instead of the live content.';
const CreateReusableContentInput = builder.inputType('CreateReusableContentInput', {
  fields: (t) => ({
    spaceId: t.id({ description: 'Global id or REST key of the space (REST: path parameter).', required: true }),
    changeRequestId: t.id({ description: IN_CHANGE_REQUEST }),
    title: t.string({ required: true, description: '1 to 256 characters.' }),
    markdown: t.string({ description: 'The content, as markdown.' }),
  }),
});
const UpdateReusableContentInput = builder.inputType('UpdateReusableContentInput', {
  fields: (t) => ({
    spaceId: t.id({ description: 'Global id or REST key of the space (REST: path parameter).', required: true }),
    changeRequestId: t.id({ description: IN_CHANGE_REQUEST }),
    reusableContentId: t.id({
      description: 'Id of the reusable content (its global id or its key; REST: path parameter).',
      required: true,
    }),
    title: t.string({ description: 'The new title (1 to 256 characters).' }),
    markdown: t.string({ description: 'New content (empty: an empty document).' }),
  }),
});
const DeleteReusableContentInput = builder.inputType('DeleteReusableContentInput', {
  fields: (t) => ({
    spaceId: t.id({ description: 'Global id or REST key of the space (REST: path parameter).', required: true }),
    changeRequestId: t.id({ description: IN_CHANGE_REQUEST }),
    reusableContentId: t.id({
      description: 'Id of the reusable content (its global id or its key; REST: path parameter).',
      required: true,
    }),
  }),
});
const reusablePayload = (name: string) =>
  builder.simpleObject(name, {
    fields: (t) => ({
      revision: t.field({ type: RevisionRef, description: 'The new revision.' }),
      reusableContent: t.field({
        description: 'The reusable content as it is in the new revision.',
        type: ReusableContent,
      }),
    }),
  });
const CreateReusableContentPayload = reusablePayload('CreateReusableContentPayload');
const UpdateReusableContentPayload = reusablePayload('UpdateReusableContentPayload');
const DeleteReusableContentPayload = builder.simpleObject('DeleteReusableContentPayload', {
  fields: (t) => ({
    deleted: t.boolean({ description: 'False when there was no such reusable content (no new revision then).' }),
    revision: t.field({
      description: 'The new revision, when a reusable content was deleted.',
      type: RevisionRef,
      nullable: true,
    }),
  }),
});
const withReusable = (edit: { revision: RevisionRow; result: TreeReusableContent }) => ({
  revision: edit.revision,
  reusableContent: { content: edit.result, revision: edit.revision },
});

builder.mutationFields((t) => ({
  createReusableContent: t.field({
    type: CreateReusableContentPayload,
    description: 'Adds a reusable content (edit role; a new revision, or a commit in the change request).',
    errors: {},
    args: { input: t.arg({ type: CreateReusableContentInput, required: true }) },
    resolve: async (_, { input: { spaceId, ...rest } }, ctx) =>
      withReusable(await createReusableContent(ctx, spaceId, rest)),
  }),
  updateReusableContent: t.field({
    type: UpdateReusableContentPayload,
    description: 'Changes the title or the markdown of a reusable content.',
    errors: {},
    args: { input: t.arg({ type: UpdateReusableContentInput, required: true }) },
    resolve: async (_, { input: { spaceId, reusableContentId, ...rest } }, ctx) =>
      withReusable(await updateReusableContent(ctx, spaceId, reusableContentId, rest)),
  }),
  deleteReusableContent: t.field({
    description: 'Deletes a reusable content (edit role; a new revision, or a commit in the change request).',
    type: DeleteReusableContentPayload,
    errors: {},
    args: { input: t.arg({ type: DeleteReusableContentInput, required: true }) },
    resolve: async (_, { input }, ctx) =>
      deletedFromRevision(
        'RevisionReusableContent',
        input.reusableContentId,
        await deleteReusableContent(ctx, input.spaceId, input.reusableContentId, input.changeRequestId),
      ),
  }),
}));

/** A deleted page or reusable content is named as it was in the revision before the delete. */
const deletedFromRevision = <R extends { deleted: boolean; revision: RevisionRow | null }>(
  typename: string,
  key: string,
  result: R,
) => {
  const before = result.revision?.parents[0];
  return { ...result, ...deletion(typename, `${before}/${key}`, result.deleted && !!before) };
};

const withPage = async (ctx: Context, edit: { revision: RevisionRow; result: string }) => ({
  revision: edit.revision,
  page: await pageById(ctx, edit.revision, edit.result),
});

builder.mutationFields((t) => ({
  createPage: t.field({
    type: CreatePagePayload,
    description: 'Adds a page (edit role; not in a locked space).',
    errors: {},
    args: { input: t.arg({ type: CreatePageInput, required: true }) },
    resolve: async (_, { input: { spaceId, ...rest } }, ctx) => withPage(ctx, await createPage(ctx, spaceId, rest)),
  }),
  updatePage: t.field({
    description: 'Changes the title, emoji, description, visibility or body of a page; the slug and path stay.',
    type: UpdatePagePayload,
    errors: {},
    args: { input: t.arg({ type: UpdatePageInput, required: true }) },
    resolve: async (_, { input: { spaceId, pageId, ...rest } }, ctx) =>
      withPage(ctx, await updatePage(ctx, spaceId, pageId, rest)),
  }),
  renamePage: t.field({
    type: RenamePagePayload,
    description: 'Changes the title; the slug and path stay unless `slug` or `updateSlug` is given.',
    errors: {},
    args: { input: t.arg({ type: RenamePageInput, required: true }) },
    resolve: async (_, { input: { spaceId, pageId, ...rest } }, ctx) =>
      withPage(ctx, await renamePage(ctx, spaceId, pageId, rest)),
  }),
  movePage: t.field({
    type: MovePagePayload,
    description: 'Moves a page (with its sub-pages) under another parent and/or among its siblings.',
    errors: {},
    args: { input: t.arg({ type: MovePageInput, required: true }) },
    resolve: async (_, { input: { spaceId, pageId, ...rest } }, ctx) =>
      withPage(ctx, await movePage(ctx, spaceId, pageId, rest)),
  }),
  deletePage: t.field({
    type: DeletePagePayload,
    description: 'Deletes a page and its sub-pages.',
    errors: {},
    args: { input: t.arg({ type: DeletePageInput, required: true }) },
    resolve: async (_, { input }, ctx) =>
      deletedFromRevision(
        'RevisionPage',
        input.pageId,
        await deletePage(ctx, input.spaceId, input.pageId, input.changeRequestId),
      ),
  }),
  uploadFile: t.field({
    type: UploadFilePayload,
    description: 'Adds a file (base64) to the content; its type is sniffed from the bytes.',
    errors: {},
    args: { input: t.arg({ type: UploadFileInput, required: true }) },
    resolve: async (_, { input: { spaceId, ...rest } }, ctx) => {
      const { revision, result } = await uploadFile(ctx, spaceId, rest);
      return { revision, file: { file: result, revision } };
    },
  }),
}));

// Delete payloads name what they deleted (src/graphql/deletions.ts).
withDeletedId(DeletePagePayload);
withDeletedId(DeleteReusableContentPayload);
