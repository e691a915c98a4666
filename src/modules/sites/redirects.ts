/**
 * Site redirects (GitBook's SiteRedirect): a source path, after the site's address (and after the
 * share key of a share-link site), sent to a section, a site space, a page or an external URL.
 *
 * - Sources follow GitBook's pattern; a trailing `*` makes a wildcard that matches every path it
 *   prefixes (`/docs/*` matches `/docs` too). They are stored in one spelling (percent-encoded
 *   UTF-8 except unreserved characters), so `/caf%c3%a9` and `/café` are the same source.
 * - Lookups (`GET .../redirect?source=`, `POST /v1/urls/published`) see live redirects only
 *   (`draft` ones wait to be published): an exact source first, else the longest wildcard.
 *   A redirect is followed before content: it may shadow a page on purpose.
 * - The destination is kept by id (a `path` given as input becomes the page it names), so the
 *   target follows later renames; a destination that no longer exists is no redirect.
 * - Automatic redirects: when a commit moves a space's head and a page's path changed (renamed,
 *   moved), every site publishing the space records a redirect from the page's old address (as
 *   `urls.published` gives it: without the default section's and default variant's segments) to
 *   the page, and drops automatic redirects whose source a page of the commit took again.
 * - Reading needs a role in the organization; changing needs the admin role (as site settings).
 */
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import type { Prisma as PrismaClient } from '../../db/prisma.ts';
import { onCommitted } from '../../engine/commit.ts';
import { loadTrees } from '../../engine/store.ts';
import { findByPath, findPage, type RevisionTree, walk } from '../../engine/tree.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import type { Prisma, Site, SiteRedirect } from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { revisionTree } from '../content/loaders.ts';
import { spaceById } from '../spaces/loaders.ts';
import { siteById } from './loaders.ts';
import { requireSite, siteBaseUrl, siteRole } from './service.ts';
import { isDefaultSiteSpace } from './site-spaces.ts';
import { buildTree, loadTree, type SiteTree } from './structure.ts';

const SOURCE =
  /^\/(?!\*)(?!.*\*.+)(?:[A-Za-z0-9\-._~+]|%[0-9A-Fa-f]{2})+(?:\/(?:[A-Za-z0-9\-._~+]|%[0-9A-Fa-f]{2})+)*(?:\/\*|\*)?$/;

const source = z.string().max(512).regex(SOURCE, 'must be a path such as /old/page, optionally ending with * or /*');
const id = z.string().min(1).max(100);
const destination = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('site-section'), siteSectionId: id }),
  z.object({ kind: z.literal('site-space'), siteSpaceId: id }),
  z.object({ kind: z.literal('site-page'), siteSpaceId: id, pageId: id }),
  z.object({
    kind: z.literal('external'),
    url: z
      .string()
      .max(2048)
      .url()
      .regex(/^https?:\/\//i, 'must be an http(s) URL'),
  }),
]);
const inputDestination = z.union([
  destination,
  z.object({ kind: z.literal('path'), spaceId: id, path: z.string().min(1).max(1024) }),
]);
export type Destination = z.output<typeof destination>;

const createInput = z.object({
  source,
  destination: inputDestination,
  captureWildcard: z.boolean().nullish(),
  draft: z.boolean().nullish(),
  permanent: z.boolean().nullish(),
});
const updateInput = z.object({
  source: source.optional(),
  destination: destination.optional(),
  captureWildcard: z.boolean().optional(),
  draft: z.boolean().optional(),
  permanent: z.boolean().optional(),
});
const bulkItem = z.union([
  z.object({ source, intent: z.literal('publish') }),
  z.object({
    source,
    intent: z.enum(['live', 'draft']).nullish(),
    captureWildcard: z.boolean().nullish(),
    permanent: z.boolean().nullish(),
    destination: inputDestination.nullable(),
  }),
]);
const bulkInput = z.object({ redirects: z.array(z.unknown()).min(1).max(500) });

