import { cp, mkdtemp, mkdir, readdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { applyMigrations, MIGRATIONS_DIR, type SqlRunner } from '../../src/db/migrate.ts';

let dir: string;
let db: PGlite;
const runner = (): SqlRunner => ({
  exec: async (sql) => void (await db.exec(sql)),
  query: async (sql, params) => (await db.query<any>(sql, params as any[])).rows,
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
    expect(await applyMigrations(runner(), dir)).toEqual(['001_a', '002_b']);
    expect(await applyMigrations(runner(), dir)).toEqual([]);
    const rows = await db.query<{ migration_name: string }>(
      'SELECT migration_name FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(rows.rows.map((r) => r.migration_name)).toEqual(['001_a', '002_b']);
  });

  it('rolls a failing migration back whole and refuses an edited one', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-mig-'));
    db = new PGlite();
    await migration('001_a', 'CREATE TABLE a (id int);');
    await applyMigrations(runner(), dir);
    await migration('002_bad', 'CREATE TABLE half (id int); INSERT INTO nowhere VALUES (1);');
    await expect(applyMigrations(runner(), dir)).rejects.toThrow(/002_bad failed and was rolled back/);
    const half = await db.query("SELECT to_regclass('half') AS t");
    expect((half.rows[0] as any).t).toBeNull();
    await rm(path.join(dir, '002_bad'), { recursive: true });
    await migration('001_a', 'CREATE TABLE a (id bigint);');
    await expect(applyMigrations(runner(), dir)).rejects.toThrow(/edited after it was applied/);
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
    await applyMigrations(runner(), dir);
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
    expect(await applyMigrations(runner(), dir)).toEqual([target]);
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
