/**
 * Embeds of outside URLs (`GET /v1/urls/embed`, `GET /v1/spaces/{spaceId}/embed`, GraphQL
 * `embedByUrl`, and the embed blocks of Quire's reader): the page is fetched through the guarded
 * fetch (src/infra/safe-fetch.ts: http(s) only, private and loopback addresses refused unless
 * IMPORT_ALLOWED_HOSTS names the host, redirects checked), within EMBED_LIMITS, and read by
 * unfurl.ts.
 *
 * - A URL that is not http(s) or names a refused address: 400, never fetched.
 * - A page that cannot be fetched (time limit, size limit, network, HTTP error): 404 with why, which
 *   GitBook's reader takes as "no embed" and renders the page without it.
 * - Answers are kept in the database (`UrlEmbed`, shared by the instances): a success for
 *   FRESH_MS, a failure for FAILED_MS; at most MAX_ENTRIES rows, the oldest out. One fetch per URL
 *   at a time in an instance.
 * - Quire's reader never fetches while it renders: it shows what is kept (`keptEmbeds`) and has the
 *   rest fetched in the background (filler.ts).
 */

import type { Config } from '../../config.ts';
import { sha256Hex } from '../../engine/revisions.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import {
  checkUrl,
  FetchRefusedError,
  SafeFetchError,
  type SafeFetchOptions,
  safeFetch,
} from '../../infra/safe-fetch.ts';
import type { Context } from '../../request/context.ts';
import { requireViewer } from '../../request/context.ts';
import { getSpace } from '../spaces/service.ts';
import { type EmbedData, fromOEmbed, fromPage, plainLink, readPage } from './unfurl.ts';

export type { EmbedData } from './unfurl.ts';

/** One fetch of an embed (page and oEmbed answer together); lowered by FETCH_TIMEOUT_MS / FETCH_MAX_BYTES. */
export const EMBED_LIMITS = { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024 };
const FRESH_MS = 7 * 24 * 3600 * 1000;
const FAILED_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 10_000;
const MAX_URL = 2048;
const UTC_NOW = `(now() AT TIME ZONE 'UTC')`;

/** The URL an embed is kept under: as parsed, without its fragment (never sent to the site). */
function normalized(raw: string, config: Pick<Config, 'importAllowedHosts'>): string {
  const trimmed = raw.trim();
  if (!trimmed) throw new BadRequestError("'url' is required", 'url');
  if (trimmed.length > MAX_URL) throw new BadRequestError(`'url' is longer than ${MAX_URL} characters`, 'url');
  try {
    const url = checkUrl(trimmed, config.importAllowedHosts);
    url.hash = '';
    return url.href;
  } catch (error) {
    if (error instanceof FetchRefusedError) throw new BadRequestError(`Invalid 'url': ${error.message}`, 'url');
    throw error;
  }
}

const keyOf = (url: string) => sha256Hex(url);

type Outcome = { embed: EmbedData } | { error: string };

const answer = (url: string, outcome: Outcome): EmbedData => {
  if ('embed' in outcome) return outcome.embed;
  throw new NotFoundError(`No embed for ${url}: ${outcome.error}`);
};

function fetchOptions(config: Pick<Config, 'importAllowedHosts' | 'fetchTimeoutMs' | 'fetchMaxBytes'>) {
  return {
    allowedHosts: config.importAllowedHosts,
    timeoutMs: Math.min(EMBED_LIMITS.timeoutMs, config.fetchTimeoutMs),
    maxBytes: Math.min(EMBED_LIMITS.maxBytes, config.fetchMaxBytes),
  } satisfies SafeFetchOptions;
}

/** Fetches and reads the page (and its oEmbed answer), within one deadline. Throws SafeFetchError. */
async function unfurl(config: Config, url: string, signal?: AbortSignal): Promise<EmbedData> {
  const options = { ...fetchOptions(config), signal };
  const deadline = Date.now() + options.timeoutMs;
  const page = await safeFetch(url, {
    ...options,
    headers: { accept: 'text/html, application/xhtml+xml;q=0.9, */*;q=0.5' },
  });
  if (!/html|xml/i.test(page.contentType ?? 'text/html')) return plainLink(url);
  const meta = readPage(page.text(), page.url);
  const left = deadline - Date.now();
  if (meta.oembed && left > 0) {
    try {
      const oembed = await safeFetch(meta.oembed, {
        ...options,
        timeoutMs: left,
        headers: { accept: 'application/json' },
      });
      const embed = fromOEmbed(JSON.parse(oembed.text()), url, meta);
      if (embed) return embed;
    } catch (error) {
      // The page's own tags still describe it; anything but a fetch or JSON failure is a bug.
      if (!(error instanceof SafeFetchError) && !(error instanceof SyntaxError)) throw error;
    }
  }
  return fromPage(meta, url);
}

// One fetch per URL at a time in this instance (per database: tests run several in one process).
const inFlightOf = new WeakMap<object, Map<string, Promise<Outcome>>>();

