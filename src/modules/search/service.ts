/**
 * Full-text search over the current revision of spaces (PostgreSQL text search: `tsvector`,
 * `websearch_to_tsquery`, `ts_rank`; the same SQL on PGlite and PostgreSQL).
 *
 * Index: `SearchSection` rows per section of a markdown document, keyed by the document's content
 * hash, and `SearchTitle` rows per page title and description, keyed by their text, written as
 * content is committed (./indexing.ts; a revision written before, or whose indexing failed, is
 * indexed by its first search), and `SearchPage` rows per page of each space's current revision
 * (./pages.ts). A search is one statement that joins the matching rows with the page rows of the
 * searched spaces, ranks them and returns only the window asked for: it reads no tree, and its
 * cost follows the matches, not the number of spaces searched.
 *
 * Ranking: the page's score is the best of its title match (weight A, doubled), description
 * (weight B) and its sections (heading weight A, body weight D), with `ts_rank`; pages are
 * ordered by score then tree order; each page keeps its best 5 sections.
 */
import { z } from 'zod';
import { BadRequestError } from '../../errors.ts';
import { activeMember, orgAccess } from '../../request/access.ts';
import type { Context } from '../../request/context.ts';
import { url } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { getOrganization } from '../organizations/service.ts';
import { getSpace } from '../spaces/service.ts';
import { ensureIndexed } from './indexing.ts';
import { syncSpaces } from './pages.ts';

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

/** A page hit as the statement gives it (JSON array). */
type PageTuple = [
  spaceId: string,
  pageId: string,
  rank: number,
  score: number,
  titleRank: number,
  sectionRank: number,
  page: [title: string, description: string, path: string, ancestors: string[] | null],
  sections: [anchor: string, heading: string, body: string, rank: number][] | null,
];

interface Found {
  total: number;
  pages: PageTuple[];
  spaces: [id: string, title: string, organizationId: string][];
  /** Searched spaces whose page rows are not those of their current revision. */
  stale: string[];
}

/**
 * One statement: the sections and titles that match (GIN indexes; materialized first, and each
 * joined with its pages through the document or title index, the searched spaces filtered after,
 * so that no plan walks the pages of the searched spaces instead), scored per page, ranked over all of them, and only the window asked for returned with
 * its best sections (read by key) and the spaces it shows. No step joins two intermediate results
 * (their row estimates are guesses on a database without statistics). `$1` the query, `$2` the
 * spaces (not deleted) in their order for ties, `$3`/`$4` skip and take: of pages, or of spaces
 * when grouping.
 */
