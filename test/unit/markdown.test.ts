import { describe, expect, it } from 'vitest';
import { leadingTitle, markdownToDocument } from '../../src/engine/markdown.ts';
import { schemaErrors } from '../support/gitbook.ts';

/** Converts, checks the result against OpenAPI's JSONDocument schema, returns the top-level nodes. */
function convert(markdown: string) {
  const doc = markdownToDocument(markdown);
  expect(schemaErrors('JSONDocument', doc)).toEqual([]);
  expect(doc.object).toBe('document');
  return doc.nodes as any[];
}

const texts = (node: any): string =>
  node.leaves
    ? node.leaves.map((l: any) => l.text).join('')
    : [...(node.nodes ?? []), ...(node.fragments ?? [])].map(texts).join('');

const leaves = (node: any): any[] => (node.leaves ? node.leaves : (node.nodes ?? []).flatMap(leaves));

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
    expect(nodes.map((n) => n.meta.id)).toEqual(['intro', 'set-up', 'step-one', 'deep', 'deeper', 'intro-1']);
    expect(texts(nodes[1])).toBe('Set up');
  });

  it('paragraphs with bold, italic, strikethrough and inline code marks (nested marks combine)', () => {
    const [p] = convert('Plain **bold** _italic_ ~~gone~~ `code` ***both***');
    expect(p.type).toBe('paragraph');
    const marks = Object.fromEntries(leaves(p).map((l) => [l.text, l.marks.map((m: any) => m.type).sort()]));
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
    const links = p.nodes.filter((n: any) => n.type === 'link');
    expect(links.map((l: any) => l.data.ref)).toEqual([
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
    expect(images.nodes[0]).toMatchObject({
      type: 'image',
      data: { ref: { kind: 'url', url: 'https://example.com/cat.png' }, alt: 'A cat' },
    });
    expect(texts(images.nodes[0].fragments[0])).toBe('The cat');
    expect(inline.type).toBe('paragraph');
    expect(inline.nodes.find((n: any) => n.type === 'inline-image').data).toEqual({
      ref: { kind: 'url', url: 'icon.svg' },
      alt: 'icon',
    });
  });

  it('unordered, ordered (with start) and nested lists; task lists with checked items', () => {
    const nodes = convert('- one\n- two\n  - nested\n\n3. three\n4. four\n\n- [x] done\n- [ ] todo\n');
    expect(nodes.map((n) => n.type)).toEqual(['list-unordered', 'list-ordered', 'list-tasks']);
    expect(nodes[0].nodes[1].nodes.map((n: any) => n.type)).toEqual(['paragraph', 'list-unordered']);
    expect(nodes[1].data).toEqual({ start: 3 });
    expect(nodes[2].nodes.map((i: any) => i.data.checked)).toEqual([true, false]);
    expect(nodes[2].nodes.map(texts)).toEqual(['done', 'todo']);
  });

  it('code blocks keep their language and one code-line per line', () => {
    const [code, plain] = convert('```ts\nconst a = 1;\n\nconst b = 2;\n```\n\n    indented\n');
    expect(code).toMatchObject({ type: 'code', data: { syntax: 'ts' } });
    expect(code.nodes.map(texts)).toEqual(['const a = 1;', '', 'const b = 2;']);
    expect(plain.type).toBe('code');
    expect(plain.data).toEqual({});
  });

  it('blockquotes, nested ones, and thematic breaks', () => {
    const nodes = convert('> quoted **text**\n> > inner\n\n---\n');
    expect(nodes.map((n) => n.type)).toEqual(['blockquote', 'divider']);
    expect(nodes[0].nodes.map((n: any) => n.type)).toEqual(['paragraph', 'blockquote']);
    expect(nodes[1]).toEqual({ object: 'block', type: 'divider', data: {}, isVoid: true });
  });

  it('GFM tables: header titles become column definitions with their alignment, cells become fragments', () => {
    const [table] = convert(
      '| Name | Size | Note |\n|:-----|-----:|:----:|\n| a | **1** | x |\n| b | 2 | [y](https://y.example) |\n',
    );
    expect(table.type).toBe('table');
    const { view, definition, records } = table.data;
    expect(view.columns.map((c: string) => definition[c].title)).toEqual(['Name', 'Size', 'Note']);
    expect(view.columns.map((c: string) => definition[c].textAlignment)).toEqual(['left', 'right', 'center']);
    const rows = Object.values(records).sort((x: any, y: any) => (x.orderIndex < y.orderIndex ? -1 : 1)) as any[];
    const fragments = new Map(table.fragments.map((f: any) => [f.fragment, f]));
    const cells = rows.map((r) => view.columns.map((c: string) => texts(fragments.get(r.values[c]))));
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
