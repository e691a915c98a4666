import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const schema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Connections each instance keeps to PostgreSQL (several instances share the server's max_connections).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  // The embedded database's buffer cache in MB (PostgreSQL's default, 128, costs its size in memory
  // at start; data beyond it is read through the OS's file cache).
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(16),
  // Quiet time (ms) after which a server whose heap grew gives the memory back (0: never; src/app/idle-memory.ts).
  IDLE_COLLECT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  // Empty means unset (e.g. `ADMIN_TOKEN: ${QUIRE_ADMIN_TOKEN:-}` in compose.yaml).
  ADMIN_TOKEN: z
    .literal('')
    .transform(() => undefined)
    .or(z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters'))
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed a demo organization on the first start of an empty embedded database. */
  DEMO_SEED: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Hosts (`host` or `host:port`, comma-separated) that server-side fetches may reach even on private addresses. */
  IMPORT_ALLOWED_HOSTS: z.string().default(''),
  /**
   * An import run whose instance has not signed of life for this long (it stopped without
   * finishing) is failed. Its instance signs every quarter of it.
   */
  IMPORT_RUN_STALE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  /** Time limit of one server-side fetch (all redirects included), in milliseconds. */
  FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** Size limit of a fetched body, in bytes. */
  FETCH_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(20 * 1024 * 1024),
  /** Git pushes: the largest file, and the largest push (pack), in bytes (docs/git.md). */
  GIT_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  GIT_MAX_PUSH_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(4 * 1024 * 1024 * 1024)
    .default(100 * 1024 * 1024),
  /** Key for secrets stored encrypted (integration secrets): 32 bytes in base64 or hex. Unset: a generated key kept in the database. */
  SECRETS_KEY: z.string().optional(),
  /**
   * AI answers (docs/ai.md): an OpenAI-compatible endpoint (Ollama, vLLM, llama.cpp's server or a
   * hosted one). Unset: no model is called, and the AI routes answer 501.
   */
  AI_BASE_URL: z
    .literal('')
    .transform(() => undefined)
    .or(z.string().url('AI_BASE_URL must be a URL (e.g. http://127.0.0.1:11434/v1)'))
    .optional(),
  AI_API_KEY: z.string().optional(),
  /** The chat model answers are asked of (e.g. llama3.1, gpt-4o-mini); needed for answers. */
  AI_CHAT_MODEL: z.string().optional(),
  /** The embedding model (e.g. nomic-embed-text); unset: retrieval is full-text search alone. */
  AI_EMBEDDING_MODEL: z.string().optional(),
  /** Dimensions asked of the embedding model, for models that take the parameter. */
  AI_EMBEDDING_DIMENSIONS: z.coerce.number().int().min(1).max(16_000).optional(),
  /** The longest answer, in tokens. */
  AI_MAX_ANSWER_TOKENS: z.coerce.number().int().min(16).max(32_000).default(800),
  /** Time limit of one model call (a whole streamed answer), in milliseconds. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Model calls in flight per instance; more wait their turn. */
  AI_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(4),
  /** Questions per visitor (or member) and minute. */
  AI_QUESTIONS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Time a client has to send the request headers, in milliseconds (then 408). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /**
   * How long an idle kept-alive connection stays open, in milliseconds. Longer than the clients and
   * proxies in front keep theirs (Node's agent 4 s, undici 4 s, nginx and most load balancers 60 s), so
   * the server never closes a connection at the moment a client reuses it (Node's default, 5 s, did).
   */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(65_000),
  /** Time a client has to send the whole request, body included, in milliseconds (then 408). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  /** Requests (GraphQL: operation cost) per token and minute; 0 turns rate limiting off. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(10_000_000).default(1000),
  /** Requests per client address and minute without a token. */
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(300),
  /** Refused tokens (401) per client address and minute before the address is refused (429). */
  RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(30),
  /**
   * Client addresses (comma-separated) never rate limited: a reader front end calls on behalf of
   * all its visitors from one address, with one site token per site space.
   */
  RATE_LIMIT_EXEMPT_ADDRESSES: z.string().default(''),
  /** Origins (comma-separated, or `*`) whose browser pages may call /v1 and /graphql (CORS). */
  CORS_ORIGINS: z.string().default(''),
  // A JSON file { "<id>": "<GraphQL document>" } (GraphQL Code Generator's persisted-documents.json).
  PERSISTED_OPERATIONS: z.string().optional(),
  // Only persisted operations on /graphql (trusted documents); needs PERSISTED_OPERATIONS.
  PERSISTED_OPERATIONS_ONLY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Open GraphQL subscriptions per API token and instance. */
  SUBSCRIPTIONS_PER_TOKEN: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Hours an event stays in the outbox once every webhook delivery of it is done. */
  EVENT_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 7),
  /** Days a site insights event (page view, search, question, feedback) is kept. */
  INSIGHTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Milliseconds an accepted insights event waits at most before it is written (in batches). */
  INSIGHTS_FLUSH_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  /** Time limit of one webhook delivery (connect, send, answer), in milliseconds. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** First retry delay of a failed webhook delivery, doubled on each failure (at most an hour). */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(10_000),
  /** How long a failing delivery is retried before the webhook is disabled, in seconds. */
  WEBHOOK_RETRY_FOR_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 3600)
    .default(24 * 3600),
  /** Lifetime of the API tokens issued by a SAML sign-in, in hours. */
  SSO_TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(12),
  /** Minutes between two garbage collections of content (0: never); the first runs at start. */
  CONTENT_GC_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
  /** Seconds between two rounds of the embedded database's vacuum and analyze (0: never). */
  DB_MAINTENANCE_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60)
    .default(60),
  /** Content younger than this is never collected (work in flight may still reference it). */
  CONTENT_GC_GRACE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
});

