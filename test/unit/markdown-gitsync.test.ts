/**
 * What GitBook's Git Sync writes beyond the blocks of markdown-blocks.test.ts, as found in real
 * repositories: each construct becomes its document node (no tag or HTML left as text), and
 * documentToMarkdown writes it back the way GitBook does, so the document survives its markdown.
 */
import { describe, expect, it } from 'vitest';
import { markdownToDocument } from '../../src/engine/markdown.ts';
import { documentToMarkdown } from '../../src/engine/markdown-write.ts';
import { documentSections } from '../../src/engine/sections.ts';
import { leavesOf, nodeOf, ofType, textOf } from '../support/blocks.ts';
import { schemaErrors } from '../support/gitbook.ts';

const nodes = (markdown: string) => markdownToDocument(markdown).nodes;

/** The markdown comes back byte for byte, and so does the document. */
function roundTrips(markdown: string) {
  const doc = markdownToDocument(markdown);
  expect(documentToMarkdown(doc)).toBe(markdown);
  expect(markdownToDocument(documentToMarkdown(doc))).toEqual(doc);
}

/** The document comes back from the markdown written for it (the markdown may differ from GitBook's). */
function documentRoundTrips(markdown: string) {
  const doc = markdownToDocument(markdown);
  expect(markdownToDocument(documentToMarkdown(doc))).toEqual(doc);
  return documentToMarkdown(doc);
}

const valid = (markdown: string) => expect(schemaErrors('JSONDocument', markdownToDocument(markdown))).toEqual([]);

/** The text leaves under a node, and its text (test/support/blocks.ts). */
const leaves = leavesOf;
const text = textOf;

