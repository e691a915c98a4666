/**
 * Space content: revisions (immutable snapshots), the page tree, documents and files; reading
 * them, and editing them (each edit is a new revision on top of the current one, moved in with
 * a compare-and-swap: see src/engine/commit.ts).
 */
import { z } from 'zod';
import { type Commit, commitRevision, commitWithRetries, type NewContent } from '../../engine/commit.ts';
import { type Change, diffTrees } from '../../engine/diff.ts';
import { sha256Hex, sniffFile } from '../../engine/revisions.ts';
import {
  addFile,
  findByPath,
  findPage,
  type RevisionTree,
  readTree,
  TreeError,
  type TreeFile,
  type TreePage,
  addReusableContent as treeAddReusableContent,
  createPage as treeCreatePage,
  deletePage as treeDeletePage,
  deleteReusableContent as treeDeleteReusableContent,
  movePage as treeMovePage,
  updatePage as treeUpdatePage,
  updateReusableContent as treeUpdateReusableContent,
} from '../../engine/tree.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import type { Space } from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate, paginateArray } from '../../request/pagination.ts';
import { getSpace, requireSpaceRole } from '../spaces/service.ts';
import {
  documentByHash,
  type RevisionRow,
  rememberTree,
  revisionById,
  revisionColumns,
  revisionTree,
} from './loaders.ts';
import { downloadURL } from './shapes.ts';

// ---------------------------------------------------------------------------------------------
// Reading

/** A revision of a space the caller can read; 404 when it belongs to another space. */
export async function getRevision(ctx: Context, spaceId: string, revisionId: string): Promise<RevisionRow> {
  await getSpace(ctx, spaceId);
  const revision = await revisionById(ctx).load(revisionId);
  // A site token reads published content: a change request's draft revisions are not.
  if (!revision || revision.spaceId !== spaceId || (ctx.caller.kind === 'site-reader' && revision.changeRequestId))
    throw new NotFoundError(`Revision '${revisionId}' not found`);
  return revision;
}

/** The current revision of a space. */
export async function currentRevision(ctx: Context, space: Space): Promise<RevisionRow> {
  const revision = space.revisionId ? await revisionById(ctx).load(space.revisionId) : null;
  if (!revision) throw new NotFoundError(`The space '${space.id}' has no content`);
  return revision;
}

export const treeOf = (ctx: Context, revision: { id: string }) => revisionTree(ctx).load(revision.id);

/** Revisions of a space, newest first (a change request's own revisions stay out until merged). */
export async function listRevisions(ctx: Context, spaceId: string, args: PageArgs) {
  await getSpace(ctx, spaceId);
  const where = { spaceId, changeRequestId: null };
  return paginate(
    args,
    (page) =>
      ctx.prisma.revision.findMany({
        where,
        select: revisionColumns,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...page,
      }),
    () => ctx.prisma.revision.count({ where }),
  );
}

/** A page (entry of the tree) with the revision it was read from. */
export interface PageRef {
  page: TreePage;
  revision: RevisionRow;
}

export async function pageById(ctx: Context, revision: RevisionRow, pageId: string): Promise<PageRef> {
  const found = findPage(await treeOf(ctx, revision), pageId);
  if (!found) throw new NotFoundError(`Page '${pageId}' not found`);
  return { page: found.page, revision };
}

/** A page by its path (URL-decoded; `.` and `..` segments are refused). Link pages have no path. */
export async function pageByPath(ctx: Context, revision: RevisionRow, path: string): Promise<PageRef> {
  const segments = path.split('/');
  if (
    path.length > 2048 ||
    segments.some((s) => s === '.' || s === '..') ||
    path.includes('\\') ||
    path.includes('\0')
  ) {
    throw new BadRequestError(`Invalid page path '${path}'`, 'pagePath');
  }
  const found = findByPath(await treeOf(ctx, revision), segments.filter(Boolean).join('/'));
  if (!found) throw new NotFoundError(`No page at path '${path}'`);
  return { page: found.page, revision };
}

export async function fileById(ctx: Context, revision: RevisionRow, fileId: string): Promise<TreeFile> {
  const file = (await treeOf(ctx, revision)).files.find((f) => f.id === fileId);
  if (!file) throw new NotFoundError(`File '${fileId}' not found`);
  return file;
}

export async function reusableContentById(ctx: Context, revision: RevisionRow, id: string) {
  const found = (await treeOf(ctx, revision)).reusableContents.find((r) => r.id === id);
  if (!found) throw new NotFoundError(`Reusable content '${id}' not found`);
  return found;
}

