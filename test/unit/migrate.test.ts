import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { applyMigrations, type SqlRunner } from '../../src/db/migrate.ts';

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
    const rows = await db.query<{ migration_name: string }>('SELECT migration_name FROM _prisma_migrations ORDER BY migration_name');
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
