/**
 * GitBook's JSON document back to markdown, the way GitBook's Git Sync writes it: GFM through
 * mdast-util-to-markdown (+ GFM), GitBook's blocks as `{% tag %}` / `<details>` / `$$` /
 * `<figure>` / `<mark>`. `markdownToDocument(documentToMarkdown(doc))` gives `doc` back, and a page
 * written in this form comes back unchanged (test/unit/markdown-blocks.test.ts).
 */

import GithubSlugger from 'github-slugger';
import type * as md from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { type Handle, type Options, toMarkdown } from 'mdast-util-to-markdown';
import { type GitbookBlock, isIntegration } from './gitbook-blocks.ts';
import { inlineText, type JsonDocument } from './markdown-nodes.ts';
import { includePath, refUrl, type WriteOptions, writingRefs } from './markdown-refs.ts';

interface DocNode {
  object: string;
  type?: string;
  data?: Record<string, unknown>;
  nodes?: DocNode[];
  leaves?: DocLeaf[];
  fragments?: DocFragment[];
}
interface DocLeaf {
  text: string;
  marks?: { type: string; data?: { text?: string; background?: string } }[];
}
interface DocFragment {
  fragment: string;
  nodes: DocNode[];
}

/** An update's date as GitBook writes it: the day alone at midnight UTC, else the whole timestamp. */
const updateDate = (date: unknown) => String(date ?? '').replace(/T00:00:00(\.000)?Z$/, '');

const gitbook = (name: string, attrs: Record<string, string>, children: md.RootContent[], value?: string) =>
  ({ type: 'gitbook', name, attrs, children, value, open: { text: '', offset: 0 } }) as GitbookBlock;

const html = (value: string): md.Html => ({ type: 'html', value });

const attr = (s: string) => s.replace(/"/g, '&quot;');

function tagLine(name: string, attrs: Record<string, string>) {
  const list = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${attr(v)}"`)
    .join('');
  return `{% ${name}${list} %}`;
}

const handleGitbook: Handle = (node: GitbookBlock, _parent, state, info) => {
  const flow = () => state.containerFlow(node, info);
  const wrap = (body: string) => `${tagLine(node.name, node.attrs)}\n${body}\n{% end${node.name} %}`;
  if (isIntegration(node.name)) return tagLine(node.name, node.attrs);
  switch (node.name) {
    case 'math':
      return `$$\n${node.value ?? ''}\n$$`;
    case 'embed':
      return tagLine('embed', node.attrs);
    case 'file':
      return node.children.length ? wrap(flow()) : tagLine('file', node.attrs);
    case 'content-ref':
      return wrap(`[${node.attrs.url}](${node.attrs.url})`);
    case 'include':
      return `{% include "${node.value ?? ''}" %}`;
    case 'if':
      return `{% if ${node.value ?? ''} %}\n${flow()}\n{% endif %}`;
    case 'openapi':
      return wrap(`[${node.attrs.src}](${node.attrs.src})`);
    case 'details': {
      const open = node.attrs.open === 'true' ? ' open' : '';
      return `<details${open}>\n\n<summary>${node.value ?? ''}</summary>\n\n${flow()}\n\n</details>`;
    }
    default:
      return wrap(flow());
  }
};

const options: Options = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  rule: '-',
  listItemIndent: 'one',
  extensions: [gfmToMarkdown()],
  handlers: { gitbook: handleGitbook } as Options['handlers'],
};

/** The slugs of the document's headings so far: a heading whose id is another gets it written. */
let slugger = new GithubSlugger();

/** Markdown for GitBook's JSON document. */
export function documentToMarkdown(doc: JsonDocument | { nodes: unknown[] }, opts: WriteOptions = {}): string {
  slugger = new GithubSlugger();
  return writingRefs(opts, () => {
    const root: md.Root = { type: 'root', children: blocks(doc.nodes as DocNode[]) };
    return toMarkdown(root, options).replace(/\n+$/, '\n');
  });
}

/** One line of inline markdown (an expandable's summary). */
function inlineMarkdown(nodes: DocNode[]): string {
  return toMarkdown({ type: 'paragraph', children: inlines(nodes) }, options).trim();
}

function blocks(nodes: DocNode[] = []): md.RootContent[] {
  return nodes.flatMap(block);
}

const paragraphText = (fragment: DocFragment | undefined) =>
  (fragment?.nodes ?? []).map((p) => inlineMarkdown(p.nodes ?? [])).join('\n');

