/**
 * Webhooks through GraphQL against a local receiver: admin-only registration with the secret shown
 * once, the SSRF guard on the URL, signed deliveries that verify with the `standardwebhooks`
 * package, retries in order after failures, auto-disable after persistent failure with a visible
 * reason, re-enable, secret rotation and redelivery, and outbox pruning.
 */
import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateWebhookInput } from './gql/graphql.ts';
import { graphql } from './gql/index.ts';
import { instanceUsage } from './support/admin.ts';
import { outbox } from './support/beside.ts';
import { cast, space, useServer } from './support/fixtures.ts';
import { gitbook } from './support/gitbook.ts';
import { nodeWith } from './support/graphql.ts';
import { graphqlClient } from './support/http.ts';
import { startReceiver, verifiedEvent } from './support/receiver.ts';
import { eventually } from './support/streams.ts';

const CreateWebhook = graphql(`
  mutation TestCreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      __typename
      ... on CreateWebhookPayload { secret webhook { id key url enabled eventTypes space { key } } }
      ... on BaseError { message code status }
    }
  }
`);

const UpdateWebhook = graphql(`
  mutation TestUpdateWebhook($input: UpdateWebhookInput!) {
    updateWebhook(input: $input) {
      __typename
      ... on UpdateWebhookPayload { webhook { enabled disabledReason } }
      ... on BaseError { message code }
    }
  }
`);

const RotateSecret = graphql(`
  mutation TestRotateWebhookSecret($input: RotateWebhookSecretInput!) {
    rotateWebhookSecret(input: $input) {
      __typename
      ... on RotateWebhookSecretPayload { secret }
      ... on BaseError { message }
    }
  }
`);

const Redeliver = graphql(`
  mutation TestRedeliver($input: RedeliverWebhookDeliveryInput!) {
    redeliverWebhookDelivery(input: $input) {
      __typename
      ... on RedeliverWebhookDeliveryPayload { delivery { key status } }
      ... on BaseError { message }
    }
  }
`);

const DeleteWebhook = graphql(`
  mutation TestDeleteWebhook($input: DeleteWebhookInput!) {
    deleteWebhook(input: $input) {
      __typename
      ... on DeleteWebhookPayload { deleted }
      ... on BaseError { message }
    }
  }
`);

const Webhooks = graphql(`
  query TestWebhooks($id: ID!) {
    node(id: $id) {
      ... on Organization {
        webhooks(first: 10) {
          nodes {
            id
            url
            enabled
            disabledReason
            deliveries(first: 20) {
              nodes { id key status attempts lastStatus lastError event { eventId type } }
            }
          }
        }
      }
    }
  }
`);

const OrgGlobalId = graphql(`
  query TestOrgGlobalId($id: ID!) { organization(id: $id) { id } }
`);

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver((request, nth) => {
    if (request.path === '/down') return 503;
    // The first two requests to /flaky fail.
    if (request.path === '/flaky') return nth <= 2 ? 500 : 200;
    return 200;
  });
});
afterAll(() => receiver?.close());
// Started after the receiver (its host is allowed), closed before it.
const { s } = useServer({
  cast: false,
  env: () => ({
    IMPORT_ALLOWED_HOSTS: receiver.host,
    WEBHOOK_RETRY_BASE_MS: '50',
    WEBHOOK_RETRY_FOR_SECONDS: '1',
    WEBHOOK_TIMEOUT_MS: '2000',
  }),
});

async function register(token: string, input: CreateWebhookInput) {
  const res = await graphqlClient(s.baseUrl, token).request(CreateWebhook, { input });
  if (res.createWebhook.__typename !== 'CreateWebhookPayload') throw new Error(JSON.stringify(res.createWebhook));
  return res.createWebhook;
}

async function webhooksOf(token: string, orgId: string) {
  const org = await graphqlClient(s.baseUrl, token).request(OrgGlobalId, { id: orgId });
  const res = await graphqlClient(s.baseUrl, token).request(Webhooks, { id: org.organization!.id });
  return nodeWith(res.node, 'webhooks').webhooks.nodes;
}

const comment = (token: string, spaceId: string, markdown: string) =>
  gitbook(s.baseUrl, token).spaces.postCommentInSpace(spaceId, { body: { markdown } });

