/**
 * Data steps of migrations that SQL alone cannot do, run by the migration runner right after the
 * migration's SQL, in the same transaction (src/db/migrate.ts; the app hands them to openDatabase).
 */

import type { DataMigrations, SqlRunner } from '../db/migrate.ts';
import { allNodes, type StoredNode, treeHash } from './nodes.ts';
import { insertNodes } from './store.ts';
import { readTree, type TreePage } from './tree.ts';

const BATCH = 200;

/** Pages of an old JSON tree with every field the nodes need (`pages` always a list). */
function normalize(pages: unknown): TreePage[] {
  if (!Array.isArray(pages)) return [];
  return pages.map((p: TreePage) => ({ ...p, pages: normalize(p.pages) }));
}

/** `Revision.tree` (one JSON value per revision) to content-addressed TreeNode rows and `Revision.root`. */
async function revisionTreesToNodes(db: SqlRunner) {
  let after = '';
  for (;;) {
    const rows = await db.query<{ id: string; tree: unknown }>(
      'SELECT id, tree FROM "Revision" WHERE id > $1 ORDER BY id LIMIT $2',
      [after, BATCH],
    );
    if (!rows.length) return;
    const nodes = new Map<string, StoredNode>();
    const roots: string[] = [];
    for (const row of rows) {
      const json = typeof row.tree === 'string' ? JSON.parse(row.tree) : row.tree;
      const read = readTree(json);
      const tree = { ...read, pages: normalize(read.pages) };
      for (const [h, n] of allNodes(tree)) nodes.set(h, n);
      roots.push(treeHash(tree));
    }
    const [sql, ...params] = insertNodes(nodes);
    await db.query(sql, params);
    await db.query(
      'UPDATE "Revision" AS r SET root = v.root FROM unnest($1::text[], $2::text[]) AS v(id, root) WHERE r.id = v.id',
      [rows.map((r) => r.id), roots],
    );
    after = rows[rows.length - 1].id;
  }
}

export const dataMigrations: DataMigrations = {
  '20261124220444_tree_nodes': revisionTreesToNodes,
};
