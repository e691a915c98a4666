/**
 * Sites: access, the site resource (create, update, delete, publish), share keys, the visitor
 * key and the adaptive schema.
 *
 * Access: a site belongs to an organization; its members' organization role is their role on
 * the site (no per-site grants). Reading sites and their structure needs a role (guests: 403);
 * creating sites and changing the structure (sections, groups, site spaces) needs `create`;
 * settings, publishing, deletion, share keys, the visitor key and the adaptive schema need
 * `admin`. Another organization's site is a 404.
 */

import { generateNKeysBetween } from 'fractional-indexing';
import { z } from 'zod';
import { newId, randomString, sha256 } from '../../db/ids.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { Site, Space } from '../../generated/prisma/client.ts';
import { Prisma as PrismaNamespace } from '../../generated/prisma/client.ts';
import { actorOf, recordEvent } from '../../infra/outbox.ts';
import { activeMember, siteGrantRole, spaceRole } from '../../request/access.ts';
import { recordAudit } from '../../request/audit.ts';
import { type Context, requireViewer, url } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { atLeast, type Role, strongest } from '../../request/roles.ts';
import { getOrganization } from '../organizations/service.ts';
import { prewarmSpaces } from '../search/service.ts';
import { spaceById } from '../spaces/loaders.ts';
import { DRAFT_07, templateConditions, validateAdaptiveSchema } from './adaptive.ts';
import { shareKeysOfSite, siteById } from './loaders.ts';
import { forgetSite, loadTree, ROOT, type SiteTree, slugify, uniquePath } from './structure.ts';

export const SITE_TYPES = ['basic', 'premium', 'ultimate', 'sponsored', 'legacy-basic', 'legacy-premium'] as const;
export type SiteType = (typeof SITE_TYPES)[number];
export const SITE_VISIBILITIES = ['public', 'unlisted', 'share-link', 'visitor-auth'] as const;
export type SiteVisibility = (typeof SITE_VISIBILITIES)[number];

/** Lowercase DNS name with at least three labels (GitBook's SiteHostname pattern), at most 512 characters. */
export const HOSTNAME = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?[.]){2,}[a-z0-9][a-z0-9-]{0,61}[a-z0-9]$/;
/** A domain with a path prefix, e.g. `company.com/docs` (GitBook's SiteProxyOrigin pattern). */
export const PROXY_ORIGIN = /^([\w-]+\.)*[\w-]+\.[a-zA-Z]{2,}(\/[\w-]+)+$/;

