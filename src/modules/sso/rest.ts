import { deleteReply, route } from '../../rest/route.ts';
import { created, mutationDocument } from '../../rest/documents.ts';
import { TEAM_FIELDS } from '../teams/rest.ts';

export const SAML_PROVIDER_FIELDS = /* GraphQL */ `
  fragment SamlProviderFields on SamlProvider {
    object id: key label ssoURL entityID certificate defaultRole createdAt status
    defaultTeam { ...TeamFields }
    service { acsURL startURL entityID }
    urls { location }
  }
  ${TEAM_FIELDS}
`;

const mutation = (field: string, inputType: string) =>
  mutationDocument(field, inputType, {
    select: 'samlProvider { ...SamlProviderFields }',
    fragments: SAML_PROVIDER_FIELDS,
  });

export const ssoRoutes = [
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/saml',
    pick: 'samlProviders',
    operation: `query ($organizationId: ID!, $first: Int, $after: String) {
      organization(id: $organizationId) {
        samlProviders(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { ...SamlProviderFields } } }
      }
    } ${SAML_PROVIDER_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/saml',
    body: true,
    pick: 'samlProvider',
    reply: created,
    operation: mutation('createSamlProvider', 'CreateSamlProviderInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/saml/{samlProviderId}',
    pick: 'samlProvider',
    operation: `query ($organizationId: ID!, $samlProviderId: ID!) {
      organization(id: $organizationId) { samlProvider(samlProviderId: $samlProviderId) { ...SamlProviderFields } }
    } ${SAML_PROVIDER_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/orgs/{organizationId}/saml/{samlProviderId}',
    body: true,
    pick: 'samlProvider',
    operation: mutation('updateSamlProvider', 'UpdateSamlProviderInput'),
  }),
  route({
    method: 'DELETE',
    path: '/v1/orgs/{organizationId}/saml/{samlProviderId}',
    reply: deleteReply,
    operation: `mutation ($input: DeleteSamlProviderInput!) {
      deleteSamlProvider(input: $input) {
        __typename
        ... on DeleteSamlProviderPayload { deleted }
        ... on BaseError { message status }
      }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/sso',
    operation: `query ($organizationId: ID!) { ssoProviderLogins(organizationId: $organizationId) { items { id: key label startURL } } }`,
  }),
];
