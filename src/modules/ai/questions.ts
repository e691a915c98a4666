/**
 * What a site's readers asked AI answers, for the site's members (GitBook's site questions: the
 * `/questions`, `/question-stats` and `/answers` routes; `Site.questions`, `Site.answers`):
 * - an answer is one question asked and what it got (`AiQuestion`, recorded by answers.ts): its
 *   text, markdown, sources, channel, thread, and the asker's rating when they gave one (an
 *   `ask_rate_response` insights event naming the answer as its `responseId`);
 * - a site question groups the answers whose questions read the same once normalized
 *   (`questionKey`), with when it was first and last asked;
 * - stats count the answers a filter keeps (per question, or for the site).
 *
 * What Quire does not know is answered as GitBook's schema allows and said so in the fields'
 * descriptions: questions are not classified (type `unknown`, relevance `relevant`), answers are
 * answered `yes` or `no` (never `partially`), an answer's language is not detected (''), there
 * are no topics and no configurable channels, and nothing of the asker's session is kept.
 * Helpfulness follows from what is known: the rating when there is one (1 high, -1 low), else
 * medium for an answered question and low for one that was not.
 *
 * Who reads them: the site's members with a role (as `Site.insights`); another organization's
 * site, an unknown one or an unknown question is 404.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { BadRequestError } from '../../errors.ts';
import type { AiQuestion, AiQuestionSource, AiSiteQuestion, Site } from '../../generated/prisma/client.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { defineLoader } from '../../request/loaders.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { atLeast } from '../../request/roles.ts';
import { siteById } from '../sites/loaders.ts';
import { requireSiteReader, siteRole } from '../sites/service.ts';

export const QUESTION_TYPES = ['exploring', 'how-to', 'troubleshooting', 'reference', 'unknown'] as const;
export const RELEVANCES = ['relevant', 'spam', 'off-topic', 'unclear'] as const;
export const RESOLUTIONS = ['no', 'partially', 'yes'] as const;
export const HELPFULNESS = ['low', 'medium', 'high'] as const;
export const CORE_CHANNEL_TYPES = ['site', 'embed', 'api'] as const;
export const CHANNEL_TYPES = [
  ...CORE_CHANNEL_TYPES,
  'builtin:slack',
  'builtin:discord',
  'builtin:github',
  'builtin:linear',
] as const;
export const QUESTION_SORTS = ['askedAt', 'stats.answered', 'stats.feedback', 'stats.answers'] as const;

export type QuestionType = (typeof QUESTION_TYPES)[number];
export type Relevance = (typeof RELEVANCES)[number];
export type Resolution = (typeof RESOLUTIONS)[number];
export type Helpfulness = (typeof HELPFULNESS)[number];
export type ChannelType = (typeof CHANNEL_TYPES)[number];
export type QuestionSort = (typeof QUESTION_SORTS)[number];

/** Answers in one thread at most: a follow-up beyond is refused (400). */
export const MAX_THREAD = 50;
/** Weeks in a stats' weekly pulse (GitBook: 13, about three months), the current one last. */
const PULSE_WEEKS = 13;
const WEEK_SECONDS = 7 * 24 * 3600;

/** Where answers were asked (`AiQuestion.channel`) as GitBook's core channel types: the reader's or GitBook's Ask on the site, or the API (GraphQL, MCP). */
const CHANNELS_OF: Record<ChannelType, string[]> = {
  site: ['site', 'reader'],
  api: ['graphql', 'mcp'],
  embed: [],
  'builtin:slack': [],
  'builtin:discord': [],
  'builtin:github': [],
  'builtin:linear': [],
};
export const channelTypeOf = (channel: string): ChannelType => (CHANNELS_OF.site.includes(channel) ? 'site' : 'api');

export const resolutionOf = (answered: boolean): Resolution => (answered ? 'yes' : 'no');

/** See the top of the file: the rating when there is one, else whether the question was answered. */
export const helpfulnessOf = (answered: boolean, rating: number | null): Helpfulness =>
  rating === 1 ? 'high' : rating === -1 ? 'low' : answered ? 'medium' : 'low';
const HELPFULNESS_SQL = `CASE WHEN a.rating = 1 THEN 'high' WHEN a.rating = -1 THEN 'low' WHEN a.answered THEN 'medium' ELSE 'low' END`;

