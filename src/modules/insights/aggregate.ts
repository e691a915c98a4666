/**
 * GitBook's aggregation over a site's insights events (`aggregateSiteEvents`): columns to select
 * and group by, filters, a time range, an order and a limit, answered column by column
 * (`{ columns: [{ column, values }] }`, the values of one row at the same index in each column).
 *
 * One SQL statement, built from the whitelist below: column names choose fixed expressions, and
 * every value the request gives travels as a parameter. Columns Quire does not record (geography,
 * browser, bots, referrers, UTM tags, visitor claims, links, ads...) are a 400 naming the column.
 */
import { z } from 'zod';
import { BadRequestError } from '../../errors.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { requireSite } from '../sites/service.ts';
import { flushSiteEvents } from './buffer.ts';
import { DEVICES, DISPLAY_CONTEXTS, FEEDBACK_RATINGS, INSIGHT_EVENT_TYPES } from './service.ts';

const SEARCH_TYPES = `('search_type_query', 'search_open_result')`;
const FEEDBACK_TYPES = `('page_post_feedback', 'page_post_feedback_comment')`;

type ValueKind = 'text' | 'int' | 'time' | 'page';

interface Dimension {
  kind: 'dimension';
  /** SQL expressions selected for it (a page is its space and its id). */
  select: string[];
  /** What a filter compares (default: the first select expression). */
  filter?: string;
  values: ValueKind;
  /** Rows without a value are left out when grouping by it (GitBook's values are never null). */
  notNull?: boolean;
  /** Allowed values of a filter, when they are a closed list. */
  allowed?: readonly string[];
  /** Comparison operators apply (times and numbers). */
  ordered?: boolean;
  out?: (row: unknown[]) => unknown;
}

interface Metric {
  kind: 'metric';
  select: string;
  /** A HAVING filter may compare it. */
  comparable?: boolean;
  out?: (v: unknown) => unknown;
}

const INTERVALS = ['hour', 'day', 'week', 'month'] as const;

const text = (expr: string, extra: Partial<Dimension> = {}): Dimension => ({
  kind: 'dimension',
  select: [expr],
  values: 'text',
  ...extra,
});

const DIMENSIONS: Record<string, Dimension> = {
  dayOfWeek: { kind: 'dimension', select: [`extract(isodow from "occurredAt")::int`], values: 'int', ordered: true },
  hourOfDay: { kind: 'dimension', select: [`extract(hour from "occurredAt")::int`], values: 'int', ordered: true },
  url: text(`"url"`, { notNull: true }),
  urlPath: text(`"urlPath"`, { notNull: true }),
  eventType: text(`"type"`, { allowed: INSIGHT_EVENT_TYPES }),
  siteSection: text(`"siteSectionId"`),
  siteSpace: text(`"siteSpaceId"`),
  displayContext: text(`"displayContext"`, { allowed: DISPLAY_CONTEXTS }),
  page: {
    kind: 'dimension',
    select: [`"spaceId"`, `"pageId"`],
    values: 'page',
    out: ([space, page]) => (space == null ? null : { page: page ?? null, space }),
  },
  visitorDevice: text(`coalesce("device", 'unknown')`, { allowed: DEVICES }),
  visitorLanguage: text(`"language"`),
  eventSearchQuery: text(`CASE WHEN "type" IN ${SEARCH_TYPES} THEN "query" END`, { notNull: true }),
  eventPageFeedbackRating: text(`CASE WHEN "type" IN ${FEEDBACK_TYPES} THEN "rating" END`, {
    notNull: true,
    allowed: FEEDBACK_RATINGS,
  }),
  eventPageFeedbackComment: text(`"comment"`, { notNull: true }),
  eventAskResponseRating: {
    kind: 'dimension',
    select: [`"responseRating"`],
    values: 'int',
    notNull: true,
  },
};

const METRICS: Record<string, Metric> = {
  eventsCount: { kind: 'metric', select: 'count(*)::int', comparable: true },
  sessionsCount: { kind: 'metric', select: 'count(DISTINCT "sessionId")::int', comparable: true },
  pageFeedbackRating: {
    kind: 'metric',
    select: `json_build_object(
      'ok', count(*) FILTER (WHERE "type" = 'page_post_feedback' AND "rating" = 'ok'),
      'good', count(*) FILTER (WHERE "type" = 'page_post_feedback' AND "rating" = 'good'),
      'bad', count(*) FILTER (WHERE "type" = 'page_post_feedback' AND "rating" = 'bad'))`,
    out: (v) => (typeof v === 'string' ? JSON.parse(v) : v),
  },
  askResponseRating: {
    kind: 'metric',
    select: `json_build_object(
      'positive', count(*) FILTER (WHERE "type" = 'ask_rate_response' AND "responseRating" = 1),
      'negative', count(*) FILTER (WHERE "type" = 'ask_rate_response' AND "responseRating" = -1))`,
    out: (v) => (typeof v === 'string' ? JSON.parse(v) : v),
  },
};

