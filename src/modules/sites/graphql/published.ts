/** GraphQL of the published view of a site, as a visitor sees it. */
import { builder } from '../../../graphql/builder.ts';
import { idOf } from '../../../graphql/global-ids.ts';
import { publishedCustomizations } from '../customization.ts';
import {
  publishedSite,
  type SiteIntegrationScript as SiteIntegrationScriptShape,
  siteSpacesBySection,
} from '../published.ts';
import { PublishedSiteRef, SiteRef, SiteStructureItem } from './refs.ts';

const SiteStructure = builder.simpleObject('SiteStructure', {
  description: 'How a published site is arranged.',
  fields: (t) => ({
    type: t.string({ description: '`sections` (sections and groups) or `siteSpaces` (a site without sections).' }),
    structure: t.field({
      description: 'The root items: sections and section groups, or site spaces.',
      type: [SiteStructureItem],
    }),
  }),
});

const SiteIntegrationScript = builder.objectRef<SiteIntegrationScriptShape>('SiteIntegrationScript').implement({
  description: 'A script an integration injects in a published site.',
  fields: (t) => ({
    script: t.exposeString('script', { description: 'URL of the script to load.' }),
    contentSecurityPolicy: t.string({
      nullable: true,
      description: 'Content Security Policy under which the script loads; null when none.',
      resolve: (s) => s.contentSecurityPolicy ?? null,
    }),
    cookies: t.exposeBoolean('cookies', { description: 'Whether the script may use cookies (visitors are told).' }),
  }),
});

builder.objectType(PublishedSiteRef, {
  description: 'A published site as a visitor sees it.',
  fields: (t) => ({
    object: t.string({
      description: 'Always `"published-content-site"` (REST discriminator).',
      resolve: () => 'published-content-site',
    }),
    site: t.expose('site', { description: 'The site.', type: SiteRef }),
    structure: t.expose('structure', {
      description: 'How the site is arranged, for this visitor.',
      type: SiteStructure,
    }),
    customizations: t.field({
      type: 'JSON',
      description:
        "`{ site, siteSpaces }`: the site's customization, and each visible site space's (the site's with its overrides); defaults where unset.",
      resolve: (view, _, ctx) =>
        publishedCustomizations(
          ctx,
          view.site,
          siteSpacesBySection(view.structure)
            .flat()
            .map((s) => s.id),
        ),
    }),
    scripts: t.expose('scripts', {
      description: 'Scripts integrations inject in the site (always empty: no integration runs scripts here).',
      type: [SiteIntegrationScript],
    }),
  }),
});

builder.queryFields((t) => ({
  publishedSite: t.field({
    nullable: true,
    type: PublishedSiteRef,
    description:
      'The published view of a site, as a visitor sees it (no API token needed). Unknown or unpublished: not found. ' +
      'share-link sites need one of their share keys; visitor-auth sites a visitor token (HS256 JWT signed with the site key, or the organization ping token). ' +
      'With adaptive content enabled, conditions over the token claims decide which sections and site spaces appear.',
    args: {
      organizationId: t.arg.id(idOf({ description: 'Global id or REST key of the organization.', required: true })),
      siteId: t.arg.id(idOf({ description: 'Global id or REST key of the site.', required: true })),
      shareKey: t.arg.string({ description: 'A share key, for share-link sites.' }),
      visitorToken: t.arg.string({ description: 'A visitor JWT (REST: `jwt_token`).' }),
    },
    resolve: (_, { organizationId, siteId, shareKey, visitorToken }, ctx) =>
      publishedSite(ctx, organizationId, siteId, { shareKey, visitorToken }),
  }),
}));
