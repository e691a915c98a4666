/**
 * A batch of content changes applied to a change request as one revision (GitBook's
 * `POST {CR}/content`): insert, update (metadata, document, place) and delete pages, and insert
 * files. Either every change applies or none does; each change's error names it
 * (`changes.<i>.<field>`).
 */
import { z } from 'zod';
import { leadingTitle } from '../../engine/markdown.ts';
import { documentToMarkdown } from '../../engine/markdown-write.ts';
import { sha256Hex, sniffFile } from '../../engine/revisions.ts';
import {
  addFile,
  findPage,
  type RevisionTree,
  TreeError,
  type TreeFile,
  createPage as treeCreatePage,
  deletePage as treeDeletePage,
  movePage as treeMovePage,
  updatePage as treeUpdatePage,
} from '../../engine/tree.ts';
import { BadRequestError } from '../../errors.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { editBranch, MAX_FILE_BYTES, MAX_MARKDOWN } from './service.ts';

const id = z.string().min(1).max(100);
const documentInput = z.union([
  z.object({ markdown: z.string().max(MAX_MARKDOWN) }).strict(),
  z.object({ document: z.object({ nodes: z.array(z.unknown()) }).passthrough() }).strict(),
]);
const meta = {
  title: z.string().trim().min(1).max(256).optional(),
  slug: z.string().max(100).optional(),
  emoji: z.string().min(1).max(50).nullable().optional(),
  hidden: z.boolean().optional(),
};
const at = z.number().int().min(0).optional();
const change = z.discriminatedUnion('operation', [
  z
    .object({
      operation: z.literal('update_page'),
      page: id,
      ...meta,
      document: documentInput.optional(),
      into: id.nullable().optional(),
      at,
    })
    .strict(),
  z.object({ operation: z.literal('insert_page'), ...meta, document: documentInput, into: id.optional(), at }).strict(),
  z.object({ operation: z.literal('delete_page'), page: id }).strict(),
  z
    .object({
      operation: z.literal('insert_files'),
      files: z
        .array(
          z
            .object({
              name: z
                .string()
                .trim()
                .min(1)
                .max(256)
                .refine((n) => !/[\\/\0]/.test(n), 'must not contain slashes'),
              contentType: z.string().max(255).optional(),
              base64: z
                .string()
                .min(1)
                .max(Math.ceil((1024 * 1024 * 4) / 3) + 4, 'must decode to at most 1 MiB'),
            })
            .strict(),
        )
        .min(1)
        .max(20),
    })
    .strict(),
]);
const batchInput = z.object({ changes: z.array(change).min(1).max(50) });

export type ContentOutcomeKind = 'created_page' | 'updated_page' | 'deleted_page';

export interface ContentBatchResult {
  /** One per affected page, in the order the batch first touched it. */
  outcomes: { kind: ContentOutcomeKind; pageId: string }[];
  insertedFiles: TreeFile[];
}

/** The markdown of a change's document: given as markdown, or GitBook's JSON document written as markdown. */
function markdownOf(doc: z.infer<typeof documentInput>): string {
  return 'markdown' in doc ? doc.markdown : documentToMarkdown(doc.document as { nodes: unknown[] });
}

/** The `before` neighbour that puts a page at index `at` among `siblings` (none: at the end). */
function positionAt(siblings: { id: string }[], at: number | undefined) {
  const next = at === undefined ? undefined : siblings[at];
  return next ? { before: next.id } : {};
}

const siblingsOf = (tree: RevisionTree, parent: string | null) =>
  parent ? (findPage(tree, parent)?.page.pages ?? []) : tree.pages;

