/**
 * The embedded database on a thread of its own. PostgreSQL compiled to WebAssembly runs every
 * statement synchronously on the thread that calls it; in the server's thread it would stop the
 * server for the length of each statement. Here a worker thread owns the PGlite instance and the
 * server's thread talks to it by messages: both run at once (on a machine with two cores, reads
 * run about twice as fast), and a long statement no longer delays other requests' JavaScript.
 *
 * `PGliteThread` offers the part of PGlite's interface that Quire and its Prisma adapter
 * (pglite-prisma-adapter) use: `query`, `exec`, `transaction` (with `tx.query`, `tx.exec`,
 * `tx.rollback`), `listen` and `close`. Rows travel as PostgreSQL's text and are parsed here with
 * PGlite's own `types.parseType` and the caller's `parsers`, as PGlite would; errors come back as
 * PGlite's `DatabaseError` with their fields (the adapter maps them to Prisma's errors).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { messages, type PGlite, protocol, type Transaction, types } from '@electric-sql/pglite';

type Parsers = Record<number | string, (value: string, typeId: number) => unknown>;
export interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Parsers;
}
export interface Results<T = unknown> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
interface RawResults {
  rows: (string | null)[][];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
interface WireError {
  message: string;
  database: boolean;
  props: Record<string, unknown>;
}
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };
type Notification = { notify: number; payload: string };
/** What the server's thread sends (`id` names the message; `tx`, a transaction's first message). */
interface WorkerMessage {
  id: number;
  op:
    | 'open'
    | 'query'
    | 'prepared'
    | 'exec'
    | 'begin'
    | 'rollback'
    | 'end'
    | 'listen'
    | 'unlisten'
    | 'releaseMemory'
    | 'close';
  dataDir: string;
  postgresqlconf?: string;
  sql: string;
  params?: unknown[];
  tx?: number;
  commit?: boolean;
  channel: string;
  listener: number;
}

export interface PGliteTransaction {
  query<T = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
}

/**
 * The worker's program (sent as source: it runs without the server's module loader, so it
 * requires only PGlite, by the path the server resolved). Messages are handled concurrently:
 * PGlite's own lock orders statements, and a transaction holds it until its `end` arrives.
 */
