import type { OidcProvider, SamlProvider } from '../../generated/prisma/client.ts';
import { byKey, defineLoader } from '../../request/loaders.ts';

export const samlProviderById = defineLoader<string, SamlProvider | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.samlProvider.findMany({ where: { id: { in: [...ids] } } }), (p) => p.id),
);

export const oidcProviderById = defineLoader<string, OidcProvider | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.oidcProvider.findMany({ where: { id: { in: [...ids] } } }), (p) => p.id),
);
