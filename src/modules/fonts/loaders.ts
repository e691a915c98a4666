import type { CustomFont, CustomFontFace } from '../../generated/prisma/client.ts';
import { byKey, defineLoader } from '../../request/loaders.ts';

/** A custom font with its faces, lightest first. */
export type FontWithFaces = CustomFont & { faces: CustomFontFace[] };

export const customFontById = defineLoader<string, FontWithFaces | null>(async (ctx, ids) =>
  byKey(
    ids,
    await ctx.prisma.customFont.findMany({
      where: { id: { in: [...ids] } },
      include: { faces: { orderBy: { weight: 'asc' } } },
    }),
    (f) => f.id,
  ),
);
