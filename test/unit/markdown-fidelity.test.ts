/**
 * Content that must neither disappear nor show as markup (src/engine/markdown*.ts,
 * src/engine/gitbook-blocks.ts): pages of the shapes found in real Git Sync repositories
 * (test/fixtures/gitsync/fidelity/) keep every word, and what GitBook writes (cells of several
 * paragraphs, HTML tables, named anchors, blocks indented under list items, integration blocks) is
 * read as structure and written back the way GitBook writes it.
 */

import { readFileSync } from 'node:fs';
import type * as md from 'mdast';
import { describe, expect, it } from 'vitest';
import { convertMarkdown, markdownToDocument, parseMarkdown } from '../../src/engine/markdown.ts';
import { documentToMarkdown } from '../../src/engine/markdown-write.ts';
import { titleAndBody } from '../../src/modules/import/links.ts';
import { leavesOf, nodeOf, textOf } from '../support/blocks.ts';
import { schemaErrors } from '../support/gitbook.ts';
import { documentWords, markdownWords, missingWords } from '../support/words.ts';

const FIXTURE = new URL('../fixtures/gitsync/fidelity/', import.meta.url);
const PAGES = ['README.md', 'guide/README.md', 'guide/steps.md', 'guide/reference.md'];
/** A fixture page's body as an import stores it (front matter and leading title taken out). */
const body = (file: string) => titleAndBody(readFileSync(new URL(file, FIXTURE), 'utf8'), file).markdown;

const blocks = (markdown: string) => markdownToDocument(markdown).nodes;
const roundTrips = (markdown: string) => {
  const doc = markdownToDocument(markdown);
  const written = documentToMarkdown(doc);
  expect(markdownToDocument(written)).toEqual(doc);
  expect(documentToMarkdown(markdownToDocument(written))).toBe(written);
  return written;
};

describe('no text disappears', () => {
  it('every word of every fixture page is in its document', () => {
    for (const file of PAGES) {
      const markdown = body(file);
      expect(markdownWords(markdown).length, file).toBeGreaterThan(20);
      expect(missingWords(markdownWords(markdown), documentWords(markdownToDocument(markdown))), file).toEqual([]);
    }
  });

  it('an empty list item right before a heading: the list, the heading and what follows stay', () => {
    const nodes = blocks('Intro words.\n\n- first\n- \n### Later\n\nClosing words.\n');
    expect(nodes.map((n) => n.type)).toEqual(['paragraph', 'list-unordered', 'heading-3', 'paragraph']);
    expect(nodes.map(textOf)).toEqual(['Intro words.', 'first', 'Later', 'Closing words.']);
  });

  it('a page opening on a divider, with a `Note:` line before the next one: content, not front matter', () => {
    const markdown = '---\n\nSection notes.\nNote: prose, not YAML.\n\n---\n\n- a\n- \n### Heading\n\nMore.\n';
    const nodes = blocks(markdown);
    expect(nodes.map((n) => n.type)).toEqual([
      'divider',
      'paragraph',
      'divider',
      'list-unordered',
      'heading-3',
      'paragraph',
    ]);
    expect(missingWords(markdownWords(markdown), documentWords({ nodes }))).toEqual([]);
    // Front matter is still front matter.
    expect(blocks('---\ndescription: Hidden\nlayout: wide\n---\n\nShown.\n').map(textOf)).toEqual(['Shown.']);
  });

  it('HTML followed at once by markdown (no blank line): the markdown is read after the HTML', () => {
    const nodes = blocks(
      '<img src="https://example.com/a.png" alt="A">\nA paragraph right under the image, with a [link](https://example.com).\n\n<div align="center"><figure><img src="b.png"><figcaption><p>Caption</p></figcaption></figure></div>\nMore text under the figure.\n',
    );
    expect(nodes.map((n) => n.type)).toEqual(['images', 'paragraph', 'images', 'paragraph']);
    expect(textOf(nodes[1])).toBe('A paragraph right under the image, with a link.');
    expect(nodeOf(nodes[1].nodes?.[1], 'link').data.ref).toEqual({ kind: 'url', url: 'https://example.com' });
    expect(textOf(nodes[3])).toBe('More text under the figure.');
    // The link's position is in the whole page (link checks and import rewriting see it).
    const paragraph = parseMarkdown('<img src="a.png">\nSee [the guide](guide.md).\n').children[1];
    expect(paragraph.type).toBe('paragraph');
    expect(paragraph.position?.start.offset).toBe('<img src="a.png">\n'.length);
  });

  it('HTML the model has no block for keeps its text, and is reported; text beside read HTML stays too', () => {
    const { document, notes } = convertMarkdown(
      '<div class="box">Boxed words.</div>\n\n<div><figure><img src="a.png"></figure>Words beside the figure.</div>\n',
    );
    expect(document.nodes.map(textOf)).toEqual([
      '<div class="box">Boxed words.</div>',
      expect.stringContaining('Words beside the figure.'),
    ]);
    expect(notes).toEqual([
      'HTML kept as text: <div class="box">Boxed words.</div>',
      'HTML kept as text: <div><figure><img src="a.png"></figure>Words beside the figure.</div>',
    ]);
  });
});