function workerProgram() {
  // The eval'd program's own `require` (a bundler would rewrite a plain `require` call).
  const load = (globalThis as unknown as { require: NodeJS.Require }).require;
  const { parentPort, workerData } = load('node:worker_threads') as typeof import('node:worker_threads');
  const { PGlite, messages, protocol } = load(workerData.pglitePath) as typeof import('@electric-sql/pglite');
  // Statements prepared by name on the one connection, by their SQL.
  const prepared = new Map<string, string>();
  // Where prepared reads' answers are gathered (kept between reads unless a large one grew it).
  const ANSWERS_KEPT = 64 * 1024;
  let answers = new Uint8Array(ANSWERS_KEPT);
  const concat = (...parts: Uint8Array[]) => {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let offset = 0;
    for (const p of parts) {
      out.set(p, offset);
      offset += p.length;
    }
    return out;
  };
  let db: PGlite;
  const transactions = new Map<
    number,
    { tx: Transaction; resolve: () => void; reject: (e: Error) => void; done: Promise<unknown> }
  >();
  const unlisteners = new Map<number, () => Promise<void>>();
  // The listeners of each channel (by their `listen` message), for notifications that arrive in
  // a prepared read's answer, which PGlite does not parse.
  const channels = new Map<string, Set<number>>();
  const deliverNotifications = (bytes: Uint8Array, size: number) => {
    const view = new DataView(bytes.buffer, 0, size);
    for (let offset = 0; offset < size; offset += 1 + view.getInt32(offset + 1)) {
      if (bytes[offset] !== 0x41) continue; // 'A': NotificationResponse
      new protocol.Parser().parse(bytes.slice(offset, offset + 1 + view.getInt32(offset + 1)), (message) => {
        const { channel, payload } = message as InstanceType<typeof messages.NotificationResponseMessage>;
        for (const id of channels.get(channel) ?? []) port.postMessage({ notify: id, payload });
      });
    }
  };
  const wire = (e: unknown) => ({
    message: e instanceof Error ? e.message : String(e),
    database: e instanceof messages.DatabaseError,
    props: e && typeof e === 'object' ? JSON.parse(JSON.stringify({ ...e })) : {},
  });
  const port = parentPort!;
  const reply = (id: number, value: unknown) => port.postMessage({ id, ok: true, value });
  const fail = (id: number, error: unknown) => port.postMessage({ id, ok: false, error: wire(error) });
  const target = (tx?: number): PGlite | Transaction => {
    if (tx === undefined) return db;
    const t = transactions.get(tx);
    if (!t) throw new Error('The transaction has ended');
    return t.tx;
  };
  port.on('message', async (m: WorkerMessage) => {
    try {
      switch (m.op) {
        case 'open':
          db = await PGlite.create({ dataDir: m.dataDir, postgresqlconf: m.postgresqlconf });
          // Every value stays PostgreSQL's text, arrays included: the server's thread parses it.
          for (const oid of Object.keys(db.parsers)) db.parsers[Number(oid)] = (text: string) => text;
          return reply(m.id, null);
        case 'query': {
          const r = await target(m.tx).query(m.sql, m.params, { rowMode: 'array' });
          return reply(m.id, { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows });
        }
        case 'prepared': {
          // A read by a statement prepared once: one round of the protocol (bind, describe,
          // execute, sync) instead of query()'s six, and no planning after the first. Its answer
          // goes back as the protocol's bytes, unparsed (PGlite's parser copies every value into
          // an ArrayBuffer of its own before decoding it: a third of this thread's time per read);
          // the server's thread parses them (`parseAnswer`).
          const { serialize } = protocol;
          let size = 0;
          const collect = (bytes: Uint8Array) => {
            // A view of PostgreSQL's memory: copied before the next write reuses it.
            if (size + bytes.length > answers.length) {
              const grown = new Uint8Array(Math.max(answers.length * 2, size + bytes.length));
              grown.set(answers.subarray(0, size));
              answers = grown;
            }
            answers.set(bytes, size);
            size += bytes.length;
          };
          // Under PGlite's own locks, as query() runs (which also keeps `answers` to this read).
          const answer = await db._runExclusiveTransaction(() =>
            db._runExclusiveQuery(async () => {
              let name = prepared.get(m.sql);
              if (!name) {
                name = `quire_${prepared.size + 1}`;
                await db.execProtocol(concat(serialize.parse({ name, text: m.sql, types: [] }), serialize.sync()));
                prepared.set(m.sql, name);
              }
              // A read writes nothing to sync (PGlite syncs after every statement, not knowing).
              await db.execProtocolRawStream(
                concat(
                  serialize.bind({ statement: name, values: m.params as (string | null)[] }),
                  serialize.describe({ type: 'P' }),
                  serialize.execute({}),
                  serialize.sync(),
                ),
                { syncToFs: false, onRawData: collect },
              );
              deliverNotifications(answers, size);
              // Its own buffer of its exact size, handed over (not copied) to the server's thread.
              const copy = answers.slice(0, size);
              if (answers.length > ANSWERS_KEPT) answers = new Uint8Array(ANSWERS_KEPT);
              return copy;
            }),
          );
          return port.postMessage({ id: m.id, ok: true, value: { bytes: answer.buffer, size } }, [answer.buffer]);
        }
        case 'exec':
          await target(m.tx).exec(m.sql);
          return reply(m.id, null);
        case 'begin': {
          let begun = false;
          const done = db.transaction(
            (tx) =>
              new Promise<void>((resolve, reject) => {
                transactions.set(m.id, { tx, resolve, reject, done });
                begun = true;
                reply(m.id, null);
              }),
          );
          // A failure to begin answers `begin`; one at commit answers `end`.
          done.catch((error: unknown) => {
            if (!begun) fail(m.id, error);
          });
          return;
        }
        case 'rollback':
          await (target(m.tx) as Transaction).rollback();
          return reply(m.id, null);
        case 'end': {
          const t = transactions.get(m.tx!);
          if (!t) return reply(m.id, null);
          transactions.delete(m.tx!);
          if (m.commit) t.resolve();
          else t.reject(new Error('rolled back by the caller'));
          try {
            await t.done;
            return reply(m.id, null);
          } catch (error) {
            return m.commit ? fail(m.id, error) : reply(m.id, null);
          }
        }
        case 'listen': {
          const unlisten = await db.listen(m.channel, (payload: string) => port.postMessage({ notify: m.id, payload }));
          // PostgreSQL folds an unquoted name to lower case (as PGlite's listen does).
          const channel = /^".*"$/.test(m.channel) ? m.channel.slice(1, -1) : m.channel.toLowerCase();
          channels.set(channel, (channels.get(channel) ?? new Set()).add(m.id));
          unlisteners.set(m.id, async () => {
            channels.get(channel)?.delete(m.id);
            await unlisten();
          });
          return reply(m.id, m.id);
        }
        case 'unlisten':
          await unlisteners.get(m.listener)?.();
          unlisteners.delete(m.listener);
          return reply(m.id, null);
        case 'releaseMemory': {
          // V8's low-memory collection of this thread's isolate (see src/app/idle-memory.ts).
          const { Session } = load('node:inspector') as typeof import('node:inspector');
          const v8 = load('node:v8') as typeof import('node:v8');
          const committed = () => Math.round(v8.getHeapStatistics().total_heap_size / 1048576);
          const before = committed();
          const session = new Session();
          session.connect();
          // Disconnected once the callback has returned: V8 holds the profiler's lock while it runs.
          session.post('HeapProfiler.collectGarbage', () =>
            setImmediate(() => {
              session.disconnect();
              reply(m.id, { heapBeforeMb: before, heapAfterMb: committed() });
            }),
          );
          return;
        }
        case 'close':
          await db?.close();
          return reply(m.id, null);
      }
    } catch (error) {
      fail(m.id, error);
    }
  });
}

