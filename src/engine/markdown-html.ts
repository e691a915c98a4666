/**
 * HTML that GitBook writes into markdown (figures, pictures, tables, `<pre>` code, details, buttons)
 * as document nodes, read with a DOM (domino).
 */

import type * as md from 'mdast';
import {
  type Block,
  type BlockConverter,
  emptyAnchor,
  type Leaf,
  leafText,
  type Mark,
  orderIndex,
  paragraph,
  parseHtml,
  refOf,
  tableKeys,
} from './markdown-nodes.ts';

/**
 * HTML that GitBook writes into markdown: figures, images, tables, details, paragraphs, empty named
 * anchors (nothing to show); other HTML stays text, and so does text around what is read.
 */
export function htmlBlocks(c: BlockConverter, value: string): Block[] {
  if (!value.trim()) return [];
  const body = parseHtml(value);
  const nodes = Array.from(body.childNodes).filter((n) => n.nodeType === 1 || (n.textContent ?? '').trim());
  const read = nodes.map((n) => (n.nodeType === 1 ? htmlElement(c, n as Element) : undefined));
  if (read.every((r) => r !== undefined)) return read.flat() as Block[];
  if (read.every((r) => r === undefined)) {
    c.note(`HTML kept as text: ${value.trim().split('\n')[0].slice(0, 80)}`);
    return [paragraph([leafText(value)])];
  }
  // Some of it read: the rest keeps its text, as written.
  return nodes.flatMap((n, i) => {
    const r = read[i];
    if (r) return r;
    const text = n.nodeType === 1 ? (n as Element).outerHTML : (n.textContent ?? '').trim();
    if (n.nodeType === 1) c.note(`HTML kept as text: ${text.split('\n')[0].slice(0, 80)}`);
    return [paragraph([leafText(text)])];
  });
}

/** One HTML element GitBook writes into markdown as its blocks; undefined when it is not one of them. */
function htmlElement(c: BlockConverter, el: Element): Block[] | undefined {
  const image = (img: Element, caption?: string): Block => ({
    object: 'block',
    type: 'image',
    data: imageData(img),
    fragments: caption ? [{ object: 'fragment', fragment: 'caption', nodes: [paragraph([leafText(caption)])] }] : [],
    isVoid: true,
  });
  const out: Block[] = [];
  {
    const tag = el.tagName.toLowerCase();
    // `<figure>`, or GitBook's `<div>` of figures (several images side by side, alignment, width, frame).
    const figures =
      tag === 'figure' ? [el] : tag === 'div' || tag === 'p' ? Array.from(el.querySelectorAll('figure')) : [];
    // Text outside the figures' captions is not an image's.
    const outside = () => {
      const copy = el.cloneNode(true) as Element;
      for (const caption of Array.from(copy.querySelectorAll('figcaption'))) caption.remove();
      return (copy.textContent ?? '').trim();
    };
    if (figures.length && figures.every((f) => f.querySelector('img')) && !outside()) {
      const data: Record<string, unknown> = {};
      const align = el.getAttribute('align');
      if (tag === 'div' && (align === 'center' || align === 'left' || align === 'right')) data.align = align;
      for (const [attr, key] of [
        ['data-full-width', 'fullWidth'],
        ['data-with-frame', 'withFrame'],
      ]) {
        const value = tag === 'div' ? el.getAttribute(attr) : null;
        if (value === 'true' || value === 'false') data[key] = value === 'true';
      }
      out.push({
        object: 'block',
        type: 'images',
        data,
        isVoid: false,
        nodes: figures.map((figure) =>
          image(
            figure.querySelector('img') as Element,
            figure.querySelector('figcaption')?.textContent?.trim() || undefined,
          ),
        ),
      });
    } else if (
      tag === 'img' ||
      tag === 'picture' ||
      ((tag === 'div' || tag === 'p') && el.querySelector('img') && !el.textContent?.trim())
    ) {
      const imgs = tag === 'img' ? [el] : Array.from(el.querySelectorAll('img'));
      out.push({ object: 'block', type: 'images', data: {}, isVoid: false, nodes: imgs.map((i) => image(i)) });
    } else if (tag === 'table') out.push(htmlTable(c, el));
    else if (tag === 'pre') out.push(htmlCode(el));
    else if (tag === 'details') {
      const summary = el.querySelector('summary');
      const title = summary?.textContent?.trim() ?? '';
      summary?.remove();
      const text = el.textContent?.trim() ?? '';
      out.push(c.expandable(title, [paragraph([leafText(text)])], el.hasAttribute('open')));
    } else if (tag === 'a' && emptyAnchor(el.outerHTML.replace(/<\/a>$/i, '')) && !el.childNodes.length) {
      c.note(`anchor '${el.getAttribute('name') ?? el.getAttribute('id')}' outside text: dropped`);
      return [];
    } else if (tag === 'p' && !el.querySelector(Array.from(BLOCK_TAGS).join(','))) {
      out.push(paragraph(c.inlines(domPhrasing(Array.from(el.childNodes)))));
    }
  }
  return out.length ? out : undefined;
}

