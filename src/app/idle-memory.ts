/**
 * Gives memory back once the server is quiet. Under load V8 grows its heap (requests in flight
 * outlive young-generation collections and are promoted, the young generation grows to its
 * maximum, the old generation's limit grows with them); it shrinks again only when the embedder
 * reports idle time or memory pressure, which Node does not do, so a server that served a burst
 * keeps the burst's heap for as long as it runs. Start-up leaves the same: the young generation at
 * its maximum and the garbage of compiling modules and building the schema.
 *
 * This collector stands in for that report. When no HTTP request has been in flight for the quiet
 * time and the heap has grown by `growthMb` since the last collection, it asks V8 for its
 * low-memory collection (what V8 does under memory pressure: full collections until nothing more
 * is freed, compaction, the young generation shrunk to its minimum; some tens of milliseconds on
 * an idle server), and the database thread's isolate for the same. The first comes after a short
 * quiet time once started (`startIdleMs`), later ones after `idleMs` (IDLE_COLLECT_MS, 15 s by
 * default): after a collection the heap regrows, which costs the first seconds of the next burst
 * some speed (measured: -17% on a simple read when it ran after every 1 s pause), so bursty loads
 * must not trigger it. Long-lived streams (SSE, WebSocket subscriptions) do not count as work in
 * flight: their events allocate little.
 */
import type { IncomingMessage, Server } from 'node:http';
import v8 from 'node:v8';
import { releaseMemory } from '../infra/memory.ts';

export interface IdleCollectorOptions {
  /** Quiet time before a collection (ms). */
  idleMs: number;
  /** Quiet time before the first collection after start (ms; default: 1 s, or `idleMs` if shorter). */
  startIdleMs?: number;
  /** Heap growth (committed MB) since the last collection that makes one worth its pause. */
  growthMb?: number;
  /** Also run at each collection: the same for other isolates (the embedded database's thread). */
  alsoRelease?: () => Promise<unknown>;
  /** Called after each collection (for logs and metrics). */
  onCollect?: (info: { ms: number; heapBeforeMb: number; heapAfterMb: number }) => void;
}

const committedMb = () => v8.getHeapStatistics().total_heap_size / 1048576;

/** Watches `server`; returns a stop function. */
export function startIdleCollector(server: Server, options: IdleCollectorOptions): () => void {
  const growthMb = options.growthMb ?? 8;
  let quietMs = Math.min(options.startIdleMs ?? 1000, options.idleMs);
  let inFlight = 0;
  let lastActivity = Date.now();
  let collecting = false;
  // Collected at least once: the first quiet moment after start collects.
  let committedAfterLast = 0;

  const onRequest = (req: IncomingMessage, res: NodeJS.EventEmitter) => {
    if (req.headers.accept?.includes('text/event-stream')) return;
    inFlight++;
    lastActivity = Date.now();
    res.once('close', () => {
      inFlight--;
      lastActivity = Date.now();
    });
  };
  server.on('request', onRequest);

  const check = async () => {
    if (collecting || inFlight > 0 || Date.now() - lastActivity < quietMs) return;
    const before = committedMb();
    if (before - committedAfterLast < growthMb) return;
    collecting = true;
    const started = performance.now();
    try {
      await Promise.all([releaseMemory(), options.alsoRelease?.()]);
    } catch {
      // Nothing lost: the memory stays in use until the next quiet time.
    } finally {
      collecting = false;
    }
    committedAfterLast = committedMb();
    quietMs = options.idleMs;
    options.onCollect?.({
      ms: performance.now() - started,
      heapBeforeMb: Math.round(before),
      heapAfterMb: Math.round(committedAfterLast),
    });
  };
  // Checked every ~second at most (cheap), so a collection follows the quiet time closely.
  const period = (ms: number) => Math.min(1000, Math.max(100, Math.round(ms / 2)));
  const timer = setInterval(check, period(quietMs)).unref();

  return () => {
    clearInterval(timer);
    server.off('request', onRequest);
  };
}
