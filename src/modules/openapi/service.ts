/**
 * OpenAPI specifications of an organization.
 *
 * - Non-guest members list and read them (guests: 403); admins manage them (PUT an existing spec,
 *   delete); members with `createOpenAPISpec` (the `create` role and up) may create them.
 * - `source` is `{ url }` (fetched by the background processor with the guarded fetch) or
 *   `{ text }`. A URL refused without resolving names (not http(s), a private or loopback IP
 *   literal, localhost; unless IMPORT_ALLOWED_HOSTS lists it) is a 400 here; a name that
 *   resolves to a refused address fails later with FETCH_ERROR.
 * - Every create or source change puts the spec in `pending` and wakes the processor; the
 *   response does not wait for processing.
 */
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { OpenAPISpec } from '../../generated/prisma/client.ts';
import { checkUrl, FetchRefusedError } from '../../infra/safe-fetch.ts';
import { activeMember } from '../../request/access.ts';
import type { Context } from '../../request/context.ts';
import { url } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { atLeast, type Role } from '../../request/roles.ts';
import { getOrganization, requireOrgMember, requireOrgRole } from '../organizations/service.ts';
import {
  forgetOpenAPISpec,
  loadOpenAPISpecBySlug,
  type OpenAPISpecVersionInfo,
  openAPISpecById,
  openAPISpecVersionById,
  openAPISpecVersionContent,
} from './loaders.ts';
import { wakeOpenAPIProcessor } from './processor.ts';

/** The spec documents' slug: lowercase letters and digits in hyphen-separated words (1 to 100). */
export const openAPISpecSlug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters and digits, in words separated by single hyphens');

/** Largest specification given as text (REST bodies are limited to 5 MiB anyway). */
export const MAX_SPEC_TEXT = 10 * 1024 * 1024;

const urlSource = z.object({ url: z.string().min(1).max(2048) });
const textSource = z.object({
  text: z
    .string()
    .min(1)
    .max(MAX_SPEC_TEXT)
    .refine((t) => !t.includes('\u0000'), 'must be text (no NUL characters)'),
});

type Source = { url: string } | { text: string };

function parseSource(ctx: Context, raw: unknown): Source {
  const given =
    raw && typeof raw === 'object' && !Array.isArray(raw)
      ? Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== null && v !== undefined))
      : null;
  if (!given) throw new BadRequestError("'source' is required: { url } or { text }", 'source');
  const keys = Object.keys(given);
  if (keys.length !== 1 || (keys[0] !== 'url' && keys[0] !== 'text')) {
    throw new BadRequestError("'source' must be either { url } or { text }", 'source');
  }
  if (keys[0] === 'text') return parseInput(z.object({ source: textSource }), { source: given }).source;
  const { url: raw_url } = parseInput(z.object({ source: urlSource }), { source: given }).source;
  try {
    return { url: checkUrl(raw_url, ctx.config.importAllowedHosts).href };
  } catch (error) {
    if (error instanceof FetchRefusedError)
      throw new BadRequestError(`Invalid 'source.url': ${error.message}`, 'source.url');
    throw error;
  }
}

const sourceData = (source: Source) =>
  'url' in source ? { sourceURL: source.url, sourceText: null } : { sourceURL: null, sourceText: source.text };

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === 'P2002';

async function callerRole(ctx: Context, organizationId: string): Promise<Role | null> {
  const member = await activeMember(ctx, organizationId);
  return (member?.role ?? null) as Role | null;
}

async function requireCreate(ctx: Context, organizationId: string) {
  await getOrganization(ctx, organizationId);
  if (!atLeast(await callerRole(ctx, organizationId), 'create')) {
    throw new ForbiddenError('Creating OpenAPI specifications requires the create role in the organization');
  }
}

export async function openAPISpecPermissions(ctx: Context, spec: OpenAPISpec) {
  const role = await callerRole(ctx, spec.organizationId);
  return { view: role !== null, edit: atLeast(role, 'admin') };
}

export const openAPISpecUrls = (ctx: Context, spec: OpenAPISpec) => ({
  location: url(ctx, `/v1/orgs/${spec.organizationId}/openapi/${spec.slug}`),
  app: url(ctx, `/app/o/${spec.organizationId}/openapi/${spec.slug}`),
});

