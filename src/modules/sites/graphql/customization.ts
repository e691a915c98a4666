/** GraphQL of site customization: a site's settings, a site space's overrides, and their mutations. */
import { builder } from '../../../graphql/builder.ts';
import { inputMutation, pathId } from '../../../graphql/fields.ts';
import { idOf } from '../../../graphql/global-ids.ts';
import {
  deleteSiteSpaceCustomization,
  getSiteCustomization,
  getSiteSpaceCustomization,
  overrideSiteSpaceCustomization,
  type Settings,
  updateSiteCustomization,
} from '../customization.ts';
import { deletedPayload, deleteItem, siteArgs, siteIds } from './refs.ts';

const SETTINGS =
  "GitBook's SiteCustomizationSettings: what was set merged over the defaults, with `updatedAt` once set.";

const UpdateSiteCustomizationInput = builder.inputType('UpdateSiteCustomizationInput', {
  fields: (t) => ({
    ...siteIds(t),
    settings: t.field({
      type: 'JSON',
      required: true,
      description: "The whole settings (GitBook's SiteCustomizationSettingsInput; REST: the body).",
    }),
  }),
});

const OverrideSiteSpaceCustomizationInput = builder.inputType('OverrideSiteSpaceCustomizationInput', {
  fields: (t) => ({
    ...siteIds(t),
    siteSpaceId: pathId(t, 'site space'),
    overrides: t.field({
      type: 'JSON',
      required: true,
      description: 'Settings to override (REST: the body); a key set to null removes its override.',
    }),
  }),
});

const customizationPayload = (name: string, description: string) =>
  builder.simpleObject(name, {
    description,
    fields: (t) => ({ customization: t.field({ type: 'JSON', description: SETTINGS }) }),
  });

const UpdateSiteCustomizationPayload = customizationPayload(
  'UpdateSiteCustomizationPayload',
  "The site's customization after the change.",
);
const OverrideSiteSpaceCustomizationPayload = customizationPayload(
  'OverrideSiteSpaceCustomizationPayload',
  "The site space's customization after the change.",
);
const DeleteSiteSpaceCustomizationPayload = deletedPayload(
  'DeleteSiteSpaceCustomizationPayload',
  'site space customization',
);

builder.queryFields((t) => ({
  siteCustomization: t.field({
    type: 'JSON',
    nullable: true,
    description: `The customization of a site. ${SETTINGS} Needs a role in the organization.`,
    args: siteArgs(t.arg),
    resolve: (_, { organizationId, siteId }, ctx) => getSiteCustomization(ctx, organizationId, siteId),
  }),
  siteSpaceCustomization: t.field({
    type: 'JSON',
    nullable: true,
    description: `The customization of a site space: its site's with its overrides on top. ${SETTINGS}`,
    args: {
      ...siteArgs(t.arg),
      siteSpaceId: t.arg.id(idOf({ required: true, description: 'Global id or REST key of the site space.' })),
    },
    resolve: (_, { organizationId, siteId, siteSpaceId }, ctx) =>
      getSiteSpaceCustomization(ctx, organizationId, siteId, siteSpaceId),
  }),
}));

builder.mutationFields((t) => ({
  updateSiteCustomization: inputMutation(t, {
    type: UpdateSiteCustomizationPayload,
    description: "Sets the whole customization of a site, validated against GitBook's schema. Needs the admin role.",
    input: UpdateSiteCustomizationInput,
    resolve: async ({ organizationId, siteId, settings }, ctx) => ({
      customization: await updateSiteCustomization(ctx, organizationId, siteId, settings as Settings),
    }),
  }),
  overrideSiteSpaceCustomization: inputMutation(t, {
    type: OverrideSiteSpaceCustomizationPayload,
    description:
      "Overrides settings of the site's customization for one site space (merged into its earlier overrides). Needs the admin role.",
    input: OverrideSiteSpaceCustomizationInput,
    resolve: async ({ organizationId, siteId, siteSpaceId, overrides }, ctx) => ({
      customization: await overrideSiteSpaceCustomization(ctx, organizationId, siteId, siteSpaceId, overrides),
    }),
  }),
  deleteSiteSpaceCustomization: deleteItem(t, {
    name: 'SiteSpaceCustomization',
    idField: 'siteSpaceId',
    what: 'site space',
    description: "Removes a site space's overrides: it reads its site's customization again. Needs the admin role.",
    payload: DeleteSiteSpaceCustomizationPayload,
    remove: deleteSiteSpaceCustomization,
  }),
}));
