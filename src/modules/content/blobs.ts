/**
 * File bytes streamed from storage: a download reads a stored blob in slices (`substring` of the
 * stored value, not the whole of it) as the response takes them, so a large file is never held
 * whole, nor as base64, by the server.
 */
import type { Context } from '../../request/context.ts';
import type { ByteStream } from '../../rest/route.ts';

/** Bytes read per statement; a file up to this size comes with its length, in one statement. */
export const BLOB_SLICE = 256 * 1024;

/**
 * The bytes of the blob `hash` as a stream of slices, or null when it is not stored. The first
 * statement reads its length (and, for a small file, its bytes); each further slice is its own
 * statement, read when the previous one was written, outside any transaction. Content is never
 * updated in place: a blob collected meanwhile (no revision reaches it any more) ends the stream
 * with an error.
 */
export async function blobStream(ctx: Context, hash: string): Promise<ByteStream | null> {
  const [head] = await ctx.prisma.$queryRaw<{ length: number; bytes: Uint8Array | null }[]>`
    SELECT octet_length(bytes)::int AS length,
           CASE WHEN octet_length(bytes) <= ${BLOB_SLICE}::int THEN bytes END AS bytes
    FROM "ContentBlob" WHERE hash = ${hash}`;
  if (!head) return null;
  const length = Number(head.length);
  const whole = head.bytes;
  const prisma = ctx.prisma;
  return {
    length,
    async *open() {
      if (whole) {
        yield whole;
        return;
      }
      for (let offset = 0; offset < length; offset += BLOB_SLICE) {
        const [slice] = await prisma.$queryRaw<{ bytes: Uint8Array }[]>`
          SELECT substring(bytes from ${offset + 1}::int for ${BLOB_SLICE}::int) AS bytes
          FROM "ContentBlob" WHERE hash = ${hash}`;
        if (!slice) throw new Error(`The content of blob ${hash} is no longer stored`);
        yield slice.bytes;
      }
    },
  };
}
