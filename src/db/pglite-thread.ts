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
import type { Worker } from 'node:worker_threads';
import { messages, protocol, types } from '@electric-sql/pglite';
import { earlyEnd, type OpenOptions, spawnPgliteWorker } from './pglite-spawn.ts';
import type { Notification, Reply, WireError } from './pglite-worker.ts';

export type { OpenOptions };

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
export interface PGliteTransaction {
  query<T = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
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

const BYTEA = 17;
/**
 * bytea's hex text (`\\x...`) as bytes of their own, decoded by Buffer: the Prisma adapter's and
 * PGlite's parsers take a substring per byte (a 1 MiB value made about 40 MB of garbage).
 */
export function byteaBytes(text: string): Uint8Array {
  const bytes = new Uint8Array((text.length - 2) / 2);
  Buffer.from(bytes.buffer).write(text.slice(2), 'hex');
  return bytes;
}

/**
 * Parses rows of text as PGlite does: the caller's parser for a type, else PGlite's (arrays too);
 * bytea always by `byteaBytes`.
 */
function parse<T>(raw: RawResults, defaults: Parsers, options?: QueryOptions): Results<T> {
  const { fields } = raw;
  const parsers = fields.map((f) =>
    f.dataTypeID === BYTEA ? byteaBytes : (options?.parsers?.[f.dataTypeID] ?? defaults[f.dataTypeID]),
  );
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
    const ended = earlyEnd(worker);
    if (ended) end(ended);
  }

  /**
   * Opens the database in `dataDir` (created when missing, from the template if any) on a thread
   * started here, or on `started`, from spawnPgliteWorker with the same options.
   */
  static async open(options: OpenOptions, started?: Promise<Worker>): Promise<PGliteThread> {
    const worker = await (started ?? spawnPgliteWorker(options));
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