const siteTitle = z.string().min(2).max(128);
const basename = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[^\s/?#]+$/, 'must not contain spaces, slashes, ? or #');
const hostname = z
  .string()
  .max(512)
  .regex(HOSTNAME, 'must be a lowercase DNS name with at least three labels (e.g. docs.example.com)');
const proxy = z
  .string()
  .max(520)
  .transform((v) => v.replace(/^https?:\/\//i, '').replace(/\/+$/, ''))
  .pipe(z.string().max(512).regex(PROXY_ORIGIN, 'must be a domain with a path, e.g. example.com/docs'));

const createInput = z.object({
  type: z.enum(SITE_TYPES).optional(),
  title: siteTitle.optional(),
  visibility: z.enum(SITE_VISIBILITIES).optional(),
  spaces: z.array(z.string().min(1).max(100)).max(100).optional(),
});

const updateInput = z.object({
  title: siteTitle.optional(),
  visibility: z.enum(SITE_VISIBILITIES).optional(),
  basename: basename.nullable().optional(),
  hostname: hostname.nullable().optional(),
  adaptiveContent: z.object({ enabled: z.boolean() }).optional(),
  defaultSiteSpace: z.string().min(1).max(100).optional(),
  defaultSiteSection: z.string().min(1).max(100).optional(),
  proxy: proxy.nullable().optional(),
});

const listFilters = z.object({
  space: z.string().min(1).max(100).optional(),
  title: z.string().max(128).optional(),
  published: z.boolean().optional(),
  type: z.array(z.enum(SITE_TYPES)).optional(),
});

// ---------------------------------------------------------------------------------------------
// Access

/**
 * The caller's role on a site: the strongest of its organization role and the site's grants to it
 * or its teams (a guest with a grant reads the site), or null (not a member, anonymous).
 */
export async function siteRole(ctx: Context, site: Pick<Site, 'id' | 'organizationId'>): Promise<Role | null> {
  const member = await activeMember(ctx, site.organizationId);
  if (!member) return null;
  if (member.role === 'admin') return 'admin';
  return strongest(member.role as Role | null, await siteGrantRole(ctx, site));
}

const NEEDS: Record<Role, string> = {
  admin: 'This requires the admin role in the organization',
  create: 'This requires the create role in the organization',
  review: 'This requires the review role in the organization',
  edit: 'This requires the edit role in the organization',
  comment: 'This requires the comment role in the organization',
  read: 'Guests reach only the sites given to them',
};

/** The site of an organization the caller is a member of, with at least `needed`; 404 / 403 otherwise. */
export async function requireSite(ctx: Context, organizationId: string, siteId: string, needed: Role): Promise<Site> {
  await getOrganization(ctx, organizationId);
  const site = await siteById(ctx).load(siteId);
  if (!site || site.organizationId !== organizationId) throw new NotFoundError(`Site '${siteId}' not found`);
  if (!atLeast(await siteRole(ctx, site), needed)) throw new ForbiddenError(NEEDS[needed]);
  return site;
}

/**
 * A change to a site's structure (sections, section groups, site spaces), which needs the create
 * role: `change` gets the site's tree and the site, and the site's cached structure is forgotten after it.
 */
export async function changeStructure<T>(
  ctx: Context,
  organizationId: string,
  siteId: string,
  change: (tree: SiteTree, site: Site) => Promise<T>,
): Promise<T> {
  const site = await requireSite(ctx, organizationId, siteId, 'create');
  const result = await change(await loadTree(ctx, site), site);
  forgetSite(ctx, site.id);
  return result;
}

/** For graph fields under a site reached without a check (e.g. through the published view). */
export async function requireSiteReader(ctx: Context, site: Pick<Site, 'id' | 'organizationId'>) {
  if (!atLeast(await siteRole(ctx, site), 'read'))
    throw new ForbiddenError('Only members of the organization can read the structure of a site');
}

export const getSite = (ctx: Context, organizationId: string, siteId: string) =>
  requireSite(ctx, organizationId, siteId, 'read');

/** A space of the site's organization that the caller can read and is not deleted; 400 naming `field` otherwise. */
export async function readableSpace(
  ctx: Context,
  organizationId: string,
  spaceId: string,
  field: string,
): Promise<Space> {
  const space = await spaceById(ctx).load(spaceId);
  if (!space || space.organizationId !== organizationId || space.deletedAt) {
    throw new BadRequestError(`Invalid '${field}': no space '${spaceId}' in this organization`, field);
  }
  if (!atLeast(await spaceRole(ctx, space), 'read'))
    throw new ForbiddenError(`You do not have access to the space '${spaceId}'`);
  return space;
}

// ---------------------------------------------------------------------------------------------
// Fields

export function sitePermissions(role: Role | null) {
  return {
    view: atLeast(role, 'read'),
    access: atLeast(role, 'read'),
    edit: atLeast(role, 'edit'),
    create: atLeast(role, 'create'),
    admin: atLeast(role, 'admin'),
    installIntegration: atLeast(role, 'admin'),
    viewAdaptiveSchema: atLeast(role, 'read'),
    editAdaptiveSchema: atLeast(role, 'admin'),
  };
}

const PREMIUM_FEATURES = [
  'sites-custom-domain',
  'sites-custom-subdirectory',
  'sites-sections',
  'sites-share-links',
  'sites-unlisted-visibility',
  'sites-redirects',
  'sites-seo',
  'sites-page-feedback',
] as const;
const ULTIMATE_FEATURES = [
  'sites-adaptive-content',
  'sites-visitor-authentication',
  'sites-advanced-customization',
  'sites-custom-fonts',
  'sites-ai-assistant',
  'sites-multivariant-site',
  'sites-advanced-insights',
] as const;

/** The premium features of a site's type, with the plan each belongs to; legacy plans' are frozen. */
export function siteFeatures(type: string) {
  const frozen = type.startsWith('legacy-');
  const premium = PREMIUM_FEATURES.map((id) => ({ id, plan: 'premium' as const, frozen }));
  const ultimate = ULTIMATE_FEATURES.map((id) => ({ id, plan: 'ultimate' as const, frozen }));
  switch (type) {
    case 'premium':
    case 'sponsored':
    case 'legacy-premium':
      return premium;
    case 'ultimate':
      return [...premium, ...ultimate];
    default:
      return [];
  }
}

/** Whether `shareKey` is one of the site's share keys. */
export async function isShareKey(ctx: Context, siteId: string, shareKey: string | null | undefined): Promise<boolean> {
  if (!shareKey) return false;
  const hash = sha256(shareKey);
  return (await shareKeysOfSite(ctx).load(siteId)).some((k) => k.hash === hash && k.active);
}

/** The address of a published site: its proxy, its hostname, or a path under PUBLIC_URL. */
export function siteBaseUrl(ctx: Context, site: Site): string {
  if (site.proxyOrigin) return `https://${site.proxyOrigin}`;
  if (site.hostname) return `https://${site.hostname}`;
  return url(ctx, `/sites/${site.organizationId}/${encodeURIComponent(site.basename ?? site.id)}`);
}

/**
 * Published URL under the site (null while unpublished). On a share-link site, a valid `shareKey`
 * is the first path segment, where readers' URLs carry it (`POST /v1/urls/published` reads it there).
 */
export async function publishedUrl(
  ctx: Context,
  site: Site,
  path: string[],
  shareKey?: string | null,
): Promise<string | null> {
  if (!site.published) return null;
  const shared = site.visibility === 'share-link' && (await isShareKey(ctx, site.id, shareKey));
  return [siteBaseUrl(ctx, site), ...(shared ? [shareKey!] : []), ...path]
    .map((s, i) => (i ? encodeURIComponent(s) : s))
    .join('/');
}

export async function siteUrls(ctx: Context, site: Site, shareKey?: string | null) {
  return {
    location: url(ctx, `/v1/orgs/${site.organizationId}/sites/${site.id}`),
    app: url(ctx, `/app/o/${site.organizationId}/sites/${site.id}`),
    preview: url(ctx, `/preview/${site.organizationId}/sites/${site.id}`),
    published: await publishedUrl(ctx, site, [], shareKey),
  };
}

export const siteProxy = (ctx: Context, site: Site) =>
  site.proxyOrigin
    ? {
        origin: site.proxyOrigin,
        target: url(ctx, `/sites/${site.organizationId}/${encodeURIComponent(site.basename ?? site.id)}`),
      }
    : null;

// ---------------------------------------------------------------------------------------------
// Lists

export async function listSites(ctx: Context, organizationId: string, args: PageArgs, filters: unknown) {
  await getOrganization(ctx, organizationId);
  const member = await activeMember(ctx, organizationId);
  if (!member) throw new ForbiddenError(NEEDS.read);
  const f = parseInput(listFilters, filters);
  const where: PrismaNamespace.SiteWhereInput = {
    organizationId,
    // A guest lists the sites given to it or to one of its teams (siteRole).
    ...(member.role ? {} : { grants: { some: grantedTo(member.userId) } }),
    ...(f.space ? { siteSpaces: { some: { spaceId: f.space } } } : {}),
    ...(f.title ? { title: { contains: f.title, mode: 'insensitive' as const } } : {}),
    ...(f.published !== undefined ? { published: f.published } : {}),
    ...(f.type?.length ? { type: { in: f.type } } : {}),
  };
  return paginate(
    args,
    (page) => ctx.prisma.site.findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], ...page }),
    () => ctx.prisma.site.count({ where }),
  );
}

