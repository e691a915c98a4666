/**
 * The JSON shapes of GitBook's RevisionPage / RevisionFile / Revision urls, as REST serves them.
 * The page tree has any depth, which a GraphQL selection cannot express: it is served as JSON
 * built here.
 */

import { servedDocument } from '../../engine/block-keys.ts';
import { stableRefsMarkdown } from '../../engine/link-refs.ts';
import { type RevisionTree, type TreeFile, type TreePage, walk } from '../../engine/tree.ts';
import type { Space } from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { readerSite, url } from '../../request/context.ts';
import { publishedFileURL } from '../../request/site-tokens.ts';
import { spaceUrls } from '../spaces/service.ts';
import { documentByHash, type RevisionRow, revisionTree } from './loaders.ts';

export type DocumentFormat = 'document' | 'markdown';
/** How markdown names the pages and files it links to: as stored, or by id (GitBook's `stable`). */
export type MarkdownRefs = 'relative' | 'stable';

export const DEFAULT_LAYOUT = {
  width: 'default',
  cover: true,
  coverSize: 'hero',
  coverMask: 'none',
  title: true,
  description: true,
  tableOfContents: true,
  outline: true,
  pagination: true,
  metadata: true,
  tags: true,
  actions: true,
  anchors: true,
} as const;

const EMPTY_DOCUMENT = { object: 'document', data: {}, nodes: [] };

/** A site token's reads give signed URLs a browser loads without a token (src/request/site-tokens.ts). */
export const downloadURL = (ctx: Context, spaceId: string, f: TreeFile) => {
  const site = readerSite(ctx);
  return (
    (site && publishedFileURL(ctx, site, spaceId, f)) ??
    url(ctx, `/v1/spaces/${spaceId}/content/files/${f.id}/download?v=${f.hash.slice(0, 16)}`)
  );
};

export const fileShape = (ctx: Context, spaceId: string, f: TreeFile) => ({
  id: f.id,
  name: f.name,
  contentType: f.contentType,
  downloadURL: downloadURL(ctx, spaceId, f),
  size: f.size,
  ...(f.dimensions ? { dimensions: f.dimensions } : {}),
});

/** The markdown bodies of pages and all their sub-pages, by document hash (one statement). */
async function loadBodies(ctx: Context, pages: TreePage[]): Promise<Map<string, string | null>> {
  const hashes = [...walk(pages)].map((e) => e.page.document).filter((h): h is string => !!h);
  const loaded = await documentByHash(ctx).loadMany(hashes);
  return new Map(hashes.map((h, i) => [h, typeof loaded[i] === 'string' ? loaded[i] : null]));
}

const pageAppUrl = (ctx: Context, space: Space, page: TreePage) => `${spaceUrls(ctx, space).app}/${page.path}`;

/**
 * A page and its sub-pages in GitBook's RevisionPage shape. Every document page carries its body
 * (OpenAPI's RevisionPageDocument requires `markdown` or `document`): `format` picks which.
 * Documents name the pages and files of `tree` (its revision) they link to by id.
 */
export async function pageShape(
  ctx: Context,
  space: Space,
  page: TreePage,
  format: DocumentFormat,
  tree: RevisionTree,
  refs: MarkdownRefs = 'relative',
): Promise<Record<string, unknown>> {
  return shape(ctx, space, page, format, await loadBodies(ctx, [page]), tree, refs);
}

function shape(
  ctx: Context,
  space: Space,
  page: TreePage,
  format: DocumentFormat,
  bodies: Map<string, string | null>,
  tree: RevisionTree,
  refs: MarkdownRefs = 'relative',
): Record<string, unknown> {
  const base = {
    id: page.id,
    title: page.title,
    ...(page.emoji ? { emoji: page.emoji } : {}),
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
  };
  const children = () => page.pages.map((p) => shape(ctx, space, p, format, bodies, tree, refs));
  if (page.kind === 'link') {
    return {
      ...base,
      kind: 'link',
      type: 'link',
      target: { kind: 'url', url: page.href ?? '' },
      href: page.href ?? '',
      ...(page.hidden ? { hidden: true } : {}),
    };
  }
  if (page.kind === 'group') {
    return {
      ...base,
      kind: 'group',
      type: 'group',
      slug: page.slug,
      path: page.path,
      hidden: !!page.hidden,
      pages: children(),
    };
  }
  const markdown = page.document ? (bodies.get(page.document) ?? '') : '';
  return {
    ...base,
    kind: 'sheet',
    type: 'document',
    urls: { app: pageAppUrl(ctx, space, page) },
    slug: page.slug,
    path: page.path,
    ...(page.description ? { description: page.description } : {}),
    hidden: !!page.hidden,
    pages: children(),
    layout: DEFAULT_LAYOUT,
    tags: [],
    ...(page.document ? { documentId: page.document } : {}),
    ...(format === 'markdown'
      ? { markdown: refs === 'stable' ? stableRefsMarkdown(markdown, { tree, page }) : markdown }
      : { document: markdown ? servedDocument(markdown, { tree, page }) : EMPTY_DOCUMENT }),
  };
}

/** The whole page tree of a revision (bodies as markdown, loaded in one statement). */
export async function treeShape(
  ctx: Context,
  space: Space,
  revision: RevisionRow,
  format: DocumentFormat = 'markdown',
) {
  const tree = await revisionTree(ctx).load(revision.id);
  const bodies = await loadBodies(ctx, tree.pages);
  return tree.pages.map((p) => shape(ctx, space, p, format, bodies, tree));
}

export function revisionUrls(ctx: Context, space: Space, revision: RevisionRow) {
  const urls = spaceUrls(ctx, space);
  const at = `/~/revisions/${revision.id}`;
  return {
    app: `${urls.app}${at}`,
    published: urls.published ? `${urls.published}${at}` : null,
    public: urls.public ? `${urls.public}${at}` : null,
  };
}
