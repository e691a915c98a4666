/** GraphQL of a site's publishing auth (publishing-auth.ts): read, update, regenerate its key. */
import { builder } from '../../../graphql/builder.ts';
import { inputMutation } from '../../../graphql/fields.ts';
import { getPublishingAuth, regeneratePublishingAuth, updatePublishingAuth } from '../publishing-auth.ts';
import { siteArgs, siteIds } from './refs.ts';

const AUTH =
  "GitBook's SitePublishingAuth: `backend` (custom | integration), `privateKey` (signs visitor JWTs), `fallbackURL`, `logoutURL`, `integration` when set.";

const UpdateSitePublishingAuthInput = builder.inputType('UpdateSitePublishingAuthInput', {
  fields: (t) => ({
    ...siteIds(t),
    auth: t.field({
      type: 'JSON',
      required: true,
      description:
        "GitBook's SitePublishingAuthUpdate (REST: the body): `backend`, and `fallbackURL`/`logoutURL` (absent: unchanged; null: unset).",
    }),
  }),
});

const RegenerateSitePublishingAuthInput = builder.inputType('RegenerateSitePublishingAuthInput', {
  fields: (t) => siteIds(t),
});

const authPayload = (name: string) =>
  builder.simpleObject(name, {
    description: "The site's publishing auth after the change.",
    fields: (t) => ({ publishingAuth: t.field({ type: 'JSON', description: AUTH }) }),
  });
const UpdateSitePublishingAuthPayload = authPayload('UpdateSitePublishingAuthPayload');
const RegenerateSitePublishingAuthPayload = authPayload('RegenerateSitePublishingAuthPayload');

builder.queryFields((t) => ({
  sitePublishingAuth: t.field({
    type: 'JSON',
    nullable: true,
    description: `How a site's visitor-auth readers get in. ${AUTH} Needs the admin role (it shows the key).`,
    args: siteArgs(t.arg),
    resolve: (_, { organizationId, siteId }, ctx) => getPublishingAuth(ctx, organizationId, siteId),
  }),
}));

builder.mutationFields((t) => ({
  updateSitePublishingAuth: inputMutation(t, {
    type: UpdateSitePublishingAuthPayload,
    description: "Sets a site's publishing auth backend and its fallback and logout URLs. Needs the admin role.",
    input: UpdateSitePublishingAuthInput,
    resolve: async ({ organizationId, siteId, auth }, ctx) => ({
      publishingAuth: await updatePublishingAuth(ctx, organizationId, siteId, auth),
    }),
  }),
  regenerateSitePublishingAuth: inputMutation(t, {
    type: RegenerateSitePublishingAuthPayload,
    description: 'A new private key: visitor JWTs signed with the old one stop working at once. Needs the admin role.',
    input: RegenerateSitePublishingAuthInput,
    resolve: async ({ organizationId, siteId }, ctx) => ({
      publishingAuth: await regeneratePublishingAuth(ctx, organizationId, siteId),
    }),
  }),
}));