/**
 * An HTML table as GitBook writes it: a grid, or cards (`data-view="cards"`); columns typed by
 * `data-type` (text, number, checkbox, image, files, content-ref: links become references),
 * hidden ones (`data-hidden`), the cards' target and covers (`data-card-target`,
 * `data-card-cover[-dark]`), widths and alignments. Text cells keep their inline formatting.
 */
function htmlTable(converter: BlockConverter, el: Element): Block {
  const key = tableKeys();
  const rows = Array.from(el.querySelectorAll('tr'));
  const headerRow = rows.find((r) => r.querySelector('th')) ?? rows[0];
  const header = Array.from(headerRow?.children ?? []);
  const hasHeader = !!headerRow?.querySelector('th');
  const hideHeader = !hasHeader || el.hasAttribute('data-header-hidden');
  const body = hasHeader ? rows.filter((r) => r !== headerRow) : rows;
  const ids = header.map((_, i) => key(`col-${i}-`));
  const definition: Record<string, Record<string, unknown>> = {};
  const columns: string[] = [];
  const widths: Record<string, number> = {};
  const cards = el.getAttribute('data-view') === 'cards';
  const view: Record<string, unknown> = cards
    ? { type: 'cards', columns, cardSize: el.getAttribute('data-card-size') === 'large' ? 'large' : 'medium' }
    : { type: 'grid', columns, hideHeader };
  header.forEach((th, i) => {
    const id = ids[i];
    const declared = th.getAttribute('data-type') ?? 'text';
    const type = TABLE_COLUMN_TYPES.has(declared) ? declared : 'text';
    const def: Record<string, unknown> = { id, title: hideHeader ? '' : (th.textContent ?? '').trim(), type };
    if (type === 'text') {
      const align = th.getAttribute('align') ?? /text-align:\s*(\w+)/.exec(th.getAttribute('style') ?? '')?.[1];
      def.textAlignment = align === 'center' || align === 'right' ? align : 'left';
      const valign = th.getAttribute('valign');
      if (valign === 'top' || valign === 'middle' || valign === 'bottom') def.verticalAlignment = valign;
    }
    definition[id] = def;
    if (!th.hasAttribute('data-hidden')) columns.push(id);
    const width = Number.parseFloat(th.getAttribute('width') ?? '');
    if (!cards && Number.isFinite(width)) widths[id] = width;
    if (cards && th.hasAttribute('data-card-target')) view.targetDefinition = id;
    if (cards && th.hasAttribute('data-card-cover')) view.coverDefinition = id;
    if (cards && th.hasAttribute('data-card-cover-dark')) view.coverDefinitionDark = id;
  });
  if (Object.keys(widths).length) view.columnWidths = widths;
  if (cards && el.getAttribute('data-card-wrap') === 'false') view.wrap = false;
  const records: Record<string, unknown> = {};
  const fragments: unknown[] = [];
  body.forEach((row, r) => {
    const cells = Array.from(row.children);
    const values: Record<string, unknown> = {};
    ids.forEach((col, c) => {
      const cell = cells[c];
      const value = cellValue(definition[col].type as string, cell);
      if (value !== undefined) values[col] = value;
      else {
        const fragment = key('cell-');
        values[col] = fragment;
        fragments.push({ object: 'fragment', fragment, nodes: cellBlocks(converter, cell) });
      }
    });
    records[key('row-')] = { orderIndex: orderIndex(r), values };
  });
  const data: Record<string, unknown> = { view, records, definition };
  const fullWidth = el.getAttribute('data-full-width');
  if (fullWidth === 'true' || fullWidth === 'false') data.fullWidth = fullWidth === 'true';
  const search = el.getAttribute('data-search');
  if (search === 'true' || search === 'false') data.search = search === 'true';
  return { object: 'block', type: 'table', isVoid: true, data, fragments };
}

/** A typed cell's record value; undefined for a text cell (its content is a fragment). */
function cellValue(type: string, cell: Element | undefined): unknown {
  const text = (cell?.textContent ?? '').trim();
  const links = Array.from(cell?.querySelectorAll('a[href], img[src]') ?? []).map(
    (a) => a.getAttribute('href') ?? a.getAttribute('src') ?? '',
  );
  switch (type) {
    case 'number': {
      const n = Number.parseFloat(text);
      return Number.isFinite(n) ? n : null;
    }
    case 'checkbox':
      return text === 'true';
    case 'image':
      // The record form of an image (a bare reference would also read as a content-ref value).
      return links[0] ? { ref: refOf(links[0]) } : null;
    case 'content-ref':
      return links[0] ? refOf(links[0]) : null;
    case 'files':
      return links.map(refOf).flatMap((ref) => (ref.kind === 'file' ? [ref.file] : []));
    default:
      return undefined;
  }
}

