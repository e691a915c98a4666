/**
 * Content import into a space: fetch (guarded), build pages and files (build.ts), and commit
 * the whole import as ONE new revision through the content service's `editBranch` (edit role,
 * not in a locked or deleted space, compare-and-swap with retries). Anything failing before the
 * commit leaves the space exactly as it was.
 */
import { z } from 'zod';
import type { CommitTransaction } from '../../engine/commit.ts';
import { findPage, readTree } from '../../engine/tree.ts';
import { BadRequestError, ConflictError, DomainError, domainErrorClass, NotFoundError } from '../../errors.ts';
import type { ChangeRequest, Space } from '../../generated/prisma/client.ts';
import { FetchRefusedError, SafeFetchError } from '../../infra/safe-fetch.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type RevisionRow, revisionTree } from '../content/loaders.ts';
import { editBranch, findChangeRequestRow } from '../content/service.ts';
import { requireSpaceRole } from '../spaces/service.ts';
import { applyImport } from './apply.ts';
import { buildImport, vendorMessage } from './build.ts';
import { CRAWL_LIMITS, fetchSource } from './fetch.ts';
import { IMPORT_SOURCES, ImportError, type ImportedContent, type ImportSource, VENDOR_SOURCES } from './imported.ts';
import { importMessage, importNotes } from './report.ts';

/** 422: the request is well-formed but this source or this content cannot be imported. */
export class UnprocessableImportError extends domainErrorClass(422, 'UNPROCESSABLE') {}

const importInput = z.object({
  url: z.string().trim().min(1).max(2048),
  source: z.enum(IMPORT_SOURCES),
  pageId: z.string().min(1).max(100).nullable().optional(),
  changeRequestId: z.string().min(1).max(100).nullable().optional(),
});

export const MULTI_PAGE: ReadonlySet<ImportSource> = new Set(['zip', 'website', 'github-wiki']);

export interface ImportResult {
  revision: RevisionRow;
  importedResources: number;
  totalResources: number;
  pageIds: string[];
  /** What could not be read as structure, page by page (src/modules/import/report.ts); also in the revision's message. */
  notes: string[];
}

/** Where an import goes: a space's live content or one of its change requests, at the top level or into a page. */
export interface ImportTarget {
  space: Space;
  changeRequest: ChangeRequest | null;
  pageId: string | null;
}

/**
 * The target of an import, checked before anything is fetched (edit role; not a deleted or locked
 * space, nor a merged or archived change request; an existing page).
 */
export async function importTarget(
  ctx: Context,
  spaceId: string,
  options: { changeRequestId?: string | null; pageId?: string | null },
): Promise<ImportTarget> {
  const { space } = await requireSpaceRole(ctx, spaceId, 'edit');
  if (space.deletedAt) throw new ConflictError(`The space '${spaceId}' is deleted: restore it first`);
  // A change request is its own branch: a locked space still takes change-request edits.
  const cr = options.changeRequestId ? await findChangeRequestRow(ctx, space.id, options.changeRequestId) : null;
  if (cr && (cr.status === 'merged' || cr.status === 'archived'))
    throw new ConflictError(`The change request is ${cr.status}: its content cannot be edited`);
  if (!cr && space.editMode === 'locked')
    throw new ConflictError('The space is locked: its content cannot be edited (set editMode to live first)');
  if (options.pageId) {
    const tree = await targetTree(ctx, { space, changeRequest: cr, pageId: null });
    if (!findPage(tree, options.pageId)) throw new NotFoundError(`Page '${options.pageId}' not found`);
  }
  return { space, changeRequest: cr, pageId: options.pageId ?? null };
}

/** The current tree of the target's branch. */
export async function targetTree(ctx: Context, target: ImportTarget) {
  const head = target.changeRequest ? target.changeRequest.revisionId : target.space.revisionId;
  return head ? revisionTree(ctx).load(head) : readTree(null);
}

