import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { applyMigrations, MIGRATIONS_DIR, type SqlRunner } from '../../src/db/migrate.ts';
import { dataMigrations } from '../../src/engine/data-migrations.ts';
import { EMPTY_TREE_NODES } from '../../src/engine/nodes.ts';
import { loadTrees } from '../../src/engine/store.ts';

let dir: string;
let db: PGlite;
const runner = (): SqlRunner => ({
  exec: async (sql) => void (await db.exec(sql)),
  query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
});
async function migration(name: string, sql: string) {
  await mkdir(path.join(dir, name), { recursive: true });
  await writeFile(path.join(dir, name, 'migration.sql'), sql);
}

afterEach(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('migration runner', () => {
  it('applies pending migrations once, in order, and records them', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-mig-'));
    db = new PGlite();
    await migration('001_a', 'CREATE TABLE a (id int);');
    await migration('002_b', 'ALTER TABLE a ADD COLUMN b text;');
    expect(await applyMigrations(runner(), dir, dataMigrations)).toEqual(['001_a', '002_b']);
    expect(await applyMigrations(runner(), dir, dataMigrations)).toEqual([]);
    const rows = await db.query<{ migration_name: string }>(
      'SELECT migration_name FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(rows.rows.map((r) => r.migration_name)).toEqual(['001_a', '002_b']);
  });

  it('rolls a failing migration back whole and refuses an edited one', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-mig-'));
    db = new PGlite();
    await migration('001_a', 'CREATE TABLE a (id int);');
    await applyMigrations(runner(), dir, dataMigrations);
    await migration('002_bad', 'CREATE TABLE half (id int); INSERT INTO nowhere VALUES (1);');
    await expect(applyMigrations(runner(), dir, dataMigrations)).rejects.toThrow(/002_bad failed and was rolled back/);
    const half = await db.query<{ t: string | null }>("SELECT to_regclass('half') AS t");
    expect(half.rows[0].t).toBeNull();
    await rm(path.join(dir, '002_bad'), { recursive: true });
    await migration('001_a', 'CREATE TABLE a (id bigint);');
    await expect(applyMigrations(runner(), dir, dataMigrations)).rejects.toThrow(/edited after it was applied/);
  });
});

describe('migration 20261122054014_change_request_revisions', () => {
  it("marks each change request's branch revisions (not the space's) and drops counters of purged spaces", async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-mig-'));
    db = new PGlite();
    const target = '20261122054014_change_request_revisions';
    const names = (await readdir(MIGRATIONS_DIR)).filter((n) => /^\d/.test(n)).sort();
    for (const n of names.filter((n) => n < target))
      await cp(path.join(MIGRATIONS_DIR, n), path.join(dir, n), { recursive: true });
    await applyMigrations(runner(), dir, dataMigrations);
    await db.exec(`
      SET session_replication_role = replica; -- no foreign-key checks: only the rows under test
      INSERT INTO "Space" (id, "organizationId", position, "shareKey", "updatedAt") VALUES ('s', 'o', 'a', 'k', now());
      -- main: m1 <- m2 <- merge(m2, b2); branch of cr1: m1 <- b1 <- u(b1, m2) ; cr2 has no edits
      INSERT INTO "Revision" (id, "spaceId", parents) VALUES
        ('m1', 's', '{}'), ('m2', 's', '{m1}'), ('b1', 's', '{m1}'), ('u', 's', '{b1,m2}'), ('merge', 's', '{m2,u}');
      INSERT INTO "ChangeRequest" (id, "spaceId", number, "createdById", "revisionId", "revisionInitialId", "updatedAt") VALUES
        ('cr1', 's', 1, 'u1', 'u', 'm1', now()), ('cr2', 's', 2, 'u1', 'm2', 'm2', now());
      INSERT INTO "ChangeRequestCounter" ("spaceId", last) VALUES ('s', 2), ('purged', 7);
      SET session_replication_role = origin;
    `);
    await cp(path.join(MIGRATIONS_DIR, target), path.join(dir, target), { recursive: true });
    expect(await applyMigrations(runner(), dir, dataMigrations)).toEqual([target]);
    const revisions = await db.query<{ id: string; changeRequestId: string | null }>(
      'SELECT id, "changeRequestId" FROM "Revision" ORDER BY id',
    );
    expect(Object.fromEntries(revisions.rows.map((r) => [r.id, r.changeRequestId]))).toEqual({
      b1: 'cr1',
      u: 'cr1',
      m1: null,
      m2: null,
      merge: null,
    });
    const counters = await db.query<{ spaceId: string }>('SELECT "spaceId" FROM "ChangeRequestCounter"');
    expect(counters.rows).toEqual([{ spaceId: 's' }]);
  });
});

