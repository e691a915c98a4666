/** Several stateless instances on one PostgreSQL database (runs when DATABASE_URL is set). */
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { type AppDatabase, openAppDatabase } from '../src/app/database.ts';
import { type App, createApp } from '../src/app/server.ts';
import { loadConfig } from '../src/config.ts';
import { createOrganization } from '../src/modules/organizations/service.ts';
import { createToken, createUser } from '../src/modules/users/service.ts';
import { gitbook } from './support/gitbook.ts';
import { freshPostgres, QUIET_JOBS } from './support/server.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe.skipIf(!process.env.DATABASE_URL)('several instances on one PostgreSQL database', () => {
  it('start together (migrations applied once) and serve the same data', async () => {
    const fresh = await freshPostgres(process.env.DATABASE_URL!);
    cleanups.push(fresh.drop);
    const config = loadConfig({ DATABASE_URL: fresh.url, LOG_LEVEL: 'silent', ...QUIET_JOBS });
    // Three instances starting at once race for the migration lock.
    const dbs: AppDatabase[] = await Promise.all([1, 2, 3].map(() => openAppDatabase(config)));
    const apps: App[] = dbs.map((db) => createApp(config, db, { logger: pino({ level: 'silent' }) }));
    for (const [i, app] of apps.entries()) {
      await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
      cleanups.push(async () => {
        await app.close();
        await dbs[i].close();
      });
    }
    const urls = apps.map((a) => `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`);
    const applied = await dbs[0].prisma.$queryRawUnsafe<{ n: bigint }[]>(
      'SELECT count(*) AS n FROM "_prisma_migrations"',
    );
    const folders = (await import('node:fs'))
      .readdirSync(new URL('../prisma/migrations', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory());
    expect(Number(applied[0].n)).toBe(folders.length);

    const user = await createUser(dbs[0].prisma, { email: 'multi@example.com', displayName: 'Multi' });
    const token = await createToken(dbs[0].prisma, user.id);
    const org = await createOrganization(dbs[0].prisma, { title: 'Shared', ownerId: user.id });
    await gitbook(urls[1], token).orgs.updateOrganizationById(org.id, { title: 'Renamed on instance 2' });
    const { data } = await gitbook(urls[2], token).orgs.getOrganizationById(org.id);
    expect(data.title).toBe('Renamed on instance 2');
  });
});