/**
 * A text cell's blocks: a paragraph per block element (`<p>`, `<h4>`...) and per run of inline
 * content between them, else one of its inline content.
 */
function cellBlocks(c: BlockConverter, cell: Element | undefined): Block[] {
  const kids = Array.from(cell?.childNodes ?? []);
  const isBlock = (n: ChildNode) => n.nodeType === 1 && BLOCK_TAGS.has((n as Element).tagName.toLowerCase());
  if (!kids.some(isBlock)) return [paragraph(c.inlines(domPhrasing(kids)))];
  const out: Block[] = [];
  let run: ChildNode[] = [];
  const flush = () => {
    if (run.some((n) => n.nodeType === 1 || (n.textContent ?? '').trim()))
      out.push(paragraph(c.inlines(domPhrasing(run))));
    run = [];
  };
  for (const n of kids) {
    if (!isBlock(n)) {
      run.push(n);
      continue;
    }
    flush();
    const tag = (n as Element).tagName.toLowerCase();
    if (tag === 'ul' || tag === 'ol') out.push(cellList(c, n as Element));
    else out.push(paragraph(c.inlines(domPhrasing(Array.from(n.childNodes)))));
  }
  flush();
  return out;
}

/** A list in a cell (`<ul><li>..</li></ul>`, as GitBook writes one): a list block, its items' content read as a cell's. */
function cellList(c: BlockConverter, list: Element): Block {
  const ordered = list.tagName.toLowerCase() === 'ol';
  const items = Array.from(list.children).filter((li) => li.tagName.toLowerCase() === 'li');
  return {
    object: 'block',
    type: ordered ? 'list-ordered' : 'list-unordered',
    data: {},
    nodes: items.map((li) => ({ object: 'block', type: 'list-item', data: {}, nodes: cellBlocks(c, li) })),
  };
}

/** The paragraphs of a table cell GitBook wrote as HTML (`<p>..</p><p>..</p>` in a markdown table's row). */
export function htmlCell(c: BlockConverter, html: string): Block[] {
  return cellBlocks(c, parseHtml(html));
}

/**
 * GitBook's inline button: `<a href=".." class="button primary" data-icon="..">` (a link) or
 * `<button type="button" class="button secondary" data-action="ask" data-query="..">` (an action).
 */
export function buttonData(tag: string): Record<string, unknown> {
  const el = parseHtml(tag).firstElementChild;
  const data: Record<string, unknown> = {
    kind: /\bsecondary\b/.test(el?.getAttribute('class') ?? '') ? 'secondary' : 'primary',
  };
  const icon = el?.getAttribute('data-icon');
  if (icon) data.icon = icon;
  const size = el?.getAttribute('data-size');
  if (size === 'small' || size === 'medium' || size === 'large') data.size = size;
  const action = el?.getAttribute('data-action');
  if (el?.tagName.toLowerCase() === 'button' && (action === 'search' || action === 'ask' || action === 'select')) {
    const query = el.getAttribute('data-query');
    const slug = el.getAttribute('data-slug');
    data.action = action === 'select' ? { action, slug: slug ?? '' } : { action, ...(query !== null ? { query } : {}) };
  } else data.ref = refOf(el?.getAttribute('href') ?? '');
  return data;
}

/**
 * `<pre><code>` as GitBook writes a code block with formatting (`<strong>` lines): a code block,
 * its syntax from `language-*`, title and overflow from `data-title` / `data-overflow`, bold and
 * italic kept as marks.
 */
