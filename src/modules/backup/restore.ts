/**
 * Restore: an archive into the configured database, all or nothing.
 *
 * 1. The archive is read once in full and its checksum verified: a truncated or altered archive
 *    is refused before anything is written.
 * 2. In one transaction: the schema is dropped and rebuilt by the migrations of the archive's
 *    level, its rows loaded (triggers and foreign-key checks off: the rows are one consistent
 *    point, counters included), sequences set, and then the newer migrations applied with their
 *    data steps. Any failure rolls the whole of it back.
 */
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyMigrations, MIGRATIONS_DIR, type SqlRunner } from '../../db/migrate.ts';
import { dataMigrations } from '../../engine/data-migrations.ts';
import { ArchiveError, archiveLines, parseControl, verifyArchive } from './archive.ts';
import { mb } from './dump.ts';
import { type Progress, quoteIdent, sessionOf, tablesOf } from './session.ts';

/** Row text sent in one INSERT (PostgreSQL parses it whole: its memory peaks with it). */
const BATCH_BYTES = 1024 * 1024;
const BATCH_ROWS = 1000;

/** The database holds data and --force was not given. */
export class NotEmptyError extends Error {}

/** What the database holds now: organizations, users and spaces (nothing when never migrated). */
export async function holdings(runner: SqlRunner): Promise<{ organizations: number; users: number; spaces: number }> {
  const [known] = await runner.query<{ present: boolean }>(
    `SELECT to_regclass('"Organization"') IS NOT NULL AND to_regclass('"User"') IS NOT NULL
        AND to_regclass('"Space"') IS NOT NULL AS present`,
  );
  if (!known.present) return { organizations: 0, users: 0, spaces: 0 };
  const [row] = await runner.query<{ organizations: number; users: number; spaces: number }>(
    `SELECT (SELECT count(*)::int FROM "Organization") AS organizations, (SELECT count(*)::int FROM "User") AS users,
            (SELECT count(*)::int FROM "Space") AS spaces`,
  );
  return row;
}

/** Runs the migration runner inside the caller's transaction (its own BEGIN/COMMIT are left out). */
const nested = (runner: SqlRunner): SqlRunner => ({
  exec: (sql) => (/^\s*(BEGIN|COMMIT|ROLLBACK)\s*$/i.test(sql) ? Promise.resolve() : runner.exec(sql)),
  query: (sql, params) => runner.query(sql, params),
});

/** A folder holding the first migrations only (the archive's level). */
async function migrationsUpTo(names: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-restore-'));
  for (const name of names) {
    await mkdir(path.join(dir, name));
    await copyFile(path.join(MIGRATIONS_DIR, name, 'migration.sql'), path.join(dir, name, 'migration.sql'));
  }
  return dir;
}

