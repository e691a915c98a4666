/** Links of served documents as page/anchor/file references, and back to paths (src/engine/link-refs.ts). */
import { describe, expect, it } from 'vitest';
import { servedDocument } from '../../src/engine/block-keys.ts';
import { refPaths, stableRefsMarkdown } from '../../src/engine/link-refs.ts';
import { documentToMarkdown } from '../../src/engine/markdown-write.ts';
import { type RevisionTree, type TreePage, withPaths } from '../../src/engine/tree.ts';

const T = '2026-01-01T00:00:00.000Z';
const page = (id: string, slug: string, pages: TreePage[] = []): TreePage => ({
  id,
  kind: 'document',
  title: slug,
  slug,
  path: '',
  createdAt: T,
  updatedAt: T,
  pages,
});
const tree: RevisionTree = {
  pages: withPaths([
    page('p-start', 'getting-started', [page('p-import', 'import'), page('p-sync', 'sync')]),
    page('p-ref', 'reference'),
  ]),
  files: [{ id: 'f-logo', name: 'logo.png', hash: 'h', contentType: 'image/png', size: 1, createdAt: T }],
  reusableContents: [],
};
const sync = tree.pages[0].pages[1];

/** Every ref of a document, in order. */
function refs(doc: unknown): unknown[] {
  const out: unknown[] = [];
  JSON.stringify(doc, (k, v) => {
    if (k === 'ref') out.push(v);
    return v;
  });
  return out;
}

const MARKDOWN = [
  '[a](/getting-started/import#setup) [b](import.md) [c](../reference.md) [d](../getting-started/README.md)',
  '[e](#here) [f](https://example.com/x) [g](/nowhere) [h](../.gitbook/assets/logo.png)',
  '',
  '{% content-ref url="/reference" %}',
  '[reference](/reference)',
  '{% endcontent-ref %}',
  '',
  '<a href="import" class="button primary">Import</a>',
  '',
].join('\n');

describe('link refs', () => {
  it('serves links to pages and files of the revision as references; others stay URLs', () => {
    expect(refs(servedDocument(MARKDOWN, { tree, page: sync }))).toEqual([
      { kind: 'anchor', page: 'p-import', anchor: 'setup' },
      { kind: 'page', page: 'p-import' },
      { kind: 'page', page: 'p-ref' },
      { kind: 'page', page: 'p-start' },
      { kind: 'anchor', page: 'p-sync', anchor: 'here' },
      { kind: 'url', url: 'https://example.com/x' },
      { kind: 'url', url: '/nowhere' },
      { kind: 'file', file: 'f-logo' },
      { kind: 'page', page: 'p-ref' },
      { kind: 'page', page: 'p-import' },
    ]);
    // Without where it is read from, a document keeps its URLs.
    expect(refs(servedDocument(MARKDOWN)).every((r) => (r as { kind: string }).kind !== 'page')).toBe(true);
  });

  it('writes references back as root-absolute paths that resolve to the same references', () => {
    const served = servedDocument(MARKDOWN, { tree, page: sync });
    const written = documentToMarkdown(served, { pagePath: refPaths(tree) });
    expect(written).toContain('[a](/getting-started/import#setup)');
    expect(written).toContain('[c](/reference)');
    expect(refs(servedDocument(written, { tree, page: sync }))).toEqual(refs(served));
    // A page the writer cannot name is lost, not written as a wrong path.
    expect(documentToMarkdown(served)).toContain('[a]()');
  });

  it('writes GitBook stable refs for readers: pages and files by id', () => {
    const md = stableRefsMarkdown(MARKDOWN, { tree, page: sync });
    expect(md).toContain('[a](/pages/p-import#setup)');
    expect(md).toContain('[b](/pages/p-import)');
    expect(md).toContain('[e](/pages/p-sync#here)');
    expect(md).toContain('[f](https://example.com/x)');
    expect(md).toContain('[g](/nowhere)');
    expect(md).toContain('[h](/files/f-logo)');
  });
});
