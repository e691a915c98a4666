/**
 * Full-text search over the current revision of spaces (PostgreSQL text search: `tsvector`,
 * `websearch_to_tsquery`, `ts_rank`; the same SQL on PGlite and PostgreSQL).
 *
 * Index: `SearchSection` rows per section of a markdown document, keyed by the document's content
 * hash, and `SearchTitle` rows per page title and description, keyed by their text, written as
 * content is committed (./indexing.ts; a revision written before, or whose indexing failed, is
 * indexed by its first search). A search joins the matching rows with the pages of the searched
 * revisions' trees (no per-page row is stored).
 *
 * Ranking: the page's score is the best of its title match (weight A, doubled), description
 * (weight B) and its sections (heading weight A, body weight D), with `ts_rank`; pages are
 * ordered by score then tree order; each page keeps its best 5 sections.
 */
import { z } from 'zod';
import { activeMember, orgAccess } from '../../auth/access.ts';
import { BadRequestError } from '../../errors.ts';
import type { Space } from '../../generated/prisma/client.ts';
import { type PageArgs, paginateArray } from '../../graphql/common.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/validation.ts';
import { revisionTree } from '../content/loaders.ts';
import { getOrganization } from '../organizations/service.ts';
import { spaceById } from '../spaces/loaders.ts';
import { getSpace, spaceUrls } from '../spaces/service.ts';
import { ensureIndexed } from './indexing.ts';
import { buildView, cachedView, rememberView, type SearchView, titleKey } from './views.ts';

export const MAX_QUERY = 512;
const SECTIONS_PER_PAGE = 5;
const BODY_EXCERPT = 300;

const queryInput = z.object({
  query: z
    .string({ error: "'query' is required" })
    .trim()
    .min(1, "'query' is required")
    .max(MAX_QUERY, `'query' must be at most ${MAX_QUERY} characters`),
});

export function parseQuery(query: string | null | undefined): string {
  if (query != null && query.length > MAX_QUERY)
    throw new BadRequestError(`'query' must be at most ${MAX_QUERY} characters`, 'query');
  return parseInput(queryInput, { query: query ?? undefined }).query;
}

export interface SearchSectionHit {
  id: string;
  title: string;
  path: string;
  body: string;
  score: number;
  resultType: 'page' | 'section';
  urls: { app: string };
}

export interface SearchPageHit {
  id: string;
  title: string;
  description: string;
  path: string;
  score: number;
  rank: number;
  resultType: 'page' | 'section';
  sections: SearchSectionHit[];
  ancestors: { title: string }[];
  urls: { app: string };
  spaceId: string;
}

export interface SearchSpaceHit {
  type: 'space';
  id: string;
  title: string;
  score: number;
  pages: SearchPageHit[];
}

interface Match {
  hash: string | null;
  title: string | null;
  description: string | null;
  pos: number;
  anchor: string | null;
  heading: string | null;
  body: string | null;
  rank: number;
}

interface Row {
  k: number;
  pos: number;
  anchor: string | null;
  heading: string | null;
  body: string | null;
  rank: number;
}

/** Keys of pages across spaces: the space's place in the search times this, plus the page's. */
const SPACE_STRIDE = 2 ** 24;

/**
 * Searches up to this many documents through the `documentHash` index (the list is sent with the
 * statement); more, and the statement matches sections through the text index alone and the rows
 * of other documents are dropped here, as titles always are (sending 100,000 hashes per search
 * cost more than the search).
 */
const LISTED_DOCUMENTS = 2000;

const MATCH_TITLES = `SELECT NULL::text AS hash, t.title, t.description, -1 AS pos, NULL::text AS anchor, NULL::text AS heading,
            NULL::text AS body, (ts_rank(t.tsv, q.q) * 2)::float8 AS rank
     FROM q, "SearchTitle" t WHERE t.tsv @@ q.q`;
const MATCH_SECTIONS = `SELECT s."documentHash", NULL, NULL, s.position, s.anchor, s.heading, left(s.body, ${BODY_EXCERPT}),
            ts_rank(s.tsv, q.q)::float8
     FROM q, "SearchSection" s WHERE s.tsv @@ q.q`;

