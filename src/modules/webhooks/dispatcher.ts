/**
 * Sends webhook deliveries from the outbox, on every instance.
 *
 * - Deliveries are queued by the outbox's trigger in the transaction of their event, so a committed
 *   event always has its deliveries and a rolled-back one never does.
 * - A delivery is claimed with a lease (`lockedUntil`, longer than the request's time limit),
 *   taken under `FOR UPDATE SKIP LOCKED` and re-checked by the UPDATE itself: two instances never
 *   hold the same delivery, and one killed mid-send (kill -9) leaves a lease that expires, after
 *   which the delivery is sent again (at least once; receivers deduplicate on `webhook-id`).
 * - In order per webhook: only a webhook's oldest pending delivery (by event) may be claimed, so
 *   the next one waits until it is delivered or given up.
 * - A failure (network, timeout, non-2xx, refused address) is retried after WEBHOOK_RETRY_BASE_MS
 *   doubling (at most an hour) for WEBHOOK_RETRY_FOR_SECONDS; then the delivery is `failed` and
 *   the webhook disabled with the reason, visible in GraphQL (re-enabling resumes its queue).
 * - Woken when deliveries are queued, claimed, settled or resumed on any instance (a trigger
 *   notifies `quire_events` with `webhooks`), when the listening connection comes back, and by a
 *   timer at the next retry or lease expiry; idle otherwise (no polling while there is nothing
 *   to send). Delivered events older than EVENT_RETENTION_HOURS are pruned every hour.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../infra/event-bus.ts';
import { type JobObserver, unobservedJobs } from '../../infra/jobs.ts';
import { SafeFetchError, safeFetch } from '../../infra/safe-fetch.ts';
import { decryptSecret } from '../../infra/secrets.ts';
import { eventPayload } from '../events/service.ts';
import { maxAttempts, retryDelay, signedHeaders } from './signing.ts';

/** Deliveries claimed per round (each on its own webhook). */
const BATCH = 20;
/** Largest answer read from a receiver. */
const MAX_ANSWER_BYTES = 64 * 1024;
/** The longest sleep before looking again (a retry or lease further away is seen then). */
const MAX_SLEEP_MS = 60 * 60 * 1000;
/** The database's clock, as the UTC timestamps Prisma stores. */
const UTC_NOW = `(now() AT TIME ZONE 'UTC')`;
const PRUNE_MS = 60 * 60 * 1000;

/**
 * Deletes events older than `hours` that no pending delivery waits for (their deliveries go with
 * them); returns how many.
 */
export function pruneEvents(prisma: Database['prisma'], hours: number): Promise<number> {
  return prisma.$executeRawUnsafe(
    `DELETE FROM "Event" e WHERE e."createdAt" < ${UTC_NOW} - $1 * interval '1 hour'
       AND NOT EXISTS (SELECT 1 FROM "WebhookDelivery" d WHERE d."eventSeq" = e."seq" AND d."status" = 'pending')`,
    hours,
  );
}

export const secretContext = (webhookId: string) => `webhook:${webhookId}`;

interface Claimed {
  id: string;
  webhookId: string;
  eventSeq: bigint;
  attempts: number;
}

export interface WebhookDispatcher {
  /** Looks for work now (tests, after a redelivery). */
  wake(): void;
  /** Stops claiming, waits for sends in flight (they record their outcome). */
  stop(): Promise<void>;
}

