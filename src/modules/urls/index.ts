/**
 * The URLs module: importing it registers its GraphQL types; `routes` are its /v1 rows: what a URL
 * of this Quire names (content.ts) and the embed of an outside URL (embeds.ts), which Quire's
 * reader shows as link cards; `jobs` the filler that fetches the embeds the reader found missing
 * (filler.ts).
 */
import './schema.ts';
import type { BackgroundJob } from '../../request/doors.ts';
import { embedFillerJob } from './filler.ts';

export { urlRoutes as routes } from './rest.ts';

export const jobs: BackgroundJob[] = [embedFillerJob];