describe('migrations 20261124220444_tree_nodes and 20261124220445_revision_root', () => {
  it('turn every revision JSON tree into shared content-addressed nodes, in the migration transaction', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-mig-'));
    db = new PGlite();
    const target = '20261124220444_tree_nodes';
    const names = (await readdir(MIGRATIONS_DIR)).filter((n) => /^\d/.test(n)).sort();
    for (const n of names.filter((n) => n < target))
      await cp(path.join(MIGRATIONS_DIR, n), path.join(dir, n), { recursive: true });
    await applyMigrations(runner(), dir, dataMigrations);
    // Trees as the previous schema stored them: r2 edits one page of r1; r0 is an old empty `{}`.
    type OldPage = { id: string; document?: string; pages: OldPage[] } & Record<string, unknown>;
    const page = (id: string, title: string, path: string, pages: OldPage[] = [], document?: string): OldPage => ({
      id,
      kind: 'document',
      title,
      slug: path.split('/').pop(),
      path,
      ...(document ? { document } : {}),
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      pages,
    });
    const r1 = {
      pages: [
        page('a', 'A', 'a', [page('a1', 'A1', 'a/a1', [], 'd1'), page('a2', 'A2', 'a/a2', [], 'd2')]),
        page('b', 'B', 'b', [page('b1', 'B1', 'b/b1', [], 'd3')]),
      ],
      files: [{ id: 'f', name: 'x.png', hash: 'h', contentType: 'image/png', size: 3, createdAt: '2026-01-01' }],
      reusableContents: [{ id: 'rc', title: 'Shared', document: 'd4' }],
    };
    const r2 = structuredClone(r1);
    r2.pages[0].pages[1].document = 'd5';
    await db.query(`SET session_replication_role = replica`);
    await db.query(
      `INSERT INTO "Space" (id, "organizationId", position, "shareKey", "updatedAt") VALUES ('s', 'o', 'a', 'k', now())`,
    );
    await db.query(
      `INSERT INTO "Revision" (id, "spaceId", parents, tree) VALUES ('r0', 's', '{}', '{}'), ('r1', 's', '{}', $1), ('r2', 's', '{r1}', $2)`,
      [JSON.stringify(r1), JSON.stringify(r2)],
    );
    await db.query(`SET session_replication_role = origin`);
    for (const n of names.filter((n) => n >= target))
      await cp(path.join(MIGRATIONS_DIR, n), path.join(dir, n), { recursive: true });
    expect(await applyMigrations(runner(), dir, dataMigrations)).toEqual(names.filter((n) => n >= target));

    const roots = await db.query<{ id: string; root: string }>('SELECT id, root FROM "Revision" ORDER BY id');
    const columns = await db.query(
      `SELECT 1 FROM information_schema.columns WHERE table_name = 'Revision' AND column_name = 'tree'`,
    );
    expect(columns.rows).toEqual([]);
    // Through the engine's reader: the same trees (paths derived again from the slugs).
    // PGlite standing in for Prisma's raw queries: loadTrees only awaits them (a plain promise, not a
    // PrismaPromise, hence the cast to its parameter type).
    const prisma = {
      $queryRawUnsafe: async (sql: string, ...params: unknown[]) => (await db.query(sql, params)).rows,
    } as unknown as Parameters<typeof loadTrees>[0];
    const [t0, t1, t2] = await loadTrees(
      prisma,
      roots.rows.map((r) => r.root),
    );
    expect(t0).toEqual({ pages: [], files: [], reusableContents: [] });
    expect(roots.rows[0].root).toBe(EMPTY_TREE_NODES[0]);
    expect(t1).toEqual(r1);
    expect(t2).toEqual(r2);
    const nodes = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM "TreeNode"');
    // r1: root, 2 lists, 5 pages; r2 shares all but the edited page, its parent and the root;
    // the empty tree (r0): its root and 2 empty lists.
    expect(nodes.rows[0].n).toBe(8 + 3 + 3);
  });
});