export function startWebhookDispatcher(options: {
  db: Database<EventBus>;
  config: Config;
  logger: Logger;
  jobs?: JobObserver;
}): WebhookDispatcher {
  const { db, config, logger } = options;
  const jobs = options.jobs ?? unobservedJobs;
  const prisma = db.prisma;
  const { timeoutMs, retryBaseMs, retryForMs } = config.webhooks;
  const attemptsAllowed = maxAttempts(retryBaseMs, retryForMs);
  // The request's time limit plus a margin for the claim and the recording of the outcome.
  const leaseMs = timeoutMs + Math.min(30_000, timeoutMs) + 1000;
  const inflight = new Set<Promise<void>>();
  const abort = new AbortController();
  let stopped = false;
  let claiming = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  /** Sleeps until the earliest retry or lease expiry of a pending delivery (none: until woken). */
  const scheduleNext = async () => {
    const [row] = await prisma.$queryRawUnsafe<{ wait: number | null }[]>(
      `SELECT (EXTRACT(EPOCH FROM (min(GREATEST(d."nextAttemptAt", COALESCE(d."lockedUntil", d."nextAttemptAt"))) - ${UTC_NOW})) * 1000)::float8 AS "wait"
       FROM "WebhookDelivery" d JOIN "Webhook" w ON w."id" = d."webhookId" AND w."enabled"
       WHERE d."status" = 'pending'`,
    );
    clearTimeout(timer);
    timer = undefined;
    if (row?.wait == null || stopped) return;
    timer = setTimeout(() => void round(), Math.min(MAX_SLEEP_MS, Math.max(10, row.wait + 5)));
    timer.unref();
  };

  const claim = async (): Promise<Claimed[]> => {
    const token = randomUUID();
    return prisma.$queryRawUnsafe<Claimed[]>(
      `WITH heads AS (
         SELECT DISTINCT ON (d."webhookId") d."id", d."nextAttemptAt", d."lockedUntil", d."eventSeq"
         FROM "WebhookDelivery" d JOIN "Webhook" w ON w."id" = d."webhookId" AND w."enabled"
         WHERE d."status" = 'pending'
         ORDER BY d."webhookId", d."eventSeq", d."createdAt", d."id"
       ), ready AS (
         SELECT d."id" FROM "WebhookDelivery" d JOIN heads h ON h."id" = d."id"
         WHERE h."nextAttemptAt" <= ${UTC_NOW} AND (h."lockedUntil" IS NULL OR h."lockedUntil" < ${UTC_NOW})
         ORDER BY h."eventSeq" LIMIT ${BATCH}
         FOR UPDATE OF d SKIP LOCKED
       )
       UPDATE "WebhookDelivery" d
       SET "lockedUntil" = ${UTC_NOW} + $1 * interval '1 millisecond', "claim" = $2,
           "attempts" = d."attempts" + 1, "lastAttemptAt" = ${UTC_NOW}
       FROM ready
       WHERE d."id" = ready."id" AND d."status" = 'pending'
         AND (d."lockedUntil" IS NULL OR d."lockedUntil" < ${UTC_NOW})
       RETURNING d."id", d."webhookId", d."eventSeq", d."attempts", $2 AS "claim"`,
      leaseMs,
      token,
    );
  };

  /** Records the outcome under the claim (a claim that expired and was taken over records nothing). */
  const settle = async (
    d: Claimed & { claim?: string },
    outcome: { ok: true; status: number } | { ok: false; status: number | null; error: string },
  ) => {
    if (outcome.ok) {
      await prisma.$executeRawUnsafe(
        `UPDATE "WebhookDelivery" SET "status" = 'delivered', "deliveredAt" = ${UTC_NOW}, "lockedUntil" = NULL,
           "claim" = NULL, "lastStatus" = $1, "lastError" = NULL WHERE "id" = $2 AND "claim" = $3`,
        outcome.status,
        d.id,
        d.claim,
      );
      return;
    }
    const error = outcome.error.slice(0, 1000);
    if (d.attempts >= attemptsAllowed) {
      const reason = `Delivery ${d.id} failed ${d.attempts} times over ${Math.round(retryForMs / 1000)} s; last error: ${error}`;
      await prisma.$transaction([
        prisma.$executeRawUnsafe(
          `UPDATE "WebhookDelivery" SET "status" = 'failed', "lockedUntil" = NULL, "claim" = NULL,
             "lastStatus" = $1, "lastError" = $2 WHERE "id" = $3 AND "claim" = $4`,
          outcome.status,
          error,
          d.id,
          d.claim,
        ),
        prisma.webhook.updateMany({
          where: { id: d.webhookId, enabled: true },
          data: { enabled: false, disabledReason: reason, disabledAt: new Date() },
        }),
      ]);
      logger.warn({ webhookId: d.webhookId, deliveryId: d.id }, 'webhook disabled after persistent failures');
      return;
    }
    await prisma.$executeRawUnsafe(
      `UPDATE "WebhookDelivery" SET "nextAttemptAt" = ${UTC_NOW} + $1 * interval '1 millisecond',
         "lockedUntil" = NULL, "claim" = NULL, "lastStatus" = $2, "lastError" = $3
       WHERE "id" = $4 AND "claim" = $5`,
      retryDelay(retryBaseMs, d.attempts),
      outcome.status,
      error,
      d.id,
      d.claim,
    );
  };

  const send = async (d: Claimed & { claim?: string }) => {
    let outcome: Parameters<typeof settle>[1];
    try {
      const [webhook, event] = await Promise.all([
        prisma.webhook.findUnique({ where: { id: d.webhookId } }),
        prisma.event.findUnique({ where: { seq: d.eventSeq } }),
      ]);
      if (!webhook || !event) return; // deleted meanwhile (cascade): nothing to record
      const actor = event.actorId
        ? await prisma.user.findUnique({ where: { id: event.actorId }, select: { id: true, displayName: true } })
        : null;
      const body = JSON.stringify(eventPayload(event, actor));
      const secret = await decryptSecret(prisma, config, webhook.secret, secretContext(webhook.id));
      const answer = await safeFetch(webhook.url, {
        method: 'POST',
        body,
        headers: { ...signedHeaders(secret, event.id, body), 'user-agent': 'Quire-Webhooks/1' },
        allowedHosts: config.importAllowedHosts,
        timeoutMs,
        maxBytes: MAX_ANSWER_BYTES,
        // A redirect is an answer, not a new address to post the event to.
        maxRedirects: 0,
        signal: abort.signal,
      });
      outcome = { ok: true, status: answer.status };
    } catch (error) {
      outcome = {
        ok: false,
        status: error instanceof SafeFetchError ? (error.status ?? null) : null,
        error: error instanceof Error ? error.message : String(error),
      };
    }
    await settle(d, outcome);
  };

  const round = async () => {
    if (claiming) {
      again = true;
      return;
    }
    claiming = true;
    try {
      do {
        again = false;
        if (stopped) break;
        const claimed = await jobs.run('webhook_claim', claim);
        for (const d of claimed) {
          const p = jobs
            .run('webhook_delivery', () => send(d))
            .catch((error) => logger.error({ err: error, deliveryId: d.id }, 'webhook delivery failed to record'))
            .finally(() => {
              inflight.delete(p);
              // The webhook's next delivery may be claimed now.
              if (!stopped) void round();
            });
          inflight.add(p);
        }
        if (claimed.length === BATCH) again = true;
        else if (!claimed.length && !again && !inflight.size) await scheduleNext();
      } while (again);
    } catch (error) {
      if (!stopped) logger.error({ err: error }, 'webhook deliveries could not be claimed');
    } finally {
      claiming = false;
    }
  };

  const prune = async () => {
    try {
      const count = await jobs.run('event_prune', () => pruneEvents(prisma, config.eventRetentionHours));
      if (count) logger.info({ count }, 'pruned delivered events');
    } catch (error) {
      if (!stopped) logger.error({ err: error }, 'pruning events failed');
    }
  };

  const unwake = db.events.onAnnounce(() => void round());
  const pruneTimer = setInterval(() => void prune(), PRUNE_MS);
  pruneTimer.unref();
  void round();
  void prune();

  return {
    wake: () => void round(),
    stop: async () => {
      stopped = true;
      unwake();
      clearTimeout(timer);
      clearInterval(pruneTimer);
      // Sends in flight get a moment to finish; past it they are cancelled and retried later.
      const grace = setTimeout(() => abort.abort(), 5000);
      await Promise.allSettled([...inflight]);
      clearTimeout(grace);
      while (claiming) await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}
