/**
 * Content-addressed tree nodes, as git stores trees: a revision points at a root node; a page
 * node holds the page's own fields and the hashes of its sub-pages in order; the root holds the
 * top-level pages and the hashes of the file list and the reusable-content list. A node's hash is
 * the sha256 of its data and its children's hashes (every hash a node names is one of its
 * children, so reachability is a plain walk), so equal subtrees have equal hashes and are
 * stored once, shared by every revision, change request and space.
 *
 * In memory a revision is still the nested `RevisionTree` (src/engine/tree.ts). Hashes are
 * memoized per object (trees are immutable and the tree operations keep unchanged subtrees as the
 * same objects), so hashing a tree after an edit costs the changed path, not the whole tree, and
 * objects read from or written to the database are remembered as stored: a commit writes only
 * the nodes of objects it has not seen stored.
 */
import { createHash } from 'node:crypto';
import { markConsistent, type RevisionTree, type TreeFile, type TreePage, type TreeReusableContent } from './tree.ts';

/** A node as stored: its data (JSON text) and its children's hashes (hex), in order. */
export interface StoredNode {
  data: string;
  children: string[];
}

const hashes = new WeakMap<object, string>();
const stored = new WeakSet<object>();

export const hashNode = (node: StoredNode) =>
  createHash('sha256').update(node.data).update('\0').update(node.children.join('')).digest('hex');

/** The stored form of a page (its derived `path` is not stored: it comes from the ancestors' slugs). */
export function pageNode(page: TreePage): StoredNode {
  const data = JSON.stringify({
    id: page.id,
    kind: page.kind,
    title: page.title,
    emoji: page.emoji,
    slug: page.slug,
    description: page.description,
    hidden: page.hidden,
    href: page.href,
    document: page.document,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
  });
  return { data, children: page.pages.map(pageHash) };
}

export function pageHash(page: TreePage): string {
  let h = hashes.get(page);
  if (!h) {
    h = hashNode(pageNode(page));
    hashes.set(page, h);
  }
  return h;
}

const listNode = (key: 'files' | 'reusableContents', list: TreeFile[] | TreeReusableContent[]): StoredNode => ({
  data: JSON.stringify({ [key]: list }),
  children: [],
});

function listHash(key: 'files' | 'reusableContents', list: TreeFile[] | TreeReusableContent[]): string {
  let h = hashes.get(list);
  if (!h) {
    h = hashNode(listNode(key, list));
    hashes.set(list, h);
  }
  return h;
}

/** The root: its children are the file list, the reusable-content list, then the top-level pages. */
export function rootNode(tree: RevisionTree): StoredNode {
  return {
    data: '{"root":1}',
    children: [
      listHash('files', tree.files),
      listHash('reusableContents', tree.reusableContents),
      ...tree.pages.map(pageHash),
    ],
  };
}

/** The root hash of a tree (memoized per tree object). */
export function treeHash(tree: RevisionTree): string {
  let h = hashes.get(tree);
  if (!h) {
    h = hashNode(rootNode(tree));
    hashes.set(tree, h);
  }
  return h;
}

/** What a commit writes for a tree: the nodes not known to be stored, and the stored nodes they reuse. */
export interface TreeWrite {
  root: string;
  /** New nodes by hash (written with ON CONFLICT DO NOTHING). */
  nodes: Map<string, StoredNode>;
  /** Hashes of nodes the new ones point at without writing them: they must still exist. */
  reused: Set<string>;
  /** Document hashes the new nodes name. */
  documents: Set<string>;
  /** Blob hashes the new file list names (only when the file list itself is new). */
  blobs: Set<string>;
  /** Objects to remember as stored once the commit succeeded. */
  objects: object[];
}

/** The nodes to write for `tree`: a walk from the root that stops at subtrees already stored. */
export function treeWrite(tree: RevisionTree): TreeWrite {
  const out: TreeWrite = {
    root: treeHash(tree),
    nodes: new Map(),
    reused: new Set(),
    documents: new Set(),
    blobs: new Set(),
    objects: [],
  };
  const visit = (page: TreePage) => {
    const h = pageHash(page);
    if (stored.has(page)) {
      out.reused.add(h);
      return;
    }
    out.objects.push(page);
    if (out.nodes.has(h)) return;
    out.nodes.set(h, pageNode(page));
    if (page.document) out.documents.add(page.document);
    for (const child of page.pages) visit(child);
  };
  const list = (key: 'files' | 'reusableContents', items: TreeFile[] | TreeReusableContent[]) => {
    const h = listHash(key, items);
    if (stored.has(items)) {
      out.reused.add(h);
      return;
    }
    out.objects.push(items);
    out.nodes.set(h, listNode(key, items));
    if (key === 'files') for (const f of items as TreeFile[]) out.blobs.add(f.hash);
    else for (const r of items as TreeReusableContent[]) if (r.document) out.documents.add(r.document);
  };
  if (stored.has(tree)) out.reused.add(out.root);
  else {
    out.objects.push(tree);
    out.nodes.set(out.root, rootNode(tree));
    for (const page of tree.pages) visit(page);
    list('files', tree.files);
    list('reusableContents', tree.reusableContents);
  }
  return out;
}

/** Remembers the objects of a committed write as stored. */
export function markStored(write: TreeWrite) {
  for (const o of write.objects) stored.add(o);
}

/**
 * The nested tree of a root, from nodes by hash (all of them must be given). Every object built
 * is remembered with its hash and as stored.
 */
export function materialize(root: string, node: (hash: string) => StoredNode): RevisionTree {
  const [files, reusableContents, ...pages] = node(root).children;
  const build = (hash: string, prefix: string): TreePage => {
    const n = node(hash);
    const fields = JSON.parse(n.data) as Omit<TreePage, 'path' | 'pages'>;
    const path = prefix ? `${prefix}/${fields.slug}` : fields.slug;
    const page = { ...fields, path, pages: n.children.map((c) => build(c, path)) } as TreePage;
    hashes.set(page, hash);
    stored.add(page);
    markConsistent(page);
    return page;
  };
  const list = <T>(hash: string, key: 'files' | 'reusableContents'): T[] => {
    const items = (JSON.parse(node(hash).data) as Record<string, T[]>)[key];
    hashes.set(items, hash);
    stored.add(items);
    return items;
  };
  const tree: RevisionTree = {
    pages: pages.map((c) => build(c, '')),
    files: list<TreeFile>(files, 'files'),
    reusableContents: list<TreeReusableContent>(reusableContents, 'reusableContents'),
  };
  hashes.set(tree, root);
  stored.add(tree);
  return tree;
}

/** Every node of a tree by hash (a whole-tree write: the data migration, tests). */
export function allNodes(tree: RevisionTree): Map<string, StoredNode> {
  const out = new Map<string, StoredNode>();
  out.set(treeHash(tree), rootNode(tree));
  const visit = (page: TreePage) => {
    out.set(pageHash(page), pageNode(page));
    for (const c of page.pages) visit(c);
  };
  for (const p of tree.pages) visit(p);
  out.set(listHash('files', tree.files), listNode('files', tree.files));
  out.set(listHash('reusableContents', tree.reusableContents), listNode('reusableContents', tree.reusableContents));
  return out;
}

/** The empty tree's root and lists (inserted by the migration, never collected). */
export const EMPTY_TREE_NODES = [
  'f0771c0e5cb3fc2aea9af3a9d2003972d93898ce5cac56145166a3e4873d1745',
  '41a70fbb5f867980827773e357295a0279a90d324879630894ce30e1beacdd4a',
  '96379c64679aa5153c6a695f0d99dbdada465dade2d64adebda126dbf020f500',
];
