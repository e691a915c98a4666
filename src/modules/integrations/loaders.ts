import type { Integration, IntegrationAsset } from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { byKey, defineLoader, groupByKey } from '../../request/loaders.ts';

/** An integration without its script and secrets (never needed to answer a query). */
export type IntegrationRow = Omit<Integration, 'script' | 'secrets'>;
export type IntegrationAssetInfo = Omit<IntegrationAsset, 'data'>;

const omitHeavy = { script: true, secrets: true } as const;

export const integrationById = defineLoader<string, IntegrationRow | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.integration.findMany({ where: { id: { in: [...ids] } }, omit: omitHeavy }), (i) => i.id),
);

export const integrationByName = defineLoader<string, IntegrationRow | null>(async (ctx, names) =>
  byKey(
    names,
    await ctx.prisma.integration.findMany({ where: { name: { in: [...names] } }, omit: omitHeavy }),
    (i) => i.name,
  ),
);

/** Icon and preview images of an integration (without their bytes), by integration id, in order. */
export const integrationAssets = defineLoader<string, IntegrationAssetInfo[]>(async (ctx, ids) => {
  const rows = await ctx.prisma.integrationAsset.findMany({
    where: { integrationId: { in: [...ids] } },
    omit: { data: true },
    orderBy: [{ kind: 'asc' }, { position: 'asc' }],
  });
  return groupByKey(ids, rows, (a) => a.integrationId);
});

/**
 * Organizations where the caller is a non-guest member, and those where it is an admin
 * (one statement per request; key: the caller's user id).
 */
export const viewerOrganizations = defineLoader<string, { member: Set<string>; admin: Set<string> }>(
  async (ctx, userIds) => {
    const rows = await ctx.prisma.member.findMany({
      where: { userId: { in: [...userIds] }, disabled: false, role: { not: null } },
      select: { userId: true, organizationId: true, role: true },
    });
    return groupByKey(userIds, rows, (r) => r.userId).map((list) => ({
      member: new Set(list.map((r) => r.organizationId)),
      admin: new Set(list.filter((r) => r.role === 'admin').map((r) => r.organizationId)),
    }));
  },
);

export const loadViewerOrganizations = (ctx: Context) =>
  ctx.viewer
    ? viewerOrganizations(ctx).load(ctx.viewer.userId)
    : Promise.resolve({ member: new Set<string>(), admin: new Set<string>() });

/** Forgets what this request cached about an integration after a write. */
export function forgetIntegration(ctx: Context, integration: Pick<Integration, 'id' | 'name'>) {
  integrationById(ctx).clear(integration.id);
  integrationByName(ctx).clear(integration.name);
  integrationAssets(ctx).clear(integration.id);
}
