/**
 * Domain events and GraphQL subscriptions on one instance: the outbox row written with its change
 * (and not without it), subscriptions over SSE and WebSocket receiving another user's comment with
 * the typed event resolved through the loaders, filters, access checked at delivery (a removed
 * member's stream ends), the per-token cap, and streams ended cleanly when the server closes.
 */

import { ContentVisibility, MemberRole } from '@gitbook/api';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { commitRevision, StaleRevisionError } from '../src/engine/commit.ts';
import { emptyTree } from '../src/engine/tree.ts';
import type {
  TestChangeRequestEventsSubscription as ChangeRequestEventsData,
  TestOrganizationEventsSubscription as OrganizationEventsData,
  TestSpaceEventsSubscription as SpaceEventsData,
} from './gql/graphql.ts';
import { graphql } from './gql/index.ts';
import { outbox } from './support/beside.ts';
import { cast, changeRequest, page, site, space, useServer } from './support/fixtures.ts';
import { gitbook, visibilityBody } from './support/gitbook.ts';
import { graphqlClient } from './support/http.ts';
import { startServer } from './support/server.ts';
import { type Stream, sseSubscribe, streamsOpen, wsSubscribe } from './support/streams.ts';

const SpaceEvents = print(
  graphql(`
    subscription TestSpaceEvents($spaceId: ID!, $types: [EventType!]) {
      spaceEvents(spaceId: $spaceId, types: $types) {
        __typename
        eventId
        type
        actor { displayName }
        payload
        ... on CommentEvent { commentId comment { markdown } space { key } }
        ... on SpaceContentUpdatedEvent { revisionId revision { key } }
        ... on SpaceVisibilityUpdatedEvent { previousVisibility visibility }
      }
    }
  `),
);

const OrganizationEvents = print(
  graphql(`
    subscription TestOrganizationEvents($organizationId: ID!, $types: [EventType!]) {
      organizationEvents(organizationId: $organizationId, types: $types) {
        __typename
        type
        ... on SpaceEvent { spaceId }
        ... on MemberEvent { userId role previousRole }
        ... on CommentEvent { spaceId commentId }
        ... on SiteEvent { siteId site { key published } payload }
        ... on TeamEvent { teamId teamUserId: userId source team { title } }
      }
    }
  `),
);

const ChangeRequestEvents = print(
  graphql(`
    subscription TestChangeRequestEvents($changeRequestId: ID!) {
      changeRequestEvents(changeRequestId: $changeRequestId) {
        type
        ... on ChangeRequestEvent { changeRequest { key status } status previousStatus revision { key } }
        ... on CommentEvent { commentId }
      }
    }
  `),
);

const { s } = useServer({ cast: false, env: { SUBSCRIPTIONS_PER_TOKEN: '3' } });

/** The next result of a stream (its `data` typed by the stream's document); throws once it completed. */
const next = async <T>(stream: Stream<T>) => {
  const result = await stream.next();
  if (result === 'complete') throw new Error('the stream completed');
  return result;
};
/** The next result's data; throws when the stream completed or the result has none (errors instead). */
const nextData = async <T>(stream: Stream<T>): Promise<T> => {
  const result = await next(stream);
  if (result.data == null) throw new Error(`expected data, got ${JSON.stringify(result)}`);
  return result.data;
};