/** GitBook's columns that Quire does not record, and why. */
const UNRECORDED: Record<string, string> = {
  visitorsCount: 'Quire keeps no visitor identifier (count sessions with `sessionsCount`)',
  visitorGeoCountry: 'Quire keeps no IP address, so no location',
  visitorGeoPoint: 'Quire keeps no IP address, so no location',
  visitorBrowser: 'Quire keeps no user agent (only a device kind: `visitorDevice`)',
  visitorOS: 'Quire keeps no user agent (only a device kind: `visitorDevice`)',
  visitorBot: 'Quire keeps no user agent',
  visitorAuthenticated: 'Quire keeps no visitor claims',
  visitorClaim: 'Quire keeps no visitor claims',
  visitorClaimProperty: 'Quire keeps no visitor claims',
  referrer: 'Quire keeps no referrer',
  referrerDomain: 'Quire keeps no referrer',
  utmSource: 'Quire keeps no campaign tags',
  utmMedium: 'Quire keeps no campaign tags',
  utmCampaign: 'Quire keeps no campaign tags',
  utmTerm: 'Quire keeps no campaign tags',
  utmContent: 'Quire keeps no campaign tags',
  siteShareKey: 'Quire does not record the share key of an event',
};

const UNRECORDED_DETAIL = 'Quire does not record the details of this kind of event';

const Column = z.looseObject({
  column: z.string().max(64),
  interval: z.enum(INTERVALS).optional(),
  precision: z.number().optional(),
  claim: z.string().optional(),
});
type Column = z.output<typeof Column>;

const Filter = z.looseObject({
  column: z.string().max(64),
  values: z.array(z.unknown()).max(1000),
  operator: z.enum(['in', 'notIn', 'greaterThan', 'greaterThanOrEqual', 'lessThan', 'lessThanOrEqual']).optional(),
});

const PRESETS = {
  lastYear: 365,
  last3Months: 91,
  last30Days: 30,
  last7Days: 7,
  last24Hours: 1,
} as const;

const Aggregation = z.object({
  select: z.array(Column).max(20).optional(),
  where: z.array(Filter).max(20).optional(),
  groupBy: z.array(Column).max(10).optional(),
  order: z.object({ by: Column, direction: z.enum(['asc', 'desc']) }).optional(),
  range: z.union([
    z.enum(Object.keys(PRESETS) as [keyof typeof PRESETS]),
    z.object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) }),
  ]),
  limit: z.number().int().min(1).max(1000).optional(),
});

/** A column of the request, resolved: its SQL, where its values sit in the row, how they come out. */
interface Resolved {
  name: string;
  spec: Column;
  dimension?: Dimension;
  metric?: Metric;
  /** Expressions selected for it. */
  select: string[];
}

function resolve(spec: Column, field: string): Resolved {
  const name = spec.column;
  if (name === 'datetime') {
    const interval = spec.interval ?? 'day';
    return {
      name,
      spec,
      select: [`date_trunc('${interval}', "occurredAt")`],
      dimension: {
        kind: 'dimension',
        select: [],
        values: 'time',
        out: ([v]) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString()),
      },
    };
  }
  const dimension = DIMENSIONS[name];
  if (dimension) return { name, spec, dimension, select: dimension.select };
  const metric = METRICS[name];
  if (metric) return { name, spec, metric, select: [metric.select] };
  throw new BadRequestError(
    `Invalid '${field}': the column '${name}' is not available: ${UNRECORDED[name] ?? (name.startsWith('event') ? UNRECORDED_DETAIL : 'unknown column')}`,
    field,
  );
}

const sameColumn = (a: Column, b: Column) => a.column === b.column && (a.interval ?? 'day') === (b.interval ?? 'day');

