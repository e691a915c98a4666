/**
 * The one way content is written. A commit is a new immutable Revision row (its root tree node,
 * its parents) plus rows only for tree nodes, documents and file bytes not stored yet
 * (content-addressed by sha256, shared by every revision and space: a one-page edit writes the
 * nodes on the path from the page to the root), then the branch head (`Space.revisionId`, or
 * `ChangeRequest.revisionId` for a change request) moved with a compare-and-swap in the same
 * transaction. A concurrent commit that moved the head first makes the swap update 0 rows
 * (StaleRevisionError): `commitWithRetries` rebuilds the whole edit on the new head, so no edit
 * is ever lost. Work that follows a landed commit (the search index) hooks in with `onCommitted`.
 */

import { newId } from '../db/ids.ts';
import type { Prisma, Transaction } from '../db/prisma.ts';
import { ConflictError } from '../errors.ts';
import { recordContentEvent } from '../infra/outbox.ts';
import { markStored, type TreeWrite, treeWrite } from './nodes.ts';
import { cacheNodes, insertNodes, rememberRoot } from './store.ts';
import type { RevisionTree } from './tree.ts';

/** Advisory lock key shared by commits (shared) and the garbage collection (exclusive): src/engine/gc.ts. */
export const CONTENT_LOCK_KEY = 72_617_366;

export type RevisionType = 'edits' | 'merge' | 'rollback' | 'update' | 'computed';

/** A transaction of the commit, for work that must land with it (or not at all). */
export type CommitTransaction = Transaction;

export interface NewContent {
  tree: RevisionTree;
  /** Markdown of documents the tree may reference, by hash (only missing ones are written). */
  documents?: Map<string, string>;
  /** File bytes by hash (only missing ones are written). */
  blobs?: Map<string, Uint8Array>;
}

export interface Commit extends NewContent {
  spaceId: string;
  /** The branch: a change request's head moves (and the committer becomes a contributor), else the space's. */
  changeRequestId?: string | null;
  /** The head the commit was built on; the swap fails when the branch is no longer there. */
  baseRevisionId: string | null;
  /** Defaults to `[baseRevisionId]`; a merge passes both heads. */
  parents?: string[];
  type?: RevisionType;
  message?: string;
  createdById?: string | null;
  /** Runs in the transaction after the swap (e.g. marking a change request merged). */
  after?: (tx: CommitTransaction, revisionId: string) => Promise<void>;
}

/** A landed commit, as the work that follows it sees it (search indexing: src/modules/search). */
export interface Committed {
  revisionId: string;
  spaceId: string;
  /** The branch that moved: a change request's, or null for the space's own head. */
  changeRequestId: string | null;
  /** The head the branch moved from. */
  baseRevisionId: string | null;
  parents: string[];
  tree: RevisionTree;
  /** The markdown the commit brought, by hash (documents it reuses are not in it). */
  documents?: Map<string, string>;
}

const committedHooks: ((prisma: Prisma, commit: Committed) => Promise<void>)[] = [];

/**
 * Runs `fn` after every commit of this process, once its transaction has landed (registered from
 * above: the engine imports no module). A failing hook never fails the write: it is reported as a
 * process warning, and what the hook maintains must repair itself later.
 */
export function onCommitted(fn: (prisma: Prisma, commit: Committed) => Promise<void>) {
  committedHooks.push(fn);
}

async function runCommitted(prisma: Prisma, commit: Committed) {
  for (const fn of committedHooks) {
    try {
      await fn(prisma, commit);
    } catch (error) {
      process.emitWarning(`After commit ${commit.revisionId}: ${error instanceof Error ? error.message : error}`);
    }
  }
}

export class StaleRevisionError extends Error {
  constructor() {
    super('The branch moved to another revision during the edit');
  }
}

/** Stores markdown bodies not stored yet; returns how many rows were written. */
async function storeDocuments(tx: CommitTransaction, documents: Map<string, string> | undefined): Promise<number> {
  if (!documents?.size) return 0;
  const { count } = await tx.contentDocument.createMany({
    data: [...documents].map(([hash, markdown]) => ({ hash, markdown })),
    skipDuplicates: true,
  });
  return count;
}

/** Bytes of files per insert statement when they are stored ahead of the commit. */
const BLOB_BATCH_BYTES = 8 * 1024 * 1024;

/**
 * Stores file bytes not stored yet, before the commit's transaction and in batches: a transaction
 * carrying a large import's files (100 MB and more) outlived the transaction timeout on the
 * embedded database. Blobs are content-addressed, so storing one twice is harmless; the garbage
 * collection leaves rows younger than its grace period alone, and the commit checks under its
 * lock that they are all still stored (refusing it otherwise, as for any content it builds on).
 */
async function storeBlobs(prisma: Prisma, blobs: Map<string, Uint8Array> | undefined): Promise<number> {
  if (!blobs?.size) return 0;
  let count = 0;
  let batch: { hash: string; bytes: Buffer<ArrayBuffer>; size: number }[] = [];
  let bytes = 0;
  const flush = async () => {
    if (!batch.length) return;
    count += (await prisma.contentBlob.createMany({ data: batch, skipDuplicates: true })).count;
    batch = [];
    bytes = 0;
  };
  for (const [hash, data] of blobs) {
    batch.push({ hash, bytes: Buffer.from(data), size: data.length });
    bytes += data.length;
    if (bytes >= BLOB_BATCH_BYTES) await flush();
  }
  await flush();
  return count;
}

