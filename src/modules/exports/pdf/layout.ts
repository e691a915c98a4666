/**
 * Text layout for the PDF export: the page and the open containers (boxes), fonts, and inline text
 * laid out word by word: every code point gets the first Noto font that covers it (fonts.ts),
 * right-to-left runs are ordered by the Unicode bidi algorithm (bidi-js), lines wrap at spaces and
 * between CJK characters.
 */
import bidiFactory from 'bidi-js';
import { refUrl } from '../../../engine/markdown-refs.ts';
import { type FontFace, fontFor } from '../fonts.ts';
import {
  BODY,
  COLORS,
  type Doc,
  type DocNode,
  type Line,
  lighten,
  MARK_COLORS,
  type PdfOptions,
  type Piece,
  type Span,
  type Style,
  styleOf,
} from './model.ts';

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
// One breakable unit each: a CJK character (kana, ideograph, hangul, full-width form).
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;
const UNIT =
  /\n|[^\S\n]+|[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+/gu;

let bidi: ReturnType<typeof bidiFactory> | undefined;

export class Layout {
  readonly doc: Doc;
  y = 0;
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly width: number;
  private registered = new Set<string>();
  /** Open containers (quotes, hints, code, list items...): an indent and what they paint behind lines. */
  private boxes: { indent: number; right: number; paint?: (y: number, h: number) => void }[] = [];
  /** Destinations defined so far, and those links may jump to (pages and headings of the export). */
  readonly targets: Set<string>;

  constructor(
    doc: Doc,
    protected readonly opts: PdfOptions,
    targets: Set<string>,
    private readonly onPage: () => void,
  ) {
    this.doc = doc;
    const margins = doc.page.margins;
    this.top = margins.top;
    this.bottom = doc.page.height - margins.bottom;
    this.left = margins.left;
    this.width = doc.page.width - margins.left - margins.right;
    this.y = this.top;
    this.targets = targets;
  }

  get x() {
    return this.left + this.boxes.reduce((s, b) => s + b.indent, 0);
  }

  get boxWidth() {
    return this.width - this.boxes.reduce((s, b) => s + b.indent + b.right, 0);
  }

  newPage() {
    this.doc.addPage();
    this.onPage();
    this.y = this.top;
  }

  /** Room for `h` (a new page when it does not fit; never for the first line of a page). */
  ensure(h: number) {
    if (this.y + h > this.bottom && this.y > this.top) this.newPage();
  }

  /** Takes `h` of vertical space, painting what open containers draw behind it; returns its top. */
  advance(h: number) {
    this.ensure(h);
    const at = this.y;
    for (const b of this.boxes) b.paint?.(at, h);
    this.y += h;
    return at;
  }

  /** Space between blocks: dropped at the top of a page. */
  gap(h: number) {
    if (this.y + h > this.bottom) {
      this.newPage();
      return;
    }
    if (this.y > this.top || this.boxes.some((b) => b.paint)) this.advance(h);
  }

  box<T>(
    indent: number,
    right: number,
    paint: ((x: number, w: number, y: number, h: number) => void) | undefined,
    body: () => T,
  ): T {
    const x = this.x;
    const w = this.boxWidth;
    this.boxes.push({ indent, right, paint: paint && ((y, h) => paint(x, w, y, h)) });
    try {
      return body();
    } finally {
      this.boxes.pop();
    }
  }

  use(face: FontFace, size: number) {
    if (!this.registered.has(face.key)) {
      this.doc.registerFont(face.key, face.bytes());
      this.registered.add(face.key);
    }
    this.doc.font(face.key).fontSize(size);
  }

  measure(face: FontFace, size: number, text: string) {
    this.use(face, size);
    return this.doc.widthOfString(text);
  }

  // --- inline layout -------------------------------------------------------------------------

  pieces(spans: Span[]): Piece[] {
    const out: Piece[] = [];
    let at = 0;
    let prevSpace = true;
    let prevCjk = false;
    for (const span of spans) {
      // Runs of one face.
      const runs: { face: FontFace; text: string }[] = [];
      for (const ch of span.text) {
        const cp = ch.codePointAt(0) ?? 32;
        const last = runs[runs.length - 1];
        // Joiners, variation selectors and combining marks stay with what they modify.
        if (last && /^(?:\p{M}|\u200d|\ufe0f)$/u.test(ch)) {
          last.text += ch;
          continue;
        }
        const face = fontFor(cp, span.style) ?? fontFor(0x3f, span.style);
        if (!face) continue;
        if (last && last.face.key === face.key) last.text += ch;
        else runs.push({ face, text: ch });
      }
      for (const run of runs) {
        for (const m of run.text.matchAll(UNIT)) {
          const text = m[0];
          const hard = text === '\n';
          const space = !hard && !text.trim();
          const cjk = CJK.test(text);
          out.push({
            text: hard ? '' : text,
            face: run.face,
            style: span.style,
            width: hard ? 0 : this.measure(run.face, span.style.size, text),
            space,
            hard,
            glue: !space && !hard && !prevSpace && !cjk && !prevCjk,
            at: at + (m.index ?? 0),
            level: 0,
          });
          prevSpace = space || hard;
          prevCjk = cjk;
        }
        at += run.text.length;
      }
    }
    const text = out.map((p) => p.text || '\n').join('');
    if (RTL.test(text)) {
      bidi ??= bidiFactory();
      const { levels } = bidi.getEmbeddingLevels(text);
      let offset = 0;
      for (const p of out) {
        p.at = offset;
        p.level = levels[offset] ?? 0;
        offset += (p.text || '\n').length;
      }
    }
    return out;
  }

  lines(spans: Span[], width: number): Line[] {
    const pieces = this.pieces(spans);
    const lines: Line[] = [];
    let cur: Piece[] = [];
    let curWidth = 0;
    const push = () => {
      while (cur.length && cur[cur.length - 1].space) curWidth -= cur.pop()!.width;
      const size = Math.max(...cur.map((p) => p.style.size), spans[0]?.style.size ?? BODY);
      const rtl = cur.some((p) => p.level % 2 === 1) && (cur.find((p) => !p.space)?.level ?? 0) % 2 === 1;
      lines.push({ pieces: reorder(cur), width: curWidth, height: size * 1.45, ascent: size * 1.08, rtl });
      cur = [];
      curWidth = 0;
    };
    for (let i = 0; i < pieces.length; ) {
      const p = pieces[i];
      if (p.hard) {
        push();
        i++;
        continue;
      }
      if (p.space) {
        if (cur.length) {
          cur.push(p);
          curWidth += p.width;
        }
        i++;
        continue;
      }
      // A word made of glued pieces (marks or fonts changing inside it).
      let j = i + 1;
      while (j < pieces.length && pieces[j].glue) j++;
      const word = pieces.slice(i, j);
      const w = word.reduce((s, x) => s + x.width, 0);
      if (cur.length && curWidth + w > width) push();
      if (w > width) {
        // Longer than a line: cut between characters.
        for (const piece of word) {
          for (const ch of piece.text) {
            const cw = this.measure(piece.face, piece.style.size, ch);
            if (cur.length && curWidth + cw > width) push();
            const last = cur[cur.length - 1];
            if (last && last.face === piece.face && last.style === piece.style && !last.space) {
              last.text += ch;
              last.width += cw;
            } else cur.push({ ...piece, text: ch, width: cw });
            curWidth += cw;
          }
        }
      } else {
        cur.push(...word);
        curWidth += w;
      }
      i = j;
    }
    if (cur.length || !lines.length) push();
    return lines;
  }

  /** Draws a line with its baseline at `y + ascent`. */
  drawLine(line: Line, x: number, y: number, width: number, align: 'left' | 'center' | 'right' = 'left') {
    const doc = this.doc;
    let px = x;
    if (align === 'center') px += (width - line.width) / 2;
    else if (align === 'right' || line.rtl) px += width - line.width;
    const baseline = y + line.ascent;
    // Pieces of one face and style in a row become one text object (right-to-left ones in logical order).
    const groups: Piece[][] = [];
    for (const p of line.pieces) {
      const last = groups[groups.length - 1];
      const prev = last?.[last.length - 1];
      // Right-to-left words stay apart: text extraction (poppler) puts them back in reading order by position.
      if (prev && prev.face === p.face && prev.style === p.style && !(prev.level % 2) && !(p.level % 2)) last.push(p);
      else groups.push([p]);
    }
    for (const group of groups) {
      const first = group[0];
      const style = first.style;
      const text = (first.level % 2 ? [...group].reverse() : group).map((p) => p.text).join('');
      const w = group.reduce((s, p) => s + p.width, 0);
      if (style.code || style.background) {
        doc
          .save()
          .rect(px - 1, y + line.ascent - style.size * 0.95, w + 2, style.size * 1.3)
          .fill(style.background ?? COLORS.codeBg)
          .restore();
      }
      this.use(first.face, style.size);
      doc.fillColor(style.color ?? (style.link || style.goTo ? COLORS.link : COLORS.text));
      const options: PDFKit.Mixins.TextOptions = { lineBreak: false, baseline: 'alphabetic' };
      if (style.link) options.link = style.link;
      if (style.goTo) options.goTo = style.goTo;
      doc.text(text, px, baseline, options);
      // Underline (links) and strikethrough drawn here: pdfkit places them for top-aligned text.
      const rule = (dy: number) =>
        doc
          .save()
          .moveTo(px, baseline + dy)
          .lineTo(px + w, baseline + dy)
          .lineWidth(Math.max(0.5, style.size / 18))
          .strokeColor(style.color ?? (style.strike ? COLORS.text : COLORS.link))
          .stroke()
          .restore();
      // Links in the text are underlined; colored ones (the table of contents) are not.
      if ((style.link || style.goTo) && !style.color) rule(style.size * 0.14);
      if (style.strike) rule(-style.size * 0.28);
      px += w;
    }
    doc.fillColor(COLORS.text);
  }

  /** A paragraph of spans, wrapped to the current box. */
  paragraph(spans: Span[], opts: { align?: 'left' | 'center' | 'right'; indentFirst?: number } = {}) {
    const lines = this.lines(spans, this.boxWidth);
    for (const line of lines) {
      const y = this.advance(line.height);
      this.drawLine(line, this.x, y, this.boxWidth, opts.align);
    }
  }

  // --- inline content ------------------------------------------------------------------------

  spans(nodes: DocNode[] = [], base: Style): Span[] {
    const out: Span[] = [];
    for (const n of nodes) {
      if (n.object === 'text') {
        for (const leaf of n.leaves ?? []) {
          const style: Style = { ...base };
          for (const mark of leaf.marks ?? []) {
            if (mark.type === 'bold') style.bold = true;
            else if (mark.type === 'italic') style.italic = true;
            else if (mark.type === 'strikethrough') style.strike = true;
            else if (mark.type === 'code') {
              style.mono = true;
              style.code = true;
              style.size = base.size * 0.92;
            } else if (mark.type === 'color') {
              const c = MARK_COLORS[mark.data?.text ?? ''];
              if (c) style.color = c;
              const bg = MARK_COLORS[mark.data?.background ?? ''];
              if (bg) style.background = lighten(bg);
            }
          }
          if (leaf.text) out.push({ text: leaf.text, style: styleOf(style) });
        }
      } else if (n.type === 'link') {
        const target = this.linkTarget(refUrl(n.data?.ref));
        out.push(...this.spans(n.nodes, { ...base, ...target }));
      } else if (n.type === 'inline-math') {
        out.push({ text: String(n.data?.formula ?? ''), style: styleOf({ ...base, mono: true, code: true }) });
      } else if (n.type === 'inline-image') {
        const alt = String(n.data?.alt ?? '');
        if (alt) out.push({ text: alt, style: styleOf({ ...base, italic: true }) });
      } else out.push(...this.spans(n.nodes, base));
    }
    return out;
  }

  /** A URI annotation for absolute URLs; a jump for pages and headings of the export. */
  linkTarget(url: string): { link?: string; goTo?: string } {
    if (/^(https?|mailto):/i.test(url)) return { link: url };
    if (url.startsWith('/.gitbook/assets/') && this.opts.fileUrl)
      return { link: this.opts.fileUrl(decodeURIComponent(url.slice('/.gitbook/assets/'.length))) };
    if (url.startsWith('/')) {
      const [path, anchor] = url.slice(1).split('#');
      const dest = anchor ? `page:${path}#${anchor}` : `page:${path}`;
      if (this.targets.has(dest)) return { goTo: dest };
      if (this.targets.has(`page:${path}`)) return { goTo: `page:${path}` };
    }
    return {};
  }
}

/** Unicode bidi rule L2: from the highest level down to the lowest odd one, reverse runs at or above it. */
function reorder(pieces: Piece[]): Piece[] {
  const levels = pieces.map((p) => p.level);
  const max = Math.max(0, ...levels);
  if (!max) return pieces;
  const minOdd = Math.min(...levels.filter((l) => l % 2 === 1));
  let out = [...pieces];
  for (let level = max; level >= minOdd; level--) {
    const next: Piece[] = [];
    let run: Piece[] = [];
    for (const p of out) {
      if (p.level >= level) run.push(p);
      else {
        next.push(...run.reverse(), p);
        run = [];
      }
    }
    next.push(...run.reverse());
    out = next;
  }
  return out;
}
