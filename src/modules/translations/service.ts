/**
 * Translation settings: a title and the target languages of an organization's translations.
 *
 * - Non-guest members read them (list, get); guests 403, other organizations 404.
 * - Only organization admins create, replace (PUT) and delete them.
 * - `languages` are codes of TRANSLATION_LANGUAGES (./languages.ts), without repeats; absent on
 *   create: none; absent on update: unchanged.
 */
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { NotFoundError } from '../../errors.ts';
import type { TranslationSettings } from '../../generated/prisma/client.ts';
import { activeMember } from '../../request/access.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { atLeast, type Role } from '../../request/roles.ts';
import { requireOrgMember, requireOrgRole } from '../organizations/service.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { translationSettingsById } from './loaders.ts';

const title = z
  .string()
  .min(1)
  .max(100)
  .refine((v) => v.trim().length > 0, 'must not be blank');

const languages = z
  .array(z.enum(LANGUAGE_CODES))
  .max(LANGUAGE_CODES.length)
  .refine((list) => new Set(list).size === list.length, 'must not repeat a language');

const createInput = z.object({ title, languages: languages.nullish() });
const updateInput = z.object({ title, languages: languages.nullish() });

/** Translation settings of the organization, for a non-guest member; otherwise 404. */
export async function getTranslationSettings(
  ctx: Context,
  organizationId: string,
  id: string,
): Promise<TranslationSettings> {
  await requireOrgMember(ctx, organizationId);
  const settings = await translationSettingsById(ctx).load(id);
  if (!settings || settings.organizationId !== organizationId)
    throw new NotFoundError(`No translation settings ${id} in this organization`);
  return settings;
}

/** By Relay id, when the caller may read it. */
export async function loadVisibleTranslationSettings(ctx: Context, id: string): Promise<TranslationSettings | null> {
  const settings = await translationSettingsById(ctx).load(id);
  if (!settings) return null;
  const me = await activeMember(ctx, settings.organizationId);
  return me?.role ? settings : null;
}

export async function listTranslationSettings(ctx: Context, organizationId: string, args: PageArgs) {
  await requireOrgMember(ctx, organizationId);
  const where = { organizationId };
  return paginate(
    args,
    async (page) => {
      const rows = await ctx.prisma.translationSettings.findMany({
        where,
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        ...page,
      });
      for (const row of rows) translationSettingsById(ctx).prime(row.id, row);
      return rows;
    },
    () => ctx.prisma.translationSettings.count({ where }),
  );
}

export async function createTranslationSettings(ctx: Context, organizationId: string, input: unknown) {
  await requireOrgRole(ctx, organizationId, 'admin');
  const data = parseInput(createInput, input);
  return ctx.prisma.translationSettings.create({
    data: { id: newId(), organizationId, title: data.title, languages: data.languages ?? [] },
  });
}

/** PUT: replaces the title; `languages` when given. */
export async function updateTranslationSettings(ctx: Context, organizationId: string, id: string, input: unknown) {
  await requireOrgRole(ctx, organizationId, 'admin');
  const data = parseInput(updateInput, input);
  const settings = await getTranslationSettings(ctx, organizationId, id);
  const updated = await ctx.prisma.translationSettings.update({
    where: { id: settings.id },
    data: { title: data.title, ...(data.languages ? { languages: data.languages } : {}) },
  });
  translationSettingsById(ctx).clear(id).prime(id, updated);
  return updated;
}

export async function deleteTranslationSettings(
  ctx: Context,
  organizationId: string,
  id: string,
): Promise<{ deleted: boolean }> {
  await requireOrgRole(ctx, organizationId, 'admin');
  const { count } = await ctx.prisma.translationSettings.deleteMany({ where: { id, organizationId } });
  translationSettingsById(ctx).clear(id);
  return { deleted: count > 0 };
}

export async function translationSettingsPermissions(ctx: Context, settings: TranslationSettings) {
  const me = await activeMember(ctx, settings.organizationId);
  const role = (me?.role ?? null) as Role | null;
  return { view: role !== null, edit: atLeast(role, 'admin') };
}
