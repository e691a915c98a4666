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

/**
 * Some columns of "Space", in Prisma's order (so the same set is always the same SQL text, one
 * prepared statement): a row of these keys only, values as in a whole row. Unknown names throw.
 */
export function spaceColumnsOf(names: Iterable<string>): string {
  const wanted = new Set(names);
  const known = Object.values(Prisma.SpaceScalarFieldEnum) as string[];
  for (const name of wanted) if (!known.includes(name)) throw new Error(`"Space" has no column '${name}'`);
  return columnsOf(Object.fromEntries(known.filter((c) => wanted.has(c)).map((c) => [c, c])));
}

/** Every column of "Collection", as `SELECT` lists them for a row equal to Prisma's `Collection`. */
export const COLLECTION_COLUMNS = columnsOf(Prisma.CollectionScalarFieldEnum);
