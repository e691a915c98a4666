/**
 * Retrieval for AI answers: the sections of pages (the search index's `SearchSection` rows, one
 * per heading section of a page's markdown) that best match a question, among the pages its
 * asker may read: a site's visitor the site's published spaces without hidden pages, a member
 * the spaces their role reaches. Each source names its space, revision, page and section.
 *
 * Ranking is hybrid: the full-text half (any of the question's words, `ts_rank`) and, where
 * sections have vectors (an embedding model, pgvector: ./embeddings.ts), the vector half (the
 * sections nearest the question's embedding by cosine distance), fused by reciprocal rank
 * (RRF, k = 60): a section's score is the sum of 1 / (60 + its rank) in each half. One source
 * per section (the first page holding it, when a document is in several). Without an embedding
 * model, without pgvector, or when the model fails (logged), the full-text half alone answers.
 *
 * Both halves read the asker's scope only: the page rows of its spaces (hidden pages only when
 * the scope allows them), in SQL, before any limit, so nothing outside it is ever ranked.
 */
import type { Logger } from 'pino';
import { activeMember, orgAccess } from '../../request/access.ts';
import type { Context } from '../../request/context.ts';
import { getOrganization } from '../organizations/service.ts';
import { ensureSearchable } from '../search/service.ts';
import { visitorSpaceIds } from '../sites/reader.ts';
import { EMBED_CHARS, embeddingConfig, modelKey, vectorText } from './embeddings.ts';
import { embed } from './model.ts';

/** What a question may read: these spaces' current revisions, hidden pages or not. */
export interface RetrievalScope {
  spaceIds: string[];
  hidden: boolean;
}

export interface Source {
  spaceId: string;
  revisionId: string;
  pageId: string;
  /** The page's title and path in its space. */
  title: string;
  path: string;
  /** The section: its heading's anchor ('' for the text before the first heading) and heading. */
  anchor: string;
  heading: string;
  /** The section's text (bounded). */
  text: string;
  /** The fused score (RRF: the sum of 1 / (60 + rank) over the halves that found it), best first. */
  score: number;
  /** Which halves found the section: full-text search, vectors, or both. */
  matched: 'text' | 'vector' | 'both';
}

/** The longest text of one source handed to the model. */
export const SOURCE_CHARS = 4000;

/** A visitor of a published site (a site token, a share key, or anyone on a public site). */
export async function siteScope(ctx: Context, organizationId: string, siteId: string): Promise<RetrievalScope> {
  return { spaceIds: await visitorSpaceIds(ctx, organizationId, siteId), hidden: false };
}

/** A member of the organization: the spaces their role reaches (hidden pages included). */
export async function memberScope(ctx: Context, organizationId: string): Promise<RetrievalScope> {
  await getOrganization(ctx, organizationId);
  const member = await activeMember(ctx, organizationId);
  const access = await orgAccess(ctx).load(organizationId);
  return { spaceIds: access.visibleSpaces(member).map((s) => s.id), hidden: true };
}

/** The key of a section, for fusing and de-duplicating. */
const sectionKey = (r: { h: string; pos: number }) => `${r.h}:${r.pos}`;

/** The columns of a source read by both halves (`p` a page row, `s` its section, `x` its space's row). */
const SOURCE_COLUMNS = `p."spaceId", x."revisionId", p."pageId", p.title, p.path, s.anchor, s.heading,
    left(s.body, ${SOURCE_CHARS}) AS text`;

/**
 * The page rows (as `p`) holding document `h`, found by the document's index alone, before any
 * filter on the scope: given both, PostgreSQL's planner joined the document index with the space
 * index, reading every page of the scope for each section (7 s at 100,000 sections).
 */
const pagesOf = (h: string) => `(SELECT * FROM "SearchPage" WHERE document = ${h} OFFSET 0) p`;

