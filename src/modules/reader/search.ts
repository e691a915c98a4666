/**
 * Search in the reader: the site search of the published view (src/modules/sites/reader.ts,
 * every site space the visitor sees), its hits turned into links of this site. Hidden pages (and
 * the pages under them) are not found by a site's search (src/modules/search: the index knows them).
 */
import { MAX_QUERY, parseQuery, searchSpaces } from '../search/service.ts';
import { searchSite } from '../sites/reader.ts';
import type { Assets } from './render/layout.tsx';
import { renderSearch, type SearchResult } from './render/page.tsx';
import { type Place, readerContext } from './site.ts';

const PAGE = { first: 30 };

export async function searchResults(place: Place, query: string): Promise<SearchResult[]> {
  const q = query.trim().slice(0, MAX_QUERY);
  if (!q) return [];
  const reader = await readerContext(place);
  // A site's search covers every site space the visitor sees; a space read on its own, that space.
  const found = place.site
    ? await searchSite(reader, place.site.organizationId, place.site.id, { query: q, scope: { mode: 'all' } }, PAGE)
    : await searchSpaces(reader, [place.space.id], parseQuery(q), PAGE);
  const hits = found.edges.map((e) => e.node);
  // Where each space is read in this site: the current variant first, then the first that shows it.
  const baseOf = new Map<string, string>([[place.space.id, place.base]]);
  for (const s of place.siteSpaces) if (!baseOf.has(s.siteSpace.spaceId)) baseOf.set(s.siteSpace.spaceId, s.base);
  const out: SearchResult[] = [];
  for (const hit of hits) {
    const base = baseOf.get(hit.id);
    if (base === undefined) continue;
    for (const page of hit.pages) {
      out.push({
        title: page.title,
        href: `${base}${page.path}`,
        space: place.siteSpaces.length > 1 ? hit.title : '',
        sections: page.sections
          .filter((s) => s.path !== page.path)
          .map((s) => ({ title: s.title, href: `${base}${s.path}`, body: s.body })),
      });
    }
  }
  return out;
}

export async function serveSearch(place: Place, assets: Assets, query: string): Promise<string> {
  // Ask is offered beside the results when the server has a chat model (./ask.ts).
  return renderSearch(place, assets, query, await searchResults(place, query), !!place.ctx.config.ai?.chatModel);
}
