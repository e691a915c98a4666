/**
 * Typed views of the pages GitBook's client answers. A page is a union (`RevisionPage`: document,
 * group, link or computed page) and a document page carries its body as markdown, as a JSON
 * document or not at all, depending on `format`. These helpers check the shape a test expects and
 * return the page typed as that shape, throwing with the page's summary when it is something else.
 *
 *   const guide = documentPage(tree[0]);                 // RevisionPageDocument
 *   expect(markdownPage(md).markdown).toContain('# Guide');
 *   expect(childPages(tree[1]).map((p) => p.title)).toEqual(['HTTP API']);
 */
import type {
  Document,
  JSONDocument,
  MarkdownDocument,
  RevisionPage,
  RevisionPageComputed,
  RevisionPageDocument,
  RevisionPageGroup,
  RevisionPageLink,
  RevisionReusableContent,
} from '@gitbook/api';

/** A page with its body as markdown (`format: 'markdown'`). */
export type MarkdownPage = RevisionPageDocument & MarkdownDocument;
/** A page with its body as a JSON document (`format: 'document'`, the default). */
export type JsonPage = RevisionPageDocument & { document: JSONDocument };

const summary = (page: unknown) => {
  if (page === undefined) return 'no page';
  const { type, id, title } = (page ?? {}) as { type?: unknown; id?: unknown; title?: unknown };
  return `${String(type)} page ${JSON.stringify(title)} (${String(id)})`;
};

function ofType<T extends RevisionPage['type']>(page: RevisionPage | undefined, type: T) {
  if (page?.type !== type) throw new Error(`expected a ${type} page, got ${summary(page)}`);
  return page as Extract<RevisionPage, { type: T }>;
}

/** The page as a document page; throws for a group, link or computed page (or none). */
export const documentPage = (page: RevisionPage | undefined): RevisionPageDocument => ofType(page, 'document');
/** The page as a group page. */
export const groupPage = (page: RevisionPage | undefined): RevisionPageGroup => ofType(page, 'group');
/** The page as a link page. */
export const linkPage = (page: RevisionPage | undefined): RevisionPageLink => ofType(page, 'link');
/** The page as a computed page. */
export const computedPage = (page: RevisionPage | undefined): RevisionPageComputed => ofType(page, 'computed');

/** The path of a document or group page, undefined for a link or computed page (they have none). */
export function pathOf(page: RevisionPage): string | undefined {
  return 'path' in page ? page.path : undefined;
}

/** The child pages of a document or group page; throws for a link or computed page (they have none). */
export function childPages(page: RevisionPage | undefined): RevisionPage[] {
  if (page?.type === 'document' || page?.type === 'group') return page.pages;
  throw new Error(`expected a document or group page, got ${summary(page)}`);
}

/** Every page of a tree, each followed by its descendants (depth first, in order). */
export function flattenPages(pages: readonly RevisionPage[]): RevisionPage[] {
  return pages.flatMap((p) => [p, ...(p.type === 'document' || p.type === 'group' ? flattenPages(p.pages) : [])]);
}

/** The document page with its `markdown` body; throws when the page is no document page or has no markdown. */
export function markdownPage(page: RevisionPage | undefined): MarkdownPage {
  const doc = documentPage(page);
  if (!('markdown' in doc) || typeof doc.markdown !== 'string')
    throw new Error(`expected the markdown of ${summary(page)}, got its keys ${Object.keys(doc).join(', ')}`);
  return doc as MarkdownPage;
}

/** The document page with its JSON `document` body; throws when the page is no document page or has none. */
export function jsonPage(page: RevisionPage | undefined): JsonPage {
  const doc = documentPage(page);
  if (!('document' in doc) || typeof doc.document !== 'object' || doc.document === null)
    throw new Error(`expected the document of ${summary(page)}, got its keys ${Object.keys(doc).join(', ')}`);
  return doc as JsonPage;
}

/** The id of a page's body: undefined for an empty document page, a computed one, a group or a link. */
export function documentIdOf(page: RevisionPage): string | undefined {
  return 'documentId' in page ? page.documentId : undefined;
}

/** The JSON document of a body in `document` format (a comment's, a page's); throws when the body has none. */
export function jsonBody(body: Document): JSONDocument {
  if (!('document' in body) || typeof body.document !== 'object' || body.document === null)
    throw new Error(`expected a body with a document, got its keys ${Object.keys(body).join(', ')}`);
  return body.document as JSONDocument;
}

/** The id of a reusable content's document; throws when it has none (empty or computed). */
export function reusableDocumentId(content: RevisionReusableContent): string {
  if (!('document' in content) || typeof content.document !== 'string')
    throw new Error(`expected reusable content ${content.id} to have a document`);
  return content.document;
}
