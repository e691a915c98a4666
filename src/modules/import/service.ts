/**
 * Content import into a space: fetch (guarded), build pages and files (build.ts), and commit
 * the whole import as ONE new revision through the content service's `editBranch` (edit role,
 * not in a locked or deleted space, compare-and-swap with retries). Anything failing before the
 * commit leaves the space exactly as it was.
 */
import { z } from 'zod';
import { findPage, readTree } from '../../engine/tree.ts';
import { BadRequestError, ConflictError, DomainError, domainErrorClass, NotFoundError } from '../../errors.ts';
import { FetchRefusedError, SafeFetchError } from '../../infra/safe-fetch.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type RevisionRow, revisionTree } from '../content/loaders.ts';
import { editBranch, findChangeRequestRow } from '../content/service.ts';
import { requireSpaceRole } from '../spaces/service.ts';
import { applyImport } from './apply.ts';
import { buildImport, vendorMessage } from './build.ts';
import { fetchSource } from './fetch.ts';
import { IMPORT_SOURCES, ImportError, type ImportSource, VENDOR_SOURCES } from './imported.ts';
import { importMessage, importNotes } from './report.ts';

/** 422: the request is well-formed but this source or this content cannot be imported. */
export class UnprocessableImportError extends domainErrorClass(422, 'UNPROCESSABLE') {}

const importInput = z.object({
  url: z.string().trim().min(1).max(2048),
  source: z.enum(IMPORT_SOURCES),
  pageId: z.string().min(1).max(100).nullable().optional(),
  changeRequestId: z.string().min(1).max(100).nullable().optional(),
});

const MULTI_PAGE: ReadonlySet<ImportSource> = new Set(['zip', 'website', 'github-wiki']);

export interface ImportResult {
  revision: RevisionRow;
  importedResources: number;
  totalResources: number;
  pageIds: string[];
  /** What could not be read as structure, page by page (src/modules/import/report.ts); also in the revision's message. */
  notes: string[];
}

/** Imports `url` into a space or one of its change requests (at the top level, or into `pageId`). */
export async function importContent(ctx: Context, spaceId: string, input: unknown): Promise<ImportResult> {
  const data = parseInput(importInput, input);
  // Checks that need no fetch come first: no request leaves for a refused import.
  const { space } = await requireSpaceRole(ctx, spaceId, 'edit');
  if (space.deletedAt) throw new ConflictError(`The space '${spaceId}' is deleted: restore it first`);
  // A change request is its own branch: a locked space still takes change-request edits.
  const cr = data.changeRequestId ? await findChangeRequestRow(ctx, space.id, data.changeRequestId) : null;
  if (cr && (cr.status === 'merged' || cr.status === 'archived'))
    throw new ConflictError(`The change request is ${cr.status}: its content cannot be edited`);
  if (!cr && space.editMode === 'locked')
    throw new ConflictError('The space is locked: its content cannot be edited (set editMode to live first)');
  if (VENDOR_SOURCES.has(data.source)) throw new UnprocessableImportError(vendorMessage(data.source));
  if (data.pageId) {
    const head = cr ? cr.revisionId : space.revisionId;
    const tree = head ? await revisionTree(ctx).load(head) : readTree(null);
    if (!findPage(tree, data.pageId)) throw new NotFoundError(`Page '${data.pageId}' not found`);
  }
  let imported: Awaited<ReturnType<typeof buildImport>>;
  try {
    const fetched = await fetchSource(data.source, data.url, ctx.config);
    imported = await buildImport(data.source, fetched);
  } catch (error) {
    if (error instanceof FetchRefusedError) throw new BadRequestError(error.message, 'url');
    if (error instanceof SafeFetchError) {
      if (error.kind === 'too-large')
        throw new DomainError(
          413,
          'PAYLOAD_TOO_LARGE',
          `${error.message} (FETCH_MAX_BYTES is ${ctx.config.fetchMaxBytes})`,
        );
      throw new UnprocessableImportError(`Could not fetch the URL: ${error.message}`);
    }
    if (error instanceof ImportError) throw new UnprocessableImportError(error.message);
    throw error;
  }
  const where =
    (data.pageId ? `into page '${data.pageId}'` : 'into the space') + (cr ? ` (change request #${cr.number})` : '');
  const branch = { spaceId: space.id, changeRequestId: cr?.id ?? null };
  const notes = importNotes(imported);
  const { revision, result } = await editBranch(
    ctx,
    branch,
    importMessage(`Import ${data.source} from ${data.url} ${where}`, notes),
    (tree, now) => {
      const applied = applyImport(tree, imported, {
        pageId: data.pageId,
        now,
        multiPage: MULTI_PAGE.has(data.source),
      });
      return { tree: applied.tree, documents: applied.documents, blobs: applied.blobs, result: applied };
    },
  );
  return {
    revision,
    importedResources: result.importedResources,
    totalResources: result.totalResources,
    pageIds: result.pageIds,
    notes,
  };
}
