/**
 * Embeddings of the search sections (the chunks of retrieval, docs/ai.md): a vector per
 * `SearchSection` and embedding model in `SectionEmbedding`, computed by a background job.
 *
 * - What needs a vector: the non-empty sections of the documents of current pages (the
 *   `SearchPage` rows, which follow each space's head). Sections of older revisions and of change
 *   requests are not embedded: retrieval reads current revisions only.
 * - Chunking costs a commit nothing more: the sections are the search index's rows, written at
 *   commit from the difference with the revision indexed before (src/modules/search).
 * - Woken a second after page rows move in this process (`onPagesMoved`: the documents of the rows written,
 *   claimed first, by document), and swept whole at start and every SWEEP_MS for the rest (other
 *   instances' commits, failures, an upgrade or a new model).
 * - Claimed by batches (`EmbeddingClaim` rows with a lease, taken by one INSERT ... ON CONFLICT
 *   that only takes over an expired lease): two instances never embed the same section, and a
 *   batch an instance dropped (crash, kill) is taken again once its lease has passed.
 * - Throttled: one batch of BATCH texts in flight per instance; after a failure of the model the
 *   batch is let go and the job waits, 1 s doubling up to a minute, before looking again.
 * - `quire_ai_embedding_backlog` on /metrics counts the sections waiting (`embeddingBacklog`).
 *
 * Vectors are searched as pgvector's `vector` through an HNSW index on the expression
 * `embedding::vector(D)`, partial per model, made once the dimension D is known (the first
 * vectors) where the extension is (`db.vector`). Without it the vectors are still computed: they
 * are ready when pgvector is installed.
 */
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { AiConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Prisma } from '../../db/prisma.ts';
import type { JobObserver } from '../../infra/jobs.ts';
import { type BackgroundJob, onceListening, type Running } from '../../request/doors.ts';
import { onPagesMoved } from '../search/pages.ts';
import { embed } from './model.ts';

/** Texts per call to the model. */
export const BATCH = 32;
/** The longest text embedded for a section (heading and body; about 500 tokens). */
export const EMBED_CHARS = 2000;
/** The interval of the sweep for sections no wake-up named. */
const SWEEP_MS = 60_000;
/** Documents named per hinted claim. */
const HINTED_DOCUMENTS = 500;
const MAX_BACKOFF_MS = 60_000;
/**
 * How long after a commit the job starts on its pages: edits come in bursts (a writer's saves, a
 * merge, a push), and on the embedded database the job's statements queue with theirs, so they
 * are embedded together once the burst is over.
 */
const WAKE_DELAY_MS = 1000;
/** The database's clock, as the UTC timestamps Prisma stores. */
const UTC_NOW = `(now() AT TIME ZONE 'UTC')`;

/** The key of a configuration's vectors: the model, and the dimensions asked of it if any. */
export function modelKey(ai: AiConfig & { embeddingModel: string }): string {
  return ai.embeddingDimensions ? `${ai.embeddingModel}:${ai.embeddingDimensions}` : ai.embeddingModel;
}

/** The configuration, when sections are embedded (an embedding model is set). */
export const embeddingConfig = (ai: AiConfig | undefined) =>
  ai?.embeddingModel ? (ai as AiConfig & { embeddingModel: string }) : undefined;

/**
 * The sections waiting for a vector of `$1`: of the documents of current pages, not empty, not
 * embedded yet. `DOCUMENTS` names the documents (all, or `$2`).
 */
const waiting = (documents: string) => `SELECT s."documentHash" AS h, s.position AS pos
  FROM (${documents}) d JOIN "SearchSection" s ON s."documentHash" = d.document
  WHERE (s.heading <> '' OR s.body <> '')
    AND NOT EXISTS (SELECT 1 FROM "SectionEmbedding" e
                    WHERE e."documentHash" = s."documentHash" AND e.position = s.position AND e.model = $1)`;
const ALL_DOCUMENTS = `SELECT DISTINCT document FROM "SearchPage" WHERE document IS NOT NULL`;
const NAMED_DOCUMENTS = `SELECT DISTINCT document FROM "SearchPage" WHERE document = ANY($4::text[])`;

