/**
 * Custom fonts of an organization (GitBook's custom fonts): a family name and its weights, each
 * a font file uploaded to Quire's storage (src/modules/storage: `generateStorageUploadURL`, then
 * a PUT) and named here by its `storageKey`.
 *
 * - Non-guest members list and read them; organization admins create, change and delete them
 *   (guests 403, other organizations 404).
 * - A font has its regular weight (400): without it a write is 412, as GitBook answers. Weights
 *   are 1-1000 without repeats; a storage key must name a font file uploaded to this organization
 *   (400 otherwise). An update replaces the weights it names (`storageKey: null` removes one).
 * - Each face's file is served at `sources[].url` (/assets/fonts/..., fonts.ts), without a token,
 *   cached for a year: the address names the file's content, so a new file is a new address.
 * - A site's customization picks a font by its definition or its id (src/modules/sites/
 *   customization.ts), and reads it back as it is now; once the font is deleted, the sites that
 *   used it show their default font.
 */
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import type { Transaction } from '../../db/prisma.ts';
import { BadRequestError, NotFoundError, PreconditionFailedError } from '../../errors.ts';
import { activeMember } from '../../request/access.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { atLeast, type Role } from '../../request/roles.ts';
import { requireOrgMember, requireOrgRole } from '../organizations/service.ts';
import { holdBlobs, uploadedFiles } from '../storage/service.ts';
import { customFontById, type FontWithFaces } from './loaders.ts';

/** Weights a font may have: more than the nine CSS names, fewer than a flood. */
const MAX_FACES = 20;
export const REGULAR_WEIGHT = 400;