export async function restore(
  runner: SqlRunner,
  file: string,
  options: { force?: boolean; progress?: Progress } = {},
): Promise<{ tables: Record<string, number>; migrated: string[] }> {
  const progress = options.progress ?? (() => {});
  progress(`verifying ${file}`);
  const { header, summary } = await verifyArchive(file);
  const known = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const unknown = header.migrations.find((name) => !known.includes(name));
  if (unknown) throw new ArchiveError(`the archive was made by a newer Quire (migration ${unknown} is unknown here)`);
  const total = Object.values(summary.tables).reduce((a, b) => a + b, 0);
  progress(
    `archive of ${header.createdAt}: ${total} rows in ${Object.keys(summary.tables).length} tables, checksum ok`,
  );

  const held = await holdings(runner);
  if (held.organizations + held.users + held.spaces > 0) {
    const what = `${held.organizations} organizations, ${held.users} users and ${held.spaces} spaces`;
    if (!options.force) throw new NotEmptyError(`the database is not empty (${what}): restore --force replaces it`);
    progress(`--force: replacing ${what} and everything else in the database`);
  }

  const levelDir = await migrationsUpTo(header.migrations);
  await runner.exec('BEGIN');
  try {
    const [{ schema }] = await runner.query<{ schema: string }>('SELECT current_schema() AS schema');
    await runner.exec(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE; CREATE SCHEMA ${quoteIdent(schema)}`);
    await applyMigrations(nested(runner), levelDir, dataMigrations);
    // What the migrations seeded (e.g. the empty tree's node) comes back with the archive's rows.
    const tables = (await tablesOf(sessionOf(runner))).map((t) => quoteIdent(t.table));
    await runner.exec(`TRUNCATE ${tables.join(', ')}`);
    await load(runner, file, progress);
    // The migrations this Quire has that the archive's level lacks, on the restored rows.
    const migrated = await applyMigrations(nested(runner), MIGRATIONS_DIR, dataMigrations);
    if (migrated.length) progress(`applied ${migrated.length} newer migrations`);
    await runner.exec('COMMIT');
    progress('restored');
    return { tables: summary.tables, migrated };
  } catch (error) {
    await runner.exec('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await rm(levelDir, { recursive: true, force: true });
  }
}

/** The archive's rows into the (empty) tables of its level, in the caller's transaction. */
async function load(runner: SqlRunner, file: string, progress: Progress) {
  // Neither triggers (counters, notifications) nor foreign-key checks: the rows are a consistent point.
  await runner.exec('SET LOCAL session_replication_role = replica');
  const tables = new Map((await tablesOf(sessionOf(runner))).map((t) => [t.table, t]));
  let insert = '';
  let table = '';
  let rows: string[] = [];
  let size = 0;
  let loaded = 0;
  let bytes = 0;
  let lastReport = Date.now();
  const flush = async () => {
    if (!rows.length) return;
    await runner.query(insert, [`[${rows.join(',')}]`]);
    loaded += rows.length;
    rows = [];
    size = 0;
    if (Date.now() - lastReport > 2000) {
      lastReport = Date.now();
      progress(`${table}: ${loaded} rows, ${mb(bytes)} so far`);
    }
  };
  // A large bytea value arrives in chunks after its row: the row is inserted alone with the value
  // empty, the chunks gathered in a large object, then copied into the row once.
  let large = null as { at: string; column: string; oid: number; offset: number } | null;
  const finishLarge = async () => {
    if (!large) return;
    const { at, column, oid } = large;
    const [updated] = await runner.query<{ at: string }>(
      `UPDATE ${quoteIdent(table)} SET ${quoteIdent(column)} = lo_get($1::oid) WHERE ctid = $2::text::tid RETURNING ctid::text AS at`,
      [oid, at],
    );
    await runner.query('SELECT lo_unlink($1::oid)', [oid]);
    large = null;
    return updated.at;
  };
  let first = true;
  for await (const line of archiveLines(file)) {
    if (first) {
      first = false; // the header, read by verifyArchive
      continue;
    }
    const control = line.startsWith('{') ? null : parseControl(line);
    if (control?.[0] === 'bytes') {
      const [, column, hex] = control;
      if (large?.column === column) {
        await runner.query('SELECT lo_put($1::oid, $2::bigint, decode($3, $$hex$$))', [large.oid, large.offset, hex]);
        large.offset += hex.length / 2;
        continue;
      }
      let at = await finishLarge();
      if (!at) {
        // The row these chunks belong to is the last one read: inserted alone, its address kept.
        const row = rows.pop();
        if (!row) throw new ArchiveError('the archive is corrupt (bytes without a row)');
        await flush();
        [{ at }] = await runner.query<{ at: string }>(`${insert} RETURNING ctid::text AS at`, [`[${row}]`]);
        loaded++;
      }
      const [{ oid }] = await runner.query<{ oid: number }>('SELECT lo_from_bytea(0, decode($1, $$hex$$)) AS oid', [
        hex,
      ]);
      large = { at: at as string, column, oid, offset: hex.length / 2 };
      continue;
    }
    await finishLarge();
    if (!control) {
      // Flushed before a row is added, so that the last row read is still at hand for its chunks.
      if (size >= BATCH_BYTES || rows.length >= BATCH_ROWS) await flush();
      rows.push(line);
      size += line.length;
      bytes += line.length;
      continue;
    }
    await flush();
    if (control[0] === 'table') {
      if (loaded) progress(`${table}: ${loaded} rows`);
      table = control[1];
      loaded = 0;
      const target = tables.get(table);
      if (!target) throw new ArchiveError(`the archive's table ${table} is not in its migration level's schema`);
      const columns = target.written
        .filter((c) => control[2].columns.includes(c))
        .map(quoteIdent)
        .join(', ');
      insert = `INSERT INTO ${quoteIdent(table)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${quoteIdent(table)}, $1::json)`;
    } else if (control[0] === 'sequence') {
      const [, seqTable, column, value] = control;
      await runner.query(
        `SELECT setval(pg_get_serial_sequence($1, $2),
           GREATEST($3::bigint, (SELECT COALESCE(max(${quoteIdent(column)}), 1) FROM ${quoteIdent(seqTable)})::bigint))`,
        [quoteIdent(seqTable), column, value],
      );
    }
  }
  await flush();
  if (loaded) progress(`${table}: ${loaded} rows`);
  await runner.exec('SET LOCAL session_replication_role = DEFAULT');
}
