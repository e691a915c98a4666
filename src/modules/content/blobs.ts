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
 * Slices travel as base64 text, decoded by Buffer (native; it skips the line breaks PostgreSQL's
 * `encode` puts in): reading a bytea value parses its hex text in JavaScript, which cost the
 * embedded database about 0.9 s of CPU per 10 MiB against 0.1-0.15 s this way (0.04-0.08 s
 * against 0.08-0.11 s on PostgreSQL). A slice's text is a few hundred KB, young garbage.
 */
const decode = (base64: string) => Buffer.from(base64, 'base64');

/**
 * The bytes of the blob `hash` as a stream of slices, or null when it is not stored. The first
 * statement reads its length (and, for a small file, its bytes); each further slice is its own
 * statement, read when the previous one was written, outside any transaction. Content is never
 * updated in place: a blob collected meanwhile (no revision reaches it any more) ends the stream
 * with an error.
 */
export async function blobStream(ctx: Context, hash: string): Promise<ByteStream | null> {
  const [head] = await ctx.prisma.$queryRaw<{ length: number; bytes: string | null }[]>`
    SELECT octet_length(bytes)::int AS length,
           CASE WHEN octet_length(bytes) <= ${BLOB_SLICE}::int THEN encode(bytes, 'base64') END AS bytes
    FROM "ContentBlob" WHERE hash = ${hash}`;
  if (!head) return null;
  const length = Number(head.length);
  const whole = head.bytes;
  const prisma = ctx.prisma;
  return {
    length,
    async *open() {
      if (whole !== null) {
        yield decode(whole);
        return;
      }
      for (let offset = 0; offset < length; offset += BLOB_SLICE) {
        const [slice] = await prisma.$queryRaw<{ bytes: string }[]>`
          SELECT encode(substring(bytes from ${offset + 1}::int for ${BLOB_SLICE}::int), 'base64') AS bytes
          FROM "ContentBlob" WHERE hash = ${hash}`;
        if (!slice) throw new Error(`The content of blob ${hash} is no longer stored`);
        yield decode(slice.bytes);
      }
    },
  };
}
