/** The events module: domain events and the GraphQL subscriptions over them (no /v1 rows). */
import './schema.ts';
import type { RestRoute } from '../../rest/route.ts';

export const routes: RestRoute[] = [];