/** The search views of the spaces' current revisions (trees read only for revisions not seen lately). */
async function viewsOf(ctx: Context, spaces: Space[]): Promise<{ space: Space; view: SearchView }[]> {
  const withContent = spaces.filter((s) => s.revisionId);
  const missing = [...new Set(withContent.map((s) => s.revisionId!).filter((id) => !cachedView(id)))];
  if (missing.length) {
    const trees = await revisionTree(ctx).loadMany(missing);
    const loaded = missing.flatMap((id, i) => {
      const tree = trees[i];
      return tree instanceof Error ? [] : [{ id, tree }];
    });
    await ensureIndexed(ctx.prisma, loaded);
    for (const { id, tree } of loaded) rememberView(id, buildView(tree));
  }
  return withContent.flatMap((space) => {
    const view = cachedView(space.revisionId!);
    return view ? [{ space, view }] : [];
  });
}

/** Ranked hits over pages of several spaces' current revisions (one search statement). */
async function searchPages(ctx: Context, spaces: Space[], query: string): Promise<SearchPageHit[]> {
  const views = await viewsOf(ctx, spaces);
  let pages = 0;
  let documents = 0;
  for (const { view } of views) {
    pages += view.entries.length;
    documents += view.byDocument.size;
  }
  if (!pages) return [];

  // One statement driven by the GIN indexes: the titles and the sections that match; they are
  // mapped to the pages of the views here (no per-page row is sent to the database).
  const listed = documents <= LISTED_DOCUMENTS;
  const matches = listed
    ? await ctx.prisma.$queryRawUnsafe<Match[]>(
        `WITH q AS (SELECT websearch_to_tsquery('english', $1) AS q)
         ${MATCH_TITLES} UNION ALL ${MATCH_SECTIONS} AND s."documentHash" = ANY($2::text[])`,
        query,
        [...new Set(views.flatMap(({ view }) => [...view.byDocument.keys()]))],
      )
    : await ctx.prisma.$queryRawUnsafe<Match[]>(
        `WITH q AS (SELECT websearch_to_tsquery('english', $1) AS q) ${MATCH_TITLES} UNION ALL ${MATCH_SECTIONS}`,
        query,
      );
  const pagesOf = pageLookup(views, matches.length);
  const rows: Row[] = [];
  const sectionsOf = new Map<number, Row[]>();
  for (const m of matches) {
    if (m.hash === null) {
      for (const k of pagesOf('title', titleKey(m.title!, m.description)))
        rows.push({ k, pos: -1, anchor: null, heading: null, body: null, rank: m.rank });
      continue;
    }
    for (const k of pagesOf('document', m.hash)) {
      const row = { k, pos: m.pos, anchor: m.anchor, heading: m.heading, body: m.body, rank: m.rank };
      const list = sectionsOf.get(k);
      if (list) list.push(row);
      else sectionsOf.set(k, [row]);
    }
  }
  // Each page keeps its best sections.
  for (const list of sectionsOf.values())
    rows.push(...list.sort((a, b) => b.rank - a.rank || a.pos - b.pos).slice(0, SECTIONS_PER_PAGE));

  const hits = new Map<number, { titleRank: number; sections: Row[] }>();
  for (const row of rows) {
    let hit = hits.get(row.k);
    if (!hit) {
      hit = { titleRank: 0, sections: [] };
      hits.set(row.k, hit);
    }
    if (row.pos < 0) hit.titleRank = row.rank;
    else hit.sections.push(row);
  }
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  const ranked = [...hits].map(([k, hit]) => {
    const { space, view } = views[Math.floor(k / SPACE_STRIDE)];
    const { page, ancestors } = view.entries[k % SPACE_STRIDE];
    const order = k;
    const sectionsBest = Math.max(0, ...hit.sections.map((s) => s.rank));
    const score = round(Math.max(hit.titleRank, sectionsBest) + Math.min(hit.titleRank, sectionsBest) / 2);
    const appUrl = `${spaceUrls(ctx, space).app}/${page.path}`;
    const sections = hit.sections
      .sort((a, b) => b.rank - a.rank || a.pos - b.pos)
      .map<SearchSectionHit>((s) => ({
        id: `${page.id}/${s.anchor || '_'}`,
        title: s.heading || page.title,
        path: s.anchor ? `${page.path}#${s.anchor}` : page.path,
        body: s.body ?? '',
        score: round(s.rank),
        resultType: 'section',
        urls: { app: s.anchor ? `${appUrl}#${s.anchor}` : appUrl },
      }));
    return {
      order,
      hit: {
        id: page.id,
        title: page.title,
        description: page.description ?? '',
        path: page.path,
        score,
        rank: 0,
        resultType: hit.titleRank >= sectionsBest ? 'page' : 'section',
        sections,
        ancestors: ancestors.map((a) => ({ title: a.title })),
        urls: { app: appUrl },
        spaceId: space.id,
      } satisfies SearchPageHit,
    };
  });
  ranked.sort((a, b) => b.hit.score - a.hit.score || a.order - b.order);
  return ranked.map(({ hit }, i) => ({ ...hit, rank: i + 1 }));
}