function block(node: DocNode): md.RootContent[] {
  const data = node.data ?? {};
  const kids = () => blocks(node.nodes);
  switch (node.type) {
    case 'paragraph':
      return [{ type: 'paragraph', children: inlines(node.nodes) }];
    case 'heading-1':
    case 'heading-2':
    case 'heading-3': {
      const children = inlines(node.nodes);
      // An id that is not its text's slug (a renamed heading keeps its anchor): GitBook's `<a id>`.
      const slug = slugger.slug(inlineText(node.nodes));
      const id = typeof data.id === 'string' ? data.id : '';
      if (id && slug && id !== slug)
        children.push({ type: 'text', value: ' ' }, html(`<a href="#${attr(id)}" id="${attr(id)}">`), html('</a>'));
      return [{ type: 'heading', depth: Number(node.type.slice(-1)) as 1 | 2 | 3, children }];
    }
    case 'divider':
      return [{ type: 'thematicBreak' }];
    case 'blockquote':
      return [{ type: 'blockquote', children: kids() as md.BlockContent[] }];
    case 'list-ordered':
    case 'list-unordered':
    case 'list-tasks':
      return [
        {
          type: 'list',
          ordered: node.type === 'list-ordered',
          start: node.type === 'list-ordered' ? ((data.start as number) ?? 1) : undefined,
          spread: false,
          children: (node.nodes ?? []).map((item) => ({
            type: 'listItem',
            spread: false,
            checked: node.type === 'list-tasks' ? !!item.data?.checked : undefined,
            children: blocks(item.nodes) as md.BlockContent[],
          })),
        },
      ];
    case 'code': {
      const lines = node.nodes ?? [];
      const leavesOf = (line: DocNode) => (line.nodes ?? []).flatMap((t) => t.leaves ?? []);
      if (lines.some((line) => leavesOf(line).some((l) => l.marks?.length)))
        return [htmlCode(data, lines.map(leavesOf))];
      const value = (node.nodes ?? [])
        .map((line) => (line.nodes ?? []).map((t) => (t.leaves ?? []).map((l) => l.text).join('')).join(''))
        .join('\n');
      const code: md.Code = { type: 'code', lang: (data.syntax as string) || undefined, value };
      const attrs: Record<string, string> = {};
      if (typeof data.title === 'string') attrs.title = data.title;
      if (typeof data.overflow === 'string') attrs.overflow = data.overflow;
      if (typeof data.lineNumbers === 'boolean') attrs.lineNumbers = String(data.lineNumbers);
      return Object.keys(attrs).length ? [gitbook('code', attrs, [code])] : [code];
    }
    case 'table':
      return [table(node)];
    case 'images':
      return images(node);
    case 'hint':
      return [gitbook('hint', { style: String(data.style ?? 'info') }, kids())];
    case 'tabs':
      return [
        gitbook(
          'tabs',
          {},
          (node.nodes ?? []).map((tab) => gitbook('tab', { title: String(tab.data?.title ?? '') }, blocks(tab.nodes))),
        ),
      ];
    case 'stepper':
      return [
        gitbook(
          'stepper',
          {},
          (node.nodes ?? []).map((step) => gitbook('step', {}, blocks(step.nodes))),
        ),
      ];
    case 'columns':
      return [
        gitbook(
          'columns',
          {},
          (node.nodes ?? []).map((col) => gitbook('column', {}, blocks(col.nodes))),
        ),
      ];
    case 'embed':
      return [gitbook('embed', { url: String(data.url ?? '') }, [])];
    case 'content-ref':
      return [gitbook('content-ref', { url: refUrl(data.ref) }, [])];
    case 'file': {
      const caption = node.fragments?.find((f) => f.fragment === 'caption');
      return [gitbook('file', { src: refUrl(data.ref) }, caption ? blocks(caption.nodes) : [])];
    }
    case 'swagger': {
      const attrs: Record<string, string> = { src: refUrl(data.ref) };
      if (data.path) attrs.path = String(data.path);
      if (data.method) attrs.method = String(data.method);
      return [gitbook('openapi', attrs, [])];
    }
    case 'expandable': {
      const title = node.fragments?.find((f) => f.fragment === 'expandable-title');
      const body = node.fragments?.find((f) => f.fragment === 'expandable-body');
      const open: Record<string, string> = data.defaultExpanded === true ? { open: 'true' } : {};
      return [gitbook('details', open, blocks(body?.nodes), paragraphText(title))];
    }
    case 'math':
      return [gitbook('math', {}, [], String(data.formula ?? ''))];
    case 'integration': {
      // `{% @integration/block prop="value" %}`: its properties as attributes.
      const props: Record<string, string> = {};
      for (const [k, v] of Object.entries((data.props ?? {}) as Record<string, unknown>))
        props[k] = typeof v === 'string' ? v : JSON.stringify(v);
      return [gitbook(`@${String(data.integration ?? '')}/${String(data.block ?? '')}`, props, [])];
    }
    case 'reusable-content':
      return [gitbook('include', {}, [], includePath(data.ref))];
    case 'prompt': {
      const attrs: Record<string, string> = { description: String(data.description ?? '') };
      if (data.icon) attrs.icon = String(data.icon);
      if (typeof data.openInAIProviders === 'boolean') attrs.openInAIProviders = String(data.openInAIProviders);
      if (data.defaultExpanded) attrs.defaultExpanded = String(data.defaultExpanded);
      return [gitbook('prompt', attrs, kids())];
    }
    case 'if':
      return [gitbook('if', {}, kids(), String(data.expression ?? ''))];
    case 'updates':
      return [
        gitbook(
          'updates',
          { format: String(data.format ?? 'full') },
          (node.nodes ?? []).map((update) => {
            const attrs: Record<string, string> = { date: updateDate(update.data?.date) };
            const tags = (update.data?.tags ?? []) as { tag?: string }[];
            if (tags.length) attrs.tags = tags.map((t) => t.tag ?? '').join(',');
            return gitbook('update', attrs, blocks(update.nodes));
          }),
        ),
      ];
    default:
      // Blocks with no markdown form keep their content.
      return kids();
  }
}

