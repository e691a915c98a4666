/**
 * Integrations: published by an organization to the marketplace under a global `name`.
 *
 * - Visibility: `public` integrations are listed and readable by any authenticated caller;
 *   `unlisted` ones are readable by name by anyone but listed only to the owner organization's
 *   members; `private` ones exist only for the owner organization's members (404 for others).
 *   "Members" are non-guest members (the organization's `listIntegrations` permission).
 * - Publishing (`POST /v1/integrations/{name}`) needs the admin role in `organization` (an id or
 *   the organization's hostname). The first publish creates the integration (version 1); later
 *   ones replace its definition and increment `version`, and only the owner organization's admins
 *   may do them. An integration cannot move to another organization.
 * - A publish describes the whole integration: fields it omits get their defaults (no icon, no
 *   preview images...), except `secrets`, which are kept when absent (`{}` removes them).
 * - Secrets are stored encrypted (AES-256-GCM, src/infra/secrets.ts) and never returned.
 * - Images are validated (PNG, JPEG, GIF, WebP, SVG; 1 MiB each) and served under
 *   /assets/integrations/ without a token.
 * - Scripts are stored, not run: Quire has no integration runtime.
 */
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { newId } from '../../db/ids.ts';
import type { Prisma } from '../../db/prisma.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { type Organization, Prisma as PrismaNamespace } from '../../generated/prisma/client.ts';
import { decryptSecret, encryptSecret } from '../../infra/secrets.ts';
import { recordAudit } from '../../request/audit.ts';
import { type Context, requireViewer, url } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { organizationById } from '../organizations/loaders.ts';
import { ASSETS_PREFIX, assetUrl } from './assets.ts';
import { type DecodedImage, decodeImage } from './images.ts';
import {
  forgetIntegration,
  type IntegrationRow,
  integrationAssets,
  integrationByName,
  loadViewerOrganizations,
} from './loaders.ts';

export const INTEGRATION_VISIBILITIES = ['public', 'private', 'unlisted'] as const;
export const INTEGRATION_TARGETS = ['all', 'site', 'space', 'organization'] as const;
/** GitBook's 17 scopes, plus the spec documents' sample `space:views:read`. */
export const INTEGRATION_SCOPES = [
  'space:content:read',
  'space:content:write',
  'space:metadata:read',
  'space:metadata:write',
  'space:views:read',
  'space:git:sync',
  'page:feedback:read',
  'site:metadata:read',
  'site:views:read',
  'site:script:inject',
  'site:script:cookies',
  'site:visitor:auth',
  'site:visitor:claims',
  'site:adaptive:read',
  'site:adaptive:write',
  'conversations:ingest',
  'openapi:read',
  'openapi:write',
] as const;
/** The spec documents' categories (GitBook's OpenAPI lacks `gitsync`). */
export const INTEGRATION_CATEGORIES = [
  'analytics',
  'collaboration',
  'content',
  'gitsync',
  'marketing',
  'visitor-auth',
  'other',
] as const;
export const INTEGRATION_RUNTIMES = ['v1', 'v2'] as const;

export const integrationName = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-zA-Z0-9-_.]+$/, 'must be letters, digits, hyphens, underscores and dots');

