import type { OpenAPISpec, OpenAPISpecVersion } from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { byKey, defineLoader } from '../../request/loaders.ts';

/** A version without its document (text and parsed JSON are loaded only when selected). */
export type OpenAPISpecVersionInfo = Omit<OpenAPISpecVersion, 'text' | 'document'>;

export const openAPISpecById = defineLoader<string, OpenAPISpec | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.openAPISpec.findMany({ where: { id: { in: [...ids] } } }), (s) => s.id),
);

const slugKey = (organizationId: string, slug: string) => `${organizationId}/${slug}`;

/** A spec by `${organizationId}/${slug}`. */
const openAPISpecBySlugKey = defineLoader<string, OpenAPISpec | null>(async (ctx, keys) => {
  const pairs = keys.map((k) => k.split('/'));
  const rows = await ctx.prisma.openAPISpec.findMany({
    where: {
      organizationId: { in: [...new Set(pairs.map((p) => p[0]))] },
      slug: { in: [...new Set(pairs.map((p) => p[1]))] },
    },
  });
  return byKey(keys, rows, (s) => slugKey(s.organizationId, s.slug));
});

export const loadOpenAPISpecBySlug = (ctx: Context, organizationId: string, slug: string) =>
  openAPISpecBySlugKey(ctx).load(slugKey(organizationId, slug));

export const openAPISpecVersionById = defineLoader<string, OpenAPISpecVersionInfo | null>(async (ctx, ids) =>
  byKey(
    ids,
    await ctx.prisma.openAPISpecVersion.findMany({
      where: { id: { in: [...ids] } },
      omit: { text: true, document: true },
    }),
    (v) => v.id,
  ),
);

/** The document of a version (text and parsed JSON), by version id. */
export const openAPISpecVersionContent = defineLoader<
  string,
  Pick<OpenAPISpecVersion, 'id' | 'text' | 'document'> | null
>(async (ctx, ids) =>
  byKey(
    ids,
    await ctx.prisma.openAPISpecVersion.findMany({
      where: { id: { in: [...ids] } },
      select: { id: true, text: true, document: true },
    }),
    (v) => v.id,
  ),
);

/** Number of versions of a spec, by spec id. */
export const openAPISpecVersionCount = defineLoader<string, number>(async (ctx, ids) => {
  const rows = await ctx.prisma.openAPISpecVersion.groupBy({
    by: ['specId'],
    where: { specId: { in: [...ids] } },
    _count: { _all: true },
  });
  const counts = new Map(rows.map((r) => [r.specId, r._count._all]));
  return ids.map((id) => counts.get(id) ?? 0);
});

/** Forgets what this request cached about a spec after a write. */
export function forgetOpenAPISpec(ctx: Context, spec: Pick<OpenAPISpec, 'id' | 'organizationId' | 'slug'>) {
  openAPISpecById(ctx).clear(spec.id);
  openAPISpecBySlugKey(ctx).clear(slugKey(spec.organizationId, spec.slug));
}
