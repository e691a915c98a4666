/** The users module: importing it registers its GraphQL types; it has no /v1 rows of its own. */
import type { RestRoute } from '../../rest/route.ts';
import './schema.ts';

export const routes: RestRoute[] = [];
