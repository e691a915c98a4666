/** Documents of a space read by their id (content hash), as the REST documents route serves them. */
import { servedDocument } from '../../engine/block-keys.ts';
import { spaceUsesDocument } from '../../engine/revisions.ts';
import { documentHashes, walk } from '../../engine/tree.ts';
import { NotFoundError } from '../../errors.ts';
import { type Context, readerSite } from '../../request/context.ts';
import { getSpace } from '../spaces/service.ts';
import { documentByHash, revisionTree } from './loaders.ts';

/** `GET {S}/documents/{documentId}`: a document used by one of the space's revisions, as JSON. */
export async function getDocument(ctx: Context, spaceId: string, documentId: string) {
  const space = await getSpace(ctx, spaceId);
  const tree = space.revisionId ? await revisionTree(ctx).load(space.revisionId) : undefined;
  // A site token reads the published (current) content only; others any revision's documents.
  const used = readerSite(ctx)
    ? !!tree && documentHashes(tree).has(documentId)
    : await spaceUsesDocument(ctx.prisma, spaceId, documentId, tree);
  if (!used) throw new NotFoundError(`Document '${documentId}' not found`);
  const markdown = await documentByHash(ctx).load(documentId);
  if (markdown === null) throw new NotFoundError(`Document '${documentId}' not found`);
  // Links resolve in the current revision when it holds the document (from the page it is the body of).
  if (!tree || !documentHashes(tree).has(documentId)) return servedDocument(markdown);
  const page = [...walk(tree.pages)].find((e) => e.page.document === documentId)?.page;
  return servedDocument(markdown, { tree, ...(page ? { page } : {}) });
}
