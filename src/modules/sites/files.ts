/**
 * Files of published spaces for readers' browsers (images of a published page), at the signed
 * addresses a site token's reads give (src/request/site-tokens.ts): no token needed. A file is served
 * while its site is published and publishes its space, and only as the space's live revision has
 * it (same id, same content hash): never a change request's file, never a replaced version.
 */

import { NotFoundError } from '../../errors.ts';
import type { Context } from '../../request/context.ts';
import { isFileSignature } from '../../request/site-tokens.ts';
import { offerStream } from '../../rest/documents.ts';
import { blobStream } from '../content/blobs.ts';
import { blobByHash } from '../content/loaders.ts';
import { currentRevision, fileById } from '../content/service.ts';
import { spaceById } from '../spaces/loaders.ts';
import { siteById, siteSpacesOfSite } from './loaders.ts';

export interface PublishedFileAddress {
  siteId: string;
  spaceId: string;
  fileId: string;
  hash: string;
}

export async function publishedFile(ctx: Context, address: PublishedFileAddress, signature: string) {
  const missing = () => new NotFoundError(`File '${address.fileId}' not found`);
  if (!(await isFileSignature(ctx, address, signature))) throw missing();
  const [site, siteSpaces, space] = await Promise.all([
    siteById(ctx).load(address.siteId),
    siteSpacesOfSite(ctx).load(address.siteId),
    spaceById(ctx).load(address.spaceId),
  ]);
  if (!site?.published || !siteSpaces.some((s) => s.spaceId === address.spaceId)) throw missing();
  if (!space || space.deletedAt || space.organizationId !== site.organizationId) throw missing();
  const file = await fileById(ctx, await currentRevision(ctx, space), address.fileId).catch(() => null);
  if (!file || file.hash !== address.hash) throw missing();
  return { id: file.id, name: file.name, contentType: file.contentType, hash: file.hash };
}

export type PublishedFile = Awaited<ReturnType<typeof publishedFile>>;

/** The bytes of a published file, base64 (GraphQL). */
export async function publishedFileBase64(ctx: Context, file: PublishedFile) {
  const bytes = await blobByHash(ctx).load(file.hash);
  if (!bytes) throw new NotFoundError(`File '${file.id}' not found`);
  return Buffer.from(bytes).toString('base64');
}

/** The bytes of a published file, streamed from storage as the body of the REST row that asks them. */
export async function streamPublishedFile(ctx: Context, file: PublishedFile) {
  const stream = await blobStream(ctx, file.hash);
  if (!stream) throw new NotFoundError(`File '${file.id}' not found`);
  offerStream(ctx.request, stream);
  return stream.length;
}
