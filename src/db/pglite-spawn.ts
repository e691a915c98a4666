/**
 * Starts the embedded database's thread (src/db/pglite-worker.ts), which opens its data directory
 * (created from the template when missing) at once. Kept apart from the thread's client
 * (src/db/pglite-thread.ts, which loads PGlite's JavaScript) so that the server starts the thread
 * first: the thread compiles PGlite's WebAssembly and opens the cluster while this thread loads
 * PGlite's client and the server's modules. Opened after them, it added about half a second to a
 * cold start.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createFromTemplate } from './pglite-template.ts';

export interface OpenOptions {
  dataDir: string;
  postgresqlconf?: string;
  /**
   * For a batch job (backup, restore) rather than the server: memory before speed. The thread's
   * young generation is capped at 4 MB, and PostgreSQL's WebAssembly runs on V8's baseline compiler
   * only: its optimizing tier would add ~20 MB of code and ~50 MB of compilation peaks, for
   * statements that spend their time on the disk and in the archive's compression anyway.
   */
  lean?: boolean;
  /**
   * Loads pgvector (@electric-sql/pglite-pgvector): for embeddings (AI_EMBEDDING_MODEL), and on a
   * database that has the extension already (`usesVector`), whose index cannot be written without
   * it. Off, the thread's memory is what it was without AI.
   */
  vector?: boolean;
}

/**
 * The file beside the embedded database (in DATA_DIR) that says it has the vector extension:
 * written before the extension is created, so every later open (a restart without AI, the CLI's
 * backup and restore) loads it too; removed once the extension is gone (src/db/client.ts).
 */
export const vectorMarker = (dataDir: string) => path.join(dataDir, 'pglite-vector');

/** Whether the embedded database in `dataDir` (DATA_DIR) may hold the vector extension. */
export const usesVector = (dataDir: string) => existsSync(vectorMarker(dataDir));

/** How each started thread ended, when it did before its client took it over. */
const earlyEnds = new WeakMap<Worker, Error>();

/** The started thread, opening the database of `options` (its client's `open` waits for that). */
export async function spawnPgliteWorker(options: OpenOptions): Promise<Worker> {
  await createFromTemplate(options.dataDir);
  const worker = new Worker(workerFile(), {
    workerData: { open: options },
    ...(options.lean ? { resourceLimits: { maxYoungGenerationSizeMb: 4 } } : {}),
  });
  // Kept until the client listens: a thread that fails to start must fail the open, not the process.
  worker.once('error', (error) => earlyEnds.set(worker, error));
  worker.once('exit', (code) => {
    if (!earlyEnds.has(worker)) earlyEnds.set(worker, new Error(`The embedded database's thread exited (${code})`));
  });
  return worker;
}

/** How `worker` ended before its client listened, if it did. */
export const earlyEnd = (worker: Worker): Error | undefined => earlyEnds.get(worker);

function workerFile(): URL {
  // From the sources (tsx, vitest), through pglite-worker-source.mjs, which loads it with tsx.
  if (import.meta.url.endsWith('.ts')) return new URL('./pglite-worker-source.mjs', import.meta.url);
  // Built as dist/pglite-worker.js beside the bundle, whose code runs from dist/ or from a chunk under it.
  const built = ['./pglite-worker.js', '../pglite-worker.js']
    .map((file) => new URL(file, import.meta.url))
    .find((url) => existsSync(url));
  if (!built) throw new Error('pglite-worker.js is missing beside the build: run node scripts/build.mjs');
  return built;
}
