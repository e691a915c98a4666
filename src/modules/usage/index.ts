/**
 * The usage module: the instance admin's report of what the instance stores (`Query.instanceUsage`,
 * `cli usage`). Importing it registers its GraphQL types; it has no /v1 rows.
 */
import './schema.ts';
import type { RestRoute } from '../../rest/route.ts';

export const routes: RestRoute[] = [];
