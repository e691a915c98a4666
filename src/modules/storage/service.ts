/**
 * Quire's own file storage, in GitBook's upload flow: `generateStorageUploadURL` declares a file
 * (name, type, size, kind) and answers a URL and a `key`; the client PUTs the bytes to the URL;
 * then a write names the file by its key (a custom font's `storageKey`).
 *
 * - The URL points at this server (`/storage/uploads/{key}?token=...`, src/modules/storage/http.ts)
 *   and is its own credential, like a presigned URL: it takes one PUT within an hour.
 * - The bytes are stored as a content blob (content-addressed, shared with revisions' files) and
 *   kept by the garbage collection while the upload has not expired (a day) or a font face
 *   names them (src/engine/gc.ts); the blob write and the row holding it share the content lock
 *   so the collection never takes a blob between the two.
 * - Kinds: `customization_font` only (organization admins, as fonts are theirs to add); the
 *   bytes must be a WOFF2, WOFF, TrueType or OpenType font of the declared size.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { newId, sha256 } from '../../db/ids.ts';
import type { Transaction } from '../../db/prisma.ts';
import { CONTENT_LOCK_KEY } from '../../engine/commit.ts';
import { sha256Hex, sniffFile } from '../../engine/revisions.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { StorageFile } from '../../generated/prisma/client.ts';
import { type Context, requireViewerIn, url } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { requireOrgRole } from '../organizations/service.ts';
import {
  DECLARED_FONT_TYPES,
  FONT_EXTENSIONS,
  FONT_TYPES,
  MAX_FONT_BYTES,
  UPLOAD_KINDS,
  type UploadKind,
} from './kinds.ts';

export const UPLOADS_PREFIX = '/storage/uploads/';
/** How long an upload URL takes its PUT. */
export const UPLOAD_URL_MS = 60 * 60 * 1000;
/** How long an uploaded file waits for a write to name it before it is collected. */
export const UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;

const uploadInput = z.object({
  file: z.object({
    name: z.string().min(1).max(255),
    type: z.string().max(255),
    size: z
      .number()
      .int()
      .min(1, 'must be at least 1 byte')
      .max(MAX_FONT_BYTES, `a font file is at most ${MAX_FONT_BYTES} bytes (10 MiB)`),
  }),
  kind: z.enum(UPLOAD_KINDS),
});

export interface UploadURL {
  object: 'storage-signed-url';
  url: string;
  key: string;
}

/** Declares an upload; answers where to PUT its bytes and the key that names the file afterwards. */
export async function generateUploadURL(ctx: Context, organizationId: string, input: unknown): Promise<UploadURL> {
  await requireOrgRole(ctx, organizationId, 'admin');
  const viewer = requireViewerIn(ctx, organizationId);
  const { file, kind } = parseInput(uploadInput, input);
  if (kind !== 'customization_font')
    throw new BadRequestError(
      `Invalid 'kind': Quire stores uploads of kind 'customization_font' (custom fonts) only, not '${kind}'`,
      'kind',
    );
  if (!FONT_EXTENSIONS.test(file.name))
    throw new BadRequestError("Invalid 'file.name': a font file ends with .woff2, .woff, .ttf or .otf", 'file.name');
  const type = file.type.trim().toLowerCase();
  if (!DECLARED_FONT_TYPES.has(type))
    throw new BadRequestError(
      `Invalid 'file.type': '${file.type}' is not a font type (font/woff2, font/woff, font/ttf, font/otf)`,
      'file.type',
    );
  const key = newId();
  const token = randomBytes(24).toString('base64url');
  const now = Date.now();
  await ctx.prisma.storageFile.create({
    data: {
      key,
      organizationId,
      kind,
      name: file.name,
      contentType: type || 'application/octet-stream',
      size: file.size,
      tokenHash: sha256(token),
      createdById: viewer.userId,
      createdAt: new Date(now),
      expiresAt: new Date(now + UPLOAD_KEPT_MS),
    },
  });
  return { object: 'storage-signed-url', url: url(ctx, `${UPLOADS_PREFIX}${key}?token=${token}`), key };
}

const sameToken = (row: StorageFile, token: string) => {
  const given = Buffer.from(sha256(token));
  const expected = Buffer.from(row.tokenHash);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * The PUT of an upload URL: `read(limit)` gives the request's body, refusing past `limit` bytes
 * (null when it had more). Stores the bytes once; answers the stored file.
 */
export async function receiveUpload(
  ctx: Context,
  key: string,
  token: string,
  read: (limit: number) => Promise<Buffer | null>,
): Promise<StorageFile> {
  const row = await ctx.prisma.storageFile.findUnique({ where: { key } });
  if (!row) throw new NotFoundError(`No upload '${key}'`);
  if (!token || !sameToken(row, token)) throw new ForbiddenError('The upload URL is not valid');
  if (row.createdAt.getTime() + UPLOAD_URL_MS < Date.now()) throw new ForbiddenError('The upload URL has expired');
  if (row.hash) throw new ConflictError(`The file '${row.name}' was uploaded already`);
  const bytes = await read(row.size);
  if (!bytes || bytes.length !== row.size)
    throw new BadRequestError(
      `The upload URL was made for ${row.size} bytes; the request ${bytes ? `sent ${bytes.length}` : 'sent more'}`,
    );
  const sniffed = await sniffFile(bytes);
  if (!FONT_TYPES[sniffed.contentType])
    throw new BadRequestError(`The file '${row.name}' is not a font (WOFF2, WOFF, TrueType or OpenType)`);
  const hash = sha256Hex(bytes);
  return ctx.prisma.$transaction(async (tx) => {
    // Shared with commits: the garbage collection (exclusive) sees the blob and its holder together.
    await holdBlobs(tx);
    await tx.contentBlob.createMany({
      data: [{ hash, bytes: Buffer.from(bytes), size: bytes.length }],
      skipDuplicates: true,
    });
    const { count } = await tx.storageFile.updateMany({
      where: { key, hash: null },
      data: { hash, contentType: sniffed.contentType, uploadedAt: new Date() },
    });
    if (!count) throw new ConflictError(`The file '${row.name}' was uploaded already`);
    return { ...row, hash, contentType: sniffed.contentType };
  });
}

/** Takes the content lock shared, in `tx`: what it writes naming a blob commits before a collection runs. */
export const holdBlobs = (tx: Transaction) =>
  tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock_shared(${CONTENT_LOCK_KEY})`);

/**
 * Uploaded files of `kind` in the organization, by key, read in `tx` (which holds the blobs:
 * `holdBlobs`) for a write naming them; a key that names none, an expired upload or a file not
 * uploaded yet is absent.
 */
export async function uploadedFiles(
  tx: Transaction,
  organizationId: string,
  kind: UploadKind,
  keys: string[],
): Promise<Map<string, StorageFile & { hash: string }>> {
  const rows = await tx.storageFile.findMany({
    where: { key: { in: keys }, organizationId, kind, hash: { not: null }, expiresAt: { gt: new Date() } },
  });
  return new Map(rows.map((r) => [r.key, r as StorageFile & { hash: string }]));
}