/**
 * The text that groups answers into one site question: Unicode-normalized, lower case, spaces
 * collapsed, closing punctuation dropped (`How do I install?` and `how do i  install` are one).
 */
export function questionKey(question: string): string {
  return question
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s?!.。？！]+$/u, '')
    .trim();
}

/** What the unique index holds: the normalized text's digest (a question may be 2000 characters). */
const keyDigest = (question: string) => createHash('sha256').update(questionKey(question)).digest('hex');

// ---------------------------------------------------------------------------------------------
// Recording (answers.ts)

/** The id of the site's question `question` is an answer to, made on its first ask; its `askedAt` moves to now. */
export async function siteQuestionOf(ctx: Context, siteId: string, question: string): Promise<string> {
  const key = keyDigest(question);
  const now = new Date();
  // Two readers asking it at once: the first insert stays (ON CONFLICT DO NOTHING), both update it.
  await ctx.prisma.aiSiteQuestion.createMany({
    data: [{ id: newId(), siteId, key, question, createdAt: now, askedAt: now }],
    skipDuplicates: true,
  });
  const row = await ctx.prisma.aiSiteQuestion.update({
    where: { siteId_key: { siteId, key } },
    data: { askedAt: now },
    select: { id: true },
  });
  return row.id;
}

/** The answer a follow-up names, with its thread. */
export interface FollowedAnswer {
  id: string;
  threadId: string;
  question: string;
  answer: string;
}

/**
 * The answer a question follows: one of the same site, in a thread with room left; 400 naming
 * `previous` otherwise. A member's questions across the organization are not threaded (another
 * member's answer could quote spaces this one does not read).
 */
export async function followedAnswer(
  ctx: Context,
  where: { organizationId: string; siteId?: string | null },
  answerId: string,
): Promise<FollowedAnswer> {
  if (!where.siteId)
    throw new BadRequestError("Invalid 'previous': only a question on a site follows an answer", 'previous');
  const row = await ctx.prisma.aiQuestion.findFirst({
    where: { id: answerId, organizationId: where.organizationId, siteId: where.siteId },
    select: { id: true, threadId: true, question: true, answer: true },
  });
  if (!row) throw new BadRequestError(`Invalid 'previous': no answer '${answerId}' to follow here`, 'previous');
  const threadId = row.threadId ?? row.id;
  if ((await ctx.prisma.aiQuestion.count({ where: { threadId } })) >= MAX_THREAD)
    throw new BadRequestError(`Invalid 'previous': a thread holds at most ${MAX_THREAD} answers`, 'previous');
  return { id: row.id, threadId, question: row.question, answer: row.answer };
}

// ---------------------------------------------------------------------------------------------
// Filters

/** What GitBook's routes filter answers by (each list, the stats and the sources take some of them). */
export interface AnswerFilterInput {
  from?: Date | null;
  to?: Date | null;
  answered?: readonly Resolution[] | null;
  relevance?: readonly Relevance[] | null;
  channelType?: readonly ChannelType[] | null;
  /** The question's type. */
  type?: QuestionType | null;
  topic?: readonly string[] | string | null;
  helpfulness?: Helpfulness | null;
  language?: string | null;
  /** A site question's id. */
  question?: string | null;
  /** A thread's first answer. */
  thread?: string | null;
}

/** Filters checked and in one spelling (lists sorted, empties dropped), so equal filters share a key. */
export interface AnswerFilters {
  from?: Date;
  to?: Date;
  answered?: Resolution[];
  relevance?: Relevance[];
  channelType?: ChannelType[];
  type?: QuestionType;
  topic?: string[];
  helpfulness?: Helpfulness;
  language?: string;
  question?: string;
  thread?: string;
}

const list = <T extends string>(values: readonly T[] | null | undefined) =>
  values?.length ? [...new Set(values)].sort() : undefined;

const Ids = z.string().max(256);

export function answerFilters(input: AnswerFilterInput = {}): AnswerFilters {
  if (input.from && input.to && input.from > input.to)
    throw new BadRequestError("Invalid 'from': must not be after 'to'", 'from');
  const topic = typeof input.topic === 'string' ? [input.topic] : input.topic;
  const out: AnswerFilters = {
    from: input.from ?? undefined,
    to: input.to ?? undefined,
    answered: list(input.answered),
    relevance: list(input.relevance),
    channelType: list(input.channelType),
    type: input.type ?? undefined,
    topic: list(topic?.filter(Boolean)),
    helpfulness: input.helpfulness ?? undefined,
    language: input.language || undefined,
    question: input.question ? parseInput(Ids, input.question) : undefined,
    thread: input.thread ? parseInput(Ids, input.thread) : undefined,
  };
  for (const key of Object.keys(out) as (keyof AnswerFilters)[]) if (out[key] === undefined) delete out[key];
  return out;
}