export type Config = {
  host: string;
  port: number;
  /** Base of every `urls.*` field, without a trailing slash. */
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /** Size of the PostgreSQL connection pool of this instance. */
  databasePoolSize: number;
  /** shared_buffers of the embedded database, in MB. */
  pgliteSharedBuffersMb: number;
  /** Quiet time before an idle low-memory collection (0: off; src/app/idle-memory.ts). */
  idleCollectMs: number;
  adminToken?: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  demoSeed: boolean;
  /** `host` or `host:port` entries exempt from the private-address refusal of server-side fetches. */
  importAllowedHosts: string[];
  /** After this long without a sign of life from its instance, an import run is failed. */
  importRunStaleMs: number;
  fetchTimeoutMs: number;
  fetchMaxBytes: number;
  /** Limits of a git push: one file, the whole push (bytes). */
  git: { maxFileBytes: number; maxPushBytes: number };
  /** 32-byte key for secrets at rest, when SECRETS_KEY is set. */
  secretsKey?: Buffer;
  /** Lifetime of the API tokens issued by a SAML sign-in, in hours. */
  ssoTokenTtlHours: number;
  /** Open GraphQL subscriptions per token (per instance). */
  subscriptionsPerToken: number;
  /** Hours delivered events are kept in the outbox. */
  eventRetentionHours: number;
  /** Days site insights events are kept (src/modules/insights). */
  insightsRetentionDays: number;
  /** Longest wait of an accepted insights event before its batch is written (src/modules/insights/buffer.ts). */
  insightsFlushMs: number;
  /** Webhook deliveries: time limit, first retry delay (doubling, capped at an hour), retry period. */
  webhooks: { timeoutMs: number; retryBaseMs: number; retryForMs: number };
  /** Rate-limit budgets per minute (perToken 0: off). */
  rateLimits: { perToken: number; anonymous: number; authFailures: number; exemptAddresses: string[] };
  /** Client addresses come from X-Forwarded-For. */
  trustProxy: boolean;
  /** Origins allowed to call the API from a browser (`*`: any); empty: none. */
  corsOrigins: string[];
  /** Persisted (trusted) GraphQL documents by id, and whether /graphql runs only those. */
  persistedOperations?: { documents: Map<string, string>; only: boolean };
  /** Time limits for receiving the request headers, and the whole request (ms). */
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  requestTimeoutMs: number;
  /** Garbage collection of content: interval (0: off) and grace period, in ms. */
  contentGc: { intervalMs: number; graceMs: number };
  /** The embedded database's vacuum and analyze (src/db/maintenance.ts): ms between rounds, 0: off. */
  dbMaintenanceMs: number;
  /** AI answers (docs/ai.md): absent when AI_BASE_URL is unset. */
  ai?: AiConfig;
};

