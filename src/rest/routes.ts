import type { RestRoute } from './route.ts';
import { organizationRoutes } from '../modules/organizations/rest.ts';
import { spaceRoutes } from '../modules/spaces/rest.ts';
import { collectionRoutes } from '../modules/collections/rest.ts';
import { memberRoutes } from '../modules/members/rest.ts';
import { teamRoutes } from '../modules/teams/rest.ts';
import { contentRoutes } from '../modules/content/rest.ts';
import { translationRoutes } from '../modules/translations/rest.ts';
import { ssoRoutes } from '../modules/sso/rest.ts';
import { openAPIRoutes } from '../modules/openapi/rest.ts';
import { integrationRoutes } from '../modules/integrations/rest.ts';
import { customFieldRoutes } from '../modules/custom-fields/rest.ts';
import { inviteRoutes } from '../modules/invites/rest.ts';
import { siteRoutes } from '../modules/sites/rest.ts';
import { importRoutes } from '../modules/import/rest.ts';
import { searchRoutes } from '../modules/search/rest.ts';
import { linkRoutes } from '../modules/links/rest.ts';
import { changeRequestRoutes } from '../modules/change-requests/rest.ts';
import { commentRestRoutes } from '../modules/comments/rest.ts';
import { computedRoutes } from '../modules/computed/rest.ts';
import { exportRoutes } from '../modules/exports/rest.ts';
import { emailDomainRoutes } from '../modules/email-domains/rest.ts';

/** Every `/v1` route, module by module. */
export const restRoutes: RestRoute[] = [
  ...organizationRoutes,
  ...emailDomainRoutes,
  ...spaceRoutes,
  ...collectionRoutes,
  ...memberRoutes,
  ...teamRoutes,
  ...translationRoutes,
  ...ssoRoutes,
  ...openAPIRoutes,
  ...integrationRoutes,
  ...customFieldRoutes,
  ...contentRoutes,
  ...inviteRoutes,
  ...siteRoutes,
  ...changeRequestRoutes,
  ...commentRestRoutes,
  ...importRoutes,
  ...searchRoutes,
  ...linkRoutes,
  ...computedRoutes,
  ...exportRoutes,
];
