/**
 * Webhook delivery from the built server to a local receiver (allowed through IMPORT_ALLOWED_HOSTS):
 * the event arrives signed (Standard Webhooks, verified with the `standardwebhooks` package), and a
 * first attempt the receiver refuses (500) is retried and then delivered. The in-process details
 * are in test/webhooks.test.ts.
 */
import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { type BuiltServer, builtServers, type Person } from '../support/built.ts';
import { space } from '../support/fixtures.ts';
import { gitbook } from '../support/gitbook.ts';
import { payload } from '../support/graphql.ts';
import { graphqlClient } from '../support/http.ts';
import { startReceiver, verifiedEvent } from '../support/receiver.ts';
import { eventually } from '../support/streams.ts';

const CreateWebhook = graphql(`
  mutation ReleaseCreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      __typename
      ... on CreateWebhookPayload { secret webhook { id key } }
      ... on BaseError { message }
    }
  }
`);

const Deliveries = graphql(`
  query ReleaseWebhookDeliveries($id: ID!) {
    organization(id: $id) {
      webhooks(first: 10) {
        nodes { key deliveries(first: 10) { nodes { status attempts lastStatus event { eventId } } } }
      }
    }
  }
`);

const servers = builtServers();
let s: BuiltServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let owner: Person;
let commenter: Person;
let orgId: string;

beforeAll(async () => {
  // The first request to /flaky fails; everything else succeeds.
  receiver = await startReceiver((request, nth) => (request.path === '/flaky' && nth === 1 ? 500 : 200));
  s = await servers.start({
    env: { IMPORT_ALLOWED_HOSTS: receiver.host, WEBHOOK_RETRY_BASE_MS: '50', WEBHOOK_TIMEOUT_MS: '5000' },
  });
  owner = await s.user('Owner');
  commenter = await s.user('Commenter');
  orgId = (await s.org(owner.id, 'Hooks')).id;
  await s.member(orgId, commenter.id, 'comment');
});
afterAll(() => receiver?.close());

async function register(path: string, spaceId: string) {
  const res = await graphqlClient(s.baseUrl, owner.token).request(CreateWebhook, {
    input: { organizationId: orgId, url: `${receiver.url}${path}`, eventTypes: ['COMMENT_POSTED'], spaceId },
  });
  return payload(res.createWebhook, 'CreateWebhookPayload');
}

/** The deliveries of a webhook, once every one of them is delivered. */
const delivered = (webhookKey: string) =>
  eventually(async () => {
    const res = await graphqlClient(s.baseUrl, owner.token).request(Deliveries, { id: orgId });
    const hook = res.organization!.webhooks.nodes.find((w) => w.key === webhookKey);
    const nodes = hook?.deliveries.nodes ?? [];
    return nodes.length && nodes.every((d) => d.status === 'DELIVERED') ? nodes : undefined;
  });

const comment = async (spaceId: string, markdown: string) =>
  (await gitbook(s.baseUrl, commenter.token).spaces.postCommentInSpace(spaceId, { body: { markdown } })).data;

describe('webhooks', () => {
  it('deliver the event signed: it verifies with standardwebhooks and the secret shown at creation', async () => {
    const sp = await space(s, owner, orgId, { title: 'Signed' });
    const hook = await register('/signed', sp.id);
    const posted = await comment(sp.id, 'Ship it');
    const [request] = await eventually(async () =>
      receiver.on('/signed').length ? receiver.on('/signed') : undefined,
    );
    const event = verifiedEvent(hook.secret, request);
    expect(event).toMatchObject({
      type: 'comment_posted',
      organizationId: orgId,
      spaceId: sp.id,
      commentId: posted.id,
      actor: { object: 'user', id: commenter.id, displayName: 'Commenter' },
    });
    expect(request.headers['webhook-id']).toBe(event.eventId);
    const other = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(() => new Verifier(other).verify(request.body, request.headers as Record<string, string>)).toThrow();
    expect(await delivered(hook.webhook.key)).toEqual([
      { status: 'DELIVERED', attempts: 1, lastStatus: 200, event: { eventId: event.eventId } },
    ]);
  });

  it('retry a refused delivery (HTTP 500) and then deliver it', async () => {
    const sp = await space(s, owner, orgId, { title: 'Flaky' });
    const hook = await register('/flaky', sp.id);
    const posted = await comment(sp.id, 'Try again');
    const requests = await eventually(async () =>
      receiver.on('/flaky').length >= 2 ? receiver.on('/flaky') : undefined,
    );
    expect(requests.map((r) => r.headers['webhook-id'])).toEqual([
      requests[0].headers['webhook-id'],
      requests[0].headers['webhook-id'],
    ]);
    for (const r of requests) {
      expect(verifiedEvent(hook.secret, r).commentId).toBe(posted.id);
    }
    expect(await delivered(hook.webhook.key)).toEqual([
      { status: 'DELIVERED', attempts: 2, lastStatus: 200, event: { eventId: requests[0].headers['webhook-id'] } },
    ]);
  });
});
