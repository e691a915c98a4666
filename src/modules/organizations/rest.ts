import { created, LIST, mutationDocument } from '../../rest/documents.ts';
import { route } from '../../rest/route.ts';

/**
 * GitBook's merge rules: each configuration and rule selected by its type. Rule keys in the order
 * PostgreSQL's jsonb has always given them back (shorter keys first: `rule message expression`).
 */
const MERGE_RULES_CONFIGURATIONS = /* GraphQL */ `
  ... on MergeRulesConfigurationNone { type }
  ... on MergeRulesConfigurationRules {
    type
    rules { __typename rule ... on MergeRuleUsers { users } ... on MergeRuleCustom { message expression } }
  }
`;
/** The selection set of an organization's `mergeRules`. */
export const ORGANIZATION_MERGE_RULES = `{ __typename ${MERGE_RULES_CONFIGURATIONS} }`;
/** The selection set of a space's `mergeRules`. */
export const SPACE_MERGE_RULES = `{ __typename ... on MergeRulesConfigurationInherit { type } ${MERGE_RULES_CONFIGURATIONS} }`;

export const ORGANIZATION_FIELDS = /* GraphQL */ `
  fragment OrganizationFields on Organization {
    object id: key title createdAt emailDomains hostname type useCase communityType defaultRole defaultContent { type site }
    sso ai inviteLinks plan mergeRules ${ORGANIZATION_MERGE_RULES} customHostname internal_isOnNewTrial
    urls { location app logo }
    trial { status count endDate decision }
    permissions { view access admin ownTeam createContent createOpenAPISpec viewBilling listMembers listTeams listIntegrations listInstallations installIntegration }
  }
`;

export const organizationRoutes = [
  route({
    method: 'GET',
    path: '/v1/orgs',
    reader: false,
    summary: 'List the organizations of the authenticated user',
    description:
      'Lists the organizations the caller is a member of, oldest first. A token issued by a SAML sign-in sees only the organization that issued it.',
    operation: `query ($first: Int, $after: String) {
      organizations(first: $first, after: $after) { ${LIST} edges { node { ...OrganizationFields } } }
    } ${ORGANIZATION_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: '/v1/orgs',
    reader: false,
    summary: 'Create an organization',
    description:
      'Creates an organization with `title`, optional `emailDomains`, and `ownerEmail` (an existing user, its first admin; a Quire field). Only the instance administrator (`ADMIN_TOKEN`) may, as with the GraphQL mutation and the CLI: anyone else is 403. Answers 201 with the organization and its `Location`.',
    body: true,
    pick: 'organization',
    reply: created,
    operation: mutationDocument('createOrganization', 'CreateOrganizationInput', {
      select: 'organization { ...OrganizationFields }',
      fragments: ORGANIZATION_FIELDS,
    }),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}',
    reader: false,
    summary: 'Get an organization by its ID',
    description:
      "Returns an organization the caller is a member of, with the caller's permissions in it. Another organization is 404.",
    operation: `query ($organizationId: ID!) { organization(id: $organizationId) { ...OrganizationFields } } ${ORGANIZATION_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/orgs/{organizationId}',
    reader: false,
    summary: 'Update an organization',
    description:
      'Changes the settings of an organization (title, email domains, default role and content, merge rules, ...). Needs the admin role in it.',
    body: true,
    pick: 'organization',
    operation: mutationDocument('updateOrganization', 'UpdateOrganizationInput', {
      select: 'organization { ...OrganizationFields }',
      fragments: ORGANIZATION_FIELDS,
    }),
  }),
];
