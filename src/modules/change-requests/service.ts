/**
 * Change requests: branches of a space's content (DESIGN.md "Data"). A change request starts at
 * the space's current revision (`revisionInitialId`, also its first head `revisionId`); edits in
 * it move its head by compare-and-swap (src/modules/content/service.ts editBranch).
 */
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { commitRevision, commitWithRetries, StaleRevisionError } from '../../engine/commit.ts';
import { emptyTree } from '../../engine/tree.ts';
import { BadRequestError, ConflictError } from '../../errors.ts';
import type { ChangeRequest, Space } from '../../generated/prisma/client.ts';
import { actorOf, recordEvent } from '../../infra/outbox.ts';
import type { Context } from '../../request/context.ts';
import { url } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { findChangeRequestRow } from '../content/service.ts';
import { spaceById } from '../spaces/loaders.ts';
import { getSpace, requireSpaceRole, spaceUrls } from '../spaces/service.ts';

export const CHANGE_REQUEST_STATUSES = ['draft', 'open', 'archived', 'merged'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

const subject = z.string().trim().max(100);

const createInput = z.object({ subject: subject.nullable().optional() });
const updateInput = z.object({
  subject: subject.nullable().optional(),
  status: z.enum(CHANGE_REQUEST_STATUSES).nullable().optional(),
});

/** A change request of a space the caller can read, by id or number. */
export async function getChangeRequest(ctx: Context, spaceId: string, idOrNumber: string): Promise<ChangeRequest> {
  await getSpace(ctx, spaceId);
  return findChangeRequestRow(ctx, spaceId, idOrNumber);
}

/** The space's head, creating an empty first revision when the space has no content yet. */
async function spaceHead(ctx: Context, space: Space): Promise<string> {
  return commitWithRetries('the creation', async () => {
    const fresh = await ctx.prisma.space.findUnique({ where: { id: space.id }, select: { revisionId: true } });
    if (fresh?.revisionId) return fresh.revisionId;
    const { revision } = await commitRevision(ctx.prisma, {
      spaceId: space.id,
      baseRevisionId: null,
      tree: emptyTree(),
      message: 'Initial content',
    });
    return revision.id;
  });
}

/**
 * Opens a change request on the space's current revision. The number comes from the space's
 * counter row, incremented in the creating transaction (one atomic upsert: concurrent creates get
 * distinct, consecutive numbers; the unique (spaceId, number) index backs it).
 */
export async function createChangeRequest(ctx: Context, spaceId: string, input: unknown): Promise<ChangeRequest> {
  const data = parseInput(createInput, input ?? {});
  const { space } = await requireSpaceRole(ctx, spaceId, 'edit');
  if (space.deletedAt) throw new ConflictError(`The space '${spaceId}' is deleted: restore it first`);
  const head = await spaceHead(ctx, space);
  const userId = ctx.viewer!.userId;
  return ctx.prisma.$transaction(async (tx) => {
    const [{ last }] = await tx.$queryRaw<{ last: number }[]>`
      INSERT INTO "ChangeRequestCounter" ("spaceId", "last") VALUES (${spaceId}, 1)
      ON CONFLICT ("spaceId") DO UPDATE SET "last" = "ChangeRequestCounter"."last" + 1
      RETURNING "last"`;
    const cr = await tx.changeRequest.create({
      data: {
        id: newId(),
        spaceId,
        number: Number(last),
        status: 'open',
        subject: data.subject ?? '',
        createdById: userId,
        revisionId: head,
        revisionInitialId: head,
      },
    });
    await recordEvent(tx, {
      type: 'change_request_created',
      organizationId: space.organizationId,
      spaceId,
      changeRequestId: cr.id,
      actorId: userId,
      data: { number: cr.number },
    });
    return cr;
  });
}

export interface ChangeRequestFilter {
  status?: ChangeRequestStatus | null;
  creator?: string | null;
  contributor?: string | null;
  orderBy?: 'updatedAt' | 'createdAt' | null;
}

/** Change requests of a space, most recently updated (or created) first; `open` by default. */
export async function listChangeRequests(ctx: Context, spaceId: string, filter: ChangeRequestFilter, args: PageArgs) {
  await getSpace(ctx, spaceId);
  const where = {
    spaceId,
    status: filter.status ?? 'open',
    ...(filter.creator ? { createdById: filter.creator } : {}),
    ...(filter.contributor
      ? { OR: [{ contributorIds: { has: filter.contributor } }, { createdById: filter.contributor }] }
      : {}),
  };
  const order = filter.orderBy ?? 'updatedAt';
  return paginate(
    args,
    (page) => ctx.prisma.changeRequest.findMany({ where, orderBy: [{ [order]: 'desc' }, { number: 'desc' }], ...page }),
    () => ctx.prisma.changeRequest.count({ where }),
  );
}

/** Subject and status moves (draft, open, archived); `merged` only comes from a merge. */
export async function updateChangeRequest(
  ctx: Context,
  spaceId: string,
  idOrNumber: string,
  input: unknown,
): Promise<ChangeRequest> {
  const data = parseInput(updateInput, input ?? {});
  if (data.status === 'merged')
    throw new BadRequestError("'status' cannot be set to merged: merge the change request instead", 'status');
  const { space } = await requireSpaceRole(ctx, spaceId, 'edit');
  const cr = await findChangeRequestRow(ctx, spaceId, idOrNumber);
  if (cr.status === 'merged' && data.status)
    throw new ConflictError('The change request is merged: its status cannot change');
  const changes = {
    ...(data.subject != null ? { subject: data.subject } : {}),
    ...(data.status ? { status: data.status } : {}),
  };
  return ctx.prisma.$transaction(async (tx) => {
    // Always written: `updatedAt` moves on every change.
    const updated = await tx.changeRequest.update({
      where: { id: cr.id },
      data: { ...changes, updatedAt: new Date() },
    });
    const event = { organizationId: space.organizationId, spaceId, changeRequestId: cr.id, actorId: actorOf(ctx) };
    await recordEvent(tx, { type: 'change_request_updated', ...event, data: { number: cr.number } });
    if (updated.status !== cr.status)
      await recordEvent(tx, {
        type: 'change_request_status_updated',
        ...event,
        data: { number: cr.number, previousStatus: cr.status, status: updated.status },
      });
    return updated;
  });
}

/** The space revision a change request is compared and merged with: the last one an update pulled in, else its start. */
export const changeRequestBase = (cr: ChangeRequest) => cr.revisionMergedAncestorId ?? cr.revisionInitialId;

/** True when the space moved on since the change request's base. */
export async function isOutdated(ctx: Context, cr: ChangeRequest): Promise<boolean> {
  if (cr.status === 'merged') return false;
  const space = await spaceById(ctx).load(cr.spaceId);
  return !!space && space.revisionId !== changeRequestBase(cr);
}

export async function changeRequestUrls(ctx: Context, cr: ChangeRequest) {
  const space = (await spaceById(ctx).load(cr.spaceId))!;
  return {
    app: `${spaceUrls(ctx, space).app}/~/changes/${cr.number}`,
    location: url(ctx, `/v1/spaces/${cr.spaceId}/change-requests/${cr.id}`),
  };
}

// ---------------------------------------------------------------------------------------------
// Update and merge: three-way merges (src/engine/merge.ts) committed by compare-and-swap.

import { documentsToMerge, type MergeConflict, mergeTrees } from '../../engine/merge.ts';
import { sha256Hex } from '../../engine/revisions.ts';
import type { RevisionTree } from '../../engine/tree.ts';
import { NotFoundError } from '../../errors.ts';
import { documentByHash, revisionTree } from '../content/loaders.ts';
import { enforceMergeRules } from './merge-rules.ts';

export interface MergeOutcome {
  result: 'update' | 'merge' | 'conflicts';
  revision: string;
  conflicts: MergeConflict[];
  changeRequest: ChangeRequest;
}

/** Markdown of the documents of pages and reusable contents whose body differs between the three trees (only those are merged). */
async function changedDocuments(ctx: Context, [base, ours, theirs]: RevisionTree[]): Promise<Map<string, string>> {
  const list = [...documentsToMerge(base, ours, theirs)];
  const loaded = await documentByHash(ctx).loadMany(list);
  return new Map(list.map((h, i) => [h, typeof loaded[i] === 'string' ? (loaded[i] as string) : '']));
}

/** Three-way merge of the trees of three revisions (only the documents that differ are read). */
async function threeWayMerge(ctx: Context, baseId: string, oursId: string, theirsId: string) {
  const [base, ours, theirs] = await Promise.all([baseId, oursId, theirsId].map((id) => revisionTree(ctx).load(id)));
  const documents = await changedDocuments(ctx, [base, ours, theirs]);
  return mergeTrees({ base, ours, theirs, documents, hash: sha256Hex });
}

/**
 * The change request and the revisions of a merge or update; `into` 'space' (a merge) also
 * refuses a locked space and a change request that fails a merge rule (./merge-rules.ts).
 */
async function mergeable(ctx: Context, spaceId: string, idOrNumber: string, into: 'space' | 'change-request') {
  const { space } = await requireSpaceRole(ctx, spaceId, 'edit');
  if (space.deletedAt) throw new ConflictError(`The space '${spaceId}' is deleted: restore it first`);
  const cr = await findChangeRequestRow(ctx, spaceId, idOrNumber);
  if (cr.status === 'merged') throw new ConflictError('The change request is already merged');
  if (cr.status === 'archived') throw new ConflictError('The change request is archived: reopen it first');
  const fresh = await ctx.prisma.space.findUnique({
    where: { id: spaceId },
    select: { revisionId: true, editMode: true },
  });
  if (into === 'space' && fresh?.editMode === 'locked')
    throw new ConflictError(
      'The space is locked: its content cannot be changed by a merge (set editMode to live first)',
    );
  if (!fresh?.revisionId) throw new NotFoundError(`The space '${spaceId}' has no content`);
  const base = changeRequestBase(cr);
  // The space's (or its organization's) merge rules, for every transport that merges.
  if (into === 'space') await enforceMergeRules(ctx, space, cr, fresh.revisionId !== base);
  return { cr, spaceHead: fresh.revisionId, base };
}

/** Pulls the space's current content into the change request (`revisionMergedAncestor` moves to it). */
export async function updateFromMain(ctx: Context, spaceId: string, idOrNumber: string): Promise<MergeOutcome> {
  return commitWithRetries('the update', async (): Promise<MergeOutcome> => {
    const { cr, spaceHead, base } = await mergeable(ctx, spaceId, idOrNumber, 'change-request');
    if (spaceHead === base) return { result: 'update', revision: cr.revisionId, conflicts: [], changeRequest: cr };
    const merged = await threeWayMerge(ctx, base, cr.revisionId, spaceHead);
    if (merged.conflicts.length)
      return { result: 'conflicts', revision: cr.revisionId, conflicts: merged.conflicts, changeRequest: cr };
    const { revision } = await commitRevision(ctx.prisma, {
      spaceId,
      changeRequestId: cr.id,
      baseRevisionId: cr.revisionId,
      parents: [cr.revisionId, spaceHead],
      type: 'update',
      tree: merged.tree,
      documents: merged.markdown,
      message: `Update change request #${cr.number} from the space`,
      createdById: ctx.viewer!.userId,
      after: async (tx) => {
        await tx.changeRequest.update({ where: { id: cr.id }, data: { revisionMergedAncestorId: spaceHead } });
      },
    });
    const updated = await ctx.prisma.changeRequest.findUniqueOrThrow({ where: { id: cr.id } });
    return { result: 'update', revision: revision.id, conflicts: [], changeRequest: updated };
  });
}

/**
 * Merges the change request into the space: a new space revision (parents: the space head and the
 * change request head) moved in by compare-and-swap, the change request marked merged in the same
 * transaction. A concurrent merge or edit makes the swap fail: the merge is recomputed on the new head.
 */
export async function mergeChangeRequest(ctx: Context, spaceId: string, idOrNumber: string): Promise<MergeOutcome> {
  return commitWithRetries('the merge', async (): Promise<MergeOutcome> => {
    const { cr, spaceHead, base } = await mergeable(ctx, spaceId, idOrNumber, 'space');
    // The space did not move since the base: the change request's content is the result.
    const merged =
      spaceHead === base
        ? { tree: await revisionTree(ctx).load(cr.revisionId), markdown: new Map<string, string>(), conflicts: [] }
        : await threeWayMerge(ctx, base, spaceHead, cr.revisionId);
    if (merged.conflicts.length) {
      // Nothing is committed, but watchers learn that the merge was attempted and why it stopped.
      const { organizationId } = await getSpace(ctx, spaceId);
      await recordEvent(ctx.prisma, {
        type: 'change_request_merge_conflicted',
        organizationId,
        spaceId,
        changeRequestId: cr.id,
        actorId: actorOf(ctx),
        data: { number: cr.number, conflicts: merged.conflicts.length },
      });
      return { result: 'conflicts', revision: cr.revisionId, conflicts: merged.conflicts, changeRequest: cr };
    }
    const userId = ctx.viewer!.userId;
    const { revision } = await commitRevision(ctx.prisma, {
      spaceId,
      baseRevisionId: spaceHead,
      parents: [spaceHead, cr.revisionId],
      type: 'merge',
      tree: merged.tree,
      documents: merged.markdown,
      message: `Merge change request #${cr.number}${cr.subject ? `: ${cr.subject}` : ''}`,
      createdById: userId,
      after: async (tx, revisionId) => {
        const done = await tx.changeRequest.updateMany({
          where: { id: cr.id, revisionId: cr.revisionId, status: { notIn: ['merged', 'archived'] } },
          data: { status: 'merged', revisionMergedId: revisionId, mergedById: userId, mergedAt: new Date() },
        });
        if (done.count !== 1) throw new StaleRevisionError();
        const space = await tx.space.findUniqueOrThrow({ where: { id: spaceId }, select: { organizationId: true } });
        await recordEvent(tx, {
          type: 'change_request_merged',
          organizationId: space.organizationId,
          spaceId,
          changeRequestId: cr.id,
          actorId: userId,
          data: { number: cr.number, revisionId, previousStatus: cr.status, status: 'merged' },
        });
      },
    });
    const updated = await ctx.prisma.changeRequest.findUniqueOrThrow({ where: { id: cr.id } });
    return { result: 'merge', revision: revision.id, conflicts: [], changeRequest: updated };
  });
}