function valuesOf(kind: ValueKind, values: unknown[], field: string, allowed?: readonly string[]) {
  const bad = (why: string) => new BadRequestError(`Invalid '${field}': ${why}`, field);
  switch (kind) {
    case 'int':
      if (!values.every((v) => Number.isInteger(v))) throw bad('values are integers');
      return values as number[];
    case 'time':
      return values.map((v) => {
        const time = typeof v === 'string' ? new Date(v) : null;
        if (!time || Number.isNaN(time.getTime())) throw bad('values are date-times');
        return time;
      });
    case 'text':
      for (const v of values) {
        if (v !== null && (typeof v !== 'string' || v.length > 2048)) throw bad('values are strings');
        if (allowed && v !== null && !allowed.includes(v)) throw bad(`unknown value ${JSON.stringify(v)}`);
      }
      return values as (string | null)[];
    case 'page':
      for (const v of values)
        if (
          v !== null &&
          (typeof v !== 'object' ||
            typeof (v as { space?: unknown }).space !== 'string' ||
            !['string', 'object'].includes(typeof (v as { page?: unknown }).page))
        )
          throw bad('values are null or { page, space }');
      return values as ({ page: string | null; space: string } | null)[];
  }
}

/** The range's bounds: a preset ends now. */
function rangeOf(range: z.output<typeof Aggregation>['range'], now: Date): { from: Date; to: Date } {
  if (typeof range === 'string') return { from: new Date(now.getTime() - PRESETS[range] * 86_400_000), to: now };
  const from = new Date(range.from);
  const to = new Date(range.to);
  if (from > to) throw new BadRequestError("Invalid 'range.from': must not be after 'range.to'", 'range.from');
  return { from, to };
}

