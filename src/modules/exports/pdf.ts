/**
 * Pages to a PDF people would print: pdfkit draws, GitBook's JSON document (src/engine/markdown.ts)
 * says what. Text is laid out here word by word (pdfkit shapes each run through fontkit): every
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
import bidiFactory from 'bidi-js';
import SVGtoPDF from 'svg-to-pdfkit';
import { markdownToDocument } from '../../engine/markdown.ts';
import { refUrl } from '../../engine/markdown-write.ts';
import { fontFor, type FontFace, type FontStyle } from './fonts.ts';

export interface PdfPage {
  title: string;
  /** The page's path in the space (links to `/{path}` jump to it). */
  path: string;
  markdown: string;
  depth: number;
}

export interface PdfFile {
  name: string;
  contentType: string;
  bytes?: Uint8Array;
  dimensions?: { width: number; height: number };
}

export type PaperSize = 'A4' | 'LETTER';

export interface PdfOptions {
  /** The document's title (the change request's subject). */
  title: string;
  /** The space's title, shown on the cover and in the running header. */
  space: string;
  /** Who the document is by (metadata). */
  author?: string;
  paper?: PaperSize;
  /** The space's files by id (images are drawn from their bytes). */
  files?: Map<string, PdfFile>;
  /** Absolute base for links to the space's files (`{base}/{fileId}`). */
  fileUrl?: (id: string) => string;
  date?: Date;
}

type Doc = PDFKit.PDFDocument;

interface DocNode {
  object: string;
  type?: string;
  data?: Record<string, unknown>;
  nodes?: DocNode[];
  leaves?: { text: string; marks?: { type: string; data?: { text?: string; background?: string } }[] }[];
  fragments?: { fragment: string; nodes: DocNode[] }[];
  meta?: { id?: string };
}

interface Style extends FontStyle {
  size: number;
  strike?: boolean;
  code?: boolean;
  color?: string;
  background?: string;
  link?: string;
  goTo?: string;
}

interface Span {
  text: string;
  style: Style;
}

interface Piece {
  text: string;
  face: FontFace;
  style: Style;
  width: number;
  space: boolean;
  /** A hard line break. */
  hard?: boolean;
  /** No line break allowed before this piece. */
  glue: boolean;
  /** Offset in the paragraph (for bidi levels) and its embedding level. */
  at: number;
  level: number;
}

interface Line {
  pieces: Piece[];
  width: number;
  height: number;
  ascent: number;
  rtl: boolean;
}

const COLORS = {
  text: '#1f2328',
  muted: '#57606a',
  link: '#0a58ca',
  rule: '#d0d7de',
  codeBg: '#f3f4f6',
  headerBg: '#eef1f4',
};
const HINTS: Record<string, { bar: string; bg: string; label: string }> = {
  info: { bar: '#3b82f6', bg: '#eff6ff', label: 'Info' },
  warning: { bar: '#f59e0b', bg: '#fffbeb', label: 'Warning' },
  danger: { bar: '#ef4444', bg: '#fef2f2', label: 'Danger' },
  success: { bar: '#22c55e', bg: '#f0fdf4', label: 'Success' },
};
/** GitBook's text colors (color marks). */
const MARK_COLORS: Record<string, string> = {
  red: '#dc2626',
  orange: '#ea580c',
  yellow: '#ca8a04',
  green: '#16a34a',
  blue: '#2563eb',
  purple: '#9333ea',
};