/** Applies `input.changes` to the change request's content as one new revision (edit role). */
export async function applyContentChanges(ctx: Context, spaceId: string, changeRequestId: string, input: unknown) {
  const { changes } = parseInput(batchInput, input);
  // Documents and files are prepared before the edit (its build may run again on a lost race).
  const documents = new Map<string, string>();
  const blobs = new Map<string, Uint8Array>();
  const prepared = await Promise.all(
    changes.map(async (c, i) => {
      if (c.operation === 'insert_files') {
        return Promise.all(
          c.files.map(async (f, j) => {
            const field = `changes.${i}.files.${j}.base64`;
            if (!/^[A-Za-z0-9+/]*={0,2}$/.test(f.base64.replace(/\s+/g, '')))
              throw new BadRequestError(`Invalid '${field}': not base64`, field);
            const bytes = new Uint8Array(Buffer.from(f.base64, 'base64'));
            if (!bytes.length || bytes.length > Math.min(MAX_FILE_BYTES, 1024 * 1024))
              throw new BadRequestError(`Invalid '${field}': empty or larger than 1 MiB`, field);
            const sniffed = await sniffFile(bytes, f.contentType);
            const hash = sha256Hex(bytes);
            blobs.set(hash, bytes);
            return { name: f.name, hash, size: bytes.length, ...sniffed };
          }),
        );
      }
      if ((c.operation === 'insert_page' || c.operation === 'update_page') && c.document) {
        const markdown = markdownOf(c.document);
        if (markdown.length > MAX_MARKDOWN)
          throw new BadRequestError(`Invalid 'changes.${i}.document': too long`, `changes.${i}.document`);
        const hash = markdown ? sha256Hex(markdown) : null;
        if (hash) documents.set(hash, markdown);
        return { markdown, hash };
      }
      return null;
    }),
  );
  return editBranch(
    ctx,
    { spaceId, changeRequestId },
    `Apply ${changes.length} content change${changes.length === 1 ? '' : 's'}`,
    (base, now) => {
      let tree = base;
      const outcomes = new Map<string, ContentOutcomeKind>();
      const touch = (pageId: string, kind: ContentOutcomeKind) => {
        const before = outcomes.get(pageId);
        if (kind === 'deleted_page' || !before) outcomes.set(pageId, kind);
      };
      const insertedFiles: TreeFile[] = [];
      changes.forEach((c, i) => {
        try {
          switch (c.operation) {
            case 'insert_page': {
              const doc = prepared[i] as { markdown: string; hash: string | null };
              const title = c.title ?? leadingTitle(doc.markdown) ?? 'Untitled';
              const parent = c.into ?? null;
              const created = treeCreatePage(
                tree,
                {
                  kind: 'document',
                  title,
                  emoji: c.emoji,
                  hidden: c.hidden,
                  slug: c.slug || null,
                  ...(doc.hash ? { document: doc.hash } : {}),
                  parent,
                  position: positionAt(siblingsOf(tree, parent), c.at),
                },
                now,
              );
              tree = created.tree;
              touch(created.page.id, 'created_page');
              break;
            }
            case 'update_page': {
              const doc = prepared[i] as { markdown: string; hash: string | null } | null;
              tree = treeUpdatePage(
                tree,
                c.page,
                {
                  title: c.title,
                  emoji: c.emoji,
                  hidden: c.hidden,
                  ...(c.slug ? { slug: c.slug } : {}),
                  ...(doc ? { document: doc.hash } : {}),
                },
                now,
              ).tree;
              if (c.into !== undefined || c.at !== undefined) {
                const current = findPage(tree, c.page);
                const parent = c.into !== undefined ? c.into : (current?.parent?.id ?? null);
                const siblings = siblingsOf(tree, parent).filter((p) => p.id !== c.page);
                tree = treeMovePage(tree, c.page, { parent, ...positionAt(siblings, c.at) }, now).tree;
              }
              touch(c.page, 'updated_page');
              break;
            }
            case 'delete_page':
              tree = treeDeletePage(tree, c.page).tree;
              touch(c.page, 'deleted_page');
              break;
            case 'insert_files':
              for (const f of prepared[i] as { name: string; hash: string; size: number; contentType: string }[]) {
                const { dimensions } = f as { dimensions?: TreeFile['dimensions'] };
                const added = addFile(tree, {
                  name: f.name,
                  hash: f.hash,
                  contentType: f.contentType,
                  size: f.size,
                  ...(dimensions ? { dimensions } : {}),
                  createdAt: now,
                });
                tree = added.tree;
                insertedFiles.push(added.file);
              }
              break;
          }
        } catch (error) {
          if (error instanceof TreeError) {
            const field =
              { pageId: 'page', parent: 'into', before: 'at', after: 'at' }[error.field ?? ''] ?? error.field;
            throw new TreeError(`changes.${i}: ${error.message}`, error.kind, `changes.${i}.${field ?? 'page'}`);
          }
          throw error;
        }
      });
      const result: ContentBatchResult = {
        outcomes: [...outcomes].map(([pageId, kind]) => ({ kind, pageId })),
        insertedFiles,
      };
      return { tree, documents, blobs, result };
    },
  );
}
