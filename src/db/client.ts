import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import type { Config } from '../config.ts';
import { acquireDataDirLock } from './lock.ts';
import { applyMigrations, type SqlRunner } from './migrate.ts';

export type Prisma = PrismaClient;

export interface Database {
  prisma: PrismaClient;
  kind: 'pglite' | 'postgresql';
  /** SQL statements sent since start; the query-count tests read it. */
  stats: { statements: number };
  /** The PostgreSQL pool's connections now (PGlite has one connection and no pool). */
  pool?: () => { total: number; idle: number; waiting: number; max: number };
  /** True when the database held no organization before this start (first run). */
  isEmpty(): Promise<boolean>;
  close(): Promise<void>;
}

/** The part of a Prisma driver adapter (and of its transactions) that sends SQL. */
interface Queryable {
  queryRaw(query: unknown): Promise<unknown>;
  executeRaw(query: unknown): Promise<unknown>;
  startTransaction?(...args: unknown[]): Promise<Queryable>;
}

/** Counts every SQL statement the driver adapter sends (queries and transactions alike). */
function countingFactory<F extends { connect(): Promise<Queryable> }>(factory: F, stats: { statements: number }): F {
  const wrap = <Q extends Queryable>(queryable: Q): Q => {
    for (const method of ['queryRaw', 'executeRaw'] as const) {
      const original = queryable[method].bind(queryable);
      queryable[method] = (query: unknown) => {
        stats.statements++;
        return original(query);
      };
    }
    const start = queryable.startTransaction?.bind(queryable);
    if (start) queryable.startTransaction = async (...args: unknown[]) => wrap(await start(...args));
    return queryable;
  };
  const connect = factory.connect.bind(factory);
  return Object.assign(factory, { connect: async () => wrap(await connect()) });
}

// Interactive transactions on PGlite queue behind each other on its single connection.
const transactionOptions = { maxWait: 15_000, timeout: 30_000 };

export async function openDatabase(config: Config): Promise<Database> {
  const stats = { statements: 0 };
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize, stats);
  return openPglite(config.dataDir, stats);
}

async function openPglite(dataDir: string, stats: { statements: number }): Promise<Database> {
  const release = acquireDataDirLock(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    const runner: SqlRunner = {
      exec: async (sql) => void (await db.exec(sql)),
      query: async (sql, params) => (await db.query<never>(sql, params)).rows,
    };
    await applyMigrations(runner);
  } catch (error) {
    release();
    throw error;
  }
  const prisma = new PrismaClient({ adapter: countingFactory(new PrismaPGlite(db), stats), transactionOptions });
  return {
    prisma,
    kind: 'pglite',
    stats,
    isEmpty: async () => (await prisma.organization.count()) === 0 && (await prisma.user.count()) === 0,
    close: async () => {
      await prisma.$disconnect();
      await db.close();
      release();
    },
  };
}

async function openPostgres(connectionString: string, max: number, stats: { statements: number }): Promise<Database> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await applyMigrations({
      exec: async (sql) => void (await client.query(sql)),
      query: async (sql, params) => (await client.query(sql, params)).rows,
    });
  } finally {
    await client.end();
  }
  // The pool is ours (not the adapter's) so /metrics can report its connections.
  const pool = new pg.Pool({ connectionString, max });
  const prisma = new PrismaClient({
    // The adapter ships its own (newer) @types/pg; the runtime pg module is the same one.
    adapter: countingFactory(new PrismaPg(pool as unknown as ConstructorParameters<typeof PrismaPg>[0]), stats),
    transactionOptions,
  });
  return {
    prisma,
    kind: 'postgresql',
    stats,
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    isEmpty: async () => (await prisma.organization.count()) === 0 && (await prisma.user.count()) === 0,
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
