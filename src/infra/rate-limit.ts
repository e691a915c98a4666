/**
 * Rate limits: fixed one-minute windows per key (`token:<sha256>` for a bearer token,
 * `address:<ip>` for anonymous traffic, `auth-failures:<ip>` for requests whose token was
 * refused). A request is charged its cost (1 for REST, the operation cost for GraphQL) before it
 * runs; past the budget it is refused with 429 and `Retry-After`.
 *
 * One instance counts in memory. Instances sharing a PostgreSQL database also share their counts:
 * each keeps local counts and, every FLUSH_MS while it has keys in the current window, adds what it
 * charged to RateLimitCounter in one statement and reads back the totals of all instances. So a budget holds across instances within
 * about FLUSH_MS (an instance learns another's count of a key at its first flush of that key),
 * without a database round trip per request.
 */
import type { Prisma } from '../db/prisma.ts';
import { type JobObserver, unobservedJobs } from './jobs.ts';

export const WINDOW_MS = 60_000;
const FLUSH_MS = 250;

export interface Budgets {
  /** Per token and minute; 0 turns rate limiting off. */
  perToken: number;
  /** Per address and minute, for requests without a token. */
  anonymous: number;
  /** Per address and minute, for requests whose token was refused (401). */
  authFailures: number;
}

export interface Decision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** End of the current window, in seconds since the epoch. */
  reset: number;
  /** Seconds until the window ends (for `Retry-After`). */
  retryAfter: number;
}

interface Count {
  window: number;
  /** The total of all instances as last read (shared mode), or 0. */
  shared: number;
  /** Charged here and being added to the database by the running flush. */
  inFlight: number;
  /** Charged here since the last flush. */
  pending: number;
}

const used = (c: Count) => c.shared + c.inFlight + c.pending;

export class RateLimiter {
  private readonly counts = new Map<string, Count>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private lastCleanup = 0;

  constructor(
    readonly budgets: Budgets,
    private readonly prisma?: Prisma,
    private readonly onError: (error: unknown) => void = () => {},
    private readonly jobs: JobObserver = unobservedJobs,
  ) {
    if (prisma && budgets.perToken > 0) {
      // Each periodic flush is a `rate_limit_flush` run in /metrics.
      this.timer = setInterval(
        () => void this.jobs.run('rate_limit_flush', () => this.flush(Date.now(), true)).catch(() => {}),
        FLUSH_MS,
      );
      this.timer.unref();
    }
  }

  get enabled() {
    return this.budgets.perToken > 0;
  }

  /** The current count of `key` in this window, without charging. */
  peek(key: string, now = Date.now()): number {
    const c = this.counts.get(key);
    return c && c.window === windowOf(now) ? used(c) : 0;
  }

  /** Charges `cost` to `key` when it fits in `limit`; the decision either way. */
  charge(key: string, cost: number, limit: number, now = Date.now()): Decision {
    const window = windowOf(now);
    let c = this.counts.get(key);
    if (!c || c.window !== window) {
      c = { window, shared: 0, inFlight: 0, pending: 0 };
      this.counts.set(key, c);
    }
    const before = used(c);
    const allowed = before + cost <= limit;
    if (allowed) c.pending += cost;
    const reset = window + WINDOW_MS;
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - (allowed ? before + cost : before)),
      reset: Math.ceil(reset / 1000),
      retryAfter: Math.max(1, Math.ceil((reset - now) / 1000)),
    };
  }

  /**
   * Forgets the counts of past windows. Shared mode does it at each flush; a limiter without a
   * database (counts kept in this process only) calls it itself, so keys seen once do not pile up.
   */
  prune(now = Date.now()) {
    const window = windowOf(now);
    for (const [key, c] of this.counts) if (c.window < window) this.counts.delete(key);
  }

  /** Keys counted in memory (past windows included until pruned). */
  get size() {
    return this.counts.size;
  }

  /** Shared mode: adds the pending counts to the database and reads back every instance's totals. */
  flush(now = Date.now(), rethrow = false): Promise<void> {
    if (!this.prisma || this.flushing) return this.flushing ?? Promise.resolve();
    const window = windowOf(now);
    const batch: { key: string; window: number; count: number }[] = [];
    // Every key of the window, also those not charged since the last flush: the answer refreshes
    // their totals with what the other instances charged.
    for (const [key, c] of this.counts) {
      if (c.window < window) this.counts.delete(key);
      else batch.push({ key, window: c.window, count: c.pending });
    }
    if (!batch.length) return Promise.resolve();
    for (const b of batch) {
      const c = this.counts.get(b.key)!;
      c.pending -= b.count;
      c.inFlight += b.count;
    }
    const prisma = this.prisma;
    this.flushing = (async () => {
      try {
        const rows = await prisma.$queryRaw<{ key: string; window: bigint; count: number }[]>`
          INSERT INTO "RateLimitCounter" ("key", "window", "count")
          SELECT * FROM unnest(${batch.map((b) => b.key)}::text[], ${batch.map((b) => b.window)}::bigint[], ${batch.map((b) => b.count)}::int[])
          ON CONFLICT ("key", "window") DO UPDATE SET "count" = "RateLimitCounter"."count" + EXCLUDED."count"
          RETURNING "key", "window", "count"`;
        // The totals include what this flush added: it is no longer in flight.
        for (const row of rows) {
          const c = this.counts.get(row.key);
          if (c && c.window === Number(row.window)) {
            c.shared = row.count;
            c.inFlight = 0;
          }
        }
        if (now - this.lastCleanup > WINDOW_MS) {
          this.lastCleanup = now;
          await prisma.rateLimitCounter.deleteMany({ where: { window: { lt: BigInt(window - WINDOW_MS) } } });
        }
      } catch (error) {
        // Counts stay local until the database answers again: limits hold per instance meanwhile.
        for (const b of batch) {
          const c = this.counts.get(b.key);
          if (c && c.window === b.window) {
            c.inFlight -= b.count;
            c.pending += b.count;
          }
        }
        this.onError(error);
        if (rethrow) throw error;
      } finally {
        this.flushing = undefined;
      }
    })();
    return this.flushing;
  }

  async close() {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}

const windowOf = (now: number) => now - (now % WINDOW_MS);
