/**
 * PDF export of a space's or a change request's content (or of one of its pages): rendered with pdfkit (pdf.ts),
 * stored in PdfExport under an unguessable 43-character token, served without an API token at
 * `{PUBLIC_URL}/v1/exports/pdf/{token}` for one hour (then 410; 404 once dropped, an hour later, or for unknown tokens).
 */

import { newId, randomString } from '../../db/ids.ts';
import { findPage, readTree, type TreePage } from '../../engine/tree.ts';
import { DomainError, NotFoundError } from '../../errors.ts';
import type { Context } from '../../request/context.ts';
import { getChangeRequest } from '../change-requests/service.ts';
import { blobByHash, documentByHash, revisionTree } from '../content/loaders.ts';
import { spaceById } from '../spaces/loaders.ts';
import { getSpace } from '../spaces/service.ts';
import { userById } from '../users/loaders.ts';
import type { PaperSize, PdfFile, PdfPage } from './pdf/model.ts';

export const PDF_TTL_MS = 60 * 60 * 1000;

export interface PdfOptions {
  only?: boolean | null;
  pageId?: string | null;
  paper?: PaperSize | null;
}

/** A change request's content as a PDF (read role on its space). */
export async function exportChangeRequestPdf(ctx: Context, spaceId: string, changeRequestId: string, opts: PdfOptions) {
  const cr = await getChangeRequest(ctx, spaceId, changeRequestId);
  const author = await userById(ctx).load(cr.createdById);
  return exportRevisionPdf(ctx, {
    spaceId: cr.spaceId,
    changeRequestId: cr.id,
    revisionId: cr.revisionId,
    title: cr.subject || `Change request #${cr.number}`,
    author: author?.displayName,
    opts,
  });
}

/** A space's live content as a PDF (read role). */
export async function exportSpacePdf(ctx: Context, spaceId: string, opts: PdfOptions) {
  const space = await getSpace(ctx, spaceId);
  return exportRevisionPdf(ctx, {
    spaceId: space.id,
    changeRequestId: null,
    revisionId: space.revisionId,
    title: space.title || 'Space',
    opts,
  });
}

async function exportRevisionPdf(
  ctx: Context,
  source: {
    spaceId: string;
    changeRequestId: string | null;
    revisionId: string | null;
    title: string;
    author?: string;
    opts: PdfOptions;
  },
) {
  const { opts } = source;
  const tree = source.revisionId ? await revisionTree(ctx).load(source.revisionId) : readTree(null);
  let roots: TreePage[] = tree.pages;
  if (opts.pageId) {
    const found = findPage(tree, opts.pageId);
    if (!found) throw new NotFoundError(`Page '${opts.pageId}' not found`);
    const page = found.page;
    roots = opts.only ? [{ ...page, pages: [] }] : [page];
  } else if (opts.only) {
    roots = tree.pages.slice(0, 1).map((p) => ({ ...p, pages: [] }));
  }
  const order: { page: TreePage; depth: number }[] = [];
  const visit = (list: TreePage[], depth: number) => {
    for (const p of list) {
      if (p.kind === 'link') continue;
      order.push({ page: p, depth });
      visit(p.pages ?? [], depth + 1);
    }
  };
  visit(roots, 0);
  // Every document in one batch of the loader.
  const pages: PdfPage[] = await Promise.all(
    order.map(async ({ page: p, depth }) => ({
      title: p.title,
      path: p.path,
      markdown: p.document ? ((await documentByHash(ctx).load(p.document)) ?? '') : '',
      depth,
    })),
  );
  // Files the pages show or link to (`/.gitbook/assets/{id}`): images are drawn from their bytes.
  const used = new Set<string>();
  for (const p of pages)
    for (const m of p.markdown.matchAll(/\/\.gitbook\/assets\/([^\s)"'?#]+)/g)) used.add(safeDecode(m[1]));
  const files = new Map<string, PdfFile>();
  await Promise.all(
    (tree.files ?? [])
      .filter((f) => used.has(f.id))
      .map(async (f) => {
        const image = /^image\/(png|jpe?g|svg\+xml)$/.test(f.contentType);
        const bytes = image ? ((await blobByHash(ctx).load(f.hash)) ?? undefined) : undefined;
        files.set(f.id, {
          name: f.name,
          contentType: f.contentType,
          ...(bytes ? { bytes } : {}),
          ...(f.dimensions ? { dimensions: f.dimensions } : {}),
        });
      }),
  );
  const space = await spaceById(ctx).load(source.spaceId);
  // The renderer (pdfkit and its fonts) is loaded by the first export.
  const { renderPdf } = await import('./pdf.ts');
  const bytes = await renderPdf(pages, {
    title: source.title,
    space: space?.title || 'Space',
    author: source.author,
    paper: opts.paper ?? 'A4',
    files,
    fileUrl: (id) =>
      `${ctx.config.publicUrl}/v1/spaces/${source.spaceId}/content/files/${encodeURIComponent(id)}/download`,
  });
  // Expired exports are dropped as new ones are made (their links answer 404 from then on).
  await ctx.prisma.pdfExport.deleteMany({ where: { expiresAt: { lt: new Date(Date.now() - PDF_TTL_MS) } } });
  const token = randomString(43);
  const expiresAt = new Date(Date.now() + PDF_TTL_MS);
  await ctx.prisma.pdfExport.create({
    data: {
      id: newId(),
      token,
      spaceId: source.spaceId,
      changeRequestId: source.changeRequestId,
      bytes: Buffer.from(bytes),
      expiresAt,
      createdById: ctx.viewer?.userId ?? null,
    },
  });
  return { url: `${ctx.config.publicUrl}/v1/exports/pdf/${token}`, expiresAt };
}

/** The bytes behind a PDF link: no API token needed, the link itself is the secret. */
export async function pdfByToken(ctx: Context, token: string) {
  const row = await ctx.prisma.pdfExport.findUnique({ where: { token } });
  if (!row) throw new NotFoundError('No such export');
  if (row.expiresAt.getTime() <= Date.now()) throw new DomainError(410, 'GONE', 'This export link has expired');
  return { contentBase64: Buffer.from(row.bytes).toString('base64') };
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};
