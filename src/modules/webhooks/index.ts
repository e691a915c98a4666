/** The webhooks module: admin GraphQL over webhooks (no /v1 rows); the dispatcher is started by the app. */
import './schema.ts';
import type { RestRoute } from '../../rest/route.ts';

export const routes: RestRoute[] = [];
