import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The few calls the runner needs, implemented over PGlite and over a pg client. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** Data steps of migrations, by migration name (src/engine/data-migrations.ts). */
export type DataMigrations = Record<string, (db: SqlRunner) => Promise<void>>;

/** prisma/migrations of the project: found upwards from this module, in src/db/ or bundled in dist/. */
export const MIGRATIONS_DIR = findUp(import.meta.dirname, 'prisma/migrations');

function findUp(from: string, relative: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${relative} not found above ${from}`);
  }
}

const LOCK_KEY = 72_617_365; // pg_advisory_lock key: one migrator at a time across instances

/**
 * Applies pending migration folders in order, each in its own transaction (with its data step
 * from `dataMigrations`, if it has one), recorded in a
 * Prisma-compatible `_prisma_migrations` table with its sha256. A migration edited after it
 * was applied is refused rather than silently diverging.
 */
export async function applyMigrations(
  db: SqlRunner,
  dir = MIGRATIONS_DIR,
  dataMigrations: DataMigrations = {},
): Promise<string[]> {
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  await db.exec(`SELECT pg_advisory_lock(${LOCK_KEY})`);
  try {
    await db.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const rows = await db.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    // Read at once (each start checks every applied migration's checksum).
    const sources = await Promise.all(names.map((name) => readFile(path.join(dir, name, 'migration.sql'), 'utf8')));
    const done: string[] = [];
    for (const [i, name] of names.entries()) {
      const sql = sources[i];
      const checksum = createHash('sha256').update(sql).digest('hex');
      const previous = applied.get(name);
      if (previous) {
        if (previous !== checksum) {
          throw new Error(
            `Migration ${name} was edited after it was applied (checksum mismatch). Write a new migration instead.`,
          );
        }
        continue;
      }
      await db.exec('BEGIN');
      try {
        await db.exec(sql);
        await dataMigrations[name]?.(db);
        await db.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), checksum, name],
        );
        await db.exec('COMMIT');
      } catch (error) {
        await db.exec('ROLLBACK');
        throw new Error(`Migration ${name} failed and was rolled back: ${(error as Error).message}`);
      }
      done.push(name);
    }
    return done;
  } finally {
    await db.exec(`SELECT pg_advisory_unlock(${LOCK_KEY})`);
  }
}
