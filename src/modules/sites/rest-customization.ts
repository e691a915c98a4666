/** The /v1 rows of site customization (customization.ts): the site's settings and a site space's. */
import { deleteDocument, mutationDocument } from '../../rest/documents.ts';
import { deleteReply, route } from '../../rest/route.ts';

const S = '/v1/orgs/{organizationId}/sites/{siteId}';

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
];
