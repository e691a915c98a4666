import type { TranslationSettings } from '../../generated/prisma/client.ts';
import { byKey, defineLoader } from '../../request/loaders.ts';

export const translationSettingsById = defineLoader<string, TranslationSettings | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.translationSettings.findMany({ where: { id: { in: [...ids] } } }), (t) => t.id),
);
