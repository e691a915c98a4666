/**
 * A site's publishing auth (GitBook's `SitePublishingAuth`): how its visitor-auth readers get in.
 * The private key signs the visitor JWTs a team's own backend hands out (`?jwt_token=`); the
 * fallback URL is where a visitor without a valid one is sent, with `location` (the address asked,
 * so the backend can send them back); the logout URL is the backend's. Reading it shows the key:
 * the admin role, as for writing it.
 *
 * Quire's `oidc` backend needs no backend of the team's own: visitors sign in with one of the
 * organization's OIDC providers (`oidcProvider`), and Quire signs their visitor JWT
 * (src/modules/sso/oidc-visitors.ts). The visitor's fallback is then that sign-in's start.
 */
import { z } from 'zod';
import { BadRequestError } from '../../errors.ts';
import type { Site } from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { requireSite, rotateVisitorKey } from './service.ts';
import { forgetSite } from './structure.ts';

/** GitBook's SitePublishingAuth, with the fields not set left out. */
export function publishingAuthOf(site: Site) {
  return {
    object: 'publishing-auth' as const,
    backend: site.visitorAuthBackend as 'custom' | 'integration' | 'oidc',
    privateKey: site.visitorKey,
    ...(site.visitorAuthBackend === 'oidc' && site.visitorAuthOidcProviderId
      ? { oidcProvider: site.visitorAuthOidcProviderId }
      : {}),
    ...(site.visitorAuthFallbackUrl ? { fallbackURL: site.visitorAuthFallbackUrl } : {}),
    ...(site.visitorAuthLogoutUrl ? { logoutURL: site.visitorAuthLogoutUrl } : {}),
    ...(site.visitorAuthIntegration ? { integration: site.visitorAuthIntegration } : {}),
  };
}

export async function getPublishingAuth(ctx: Context, organizationId: string, siteId: string) {
  return publishingAuthOf(await requireSite(ctx, organizationId, siteId, 'admin'));
}

const httpUrl = z
  .string()
  .max(2048)
  .url()
  .refine((u) => /^https?:/i.test(u), 'an http(s) URL');

// GitBook's SitePublishingAuthUpdate: a backend, and URLs that stay as they are when absent and
// are unset by null.
const PublishingAuthUpdate = z.discriminatedUnion('backend', [
  z.object({ backend: z.literal('custom'), fallbackURL: httpUrl.nullish(), logoutURL: httpUrl.nullish() }).strict(),
  z
    .object({
      backend: z.literal('integration'),
      integration: z.string().min(1).max(100).optional(),
      fallbackURL: httpUrl.nullish(),
      logoutURL: httpUrl.nullish(),
    })
    .strict(),
  // Quire's: visitors sign in with an OIDC provider of the organization.
  z
    .object({
      backend: z.literal('oidc'),
      oidcProvider: z.string().min(1).max(100),
      fallbackURL: httpUrl.nullish(),
      logoutURL: httpUrl.nullish(),
    })
    .strict(),
]);

export async function updatePublishingAuth(ctx: Context, organizationId: string, siteId: string, input: unknown) {
  const site = await requireSite(ctx, organizationId, siteId, 'admin');
  const data = parseInput(PublishingAuthUpdate, input);
  if (data.backend === 'oidc') {
    const provider = await ctx.prisma.oidcProvider.findFirst({
      where: { id: data.oidcProvider, organizationId },
      select: { id: true },
    });
    if (!provider) throw new BadRequestError(`'oidcProvider' names no OIDC provider of this organization`);
  }
  const updated = await ctx.prisma.site.update({
    where: { id: site.id },
    data: {
      visitorAuthBackend: data.backend,
      visitorAuthOidcProviderId: data.backend === 'oidc' ? data.oidcProvider : null,
      ...('integration' in data && data.integration !== undefined ? { visitorAuthIntegration: data.integration } : {}),
      ...(data.fallbackURL !== undefined ? { visitorAuthFallbackUrl: data.fallbackURL } : {}),
      ...(data.logoutURL !== undefined ? { visitorAuthLogoutUrl: data.logoutURL } : {}),
    },
  });
  forgetSite(ctx, site.id);
  return publishingAuthOf(updated);
}

/** A new private key: tokens signed with the previous one stop working at once. */
export async function regeneratePublishingAuth(ctx: Context, organizationId: string, siteId: string) {
  return publishingAuthOf(await rotateVisitorKey(ctx, organizationId, siteId));
}

/**
 * Where a visitor of a visitor-auth site without a valid token goes: with the `oidc` backend, the
 * sign-in with its provider under PUBLIC_URL; else the fallback URL; each with `location` set to
 * the address they asked for. Null when there is neither.
 */
export function visitorAuthFallback(site: Site, asked: string, publicUrl: string): string | null {
  if (site.visitorAuthBackend === 'oidc' && site.visitorAuthOidcProviderId) {
    const start = new URL(`${publicUrl}/sso/oidc/${encodeURIComponent(site.visitorAuthOidcProviderId)}/start`);
    start.searchParams.set('site', site.id);
    start.searchParams.set('location', asked);
    return start.toString();
  }
  if (!site.visitorAuthFallbackUrl) return null;
  const target = new URL(site.visitorAuthFallbackUrl);
  target.searchParams.set('location', asked);
  return target.toString();
}
