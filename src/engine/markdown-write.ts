/**
 * GitBook's JSON document back to markdown, the way GitBook's Git Sync writes it: GFM through
 * mdast-util-to-markdown (+ GFM), GitBook's blocks as `{% tag %}` / `<details>` / `$$` /
 * `<figure>` / `<mark>`. `markdownToDocument(documentToMarkdown(doc))` gives `doc` back, and a page
 * written in this form comes back unchanged (test/unit/markdown-blocks.test.ts).
 */
import type * as md from 'mdast';
import { toMarkdown, type Handle, type Options } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import type { GitbookBlock } from './gitbook-blocks.ts';
import type { JsonDocument } from './markdown.ts';

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

type Ref = { kind: string; url?: string; file?: string; page?: string };

/** The URL written for a content reference. */
export function refUrl(ref: unknown): string {
  const r = (ref ?? {}) as Ref;
  if (r.kind === 'file' && r.file) return `/.gitbook/assets/${encodeURIComponent(r.file)}`;
  return r.url ?? '';
}

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
  switch (node.name) {
    case 'math':
      return `$$\n${node.value ?? ''}\n$$`;
    case 'embed':
      return tagLine('embed', node.attrs);
    case 'file':
      return node.children.length ? wrap(flow()) : tagLine('file', node.attrs);
    case 'content-ref':
      return wrap(`[${node.attrs.url}](${node.attrs.url})`);
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

/** Markdown for GitBook's JSON document. */
export function documentToMarkdown(doc: JsonDocument | { nodes: unknown[] }): string {
  const root: md.Root = { type: 'root', children: blocks(doc.nodes as DocNode[]) };
  return toMarkdown(root, options).replace(/\n+$/, '\n');
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
    case 'heading-3':
      return [{ type: 'heading', depth: Number(node.type.slice(-1)) as 1 | 2 | 3, children: inlines(node.nodes) }];
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
    default:
      // Blocks with no markdown form keep their content.
      return kids();
  }
}

function images(node: DocNode): md.RootContent[] {
  const list = node.nodes ?? [];
  const figures = list.filter((img) => img.fragments?.some((f) => f.fragment === 'caption' && f.nodes.length));
  if (figures.length) {
    return list.map((img) => {
      const caption = paragraphText(img.fragments?.find((f) => f.fragment === 'caption'));
      const src = attr(refUrl(img.data?.ref));
      const alt = attr(String(img.data?.alt ?? ''));
      return html(
        `<figure><img src="${src}" alt="${alt}">${caption ? `<figcaption><p>${caption}</p></figcaption>` : ''}</figure>`,
      );
    });
  }
  const children: md.PhrasingContent[] = [];
  list.forEach((img, i) => {
    if (i) children.push({ type: 'text', value: ' ' });
    children.push({ type: 'image', url: refUrl(img.data?.ref), alt: (img.data?.alt as string) ?? '' });
  });
  return [{ type: 'paragraph', children }];
}

function table(node: DocNode): md.Table {
  const data = node.data as {
    view?: { columns?: string[] };
    records?: Record<string, { orderIndex: string; values: Record<string, string> }>;
    definition?: Record<string, { title?: string; textAlignment?: string }>;
  };
  const columns = data.view?.columns ?? [];
  const fragments = new Map((node.fragments ?? []).map((f) => [f.fragment, f]));
  const cell = (children: md.PhrasingContent[]): md.TableCell => ({ type: 'tableCell', children });
  const header: md.TableRow = {
    type: 'tableRow',
    children: columns.map((c) => cell([{ type: 'text', value: data.definition?.[c]?.title ?? '' }])),
  };
  const rows = Object.values(data.records ?? {})
    .sort((a, b) => (a.orderIndex < b.orderIndex ? -1 : a.orderIndex > b.orderIndex ? 1 : 0))
    .map(
      (record): md.TableRow => ({
        type: 'tableRow',
        children: columns.map((c) => cell(inlines(fragments.get(record.values[c])?.nodes?.[0]?.nodes ?? []))),
      }),
    );
  const align = columns.map((c) => {
    const a = data.definition?.[c]?.textAlignment;
    return a === 'center' || a === 'right' ? a : null;
  });
  return { type: 'table', align, children: [header, ...rows] };
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