describe('table cells of several paragraphs', () => {
  const table = [
    '| Option | Meaning |',
    '| --- | --- |',
    '| `verbose` | <p><strong>Prints more.</strong> Useful when debugging.</p><p>Off by default.</p> |',
    '| `color` | <p></p><p>Uses <code>ANSI</code> colors <br>when allowed.</p> |',
    '| `quiet` | Prints **nothing**. |',
    '',
  ].join('\n');

  it("are the cell's paragraphs, with their marks (GitBook's table: a fragment of paragraph blocks per cell)", () => {
    const doc = markdownToDocument(table);
    expect(schemaErrors('JSONDocument', doc)).toEqual([]);
    const t = nodeOf(doc.nodes[0], 'table');
    const cells = t.fragments.map((f) => f.nodes.map(textOf));
    expect(cells).toEqual([
      ['verbose'],
      ['Prints more. Useful when debugging.', 'Off by default.'],
      ['color'],
      ['', 'Uses ANSI colors \nwhen allowed.'],
      ['quiet'],
      ['Prints nothing.'],
    ]);
    expect(leavesOf(t.fragments[1].nodes[0])[0]).toMatchObject({ text: 'Prints more.', marks: [{ type: 'bold' }] });
    expect(leavesOf(t.fragments[3].nodes[1])[1]).toMatchObject({ text: 'ANSI', marks: [{ type: 'code' }] });
  });

  it('are written back in the row as GitBook writes them (`<p>..</p><p>..</p>`), and read back the same', () => {
    const written = roundTrips(table);
    expect(written).toContain('| <p><strong>Prints more.</strong> Useful when debugging.</p><p>Off by default.</p> |');
    expect(written).toContain('<p></p><p>Uses <code>ANSI</code> colors <br>when allowed.</p>');
    expect(written).toMatch(/\| Prints \*\*nothing\*\*\. +\|/);
    // A `|` in such a cell does not split the row.
    const pipe = roundTrips('| A | B |\n| - | - |\n| x | <p>one \\| two</p><p>three</p> |\n');
    expect(nodeOf(markdownToDocument(pipe).nodes[0], 'table').fragments[1].nodes.map(textOf)).toEqual([
      'one | two',
      'three',
    ]);
  });

  it('a list in a cell (`<p>..</p><ul><li>..</li></ul>`) is a list block of the cell, each item its own words', () => {
    const markdown =
      '| Tile | Kinds |\n| --- | --- |\n| Content | <p>Tiles that come free:</p><ul><li>Title</li><li>Paragraph</li><li><code>Button</code></li></ul> |\n';
    const doc = markdownToDocument(markdown);
    expect(schemaErrors('JSONDocument', doc)).toEqual([]);
    const cell = nodeOf(doc.nodes[0], 'table').fragments[1].nodes;
    expect(cell.map((n) => n.type)).toEqual(['paragraph', 'list-unordered']);
    expect(nodeOf(cell[1], 'list-unordered').nodes.map(textOf)).toEqual(['Title', 'Paragraph', 'Button']);
    expect(missingWords(markdownWords(markdown), documentWords(doc))).toEqual([]);
    expect(roundTrips(markdown)).toContain('<p>Tiles that come free:</p><ul><li>Title</li><li>Paragraph</li>');
    // A cell that is only lists.
    const lists = markdownToDocument(
      '| A | B |\n| - | - |\n| `/pdf` | <ul><li><code>/message</code></li></ul><ul><li><code>/page</code></li></ul> |\n',
    );
    const only = nodeOf(lists.nodes[0], 'table').fragments[1].nodes;
    expect(only.map((n) => [n.type, textOf(n)])).toEqual([
      ['list-unordered', '/message'],
      ['list-unordered', '/page'],
    ]);
  });
});