/** A code block with formatting, as GitBook writes it: `<pre><code>` with `<strong>` / `<em>`. */
function htmlCode(data: Record<string, unknown>, lines: DocLeaf[][]): md.Html {
  const syntax = typeof data.syntax === 'string' && data.syntax ? data.syntax : '';
  const preAttrs = [
    syntax ? ` class="language-${attr(syntax)}"` : '',
    typeof data.title === 'string' ? ` data-title="${attr(data.title)}"` : '',
    typeof data.overflow === 'string' ? ` data-overflow="${data.overflow}"` : '',
    typeof data.lineNumbers === 'boolean' ? ` data-line-numbers="${data.lineNumbers}"` : '',
  ].join('');
  const leaf = (l: DocLeaf) => {
    let text = escapeHtml(l.text);
    const types = (l.marks ?? []).map((m) => m.type);
    if (types.includes('italic')) text = `<em>${text}</em>`;
    if (types.includes('bold')) text = `<strong>${text}</strong>`;
    return text;
  };
  const body = lines.map((line) => line.map(leaf).join('')).join('\n');
  return html(`<pre${preAttrs}><code${syntax ? ` class="lang-${attr(syntax)}"` : ''}>${body}\n</code></pre>`);
}

/** GitBook's inline button: a link (`<a class="button">`) or an action (`<button data-action>`). */
function buttonHtml(data: Record<string, unknown>): string {
  const kind = data.kind === 'secondary' ? 'secondary' : 'primary';
  const icon = typeof data.icon === 'string' ? ` data-icon="${attr(data.icon)}"` : '';
  const size = typeof data.size === 'string' ? ` data-size="${attr(data.size)}"` : '';
  const label = escapeHtml(String(data.label ?? ''));
  const action = data.action as { action?: string; query?: string; slug?: string } | undefined;
  if (action?.action) {
    const query = action.query !== undefined ? ` data-query="${attr(action.query)}"` : '';
    const slug = action.slug !== undefined ? ` data-slug="${attr(action.slug)}"` : '';
    return `<button type="button" class="button ${kind}" data-action="${action.action}"${query}${slug}${icon}${size}>${label}</button>`;
  }
  return `<a href="${attr(refUrl(data.ref))}" class="button ${kind}"${icon}${size}>${label}</a>`;
}

/** `<img>`, in a `<picture>` with its dark-mode `<source>` when it has a dark variant (as GitBook writes it). */
function imgTag(data: Record<string, unknown> | undefined): string {
  const size = data?.size === 'line' || data?.size === 'original' ? ` data-size="${data.size}"` : '';
  const img = `<img src="${attr(refUrl(data?.ref))}" alt="${attr(String(data?.alt ?? ''))}"${size}>`;
  if (!data?.refDark) return img;
  return `<picture><source srcset="${attr(refUrl(data.refDark))}" media="(prefers-color-scheme: dark)">${img}</picture>`;
}