/** Sections waiting for a vector of the configured model (the backlog gauge). */
export async function embeddingBacklog(prisma: Prisma, ai: AiConfig & { embeddingModel: string }): Promise<number> {
  const [row] = await prisma.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM (${waiting(ALL_DOCUMENTS)}) w`,
    modelKey(ai),
  );
  return row?.n ?? 0;
}

/**
 * Claims up to `$2` waiting sections for `$3` seconds (those of the documents `$4` when given)
 * and answers them with their text. A section claimed by another instance whose lease has not
 * passed is left alone; the ON CONFLICT's condition is checked again on the row another
 * transaction just inserted, so of two instances racing for a section only one gets it.
 */
const claimSql = (documents: string) => `WITH wanted AS (
    SELECT s."documentHash" AS h, s.position AS pos
    FROM (${documents}) d JOIN "SearchSection" s ON s."documentHash" = d.document
    WHERE (s.heading <> '' OR s.body <> '')
      -- Probed by key row by row until the batch is full (scalar subqueries, not anti-joins: a hash
      -- anti-join would read every vector of the model for each batch).
      AND (SELECT 1 FROM "SectionEmbedding" e WHERE e."documentHash" = s."documentHash"
           AND e.position = s.position AND e.model = $1 LIMIT 1) IS NULL
      AND (SELECT 1 FROM "EmbeddingClaim" c WHERE c."documentHash" = s."documentHash"
           AND c.position = s.position AND c.model = $1 AND c.until > ${UTC_NOW} LIMIT 1) IS NULL
    LIMIT $2
  ), claimed AS (
    INSERT INTO "EmbeddingClaim" ("documentHash", position, model, until)
    SELECT h, pos, $1, ${UTC_NOW} + $3 * interval '1 second' FROM wanted
    ON CONFLICT ("documentHash", position, model) DO UPDATE SET until = EXCLUDED.until
    WHERE "EmbeddingClaim".until <= ${UTC_NOW}
    RETURNING "documentHash" AS h, position AS pos
  )
  SELECT c.h, c.pos, s.heading, left(s.body, ${EMBED_CHARS}) AS body
  FROM claimed c JOIN "SearchSection" s ON s."documentHash" = c.h AND s.position = c.pos`;
const CLAIM_ALL = claimSql(ALL_DOCUMENTS);
const CLAIM_NAMED = claimSql(NAMED_DOCUMENTS);

/** Stores the vectors of claimed sections (still indexed) and ends their claims. */
const STORE = `WITH v AS (SELECT * FROM unnest($2::text[], $3::int[], $4::text[]) AS t(h, pos, v)),
  put AS (
    INSERT INTO "SectionEmbedding" ("documentHash", position, model, embedding)
    SELECT v.h, v.pos, $1, v.v::real[] FROM v JOIN "SearchSection" s ON s."documentHash" = v.h AND s.position = v.pos
    ON CONFLICT DO NOTHING
  )
  DELETE FROM "EmbeddingClaim" c USING v WHERE c."documentHash" = v.h AND c.position = v.pos AND c.model = $1`;

/** Lets claimed sections go (the model failed): another round, here or elsewhere, takes them. */
const RELEASE = `DELETE FROM "EmbeddingClaim" c USING unnest($2::text[], $3::int[]) AS t(h, pos)
  WHERE c."documentHash" = t.h AND c.position = t.pos AND c.model = $1`;

interface Claimed {
  h: string;
  pos: number;
  heading: string;
  body: string;
}

/** The text embedded for a section: its heading, then its body, bounded. */
export const sectionText = (heading: string, body: string) =>
  (heading ? `${heading}\n\n${body}` : body).slice(0, EMBED_CHARS);

/** A vector as PostgreSQL's text of an array (`{...}`) or of pgvector's `vector` (`[...]`). */
export const arrayText = (v: number[]) => `{${v.join(',')}}`;
export const vectorText = (v: number[]) => `[${v.join(',')}]`;

const quoteLiteral = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The name of the HNSW index of a model's vectors of dimension `d`. */
export const indexName = (key: string, d: number) =>
  `SectionEmbedding_hnsw_${createHash('sha1').update(`${key}:${d}`).digest('hex').slice(0, 12)}`;

// The indexes made (or found) by this process, per database.
const indexed = new WeakMap<Database, Set<string>>();

/**
 * Makes the HNSW index of `key`'s vectors of dimension `d` when missing (where pgvector is): an
 * index on the expression `embedding::vector(d)`, partial on the model, that retrieval's
 * `ORDER BY embedding::vector(d) <=> $q` uses. Made once per process; a race with another
 * instance is harmless (the index exists either way).
 */
export async function ensureVectorIndex(db: Database, key: string, d: number, logger?: Logger) {
  if (!db.vector.available) return;
  const name = indexName(key, d);
  const made = indexed.get(db) ?? new Set<string>();
  indexed.set(db, made);
  if (made.has(name)) return;
  try {
    // Identifiers and the model's name cannot be parameters of DDL: the name is a hash, the model quoted.
    await db.prisma.$executeRawUnsafe(
      `CREATE INDEX IF NOT EXISTS "${name}" ON "SectionEmbedding" USING hnsw ((embedding::vector(${Math.trunc(d)})) vector_cosine_ops)
       WITH (m = 12, ef_construction = 48) WHERE model = ${quoteLiteral(key)}`,
    );
    made.add(name);
  } catch (error) {
    const exists = await db.prisma
      .$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = $1`, name)
      .catch(() => [{ n: 0 }]);
    if (exists[0]?.n) made.add(name);
    else logger?.warn({ err: error }, 'the vector index of embeddings could not be made');
  }
}

