/**
 * Markdown pages to a PDF (pdf-lib, standard Helvetica/Courier fonts): headings, paragraphs,
 * lists, code blocks and quotes as text, wrapped to the page width. Characters the standard
 * fonts cannot encode (outside WinAnsi) become '?'.
 */
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type * as md from 'mdast';
import { parseMarkdown, plainText } from '../../engine/markdown.ts';

export interface PdfPage {
  title: string;
  markdown: string;
  depth: number;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;

/** Keeps what WinAnsi (the standard fonts' encoding) can show. */
const printable = (text: string) => text.replace(/[\t]/g, '    ').replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

export async function renderPdf(title: string, pages: PdfPage[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(printable(title));
  doc.setProducer('Quire');
  doc.setCreationDate(new Date());
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const width = A4.width - 2 * MARGIN;

  const newPage = () => {
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  const wrap = (text: string, font: PDFFont, size: number, max: number): string[] => {
    const lines: string[] = [];
    for (const raw of printable(text).split('\n')) {
      let line = '';
      for (const word of raw.split(/(\s+)/)) {
        const next = line + word;
        if (line && font.widthOfTextAtSize(next.trimEnd(), size) > max) {
          lines.push(line.trimEnd());
          line = word.trimStart();
        } else line = next;
        // A word longer than the line: cut it.
        while (font.widthOfTextAtSize(line, size) > max && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > max) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line.trimEnd());
    }
    return lines;
  };
  const text = (
    value: string,
    opts: { font?: PDFFont; size?: number; indent?: number; gapAfter?: number; prefix?: string } = {},
  ) => {
    const font = opts.font ?? fonts.regular;
    const size = opts.size ?? 11;
    const indent = opts.indent ?? 0;
    const lead = size * 1.35;
    const lines = wrap(value, font, size, width - indent - (opts.prefix ? 12 : 0));
    lines.forEach((line, i) => {
      if (y - lead < MARGIN) newPage();
      y -= lead;
      if (opts.prefix && i === 0) page.drawText(opts.prefix, { x: MARGIN + indent, y, size, font: fonts.regular });
      page.drawText(line, { x: MARGIN + indent + (opts.prefix ? 12 : 0), y, size, font });
    });
    y -= opts.gapAfter ?? size * 0.6;
  };
  const block = (node: md.RootContent, indent: number) => {
    switch (node.type) {
      case 'heading':
        text(plainText(node), { font: fonts.bold, size: Math.max(11, 20 - node.depth * 2), indent, gapAfter: 6 });
        break;
      case 'paragraph':
        text(plainText(node), { indent });
        break;
      case 'code':
        text(node.value, { font: fonts.mono, size: 9, indent: indent + 8 });
        break;
      case 'blockquote':
        for (const child of node.children) block(child, indent + 16);
        break;
      case 'list':
        node.children.forEach((item, i) => {
          const [first, ...rest] = item.children;
          const marker = node.ordered ? `${(node.start ?? 1) + i}.` : '-';
          if (first)
            text(first.type === 'paragraph' ? plainText(first) : plainText(first as md.Nodes), {
              indent: indent + 8,
              prefix: marker,
              gapAfter: 2,
            });
          for (const child of rest) block(child, indent + 20);
        });
        y -= 4;
        break;
      case 'thematicBreak':
        y -= 8;
        break;
      default: {
        const value = plainText(node as md.Nodes);
        if (value.trim()) text(value, { indent });
      }
    }
  };

  text(title, { font: fonts.bold, size: 24, gapAfter: 16 });
  for (const p of pages) {
    if (y < MARGIN + 80) newPage();
    text(p.title, { font: fonts.bold, size: Math.max(14, 20 - p.depth * 2), gapAfter: 8 });
    for (const node of parseMarkdown(p.markdown).children) block(node, 0);
    y -= 10;
  }
  return doc.save({ useObjectStreams: false });
}
