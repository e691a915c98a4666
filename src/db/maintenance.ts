/**
 * Upkeep of the embedded database. PGlite runs PostgreSQL in single-user mode, where no autovacuum
 * worker runs: without this, no table of the embedded database is ever vacuumed (the space of
 * updated and deleted rows is never reused, pages never marked all-visible) or analyzed (the
 * planner keeps its estimates of an empty database). PostgreSQL servers have autovacuum and are
 * left alone.
 *
 * `maintainTable` does what autovacuum would, one table at a time (the embedded database answers
 * one statement at a time: one table's VACUUM is the longest a request waits), with autovacuum's
 * default thresholds: a vacuum when dead rows pass 50 + 20% of the live ones, an analyze when rows
 * changed since the last analyze pass 50 + 10%.
 */
import type { Prisma } from './prisma.ts';

/** What one round did: the table and `vacuum` (with analyze) or `analyze`; null when none was due. */
export interface Maintained {
  table: string;
  work: 'vacuum' | 'analyze';
}

const DUE = `SELECT relname AS table,
    n_dead_tup > 50 + 0.2 * n_live_tup AS vacuum
  FROM pg_stat_user_tables
  WHERE schemaname = 'public'
    AND (n_dead_tup > 50 + 0.2 * n_live_tup OR n_mod_since_analyze > 50 + 0.1 * n_live_tup)
  ORDER BY (n_dead_tup > 50 + 0.2 * n_live_tup) DESC, n_dead_tup + n_mod_since_analyze DESC
  LIMIT 1`;

/** Vacuums (and analyzes) or analyzes the table most in need of it; null when none is due. */
export async function maintainTable(prisma: Prisma): Promise<Maintained | null> {
  const [due] = await prisma.$queryRawUnsafe<{ table: string; vacuum: boolean }[]>(DUE);
  if (!due) return null;
  const name = `"${due.table.replace(/"/g, '""')}"`;
  await prisma.$executeRawUnsafe(due.vacuum ? `VACUUM (ANALYZE) ${name}` : `ANALYZE ${name}`);
  return { table: due.table, work: due.vacuum ? 'vacuum' : 'analyze' };
}