/** The markdown of a document page ('' for an empty one). */
export async function pageMarkdown(ctx: Context, page: TreePage): Promise<string> {
  if (!page.document) return '';
  return (await documentByHash(ctx).load(page.document)) ?? '';
}

export const DEFAULT_CHANGES_LIMIT = 10;

/** Semantic changes of a revision against its first parent (`more`: how many were left out). */
export async function revisionChanges(
  ctx: Context,
  space: Space,
  revision: RevisionRow,
  limit = DEFAULT_CHANGES_LIMIT,
) {
  return semanticChanges(ctx, space, revision.parents[0] ?? null, revision.id, limit);
}

/** Semantic changes from one revision (null: empty content) to another, at most `limit` of them. */
export async function semanticChanges(
  ctx: Context,
  space: Space,
  beforeId: string | null,
  afterId: string,
  limit = DEFAULT_CHANGES_LIMIT,
) {
  if (!Number.isInteger(limit) || limit < 0 || limit > 1000)
    throw new BadRequestError("'limit' must be between 0 and 1000", 'limit');
  const after = await revisionTree(ctx).load(afterId);
  const before = beforeId
    ? await revisionTree(ctx)
        .load(beforeId)
        .catch(() => readTree(null))
    : readTree(null);
  const all = diffTrees(before, after).map(
    (c): SemanticChange =>
      'file' in c
        ? { ...c, file: changedFile(ctx, space, c.file, c.type === 'file_deleted' ? (beforeId ?? afterId) : afterId) }
        : c,
  );
  return { changes: all.slice(0, limit), more: Math.max(0, all.length - limit) };
}

/** A file as semantic changes name it (GitBook's ChangedRevisionFile). */
export interface ChangedFile {
  id: string;
  name: string;
  contentType: string;
  downloadURL: string;
}

/** A semantic change as served: the engine's change, files named by their download URL. */
export type SemanticChange = Change extends infer C
  ? C extends { file: TreeFile }
    ? Omit<C, 'file'> & { file: ChangedFile }
    : C
  : never;

const changedFile = (ctx: Context, space: Space, f: TreeFile, revisionId: string): ChangedFile => ({
  id: f.id,
  name: f.name,
  contentType: f.contentType,
  downloadURL: downloadURL(ctx, space.id, f, revisionId),
});

export async function listFiles(ctx: Context, revision: RevisionRow, args: PageArgs) {
  return paginateArray(args, (await treeOf(ctx, revision)).files);
}

// ---------------------------------------------------------------------------------------------
// Editing

/** An emoji character sequence, or its code points in hex (as for spaces). */
const EMOJI =
  /^(?:[0-9a-f]{2,6}(?:-[0-9a-f]{2,6})*|(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\p{Emoji_Modifier}|\u200d|\ufe0f|\u20e3)+)$/iu;
export const MAX_MARKDOWN = 1_000_000;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

const title = z.string().trim().min(1).max(256);
const emoji = z.string().min(1).max(50).regex(EMOJI, 'must be an emoji');
const description = z.string().max(1000);
const markdown = z.string().max(MAX_MARKDOWN);
const href = z
  .string()
  .max(2048)
  .refine(
    (v) =>
      /^(https?:\/\/|mailto:)/i.test(v) &&
      (() => {
        try {
          new URL(v);
          return true;
        } catch {
          return false;
        }
      })(),
    'must be an http(s) or mailto URL',
  );
const slug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\p{L}\p{N}_-]+$/u, 'may only contain letters, digits, - and _');
const id = z.string().min(1).max(100);

const createInput = z.object({
  type: z.enum(['document', 'group', 'link']).default('document'),
  title,
  emoji: emoji.nullable().optional(),
  description: description.nullable().optional(),
  hidden: z.boolean().nullable().optional(),
  markdown: markdown.nullable().optional(),
  href: href.nullable().optional(),
  slug: slug.nullable().optional(),
  parent: id.nullable().optional(),
  before: id.nullable().optional(),
  after: id.nullable().optional(),
});

const updateInput = z.object({
  title: title.optional(),
  emoji: emoji.nullable().optional(),
  description: description.nullable().optional(),
  hidden: z.boolean().nullable().optional(),
  markdown: markdown.nullable().optional(),
  href: href.optional(),
});

const renameInput = z.object({
  title,
  slug: slug.nullable().optional(),
  updateSlug: z.boolean().nullable().optional(),
});

