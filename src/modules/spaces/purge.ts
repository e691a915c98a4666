/**
 * Deleted spaces stay restorable for 7 days, then they are purged for good (with their
 * revisions and grants, by cascade). A job of src/app/jobs.ts runs `purgeDeletedSpaces` hourly.
 */
import type { Prisma } from '../../db/prisma.ts';

export const SPACE_RETENTION_DAYS = 7;
export const SPACE_RETENTION_MS = SPACE_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/** The instant before which a deleted space can no longer be restored. */
export const retentionCutoff = (now: Date = new Date()) => new Date(now.getTime() - SPACE_RETENTION_MS);

/** Whether a space deleted at `deletedAt` can still be restored at `now`. */
export const isRestorable = (deletedAt: Date, now: Date = new Date()) =>
  deletedAt.getTime() > retentionCutoff(now).getTime();

/** Removes the spaces deleted more than 7 days before `now`; returns how many were removed. */
export async function purgeDeletedSpaces(prisma: Pick<Prisma, 'space'>, now: Date = new Date()): Promise<number> {
  const { count } = await prisma.space.deleteMany({ where: { deletedAt: { not: null, lte: retentionCutoff(now) } } });
  return count;
}