const searchSql = (bySpace: boolean) => `WITH q AS (SELECT websearch_to_tsquery('english', $1) AS q),
  hits AS MATERIALIZED (
    SELECT s."documentHash" AS h, s.position AS pos, ts_rank(s.tsv, q.q)::float8 AS rank
    FROM q, "SearchSection" s WHERE s.tsv @@ q.q
  ),
  titles AS MATERIALIZED (
    SELECT t.title, t.description, (ts_rank(t.tsv, q.q) * 2)::float8 AS rank FROM q, "SearchTitle" t WHERE t.tsv @@ q.q
  ),
  matched AS (
    SELECT p."spaceId", p."pageId", p.ord, 0::float8 AS trank, h.rank AS srank, h.h, h.pos
    FROM hits h CROSS JOIN LATERAL (SELECT "spaceId", "pageId", ord, hidden FROM "SearchPage" WHERE document = h.h OFFSET 0) p
    WHERE p."spaceId" = ANY($2::text[]) AND ($5::boolean OR NOT p.hidden)
    UNION ALL
    SELECT p."spaceId", p."pageId", p.ord, t.rank, 0::float8, NULL, NULL
    FROM titles t CROSS JOIN LATERAL (
      SELECT "spaceId", "pageId", ord, hidden FROM "SearchPage" WHERE title = t.title AND description = t.description OFFSET 0
    ) p
    WHERE p."spaceId" = ANY($2::text[]) AND ($5::boolean OR NOT p.hidden)
  ),
  scored AS (
    SELECT "spaceId", "pageId", ord, max(trank) AS trank, max(srank) AS srank,
      (array_agg(h ORDER BY srank DESC, pos) FILTER (WHERE h IS NOT NULL))[1:${SECTIONS_PER_PAGE}] AS hs,
      (array_agg(pos ORDER BY srank DESC, pos) FILTER (WHERE h IS NOT NULL))[1:${SECTIONS_PER_PAGE}] AS ps,
      (array_agg(srank ORDER BY srank DESC, pos) FILTER (WHERE h IS NOT NULL))[1:${SECTIONS_PER_PAGE}] AS rs
    FROM matched GROUP BY 1, 2, 3
  ),
  ranked AS (
    SELECT r.*, row_number() OVER (ORDER BY r.score DESC, v.o, r.ord) AS rank
    FROM (SELECT sc.*, round((greatest(trank, srank) + least(trank, srank) / 2) * 1e6) / 1e6 AS score FROM scored sc) r
    JOIN unnest($2::text[]) WITH ORDINALITY AS v(id, o) ON v.id = r."spaceId"
  ),
  ${
    bySpace
      ? `grouped AS (
    SELECT g.*, dense_rank() OVER (ORDER BY g.first) - 1 AS at
    FROM (SELECT r.*, min(r.rank) OVER (PARTITION BY r."spaceId") AS first FROM ranked r) g
  ),
  win AS (SELECT * FROM grouped WHERE at >= $3 AND at < $3 + $4),
  counted AS (SELECT count(DISTINCT "spaceId") AS n FROM ranked),`
      : `win AS (SELECT * FROM ranked WHERE rank > $3 AND rank <= $3 + $4),
  counted AS (SELECT count(*) AS n FROM ranked),`
  }
  spaces AS (SELECT DISTINCT "spaceId" AS id FROM win)
  SELECT (SELECT n FROM counted)::int AS total,
    coalesce((SELECT jsonb_agg(jsonb_build_array(w."spaceId", w."pageId", w.rank, w.score, w.trank, w.srank,
        (SELECT jsonb_build_array(p.title, p.description, p.path, p.ancestors) FROM "SearchPage" p
         WHERE p."spaceId" = w."spaceId" AND p."pageId" = w."pageId"),
        (SELECT jsonb_agg(jsonb_build_array(s.anchor, s.heading, left(s.body, ${BODY_EXCERPT}), b.rank) ORDER BY b.k)
         FROM unnest(w.hs, w.ps, w.rs) WITH ORDINALITY AS b(h, pos, rank, k)
         CROSS JOIN LATERAL (SELECT anchor, heading, body FROM "SearchSection" WHERE "documentHash" = b.h AND position = b.pos OFFSET 0) s
        )) ORDER BY w.rank)
      FROM win w), '[]') AS pages,
    coalesce((SELECT jsonb_agg(jsonb_build_array(g.id, sp.title, sp."organizationId"))
      FROM spaces g CROSS JOIN LATERAL (SELECT title, "organizationId" FROM "Space" WHERE id = g.id OFFSET 0) sp), '[]') AS spaces,
    ARRAY(SELECT v.id FROM unnest($2::text[]) AS v(id) JOIN "Space" sp ON sp.id = v.id
      LEFT JOIN "SearchSpace" x ON x."spaceId" = v.id
      WHERE sp."revisionId" IS NOT NULL AND x."revisionId" IS DISTINCT FROM sp."revisionId") AS stale`;
const SEARCH_PAGES = searchSql(false);
const SEARCH_SPACES = searchSql(true);

/**
 * Runs the search; spaces whose page rows are behind their current revision (an edit whose hook
 * failed or lost a race, content written before these rows existed) are brought up to date first,
 * then searched again.
 */
async function find(ctx: Context, { spaceIds, query, bySpace, window, hidden }: Search) {
  const run = async () =>
    (
      await ctx.prisma.$queryRawUnsafe<Found[]>(
        bySpace ? SEARCH_SPACES : SEARCH_PAGES,
        query,
        spaceIds,
        window.skip,
        window.take,
        hidden,
      )
    )[0];
  const found = await run();
  if (!found.stale.length) return found;
  await syncSpaces(ctx.prisma, found.stale, (heads) => ensureIndexed(ctx.prisma, heads));
  return run();
}

/**
 * Brings the page rows of these spaces up to their current revision where they are behind (as a
 * search does first), for readers of the index other than search (retrieval for AI answers).
 */
export async function ensureSearchable(ctx: Context, spaceIds: string[]) {
  if (!spaceIds.length) return;
  const stale = await ctx.prisma.$queryRawUnsafe<{ id: string }[]>(
    `SELECT sp.id FROM "Space" sp LEFT JOIN "SearchSpace" x ON x."spaceId" = sp.id
     WHERE sp.id = ANY($1::text[]) AND sp."revisionId" IS NOT NULL AND x."revisionId" IS DISTINCT FROM sp."revisionId"`,
    spaceIds,
  );
  if (stale.length)
    await syncSpaces(
      ctx.prisma,
      stale.map((s) => s.id),
      (heads) => ensureIndexed(ctx.prisma, heads),
    );
}

