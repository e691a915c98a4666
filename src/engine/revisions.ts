/**
 * Stored content around revisions: content hashes, documents by hash, which spaces still use a
 * document, and what an uploaded file is. Writing a revision is src/engine/commit.ts.
 */
import { hash } from 'node:crypto';
import type { Prisma } from '../db/prisma.ts';
import { reachableNodes } from './store.ts';
import { documentHashes, type RevisionTree, readTree } from './tree.ts';

export const sha256Hex = (data: string | Uint8Array) => hash('sha256', data, 'hex');

/** Markdown bodies by hash. */
export async function loadDocuments(prisma: Prisma, hashes: Iterable<string>): Promise<Map<string, string>> {
  const list = [...new Set(hashes)];
  if (!list.length) return new Map();
  const rows = await prisma.contentDocument.findMany({ where: { hash: { in: list } } });
  return new Map(rows.map((r) => [r.hash, r.markdown]));
}

/** Whether a document hash is used by any revision of a space (documents are shared across spaces). */
export async function spaceUsesDocument(
  prisma: Prisma,
  spaceId: string,
  hash: string,
  currentTree?: RevisionTree,
): Promise<boolean> {
  if (currentTree && documentHashes(currentTree).has(hash)) return true;
  if (!/^[0-9a-f]{64}$/.test(hash)) return false;
  // Page and reusable-content nodes name their document as `"document":"<hash>"`.
  const rows = await prisma.$queryRawUnsafe<{ found: boolean }[]>(
    `${reachableNodes(`SELECT DISTINCT decode(root, 'hex') FROM "Revision" WHERE "spaceId" = $1`)}
     SELECT EXISTS (SELECT 1 FROM reach JOIN "TreeNode" n ON n.hash = reach.hash WHERE strpos(n.data, $2) > 0) AS found`,
    spaceId,
    `"document":"${hash}"`,
  );
  return !!rows[0]?.found;
}

export { readTree };

export interface SniffedFile {
  contentType: string;
  dimensions?: { width: number; height: number };
}

/** Content type from the bytes (magic numbers), falling back to the declared or text/binary; image dimensions. */
export async function sniffFile(bytes: Uint8Array, declared?: string | null): Promise<SniffedFile> {
  // Loaded with the first file stored: the server starts without them.
  const [{ fileTypeFromBuffer }, { imageSize }] = await Promise.all([import('file-type'), import('image-size')]);
  const detected = await fileTypeFromBuffer(bytes);
  let contentType = detected?.mime as string | undefined;
  if (!contentType) {
    const head = Buffer.from(bytes.subarray(0, 512)).toString('utf8').trimStart();
    if (/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(head)) contentType = 'image/svg+xml';
    else if (declared && /^[\w.+-]+\/[\w.+-]+$/.test(declared)) contentType = declared;
    else contentType = isUtf8Text(bytes) ? 'text/plain' : 'application/octet-stream';
  }
  let dimensions: SniffedFile['dimensions'];
  if (contentType.startsWith('image/')) {
    try {
      const size = imageSize(bytes);
      if (size.width && size.height) dimensions = { width: size.width, height: size.height };
    } catch {
      // Not a decodable image header: no dimensions.
    }
  }
  return { contentType, ...(dimensions ? { dimensions } : {}) };
}

function isUtf8Text(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 4096), { stream: true });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control bytes are what tells binary from text
    return !/[\x00-\x08\x0e-\x1f]/.test(text);
  } catch {
    return false;
  }
}
