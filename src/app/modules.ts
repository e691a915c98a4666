/**
 * The modules of the API, in one list: importing a module registers its GraphQL types on the
 * builder (src/app/schema.ts builds the schema from them) and gives its /v1 rows (the REST table
 * below), its own HTTP endpoints (`doors`: git, sign-in, files) and its background jobs. The
 * server mounts what this list gives it. A new module is one line here.
 *
 * REST rows are matched in this order (first match wins), so a module whose paths could shadow
 * another's comes after it.
 */

import * as agents from '../modules/agents/index.ts';
import * as ai from '../modules/ai/index.ts';
import * as audit from '../modules/audit/index.ts';
import * as backup from '../modules/backup/index.ts';
import * as changeRequests from '../modules/change-requests/index.ts';
import * as collections from '../modules/collections/index.ts';
import * as comments from '../modules/comments/index.ts';
import * as computed from '../modules/computed/index.ts';
import * as content from '../modules/content/index.ts';
import * as customFields from '../modules/custom-fields/index.ts';
import * as emailDomains from '../modules/email-domains/index.ts';
import * as events from '../modules/events/index.ts';
import * as exporting from '../modules/exports/index.ts';
import * as fonts from '../modules/fonts/index.ts';
import * as gitSync from '../modules/git-sync/index.ts';
import * as importing from '../modules/import/index.ts';
import * as insights from '../modules/insights/index.ts';
import * as integrations from '../modules/integrations/index.ts';
import * as invites from '../modules/invites/index.ts';
import * as links from '../modules/links/index.ts';
import * as members from '../modules/members/index.ts';
import * as openapi from '../modules/openapi/index.ts';
import * as organizations from '../modules/organizations/index.ts';
import * as permissions from '../modules/permissions/index.ts';
import * as reader from '../modules/reader/index.ts';
import * as reviews from '../modules/reviews/index.ts';
import * as search from '../modules/search/index.ts';
import * as sessions from '../modules/sessions/index.ts';
import * as sites from '../modules/sites/index.ts';
import * as spaces from '../modules/spaces/index.ts';
import * as sso from '../modules/sso/index.ts';
import * as storage from '../modules/storage/index.ts';
import * as teams from '../modules/teams/index.ts';
import * as translations from '../modules/translations/index.ts';
import * as urls from '../modules/urls/index.ts';
import * as usage from '../modules/usage/index.ts';
import * as users from '../modules/users/index.ts';
import * as webhooks from '../modules/webhooks/index.ts';
import type { BackgroundJob, HttpDoor } from '../request/doors.ts';
import type { RestRoute } from '../rest/route.ts';

export interface ApiModule {
  routes: RestRoute[];
  doors?: HttpDoor[];
  jobs?: BackgroundJob[];
}

export const modules: ApiModule[] = [
  users,
  organizations,
  emailDomains,
  spaces,
  collections,
  members,
  teams,
  translations,
  storage,
  fonts,
  sso,
  openapi,
  integrations,
  customFields,
  content,
  invites,
  sites,
  permissions,
  changeRequests,
  comments,
  reviews,
  importing,
  search,
  links,
  computed,
  exporting,
  gitSync,
  events,
  webhooks,
  audit,
  backup,
  sessions,
  agents,
  insights,
  ai,
  urls,
  usage,
  // Last: its door answers every path no other module's did.
  reader,
];

/** Every `/v1` route, module by module. */
export const restRoutes: RestRoute[] = modules.flatMap((m) => m.routes);
/** Every module's own HTTP endpoints. */
export const httpDoors: HttpDoor[] = modules.flatMap((m) => m.doors ?? []);
/** Every module's background jobs, in module order. */
export const moduleJobs: BackgroundJob[] = modules.flatMap((m) => m.jobs ?? []);