/**
 * The page keys showing a document or a title. Few matched rows are looked up view by view; many
 * (a common word) through maps of every view's pages, built once for the search.
 */
function pageLookup(views: { view: SearchView }[], rows: number) {
  const key = (vi: number, k: number) => vi * SPACE_STRIDE + k;
  const pages = views.reduce((n, { view }) => n + view.entries.length, 0);
  if (rows * views.length <= pages) {
    return (kind: 'document' | 'title', id: string) =>
      views.flatMap(({ view }, vi) =>
        ((kind === 'document' ? view.byDocument : view.byTitle).get(id) ?? []).map((k) => key(vi, k)),
      );
  }
  const all = { document: new Map<string, number[]>(), title: new Map<string, number[]>() };
  views.forEach(({ view }, vi) => {
    for (const [kind, map] of [
      ['document', view.byDocument],
      ['title', view.byTitle],
    ] as const)
      for (const [id, ks] of map) {
        const list = all[kind].get(id);
        const keys = ks.map((k) => key(vi, k));
        if (list) list.push(...keys);
        else all[kind].set(id, keys);
      }
  });
  return (kind: 'document' | 'title', id: string) => all[kind].get(id) ?? [];
}

/** `GET {S}/search`: pages of the space's current revision, best first. */
export async function searchSpace(ctx: Context, spaceId: string, query: string | null | undefined, args: PageArgs) {
  const space = await getSpace(ctx, spaceId);
  const q = parseQuery(query);
  return paginateArray(args, await searchPages(ctx, [space], q));
}

/** `GET {O}/search`: the caller's visible spaces with matching pages, best space first. */
export async function searchOrganization(
  ctx: Context,
  organizationId: string,
  query: string | null | undefined,
  args: PageArgs,
) {
  await getOrganization(ctx, organizationId);
  const q = parseQuery(query);
  const member = await activeMember(ctx, organizationId);
  const access = await orgAccess(ctx).load(organizationId);
  const ids = access.visibleSpaces(member).map((s) => s.id);
  const spaces = (await spaceById(ctx).loadMany(ids)).filter(
    (s): s is Space => !!s && !(s instanceof Error) && !s.deletedAt,
  );
  return searchSpaces(ctx, spaces, q, args);
}

/** Matching pages of these spaces (already checked), grouped by space, best space first. */
export async function searchSpaces(ctx: Context, spaces: Space[], q: string, args: PageArgs) {
  const pages = await searchPages(ctx, spaces, q);
  const bySpace = new Map<string, SearchSpaceHit>();
  for (const page of pages) {
    let hit = bySpace.get(page.spaceId);
    if (!hit) {
      const space = spaces.find((s) => s.id === page.spaceId)!;
      hit = { type: 'space', id: space.id, title: space.title, score: page.score, pages: [] };
      bySpace.set(page.spaceId, hit);
    }
    hit.pages.push(page);
  }
  return paginateArray(args, [...bySpace.values()]);
}