/** Fetches and reads a source; fetch and content failures become the import's errors (400, 413, 422). */
export async function fetchImport(
  config: Context['config'],
  source: ImportSource,
  url: string,
  signal?: AbortSignal,
): Promise<ImportedContent> {
  if (VENDOR_SOURCES.has(source)) throw new UnprocessableImportError(vendorMessage(source));
  try {
    return await buildImport(source, await fetchSource(source, url, config, CRAWL_LIMITS, signal));
  } catch (error) {
    throw importFailure(error, config);
  }
}

/** The domain error an import failure answers (fetch refused or failed, too large, unreadable content). */
export function importFailure(error: unknown, config: Pick<Context['config'], 'fetchMaxBytes'>): unknown {
  if (error instanceof FetchRefusedError) return new BadRequestError(error.message, 'url');
  if (error instanceof SafeFetchError) {
    if (error.kind === 'too-large')
      return new DomainError(413, 'PAYLOAD_TOO_LARGE', `${error.message} (FETCH_MAX_BYTES is ${config.fetchMaxBytes})`);
    return new UnprocessableImportError(`Could not fetch the URL: ${error.message}`);
  }
  if (error instanceof ImportError) return new UnprocessableImportError(error.message);
  return error;
}

export interface CommitOptions {
  /** What the revision's message says was imported, e.g. `markdown from https://...`. */
  summary: string;
  /** The sources give several pages (zip, website, github-wiki). */
  multiPage: boolean;
  /** Runs in the commit's transaction, with what was imported: a throw there leaves the content as it was. */
  after?: (tx: CommitTransaction, revisionId: string, result: Omit<ImportResult, 'revision'>) => Promise<void>;
}

/** Commits imported contents (applied in order) as ONE new revision of the target's branch. */
export async function commitImport(
  ctx: Context,
  target: ImportTarget,
  contents: ImportedContent[],
  options: CommitOptions,
): Promise<ImportResult> {
  const cr = target.changeRequest;
  const where =
    (target.pageId ? `into page '${target.pageId}'` : 'into the space') + (cr ? ` (change request #${cr.number})` : '');
  const branch = { spaceId: target.space.id, changeRequestId: cr?.id ?? null };
  const notes = contents.flatMap(importNotes);
  const { revision, result } = await editBranch(
    ctx,
    branch,
    importMessage(`Import ${options.summary} ${where}`, notes),
    (tree, now) => {
      const documents = new Map<string, string>();
      const blobs = new Map<string, Uint8Array>();
      const pageIds: string[] = [];
      let next = tree;
      let importedResources = 0;
      let totalResources = 0;
      for (const imported of contents) {
        const applied = applyImport(next, imported, {
          pageId: target.pageId,
          now,
          multiPage: options.multiPage || contents.length > 1,
        });
        next = applied.tree;
        for (const [k, v] of applied.documents) documents.set(k, v);
        for (const [k, v] of applied.blobs) blobs.set(k, v);
        pageIds.push(...applied.pageIds);
        importedResources += applied.importedResources;
        totalResources += applied.totalResources;
      }
      const result = { pageIds, importedResources, totalResources };
      const after = options.after;
      return {
        tree: next,
        documents,
        blobs,
        result,
        ...(after ? { after: (tx: CommitTransaction, id: string) => after(tx, id, { ...result, notes }) } : {}),
      };
    },
  );
  return { revision, ...result, notes };
}

/** Imports `url` into a space or one of its change requests (at the top level, or into `pageId`). */
export async function importContent(ctx: Context, spaceId: string, input: unknown): Promise<ImportResult> {
  const data = parseInput(importInput, input);
  // Checks that need no fetch come first: no request leaves for a refused import.
  const target = await importTarget(ctx, spaceId, data);
  if (VENDOR_SOURCES.has(data.source)) throw new UnprocessableImportError(vendorMessage(data.source));
  const imported = await fetchImport(ctx.config, data.source, data.url);
  return commitImport(ctx, target, [imported], {
    summary: `${data.source} from ${data.url}`,
    multiPage: MULTI_PAGE.has(data.source),
  });
}
