/**
 * Tables in the PDF export: borders, a shaded header row repeated after a page break, cells
 * wrapped, rows split across pages line by line, columns sized by their content.
 */
import { fontFor } from '../fonts.ts';
import type { Layout } from './layout.ts';
import { BODY, COLORS, type DocNode, type Span, styleOf } from './model.ts';

export function drawTable(layout: Layout, node: DocNode) {
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
          ...layout.spans(p.nodes, { size }),
        ]);
      }),
    );
  // Column widths: by content, each at least a share of the width.
  const total = layout.boxWidth;
  const natural = columns.map((_, c) =>
    Math.max(
      24,
      ...[header, ...rows]
        .filter((r) => r.length)
        .map((r) =>
          r[c].reduce((s, span) => s + layout.measure(fontFor(65, span.style)!, span.style.size, span.text), 0),
        ),
    ),
  );
  const min = total / columns.length / 2;
  const want = natural.map((n) => Math.max(min, n + 2 * pad));
  const sum = want.reduce((a, b) => a + b, 0);
  const widths = want.map((w) => (w / sum) * total);
  const x0 = layout.x;
  const doc = layout.doc;
  const drawRow = (cells: Span[][], shaded: boolean) => {
    const laid = cells.map((spans, c) =>
      layout.lines(spans.length ? spans : [{ text: '', style: styleOf({ size }) }], widths[c] - 2 * pad),
    );
    const slots = Math.max(...laid.map((l) => l.length));
    const heights = Array.from({ length: slots }, (_, i) => Math.max(...laid.map((l) => l[i]?.height ?? 0)));
    // The top border; then line slots, each with its vertical borders (a row may go on on the next page).
    let top = layout.advance(pad);
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
      const y = layout.advance(heights[i]);
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
          layout.drawLine(
            line,
            x + pad,
            y,
            widths[c] - 2 * pad,
            align === 'center' || align === 'right' ? align : 'left',
          );
        x += widths[c];
      });
    }
    top = layout.advance(pad);
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
    layout.ensure(size * 1.45 + 2 * pad);
    if (doc.bufferedPageRange().count !== before && header.length) drawRow(header, true);
    drawRow(row, false);
  }
}