describe('GitBook block tags', () => {
  it('{% prompt %}: a prompt block holding its code block', () => {
    const md =
      '{% prompt description="Summarize a release" icon="sparkles" openInAIProviders="true" defaultExpanded="full" %}\n```markdown\nSummarize the changes.\n```\n{% endprompt %}\n';
    const [prompt] = nodes(md);
    expect(prompt).toMatchObject({
      type: 'prompt',
      data: { description: 'Summarize a release', icon: 'sparkles', openInAIProviders: true, defaultExpanded: 'full' },
    });
    expect(nodeOf(prompt, 'prompt').nodes.map((n) => [n.type, n.data.syntax, text(n)])).toEqual([
      ['code', 'markdown', 'Summarize the changes.'],
    ]);
    valid(md);
    roundTrips(md);
  });

  it('{% if expression %}: a conditional block; its expression is not an attribute', () => {
    const md =
      '{% if !visitor.claims.unsigned.bucket.IF_BLOCK === true %}\nOnly **some** readers see this.\n{% endif %}\n';
    const [block] = nodes(md);
    expect(block.type).toBe('if');
    expect(block.data).toEqual({ expression: '!visitor.claims.unsigned.bucket.IF_BLOCK === true' });
    expect(text(block)).toBe('Only some readers see this.');
    valid(md);
    roundTrips(md);
  });

  it('{% updates %} / {% update %}: dated, tagged updates', () => {
    const md = [
      '{% updates format="full" %}',
      '{% update date="2026-01-12" tags="new-releases,fixes" %}',
      '## Faster imports',
      '',
      'Twice as fast.',
      '{% endupdate %}',
      '',
      '{% update date="2025-08-19" %}',
      'A quiet week.',
      '{% endupdate %}',
      '{% endupdates %}',
      '',
    ].join('\n');
    const [updates] = nodes(md);
    expect(updates).toMatchObject({ type: 'updates', data: { format: 'full' } });
    expect(nodeOf(updates, 'updates').nodes.map((u) => [u.type, u.data, u.nodes.map((n) => n.type)])).toEqual([
      [
        'update',
        {
          date: '2026-01-12T00:00:00.000Z',
          tags: [
            { kind: 'tag', tag: 'new-releases' },
            { kind: 'tag', tag: 'fixes' },
          ],
        },
        ['heading-2', 'paragraph'],
      ],
      ['update', { date: '2025-08-19T00:00:00.000Z' }, ['paragraph']],
    ]);
    valid(md);
    roundTrips(md);
  });

  it('{% include "path" %}: a reusable content, by id under /.gitbook/includes/, else by the path written', () => {
    const md = '{% include "/.gitbook/includes/rc-42" %}\n';
    expect(nodes(md)).toEqual([
      {
        object: 'block',
        type: 'reusable-content',
        data: { ref: { kind: 'reusable-content', reusableContent: 'rc-42' } },
        isVoid: true,
      },
    ]);
    valid(md);
    roundTrips(md);
    const unresolved = '{% include "../.gitbook/includes/missing.md" %}\n';
    expect(nodeOf(nodes(unresolved)[0], 'reusable-content').data.ref.reusableContent).toBe(
      '../.gitbook/includes/missing.md',
    );
    roundTrips(unresolved);
  });

  it("{% page-ref %} (GitBook's legacy page link): a content-ref, written the current way", () => {
    const md = '{% page-ref page="/guide/install" %}\n';
    expect(nodes(md)).toEqual([
      { object: 'block', type: 'content-ref', data: { ref: { kind: 'url', url: '/guide/install' } }, isVoid: true },
    ]);
    expect(documentToMarkdown(markdownToDocument(md))).toBe(
      '{% content-ref url="/guide/install" %}\n[/guide/install](/guide/install)\n{% endcontent-ref %}\n',
    );
  });

  it('prompts in tabs, tables in tabs, images in hints and list items are kept where GitBook writes them', () => {
    const md = [
      '{% tabs %}',
      '{% tab title="Ask" %}',
      '{% prompt description="Ask" %}',
      '```',
      'Explain this page.',
      '```',
      '{% endprompt %}',
      '',
      '<table><thead><tr><th width="120">Key</th><th>Value</th></tr></thead><tbody><tr><td>a</td><td>1</td></tr></tbody></table>',
      '{% endtab %}',
      '{% endtabs %}',
      '',
      '{% hint style="info" %}',
      'See below.',
      '',
      '<img src="/.gitbook/assets/pic" alt="" data-size="original">',
      '{% endhint %}',
      '',
      '1. Open the dialog.',
      '',
      '   <figure><img src="/.gitbook/assets/step" alt=""><figcaption><p>The dialog</p></figcaption></figure>',
      '2. Close it.',
      '',
    ].join('\n');
    const [tabs, hint, list] = nodes(md);
    expect(nodeOf(tabs, 'tabs').nodes[0].nodes.map((n) => n.type)).toEqual(['prompt', 'table']);
    expect(nodeOf(hint, 'hint').nodes.map((n) => n.type)).toEqual(['paragraph', 'images']);
    const [item] = nodeOf(list, 'list-ordered').nodes;
    expect(item.nodes.map((n) => n.type)).toEqual(['paragraph', 'images']);
    expect(nodeOf(item.nodes[1], 'images').nodes[0].data.ref).toEqual({ kind: 'file', file: 'step' });
    documentRoundTrips(md);
  });
});

