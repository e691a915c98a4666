/**
 * The Git Sync module: importing it registers its GraphQL types; `routes` are its /v1 rows, `doors`
 * git's smart HTTP protocol (http.ts, loaded by its first request), `jobs` the runner of queued
 * imports and exports and the clean-up of purged spaces' git rows.
 */
import './schema.ts';
import type { BackgroundJob, HttpDoor } from '../../request/doors.ts';
import { forgetPurgedSpaces } from './purge.ts';
import { startGitSyncRunner } from './sync.ts';

export { gitSyncRoutes as routes } from './rest.ts';

export const doors: HttpDoor[] = [
  {
    // Every space is a repository at /git/{spaceId}.git.
    path: '/git/',
    label: '/git',
    serve: async ({ config, db }, req, res, url, requestId) => {
      const { serveGit } = await import('./http.ts');
      return serveGit(config, db, req, res, url, requestId);
    },
  },
];

export const jobs: BackgroundJob[] = [
  // Queued Git Sync imports and exports, one instance per operation (sync.ts).
  ({ db, config, logger }) => startGitSyncRunner({ db, config, logger }),
  // Git rows have no foreign key to their space (purge.ts): those of purged spaces are dropped at
  // start and then every hour. Idempotent, so safe on several instances.
  ({ db, logger }) => {
    const forget = () =>
      forgetPurgedSpaces(db.prisma).catch((error) => logger.error({ err: error }, 'git rows clean-up failed'));
    void forget();
    const timer = setInterval(forget, 60 * 60 * 1000).unref();
    return { stop: () => clearInterval(timer) };
  },
];
