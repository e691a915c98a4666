/**
 * The URLs module: importing it registers its GraphQL types; `routes` are its /v1 rows: what a URL
 * of this Quire names (content.ts) and the embed of an outside URL (embeds.ts), which Quire's
 * reader shows as link cards.
 */
import './schema.ts';

export { urlRoutes as routes } from './rest.ts';
