/** SQL statement counts for the query-count tests, read from the test server's database. */
import type { TestServer } from './server.ts';

/**
 * The SQL statements `run` issues, each run starting from the same (cold) access cache, as the
 * least of `runs` runs: the server's own background work (a webhook claim when a listener
 * reconnects, the search catch-up) can land in a run's window, and only adds to it.
 */
export async function statementsOf(s: Pick<TestServer, 'db'>, run: () => Promise<unknown>, runs = 3): Promise<number> {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    s.db.authCache.clear();
    const before = s.db.stats.statements;
    await run();
    least = Math.min(least, s.db.stats.statements - before);
  }
  return least;
}