const MAX_SCRIPT = 4 * 1024 * 1024;
const shortText = (max: number) => z.string().max(max);
const httpUrl = z
  .string()
  .max(2048)
  .refine((v) => {
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, 'must be an http(s) URL');

const block = z.object({
  id: z.string().min(1).max(100),
  title: z.string().min(2).max(40),
  description: shortText(150).optional(),
  icon: z.string().max(2048).optional(),
  urlUnfurl: z.array(z.string().min(1).max(2048)).max(50).optional(),
  markdown: z.object({ codeblock: z.string().min(1).max(100), body: z.string().min(1).max(100) }).optional(),
});

const configurationComponent = z.object({ componentId: z.string().min(1).max(100) });

const configurationProperty = z
  .object({
    type: z.enum(['string', 'number', 'boolean', 'button']),
    title: z.string().min(2).max(50).optional(),
    description: shortText(100).optional(),
    default: z.union([z.string(), z.number(), z.boolean()]).optional(),
    completion_url: z.string().max(2048).optional(),
    enum: z.array(z.string().max(500)).max(500).optional(),
    callback_url: z.string().max(2048).optional(),
    button_text: z.string().max(100).optional(),
  })
  .superRefine((p, issue) => {
    if (p.type === 'button' && (!p.callback_url || !p.button_text))
      issue.addIssue({ code: 'custom', message: 'a button needs callback_url and button_text' });
    if (p.default !== undefined && p.type !== 'button' && typeof p.default !== p.type)
      issue.addIssue({ code: 'custom', message: `default must be a ${p.type}`, path: ['default'] });
  });

const configurationSchema = z.object({
  properties: z
    .record(z.string().min(1).max(100), configurationProperty)
    .refine((r) => Object.keys(r).length <= 100, 'at most 100 properties'),
  required: z
    .array(z.string())
    .max(100)
    .refine((r) => new Set(r).size === r.length, 'must not repeat names')
    .optional(),
});

const configuration = z.union([configurationSchema, configurationComponent]);

const cspDirectives = [
  'base-uri',
  'block-all-mixed-content',
  'child-src',
  'connect-src',
  'default-src',
  'font-src',
  'form-action',
  'frame-ancestors',
  'frame-src',
  'img-src',
  'manifest-src',
  'media-src',
  'navigate-to',
  'object-src',
  'plugin-types',
  'prefetch-src',
  'referrer',
  'report-to',
  'report-uri',
  'require-sri-for',
  'require-trusted-types-for',
  'sandbox',
  'script-src',
  'script-src-attr',
  'script-src-elem',
  'style-src',
  'style-src-attr',
  'style-src-elem',
  'trusted-types',
  'upgrade-insecure-requests',
  'worker-src',
] as const;

const publishInput = z.object({
  runtime: z.enum(INTEGRATION_RUNTIMES).nullish(),
  icon: z.string().nullish(),
  title: z.string().min(2).max(30),
  description: z.string().max(100),
  summary: z.string().max(2048).nullish(),
  previewImages: z.array(z.string()).max(3).nullish(),
  visibility: z.enum(INTEGRATION_VISIBILITIES).nullish(),
  target: z.enum(INTEGRATION_TARGETS).nullish(),
  scopes: z.array(z.enum(INTEGRATION_SCOPES)).max(INTEGRATION_SCOPES.length),
  categories: z.array(z.enum(INTEGRATION_CATEGORIES)).max(INTEGRATION_CATEGORIES.length).nullish(),
  blocks: z.array(block).max(50).nullish(),
  contentSources: z
    .array(
      z.object({
        id: z.string().min(1).max(100),
        title: z.string().min(2).max(40),
        description: shortText(150).optional(),
        icon: z.string().max(2048).optional(),
        configuration: configurationComponent,
      }),
    )
    .max(50)
    .nullish(),
  externalLinks: z
    .array(z.object({ url: httpUrl, label: z.string().min(1).max(100) }))
    .max(5)
    .nullish(),
  configurations: z
    .object({ account: configuration.optional(), space: configuration.optional(), site: configuration.optional() })
    .nullish(),
  script: z.string().min(1).max(MAX_SCRIPT),
  organization: z.string().min(1).max(100),
  secrets: z
    .record(
      z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, 'secret names are letters, digits, _ . -'),
      z.string().max(10_000),
    )
    .refine((r) => Object.keys(r).length <= 20, 'at most 20 secrets')
    .nullish(),
  contentSecurityPolicy: z
    .union([
      z.string().max(4096),
      z
        .partialRecord(z.enum(cspDirectives), z.string().max(4096))
        .refine((r) => Object.keys(r).length > 0, 'must not be empty'),
    ])
    .nullish(),
});

const listFilters = z.object({
  search: z.string().max(512).nullish(),
  blockDomain: z
    .string()
    .max(100)
    .regex(/^[a-zA-Z0-9-_.]+$/, 'must be letters, digits, hyphens, underscores and dots')
    .nullish(),
  owner: z.string().max(100).nullish(),
});

