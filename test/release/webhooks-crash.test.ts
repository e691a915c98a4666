/**
 * The built server killed with SIGKILL in the middle of a webhook delivery loses nothing: the
 * delivery it held is sent again once its lease expires by the next process on the same database,
 * followed by the ones queued behind it, in order. Runs on the embedded database (a data
 * directory) or on PostgreSQL (DATABASE_URL).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.ts';
import { builtServers } from '../support/built.ts';
import { space } from '../support/fixtures.ts';
import { gitbook } from '../support/gitbook.ts';
import { graphqlClient } from '../support/http.ts';
import { startReceiver } from '../support/receiver.ts';
import { eventually } from '../support/streams.ts';

const CreateWebhook = graphql(`
  mutation ReleaseCrashWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      __typename
      ... on CreateWebhookPayload { webhook { key } }
      ... on BaseError { message }
    }
  }
`);

const servers = builtServers();
// Until the kill, no request is answered (the server is killed while it waits); then all succeed.
let holding = true;
const receiver = await startReceiver(async () => {
  if (holding) await new Promise(() => {});
  return 200;
});
afterAll(() => receiver.close());

describe('webhook deliveries across a kill -9', () => {
  it('are all delivered, in order, by the next process', { timeout: 120_000 }, async () => {
    const s = await servers.start({
      env: {
        IMPORT_ALLOWED_HOSTS: receiver.host,
        // A short time limit keeps the lease of the killed sender short (limit x2 + 1 s).
        WEBHOOK_TIMEOUT_MS: '1500',
        WEBHOOK_RETRY_BASE_MS: '50',
      },
    });
    const owner = await s.user('Crash');
    const orgId = (await s.org(owner.id, 'Crash')).id;
    const created = await graphqlClient(s.baseUrl, owner.token).request(CreateWebhook, {
      input: { organizationId: orgId, url: `${receiver.url}/hook`, eventTypes: ['COMMENT_POSTED'] },
    });
    expect(created.createWebhook.__typename).toBe('CreateWebhookPayload');
    const api = gitbook(s.baseUrl, owner.token);
    const sp = await space(s, owner, orgId);
    const comments: string[] = [];
    for (const text of ['one', 'two', 'three'])
      comments.push((await api.spaces.postCommentInSpace(sp.id, { body: { markdown: text } })).data.id);

    // The first delivery reached the receiver and waits for its answer: kill the server now.
    await eventually(async () => (receiver.received.length ? true : undefined));
    expect(await s.kill('SIGKILL')).toBeNull();
    holding = false;
    // Before the kill only the oldest delivery was tried (the others wait behind it, in order).
    const beforeKill = receiver.received.length;
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);

    await s.restart();
    const requests = await eventually(
      async () => (receiver.received.length >= beforeKill + 3 ? receiver.received : undefined),
      60_000,
    );
    const delivered = requests.slice(beforeKill).map((r) => JSON.parse(r.body).commentId);
    expect(delivered).toEqual(comments);
    expect(requests[beforeKill].headers['webhook-id']).toBe(requests[0].headers['webhook-id']);
    expect(await s.kill('SIGTERM')).toBe(0);
  });
});
