/**
 * Site customization (GitBook's SiteCustomizationSettings): what a site looks like to its readers
 * (title, colours, logo, favicon, light/dark, header and footer links...).
 *
 * - A site's settings are set whole (`PUT .../customization`, the admin role) and validated
 *   against GitBook's SiteCustomizationSettingsInput schema (customization-schema.json, copied from
 *   @gitbook/api by scripts/customization-schema.mjs). What a site never set reads as the defaults,
 *   and a stored setting is merged over them (objects key by key, lists and values replaced).
 * - A site space (a variant) overrides some of them (`PATCH .../site-spaces/{id}/customization`):
 *   each PATCH merges into the stored overrides, and a key set to null removes its override;
 *   `DELETE` removes them all. A site space reads its site's settings with its overrides on top.
 * - Reading needs a role in the organization (guests: 403); changing needs the admin role.
 * - Fonts (`styling.font`, `headingFont`, `monospaceFont`) may be a custom font of the site's
 *   organization (src/modules/fonts): its definition as the font API answers it (GitBook's form)
 *   or just its id; another organization's or a missing one is a 400. Read back, a custom font is
 *   its definition as it is now (renamed, new files); a deleted one reads as the default font.
 * The published view (published.ts) serves the same merged settings.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { Prisma, Site, SiteCustomization, SiteSpaceCustomization } from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { byKey, defineLoader, groupByKey } from '../../request/loaders.ts';
import { fontDefinition } from '../fonts/files.ts';
import { customFontById } from '../fonts/loaders.ts';
import schema from './customization-schema.json' with { type: 'json' };
import { siteSpaceById } from './loaders.ts';
import { requireSite } from './service.ts';

export type Settings = Record<string, unknown>;

// ajv-formats is CommonJS: its default export arrives as `default` under some loaders.
const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ??
  addFormatsImport) as unknown as (ajv: Ajv2020) => Ajv2020;

let validators: { settings: ValidateFunction; override: ValidateFunction } | undefined;
function validator(kind: 'settings' | 'override'): ValidateFunction {
  if (!validators) {
    const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    addFormats(ajv);
    ajv.addFormat('emoji', true);
    ajv.addSchema({ $id: 'customization', $defs: schema.$defs });
    const rooted = (s: object) => JSON.parse(JSON.stringify(s).replaceAll('"#/$defs/', '"customization#/$defs/'));
    validators = { settings: ajv.compile(rooted(schema.settings)), override: ajv.compile(rooted(schema.override)) };
  }
  return validators[kind];
}

/** The top-level keys GitBook's settings have, and those Quire's defaults add (read back by clients). */
const SETTING_KEYS = new Set(Object.keys(schema.$defs.SiteCustomizationSettingsBase.properties));

function refuse(error: ErrorObject | undefined): never {
  const path = (error?.instancePath ?? '').split('/').filter(Boolean).join('.');
  const where =
    error?.keyword === 'required' ? [path, String(error.params.missingProperty)].filter(Boolean).join('.') : path;
  const message = error?.message ?? 'is not valid';
  throw new BadRequestError(
    where ? `Invalid '${where}': ${message}` : `Invalid customization: ${message}`,
    where || undefined,
  );
}

function validate(kind: 'settings' | 'override', input: unknown): Settings {
  if (!isObject(input)) throw new BadRequestError('The customization must be a JSON object');
  const ours = kind === 'settings' ? Object.keys(defaultCustomization({ title: '' })) : [];
  for (const key of Object.keys(input))
    if (!SETTING_KEYS.has(key) && key !== 'updatedAt' && !ours.includes(key))
      throw new BadRequestError(`Invalid '${key}': not a customization setting`, key);
  const check = validator(kind);
  if (!check(input)) refuse(check.errors?.[0]);
  const { updatedAt: _ignored, ...rest } = input;
  return rest;
}

const isObject = (v: unknown): v is Settings => !!v && typeof v === 'object' && !Array.isArray(v);

/** `over` merged onto `base`: objects key by key, anything else replaced. */
export function mergeSettings(base: Settings, over: Settings): Settings {
  const out: Settings = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined) continue;
    out[key] = isObject(value) && isObject(out[key]) ? mergeSettings(out[key] as Settings, value) : value;
  }
  return out;
}