export interface IntegrationListFilters {
  search?: string | null;
  category?: string | null;
  blockDomain?: string | null;
  blocks?: boolean | null;
  contentSources?: boolean | null;
  owner?: string | null;
  scope?: string | null;
  target?: string | null;
}

/** Whether the caller may read the integration by name. */
export async function canSeeIntegration(ctx: Context, integration: IntegrationRow): Promise<boolean> {
  if (integration.visibility !== 'private') return true;
  return (await loadViewerOrganizations(ctx)).member.has(integration.organizationId);
}

/** An integration by name, when the caller may see it; otherwise 404. Needs a token, like every operation (401). */
export async function getIntegration(ctx: Context, name: string): Promise<IntegrationRow> {
  requireViewer(ctx);
  const integration = await integrationByName(ctx).load(name);
  if (!integration || !(await canSeeIntegration(ctx, integration)))
    throw new NotFoundError(`No integration named '${name}'`);
  return integration;
}

export async function loadVisibleIntegration(
  ctx: Context,
  integration: IntegrationRow | null,
): Promise<IntegrationRow | null> {
  return integration && (await canSeeIntegration(ctx, integration)) ? integration : null;
}

/** Public integrations, plus the unlisted and private ones of the caller's organizations. */
export async function listIntegrations(ctx: Context, args: PageArgs & IntegrationListFilters, ownerId?: string) {
  requireViewer(ctx);
  const f = parseInput(listFilters, { search: args.search, blockDomain: args.blockDomain, owner: args.owner });
  const mine = [...(await loadViewerOrganizations(ctx)).member];
  const owner = ownerId ?? f.owner ?? null;
  const where = {
    AND: [
      { OR: [{ visibility: 'public' }, ...(mine.length ? [{ organizationId: { in: mine } }] : [])] },
      owner ? { organizationId: owner } : {},
      f.search
        ? {
            OR: [
              { name: { contains: f.search, mode: 'insensitive' as const } },
              { title: { contains: f.search, mode: 'insensitive' as const } },
            ],
          }
        : {},
      args.category ? { categories: { has: args.category } } : {},
      f.blockDomain ? { blockDomains: { has: f.blockDomain.toLowerCase() } } : {},
      args.blocks != null ? { hasBlocks: args.blocks } : {},
      args.contentSources != null ? { hasContentSources: args.contentSources } : {},
      args.scope ? { scopes: { has: args.scope } } : {},
      args.target ? { target: { in: args.target === 'all' ? ['all'] : [args.target, 'all'] } } : {},
    ],
  };
  return paginate(
    args,
    (page) =>
      ctx.prisma.integration.findMany({
        where,
        omit: { script: true, secrets: true },
        orderBy: [{ name: 'asc' }],
        ...page,
      }),
    () => ctx.prisma.integration.count({ where }),
  );
}

