/**
 * GitBook's blocks (`{% hint %}`, tabs, steppers, columns, updates...: the `gitbook` nodes of
 * gitbook-blocks.ts) as its document nodes, and what each container may hold.
 */

import { type GitbookBlock, isIntegration } from './gitbook-blocks.ts';
import {
  type Block,
  type BlockConverter,
  blockText,
  includeRef,
  leafText,
  paragraph,
  refOf,
} from './markdown-nodes.ts';

/** GitBook's blocks (see gitbook-blocks.ts) as its document nodes. */
export function gitbookBlocks(c: BlockConverter, node: GitbookBlock): Block[] {
  const { attrs } = node;
  // A container's items; content between them (outside any `{% tab %}`) joins the item before it, or the first.
  const kids = (name: string) => {
    const items: GitbookBlock[] = [];
    let stray: GitbookBlock['children'] = [];
    for (const child of node.children) {
      if (child.type === 'gitbook' && child.name === name) {
        items.push({ ...child, children: [...stray, ...child.children] });
        stray = [];
      } else if (items.length) items[items.length - 1].children.push(child);
      else stray.push(child);
    }
    if (stray.length) {
      c.note(`content outside any ${name} of a ${node.name} block: kept in a ${name} of its own`);
      items.push({ ...node, name, attrs: {}, children: stray });
    }
    return items;
  };
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
      return [{ object: 'block', type: 'hint', data: { style }, nodes: c.someBlocks(node.children, IN_HINT) }];
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
            nodes: c.someBlocks(tab.children, IN_TAB),
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
            nodes: c.someBlocks(step.children, IN_STEP),
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
            nodes: c.someBlocks(column.children, IN_COLUMN),
          })),
        },
      ];
    case 'code': {
      const [inner, ...rest] = c.blocks(node.children);
      if (inner?.type !== 'code' || rest.length) return c.blocks(node.children);
      const data: Record<string, unknown> = { ...inner.data };
      if (attrs.title !== undefined) data.title = attrs.title;
      if (attrs.overflow === 'wrap' || attrs.overflow === 'scroll') data.overflow = attrs.overflow;
      if (attrs.lineNumbers !== undefined) data.lineNumbers = attrs.lineNumbers === 'true';
      return [{ ...inner, data }];
    }
    case 'embed':
      return attrs.url ? [voidBlock('embed', { url: attrs.url }), ...c.blocks(node.children)] : [];
    case 'content-ref':
      return attrs.url ? [voidBlock('content-ref', { ref: refOf(attrs.url) })] : [];
    case 'file': {
      if (!attrs.src) return [];
      const file = voidBlock('file', { ref: refOf(attrs.src) });
      const caption = c.blocks(node.children).filter((b) => b.type === 'paragraph');
      if (caption.length) file.fragments = [{ object: 'fragment', fragment: 'caption', nodes: caption }];
      return [file];
    }
    case 'swagger':
    case 'openapi': {
      const src = attrs.src ?? '';
      const data: Record<string, unknown> = { ref: refOf(src) };
      if (attrs.path) data.path = attrs.path;
      if (attrs.method) data.method = attrs.method.toLowerCase();
      return [{ ...voidBlock('swagger', data), meta: { id: c.key('openapi-') } }];
    }
    case 'page-ref':
      // GitBook's legacy page link: today's content-ref.
      return attrs.page ? [voidBlock('content-ref', { ref: refOf(attrs.page) })] : [];
    case 'include':
      return node.value ? [voidBlock('reusable-content', { ref: includeRef(node.value) })] : [];
    case 'prompt': {
      const [inner, ...rest] = c.blocks(node.children);
      if (inner?.type !== 'code' || rest.length) return c.blocks(node.children);
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
          nodes: c.someBlocks(node.children),
        },
      ];
    case 'updates': {
      const updates = kids('update').flatMap((update): Block[] => {
        const date = updateDate(update.attrs.date);
        // An update without a readable date keeps its content, outside the update.
        if (!date) return c.blocks(update.children);
        const data: Record<string, unknown> = { date };
        const tags = (update.attrs.tags ?? '').split(',').filter((t) => t.trim());
        if (tags.length) data.tags = tags.map((tag) => ({ kind: 'tag', tag: tag.trim() }));
        return [
          {
            object: 'block',
            type: 'update',
            data,
            isVoid: false,
            nodes: c.someBlocks(update.children, IN_UPDATE),
          },
        ];
      });
      if (!updates.every((u) => u.type === 'update')) return updates;
      const format = ['numeric', 'full', 'short'].includes(attrs.format) ? attrs.format : 'full';
      return [{ object: 'block', type: 'updates', data: { format }, isVoid: false, nodes: updates }];
    }
    case 'details':
      return [c.expandable(node.value ?? '', c.someBlocks(node.children), attrs.open === 'true')];
    case 'math':
      return [voidBlock('math', { formula: node.value ?? '' })];
    default:
      if (isIntegration(node.name)) return [integrationBlock(node)];
      return c.blocks(node.children);
  }
}

/**
 * An integration's block (`{% @github-files/github-code-block url=".." %}`): GitBook's `integration`
 * node, its attributes as its properties (`&quot;` read as `"`), kept even though no integration
 * runs here, and written back as it was.
 */
function integrationBlock(node: GitbookBlock): Block {
  const [integration, block] = node.name.slice(1).split('/');
  const props: Record<string, string> = {};
  for (const [k, v] of Object.entries(node.attrs)) props[k] = v.replace(/&quot;/g, '"');
  return { object: 'block', type: 'integration', data: { integration, block, props }, isVoid: true };
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
// GitBook's schema leaves images out of hints and list items and tables out of tabs and quotes, but its editor
// puts them there, Git Sync writes them there (an indented `<figure>`, a `<table>` in a tab) and its
// renderer shows any block: kept.
// So are blocks indented under a list item (`{% embed %}`, an integration's block, a file).
const IN_HINT = new Set([...ESSENTIALS, 'embed', 'integration', 'table', 'images']);
export const IN_QUOTE = new Set([...ESSENTIALS, 'blockquote', 'table']);
export const IN_LIST_ITEM = new Set([
  ...ESSENTIALS,
  'code',
  'hint',
  'blockquote',
  'math',
  'table',
  'images',
  'embed',
  'integration',
  'file',
  'content-ref',
]);
const IN_TAB = new Set([
  ...ESSENTIALS,
  'integration',
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
export function fitInto(blocks: Block[], allowed: ReadonlySet<string>): Block[] {
  return blocks.flatMap((b) => {
    if (allowed.has(b.type)) return [b];
    if (['tabs', 'stepper', 'columns', 'tabs-item', 'stepper-step', 'column', 'hint'].includes(b.type))
      return fitInto((b.nodes ?? []) as Block[], allowed);
    const text = blockText(b);
    return text ? [paragraph([leafText(text)])] : [];
  });
}
