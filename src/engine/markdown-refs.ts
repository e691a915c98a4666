/**
 * How the markdown writer (markdown-write.ts) names what a document references: pages by path
 * (or GitBook's stable refs), files under `.gitbook/assets`, reusable contents under
 * `.gitbook/includes`. Set for the time of one document's writing (`writingRefs`).
 */

export interface WriteOptions {
  /** The path of a page of the revision by id: page references are written as `/path#anchor`. */
  pagePath?: (pageId: string) => string | undefined;
  /** Write page and file references as `/pages/{id}[#anchor]` and `/files/{id}` (for readers). */
  stableRefs?: boolean;
}

type Ref = { kind: string; url?: string; file?: string; page?: string; anchor?: string };

/** Paths of pages by id, while a document is written (writingRefs). */
let pagePathOf: ((pageId: string) => string | undefined) | undefined;
/** Whether references are written as GitBook's stable refs (`/pages/{id}`, `/files/{id}`). */
let stableRefs = false;

/**
 * The URL written for a content reference. Pages are written as paths from the root
 * (`/guide/install#setup`), which src/engine/links.ts resolves back to the page; a page this
 * writer cannot name (no paths given, or not in the revision) is written as ''.
 */
export function refUrl(ref: unknown): string {
  const r = (ref ?? {}) as Ref;
  if (r.kind === 'file' && r.file)
    return stableRefs ? `/files/${encodeURIComponent(r.file)}` : `/.gitbook/assets/${encodeURIComponent(r.file)}`;
  if (r.kind === 'page' || r.kind === 'anchor') {
    const hash = r.kind === 'anchor' && r.anchor ? `#${r.anchor}` : '';
    if (!r.page) return hash;
    if (stableRefs) return `/pages/${encodeURIComponent(r.page)}${hash}`;
    const path = pagePathOf?.(r.page);
    return path === undefined ? '' : `/${path.split('/').map(encodeURIComponent).join('/')}${hash}`;
  }
  return r.url ?? '';
}

/** The path an `{% include %}` names for a reusable content: `/.gitbook/includes/{id}`, or the path it was read from. */
export function includePath(ref: unknown): string {
  const id = String((ref as { reusableContent?: string } | undefined)?.reusableContent ?? '');
  return id.includes('/') ? id : `/.gitbook/includes/${encodeURIComponent(id)}`;
}

/** Runs `write` with the references of `opts` in force (a document is written synchronously). */
export function writingRefs<T>(opts: WriteOptions, write: () => T): T {
  pagePathOf = opts.pagePath;
  stableRefs = !!opts.stableRefs;
  try {
    return write();
  } finally {
    pagePathOf = undefined;
    stableRefs = false;
  }
}