/** A parameter as PostgreSQL text: strings as they are, lists of strings as an array literal. */
export function textParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value))
    return `{${value.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
  return String(value);
}

function toError(e: WireError): Error {
  const error = e.database ? new messages.DatabaseError(e.message, 0, 'error') : new Error(e.message);
  return Object.assign(error, e.props);
}

/**
 * Rows and fields from a prepared read's answer, the protocol's bytes (RowDescription, DataRow,
 * ErrorResponse; the rest is acknowledgement). Values are text; an error is thrown as PGlite's
 * `DatabaseError`, parsed by PGlite's own parser.
 */
export function parseAnswer(answer: { bytes: ArrayBuffer; size: number }): RawResults {
  const buffer = Buffer.from(answer.bytes, 0, answer.size);
  const rows: (string | null)[][] = [];
  let fields: { name: string; dataTypeID: number }[] = [];
  for (let offset = 0; offset < buffer.length; ) {
    const type = buffer[offset];
    const end = offset + 1 + buffer.readInt32BE(offset + 1);
    let at = offset + 5;
    if (type === 0x44) {
      // 'D' DataRow: a count, then each value's length (-1 for NULL) and its UTF-8 text.
      const row = new Array<string | null>(buffer.readInt16BE(at));
      at += 2;
      for (let i = 0; i < row.length; i++) {
        const length = buffer.readInt32BE(at);
        at += 4;
        row[i] = length === -1 ? null : buffer.toString('utf8', at, at + length);
        if (length > 0) at += length;
      }
      rows.push(row);
    } else if (type === 0x54) {
      // 'T' RowDescription: per field its name, then table oid, column, type oid, size, modifier, format.
      fields = new Array(buffer.readInt16BE(at));
      at += 2;
      for (let i = 0; i < fields.length; i++) {
        const nul = buffer.indexOf(0, at);
        fields[i] = { name: buffer.toString('utf8', at, nul), dataTypeID: buffer.readInt32BE(nul + 7) };
        at = nul + 19;
      }
    } else if (type === 0x45) {
      // 'E' ErrorResponse
      let error: Error | undefined;
      new protocol.Parser().parse(buffer.subarray(offset, end), (message) => {
        if (message instanceof messages.DatabaseError) error = message;
      });
      throw error ?? new Error('The embedded database answered an unreadable error');
    }
    offset = end;
  }
  return { rows, fields };
}

/** PGlite's query for its array types' parsers (`_initArrayTypes`). */
const ARRAY_TYPES = `SELECT b.oid, b.typarray FROM pg_catalog.pg_type a
  LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
  WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`;

/** Parses rows of text as PGlite does: the caller's parser for a type, else PGlite's (arrays too). */
function parse<T>(raw: RawResults, defaults: Parsers, options?: QueryOptions): Results<T> {
  const { fields } = raw;
  const parsers = fields.map((f) => options?.parsers?.[f.dataTypeID] ?? defaults[f.dataTypeID]);
  const rows = raw.rows.map((row) =>
    row.map((value, i) => {
      const parser = parsers[i];
      return value === null || !parser ? value : parser(value, fields[i].dataTypeID);
    }),
  );
  if (options?.rowMode === 'array') return { rows: rows as T[], fields, affectedRows: raw.affectedRows };
  const objects = rows.map((row) => Object.fromEntries(fields.map((f, i) => [f.name, row[i]])));
  return { rows: objects as T[], fields, affectedRows: raw.affectedRows };
}

export class PGliteThread {
  private nextId = 1;
  private pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private listeners = new Map<number, (payload: string) => void>();
  private exited: Error | null = null;
  /** PGlite's parsers, with those of the database's array types (added once open). */
  private parsers: Parsers = { ...(types.parsers as Parsers) };

  private constructor(private worker: Worker) {
    worker.on('message', (m: Reply | Notification) => {
      if ('notify' in m) {
        this.listeners.get(m.notify)?.(m.payload);
        return;
      }
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.ok) p.resolve(m.value);
      else p.reject(toError(m.error));
    });
    const end = (error: Error) => {
      this.exited = error;
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    };
    worker.on('error', end);
    worker.on('exit', (code) => end(new Error(`The embedded database's thread exited (${code})`)));
  }

  /** Starts the thread and opens the database in `dataDir` (created when missing). */
  static async open(options: { dataDir: string; postgresqlconf?: string }): Promise<PGliteThread> {
    const pglitePath = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    // `__name`: the helper a TypeScript loader keeping function names (tsx) wraps functions in.
    const source = `var __name = (target) => target;\n(${workerProgram.toString()})()`;
    const worker = new Worker(source, { eval: true, workerData: { pglitePath } });
    const thread = new PGliteThread(worker);
    try {
      await thread.call({ op: 'open', ...options });
      const arrays = await thread.query<{ oid: number; typarray: number }>(ARRAY_TYPES);
      for (const { oid, typarray } of arrays.rows)
        thread.parsers[typarray] = (text) => types.arrayParser(text, thread.parsers[oid] as never, typarray);
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return thread;
  }

  /** Sends a message; `id` names it (a transaction or a listener is named by its first message). */
  private send<T>(message: Record<string, unknown>): { id: number; reply: Promise<T> } {
    const id = this.nextId++;
    if (this.exited) return { id, reply: Promise.reject(this.exited) };
    const reply = new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
    return { id, reply };
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    return this.send<T>(message).reply;
  }

  async query<T = unknown>(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: number) {
    return parse<T>(await this.call<RawResults>({ op: 'query', sql, params, tx }), this.parsers, options);
  }

  /**
   * A read by a statement the thread prepares once by name (no planning after the first use; one
   * protocol round instead of six). `params` are PostgreSQL text (see `textParameter`).
   */
  async prepared<T = unknown>(sql: string, params: (string | null)[], options?: QueryOptions) {
    const answer = await this.call<{ bytes: ArrayBuffer; size: number }>({ op: 'prepared', sql, params });
    return parse<T>(parseAnswer(answer), this.parsers, options);
  }

  /** Has the thread's isolate give its spare memory back (V8's low-memory collection). */
  releaseMemory(): Promise<{ heapBeforeMb: number; heapAfterMb: number }> {
    return this.call({ op: 'releaseMemory' });
  }

  async exec(sql: string, tx?: number): Promise<Results[]> {
    await this.call({ op: 'exec', sql, tx });
    return [];
  }

  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: PGliteTransaction) => Promise<T>): Promise<T> {
    const begin = this.send({ op: 'begin' });
    const id = begin.id;
    await begin.reply;
    const tx: PGliteTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
      rollback: async () => void (await this.call({ op: 'rollback', tx: id })),
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      await this.call({ op: 'end', tx: id, commit: false });
      throw error;
    }
    await this.call({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** Calls `callback` with each notification on `channel`; resolves to a function that stops it. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const { id, reply } = this.send({ op: 'listen', channel });
    this.listeners.set(id, callback);
    try {
      await reply;
    } catch (error) {
      this.listeners.delete(id);
      throw error;
    }
    return async () => {
      this.listeners.delete(id);
      await this.call({ op: 'unlisten', listener: id });
    };
  }

  async close() {
    if (!this.exited) await this.call({ op: 'close' }).catch(() => {});
    await this.worker.terminate();
  }
}
