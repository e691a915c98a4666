import { describe, expect, it } from 'vitest';
import { mergeText, mergeTrees } from '../../src/engine/merge.ts';
import { sha256Hex } from '../../src/engine/revisions.ts';
import {
  addReusableContent,
  createPage,
  deletePage,
  deleteReusableContent,
  emptyTree,
  findPage,
  movePage,
  type RevisionTree,
  updatePage,
  updateReusableContent,
  walk,
} from '../../src/engine/tree.ts';

const NOW = '2026-01-01T00:00:00.000Z';
const docs = new Map<string, string>();
const doc = (md: string) => {
  const h = sha256Hex(md);
  docs.set(h, md);
  return h;
};
const add = (tree: RevisionTree, id: string, title: string, md?: string, parent?: string) =>
  createPage(tree, { kind: 'document', title, document: md ? doc(md) : undefined, parent }, NOW, id).tree;
const edit = (tree: RevisionTree, id: string, md: string) => updatePage(tree, id, { document: doc(md) }, NOW).tree;
const merge = (base: RevisionTree, ours: RevisionTree, theirs: RevisionTree) =>
  mergeTrees({ base, ours, theirs, documents: docs, hash: sha256Hex });
const body = (r: ReturnType<typeof merge>, id: string) => {
  const h = findPage(r.tree, id)!.page.document!;
  return r.markdown.get(h) ?? docs.get(h);
};
const titles = (t: RevisionTree) => [...walk(t.pages)].map((e) => e.page.title);

const TEXT = 'line 1\nline 2\nline 3\nline 4\nline 5\n';
const base = add(add(add(emptyTree(), 'a', 'A', TEXT), 'b', 'B', 'b\n'), 'c', 'C', 'c\n', 'a');

describe('mergeText', () => {
  it('takes one-sided changes and merges changes to different lines', () => {
    expect(mergeText('x', 'x', 'y')).toEqual({ ok: true, text: 'y' });
    expect(mergeText('x', 'y', 'x')).toEqual({ ok: true, text: 'y' });
    expect(mergeText(TEXT, TEXT.replace('line 1', 'LINE 1'), TEXT.replace('line 5', 'LINE 5'))).toEqual({
      ok: true,
      text: 'LINE 1\nline 2\nline 3\nline 4\nLINE 5\n',
    });
    expect(mergeText(TEXT, TEXT.replace('line 3', 'same'), TEXT.replace('line 3', 'same'))).toEqual({
      ok: true,
      text: TEXT.replace('line 3', 'same'),
    });
  });
  it('reports changes to the same lines as a conflict', () => {
    expect(mergeText(TEXT, TEXT.replace('line 3', 'ours'), TEXT.replace('line 3', 'theirs')).ok).toBe(false);
  });
});

