import { describe, expect, it } from 'vitest';
import { diffTrees } from '../../src/engine/diff.ts';
import {
  createPage,
  deletePage,
  emptyTree,
  findByPath,
  findPage,
  movePage,
  type RevisionTree,
  slugify,
  TreeError,
  updatePage,
  walk,
} from '../../src/engine/tree.ts';

const T0 = '2026-01-01T00:00:00.000Z';
const T1 = '2026-01-02T00:00:00.000Z';

function build() {
  let tree: RevisionTree = emptyTree();
  const add = (title: string, extra: Record<string, unknown> = {}) => {
    const r = createPage(tree, { kind: 'document', title, ...extra }, T0);
    tree = r.tree;
    return r.page.id;
  };
  const intro = add('Introduction');
  const guide = add('User Guide');
  const install = add('Install', { parent: guide });
  const config = add('Configure', { parent: guide });
  return { tree, intro, guide, install, config, add, get: () => tree };
}

const paths = (tree: RevisionTree) => [...walk(tree.pages)].map((e) => e.page.path);

describe('page tree', () => {
  it('slugifies titles (github-slugger) and falls back for symbol-only titles', () => {
    expect(slugify('Getting Started!')).toBe('getting-started');
    expect(slugify('  Über  Cool -- Stuff ')).toBe('über-cool-stuff');
    expect(slugify('🎉')).toBe('page');
    expect(slugify('x'.repeat(300))).toHaveLength(100);
  });

  it('derives paths from the slugs of the ancestors; slugs are unique among siblings', () => {
    const { tree, install } = build();
    expect(paths(tree)).toEqual(['introduction', 'user-guide', 'user-guide/install', 'user-guide/configure']);
    const again = createPage(tree, { kind: 'document', title: 'Introduction' }, T0);
    expect(again.page.path).toBe('introduction-1');
    const nested = createPage(tree, { kind: 'document', title: 'Introduction', parent: install }, T0);
    expect(nested.page.path).toBe('user-guide/install/introduction');
    expect(findByPath(nested.tree, '/user-guide/install/introduction/')?.page.id).toBe(nested.page.id);
  });

  it('places new pages before or after a sibling', () => {
    const { tree, intro, guide } = build();
    const before = createPage(tree, { kind: 'document', title: 'First', position: { before: intro } }, T0);
    expect(before.tree.pages.map((p) => p.title)).toEqual(['First', 'Introduction', 'User Guide']);
    const after = createPage(tree, { kind: 'document', title: 'Middle', position: { after: intro } }, T0);
    expect(after.tree.pages.map((p) => p.title)).toEqual(['Introduction', 'Middle', 'User Guide']);
    expect(() =>
      createPage(tree, { kind: 'document', title: 'X', parent: guide, position: { before: intro } }, T0),
    ).toThrow(TreeError);
  });

  it("without a parent, a page placed next to a neighbour joins the neighbour's parent", () => {
    const { tree, intro, guide, install, config } = build();
    const created = createPage(tree, { kind: 'document', title: 'Between', position: { after: install } }, T0);
    expect(created.page.path).toBe('user-guide/between');
    expect(findPage(created.tree, guide)!.page.pages.map((p) => p.title)).toEqual(['Install', 'Between', 'Configure']);
    const moved = movePage(tree, intro, { before: config }, T1);
    expect(paths(moved.tree)).toEqual([
      'user-guide',
      'user-guide/install',
      'user-guide/introduction',
      'user-guide/configure',
    ]);
    const top = movePage(tree, install, { parent: null, before: intro }, T1);
    expect(top.tree.pages.map((p) => p.title)).toEqual(['Install', 'Introduction', 'User Guide']);
    expect(() => movePage(tree, install, { before: 'nope' }, T1)).toThrow(TreeError);
  });

  it('keeps the slug on rename unless asked, and keeps ids', () => {
    const { tree, guide } = build();
    const renamed = updatePage(tree, guide, { title: 'Handbook' }, T1);
    expect(renamed.page).toMatchObject({
      id: guide,
      title: 'Handbook',
      slug: 'user-guide',
      updatedAt: T1,
      createdAt: T0,
    });
    const reslugged = updatePage(tree, guide, { title: 'Handbook', slug: true }, T1);
    expect(paths(reslugged.tree)).toEqual(['introduction', 'handbook', 'handbook/install', 'handbook/configure']);
    const explicit = updatePage(tree, guide, { title: 'Handbook', slug: 'introduction' }, T1);
    expect(explicit.page.slug).toBe('introduction-1');
  });

  it('moves pages with their sub-pages, refuses cycles and nested groups', () => {
    const { tree, intro, guide, install, config } = build();
    const moved = movePage(tree, guide, { parent: intro }, T1);
    expect(paths(moved.tree)).toEqual([
      'introduction',
      'introduction/user-guide',
      'introduction/user-guide/install',
      'introduction/user-guide/configure',
    ]);
    const reordered = movePage(tree, config, { before: install }, T1);
    expect(findPage(reordered.tree, guide)!.page.pages.map((p) => p.title)).toEqual(['Configure', 'Install']);
    const top = movePage(tree, install, { parent: null, after: intro }, T1);
    expect(top.tree.pages.map((p) => p.title)).toEqual(['Introduction', 'Install', 'User Guide']);
    expect(() => movePage(tree, guide, { parent: install }, T1)).toThrow(/sub-pages/);
    expect(() => movePage(tree, guide, { parent: guide }, T1)).toThrow(/itself/);
    const group = createPage(tree, { kind: 'group', title: 'Group' }, T0);
    expect(() => movePage(group.tree, group.page.id, { parent: intro }, T1)).toThrow(/top level/);
    expect(() => createPage(tree, { kind: 'group', title: 'G', parent: intro }, T0)).toThrow(/top level/);
    expect(() => createPage(tree, { kind: 'link', title: 'L' }, T0)).toThrow(/href/);
  });

  it('deletes a page with its sub-pages; unknown ids are not-found errors', () => {
    const { tree, guide } = build();
    expect(paths(deletePage(tree, guide).tree)).toEqual(['introduction']);
    expect(() => deletePage(tree, 'nope')).toThrow(expect.objectContaining({ kind: 'not-found' }));
  });

  it('does not mutate the tree it starts from (revisions are immutable snapshots)', () => {
    const { tree, guide, install } = build();
    const before = JSON.stringify(tree);
    updatePage(tree, install, { title: 'Changed', document: 'abc' }, T1);
    movePage(tree, install, { parent: null }, T1);
    deletePage(tree, guide);
    expect(JSON.stringify(tree)).toBe(before);
  });
});