/** Grants to a user, directly or through one of its teams. */
export const grantedTo = (userId: string) => ({ OR: [{ userId }, { team: { members: { some: { userId } } } }] });

// ---------------------------------------------------------------------------------------------
// Mutations

/** Turns a unique-constraint failure into a 409. */
export async function unique<T>(run: () => Promise<T>, message: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PrismaNamespace.PrismaClientKnownRequestError && error.code === 'P2002')
      throw new ConflictError(message);
    throw error;
  }
}

export async function createSite(ctx: Context, organizationId: string, input: unknown) {
  await getOrganization(ctx, organizationId);
  const member = await activeMember(ctx, organizationId);
  if (!atLeast(member?.role as Role | null, 'create')) throw new ForbiddenError(NEEDS.create);
  const data = parseInput(createInput, input);
  const spaceIds = [...new Set(data.spaces ?? [])];
  const spaces = [];
  for (const [i, id] of spaceIds.entries()) spaces.push(await readableSpace(ctx, organizationId, id, `spaces.${i}`));
  const keys = generateNKeysBetween(null, null, spaces.length);
  const paths: string[] = [];
  const siteSpaces = spaces.map((space, i) => {
    const path = uniquePath(slugify(space.title, 'space'), paths);
    paths.push(path);
    return { id: newId(), spaceId: space.id, path, position: keys[i] };
  });
  return ctx.prisma.site.create({
    data: {
      id: newId(),
      organizationId,
      type: data.type ?? 'basic',
      title: data.title ?? 'Untitled site',
      visibility: data.visibility ?? 'public',
      visitorKey: randomString(48),
      defaultSiteSpaceId: siteSpaces[0]?.id ?? null,
      siteSpaces: { create: siteSpaces },
    },
  });
}

