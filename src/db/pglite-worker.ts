/**
 * The embedded database's thread: it owns the PGlite instance and answers the messages of the
 * server's thread (src/db/pglite-thread.ts, which starts it). Its own entry of the build
 * (dist/pglite-worker.js); from the sources it runs under tsx. Messages are handled concurrently:
 * PGlite's own lock orders statements, and a transaction holds it until its `end` arrives.
 */
import { Session } from 'node:inspector';
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { messages, PGlite, protocol, type Transaction } from '@electric-sql/pglite';

export interface WireError {
  message: string;
  database: boolean;
  props: Record<string, unknown>;
}
export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };
export type Notification = { notify: number; payload: string };
/** What the server's thread sends (`id` names the message; `tx`, a transaction's first message). */
export interface WorkerMessage {
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
  lean?: boolean;
  vector?: boolean;
  sql: string;
  params?: unknown[];
  tx?: number;
  commit?: boolean;
  channel: string;
  listener: number;
}

const BYTEA = 17;
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
async function openDatabase(options: Pick<WorkerMessage, 'dataDir' | 'postgresqlconf' | 'lean' | 'vector'>) {
  // V8's flags are the process's: the lean mode is for processes that run nothing else
  // compiled to WebAssembly (the CLI's backup and restore; see OpenOptions.lean).
  if (options.lean) v8.setFlagsFromString('--liftoff-only');
  // pgvector only where it is wanted (OpenOptions.vector): loaded with its archive from node_modules.
  const extensions = options.vector ? { vector: (await import('@electric-sql/pglite-pgvector')).vector } : undefined;
  const opened = await PGlite.create({
    dataDir: options.dataDir,
    postgresqlconf: options.postgresqlconf,
    ...(extensions ? { extensions } : {}),
  });
  // Every value stays PostgreSQL's text, arrays included: the server's thread parses it.
  for (const oid of Object.keys(opened.parsers)) opened.parsers[Number(oid)] = (text: string) => text;
  // A bytea parameter goes as its bytes (the protocol's binary format, which PGlite's bind message
  // writes for any byte array): PGlite's serializer makes a string of each byte and joins them
  // (about 40 MB of garbage per MiB; a 127 MB push grew this heap by 200 MB), and hex text would
  // still be twice the bytes. A string (already PostgreSQL's text) is passed as it is.
  opened.serializers[BYTEA] = (value: Uint8Array | string) => value as unknown as string;
  return opened;
}
// The database the thread was started on, opened at once; `open` answers when it is.
const opening: Promise<PGlite> | null = workerData?.open ? openDatabase(workerData.open) : null;
// A failure is answered to `open` (not thrown as an unhandled rejection meanwhile).
opening?.catch(() => {});

port.on('message', async (m: WorkerMessage) => {
  try {
    switch (m.op) {
      case 'open':
        // Opened since the thread started (src/db/pglite-spawn.ts), with these same options.
        db = await (opening ?? openDatabase(m));
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