describe('webhooks', () => {
  it('are registered by organization admins only, to URLs the SSRF guard allows', async () => {
    const c = await cast(s, { members: { editor: 'edit' } });
    const client = graphqlClient(s.baseUrl, c.editor.token);
    const forbidden = await client.request(CreateWebhook, {
      input: { organizationId: c.orgId, url: `${receiver.url}/ok` },
    });
    expect(forbidden.createWebhook).toMatchObject({ __typename: 'ForbiddenError' });
    const outsider = await graphqlClient(s.baseUrl, c.outsider.token).request(CreateWebhook, {
      input: { organizationId: c.orgId, url: `${receiver.url}/ok` },
    });
    expect(outsider.createWebhook).toMatchObject({ __typename: 'NotFoundError' });
    const privateUrl = await graphqlClient(s.baseUrl, c.owner.token).request(CreateWebhook, {
      input: { organizationId: c.orgId, url: 'http://10.1.2.3/hook' },
    });
    expect(privateUrl.createWebhook).toMatchObject({ __typename: 'BadRequestError', status: 400 });
    const created = await register(c.owner.token, { organizationId: c.orgId, url: `${receiver.url}/ok` });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const listed = await webhooksOf(c.owner.token, c.orgId);
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    // The secret is encrypted at rest: the stored column, which no API returns.
    const row = await s.db.prisma.webhook.findUniqueOrThrow({ where: { id: created.webhook.key } });
    expect(row.secret).not.toContain(created.secret.slice(6, 20));
    await expect(webhooksOf(c.editor.token, c.orgId)).rejects.toThrow(/admin|Forbidden|role/i);
  });

  it('deliver signed, GitBook-shaped events that verify with standardwebhooks', async () => {
    const c = await cast(s, { members: { commenter: 'comment' } });
    const sp = await space(s, c.owner, c.orgId);
    const path = `/ok?org=${c.orgId}`;
    const created = await register(c.owner.token, {
      organizationId: c.orgId,
      url: `${receiver.url}${path}`,
      eventTypes: ['COMMENT_POSTED'],
      spaceId: sp.id,
    });
    expect(created.webhook.eventTypes).toEqual(['COMMENT_POSTED']);
    await space(s, c.owner, c.orgId); // another type: not sent
    const posted = (await comment(c.commenter.token, sp.id, 'Ship it')).data;
    const [request] = await eventually(async () => (receiver.on(path).length ? receiver.on(path) : undefined));
    const payload = verifiedEvent(created.secret, request);
    expect(payload).toMatchObject({
      type: 'comment_posted',
      organizationId: c.orgId,
      spaceId: sp.id,
      commentId: posted.id,
      actor: { object: 'user', id: c.commenter.id, displayName: 'Commenter' },
    });
    expect(request.headers['webhook-id']).toBe(payload.eventId);
    expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(request.headers['content-type']).toBe('application/json');
    // Another secret does not verify it.
    const other = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(() => new Verifier(other).verify(request.body, request.headers as Record<string, string>)).toThrow();
    const [hook] = await eventually(async () => {
      const hooks = await webhooksOf(c.owner.token, c.orgId);
      return hooks[0]?.deliveries.nodes[0]?.status === 'DELIVERED' ? hooks : undefined;
    });
    expect(hook.deliveries.nodes).toHaveLength(1);
    expect(hook.deliveries.nodes[0]).toMatchObject({
      attempts: 1,
      lastStatus: 200,
      event: { eventId: payload.eventId, type: 'COMMENT_POSTED' },
    });
    expect(receiver.on(path)).toHaveLength(1);
  });

  it('retry failed deliveries with backoff and keep them in order', async () => {
    const c = await cast(s, { outsider: false });
    const sp = await space(s, c.owner, c.orgId);
    await register(c.owner.token, {
      organizationId: c.orgId,
      url: `${receiver.url}/flaky`,
      eventTypes: ['COMMENT_POSTED'],
    });
    await comment(c.owner.token, sp.id, 'first');
    await comment(c.owner.token, sp.id, 'second');
    const requests = await eventually(async () =>
      receiver.on('/flaky').length >= 4 ? receiver.on('/flaky') : undefined,
    );
    const ids = requests.map((r) => r.headers['webhook-id']);
    const bodies = requests.map((r) => JSON.parse(r.body).commentId);
    // The first event three times (500, 500, 200), then the second: never the second before the first succeeded.
    expect(ids[0]).toBe(ids[1]);
    expect(ids[1]).toBe(ids[2]);
    expect(ids[3]).not.toBe(ids[0]);
    expect(new Set(bodies).size).toBe(2);
    const [hook] = await eventually(async () => {
      const hooks = await webhooksOf(c.owner.token, c.orgId);
      return hooks[0].deliveries.nodes.every((d) => d.status === 'DELIVERED') ? hooks : undefined;
    });
    expect(hook.deliveries.nodes.map((d) => d.attempts)).toEqual([1, 3]);
  });

  it('disable a webhook that keeps failing, with the reason; re-enabling resumes its queue', async () => {
    const c = await cast(s, { outsider: false });
    const sp = await space(s, c.owner, c.orgId);
    const created = await register(c.owner.token, {
      organizationId: c.orgId,
      url: `${receiver.url}/down`,
      eventTypes: ['COMMENT_POSTED'],
    });
    await comment(c.owner.token, sp.id, 'lost cause');
    const [hook] = await eventually(async () => {
      const hooks = await webhooksOf(c.owner.token, c.orgId);
      return hooks[0].enabled ? undefined : hooks;
    });
    expect(hook.disabledReason).toMatch(/failed \d+ times.*HTTP 503/);
    expect(hook.deliveries.nodes[0]).toMatchObject({ status: 'FAILED', lastStatus: 503 });
    // While disabled nothing is queued; re-enabled, new events go out again (to a fixed receiver).
    await comment(c.owner.token, sp.id, 'while disabled');
    receiver.setRespond((request, nth) => (request.path === '/flaky' ? (nth <= 2 ? 500 : 200) : 200));
    try {
      const enabled = await graphqlClient(s.baseUrl, c.owner.token).request(UpdateWebhook, {
        input: { id: created.webhook.id, enabled: true },
      });
      expect(enabled.updateWebhook).toMatchObject({ webhook: { enabled: true, disabledReason: null } });
      const before = receiver.on('/down').length;
      await comment(c.owner.token, sp.id, 'after');
      const last = await eventually(async () =>
        receiver.on('/down').length > before ? receiver.on('/down').at(-1) : undefined,
      );
      expect(JSON.parse(last.body).type).toBe('comment_posted');
      const hooks = await eventually(async () => {
        const list = await webhooksOf(c.owner.token, c.orgId);
        return list[0].deliveries.nodes.length === 2 && list[0].deliveries.nodes[0].status === 'DELIVERED'
          ? list
          : undefined;
      });
      expect(hooks[0].deliveries.nodes.map((d) => d.status)).toEqual(['DELIVERED', 'FAILED']);
    } finally {
      receiver.setRespond((request, nth) => {
        if (request.path === '/down') return 503;
        if (request.path === '/flaky') return nth <= 2 ? 500 : 200;
        return 200;
      });
    }
  });

  it('rotate the secret (the old one stops verifying) and redeliver with the same webhook-id', async () => {
    const c = await cast(s, { outsider: false });
    const sp = await space(s, c.owner, c.orgId);
    const path = `/ok?rotate=${c.orgId}`;
    const created = await register(c.owner.token, {
      organizationId: c.orgId,
      url: `${receiver.url}${path}`,
      eventTypes: ['COMMENT_POSTED'],
    });
    const client = graphqlClient(s.baseUrl, c.owner.token);
    const rotated = await client.request(RotateSecret, { input: { id: created.webhook.id } });
    if (rotated.rotateWebhookSecret.__typename !== 'RotateWebhookSecretPayload') throw new Error('rotate failed');
    const secret = rotated.rotateWebhookSecret.secret;
    expect(secret).not.toBe(created.secret);
    await comment(c.owner.token, sp.id, 'signed anew');
    const [first] = await eventually(async () => (receiver.on(path).length ? receiver.on(path) : undefined));
    const headers = first.headers as Record<string, string>;
    expect(() => new Verifier(secret).verify(first.body, headers)).not.toThrow();
    expect(() => new Verifier(created.secret).verify(first.body, headers)).toThrow();
    const [hook] = await eventually(async () => {
      const hooks = await webhooksOf(c.owner.token, c.orgId);
      return hooks[0].deliveries.nodes[0]?.status === 'DELIVERED' ? hooks : undefined;
    });
    const again = await client.request(Redeliver, { input: { id: hook.deliveries.nodes[0].id } });
    expect(again.redeliverWebhookDelivery).toMatchObject({ delivery: { status: 'PENDING' } });
    const requests = await eventually(async () => (receiver.on(path).length >= 2 ? receiver.on(path) : undefined));
    expect(requests[1].headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(requests[1].body).toBe(first.body);
    // Its deliveries as its admin lists them, and the instance's as the instance admin counts them
    // (no other webhook of this file gets a new delivery meanwhile: each test has its organization).
    const deliveries = (await webhooksOf(c.owner.token, c.orgId))[0].deliveries.nodes.length;
    expect(deliveries).toBe(2); // the delivery and its redelivery
    const before = (await instanceUsage(s)).webhookDeliveries;
    const deleted = await client.request(DeleteWebhook, { input: { id: created.webhook.id } });
    expect(deleted.deleteWebhook).toEqual({ __typename: 'DeleteWebhookPayload', deleted: true });
    // Its deliveries went with it: no API reaches the deliveries of a webhook that is gone, and the
    // instance holds that many fewer.
    expect((await instanceUsage(s)).webhookDeliveries).toBe(before - deliveries);
  });
});

describe('outbox pruning', () => {
  it('deletes events past the retention period once no delivery of theirs is pending', async () => {
    const c = await cast(s, { outsider: false });
    const sp = await space(s, c.owner, c.orgId);
    await gitbook(s.baseUrl, c.owner.token).spaces.updateSpaceById(sp.id, { title: 'Renamed' });
    // The outbox rows, aged: events are written at the database's time, and no API lists them.
    const old = new Date(Date.now() - 400 * 24 * 3600 * 1000);
    await s.db.prisma.event.updateMany({ where: { spaceId: sp.id }, data: { createdAt: old } });
    const { pruneEvents } = await import('../src/modules/webhooks/dispatcher.ts');
    expect(await pruneEvents(s.db.prisma, 24)).toBeGreaterThanOrEqual(2);
    expect(await outbox(s.db, sp.id)).toEqual([]);
  });
});