export async function updateSite(ctx: Context, organizationId: string, siteId: string, input: unknown) {
  const site = await requireSite(ctx, organizationId, siteId, 'admin');
  const data = parseInput(updateInput, input);
  const tree = await loadTree(ctx, site);
  const changes: PrismaNamespace.SiteUpdateInput = {};
  if (data.title !== undefined) changes.title = data.title;
  if (data.visibility !== undefined) changes.visibility = data.visibility;
  if (data.basename !== undefined) changes.basename = data.basename;
  if (data.hostname !== undefined) changes.hostname = data.hostname;
  if (data.proxy !== undefined) changes.proxyOrigin = data.proxy;
  if (data.adaptiveContent) changes.adaptiveContent = data.adaptiveContent.enabled;
  let defaultSectionId = tree.defaultSectionId;
  if (data.defaultSiteSection !== undefined) {
    if (!tree.sections.some((s) => s.id === data.defaultSiteSection)) {
      throw new BadRequestError(
        `Invalid 'defaultSiteSection': no section '${data.defaultSiteSection}' in this site`,
        'defaultSiteSection',
      );
    }
    defaultSectionId = data.defaultSiteSection;
    changes.defaultSectionId = defaultSectionId;
  }
  let sectionDefault: { sectionId: string; siteSpaceId: string } | null = null;
  if (data.defaultSiteSpace !== undefined) {
    // The default site space of the default section, or of the root level of a site without sections.
    const container = defaultSectionId ?? ROOT;
    if (!(tree.siteSpacesOf.get(container) ?? []).some((s) => s.id === data.defaultSiteSpace)) {
      throw new BadRequestError(
        `Invalid 'defaultSiteSpace': no site space '${data.defaultSiteSpace}' ${container ? 'in the default section' : 'at the root of this site'}`,
        'defaultSiteSpace',
      );
    }
    if (container === ROOT) changes.defaultSiteSpaceId = data.defaultSiteSpace;
    else sectionDefault = { sectionId: container, siteSpaceId: data.defaultSiteSpace };
  }
  const updated = await unique(
    () =>
      ctx.prisma.$transaction(async (tx) => {
        if (sectionDefault)
          await tx.siteSection.update({
            where: { id: sectionDefault.sectionId },
            data: { defaultSiteSpaceId: sectionDefault.siteSpaceId },
          });
        const row = await tx.site.update({ where: { id: site.id }, data: changes });
        if (row.visibility !== site.visibility)
          await recordAudit(tx, ctx, {
            organizationId,
            action: 'site.visibility_updated',
            target: { type: 'site', id: site.id, label: row.title },
            payload: { previousVisibility: site.visibility, visibility: row.visibility },
          });
        return row;
      }),
    data.hostname
      ? `The hostname '${data.hostname}' is already used by another site`
      : `The basename '${data.basename}' is already used by another site of this organization`,
  );
  forgetSite(ctx, site.id);
  return updated;
}