/** A PATCH of overrides applied to the stored ones: null removes a key, objects merge. */
function patchOverrides(stored: Settings, patch: Settings): Settings {
  const out: Settings = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else if (isObject(value)) {
      const merged = patchOverrides(isObject(out[key]) ? (out[key] as Settings) : {}, value);
      if (Object.keys(merged).length) out[key] = merged;
      else delete out[key];
    } else if (value !== undefined) out[key] = value;
  }
  return out;
}

const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#346DDB"/>' +
    '<path d="M9 8h11l3 3v13H9z" fill="#fff"/><path d="M12 13h8M12 17h8M12 21h5" stroke="#346DDB" stroke-width="2"/></svg>',
)}`;

/** Keys of the spec's published view that GitBook's settings schema lacks (`git` too, below). */
const QUIRE_ONLY = { pdf: { enabled: true }, aiSearch: { enabled: false } };

/**
 * The defaults: the keys of the spec (and those GitBook's OpenAPI requires). With AI answers
 * configured (`aiOn`, docs/ai.md), `ai.mode` is `search`: GitBook's reader then shows Ask.
 */
export function defaultCustomization(site: Pick<Site, 'title'>, aiOn = false): Settings {
  const color = (hex: string) => ({ light: hex, dark: hex });
  return {
    title: site.title,
    styling: {
      theme: 'clean',
      primaryColor: color('#346DDB'),
      infoColor: color('#787878'),
      successColor: color('#02A36F'),
      warningColor: color('#D67C00'),
      dangerColor: color('#FB2C36'),
      corners: 'rounded',
      depth: 'subtle',
      links: 'default',
      font: 'Inter',
      monospaceFont: 'IBMPlexMono',
      background: 'plain',
      icons: 'regular',
      codeTheme: {
        default: { light: 'default-light', dark: 'default-dark' },
        openapi: { light: 'default-light', dark: 'default-dark' },
      },
      sidebar: { background: 'default', list: 'default' },
      search: 'subtle',
    },
    internationalization: { locale: 'en' },
    // A favicon that works offline (no asset host): a data URL.
    favicon: { icon: { light: FAVICON, dark: FAVICON } },
    header: { preset: 'default', links: [] },
    footer: { groups: [] },
    announcement: { enabled: false, message: 'Announcement', style: 'info' },
    themes: { default: 'system', toggeable: true },
    ...QUIRE_ONLY,
    aiSearch: { enabled: aiOn },
    feedback: { enabled: false },
    // Without a model the AI routes answer 501: the reader, which calls them on every page, must not.
    ai: { mode: aiOn ? 'search' : 'none' },
    advancedCustomization: { enabled: false },
    git: { showEditLink: false },
    pagination: { enabled: true },
    trademark: { enabled: true },
    privacyPolicy: {},
    // 'mcp': the site's MCP server (src/modules/reader/mcp.ts; GitBook's reader serves its own against the API).
    pageActions: { items: ['markdown', 'pdf', 'mcp'] },
    externalLinks: { target: 'self' },
    socialPreview: {},
    socialAccounts: [],
    // Off: with it, the reader's browser would send events to GitBook's servers.
    insights: { trackingCookie: false },
  };
}

// ---------------------------------------------------------------------------------------------
// Custom fonts

/** The font settings, and what each reads as once its custom font is gone (undefined: removed). */
const FONT_SETTINGS: Record<string, string | undefined> = {
  font: 'Inter',
  headingFont: undefined,
  monospaceFont: 'IBMPlexMono',
};
const DEFAULT_FONTS = new Set([
  ...schema.$defs.CustomizationDefaultFont.enum,
  ...schema.$defs.CustomizationDefaultMonospaceFont.enum,
]);

const customFontId = (value: unknown) =>
  isObject(value) && value.custom === true && typeof value.id === 'string' ? value.id : undefined;

/**
 * A font setting given as a custom font's id becomes that font's definition (what GitBook's
 * schema takes); a custom font definition must name a font of the organization (400 otherwise).
 * `where` is the path of `styling` in the input, for the messages.
 */
async function checkCustomFonts(ctx: Context, organizationId: string, input: unknown, where: string) {
  const styling = isObject(input) && isObject(input.styling) ? input.styling : undefined;
  if (!styling) return;
  for (const key of Object.keys(FONT_SETTINGS)) {
    const value = styling[key];
    const id = typeof value === 'string' && !DEFAULT_FONTS.has(value) ? value : customFontId(value);
    if (id === undefined) continue;
    const font = await customFontById(ctx).load(id);
    if (!font || font.organizationId !== organizationId)
      throw new BadRequestError(
        `Invalid '${where}.${key}': no custom font '${id}' in this organization`,
        `${where}.${key}`,
      );
    if (typeof value === 'string') styling[key] = fontDefinition(ctx.config, font);
  }
}

/** Custom fonts of `settings` as they are now; a deleted one gives way to the default font. */
async function withCustomFonts(ctx: Context, organizationId: string, settings: Settings): Promise<Settings> {
  const styling = isObject(settings.styling) ? settings.styling : undefined;
  const keys = styling ? Object.keys(FONT_SETTINGS).filter((k) => customFontId(styling[k]) !== undefined) : [];
  if (!styling || !keys.length) return settings;
  const out: Settings = { ...styling };
  await Promise.all(
    keys.map(async (key) => {
      const font = await customFontById(ctx).load(customFontId(styling[key])!);
      if (font && font.organizationId === organizationId) out[key] = fontDefinition(ctx.config, font);
      else if (FONT_SETTINGS[key] === undefined) delete out[key];
      else out[key] = FONT_SETTINGS[key];
    }),
  );
  return { ...settings, styling: out };
}

// ---------------------------------------------------------------------------------------------
// Loaders

export const siteCustomizationOf = defineLoader<string, SiteCustomization | null>(async (ctx, ids) =>
  byKey(ids, await ctx.prisma.siteCustomization.findMany({ where: { siteId: { in: [...ids] } } }), (c) => c.siteId),
);

/** The overrides of every site space of a site, by site id. */
export const siteSpaceCustomizationsOfSite = defineLoader<string, (SiteSpaceCustomization & { siteId: string })[]>(
  async (ctx, ids) => {
    const rows = await ctx.prisma.siteSpaceCustomization.findMany({
      where: { siteSpace: { siteId: { in: [...ids] } } },
      include: { siteSpace: { select: { siteId: true } } },
    });
    return groupByKey(
      ids,
      rows.map(({ siteSpace, ...row }) => ({ ...row, siteId: siteSpace.siteId })),
      (r) => r.siteId,
    );
  },
);

// ---------------------------------------------------------------------------------------------
// Reads

const stamped = (settings: Settings, updatedAt: Date | null | undefined): Settings =>
  updatedAt ? { ...settings, updatedAt: updatedAt.toISOString() } : settings;

/** A site's settings: what it stored merged over the defaults, with `updatedAt` once set. */
export async function customizationOfSite(ctx: Context, site: Site): Promise<Settings> {
  const stored = await siteCustomizationOf(ctx).load(site.id);
  const aiOn = !!ctx.config.ai?.chatModel;
  const settings = mergeSettings(defaultCustomization(site, aiOn), (stored?.settings as Settings) ?? {});
  // A site set to Ask while the server has no model still answers `none` (its routes would be 501s).
  if (!aiOn) settings.ai = { ...(settings.ai as Settings), mode: 'none' };
  return stamped(await withCustomFonts(ctx, site.organizationId, settings), stored?.updatedAt);
}

/** The settings of each site space of a site that has overrides, by site space id. */
async function overridesOfSite(ctx: Context, siteId: string): Promise<Map<string, SiteSpaceCustomization>> {
  return new Map((await siteSpaceCustomizationsOfSite(ctx).load(siteId)).map((o) => [o.siteSpaceId, o]));
}

/** A site space's settings: its site's with its overrides on top (their custom fonts as they are now). */
const withOverrides = async (
  ctx: Context,
  site: Site,
  forSite: Settings,
  overrides: SiteSpaceCustomization | undefined,
): Promise<Settings> =>
  overrides
    ? stamped(
        await withCustomFonts(ctx, site.organizationId, mergeSettings(forSite, overrides.overrides as Settings)),
        overrides.updatedAt,
      )
    : forSite;

/** What the published view serves: the site's settings and each listed site space's. */
export async function publishedCustomizations(
  ctx: Context,
  site: Site,
  siteSpaceIds: string[],
): Promise<{ site: Settings; siteSpaces: Record<string, Settings> }> {
  const [forSite, overrides] = await Promise.all([customizationOfSite(ctx, site), overridesOfSite(ctx, site.id)]);
  return {
    site: forSite,
    siteSpaces: Object.fromEntries(
      await Promise.all(
        siteSpaceIds.map(async (id) => [id, await withOverrides(ctx, site, forSite, overrides.get(id))] as const),
      ),
    ),
  };
}

export async function getSiteCustomization(ctx: Context, organizationId: string, siteId: string) {
  return customizationOfSite(ctx, await requireSite(ctx, organizationId, siteId, 'read'));
}

async function siteSpaceOf(ctx: Context, site: Site, siteSpaceId: string) {
  const siteSpace = await siteSpaceById(ctx).load(siteSpaceId);
  if (!siteSpace || siteSpace.siteId !== site.id) throw new NotFoundError(`Site space '${siteSpaceId}' not found`);
  return siteSpace;
}

export async function getSiteSpaceCustomization(
  ctx: Context,
  organizationId: string,
  siteId: string,
  siteSpaceId: string,
) {
  const site = await requireSite(ctx, organizationId, siteId, 'read');
  await siteSpaceOf(ctx, site, siteSpaceId);
  const [forSite, overrides] = await Promise.all([customizationOfSite(ctx, site), overridesOfSite(ctx, site.id)]);
  return withOverrides(ctx, site, forSite, overrides.get(siteSpaceId));
}

// ---------------------------------------------------------------------------------------------
// Writes (the admin role)

export async function updateSiteCustomization(ctx: Context, organizationId: string, siteId: string, input: unknown) {
  const site = await requireSite(ctx, organizationId, siteId, 'admin');
  await checkCustomFonts(ctx, site.organizationId, input, 'styling');
  const settings = validate('settings', input) as Prisma.InputJsonValue;
  const row = await ctx.prisma.siteCustomization.upsert({
    where: { siteId: site.id },
    create: { siteId: site.id, settings },
    update: { settings },
  });
  siteCustomizationOf(ctx).clear(site.id).prime(site.id, row);
  return customizationOfSite(ctx, site);
}

export async function overrideSiteSpaceCustomization(
  ctx: Context,
  organizationId: string,
  siteId: string,
  siteSpaceId: string,
  input: unknown,
) {
  const site = await requireSite(ctx, organizationId, siteId, 'admin');
  await siteSpaceOf(ctx, site, siteSpaceId);
  await checkCustomFonts(ctx, site.organizationId, input, 'styling');
  const patch = validate('override', input);
  await ctx.prisma.$transaction(async (tx) => {
    const stored = await tx.siteSpaceCustomization.findUnique({ where: { siteSpaceId } });
    const overrides = patchOverrides((stored?.overrides as Settings) ?? {}, patch) as Prisma.InputJsonValue;
    await tx.siteSpaceCustomization.upsert({
      where: { siteSpaceId },
      create: { siteSpaceId, overrides },
      update: { overrides },
    });
  });
  siteSpaceCustomizationsOfSite(ctx).clear(site.id);
  return getSiteSpaceCustomization(ctx, organizationId, siteId, siteSpaceId);
}

/** Removes a site space's overrides: true when it had some. */
export async function deleteSiteSpaceCustomization(
  ctx: Context,
  organizationId: string,
  siteId: string,
  siteSpaceId: string,
): Promise<boolean> {
  const site = await requireSite(ctx, organizationId, siteId, 'admin');
  await siteSpaceOf(ctx, site, siteSpaceId);
  const { count } = await ctx.prisma.siteSpaceCustomization.deleteMany({ where: { siteSpaceId } });
  siteSpaceCustomizationsOfSite(ctx).clear(site.id);
  return count > 0;
}
