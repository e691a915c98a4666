import { route } from '../../rest/route.ts';

export const ORGANIZATION_FIELDS = /* GraphQL */ `
  fragment OrganizationFields on Organization {
    object id: key title createdAt emailDomains hostname type useCase communityType defaultRole defaultContent { type site }
    sso ai inviteLinks plan mergeRules customHostname internal_isOnNewTrial
    urls { location app logo }
    trial { status count endDate decision }
    permissions { view access admin ownTeam createContent createOpenAPISpec viewBilling listMembers listTeams listIntegrations listInstallations installIntegration }
  }
`;

export const organizationRoutes = [
  route({
    method: 'GET',
    path: '/v1/orgs',
    operation: `query ($first: Int, $after: String) {
      organizations(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { ...OrganizationFields } } }
    } ${ORGANIZATION_FIELDS}`,
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}',
    operation: `query ($organizationId: ID!) { organization(id: $organizationId) { ...OrganizationFields } } ${ORGANIZATION_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/orgs/{organizationId}',
    body: true,
    pick: 'organization',
    operation: `mutation ($input: UpdateOrganizationInput!) {
      updateOrganization(input: $input) {
        __typename
        ... on UpdateOrganizationPayload { organization { ...OrganizationFields } }
        ... on BaseError { message status }
      }
    } ${ORGANIZATION_FIELDS}`,
  }),
];
