import { mutationDocument, shaped } from '../../rest/documents.ts';
import { type RestRoute, route } from '../../rest/route.ts';
import { ORGANIZATION_MERGE_RULES } from '../organizations/rest.ts';

export const emailDomainRoutes: RestRoute[] = [
  // Only the public fields of each organization (service.ts).
  route({
    method: 'GET',
    path: '/v1/email-domains/{emailDomain}/orgs',
    reader: false,
    summary: 'List the organizations of an email domain',
    description:
      'Lists the organizations whose `emailDomains` include this domain, with their public fields only: how a user finds the organizations they may join with an address of that domain.',
    operation: `query ($emailDomain: String!) {
      emailDomain(domain: $emailDomain) {
        organizations {
          object id: key title createdAt emailDomains hostname customHostname type useCase communityType inviteLinks plan
          mergeRules ${ORGANIZATION_MERGE_RULES}
          urls { location app logo }
          trial { status count }
          permissions { view access admin ownTeam createContent createOpenAPISpec viewBilling listMembers listTeams listIntegrations listInstallations installIntegration }
        }
      }
    }`,
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/join',
    reader: false,
    summary: 'Join an organization',
    description:
      "Joins the organization with its default role when the domain of the caller's email is one of the organization's `emailDomains`; answers 204. A member keeps its role; a disabled member is 403; another domain is 400, an unknown organization 404.",
    reply: shaped({ 204: false }, () => ({ status: 204 })),
    operation: mutationDocument('joinOrganizationByEmailDomain', 'JoinOrganizationByEmailDomainInput', {
      select: 'member { key }',
    }),
  }),
];
