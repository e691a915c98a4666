import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { Config } from '../config.ts';
import { PrismaClient } from '../generated/prisma/client.ts';
import { AuthCache, listenForAuthChanges, writesAuthTables } from './auth-cache.ts';
import { acquireDataDirLock } from './lock.ts';
import { applyMigrations, type DataMigrations, type SqlRunner } from './migrate.ts';
import { listenChannel } from './notify.ts';
import { spawnPgliteWorker, usesVector, vectorMarker } from './pglite-spawn.ts';
import type { PGliteThread as PGliteThreadType } from './pglite-thread.ts';

/** The channel the outbox's trigger notifies at commit (read by src/infra/event-bus.ts). */
export const EVENTS_CHANNEL = 'quire_events';

/** What receives the notifications of EVENTS_CHANNEL (the event bus). */
export interface EventsListener {
  /** A notification: its payload. */
  announce(payload: string): void;
  /** The listening connection is (back) up: notifications sent meanwhile were missed. */
  connected(): void;
  /** The database closes. */
  close(): void;
}

/** What the layers above hand in: the database knows neither the content engine nor the bus. */
export interface DatabaseHooks<Events extends EventsListener> {
  /** Data steps of migrations, run by the migration runner (src/db/migrate.ts). */
  dataMigrations?: DataMigrations;
  /** Makes what receives the committed events' notifications, once the client exists. */
  events(prisma: PrismaClient): Events;
}

export interface Database<Events extends EventsListener = EventsListener> {
  prisma: PrismaClient;
  kind: 'pglite' | 'postgresql';
  /** SQL statements sent since start; the query-count tests read it. */
  stats: { statements: number };
  /** Tokens, memberships, grants and collections of access checks (src/db/auth-cache.ts). */
  authCache: AuthCache;
  /** Committed domain events, announced on every instance (LISTEN quire_events). */
  events: Events;
  /** The PostgreSQL pool's connections now (PGlite has one connection and no pool). */
  pool?: () => { total: number; idle: number; waiting: number; max: number };
  /**
   * Whether the listening connections to PostgreSQL (access-cache invalidations, events) are up;
   * absent on the embedded database, whose notifications stay in the process. /readyz reads it.
   */
  listening?: () => boolean;
  /**
   * A read by raw SQL straight through the driver, without Prisma's client (about a third of a
   * hot read's cost): values typed as Prisma types them (DateTime as UTC dates, JSON parsed, enums
   * as strings). For the hot loaders of src/db/raw-rows.ts only; counted like every statement.
   */
  rows<T>(sql: string, params: unknown[]): Promise<T[]>;
  /**
   * A write by raw SQL straight through the driver, its byte arrays sent as they are: for bulk
   * bytes only (a push's pack parts and files, src/modules/git-sync/packs.ts). Prisma's client
   * carries bytes as base64 text and copies them on their way (measured, 64 MB of files in 512 KiB
   * statements on PostgreSQL: its heap +98 MB and external memory +150 MB through createMany,
   * +0 and +25 MB this way, in a third of the time). Not for the tables of the access cache (it
   * would not see the write); counted like every statement. Answers the rows written.
   */
  write(sql: string, params: unknown[]): Promise<number>;
  /**
   * pgvector for AI retrieval, asked for when AI_EMBEDDING_MODEL is set: `available` when its
   * `vector` type can be used (PGlite loads it; PostgreSQL needs it installed and the right to
   * create it), else `error` says why (retrieval is then full-text alone).
   */
  vector: { available: boolean; error?: string };
  /** True when the database held no organization before this start (first run). */
  isEmpty(): Promise<boolean>;
  /** Has the embedded database's thread give its spare heap back (src/app/idle-memory.ts). */
  releaseMemory?(): Promise<void>;
  close(): Promise<void>;
}

/** `Database.write` is for bulk bytes: a write the access cache must see goes through Prisma. */
function checkBulkWrite(sql: string) {
  if (writesAuthTables(sql)) throw new Error('Database.write cannot write the tables of the access cache');
}

/** The part of a Prisma driver adapter (and of its transactions) that sends SQL. */
interface Queryable {
  queryRaw(query: { sql: string; args?: unknown[] }): Promise<unknown>;
  executeRaw(query: { sql: string; args?: unknown[] }): Promise<unknown>;
  startTransaction?(...args: unknown[]): Promise<Queryable>;
  commit?(): Promise<void>;
}

/**
 * Sees every SQL statement the driver adapter sends (queries and transactions alike): counts it,
 * and clears the access cache around writes to its tables, when sent and once committed.
 */