describe('mergeTrees', () => {
  it('merges edits of different pages and different lines of one page', () => {
    const ours = edit(edit(base, 'a', TEXT.replace('line 1', 'main 1')), 'b', 'b main\n');
    const theirs = edit(base, 'a', TEXT.replace('line 5', 'branch 5'));
    const r = merge(base, ours, theirs);
    expect(r.conflicts).toEqual([]);
    expect(body(r, 'a')).toBe('main 1\nline 2\nline 3\nline 4\nbranch 5\n');
    expect(body(r, 'b')).toBe('b main\n');
  });

  it('reports same-line edits with both texts (nothing lost)', () => {
    const ours = edit(base, 'a', TEXT.replace('line 3', 'main'));
    const theirs = edit(base, 'a', TEXT.replace('line 3', 'branch'));
    const r = merge(base, ours, theirs);
    expect(r.conflicts).toEqual([
      expect.objectContaining({
        pageId: 'a',
        kind: 'content',
        ours: expect.stringContaining('main'),
        theirs: expect.stringContaining('branch'),
        base: TEXT,
      }),
    ]);
  });

  it('keeps pages added on both sides, in place', () => {
    const ours = add(base, 'm', 'Main page');
    const theirs = add(base, 't', 'Branch page', 'new\n', 'a');
    const r = merge(base, ours, theirs);
    expect(r.conflicts).toEqual([]);
    expect(titles(r.tree)).toEqual(['A', 'C', 'Branch page', 'B', 'Main page']);
    expect(findPage(r.tree, 't')!.page.path).toBe('a/branch-page');
  });

  it('applies deletions, and reports a deletion of a page changed on the other side', () => {
    const r = merge(base, deletePage(base, 'b').tree, edit(base, 'a', 'x\n'));
    expect(r.conflicts).toEqual([]);
    expect(titles(r.tree)).toEqual(['A', 'C']);
    const r2 = merge(base, deletePage(base, 'b').tree, edit(base, 'b', 'changed\n'));
    expect(r2.conflicts).toEqual([
      expect.objectContaining({ pageId: 'b', kind: 'deleted-and-changed', theirs: 'changed\n' }),
    ]);
    // A deleted parent takes its sub-pages with it only when deleted on both sides; a sub-page edited in the branch conflicts.
    const r3 = merge(base, deletePage(base, 'a').tree, edit(base, 'c', 'c2\n'));
    expect(r3.conflicts.map((c) => c.pageId)).toEqual(['c']);
  });

  it('takes renames and attribute changes from either side; different titles conflict', () => {
    const ours = updatePage(base, 'a', { title: 'A main' }, NOW).tree;
    const theirs = updatePage(base, 'b', { title: 'B branch', slug: true }, NOW).tree;
    const r = merge(base, ours, theirs);
    expect(r.conflicts).toEqual([]);
    expect(findPage(r.tree, 'a')!.page.title).toBe('A main');
    expect(findPage(r.tree, 'b')!.page).toMatchObject({ title: 'B branch', path: 'b-branch' });
    const r2 = merge(base, ours, updatePage(base, 'a', { title: 'A branch' }, NOW).tree);
    expect(r2.conflicts).toEqual([
      expect.objectContaining({ pageId: 'a', kind: 'attribute', field: 'title', ours: 'A main', theirs: 'A branch' }),
    ]);
  });

  it('applies a move from one side with the other side edits', () => {
    const theirs = movePage(base, 'c', { parent: null, before: 'a' }, NOW).tree;
    const ours = edit(base, 'c', 'c main\n');
    const r = merge(base, ours, theirs);
    expect(r.conflicts).toEqual([]);
    expect(r.tree.pages.map((p) => p.id)).toEqual(['c', 'a', 'b']);
    expect(body(r, 'c')).toBe('c main\n');
    expect(findPage(r.tree, 'c')!.page.path).toBe('c');
  });

  it('merges files by id and dedupes slugs of pages added on both sides', () => {
    const file = { name: 'f.png', hash: 'h', contentType: 'image/png', size: 1, createdAt: NOW };
    const ours = { ...add(base, 'x', 'Same'), files: [{ id: 'f1', ...file }] };
    const theirs = { ...add(base, 'y', 'Same'), files: [{ id: 'f2', ...file }] };
    const r = merge(base, ours, theirs);
    expect(r.tree.files.map((f) => f.id)).toEqual(['f1', 'f2']);
    const slugs = r.tree.pages.filter((p) => p.title === 'Same').map((p) => p.slug);
    expect(new Set(slugs).size).toBe(2);
  });

  it('is the other side when one side did not change', () => {
    const theirs = edit(add(base, 'n', 'New'), 'a', 'changed\n');
    const r = merge(base, base, theirs);
    expect(r.conflicts).toEqual([]);
    expect(JSON.stringify(r.tree.pages.map((p) => p.id))).toBe(JSON.stringify(theirs.pages.map((p) => p.id)));
    expect(body(r, 'a')).toBe('changed\n');
  });
});

describe('mergeTrees: reusable contents', () => {
  const withSnippet = (tree: RevisionTree, id: string, title: string, md: string) =>
    addReusableContent(tree, { title, document: doc(md) }, id).tree;
  const snippet = (r: ReturnType<typeof merge>, id: string) => {
    const x = r.tree.reusableContents.find((c) => c.id === id)!;
    return { title: x.title, text: r.markdown.get(x.document!) ?? docs.get(x.document!) };
  };
  const start = withSnippet(emptyTree(), 'r', 'Snippet', TEXT);

  it('merges a title change on one side with line edits on both', () => {
    const ours = updateReusableContent(start, 'r', {
      title: 'Renamed',
      document: doc(TEXT.replace('line 1', 'ours 1')),
    }).tree;
    const theirs = withSnippet(
      updateReusableContent(start, 'r', { document: doc(TEXT.replace('line 5', 'theirs 5')) }).tree,
      'n',
      'New',
      'new\n',
    );
    const r = merge(start, ours, theirs);
    expect(r.conflicts).toEqual([]);
    expect(snippet(r, 'r')).toEqual({
      title: 'Renamed',
      text: TEXT.replace('line 1', 'ours 1').replace('line 5', 'theirs 5'),
    });
    expect(r.tree.reusableContents.map((c) => c.id)).toEqual(['r', 'n']);
  });

  it('reports the same lines or different titles on both sides, and deleted-and-changed', () => {
    const ours = updateReusableContent(start, 'r', {
      title: 'Ours',
      document: doc(TEXT.replace('line 3', 'ours')),
    }).tree;
    const theirs = updateReusableContent(start, 'r', {
      title: 'Theirs',
      document: doc(TEXT.replace('line 3', 'theirs')),
    }).tree;
    const r = merge(start, ours, theirs);
    expect(r.conflicts.map((c) => [c.kind, c.reusableContentId, c.field ?? 'content'])).toEqual([
      ['reusable-content', 'r', 'title'],
      ['reusable-content', 'r', 'content'],
    ]);
    const deleted = merge(start, deleteReusableContent(start, 'r'), theirs);
    expect(deleted.conflicts).toMatchObject([{ kind: 'reusable-content', reusableContentId: 'r', ours: null }]);
    expect(merge(start, deleteReusableContent(start, 'r'), start).tree.reusableContents).toEqual([]);
  });
});