const filterKey = (siteId: string, f: AnswerFilters) => `${siteId}|${JSON.stringify(f)}`;

/** Numbered parameters of one statement. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast: string) {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
}

/**
 * The conditions on the answers (`a`) of a site and their questions (`q`) that `f` keeps. What
 * no answer can have (a topic, a language, a relevance other than `relevant`, `partially`, a
 * channel Quire has not) keeps none.
 */
function conditions(params: Params, siteId: string, f: AnswerFilters): string[] {
  const where = [`a."siteId" = ${params.add(siteId, 'text')}`];
  if (f.from) where.push(`a."createdAt" >= ${params.add(f.from, 'timestamp')}`);
  if (f.to) where.push(`a."createdAt" <= ${params.add(f.to, 'timestamp')}`);
  if (f.answered) {
    const answered = f.answered.flatMap((r) => (r === 'yes' ? [true] : r === 'no' ? [false] : []));
    where.push(answered.length ? `a.answered = ANY(${params.add(answered, 'boolean[]')})` : 'FALSE');
  }
  if (f.relevance && !f.relevance.includes('relevant')) where.push('FALSE');
  if (f.channelType) {
    const channels = f.channelType.flatMap((t) => CHANNELS_OF[t]);
    where.push(channels.length ? `a.channel = ANY(${params.add(channels, 'text[]')})` : 'FALSE');
  }
  if (f.type) where.push(`q.type = ${params.add(f.type, 'text')}`);
  if (f.topic || f.language) where.push('FALSE');
  if (f.helpfulness) where.push(`${HELPFULNESS_SQL} = ${params.add(f.helpfulness, 'text')}`);
  if (f.question) where.push(`a."siteQuestionId" = ${params.add(f.question, 'text')}`);
  if (f.thread) where.push(`a."threadId" = ${params.add(f.thread, 'text')}`);
  return where;
}

const ANSWERS = `"AiQuestion" a JOIN "AiSiteQuestion" q ON q.id = a."siteQuestionId"`;

const toNumber = (v: unknown) => (typeof v === 'bigint' ? Number(v) : Number(v ?? 0));

// ---------------------------------------------------------------------------------------------
// Stats

export interface QuestionStats {
  total: number;
  answers: number;
  feedback: { positive: number; negative: number; unrated: number };
  answered: { yes: number; partially: number; no: number };
  relevance: Record<Relevance, number>;
  types: Record<QuestionType, number>;
  channelTypes: Record<string, number>;
  channels: Record<string, number>;
  weeklyPulse: number[];
}

interface StatsRow {
  sq: string | null;
  channel: string;
  answered: boolean;
  rating: number | null;
  type: string;
  week: number | null;
  n: number | bigint;
}

/** The answers `f` keeps, counted by what stats tell apart (and by site question with `perQuestion`). */
async function statsRows(ctx: Context, siteId: string, f: AnswerFilters, perQuestion?: string[]) {
  const params = new Params();
  const where = conditions(params, siteId, f);
  if (perQuestion) where.push(`a."siteQuestionId" = ANY(${params.add(perQuestion, 'text[]')})`);
  const now = params.add(new Date(), 'timestamp');
  const week = `floor(extract(epoch from (${now} - a."createdAt")) / ${WEEK_SECONDS})::int`;
  return ctx.prisma.$queryRawUnsafe<StatsRow[]>(
    `SELECT ${perQuestion ? 'a."siteQuestionId"' : 'NULL::text'} AS sq, a.channel, a.answered, a.rating, q.type,
       CASE WHEN ${week} BETWEEN 0 AND ${PULSE_WEEKS - 1} THEN ${week} END AS week, count(*) AS n
     FROM ${ANSWERS} WHERE ${where.join(' AND ')}
     GROUP BY 1, 2, 3, 4, 5, 6`,
    ...params.values,
  );
}