/** Deletes a site with its structure (sections, groups, site spaces, share keys); the spaces stay. */
export async function deleteSite(ctx: Context, organizationId: string, siteId: string): Promise<boolean> {
  requireViewer(ctx);
  await getOrganization(ctx, organizationId);
  const existing = await siteById(ctx).load(siteId);
  if (!existing || existing.organizationId !== organizationId) return false;
  await requireSite(ctx, organizationId, siteId, 'admin');
  const { count } = await ctx.prisma.site.deleteMany({ where: { id: siteId } });
  forgetSite(ctx, siteId);
  return count > 0;
}

export async function setPublished(ctx: Context, organizationId: string, siteId: string, published: boolean) {
  const site = await requireSite(ctx, organizationId, siteId, 'admin');
  const updated =
    site.published === published
      ? site
      : await ctx.prisma.$transaction(async (tx) => {
          await recordEvent(tx, {
            type: published ? 'site_published' : 'site_unpublished',
            organizationId,
            actorId: actorOf(ctx),
            data: { siteId: site.id },
          });
          await recordAudit(tx, ctx, {
            organizationId,
            action: published ? 'site.published' : 'site.unpublished',
            target: { type: 'site', id: site.id, label: site.title },
          });
          return tx.site.update({ where: { id: site.id }, data: { published } });
        });
  forgetSite(ctx, site.id);
  return updated;
}

// ---------------------------------------------------------------------------------------------
// Share keys and the visitor key

// An empty name is no name (GitBook's share link names may be empty).
const shareKeyName = z
  .string()
  .max(100)
  .nullable()
  .optional()
  .transform((n) => n || null);
const shareKeyInput = z.object({ name: shareKeyName });
const shareKeyUpdate = z.object({ name: shareKeyName.optional(), active: z.boolean().optional() });

/** Creates a share key; the key itself is returned only here (its SHA-256 is stored). */
export async function createShareKey(ctx: Context, organizationId: string, siteId: string, input: unknown) {
  const site = await requireSite(ctx, organizationId, siteId, 'admin');
  const { name } = parseInput(shareKeyInput, input);
  const key = randomString(32);
  const row = await ctx.prisma.siteShareKey.create({
    data: { id: newId(), siteId: site.id, hash: sha256(key), name: name ?? null },
  });
  forgetSite(ctx, site.id);
  return { shareKey: row, key };
}

export async function revokeShareKey(
  ctx: Context,
  organizationId: string,
  siteId: string,
  shareKeyId: string,
): Promise<boolean> {
  const site = await requireSite(ctx, organizationId, siteId, 'admin');
  const { count } = await ctx.prisma.siteShareKey.deleteMany({ where: { id: shareKeyId, siteId: site.id } });
  forgetSite(ctx, site.id);
  return count > 0;
}

/** Renames a share key or turns it off (`active: false`: its links open nothing) and on again. */
export async function updateShareKey(
  ctx: Context,
  organizationId: string,
  siteId: string,
  shareKeyId: string,
  input: unknown,
) {
  const site = await requireSite(ctx, organizationId, siteId, 'admin');
  const raw = (input ?? {}) as Record<string, unknown>;
  const parsed = parseInput(shareKeyUpdate, input);
  const data = {
    ...('name' in raw && raw.name !== undefined ? { name: parsed.name ?? null } : {}),
    ...(parsed.active !== undefined ? { active: parsed.active } : {}),
  };
  const key = await ctx.prisma.siteShareKey.findFirst({ where: { id: shareKeyId, siteId: site.id } });
  if (!key) throw new NotFoundError(`Share link '${shareKeyId}' not found`);
  const row = await ctx.prisma.siteShareKey.update({ where: { id: key.id }, data });
  forgetSite(ctx, site.id);
  return row;
}

