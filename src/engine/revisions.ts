/**
 * Writing content: a new immutable Revision row (the new tree, `parents: [current]`) plus rows
 * only for documents and file bytes not stored yet (content-addressed by sha256, shared by
 * every revision and space), then `Space.revisionId` moved with a compare-and-swap in the same
 * transaction. A concurrent edit that moved the space first makes the swap update 0 rows: the
 * whole edit is rebuilt on the new head and retried, so no edit is ever lost.
 */
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { Prisma } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { documentHashes, readTree, type RevisionTree } from './tree.ts';

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

export type RevisionType = 'edits' | 'merge' | 'rollback' | 'update' | 'computed';

export interface NewContent {
  tree: RevisionTree;
  /** Markdown of documents the tree may reference, by hash (only missing ones are written). */
  documents?: Map<string, string>;
  /** File bytes by hash (only missing ones are written). */
  blobs?: Map<string, Uint8Array>;
}

export class StaleRevisionError extends Error {
  constructor() {
    super('The space moved to another revision during the edit');
  }
}

/** Stores markdown bodies not stored yet; returns how many rows were written. */
async function storeDocuments(tx: Prisma | any, documents: Map<string, string> | undefined): Promise<number> {
  if (!documents?.size) return 0;
  const { count } = await tx.contentDocument.createMany({
    data: [...documents].map(([hash, markdown]) => ({ hash, markdown })),
    skipDuplicates: true,
  });
  return count;
}

async function storeBlobs(tx: Prisma | any, blobs: Map<string, Uint8Array> | undefined): Promise<number> {
  if (!blobs?.size) return 0;
  const { count } = await tx.contentBlob.createMany({
    data: [...blobs].map(([hash, bytes]) => ({ hash, bytes: Buffer.from(bytes), size: bytes.length })),
    skipDuplicates: true,
  });
  return count;
}

/**
 * Inserts a revision on top of `baseRevisionId` and moves the space to it, in one transaction.
 * Throws StaleRevisionError when the space is no longer at `baseRevisionId`.
 */
export async function commitRevision(
  prisma: Prisma,
  input: NewContent & {
    spaceId: string;
    baseRevisionId: string | null;
    type?: RevisionType;
    message?: string;
    createdById?: string | null;
  },
) {
  const id = newId();
  return prisma.$transaction(async (tx) => {
    const documentsWritten = await storeDocuments(tx, input.documents);
    const blobsWritten = await storeBlobs(tx, input.blobs);
    const revision = await tx.revision.create({
      data: {
        id,
        spaceId: input.spaceId,
        parents: input.baseRevisionId ? [input.baseRevisionId] : [],
        type: input.type ?? 'edits',
        tree: input.tree as object,
        message: input.message ?? '',
        createdById: input.createdById ?? null,
      },
    });
    const moved = await tx.space.updateMany({
      where: { id: input.spaceId, revisionId: input.baseRevisionId },
      data: { revisionId: id },
    });
    if (moved.count !== 1) throw new StaleRevisionError();
    return { revision, documentsWritten, blobsWritten };
  });
}

/** Markdown bodies by hash. */
export async function loadDocuments(prisma: Prisma, hashes: Iterable<string>): Promise<Map<string, string>> {
  const list = [...new Set(hashes)];
  if (!list.length) return new Map();
  const rows = await prisma.contentDocument.findMany({ where: { hash: { in: list } } });
  return new Map(rows.map((r) => [r.hash, r.markdown]));
}

