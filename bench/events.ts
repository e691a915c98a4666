/**
 * `npm run bench` (last part): fan-out latency of GraphQL subscriptions. 100 subscribers (50 over
 * SSE, 50 over WebSocket) follow one space's comments; comments are posted one after the other and
 * each subscriber's receipt is timed against the event's `createdAt`, the database time of the
 * committing transaction (its start: an upper bound of the commit, so the figures include the
 * transaction). Embedded PGlite by default, PostgreSQL with DATABASE_URL. Bounded: BENCH_EVENTS
 * comments (default 40), after 3 not counted.
 */
import { startServer } from '../test/support/server.ts';
import { type Stream, sseSubscribe, streamsOpen, wsSubscribe } from '../test/support/streams.ts';
import { pct } from './support.ts';

const SUBSCRIBERS = 100;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 40);

const server = await startServer({ env: { SUBSCRIPTIONS_PER_TOKEN: String(SUBSCRIBERS * 2) } });
const owner = await server.user('Bench');
const org = await server.org(owner.id, 'Bench Events');
const headers = { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' };
const created = await fetch(`${server.baseUrl}/v1/orgs/${org.id}/spaces`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ title: 'Bench' }),
});
const spaceId = ((await created.json()) as { id: string }).id;

const query = `subscription ($spaceId: ID!) {
  spaceEvents(spaceId: $spaceId, types: [COMMENT_POSTED]) { eventId createdAt ... on CommentEvent { commentId } }
}`;
/** What each subscriber receives, as the subscription selects it. */
type CommentPosted = { spaceEvents: { eventId: string; createdAt: string; commentId?: string } };
const streams: Stream<CommentPosted>[] = [];
for (let i = 0; i < SUBSCRIBERS; i++) {
  streams.push(
    i % 2
      ? wsSubscribe<CommentPosted>(server.baseUrl, owner.token, query, { spaceId })
      : await sseSubscribe<CommentPosted>(server.baseUrl, owner.token, query, { spaceId }),
  );
}
await streamsOpen(server.db, SUBSCRIBERS, 60_000);

const latencies: number[] = [];
const lastOfRound: number[] = [];
// The first events warm up caches and code paths: not counted.
const WARMUP = 3;
for (let n = -WARMUP; n < EVENTS; n++) {
  const post = fetch(`${server.baseUrl}/v1/spaces/${spaceId}/comments`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ body: { markdown: `comment ${n}` } }),
  });
  const received = await Promise.all(
    streams.map(async (stream) => {
      const result = await stream.next(30_000);
      const at = Date.now();
      if (result === 'complete' || !result.data) throw new Error(`stream ended: ${JSON.stringify(result)}`);
      return at - Date.parse(result.data.spaceEvents.createdAt);
    }),
  );
  await post;
  if (n < 0) continue;
  latencies.push(...received);
  lastOfRound.push(Math.max(...received));
}

console.log(
  `\nsubscription fan-out (${server.db.kind}): ${SUBSCRIBERS} subscribers (50 SSE, 50 WebSocket), ${EVENTS} events`,
);
console.log('| measure | p50 | p99 | max |');
console.log('|---|---|---|---|');
console.log(
  `| commit -> each subscriber (ms) | ${pct(latencies, 50)} | ${pct(latencies, 99)} | ${Math.max(...latencies)} |`,
);
console.log(
  `| commit -> the 100th subscriber (ms) | ${pct(lastOfRound, 50)} | ${pct(lastOfRound, 99)} | ${Math.max(...lastOfRound)} |`,
);

for (const stream of streams) await stream.close();
await server.close();
process.exit(0);
