/**
 * Server instances side by side on one fresh PostgreSQL database (DATABASE_URL), in this process,
 * as a deployment runs several: for the tests of what instances share (the access cache, rate
 * limits). Opened one after the other (test/multi-instance.test.ts starts them together on purpose).
 *
 *   const { urls: [a, b], dbs, close } = await startInstances(2, { RATE_LIMIT_PER_MINUTE: '10' });
 *   try { ... } finally { await close(); }
 */
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { type AppDatabase, openAppDatabase } from '../../src/app/database.ts';
import { type App, createApp } from '../../src/app/server.ts';
import { loadConfig } from '../../src/config.ts';
import { ADMIN_TOKEN, freshPostgres, QUIET_JOBS } from './server.ts';

export interface Instances {
  /** http://127.0.0.1:PORT of each instance, in order. */
  urls: string[];
  dbs: AppDatabase[];
  apps: App[];
  /** Closes every instance and drops the database. */
  close(): Promise<void>;
}

/** `count` instances listening, with rate limits off and quiet jobs unless `env` says otherwise. */
export async function startInstances(count: number, env: Record<string, string> = {}): Promise<Instances> {
  const fresh = await freshPostgres(process.env.DATABASE_URL!);
  const config = loadConfig({
    DATABASE_URL: fresh.url,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    ADMIN_TOKEN,
    ...QUIET_JOBS,
    ...env,
  });
  const dbs: AppDatabase[] = [];
  const apps: App[] = [];
  const close = async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    await fresh.drop();
  };
  try {
    const urls: string[] = [];
    for (let i = 0; i < count; i++) {
      const db = await openAppDatabase(config);
      dbs.push(db);
      const app = createApp(config, db, { logger: pino({ level: 'silent' }) });
      apps.push(app);
      await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
      urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
    return { urls, dbs, apps, close };
  } catch (error) {
    await close();
    throw error;
  }
}
