/**
 * Copies one branch of content (a space's live revision or a change request's head) from the
 * source: the whole page tree with each page's markdown, the files with their bytes and the
 * reusable contents, committed as one revision through the content service (`editBranch`: its
 * rights, locks, events). Pages, files and reusable contents keep their source ids, so links
 * between them (markdown references to files, comments on pages) stay valid. A branch whose
 * content did not change since the last run gets no new revision (editBranch compares trees).
 */
import { documentToMarkdown } from '../../engine/markdown-write.ts';
import { sha256Hex } from '../../engine/revisions.ts';
import {
  type PageKind,
  type RevisionTree,
  slugify,
  type TreeFile,
  type TreePage,
  type TreeReusableContent,
  withPaths,
} from '../../engine/tree.ts';
import { editBranch, treeOf } from '../content/service.ts';
import { DEFAULT_LAYOUT } from '../content/shapes.ts';
import { DownloadError, type Source } from './source.ts';
import { type ImportState, reason } from './state.ts';

/** A page of a source revision, as GitBook (and Quire, which adds `markdown`) serves it. */
export interface SourcePage {
  id: string;
  title: string;
  type?: string;
  emoji?: string;
  slug?: string;
  description?: string;
  hidden?: boolean;
  href?: string;
  target?: { kind?: string; url?: string; page?: string };
  layout?: unknown;
  cover?: unknown;
  icon?: unknown;
  linkTitle?: string;
  noIndex?: boolean;
  noRobotsIndex?: boolean;
  condition?: unknown;
  variables?: unknown;
  documentId?: string;
  markdown?: string;
  createdAt?: string;
  updatedAt?: string;
  pages?: SourcePage[];
}

export interface SourceRevision {
  id: string;
  variables?: Record<string, unknown>;
  pages: SourcePage[];
  files: {
    id: string;
    name: string;
    contentType: string;
    downloadURL: string;
    size: number;
    dimensions?: { width: number; height: number };
  }[];
  reusableContents: { id: string; title: string; document?: string }[];
}

/** Where the source content is read (live content or a change request) and written. */
export interface BranchRef {
  sourceSpaceId: string;
  sourceChangeRequestId?: string;
  spaceId: string;
  changeRequestId?: string;
  label: string;
}

const EPOCH = '1970-01-01T00:00:00.000Z';

type PagePaths = (pageId: string) => string | undefined;

/** The paths the source's pages get here (from their slugs): page references are written as paths. */
function sourcePaths(pages: SourcePage[] = []): PagePaths {
  const paths = new Map<string, string>();
  const visit = (list: SourcePage[], prefix: string) => {
    for (const p of list) {
      const slug = p.slug || slugify(p.title);
      const path = prefix ? `${prefix}/${slug}` : slug;
      paths.set(p.id, path);
      visit(p.pages ?? [], path);
    }
  };
  visit(pages, '');
  return (id) => paths.get(id);
}

async function pageMarkdown(
  source: Source,
  branch: BranchRef,
  page: SourcePage,
  pagePath: PagePaths,
): Promise<string | undefined> {
  if (typeof page.markdown === 'string') return page.markdown;
  if (!page.documentId) return undefined;
  const { sourceSpaceId: s, sourceChangeRequestId: cr } = branch;
  const res = cr
    ? await source.api.spaces.getPageInChangeRequestById(s, cr, page.id, { format: 'markdown' })
    : await source.api.spaces.getPageById(s, page.id, { format: 'markdown' });
  const data = res.data as { markdown?: string; document?: { nodes: unknown[] } };
  if (typeof data.markdown === 'string') return data.markdown;
  return data.document ? documentToMarkdown(data.document, { pagePath }) : undefined;
}

/** Whether a field holds something (an empty object, list or text, or false, is nothing). */
const present = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== false &&
  value !== '' &&
  !(typeof value === 'object' && Object.keys(value as object).length === 0);

/** Page fields GitBook has and Quire's pages do not: named in the report, one line per field. */
const PAGE_FIELDS_NOT_KEPT: [keyof SourcePage, string][] = [
  ['layout', 'Quire pages have no layout settings'],
  ['cover', 'Quire pages have no cover image'],
  ['icon', 'Quire pages have an emoji, no icon'],
  ['linkTitle', 'Quire pages have no separate navigation title'],
  ['noIndex', 'Quire pages have no search-engine indexing setting'],
  ['noRobotsIndex', 'Quire pages have no search-engine indexing setting'],
  ['condition', 'Quire pages have no visibility condition (adaptive content is per section and site space)'],
  ['variables', 'Quire pages have no variables'],
];

/** A layout GitBook (and Quire) serve for every page: only one that differs from it is worth a line. */
const defaultLayout = (layout: unknown) =>
  !!layout &&
  typeof layout === 'object' &&
  Object.entries(layout).every(([k, v]) => DEFAULT_LAYOUT[k as keyof typeof DEFAULT_LAYOUT] === v);

function reportPageFields(state: ImportState, branch: BranchRef, p: SourcePage) {
  for (const [field, why] of PAGE_FIELDS_NOT_KEPT)
    if (present(p[field]) && !(field === 'layout' && defaultLayout(p[field])))
      state.dropped(`page ${field}`, why, `${p.title} (${branch.label})`);
}

const kindOf = (type: string | undefined): PageKind | null =>
  type === 'group' ? 'group' : type === 'link' ? 'link' : type === 'document' || type === undefined ? 'document' : null;

const branchOf = (b: BranchRef) => ({ spaceId: b.spaceId, changeRequestId: b.changeRequestId ?? null });

/**
 * The files of a source revision. Bytes are downloaded only for files the branch does not hold
 * yet (same id, name, size and type), and committed in batches of `state.fileBatchBytes` (a revision that
 * adds files only), so memory does not grow with a space's files.
 */