function observingFactory<F extends { connect(): Promise<Queryable> }>(
  factory: F,
  stats: { statements: number },
  cache: AuthCache,
): F {
  const wrap = <Q extends Queryable>(queryable: Q, transaction: { wrote: boolean } | null): Q => {
    for (const method of ['queryRaw', 'executeRaw'] as const) {
      const original = queryable[method].bind(queryable);
      queryable[method] = async (query: { sql: string; args?: unknown[] }) => {
        stats.statements++;
        // The adapters log each query to @prisma/debug, which keeps the last 100 it was given, even
        // with logging off: a file's bytes stayed in memory until 100 more statements ran (hundreds
        // of MB after a large import). The adapter gets a copy whose arguments are dropped after.
        const sent = { ...query };
        const writesAuth = writesAuthTables(query.sql);
        if (writesAuth) {
          cache.clear();
          if (transaction) transaction.wrote = true;
        }
        try {
          return await original(sent);
        } finally {
          sent.args = [];
          if (writesAuth && !transaction) cache.clear(); // committed (or failed) on its own
        }
      };
    }
    const start = queryable.startTransaction?.bind(queryable);
    if (start) queryable.startTransaction = async (...args: unknown[]) => wrap(await start(...args), { wrote: false });
    const commit = queryable.commit?.bind(queryable);
    if (commit && transaction)
      queryable.commit = async () => {
        try {
          await commit();
        } finally {
          if (transaction.wrote) cache.clear();
        }
      };
    return queryable;
  };
  const connect = factory.connect.bind(factory);
  return Object.assign(factory, { connect: async () => wrap(await connect(), null) });
}

/**
 * Prisma's DateTime columns are `timestamp(3)` without a time zone, holding UTC: read as UTC (a
 * driver would read them in the process's time zone), `timestamptz` as itself.
 */
const utcTimestamp = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);
const PRISMA_TIMESTAMPS = { 1114: utcTimestamp, 1184: (text: string) => new Date(text) };
const prismaTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === 1114 ? utcTimestamp : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** A prepared statement's name: the same for the same SQL on every connection. */
const statementNames = new Map<string, string>();
const statementName = (sql: string) => {
  let name = statementNames.get(sql);
  if (!name) {
    name = `quire_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    statementNames.set(sql, name);
  }
  return name;
};

// Interactive transactions on PGlite queue behind each other on its single connection.
const transactionOptions = { maxWait: 15_000, timeout: 30_000 };

export async function openDatabase<Events extends EventsListener>(
  config: Config,
  hooks: DatabaseHooks<Events>,
): Promise<Database<Events>> {
  const stats = { statements: 0 };
  const { databaseUrl } = config;
  return databaseUrl ? openPostgres({ ...config, databaseUrl }, stats, hooks) : openPglite(config, stats, hooks);
}

/**
 * Settings of vector searches (src/modules/ai/retrieval.ts), per connection: an HNSW index scan
 * filtered by the asker's spaces goes on past its first candidates until it has enough rows
 * (pgvector 0.8's iterative scans; older versions ignore it) instead of losing them.
 */
const VECTOR_SETTINGS = `SET hnsw.iterative_scan = relaxed_order; SET hnsw.ef_search = 100`;

async function openPglite<Events extends EventsListener>(
  { dataDir, pgliteSharedBuffersMb: sharedBuffersMb, ai }: Config,
  stats: { statements: number },
  hooks: DatabaseHooks<Events>,
): Promise<Database<Events>> {
  const release = await acquireDataDirLock(dataDir);
  // Embeddings need pgvector; a database that has it needs it loaded whatever the configuration.
  const wantsVector = !!ai?.embeddingModel;
  // PostgreSQL runs on a thread of its own (src/db/pglite-thread.ts), started before PGlite's
  // client loads here: it opens the cluster meanwhile (src/db/pglite-spawn.ts).
  const openOptions = {
    dataDir: path.join(dataDir, 'pglite'),
    // Its buffer cache is touched in full at start: the default (128 MB) would be resident.
    postgresqlconf: `shared_buffers = ${sharedBuffersMb}MB`,
    vector: wantsVector || usesVector(dataDir),
  };
  const started = spawnPgliteWorker(openOptions);
  // Awaited below: a failure to start is answered there (not as an unhandled rejection meanwhile).
  started.catch(() => {});
  // Loaded only for the embedded database (a PostgreSQL instance never needs them).
  const loading = Promise.all([import('./pglite-thread.ts'), import('pglite-prisma-adapter')]);
  const [{ PGliteThread, textParameter }, { PrismaPGlite }] = await loading.catch(async (error) => {
    await started.then((worker) => worker.terminate()).catch(() => {});
    release();
    throw error;
  });
  let db: PGliteThreadType | undefined;
  try {
    db = await PGliteThread.open(openOptions, started);
    const opened = db;
    const runner: SqlRunner = {
      exec: async (sql) => void (await opened.exec(sql)),
      query: async (sql, params) => (await opened.query<never>(sql, params)).rows,
    };
    await applyMigrations(runner, undefined, hooks.dataMigrations);
    if (wantsVector) {
      // The marker first: a database with the extension is never opened without it.
      await writeFile(vectorMarker(dataDir), 'pgvector: loaded at every open of this database\n');
      await opened.exec(`CREATE EXTENSION IF NOT EXISTS vector; ${VECTOR_SETTINGS}`);
    } else if (openOptions.vector) {
      const [{ present }] = await runner.query<{ present: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') AS present`,
      );
      // Gone (a restore replaced the schema): the next open is without it.
      if (!present) await rm(vectorMarker(dataDir), { force: true });
    }
  } catch (error) {
    await db?.close();
    release();
    throw error;
  }
  // One process owns the embedded database: every write passes through this adapter.
  const authCache = new AuthCache(false);
  const prisma = new PrismaClient({
    // The thread offers the part of PGlite's interface the adapter uses.
    adapter: observingFactory(new PrismaPGlite(db as never), stats, authCache),
    transactionOptions,
  });
  // PGlite delivers the notifications of its one connection in the process.
  const events = hooks.events(prisma);
  const unlisten = await db.listen(EVENTS_CHANNEL, (payload) => events.announce(payload));
  return {
    prisma,
    kind: 'pglite',
    stats,
    authCache,
    events,
    vector: { available: wantsVector },
    rows: async <T>(sql: string, params: unknown[]) => {
      stats.statements++;
      // Prepared once by name on the thread's connection.
      return (await db.prepared<T>(sql, params.map(textParameter), { parsers: PRISMA_TIMESTAMPS })).rows;
    },
    write: async (sql: string, params: unknown[]) => {
      checkBulkWrite(sql);
      stats.statements++;
      // The thread's bytea serializer passes byte arrays as they are (src/db/pglite-worker.ts).
      return (await db.query(sql, params)).affectedRows ?? 0;
    },
    isEmpty: async () => (await prisma.organization.count()) === 0 && (await prisma.user.count()) === 0,
    releaseMemory: async () => void (await db.releaseMemory()),
    close: async () => {
      events.close();
      await unlisten().catch(() => {});
      await prisma.$disconnect();
      await db.close();
      release();
    },
  };
}

