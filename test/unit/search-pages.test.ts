import { describe, expect, it } from 'vitest';
import {
  createPage,
  deletePage,
  emptyTree,
  movePage,
  type PageKind,
  type RevisionTree,
  TreeError,
  updatePage,
  walk,
} from '../../src/engine/tree.ts';
import { type PageRow, pageChanges } from '../../src/modules/search/pages.ts';

/** The rows of a tree built from nothing: what the rows must be after any chain of changes. */
const rowsOf = (tree: RevisionTree) => new Map(pageChanges(null, tree).upsert.map((r) => [r.i, r]));

/** Applies the difference between two trees to rows, as the statement does. */
function apply(rows: Map<string, PageRow>, before: RevisionTree, after: RevisionTree) {
  const { upsert, remove } = pageChanges(before, after);
  for (const id of remove ?? []) rows.delete(id);
  for (const r of upsert) rows.set(r.i, r);
  return upsert.length;
}

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('search page rows (pageChanges)', () => {
  it('rows of a tree: every page but links, with path, ancestors (links included) and tree order', () => {
    let tree = emptyTree();
    const at = '2026-01-01';
    const a = createPage(tree, { kind: 'document', title: 'A', document: 'd1' }, at);
    tree = a.tree;
    const link = createPage(tree, { kind: 'link', title: 'L', href: 'https://example.com' }, at);
    tree = link.tree;
    const b = createPage(tree, { kind: 'document', title: 'B', parent: a.page.id, description: 'about b' }, at);
    tree = b.tree;
    expect([...rowsOf(tree).values()]).toEqual([
      { i: a.page.id, doc: 'd1', t: 'A', d: '', p: 'a', a: [], o: [0], h: false },
      { i: b.page.id, doc: null, t: 'B', d: 'about b', p: 'a/b', a: ['A'], o: [0, 0], h: false },
    ]);
  });

  it('a page hidden, or under a hidden page, is marked; hiding or showing a parent rewrites its subtree', () => {
    let tree = emptyTree();
    const at = '2026-01-01';
    const a = createPage(tree, { kind: 'document', title: 'A' }, at);
    tree = a.tree;
    const b = createPage(tree, { kind: 'document', title: 'B', parent: a.page.id }, at);
    tree = b.tree;
    const c = createPage(tree, { kind: 'document', title: 'C' }, at);
    tree = c.tree;
    const rows = rowsOf(tree);
    const hidden = updatePage(tree, a.page.id, { hidden: true }, at).tree;
    expect(pageChanges(tree, hidden).upsert.map((r) => [r.t, r.h])).toEqual([
      ['A', true],
      ['B', true],
    ]);
    apply(rows, tree, hidden);
    expect(rows).toEqual(rowsOf(hidden));
    const shown = updatePage(hidden, a.page.id, { hidden: false }, at).tree;
    apply(rows, hidden, shown);
    expect([...rows.values()].map((r) => [r.t, r.h])).toEqual([
      ['A', false],
      ['B', false],
      ['C', false],
    ]);
  });

  it('a one-page edit rewrites one row, whatever the size of the tree', () => {
    let tree = emptyTree();
    const at = '2026-01-01';
    const parents: string[] = [];
    for (let s = 0; s < 20; s++) {
      const section = createPage(tree, { kind: 'document', title: `S${s}` }, at);
      tree = section.tree;
      parents.push(section.page.id);
      for (let k = 0; k < 20; k++)
        tree = createPage(tree, { kind: 'document', title: `P${s}-${k}`, parent: section.page.id }, at).tree;
    }
    const rows = rowsOf(tree);
    const target = tree.pages[7].pages[11];
    const edited = updatePage(tree, target.id, { document: 'new' }, at).tree;
    expect(pageChanges(tree, edited)).toEqual({
      upsert: [{ i: target.id, doc: 'new', t: target.title, d: '', p: target.path, a: ['S7'], o: [7, 11], h: false }],
      remove: [],
      keep: [],
    });
    apply(rows, tree, edited);
    expect(rows).toEqual(rowsOf(edited));
  });

  it('any chain of creates, edits, renames, moves and deletes leaves the rows a rebuild would write', () => {
    const next = random(31);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
    let tree = emptyTree();
    const rows = new Map<string, PageRow>();
    let n = 0;
    for (let step = 0; step < 600; step++) {
      const pages = [...walk(tree.pages)].map((e) => e.page);
      const at = `2026-01-01T00:00:${String(step % 60).padStart(2, '0')}Z`;
      const op = pages.length < 5 ? 0 : Math.floor(next() * 7);
      let after: RevisionTree;
      try {
        if (op <= 1) {
          const kind: PageKind = next() < 0.1 ? 'link' : next() < 0.1 ? 'group' : 'document';
          const parent = kind === 'group' || !pages.length || next() < 0.3 ? null : pick(pages).id;
          const sibling = pages.length && next() < 0.5 ? pick(pages).id : undefined;
          const title = `Page ${n++}`;
          after = createPage(
            tree,
            {
              kind,
              title,
              ...(kind === 'link' ? { href: 'https://example.com' } : {}),
              ...(kind === 'document' ? { document: `doc${n % 7}` } : {}),
              ...(sibling && next() < 0.5 ? { parent: undefined, position: { before: sibling } } : { parent }),
            },
            at,
          ).tree;
        } else if (op === 2) {
          const page = pick(pages.filter((p) => p.kind === 'document'));
          if (!page) continue;
          after = updatePage(tree, page.id, { document: next() < 0.2 ? null : `doc${n++}` }, at).tree;
        } else if (op === 3) {
          const page = pick(pages);
          after = updatePage(
            tree,
            page.id,
            next() < 0.5
              ? { title: `Renamed ${n++}`, ...(next() < 0.5 ? { slug: true as const } : {}) }
              : { description: next() < 0.3 ? null : `Description ${n++}` },
            at,
          ).tree;
        } else if (op === 4) {
          const page = pick(pages);
          const target = pick(pages);
          after = movePage(
            tree,
            page.id,
            next() < 0.4 ? { parent: next() < 0.3 ? null : target.id } : { before: target.id },
            at,
          ).tree;
        } else if (op === 5) {
          after =
            next() < 0.5
              ? deletePage(tree, pick(pages).id).tree
              : updatePage(tree, pick(pages).id, { hidden: next() < 0.6 }, at).tree;
        } else {
          // A commit that changes nothing in the pages.
          after = { ...tree };
        }
      } catch (error) {
        if (error instanceof TreeError) continue; // a move into a descendant, a group nested...
        throw error;
      }
      apply(rows, tree, after);
      expect(rows).toEqual(rowsOf(after));
      tree = after;
    }
    expect(rows.size).toBeGreaterThan(20);
  });
});
