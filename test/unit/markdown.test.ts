import type { DocumentFragment, DocumentTextLeaf } from '@gitbook/api';
import { describe, expect, it } from 'vitest';
import { leadingTitle, markdownToDocument } from '../../src/engine/markdown.ts';
import { type DocNode, fragmentsOf, gitbookDocument, nodeOf, nodesOf, ofType } from '../support/blocks.ts';
import { schemaErrors } from '../support/gitbook.ts';

/** Converts, checks the result against OpenAPI's JSONDocument schema, returns the top-level nodes. */
function convert(markdown: string) {
  const doc = markdownToDocument(markdown);
  expect(schemaErrors('JSONDocument', doc)).toEqual([]);
  expect(doc.object).toBe('document');
  return gitbookDocument(doc).nodes;
}

const texts = (node: DocNode): string =>
  'leaves' in node
    ? node.leaves.map((l) => l.text).join('')
    : [...nodesOf(node), ...fragmentsOf(node)].map(texts).join('');

const leaves = (node: DocNode): DocumentTextLeaf[] => ('leaves' in node ? node.leaves : nodesOf(node).flatMap(leaves));

describe('markdown -> GitBook JSON document', () => {
  it('headings 1-3 with anchor ids; deeper headings become heading-3', () => {
    const nodes = convert('# Intro\n\n## Set up\n\n### Step one\n\n#### Deep\n\n##### Deeper\n\n# Intro\n');
    expect(nodes.map((n) => n.type)).toEqual([
      'heading-1',
      'heading-2',
      'heading-3',
      'heading-3',
      'heading-3',
      'heading-1',
    ]);
    expect(nodes).toMatchObject(
      ['intro', 'set-up', 'step-one', 'deep', 'deeper', 'intro-1'].map((id) => ({ meta: { id } })),
    );
    expect(texts(nodes[1])).toBe('Set up');
  });

  it('paragraphs with bold, italic, strikethrough and inline code marks (nested marks combine)', () => {
    const [p] = convert('Plain **bold** _italic_ ~~gone~~ `code` ***both***');
    expect(p.type).toBe('paragraph');
    const marks = Object.fromEntries(leaves(p).map((l) => [l.text, l.marks.map((m) => m.type).sort()]));
    expect(marks).toMatchObject({
      'Plain ': [],
      bold: ['bold'],
      italic: ['italic'],
      gone: ['strikethrough'],
      code: ['code'],
      both: ['bold', 'italic'],
    });
  });

  it('links are inline link nodes with a URL ref; autolinks too', () => {
    const [p] = convert('See [the docs](https://example.com/docs "Docs") and https://example.org.');
    const links = ofType(nodesOf(p), 'link');
    expect(links.map((l) => l.data.ref)).toEqual([
      { kind: 'url', url: 'https://example.com/docs' },
      { kind: 'url', url: 'https://example.org' },
    ]);
    expect(texts(links[0])).toBe('the docs');
  });

  it('an image alone in a paragraph is an images block; within text it is an inline image', () => {
    const [images, inline] = convert(
      '![A cat](https://example.com/cat.png "The cat")\n\nText ![icon](icon.svg) here\n',
    );
    expect(images.type).toBe('images');
    const [image] = nodeOf(images, 'images').nodes;
    expect(image).toMatchObject({
      type: 'image',
      data: { ref: { kind: 'url', url: 'https://example.com/cat.png' }, alt: 'A cat' },
    });
    expect(texts(image.fragments[0])).toBe('The cat');
    expect(inline.type).toBe('paragraph');
    expect(ofType(nodesOf(inline), 'inline-image')[0].data).toEqual({
      ref: { kind: 'url', url: 'icon.svg' },
      alt: 'icon',
    });
  });

  it('unordered, ordered (with start) and nested lists; task lists with checked items', () => {
    const nodes = convert('- one\n- two\n  - nested\n\n3. three\n4. four\n\n- [x] done\n- [ ] todo\n');
    expect(nodes.map((n) => n.type)).toEqual(['list-unordered', 'list-ordered', 'list-tasks']);
    expect(nodeOf(nodes[0], 'list-unordered').nodes[1].nodes.map((n) => n.type)).toEqual([
      'paragraph',
      'list-unordered',
    ]);
    expect(nodeOf(nodes[1], 'list-ordered').data).toEqual({ start: 3 });
    const tasks = nodeOf(nodes[2], 'list-tasks');
    expect(tasks.nodes.map((i) => i.data?.checked)).toEqual([true, false]);
    expect(tasks.nodes.map(texts)).toEqual(['done', 'todo']);
  });

  it('code blocks keep their language and one code-line per line', () => {
    const [code, plain] = convert('```ts\nconst a = 1;\n\nconst b = 2;\n```\n\n    indented\n');
    expect(code).toMatchObject({ type: 'code', data: { syntax: 'ts' } });
    expect(nodesOf(code).map(texts)).toEqual(['const a = 1;', '', 'const b = 2;']);
    expect(plain.type).toBe('code');
    expect(nodeOf(plain, 'code').data).toEqual({});
  });

  it('blockquotes, nested ones, and thematic breaks', () => {
    const nodes = convert('> quoted **text**\n> > inner\n\n---\n');
    expect(nodes.map((n) => n.type)).toEqual(['blockquote', 'divider']);
    expect(nodeOf(nodes[0], 'blockquote').nodes.map((n) => n.type)).toEqual(['paragraph', 'blockquote']);
    expect(nodes[1]).toEqual({ object: 'block', type: 'divider', data: {}, isVoid: true });
  });

  it('GFM tables: header titles become column definitions with their alignment, cells become fragments', () => {
    const [table] = convert(
      '| Name | Size | Note |\n|:-----|-----:|:----:|\n| a | **1** | x |\n| b | 2 | [y](https://y.example) |\n',
    );
    expect(table.type).toBe('table');
    const { data, fragments: cellList } = nodeOf(table, 'table');
    const { view, definition, records } = data;
    expect(view.columns.map((c) => definition[c].title)).toEqual(['Name', 'Size', 'Note']);
    // Each column's textAlignment (a field of text columns only), in order.
    expect(view.columns.map((c) => definition[c])).toMatchObject([
      { textAlignment: 'left' },
      { textAlignment: 'right' },
      { textAlignment: 'center' },
    ]);
    const rows = Object.values(records).sort((x, y) => (x.orderIndex < y.orderIndex ? -1 : 1));
    const fragments = new Map<unknown, DocumentFragment>(cellList.map((f) => [f.fragment, f]));
    const cells = rows.map((r) => view.columns.map((c) => texts(fragments.get(r.values[c])!)));
    expect(cells).toEqual([
      ['a', '1', 'x'],
      ['b', '2', 'y'],
    ]);
  });

  it('keeps raw HTML and footnotes as text; empty markdown is an empty document', () => {
    const nodes = convert('<div>raw</div>\n\nNote[^1]\n\n[^1]: The note.\n');
    expect(nodes.map(texts).join('|')).toContain('<div>raw</div>');
    expect(nodes.map(texts).join('|')).toContain('The note.');
    expect(convert('')).toEqual([]);
  });

  it('a long mixed document stays valid', () => {
    const md = Array.from(
      { length: 50 },
      (_, i) =>
        `## Section ${i}\n\nText ${i} with **bold** and [a link](https://e.com/${i}).\n\n- item\n- [x] task\n\n| a | b |\n|---|---|\n| ${i} | z |\n\n\`\`\`js\nx(${i})\n\`\`\`\n`,
    ).join('\n');
    expect(convert(md)).toHaveLength(250);
  });

  it('leadingTitle reads a first-level heading at the top', () => {
    expect(leadingTitle('# Hello *world*\n\nbody')).toBe('Hello world');
    expect(leadingTitle('body\n\n# Not first')).toBeUndefined();
  });
});
