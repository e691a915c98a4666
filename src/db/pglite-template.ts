/**
 * A new embedded database starts as a copy of an empty cluster made at build time
 * (scripts/build.mjs writes dist/pglite-template/ with PGlite's own initdb). Creating a cluster in
 * the process costs PGlite a second PostgreSQL instance and initdb's WebAssembly, with the cluster
 * held in memory and copied out as a tar: about 700 MB of RSS for ten seconds, which the first start
 * of the server and a restore into a new DATA_DIR paid. A copy costs nothing but the disk.
 *
 * The copy is the very data directory PGlite would have made (same PGlite version, same initdb), so
 * the on-disk format is unchanged; a template of another PGlite version is ignored (initdb then
 * runs as before). The migrations are not in it: they are applied at start as for any database.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The template's folder and its description, beside the bundle in dist/. */
export const TEMPLATE_NAME = 'pglite-template';
export const TEMPLATE_META = 'pglite-template.json';

/** The installed PGlite's version (the template must be made by the same one). */
export function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const main = require.resolve('@electric-sql/pglite');
  for (let dir = path.dirname(main); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string };
    if (pkg.name === '@electric-sql/pglite') return pkg.version;
  }
  throw new Error('@electric-sql/pglite has no package.json');
}

/** The usable template: dist/ above this module (src/db/ or a bundle in dist/), of this PGlite. */
export function findTemplate(from = import.meta.dirname): string | null {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    for (const dist of [dir, path.join(dir, 'dist')]) {
      const meta = path.join(dist, TEMPLATE_META);
      if (!existsSync(meta) || !existsSync(path.join(dist, TEMPLATE_NAME, 'PG_VERSION'))) continue;
      const { pglite } = JSON.parse(readFileSync(meta, 'utf8')) as { pglite?: string };
      return pglite === pgliteVersion() ? path.join(dist, TEMPLATE_NAME) : null;
    }
  }
  return null;
}

/**
 * A new data directory at `pgdata` as a copy of the template, when there is none yet and a template
 * exists; true when copied. Copied beside it, then renamed: an interrupted copy leaves no half
 * cluster that PGlite would take for a database. The caller holds the DATA_DIR lock.
 */
export async function createFromTemplate(pgdata: string, template = findTemplate()): Promise<boolean> {
  if (!template || existsSync(path.join(pgdata, 'PG_VERSION'))) return false;
  // An empty folder is replaced; anything else is PGlite's to judge.
  if (existsSync(pgdata)) {
    if (readdirSync(pgdata).length > 0) return false;
    await rm(pgdata, { recursive: true });
  }
  const partial = `${pgdata}.partial`;
  await rm(partial, { recursive: true, force: true });
  await cp(template, partial, { recursive: true });
  await rename(partial, pgdata);
  return true;
}
