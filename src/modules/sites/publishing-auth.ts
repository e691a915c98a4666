/**
 * A site's publishing auth (GitBook's `SitePublishingAuth`): how its visitor-auth readers get in.
 * The private key signs the visitor JWTs a team's own backend hands out (`?jwt_token=`); the
 * fallback URL is where a visitor without a valid one is sent, with `location` (the address asked,
 * so the backend can send them back); the logout URL is the backend's. Reading it shows the key:
 * the admin role, as for writing it.
 */
import { z } from 'zod';
import type { Site } from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { requireSite, rotateVisitorKey } from './service.ts';
import { forgetSite } from './structure.ts';

/** GitBook's SitePublishingAuth, with the fields not set left out. */
export function publishingAuthOf(site: Site) {
  return {
    object: 'publishing-auth' as const,
    backend: site.visitorAuthBackend as 'custom' | 'integration',
    privateKey: site.visitorKey,
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
]);

export async function updatePublishingAuth(ctx: Context, organizationId: string, siteId: string, input: unknown) {
  const site = await requireSite(ctx, organizationId, siteId, 'admin');
  const data = parseInput(PublishingAuthUpdate, input);
  const updated = await ctx.prisma.site.update({
    where: { id: site.id },
    data: {
      visitorAuthBackend: data.backend,
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
 * Where a visitor of a visitor-auth site without a valid token goes: the fallback URL with
 * `location` set to the address they asked for; null without a fallback URL.
 */
export function visitorAuthFallback(site: Site, asked: string): string | null {
  if (!site.visitorAuthFallbackUrl) return null;
  const target = new URL(site.visitorAuthFallbackUrl);
  target.searchParams.set('location', asked);
  return target.toString();
}