/** A spec by its Relay id, when the caller may see it. */
export async function loadVisibleOpenAPISpec(ctx: Context, id: string): Promise<OpenAPISpec | null> {
  if (!ctx.viewer) return null;
  const spec = await openAPISpecById(ctx).load(id);
  return spec && (await callerRole(ctx, spec.organizationId)) !== null ? spec : null;
}

export async function listOpenAPISpecs(ctx: Context, organizationId: string, args: PageArgs) {
  await requireOrgMember(ctx, organizationId);
  const where = { organizationId };
  return paginate(
    args,
    (page) => ctx.prisma.openAPISpec.findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], ...page }),
    () => ctx.prisma.openAPISpec.count({ where }),
  );
}

export async function getOpenAPISpec(ctx: Context, organizationId: string, slug: string): Promise<OpenAPISpec> {
  await requireOrgMember(ctx, organizationId);
  const spec = await loadOpenAPISpecBySlug(ctx, organizationId, slug);
  if (!spec) throw new NotFoundError(`No OpenAPI specification '${slug}' in this organization`);
  return spec;
}

export async function createOpenAPISpec(
  ctx: Context,
  organizationId: string,
  input: { slug?: unknown; source?: unknown },
) {
  await requireCreate(ctx, organizationId);
  const slug = parseInput(z.object({ slug: openAPISpecSlug }), { slug: input.slug }).slug;
  const source = parseSource(ctx, input.source);
  if (await loadOpenAPISpecBySlug(ctx, organizationId, slug))
    throw new ConflictError(`An OpenAPI specification '${slug}' already exists`);
  let spec: OpenAPISpec;
  try {
    spec = await ctx.prisma.openAPISpec.create({ data: { id: newId(), organizationId, slug, ...sourceData(source) } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(`An OpenAPI specification '${slug}' already exists`);
    throw error;
  }
  forgetOpenAPISpec(ctx, spec);
  wakeOpenAPIProcessor(ctx.prisma);
  return spec;
}

/** PUT: updates the source of an existing spec (admins) or creates it (createOpenAPISpec). */
export async function createOrUpdateOpenAPISpec(
  ctx: Context,
  organizationId: string,
  specSlug: string,
  input: { source?: unknown },
): Promise<{ spec: OpenAPISpec; created: boolean }> {
  await getOrganization(ctx, organizationId);
  const existing = await loadOpenAPISpecBySlug(ctx, organizationId, specSlug);
  if (existing) {
    await requireOrgRole(ctx, organizationId, 'admin');
    const source = parseSource(ctx, input.source);
    return { spec: await updateSource(ctx, existing, source), created: false };
  }
  await requireCreate(ctx, organizationId);
  const slug = parseInput(z.object({ specSlug: openAPISpecSlug }), { specSlug }).specSlug;
  const source = parseSource(ctx, input.source);
  try {
    const spec = await ctx.prisma.openAPISpec.create({
      data: { id: newId(), organizationId, slug, ...sourceData(source) },
    });
    forgetOpenAPISpec(ctx, spec);
    wakeOpenAPIProcessor(ctx.prisma);
    return { spec, created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Created concurrently: this PUT becomes an update (which needs the admin role).
    await requireOrgRole(ctx, organizationId, 'admin');
    const spec = await ctx.prisma.openAPISpec.findUniqueOrThrow({
      where: { organizationId_slug: { organizationId, slug } },
    });
    return { spec: await updateSource(ctx, spec, source), created: false };
  }
}

async function updateSource(ctx: Context, spec: OpenAPISpec, source: Source) {
  const updated = await ctx.prisma.openAPISpec.update({
    where: { id: spec.id },
    data: { ...sourceData(source), processingState: 'pending', claimedAt: null, generation: { increment: 1 } },
  });
  forgetOpenAPISpec(ctx, updated);
  wakeOpenAPIProcessor(ctx.prisma);
  return updated;
}

export async function deleteOpenAPISpec(ctx: Context, organizationId: string, specSlug: string): Promise<boolean> {
  await requireOrgRole(ctx, organizationId, 'admin');
  const spec = await loadOpenAPISpecBySlug(ctx, organizationId, specSlug);
  if (!spec) return false;
  const { count } = await ctx.prisma.openAPISpec.deleteMany({ where: { id: spec.id } });
  forgetOpenAPISpec(ctx, spec);
  return count > 0;
}

export async function listOpenAPISpecVersions(ctx: Context, spec: OpenAPISpec, args: PageArgs) {
  const where = { specId: spec.id };
  return paginate(
    args,
    (page) =>
      ctx.prisma.openAPISpecVersion.findMany({
        where,
        omit: { text: true, document: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...page,
      }),
    () => ctx.prisma.openAPISpecVersion.count({ where }),
  );
}

/**
 * The parsed document of the latest processed version of a spec, for computed content
 * (`builtin:openapi`): null while no version was processed successfully.
 */
export async function openAPISpecDocument(
  ctx: Context,
  organizationId: string,
  slug: string,
): Promise<Record<string, unknown> | null> {
  const spec = await getOpenAPISpec(ctx, organizationId, slug);
  if (!spec.lastVersionId) return null;
  const content = await openAPISpecVersionContent(ctx).load(spec.lastVersionId);
  return (content?.document as Record<string, unknown> | undefined) ?? null;
}

export const OPENAPI_SPEC_VISIBILITIES = ['private', 'public'] as const;

/** PATCH: sets who can see a specification (admins). */
export async function updateOpenAPISpecVisibility(
  ctx: Context,
  organizationId: string,
  specSlug: string,
  input: { visibility?: unknown },
) {
  await requireOrgRole(ctx, organizationId, 'admin');
  const { visibility } = parseInput(z.object({ visibility: z.enum(OPENAPI_SPEC_VISIBILITIES) }), input);
  const spec = await getOpenAPISpec(ctx, organizationId, specSlug);
  const updated = await ctx.prisma.openAPISpec.update({ where: { id: spec.id }, data: { visibility } });
  forgetOpenAPISpec(ctx, updated);
  return updated;
}

/** A processed version of a specification: `versionId`, else the latest (404 when none was processed yet). */
export async function getOpenAPISpecVersion(
  ctx: Context,
  organizationId: string,
  specSlug: string,
  versionId?: string | null,
): Promise<OpenAPISpecVersionInfo> {
  const spec = await getOpenAPISpec(ctx, organizationId, specSlug);
  const id = versionId ?? spec.lastVersionId;
  const version = id ? await openAPISpecVersionById(ctx).load(id) : null;
  if (!version || version.specId !== spec.id)
    throw new NotFoundError(
      versionId ? `No version '${versionId}' of the specification '${specSlug}'` : `'${specSlug}' has no version yet`,
    );
  return version;
}

/** The versions of a specification found by slug, newest first. */
export async function listOpenAPISpecVersionsBySlug(
  ctx: Context,
  organizationId: string,
  specSlug: string,
  args: PageArgs,
) {
  return listOpenAPISpecVersions(ctx, await getOpenAPISpec(ctx, organizationId, specSlug), args);
}

/** The text of a version as given, and whether it is JSON or YAML. */
export async function openAPISpecVersionRaw(ctx: Context, version: OpenAPISpecVersionInfo) {
  const text = (await openAPISpecVersionContent(ctx).load(version.id))?.text ?? '';
  return { text, format: /^\s*[[{]/.test(text) ? 'json' : 'yaml' };
}

/** Where a version can be read: its source URL, or (a text source) the specification in the API. */
export async function openAPISpecVersionUrls(ctx: Context, version: OpenAPISpecVersionInfo) {
  const spec = (await openAPISpecById(ctx).load(version.specId))!;
  const location = url(ctx, `/v1/orgs/${spec.organizationId}/openapi/${spec.slug}/versions/${version.id}`);
  const source = spec.sourceURL ?? openAPISpecUrls(ctx, spec).location;
  return { location, source, public: spec.visibility === 'public' ? source : null };
}

/**
 * A version as GitBook's OpenAPISpecContent (as `latest/content` serves the latest): the document
 * as the one file of an openapi-parser "filesystem", its source and public URLs.
 */
export async function openAPISpecVersionFiles(ctx: Context, version: OpenAPISpecVersionInfo) {
  const { source, public: open } = await openAPISpecVersionUrls(ctx, version);
  const document = (await openAPISpecVersionContent(ctx).load(version.id))?.document ?? {};
  return {
    filesystem: [{ dir: '/', isEntrypoint: true, references: [], filename: 'openapi.json', specification: document }],
    urls: { source, public: open },
  };
}
