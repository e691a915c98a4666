/**
 * Links between pages, files and URLs of a revision: parsed from the page documents (see
 * src/engine/links.ts for how a link resolves and gets its status), listed per page, per
 * space (with stats), and reversed into backlinks (pages of the same revision linking to a page
 * or a file). Extracted links are cached per document hash (documents are immutable); the
 * markdown of the others is loaded in one statement per request.
 */

import {
  extractLinks,
  type LinkIndex,
  type LinkStatus,
  linkIndex,
  type RawLink,
  type ResolvedLink,
  resolveLink,
} from '../../engine/links.ts';
import { type RevisionTree, type TreePage, walk } from '../../engine/tree.ts';
import { BadRequestError } from '../../errors.ts';
import type { Space } from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { url } from '../../request/context.ts';
import { type PageArgs, paginateArray } from '../../request/pagination.ts';
import type { RevisionRow } from '../content/loaders.ts';
import { documentByHash } from '../content/loaders.ts';
import { treeOf } from '../content/service.ts';

export const LINK_STATUSES = ['ok', 'broken', 'in-app'] as const;

const CACHE_SIZE = 20_000;
const linksCache = new Map<string, RawLink[]>();
function remember(hash: string, links: RawLink[]) {
  linksCache.delete(hash);
  linksCache.set(hash, links);
  while (linksCache.size > CACHE_SIZE) linksCache.delete(linksCache.keys().next().value!);
}

/** Raw links of documents by hash (cache, else one statement for the missing markdown). */
async function rawLinks(ctx: Context, hashes: string[]): Promise<Map<string, RawLink[]>> {
  const out = new Map<string, RawLink[]>();
  for (const h of hashes) {
    const cached = linksCache.get(h);
    if (cached) out.set(h, cached);
  }
  const missing = [...new Set(hashes.filter((h) => !out.has(h)))];
  if (missing.length) {
    const bodies = await documentByHash(ctx).loadMany(missing);
    missing.forEach((h, i) => {
      const links = typeof bodies[i] === 'string' ? extractLinks(bodies[i] as string) : [];
      out.set(h, links);
      remember(h, links);
    });
  }
  return out;
}

export interface PageLink extends ResolvedLink {
  source: TreePage;
  revision: RevisionRow;
}

export interface LinkStats {
  total: number;
  broken: { total: number; changeRequest: number };
}

const appUrl = (ctx: Context) => url(ctx, '/app');

/** Every link of the given pages (document order, pages in tree order). */
async function linksOf(
  ctx: Context,
  revision: RevisionRow,
  tree: RevisionTree,
  pages: TreePage[],
): Promise<PageLink[]> {
  const docs = pages.filter((p) => p.kind === 'document' && p.document);
  const raw = await rawLinks(
    ctx,
    docs.map((p) => p.document!),
  );
  const index: LinkIndex = linkIndex(tree);
  const app = appUrl(ctx);
  return docs.flatMap((source) =>
    (raw.get(source.document!) ?? []).map((l) => ({ ...resolveLink(l, source, index, app), source, revision })),
  );
}

export function checkStatus(status: string | null | undefined): LinkStatus | undefined {
  if (status == null) return undefined;
  if (!(LINK_STATUSES as readonly string[]).includes(status))
    throw new BadRequestError(`'status' must be one of ${LINK_STATUSES.map((s) => `"${s}"`).join(', ')}`, 'status');
  return status as LinkStatus;
}

const statsOf = (links: PageLink[]): LinkStats => ({
  total: links.length,
  broken: { total: links.filter((l) => l.status === 'broken').length, changeRequest: 0 },
});

/** Links of one page. */
export async function pageLinks(ctx: Context, revision: RevisionRow, page: TreePage) {
  return linksOf(ctx, revision, await treeOf(ctx, revision), [page]);
}

/** Links of every page of a revision. */
export async function revisionLinks(ctx: Context, revision: RevisionRow) {
  const tree = await treeOf(ctx, revision);
  return linksOf(
    ctx,
    revision,
    tree,
    [...walk(tree.pages)].map((e) => e.page),
  );
}

export const linkConnection = (args: PageArgs, links: PageLink[], status?: string | null) => {
  const wanted = checkStatus(status);
  return paginateArray(args, wanted ? links.filter((l) => l.status === wanted) : links);
};

export const linkStats = statsOf;

/** Pages of the revision with at least one link to the page or file (tree order, each once). */
export async function backlinks(
  ctx: Context,
  revision: RevisionRow,
  target: { pageId?: string; fileId?: string },
): Promise<{ page: TreePage; links: PageLink[] }[]> {
  const all = await revisionLinks(ctx, revision);
  const bySource = new Map<string, { page: TreePage; links: PageLink[] }>();
  for (const l of all) {
    const hit =
      (target.pageId &&
        l.target.kind === 'page' &&
        l.target.page.id === target.pageId &&
        l.source.id !== target.pageId) ||
      (target.fileId && l.target.kind === 'file' && l.target.file.id === target.fileId);
    if (!hit) continue;
    const entry = bySource.get(l.source.id);
    if (entry) entry.links.push(l);
    else bySource.set(l.source.id, { page: l.source, links: [l] });
  }
  return [...bySource.values()];
}

export type { Space };
