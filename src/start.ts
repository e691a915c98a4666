import type { Logger } from 'pino';
import { openAppDatabase } from './app/database.ts';
import { loadConfig } from './config.ts';

/** A configuration or start-up failure: one line on stderr, no stack, exit status 1. */
function fail(message: string): never {
  console.error(`quire: ${message.replace(/:\s*\n\s*/g, ': ').replace(/\s*\n\s*/g, '; ')}`);
  process.exit(1);
}

/**
 * The server's log: JSON lines (one object a line, for log collectors, containers and CI), or lines
 * a person reads at a glance when stdout is a terminal (pino-pretty, loaded only then). Written
 * synchronously on a terminal, so the last lines before an exit are not lost.
 */
async function createLogger(level: string): Promise<Logger> {
  // Loaded with the server's modules, after the database started opening.
  const { pino } = await import('pino');
  if (!process.stdout.isTTY) return pino({ level });
  const { default: pretty } = await import('pino-pretty');
  return pino(
    { level },
    pretty({ sync: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }),
  );
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
const [{ createApp }, { populateDemo, seedDemo }] = await Promise.all([
  import('./app/server.ts'),
  import('./app/seed.ts'),
]);
const opened = await opening;
if ('error' in opened) fail(`cannot open the database: ${opened.error.message}`);
const { db } = opened;
const firstStart = db.kind === 'pglite' && config.demoSeed && (await db.isEmpty());
// The server and its background jobs (src/app/jobs.ts), stopped by app.close().
const app = createApp(config, db, { logger: await createLogger(config.logLevel) });

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
  let siteUrl: string | null = null;
  if (demo) {
    const local = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
    const base = `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
    // Content of the demo, made through the API; a failure leaves the empty organization usable.
    const made = await populateDemo(base, demo.token, demo.organizationId).catch((error) => {
      app.logger.warn({ err: error }, 'the demo content could not be created');
      return null;
    });
    siteUrl = made?.siteUrl ?? null;
  }
  if (demo) {
    console.log(`
  Quire is ready with a demo organization (created on this first start).

${siteUrl ? `  Docs site:  ${siteUrl}   (open it in a browser)\n` : ''}  GraphiQL:   ${config.publicUrl}/graphql   (set the header  Authorization: Bearer ${demo.token})
  REST:       curl -H 'Authorization: Bearer ${demo.token}' ${config.publicUrl}/v1/orgs

  Demo user:  ${demo.email}   API token (shown once): ${demo.token}
`);
  }
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  await db.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
