import { created, deleteDocument, LIST, mutationsReturning } from '../../rest/documents.ts';
import { deleteReply, route } from '../../rest/route.ts';
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

export const OIDC_PROVIDER_FIELDS = /* GraphQL */ `
  fragment OidcProviderFields on OidcProvider {
    object id: key label issuer clientId scopes groupsClaim syncTeams createTeams defaultRole createdAt
    defaultTeam { ...TeamFields }
    service { callbackURL startURL }
    urls { location }
  }
  ${TEAM_FIELDS}
`;

const mutation = mutationsReturning('samlProvider', SAML_PROVIDER_FIELDS);
const oidcMutation = mutationsReturning('oidcProvider', OIDC_PROVIDER_FIELDS);

export const ssoRoutes = [
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/saml',
    reader: false,
    summary: 'List the SAML providers of an organization',
    description:
      'Lists the SAML identity providers configured for the organization, oldest first. Organization admins only.',
    pick: 'samlProviders',
    operation: `query ($organizationId: ID!, $first: Int, $after: String) {
      organization(id: $organizationId) {
        samlProviders(first: $first, after: $after) { ${LIST} edges { node { ...SamlProviderFields } } }
      }
    } ${SAML_PROVIDER_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/saml',
    reader: false,
    summary: 'Create a SAML provider',
    description:
      'Adds a SAML identity provider to the organization. It stays `pending` until `ssoURL`, `entityID` and `certificate` are set, then becomes `active`. Needs the admin role. Answers 201.',
    body: true,
    pick: 'samlProvider',
    reply: created,
    operation: mutation('createSamlProvider', 'CreateSamlProviderInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/saml/{samlProviderId}',
    reader: false,
    summary: 'Get a SAML provider by its ID',
    description:
      'Returns a SAML provider of the organization: its IdP settings, status, default role and team, and the service-provider URLs (ACS, start, entity ID) to give the identity provider. Organization admins only.',
    pick: 'samlProvider',
    operation: `query ($organizationId: ID!, $samlProviderId: ID!) {
      organization(id: $organizationId) { samlProvider(samlProviderId: $samlProviderId) { ...SamlProviderFields } }
    } ${SAML_PROVIDER_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/orgs/{organizationId}/saml/{samlProviderId}',
    reader: false,
    summary: 'Update a SAML provider',
    description:
      "Changes a SAML provider's label, IdP settings (`ssoURL`, `entityID`, `certificate`), default role or default team. Needs the admin role.",
    body: true,
    pick: 'samlProvider',
    operation: mutation('updateSamlProvider', 'UpdateSamlProviderInput'),
  }),
  route({
    method: 'DELETE',
    path: '/v1/orgs/{organizationId}/saml/{samlProviderId}',
    reader: false,
    summary: 'Delete a SAML provider',
    description:
      'Deletes a SAML provider: its sign-in stops working. Needs the admin role. Answers 205 when deleted, 204 when there was nothing to delete.',
    reply: deleteReply,
    operation: deleteDocument('deleteSamlProvider', 'DeleteSamlProviderInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/oidc',
    reader: false,
    summary: 'List the OIDC providers of an organization',
    description:
      'Lists the OpenID Connect providers configured for the organization, oldest first, without their client secrets. Organization admins only.',
    pick: 'oidcProviders',
    operation: `query ($organizationId: ID!, $first: Int, $after: String) {
      organization(id: $organizationId) {
        oidcProviders(first: $first, after: $after) { ${LIST} edges { node { ...OidcProviderFields } } }
      }
    } ${OIDC_PROVIDER_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/oidc',
    reader: false,
    summary: 'Create an OIDC provider',
    description:
      'Adds an OpenID Connect provider to the organization from its `label`, `issuer` (an http(s) URL), `clientId` and `clientSecret` (stored encrypted, never answered back). Needs the admin role. Answers 201.',
    body: true,
    pick: 'oidcProvider',
    reply: created,
    operation: oidcMutation('createOidcProvider', 'CreateOidcProviderInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/oidc/{oidcProviderId}',
    reader: false,
    summary: 'Get an OIDC provider by its ID',
    description:
      'Returns an OpenID Connect provider of the organization: its issuer, client id, scopes, team settings and the URLs to register with the provider (callback, start). The client secret is never answered. Organization admins only.',
    pick: 'oidcProvider',
    operation: `query ($organizationId: ID!, $oidcProviderId: ID!) {
      organization(id: $organizationId) { oidcProvider(oidcProviderId: $oidcProviderId) { ...OidcProviderFields } }
    } ${OIDC_PROVIDER_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/orgs/{organizationId}/oidc/{oidcProviderId}',
    reader: false,
    summary: 'Update an OIDC provider',
    description:
      "Changes an OpenID Connect provider's label, issuer, client id or secret (absent: kept), scopes, default role or team, groups claim and team sync. Needs the admin role.",
    body: true,
    pick: 'oidcProvider',
    operation: oidcMutation('updateOidcProvider', 'UpdateOidcProviderInput'),
  }),
  route({
    method: 'DELETE',
    path: '/v1/orgs/{organizationId}/oidc/{oidcProviderId}',
    reader: false,
    summary: 'Delete an OIDC provider',
    description:
      'Deletes an OpenID Connect provider: its sign-in stops working. Needs the admin role. Answers 205 when deleted, 204 when there was nothing to delete.',
    reply: deleteReply,
    operation: deleteDocument('deleteOidcProvider', 'DeleteOidcProviderInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/sso',
    reader: false,
    summary: 'List the SSO sign-in options of an organization',
    description:
      "Lists the active SSO providers of an organization with the URL that starts each one's sign-in. Public: no token needed.",
    operation: `query ($organizationId: ID!) { ssoProviderLogins(organizationId: $organizationId) { items { id: key label startURL } } }`,
  }),
];
