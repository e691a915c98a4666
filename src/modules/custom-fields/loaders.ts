import type { CustomField, SpaceCustomFieldValue } from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { byKey, defineLoader, groupByKey } from '../../request/loaders.ts';

export const customFieldById = defineLoader<string, CustomField | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.customField.findMany({ where: { id: { in: [...ids] } } }), (f) => f.id),
);

const nameKey = (organizationId: string, name: string) => `${organizationId}/${name}`;

/** A custom field by `${organizationId}/${name}`. */
const customFieldByNameKey = defineLoader<string, CustomField | null>(async (ctx, keys) => {
  const pairs = keys.map((k) => {
    const i = k.indexOf('/');
    return [k.slice(0, i), k.slice(i + 1)];
  });
  const rows = await ctx.prisma.customField.findMany({
    where: {
      organizationId: { in: [...new Set(pairs.map((p) => p[0]))] },
      name: { in: [...new Set(pairs.map((p) => p[1]))] },
    },
  });
  return byKey(keys, rows, (f) => nameKey(f.organizationId, f.name));
});

export const loadCustomFieldByName = (ctx: Context, organizationId: string, name: string) =>
  customFieldByNameKey(ctx).load(nameKey(organizationId, name));

/** The stored values of a space, by space id. */
export const customFieldValuesBySpace = defineLoader<string, SpaceCustomFieldValue[]>(async (ctx, spaceIds) => {
  const rows = await ctx.prisma.spaceCustomFieldValue.findMany({ where: { spaceId: { in: [...spaceIds] } } });
  return groupByKey(spaceIds, rows, (v) => v.spaceId);
});

/** Caches a field read or written in this request under both keys. */
export function primeCustomField(ctx: Context, field: CustomField) {
  customFieldById(ctx).clear(field.id).prime(field.id, field);
  const k = nameKey(field.organizationId, field.name);
  customFieldByNameKey(ctx).clear(k).prime(k, field);
}

export function forgetCustomField(ctx: Context, field: CustomField) {
  customFieldById(ctx).clear(field.id);
  customFieldByNameKey(ctx).clear(nameKey(field.organizationId, field.name));
  customFieldValuesBySpace(ctx).clearAll();
}
