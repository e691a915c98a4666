/**
 * Events across instances sharing one PostgreSQL database (runs when DATABASE_URL is set): a
 * subscriber on one instance receives what is committed through another (LISTEN/NOTIFY), and two
 * instances sending the same webhook's deliveries never send one twice nor two at once, in order.
 */
import type { AddressInfo } from 'node:net';
import { print } from 'graphql';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDatabase, openAppDatabase } from '../src/app/database.ts';
import { type App, createApp } from '../src/app/server.ts';
import { loadConfig } from '../src/config.ts';
import { createOrganization } from '../src/modules/organizations/service.ts';
import { createToken, createUser } from '../src/modules/users/service.ts';
import type { TestSpaceCommentsSubscription } from './gql/graphql.ts';
import { graphql } from './gql/index.ts';
import { outbox } from './support/beside.ts';
import { gitbook } from './support/gitbook.ts';
import { graphqlClient } from './support/http.ts';
import { startReceiver } from './support/receiver.ts';
import { freshPostgres, QUIET_JOBS } from './support/server.ts';
import { eventually, sseSubscribe, streamsOpen, wsSubscribe } from './support/streams.ts';

const SpaceComments = print(
  graphql(`
    subscription TestSpaceComments($spaceId: ID!) {
      spaceEvents(spaceId: $spaceId, types: [COMMENT_POSTED]) {
        type
        ... on CommentEvent { commentId comment { markdown } }
      }
    }
  `),
);

const CreateOrderedWebhook = graphql(`
  mutation TestCreateOrderedWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      __typename
      ... on CreateWebhookPayload { secret webhook { id key } }
      ... on BaseError { message }
    }
  }
`);

const WebhookDeliveries = graphql(`
  query TestWebhookDeliveries($id: ID!) {
    node(id: $id) { ... on Webhook { deliveries(first: 1000) { nodes { status attempts } } } }
  }
`);

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe.skipIf(!process.env.DATABASE_URL)('events across instances on one PostgreSQL database', () => {
  let dbs: AppDatabase[];
  let urls: string[];
  let token: string;
  let orgId: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    // Each request to /slow takes a while, so two senders would overlap if both took one delivery.
    receiver = await startReceiver(async (request) => {
      if (request.path === '/slow') await new Promise((resolve) => setTimeout(resolve, 100));
      return 200;
    });
    cleanups.push(receiver.close);
    const fresh = await freshPostgres(process.env.DATABASE_URL!);
    cleanups.push(fresh.drop);
    const config = loadConfig({
      DATABASE_URL: fresh.url,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '0',
      IMPORT_ALLOWED_HOSTS: receiver.host,
      WEBHOOK_RETRY_BASE_MS: '50',
      ...QUIET_JOBS,
    });
    dbs = [await openAppDatabase(config), await openAppDatabase(config)];
    const apps: App[] = dbs.map((db) => createApp(config, db, { logger: pino({ level: 'silent' }) }));
    for (const [i, app] of apps.entries()) {
      await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
      cleanups.push(async () => {
        await app.close();
        await dbs[i].close();
      });
    }
    urls = apps.map((a) => `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`);
    const user = await createUser(dbs[0].prisma, { email: 'events-multi@example.com', displayName: 'Multi' });
    token = await createToken(dbs[0].prisma, user.id);
    orgId = (await createOrganization(dbs[0].prisma, { title: 'Shared', ownerId: user.id })).id;
  });

  it('a subscriber on instance A receives a comment posted through instance B (SSE), and the reverse (WebSocket)', async () => {
    const sp = (await gitbook(urls[0], token).orgs.createSpace(orgId, { title: 'Shared' })).data;
    const onA = await sseSubscribe<TestSpaceCommentsSubscription>(urls[0], token, SpaceComments, { spaceId: sp.id });
    const onB = wsSubscribe<TestSpaceCommentsSubscription>(urls[1], token, SpaceComments, { spaceId: sp.id });
    await streamsOpen(dbs[0], 1);
    await streamsOpen(dbs[1], 1);
    const viaB = (await gitbook(urls[1], token).spaces.postCommentInSpace(sp.id, { body: { markdown: 'from B' } }))
      .data;
    const viaA = (await gitbook(urls[0], token).spaces.postCommentInSpace(sp.id, { body: { markdown: 'from A' } }))
      .data;
    for (const stream of [onA, onB]) {
      const first = await stream.next();
      const second = await stream.next();
      expect([first, second].map((r) => (r === 'complete' ? r : r.data?.spaceEvents))).toEqual([
        { type: 'COMMENT_POSTED', commentId: viaB.id, comment: { markdown: 'from B' } },
        { type: 'COMMENT_POSTED', commentId: viaA.id, comment: { markdown: 'from A' } },
      ]);
      await stream.close();
    }
  });

  it('two instances send each delivery once, one at a time, in order', async () => {
    const created = await graphqlClient(urls[0], token).request(CreateOrderedWebhook, {
      input: { organizationId: orgId, url: `${receiver.url}/slow`, eventTypes: ['COMMENT_POSTED'] },
    });
    if (created.createWebhook.__typename !== 'CreateWebhookPayload') throw new Error('webhook not created');
    const webhook = created.createWebhook.webhook;
    const sp = (await gitbook(urls[1], token).orgs.createSpace(orgId, { title: 'Busy' })).data;
    const n = 12;
    // Both instances write, and both are woken by every event (LISTEN) to claim deliveries.
    await Promise.all(
      Array.from({ length: n }, (_, i) =>
        gitbook(urls[i % 2], token).spaces.postCommentInSpace(sp.id, { body: { markdown: `comment ${i}` } }),
      ),
    );
    const requests = await eventually(async () => {
      const got = receiver.on('/slow');
      return got.length >= n ? got : undefined;
    }, 30_000);
    const ids = requests.map((r) => r.headers['webhook-id'] as string);
    expect(new Set(ids).size).toBe(n);
    expect(ids).toHaveLength(n);
    expect(Math.max(...requests.map((r) => r.concurrent))).toBe(1);
    // In the order of the outbox: its sequence numbers, which no API shows (a stream starts from
    // the moment one subscribes, and deliveries list no order of their events).
    const events = (await outbox(dbs[0], sp.id)).filter((e) => e.type === 'comment_posted');
    expect(ids).toEqual(events.map((e) => e.id));
    // The last outcome may still be being recorded (read through instance B).
    const deliveries = await eventually(async () => {
      const read = await graphqlClient(urls[1], token).request(WebhookDeliveries, { id: webhook.id });
      const rows = read.node && 'deliveries' in read.node ? read.node.deliveries.nodes : [];
      return rows.length === n && rows.every((d) => d.status === 'DELIVERED') ? rows : undefined;
    });
    expect(deliveries.map((d) => [d.status, d.attempts])).toEqual(Array(n).fill(['DELIVERED', 1]));
  });
});