describe('semantic diff', () => {
  it('reports created, edited (attributes), moved (parents) and deleted pages, and files', () => {
    const { tree, intro, guide, install, config } = build();
    let next = updatePage(tree, intro, { title: 'Welcome', document: 'h2' }, T1).tree;
    next = movePage(next, install, { parent: null }, T1).tree;
    next = deletePage(next, config).tree;
    next = createPage(next, { kind: 'document', title: 'New' }, T1).tree;
    next = {
      ...next,
      files: [{ id: 'f1', name: 'a.png', hash: 'x', contentType: 'image/png', size: 3, createdAt: T1 }],
    };
    const changes = diffTrees(tree, next);
    expect(changes.map((c) => c.type)).toEqual([
      'page_edited',
      'page_moved',
      'page_created',
      'page_deleted',
      'file_created',
    ]);
    expect(changes[0]).toMatchObject({
      page: { id: intro, title: 'Welcome' },
      attributes: { title: { before: 'Introduction', after: 'Welcome' }, document: { after: 'h2' } },
    });
    expect(changes[1]).toMatchObject({ page: { id: install, path: 'install' }, parent: { before: { id: guide } } });
    const moved = changes[1];
    if (moved.type !== 'page_moved') throw new Error(`expected page_moved, got ${moved.type}`);
    expect(moved.parent.after).toBeUndefined();
    expect(changes[3]).toMatchObject({ page: { id: config, path: 'user-guide/configure' } });
    expect(diffTrees(tree, tree)).toEqual([]);
  });
});
