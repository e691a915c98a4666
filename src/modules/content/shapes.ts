/**
 * The JSON shapes of GitBook's RevisionPage / RevisionFile / Revision urls, as REST serves them.
 * The page tree has any depth, which a GraphQL selection cannot express: it is served as JSON
 * built here.
 */

import { servedDocument } from '../../engine/block-keys.ts';
import { stableRefsMarkdown } from '../../engine/link-refs.ts';
import type { JsonDocument } from '../../engine/markdown-nodes.ts';
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

/**
 * A site token's reads give signed URLs a browser loads without a token (src/request/site-tokens.ts).
 * Otherwise the URL names the revision (`revision`), so a file of a change request or of an older
 * revision is served too; without it the download reads the live revision.
 */
export const downloadURL = (ctx: Context, spaceId: string, f: TreeFile, revisionId?: string) => {
  const site = readerSite(ctx);
  const revision = revisionId ? `&revision=${encodeURIComponent(revisionId)}` : '';
  return (
    (site && publishedFileURL(ctx, site, spaceId, f)) ??
    url(ctx, `/v1/spaces/${spaceId}/content/files/${f.id}/download?v=${f.hash.slice(0, 16)}${revision}`)
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

/** The markdown bodies of `pages` (not their sub-pages), by document hash (one statement, none for no page). */
async function loadBodies(ctx: Context, pages: Iterable<TreePage>): Promise<Map<string, string | null>> {
  const hashes = [...new Set([...pages].map((p) => p.document).filter((h): h is string => !!h))];
  if (!hashes.length) return new Map();
  const loaded = await documentByHash(ctx).loadMany(hashes);
  return new Map(hashes.map((h, i) => [h, typeof loaded[i] === 'string' ? loaded[i] : null]));
}

const pageAppUrl = (ctx: Context, space: Space, page: TreePage) => `${spaceUrls(ctx, space).app}/${page.path}`;

/**
 * Served documents of pages of revisions, shared across requests. A revision never changes once
 * written, so the document of a page of a revision (its body, with its links resolved in that
 * revision's tree) is always the same: the key names the revision, the page and the body's hash.
 * Callers never mutate a served document. Bounded by the markdown the documents were made from
 * (their objects weigh about 8 times their markdown: 2 Mi characters hold about 500 pages of 4 KB
 * in about 16 MB of heap), least recently used out first; a body of more than a sixteenth of that
 * is converted on each read.
 */
const SERVED_CACHE_CHARS = 2 * 1024 * 1024;
const servedCache = new Map<string, { document: JsonDocument; weight: number }>();
let servedChars = 0;

const servedKey = (revisionId: string, page: TreePage) => `${revisionId}/${page.id}/${page.document}`;

function cachedServed(key: string): JsonDocument | undefined {
  const hit = servedCache.get(key);
  if (!hit) return undefined;
  servedCache.delete(key);
  servedCache.set(key, hit);
  return hit.document;
}

function rememberServed(key: string, document: JsonDocument, weight: number) {
  if (weight > SERVED_CACHE_CHARS / 16) return;
  const old = servedCache.get(key);
  if (old) {
    servedCache.delete(key);
    servedChars -= old.weight;
  }
  servedCache.set(key, { document, weight });
  servedChars += weight;
  for (const [k, v] of servedCache) {
    if (servedChars <= SERVED_CACHE_CHARS) break;
    servedCache.delete(k);
    servedChars -= v.weight;
  }
}

/**
 * What builds page shapes: the revision's tree and its id when it is a stored revision (its
 * served documents are then cached; a tree made on the fly, such as computed content, is not),
 * the served documents the cache had when the shape began, and the bodies of the other pages.
 */
interface ShapeSource {
  tree: RevisionTree;
  revisionId?: string;
  served: Map<string, JsonDocument>;
  bodies: Map<string, string | null>;
}

/**
 * Gathers what shapes of `pages` in `format` read: cached documents taken now (a later eviction
 * cannot leave a page without its body), and the bodies of the rest in one statement.
 */
async function sourceOf(
  ctx: Context,
  pages: Iterable<TreePage>,
  format: DocumentFormat,
  tree: RevisionTree,
  revisionId: string | undefined,
): Promise<ShapeSource> {
  const served = new Map<string, JsonDocument>();
  const read: TreePage[] = [];
  for (const page of pages) {
    if (page.kind === 'link' || page.kind === 'group' || !page.document) continue;
    const hit = format === 'document' && revisionId ? cachedServed(servedKey(revisionId, page)) : undefined;
    if (hit) served.set(page.id, hit);
    else read.push(page);
  }
  return { tree, revisionId, served, bodies: await loadBodies(ctx, read) };
}

/** The served document of a document page: from the cache for a stored revision, else converted. */
function servedPageDocument(source: ShapeSource, page: TreePage): JsonDocument {
  const cached = source.served.get(page.id);
  if (cached) return cached;
  const markdown = page.document ? (source.bodies.get(page.document) ?? '') : '';
  if (!markdown) return EMPTY_DOCUMENT as JsonDocument;
  const document = servedDocument(markdown, { tree: source.tree, page });
  if (source.revisionId) rememberServed(servedKey(source.revisionId, page), document, markdown.length + 256);
  return document;
}

const subtree = (page: TreePage) => [...walk([page])].map((e) => e.page);

/**
 * A page and its sub-pages in GitBook's RevisionPage shape. Every document page carries its body
 * (OpenAPI's RevisionPageDocument requires `markdown` or `document`): `format` picks which.
 * Documents name the pages and files of `tree` (its revision) they link to by id; `revisionId`
 * names that revision when it is stored (its documents are then served from the cache).
 */
export async function pageShape(
  ctx: Context,
  space: Space,
  page: TreePage,
  format: DocumentFormat,
  tree: RevisionTree,
  refs: MarkdownRefs = 'relative',
  revisionId?: string,
): Promise<Record<string, unknown>> {
  return shape(ctx, space, page, format, await sourceOf(ctx, subtree(page), format, tree, revisionId), refs);
}

/**
 * The body of one document page as GitBook's JSON document (the `document` of its page shape):
 * only this page's body is read and converted, not its sub-pages'. Null for a group or a link.
 */
export async function pageDocumentShape(
  ctx: Context,
  page: TreePage,
  tree: RevisionTree,
  revisionId: string,
): Promise<JsonDocument | null> {
  if (page.kind === 'link' || page.kind === 'group') return null;
  return servedPageDocument(await sourceOf(ctx, [page], 'document', tree, revisionId), page);
}

function shape(
  ctx: Context,
  space: Space,
  page: TreePage,
  format: DocumentFormat,
  source: ShapeSource,
  refs: MarkdownRefs = 'relative',
): Record<string, unknown> {
  const base = {
    id: page.id,
    title: page.title,
    ...(page.emoji ? { emoji: page.emoji } : {}),
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
  };
  const children = () => page.pages.map((p) => shape(ctx, space, p, format, source, refs));
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
  const markdown = () => (page.document ? (source.bodies.get(page.document) ?? '') : '');
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
      ? { markdown: refs === 'stable' ? stableRefsMarkdown(markdown(), { tree: source.tree, page }) : markdown() }
      : { document: servedPageDocument(source, page) }),
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
  const source = await sourceOf(
    ctx,
    [...walk(tree.pages)].map((e) => e.page),
    format,
    tree,
    revision.id,
  );
  return tree.pages.map((p) => shape(ctx, space, p, format, source));
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