function images(node: DocNode): md.RootContent[] {
  const list = node.nodes ?? [];
  const data = node.data ?? {};
  const divAttrs = [
    typeof data.align === 'string' ? ` align="${data.align}"` : '',
    typeof data.fullWidth === 'boolean' ? ` data-full-width="${data.fullWidth}"` : '',
    typeof data.withFrame === 'boolean' ? ` data-with-frame="${data.withFrame}"` : '',
  ].join('');
  const figures = list.filter(
    (img) => img.data?.refDark || img.fragments?.some((f) => f.fragment === 'caption' && f.nodes.length),
  );
  if (figures.length || divAttrs) {
    const figureHtml = list.map((img) => {
      const caption = paragraphText(img.fragments?.find((f) => f.fragment === 'caption'));
      return `<figure>${imgTag(img.data)}${caption ? `<figcaption><p>${caption}</p></figcaption>` : ''}</figure>`;
    });
    // Several images side by side, or settings of the block: GitBook's `<div>` of figures.
    return [html(list.length > 1 || divAttrs ? `<div${divAttrs}>${figureHtml.join(' ')}</div>` : figureHtml[0])];
  }
  const children: md.PhrasingContent[] = [];
  list.forEach((img, i) => {
    if (i) children.push({ type: 'text', value: ' ' });
    children.push({ type: 'image', url: refUrl(img.data?.ref), alt: (img.data?.alt as string) ?? '' });
  });
  return [{ type: 'paragraph', children }];
}

interface TableData {
  view?: {
    type?: string;
    columns?: string[];
    hideHeader?: boolean;
    columnWidths?: Record<string, number>;
    cardSize?: string;
    targetDefinition?: string;
    coverDefinition?: string;
    coverDefinitionDark?: string;
    wrap?: boolean;
  };
  records?: Record<string, { orderIndex: string; values: Record<string, unknown> }>;
  definition?: Record<string, { title?: string; type?: string; textAlignment?: string; verticalAlignment?: string }>;
  fullWidth?: boolean;
  search?: boolean;
}

const sortedRecords = (data: TableData) =>
  Object.values(data.records ?? {}).sort((a, b) =>
    a.orderIndex < b.orderIndex ? -1 : a.orderIndex > b.orderIndex ? 1 : 0,
  );

/**
 * A table: GFM when GFM can say it all (a grid of text cells with a header; a cell of several
 * paragraphs as `<p>` tags in its row, as GitBook writes it), else the HTML GitBook writes (cards,
 * typed and hidden columns, widths).
 */
function table(node: DocNode): md.RootContent {
  const data = node.data as TableData;
  const columns = data.view?.columns ?? [];
  const fragments = new Map((node.fragments ?? []).map((f) => [f.fragment, f]));
  const definitions = Object.values(data.definition ?? {});
  const asHtml =
    data.view?.type === 'cards' ||
    data.view?.hideHeader ||
    data.view?.columnWidths !== undefined ||
    data.fullWidth !== undefined ||
    data.search !== undefined ||
    definitions.length !== columns.length ||
    definitions.some((d) => (d.type ?? 'text') !== 'text' || d.verticalAlignment) ||
    (node.fragments ?? []).some((f) => !f.nodes.length || f.nodes.some((n) => !CELL_BLOCKS.has(n.type ?? '')));
  if (asHtml) return htmlTable(data, fragments);
  const cell = (children: md.PhrasingContent[]): md.TableCell => ({ type: 'tableCell', children });
  // A cell of several paragraphs, as GitBook writes it in a row: `<p>..</p><p>..</p>` (`|` as an entity).
  const cellContent = (nodes: DocNode[] = []): md.PhrasingContent[] =>
    nodes.length === 1 && nodes[0].type === 'paragraph'
      ? inlines(nodes[0]?.nodes ?? [])
      : [html(cellHtml(nodes).replace(/\|/g, '&#x7C;'))];
  const header: md.TableRow = {
    type: 'tableRow',
    children: columns.map((c) => cell([{ type: 'text', value: data.definition?.[c]?.title ?? '' }])),
  };
  const rows = sortedRecords(data).map(
    (record): md.TableRow => ({
      type: 'tableRow',
      children: columns.map((c) => cell(cellContent(fragments.get(String(record.values[c]))?.nodes))),
    }),
  );
  const align = columns.map((c) => {
    const a = data.definition?.[c]?.textAlignment;
    return a === 'center' || a === 'right' ? a : null;
  });
  return { type: 'table', align, children: [header, ...rows] };
}

