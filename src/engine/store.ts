/**
 * Tree nodes in the database (TreeNode): reading a revision's tree by levels through a
 * process-wide cache of immutable nodes (a tree of depth d costs at most d + 1 statements cold,
 * and only the nodes not cached yet: after an edit elsewhere, the changed path), and the
 * statement that writes new nodes.
 */
import type { Prisma } from '../db/prisma.ts';
import { materialize, type StoredNode } from './nodes.ts';
import type { RevisionTree } from './tree.ts';

/**
 * Nodes are immutable: cached by hash. When the cache is full the node cached first goes out
 * (insertion order, a plain Map: a read does not renew a node, so this is not an LRU); a node
 * that went out is read again with the other missing nodes of its level.
 */
const NODE_CACHE_SIZE = 200_000;
const nodeCache = new Map<string, StoredNode>();

function remember(hash: string, node: StoredNode) {
  if (nodeCache.size >= NODE_CACHE_SIZE) nodeCache.delete(nodeCache.keys().next().value!);
  nodeCache.set(hash, node);
}

/** Something that runs a raw statement with positional parameters (Prisma client or transaction). */
type Raw = Pick<Prisma, '$queryRawUnsafe'>;

interface NodeRow {
  h: string;
  data: string;
  kids: string[] | null;
}

const SELECT_NODES = `SELECT encode(hash, 'hex') AS h, data,
  ARRAY(SELECT encode(c, 'hex') FROM unnest(children) WITH ORDINALITY AS u(c, o) ORDER BY o) AS kids
  FROM "TreeNode" WHERE hash = ANY(ARRAY(SELECT decode(x, 'hex') FROM unnest($1::text[]) AS x))`;

async function fetchNodes(db: Raw, hashes: string[], into: Map<string, StoredNode>) {
  const rows = await db.$queryRawUnsafe<NodeRow[]>(SELECT_NODES, hashes);
  for (const r of rows) {
    const node = { data: r.data, children: r.kids ?? [] };
    remember(r.h, node);
    into.set(r.h, node);
  }
}

/**
 * Every node under these roots: one statement per level of nodes not cached yet. Returned as a map
 * of their own, so that nodes evicted from the cache meanwhile (by this walk or a concurrent one)
 * never fail the read.
 */
async function loadNodes(db: Raw, roots: string[]): Promise<Map<string, StoredNode>> {
  const nodes = new Map<string, StoredNode>();
  let level = roots;
  while (level.length) {
    const missing: string[] = [];
    for (const h of new Set(level)) {
      if (nodes.has(h)) continue;
      const cached = nodeCache.get(h);
      if (cached) nodes.set(h, cached);
      else missing.push(h);
    }
    if (missing.length) await fetchNodes(db, missing, nodes);
    const next: string[] = [];
    for (const h of level) {
      const node = nodes.get(h);
      if (!node) throw new Error(`Tree node ${h} is missing`);
      for (const c of node.children) next.push(c);
    }
    level = next;
  }
  return nodes;
}

/**
 * Hashes (bytea) of every node reachable from the roots `rootsSql` selects (a column `hash`):
 * a recursive walk over `children` (every hash a node names is a child).
 */
export const reachableNodes = (rootsSql: string) => `WITH RECURSIVE reach(hash) AS (
    ${rootsSql}
    UNION
    SELECT c FROM reach JOIN "TreeNode" n ON n.hash = reach.hash CROSS JOIN LATERAL unnest(n.children) AS c
  )`;

/** Recent trees by root hash (immutable snapshots): a tree just committed is read without a walk. */
const TREE_CACHE_SIZE = 32;
const treeCache = new Map<string, RevisionTree>();

export function rememberRoot(root: string, tree: RevisionTree) {
  treeCache.delete(root);
  treeCache.set(root, tree);
  while (treeCache.size > TREE_CACHE_SIZE) treeCache.delete(treeCache.keys().next().value!);
}

/** The trees of these roots (hex hashes), in order. */
export async function loadTrees(db: Raw, roots: string[]): Promise<RevisionTree[]> {
  const found = new Map<string, RevisionTree>();
  for (const r of roots) {
    const tree = treeCache.get(r);
    if (tree) found.set(r, tree);
  }
  const missing = [...new Set(roots.filter((r) => !found.has(r)))];
  if (missing.length) {
    const nodes = await loadNodes(db, missing);
    for (const root of missing) {
      const tree = materialize(root, (h) => {
        const node = nodes.get(h);
        if (!node) throw new Error(`Tree node ${h} is missing`);
        return node;
      });
      found.set(root, tree);
      rememberRoot(root, tree);
    }
  }
  return roots.map((root) => found.get(root)!);
}

/** The statement that inserts nodes not stored yet (children passed comma-joined). */
export function insertNodes(nodes: Map<string, StoredNode>): [string, string[], string[], string[]] {
  const h: string[] = [];
  const d: string[] = [];
  const c: string[] = [];
  for (const [hash, node] of nodes) {
    h.push(hash);
    d.push(node.data);
    c.push(node.children.join(','));
  }
  return [
    `INSERT INTO "TreeNode" (hash, data, children)
     SELECT decode(h, 'hex'), d,
            ARRAY(SELECT decode(x, 'hex') FROM unnest(string_to_array(c, ',')) WITH ORDINALITY AS u(x, o) ORDER BY o)
     FROM unnest($1::text[], $2::text[], $3::text[]) AS t(h, d, c)
     ON CONFLICT (hash) DO NOTHING`,
    h,
    d,
    c,
  ];
}

/** Remembers nodes a commit wrote (they are immutable: a later read needs no statement). */
export function cacheNodes(nodes: Map<string, StoredNode>) {
  for (const [h, n] of nodes) remember(h, n);
}

/** Forgets cached nodes (after a garbage collection removed some). */
export function forgetNodes(hashes?: Iterable<string>) {
  treeCache.clear();
  if (!hashes) nodeCache.clear();
  else for (const h of hashes) nodeCache.delete(h);
}
