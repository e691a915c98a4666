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

/** Bytes of row text read at once (a larger row is read alone). */
const BATCH_BYTES = 1024 * 1024;
/** Row addresses fetched from the cursor at once. */
const KEYS = 1000;
/**
 * bytea values longer than this travel in chunks of this size. On the embedded database a chunk's
 * hex (96 KiB) stays under V8's large-object size (128 KiB): its strings, copied between two
 * threads, are young garbage freed by the next scavenge, where larger ones piled up in the
 * large-object space until a full collection (about 40 MB more RSS on either side of a restore).
 * On PostgreSQL one thread reads them, and larger chunks mean fewer round trips and less of pg's
 * per-message garbage (128 MB of files: 134 MB of RSS against 171 MB with 48 KiB chunks, which
 * peaked at 255 MB with 1 GB).
 */
export const chunkBytes = (database: 'pglite' | 'postgresql') => (database === 'pglite' ? 48 : 512) * 1024;

/**
 * A row with a large bytea value (a file): the row with the value empty, then the value in
 * chunks, each read with substring (a slice of the stored value, not the whole of it).
 */
async function largeRow(
  session: Session,
  writer: ArchiveWriter,
  table: string,
  columns: string[],
  bytea: string[],
  at: string,
  chunk: number,
) {
  const from = `FROM ${quoteIdent(table)} WHERE ctid = $1::text::tid`;
  const select = columns
    .map((c) =>
      bytea.includes(c)
        ? `CASE WHEN octet_length(${quoteIdent(c)}) > ${chunk} THEN '\\x'::bytea ELSE ${quoteIdent(c)} END AS ${quoteIdent(c)}`
        : quoteIdent(c),
    )
    .join(', ');
  const [row] = await session.query<{ r: string }>(
    `SELECT row_to_json(t)::text AS r FROM (SELECT ${select} ${from}) t`,
    [at],
  );
  await writer.row(table, row.r);
  const [lengths] = await session.query<Record<string, number | null>>(
    `SELECT ${bytea.map((c) => `octet_length(${quoteIdent(c)}) AS ${quoteIdent(c)}`).join(', ')} ${from}`,
    [at],
  );
  for (const column of bytea) {
    const length = Number(lengths[column] ?? 0);
    if (length <= chunk) continue;
    for (let offset = 0; offset < length; offset += chunk) {
      const [piece] = await session.query<{ h: string }>(
        `SELECT encode(substring(${quoteIdent(column)} from $2::int for $3::int), 'hex') AS h ${from}`,
        [at, offset + 1, chunk],
      );
      await writer.chunk(column, piece.h);
    }
  }
}

/** Writes the archive of what `session` (inside its transaction) sees into `out`. */
export async function dump(
  session: Session,
  database: 'pglite' | 'postgresql',
  out: Writable,
  progress: Progress = () => {},
): Promise<{ tables: Record<string, number>; bytes: number }> {
  const writer = new ArchiveWriter(out);
  const chunk = chunkBytes(database);
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
    for (const { table, columns, bytea } of await tablesOf(session)) {
      await writer.table(table, columns);
      // The cursor walks row addresses and sizes; rows are then read by address in batches of
      // about BATCH_BYTES (a file's row is large, a page's small). Within the transaction's
      // snapshot an address names the version the snapshot sees.
      const longest = bytea.length
        ? `GREATEST(${bytea.map((c) => `octet_length(${quoteIdent(c)})`).join(', ')}, 0)`
        : '0';
      await session.query(
        `DECLARE quire_backup NO SCROLL CURSOR FOR
         SELECT ctid::text AS at, pg_column_size(t.*) AS size, ${longest} AS longest FROM ${quoteIdent(table)} t`,
      );
      const read = `SELECT row_to_json(t)::text AS r FROM ${quoteIdent(table)} t WHERE ctid = ANY($1::text::tid[])`;
      let lastReport = Date.now();
      for (;;) {
        const keys = await session.query<{ at: string; size: number; longest: number }>(
          `FETCH ${KEYS} FROM quire_backup`,
        );
        const small = keys.filter((k) => Number(k.longest) <= chunk);
        for (let i = 0; i < small.length; ) {
          const batch: string[] = [];
          // Stored sizes may be compressed; hex doubles bytea: count each row twice.
          for (let bytes = 0; i < small.length && (batch.length === 0 || bytes < BATCH_BYTES); i++) {
            batch.push(small[i].at);
            bytes += 2 * Number(small[i].size);
          }
          for (const { r } of await session.query<{ r: string }>(read, [`{${batch.map((at) => `"${at}"`).join(',')}}`]))
            await writer.row(table, r);
        }
        for (const key of keys)
          if (Number(key.longest) > chunk) await largeRow(session, writer, table, columns, bytea, key.at, chunk);
        if (keys.length < KEYS) break;
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
    (tx) => dump({ query: (sql, params = []) => tx.$queryRawUnsafe(sql, ...params) }, database, out, progress),
    // A backup of a large instance takes its time; others wait for the embedded database's one connection.
    { isolationLevel: 'RepeatableRead', maxWait: 60_000, timeout: 24 * 3600_000 },
  );
}
