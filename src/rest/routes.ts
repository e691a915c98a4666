import type { RestRoute } from './route.ts';
import { organizationRoutes } from '../modules/organizations/rest.ts';

/** Every `/v1` route, module by module. */
export const restRoutes: RestRoute[] = [...organizationRoutes];
