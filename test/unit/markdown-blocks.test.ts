import { readdirSync, readFileSync } from 'node:fs';
import type * as mdast from 'mdast';
import { describe, expect, it } from 'vitest';
import { markdownToDocument, parseMarkdown } from '../../src/engine/markdown.ts';
import { documentToMarkdown } from '../../src/engine/markdown-write.ts';
import {
  type DocNode,
  fragmentsOf,
  gitbookDocument,
  leavesOfText,
  type NodeType,
  nodeOf,
  nodesOf,
  ofType,
} from '../support/blocks.ts';
import { schemaErrors } from '../support/gitbook.ts';

const page = readFileSync(new URL('../fixtures/markdown/gitbook-blocks.md', import.meta.url), 'utf8');

function convert(markdown: string) {
  const doc = markdownToDocument(markdown);
  expect(schemaErrors('JSONDocument', doc)).toEqual([]);
  return gitbookDocument(doc).nodes;
}

const texts = (node: DocNode): string =>
  'leaves' in node
    ? node.leaves.map((l) => l.text).join('')
    : [...nodesOf(node), ...fragmentsOf(node)].map(texts).join('');

/** The children of an mdast node; throws for a leaf (text, code...). */
const childrenOf = (node: mdast.Nodes) => {
  if (!('children' in node)) throw new Error(`expected a parent node, got ${node.type}`);
  return node.children;
};

