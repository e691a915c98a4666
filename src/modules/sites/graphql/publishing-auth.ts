/** GraphQL of a site's publishing auth (publishing-auth.ts): read, update, regenerate its key. */
import { builder } from '../../../graphql/builder.ts';
import { inputMutation } from '../../../graphql/fields.ts';
import {
  getPublishingAuth,
  type publishingAuthOf,
  regeneratePublishingAuth,
  updatePublishingAuth,
} from '../publishing-auth.ts';
import { siteArgs, siteIds } from './refs.ts';

type PublishingAuth = ReturnType<typeof publishingAuthOf>;

const VisitorAuthBackendEnum = builder.enumType('VisitorAuthBackend', {
  description: 'Who signs the visitor JWTs of a visitor-auth site.',
  values: {
    CUSTOM: { value: 'custom', description: "The team's own backend, with the site's private key." },
    INTEGRATION: { value: 'integration', description: 'An authenticated-access integration installed on the site.' },
    OIDC: {
      value: 'oidc',
      description:
        "Quire's: visitors sign in with an OIDC provider of the organization (`oidcProvider`); Quire signs their JWT.",
    },
  } as const,
});

const SitePublishingAuthRef = builder.objectRef<PublishingAuth>('SitePublishingAuth');
SitePublishingAuthRef.implement({
  description: "How a site's visitor-auth readers get in (GitBook's SitePublishingAuth).",
  fields: (t) => ({
    object: t.string({
      description: 'Always `"publishing-auth"` (REST discriminator).',
      resolve: () => 'publishing-auth',
    }),
    backend: t.field({
      type: VisitorAuthBackendEnum,
      description: 'Who signs visitor JWTs.',
      resolve: (a) => a.backend,
    }),
    privateKey: t.exposeString('privateKey', { description: 'The key that signs visitor JWTs (HS256).' }),
    fallbackURL: t.string({
      nullable: true,
      description: 'Where a visitor without a valid token is sent, with `location` (the address asked).',
      resolve: (a) => a.fallbackURL ?? null,
    }),
    logoutURL: t.string({
      nullable: true,
      description: 'Where visitors are logged out of the upstream backend.',
      resolve: (a) => a.logoutURL ?? null,
    }),
    integration: t.string({
      nullable: true,
      description: 'The authenticated-access integration installed on the site, if any.',
      resolve: (a) => a.integration ?? null,
    }),
    oidcProvider: t.string({
      nullable: true,
      description: 'With the `oidc` backend: the id of the OIDC provider visitors sign in with.',
      resolve: (a) => a.oidcProvider ?? null,
    }),
  }),
});

const UpdateSitePublishingAuthInput = builder.inputType('UpdateSitePublishingAuthInput', {
  fields: (t) => ({
    ...siteIds(t),
    auth: t.field({
      type: 'JSON',
      required: true,
      description:
        "GitBook's SitePublishingAuthUpdate (REST: the body): `backend`, and `fallbackURL`/`logoutURL` (absent: unchanged; null: unset); with Quire's `oidc` backend, `oidcProvider` (an OIDC provider id of the organization).",
    }),
  }),
});

const RegenerateSitePublishingAuthInput = builder.inputType('RegenerateSitePublishingAuthInput', {
  fields: (t) => siteIds(t),
});

const authPayload = (name: string) =>
  builder.simpleObject(name, {
    description: "The site's publishing auth after the change.",
    fields: (t) => ({ publishingAuth: t.field({ type: SitePublishingAuthRef, description: 'The publishing auth.' }) }),
  });
const UpdateSitePublishingAuthPayload = authPayload('UpdateSitePublishingAuthPayload');
const RegenerateSitePublishingAuthPayload = authPayload('RegenerateSitePublishingAuthPayload');

builder.queryFields((t) => ({
  sitePublishingAuth: t.field({
    type: SitePublishingAuthRef,
    nullable: true,
    description: "How a site's visitor-auth readers get in. Needs the admin role (it shows the key).",
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
