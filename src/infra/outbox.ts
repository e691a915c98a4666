/**
 * Domain events, written to the outbox (`Event`) in the transaction of the change they describe,
 * so an event exists if and only if its change committed. Services call `recordEvent` with their
 * transaction client (or in a batch `$transaction([...])`: it returns Prisma's lazy promise).
 * What reads the outbox: GraphQL subscriptions (src/modules/events) through the `quire_events`
 * notification, and webhook deliveries queued by the table's trigger (src/modules/webhooks).
 *
 * Type names are GitBook's where its OpenAPI document has them (`space_content_updated`,
 * `space_visibility_updated`), and the same snake_case style elsewhere.
 */

import { newId } from '../db/ids.ts';
import type { Prisma } from '../db/prisma.ts';

export const EVENT_TYPES = [
  'space_content_updated',
  'space_created',
  'space_updated',
  'space_moved',
  'space_deleted',
  'space_restored',
  'space_visibility_updated',
  'change_request_created',
  'change_request_updated',
  'change_request_content_updated',
  'change_request_status_updated',
  'change_request_merged',
  'change_request_merge_conflicted',
  'comment_posted',
  'comment_edited',
  'comment_deleted',
  'comment_resolved',
  'comment_reopened',
  'comment_reacted',
  'reply_posted',
  'reply_edited',
  'reply_deleted',
  'reply_reacted',
  'member_added',
  'member_role_updated',
  'member_removed',
  'team_created',
  'team_deleted',
  'team_member_added',
  'team_member_removed',
  'site_published',
  'site_unpublished',
  'site_structure_updated',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** JSON values an event carries besides its columns (ids, a visibility, a status). */
export type EventData = Record<string, string | number | boolean | null | string[]>;

export interface EventInput {
  type: EventType;
  organizationId: string;
  spaceId?: string | null;
  changeRequestId?: string | null;
  /** The user who made the change; null for the system or the instance-admin token. */
  actorId?: string | null;
  data?: EventData;
}

/** What writes an event: the client or a transaction's client. */
export type EventWriter = Pick<Prisma, 'event'>;

/** The outbox row of an event (lazy: awaited, or put in a batch `$transaction`). */
export function recordEvent(db: EventWriter, input: EventInput) {
  return db.event.create({
    data: {
      id: newId(),
      type: input.type,
      organizationId: input.organizationId,
      spaceId: input.spaceId ?? null,
      changeRequestId: input.changeRequestId ?? null,
      actorId: input.actorId ?? null,
      data: input.data ?? {},
    },
    select: { seq: true },
  });
}

/**
 * One `team_member_added` or `team_member_removed` event per user (in one statement), in the
 * transaction that made the change; `source` says what made it when it was not a person's own
 * request (`oidc`: an OIDC provider's team sync).
 */
export function recordTeamMemberEvents(
  db: Pick<Prisma, 'event'>,
  change: {
    type: 'team_member_added' | 'team_member_removed';
    organizationId: string;
    teamId: string;
    userIds: readonly string[];
    actorId: string | null;
    source?: string;
  },
) {
  return db.event.createMany({
    data: change.userIds.map((userId) => ({
      id: newId(),
      type: change.type,
      organizationId: change.organizationId,
      actorId: change.actorId,
      data: { teamId: change.teamId, userId, ...(change.source ? { source: change.source } : {}) },
    })),
  });
}

/** The actor of a request: its user (null for the instance-admin token). */
export const actorOf = (ctx: { viewer: { userId: string } | null }) => ctx.viewer?.userId ?? null;

/**
 * The event of a commit (src/engine/commit.ts), in its transaction: `space_content_updated` when
 * the space's head moved, `change_request_content_updated` when a change request's did. The
 * organization is read in the same statement (the commit path knows only the space).
 */
export function recordContentEvent(
  tx: Pick<Prisma, '$executeRaw'>,
  commit: {
    spaceId: string;
    changeRequestId?: string | null;
    revisionId: string;
    actorId?: string | null;
    revisionType: string;
  },
) {
  const type: EventType = commit.changeRequestId ? 'change_request_content_updated' : 'space_content_updated';
  const data = JSON.stringify({ revisionId: commit.revisionId, revisionType: commit.revisionType });
  return tx.$executeRaw`INSERT INTO "Event" ("id", "type", "organizationId", "spaceId", "changeRequestId", "actorId", "data")
    SELECT ${newId()}, ${type}, "organizationId", "id", ${commit.changeRequestId ?? null}, ${commit.actorId ?? null}, ${data}::jsonb
    FROM "Space" WHERE "id" = ${commit.spaceId}`;
}