export async function listShareKeys(ctx: Context, site: Site) {
  if (!atLeast(await siteRole(ctx, site), 'admin')) throw new ForbiddenError(NEEDS.admin);
  return [...(await shareKeysOfSite(ctx).load(site.id))].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1),
  );
}

/** A new visitor key: tokens signed with the previous one stop working. */
export async function rotateVisitorKey(ctx: Context, organizationId: string, siteId: string) {
  const site = await requireSite(ctx, organizationId, siteId, 'admin');
  const updated = await ctx.prisma.site.update({ where: { id: site.id }, data: { visitorKey: randomString(48) } });
  forgetSite(ctx, site.id);
  return updated;
}

// ---------------------------------------------------------------------------------------------
// Adaptive schema

const EMPTY_SCHEMA = { $schema: DRAFT_07, type: 'object', properties: {}, additionalProperties: false };

/** The site's adaptive schema; an empty one (no claims) until set. */
export function adaptiveSchemaOf(site: Site) {
  return {
    object: 'site-adaptive-schema',
    jsonSchema: (site.adaptiveSchema as Record<string, unknown> | null) ?? EMPTY_SCHEMA,
    updatedAt: site.adaptiveSchemaUpdatedAt ?? site.createdAt,
  };
}

export async function getAdaptiveSchema(ctx: Context, organizationId: string, siteId: string) {
  return adaptiveSchemaOf(await requireSite(ctx, organizationId, siteId, 'read'));
}

export async function updateAdaptiveSchema(ctx: Context, organizationId: string, siteId: string, jsonSchema: unknown) {
  const site = await requireSite(ctx, organizationId, siteId, 'admin');
  const schema = validateAdaptiveSchema(jsonSchema);
  const updated = await ctx.prisma.site.update({
    where: { id: site.id },
    data: { adaptiveSchema: schema as PrismaNamespace.InputJsonValue, adaptiveSchemaUpdatedAt: new Date() },
  });
  forgetSite(ctx, site.id);
  return adaptiveSchemaOf(updated);
}

/** Conditions a writer of adaptive content may start from, made from the site's claims schema (read role). */
export async function listTemplateConditions(ctx: Context, organizationId: string, siteId: string) {
  const site = await requireSite(ctx, organizationId, siteId, 'read');
  return templateConditions(adaptiveSchemaOf(site).jsonSchema as Record<string, unknown>);
}

/**
 * Where a member previews the site (`urls.preview`), at a site space when given: the reader's
 * member preview, published or not, which needs the member's sign-in (read role).
 */
export async function sitePreviewUrl(
  ctx: Context,
  organizationId: string,
  siteId: string,
  siteSpaceId?: string | null,
) {
  const site = await requireSite(ctx, organizationId, siteId, 'read');
  const base = siteUrls(ctx, site).then((u) => u.preview);
  if (!siteSpaceId) return { url: await base };
  const tree = await loadTree(ctx, site);
  const siteSpace = tree.siteSpaces.find((s) => s.id === siteSpaceId);
  if (!siteSpace)
    throw new BadRequestError(`Invalid 'siteSpace': no site space '${siteSpaceId}' in this site`, 'siteSpace');
  const section = siteSpace.sectionId ? tree.sections.find((s) => s.id === siteSpace.sectionId) : undefined;
  const path = [...(section ? [section.path] : []), siteSpace.path].map(encodeURIComponent).join('/');
  return { url: `${await base}/${path}` };
}

/** Indexes the content of the site's spaces for search now, rather than at the first search (edit role). */
export async function prewarmSiteSearch(ctx: Context, organizationId: string, siteId: string) {
  const site = await requireSite(ctx, organizationId, siteId, 'edit');
  const tree = await loadTree(ctx, site);
  await prewarmSpaces(ctx, [...new Set(tree.siteSpaces.map((s) => s.spaceId))]);
  return true;
}

export type { SiteTree };
