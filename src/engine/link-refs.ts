/**
 * Links of served documents as GitBook's content references. Markdown stores links as paths
 * (`/guide/install#setup`, `../install.md`); GitBook's documents name pages and files by id
 * (`{kind:'page', page}`, `{kind:'anchor', page, anchor}`, `{kind:'file', file}`), which its
 * reader turns into the right URL for the site (base path, section, variant). A url ref that
 * resolves (src/engine/links.ts) to a page or file of the same revision becomes such a reference;
 * external, in-app and broken links stay url refs. The writer turns them back into paths
 * (`refPaths` for src/engine/markdown-write.ts).
 */
import { type LinkIndex, linkIndex, resolveLink } from './links.ts';
import { markdownToDocument } from './markdown.ts';
import { documentToMarkdown } from './markdown-write.ts';
import type { RevisionTree, TreePage } from './tree.ts';

/** One index per tree object: trees are immutable snapshots shared by requests. */
const indexes = new WeakMap<RevisionTree, LinkIndex>();

export function treeLinkIndex(tree: RevisionTree): LinkIndex {
  let index = indexes.get(tree);
  if (!index) {
    index = linkIndex(tree);
    indexes.set(tree, index);
  }
  return index;
}

/** Where a document's links are resolved from: its revision and the page it is the body of. */
export interface LinkContext {
  tree: RevisionTree;
  /** The page the document is the body of; absent (a reusable content): links from the root. */
  page?: TreePage;
}

type Ref =
  | { kind: 'page'; page: string }
  | { kind: 'anchor'; page: string; anchor: string }
  | { kind: 'file'; file: string };

const ROOT: TreePage = {
  id: '',
  kind: 'group',
  title: '',
  slug: '',
  path: '',
  createdAt: '',
  updatedAt: '',
  pages: [],
};

/** The page or file reference a URL resolves to, or null when it stays a URL. */
export function refForUrl(url: string, context: LinkContext): Ref | null {
  const index = treeLinkIndex(context.tree);
  const source = context.page ?? ROOT;
  const { status, target } = resolveLink({ url, text: '', kind: 'link' }, source, index, '');
  if (status !== 'ok') return null;
  if (target.kind === 'file') return { kind: 'file', file: target.file.id };
  // A link to itself from a reusable content names no page.
  if (target.kind !== 'page' || !index.byId.has(target.page.id)) return null;
  return target.anchor
    ? { kind: 'anchor', page: target.page.id, anchor: target.anchor }
    : { kind: 'page', page: target.page.id };
}

const isUrlRef = (v: unknown): v is { kind: 'url'; url: string } =>
  !!v &&
  typeof v === 'object' &&
  (v as { kind?: unknown }).kind === 'url' &&
  typeof (v as { url?: unknown }).url === 'string';

/**
 * Rewrites, in place, every url ref of a JSON document (inline links, content-ref blocks,
 * buttons, images, cards' values) that resolves to a page or file of the revision.
 */
export function withPageRefs<T>(doc: T, context: LinkContext): T {
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) {
        if (isUrlRef(v)) value[i] = refForUrl(v.url, context) ?? v;
        else visit(v);
      }
      return;
    }
    const record = value as Record<string, unknown>;
    for (const [k, v] of Object.entries(record)) {
      if (isUrlRef(v)) record[k] = refForUrl(v.url, context) ?? v;
      else visit(v);
    }
  };
  visit(doc);
  return doc;
}

/** Page paths by id, for writing page references back as root-absolute paths. */
export function refPaths(tree: RevisionTree): (pageId: string) => string | undefined {
  const index = treeLinkIndex(tree);
  return (id) => index.byId.get(id)?.path;
}

/**
 * A page's markdown with GitBook's stable refs (`format.markdown.refs=stable`): links to pages
 * and files of the revision as `/pages/{id}[#anchor]` and `/files/{id}`, which GitBook's reader
 * turns into its own URLs for `.md` pages; other links as written. Front matter is left out.
 */
export function stableRefsMarkdown(markdown: string, context: LinkContext): string {
  if (!markdown) return markdown;
  return documentToMarkdown(withPageRefs(markdownToDocument(markdown), context), { stableRefs: true });
}
