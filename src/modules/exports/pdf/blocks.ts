/**
 * Blocks of the PDF export: headings, paragraphs, lists (ordered, unordered, tasks, nested),
 * quotes, hints as callouts, code blocks (line breaks kept, shaded, wrapped), tables, images from
 * the space's files (PNG, JPEG, SVG) scaled to the page, tabs one after another, expandables
 * opened, steppers, columns, embeds and files as links, math as its formula.
 */
import SVGtoPDF from 'svg-to-pdfkit';
import { refUrl } from '../../../engine/markdown-refs.ts';
import { fontFor } from '../fonts.ts';
import { Layout } from './layout.ts';
import { BODY, COLORS, type Doc, type DocNode, HINTS, type PdfFile, type Style, styleOf } from './model.ts';
import { drawTable } from './table.ts';

export class Renderer extends Layout {
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
        drawTable(this, node);
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
function drawSvg(r: Layout, file: PdfFile): boolean {
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