async function copyFiles(
  state: ImportState,
  source: Source,
  branch: BranchRef,
  revision: SourceRevision,
  current: RevisionTree | null,
) {
  const files: TreeFile[] = [];
  let held = current?.files ?? [];
  let blobs = new Map<string, Uint8Array>();
  let bytes = 0;
  const flush = async () => {
    const batch = new Map(files.map((f) => [f.id, f]));
    const pending = blobs;
    const { revision: written } = await editBranch(
      state.ctx(),
      branchOf(branch),
      'Import from GitBook: files',
      (tree) => ({
        tree: { ...tree, files: [...tree.files.filter((f) => !batch.has(f.id)), ...batch.values()] },
        blobs: pending,
        result: null,
      }),
    );
    held = (await treeOf(state.ctx(), written)).files;
    blobs = new Map();
    bytes = 0;
  };
  for (const f of revision.files ?? []) {
    const known = held.find(
      (c) => c.id === f.id && c.name === f.name && c.size === f.size && c.contentType === f.contentType,
    );
    try {
      let hash = known?.hash;
      if (!hash) {
        const data = await source.bytes(f.downloadURL);
        hash = sha256Hex(data);
        blobs.set(hash, data);
        bytes += data.length;
      }
      files.push({
        id: f.id,
        name: f.name,
        hash,
        contentType: f.contentType,
        size: f.size,
        ...(f.dimensions ? { dimensions: f.dimensions } : {}),
        createdAt: known?.createdAt ?? EPOCH,
      });
    } catch (error) {
      if (!(error instanceof DownloadError)) throw error;
      state.skip({ kind: 'file', id: f.id, title: f.name, reason: `${branch.label}: ${reason(error)}` });
    }
    if (bytes > state.fileBatchBytes) await flush();
  }
  return { files, blobs };
}

/** Reads a source revision and builds the Quire tree of it (documents and blobs to store alongside). */
async function buildTree(
  state: ImportState,
  source: Source,
  branch: BranchRef,
  revision: SourceRevision,
  current: RevisionTree | null,
) {
  const documents = new Map<string, string>();
  const pagePath = sourcePaths(revision.pages);
  const { files, blobs } = await copyFiles(state, source, branch, revision, current);
  const document = (md: string | undefined) => {
    if (!md) return undefined;
    const hash = sha256Hex(md);
    documents.set(hash, md);
    return hash;
  };
  let count = 0;
  const pages = async (list: SourcePage[] = []): Promise<TreePage[]> => {
    const out: TreePage[] = [];
    for (const p of list) {
      const kind = kindOf(p.type);
      if (!kind) {
        state.skip({
          kind: 'page',
          id: p.id,
          title: p.title,
          reason: `${branch.label}: '${p.type}' pages have no Quire model`,
        });
        continue;
      }
      const href = p.href ?? p.target?.url;
      if (kind === 'link' && !href) {
        const to = p.target?.kind ? `a link to a ${p.target.kind}` : 'a link without a target';
        state.skip({
          kind: 'page',
          id: p.id,
          title: p.title,
          reason: `${branch.label}: ${to}, with no URL (Quire link pages hold a URL)`,
        });
        continue;
      }
      reportPageFields(state, branch, p);
      const md = kind === 'document' ? await pageMarkdown(source, branch, p, pagePath) : undefined;
      const hash = document(md);
      count++;
      out.push({
        id: p.id,
        kind,
        title: p.title,
        ...(p.emoji ? { emoji: p.emoji } : {}),
        slug: p.slug || slugify(p.title),
        path: '',
        ...(p.description ? { description: p.description } : {}),
        ...(p.hidden ? { hidden: true } : {}),
        ...(kind === 'link' && href ? { href } : {}),
        ...(hash ? { document: hash } : {}),
        createdAt: p.createdAt ?? EPOCH,
        updatedAt: p.updatedAt ?? p.createdAt ?? EPOCH,
        pages: await pages(p.pages),
      });
    }
    return out;
  };
  const tree = await pages(revision.pages);

  const reusableContents: TreeReusableContent[] = [];
  for (const r of revision.reusableContents ?? []) {
    let md: string | undefined;
    if (r.document) {
      const { data } = await source.api.spaces.getDocumentById(branch.sourceSpaceId, r.document);
      md = documentToMarkdown(data as unknown as { nodes: unknown[] }, { pagePath });
    }
    const hash = document(md);
    reusableContents.push({ id: r.id, title: r.title, ...(hash ? { document: hash } : {}) });
  }
  return { tree: { pages: withPaths(tree), files, reusableContents }, documents, blobs, pages: count };
}

/** Copies a branch; answers whether a new revision was written, and the number of pages. */
export async function copyBranch(state: ImportState, source: Source, branch: BranchRef, revision: SourceRevision) {
  const ctx = state.ctx();
  const head = branch.changeRequestId
    ? (await ctx.prisma.changeRequest.findUnique({ where: { id: branch.changeRequestId } }))?.revisionId
    : (await ctx.prisma.space.findUnique({ where: { id: branch.spaceId } }))?.revisionId;
  const current = head ? await treeOf(ctx, { id: head }) : null;
  const built = await buildTree(state, source, branch, revision, current);
  if (present(revision.variables))
    state.dropped('revision variables', 'Quire revisions have no variables', branch.label);
  const { revision: written } = await editBranch(
    ctx,
    branchOf(branch),
    `Import from GitBook (revision ${revision.id})`,
    () => ({ tree: built.tree, documents: built.documents, blobs: built.blobs, result: null }),
  );
  state.report.pages += built.pages;
  return { changed: written.id !== head, pages: built.pages };
}
