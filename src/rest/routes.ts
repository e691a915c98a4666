import type { RestRoute } from './route.ts';
import { organizationRoutes } from '../modules/organizations/rest.ts';
import { memberRoutes } from '../modules/members/rest.ts';
import { teamRoutes } from '../modules/teams/rest.ts';

/** Every `/v1` route, module by module. */
export const restRoutes: RestRoute[] = [...organizationRoutes, ...memberRoutes, ...teamRoutes];
