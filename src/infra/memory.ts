/**
 * V8's low-memory collection, for the idle collector (src/app/idle-memory.ts) and for bulk work
 * that leaves much garbage between its phases (a large git push: src/modules/git-sync/service.ts).
 */
import { Session } from 'node:inspector';

/**
 * V8's low-memory collection of this thread's isolate (`Isolate::LowMemoryNotification`, which the
 * inspector's `HeapProfiler.collectGarbage` runs): unlike a plain full collection, it also shrinks
 * the young generation and frees pooled pages.
 */
export function releaseMemory(): Promise<void> {
  const session = new Session();
  session.connect();
  return new Promise<void>((resolve, reject) =>
    session.post('HeapProfiler.collectGarbage', (error) =>
      // Disconnected once the callback has returned: V8 holds the profiler's lock while it runs.
      setImmediate(() => {
        session.disconnect();
        if (error) reject(error);
        else resolve();
      }),
    ),
  );
}