/** One spelling of a path segment: UTF-8 percent-encoded except GitBook's unreserved characters. */
function canonicalSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {}
  return Array.from(new TextEncoder().encode(decoded), (b) => {
    const c = String.fromCharCode(b);
    return /[A-Za-z0-9\-._~+]/.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

/** A source or a path in the stored spelling (a trailing `*` kept). */
export function canonicalPath(path: string): string {
  const star = path.endsWith('*') ? '*' : '';
  const body = star ? path.slice(0, -1) : path;
  const segments = body.split('/').filter(Boolean).map(canonicalSegment);
  return `/${segments.join('/')}${star && body.endsWith('/') ? '/*' : star}`;
}

// ---------------------------------------------------------------------------------------------
// Destinations

/** The site spaces' page trees: the live revision of each space (null when it has none). */
async function liveTree(ctx: Context, spaceId: string): Promise<RevisionTree | null> {
  const space = await spaceById(ctx).load(spaceId);
  if (!space || space.deletedAt || !space.revisionId) return null;
  return revisionTree(ctx).load(space.revisionId);
}

/** Checks an input destination against the site; a `path` becomes the page it names. */
async function checkDestination(
  ctx: Context,
  tree: SiteTree,
  given: z.output<typeof inputDestination>,
): Promise<Destination> {
  const bad = (message: string) => new BadRequestError(`Invalid 'destination': ${message}`, 'destination');
  switch (given.kind) {
    case 'external':
      return given;
    case 'site-section':
      if (!tree.sections.some((s) => s.id === given.siteSectionId)) throw bad('no such section in the site');
      return given;
    case 'site-space':
      if (!tree.siteSpaces.some((s) => s.id === given.siteSpaceId)) throw bad('no such site space in the site');
      return given;
    case 'site-page': {
      const siteSpace = tree.siteSpaces.find((s) => s.id === given.siteSpaceId);
      if (!siteSpace) throw bad('no such site space in the site');
      const pages = await liveTree(ctx, siteSpace.spaceId);
      if (!pages || !findPage(pages, given.pageId)) throw bad('no such page in the site space');
      return given;
    }
    case 'path': {
      const siteSpace = tree.siteSpaces.find((s) => s.spaceId === given.spaceId);
      if (!siteSpace) throw bad('the site does not publish this space');
      const pages = await liveTree(ctx, siteSpace.spaceId);
      const found = pages && findByPath(pages, given.path);
      if (!found) throw bad(`no page at '${given.path}' in the space`);
      return { kind: 'site-page', siteSpaceId: siteSpace.id, pageId: found.page.id };
    }
  }
}

/** The path segments (after the site) of a site space: its section's and its own, unless defaults. */
function siteSpaceSegments(tree: SiteTree, siteSpaceId: string): string[] | null {
  const siteSpace = tree.siteSpaces.find((s) => s.id === siteSpaceId);
  if (!siteSpace) return null;
  const section = siteSpace.sectionId ? tree.sections.find((s) => s.id === siteSpace.sectionId) : undefined;
  const out: string[] = [];
  if (section && tree.defaultSectionId !== section.id) out.push(section.path);
  if (!isDefaultSiteSpace(tree, siteSpace)) out.push(siteSpace.path);
  return out;
}

/** Where a destination points today, as path segments after the site; null when it is gone. */
async function destinationSegments(ctx: Context, tree: SiteTree, to: Destination): Promise<string[] | null> {
  if (to.kind === 'site-section') {
    const section = tree.sections.find((s) => s.id === to.siteSectionId);
    return section ? (tree.defaultSectionId === section.id ? [] : [section.path]) : null;
  }
  if (to.kind === 'external') return null;
  const segments = siteSpaceSegments(tree, to.siteSpaceId);
  if (!segments || to.kind === 'site-space') return segments;
  const siteSpace = tree.siteSpaces.find((s) => s.id === to.siteSpaceId)!;
  const pages = await liveTree(ctx, siteSpace.spaceId);
  const page = pages && findPage(pages, to.pageId)?.page;
  return page ? [...segments, ...page.path.split('/')] : null;
}

/** The URL a redirect sends to, for a path it matched (`suffix`: what its wildcard matched). */
async function targetOf(
  ctx: Context,
  site: Site,
  redirect: SiteRedirect,
  suffix: string,
  sitePrefix: string[],
): Promise<{ url: string; external: boolean } | null> {
  const to = redirect.destination as Destination;
  const append = (base: string) =>
    redirect.captureWildcard && suffix ? `${base.replace(/\/+$/, '')}/${suffix.replace(/^\/+/, '')}` : base;
  if (to.kind === 'external') return { url: append(to.url), external: true };
  const segments = await destinationSegments(ctx, await loadTree(ctx, site), to);
  if (!segments) return null;
  const base = [siteBaseUrl(ctx, site), ...[...sitePrefix, ...segments].map(encodeURIComponent)].join('/');
  return { url: append(base), external: false };
}

// ---------------------------------------------------------------------------------------------
// Lookups

/** The live redirect for a path after the site (exact first, else the longest wildcard), with the suffix matched. */
async function matchRedirect(
  ctx: Context,
  siteId: string,
  path: string,
): Promise<{ redirect: SiteRedirect; suffix: string } | null> {
  const wanted = canonicalPath(path);
  if (wanted === '/') return null;
  const rows = await ctx.prisma.siteRedirect.findMany({
    where: { siteId, draft: false, OR: [{ source: wanted }, { wildcard: true }] },
  });
  const exact = rows.find((r) => r.source === wanted && !r.wildcard);
  if (exact) return { redirect: exact, suffix: '' };
  let best: { redirect: SiteRedirect; suffix: string } | null = null;
  for (const r of rows) {
    if (!r.wildcard) continue;
    const prefix = r.source.slice(0, -1);
    const bare = prefix.endsWith('/') ? prefix.slice(0, -1) : null;
    const suffix = wanted.startsWith(prefix) ? wanted.slice(prefix.length) : wanted === bare ? '' : null;
    if (suffix === null) continue;
    if (!best || r.source.length > best.redirect.source.length) best = { redirect: r, suffix };
  }
  return best;
}

/**
 * The redirect the URL lookup answers for the path after a site's prefix (share key included in
 * `sitePrefix`), or null: GitBook's PublishedContentRedirect.
 */
export async function publishedRedirect(
  ctx: Context,
  site: Site,
  segments: string[],
  sitePrefix: string[],
): Promise<{ target: 'content' | 'external'; redirect: string; site: string; permanent: boolean } | null> {
  if (!segments.length) return null;
  const found = await matchRedirect(ctx, site.id, `/${segments.map(encodeURIComponent).join('/')}`);
  if (!found) return null;
  const target = await targetOf(ctx, site, found.redirect, found.suffix, sitePrefix);
  if (!target) return null;
  return {
    target: target.external ? 'external' : 'content',
    redirect: target.url,
    site: site.id,
    permanent: found.redirect.permanent,
  };
}

/** `GET .../redirect?source=`: the redirect a path follows and where it leads; 404 when none. */
export async function redirectForSource(ctx: Context, site: Site, path: string, shareKey?: string | null) {
  const none = () => new NotFoundError(`No redirect for '${path}'`);
  if (!path.startsWith('/')) throw none();
  const found = await matchRedirect(ctx, site.id, path.split('?')[0]);
  if (!found) throw none();
  const prefix = site.visibility === 'share-link' && shareKey ? [shareKey] : [];
  const target = await targetOf(ctx, site, found.redirect, found.suffix, prefix);
  if (!target) throw none();
  return { redirect: found.redirect, target: target.url };
}

// ---------------------------------------------------------------------------------------------
// The API

export async function getSiteRedirect(ctx: Context, organizationId: string, siteId: string, redirectId: string) {
  await requireSite(ctx, organizationId, siteId, 'read');
  const row = await ctx.prisma.siteRedirect.findFirst({ where: { id: redirectId, siteId } });
  if (!row) throw new NotFoundError(`Site redirect '${redirectId}' not found`);
  return row;
}

export async function listSiteRedirects(
  ctx: Context,
  organizationId: string,
  siteId: string,
  args: PageArgs,
  filters: { search?: string | null; draft?: boolean | null; orderBy?: string | null },
) {
  await requireSite(ctx, organizationId, siteId, 'read');
  const orderBy = parseInput(z.enum(['createdAt', 'updatedAt', 'source']).nullish(), filters.orderBy) ?? 'createdAt';
  const search = parseInput(z.string().max(512).nullish(), filters.search);
  const where: Prisma.SiteRedirectWhereInput = {
    siteId,
    draft: filters.draft ?? false,
    ...(search ? { source: { contains: search, mode: 'insensitive' as const } } : {}),
  };
  const order: Prisma.SiteRedirectOrderByWithRelationInput[] =
    orderBy === 'source'
      ? [{ source: 'asc' }]
      : orderBy === 'updatedAt'
        ? [{ updatedAt: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }, { id: 'asc' }]
        : [{ createdAt: 'desc' }, { id: 'asc' }];
  return paginate(
    args,
    ({ skip, take }) => ctx.prisma.siteRedirect.findMany({ where, orderBy: order, skip, take }),
    () => ctx.prisma.siteRedirect.count({ where }),
  );
}

const conflict = (source: string, draft: boolean) =>
  new ConflictError(`A ${draft ? 'draft' : 'live'} redirect from '${source}' already exists`);

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002';

export async function createSiteRedirect(ctx: Context, organizationId: string, siteId: string, input: unknown) {
  const site = await requireSite(ctx, organizationId, siteId, 'admin');
  const data = parseInput(createInput, input);
  const to = await checkDestination(ctx, await loadTree(ctx, site), data.destination);
  const src = canonicalPath(data.source);
  const draft = data.draft ?? false;
  try {
    return await ctx.prisma.siteRedirect.create({
      data: {
        id: newId(),
        siteId,
        source: src,
        wildcard: src.endsWith('*'),
        draft,
        captureWildcard: data.captureWildcard ?? false,
        permanent: data.permanent ?? false,
        destination: to,
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(src, draft);
    throw error;
  }
}

export async function updateSiteRedirect(
  ctx: Context,
  organizationId: string,
  siteId: string,
  redirectId: string,
  input: unknown,
) {
  const site = await requireSite(ctx, organizationId, siteId, 'admin');
  const data = parseInput(updateInput, input);
  const row = await ctx.prisma.siteRedirect.findFirst({ where: { id: redirectId, siteId } });
  if (!row) throw new NotFoundError(`Site redirect '${redirectId}' not found`);
  const to = data.destination ? await checkDestination(ctx, await loadTree(ctx, site), data.destination) : undefined;
  const src = data.source ? canonicalPath(data.source) : undefined;
  try {
    return await ctx.prisma.siteRedirect.update({
      where: { id: row.id },
      data: {
        ...(src ? { source: src, wildcard: src.endsWith('*') } : {}),
        ...(to ? { destination: to } : {}),
        ...(data.captureWildcard !== undefined ? { captureWildcard: data.captureWildcard } : {}),
        ...(data.draft !== undefined ? { draft: data.draft } : {}),
        ...(data.permanent !== undefined ? { permanent: data.permanent } : {}),
        // Changed by hand: no longer Quire's to drop.
        automatic: false,
        updatedAt: new Date(),
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(src ?? row.source, data.draft ?? row.draft);
    throw error;
  }
}

export async function deleteSiteRedirect(ctx: Context, organizationId: string, siteId: string, redirectId: string) {
  await requireSite(ctx, organizationId, siteId, 'admin');
  const { count } = await ctx.prisma.siteRedirect.deleteMany({ where: { id: redirectId, siteId } });
  return count > 0;
}

export type BulkResult =
  | { status: 'created' | 'updated' | 'published'; source: string; draft: boolean; id: string }
  | { status: 'deleted'; source: string; draft: boolean }
  | { status: 'error'; source: string; draft: boolean; error: string };

/** `PUT .../redirects`: up to 500 upserts, deletions (destination null) and publications, each on its own. */
export async function upsertSiteRedirects(
  ctx: Context,
  organizationId: string,
  siteId: string,
  input: unknown,
): Promise<BulkResult[]> {
  const site = await requireSite(ctx, organizationId, siteId, 'admin');
  const { redirects } = parseInput(bulkInput, input);
  const tree = await loadTree(ctx, site);
  const results: BulkResult[] = [];
  for (const raw of redirects) {
    const given = (raw ?? {}) as { source?: unknown; intent?: unknown };
    const rawSource = typeof given.source === 'string' ? given.source : '';
    const parsed = bulkItem.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      results.push({
        status: 'error',
        source: rawSource,
        draft: given.intent === 'draft',
        error: `${issue.path.join('.') || 'redirect'}: ${issue.message}`,
      });
      continue;
    }
    const item = parsed.data;
    const src = canonicalPath(item.source);
    try {
      results.push(await applyBulkItem(ctx, tree, siteId, src, item));
    } catch (error) {
      if (!(error instanceof BadRequestError || error instanceof NotFoundError)) throw error;
      results.push({ status: 'error', source: src, draft: item.intent === 'draft', error: error.message });
    }
  }
  return results;
}

async function applyBulkItem(
  ctx: Context,
  tree: SiteTree,
  siteId: string,
  src: string,
  item: z.output<typeof bulkItem>,
): Promise<BulkResult> {
  if (item.intent === 'publish') {
    const draft = await ctx.prisma.siteRedirect.findUnique({
      where: { siteId_draft_source: { siteId, draft: true, source: src } },
    });
    if (!draft) throw new NotFoundError(`No draft redirect from '${src}'`);
    const fields = {
      wildcard: draft.wildcard,
      captureWildcard: draft.captureWildcard,
      permanent: draft.permanent,
      destination: draft.destination as Prisma.InputJsonValue,
    };
    const live = await ctx.prisma.$transaction(async (tx) => {
      await tx.siteRedirect.delete({ where: { id: draft.id } });
      return tx.siteRedirect.upsert({
        where: { siteId_draft_source: { siteId, draft: false, source: src } },
        create: { id: newId(), siteId, source: src, draft: false, ...fields },
        update: { ...fields, automatic: false, updatedAt: new Date() },
      });
    });
    return { status: 'published', source: src, draft: false, id: live.id };
  }
  const draft = item.intent === 'draft';
  const key = { siteId_draft_source: { siteId, draft, source: src } };
  if (item.destination === null) {
    const { count } = await ctx.prisma.siteRedirect.deleteMany({ where: { siteId, draft, source: src } });
    if (!count) throw new NotFoundError(`No ${draft ? 'draft' : 'live'} redirect from '${src}'`);
    return { status: 'deleted', source: src, draft };
  }
  const to = await checkDestination(ctx, tree, item.destination);
  const existing = await ctx.prisma.siteRedirect.findUnique({ where: key });
  const fields = {
    destination: to,
    captureWildcard: item.captureWildcard ?? false,
    ...(item.permanent != null ? { permanent: item.permanent } : {}),
  };
  const row = existing
    ? await ctx.prisma.siteRedirect.update({
        where: { id: existing.id },
        data: { ...fields, automatic: false, updatedAt: new Date() },
      })
    : await ctx.prisma.siteRedirect.create({
        data: { id: newId(), siteId, source: src, wildcard: src.endsWith('*'), draft, ...fields },
      });
  return { status: existing ? 'updated' : 'created', source: src, draft, id: row.id };
}

// ---------------------------------------------------------------------------------------------
// Automatic redirects: a page whose path changed in a space's live revision

/** Old path -> page id of the pages (not links) whose path changed from `before` to `after`. */
function movedPages(before: RevisionTree, after: RevisionTree) {
  const old = new Map<string, string>();
  for (const { page } of walk(before.pages)) if (page.kind !== 'link') old.set(page.id, page.path);
  const moved: { from: string; pageId: string }[] = [];
  const arrived: string[] = [];
  for (const { page } of walk(after.pages)) {
    if (page.kind === 'link') continue;
    const was = old.get(page.id);
    if (was === page.path) continue;
    arrived.push(page.path);
    if (was !== undefined) moved.push({ from: was, pageId: page.id });
  }
  return { moved, arrived };
}

const sourceOf = (segments: string[], pagePath: string) =>
  canonicalPath(`/${[...segments, ...pagePath.split('/')].map(encodeURIComponent).join('/')}`);

/** Records the redirects a live commit's moved pages leave (the commit hook; failures are reported, not thrown). */
export async function recordMovedPages(
  prisma: PrismaClient,
  commit: { spaceId: string; changeRequestId: string | null; baseRevisionId: string | null; tree: RevisionTree },
) {
  if (commit.changeRequestId || !commit.baseRevisionId) return;
  const published = await prisma.siteSpace.findMany({ where: { spaceId: commit.spaceId }, select: { siteId: true } });
  if (!published.length) return;
  const base = await prisma.revision.findUnique({ where: { id: commit.baseRevisionId }, select: { root: true } });
  if (!base?.root) return;
  const [before] = await loadTrees(prisma, [base.root]);
  const { moved, arrived } = movedPages(before, commit.tree);
  if (!moved.length && !arrived.length) return;
  for (const siteId of [...new Set(published.map((p) => p.siteId))]) {
    const [site, sections, groups, siteSpaces] = await Promise.all([
      prisma.site.findUnique({ where: { id: siteId } }),
      prisma.siteSection.findMany({ where: { siteId } }),
      prisma.siteSectionGroup.findMany({ where: { siteId } }),
      prisma.siteSpace.findMany({ where: { siteId } }),
    ]);
    if (!site) continue;
    const tree = buildTree(site, sections, groups, siteSpaces);
    for (const siteSpace of tree.siteSpaces.filter((s) => s.spaceId === commit.spaceId)) {
      const segments = siteSpaceSegments(tree, siteSpace.id) ?? [];
      // A page that took an address again is served there: the automatic redirect from it goes.
      const taken = arrived.map((path) => sourceOf(segments, path));
      if (taken.length)
        await prisma.siteRedirect.deleteMany({ where: { siteId, automatic: true, source: { in: taken } } });
      for (const { from, pageId } of moved) {
        const src = sourceOf(segments, from);
        const destination = { kind: 'site-page', siteSpaceId: siteSpace.id, pageId };
        // A redirect set by hand from this address stays as it is.
        await prisma.siteRedirect.upsert({
          where: { siteId_draft_source: { siteId, draft: false, source: src } },
          create: { id: newId(), siteId, source: src, destination, automatic: true },
          update: {},
        });
      }
    }
  }
}

onCommitted(recordMovedPages);

/** A redirect by id, for the node interface: null unless the caller has a role in its site's organization. */
export async function readableRedirect(ctx: Context, redirectId: string): Promise<SiteRedirect | null> {
  const row = await ctx.prisma.siteRedirect.findUnique({ where: { id: redirectId } });
  if (!row) return null;
  const site = await siteById(ctx).load(row.siteId);
  return site && (await siteRole(ctx, site)) !== null ? row : null;
}
