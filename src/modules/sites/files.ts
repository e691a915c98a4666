/**
 * Files of published spaces for readers' browsers (images of a published page), at the signed
 * addresses a site token's reads give (src/request/site-tokens.ts): no token needed. A file is served
 * while its site is published and publishes its space, and only as the space's live revision has
 * it (same id, same content hash): never a change request's file, never a replaced version.
 */

import { NotFoundError } from '../../errors.ts';
import type { Context } from '../../request/context.ts';
import { isFileSignature } from '../../request/site-tokens.ts';
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
  const bytes = await blobByHash(ctx).load(file.hash);
  if (!bytes) throw missing();
  return {
    name: file.name,
    contentType: file.contentType,
    hash: file.hash,
    contentBase64: Buffer.from(bytes).toString('base64'),
  };
}