describe("GitBook's HTML", () => {
  it('<picture>: an image with its dark variant, inline and in a figure', () => {
    const inline =
      'Open the menu <picture><source srcset="/.gitbook/assets/menu-dark" media="(prefers-color-scheme: dark)"><img src="/.gitbook/assets/menu-light" alt="The menu icon"></picture> first.\n';
    const [para] = nodes(inline);
    const parts = nodeOf(para, 'paragraph').nodes;
    expect(parts.map((n) => ('type' in n ? n.type : n.object))).toEqual(['text', 'inline-image', 'text']);
    expect(nodeOf(parts[1], 'inline-image').data).toEqual({
      ref: { kind: 'file', file: 'menu-light' },
      refDark: { kind: 'file', file: 'menu-dark' },
      alt: 'The menu icon',
    });
    expect(text(para)).toBe('Open the menu  first.');
    valid(inline);
    roundTrips(inline);

    const figure =
      '<figure><picture><source srcset="/.gitbook/assets/d" media="(prefers-color-scheme: dark)"><img src="/.gitbook/assets/l" alt="Diagram"></picture><figcaption><p>How it fits</p></figcaption></figure>\n';
    const [images] = nodes(figure);
    expect(nodeOf(images, 'images').nodes[0].data).toEqual({
      ref: { kind: 'file', file: 'l' },
      refDark: { kind: 'file', file: 'd' },
      alt: 'Diagram',
    });
    valid(figure);
    roundTrips(figure);
  });

  it('<img data-size>: an inline image of the line size', () => {
    const md = 'Click <img src="/.gitbook/assets/plus" alt="" data-size="line"> to add.\n';
    expect(nodeOf(nodeOf(nodes(md)[0], 'paragraph').nodes[1], 'inline-image').data).toEqual({
      ref: { kind: 'file', file: 'plus' },
      size: 'line',
    });
    roundTrips(md);
  });

  it('<div> of figures: one images block (side by side, its frame, width and alignment)', () => {
    const md =
      '<div data-with-frame="true"><figure><img src="/.gitbook/assets/a" alt=""><figcaption><p>Before</p></figcaption></figure> <figure><img src="/.gitbook/assets/b" alt=""><figcaption><p>After</p></figcaption></figure></div>\n';
    const [images] = nodes(md);
    expect(images.data).toEqual({ withFrame: true });
    const figures = nodeOf(images, 'images').nodes;
    expect(figures.map((n) => ['file' in n.data.ref ? n.data.ref.file : undefined, text(n)])).toEqual([
      ['a', 'Before'],
      ['b', 'After'],
    ]);
    valid(md);
    roundTrips(md);
  });

  it('cards: typed columns (cover images, a target), hidden columns, formatted text cells', () => {
    const md =
      '<table data-card-size="large" data-view="cards"><thead><tr><th></th><th data-hidden data-card-cover data-type="image">Cover image</th><th data-hidden data-card-cover-dark data-type="image">Cover image (dark)</th><th data-hidden data-card-target data-type="content-ref"></th></tr></thead><tbody><tr><td><strong>Install</strong><br>In two minutes</td><td><a href="/.gitbook/assets/cover">cover.png</a></td><td><a href="/.gitbook/assets/cover-dark">cover-dark.png</a></td><td><a href="/guide/install">install.md</a></td></tr><tr><td>Blocks</td><td></td><td></td><td><a href="https://example.com/">example</a></td></tr></tbody></table>\n';
    const table = nodeOf(nodes(md)[0], 'table');
    const { view, definition, records } = table.data;
    expect(view).toEqual({
      type: 'cards',
      cardSize: 'large',
      columns: ['col-0-0'],
      coverDefinition: 'col-1-1',
      coverDefinitionDark: 'col-2-2',
      targetDefinition: 'col-3-3',
    });
    expect(Object.values(definition).map((d) => [d.type, d.title])).toEqual([
      ['text', ''],
      ['image', 'Cover image'],
      ['image', 'Cover image (dark)'],
      ['content-ref', ''],
    ]);
    const [first, second] = Object.values(records).map((r) => r.values);
    expect(first).toMatchObject({
      'col-1-1': { ref: { kind: 'file', file: 'cover' } },
      'col-2-2': { ref: { kind: 'file', file: 'cover-dark' } },
      'col-3-3': { kind: 'url', url: '/guide/install' },
    });
    expect(second).toMatchObject({ 'col-1-1': null, 'col-3-3': { kind: 'url', url: 'https://example.com/' } });
    const cell = table.fragments.find((f) => f.fragment === first['col-0-0']);
    expect(leaves(cell)).toEqual([
      { object: 'leaf', text: 'Install', marks: [{ object: 'mark', type: 'bold' }] },
      { object: 'leaf', text: '\nIn two minutes', marks: [] },
    ]);
    const written = documentRoundTrips(md);
    expect(written).toContain('<table data-card-size="large" data-view="cards">');
    expect(written).toContain('<th data-hidden data-card-cover data-type="image">Cover image</th>');
    expect(written).toContain('<td><a href="/.gitbook/assets/cover">');
  });

  it('grid tables: widths, alignment, checkbox columns, and a header GFM cannot hide', () => {
    const md =
      '<table data-header-hidden data-full-width="true"><thead><tr><th width="180"></th><th valign="top"></th><th data-type="checkbox"></th></tr></thead><tbody><tr><td><code>root</code></td><td valign="top">The <a href="/guide">content</a> folder</td><td>true</td></tr></tbody></table>\n';
    const table = nodeOf(nodes(md)[0], 'table');
    expect(table.data.view).toEqual({
      type: 'grid',
      columns: ['col-0-0', 'col-1-1', 'col-2-2'],
      hideHeader: true,
      columnWidths: { 'col-0-0': 180 },
    });
    expect(table.data.fullWidth).toBe(true);
    // verticalAlignment: a field of text columns only.
    expect(table.data.definition['col-1-1']).toMatchObject({ verticalAlignment: 'top' });
    expect(Object.values(table.data.records)[0].values['col-2-2']).toBe(true);
    const [link] = ofType(nodeOf(table.fragments[1].nodes[0], 'paragraph').nodes, 'link');
    expect(link.data.ref).toEqual({ kind: 'url', url: '/guide' });
    valid(md);
    roundTrips(md);
    // A plain table GFM can say stays GFM.
    roundTrips('| A | B |\n| - | - |\n| 1 | 2 |\n');
  });

  it('buttons: a link, or an action (search, ask)', () => {
    const md =
      '<a href="/guide/install" class="button primary" data-icon="rocket">Install it</a> <button type="button" class="button secondary" data-action="ask" data-query="How do I import?" data-icon="gitbook-assistant">Ask</button>\n';
    const [para] = nodes(md);
    expect(ofType(nodeOf(para, 'paragraph').nodes, 'button').map((n) => n.data)).toEqual([
      { kind: 'primary', icon: 'rocket', ref: { kind: 'url', url: '/guide/install' }, label: 'Install it' },
      {
        kind: 'secondary',
        icon: 'gitbook-assistant',
        action: { action: 'ask', query: 'How do I import?' },
        label: 'Ask',
      },
    ]);
    expect(text(para)).toBe(' ');
    roundTrips(md);
  });

  it('<pre><code>: a code block with its syntax, title and bold lines', () => {
    const md =
      '<pre class="language-yaml" data-title=".gitbook.yaml"><code class="lang-yaml"><strong>root: ./docs/\n</strong>structure:\n  summary: SUMMARY.md\n</code></pre>\n';
    const [code] = nodes(md);
    expect(code.type).toBe('code');
    expect(code.data).toEqual({ syntax: 'yaml', title: '.gitbook.yaml' });
    expect(
      nodeOf(code, 'code').nodes.map((line) => leaves(line).map((l) => [l.text, l.marks.map((m) => m.type)])),
    ).toEqual([[['root: ./docs/', ['bold']]], [['structure:', []]], [['  summary: SUMMARY.md', []]]]);
    valid(md);
    const written = documentRoundTrips(md);
    expect(written).toBe(
      '<pre class="language-yaml" data-title=".gitbook.yaml"><code class="lang-yaml"><strong>root: ./docs/</strong>\nstructure:\n  summary: SUMMARY.md\n</code></pre>\n',
    );
  });

  it('a heading\'s own anchor (<a href="#id" id="id"></a>) is its id, written back only when it is not the text\'s slug', () => {
    const md = '## Install with npm <a href="#npm" id="npm"></a>\n\n## Usage <a href="#usage" id="usage"></a>\n';
    const [custom, same] = nodes(md);
    expect([nodeOf(custom, 'heading-2').data.id, text(custom)]).toEqual(['npm', 'Install with npm']);
    expect([nodeOf(same, 'heading-2').data.id, text(same)]).toEqual(['usage', 'Usage']);
    expect(documentToMarkdown(markdownToDocument(md))).toBe(
      '## Install with npm <a href="#npm" id="npm"></a>\n\n## Usage\n',
    );
    documentRoundTrips(md);
    // Search sections link to the same anchors.
    expect(documentSections(md).map((s) => [s.anchor, s.heading])).toEqual([
      ['', ''],
      ['npm', 'Install with npm'],
      ['usage', 'Usage'],
    ]);
    // Repeated titles keep their numbered slugs.
    roundTrips('## Setup\n\n## Setup\n');
  });

  it('text reads the same however the markdown split it: one leaf per run of marks, marks in one order', () => {
    const [para] = nodes('One<br>two, **_three_** and _**four**_.\n');
    expect(leaves(para).map((l) => [l.text, l.marks.map((m) => m.type)])).toEqual([
      ['One\ntwo, ', []],
      ['three', ['bold', 'italic']],
      [' and ', []],
      ['four', ['bold', 'italic']],
      ['.', []],
    ]);
  });
});