describe('HTML tables and named anchors', () => {
  it('an HTML table GitBook writes is a table block (several paragraphs in a cell too)', () => {
    const nodes = blocks(
      '<table><thead><tr><th width="200">Flag</th><th>Effect</th></tr></thead><tbody><tr><td>--dry-run</td><td><p>Shows what would change.</p><p>Writes nothing.</p></td></tr></tbody></table>\n',
    );
    const t = nodeOf(nodes[0], 'table');
    expect(Object.values(t.data.definition).map((d) => d.title)).toEqual(['Flag', 'Effect']);
    expect(t.fragments.map((f) => f.nodes.map(textOf))).toEqual([
      ['--dry-run'],
      ['Shows what would change.', 'Writes nothing.'],
    ]);
  });

  it('an HTML table whose tags break over lines (`<td` then `style="..">`) stays one table (GitBook 1 wrote them)', () => {
    const td = (text: string) => `      <td\n      style="text-align:left">${text}</td>`;
    const row = (a: string, b: string) => `    <tr>\n${td(a)}\n${td(b)}\n    </tr>`;
    const nodes = blocks(
      `<table>\n  <thead>\n    <tr>\n      <th style="text-align:left">Name</th>\n      <th style="text-align:left">Default</th>\n    </tr>\n  </thead>\n  <tbody>\n${row('log.dir', './log')}\n${row('token.dir', './security')}\n  </tbody>\n</table>\n\nAfter the table.\n`,
    );
    expect(nodes.map((n) => n.type)).toEqual(['table', 'paragraph']);
    expect(nodeOf(nodes[0], 'table').fragments.map((f) => f.nodes.map(textOf))).toEqual([
      ['log.dir'],
      ['./log'],
      ['token.dir'],
      ['./security'],
    ]);
  });

  it('an HTML table in a list item and in a hint is a table block', () => {
    const html = '<table><thead><tr><th>K</th></tr></thead><tbody><tr><td>v</td></tr></tbody></table>';
    const [list, hint] = blocks(`- Item\n\n  ${html}\n\n{% hint style="info" %}\n${html}\n{% endhint %}\n`);
    expect(nodeOf(list, 'list-unordered').nodes[0].nodes.map((n) => n.type)).toEqual(['paragraph', 'table']);
    expect(nodeOf(hint, 'hint').nodes.map((n) => n.type)).toEqual(['table']);
  });

  it('an empty named anchor names the heading after it (or at its start); elsewhere it is dropped and reported', () => {
    const markdown =
      '<a name="intro"></a>\n## Introduction\n\n### <a name="setup"></a>Setup\n\nText with <a name="spot"></a> an anchor.\n\n<a name="orphan"></a>\n\nLast words.\n';
    const { document, notes } = convertMarkdown(markdown);
    expect(document.nodes.map((n) => [n.type, textOf(n), (n.data as { id?: string } | undefined)?.id])).toEqual([
      ['heading-2', 'Introduction', 'intro'],
      ['heading-3', 'Setup', 'setup'],
      ['paragraph', 'Text with  an anchor.', undefined],
      ['paragraph', 'Last words.', undefined],
    ]);
    expect(JSON.stringify(document)).not.toContain('<a');
    expect(notes).toEqual(["anchor 'spot' inside text: dropped", "anchor 'orphan' names no heading: dropped"]);
    // Written back as GitBook writes a heading's own anchor: it stays reachable.
    const written = roundTrips(markdown);
    expect(written).toContain('## Introduction <a href="#intro" id="intro"></a>');
  });
});

