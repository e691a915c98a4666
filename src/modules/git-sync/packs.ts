/**
 * What a push stores besides its revisions, never held whole: its pack, in parts of 256 KiB, written
 * from its file and read back into one a part at a time (as one value a 100 MB pack took gigabytes:
 * the parameter's text, the embedded database's copies of it); and the files of its trees, read
 * from git one at a time into the content store.
 */
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import { randomString } from '../../db/ids.ts';
import type { Prisma } from '../../db/prisma.ts';
import { eachObject } from './repo.ts';

// Small enough that no statement makes the embedded database's WebAssembly memory (which never
// shrinks) or either thread's heap grow for it: on its thread a part becomes hex text, twice its size.
const PART_BYTES = 256 * 1024;

type PackTables = Pick<Prisma, 'gitPack' | 'gitPackPart'>;
/** What writes a push's bytes: the rows through Prisma, the bytes through `Database.write` (as they are). */
type BytesStore = Pick<Database, 'prisma' | 'write'>;

/** How long a pack may stay incomplete before it counts as a failed write's leftover. */
const ABANDONED_MS = 24 * 60 * 60 * 1000;

/**
 * Stores the pack in `file` for one push and answers its id. Each push owns its copy, even of a
 * pack another push stored: two pushes of the same objects at once neither collide on one row nor
 * remove what the other's revisions need when their own branches are refused.
 */
export async function storePack(db: BytesStore, spaceId: string, file: string): Promise<string> {
  const { prisma } = db;
  // A write that died with its process (no revision names its objects) is dropped a day later.
  const abandoned = new Date(Date.now() - ABANDONED_MS);
  await prisma.gitPack.deleteMany({ where: { spaceId, complete: false, createdAt: { lt: abandoned } } });
  const id = `${spaceId}-${path.basename(file, '.pack')}-${randomString(8)}`;
  await prisma.gitPack.create({ data: { id, spaceId } });
  try {
    const size = await writeParts(db, id, file);
    await prisma.gitPack.update({ where: { id }, data: { size, complete: true } });
  } catch (error) {
    await prisma.gitPack.deleteMany({ where: { id } }).catch(() => {});
    throw error;
  }
  return id;
}

/** Writes the parts of pack `id` from `file`; answers its size. */
async function writeParts(db: BytesStore, id: string, file: string): Promise<number> {
  const handle = await open(file);
  let size = 0;
  try {
    const buffer = new Uint8Array(PART_BYTES);
    for (let seq = 0; ; seq++) {
      const { bytesRead } = await handle.read(buffer, 0, PART_BYTES, size);
      if (!bytesRead) return size;
      await db.write('INSERT INTO "GitPackPart" ("packId", "seq", "bytes") VALUES ($1, $2, $3)', [
        id,
        seq,
        buffer.subarray(0, bytesRead),
      ]);
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

/**
 * The parts of a stored pack, in order, read one at a time, their bytes by raw SQL (Prisma's client
 * would carry each part as base64 text: see `Database.write`).
 */
export async function* packParts(db: Pick<Database, 'prisma' | 'rows'>, id: string): AsyncGenerator<Uint8Array> {
  const parts = await db.prisma.gitPackPart.findMany({
    where: { packId: id },
    select: { seq: true },
    orderBy: { seq: 'asc' },
  });
  for (const { seq } of parts) {
    const [part] = await db.rows<{ bytes: Uint8Array }>(
      'SELECT "bytes" FROM "GitPackPart" WHERE "packId" = $1 AND "seq" = $2',
      [id, seq],
    );
    if (part) yield part.bytes;
  }
}

/** Bytes of files per insert statement (small for the reason of PART_BYTES). */
const BLOB_BATCH_BYTES = 512 * 1024;

/**
 * Stores the files `blobs` names (sha256 -> git blob in the repository `dir`) that the content
 * store lacks, read from git one at a time and written in batches of 512 KiB. Ahead of the
 * commits that name them, as the commit stores files (src/engine/commit.ts): content-addressed, so
 * storing one twice is harmless, and one no commit names is collected after the grace period.
 */
export async function storeBlobs(db: BytesStore, dir: string, blobs: Map<string, string>) {
  if (!blobs.size) return;
  const stored = await db.prisma.contentBlob.findMany({
    where: { hash: { in: [...blobs.keys()] } },
    select: { hash: true },
  });
  const missing = new Map(blobs);
  for (const { hash } of stored) missing.delete(hash);
  const hashOf = new Map([...missing].map(([hash, oid]) => [oid, hash]));
  let batch: { hash: string; bytes: Buffer; size: number }[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length) {
      const rows = batch.map((_, i) => `($${3 * i + 1}, $${3 * i + 2}, $${3 * i + 3})`).join(', ');
      await db.write(
        `INSERT INTO "ContentBlob" ("hash", "bytes", "size") VALUES ${rows} ON CONFLICT ("hash") DO NOTHING`,
        batch.flatMap((b) => [b.hash, b.bytes, b.size]),
      );
    }
    batch = [];
    bytes = 0;
  };
  for await (const { oid, body } of eachObject(dir, [...hashOf.keys()])) {
    batch.push({ hash: hashOf.get(oid)!, bytes: body, size: body.length });
    bytes += body.length;
    if (bytes >= BLOB_BATCH_BYTES) await flush();
  }
  await flush();
}
