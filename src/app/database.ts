/**
 * The database as the app opens it (the server, the CLI, the tests): the content engine's data
 * migrations and the event bus handed to src/db/client.ts, which imports neither.
 */
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { dataMigrations } from '../engine/data-migrations.ts';
import { EventBus } from '../infra/event-bus.ts';

/** The database with its event bus: what the app's server, jobs and modules use. */
export type AppDatabase = Database<EventBus>;

export function openAppDatabase(config: Config): Promise<AppDatabase> {
  return openDatabase(config, { dataMigrations, events: (prisma) => new EventBus(prisma) });
}