describe('blocks indented under a list item', () => {
  it('belong to the item: embeds (3 or 4 spaces), an integration block, a hint with its markdown', () => {
    const markdown = body('guide/steps.md');
    const [ordered, bullets] = blocks(markdown);
    const items = nodeOf(ordered, 'list-ordered').nodes;
    expect(items.map((item) => item.nodes.map((n) => n.type))).toEqual([
      ['paragraph', 'embed'],
      ['paragraph', 'embed'],
      ['paragraph', 'integration'],
    ]);
    expect(items.map((item) => item.nodes[1]?.data)).toEqual([
      { url: 'https://www.youtube.com/watch?v=abc123' },
      { url: 'https://www.youtube.com/watch?v=def456' },
      {
        integration: 'github-files',
        block: 'github-code-block',
        props: { url: 'https://github.com/example/sample/blob/main/launch.ts' },
      },
    ]);
    const [hintItem] = nodeOf(bullets, 'list-unordered').nodes;
    const hint = nodeOf(hintItem.nodes[1], 'hint');
    expect(textOf(hint)).toBe('Hints under a bullet keep their bold words and links.');
    expect(JSON.stringify(markdownToDocument(markdown))).not.toContain('{%');
  });

  it('are written back indented under their item, and read back the same', () => {
    const written = roundTrips(body('guide/steps.md'));
    expect(written).toContain(
      '1. Download the archive from the releases page.\n   {% embed url="https://www.youtube.com/watch?v=abc123" %}\n2. ',
    );
    expect(written).toContain('  {% hint style="info" %}\n  Hints under a bullet');
  });

  it("keep their positions in the whole page (a link in a hint under an item), a task item's box, nested items", () => {
    const markdown =
      '- [x] Done\n  {% hint style="info" %}\n  See [the guide](guide.md).\n  {% endhint %}\n  - nested\n\n    {% embed url="https://example.com/v" %}\n';
    const root = parseMarkdown(markdown);
    const links: { url: string; start?: number; end?: number }[] = [];
    const visit = (n: md.Nodes) => {
      if (n.type === 'link') links.push({ url: n.url, start: n.position?.start.offset, end: n.position?.end.offset });
      if ('children' in n) for (const c of n.children) visit(c);
    };
    visit(root);
    expect(links.map((l) => markdown.slice(l.start, l.end))).toEqual(['[the guide](guide.md)']);
    const [list] = blocks(markdown);
    const item = nodeOf(list, 'list-tasks').nodes[0];
    expect(item.data).toEqual({ checked: true });
    expect(item.nodes.map((n) => n.type)).toEqual(['paragraph', 'hint', 'list-unordered']);
    expect(textOf(item.nodes[0])).toBe('Done');
    const nested = nodeOf(item.nodes[2], 'list-unordered').nodes[0];
    expect(nested.nodes.map((n) => n.type)).toEqual(['paragraph', 'embed']);
    roundTrips(markdown);
  });

  it('a tag line that is not under an item is a block of its own, as before', () => {
    expect(blocks('- Item\n\n{% embed url="https://example.com/v" %}\n').map((n) => n.type)).toEqual([
      'list-unordered',
      'embed',
    ]);
  });
});

describe('integration blocks', () => {
  it("are GitBook's integration node, kept with their properties, written back unchanged", () => {
    const markdown = [
      '{% @github-files/github-code-block url="https://github.com/example/sample/blob/main/src/main.ts" %}',
      '',
      '{% @mermaid/diagram content="graph TD',
      '    Download-->Unpack',
      '    Unpack-->Launch" %}',
      '',
      '{% @example/card title="Say &quot;hi&quot;" size="2" %}',
      '',
    ].join('\n');
    const nodes = blocks(markdown);
    expect(nodes).toEqual([
      {
        object: 'block',
        type: 'integration',
        isVoid: true,
        data: {
          integration: 'github-files',
          block: 'github-code-block',
          props: { url: 'https://github.com/example/sample/blob/main/src/main.ts' },
        },
      },
      {
        object: 'block',
        type: 'integration',
        isVoid: true,
        data: {
          integration: 'mermaid',
          block: 'diagram',
          props: { content: 'graph TD\n    Download-->Unpack\n    Unpack-->Launch' },
        },
      },
      {
        object: 'block',
        type: 'integration',
        isVoid: true,
        data: { integration: 'example', block: 'card', props: { title: 'Say "hi"', size: '2' } },
      },
    ]);
    expect(roundTrips(markdown)).toBe(markdown);
  });

  it('in hints and tabs too; one inside fenced code stays code', () => {
    const tag = '{% @github-files/github-code-block url="https://github.com/a/b" %}';
    const [hint, tabs, code] = blocks(
      `{% hint style="info" %}\n${tag}\n{% endhint %}\n\n{% tabs %}\n{% tab title="A" %}\n${tag}\n{% endtab %}\n{% endtabs %}\n\n\`\`\`\n${tag}\n\`\`\`\n`,
    );
    expect(nodeOf(hint, 'hint').nodes.map((n) => n.type)).toEqual(['integration']);
    expect(nodeOf(tabs, 'tabs').nodes[0].nodes.map((n) => n.type)).toEqual(['integration']);
    expect(textOf(code)).toBe(tag);
  });
});