/**
 * Sections matching any of the question's words, best first. `$1` the question, `$2` the spaces,
 * `$3` whether hidden pages count, `$4` how many. The matches are ranked first (ties by section),
 * then walked in that order to the first `$4` that a page of the scope holds (the first such page
 * for each): the scope is looked up for the best matches only, not for every match (a question of
 * common words matches thousands of sections), and only the `$4` best sections' text is read.
 */
const FULL_TEXT = `WITH q AS (SELECT replace(plainto_tsquery('english', $1)::text, ' & ', ' | ')::tsquery AS q),
  hits AS MATERIALIZED (
    SELECT s."documentHash" AS h, s.position AS pos, ts_rank(s.tsv, q.q)::float8 AS rank
    FROM q, "SearchSection" s WHERE s.tsv @@ q.q
    ORDER BY 3 DESC, 1, 2
  ),
  best AS MATERIALIZED (
    SELECT h.h, h.pos, h.rank, p."spaceId", p."pageId", p.title, p.path
    FROM hits h
    CROSS JOIN LATERAL (SELECT "spaceId", "pageId", title, path FROM ${pagesOf('h.h')}
                        WHERE p."spaceId" = ANY($2::text[]) AND ($3::boolean OR NOT p.hidden)
                        ORDER BY "spaceId", "pageId" LIMIT 1) p
    LIMIT $4
  )
  SELECT ${SOURCE_COLUMNS}, p.h, p.pos, p.rank AS score
  FROM best p
  JOIN "SearchSection" s ON s."documentHash" = p.h AND s.position = p.pos
  JOIN "SearchSpace" x ON x."spaceId" = p."spaceId"
  ORDER BY p.rank DESC, p."spaceId", p."pageId", p.pos`;

/**
 * Scopes of at most this many pages are ranked by vectors exactly (every section of the scope's
 * documents); larger ones through the HNSW index, filtered by the scope as it goes (pgvector's
 * iterative scan, set per connection in src/db/client.ts).
 */
export const EXACT_PAGES = 2000;

/**
 * The `$5` sections nearest the question's vector `$1` (of dimension `d`) among the vectors of
 * model `$2` in the scope (`$3` spaces, `$4` hidden pages or not), with a page of the scope
 * holding each. `exact`: a scan of the scope's sections; else the HNSW index's order (the same
 * expression as the index's, ./embeddings.ts), filtered by the scope.
 */
function nearestSql(d: number, exact: boolean) {
  const distance = `e.embedding::vector(${d}) <=> $1::vector(${d})`;
  const inScope = `p."spaceId" = ANY($3::text[]) AND ($4::boolean OR NOT p.hidden)`;
  const near = exact
    ? `SELECT e."documentHash" AS h, e.position AS pos, (${distance})::float8 AS distance
       FROM (SELECT DISTINCT document FROM "SearchPage" p WHERE ${inScope} AND document IS NOT NULL) d
       JOIN "SectionEmbedding" e ON e."documentHash" = d.document AND e.model = $2
       ORDER BY 3 LIMIT $5`
    : `SELECT e."documentHash" AS h, e.position AS pos, (${distance})::float8 AS distance
       FROM "SectionEmbedding" e
       WHERE e.model = $2 AND EXISTS (SELECT 1 FROM ${pagesOf('e."documentHash"')} WHERE ${inScope})
       ORDER BY ${distance} LIMIT $5`;
  return `WITH near AS MATERIALIZED (${near})
  SELECT ${SOURCE_COLUMNS}, n.h, n.pos, n.distance AS score
  FROM near n
  CROSS JOIN LATERAL (SELECT "spaceId", "pageId", title, path FROM ${pagesOf('n.h')}
                      WHERE ${inScope} ORDER BY "spaceId", "pageId" LIMIT 1) p
  JOIN "SearchSection" s ON s."documentHash" = n.h AND s.position = n.pos
  JOIN "SearchSpace" x ON x."spaceId" = p."spaceId"
  ORDER BY n.distance, p."spaceId", p."pageId", n.pos`;
}

