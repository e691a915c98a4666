/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` + base64 of
 * random bytes; a delivery carries `webhook-id`, `webhook-timestamp` (seconds) and
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed by the secret's bytes>`.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export function signedHeaders(secret: string, id: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': sign(secret, id, timestamp, body),
  };
}

/**
 * Retry delays: `base` doubled after each failure, at most an hour. The number of attempts is what
 * fits in `retryForMs` (the first one included), at least 2.
 */
export const retryDelay = (base: number, attempt: number) => Math.min(base * 2 ** (attempt - 1), 3_600_000);

export function maxAttempts(base: number, retryForMs: number): number {
  let total = 0;
  let n = 1;
  while (total < retryForMs && n < 1000) {
    total += retryDelay(base, n);
    n++;
  }
  return Math.max(n, 2);
}
