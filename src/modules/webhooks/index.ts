/**
 * The webhooks module: admin GraphQL over webhooks (no /v1 rows); `jobs` the dispatcher of
 * deliveries from the outbox, and its pruning (dispatcher.ts).
 */
import './schema.ts';
import type { BackgroundJob } from '../../request/doors.ts';
import type { RestRoute } from '../../rest/route.ts';
import { startWebhookDispatcher } from './dispatcher.ts';

export const routes: RestRoute[] = [];

export const jobs: BackgroundJob[] = [
  ({ db, config, logger, jobs }) => startWebhookDispatcher({ db, config, logger, jobs }),
];
