/**
 * When an API token was last used (`ApiToken.lastUsedAt`, shown to its owner in their token list):
 * written as the token authenticates a request, itself or through a browser session opened with it.
 *
 * - At most once per token per hour in each process, so a warm read still costs its one statement
 *   in the common case; the time shown is therefore accurate to the hour.
 * - Fire and forget: the request does not wait for it, and a failed write is ignored (the next
 *   use in an hour tries again). It never fails a request.
 * - It writes that column alone, which the access cache knows changes nothing it keeps
 *   (src/db/auth-cache.ts), and the ApiToken trigger does not notify the other instances of it.
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.ts';

/** How often a token's last use is written, per process. */
export const TOKEN_USE_INTERVAL_MS = 60 * 60 * 1000;

/** When each token's last use was written by this process. Bounded: a forgotten token is written again. */
const written = new LRUCache<string, number>({ max: 50_000 });

/** Records that `tokenId` authenticated a request now, unless this process did so within the hour. */
export function noteTokenUse(db: Pick<Database, 'prisma'>, tokenId: string): void {
  const now = Date.now();
  const last = written.get(tokenId);
  if (last !== undefined && now - last < TOKEN_USE_INTERVAL_MS) return;
  written.set(tokenId, now);
  db.prisma.apiToken.updateMany({ where: { id: tokenId }, data: { lastUsedAt: new Date(now) } }).catch(() => {
    // Ignored: a database that is closing or unreachable answers the request's own statements.
    written.delete(tokenId);
  });
}
