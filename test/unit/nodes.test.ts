/**
 * Content-addressed trees: hashes, what a commit writes after an edit, reading back, and the
 * hash-skipping diff and merge against their whole-tree definitions, on random edit sequences.
 */
import { describe, expect, it } from 'vitest';
import { changedPages, diffTrees } from '../../src/engine/diff.ts';
import { fullMerge, mergeTrees } from '../../src/engine/merge.ts';
import { allNodes, markStored, materialize, pageHash, treeHash, treeWrite } from '../../src/engine/nodes.ts';
import { sha256Hex } from '../../src/engine/revisions.ts';
import {
  addFile,
  createPage,
  deletePage,
  emptyTree,
  movePage,
  type RevisionTree,
  updatePage,
  walk,
} from '../../src/engine/tree.ts';

const NOW = '2026-01-01T00:00:00.000Z';
/** Markdown by hash of every body the tests make (the full merge reads them). */
const documents = new Map<string, string>();
const doc = (markdown: string) => {
  const h = sha256Hex(markdown);
  documents.set(h, markdown);
  return h;
};
const LATER = '2026-01-02T00:00:00.000Z';

/** A deterministic pseudo-random generator (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `sections` sections of `per` pages each. */
function sectioned(sections: number, per: number): RevisionTree {
  let tree = emptyTree();
  for (let s = 0; s < sections; s++) {
    tree = createPage(tree, { kind: 'document', title: `S${s}`, document: doc(`s${s}`) }, NOW, `s${s}`).tree;
    for (let p = 0; p < per; p++)
      tree = createPage(
        tree,
        { kind: 'document', title: `P${s}.${p}`, document: doc(`p${s}.${p}`), parent: `s${s}` },
        NOW,
        `p${s}.${p}`,
      ).tree;
  }
  return tree;
}

const ids = (tree: RevisionTree) => [...walk(tree.pages)].map((e) => e.page.id);

/** One random edit: body, title, move, delete or create. */
function randomEdit(tree: RevisionTree, rnd: () => number, n: number): RevisionTree {
  const all = ids(tree);
  const pick = () => all[Math.floor(rnd() * all.length)];
  const r = rnd();
  try {
    if (r < 0.4) return updatePage(tree, pick(), { document: doc(`edit ${n}`) }, LATER).tree;
    if (r < 0.55) return updatePage(tree, pick(), { title: `Title ${n}`, slug: true }, LATER).tree;
    if (r < 0.7) return movePage(tree, pick(), { parent: pick() }, LATER).tree;
    if (r < 0.8) return deletePage(tree, pick()).tree;
    return createPage(tree, { kind: 'document', title: `New ${n}`, parent: pick() }, LATER, `new${n}`).tree;
  } catch {
    return tree; // an impossible move (into itself): no edit
  }
}

/** The diff over whole trees (every page compared), as the engine computed it before hashes. */
function fullRegions(before: RevisionTree, after: RevisionTree) {
  const index = (t: RevisionTree) =>
    new Map([...walk(t.pages)].map((e) => [e.page.id, { page: e.page, parent: e.parent }]));
  return { before: index(before), after: index(after) };
}

describe('content-addressed trees', () => {
  it('hash equal content equally and differently otherwise; paths are not part of a node', () => {
    const a = sectioned(2, 2);
    const b = sectioned(2, 2);
    expect(treeHash(a)).toBe(treeHash(b));
    const edited = updatePage(a, 'p1.1', { document: sha256Hex('x') }, NOW).tree;
    expect(treeHash(edited)).not.toBe(treeHash(a));
    // Unchanged subtrees are the same objects with the same hash; the edited path is new.
    expect(edited.pages[0]).toBe(a.pages[0]);
    expect(pageHash(edited.pages[1])).not.toBe(pageHash(a.pages[1]));
    expect(pageHash({ ...a.pages[0], path: 'elsewhere' })).toBe(pageHash(a.pages[0]));
  });

  it('a one-page edit writes the nodes of its path only and reuses the rest', () => {
    const tree = sectioned(50, 40);
    const first = treeWrite(tree);
    expect(first.nodes.size).toBe(allNodes(tree).size);
    markStored(first);
    const edited = updatePage(tree, 'p7.13', { document: sha256Hex('new body') }, LATER).tree;
    const write = treeWrite(edited);
    // The page, its section, the root.
    expect(write.nodes.size).toBe(3);
    // Documents the new nodes name: the new body and the section's own.
    expect(new Set(write.documents)).toEqual(new Set([sha256Hex('new body'), sha256Hex('s7')]));
    // Reused: the 49 other sections, the 39 siblings, the two lists.
    expect(write.reused.size).toBe(49 + 39 + 2);
    expect(treeWrite(edited).root).toBe(treeHash(edited));
  });

  it('reads back the same tree from its nodes', () => {
    let tree = sectioned(3, 3);
    tree = addFile(tree, { name: 'a.png', hash: 'h', contentType: 'image/png', size: 1, createdAt: NOW }, 'f1').tree;
    tree = updatePage(tree, 'p2.1', { title: 'Renamed', slug: 'renamed', description: 'Words' }, NOW).tree;
    const nodes = allNodes(tree);
    const read = materialize(treeHash(tree), (h) => nodes.get(h)!);
    expect(read).toEqual(tree);
    expect(treeHash(read)).toBe(treeHash(tree));
  });

  it('the hash-skipping diff equals the whole-tree diff over random edits', () => {
    const rnd = random(7);
    let before = sectioned(6, 5);
    for (let round = 0; round < 60; round++) {
      let after = before;
      const steps = 1 + Math.floor(rnd() * 4);
      for (let i = 0; i < steps; i++) after = randomEdit(after, rnd, round * 10 + i);
      const regions = changedPages(before.pages, after.pages);
      const full = fullRegions(before, after);
      // Every page that differs in any way is in the regions; pages outside are identical.
      for (const [id, e] of full.after) {
        const prev = full.before.get(id);
        const same =
          prev &&
          (prev.parent?.id ?? null) === (e.parent?.id ?? null) &&
          JSON.stringify({ ...prev.page, pages: 0, path: 0 }) === JSON.stringify({ ...e.page, pages: 0, path: 0 });
        if (!same) expect(regions.after.has(id)).toBe(true);
      }
      for (const id of full.before.keys()) if (!full.after.has(id)) expect(regions.before.has(id)).toBe(true);
      // The diff itself equals the one computed from every page.
      expect(diffTrees(before, after)).toEqual(diffTrees(before, after, full));
      before = after;
    }
  });

  it('the in-place merge shortcut gives what the full merge gives', () => {
    const rnd = random(11);
    const base = sectioned(8, 6);
    const all = ids(base);
    for (let round = 0; round < 40; round++) {
      let ours = base;
      let theirs = base;
      // Theirs edits pages in place; ours edits others in place or restructures.
      for (let i = 0; i < 3; i++)
        theirs = updatePage(
          theirs,
          all[Math.floor(rnd() * all.length)],
          { document: doc(`t${round}.${i}`) },
          LATER,
        ).tree;
      for (let i = 0; i < 3; i++) ours = randomEdit(ours, rnd, 1000 + round * 10 + i);
      const input = { base, ours, theirs, documents, hash: sha256Hex };
      const fast = mergeTrees(input);
      const full = fullMerge(input);
      expect(fast.conflicts.length).toBe(full.conflicts.length);
      if (!full.conflicts.length) expect(fast.tree).toEqual(full.tree);
    }
  });
});