describe("GitBook's markdown blocks", () => {
  it('a page made of every block round-trips markdown -> document -> markdown unchanged', () => {
    const doc = markdownToDocument(page);
    expect(schemaErrors('JSONDocument', doc)).toEqual([]);
    expect(documentToMarkdown(doc)).toBe(page);
    // And the document survives its own markdown.
    expect(markdownToDocument(documentToMarkdown(doc))).toEqual(doc);
  });

  it("documentToMarkdown keeps the document of any markdown: the project's own docs come back as the same document", () => {
    const docs = new URL('../../docs/', import.meta.url);
    const files = [
      new URL('../../README.md', import.meta.url),
      ...readdirSync(docs)
        .filter((name) => name.endsWith('.md'))
        .map((name) => new URL(name, docs)),
    ];
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) {
      const doc = markdownToDocument(readFileSync(file, 'utf8'));
      expect(markdownToDocument(documentToMarkdown(doc)), file.pathname).toEqual(doc);
    }
  });

  it('each block becomes its GitBook document node', () => {
    const nodes = convert(page);
    const byType = <T extends NodeType>(type: T) => ofType(nodes, type);
    expect(nodes.map((n) => n.type)).toEqual([
      'heading-1',
      'paragraph',
      'hint',
      'hint',
      'tabs',
      'code',
      'embed',
      'content-ref',
      'file',
      'expandable',
      'stepper',
      'columns',
      'math',
      'images',
      'images',
      'swagger',
      'list-ordered',
      'list-tasks',
      'table',
      'blockquote',
      'divider',
    ]);
    const [info, danger] = byType('hint');
    expect(info.data).toEqual({ style: 'info' });
    expect(info.nodes.map((n) => n.type)).toEqual(['paragraph', 'paragraph']);
    expect(danger.data.style).toBe('danger');
    const [tabs] = byType('tabs');
    expect(tabs.nodes.map((t) => [t.type, t.data.title])).toEqual([
      ['tabs-item', 'Windows'],
      ['tabs-item', 'macOS'],
    ]);
    expect(tabs.nodes[1].nodes[0].type).toBe('list-unordered');
    const [code] = byType('code');
    expect(code.data).toEqual({ syntax: 'ts', title: 'index.ts', overflow: 'wrap', lineNumbers: true });
    expect(code.nodes.map(texts)).toEqual(['const a = 1;', 'console.log(a);']);
    expect(byType('embed')[0].data).toEqual({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(byType('content-ref')[0].data.ref).toEqual({ kind: 'url', url: '/guide/install' });
    // Files and images under /.gitbook/assets/{id} are file references.
    expect(byType('file')[0].data.ref).toEqual({ kind: 'file', file: 'file-1' });
    const [figure, plain] = byType('images');
    expect(figure.nodes[0].data).toEqual({ ref: { kind: 'file', file: 'image-1' }, alt: 'A diagram' });
    expect(texts(figure.nodes[0])).toBe('The caption');
    expect(plain.nodes[0].data.ref).toEqual({ kind: 'url', url: 'https://example.com/plain.png' });
    const [details] = byType('expandable');
    expect(details.fragments.map((f) => [f.fragment, texts(f)])).toEqual([
      ['expandable-title', 'Click to open'],
      ['expandable-body', 'Hidden content.'],
    ]);
    const [stepper] = byType('stepper');
    expect(stepper.nodes.map((s) => [s.type, s.nodes[0].type, texts(s.nodes[0])])).toEqual([
      ['stepper-step', 'heading-3', 'First step'],
      ['stepper-step', 'heading-3', 'Second step'],
    ]);
    expect(byType('columns')[0].nodes.map(texts)).toEqual(['Left column.', 'Right column.']);
    expect(byType('math')[0].data).toEqual({ formula: 'f(x) = x^2' });
    expect(byType('swagger')[0].data).toMatchObject({
      ref: { kind: 'url', url: 'https://petstore.swagger.io/v2/swagger.json' },
      path: '/pet',
      method: 'post',
    });
    // Inline: a color mark from <mark>, inline math from $$...$$.
    const para = nodeOf(nodes[1], 'paragraph');
    const red = para.nodes.flatMap(leavesOfText).find((l) => l.text === 'red text');
    expect(red?.marks).toEqual([{ object: 'mark', type: 'color', data: { text: 'red', background: 'default' } }]);
    expect(ofType(para.nodes, 'inline-math')[0].data).toEqual({ formula: 'e = mc^2' });
  });

  it('tags inside fenced code stay code; an unclosed container tag stays text', () => {
    const nodes = convert(
      '```md\n{% hint style="info" %}\nx\n{% endhint %}\n```\n\n{% hint style="info" %}\nnever closed\n',
    );
    expect(nodes[0].type).toBe('code');
    expect(nodesOf(nodes[0]).map(texts)).toEqual(['{% hint style="info" %}', 'x', '{% endhint %}']);
    expect(nodes[1].type).toBe('paragraph');
    expect(texts(nodes[1])).toContain('{% hint style="info" %}');
  });

  it('nested blocks: a hint in a tab, a hint in a step; what a container may not hold keeps its content', () => {
    const md =
      '{% tabs %}\n{% tab title="A" %}\n{% hint style="warning" %}\nCareful.\n{% endhint %}\n{% endtab %}\n{% endtabs %}\n\n{% stepper %}\n{% step %}\n{% hint style="success" %}\nDone.\n{% endhint %}\n{% endstep %}\n{% endstepper %}\n';
    const [tabs, stepper] = convert(md);
    const tabHint = nodeOf(tabs, 'tabs').nodes[0].nodes[0];
    expect(tabHint).toMatchObject({ type: 'hint', data: { style: 'warning' } });
    expect(texts(tabHint)).toBe('Careful.');
    expect(nodeOf(stepper, 'stepper').nodes[0].nodes[0]).toMatchObject({ type: 'hint', data: { style: 'success' } });
    expect(documentToMarkdown(markdownToDocument(md))).toBe(md);
    // Tabs in a tab (GitBook's schema has no such thing): the inner tab's content stays, as blocks.
    const [outer] = convert(
      '{% tabs %}\n{% tab title="A" %}\n{% tabs %}\n{% tab title="B" %}\nInner.\n{% endtab %}\n{% endtabs %}\n{% endtab %}\n{% endtabs %}\n',
    );
    expect(nodeOf(outer, 'tabs').nodes[0].nodes.map((n) => [n.type, texts(n)])).toEqual([['paragraph', 'Inner.']]);
  });

  it('front matter is not content; HTML tables, images and details become nodes', () => {
    const nodes = convert(
      [
        '---',
        'description: What this page is about',
        'icon: rocket',
        '---',
        '',
        'Body.',
        '',
        '<table><thead><tr><th>Key</th><th>Value</th></tr></thead><tbody><tr><td>a</td><td>1</td></tr><tr><td>b</td><td>2</td></tr></tbody></table>',
        '',
        '<img src="/.gitbook/assets/pic" alt="Pic">',
        '',
        '<details><summary>More</summary>Inside.</details>',
        '',
        'Text<br>after a break.',
      ].join('\n'),
    );
    expect(nodes.map((n) => n.type)).toEqual(['paragraph', 'table', 'images', 'expandable', 'paragraph']);
    expect(texts(nodes[0])).toBe('Body.');
    const table = nodeOf(nodes[1], 'table');
    expect(Object.values(table.data.definition).map((d) => d.title)).toEqual(['Key', 'Value']);
    expect(table.fragments.map(texts)).toEqual(['a', '1', 'b', '2']);
    expect(nodeOf(nodes[2], 'images').nodes[0].data).toEqual({ ref: { kind: 'file', file: 'pic' }, alt: 'Pic' });
    expect(fragmentsOf(nodes[3]).map(texts)).toEqual(['More', 'Inside.']);
    expect(texts(nodes[4])).toBe('Text\nafter a break.');
  });

  it('positions of nodes inside blocks are offsets into the whole page', () => {
    const md = 'Intro.\n\n{% hint style="info" %}\nSee [the guide](/guide).\n{% endhint %}\n';
    const hint = parseMarkdown(md).children[1];
    const link = childrenOf(childrenOf(hint)[0])[1];
    expect(link.type).toBe('link');
    expect(md.slice(link.position!.start.offset, link.position!.end.offset)).toBe('[the guide](/guide)');
    expect(link.position!.start.line).toBe(4);
  });
});