/** The dimension of `key`'s stored vectors (none yet: undefined). */
async function storedDimension(prisma: Prisma, key: string): Promise<number | undefined> {
  const [row] = await prisma.$queryRawUnsafe<{ d: number | null }[]>(
    `SELECT array_length(embedding, 1) AS d FROM "SectionEmbedding" WHERE model = $1 LIMIT 1`,
    key,
  );
  return row?.d ?? undefined;
}

export interface Embedder extends Running {
  /** Looks for work now (all waiting sections). */
  wake(): void;
  /** Resolves once no batch is in flight and nothing is known to wait (tests, benchmarks). */
  idle(): Promise<void>;
}

/**
 * Starts embedding (nothing when no embedding model is configured): a sweep now and every
 * SWEEP_MS, and the documents of page rows moved in this process as they move.
 */
export function startEmbedder(options: {
  db: Database;
  ai: AiConfig & { embeddingModel: string };
  logger: Logger;
  jobs: JobObserver;
  sweepMs?: number;
}): Embedder {
  const { db, ai, logger, jobs } = options;
  const prisma = db.prisma;
  const key = modelKey(ai);
  // Longer than a call to the model may take, with a margin for the claim and the store.
  const leaseSeconds = Math.ceil((2 * ai.timeoutMs) / 1000) + 30;
  const hinted = new Set<string>();
  let sweepDue = true;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let dimension: number | undefined = ai.embeddingDimensions;
  const abort = new AbortController();
  const idleWaiters: (() => void)[] = [];
  let warnedDimension = false;

  /** One batch: claimed, embedded, stored. Answers how many were claimed. */
  const batch = async (documents: string[] | null): Promise<number> => {
    const rows = documents
      ? await prisma.$queryRawUnsafe<Claimed[]>(CLAIM_NAMED, key, BATCH, leaseSeconds, documents)
      : await prisma.$queryRawUnsafe<Claimed[]>(CLAIM_ALL, key, BATCH, leaseSeconds);
    if (!rows.length) return 0;
    let vectors: number[][];
    try {
      vectors = await embed(
        ai,
        rows.map((r) => sectionText(r.heading, r.body)),
        abort.signal,
      );
    } catch (error) {
      await prisma
        .$executeRawUnsafe(
          RELEASE,
          key,
          rows.map((r) => r.h),
          rows.map((r) => r.pos),
        )
        .catch(() => {});
      throw error;
    }
    const d = dimension ?? vectors[0]?.length;
    const kept = rows.flatMap((r, i) => (vectors[i]?.length === d ? [{ r, v: vectors[i] }] : []));
    if (kept.length < rows.length && !warnedDimension) {
      warnedDimension = true;
      logger.warn({ expected: d }, 'the embedding model answered vectors of another dimension: they are left out');
    }
    await prisma.$executeRawUnsafe(
      STORE,
      key,
      kept.map((k) => k.r.h),
      kept.map((k) => k.r.pos),
      kept.map((k) => arrayText(k.v)),
    );
    if (d && dimension === undefined) dimension = d;
    if (d) await ensureVectorIndex(db, key, d, logger);
    jobs.record?.('ai_embedding', 'sections', kept.length);
    return rows.length;
  };

  /** Rounds until nothing is left to claim (or the model fails: then later). */
  const round = async () => {
    while (!stopped) {
      const documents = hinted.size ? [...hinted].slice(0, HINTED_DOCUMENTS) : null;
      if (!documents && !sweepDue) break;
      let claimed: number;
      try {
        claimed = await jobs.run('ai_embedding', () => batch(documents));
        failures = 0;
      } catch (error) {
        if (stopped) return;
        failures++;
        // What was named stays to be found by the next sweep.
        if (documents) for (const h of documents) hinted.delete(h);
        sweepDue = true;
        const wait = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures - 1));
        logger.warn({ err: error, retryInMs: wait }, 'embedding sections failed');
        schedule(wait);
        return;
      }
      if (claimed < BATCH) {
        if (documents) for (const h of documents) hinted.delete(h);
        else sweepDue = false;
      }
      // Other work of this process (and of the embedded database's thread) between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  const run = () => {
    if (running || stopped) return;
    running = round()
      .catch((error) => logger.error({ err: error }, 'embedding sections failed'))
      .finally(() => {
        running = null;
        if (!stopped && (hinted.size || sweepDue) && !timer) run();
        else if (!hinted.size && !sweepDue) for (const resolve of idleWaiters.splice(0)) resolve();
      });
  };

  function schedule(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      run();
    }, ms);
    timer.unref();
  }

  const sweeper = setInterval(() => {
    sweepDue = true;
    void prisma
      .$executeRawUnsafe(`DELETE FROM "EmbeddingClaim" WHERE until < ${UTC_NOW} - interval '1 hour'`)
      .catch(() => {});
    if (!timer) run();
  }, options.sweepMs ?? SWEEP_MS);
  sweeper.unref();

  const unlisten = onPagesMoved((documents) => {
    for (const h of documents) hinted.add(h);
    if (!timer && !running) schedule(WAKE_DELAY_MS);
  });

  // The index of the vectors stored before this start (a restart, a restore), then a first sweep.
  void (async () => {
    try {
      const d = dimension ?? (await storedDimension(prisma, key));
      if (d) await ensureVectorIndex(db, key, d, logger);
    } catch (error) {
      logger.warn({ err: error }, 'the vector index of embeddings could not be checked');
    }
    run();
  })();

  return {
    wake() {
      sweepDue = true;
      if (!timer) run();
    },
    idle: () =>
      !running && !hinted.size && !sweepDue ? Promise.resolve() : new Promise<void>((r) => idleWaiters.push(r)),
    async stop() {
      stopped = true;
      unlisten();
      clearInterval(sweeper);
      clearTimeout(timer);
      abort.abort();
      for (const resolve of idleWaiters.splice(0)) resolve();
      await running;
    },
  };
}

/**
 * The module's job: embeds sections while an embedding model is configured (AI_EMBEDDING_MODEL),
 * once the server listens. Says once at start when vector search is not available.
 */
export const embeddingJob: BackgroundJob = ({ db, config, logger, jobs, server }) => {
  const ai = embeddingConfig(config.ai);
  if (!ai) return null;
  if (!db.vector.available)
    logger.warn({ reason: db.vector.error }, 'vector search is off: retrieval is full-text search alone');
  return onceListening(server, () => startEmbedder({ db, ai, logger, jobs }));
};
