/**
 * GraphQL subscriptions on the built server: over SSE (graphql-yoga) and over WebSocket
 * (graphql-ws on the `ws` package), a subscriber receives the comment another user posts; on
 * PostgreSQL, across two server processes on one database (LISTEN/NOTIFY). The in-process details
 * are in test/events.test.ts and test/events-multi-instance.test.ts.
 */
import { print } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseSpaceCommentsSubscription as CommentPosted } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import { type BuiltServer, builtServers, type Person } from '../support/built.ts';
import { space } from '../support/fixtures.ts';
import { gitbook } from '../support/gitbook.ts';
import { nodeWith } from '../support/graphql.ts';
import { type Stream, sseSubscribe, wsSubscribe } from '../support/streams.ts';

const SpaceComments = print(
  graphql(`
    subscription ReleaseSpaceComments($spaceId: ID!) {
      spaceEvents(spaceId: $spaceId, types: [COMMENT_POSTED]) {
        type
        actor { displayName }
        ... on CommentEvent { commentId comment { markdown } }
      }
    }
  `),
);

const servers = builtServers();
let s: BuiltServer;
let owner: Person;
let reader: Person;
let commenter: Person;
let orgId: string;

beforeAll(async () => {
  s = await servers.start();
  owner = await s.user('Owner');
  reader = await s.user('Reader');
  commenter = await s.user('Commenter');
  orgId = (await s.org(owner.id, 'Live')).id;
  await s.member(orgId, reader.id, 'read');
  await s.member(orgId, commenter.id, 'comment');
});

const newSpace = (via: BuiltServer, title: string) => space(via, owner, orgId, { title });

/**
 * Posts comments through `via` until the stream yields one (a stream starts listening shortly
 * after it is opened, and the child's count of open streams cannot be read from here): the first
 * result must be one of the posted comments, with the data a subscriber asked for.
 */
async function commentUntilReceived(stream: Stream<CommentPosted>, via: BuiltServer, spaceId: string, waitMs = 15_000) {
  const posted = new Map<string, string>();
  const deadline = Date.now() + waitMs;
  for (let i = 0; Date.now() < deadline; i++) {
    const markdown = `comment ${i} through ${via.baseUrl}`;
    const comment = await gitbook(via.baseUrl, commenter.token).spaces.postCommentInSpace(spaceId, {
      body: { markdown },
    });
    posted.set(comment.data.id, markdown);
    const result = await stream.next(750).catch(() => undefined);
    if (result === undefined) continue;
    if (result === 'complete') throw new Error('the stream completed');
    expect(result.errors).toBeUndefined();
    if (!result.data) throw new Error(`a result without data: ${JSON.stringify(result)}`);
    expect(result.data.spaceEvents).toMatchObject({ type: 'COMMENT_POSTED', actor: { displayName: 'Commenter' } });
    const event = nodeWith(result.data.spaceEvents, 'commentId');
    expect(event.comment?.markdown).toBe(posted.get(event.commentId));
    return event;
  }
  throw new Error(`no comment received within ${waitMs} ms (${posted.size} posted)`);
}

describe('subscriptions on one instance', () => {
  it('over SSE, a reader receives the comment another user posts', async () => {
    const sp = await newSpace(s, 'SSE');
    const stream = await sseSubscribe<CommentPosted>(s.baseUrl, reader.token, SpaceComments, { spaceId: sp.id });
    try {
      expect(stream.status).toBe(200);
      await commentUntilReceived(stream, s, sp.id);
    } finally {
      await stream.close();
    }
  });

  it('over WebSocket (graphql-ws), a reader receives the comment another user posts', async () => {
    const sp = await newSpace(s, 'WebSocket');
    const stream = wsSubscribe<CommentPosted>(s.baseUrl, reader.token, SpaceComments, { spaceId: sp.id });
    try {
      await commentUntilReceived(stream, s, sp.id);
    } finally {
      await stream.close();
    }
  });
});

describe('subscriptions across instances', () => {
  // On the embedded database one process owns the data directory (it refuses a second one), so
  // there is no second instance to run; PostgreSQL runs (DATABASE_URL) cover this.
  it.skipIf(!process.env.DATABASE_URL)(
    'a subscriber on one instance receives what is posted through another (SSE and WebSocket)',
    { timeout: 60_000 },
    async () => {
      const other = await s.instance();
      // One space per direction: each stream sees only comments posted through the other process.
      const toFirst = await newSpace(other, 'Posted through the second');
      const toOther = await newSpace(s, 'Posted through the first');
      const onFirst = await sseSubscribe<CommentPosted>(s.baseUrl, reader.token, SpaceComments, {
        spaceId: toFirst.id,
      });
      const onOther = wsSubscribe<CommentPosted>(other.baseUrl, reader.token, SpaceComments, { spaceId: toOther.id });
      try {
        await commentUntilReceived(onFirst, other, toFirst.id);
        await commentUntilReceived(onOther, s, toOther.id);
      } finally {
        await onFirst.close();
        await onOther.close();
      }
    },
  );
});
