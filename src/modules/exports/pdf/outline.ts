/**
 * The document around the pages of a PDF export: the destinations links may jump to, the cover and
 * the table of contents of multi-page exports, the running header and the page numbers.
 */
import type { Renderer } from './blocks.ts';
import { BODY, COLORS, type DocNode, type PdfOptions, type PdfPage, type Style, styleOf } from './model.ts';

export interface PageDocument {
  page: PdfPage;
  nodes: DocNode[];
}

/** Row height of the table of contents. */
const TOC_LINE = BODY * 1.6;

/** Destinations links may jump to: every exported page and its headings with an id. */
export function exportTargets(docs: PageDocument[]): Set<string> {
  const targets = new Set<string>();
  for (const { page, nodes } of docs) {
    targets.add(`page:${page.path}`);
    const visit = (list: DocNode[] = []) => {
      for (const n of list) {
        if (n.type?.startsWith('heading') && n.meta?.id) targets.add(`page:${page.path}#${n.meta.id}`);
        visit(n.nodes);
      }
    };
    visit(nodes);
  }
  return targets;
}

/** A bold title line. */
export function drawTitle(
  r: Renderer,
  text: string,
  size: number,
  extra: Partial<Style> = {},
  align: 'left' | 'center' = 'left',
) {
  r.paragraph([{ text, style: styleOf({ size, bold: true, ...extra }) }], { align });
}

/** The cover, then blank pages reserved for the table of contents; returns how many. */
export function drawCover(r: Renderer, opts: PdfOptions, date: Date, pageCount: number): number {
  r.y = r.top + (r.bottom - r.top) * 0.3;
  drawTitle(r, opts.title, 26, {}, 'center');
  r.gap(10);
  r.paragraph([{ text: opts.space, style: styleOf({ size: 14, color: COLORS.muted }) }], { align: 'center' });
  r.paragraph([{ text: date.toISOString().slice(0, 10), style: styleOf({ size: 11, color: COLORS.muted }) }], {
    align: 'center',
  });
  const perPage = Math.floor((r.bottom - r.top - 40) / TOC_LINE);
  const tocPages = Math.ceil(pageCount / perPage);
  for (let i = 0; i < tocPages; i++) r.newPage();
  return tocPages;
}

/** The table of contents on the reserved pages, now that page numbers are known. */
export function drawContents(r: Renderer, docs: PageDocument[], pageNumbers: number[], tocPages: number) {
  const doc = r.doc;
  let k = 0;
  for (let t = 0; t < tocPages; t++) {
    doc.switchToPage(1 + t);
    r.y = r.top;
    if (!t) {
      drawTitle(r, 'Contents', 18);
      r.gap(8);
    }
    while (k < docs.length && r.y + TOC_LINE <= r.bottom) {
      const { page } = docs[k];
      const indent = page.depth * 14;
      const number = String(pageNumbers[k]);
      const style = styleOf({ size: BODY, goTo: `page:${page.path}`, color: COLORS.text });
      const numberLine = r.lines([{ text: number, style }], 40)[0];
      const titleLine = r.lines([{ text: page.title || 'Untitled', style }], r.width - indent - 50)[0];
      const y = r.y;
      r.drawLine(titleLine, r.left + indent, y, r.width - indent - 50);
      r.drawLine(numberLine, r.left + r.width - 40, y, 40, 'right');
      r.y += TOC_LINE;
      k++;
    }
  }
}

/** The running header and page numbers on every page but the cover. */
export function drawRunningHeads(r: Renderer, opts: PdfOptions, multi: boolean, contentStarts: number) {
  const doc = r.doc;
  const { count } = doc.bufferedPageRange();
  const header = opts.title && opts.title !== opts.space ? `${opts.space} · ${opts.title}` : opts.space;
  for (let i = multi ? 1 : 0; i < count; i++) {
    doc.switchToPage(i);
    const footer = r.lines(
      [{ text: `Page ${i + 1} of ${count}`, style: styleOf({ size: 8.5, color: COLORS.muted }) }],
      r.width,
    )[0];
    r.drawLine(footer, r.left, doc.page.height - r.top + 22, r.width, 'center');
    if (i >= contentStarts && (multi || i > 0)) {
      const head = r.lines([{ text: header, style: styleOf({ size: 8.5, color: COLORS.muted }) }], r.width)[0];
      r.drawLine(head, r.left, r.top - 30, r.width, 'left');
    }
  }
}
