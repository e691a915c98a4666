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
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import GithubSlugger from 'github-slugger';
import type * as md from 'mdast';
import { createRequire } from 'node:module';
import { parseBlocks, type GitbookBlock } from './gitbook-blocks.ts';

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

// The DOM used to read HTML that GitBook writes into markdown (loaded on the first such block).
let domino: { createDocument(html: string): Document } | undefined;
const parseHtml = (html: string): HTMLElement => {
  domino ??= createRequire(import.meta.url)('@mixmark-io/domino') as { createDocument(html: string): Document };
  return domino.createDocument(`<!doctype html><html><body>${html}</body></html>`).body;
};

class Converter {
  private slugger = new GithubSlugger();
  private keys = 0;

  /** Stable, document-unique keys (tables reference their cell fragments by key). */
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
        const id = this.slugger.slug(plainText(node)) || this.key('heading-');
        return [
          { object: 'block', type: `heading-${level}`, data: { id }, meta: { id }, nodes: this.inlines(node.children) },
        ];
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
      data: {
        ref: refOf(img.getAttribute('src') ?? ''),
        ...(img.getAttribute('alt') ? { alt: img.getAttribute('alt') } : {}),
      },
      fragments: caption ? [{ object: 'fragment', fragment: 'caption', nodes: [paragraph([leafText(caption)])] }] : [],
      isVoid: true,
    });
    const out: Block[] = [];
    for (const el of elements) {
      const tag = el.tagName.toLowerCase();
      const figure = tag === 'figure' ? el : tag === 'div' || tag === 'p' ? el.querySelector('figure') : null;
      if (figure?.querySelector('img')) {
        const caption = figure.querySelector('figcaption')?.textContent?.trim();
        out.push({
          object: 'block',
          type: 'images',
          data: {},
          isVoid: false,
          nodes: [image(figure.querySelector('img') as Element, caption || undefined)],
        });
      } else if (
        tag === 'img' ||
        ((tag === 'div' || tag === 'p') && el.querySelector('img') && !el.textContent?.trim())
      ) {
        const imgs = tag === 'img' ? [el] : Array.from(el.querySelectorAll('img'));
        out.push({ object: 'block', type: 'images', data: {}, isVoid: false, nodes: imgs.map((i) => image(i)) });
      } else if (tag === 'table') out.push(this.htmlTable(el));
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

  htmlTable(el: Element): Block {
    const rows = Array.from(el.querySelectorAll('tr'));
    const headerRow = rows.find((r) => r.querySelector('th')) ?? rows[0];
    const header = Array.from(headerRow?.children ?? []);
    const body = rows.filter((r) => r !== headerRow);
    const hasHeader = !!headerRow?.querySelector('th');
    const columns = header.map((_, i) => this.key(`col-${i}-`));
    const definition: Record<string, unknown> = {};
    columns.forEach((id, i) => {
      definition[id] = {
        id,
        title: hasHeader ? (header[i].textContent ?? '').trim() : '',
        type: 'text',
        textAlignment: 'left',
      };
    });
    const records: Record<string, unknown> = {};
    const fragments: unknown[] = [];
    (hasHeader ? body : rows).forEach((row, r) => {
      const cells = Array.from(row.children);
      const values: Record<string, string> = {};
      columns.forEach((col, c) => {
        const fragment = this.key('cell-');
        values[col] = fragment;
        fragments.push({
          object: 'fragment',
          fragment,
          nodes: [paragraph([leafText((cells[c]?.textContent ?? '').trim())])],
        });
      });
      records[this.key('row-')] = { orderIndex: orderIndex(r), values };
    });
    return {
      object: 'block',
      type: 'table',
      isVoid: true,
      data: { view: { type: 'grid', columns, hideHeader: !hasHeader }, records, definition },
      fragments,
    };
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
    const allowed = new Set([
      'paragraph',
      'heading-1',
      'heading-2',
      'heading-3',
      'list-ordered',
      'list-unordered',
      'list-tasks',
      'divider',
      'code',
      'blockquote',
      'table',
    ]);
    const items = node.children.map((item) => {
      const nodes = this.blocks(item.children).map((b) =>
        allowed.has(b.type) ? b : paragraph([leafText(blockText(b))]),
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
    const [header, ...rows] = node.children;
    const columns = (header?.children ?? []).map((_, i) => this.key(`col-${i}-`));
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
        const fragment = this.key('cell-');
        values[col] = fragment;
        fragments.push({
          object: 'fragment',
          fragment,
          nodes: [{ object: 'block', type: 'paragraph', nodes: this.inlines(cell?.children ?? []) }],
        });
      });
      records[this.key('row-')] = { orderIndex: orderIndex(r), values };
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
    const pushLeaf = (text: string, m: MarkType[]) => {
      const leaf: Leaf = { object: 'leaf', text, marks: m.map(toMark) };
      const last = out[out.length - 1];
      if (last && last.object === 'text') last.leaves.push(leaf);
      else out.push({ object: 'text', leaves: [leaf] });
    };
    // Open `<mark>` tags: the marks to return to at their `</mark>`.
    const markStack: MarkType[][] = [];
    const walk = (nodes: md.PhrasingContent[], outer: MarkType[]) => {
      let m = outer;
      for (const n of nodes) {
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
            else if (/^<img\s/i.test(tag)) {
              const img = parseHtml(tag).querySelector('img');
              const src = img?.getAttribute('src');
              if (src)
                out.push({
                  object: 'inline',
                  type: 'inline-image',
                  data: { ref: refOf(src), ...(img?.getAttribute('alt') ? { alt: img.getAttribute('alt') } : {}) },
                  isVoid: true,
                });
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
const IN_HINT = new Set([...ESSENTIALS, 'embed', 'table']);
const IN_TAB = new Set([...ESSENTIALS, 'content-ref', 'code', 'embed', 'file', 'images', 'hint', 'blockquote', 'math']);
const IN_STEP = new Set([...IN_TAB, 'expandable']);
const IN_COLUMN = new Set([...IN_STEP, 'table', 'stepper']);

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
