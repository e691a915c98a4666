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

export interface JsonDocument {
  object: 'document';
  data: Record<string, unknown>;
  nodes: Block[];
}

type Mark = { object: 'mark'; type: 'bold' | 'italic' | 'strikethrough' | 'code' };
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

/** The mdast tree of a markdown text (GFM). */
export const parseMarkdown = (markdown: string): md.Root => processor.parse(markdown) as md.Root;

type MarkType = Mark['type'];

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
                data: { ref: { kind: 'url', url: img.url }, ...(img.alt ? { alt: img.alt } : {}) },
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
        return node.value.trim() ? [paragraph([leafText(node.value)])] : [];
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
      const leaf: Leaf = { object: 'leaf', text, marks: m.map((type) => ({ object: 'mark', type })) };
      const last = out[out.length - 1];
      if (last && last.object === 'text') last.leaves.push(leaf);
      else out.push({ object: 'text', leaves: [leaf] });
    };
    const walk = (nodes: md.PhrasingContent[], m: MarkType[]) => {
      for (const n of nodes) {
        switch (n.type) {
          case 'text':
            pushLeaf(n.value, m);
            break;
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
              data: { ref: { kind: 'url', url: n.url }, ...(n.alt ? { alt: n.alt } : {}) },
              isVoid: true,
            });
            break;
          case 'html':
            pushLeaf(n.value, m);
            break;
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

const addMark = (marks: MarkType[], mark: MarkType) => (marks.includes(mark) ? marks : [...marks, mark]);

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
  const first = parseMarkdown(markdown).children[0];
  return first?.type === 'heading' && first.depth === 1 ? plainText(first).trim() || undefined : undefined;
}