const fontFamily = z
  .string()
  .min(1)
  .max(50)
  .refine((v) => v.trim().length > 0, 'must not be blank')
  // It is written into stylesheets (quoted): nothing that could end the quotes or the rule.
  .refine(
    (v) => !/[\p{Cc}"'\\<>{};]/u.test(v),
    'must not contain quotes, backslashes, <, >, {, }, ; or control characters',
  );
const weight = z.number().int().min(1).max(1000);
const storageKey = z.string().min(1).max(512);
const noRepeat = (faces: { weight: number }[]) => new Set(faces.map((f) => f.weight)).size === faces.length;

const createInput = z.object({
  fontFamily,
  fontFaces: z
    .array(z.object({ weight, storageKey }))
    .min(1)
    .max(MAX_FACES)
    .refine(noRepeat, 'must not repeat a weight'),
});
const updateInput = z.object({
  fontFamily: fontFamily.nullish(),
  fontFaces: z
    .array(z.object({ weight, storageKey: storageKey.nullable() }))
    .max(MAX_FACES)
    .refine(noRepeat, 'must not repeat a weight')
    .nullish(),
});

const needsRegular = (weights: number[]) => {
  if (!weights.includes(REGULAR_WEIGHT))
    throw new PreconditionFailedError(
      `Invalid 'fontFaces': a font needs its regular weight (${REGULAR_WEIGHT})`,
      'fontFaces',
    );
};

/**
 * The faces of `faces` from their uploaded files, read in `tx` (which holds the blobs); a key that
 * names no font file uploaded to the organization is a 400 naming it.
 */
async function facesOf(
  tx: Transaction,
  organizationId: string,
  faces: { weight: number; storageKey: string; at: number }[],
) {
  const files = await uploadedFiles(
    tx,
    organizationId,
    'customization_font',
    faces.map((f) => f.storageKey),
  );
  return faces.map((face) => {
    const file = files.get(face.storageKey);
    if (!file)
      throw new BadRequestError(
        `Invalid 'fontFaces.${face.at}.storageKey': no font file was uploaded under '${face.storageKey}' in this organization (or its upload expired)`,
        `fontFaces.${face.at}.storageKey`,
      );
    return {
      weight: face.weight,
      hash: file.hash,
      contentType: file.contentType,
      size: file.size,
      storageKey: face.storageKey,
    };
  });
}

/** A custom font of the organization, for a non-guest member; otherwise 404 (403 for guests). */
export async function getCustomFont(ctx: Context, organizationId: string, fontId: string): Promise<FontWithFaces> {
  await requireOrgMember(ctx, organizationId);
  const font = await customFontById(ctx).load(fontId);
  if (!font || font.organizationId !== organizationId)
    throw new NotFoundError(`No custom font '${fontId}' in this organization`);
  return font;
}

/** By Relay id, when the caller may read it. */
export async function loadVisibleCustomFont(ctx: Context, id: string): Promise<FontWithFaces | null> {
  const font = await customFontById(ctx).load(id);
  if (!font) return null;
  const me = await activeMember(ctx, font.organizationId);
  return me?.role ? font : null;
}

export async function listCustomFonts(ctx: Context, organizationId: string, args: PageArgs) {
  await requireOrgMember(ctx, organizationId);
  const where = { organizationId };
  return paginate(
    args,
    async (page) => {
      const rows = await ctx.prisma.customFont.findMany({
        where,
        include: { faces: { orderBy: { weight: 'asc' } } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        ...page,
      });
      for (const row of rows) customFontById(ctx).prime(row.id, row);
      return rows;
    },
    () => ctx.prisma.customFont.count({ where }),
  );
}

export async function createCustomFont(ctx: Context, organizationId: string, input: unknown): Promise<FontWithFaces> {
  await requireOrgRole(ctx, organizationId, 'admin');
  const data = parseInput(createInput, input);
  needsRegular(data.fontFaces.map((f) => f.weight));
  const id = newId();
  await ctx.prisma.$transaction(async (tx) => {
    await holdBlobs(tx);
    const faces = await facesOf(
      tx,
      organizationId,
      data.fontFaces.map((f, at) => ({ ...f, at })),
    );
    await tx.customFont.create({
      data: { id, organizationId, fontFamily: data.fontFamily, faces: { create: faces } },
    });
  });
  return getCustomFont(ctx, organizationId, id);
}

/** Changes the family name and the weights named (`storageKey: null` removes a weight). */
export async function updateCustomFont(
  ctx: Context,
  organizationId: string,
  fontId: string,
  input: unknown,
): Promise<FontWithFaces> {
  await requireOrgRole(ctx, organizationId, 'admin');
  const data = parseInput(updateInput, input);
  const font = await getCustomFont(ctx, organizationId, fontId);
  await ctx.prisma.$transaction(async (tx) => {
    await holdBlobs(tx);
    const current = new Map(
      (await tx.customFontFace.findMany({ where: { fontId: font.id } })).map((f) => [f.weight, f.storageKey]),
    );
    const changes = (data.fontFaces ?? []).map((f, at) => ({ ...f, at }));
    // A face sent back as it is (same weight, same key) is no change: its upload may have expired.
    const replaced = changes.filter(
      (f): f is typeof f & { storageKey: string } => f.storageKey !== null && current.get(f.weight) !== f.storageKey,
    );
    const removed = changes.filter((f) => f.storageKey === null).map((f) => f.weight);
    const weights = new Set(current.keys());
    for (const w of removed) weights.delete(w);
    for (const f of replaced) weights.add(f.weight);
    needsRegular([...weights]);
    const faces = await facesOf(tx, organizationId, replaced);
    const gone = [...removed, ...faces.map((f) => f.weight)];
    if (gone.length) await tx.customFontFace.deleteMany({ where: { fontId: font.id, weight: { in: gone } } });
    if (faces.length) await tx.customFontFace.createMany({ data: faces.map((f) => ({ ...f, fontId: font.id })) });
    // Touched whatever changed: `updatedAt` tells readers (and render caches) the font changed.
    await tx.customFont.update({
      where: { id: font.id },
      data: { fontFamily: data.fontFamily ?? font.fontFamily, updatedAt: new Date() },
    });
  });
  customFontById(ctx).clear(font.id);
  return getCustomFont(ctx, organizationId, font.id);
}

export async function deleteCustomFont(
  ctx: Context,
  organizationId: string,
  fontId: string,
): Promise<{ deleted: boolean }> {
  await requireOrgRole(ctx, organizationId, 'admin');
  const { count } = await ctx.prisma.customFont.deleteMany({ where: { id: fontId, organizationId } });
  customFontById(ctx).clear(fontId);
  return { deleted: count > 0 };
}

export async function customFontPermissions(ctx: Context, font: FontWithFaces) {
  const me = await activeMember(ctx, font.organizationId);
  return { edit: atLeast((me?.role ?? null) as Role | null, 'admin') };
}