describe('containers written loosely', () => {
  it('a tab left without `{% endtab %}` ends where the next tab starts (no tab and no word lost)', () => {
    const markdown =
      '{% tabs %}\n{% tab title="Configurer" %}\n\n```java\nnew MyCustomSpanFactory();\n```\n{% tab title="Spring" %}\n\nA bean.\n\n{% endtab %}\n{% endtabs %}\n';
    const tabs = nodeOf(blocks(markdown)[0], 'tabs');
    expect(tabs.nodes.map((t) => [t.data.title, t.nodes.map((n) => n.type)])).toEqual([
      ['Configurer', ['code']],
      ['Spring', ['paragraph']],
    ]);
    expect(missingWords(markdownWords(markdown), documentWords(markdownToDocument(markdown)))).toEqual([]);
  });

  it('an end tag with stray text after it on its line (`{% endtab %}%}`) still ends its block; the text is kept', () => {
    const markdown =
      '{% tabs %}\n{% tab title="Maven" %}\nThe Maven build.\n{% endtab %}%}\n{% tab title="Gradle" %}\nThe Gradle build.\n{% endtab %}\n{% endtabs %}\n';
    const { document, notes } = convertMarkdown(markdown);
    const tabs = nodeOf(document.nodes[0], 'tabs');
    expect(tabs.nodes.map((t) => [t.data.title, t.nodes.map(textOf)])).toEqual([
      ['Maven', ['The Maven build.', '%}']],
      ['Gradle', ['The Gradle build.']],
    ]);
    expect(leavesOf(document).some((l) => l.text.includes('{%'))).toBe(false);
    expect(notes).toEqual([]);
    roundTrips(markdown);
  });

  it('a merge tag GitBook escaped (`\\{%customer.name%\\}`) is text, not a tag left unread', () => {
    const { document, notes } = convertMarkdown('Shows _Customer Name_ instead of _\\{%customer.name%\\}_.\n');
    expect(leavesOf(document).map((l) => l.text)).toEqual([
      'Shows ',
      'Customer Name',
      ' instead of ',
      '{%customer.name%}',
      '.',
    ]);
    expect(notes).toEqual([]);
  });

  it('content outside any step of a stepper joins a step, and is reported when no step holds it', () => {
    const between = blocks('{% stepper %}\n{% step %}\nOne.\n{% endstep %}\nStray words.\n{% endstepper %}\n');
    expect(nodeOf(between[0], 'stepper').nodes.map((s) => s.nodes.map(textOf))).toEqual([['One.', 'Stray words.']]);
    const { document, notes } = convertMarkdown('{% tabs %}\nNo tab at all.\n{% endtabs %}\n');
    expect(documentWords(document)).toEqual(['No', 'tab', 'at', 'all']);
    expect(notes).toContain('content outside any tab of a tabs block: kept in a tab of its own');
  });
});

describe('round trips', () => {
  it('every fixture page: markdown -> document -> markdown -> document is the same document, its markdown a fixed point', () => {
    for (const file of PAGES) roundTrips(body(file));
  });

  it("what could not be read as structure is named (the import report's lines)", () => {
    expect(convertMarkdown(body('guide/README.md')).notes).toEqual([
      "anchor 'inline-spot' inside text: dropped",
      "anchor 'orphan' names no heading: dropped",
    ]);
    expect(convertMarkdown(body('guide/reference.md')).notes).toEqual([
      'HTML kept as text: <div class="legacy-box">A legacy box the model has no block for.</div>',
    ]);
    expect(convertMarkdown('{% hint style="info" %}\nNever closed.\n').notes).toEqual([
      'GitBook tag kept as text: {% hint style="info" %}',
    ]);
    expect(convertMarkdown(body('guide/steps.md')).notes).toEqual([]);
  });
});