const BODY = 10.5;
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
// One breakable unit each: a CJK character (kana, ideograph, hangul, full-width form).
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;
const UNIT =
  /\n|[^\S\n]+|[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+/gu;

let bidi: ReturnType<typeof bidiFactory> | undefined;

class Renderer {
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
    private readonly opts: PdfOptions,
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

  // --- blocks --------------------------------------------------------------------------------

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

  blocks(nodes: DocNode[] = [], ctx: { path: string }) {
    nodes.forEach((node, i) => {
      if (i) this.gap(node.type?.startsWith('heading') ? BODY * 0.9 : BODY * 0.55);
      this.block(node, ctx);
    });
  }

  block(node: DocNode, ctx: { path: string }) {
    const base: Style = { size: BODY };
    const data = node.data ?? {};
    switch (node.type) {
      case 'heading-1':
      case 'heading-2':
      case 'heading-3': {
        const size = { 'heading-1': 17, 'heading-2': 14, 'heading-3': 12 }[node.type];
        // Keep a heading with the first lines after it.
        this.ensure(size * 1.45 + BODY * 3);
        const id = node.meta?.id;
        if (id)
          this.doc.addNamedDestination(`page:${ctx.path}#${id}`, 'XYZ', this.x, this.doc.page.height - this.y, null);
        this.paragraph(this.spans(node.nodes, { size, bold: true }));
        return;
      }
      case 'paragraph':
        this.paragraph(this.spans(node.nodes, base));
        return;
      case 'divider': {
        const y = this.advance(BODY);
        this.doc
          .moveTo(this.x, y + BODY / 2)
          .lineTo(this.x + this.boxWidth, y + BODY / 2)
          .lineWidth(0.7)
          .strokeColor(COLORS.rule)
          .stroke();
        return;
      }
      case 'blockquote':
        this.box(
          14,
          0,
          (x, _w, y, h) =>
            this.doc
              .save()
              .rect(x + 2, y, 2.5, h)
              .fill(COLORS.rule)
              .restore(),
          () => this.blocks(node.nodes, ctx),
        );
        return;
      case 'list-ordered':
      case 'list-unordered':
      case 'list-tasks':
        this.list(node, ctx);
        return;
      case 'code':
        this.code(node);
        return;
      case 'hint': {
        const hint = HINTS[String(data.style)] ?? HINTS.info;
        this.callout(hint.bar, hint.bg, () => {
          this.paragraph([{ text: hint.label, style: styleOf({ size: BODY * 0.85, bold: true, color: hint.bar }) }]);
          this.blocks(node.nodes, ctx);
        });
        return;
      }
      case 'tabs':
        (node.nodes ?? []).forEach((tab, i) => {
          if (i) this.gap(BODY * 0.6);
          this.callout(COLORS.rule, undefined, () => {
            this.paragraph([{ text: String(tab.data?.title ?? ''), style: styleOf({ size: BODY, bold: true }) }]);
            this.blocks(tab.nodes, ctx);
          });
        });
        return;
      case 'stepper':
        (node.nodes ?? []).forEach((step, i) => {
          if (i) this.gap(BODY * 0.6);
          this.paragraph([
            { text: `Step ${i + 1}`, style: styleOf({ size: BODY * 0.85, bold: true, color: COLORS.muted }) },
          ]);
          this.box(
            14,
            0,
            (x, _w, y, h) =>
              this.doc
                .save()
                .rect(x + 3, y, 1.5, h)
                .fill(COLORS.rule)
                .restore(),
            () => this.blocks(step.nodes, ctx),
          );
        });
        return;
      case 'columns':
        (node.nodes ?? []).forEach((column, i) => {
          if (i) this.gap(BODY * 0.6);
          this.blocks(column.nodes, ctx);
        });
        return;
      case 'expandable': {
        const title = node.fragments?.find((f) => f.fragment === 'expandable-title');
        const body = node.fragments?.find((f) => f.fragment === 'expandable-body');
        this.callout(COLORS.rule, undefined, () => {
          this.paragraph(this.spans(title?.nodes?.[0]?.nodes, { size: BODY, bold: true }));
          this.blocks(body?.nodes, ctx);
        });
        return;
      }
      case 'table':
        this.table(node);
        return;
      case 'images':
        for (const image of node.nodes ?? []) this.image(image);
        return;
      case 'embed': {
        const url = String(data.url ?? '');
        this.paragraph([
          { text: 'Embed: ', style: styleOf({ ...base, bold: true }) },
          { text: url, style: styleOf({ ...base, ...this.linkTarget(url) }) },
        ]);
        return;
      }
      case 'content-ref': {
        const url = refUrl(data.ref);
        this.paragraph([
          { text: '→ ', style: styleOf(base) },
          { text: url, style: styleOf({ ...base, ...this.linkTarget(url) }) },
        ]);
        return;
      }
      case 'file': {
        const ref = data.ref as { kind?: string; file?: string } | undefined;
        const file = ref?.kind === 'file' && ref.file ? this.opts.files?.get(ref.file) : undefined;
        const url = refUrl(data.ref);
        this.paragraph([
          { text: 'File: ', style: styleOf({ ...base, bold: true }) },
          { text: file?.name ?? url, style: styleOf({ ...base, ...this.linkTarget(url) }) },
        ]);
        return;
      }
      case 'swagger': {
        const url = refUrl(data.ref);
        const op = [String(data.method ?? '').toUpperCase(), String(data.path ?? '')].join(' ').trim();
        this.paragraph([
          { text: `OpenAPI ${op}: `, style: styleOf({ ...base, bold: true }) },
          { text: url, style: styleOf({ ...base, ...this.linkTarget(url) }) },
        ]);
        return;
      }
      case 'math':
        this.paragraph([{ text: String(data.formula ?? ''), style: styleOf({ size: BODY, mono: true }) }], {
          align: 'center',
        });
        return;
      default:
        if (node.nodes?.length) this.blocks(node.nodes, ctx);
    }
  }

  callout(bar: string, bg: string | undefined, body: () => void) {
    const pad = 6;
    this.box(
      0,
      0,
      (x, w, y, h) => {
        if (bg) this.doc.save().rect(x, y, w, h).fill(bg).restore();
        this.doc.save().rect(x, y, 3, h).fill(bar).restore();
      },
      () => {
        this.advance(pad);
        this.box(12, 8, undefined, body);
        this.advance(pad);
      },
    );
  }

  list(node: DocNode, ctx: { path: string }) {
    const ordered = node.type === 'list-ordered';
    const start = Number(node.data?.start ?? 1);
    (node.nodes ?? []).forEach((item, i) => {
      if (i) this.gap(BODY * 0.2);
      const tasks = node.type === 'list-tasks';
      const marker = tasks ? (item.data?.checked ? '[x]' : '[ ]') : ordered ? `${start + i}.` : '•';
      const indent = ordered || tasks ? 22 : 14;
      // The marker sits on the first line of the item.
      const markerLine = this.lines([{ text: marker, style: styleOf({ size: BODY, mono: tasks }) }], indent)[0];
      let drawn = false;
      this.box(
        indent,
        0,
        (x, _w, y) => {
          if (drawn) return;
          drawn = true;
          this.drawLine(markerLine, x, y, indent - 5, 'right');
        },
        () => this.blocks(item.nodes, ctx),
      );
    });
  }

  code(node: DocNode) {
    const data = node.data ?? {};
    const size = 8.8;
    const lines = (node.nodes ?? []).map((line) =>
      (line.nodes ?? []).map((t) => (t.leaves ?? []).map((l) => l.text).join('')).join(''),
    );
    if (typeof data.title === 'string' && data.title)
      this.paragraph([{ text: data.title, style: styleOf({ size: BODY * 0.85, bold: true, color: COLORS.muted }) }]);
    const style = styleOf({ size, mono: true });
    this.box(
      0,
      0,
      (x, w, y, h) => this.doc.save().rect(x, y, w, h).fill(COLORS.codeBg).restore(),
      () => {
        this.advance(5);
        // `lineNumbers`: a gutter numbering each source line (its first row when it wraps).
        const numbered = data.lineNumbers === true;
        const muted = styleOf({ size, mono: true, color: COLORS.muted });
        const gutter = numbered ? this.measure(fontFor(48, muted)!, size, String(lines.length)) + 10 : 0;
        this.box(8 + gutter, 8, undefined, () => {
          lines.forEach((text, n) => {
            // Tabs as spaces; an empty line keeps its height.
            const rows = this.lines([{ text: text.replace(/\t/g, '    ') || ' ', style }], this.boxWidth);
            rows.forEach((line, i) => {
              const y = this.advance(line.height * 0.92);
              if (numbered && !i) {
                const number = this.lines([{ text: String(n + 1), style: muted }], gutter)[0];
                this.drawLine(number, this.x - gutter, y, gutter - 10, 'right');
              }
              this.drawLine(line, this.x, y, this.boxWidth);
            });
          });
        });
        this.advance(5);
      },
    );
  }

  table(node: DocNode) {
    const data = node.data as {
      view?: { columns?: string[]; hideHeader?: boolean };
      records?: Record<string, { orderIndex: string; values: Record<string, string> }>;
      definition?: Record<string, { title?: string; textAlignment?: string }>;
    };
    const columns = data.view?.columns ?? [];
    if (!columns.length) return;
    const fragments = new Map((node.fragments ?? []).map((f) => [f.fragment, f]));
    const size = BODY * 0.92;
    const pad = 4;
    const header: Span[][] = data.view?.hideHeader
      ? []
      : [columns.map((c) => ({ text: data.definition?.[c]?.title ?? '', style: styleOf({ size, bold: true }) }))].map(
          (row) => row.map((s) => [s]),
        )[0];
    const rows = Object.values(data.records ?? {})
      .sort((a, b) => (a.orderIndex < b.orderIndex ? -1 : a.orderIndex > b.orderIndex ? 1 : 0))
      .map((r) =>
        columns.map((c) => {
          const fragment = fragments.get(r.values[c]);
          return (fragment?.nodes ?? []).flatMap((p, i) => [
            ...(i ? [{ text: '\n', style: styleOf({ size }) }] : []),
            ...this.spans(p.nodes, { size }),
          ]);
        }),
      );
    // Column widths: by content, each at least a share of the width.
    const total = this.boxWidth;
    const natural = columns.map((_, c) =>
      Math.max(
        24,
        ...[header, ...rows]
          .filter((r) => r.length)
          .map((r) =>
            r[c].reduce((s, span) => s + this.measure(fontFor(65, span.style)!, span.style.size, span.text), 0),
          ),
      ),
    );
    const min = total / columns.length / 2;
    const want = natural.map((n) => Math.max(min, n + 2 * pad));
    const sum = want.reduce((a, b) => a + b, 0);
    const widths = want.map((w) => (w / sum) * total);
    const x0 = this.x;
    const doc = this.doc;
    const drawRow = (cells: Span[][], shaded: boolean) => {
      const laid = cells.map((spans, c) =>
        this.lines(spans.length ? spans : [{ text: '', style: styleOf({ size }) }], widths[c] - 2 * pad),
      );
      const slots = Math.max(...laid.map((l) => l.length));
      const heights = Array.from({ length: slots }, (_, i) => Math.max(...laid.map((l) => l[i]?.height ?? 0)));
      // The top border; then line slots, each with its vertical borders (a row may go on on the next page).
      let top = this.advance(pad);
      const frame = (y: number, h: number) => {
        if (shaded) doc.save().rect(x0, y, total, h).fill(COLORS.headerBg).restore();
        let x = x0;
        doc.lineWidth(0.6).strokeColor(COLORS.rule);
        for (let c = 0; c <= columns.length; c++) {
          doc
            .moveTo(x, y)
            .lineTo(x, y + h)
            .stroke();
          x += widths[c] ?? 0;
        }
      };
      frame(top, pad);
      doc
        .moveTo(x0, top)
        .lineTo(x0 + total, top)
        .lineWidth(0.6)
        .strokeColor(COLORS.rule)
        .stroke();
      for (let i = 0; i < slots; i++) {
        const before = doc.bufferedPageRange().count;
        const y = this.advance(heights[i]);
        if (doc.bufferedPageRange().count !== before) {
          doc
            .moveTo(x0, y)
            .lineTo(x0 + total, y)
            .lineWidth(0.6)
            .strokeColor(COLORS.rule)
            .stroke();
        }
        frame(y, heights[i]);
        let x = x0;
        laid.forEach((lines, c) => {
          const line = lines[i];
          const align = data.definition?.[columns[c]]?.textAlignment;
          if (line)
            this.drawLine(
              line,
              x + pad,
              y,
              widths[c] - 2 * pad,
              align === 'center' || align === 'right' ? align : 'left',
            );
          x += widths[c];
        });
      }
      top = this.advance(pad);
      frame(top, pad);
      doc
        .moveTo(x0, top + pad)
        .lineTo(x0 + total, top + pad)
        .lineWidth(0.6)
        .strokeColor(COLORS.rule)
        .stroke();
    };
    if (header.length) drawRow(header, true);
    for (const row of rows) {
      const before = doc.bufferedPageRange().count;
      // A row starting on a new page repeats the header.
      this.ensure(size * 1.45 + 2 * pad);
      if (doc.bufferedPageRange().count !== before && header.length) drawRow(header, true);
      drawRow(row, false);
    }
  }

  svg(file: PdfFile) {
    return drawSvg(this, file);
  }

  image(node: DocNode) {
    const data = node.data ?? {};
    const ref = data.ref as { kind?: string; file?: string } | undefined;
    const file = ref?.kind === 'file' && ref.file ? this.opts.files?.get(ref.file) : undefined;
    const caption = node.fragments?.find((f) => f.fragment === 'caption');
    const bytes = file?.bytes && /^image\/(png|jpe?g)$/.test(file.contentType) ? Buffer.from(file.bytes) : undefined;
    let drawn = false;
    if (bytes) {
      try {
        // pdfkit's openImage (missing from its typings) reads the size before drawing.
        const img = (this.doc as Doc & { openImage(src: Buffer): { width: number; height: number } }).openImage(bytes);
        const maxH = (this.bottom - this.top) * 0.6;
        const scale = Math.min(1, this.boxWidth / img.width, maxH / img.height);
        const w = img.width * scale;
        const h = img.height * scale;
        const y = this.advance(h);
        this.doc.image(img as unknown as Buffer, this.x + (this.boxWidth - w) / 2, y, { width: w, height: h });
        drawn = true;
      } catch {
        // Not a readable image: its text below.
      }
    }
    if (!drawn && file?.bytes && file.contentType === 'image/svg+xml') drawn = this.svg(file);
    if (!drawn) {
      const url = refUrl(data.ref);
      const label = String(data.alt || file?.name || url);
      this.paragraph([{ text: `[${label}]`, style: styleOf({ size: BODY, italic: true, ...this.linkTarget(url) }) }], {
        align: 'center',
      });
    }
    if (caption?.nodes?.length)
      this.paragraph(this.spans(caption.nodes[0].nodes, { size: BODY * 0.85, italic: true, color: COLORS.muted }), {
        align: 'center',
      });
  }
}

/** An SVG drawn as vectors (svg-to-pdfkit): its text in Noto Sans, only embedded (data:) images. */
function drawSvg(r: Renderer, file: PdfFile): boolean {
  const { width = 300, height = 150 } = file.dimensions ?? {};
  // CSS pixels to points, then fitted like other images.
  const scale = Math.min(0.75, r.boxWidth / width, ((r.bottom - r.top) * 0.6) / height);
  const w = width * scale;
  const h = height * scale;
  const sans = fontFor(65, {});
  if (sans) r.use(sans, BODY);
  try {
    const y = r.advance(h);
    r.doc.save();
    SVGtoPDF(r.doc, Buffer.from(file.bytes ?? []).toString('utf8'), r.x + (r.boxWidth - w) / 2, y, {
      width: w,
      height: h,
      preserveAspectRatio: 'xMidYMid meet',
      fontCallback: (_family, bold, italic) => {
        const face = fontFor(65, { bold, italic });
        if (!face) return sans?.key ?? '';
        r.use(face, BODY);
        return face.key;
      },
      // Never a path or URL: that would read the server's files or the network.
      imageCallback: (link) => (/^data:image\/(png|jpe?g);base64,/i.test(link.trim()) ? link.trim() : ''),
      documentCallback: () => null,
      warningCallback: () => {},
    });
    r.doc.restore();
    return true;
  } catch {
    r.doc.restore();
    return false;
  }
}

/** One style object per distinct style, so pieces of a style group by identity. */
const styles = new Map<string, Style>();
function styleOf(style: Style): Style {
  const key = JSON.stringify(style, Object.keys(style).sort());
  let found = styles.get(key);
  if (!found) {
    found = Object.freeze({ ...style }) as Style;
    if (styles.size > 10_000) styles.clear();
    styles.set(key, found);
  }
  return found;
}

function lighten(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * 0.8);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
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

  let contentStarts = 0;
  doc.addPage();
  const r = new Renderer(doc, opts, targets, () => {});
  const multi = pages.length > 1;
  const title = (text: string, size: number, extra: Partial<Style> = {}, align: 'left' | 'center' = 'left') =>
    r.paragraph([{ text, style: styleOf({ size, bold: true, ...extra }) }], { align });

  // Cover and reserved table-of-contents pages for multi-page exports.
  const tocLine = BODY * 1.6;
  let tocPages = 0;
  if (multi) {
    r.y = r.top + (r.bottom - r.top) * 0.3;
    title(opts.title, 26, {}, 'center');
    r.gap(10);
    r.paragraph([{ text: opts.space, style: styleOf({ size: 14, color: COLORS.muted }) }], { align: 'center' });
    r.paragraph([{ text: date.toISOString().slice(0, 10), style: styleOf({ size: 11, color: COLORS.muted }) }], {
      align: 'center',
    });
    const perPage = Math.floor((r.bottom - r.top - 40) / tocLine);
    tocPages = Math.ceil(pages.length / perPage);
    for (let i = 0; i < tocPages; i++) r.newPage();
  }
  contentStarts = doc.bufferedPageRange().count;

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
    title(page.title || 'Untitled', 20);
    r.gap(BODY * 0.8);
    let body = nodes;
    const first = body[0];
    const plain = (n: DocNode): string =>
      n.leaves ? n.leaves.map((l) => l.text).join('') : (n.nodes ?? []).map(plain).join('');
    if (first?.type === 'heading-1' && plain(first).trim() === page.title.trim()) body = body.slice(1);
    r.blocks(body, { path: page.path });
  });

  // The table of contents, now that page numbers are known.
  if (multi) {
    let k = 0;
    for (let t = 0; t < tocPages; t++) {
      doc.switchToPage(1 + t);
      r.y = r.top;
      if (!t) {
        title('Contents', 18);
        r.gap(8);
      }
      while (k < docs.length && r.y + tocLine <= r.bottom) {
        const { page } = docs[k];
        const indent = page.depth * 14;
        const number = String(pageNumbers[k]);
        const style = styleOf({ size: BODY, goTo: `page:${page.path}`, color: COLORS.text });
        const numberLine = r.lines([{ text: number, style }], 40)[0];
        const titleLine = r.lines([{ text: page.title || 'Untitled', style }], r.width - indent - 50)[0];
        const y = r.y;
        r.drawLine(titleLine, r.left + indent, y, r.width - indent - 50);
        r.drawLine(numberLine, r.left + r.width - 40, y, 40, 'right');
        r.y += tocLine;
        k++;
      }
    }
  }

  // Running header and page numbers on every page but the cover.
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
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