/** What a text cell holds: paragraphs, and lists (GitBook writes one as `<ul><li>..</li></ul>` in the cell). */
const CELL_BLOCKS = new Set(['paragraph', 'list-unordered', 'list-ordered']);

/** A cell's blocks as GitBook writes them in a row: `<p>..</p>` per paragraph, `<ul>`/`<ol>` per list. */
function cellHtml(nodes: DocNode[]): string {
  return nodes
    .map((n) => {
      if (n.type === 'paragraph') return `<p>${phrasingHtml(inlines(n.nodes))}</p>`;
      const tag = n.type === 'list-ordered' ? 'ol' : 'ul';
      return `<${tag}>${(n.nodes ?? []).map((li) => `<li>${cellItemHtml(li.nodes ?? [])}</li>`).join('')}</${tag}>`;
    })
    .join('');
}

/** A list item in a cell: a lone paragraph's text as it is, else its blocks. */
const cellItemHtml = (nodes: DocNode[]) =>
  nodes.length === 1 && nodes[0].type === 'paragraph' ? phrasingHtml(inlines(nodes[0].nodes)) : cellHtml(nodes);

function htmlTable(data: TableData, fragments: Map<string, DocFragment>): md.Html {
  const view = data.view ?? {};
  const visible = view.columns ?? [];
  // In the definition's order (hidden columns are in the definition, not in the view).
  const defined = Object.keys(data.definition ?? {});
  const ids = [...defined, ...visible.filter((id) => !defined.includes(id))];
  const cards = view.type === 'cards';
  const tableAttrs = [
    cards && view.cardSize === 'large' ? ' data-card-size="large"' : '',
    cards && view.wrap === false ? ' data-card-wrap="false"' : '',
    cards ? ' data-view="cards"' : '',
    !cards && view.hideHeader ? ' data-header-hidden' : '',
    data.fullWidth !== undefined ? ` data-full-width="${data.fullWidth}"` : '',
    data.search !== undefined ? ` data-search="${data.search}"` : '',
  ].join('');
  const columnAttrs = (id: string) => {
    const def = data.definition?.[id] ?? {};
    const width = view.columnWidths?.[id];
    return [
      width !== undefined ? ` width="${width}"` : '',
      def.textAlignment === 'center' || def.textAlignment === 'right' ? ` align="${def.textAlignment}"` : '',
      def.verticalAlignment ? ` valign="${def.verticalAlignment}"` : '',
    ].join('');
  };
  const th = ids.map((id) => {
    const def = data.definition?.[id] ?? {};
    const attrs = [
      columnAttrs(id),
      visible.includes(id) ? '' : ' data-hidden',
      view.targetDefinition === id ? ' data-card-target' : '',
      view.coverDefinition === id ? ' data-card-cover' : '',
      view.coverDefinitionDark === id ? ' data-card-cover-dark' : '',
      def.type && def.type !== 'text' ? ` data-type="${def.type}"` : '',
    ].join('');
    return `<th${attrs}>${escapeHtml(view.hideHeader ? '' : (def.title ?? ''))}</th>`;
  });
  const link = (ref: unknown) => {
    const url = refUrl(ref);
    return url ? `<a href="${attr(url)}">${escapeHtml(url)}</a>` : '';
  };
  const rows = sortedRecords(data).map((record) => {
    const tds = ids.map((id) => {
      const value = record.values[id];
      let content: string;
      switch (data.definition?.[id]?.type ?? 'text') {
        case 'image':
        case 'content-ref':
          content = value && typeof value === 'object' ? link((value as { ref?: unknown }).ref ?? value) : '';
          break;
        case 'files':
          content = (Array.isArray(value) ? value : []).map((file) => link({ kind: 'file', file })).join('');
          break;
        case 'number':
        case 'checkbox':
          content = value === null || value === undefined ? '' : String(value);
          break;
        default: {
          const nodes = fragments.get(String(value))?.nodes ?? [];
          content =
            nodes.length === 1 && nodes[0].type === 'paragraph'
              ? phrasingHtml(inlines(nodes[0].nodes))
              : cellHtml(nodes);
        }
      }
      return `<td${columnAttrs(id).replace(/ width="[^"]*"/, '')}>${content}</td>`;
    });
    return `<tr>${tds.join('')}</tr>`;
  });
  return html(`<table${tableAttrs}><thead><tr>${th.join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`);
}

