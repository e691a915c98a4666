/**
 * Rate limits at the HTTP edge of /v1 and /graphql (budgets and sharing: src/infra/rate-limit.ts).
 * A request with a bearer token is charged to that token; one without, to the client address.
 * Addresses that sent too many refused tokens are refused (429) for any token not known good,
 * so guessing tokens is bounded. Every answer carries X-RateLimit-Limit/-Remaining/-Reset, except
 * to the exempt addresses (a reader front end), which are not limited.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';
import type { Prisma } from '../db/prisma.ts';
import type { ChargeExtra } from '../graphql/cost.ts';
import type { JobObserver } from '../infra/jobs.ts';
import { type Decision, RateLimiter } from '../infra/rate-limit.ts';
import { errorBody } from '../rest/http-errors.ts';

const KNOWN_GOOD_MAX = 10_000;

export interface RequestLimits {
  /** Charges the request (cost 1). Answers 429 itself and returns null when over the budget. */
  admit(req: IncomingMessage, res: ServerResponse): { chargeExtra: ChargeExtra; done(status: number): void } | null;
  close(): Promise<void>;
}

export function createRequestLimits(
  config: Config,
  prisma: Prisma | undefined,
  onError: (e: unknown) => void,
  jobs?: JobObserver,
) {
  const limiter = new RateLimiter(config.rateLimits, prisma, onError, jobs);
  const budgets = config.rateLimits;
  // Hashes of tokens that were accepted recently: they pass an address's auth-failure block.
  const knownGood = new Set<string>();
  // IPv4 clients of a dual-stack socket show as ::ffff:a.b.c.d: either form names them.
  const exempt = new Set(budgets.exemptAddresses.flatMap((a) => [a, `::ffff:${a}`]));

  const addressOf = (req: IncomingMessage) => {
    const forwarded = config.trustProxy ? req.headers['x-forwarded-for'] : undefined;
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    return first || req.socket.remoteAddress || 'unknown';
  };

  const headers = (res: ServerResponse, d: Decision) => {
    res.setHeader('x-ratelimit-limit', String(d.limit));
    res.setHeader('x-ratelimit-remaining', String(d.remaining));
    res.setHeader('x-ratelimit-reset', String(d.reset));
  };

  const refuse = (res: ServerResponse, d: Decision) => {
    headers(res, d);
    res.setHeader('retry-after', String(d.retryAfter));
    res
      .writeHead(429, { 'content-type': 'application/json' })
      .end(JSON.stringify(errorBody(429, `Rate limit exceeded: retry in ${d.retryAfter} s`)));
  };

  const limits: RequestLimits = {
    admit(req, res) {
      const noop = { chargeExtra: () => ({ allowed: true, retryAfter: 0 }), done: () => {} };
      if (!limiter.enabled) return noop;
      const address = addressOf(req);
      if (exempt.has(address)) return noop;
      const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
      const tokenHash = bearer ? createHash('sha256').update(bearer).digest('hex') : undefined;
      const failures = `auth-failures:${address}`;
      if (tokenHash && !knownGood.has(tokenHash) && limiter.peek(failures) >= budgets.authFailures) {
        refuse(res, limiter.charge(failures, 0, budgets.authFailures));
        return null;
      }
      const key = tokenHash ? `token:${tokenHash}` : `address:${address}`;
      const limit = tokenHash ? budgets.perToken : budgets.anonymous;
      const decision = limiter.charge(key, 1, limit);
      if (!decision.allowed) {
        refuse(res, decision);
        return null;
      }
      headers(res, decision);
      return {
        chargeExtra: (extra) => {
          const d = limiter.charge(key, extra, limit);
          return { allowed: d.allowed, retryAfter: d.retryAfter };
        },
        done: (status) => {
          if (!tokenHash) return;
          if (status === 401) limiter.charge(failures, 1, Number.MAX_SAFE_INTEGER);
          else if (status < 500) {
            if (knownGood.size >= KNOWN_GOOD_MAX) knownGood.clear();
            knownGood.add(tokenHash);
          }
        },
      };
    },
    close: () => limiter.close(),
  };
  return limits;
}
