/**
 * Pages to a PDF people would print: pdfkit draws, GitBook's JSON document (src/engine/markdown.ts)
 * says what. The parts are in pdf/: text layout (layout.ts), blocks (blocks.ts), tables (table.ts),
 * the cover, contents and running heads (outline.ts). Text is laid out here word by word (pdfkit shapes each run through fontkit): every
 * code point gets the first Noto font that covers it (fonts.ts), right-to-left runs are ordered by
 * the Unicode bidi algorithm (bidi-js), lines wrap at spaces and between CJK characters. Fonts are
 * embedded as subsets of the glyphs used.
 *
 * Document: a cover and a table of contents for multi-page exports, PDF outline (bookmarks) that
 * mirrors the page tree, a running header (space and change request), page numbers, metadata.
 * Blocks: headings, paragraphs with marks and links (URI annotations; links to exported pages and
 * their headings jump inside the PDF), lists (ordered, unordered, tasks, nested), quotes, hints as
 * callouts, code blocks (line breaks kept, shaded, wrapped), tables (borders, shaded header row
 * repeated after a page break, cells wrapped, rows split across pages line by line), images from
 * the space's files (PNG, JPEG) scaled to the page, tabs one after another, expandables opened,
 * steppers, columns, embeds and files as links, math as its formula.
 */
import PDFDocument from 'pdfkit';
import { markdownToDocument } from '../../engine/markdown.ts';
import { Renderer } from './pdf/blocks.ts';
import { BODY, COLORS, type DocNode, type PaperSize, type PdfOptions, type PdfPage, styleOf } from './pdf/model.ts';
import { drawContents, drawCover, drawRunningHeads, drawTitle, exportTargets } from './pdf/outline.ts';

const SIZES: Record<PaperSize, [number, number]> = { A4: [595.28, 841.89], LETTER: [612, 792] };

/** The PDF of `pages`: bytes. */
export async function renderPdf(pages: PdfPage[], opts: PdfOptions): Promise<Uint8Array> {
  const date = opts.date ?? new Date();
  const doc = new PDFDocument({
    size: SIZES[opts.paper ?? 'A4'],
    margins: { top: 62, bottom: 62, left: 56, right: 56 },
    bufferPages: true,
    autoFirstPage: false,
    compress: true,
    pdfVersion: '1.7',
    displayTitle: true,
    lang: 'und',
    info: {
      Title: opts.title,
      Author: opts.author ?? opts.space,
      Subject: opts.space,
      Creator: 'Quire',
      Producer: 'Quire (pdfkit)',
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  const docs = pages.map((p) => ({ page: p, nodes: markdownToDocument(p.markdown).nodes as DocNode[] }));
  const targets = exportTargets(docs);

  doc.addPage();
  const r = new Renderer(doc, opts, targets, () => {});
  const multi = pages.length > 1;

  // Cover and reserved table-of-contents pages for multi-page exports.
  const tocPages = multi ? drawCover(r, opts, date, pages.length) : 0;
  const contentStarts = doc.bufferedPageRange().count;

  // Pages: each on a new sheet, its title as the first heading (a leading heading repeating it is skipped).
  const pageNumbers: number[] = [];
  const outline: PDFKit.PDFOutline[] = [doc.outline];
  docs.forEach(({ page, nodes }, i) => {
    if (i || multi) r.newPage();
    pageNumbers.push(doc.bufferedPageRange().count);
    doc.addNamedDestination(`page:${page.path}`, 'XYZ', r.left, doc.page.height - r.y, null);
    outline.length = Math.min(outline.length, page.depth + 1);
    const parent = outline[outline.length - 1] ?? doc.outline;
    outline.push(parent.addItem(page.title || 'Untitled', { expanded: page.depth < 1 }));
    if (!multi) {
      r.paragraph([{ text: opts.space, style: styleOf({ size: 9.5, color: COLORS.muted }) }]);
      r.gap(2);
    }
    drawTitle(r, page.title || 'Untitled', 20);
    r.gap(BODY * 0.8);
    let body = nodes;
    const first = body[0];
    const plain = (n: DocNode): string =>
      n.leaves ? n.leaves.map((l) => l.text).join('') : (n.nodes ?? []).map(plain).join('');
    if (first?.type === 'heading-1' && plain(first).trim() === page.title.trim()) body = body.slice(1);
    r.blocks(body, { path: page.path });
  });

  // The table of contents, now that page numbers are known.
  if (multi) drawContents(r, docs, pageNumbers, tocPages);
  // Running header and page numbers on every page but the cover.
  drawRunningHeads(r, opts, multi, contentStarts);
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
