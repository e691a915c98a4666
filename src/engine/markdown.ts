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

import GithubSlugger from 'github-slugger';
import type * as md from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parseBlocks } from './gitbook-blocks.ts';
import { fitInto, gitbookBlocks, IN_LIST_ITEM, IN_QUOTE } from './markdown-gitbook.ts';
import { buttonData, htmlBlocks, htmlCell } from './markdown-html.ts';
import {
  type Block,
  type BlockConverter,
  blockText,
  emptyAnchor,
  type Inline,
  inlineText,
  type JsonDocument,
  leafText,
  type Mark,
  type MarkType,
  orderIndex,
  paragraph,
  parseHtml,
  refOf,
  type Text,
  tableKeys,
} from './markdown-nodes.ts';

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

class Converter implements BlockConverter {
  private slugger = new GithubSlugger();
  private keys = 0;
  /** What could not be read as structure (kept as text, or dropped). */
  readonly notes: string[] = [];
  /** Empty named anchors (`<a name="x"></a>`) written just before a heading: that heading's id. */
  private pendingAnchor: string | undefined;

  note(message: string) {
    if (!this.notes.includes(message)) this.notes.push(message);
  }

  /** Stable, document-unique keys (empty headings' anchors, OpenAPI blocks' ids). */
  key(prefix: string) {
    return `${prefix}${(this.keys++).toString(36)}`;
  }

  document(root: md.Root): JsonDocument {
    return { object: 'document', data: { schemaVersion: 1 }, nodes: this.blocks(root.children) };
  }

  blocks(children: md.RootContent[]): Block[] {
    const out: Block[] = [];
    children.forEach((child, i) => {
      // A paragraph of empty anchors alone (`<a name="setup"></a>`): the next heading's id, nothing visible.
      const names = child.type === 'paragraph' ? anchorsOnly(child) : undefined;
      if (names) {
        const next = children[i + 1];
        if (next?.type === 'heading' && !headingAnchor(next.children).anchor && names.length === 1)
          this.pendingAnchor = names[0];
        else for (const name of names) this.note(`anchor '${name}' names no heading: dropped`);
        return;
      }
      out.push(...this.block(child));
    });
    return out;
  }