function foldStats(rows: StatsRow[], total: number): QuestionStats {
  const stats: QuestionStats = {
    total,
    answers: 0,
    feedback: { positive: 0, negative: 0, unrated: 0 },
    answered: { yes: 0, partially: 0, no: 0 },
    relevance: { relevant: 0, spam: 0, 'off-topic': 0, unclear: 0 },
    types: { exploring: 0, 'how-to': 0, troubleshooting: 0, reference: 0, unknown: 0 },
    channelTypes: Object.fromEntries(CORE_CHANNEL_TYPES.map((t) => [t, 0])),
    channels: {},
    weeklyPulse: new Array<number>(PULSE_WEEKS).fill(0),
  };
  for (const r of rows) {
    const n = toNumber(r.n);
    stats.answers += n;
    stats.feedback[r.rating === 1 ? 'positive' : r.rating === -1 ? 'negative' : 'unrated'] += n;
    stats.answered[resolutionOf(r.answered)] += n;
    stats.relevance.relevant += n;
    const type = (QUESTION_TYPES as readonly string[]).includes(r.type) ? (r.type as QuestionType) : 'unknown';
    stats.types[type] += n;
    const channel = channelTypeOf(r.channel);
    stats.channelTypes[channel] = (stats.channelTypes[channel] ?? 0) + n;
    if (r.week !== null) stats.weeklyPulse[PULSE_WEEKS - 1 - r.week] += n;
  }
  return stats;
}

/** The site's stats over the answers `f` keeps (`getSiteQuestionStats`). */
export async function siteQuestionStats(ctx: Context, site: Site, input: AnswerFilterInput): Promise<QuestionStats> {
  await requireSiteReader(ctx, site);
  const f = answerFilters(input);
  const params = new Params();
  const where = conditions(params, site.id, f);
  const [rows, [distinct]] = await Promise.all([
    statsRows(ctx, site.id, f),
    ctx.prisma.$queryRawUnsafe<{ n: number | bigint }[]>(
      `SELECT count(DISTINCT a."siteQuestionId") AS n FROM ${ANSWERS} WHERE ${where.join(' AND ')}`,
      ...params.values,
    ),
  ]);
  return foldStats(rows, toNumber(distinct?.n));
}

interface StatsKey {
  siteId: string;
  filters: AnswerFilters;
  questionId: string;
}

/** A question's stats under its filters, one statement for the questions of a page that share them. */
const questionStatsOf = defineLoader<StatsKey, QuestionStats, string>(
  async (ctx, keys) => {
    const groups = new Map<string, StatsKey[]>();
    for (const k of keys) {
      const key = filterKey(k.siteId, k.filters);
      groups.set(key, [...(groups.get(key) ?? []), k]);
    }
    const found = new Map<string, QuestionStats>();
    for (const [key, group] of groups) {
      const ids = [...new Set(group.map((k) => k.questionId))];
      const rows = await statsRows(ctx, group[0].siteId, group[0].filters, ids);
      for (const id of ids) {
        const own = rows.filter((r) => r.sq === id);
        found.set(`${key}|${id}`, foldStats(own, own.length ? 1 : 0));
      }
    }
    return keys.map((k) => found.get(`${filterKey(k.siteId, k.filters)}|${k.questionId}`)!);
  },
  { cacheKeyFn: (k) => `${filterKey(k.siteId, k.filters)}|${k.questionId}` },
);

// ---------------------------------------------------------------------------------------------
// Site questions

/** A site question as it was listed or looked up: its stats count the answers those filters keep. */
export interface QuestionView {
  row: AiSiteQuestion;
  organizationId: string;
  filters: AnswerFilters;
}

export const questionStats = (ctx: Context, q: QuestionView) =>
  questionStatsOf(ctx).load({ siteId: q.row.siteId, filters: q.filters, questionId: q.row.id });

const SORTS: Record<QuestionSort | 'createdAt', string> = {
  createdAt: 'q."createdAt"',
  askedAt: 'q."askedAt"',
  'stats.answers': 'count(*)',
  'stats.answered': 'count(*) FILTER (WHERE a.answered)::float8 / count(*)',
  'stats.feedback': 'count(*) FILTER (WHERE a.rating = 1)::float8 / count(*)',
};