/**
 * A search: the spaces (in their order for ties), the query, whether the window counts spaces or
 * pages, the window, and whether hidden pages (and those under them) are found.
 */
interface Search {
  spaceIds: string[];
  query: string;
  bySpace: boolean;
  window: { skip: number; take: number };
  hidden: boolean;
}

/** Ranked hits over the pages of these spaces, the window asked for. */
async function searchPages(
  ctx: Context,
  search: Search,
): Promise<{ total: number; pages: SearchPageHit[]; spaces: Map<string, string> }> {
  const found = await find(ctx, { ...search, spaceIds: [...new Set(search.spaceIds)] });
  const appOf = new Map(found.spaces.map(([id, , org]) => [id, url(ctx, `/app/o/${org}/s/${id}`)]));
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  const pages = found.pages.map<SearchPageHit>(
    ([spaceId, pageId, rank, score, titleRank, sectionRank, [title, description, path, ancestors], sections]) => {
      const appUrl = `${appOf.get(spaceId)}/${path}`;
      return {
        id: pageId,
        title,
        description,
        path,
        score,
        rank,
        resultType: titleRank >= sectionRank ? 'page' : 'section',
        sections: (sections ?? []).map(([anchor, heading, body, sRank]) => ({
          id: `${pageId}/${anchor || '_'}`,
          title: heading || title,
          path: anchor ? `${path}#${anchor}` : path,
          body,
          score: round(sRank),
          resultType: 'section',
          urls: { app: anchor ? `${appUrl}#${anchor}` : appUrl },
        })),
        ancestors: (ancestors ?? []).map((a) => ({ title: a })),
        urls: { app: appUrl },
        spaceId,
      };
    },
  );
  return { total: found.total, pages, spaces: new Map(found.spaces.map(([id, t]) => [id, t])) };
}

/** A connection whose window and count come from one search statement. */
function searchConnection<T>(
  args: PageArgs,
  search: (window: { skip: number; take: number }) => Promise<{ total: number; items: T[] }>,
) {
  let total: number | undefined;
  return paginate(
    args,
    async (window) => {
      const result = await search(window);
      total = result.total;
      return result.items;
    },
    async () => total ?? (await search({ skip: 0, take: 0 })).total,
  );
}

/** `GET {S}/search`: pages of the space's current revision, best first. */
export async function searchSpace(ctx: Context, spaceId: string, query: string | null | undefined, args: PageArgs) {
  const space = await getSpace(ctx, spaceId);
  const q = parseQuery(query);
  return searchConnection(args, async (window) => {
    const { total, pages } = await searchPages(ctx, {
      spaceIds: [space.id],
      query: q,
      bySpace: false,
      window,
      hidden: true,
    });
    return { total, items: pages };
  });
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
  return searchSpaces(
    ctx,
    access.visibleSpaces(member).map((s) => s.id),
    q,
    args,
  );
}

/**
 * Matching pages of these spaces (already checked, not deleted), grouped by space, best space
 * first. Hidden pages are found for members (the default); a published site's search leaves them
 * out (`hidden: false`): they are read by their URL only, as GitBook does.
 */
export async function searchSpaces(
  ctx: Context,
  spaceIds: string[],
  q: string,
  args: PageArgs,
  options: { hidden?: boolean } = {},
) {
  return searchConnection(args, async (window) => {
    const { total, pages, spaces } = await searchPages(ctx, {
      spaceIds,
      query: q,
      bySpace: true,
      window,
      hidden: options.hidden ?? true,
    });
    const bySpace = new Map<string, SearchSpaceHit>();
    for (const page of pages) {
      let hit = bySpace.get(page.spaceId);
      if (!hit) {
        hit = { type: 'space', id: page.spaceId, title: spaces.get(page.spaceId) ?? '', score: page.score, pages: [] };
        bySpace.set(page.spaceId, hit);
      }
      hit.pages.push(page);
    }
    return { total, items: [...bySpace.values()] };
  });
}

/**
 * Brings the search index of these spaces up to their current content now, instead of at their
 * first search (a site's `search/prewarm`). The caller has checked access to them.
 */
export async function prewarmSpaces(ctx: Context, spaceIds: string[]) {
  if (spaceIds.length) await syncSpaces(ctx.prisma, spaceIds, (heads) => ensureIndexed(ctx.prisma, heads));
}
