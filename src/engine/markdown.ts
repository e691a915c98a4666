/**
 * Markdown (GFM) is the storage format of page documents; `format=document` answers GitBook's
 * JSON document (`JSONDocument` in GitBook's OpenAPI), converted from the mdast syntax tree
 * built by remark (unified + remark-parse + remark-gfm).
 *
 * Mapping: headings (1-3; deeper ones become heading-3), paragraphs, emphasis / strong /
 * strikethrough / inline code marks, links (`inline` link with a URL ref), images (an `images`
 * block when alone in a paragraph, else `inline-image`), ordered / unordered / task lists,
 * code blocks with their language, blockquotes, GFM tables (GitBook's record/definition table
 * with one text fragment per cell), thematic breaks (divider). Raw HTML and anything else is kept
 * as text, so no content is silently dropped.
 */

import { createRequire } from 'node:module';
import GithubSlugger from 'github-slugger';
import type * as md from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { type GitbookBlock, parseBlocks } from './gitbook-blocks.ts';

export interface JsonDocument {
  object: 'document';
  data: Record<string, unknown>;
  nodes: Block[];
}

type Mark = {
  object: 'mark';
  type: 'bold' | 'italic' | 'strikethrough' | 'code' | 'color';
  data?: { text: string; background: string };
};
type Leaf = { object: 'leaf'; text: string; marks: Mark[] };
type Text = { object: 'text'; leaves: Leaf[] };
type Inline = {
  object: 'inline';
  type: string;
  data: Record<string, unknown>;
  nodes?: (Text | Inline)[];
  isVoid: boolean;
};
type Block = {
  object: 'block';
  type: string;
  data?: Record<string, unknown>;
  nodes?: unknown[];
  isVoid?: boolean;
  [k: string]: unknown;
};

const processor = unified().use(remarkParse).use(remarkGfm);

const parseGfm = (markdown: string) => processor.parse(markdown) as md.Root;

/**
 * The mdast tree of a markdown text (GFM), GitBook's blocks (`{% hint %}`, `<details>`, `$$`, front
 * matter...) as `gitbook` nodes (src/engine/gitbook-blocks.ts).
 */
export const parseMarkdown = (markdown: string): md.Root => ({
  type: 'root',
  children: parseBlocks(markdown, parseGfm),
  position: {
    start: { line: 1, column: 1, offset: 0 },
    end: { line: markdown.split('\n').length, column: 1, offset: markdown.length },
  },
});

/** A mark: a plain one by name, or a `color` mark with its colors. */
type MarkType = Mark['type'] | `color:${string}:${string}`;