async function questionsByIds(ctx: Context, site: Site, ids: string[], filters: AnswerFilters) {
  const rows = new Map(
    (await ctx.prisma.aiSiteQuestion.findMany({ where: { id: { in: ids } } })).map((r) => [r.id, r]),
  );
  return ids.flatMap((id): QuestionView[] => {
    const row = rows.get(id);
    return row ? [{ row, organizationId: site.organizationId, filters }] : [];
  });
}

/**
 * The site's questions that have answers `input` keeps, by `sort` (default: when the question was
 * first asked) in `order` (default: descending), ties by id.
 */
export async function listSiteQuestions(
  ctx: Context,
  site: Site,
  args: PageArgs,
  input: AnswerFilterInput & { sort?: QuestionSort | null; order?: 'asc' | 'desc' | null },
) {
  await requireSiteReader(ctx, site);
  const f = answerFilters(input);
  const direction = input.order === 'asc' ? 'ASC' : 'DESC';
  const params = new Params();
  const where = conditions(params, site.id, f).join(' AND ');
  return paginate(
    args,
    async ({ skip, take }) => {
      const rows = await ctx.prisma.$queryRawUnsafe<{ id: string }[]>(
        `SELECT q.id FROM ${ANSWERS} WHERE ${where} GROUP BY q.id
         ORDER BY ${SORTS[input.sort ?? 'createdAt']} ${direction}, q.id ${direction}
         OFFSET ${skip} LIMIT ${take}`,
        ...params.values,
      );
      return questionsByIds(
        ctx,
        site,
        rows.map((r) => r.id),
        f,
      );
    },
    async () => {
      const [row] = await ctx.prisma.$queryRawUnsafe<{ n: number | bigint }[]>(
        `SELECT count(DISTINCT q.id) AS n FROM ${ANSWERS} WHERE ${where}`,
        ...params.values,
      );
      return toNumber(row?.n);
    },
  );
}

/** One of the site's questions, its stats over the answers `input` keeps; null when the site has no such question. */
export async function siteQuestion(
  ctx: Context,
  site: Site,
  questionId: string,
  input: AnswerFilterInput = {},
): Promise<QuestionView | null> {
  await requireSiteReader(ctx, site);
  const f = answerFilters(input);
  const row = await ctx.prisma.aiSiteQuestion.findFirst({ where: { id: questionId, siteId: site.id } });
  return row ? { row, organizationId: site.organizationId, filters: f } : null;
}

/** A site question by id for `node(id:)`, when the caller may read its site. */
export async function readableSiteQuestion(ctx: Context, questionId: string): Promise<QuestionView | null> {
  const row = await ctx.prisma.aiSiteQuestion.findUnique({ where: { id: questionId } });
  const site = row && (await readableSite(ctx, row.siteId));
  return row && site ? { row, organizationId: site.organizationId, filters: {} } : null;
}

async function readableSite(ctx: Context, siteId: string) {
  const site = await siteById(ctx).load(siteId);
  return site && atLeast(await siteRole(ctx, site), 'read') ? site : null;
}

// ---------------------------------------------------------------------------------------------
// Sources

/** A page answers cited: for one answer, its share of it; for a question, its share over the answers kept. */
export interface SourceView {
  spaceId: string;
  revisionId: string;
  pageId: string;
  title: string;
  weight: number;
}

/**
 * The pages the answers of a question (those `input` keeps) cited, heaviest first: each with its
 * weight summed over those answers and divided by their number (an answer citing nothing counts
 * too), and the revision and title of its latest citation.
 */
export async function questionSources(ctx: Context, q: QuestionView, args: PageArgs, input: AnswerFilterInput) {
  const f = { ...answerFilters(input), question: q.row.id };
  const params = new Params();
  const kept = `SELECT a.id, a."createdAt" FROM ${ANSWERS} WHERE ${conditions(params, q.row.siteId, f).join(' AND ')}`;
  return paginate(
    args,
    async ({ skip, take }) => {
      const rows = await ctx.prisma.$queryRawUnsafe<SourceView[]>(
        `WITH kept AS MATERIALIZED (${kept})
         SELECT s."spaceId", s."pageId",
           (array_agg(s."revisionId" ORDER BY s."revisionId" = '', k."createdAt" DESC))[1] AS "revisionId",
           (array_agg(s.title ORDER BY s.title = '', k."createdAt" DESC))[1] AS title,
           (sum(s.weight) / (SELECT count(*) FROM kept))::float8 AS weight
         FROM kept k JOIN "AiQuestionSource" s ON s."questionId" = k.id
         GROUP BY s."spaceId", s."pageId"
         ORDER BY weight DESC, s."spaceId", s."pageId"
         OFFSET ${skip} LIMIT ${take}`,
        ...params.values,
      );
      return rows.map((r) => ({ ...r, weight: Number(r.weight) }));
    },
    async () => {
      const [row] = await ctx.prisma.$queryRawUnsafe<{ n: number | bigint }[]>(
        `WITH kept AS (${kept})
         SELECT count(*) AS n FROM (SELECT DISTINCT s."spaceId", s."pageId"
           FROM kept k JOIN "AiQuestionSource" s ON s."questionId" = k.id) pages`,
        ...params.values,
      );
      return toNumber(row?.n);
    },
  );
}

