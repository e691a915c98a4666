/**
 * Rows of a Prisma model read by raw SQL, for the hot loaders only (docs/CONVENTIONS.md, "Raw
 * SQL"): `db.rows` sends them through the driver without Prisma's client, whose per-row and
 * per-query work is about a third of a hot read. The column list is the model's scalar fields in
 * Prisma's order, from the generated client, so a row has the keys and the values `findMany`
 * gives (dates as Date, JSON parsed, enums as strings); test/raw-rows.test.ts compares them on
 * PGlite and PostgreSQL.
 */
import { Prisma } from '../generated/prisma/client.ts';

const columnsOf = (fields: Record<string, string>) =>
  Object.values(fields)
    .map((f) => `"${f}"`)
    .join(', ');

/** Every column of "Space", as `SELECT` lists them for a row equal to Prisma's `Space`. */
export const SPACE_COLUMNS = columnsOf(Prisma.SpaceScalarFieldEnum);

/** The timestamp columns of "Space" (JSON gives them as text). */
const SPACE_TIMESTAMPS = ['createdAt', 'updatedAt', 'deletedAt'];

/** A space built as JSON by PostgreSQL: the SQL expression and the timestamp columns it has. */
export interface SpaceJson {
  /** `json_build_object('id', "id", ...)`: its keys in Prisma's order. */
  object: string;
  /** The timestamp columns among them, for reviveTimestamps. */
  timestamps: string[];
}

/**
 * A space as one JSON object built by PostgreSQL, of some columns (null: all of them) in Prisma's
 * order, so the same set is always the same SQL text (one prepared statement). Many spaces come
 * back as one JSON value (`json_agg`), which JSON.parse turns into objects much more cheaply than
 * the driver turns rows of columns into objects. Unknown names throw.
 */
export function spaceJsonOf(names: Iterable<string> | null): SpaceJson {
  const known = Object.values(Prisma.SpaceScalarFieldEnum) as string[];
  const wanted = new Set(names ?? known);
  for (const name of wanted) if (!known.includes(name)) throw new Error(`"Space" has no column '${name}'`);
  const columns = known.filter((c) => wanted.has(c));
  return {
    object: `json_build_object(${columns.map((c) => `'${c}', "${c}"`).join(', ')})`,
    timestamps: columns.filter((c) => SPACE_TIMESTAMPS.includes(c)),
  };
}

/**
 * Rows built as JSON, with their timestamps as Prisma gives them: `timestamp(3)` columns hold UTC
 * and JSON writes them without a zone (`2026-01-02T03:04:05.678`). Changes the rows in place.
 */
export function reviveTimestamps<T extends object>(rows: T[], timestamps: readonly string[]): T[] {
  if (!timestamps.length) return rows;
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    for (const column of timestamps) {
      const text = values[column];
      if (typeof text === 'string') values[column] = new Date(`${text}Z`);
    }
  }
  return rows;
}

/** Every column of "Collection", as `SELECT` lists them for a row equal to Prisma's `Collection`. */
export const COLLECTION_COLUMNS = columnsOf(Prisma.CollectionScalarFieldEnum);