/** Moves the branch head from `from` to `to`; false when another commit moved it first. */
async function swapHead(tx: CommitTransaction, input: Commit, to: string): Promise<boolean> {
  if (!input.changeRequestId) {
    const moved = await tx.space.updateMany({
      where: { id: input.spaceId, revisionId: input.baseRevisionId },
      data: { revisionId: to },
    });
    return moved.count === 1;
  }
  const moved = await tx.changeRequest.updateMany({
    where: { id: input.changeRequestId, revisionId: input.baseRevisionId ?? undefined },
    data: { revisionId: to },
  });
  if (moved.count !== 1) return false;
  if (input.createdById) {
    await tx.$executeRaw`UPDATE "ChangeRequest" SET "contributorIds" = array_append("contributorIds", ${input.createdById}::text)
      WHERE id = ${input.changeRequestId} AND NOT (${input.createdById}::text = ANY("contributorIds"))`;
  }
  return true;
}

/**
 * Inserts a revision on top of `baseRevisionId` and moves the branch head to it, in one
 * transaction. Throws StaleRevisionError when the head is no longer at `baseRevisionId`.
 */
export async function commitRevision(prisma: Prisma, input: Commit) {
  const id = newId();
  const parents = input.parents ?? (input.baseRevisionId ? [input.baseRevisionId] : []);
  const write = treeWrite(input.tree);
  const blobsWritten = await storeBlobs(prisma, input.blobs);
  const result = await prisma.$transaction(async (tx) => {
    // The blobs were stored above: checked like any content the commit builds on.
    await holdContentLock(tx, write, { ...input, blobs: undefined });
    const documentsWritten = await storeDocuments(tx, input.documents);
    if (write.nodes.size) await tx.$executeRawUnsafe(...insertNodes(write.nodes));
    const revision = await tx.revision.create({
      data: {
        id,
        spaceId: input.spaceId,
        parents,
        type: input.type ?? 'edits',
        root: write.root,
        message: input.message ?? '',
        createdById: input.createdById ?? null,
        changeRequestId: input.changeRequestId ?? null,
      },
    });
    if (!(await swapHead(tx, input, id))) throw new StaleRevisionError();
    // The domain event of the new head, committed with it (outbox, src/infra/outbox.ts).
    await recordContentEvent(tx, {
      spaceId: input.spaceId,
      changeRequestId: input.changeRequestId,
      revisionId: id,
      actorId: input.createdById,
      revisionType: input.type ?? 'edits',
    });
    if (input.after) await input.after(tx, id);
    return { revision, documentsWritten, blobsWritten, nodesWritten: write.nodes.size };
  });
  markStored(write);
  cacheNodes(write.nodes);
  rememberRoot(write.root, input.tree);
  await runCommitted(prisma, {
    revisionId: id,
    spaceId: input.spaceId,
    changeRequestId: input.changeRequestId ?? null,
    baseRevisionId: input.baseRevisionId,
    parents,
    tree: input.tree,
    documents: input.documents,
  });
  return result;
}

/**
 * Takes the content lock shared (the garbage collection takes it exclusive, so it never runs in
 * the middle of a commit) and checks, in the same statement, that what the new nodes point at
 * without writing it is still stored: reused subtrees, and documents and blobs the commit does
 * not bring. A node that exists has all its descendants (the collection removes whole unreachable
 * subtrees at once), so the whole tree is then stored.
 */
async function holdContentLock(tx: CommitTransaction, write: TreeWrite, input: Commit) {
  const reused = [...write.reused];
  const documents = [...write.documents].filter((h) => !input.documents?.has(h));
  const blobs = [...write.blobs].filter((h) => !input.blobs?.has(h));
  // Two statements: the check must see what committed before the lock was granted.
  await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock_shared(${CONTENT_LOCK_KEY})`);
  if (!reused.length && !documents.length && !blobs.length) return;
  const [row] = await tx.$queryRawUnsafe<{ nodes: number; documents: number; blobs: number }[]>(
    `SELECT (SELECT count(*)::int FROM "TreeNode" WHERE hash = ANY(ARRAY(SELECT decode(x, 'hex') FROM unnest($1::text[]) AS x))) AS nodes,
       (SELECT count(*)::int FROM "ContentDocument" WHERE hash = ANY($2::text[])) AS documents,
       (SELECT count(*)::int FROM "ContentBlob" WHERE hash = ANY($3::text[])) AS blobs`,
    reused,
    documents,
    blobs,
  );
  if (row.nodes !== reused.length || row.documents !== documents.length || row.blobs !== blobs.length)
    throw new MissingContentError();
}

/** Content the commit builds on was collected meanwhile (it was no longer reachable). */
export class MissingContentError extends ConflictError {
  constructor() {
    super('Content this change builds on is no longer stored: reload it and try again');
  }
}

const MAX_ATTEMPTS = 10;

/**
 * Runs `attempt` (read the head, build, `commitRevision`) until it does not lose a race: on a
 * StaleRevisionError it backs off a little (jittered, growing) and runs again on the new head.
 * After MAX_ATTEMPTS lost races the caller gets a 409 naming `what` was attempted.
 */
export async function commitWithRetries<T>(what: string, attempt: () => Promise<T>): Promise<T> {
  for (let n = 0; n < MAX_ATTEMPTS; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof StaleRevisionError)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (n + 1)));
    }
  }
  throw new ConflictError(`The content changed too often during ${what}: try again`);
}
