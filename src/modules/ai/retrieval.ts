/**
 * Retrieval for AI answers: the sections of pages (the search index's `SearchSection` rows, one
 * per heading section of a page's markdown) that best match a question, among the pages its
 * asker may read: a site's visitor the site's published spaces without hidden pages, a member
 * the spaces their role reaches. Each source names its space, revision, page and section.
 *
 * Ranking: full-text (any of the question's words, `ts_rank`).
 */
import { activeMember, orgAccess } from '../../request/access.ts';
import type { Context } from '../../request/context.ts';
import { getOrganization } from '../organizations/service.ts';
import { ensureSearchable } from '../search/service.ts';
import { visitorSpaceIds } from '../sites/reader.ts';

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
  score: number;
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

/**
 * Sections matching any of the question's words, best first. `$1` the question, `$2` the spaces,
 * `$3` whether hidden pages count, `$4` how many.
 */
const FULL_TEXT = `WITH q AS (SELECT replace(plainto_tsquery('english', $1)::text, ' & ', ' | ')::tsquery AS q),
  hits AS MATERIALIZED (
    SELECT s."documentHash" AS h, s.position AS pos, ts_rank(s.tsv, q.q)::float8 AS rank
    FROM q, "SearchSection" s WHERE s.tsv @@ q.q
  )
  SELECT p."spaceId", x."revisionId", p."pageId", p.title, p.path, s.anchor, s.heading,
    left(s.body, ${SOURCE_CHARS}) AS text, h.rank AS score
  FROM hits h
  CROSS JOIN LATERAL (SELECT "spaceId", "pageId", title, path, hidden FROM "SearchPage" WHERE document = h.h OFFSET 0) p
  JOIN "SearchSection" s ON s."documentHash" = h.h AND s.position = h.pos
  JOIN "SearchSpace" x ON x."spaceId" = p."spaceId"
  WHERE p."spaceId" = ANY($2::text[]) AND ($3::boolean OR NOT p.hidden)
  ORDER BY h.rank DESC, p."spaceId", p."pageId", h.pos
  LIMIT $4`;

/** The `limit` best sources for `question` within `scope`. */
export async function retrieve(ctx: Context, scope: RetrievalScope, question: string, limit = 6): Promise<Source[]> {
  if (!scope.spaceIds.length || !question.trim()) return [];
  await ensureSearchable(ctx, scope.spaceIds);
  return ctx.prisma.$queryRawUnsafe<Source[]>(FULL_TEXT, question, scope.spaceIds, scope.hidden, limit);
}
