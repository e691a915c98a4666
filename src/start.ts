import { loadConfig } from './config.ts';
import { openAppDatabase } from './app/database.ts';

/** A configuration or start-up failure: one line on stderr, no stack, exit status 1. */
function fail(message: string): never {
  console.error(`quire: ${message.replace(/:\s*\n\s*/g, ': ').replace(/\s*\n\s*/g, '; ')}`);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail((error as Error).message);
}
// The database opens (PGlite compiles its WebAssembly on other threads) while the server's modules
// load and its schema builds: a shorter cold start.
const opening = openAppDatabase(config).then(
  (db) => ({ db }),
  (error: Error) => ({ error }),
);
const [{ createApp }, { populateDemo, seedDemo }, { purgeDeletedSpaces }, { collectGarbage }, { startIdleCollector }] =
  await Promise.all([
    import('./app/server.ts'),
    import('./app/seed.ts'),
    import('./modules/spaces/purge.ts'),
    import('./engine/gc.ts'),
    import('./app/idle-memory.ts'),
  ]);
const opened = await opening;
if ('error' in opened) fail(`cannot open the database: ${opened.error.message}`);
const { db } = opened;
const firstStart = db.kind === 'pglite' && config.demoSeed && (await db.isEmpty());
const app = createApp(config, db);

// A busy port or an address this machine does not have: one line, the database closed.
app.server.once('error', async (error: NodeJS.ErrnoException) => {
  await db.close().catch(() => {});
  fail(`cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`);
});

app.server.listen(config.port, config.host, async () => {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.logger.info({ database: db.kind, host: config.host, port, publicUrl: config.publicUrl }, 'quire is listening');
  // The demo is created only once the server listens, so its token is shown when it can be used.
  const demo = firstStart ? await seedDemo(db.prisma) : null;
  if (demo) {
    const local = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
    const base = `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
    // Content of the demo, made through the API; a failure leaves the empty organization usable.
    await populateDemo(base, demo.token, demo.organizationId).catch((error) =>
      app.logger.warn({ err: error }, 'the demo content could not be created'),
    );
  }
  if (demo) {
    console.log(`
  Quire is ready with a demo organization (created on this first start).

  GraphiQL:   ${config.publicUrl}/graphql   (set the header  Authorization: Bearer ${demo.token})
  REST:       curl -H 'Authorization: Bearer ${demo.token}' ${config.publicUrl}/v1/orgs

  Demo user:  ${demo.email}   API token (shown once): ${demo.token}
`);
  }
});

// Spaces deleted more than 7 days ago are purged at start and then every hour. Safe on
// several instances: the DELETE is idempotent.
const purge = async () => {
  try {
    const count = await app.jobs.run('purge_deleted_spaces', () => purgeDeletedSpaces(db.prisma));
    if (count) app.logger.info({ count }, 'purged deleted spaces');
  } catch (error) {
    app.logger.error({ err: error }, 'purge of deleted spaces failed');
  }
};
void purge();
const purgeTimer = setInterval(purge, 60 * 60 * 1000).unref();

// Content no revision reaches any more (purged spaces) is collected once listening, then every
// CONTENT_GC_INTERVAL_MINUTES; safe beside commits and other instances (src/engine/gc.ts).
const collect = async () => {
  try {
    const freed = await app.jobs.run('content_gc', () =>
      collectGarbage(db.prisma, { graceMs: config.contentGc.graceMs }),
    );
    for (const [kind, count] of Object.entries(freed)) app.jobs.record?.('content_gc', kind, count);
    if (Object.values(freed).some(Boolean)) app.logger.info(freed, 'collected unreachable content');
  } catch (error) {
    app.logger.error({ err: error }, 'garbage collection of content failed');
  }
};
// Only once listening: a start that fails to listen closes the database at once.
let gcTimer: NodeJS.Timeout | undefined;
app.server.once('listening', () => {
  if (!config.contentGc.intervalMs || stopping) return;
  void collect();
  gcTimer = setInterval(collect, config.contentGc.intervalMs).unref();
});

// Memory a burst of requests made the heap grow by is given back once the server is idle again.
let stopIdleCollector: (() => void) | undefined;
app.server.once('listening', () => {
  if (!config.idleCollectMs || stopping) return;
  stopIdleCollector = startIdleCollector(app.server, {
    idleMs: config.idleCollectMs,
    alsoRelease: db.releaseMemory,
    onCollect: (info) => app.logger.debug(info, 'idle heap collection'),
  });
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  clearInterval(purgeTimer);
  clearInterval(gcTimer);
  stopIdleCollector?.();
  await app.close();
  await db.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
