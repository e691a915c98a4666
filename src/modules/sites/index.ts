/** The sites module: importing it registers its GraphQL types; `routes` are its /v1 rows. */
import './schema.ts';
import { siteRoutes } from './rest.ts';
import { customizationRoutes } from './rest-customization.ts';
import { redirectRoutes } from './rest-redirects.ts';
import { shareLinkRoutes } from './share-links.ts';

export const routes = [...siteRoutes, ...shareLinkRoutes, ...customizationRoutes, ...redirectRoutes];