async function openPostgres<Events extends EventsListener>(
  { databaseUrl: connectionString, databasePoolSize: max, ai }: Config & { databaseUrl: string },
  stats: { statements: number },
  hooks: DatabaseHooks<Events>,
): Promise<Database<Events>> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const vector: Database['vector'] = { available: false };
  try {
    await applyMigrations(
      {
        exec: async (sql) => void (await client.query(sql)),
        query: async (sql, params) => (await client.query(sql, params)).rows,
      },
      undefined,
      hooks.dataMigrations,
    );
    if (ai?.embeddingModel) Object.assign(vector, await createVectorExtension(client));
  } finally {
    await client.end();
  }
  // The pool is ours (not the adapter's) so /metrics can report its connections.
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection that the server closes (restart, failover, pg_terminate_backend) is dropped
  // by the pool and replaced on the next query; without a listener its error would end the process.
  pool.on('error', () => {});
  // The server processes behind this pool: their notifications are this instance's own writes.
  const ownBackends = new Set<number>();
  const backendOf = (client: pg.PoolClient) => (client as unknown as { processID: number }).processID;
  pool.on('connect', (client) => {
    ownBackends.add(backendOf(client));
    // Quire's statements are short: PostgreSQL's JIT compiler, which starts on estimated costs,
    // spent 60 ms to 1 s compiling an organization search that runs in 1 ms. Queued before the
    // connection's first statement; a server without JIT (before PostgreSQL 11) refuses it, harmlessly.
    client.query('SET jit = off').catch(() => {});
    if (vector.available) client.query(VECTOR_SETTINGS).catch(() => {});
  });
  pool.on('remove', (client) => ownBackends.delete(backendOf(client)));
  // Other instances may write: their changes arrive by LISTEN (nothing is cached until it listens,
  // and the cache starts empty each time the connection comes back: invalidations sent meanwhile
  // were missed).
  const authCache = new AuthCache(true);
  const stopListening = listenForAuthChanges(connectionString, authCache, (pid) => ownBackends.has(pid));
  // The outbox's highest seq now: events up to it are older than this instance (see listenForEvents).
  const baseline = await pool.query<{ seq: string | null }>('SELECT max("seq")::text AS seq FROM "Event"');
  const prisma = new PrismaClient({
    // The adapter ships its own (newer) @types/pg; the runtime pg module is the same one.
    adapter: observingFactory(
      new PrismaPg(pool as unknown as ConstructorParameters<typeof PrismaPg>[0]),
      stats,
      authCache,
    ),
    transactionOptions,
  });
  // Events committed by any instance (or by hand) reach this one's subscribers.
  const events = hooks.events(prisma);
  const eventsChannel = listenForEvents(connectionString, pool, events, BigInt(baseline.rows[0]?.seq ?? 0));
  return {
    prisma,
    kind: 'postgresql',
    stats,
    authCache,
    events,
    vector,
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    listening: () => authCache.isTrusted && eventsChannel.listening(),
    rows: async <T>(sql: string, params: unknown[]) => {
      stats.statements++;
      // Named: each connection of the pool prepares it once (no planning after the first use).
      return (await pool.query({ name: statementName(sql), text: sql, values: params, types: prismaTypes }))
        .rows as T[];
    },
    write: async (sql: string, params: unknown[]) => {
      checkBulkWrite(sql);
      stats.statements++;
      // node-postgres sends a Buffer parameter in binary, as it is.
      return (await pool.query({ text: sql, values: params })).rowCount ?? 0;
    },
    isEmpty: async () => (await prisma.organization.count()) === 0 && (await prisma.user.count()) === 0,
    close: async () => {
      events.close();
      await stopListening();
      await eventsChannel.stop();
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

/**
 * pgvector on a PostgreSQL server: there already, or created now. Not in a migration, so that a
 * server without it still migrates: without it (not installed, or no right to create it) the
 * answer says why, and retrieval is full-text alone.
 */
async function createVectorExtension(client: pg.Client): Promise<Database['vector']> {
  try {
    const { rows } = await client.query(`SELECT 1 FROM pg_extension WHERE extname = 'vector'`);
    if (!rows.length) await client.query('CREATE EXTENSION IF NOT EXISTS vector');
    return { available: true };
  } catch (error) {
    return { available: false, error: `pgvector is not available: ${(error as Error).message}` };
  }
}

/** How far below the highest seq seen a catch-up looks: seqs are taken at insert, not at commit. */
const CATCH_UP_MARGIN = 1000n;
/** The seqs announced lately, to announce each once (more than CATCH_UP_MARGIN). */
const SEEN_MAX = 5000;
/** At most this many events are caught up at once (the rest are older than any live stream cares for). */
const CATCH_UP_LIMIT = 10_000;

/**
 * LISTENs on EVENTS_CHANNEL (payload `<seq>,<organizationId>`, or `webhooks`) and announces each
 * committed event once, none lost when the listening connection drops (a database restart, a
 * failover): each time it is back, the events committed meanwhile are read from the outbox
 * (`seq` above the highest seen, less a margin for transactions that took their seq earlier and
 * committed later) and announced as their notifications would have been. `baseline` is the
 * outbox's highest seq before listening: older events are never announced.
 */
function listenForEvents(connectionString: string, pool: pg.Pool, events: EventsListener, baseline: bigint) {
  const seen = new Set<bigint>();
  let high = baseline;
  let up = false;
  /** Records `seq`; false when it was announced already. */
  const first = (seq: bigint) => {
    if (seq <= baseline || seen.has(seq)) return false;
    seen.add(seq);
    if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value as bigint);
    if (seq > high) high = seq;
    return true;
  };
  const catchUp = async () => {
    const from = high - CATCH_UP_MARGIN > baseline ? high - CATCH_UP_MARGIN : baseline;
    const { rows } = await pool.query<{ seq: string; organizationId: string }>(
      'SELECT "seq"::text AS seq, "organizationId" FROM "Event" WHERE "seq" > $1 ORDER BY "seq" LIMIT $2',
      [from.toString(), CATCH_UP_LIMIT],
    );
    for (const row of rows) if (first(BigInt(row.seq))) events.announce(`${row.seq},${row.organizationId}`);
  };
  const stop = listenChannel(connectionString, EVENTS_CHANNEL, {
    onNotify: (payload) => {
      const seq = /^(\d+),/.exec(payload)?.[1];
      if (seq === undefined || first(BigInt(seq))) events.announce(payload);
    },
    // After LISTEN: what commits from now on is notified; what committed before is read here,
    // again a second later while the pool cannot reach the database.
    onConnected: () => {
      up = true;
      events.connected();
      void (async () => {
        while (up) {
          try {
            return await catchUp();
          } catch {
            await new Promise((resolve) => setTimeout(resolve, 1000).unref());
          }
        }
      })();
    },
    onLost: () => {
      up = false;
    },
  });
  return { stop, listening: () => up };
}
