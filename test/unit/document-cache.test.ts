/**
 * The keyed-document cache (src/engine/block-keys.ts) seeded by a commit's search indexing: the
 * markdown is parsed once, its sections and its document read from the same tree.
 */
import { describe, expect, it } from 'vitest';
import { keepDocument, servedDocument, withBlockKeys } from '../../src/engine/block-keys.ts';
import { markdownToDocument, parseMarkdown } from '../../src/engine/markdown.ts';
import { documentSections } from '../../src/engine/sections.ts';

const markdown = (edit: string) =>
  [
    '# Reference',
    'Inline math $$a^2 + b^2 = c^2$$ and `code`.',
    '{% tabs %}\n{% tab title="npm" %}\n## Install with npm\n\n```sh\nnpm install tool\n```\n{% endtab %}\n{% tab title="yarn" %}\n```sh\nyarn add tool\n```\n{% endtab %}\n{% endtabs %}',
    '{% hint style="warning" %}\nThe tool needs Node 20.\n{% endhint %}',
    '| Option | Default |\n| --- | --- |\n| port | 8080 |',
    ...Array.from(
      { length: 8 },
      (_, i) => `## Section ${i + 1}\n\nSome text with **bold** and [a link](https://example.com/).`,
    ),
    edit,
  ].join('\n\n');

describe('documents kept as they are indexed', () => {
  it('serves the document converted from the indexed tree as a fresh conversion would', () => {
    const text = markdown(`Kept ${Math.random()}.`);
    expect(text.length).toBeGreaterThan(512);
    const root = parseMarkdown(text);
    // Sections read from the tree are those of the text; reading them leaves the tree as it was.
    expect(documentSections(root)).toEqual(documentSections(text));
    keepDocument(text, root);
    const fresh = withBlockKeys(markdownToDocument(text));
    expect(servedDocument(text)).toEqual(fresh);
    // Each reader gets its own copy.
    const first = servedDocument(text);
    first.nodes.length = 0;
    expect(servedDocument(text)).toEqual(fresh);
  });

  it('never serves a kept document for another text', () => {
    const before = markdown('Before the edit.');
    keepDocument(before, parseMarkdown(before));
    const after = markdown('After the edit.');
    expect(JSON.stringify(servedDocument(after))).toContain('After the edit.');
    expect(JSON.stringify(servedDocument(after))).not.toContain('Before the edit.');
    expect(servedDocument(after)).toEqual(withBlockKeys(markdownToDocument(after)));
  });
});
