/**
 * Pushed packs in the database, in parts of 1 MiB: a pack is written from its file and read back
 * into one a part at a time, so a push of 100 MB never holds its pack as one value (as one value it
 * took gigabytes: the parameter's text, the embedded database's copies of it).
 */
import { open } from 'node:fs/promises';
import path from 'node:path';
import { randomString } from '../../db/ids.ts';
import type { Prisma } from '../../db/prisma.ts';

const PART_BYTES = 1024 * 1024;

type PackTables = Pick<Prisma, 'gitPack' | 'gitPackPart'>;

/** How long a pack may stay incomplete before it counts as a failed write's leftover. */
const ABANDONED_MS = 24 * 60 * 60 * 1000;

/**
 * Stores the pack in `file` for one push and answers its id. Each push owns its copy, even of a
 * pack another push stored: two pushes of the same objects at once neither collide on one row nor
 * remove what the other's revisions need when their own branches are refused.
 */
export async function storePack(prisma: PackTables, spaceId: string, file: string): Promise<string> {
  // A write that died with its process (no revision names its objects) is dropped a day later.
  const abandoned = new Date(Date.now() - ABANDONED_MS);
  await prisma.gitPack.deleteMany({ where: { spaceId, complete: false, createdAt: { lt: abandoned } } });
  const id = `${spaceId}-${path.basename(file, '.pack')}-${randomString(8)}`;
  await prisma.gitPack.create({ data: { id, spaceId } });
  try {
    const size = await writeParts(prisma, id, file);
    await prisma.gitPack.update({ where: { id }, data: { size, complete: true } });
  } catch (error) {
    await prisma.gitPack.deleteMany({ where: { id } }).catch(() => {});
    throw error;
  }
  return id;
}

/** Writes the parts of pack `id` from `file`; answers its size. */
async function writeParts(prisma: PackTables, id: string, file: string): Promise<number> {
  const handle = await open(file);
  let size = 0;
  try {
    const buffer = new Uint8Array(PART_BYTES);
    for (let seq = 0; ; seq++) {
      const { bytesRead } = await handle.read(buffer, 0, PART_BYTES, size);
      if (!bytesRead) return size;
      await prisma.gitPackPart.create({ data: { packId: id, seq, bytes: buffer.slice(0, bytesRead) } });
      size += bytesRead;
    }
  } finally {
    await handle.close();
  }
}

/** The complete packs of a space, oldest first. */
export async function storedPacks(prisma: PackTables, spaceId: string): Promise<string[]> {
  const rows = await prisma.gitPack.findMany({
    where: { spaceId, complete: true },
    select: { id: true },
    orderBy: { createdAt: 'asc' },
  });
  return rows.map((r) => r.id);
}

/** The parts of a stored pack, in order, read one at a time. */
export async function* packParts(prisma: PackTables, id: string): AsyncGenerator<Uint8Array> {
  const parts = await prisma.gitPackPart.findMany({
    where: { packId: id },
    select: { seq: true },
    orderBy: { seq: 'asc' },
  });
  for (const { seq } of parts) {
    const part = await prisma.gitPackPart.findUnique({
      where: { packId_seq: { packId: id, seq } },
      select: { bytes: true },
    });
    if (part) yield part.bytes;
  }
}