/** Where GitBook's files are served: `/.gitbook/assets/{fileId}` is a file reference, anything else a URL. */
const FILE_URL = /^\/\.gitbook\/assets\/([^/?#]+)$/;

/** GitBook's content reference for a URL written in markdown. */
export function refOf(url: string): { kind: 'file'; file: string } | { kind: 'url'; url: string } {
  const file = FILE_URL.exec(url);
  if (file) {
    try {
      return { kind: 'file', file: decodeURIComponent(file[1]) };
    } catch {
      // Not percent-encoding: a URL.
    }
  }
  return { kind: 'url', url };
}

/** Where reusable contents are included from: `/.gitbook/includes/{id}`. */
const INCLUDE_URL = /^\/\.gitbook\/includes\/([^/?#]+)$/;

/**
 * The reusable content an `{% include "path" %}` names: `/.gitbook/includes/{id}` names it by id;
 * any other path (one no import resolved) is kept whole as the reference, so it is written back as is.
 */
export function includeRef(path: string): { kind: 'reusable-content'; reusableContent: string } {
  const id = INCLUDE_URL.exec(path);
  if (id) {
    try {
      return { kind: 'reusable-content', reusableContent: decodeURIComponent(id[1]) };
    } catch {
      // Not percent-encoding: kept whole.
    }
  }
  return { kind: 'reusable-content', reusableContent: path };
}

// The DOM used to read HTML that GitBook writes into markdown (loaded on the first such block).
let domino: { createDocument(html: string): Document } | undefined;
const parseHtml = (html: string): HTMLElement => {
  domino ??= createRequire(import.meta.url)('@mixmark-io/domino') as { createDocument(html: string): Document };
  return domino.createDocument(`<!doctype html><html><body>${html}</body></html>`).body;
};

class Converter {
  private slugger = new GithubSlugger();
  private keys = 0;

  /** Stable, document-unique keys (empty headings' anchors, OpenAPI blocks' ids). */
  key(prefix: string) {
    return `${prefix}${(this.keys++).toString(36)}`;
  }

  document(root: md.Root): JsonDocument {
    return { object: 'document', data: { schemaVersion: 1 }, nodes: this.blocks(root.children) };
  }

  blocks(children: md.RootContent[]): Block[] {
    return children.flatMap((child) => this.block(child));
  }

  block(node: md.RootContent): Block[] {
    switch (node.type) {
      case 'heading': {
        const level = Math.min(node.depth, 3);
        const { children, anchor } = headingAnchor(node.children);
        const nodes = this.inlines(children);
        // The slug of the heading's text (every heading counts, for `-1` suffixes), unless GitBook wrote its own.
        const slug = this.slugger.slug(inlineText(nodes)) || this.key('heading-');
        const id = anchor ?? slug;
        return [{ object: 'block', type: `heading-${level}`, data: { id }, meta: { id }, nodes }];
      }
      case 'paragraph': {
        const images = node.children.filter((c) => c.type !== 'text' || c.value.trim() !== '');
        if (images.length && images.every((c) => c.type === 'image')) {
          return [
            {
              object: 'block',
              type: 'images',
              data: {},
              isVoid: false,
              nodes: (images as md.Image[]).map((img) => ({
                object: 'block',
                type: 'image',
                data: { ref: refOf(img.url), ...(img.alt ? { alt: img.alt } : {}) },
                fragments: img.title
                  ? [{ object: 'fragment', fragment: 'caption', nodes: [paragraph([leafText(img.title)])] }]
                  : [],
                isVoid: true,
              })),
            },
          ];
        }
        return [{ object: 'block', type: 'paragraph', nodes: this.inlines(node.children) }];
      }
      case 'thematicBreak':
        return [{ object: 'block', type: 'divider', data: {}, isVoid: true }];
      case 'blockquote':
        return [{ object: 'block', type: 'blockquote', nodes: this.quoteChildren(node.children) }];
      case 'code':
        return [
          {
            object: 'block',
            type: 'code',
            data: node.lang ? { syntax: node.lang } : {},
            nodes: node.value.split('\n').map((line) => ({
              object: 'block',
              type: 'code-line',
              data: {},
              nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: line, marks: [] }] }],
            })),
          },
        ];
      case 'list':
        return [this.list(node)];
      case 'table':
        return [this.table(node)];
      case 'html':
        return this.html(node.value);
      case 'gitbook':
        return this.gitbook(node);
      case 'definition':
        return [];
      case 'footnoteDefinition':
        return [paragraph([leafText(`[^${node.identifier}]: ${plainText(node)}`)])];
      default: {
        // Anything else (e.g. YAML front matter if a plugin adds it): keep its text.
        const text = plainText(node as md.Nodes);
        return text ? [paragraph([leafText(text)])] : [];
      }
    }
  }

  /** GitBook's blocks (see gitbook-blocks.ts) as its document nodes. */
  gitbook(node: GitbookBlock): Block[] {
    const { attrs } = node;
    const kids = (name: string) =>
      node.children.filter((c): c is GitbookBlock => c.type === 'gitbook' && c.name === name);
    const voidBlock = (type: string, data: Record<string, unknown>): Block => ({
      object: 'block',
      type,
      data,
      isVoid: true,
    });
    switch (node.name) {
      case 'frontmatter':
        // Page fields (title, description, icon, layout), not content.
        return [];
      case 'hint': {
        const style = ['info', 'warning', 'danger', 'success'].includes(attrs.style) ? attrs.style : 'info';
        return [{ object: 'block', type: 'hint', data: { style }, nodes: this.someBlocks(node.children, IN_HINT) }];
      }
      case 'tabs':
        return [
          {
            object: 'block',
            type: 'tabs',
            nodes: kids('tab').map((tab) => ({
              object: 'block',
              type: 'tabs-item',
              data: { title: tab.attrs.title ?? '' },
              nodes: this.someBlocks(tab.children, IN_TAB),
            })),
          },
        ];
      case 'stepper':
        return [
          {
            object: 'block',
            type: 'stepper',
            data: {},
            nodes: kids('step').map((step) => ({
              object: 'block',
              type: 'stepper-step',
              data: {},
              nodes: this.someBlocks(step.children, IN_STEP),
            })),
          },
        ];
      case 'columns':
        return [
          {
            object: 'block',
            type: 'columns',
            data: {},
            isVoid: false,
            nodes: kids('column').map((column) => ({
              object: 'block',
              type: 'column',
              data: {},
              nodes: this.someBlocks(column.children, IN_COLUMN),
            })),
          },
        ];
      case 'code': {
        const [inner, ...rest] = this.blocks(node.children);
        if (inner?.type !== 'code' || rest.length) return this.blocks(node.children);
        const data: Record<string, unknown> = { ...inner.data };
        if (attrs.title !== undefined) data.title = attrs.title;
        if (attrs.overflow === 'wrap' || attrs.overflow === 'scroll') data.overflow = attrs.overflow;
        if (attrs.lineNumbers !== undefined) data.lineNumbers = attrs.lineNumbers === 'true';
        return [{ ...inner, data }];
      }
      case 'embed':
        return attrs.url ? [voidBlock('embed', { url: attrs.url }), ...this.blocks(node.children)] : [];
      case 'content-ref':
        return attrs.url ? [voidBlock('content-ref', { ref: refOf(attrs.url) })] : [];
      case 'file': {
        if (!attrs.src) return [];
        const file = voidBlock('file', { ref: refOf(attrs.src) });
        const caption = this.blocks(node.children).filter((b) => b.type === 'paragraph');
        if (caption.length) file.fragments = [{ object: 'fragment', fragment: 'caption', nodes: caption }];
        return [file];
      }
      case 'swagger':
      case 'openapi': {
        const src = attrs.src ?? '';
        const data: Record<string, unknown> = { ref: refOf(src) };
        if (attrs.path) data.path = attrs.path;
        if (attrs.method) data.method = attrs.method.toLowerCase();
        return [{ ...voidBlock('swagger', data), meta: { id: this.key('openapi-') } }];
      }
      case 'page-ref':
        // GitBook's legacy page link: today's content-ref.
        return attrs.page ? [voidBlock('content-ref', { ref: refOf(attrs.page) })] : [];
      case 'include':
        return node.value ? [voidBlock('reusable-content', { ref: includeRef(node.value) })] : [];
      case 'prompt': {
        const [inner, ...rest] = this.blocks(node.children);
        if (inner?.type !== 'code' || rest.length) return this.blocks(node.children);
        const data: Record<string, unknown> = { description: attrs.description ?? '' };
        if (attrs.icon) data.icon = attrs.icon;
        if (attrs.openInAIProviders !== undefined) data.openInAIProviders = attrs.openInAIProviders === 'true';
        if (['hidden', 'partial', 'full'].includes(attrs.defaultExpanded)) data.defaultExpanded = attrs.defaultExpanded;
        return [{ object: 'block', type: 'prompt', data, isVoid: false, nodes: [inner] }];
      }
      case 'if':
        return [
          {
            object: 'block',
            type: 'if',
            data: { expression: node.value ?? '' },
            isVoid: false,
            nodes: this.someBlocks(node.children),
          },
        ];
      case 'updates': {
        const updates = kids('update').flatMap((update): Block[] => {
          const date = updateDate(update.attrs.date);
          // An update without a readable date keeps its content, outside the update.
          if (!date) return this.blocks(update.children);
          const data: Record<string, unknown> = { date };
          const tags = (update.attrs.tags ?? '').split(',').filter((t) => t.trim());
          if (tags.length) data.tags = tags.map((tag) => ({ kind: 'tag', tag: tag.trim() }));
          return [
            {
              object: 'block',
              type: 'update',
              data,
              isVoid: false,
              nodes: this.someBlocks(update.children, IN_UPDATE),
            },
          ];
        });
        if (!updates.every((u) => u.type === 'update')) return updates;
        const format = ['numeric', 'full', 'short'].includes(attrs.format) ? attrs.format : 'full';
        return [{ object: 'block', type: 'updates', data: { format }, isVoid: false, nodes: updates }];
      }
      case 'details':
        return [this.expandable(node.value ?? '', this.someBlocks(node.children), attrs.open === 'true')];
      case 'math':
        return [voidBlock('math', { formula: node.value ?? '' })];
      default:
        return this.blocks(node.children);
    }
  }

  expandable(summary: string, body: Block[], open: boolean): Block {
    const title = parseGfm(summary).children[0];
    return {
      object: 'block',
      type: 'expandable',
      isVoid: true,
      data: open ? { defaultExpanded: true } : {},
      fragments: [
        {
          object: 'fragment',
          fragment: 'expandable-title',
          type: 'expandable-title',
          nodes: [paragraph(this.inlines(title?.type === 'paragraph' ? title.children : []))],
        },
        { object: 'fragment', fragment: 'expandable-body', type: 'expandable-body', nodes: body },
      ],
    };
  }

  /** Blocks for a container that needs at least one, limited to what GitBook's schema lets it hold. */
  someBlocks(children: md.RootContent[], allowed?: ReadonlySet<string>): Block[] {
    const blocks = allowed ? fitInto(this.blocks(children), allowed) : this.blocks(children);
    return blocks.length ? blocks : [paragraph([leafText('')])];
  }

  /** HTML that GitBook writes into markdown: figures, images, tables, details; other HTML stays text. */
  html(value: string): Block[] {
    if (!value.trim()) return [];
    const body = parseHtml(value);
    const elements = Array.from(body.children);
    const image = (img: Element, caption?: string): Block => ({
      object: 'block',
      type: 'image',
      data: imageData(img),
      fragments: caption ? [{ object: 'fragment', fragment: 'caption', nodes: [paragraph([leafText(caption)])] }] : [],
      isVoid: true,
    });
    const out: Block[] = [];
    for (const el of elements) {
      const tag = el.tagName.toLowerCase();
      // `<figure>`, or GitBook's `<div>` of figures (several images side by side, alignment, width, frame).
      const figures =
        tag === 'figure' ? [el] : tag === 'div' || tag === 'p' ? Array.from(el.querySelectorAll('figure')) : [];
      if (figures.length && figures.every((f) => f.querySelector('img'))) {
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
      } else if (tag === 'table') out.push(this.htmlTable(el));
      else if (tag === 'pre') out.push(htmlCode(el));
      else if (tag === 'details') {
        const summary = el.querySelector('summary');
        const title = summary?.textContent?.trim() ?? '';
        summary?.remove();
        const text = el.textContent?.trim() ?? '';
        out.push(this.expandable(title, [paragraph([leafText(text)])], el.hasAttribute('open')));
      }
    }
    // Anything not understood is kept as text, as before.
    return out.length && out.length === elements.length ? out : [paragraph([leafText(value)])];
  }

  /**
   * An HTML table as GitBook writes it: a grid, or cards (`data-view="cards"`); columns typed by
   * `data-type` (text, number, checkbox, image, files, content-ref: links become references),
   * hidden ones (`data-hidden`), the cards' target and covers (`data-card-target`,
   * `data-card-cover[-dark]`), widths and alignments. Text cells keep their inline formatting.
   */
  htmlTable(el: Element): Block {
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
        const value = this.cellValue(definition[col].type as string, cell);
        if (value !== undefined) values[col] = value;
        else {
          const fragment = key('cell-');
          values[col] = fragment;
          fragments.push({ object: 'fragment', fragment, nodes: this.cellBlocks(cell) });
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
  cellValue(type: string, cell: Element | undefined): unknown {
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

  /** A text cell's blocks: a paragraph per block element (`<p>`, `<h4>`...), else one of its inline content. */
  cellBlocks(cell: Element | undefined): Block[] {
    const kids = Array.from(cell?.childNodes ?? []);
    const isBlock = (n: ChildNode) => n.nodeType === 1 && BLOCK_TAGS.has((n as Element).tagName.toLowerCase());
    if (!kids.some(isBlock)) return [paragraph(this.inlines(domPhrasing(kids)))];
    return kids
      .filter((n) => isBlock(n) || (n.textContent ?? '').trim())
      .map((n) => paragraph(this.inlines(domPhrasing(isBlock(n) ? Array.from(n.childNodes) : [n]))));
  }

  /** Blockquotes hold essential blocks and quotes only: other blocks keep their text. */
  quoteChildren(children: md.RootContent[]): Block[] {
    const allowed = new Set([
      'paragraph',
      'heading-1',
      'heading-2',
      'heading-3',
      'list-ordered',
      'list-unordered',
      'list-tasks',
      'divider',
      'blockquote',
    ]);
    return this.blocks(children).map((b) => (allowed.has(b.type) ? b : paragraph([leafText(blockText(b))])));
  }

  list(node: md.List): Block {
    const tasks = node.children.some((item) => typeof item.checked === 'boolean');
    const type = tasks ? 'list-tasks' : node.ordered ? 'list-ordered' : 'list-unordered';
    const items = node.children.map((item) => {
      const nodes = this.blocks(item.children).map((b) =>
        IN_LIST_ITEM.has(b.type) ? b : paragraph([leafText(blockText(b))]),
      );
      return {
        object: 'block',
        type: 'list-item',
        data: tasks ? { checked: !!item.checked } : {},
        nodes: nodes.length ? nodes : [paragraph([leafText('')])],
      };
    });
    const data = type === 'list-ordered' ? (node.start != null && node.start !== 1 ? { start: node.start } : {}) : {};
    return { object: 'block', type, data, nodes: items };
  }

  table(node: md.Table): Block {
    const key = tableKeys();
    const [header, ...rows] = node.children;
    const columns = (header?.children ?? []).map((_, i) => key(`col-${i}-`));
    const definition: Record<string, unknown> = {};
    columns.forEach((id, i) => {
      const align = node.align?.[i];
      definition[id] = {
        id,
        title: plainText(header.children[i]),
        type: 'text',
        textAlignment: align === 'center' ? 'center' : align === 'right' ? 'right' : 'left',
      };
    });
    const records: Record<string, unknown> = {};
    const fragments: unknown[] = [];
    rows.forEach((row, r) => {
      const values: Record<string, string> = {};
      columns.forEach((col, c) => {
        const cell = row.children[c];
        const fragment = key('cell-');
        values[col] = fragment;
        fragments.push({
          object: 'fragment',
          fragment,
          nodes: [{ object: 'block', type: 'paragraph', nodes: this.inlines(cell?.children ?? []) }],
        });
      });
      records[key('row-')] = { orderIndex: orderIndex(r), values };
    });
    return {
      object: 'block',
      type: 'table',
      isVoid: true,
      data: { view: { type: 'grid', columns, hideHeader: false }, records, definition },
      fragments,
    };
  }

  inlines(children: md.PhrasingContent[], marks: MarkType[] = []): (Text | Inline)[] {
    const out: (Text | Inline)[] = [];
    // Neighbouring leaves with the same marks are one leaf (as GitBook's editor keeps them), so a
    // text reads the same however its markdown was split (`<br>`, HTML, escapes).
    let lastMarks: string | undefined;
    const pushLeaf = (text: string, unordered: MarkType[]) => {
      // Marks are a set: one order, however the markdown nested them (`**_a_**` is `_**a**_`).
      const m = [...unordered].sort(markOrder);
      const marks = m.join('\u0000');
      const last = out[out.length - 1];
      if (last && last.object === 'text') {
        const prev = last.leaves[last.leaves.length - 1];
        if (prev && lastMarks === marks) prev.text += text;
        else last.leaves.push({ object: 'leaf', text, marks: m.map(toMark) });
      } else out.push({ object: 'text', leaves: [{ object: 'leaf', text, marks: m.map(toMark) }] });
      lastMarks = marks;
    };
    // Open `<mark>` tags: the marks to return to at their `</mark>`.
    const markStack: MarkType[][] = [];
    // An open `<picture>`: the dark variant its `<source>` gave, for its `<img>`.
    let picture: { dark?: string } | undefined;
    // An open button (`<a class="button primary">` / `<button class="button ..">`): its data and label so far.
    let button: { data: Record<string, unknown>; label: string } | undefined;
    const walk = (nodes: md.PhrasingContent[], outer: MarkType[]) => {
      let m = outer;
      for (const n of nodes) {
        if (button) {
          // Inside GitBook's button: its label, up to its end tag.
          if (n.type === 'html' && /^<\/(a|button)>$/i.test(n.value.trim())) {
            out.push({ object: 'inline', type: 'button', data: { ...button.data, label: button.label }, isVoid: true });
            button = undefined;
          } else button.label += plainText(n);
          continue;
        }
        switch (n.type) {
          case 'text': {
            // `$$formula$$` inside a paragraph: GitBook's inline math.
            const parts = n.value.split(/\$\$([^$\n]+?)\$\$/);
            parts.forEach((part, i) => {
              if (i % 2) out.push({ object: 'inline', type: 'inline-math', data: { formula: part }, isVoid: true });
              else if (part || parts.length === 1) pushLeaf(part, m);
            });
            break;
          }
          case 'emphasis':
            walk(n.children, addMark(m, 'italic'));
            break;
          case 'strong':
            walk(n.children, addMark(m, 'bold'));
            break;
          case 'delete':
            walk(n.children, addMark(m, 'strikethrough'));
            break;
          case 'inlineCode':
            pushLeaf(n.value, addMark(m, 'code'));
            break;
          case 'break':
            pushLeaf('\n', m);
            break;
          case 'link': {
            const inner = this.inlines(n.children, m).filter((x) => x.object === 'text' || x.type === 'inline-image');
            out.push({
              object: 'inline',
              type: 'link',
              data: { ref: { kind: 'url', url: n.url } },
              nodes: inner.length ? inner : [{ object: 'text', leaves: [{ object: 'leaf', text: n.url, marks: [] }] }],
              isVoid: false,
            });
            break;
          }
          case 'image':
            out.push({
              object: 'inline',
              type: 'inline-image',
              data: { ref: refOf(n.url), ...(n.alt ? { alt: n.alt } : {}) },
              isVoid: true,
            });
            break;
          case 'html': {
            const tag = n.value.trim();
            if (/^<mark(\s[^>]*)?>$/i.test(tag)) {
              markStack.push(m);
              m = addMark(m, colorMark(tag));
            } else if (/^<\/mark>$/i.test(tag) && markStack.length) m = markStack.pop() ?? m;
            else if (/^<br\s*\/?>$/i.test(tag)) pushLeaf('\n', m);
            else if (/^<(a|button)\s[^>]*\bclass="button\b[^"]*"[^>]*>$/i.test(tag))
              button = { data: buttonData(tag), label: '' };
            else if (/^<picture\s*>$/i.test(tag)) picture = {};
            else if (/^<\/picture>$/i.test(tag) && picture) picture = undefined;
            else if (/^<source\s/i.test(tag) && picture) {
              // A `<picture>`'s dark-mode source: the dark variant of its image.
              const source = parseHtml(tag).querySelector('source');
              if (/prefers-color-scheme:\s*dark/.test(source?.getAttribute('media') ?? ''))
                picture.dark = source?.getAttribute('srcset') ?? undefined;
            } else if (/^<img\s/i.test(tag)) {
              const img = parseHtml(tag).querySelector('img');
              const src = img?.getAttribute('src');
              if (src) {
                const data: Record<string, unknown> = { ref: refOf(src) };
                if (picture?.dark) data.refDark = refOf(picture.dark);
                if (img?.getAttribute('alt')) data.alt = img.getAttribute('alt');
                const size = img?.getAttribute('data-size');
                if (size === 'line' || size === 'original') data.size = size;
                out.push({ object: 'inline', type: 'inline-image', data, isVoid: true });
              }
            } else pushLeaf(n.value, m);
            break;
          }
          case 'footnoteReference':
            pushLeaf(`[^${n.identifier}]`, m);
            break;
          default:
            pushLeaf(plainText(n as md.Nodes), m);
        }
      }
    };
    walk(children, marks);
    // Blocks with inline content need at least one text node.
    if (!out.length || out[out.length - 1].object !== 'text')
      out.push({ object: 'text', leaves: [{ object: 'leaf', text: '', marks: [] }] });
    return out;
  }
}

const ESSENTIALS = [
  'paragraph',
  'heading-1',
  'heading-2',
  'heading-3',
  'list-ordered',
  'list-unordered',
  'list-tasks',
  'divider',
];
// GitBook's schema leaves images out of hints and list items and tables out of tabs, but its editor
// puts them there, Git Sync writes them there (an indented `<figure>`, a `<table>` in a tab) and its
// renderer shows any block: kept.
const IN_HINT = new Set([...ESSENTIALS, 'embed', 'table', 'images']);
const IN_LIST_ITEM = new Set([...ESSENTIALS, 'code', 'hint', 'blockquote', 'math', 'table', 'images']);
const IN_TAB = new Set([
  ...ESSENTIALS,
  'content-ref',
  'code',
  'embed',
  'file',
  'images',
  'hint',
  'prompt',
  'blockquote',
  'math',
  'table',
]);
const IN_STEP = new Set([...IN_TAB, 'expandable']);
const IN_COLUMN = new Set([...IN_STEP, 'table', 'stepper']);
const IN_UPDATE = new Set([...IN_STEP, 'tabs']);

/** An update's `date` attribute (`2025-06-12`, or a full timestamp) as GitBook's timestamp; undefined when unreadable. */
function updateDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()}T00:00:00.000Z` : value.trim();
  const time = Date.parse(day);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** Blocks a container may not hold (per GitBook's schema): containers give their content, others their text. */
function fitInto(blocks: Block[], allowed: ReadonlySet<string>): Block[] {
  return blocks.flatMap((b) => {
    if (allowed.has(b.type)) return [b];
    if (['tabs', 'stepper', 'columns', 'tabs-item', 'stepper-step', 'column', 'hint'].includes(b.type))
      return fitInto((b.nodes ?? []) as Block[], allowed);
    const text = blockText(b);
    return text ? [paragraph([leafText(text)])] : [];
  });
}

/**
 * A table's keys (its columns, records and cell fragments, which it references by key): numbered
 * per table, so a table's keys do not depend on what else the document holds or held.
 */
function tableKeys() {
  let n = 0;
  return (prefix: string) => `${prefix}${(n++).toString(36)}`;
}

/**
 * GitBook's inline button: `<a href=".." class="button primary" data-icon="..">` (a link) or
 * `<button type="button" class="button secondary" data-action="ask" data-query="..">` (an action).
 */
function buttonData(tag: string): Record<string, unknown> {
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

/**
 * A heading's own anchor as GitBook writes it: an empty `<a href="#id" id="id"></a>` after its text
 * (the id it had in GitBook, kept when the title changed). The heading's content without it.
 */
function headingAnchor(children: md.PhrasingContent[]): { children: md.PhrasingContent[]; anchor?: string } {
  const last = children.length - 1;
  const open = children[last - 1];
  const close = children[last];
  const id = open?.type === 'html' ? /^<a\s[^>]*\bid="([^"]+)"[^>]*>$/.exec(open.value.trim())?.[1] : undefined;
  if (!id || close?.type !== 'html' || !/^<\/a>$/.test(close.value.trim())) return { children };
  const rest = children.slice(0, last - 1);
  const tail = rest[rest.length - 1];
  if (tail?.type === 'text') rest[rest.length - 1] = { ...tail, value: tail.value.replace(/\s+$/, '') };
  return { children: rest.filter((c) => c.type !== 'text' || c.value), anchor: id };
}

/**
 * A heading's text as its document node reads (what its anchor is the slug of) and the anchor GitBook
 * wrote for it, if any: the heading's id is `anchor`, else the slug of `text`.
 */
export function headingParts(heading: md.Heading): { text: string; anchor?: string } {
  const { children, anchor } = headingAnchor(heading.children);
  return { text: inlineText(new Converter().inlines(children)), ...(anchor ? { anchor } : {}) };
}

/** The text of inline document nodes (what a heading's anchor is the slug of). */
export function inlineText(nodes: readonly unknown[] = []): string {
  return nodes
    .map((n) => {
      const node = n as { leaves?: { text: string }[]; nodes?: unknown[] };
      return node.leaves ? node.leaves.map((l) => l.text).join('') : inlineText(node.nodes);
    })
    .join('');
}

const MARK_ORDER = ['bold', 'italic', 'strikethrough', 'code'];
const markOrder = (a: MarkType, b: MarkType) => {
  const rank = (m: MarkType) => (MARK_ORDER.includes(m) ? MARK_ORDER.indexOf(m) : MARK_ORDER.length);
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
};

const addMark = (marks: MarkType[], mark: MarkType) => (marks.includes(mark) ? marks : [...marks, mark]);

const toMark = (type: MarkType): Mark => {
  if (type.startsWith('color:')) {
    const [, text, background] = type.split(':');
    return { object: 'mark', type: 'color', data: { text, background } };
  }
  return { object: 'mark', type: type as Mark['type'] };
};

/** `<mark style="color:red;background-color:yellow;">` -> a color mark (GitBook's color names). */
function colorMark(tag: string): MarkType {
  const style = /style="([^"]*)"/.exec(tag)?.[1] ?? '';
  const text = /(?:^|;)\s*color:\s*([\w-]+)/.exec(style)?.[1] ?? 'default';
  const background = /background-color:\s*([\w-]+)/.exec(style)?.[1] ?? 'default';
  return `color:${text}:${background}`;
}

const leafText = (text: string): Text => ({ object: 'text', leaves: [{ object: 'leaf', text, marks: [] }] });

const paragraph = (nodes: (Text | Inline)[]): Block => ({ object: 'block', type: 'paragraph', nodes });

/** Fractional-style order keys for table records that sort as strings: a0, a1, ..., a9, b10... */
const orderIndex = (i: number) => {
  const s = i.toString(36);
  return String.fromCharCode(97 + s.length - 1) + s;
};

/** The text content of an mdast node (no markup). */
export function plainText(node: md.Nodes | undefined): string {
  if (!node) return '';
  if (node.type === 'gitbook') {
    // Front matter is not content; an expandable's summary comes before its body.
    if (node.name === 'frontmatter') return '';
    if (node.name === 'math') return node.value ?? '';
    const body = node.children.map(plainText).join('');
    return node.name === 'details' && node.value ? `${node.value}\n${body}` : body;
  }
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('alt' in node && typeof node.alt === 'string') return node.alt;
  if ('children' in node) return (node.children as md.Nodes[]).map(plainText).join('');
  return '';
}

function blockText(block: unknown): string {
  const b = block as { leaves?: { text: string }[]; nodes?: unknown[]; fragments?: { nodes: unknown[] }[] };
  if (b.leaves) return b.leaves.map((l) => l.text).join('');
  const parts = [...(b.nodes ?? []), ...(b.fragments ?? [])].map(blockText);
  return parts.join(' ').trim();
}

/** GitBook's JSON document for a markdown text. */
export function markdownToDocument(markdown: string): JsonDocument {
  return new Converter().document(parseMarkdown(markdown));
}

/** The first-level heading text of a markdown document, if it starts with one (used for titles). */
export function leadingTitle(markdown: string): string | undefined {
  const first = parseMarkdown(markdown).children.find((n) => n.type !== 'gitbook' || n.name !== 'frontmatter');
  return first?.type === 'heading' && first.depth === 1 ? plainText(first).trim() || undefined : undefined;
}
