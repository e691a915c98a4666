import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.ts';
// Each module registers its types, queries and mutations on import.
import '../modules/users/types.ts';
import '../modules/organizations/types.ts';
import '../modules/spaces/types.ts';
import '../modules/collections/types.ts';
import '../modules/members/types.ts';
import '../modules/teams/types.ts';
import '../modules/content/types.ts';
import '../modules/translations/types.ts';
import '../modules/sso/types.ts';
import '../modules/openapi/types.ts';
import '../modules/integrations/types.ts';
import '../modules/custom-fields/types.ts';
import '../modules/invites/types.ts';
import '../modules/email-domains/types.ts';
import '../modules/sites/types.ts';
import '../modules/import/types.ts';
import '../modules/search/types.ts';
import '../modules/links/types.ts';
import '../modules/change-requests/types.ts';
import '../modules/comments/types.ts';
import '../modules/computed/types.ts';
import '../modules/exports/types.ts';

export const schema = lexicographicSortSchema(builder.toSchema());
