/**
 * Pushed packs in the database, in parts of 1 MiB: a pack is written from its file and read back
 * into one a part at a time, so a push of 100 MB never holds its pack as one value (as one value it
 * took gigabytes: the parameter's text, the embedded database's copies of it).
 */
import { open } from 'node:fs/promises';
import type { Prisma } from '../../db/prisma.ts';

const PART_BYTES = 1024 * 1024;

type PackTables = Pick<Prisma, 'gitPack' | 'gitPackPart'>;

/** Stores the pack in `file` as `id`, unless it is stored already; false when it was. */
export async function storePack(prisma: PackTables, id: string, spaceId: string, file: string): Promise<boolean> {
  const existing = await prisma.gitPack.findUnique({ where: { id }, select: { complete: true } });
  if (existing?.complete) return false;
  // What a failed write left is written again from the start (its parts go with it).
  if (existing) await prisma.gitPack.delete({ where: { id } });
  await prisma.gitPack.create({ data: { id, spaceId } });
  const handle = await open(file);
  let size = 0;
  try {
    const buffer = new Uint8Array(PART_BYTES);
    for (let seq = 0; ; seq++) {
      const { bytesRead } = await handle.read(buffer, 0, PART_BYTES, size);
      if (!bytesRead) break;
      await prisma.gitPackPart.create({ data: { packId: id, seq, bytes: buffer.slice(0, bytesRead) } });
      size += bytesRead;
    }
  } finally {
    await handle.close();
  }
  await prisma.gitPack.update({ where: { id }, data: { size, complete: true } });
  return true;
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
