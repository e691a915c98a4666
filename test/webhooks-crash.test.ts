/**
 * A server killed with SIGKILL in the middle of a webhook delivery loses nothing: the delivery it
 * held is sent again once its lease expires by the next process on the same database, followed by
 * the ones queued behind it, in order. Runs on the embedded database (a data directory) or on
 * PostgreSQL (DATABASE_URL).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openAppDatabase } from '../src/app/database.ts';
import { createOrganization } from '../src/modules/organizations/service.ts';
import { createToken, createUser } from '../src/modules/users/service.ts';
import { graphql } from './gql/index.ts';
import { freshPostgres } from './support/server.ts';
import { gitbook } from './support/gitbook.ts';
import { graphqlClient } from './support/http.ts';
import { healthy, runTs, waitFor, type Proc } from './support/process.ts';
import { startReceiver } from './support/receiver.ts';
import { eventually } from './support/streams.ts';

const CreateCrashWebhook = graphql(`
  mutation TestCreateCrashWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      __typename
      ... on CreateWebhookPayload { webhook { key } }
      ... on BaseError { message }
    }
  }
`);

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

describe('webhook deliveries across a kill -9', () => {
  it('are all delivered, in order, by the next process', { timeout: 180_000 }, async () => {
    // Until the kill, no request is answered (the server is killed while it waits); then all succeed.
    let holding = true;
    const receiver = await startReceiver(async () => {
      if (holding) await new Promise(() => {});
      return 200;
    });
    cleanups.push(receiver.close);

    let env: Record<string, string>;
    if (process.env.DATABASE_URL) {
      const fresh = await freshPostgres(process.env.DATABASE_URL);
      cleanups.push(fresh.drop);
      env = { DATABASE_URL: fresh.url };
    } else {
      const dir = await mkdtemp(path.join(tmpdir(), 'quire-crash-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      env = { DATA_DIR: dir };
    }
    // A user, a token and an organization, written before any server runs.
    const db = await openAppDatabase(loadConfig({ ...env, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv));
    const user = await createUser(db.prisma, { email: 'crash@example.com', displayName: 'Crash' });
    const token = await createToken(db.prisma, user.id);
    const orgId = (await createOrganization(db.prisma, { title: 'Crash', ownerId: user.id })).id;
    await db.close();

    const start = async (): Promise<Proc & { url: string }> => {
      const port = await freePort();
      const proc = runTs('src/main.ts', [], {
        ...env,
        PORT: String(port),
        DEMO_SEED: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '0',
        IMPORT_ALLOWED_HOSTS: receiver.host,
        // A short time limit keeps the lease of the killed sender short (limit x2 + 1 s).
        WEBHOOK_TIMEOUT_MS: '3000',
        WEBHOOK_RETRY_BASE_MS: '50',
      });
      const url = `http://127.0.0.1:${port}`;
      cleanups.push(async () => {
        proc.child.kill('SIGKILL');
      });
      await waitFor(() => healthy(url), proc, 60_000);
      return { ...proc, url };
    };

    const first = await start();
    const created = await graphqlClient(first.url, token).request(CreateCrashWebhook, {
      input: { organizationId: orgId, url: `${receiver.url}/hook`, eventTypes: ['COMMENT_POSTED'] },
    });
    if (created.createWebhook.__typename !== 'CreateWebhookPayload') throw new Error('webhook not created');
    const sp = (await gitbook(first.url, token).orgs.createSpace(orgId, { title: 'Docs' })).data;
    const api = gitbook(first.url, token);
    const comments: string[] = [];
    for (const text of ['one', 'two', 'three'])
      comments.push((await api.spaces.postCommentInSpace(sp.id, { body: { markdown: text } })).data.id);

    // The first delivery reached the receiver and waits for its answer: kill the server now.
    await eventually(async () => (receiver.received.length ? true : undefined));
    first.child.kill('SIGKILL');
    await first.exited;
    holding = false;
    // Before the kill only the oldest delivery was tried (the others wait behind it, in order).
    const beforeKill = receiver.received.length;
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);

    const second = await start();
    const requests = await eventually(
      async () => (receiver.received.length >= beforeKill + 3 ? receiver.received : undefined),
      60_000,
    );
    const delivered = requests.slice(beforeKill).map((r) => JSON.parse(r.body).commentId);
    expect(delivered).toEqual(comments);
    expect(requests[beforeKill].headers['webhook-id']).toBe(requests[0].headers['webhook-id']);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
