/**
 * The /v1 rows of a site's look and access settings: customization (customization.ts), the site's
 * settings and a site space's; publishing auth (publishing-auth.ts).
 */
import { deleteDocument, mutationDocument } from '../../rest/documents.ts';
import { deleteReply, route } from '../../rest/route.ts';

const S = '/v1/orgs/{organizationId}/sites/{siteId}';
/** GitBook's SitePublishingAuth fields. */
const PUBLISHING_AUTH = 'object backend privateKey fallbackURL logoutURL integration oidcProvider';

export const customizationRoutes = [
  route({
    method: 'GET',
    path: `${S}/customization`,
    reader: false,
    summary: 'Get the customization settings of a site',
    description:
      "Returns the site's customization (title, styling, favicon, header, footer, themes...): what its admins set merged over Quire's defaults, with `updatedAt` once set. `unmasked` is accepted and ignored. Needs a role in the organization.",
    operation: `query ($organizationId: ID!, $siteId: ID!) { siteCustomization(organizationId: $organizationId, siteId: $siteId) }`,
  }),
  route({
    method: 'PUT',
    path: `${S}/customization`,
    reader: false,
    summary: 'Update the customization settings of a site',
    description:
      "Replaces the whole customization of a site, validated against GitBook's SiteCustomizationSettingsInput schema (400 naming the first invalid field); what the body leaves out reads as the default. Answers the settings as GET does. Needs the admin role.",
    body: true,
    variables: ({ params, body }) => ({ input: { ...params, settings: body ?? {} } }),
    pick: 'customization',
    operation: mutationDocument('updateSiteCustomization', 'UpdateSiteCustomizationInput', { select: 'customization' }),
  }),
  route({
    method: 'GET',
    path: `${S}/site-spaces/{siteSpaceId}/customization`,
    reader: false,
    summary: 'Get the customization settings of a site space',
    description:
      "Returns the customization a site space (a variant) is shown with: its site's, with the site space's overrides on top. Needs a role in the organization.",
    operation: `query ($organizationId: ID!, $siteId: ID!, $siteSpaceId: ID!) {
      siteSpaceCustomization(organizationId: $organizationId, siteId: $siteId, siteSpaceId: $siteSpaceId)
    }`,
  }),
  route({
    method: 'PATCH',
    path: `${S}/site-spaces/{siteSpaceId}/customization`,
    reader: false,
    summary: 'Override the customization settings of a site space',
    description:
      "Overrides settings of the site's customization for one site space: the body merges into its earlier overrides, and a setting set to null goes back to the site's. Validated against GitBook's schema. Answers the site space's settings. Needs the admin role.",
    body: true,
    variables: ({ params, body }) => ({ input: { ...params, overrides: body ?? {} } }),
    pick: 'customization',
    operation: mutationDocument('overrideSiteSpaceCustomization', 'OverrideSiteSpaceCustomizationInput', {
      select: 'customization',
    }),
  }),
  route({
    method: 'DELETE',
    path: `${S}/site-spaces/{siteSpaceId}/customization`,
    reader: false,
    summary: 'Delete the customization overrides of a site space',
    description:
      "Removes a site space's overrides: it is shown with its site's customization again. Answers 205 when there were overrides, 204 otherwise. Needs the admin role.",
    reply: deleteReply,
    operation: deleteDocument('deleteSiteSpaceCustomization', 'DeleteSiteSpaceCustomizationInput'),
  }),
  route({
    method: 'GET',
    path: `${S}/publishing/auth`,
    reader: false,
    summary: 'Get the publishing auth of a site',
    description:
      "How the site's visitor-auth readers get in: `backend`, the `privateKey` that signs visitor JWTs, and the `fallbackURL` (where a visitor without a valid token is sent, with `location`) and `logoutURL` when set. Needs the admin role (it shows the key).",
    operation: `query ($organizationId: ID!, $siteId: ID!) {
      sitePublishingAuth(organizationId: $organizationId, siteId: $siteId) { ${PUBLISHING_AUTH} }
    }`,
  }),
  route({
    method: 'PATCH',
    path: `${S}/publishing/auth`,
    reader: false,
    summary: 'Update the publishing auth of a site',
    description:
      "Sets `backend` (custom or integration, or Quire's `oidc` with `oidcProvider`: visitors sign in with that OIDC provider of the organization) and the fallback and logout URLs: a URL left out stays, null unsets it. Answers the publishing auth as GET does. Needs the admin role.",
    body: true,
    variables: ({ params, body }) => ({ input: { ...params, auth: body ?? {} } }),
    pick: 'publishingAuth',
    operation: mutationDocument('updateSitePublishingAuth', 'UpdateSitePublishingAuthInput', {
      select: `publishingAuth { ${PUBLISHING_AUTH} }`,
    }),
  }),
  route({
    method: 'POST',
    path: `${S}/publishing/auth/regenerate`,
    reader: false,
    summary: 'Regenerate the private key of a site',
    description:
      'A new private key: visitor JWTs signed with the old one stop working at once. Answers the publishing auth with the new key. Needs the admin role.',
    pick: 'publishingAuth',
    operation: mutationDocument('regenerateSitePublishingAuth', 'RegenerateSitePublishingAuthInput', {
      select: `publishingAuth { ${PUBLISHING_AUTH} }`,
    }),
  }),
];