const moveInput = z.object({
  parent: id.nullable().optional(),
  before: id.nullable().optional(),
  after: id.nullable().optional(),
});

const uploadInput = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .refine((n) => !/[\\/\0]/.test(n), 'must not contain slashes'),
  contentBase64: z
    .string()
    .min(1)
    .max(Math.ceil((MAX_FILE_BYTES * 4) / 3) + 4, `must decode to at most ${MAX_FILE_BYTES} bytes`),
  contentType: z.string().max(255).nullable().optional(),
});

interface Edit<T> extends NewContent {
  result: T;
  /** Runs in the commit's transaction (what must land with the revision, or not at all). */
  after?: Commit['after'];
}

/** Whether two trees hold the same content apart from `updatedAt` (unchanged subtrees are the same objects). */
const sameContent = (a: RevisionTree, b: RevisionTree) =>
  samePages(a.pages, b.pages) &&
  (a.files === b.files || JSON.stringify(a.files) === JSON.stringify(b.files)) &&
  (a.reusableContents === b.reusableContents ||
    JSON.stringify(a.reusableContents) === JSON.stringify(b.reusableContents));

function samePages(a: TreePage[], b: TreePage[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((p, i) => {
    const q = b[i];
    if (p === q) return true;
    const { updatedAt: _a, pages: pa, ...fa } = p;
    const { updatedAt: _b, pages: pb, ...fb } = q;
    const keys = new Set([...Object.keys(fa), ...Object.keys(fb)]);
    for (const k of keys) if (fa[k as keyof typeof fa] !== fb[k as keyof typeof fb]) return false;
    return samePages(pa, pb);
  });
}

/** Where an edit goes: the space's live content, or a change request (its id or number). */
export interface Branch {
  spaceId: string;
  changeRequestId?: string | null;
}

/** A change request of a space by id or by number (404 when absent). */
export async function findChangeRequestRow(ctx: Context, spaceId: string, idOrNumber: string) {
  const number = /^\d{1,9}$/.test(idOrNumber) ? Number(idOrNumber) : undefined;
  const row = await ctx.prisma.changeRequest.findFirst({
    where: { spaceId, OR: [{ id: idOrNumber }, ...(number !== undefined ? [{ number }] : [])] },
  });
  if (!row) throw new NotFoundError(`Change request '${idOrNumber}' not found`);
  return row;
}

/**
 * The head an edit of the branch builds on, read fresh on every attempt. A locked space refuses
 * edits of its live content (409: the state of the space, not the caller's role, is the
 * obstacle) but still takes change-request edits; merged and archived change requests refuse them.
 */
async function branchHead(
  ctx: Context,
  branch: Branch,
): Promise<{ revisionId: string | null; changeRequestId: string | null }> {
  if (branch.changeRequestId) {
    const cr = await findChangeRequestRow(ctx, branch.spaceId, branch.changeRequestId);
    if (cr.status === 'merged' || cr.status === 'archived')
      throw new ConflictError(`The change request is ${cr.status}: its content cannot be edited`);
    return { revisionId: cr.revisionId, changeRequestId: cr.id };
  }
  const fresh = await ctx.prisma.space.findUnique({
    where: { id: branch.spaceId },
    select: { revisionId: true, editMode: true },
  });
  if (!fresh) throw new NotFoundError(`Space '${branch.spaceId}' not found`);
  if (fresh.editMode === 'locked')
    throw new ConflictError('The space is locked: its content cannot be edited (set editMode to live first)');
  return { revisionId: fresh.revisionId, changeRequestId: null };
}

/** Runs an edit's `build`, turning tree errors into 404 / 400. */
function buildEdit<T>(build: (tree: RevisionTree, now: string) => Edit<T>, tree: RevisionTree): Edit<T> {
  try {
    return build(tree, new Date().toISOString());
  } catch (error) {
    if (error instanceof TreeError)
      throw error.kind === 'not-found'
        ? new NotFoundError(error.message)
        : new BadRequestError(error.message, error.field);
    throw error;
  }
}

/**
 * Applies `build` to the branch's current tree and commits the result as a new revision on that
 * branch (the space's live content, or a change request). Needs `edit` on the space. Every
 * content writer goes through here; lost races are rebuilt on the new head (commitWithRetries).
 */
export async function editBranch<T>(
  ctx: Context,
  branch: Branch,
  message: string,
  build: (tree: RevisionTree, now: string) => Edit<T>,
) {
  const { space } = await requireSpaceRole(ctx, branch.spaceId, 'edit');
  if (space.deletedAt) throw new ConflictError(`The space '${space.id}' is deleted: restore it first`);
  return commitWithRetries('this edit', async () => {
    const head = await branchHead(ctx, { spaceId: space.id, changeRequestId: branch.changeRequestId });
    // Trees are immutable snapshots (shared cache); `build` returns a new tree, never edits this one.
    const baseTree = head.revisionId ? await revisionTree(ctx).load(head.revisionId) : readTree(null);
    const edit = buildEdit(build, baseTree);
    // Nothing changed (apart from timestamps): no new revision, like git refusing an empty commit.
    if (head.revisionId && sameContent(edit.tree, baseTree)) {
      const current = await revisionById(ctx).load(head.revisionId);
      if (current) return { revision: current, result: edit.result };
    }
    const { revision } = await commitRevision(ctx.prisma, {
      spaceId: space.id,
      changeRequestId: head.changeRequestId,
      baseRevisionId: head.revisionId,
      tree: edit.tree,
      documents: edit.documents,
      blobs: edit.blobs,
      message,
      createdById: ctx.viewer?.userId ?? null,
      after: edit.after,
    });
    const row: RevisionRow = {
      id: revision.id,
      spaceId: space.id,
      parents: revision.parents,
      type: revision.type,
      message: revision.message,
      createdById: revision.createdById,
      createdAt: revision.createdAt,
      changeRequestId: head.changeRequestId ?? null,
    };
    revisionById(ctx).prime(row.id, row);
    revisionTree(ctx).prime(row.id, edit.tree);
    rememberTree(row.id, edit.tree);
    return { revision: row, result: edit.result };
  });
}

/** The branch named by an input's optional `changeRequestId`. */
const branchOf = (spaceId: string, input: unknown): Branch => {
  const cr = (input as { changeRequestId?: unknown } | null)?.changeRequestId;
  return { spaceId, changeRequestId: typeof cr === 'string' && cr ? cr : null };
};

/** A markdown body and its hash, to store alongside the tree. */
function documentOf(md: string | null | undefined): { hash?: string; documents?: Map<string, string> } {
  if (!md) return {};
  const hash = sha256Hex(md);
  return { hash, documents: new Map([[hash, md]]) };
}

export async function createPage(ctx: Context, spaceId: string, input: unknown) {
  const data = parseInput(createInput, input);
  if (data.type !== 'document' && data.markdown)
    throw new BadRequestError('Only document pages have markdown', 'markdown');
  const doc = documentOf(data.markdown);
  return editBranch(ctx, branchOf(spaceId, input), `Create page '${data.title}'`, (tree, now) => {
    const { tree: next, page } = treeCreatePage(
      tree,
      {
        kind: data.type,
        title: data.title,
        emoji: data.emoji,
        description: data.description,
        hidden: data.hidden,
        href: data.href,
        slug: data.slug,
        document: doc.hash,
        parent: data.parent,
        position: { before: data.before, after: data.after },
      },
      now,
    );
    return { tree: next, documents: doc.documents, result: page.id };
  });
}

export async function updatePage(ctx: Context, spaceId: string, pageId: string, input: unknown) {
  const data = parseInput(updateInput, input);
  const doc = data.markdown === undefined ? undefined : documentOf(data.markdown);
  return editBranch(ctx, branchOf(spaceId, input), `Update page '${pageId}'`, (tree, now) => {
    const { tree: next, page } = treeUpdatePage(
      tree,
      pageId,
      {
        title: data.title,
        emoji: data.emoji,
        description: data.description,
        hidden: data.hidden,
        href: data.href,
        ...(doc ? { document: doc.hash ?? null } : {}),
      },
      now,
    );
    return { tree: next, documents: doc?.documents, result: page.id };
  });
}

export async function renamePage(ctx: Context, spaceId: string, pageId: string, input: unknown) {
  const data = parseInput(renameInput, input);
  return editBranch(ctx, branchOf(spaceId, input), `Rename page '${pageId}'`, (tree, now) => {
    const { tree: next, page } = treeUpdatePage(
      tree,
      pageId,
      { title: data.title, ...(data.slug ? { slug: data.slug } : data.updateSlug ? { slug: true } : {}) },
      now,
    );
    return { tree: next, result: page.id };
  });
}

export async function movePage(ctx: Context, spaceId: string, pageId: string, input: unknown) {
  const data = parseInput(moveInput, input);
  return editBranch(ctx, branchOf(spaceId, input), `Move page '${pageId}'`, (tree, now) => {
    const { tree: next, page } = treeMovePage(
      tree,
      pageId,
      { parent: data.parent, before: data.before, after: data.after },
      now,
    );
    return { tree: next, result: page.id };
  });
}

/** Deletes a page and its sub-pages. `deleted: false` (and no new revision) when there is no such page. */
export async function deletePage(ctx: Context, spaceId: string, pageId: string, changeRequestId?: string | null) {
  const { space } = await requireSpaceRole(ctx, spaceId, 'edit');
  const head = changeRequestId
    ? (await findChangeRequestRow(ctx, spaceId, changeRequestId)).revisionId
    : space.revisionId;
  const current = head ? await treeOf(ctx, { id: head }) : readTree(null);
  if (!findPage(current, pageId)) return { deleted: false, revision: null };
  try {
    const { revision } = await editBranch(ctx, { spaceId, changeRequestId }, `Delete page '${pageId}'`, (tree) => ({
      tree: treeDeletePage(tree, pageId).tree,
      result: pageId,
    }));
    return { deleted: true, revision };
  } catch (error) {
    // Deleted concurrently by someone else: nothing left to delete.
    if (error instanceof NotFoundError) return { deleted: false, revision: null };
    throw error;
  }
}

// -- reusable contents (titled markdown shared by pages), live or in a change request ------------

const reusableCreateInput = z.object({ title, markdown: markdown.nullable().optional() });
const reusableUpdateInput = z.object({ title: title.optional(), markdown: markdown.nullable().optional() });

export async function createReusableContent(ctx: Context, spaceId: string, input: unknown) {
  const data = parseInput(reusableCreateInput, input);
  const doc = documentOf(data.markdown);
  return editBranch(ctx, branchOf(spaceId, input), `Create reusable content '${data.title}'`, (tree) => {
    const { tree: next, reusableContent } = treeAddReusableContent(tree, {
      title: data.title,
      ...(doc.hash ? { document: doc.hash } : {}),
    });
    return { tree: next, documents: doc.documents, result: reusableContent };
  });
}

export async function updateReusableContent(ctx: Context, spaceId: string, id: string, input: unknown) {
  const data = parseInput(reusableUpdateInput, input);
  const doc = data.markdown === undefined ? undefined : documentOf(data.markdown);
  return editBranch(ctx, branchOf(spaceId, input), `Update reusable content '${id}'`, (tree) => {
    const { tree: next, reusableContent } = treeUpdateReusableContent(tree, id, {
      title: data.title,
      ...(doc ? { document: doc.hash ?? null } : {}),
    });
    return { tree: next, documents: doc?.documents, result: reusableContent };
  });
}

/** Deletes a reusable content; `deleted` false when there was none (no new revision then). */
export async function deleteReusableContent(
  ctx: Context,
  spaceId: string,
  id: string,
  changeRequestId?: string | null,
) {
  try {
    const { revision } = await editBranch(
      ctx,
      { spaceId, changeRequestId },
      `Delete reusable content '${id}'`,
      (tree) => ({ tree: treeDeleteReusableContent(tree, id), result: id }),
    );
    return { deleted: true, revision };
  } catch (error) {
    if (error instanceof NotFoundError) return { deleted: false, revision: null };
    throw error;
  }
}

export async function uploadFile(ctx: Context, spaceId: string, input: unknown) {
  const data = parseInput(uploadInput, input);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data.contentBase64.replace(/\s+/g, '')))
    throw new BadRequestError("Invalid 'contentBase64': not base64", 'contentBase64');
  const bytes = new Uint8Array(Buffer.from(data.contentBase64, 'base64'));
  if (!bytes.length) throw new BadRequestError("Invalid 'contentBase64': empty file", 'contentBase64');
  if (bytes.length > MAX_FILE_BYTES)
    throw new BadRequestError(
      `Invalid 'contentBase64': the file is larger than ${MAX_FILE_BYTES} bytes`,
      'contentBase64',
    );
  const sniffed = await sniffFile(bytes, data.contentType);
  const hash = sha256Hex(bytes);
  return editBranch(ctx, branchOf(spaceId, input), `Upload file '${data.name}'`, (tree, now) => {
    const { tree: next, file } = addFile(tree, {
      name: data.name,
      hash,
      contentType: sniffed.contentType,
      size: bytes.length,
      ...(sniffed.dimensions ? { dimensions: sniffed.dimensions } : {}),
      createdAt: now,
    });
    return { tree: next, blobs: new Map([[hash, bytes]]), result: file };
  });
}
