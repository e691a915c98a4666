/**
 * Backup: every table of the database's schema (files' bytes and the generated secrets key
 * included), read inside one REPEATABLE READ transaction so the archive is one consistent point
 * while the server keeps writing. Rows are read through a cursor in batches of a few megabytes:
 * memory does not grow with the instance.
 */
import type { Writable } from 'node:stream';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { ArchiveWriter } from './archive.ts';
import { type Progress, quoteIdent, type Session, serialColumns, tablesOf } from './session.ts';

/** Bytes of row text fetched at once (a row is at most a file of 10 MiB, hex encoded). */
const BATCH_BYTES = 4 * 1024 * 1024;
const MAX_BATCH_ROWS = 2000;

/** Writes the archive of what `session` (inside its transaction) sees into `out`. */
export async function dump(
  session: Session,
  database: 'pglite' | 'postgresql',
  out: Writable,
  progress: Progress = () => {},
): Promise<{ tables: Record<string, number>; bytes: number }> {
  const writer = new ArchiveWriter(out);
  try {
    const migrations = await session.query<{ name: string }>(
      `SELECT migration_name AS name FROM "_prisma_migrations"
       WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
    );
    await writer.header({
      createdAt: new Date().toISOString(),
      database,
      migrations: migrations.map((m) => m.name),
    });
    for (const { table, columns } of await tablesOf(session)) {
      await writer.table(table, columns);
      await session.query(
        `DECLARE quire_backup NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM ${quoteIdent(table)} t`,
      );
      let batch = 100;
      let lastReport = Date.now();
      for (;;) {
        const rows = await session.query<{ r: string }>(`FETCH ${batch} FROM quire_backup`);
        let size = 0;
        for (const { r } of rows) {
          size += r.length;
          await writer.row(table, r);
        }
        if (rows.length < batch) break;
        // As many rows as fit in BATCH_BYTES at this batch's average size.
        batch = Math.max(1, Math.min(MAX_BATCH_ROWS, Math.floor((BATCH_BYTES * rows.length) / Math.max(size, 1))));
        if (Date.now() - lastReport > 2000) {
          lastReport = Date.now();
          progress(`${table}: ${writer.counts[table]} rows, ${mb(writer.bytes)} so far`);
        }
      }
      await session.query('CLOSE quire_backup');
      if (writer.counts[table]) progress(`${table}: ${writer.counts[table]} rows`);
    }
    for (const { table, column, sequence } of await serialColumns(session)) {
      const [row] = await session.query<{ value: string }>(`SELECT last_value::text AS value FROM ${sequence}`);
      await writer.sequence(table, column, row.value);
    }
  } catch (error) {
    writer.abort(error as Error);
    throw error;
  }
  const summary = await writer.end();
  progress(`done: ${Object.keys(summary.tables).length} tables, ${mb(writer.bytes)} of data`);
  return { tables: summary.tables, bytes: writer.bytes };
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The backup of a running server's database, through its Prisma client (the admin endpoint). */
export function dumpWithPrisma(
  prisma: PrismaClient,
  database: 'pglite' | 'postgresql',
  out: Writable,
  progress?: Progress,
) {
  return prisma.$transaction(
    (tx) => dump({ query: (sql) => tx.$queryRawUnsafe(sql) }, database, out, progress),
    // A backup of a large instance takes its time; others wait for the embedded database's one connection.
    { isolationLevel: 'RepeatableRead', maxWait: 60_000, timeout: 24 * 3600_000 },
  );
}