/** The model endpoint and the bounds of its use. */
export interface AiConfig {
  baseUrl: string;
  apiKey?: string;
  /** Absent: no answers (retrieval and MCP search still work). */
  chatModel?: string;
  /** Absent: retrieval is full-text search alone. */
  embeddingModel?: string;
  embeddingDimensions?: number;
  maxAnswerTokens: number;
  timeoutMs: number;
  maxConcurrency: number;
  questionsPerMinute: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const config: Config = {
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    idleCollectMs: e.IDLE_COLLECT_MS,
    adminToken: e.ADMIN_TOKEN,
    logLevel: e.LOG_LEVEL,
    demoSeed: e.DEMO_SEED,
    importAllowedHosts: e.IMPORT_ALLOWED_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    importRunStaleMs: e.IMPORT_RUN_STALE_SECONDS * 1000,
    fetchTimeoutMs: e.FETCH_TIMEOUT_MS,
    fetchMaxBytes: e.FETCH_MAX_BYTES,
    git: { maxFileBytes: e.GIT_MAX_FILE_BYTES, maxPushBytes: e.GIT_MAX_PUSH_BYTES },
    secretsKey: e.SECRETS_KEY ? parseSecretsKey(e.SECRETS_KEY) : undefined,
    ssoTokenTtlHours: e.SSO_TOKEN_TTL_HOURS,
    subscriptionsPerToken: e.SUBSCRIPTIONS_PER_TOKEN,
    eventRetentionHours: e.EVENT_RETENTION_HOURS,
    insightsRetentionDays: e.INSIGHTS_RETENTION_DAYS,
    insightsFlushMs: e.INSIGHTS_FLUSH_MS,
    webhooks: {
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
      retryForMs: e.WEBHOOK_RETRY_FOR_SECONDS * 1000,
    },
    rateLimits: {
      perToken: e.RATE_LIMIT_PER_MINUTE,
      anonymous: e.RATE_LIMIT_ANONYMOUS_PER_MINUTE,
      authFailures: e.RATE_LIMIT_AUTH_FAILURES_PER_MINUTE,
      exemptAddresses: e.RATE_LIMIT_EXEMPT_ADDRESSES.split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    },
    trustProxy: e.TRUST_PROXY,
    contentGc: { intervalMs: e.CONTENT_GC_INTERVAL_MINUTES * 60_000, graceMs: e.CONTENT_GC_GRACE_MINUTES * 60_000 },
    dbMaintenanceMs: e.DB_MAINTENANCE_INTERVAL_SECONDS * 1000,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    persistedOperations: persistedOperations(e.PERSISTED_OPERATIONS, e.PERSISTED_OPERATIONS_ONLY),
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    requestTimeoutMs: Math.max(e.REQUEST_TIMEOUT_MS, e.HEADERS_TIMEOUT_MS),
    ai: e.AI_BASE_URL
      ? {
          baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''),
          apiKey: e.AI_API_KEY || undefined,
          chatModel: e.AI_CHAT_MODEL || undefined,
          embeddingModel: e.AI_EMBEDDING_MODEL || undefined,
          embeddingDimensions: e.AI_EMBEDDING_DIMENSIONS,
          maxAnswerTokens: e.AI_MAX_ANSWER_TOKENS,
          timeoutMs: e.AI_TIMEOUT_MS,
          maxConcurrency: e.AI_MAX_CONCURRENCY,
          questionsPerMinute: e.AI_QUESTIONS_PER_MINUTE,
        }
      : undefined,
    ...overrides,
  };
  return config;
}

/** The manifest of PERSISTED_OPERATIONS: a JSON object of ids to GraphQL documents. */
function persistedOperations(file: string | undefined, only: boolean): Config['persistedOperations'] {
  const invalid = (why: string) => new Error(`Invalid configuration:\n  PERSISTED_OPERATIONS: ${why}`);
  if (!file) {
    if (only)
      throw new Error(
        'Invalid configuration:\n  PERSISTED_OPERATIONS_ONLY: needs PERSISTED_OPERATIONS (the manifest file)',
      );
    return undefined;
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw invalid(`cannot read ${file} as JSON (${(error as Error).message})`);
  }
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest))
    throw invalid(`${file} must hold a JSON object of ids to GraphQL documents`);
  const documents = new Map<string, string>();
  for (const [id, document] of Object.entries(manifest)) {
    if (typeof document !== 'string')
      throw invalid(`the entry '${id}' of ${file} is not a GraphQL document (a string)`);
    documents.set(id, document);
  }
  return { documents, only };
}

/** SECRETS_KEY: 32 bytes as 64 hex characters or as base64. */
function parseSecretsKey(value: string): Buffer {
  const v = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64');
  if (
    key.length !== 32 ||
    (!/^[0-9a-f]{64}$/i.test(v) && key.toString('base64').replace(/=+$/, '') !== v.replace(/=+$/, ''))
  ) {
    throw new Error(
      'Invalid configuration:\n  SECRETS_KEY: must be 32 bytes, as 64 hex characters or in base64 (e.g. `openssl rand -base64 32`)',
    );
  }
  return key;
}