/** `POST {O}/sites/{siteId}/insights/events/aggregate` for members who may read the site. */
export async function aggregateSiteEvents(ctx: Context, organizationId: string, siteId: string, input: unknown) {
  const site = await requireSite(ctx, organizationId, siteId, 'read');
  const q = parseInput(Aggregation, input);
  // This instance's accepted events first (other instances' within a second: buffer.ts).
  await flushSiteEvents(ctx.db);
  const { from, to } = rangeOf(q.range, new Date());

  // Output columns: what is grouped by, then what is selected (eventsCount when nothing is).
  const columns: Resolved[] = [];
  const add = (spec: Column, field: string) => {
    if (!columns.some((c) => sameColumn(c.spec, spec))) columns.push(resolve(spec, field));
  };
  for (const [i, c] of (q.groupBy ?? []).entries()) add(c, `groupBy.${i}.column`);
  const select = q.select?.length ? q.select : [{ column: 'eventsCount' }];
  for (const [i, c] of select.entries()) add(c, `select.${i}.column`);

  const params: unknown[] = [site.id, from, to];
  const param = (value: unknown, cast: string) => {
    params.push(value);
    return `$${params.length}::${cast}`;
  };
  const where = [`"siteId" = $1`, `"occurredAt" >= $2`, `"occurredAt" <= $3`];
  const having: string[] = [];

  for (const c of columns) if (c.dimension?.notNull) where.push(`${c.select[0]} IS NOT NULL`);

  (q.where ?? []).forEach((f, i) => {
    const field = `where.${i}`;
    const operator = f.operator ?? 'in';
    const comparison = { greaterThan: '>', greaterThanOrEqual: '>=', lessThan: '<', lessThanOrEqual: '<=' } as const;
    if (f.column === 'datetime') {
      const times = valuesOf('time', f.values, `${field}.values`);
      if (operator === 'in' || operator === 'notIn') {
        const list = param(times, 'timestamp[]');
        where.push(operator === 'in' ? `"occurredAt" = ANY(${list})` : `NOT ("occurredAt" = ANY(${list}))`);
      } else {
        if (times.length !== 1)
          throw new BadRequestError(
            `Invalid '${field}.values': '${operator}' compares with one value`,
            `${field}.values`,
          );
        where.push(`"occurredAt" ${comparison[operator]} ${param(times[0], 'timestamp')}`);
      }
      return;
    }
    const r = resolve({ column: f.column }, `${field}.column`);
    if (r.metric) {
      if (!r.metric.comparable || operator === 'in' || operator === 'notIn')
        throw new BadRequestError(
          `Invalid '${field}.operator': '${f.column}' is filtered with greaterThan, greaterThanOrEqual, lessThan or lessThanOrEqual`,
          `${field}.operator`,
        );
      const [value] = f.values;
      if (f.values.length !== 1 || typeof value !== 'number')
        throw new BadRequestError(`Invalid '${field}.values': one number`, `${field}.values`);
      having.push(`${r.metric.select} ${comparison[operator]} ${param(value, 'float8')}`);
      return;
    }
    const d = r.dimension!;
    if (d.values === 'page') {
      if (operator !== 'in' && operator !== 'notIn')
        throw new BadRequestError(
          `Invalid '${field}.operator': pages are filtered with in or notIn`,
          `${field}.operator`,
        );
      const pages = valuesOf('page', f.values, `${field}.values`) as ({ page: string | null; space: string } | null)[];
      const listed = pages.filter((p) => p !== null);
      const spaces = param(
        listed.map((p) => p.space),
        'text[]',
      );
      const ids = param(
        listed.map((p) => p.page),
        'text[]',
      );
      const match = [
        `EXISTS (SELECT 1 FROM unnest(${spaces}, ${ids}) AS v(s, p) WHERE v.s = "spaceId" AND v.p IS NOT DISTINCT FROM "pageId")`,
        ...(pages.includes(null) ? [`"pageId" IS NULL`] : []),
      ].join(' OR ');
      where.push(operator === 'in' ? `(${match})` : `NOT (${match})`);
      return;
    }
    const values = valuesOf(d.values, f.values, `${field}.values`, d.allowed);
    const expr = d.filter ?? d.select[0];
    if (operator === 'in' || operator === 'notIn') {
      const present = values.filter((v) => v !== null);
      const cast = d.values === 'int' ? 'int[]' : 'text[]';
      const match = [
        `${expr} = ANY(${param(present, cast)})`,
        ...((values as unknown[]).includes(null) ? [`${expr} IS NULL`] : []),
      ].join(' OR ');
      // notIn keeps the rows without a value unless null is listed.
      where.push(operator === 'in' ? `(${match})` : `(NOT coalesce(${match}, false))`);
      return;
    }
    if (!d.ordered || values.length !== 1 || values[0] === null)
      throw new BadRequestError(
        `Invalid '${field}.operator': '${operator}' compares one value of dayOfWeek, hourOfDay, datetime or a count`,
        `${field}.operator`,
      );
    where.push(`${expr} ${comparison[operator]} ${param(values[0], 'int')}`);
  });

  // Every expression in one list: each column's items at known positions.
  const items: string[] = [];
  const at = columns.map((c) => c.select.map((expr) => items.push(expr)));
  const dimensionPositions = columns.flatMap((c, i) => (c.dimension ? at[i] : []));

  let orderBy: string[];
  if (q.order) {
    const index = columns.findIndex((c) => sameColumn(c.spec, q.order!.by));
    if (index < 0)
      throw new BadRequestError("Invalid 'order.by': order by a column that is grouped by or selected", 'order.by');
    orderBy = at[index].map((p) => `${p} ${q.order!.direction.toUpperCase()} NULLS LAST`);
  } else {
    const metric = columns.findIndex((c) => c.metric?.comparable);
    orderBy = metric >= 0 ? [`${at[metric][0]} DESC`] : [];
  }
  // Ties fall in the order of the grouped values: the same request gives the same answer.
  orderBy.push(...dimensionPositions.map((p) => `${p} ASC NULLS LAST`));

  const sql = [
    `SELECT ${items.map((e, i) => `${e} AS c${i}`).join(', ')}`,
    `FROM "SiteInsightEvent"`,
    `WHERE ${where.join(' AND ')}`,
    dimensionPositions.length ? `GROUP BY ${dimensionPositions.join(', ')}` : '',
    having.length ? `HAVING ${having.join(' AND ')}` : '',
    orderBy.length ? `ORDER BY ${orderBy.join(', ')}` : '',
    `LIMIT ${q.limit ?? 1000}`,
  ]
    .filter(Boolean)
    .join('\n');
  const rows = await ctx.prisma.$queryRawUnsafe<Record<string, unknown>[]>(sql, ...params);

  return {
    columns: columns.map((c, i) => ({
      column: c.name,
      values: rows.map((row) => {
        const raw = at[i].map((p) => normalize(row[`c${p - 1}`]));
        if (c.metric) return c.metric.out ? c.metric.out(raw[0]) : raw[0];
        return c.dimension?.out ? c.dimension.out(raw) : raw[0];
      }),
    })),
  };
}

/** Counts come back as numbers (bigint where the driver gives one). */
const normalize = (v: unknown) => (typeof v === 'bigint' ? Number(v) : v);