const escapeHtml = (s: string) => s.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;').replace(/>/g, '&#x3E;');

/** Inline markdown nodes as the HTML GitBook writes in table cells. */
function phrasingHtml(nodes: md.PhrasingContent[]): string {
  return nodes
    .map((n): string => {
      switch (n.type) {
        case 'text':
          return escapeHtml(n.value).replace(/\n/g, '<br>');
        case 'strong':
          return `<strong>${phrasingHtml(n.children)}</strong>`;
        case 'emphasis':
          return `<em>${phrasingHtml(n.children)}</em>`;
        case 'delete':
          return `<s>${phrasingHtml(n.children)}</s>`;
        case 'inlineCode':
          return `<code>${escapeHtml(n.value)}</code>`;
        case 'link':
          return `<a href="${attr(n.url)}">${phrasingHtml(n.children)}</a>`;
        case 'image':
          return `<img src="${attr(n.url)}" alt="${attr(n.alt ?? '')}">`;
        case 'break':
          return '<br>';
        case 'html':
          return n.value;
        default:
          return '';
      }
    })
    .join('');
}

type Leaf = { text: string; marks: string[]; colors: Record<string, string> };

/** Inline nodes; marks nest so that neighbours sharing a mark share its delimiters. */
function inlines(nodes: DocNode[] = []): md.PhrasingContent[] {
  const out: md.PhrasingContent[] = [];
  let run: Leaf[] = [];
  const flush = () => {
    out.push(...marked(run));
    run = [];
  };
  for (const n of nodes) {
    if (n.object === 'text') {
      for (const leaf of n.leaves ?? []) {
        const colors: Record<string, string> = {};
        const marks = (leaf.marks ?? []).map((m) => {
          if (m.type !== 'color') return m.type;
          const key = `color:${m.data?.text ?? 'default'}:${m.data?.background ?? 'default'}`;
          colors[key] = colorTag(m.data?.text, m.data?.background);
          return key;
        });
        if (leaf.text) run.push({ text: leaf.text, marks, colors });
      }
      continue;
    }
    flush();
    const data = n.data ?? {};
    if (n.type === 'link') out.push({ type: 'link', url: refUrl(data.ref), children: inlines(n.nodes) });
    else if (n.type === 'inline-image' && (data.refDark || data.size)) out.push(html(imgTag(data)));
    else if (n.type === 'button') out.push(html(buttonHtml(data)));
    else if (n.type === 'inline-image')
      out.push({ type: 'image', url: refUrl(data.ref), alt: (data.alt as string) ?? '' });
    else if (n.type === 'inline-math') out.push(html(`$$${String(data.formula ?? '')}$$`));
    else out.push(...inlines(n.nodes));
  }
  flush();
  return out;
}

const colorTag = (text = 'default', background = 'default') => {
  const style = [
    text !== 'default' ? `color:${text};` : '',
    background !== 'default' ? `background-color:${background};` : '',
  ];
  return `<mark style="${style.join('')}">`;
};

function marked(leaves: Leaf[], applied: string[] = []): md.PhrasingContent[] {
  const out: md.PhrasingContent[] = [];
  let i = 0;
  while (i < leaves.length) {
    const mark = leaves[i].marks.find((m) => !applied.includes(m) && m !== 'code');
    if (!mark) {
      const leaf = leaves[i++];
      out.push(
        leaf.marks.includes('code') ? { type: 'inlineCode', value: leaf.text } : { type: 'text', value: leaf.text },
      );
      continue;
    }
    let j = i;
    while (j < leaves.length && leaves[j].marks.includes(mark)) j++;
    const inner = marked(leaves.slice(i, j), [...applied, mark]);
    if (mark === 'bold') out.push({ type: 'strong', children: inner });
    else if (mark === 'italic') out.push({ type: 'emphasis', children: inner });
    else if (mark === 'strikethrough') out.push({ type: 'delete', children: inner });
    else if (mark.startsWith('color:')) out.push(html(leaves[i].colors[mark]), ...inner, html('</mark>'));
    else out.push(...inner);
    i = j;
  }
  return out;
}