function htmlCode(pre: Element): Block {
  const segments: { text: string; marks: Mark['type'][] }[] = [];
  const visit = (node: ChildNode, marks: Mark['type'][]) => {
    if (node.nodeType === 3) segments.push({ text: node.textContent ?? '', marks });
    if (node.nodeType !== 1) return;
    const tag = (node as Element).tagName.toLowerCase();
    const inner: Mark['type'][] =
      tag === 'strong' || tag === 'b' ? [...marks, 'bold'] : tag === 'em' || tag === 'i' ? [...marks, 'italic'] : marks;
    for (const child of Array.from(node.childNodes)) visit(child, inner);
  };
  const code = pre.querySelector('code') ?? pre;
  for (const child of Array.from(code.childNodes)) visit(child, []);
  const lines: Leaf[][] = [[]];
  for (const { text, marks } of segments) {
    text.split('\n').forEach((part, i) => {
      if (i) lines.push([]);
      const line = lines[lines.length - 1];
      const last = line[line.length - 1];
      const same = last && last.marks.map((x) => x.type).join() === marks.join();
      if (same) last.text += part;
      else if (part) line.push({ object: 'leaf', text: part, marks: marks.map((type) => ({ object: 'mark', type })) });
    });
  }
  if (lines.length > 1 && !lines[lines.length - 1].length) lines.pop();
  const syntax = /\blang(?:uage)?-(\S+)/.exec(
    `${pre.getAttribute('class') ?? ''} ${code.getAttribute('class') ?? ''}`,
  )?.[1];
  const data: Record<string, unknown> = syntax ? { syntax } : {};
  const title = pre.getAttribute('data-title');
  if (title !== null) data.title = title;
  const overflow = pre.getAttribute('data-overflow');
  if (overflow === 'wrap' || overflow === 'scroll') data.overflow = overflow;
  const lineNumbers = pre.getAttribute('data-line-numbers');
  if (lineNumbers !== null) data.lineNumbers = lineNumbers !== 'false';
  return {
    object: 'block',
    type: 'code',
    data,
    nodes: lines.map((leaves) => ({
      object: 'block',
      type: 'code-line',
      data: {},
      nodes: [{ object: 'text', leaves: leaves.length ? leaves : [{ object: 'leaf', text: '', marks: [] }] }],
    })),
  };
}

const TABLE_COLUMN_TYPES = new Set(['text', 'number', 'checkbox', 'image', 'files', 'content-ref']);
const BLOCK_TAGS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'pre']);

/** `<img>`'s image data: its source, alt text, size, and the dark variant of an enclosing `<picture>`. */
function imageData(img: Element): Record<string, unknown> {
  const data: Record<string, unknown> = { ref: refOf(img.getAttribute('src') ?? '') };
  const dark = darkSource(img.parentElement?.tagName.toLowerCase() === 'picture' ? img.parentElement : null);
  if (dark) data.refDark = refOf(dark);
  const alt = img.getAttribute('alt');
  if (alt) data.alt = alt;
  return data;
}

/** The dark-mode source of a `<picture>` (`<source srcset=".." media="(prefers-color-scheme: dark)">`). */
function darkSource(picture: Element | null): string | undefined {
  for (const source of Array.from(picture?.querySelectorAll('source') ?? [])) {
    if (/prefers-color-scheme:\s*dark/.test(source.getAttribute('media') ?? ''))
      return source.getAttribute('srcset') ?? undefined;
  }
  return undefined;
}

/** Inline HTML (a table cell's) as mdast phrasing content, so it converts like markdown does. */
function domPhrasing(nodes: ChildNode[]): md.PhrasingContent[] {
  const out: md.PhrasingContent[] = [];
  for (const n of nodes) {
    if (n.nodeType === 3) {
      const text = (n.textContent ?? '').replace(/\s+/g, ' ');
      if (text) out.push({ type: 'text', value: text });
      continue;
    }
    if (n.nodeType !== 1) continue;
    const el = n as Element;
    const kids = () => domPhrasing(Array.from(el.childNodes));
    switch (el.tagName.toLowerCase()) {
      case 'strong':
      case 'b':
        out.push({ type: 'strong', children: kids() });
        break;
      case 'em':
        out.push({ type: 'emphasis', children: kids() });
        break;
      case 'i':
        // `<i class="fa-...">` is an icon, not emphasis: kept as written.
        if (el.getAttribute('class')) out.push({ type: 'html', value: el.outerHTML });
        else out.push({ type: 'emphasis', children: kids() });
        break;
      case 's':
      case 'del':
        out.push({ type: 'delete', children: kids() });
        break;
      case 'code':
        out.push({ type: 'inlineCode', value: el.textContent ?? '' });
        break;
      case 'br':
        out.push({ type: 'break' });
        break;
      case 'a':
        out.push({ type: 'link', url: el.getAttribute('href') ?? '', children: kids() });
        break;
      case 'img':
        out.push({ type: 'html', value: el.outerHTML });
        break;
      case 'picture':
        out.push({ type: 'html', value: '<picture>' }, ...domPicture(el), { type: 'html', value: '</picture>' });
        break;
      case 'mark':
        out.push({ type: 'html', value: `<mark style="${el.getAttribute('style') ?? ''}">` }, ...kids(), {
          type: 'html',
          value: '</mark>',
        });
        break;
      default:
        if ((el.textContent ?? '').trim()) out.push(...kids());
        else out.push({ type: 'html', value: el.outerHTML });
    }
  }
  return out;
}

const domPicture = (picture: Element): md.PhrasingContent[] =>
  Array.from(picture.children).map((c) => ({ type: 'html', value: c.outerHTML }));