describe('the outbox', () => {
  it('holds one event per change, written in its transaction, with its ids and actor', async () => {
    const c = await cast(s, { members: { editor: 'edit' } });
    const sp = await space(s, c.owner, c.orgId);
    await page(s, c.editor, sp.id, { title: 'Intro', markdown: 'Hello' });
    await gitbook(s.baseUrl, c.owner.token).spaces.updateSpaceById(sp.id, visibilityBody(ContentVisibility.Public));
    // The outbox itself: the API streams events from the moment one subscribes, never past rows.
    const rows = await outbox(s.db, sp.id);
    expect(rows.map((r) => r.type)).toEqual([
      'space_created',
      'space_content_updated',
      'space_updated',
      'space_visibility_updated',
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows[1]).toMatchObject({ organizationId: c.orgId, actorId: c.editor.id });
    const head = (await gitbook(s.baseUrl, c.owner.token).spaces.getSpaceById(sp.id)).data.revision;
    expect((rows[1].data as { revisionId: string }).revisionId).toBe(head);
    expect(rows[3].data).toEqual({ previousVisibility: 'private', visibility: 'public' });
  });

  it('has no event for a commit that did not happen (a lost compare-and-swap rolls both back)', async () => {
    const c = await cast(s, { outsider: false });
    const sp = await space(s, c.owner, c.orgId);
    await page(s, c.owner, sp.id, { title: 'One' });
    // The outbox rows (see above): that none was written is seen there only.
    const before = (await outbox(s.db, sp.id)).length;
    await expect(
      commitRevision(s.db.prisma, { spaceId: sp.id, baseRevisionId: 'not-the-head', tree: emptyTree() }),
    ).rejects.toBeInstanceOf(StaleRevisionError);
    expect(await outbox(s.db, sp.id)).toHaveLength(before);
  });
});

describe('subscriptions', () => {
  it('over SSE: a reader receives the comment another user posts, as a typed CommentEvent', async () => {
    const c = await cast(s, { members: { reader: 'read', commenter: 'comment' } });
    const sp = await space(s, c.owner, c.orgId);
    const open = s.db.events.size;
    const stream = await sseSubscribe<SpaceEventsData>(s.baseUrl, c.reader.token, SpaceEvents, { spaceId: sp.id });
    expect(stream.status).toBe(200);
    await streamsOpen(s.db, open + 1);
    // The space's creation, committed before the stream opened, announced late (as the listening
    // connection of a loaded instance can): not this stream's.
    // Its outbox row's sequence number, which only the instances' announcements carry.
    const created = (await outbox(s.db, sp.id)).find((e) => e.type === 'space_created')!;
    s.db.events.announce(`${created.seq},${c.orgId}`);
    const posted = (
      await gitbook(s.baseUrl, c.commenter.token).spaces.postCommentInSpace(sp.id, {
        body: { markdown: 'Looks good' },
      })
    ).data;
    const data = await nextData(stream);
    expect(data.spaceEvents).toMatchObject({
      __typename: 'CommentEvent',
      type: 'COMMENT_POSTED',
      actor: { displayName: 'Commenter' },
      commentId: posted.id,
      comment: { markdown: 'Looks good' },
      space: { key: sp.id },
      payload: { type: 'comment_posted', spaceId: sp.id, commentId: posted.id, organizationId: c.orgId },
    });
    expect(data.spaceEvents.payload).toMatchObject({ eventId: data.spaceEvents.eventId });
    await stream.close();
    await streamsOpen(s.db, open);
  });

  it('over WebSocket (graphql-ws): the same, with the token in connection_init', async () => {
    const c = await cast(s, { members: { reader: 'read', commenter: 'comment' } });
    const sp = await space(s, c.owner, c.orgId);
    const open = s.db.events.size;
    const stream = wsSubscribe<SpaceEventsData>(s.baseUrl, c.reader.token, SpaceEvents, { spaceId: sp.id });
    await streamsOpen(s.db, open + 1);
    const posted = (
      await gitbook(s.baseUrl, c.commenter.token).spaces.postCommentInSpace(sp.id, { body: { markdown: 'Via WS' } })
    ).data;
    const data = await nextData(stream);
    expect(data.spaceEvents).toMatchObject({
      __typename: 'CommentEvent',
      commentId: posted.id,
      comment: { markdown: 'Via WS' },
    });
    await stream.close();
    await streamsOpen(s.db, open);
  });

  it('filters by type and by space, and gives content updates with their revision', async () => {
    const c = await cast(s, { members: { editor: 'edit' } });
    const sp = await space(s, c.owner, c.orgId);
    const other = await space(s, c.owner, c.orgId);
    const open = s.db.events.size;
    const stream = await sseSubscribe<SpaceEventsData>(s.baseUrl, c.editor.token, SpaceEvents, {
      spaceId: sp.id,
      types: ['SPACE_CONTENT_UPDATED'],
    });
    await streamsOpen(s.db, open + 1);
    await gitbook(s.baseUrl, c.editor.token).spaces.postCommentInSpace(sp.id, { body: { markdown: 'not wanted' } });
    await page(s, c.editor, other.id, { title: 'Elsewhere' });
    const created = await page(s, c.editor, sp.id, { title: 'Here' });
    const data = await nextData(stream);
    expect(data.spaceEvents).toMatchObject({
      __typename: 'SpaceContentUpdatedEvent',
      type: 'SPACE_CONTENT_UPDATED',
      revisionId: created.revision.key,
      revision: { key: created.revision.key },
      payload: { type: 'space_content_updated', revisionId: created.revision.key, updatedBy: [{ id: c.editor.id }] },
    });
    expect(stream.buffered).toBe(0);
    await stream.close();
    await streamsOpen(s.db, open);
  });

  it('a change request stream: its comments, status changes and merge', async () => {
    const c = await cast(s, { members: { editor: 'edit' } });
    const sp = await space(s, c.owner, c.orgId);
    await page(s, c.editor, sp.id, { title: 'Start' });
    const cr = await changeRequest(s, c.editor, sp.id, 'Fix');
    const open = s.db.events.size;
    const stream = await sseSubscribe<ChangeRequestEventsData>(s.baseUrl, c.editor.token, ChangeRequestEvents, {
      changeRequestId: cr.id,
    });
    await streamsOpen(s.db, open + 1);
    const api = gitbook(s.baseUrl, c.editor.token);
    const comment = (await api.spaces.postCommentInChangeRequest(sp.id, cr.id, { body: { markdown: 'Hm' } })).data;
    await page(s, c.editor, sp.id, { title: 'In the CR', changeRequestId: cr.id });
    await api.spaces.mergeChangeRequest(sp.id, cr.id);
    const types: string[] = [];
    let merged: ChangeRequestEventsData['changeRequestEvents'] | undefined;
    while (types.length < 3) {
      const data = await nextData(stream);
      types.push(data.changeRequestEvents.type);
      if (data.changeRequestEvents.type === 'CHANGE_REQUEST_MERGED') merged = data.changeRequestEvents;
      if (data.changeRequestEvents.type === 'COMMENT_POSTED')
        expect(data.changeRequestEvents).toMatchObject({ commentId: comment.id });
    }
    expect(types).toEqual(['COMMENT_POSTED', 'CHANGE_REQUEST_CONTENT_UPDATED', 'CHANGE_REQUEST_MERGED']);
    expect(merged).toMatchObject({
      changeRequest: { key: cr.id, status: 'MERGED' },
      status: 'MERGED',
      previousStatus: 'OPEN',
    });
    await stream.close();
    await streamsOpen(s.db, open);
  });

  it('organization events: spaces and member changes, in commit order', async () => {
    const c = await cast(s, { members: { admin: 'admin', reader: 'read' } });
    const open = s.db.events.size;
    const stream = wsSubscribe<OrganizationEventsData>(s.baseUrl, c.reader.token, OrganizationEvents, {
      organizationId: c.orgId,
    });
    await streamsOpen(s.db, open + 1);
    const api = gitbook(s.baseUrl, c.admin.token);
    const created = await space(s, c.admin, c.orgId);
    const newcomer = await s.user('Newcomer');
    await s.member(c.orgId, newcomer.id, 'read'); // by hand, not through the API: no event
    await api.orgs.updateMemberInOrganizationById(c.orgId, newcomer.id, { role: MemberRole.Edit });
    expect((await nextData(stream)).organizationEvents).toEqual({
      __typename: 'SpaceEvent',
      type: 'SPACE_CREATED',
      spaceId: created.id,
    });
    expect((await nextData(stream)).organizationEvents).toEqual({
      __typename: 'MemberEvent',
      type: 'MEMBER_ROLE_UPDATED',
      userId: newcomer.id,
      role: 'EDIT',
      previousRole: 'READ',
    });
    await stream.close();
    await streamsOpen(s.db, open);
  });

  it('team events: created with its members, members added and removed (only those that changed), deleted', async () => {
    const c = await cast(s, { members: { ann: 'read', bob: 'read' }, outsider: false });
    const open = s.db.events.size;
    const stream = await sseSubscribe<OrganizationEventsData>(s.baseUrl, c.owner.token, OrganizationEvents, {
      organizationId: c.orgId,
      types: ['TEAM_CREATED', 'TEAM_DELETED', 'TEAM_MEMBER_ADDED', 'TEAM_MEMBER_REMOVED'],
    });
    await streamsOpen(s.db, open + 1);
    const api = gitbook(s.baseUrl, c.owner.token).orgs;
    const team = (await api.createOrganizationTeam(c.orgId, { title: 'Writers' })).data;
    // Ann is added twice (the second add changes nothing), Bob once; then Ann leaves, and a user
    // who was never in the team is "removed" (nothing changes).
    await api.addMemberToOrganizationTeamById(c.orgId, team.id, c.ann.id, {});
    await api.addMemberToOrganizationTeamById(c.orgId, team.id, c.ann.id, {});
    await api.updateMembersInOrganizationTeam(c.orgId, team.id, { add: [c.bob.id] });
    await api.deleteMemberFromOrganizationTeamById(c.orgId, team.id, c.ann.id);
    await api.deleteMemberFromOrganizationTeamById(c.orgId, team.id, c.ann.id);
    await api.removeTeamFromOrganizationById(c.orgId, team.id);
    const got = [];
    for (let i = 0; i < 6; i++) got.push((await nextData(stream)).organizationEvents);
    expect(got.map((e) => [e.type, 'teamUserId' in e ? e.teamUserId : null])).toEqual([
      ['TEAM_CREATED', null],
      ['TEAM_MEMBER_ADDED', c.owner.id],
      ['TEAM_MEMBER_ADDED', c.ann.id],
      ['TEAM_MEMBER_ADDED', c.bob.id],
      ['TEAM_MEMBER_REMOVED', c.ann.id],
      ['TEAM_DELETED', null],
    ]);
    expect(got[0]).toMatchObject({
      __typename: 'TeamEvent',
      teamId: team.id,
      team: { title: 'Writers' },
      source: null,
    });
    expect(got[5]).toMatchObject({ teamId: team.id, team: null });
    await stream.close();
    await streamsOpen(s.db, open);
  });

  it('site events: published, structure changed, unpublished', async () => {
    const c = await cast(s, { outsider: false });
    const sp = await space(s, c.owner, c.orgId);
    const docs = await site(s, c.owner, c.orgId);
    const open = s.db.events.size;
    const stream = await sseSubscribe<OrganizationEventsData>(s.baseUrl, c.owner.token, OrganizationEvents, {
      organizationId: c.orgId,
      types: ['SITE_PUBLISHED', 'SITE_UNPUBLISHED', 'SITE_STRUCTURE_UPDATED'],
    });
    await streamsOpen(s.db, open + 1);
    const api = gitbook(s.baseUrl, c.owner.token);
    await api.orgs.publishSite(c.orgId, docs.id);
    await api.orgs.addSpaceToSite(c.orgId, docs.id, { spaceId: sp.id });
    await api.orgs.unpublishSite(c.orgId, docs.id);
    const got = [await nextData(stream), await nextData(stream), await nextData(stream)].map(
      (d) => d.organizationEvents,
    );
    expect(got.map((e) => e.type)).toEqual(['SITE_PUBLISHED', 'SITE_STRUCTURE_UPDATED', 'SITE_UNPUBLISHED']);
    expect(got[0]).toMatchObject({ __typename: 'SiteEvent', siteId: docs.id, site: { key: docs.id } });
    expect(got[1]).toMatchObject({
      payload: { type: 'site_structure_updated', siteId: docs.id, change: 'site_space_added', spaceId: sp.id },
    });
    await stream.close();
    await streamsOpen(s.db, open);
  });

  it("ends a member's stream with an error once they are removed", async () => {
    const c = await cast(s, { members: { reader: 'read', editor: 'edit' } });
    const sp = await space(s, c.owner, c.orgId);
    const open = s.db.events.size;
    const stream = await sseSubscribe<SpaceEventsData>(s.baseUrl, c.reader.token, SpaceEvents, { spaceId: sp.id });
    await streamsOpen(s.db, open + 1);
    await page(s, c.editor, sp.id, { title: 'Seen' });
    expect((await nextData(stream)).spaceEvents.type).toBe('SPACE_CONTENT_UPDATED');
    await gitbook(s.baseUrl, c.owner.token).orgs.removeMemberFromOrganizationById(c.orgId, c.reader.id);
    await page(s, c.editor, sp.id, { title: 'Not seen' });
    const last = await next(stream);
    expect(last.data).toBeNull();
    expect(last.errors?.[0].extensions?.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    expect(await stream.next()).toBe('complete');
    await streamsOpen(s.db, open);
  });

  it('refuses a subscription the caller may not read, and one without a token', async () => {
    const c = await cast(s);
    const sp = await space(s, c.owner, c.orgId);
    const outsider = await sseSubscribe(s.baseUrl, c.outsider.token, SpaceEvents, { spaceId: sp.id });
    const refused = await outsider.next();
    expect(refused !== 'complete' && refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const anonymous = await sseSubscribe(s.baseUrl, undefined, SpaceEvents, { spaceId: sp.id });
    const unauthenticated = await anonymous.next();
    expect(unauthenticated !== 'complete' && unauthenticated.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('caps open subscriptions per token (SUBSCRIPTIONS_PER_TOKEN)', async () => {
    const c = await cast(s, { outsider: false });
    const sp = await space(s, c.owner, c.orgId);
    const open = s.db.events.size;
    const streams = [];
    for (let i = 0; i < 3; i++)
      streams.push(await sseSubscribe(s.baseUrl, c.owner.token, SpaceEvents, { spaceId: sp.id }));
    await streamsOpen(s.db, open + 3);
    const fourth = await sseSubscribe(s.baseUrl, c.owner.token, SpaceEvents, { spaceId: sp.id });
    const refused = await fourth.next();
    expect(refused !== 'complete' && refused.errors?.[0].extensions?.code).toBe('TOO_MANY_SUBSCRIPTIONS');
    await streams[0].close();
    await streamsOpen(s.db, open + 2);
    const again = await sseSubscribe(s.baseUrl, c.owner.token, SpaceEvents, { spaceId: sp.id });
    await streamsOpen(s.db, open + 3);
    for (const stream of [...streams.slice(1), again]) await stream.close();
    await streamsOpen(s.db, open);
  });

  it('the server closing ends SSE and WebSocket streams cleanly', async () => {
    const other = await startServer();
    try {
      const c = await cast(other, { outsider: false });
      const sp = await space(other, c.owner, c.orgId);
      const sse = await sseSubscribe(other.baseUrl, c.owner.token, SpaceEvents, { spaceId: sp.id });
      const ws = wsSubscribe(other.baseUrl, c.owner.token, SpaceEvents, { spaceId: sp.id });
      await streamsOpen(other.db, 2);
      const closing = other.close();
      expect(await sse.next()).toBe('complete');
      const end = await ws.next();
      expect(end === 'complete' || (end.errors?.length ?? 0) > 0).toBe(true);
      await closing;
    } catch (error) {
      await other.close().catch(() => {});
      throw error;
    }
  });
});

describe('the GraphQL API', () => {
  it('describes the subscriptions', async () => {
    const res = await graphqlClient(s.baseUrl).request<{
      __schema: { subscriptionType: { fields: { name: string }[] } };
    }>('{ __schema { subscriptionType { fields { name } } } }');
    expect(res.__schema.subscriptionType.fields.map((f) => f.name).sort()).toEqual([
      'aiAnswer',
      'changeRequestEvents',
      'organizationEvents',
      'spaceEvents',
    ]);
  });
});
