/**
 * What a search needs of a revision's tree, computed once per revision and kept across requests
 * (revisions are immutable): its searchable pages with their ancestors, and which pages show each
 * document and each title. An organization search over 1,000 spaces then walks no tree: it looks
 * up the pages of the rows that matched.
 */
import type { RevisionTree, TreePage } from '../../engine/tree.ts';

export interface PageEntry {
  page: TreePage;
  ancestors: TreePage[];
}

export interface SearchView {
  entries: PageEntry[];
  /** Entry indexes by document hash. */
  byDocument: Map<string, number[]>;
  /** Entry indexes by title key (`titleKey`). */
  byTitle: Map<string, number[]>;
}

/** The key of a page's SearchTitle row. */
export const titleKey = (title: string, description: string | null | undefined) =>
  JSON.stringify([title, description ?? '']);

const push = (map: Map<string, number[]>, key: string, k: number) => {
  const list = map.get(key);
  if (list) list.push(k);
  else map.set(key, [k]);
};

export function buildView(tree: RevisionTree): SearchView {
  const view: SearchView = { entries: [], byDocument: new Map(), byTitle: new Map() };
  const stack: TreePage[] = [];
  const visit = (pages: TreePage[]) => {
    for (const page of pages) {
      if (page.kind !== 'link') {
        const k = view.entries.push({ page, ancestors: [...stack] }) - 1;
        if (page.document) push(view.byDocument, page.document, k);
        push(view.byTitle, titleKey(page.title, page.description), k);
      }
      stack.push(page);
      visit(page.pages);
      stack.pop();
    }
  };
  visit(tree.pages);
  return view;
}

// Bounded by pages held: the views of the revisions searched last (insertion order, renewed on use).
const MAX_PAGES = 300_000;
const cache = new Map<string, SearchView>();
let pagesHeld = 0;

export function cachedView(revisionId: string): SearchView | undefined {
  const view = cache.get(revisionId);
  if (view) {
    cache.delete(revisionId);
    cache.set(revisionId, view);
  }
  return view;
}

export function rememberView(revisionId: string, view: SearchView) {
  if (cache.has(revisionId)) return;
  cache.set(revisionId, view);
  pagesHeld += view.entries.length;
  while (pagesHeld > MAX_PAGES && cache.size > 1) {
    const [oldest, old] = cache.entries().next().value!;
    cache.delete(oldest);
    pagesHeld -= old.entries.length;
  }
}