/** Whether a document hash is used by any revision of a space (documents are shared across spaces). */
export async function spaceUsesDocument(
  prisma: Prisma,
  spaceId: string,
  hash: string,
  currentTree?: RevisionTree,
): Promise<boolean> {
  if (currentTree && documentHashes(currentTree).has(hash)) return true;
  if (!/^[0-9a-f]{64}$/.test(hash)) return false;
  const rows = await prisma.$queryRaw<{ found: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM "Revision"
      WHERE "spaceId" = ${spaceId}
        AND jsonb_path_exists(tree, '$.** ? (@.document == $h)', jsonb_build_object('h', ${hash}::text))
    ) AS found`;
  return !!rows[0]?.found;
}

export { readTree };

export interface SniffedFile {
  contentType: string;
  dimensions?: { width: number; height: number };
}

/** Content type from the bytes (magic numbers), falling back to the declared or text/binary; image dimensions. */
export async function sniffFile(bytes: Uint8Array, declared?: string | null): Promise<SniffedFile> {
  const detected = await fileTypeFromBuffer(bytes);
  let contentType = detected?.mime as string | undefined;
  if (!contentType) {
    const head = Buffer.from(bytes.subarray(0, 512)).toString('utf8').trimStart();
    if (/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(head)) contentType = 'image/svg+xml';
    else if (declared && /^[\w.+-]+\/[\w.+-]+$/.test(declared)) contentType = declared;
    else contentType = isUtf8Text(bytes) ? 'text/plain' : 'application/octet-stream';
  }
  let dimensions: SniffedFile['dimensions'];
  if (contentType.startsWith('image/')) {
    try {
      const size = imageSize(bytes);
      if (size.width && size.height) dimensions = { width: size.width, height: size.height };
    } catch {
      // Not a decodable image header: no dimensions.
    }
  }
  return { contentType, ...(dimensions ? { dimensions } : {}) };
}

function isUtf8Text(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 4096), { stream: true });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control bytes are what tells binary from text
    return !/[\x00-\x08\x0e-\x1f]/.test(text);
  } catch {
    return false;
  }
}

export class StaleBranchError extends StaleRevisionError {}

/**
 * The same commit as `commitRevision`, on a branch head: with `changeRequestId` the swap moves
 * `ChangeRequest.revisionId` (and records the committer as a contributor), otherwise the
 * space's head. `parents` defaults to `[baseRevisionId]` (a merge passes both heads).
 */
export async function commitToBranch(
  prisma: Prisma,
  input: NewContent & {
    spaceId: string;
    changeRequestId?: string | null;
    baseRevisionId: string | null;
    parents?: string[];
    type?: RevisionType;
    message?: string;
    createdById?: string | null;
    /** Runs in the transaction after the swap (e.g. marking a change request merged). */
    after?: (tx: any, revisionId: string) => Promise<void>;
  },
) {
  if (!input.changeRequestId && !input.after && !input.parents) return commitRevision(prisma, input);
  const id = newId();
  return prisma.$transaction(async (tx) => {
    const documentsWritten = await storeDocuments(tx, input.documents);
    const blobsWritten = await storeBlobs(tx, input.blobs);
    const revision = await tx.revision.create({
      data: {
        id,
        spaceId: input.spaceId,
        parents: input.parents ?? (input.baseRevisionId ? [input.baseRevisionId] : []),
        type: input.type ?? 'edits',
        tree: input.tree as object,
        message: input.message ?? '',
        createdById: input.createdById ?? null,
        changeRequestId: input.changeRequestId ?? null,
      },
    });
    if (input.changeRequestId) {
      const moved = await tx.changeRequest.updateMany({
        where: { id: input.changeRequestId, revisionId: input.baseRevisionId ?? undefined },
        data: { revisionId: id },
      });
      if (moved.count !== 1) throw new StaleBranchError();
      if (input.createdById) {
        await tx.$executeRaw`UPDATE "ChangeRequest" SET "contributorIds" = array_append("contributorIds", ${input.createdById}::text)
          WHERE id = ${input.changeRequestId} AND NOT (${input.createdById}::text = ANY("contributorIds"))`;
      }
    } else {
      const moved = await tx.space.updateMany({
        where: { id: input.spaceId, revisionId: input.baseRevisionId },
        data: { revisionId: id },
      });
      if (moved.count !== 1) throw new StaleRevisionError();
    }
    if (input.after) await input.after(tx, id);
    return { revision, documentsWritten, blobsWritten };
  });
}
