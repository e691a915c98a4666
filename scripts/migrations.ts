/**
 * Migration authoring without Prisma's native schema engine (not downloadable here).
 *
 *   npm run db:diff -- <name>   write prisma/migrations/<timestamp>_<name>/migration.sql
 *                               for what schema.prisma has that the migrations lack
 *   npm run db:check            exit 1 when schema.prisma is ahead of the migrations (drift)
 *
 * Drives Prisma's WASM schema engine (pinned to the build Prisma 7.10.0 uses) with an
 * in-memory PGlite as the shadow database. This is an internal Prisma API, hence the pin.
 */

import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';

const root = path.resolve(import.meta.dirname, '..');
const schemaPath = path.join(root, 'prisma/schema.prisma');
const migrationsDir = path.join(root, 'prisma/migrations');

async function loadEngine() {
  const dir = path.join(root, 'node_modules/@prisma/schema-engine-wasm');
  const glue = await import(path.join(dir, 'schema_engine_bg.js'));
  const bytes = await readFile(path.join(dir, 'schema_engine_bg.wasm'));
  const { instance } = (await WebAssembly.instantiate(bytes, {
    './schema_engine_bg.js': glue,
  })) as unknown as WebAssembly.WebAssemblyInstantiatedSource;
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports as any).__wbindgen_start?.();
  return glue;
}

/**
 * PGlite's adapter does not await exec() for scripts, and its shadow database is a fresh
 * PGlite of its own: give the engine in-memory databases whose scripts run through exec().
 */
function patchedAdapter(db: PGlite) {
  return new PrismaPGlite(db).connect().then((adapter: any) => {
    adapter.executeScript = async (script: string) => {
      await db.exec(script);
    };
    return adapter;
  });
}

function shadowFactory(main: PGlite, shadows: PGlite[]) {
  const factory = new PrismaPGlite(main);
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => patchedAdapter(main),
    connectToShadowDb: () => {
      const shadow = new PGlite();
      shadows.push(shadow);
      return patchedAdapter(shadow);
    },
  };
}

async function migrationList() {
  const dirs = existsSync(migrationsDir)
    ? (await readdir(migrationsDir, { withFileTypes: true }))
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lockPath = path.join(migrationsDir, 'migration_lock.toml');
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: existsSync(lockPath) ? await readFile(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: await Promise.all(
      dirs.map(async (name) => ({
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: { tag: 'ok', value: await readFile(path.join(migrationsDir, name, 'migration.sql'), 'utf8') },
        },
      })),
    ),
  };
}

export async function diffSchema(): Promise<string> {
  const glue = await loadEngine();
  const main = new PGlite();
  const shadows: PGlite[] = [];
  const logs: string[] = [];
  const engine = await glue.SchemaEngine.new(
    { datamodels: undefined },
    (log: string) => logs.push(log),
    bindMigrationAwareSqlAdapterFactory(shadowFactory(main, shadows) as any),
  );
  const schema = await readFile(schemaPath, 'utf8');
  const result = await engine.diff({
    from: { tag: 'migrations', ...(await migrationList()) },
    to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: schema }] },
    script: true,
    exitCode: true,
    filters: { externalTables: [], externalEnums: [] },
  });
  await Promise.all([main, ...shadows].map((db) => db.close()));
  if (result.exitCode !== 2) return '';
  // The engine prints the script through its stdout channel, kept in the result.
  return String(result.stdout ?? '').trim();
}

async function main() {
  const [command, name = 'change'] = process.argv.slice(2);
  const sql = await diffSchema();
  if (command === 'check') {
    if (sql && !/^-- This is an empty migration/.test(sql)) {
      console.error(`schema.prisma is ahead of prisma/migrations. Run \`npm run db:diff -- <name>\`.\n\n${sql}`);
      process.exit(1);
    }
    console.log('migrations are up to date with schema.prisma');
    return;
  }
  if (command === 'diff') {
    if (!sql) {
      console.log('nothing to migrate');
      return;
    }
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const dir = path.join(migrationsDir, `${stamp}_${name.replace(/[^a-z0-9_]+/gi, '_')}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'migration.sql'), `${sql}\n`);
    await writeFile(
      path.join(migrationsDir, 'migration_lock.toml'),
      '# Please do not edit this file manually\nprovider = "postgresql"\n',
    );
    console.log(`wrote ${path.relative(root, dir)}/migration.sql`);
    return;
  }
  console.error('usage: migrations.ts diff <name> | check');
  process.exit(2);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