  block(node: md.RootContent): Block[] {
    switch (node.type) {
      case 'heading': {
        const level = Math.min(node.depth, 3);
        const { children, anchor } = headingAnchor(node.children);
        const nodes = this.inlines(children);
        // The slug of the heading's text (every heading counts, for `-1` suffixes), unless GitBook wrote its own.
        const slug = this.slugger.slug(inlineText(nodes)) || this.key('heading-');
        const id = anchor ?? this.pendingAnchor ?? slug;
        this.pendingAnchor = undefined;
        return [{ object: 'block', type: `heading-${level}`, data: { id }, meta: { id }, nodes }];
      }
      case 'paragraph': {
        // A tag's name then a space or `%}`; `{%customer.name%}` (a merge tag, escaped in GitBook's markdown) is text.
        if (/\{%\s*(?:@[\w-]+\/[\w.-]+|[a-z][\w-]*)(?:\s|%\})/i.test(plainText(node)))
          this.note(`GitBook tag kept as text: ${plainText(node).trim().split('\n')[0].slice(0, 80)}`);
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
        return htmlBlocks(this, node.value);
      case 'gitbook':
        return gitbookBlocks(this, node);
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

  /** Blockquotes hold essential blocks and quotes only: other blocks keep their text. */
  quoteChildren(children: md.RootContent[]): Block[] {
    return this.blocks(children).map((b) => (IN_QUOTE.has(b.type) ? b : paragraph([leafText(blockText(b))])));
  }

  list(node: md.List): Block {
    const tasks = node.children.some((item) => typeof item.checked === 'boolean');
    const type = tasks ? 'list-tasks' : node.ordered ? 'list-ordered' : 'list-unordered';
    const items = node.children.map((item) => {
      // What a list item may not hold keeps its content (a container's blocks) or its text.
      const nodes = fitInto(this.blocks(item.children), IN_LIST_ITEM);
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
        // GitBook writes a cell of several paragraphs (or a list) as `<p>..</p><p>..</p>` (`<ul>..</ul>`) in the row.
        const paragraphs = cell?.children.some(isParagraphTag)
          ? htmlCell(this, cellHtml(cell.children))
          : [{ object: 'block', type: 'paragraph', nodes: this.inlines(cell?.children ?? []) } satisfies Block];
        fragments.push({ object: 'fragment', fragment, nodes: paragraphs });
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
    // The `</a>` of an empty named anchor, left out with it.
    let skip: md.PhrasingContent | undefined;
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
            // A code span's line endings are spaces (CommonMark), as they come back when written.
            pushLeaf(n.value.replace(/\r?\n/g, ' '), addMark(m, 'code'));
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
            const next = nodes[nodes.indexOf(n) + 1];
            if (emptyAnchor(tag) && next?.type === 'html' && /^<\/a>$/i.test(next.value.trim())) {
              // An empty named anchor inside text: nothing to show, and no node of GitBook's holds it.
              this.note(`anchor '${emptyAnchor(tag)}' inside text: dropped`);
              skip = next;
              break;
            }
            if (n === skip) break;
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

/**
 * A heading's own anchor as GitBook writes it: an empty `<a href="#id" id="id"></a>` after its text
 * (the id it had in GitBook, kept when the title changed). The heading's content without it.
 */
function headingAnchor(children: md.PhrasingContent[]): { children: md.PhrasingContent[]; anchor?: string } {
  const last = children.length - 1;
  const open = children[last - 1];
  const close = children[last];
  const id = open?.type === 'html' ? /^<a\s[^>]*\bid="([^"]+)"[^>]*>$/.exec(open.value.trim())?.[1] : undefined;
  if (!id || close?.type !== 'html' || !/^<\/a>$/.test(close.value.trim())) {
    // An older converter's anchor at the heading's start (`### <a name="setup"></a>Setup`).
    const name = children[0]?.type === 'html' ? emptyAnchor(children[0].value) : undefined;
    if (!name || children[1]?.type !== 'html' || !/^<\/a>$/i.test(children[1].value.trim())) return { children };
    const rest = children.slice(2);
    const head = rest[0];
    if (head?.type === 'text') rest[0] = { ...head, value: head.value.replace(/^\s+/, '') };
    return { children: rest.filter((c) => c.type !== 'text' || c.value), anchor: name };
  }
  const rest = children.slice(0, last - 1);
  const tail = rest[rest.length - 1];
  if (tail?.type === 'text') rest[rest.length - 1] = { ...tail, value: tail.value.replace(/\s+$/, '') };
  return { children: rest.filter((c) => c.type !== 'text' || c.value), anchor: id };
}

/** The names of a paragraph made of empty named anchors only (`<a name="x"></a>`), else undefined. */
function anchorsOnly(node: md.Paragraph): string[] | undefined {
  const names: string[] = [];
  const kids = node.children.filter((c) => c.type !== 'text' || c.value.trim());
  for (let i = 0; i < kids.length; i += 2) {
    const open = kids[i];
    const close = kids[i + 1];
    const name = open.type === 'html' ? emptyAnchor(open.value) : undefined;
    if (!name || close?.type !== 'html' || !/^<\/a>$/i.test(close.value.trim())) return undefined;
    names.push(name);
  }
  return names.length ? names : undefined;
}

const isParagraphTag = (n: md.PhrasingContent) =>
  n.type === 'html' && /^<\/?(p|ul|ol)(\s[^>]*)?>$/i.test(n.value.trim());

/** A table cell's inline content as HTML (markdown marks as their tags, HTML as written), for a DOM to read. */
function cellHtml(nodes: md.PhrasingContent[]): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const attr = (s: string) => esc(s).replace(/"/g, '&quot;');
  return nodes
    .map((n): string => {
      switch (n.type) {
        case 'html':
          return n.value;
        case 'strong':
          return `<strong>${cellHtml(n.children)}</strong>`;
        case 'emphasis':
          return `<em>${cellHtml(n.children)}</em>`;
        case 'delete':
          return `<s>${cellHtml(n.children)}</s>`;
        case 'inlineCode':
          return `<code>${esc(n.value)}</code>`;
        case 'link':
          return `<a href="${attr(n.url)}">${cellHtml(n.children)}</a>`;
        case 'image':
          return `<img src="${attr(n.url)}" alt="${attr(n.alt ?? '')}">`;
        case 'break':
          return '<br>';
        default:
          return esc(plainText(n as md.Nodes));
      }
    })
    .join('');
}

/**
 * A heading's text as its document node reads (what its anchor is the slug of) and the anchor GitBook
 * wrote for it, if any: the heading's id is `anchor`, else the slug of `text`.
 */
export function headingParts(heading: md.Heading): { text: string; anchor?: string } {
  const { children, anchor } = headingAnchor(heading.children);
  return { text: inlineText(new Converter().inlines(children)), ...(anchor ? { anchor } : {}) };
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

/** GitBook's JSON document for a markdown text. */
export function markdownToDocument(markdown: string): JsonDocument {
  return treeToDocument(parseMarkdown(markdown));
}

/**
 * GitBook's JSON document for a markdown text already parsed (`parseMarkdown`): for a caller that
 * reads the tree for something else too (the search index), so the text is parsed once. The tree
 * is only read.
 */
export function treeToDocument(root: md.Root): JsonDocument {
  return new Converter().document(root);
}

/**
 * GitBook's JSON document for a markdown text, and what of it could not be read as structure: kept
 * as text (HTML, a GitBook tag never closed) or dropped (an anchor no node can hold).
 */
export function convertMarkdown(markdown: string): { document: JsonDocument; notes: string[] } {
  const converter = new Converter();
  const document = converter.document(parseMarkdown(markdown));
  return { document, notes: converter.notes };
}

/** The first-level heading text of a markdown document, if it starts with one (used for titles). */
export function leadingTitle(markdown: string): string | undefined {
  const first = parseMarkdown(markdown).children.find((n) => n.type !== 'gitbook' || n.name !== 'frontmatter');
  return first?.type === 'heading' && first.depth === 1 ? plainText(first).trim() || undefined : undefined;
}