/** Hosts of the blocks' URL patterns and their parent domains (`www.figma.com`, `figma.com`). */
function blockDomainsOf(blocks: z.infer<typeof block>[]): string[] {
  const domains = new Set<string>();
  for (const b of blocks) {
    for (const pattern of b.urlUnfurl ?? []) {
      const m = /^(?:[a-z*]+:)?\/\/([^/:?#]+)/i.exec(pattern) ?? /^([^/:?#]+\.[^/:?#]+)/.exec(pattern);
      if (!m) continue;
      const labels = m[1].toLowerCase().replace(/^\*\./, '').replace(/\.$/, '').split('.');
      for (let i = 0; i + 1 < labels.length; i++) {
        const d = labels.slice(i).join('.');
        if (/^[a-z0-9-_.]+$/.test(d)) domains.add(d);
      }
    }
  }
  return [...domains];
}

async function resolvePublisher(ctx: Context, idOrHostname: string): Promise<Organization> {
  const org =
    (await organizationById(ctx).load(idOrHostname)) ??
    (await ctx.prisma.organization.findFirst({ where: { hostname: idOrHostname.toLowerCase() } }));
  const orgs = await loadViewerOrganizations(ctx);
  if (!org || !orgs.member.has(org.id)) {
    // Guests are not members here: an organization they cannot list integrations of is unknown to them.
    throw new NotFoundError(`No organization '${idOrHostname}'`);
  }
  if (!orgs.admin.has(org.id))
    throw new ForbiddenError('Publishing integrations requires the admin role in the organization');
  return org;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === 'P2002';

export async function publishIntegration(
  ctx: Context,
  name: string,
  input: Record<string, unknown>,
): Promise<IntegrationRow> {
  requireViewer(ctx);
  parseInput(z.object({ integrationName: integrationName }), { integrationName: name });
  const data = parseInput(publishInput, input);
  const org = await resolvePublisher(ctx, data.organization);
  const existing = await integrationByName(ctx).load(name);
  if (existing && existing.organizationId !== org.id) {
    const orgs = await loadViewerOrganizations(ctx);
    if (orgs.admin.has(existing.organizationId))
      throw new BadRequestError('An integration cannot move to another organization', 'organization');
    if (await canSeeIntegration(ctx, existing))
      throw new ForbiddenError("Only admins of the integration's organization can publish it");
    throw new ConflictError(`The integration name '${name}' is taken`);
  }

  const images: { kind: 'icon' | 'preview'; position: number; image: DecodedImage }[] = [];
  if (data.icon) images.push({ kind: 'icon', position: 0, image: decodeImage(data.icon, 'icon') });
  for (const [i, p] of (data.previewImages ?? []).entries())
    images.push({ kind: 'preview', position: i, image: decodeImage(p, `previewImages.${i}`) });

  const blocks = data.blocks ?? [];
  const contentSources = data.contentSources ?? [];
  const fields = {
    title: data.title,
    description: data.description,
    summary: data.summary ?? null,
    visibility: data.visibility ?? 'public',
    target: data.target ?? 'all',
    runtime: data.runtime ?? 'v1',
    scopes: [...new Set(data.scopes)],
    categories: [...new Set(data.categories ?? [])],
    blocks: blocks as object[],
    blockDomains: blockDomainsOf(blocks),
    hasBlocks: blocks.length > 0,
    contentSources: contentSources as object[],
    hasContentSources: contentSources.length > 0,
    configurations: (data.configurations ?? {}) as object,
    externalLinks: (data.externalLinks ?? []) as object[],
    contentSecurityPolicy: data.contentSecurityPolicy ?? undefined,
    script: data.script,
  };
  // Absent: kept as they are; `{}`: removed.
  const secrets =
    data.secrets == null
      ? undefined
      : Object.keys(data.secrets).length
        ? await encryptSecret(ctx.prisma, ctx.config, JSON.stringify(data.secrets), secretsAad(name))
        : null;
  const assets = images.map(({ kind, position, image }) => ({
    id: newId(),
    kind,
    position,
    contentType: image.contentType,
    data: new Uint8Array(image.data),
    sha256: image.sha256,
  }));

  let id: string;
  try {
    id = await ctx.prisma.$transaction(async (tx) => {
      if (existing) {
        // Conditional on the owner: a concurrent unpublish/republish elsewhere cannot be overwritten.
        const { count } = await tx.integration.updateMany({
          where: { id: existing.id, organizationId: org.id },
          data: {
            ...fields,
            contentSecurityPolicy: data.contentSecurityPolicy ?? PrismaNamespace.DbNull,
            ...(secrets !== undefined ? { secrets } : {}),
            version: { increment: 1 },
          },
        });
        if (count !== 1) throw new ConflictError(`The integration '${name}' changed meanwhile; publish again`);
        await tx.integrationAsset.deleteMany({ where: { integrationId: existing.id } });
        if (assets.length)
          await tx.integrationAsset.createMany({ data: assets.map((a) => ({ ...a, integrationId: existing.id })) });
        await auditIntegration(
          tx,
          ctx,
          'integration.updated',
          { id: existing.id, name, organizationId: org.id },
          {
            version: existing.version + 1,
            visibility: fields.visibility,
            ...(secrets !== undefined ? { secretsChanged: true } : {}),
          },
        );
        return existing.id;
      }
      const created = await tx.integration.create({
        data: { id: newId(), name, organizationId: org.id, version: 1, ...fields, secrets: secrets ?? null },
        select: { id: true },
      });
      if (assets.length)
        await tx.integrationAsset.createMany({ data: assets.map((a) => ({ ...a, integrationId: created.id })) });
      await auditIntegration(
        tx,
        ctx,
        'integration.published',
        { id: created.id, name, organizationId: org.id },
        {
          version: 1,
          visibility: fields.visibility,
        },
      );
      return created.id;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError(`The integration '${name}' was published concurrently; publish again`);
    throw error;
  }
  forgetIntegration(ctx, { id, name });
  return (await integrationByName(ctx).load(name))!;
}

/** The audit entry of a publish, republish or unpublish, in the owner organization's log. */
function auditIntegration(
  tx: Pick<Prisma, '$executeRaw'>,
  ctx: Context,
  action: 'integration.published' | 'integration.updated' | 'integration.unpublished',
  integration: { id: string; name: string; organizationId: string },
  payload: Record<string, string | number | boolean>,
) {
  return recordAudit(tx, ctx, {
    organizationId: integration.organizationId,
    action,
    target: { type: 'integration', id: integration.id, label: integration.name },
    payload: { name: integration.name, ...payload },
  });
}

/** Unpublishes (deletes) an integration: owner organization admins only. False when absent. */
export async function unpublishIntegration(ctx: Context, name: string): Promise<boolean> {
  requireViewer(ctx);
  const integration = await integrationByName(ctx).load(name);
  if (!integration || !(await canSeeIntegration(ctx, integration))) return false;
  if (!(await loadViewerOrganizations(ctx)).admin.has(integration.organizationId)) {
    throw new ForbiddenError("Only admins of the integration's organization can unpublish it");
  }
  const count = await ctx.prisma.$transaction(async (tx) => {
    const { count } = await tx.integration.deleteMany({ where: { id: integration.id } });
    if (count) await auditIntegration(tx, ctx, 'integration.unpublished', integration, {});
    return count;
  });
  forgetIntegration(ctx, integration);
  return count > 0;
}

export async function integrationPermissions(ctx: Context, integration: IntegrationRow) {
  const orgs = await loadViewerOrganizations(ctx);
  const admin = orgs.admin.has(integration.organizationId);
  return { admin, install: integration.visibility === 'private' ? admin : orgs.admin.size > 0 };
}

export async function integrationUrls(ctx: Context, integration: IntegrationRow) {
  const assets = await integrationAssets(ctx).load(integration.id);
  const icon = assets.find((a) => a.kind === 'icon');
  const name = encodeURIComponent(integration.name);
  return {
    location: url(ctx, `/v1/integrations/${name}`),
    app: url(ctx, `/app/integrations/${name}`),
    assets: url(ctx, `${ASSETS_PREFIX}${name}/`),
    icon: icon ? assetUrl(ctx.config.publicUrl, integration.name, icon) : null,
    publicEndpoint: url(ctx, `/v1/integrations/${name}/integration`),
    publicContentEndpoint: url(ctx, `/v1/integrations/${name}/integration`),
  };
}

export async function integrationPreviewImages(ctx: Context, integration: IntegrationRow) {
  const assets = await integrationAssets(ctx).load(integration.id);
  return assets.filter((a) => a.kind === 'preview').map((a) => assetUrl(ctx.config.publicUrl, integration.name, a));
}

/**
 * The owner organization as shown with an integration. Marketplace readers who are not members
 * do not see its email domains or default content.
 */
export async function integrationOwner(ctx: Context, integration: IntegrationRow): Promise<Organization> {
  const org = (await organizationById(ctx).load(integration.organizationId))!;
  if ((await loadViewerOrganizations(ctx)).member.has(org.id)) return org;
  return { ...org, emailDomains: [], defaultContent: null };
}

const secretsAad = (name: string) => `integration:${name}:secrets`;

/** The decrypted secrets of an integration (for a runtime; never exposed through the API). */
export async function integrationSecrets(
  prisma: Prisma,
  config: Pick<Config, 'secretsKey'>,
  name: string,
): Promise<Record<string, string>> {
  const row = await prisma.integration.findUnique({ where: { name }, select: { secrets: true } });
  if (!row?.secrets) return {};
  return JSON.parse(await decryptSecret(prisma, config, row.secrets, secretsAad(name)));
}
