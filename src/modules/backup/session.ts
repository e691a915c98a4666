/**
 * What backup and restore need of a database: statements on one connection. Over a running
 * server's Prisma transaction (the admin endpoint), or over a connection of their own (the CLI),
 * opened without migrating and without the app: a restore rebuilds the schema itself, and the
 * CLI's memory stays that of one connection.
 */
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../config.ts';
import { acquireDataDirLock } from '../../db/lock.ts';
import type { SqlRunner } from '../../db/migrate.ts';
import { usesVector } from '../../db/pglite-spawn.ts';

/** Statements on one connection (inside the caller's transaction). */
export interface Session {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export type Progress = (message: string) => void;

/** A connection of its own to the configured database: the embedded one (locked) or PostgreSQL. */
export interface RawDatabase {
  kind: 'pglite' | 'postgresql';
  runner: SqlRunner;
  close(): Promise<void>;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables of the schema, with their columns in order (stored generated columns apart). */
export async function tablesOf(
  session: Session,
): Promise<{ table: string; columns: string[]; written: string[]; bytea: string[] }[]> {
  const rows = await session.query<{ table: string; columns: string; written: string; bytea: string }>(
    `SELECT c.relname AS table,
            json_agg(a.attname ORDER BY a.attnum)::text AS columns,
            COALESCE(json_agg(a.attname ORDER BY a.attnum) FILTER (WHERE a.attgenerated = ''), '[]')::text AS written,
            COALESCE(json_agg(a.attname ORDER BY a.attnum) FILTER (WHERE a.atttypid = 'bytea'::regtype), '[]')::text AS bytea
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
     GROUP BY c.relname ORDER BY c.relname`,
  );
  return rows.map((r) => ({
    table: r.table,
    columns: JSON.parse(r.columns),
    written: JSON.parse(r.written),
    bytea: JSON.parse(r.bytea),
  }));
}

/** Columns fed by a sequence (serials), with the sequence's qualified name. */
export function serialColumns(session: Session) {
  return session.query<{ table: string; column: string; sequence: string }>(
    `SELECT table_name AS table, column_name AS column,
            pg_get_serial_sequence(quote_ident(table_name), column_name) AS sequence
     FROM information_schema.columns
     WHERE table_schema = current_schema()
       AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL
     ORDER BY table_name, column_name`,
  );
}

/** Opens the configured database on a connection of its own, without migrating it. */
export async function openRaw(config: Config): Promise<RawDatabase> {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    return {
      kind: 'postgresql',
      runner: {
        exec: async (sql) => void (await client.query(sql)),
        query: async (sql, params) => (await client.query(sql, params)).rows,
      },
      close: () => client.end(),
    };
  }
  const release = await acquireDataDirLock(config.dataDir);
  try {
    const { PGliteThread } = await import('../../db/pglite-thread.ts');
    const thread = await PGliteThread.open({
      dataDir: path.join(config.dataDir, 'pglite'),
      postgresqlconf: `shared_buffers = ${config.pgliteSharedBuffersMb}MB`,
      lean: true,
      // A database whose embeddings' index needs pgvector (src/db/pglite-spawn.ts).
      vector: usesVector(config.dataDir),
    });
    return {
      kind: 'pglite',
      runner: {
        exec: async (sql) => void (await thread.exec(sql)),
        query: async <T>(sql: string, params?: unknown[]) => (await thread.query<T>(sql, params)).rows,
      },
      close: async () => {
        await thread.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** A session over a runner (statements without parameters). */
export const sessionOf = (runner: SqlRunner): Session => ({ query: (sql, params) => runner.query(sql, params) });