/** Candidates each half brings to the fusion. */
const CANDIDATES = 30;
/** Reciprocal rank fusion's constant. */
const RRF_K = 60;

type Row = Omit<Source, 'matched'> & { h: string; pos: number };

/**
 * The vector half: the question embedded (one call), then its nearest sections in the scope;
 * null when vectors cannot rank (no model, no pgvector, the model failed: logged).
 */
async function nearest(
  ctx: Context,
  scope: RetrievalScope,
  question: string,
  logger: Logger | undefined,
): Promise<Row[] | null> {
  const ai = embeddingConfig(ctx.config.ai);
  if (!ai || !ctx.db.vector.available) return null;
  const [vectors, pages] = await Promise.all([
    embed(ai, [question.slice(0, EMBED_CHARS)]).catch((error: Error) => {
      if (logger) logger.warn({ err: error }, 'the question could not be embedded: full-text retrieval alone');
      else process.emitWarning(`The question could not be embedded (full-text retrieval alone): ${error.message}`);
      return null;
    }),
    // Counted up to one past the bound only: the answer is "small enough" or not.
    ctx.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM "SearchPage" WHERE "spaceId" = ANY($1::text[]) LIMIT ${EXACT_PAGES + 1}) p`,
      scope.spaceIds,
    ),
  ]);
  const v = vectors?.[0];
  if (!v?.length || !v.every(Number.isFinite)) return null;
  const exact = (pages[0]?.n ?? 0) <= EXACT_PAGES;
  return ctx.prisma
    .$queryRawUnsafe<Row[]>(
      nearestSql(v.length, exact),
      vectorText(v),
      modelKey(ai),
      scope.spaceIds,
      scope.hidden,
      CANDIDATES,
    )
    .catch((error: Error) => {
      if (logger) logger.warn({ err: error }, 'vector retrieval failed: full-text retrieval alone');
      else process.emitWarning(`Vector retrieval failed (full-text retrieval alone): ${error.message}`);
      return null;
    });
}

/** Each half's rows, one per section (its best page), in rank order. */
function bySection(rows: Row[]): Row[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = sectionKey(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Reciprocal rank fusion of the halves: the `limit` best sections. */
export function fuse(text: Row[], vector: Row[] | null, limit: number): Source[] {
  const fused = new Map<string, { row: Row; score: number; text: boolean; vector: boolean }>();
  for (const [half, rows] of [
    ['text', bySection(text)],
    ['vector', bySection(vector ?? [])],
  ] as const)
    rows.forEach((row, rank) => {
      const key = sectionKey(row);
      const entry = fused.get(key) ?? { row, score: 0, text: false, vector: false };
      entry.score += 1 / (RRF_K + rank + 1);
      entry[half] = true;
      fused.set(key, entry);
    });
  // Ties (a section ranked the same in one half as another in the other) keep the full-text one first.
  return [...fused.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ row: { h: _h, pos: _pos, ...source }, score, text: t, vector: v }) => ({
      ...source,
      score,
      matched: t && v ? 'both' : t ? 'text' : 'vector',
    }));
}

/**
 * The `limit` best sources for `question` within `scope`: hybrid when vectors can rank, else
 * full-text. A failure of the model is logged (to `options.logger`) and never fails retrieval.
 */
export async function retrieve(
  ctx: Context,
  scope: RetrievalScope,
  question: string,
  limit = 6,
  options: { logger?: Logger } = {},
): Promise<Source[]> {
  if (!scope.spaceIds.length || !question.trim()) return [];
  await ensureSearchable(ctx, scope.spaceIds);
  const [text, vector] = await Promise.all([
    ctx.prisma.$queryRawUnsafe<Row[]>(FULL_TEXT, question, scope.spaceIds, scope.hidden, Math.max(limit, CANDIDATES)),
    nearest(ctx, scope, question, options.logger),
  ]);
  return fuse(text, vector, limit);
}