/**
 * Fetches `url`, keeps the outcome (failures too, briefly) and answers it. Refusals throw
 * FetchRefusedError; a fetch cancelled by `signal` throws and keeps nothing.
 */
export function fetchAndKeep(
  prisma: Context['prisma'],
  config: Config,
  url: string,
  signal?: AbortSignal,
): Promise<Outcome> {
  const inFlight = inFlightOf.get(prisma) ?? new Map<string, Promise<Outcome>>();
  inFlightOf.set(prisma, inFlight);
  const running = inFlight.get(url);
  if (running) return running;
  const work = (async (): Promise<Outcome> => {
    let outcome: Outcome;
    try {
      outcome = { embed: await unfurl(config, url, signal) };
    } catch (error) {
      if (!(error instanceof SafeFetchError) || error instanceof FetchRefusedError || signal?.aborted) throw error;
      outcome = { error: error.message };
    }
    const now = Date.now();
    const row = {
      url,
      embed: 'embed' in outcome ? (outcome.embed as unknown as Prisma.InputJsonValue) : Prisma.DbNull,
      error: 'error' in outcome ? outcome.error : null,
      fetchedAt: new Date(now),
      expiresAt: new Date(now + ('embed' in outcome ? FRESH_MS : FAILED_MS)),
    };
    const key = keyOf(url);
    await prisma.urlEmbed.upsert({
      where: { key },
      create: { key, ...row },
      update: row,
    });
    // Bounded: what expired, and the oldest beyond MAX_ENTRIES.
    await prisma.$executeRawUnsafe(
      `DELETE FROM "UrlEmbed" WHERE "expiresAt" < ${UTC_NOW}
        OR "key" IN (SELECT "key" FROM "UrlEmbed" ORDER BY "fetchedAt" DESC, "key" OFFSET ${MAX_ENTRIES})`,
    );
    return outcome;
  })().finally(() => inFlight.delete(url));
  inFlight.set(url, work);
  return work;
}

/** The kept outcome of `url` when it has not expired. */
export async function kept(prisma: Context['prisma'], url: string): Promise<Outcome | null> {
  const row = await prisma.urlEmbed.findUnique({ where: { key: keyOf(url) } });
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return row.embed ? { embed: row.embed as unknown as EmbedData } : { error: row.error ?? 'the last fetch failed' };
}

/** The embed of `url`: kept, or fetched now. 400 for a refused URL, 404 when the page cannot be fetched. */
async function embedOf(ctx: Context, raw: string): Promise<EmbedData> {
  const url = normalized(raw, ctx.config);
  const found = await kept(ctx.prisma, url);
  if (found) return answer(url, found);
  try {
    return answer(url, await fetchAndKeep(ctx.prisma, ctx.config, url));
  } catch (error) {
    if (error instanceof FetchRefusedError) throw new BadRequestError(`Invalid 'url': ${error.message}`, 'url');
    throw error;
  }
}

/**
 * The embed of an outside URL, for a signed-in caller (a member, a site's reader, the instance
 * admin): Quire fetches on their behalf, not on an anonymous request's. With `spaceId`, the caller
 * must read that space (404 otherwise), as GitBook's reader asks for the embeds of a space's pages.
 */
export async function embedByUrl(ctx: Context, url: string, spaceId?: string | null): Promise<EmbedData> {
  if (spaceId != null) await getSpace(ctx, spaceId);
  else if (ctx.caller.kind !== 'site-reader' && ctx.caller.kind !== 'instance-admin') requireViewer(ctx);
  return embedOf(ctx, url);
}

/**
 * The kept embeds of a page's embed blocks, for Quire's reader, in one statement: `embeds` by the
 * URL as written (URLs kept as failures are left out: plain links), and `missing`, the URLs
 * (normalized) with nothing kept or only an expired answer. URLs the server may not fetch are in
 * neither.
 */
export async function keptEmbeds(
  prisma: Context['prisma'],
  config: Pick<Config, 'importAllowedHosts'>,
  urls: readonly string[],
) {
  const wanted = new Map<string, string>();
  for (const raw of urls) {
    try {
      wanted.set(raw, normalized(raw, config));
    } catch {
      // Not an address the server may fetch: the block stays a plain link.
    }
  }
  const embeds = new Map<string, EmbedData>();
  const missing = new Set<string>();
  if (!wanted.size) return { embeds, missing };
  const rows = await prisma.urlEmbed.findMany({
    where: { key: { in: [...new Set(wanted.values())].map(keyOf) } },
  });
  const byKey = new Map(rows.filter((r) => r.expiresAt.getTime() > Date.now()).map((r) => [r.key, r]));
  for (const [raw, url] of wanted) {
    const row = byKey.get(keyOf(url));
    if (row?.embed) embeds.set(raw, row.embed as unknown as EmbedData);
    else if (!row) missing.add(url);
  }
  return { embeds, missing };
}