/** The pages an answer cited, in the order of its citations. */
export function answerSources(ctx: Context, answer: AnswerView, args: PageArgs) {
  const where = { questionId: answer.id };
  return paginate(
    args,
    (page): Promise<AiQuestionSource[]> =>
      ctx.prisma.aiQuestionSource.findMany({ where, orderBy: { number: 'asc' }, ...page }),
    () => ctx.prisma.aiQuestionSource.count({ where }),
  );
}

// ---------------------------------------------------------------------------------------------
// Answers

/** An answer of a site, with its site question. */
export type AnswerView = AiQuestion & { siteQuestion: AiSiteQuestion | null };

const withQuestion = { siteQuestion: true } as const;

/** The site's answers that `input` keeps, newest first. */
export async function listSiteAnswers(ctx: Context, site: Site, args: PageArgs, input: AnswerFilterInput) {
  await requireSiteReader(ctx, site);
  const f = answerFilters(input);
  const params = new Params();
  const where = conditions(params, site.id, f).join(' AND ');
  return paginate(
    args,
    async ({ skip, take }) => {
      const ids = (
        await ctx.prisma.$queryRawUnsafe<{ id: string }[]>(
          `SELECT a.id FROM ${ANSWERS} WHERE ${where} ORDER BY a."createdAt" DESC, a.id DESC OFFSET ${skip} LIMIT ${take}`,
          ...params.values,
        )
      ).map((r) => r.id);
      const rows = new Map(
        (await ctx.prisma.aiQuestion.findMany({ where: { id: { in: ids } }, include: withQuestion })).map((r) => [
          r.id,
          r,
        ]),
      );
      return ids.flatMap((id): AnswerView[] => {
        const row = rows.get(id);
        return row ? [row] : [];
      });
    },
    async () => {
      const [row] = await ctx.prisma.$queryRawUnsafe<{ n: number | bigint }[]>(
        `SELECT count(*) AS n FROM ${ANSWERS} WHERE ${where}`,
        ...params.values,
      );
      return toNumber(row?.n);
    },
  );
}

/** One of the site's answers; null when the site has no such answer. */
export async function siteAnswer(ctx: Context, site: Site, answerId: string): Promise<AnswerView | null> {
  await requireSiteReader(ctx, site);
  return ctx.prisma.aiQuestion.findFirst({
    where: { id: answerId, siteId: site.id, siteQuestionId: { not: null } },
    include: withQuestion,
  });
}

/** An answer by id for `node(id:)`, when the caller may read its site. */
export async function readableSiteAnswer(ctx: Context, answerId: string): Promise<AnswerView | null> {
  const row = await ctx.prisma.aiQuestion.findUnique({ where: { id: answerId }, include: withQuestion });
  return row?.siteId && row.siteQuestion && (await readableSite(ctx, row.siteId)) ? row : null;
}

/** The answers of an answer's thread, first asked first (the answer itself included). */
export function answerThread(ctx: Context, answer: AnswerView): Promise<AnswerView[]> {
  return ctx.prisma.aiQuestion.findMany({
    where: { threadId: answer.threadId ?? answer.id, siteId: answer.siteId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: withQuestion,
    take: MAX_THREAD,
  });
}

/** The answer an answer follows, when it is still there. */
export async function previousAnswer(ctx: Context, answer: AnswerView): Promise<AnswerView | null> {
  if (!answer.previousId) return null;
  return ctx.prisma.aiQuestion.findFirst({
    where: { id: answer.previousId, siteId: answer.siteId },
    include: withQuestion,
  });
}
