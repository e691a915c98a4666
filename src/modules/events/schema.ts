/**
 * Domain events in GraphQL: the `EventType` enum, the `Event` interface and its typed members
 * (whose objects resolve through the usual loaders), and the subscriptions `spaceEvents`,
 * `changeRequestEvents` and `organizationEvents` (served over SSE by yoga and over WebSocket by
 * graphql-ws, src/app/server.ts).
 */

import { builder } from '../../graphql/builder.ts';
import { MemberRoleEnum } from '../../graphql/common.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { idOf } from '../../graphql/global-ids.ts';
import type { EventRow } from '../../infra/event-bus.ts';
import { EVENT_TYPES, type EventType } from '../../infra/outbox.ts';
import type { Context } from '../../request/context.ts';
import { loadMember } from '../../request/lookups.ts';
import { changeRequestById } from '../change-requests/loaders.ts';
import { ChangeRequestRef, ChangeRequestStatusEnum } from '../change-requests/schema.ts';
import { commentById } from '../comments/loaders.ts';
import { CommentRef, CommentReplyRef } from '../comments/schema.ts';
import { RevisionRef } from '../content/graphql/refs.ts';
import { revisionById } from '../content/loaders.ts';
import { OrganizationMemberRef } from '../members/schema.ts';
import { organizationById } from '../organizations/loaders.ts';
import { OrganizationRef } from '../organizations/schema.ts';
import { SiteRef } from '../sites/graphql/refs.ts';
import { siteById } from '../sites/loaders.ts';
import { spaceById } from '../spaces/loaders.ts';
import { ContentVisibilityEnum, SpaceRef } from '../spaces/schema.ts';
import { teamById } from '../teams/loaders.ts';
import { OrganizationTeamRef } from '../teams/schema.ts';
import { userById } from '../users/loaders.ts';
import { UserRef } from '../users/schema.ts';
import { changeRequestEvents, eventPayload, organizationEvents, type StreamItem, spaceEvents } from './service.ts';

const DESCRIPTIONS: Record<EventType, string> = {
  space_content_updated: "The space's live content moved to a new revision (an edit, an import, a merge).",
  space_created: 'A space was created (or duplicated).',
  space_updated: 'Settings of a space changed (title, emoji, visibility, edit mode...).',
  space_moved: 'A space moved to another collection, position or organization.',
  space_deleted: 'A space was deleted (restorable for 7 days).',
  space_restored: 'A deleted space was restored.',
  space_visibility_updated: 'The visibility of a space changed.',
  change_request_created: 'A change request was opened.',
  change_request_updated: 'The subject or status of a change request changed.',
  change_request_content_updated:
    'The content of a change request moved to a new revision (an edit, an update from the space).',
  change_request_status_updated: 'The status of a change request changed (draft, open, archived).',
  change_request_merged: 'A change request was merged into its space.',
  change_request_merge_conflicted: 'A merge was attempted and stopped on conflicts (nothing changed).',
  comment_posted: 'A comment was posted.',
  comment_edited: 'The body of a comment was edited.',
  comment_deleted: 'A comment (with its replies) was deleted.',
  comment_resolved: 'A comment was resolved.',
  comment_reopened: 'A resolved comment was reopened.',
  comment_reacted: 'Emoji reactions on a comment changed.',
  reply_posted: 'A reply was posted to a comment.',
  reply_edited: 'The body of a reply was edited.',
  reply_deleted: 'A reply was deleted.',
  reply_reacted: 'Emoji reactions on a reply changed.',
  member_added: 'A user joined the organization.',
  member_role_updated: "A member's role changed.",
  member_removed: 'A member left or was removed from the organization.',
  team_created: 'A team was created.',
  team_deleted: 'A team was deleted (with its memberships).',
  team_member_added: 'A member was added to a team (by a person, or by the team sync of an OIDC provider).',
  team_member_removed: 'A member was removed from a team (by a person, or by the team sync of an OIDC provider).',
  site_published: 'A docs site was published.',
  site_unpublished: 'A docs site was unpublished.',
  site_structure_updated: 'The sections or spaces of a docs site changed.',
};

export const EventTypeEnum = describedEnum(
  'EventType',
  'The kind of a domain event; the wire name (webhooks, REST) is its lower snake case.',
  DESCRIPTIONS,
);

const data = (e: EventRow) => (e.data ?? {}) as Record<string, unknown>;
const str = (e: EventRow, key: string) => {
  const value = data(e)[key];
  return typeof value === 'string' ? value : null;
};
const actorOf = async (ctx: Context, e: EventRow) => (e.actorId ? await userById(ctx).load(e.actorId) : null);

/** The GraphQL type of each event type. */
const TYPE_NAMES: Record<EventType, string> = Object.fromEntries(
  EVENT_TYPES.map((type) => [
    type,
    type === 'space_content_updated'
      ? 'SpaceContentUpdatedEvent'
      : type === 'space_visibility_updated'
        ? 'SpaceVisibilityUpdatedEvent'
        : type.startsWith('space_')
          ? 'SpaceEvent'
          : type.startsWith('change_request_')
            ? 'ChangeRequestEvent'
            : type.startsWith('comment_') || type.startsWith('reply_')
              ? 'CommentEvent'
              : type.startsWith('member_')
                ? 'MemberEvent'
                : type.startsWith('team_')
                  ? 'TeamEvent'
                  : 'SiteEvent',
  ]),
) as Record<EventType, string>;

export const EventRef = builder.interfaceRef<EventRow>('Event').implement({
  description:
    'A change in an organization, as recorded in the outbox in the same transaction. Typed members give the objects it names, loaded when delivered (null when they no longer exist).',
  resolveType: (e) => TYPE_NAMES[e.type as EventType],
  fields: (t) => ({
    eventId: t.exposeString('id', {
      description: 'Unique id of the event (the `webhook-id` of its webhook deliveries).',
    }),
    type: t.field({
      type: EventTypeEnum,
      description: 'What happened.',
      resolve: (e) => e.type as EventType,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the change committed.' }),
    organizationId: t.exposeString('organizationId', { description: 'REST id of the organization.' }),
    organization: t.field({
      type: OrganizationRef,
      nullable: true,
      description: 'The organization the change happened in.',
      resolve: (e, _, ctx) => organizationById(ctx).load(e.organizationId),
    }),
    actor: t.field({
      type: UserRef,
      nullable: true,
      description: 'Who made the change (null: the system or the instance administrator).',
      resolve: (e, _, ctx) => actorOf(ctx, e),
    }),
    payload: t.field({
      type: 'JSON',
      description: 'The GitBook-shaped JSON of the event, as webhooks receive it.',
      resolve: async (e, _, ctx) => eventPayload(e, await actorOf(ctx, e)),
    }),
  }),
});

const spaceField = {
  type: SpaceRef,
  nullable: true,
  description: 'The space (null when it was purged).',
  resolve: (e: EventRow, _: unknown, ctx: Context) => (e.spaceId ? spaceById(ctx).load(e.spaceId) : null),
} as const;

builder.objectRef<EventRow>('SpaceContentUpdatedEvent').implement({
  description: "GitBook's `SpaceContentUpdatedEvent`: the live content of a space moved to a new revision.",
  interfaces: [EventRef],
  fields: (t) => ({
    spaceId: t.string({ description: 'REST id of the space.', resolve: (e) => e.spaceId ?? '' }),
    space: t.field(spaceField),
    revisionId: t.string({ description: 'Id of the new revision.', resolve: (e) => str(e, 'revisionId') ?? '' }),
    revision: t.field({
      type: RevisionRef,
      nullable: true,
      description: 'The new revision.',
      resolve: (e, _, ctx) => {
        const id = str(e, 'revisionId');
        return id ? revisionById(ctx).load(id) : null;
      },
    }),
  }),
});

builder.objectRef<EventRow>('SpaceVisibilityUpdatedEvent').implement({
  description: "GitBook's `SpaceVisibilityUpdatedEvent`: who can see a space changed.",
  interfaces: [EventRef],
  fields: (t) => ({
    spaceId: t.string({ description: 'REST id of the space.', resolve: (e) => e.spaceId ?? '' }),
    space: t.field(spaceField),
    previousVisibility: t.field({
      type: ContentVisibilityEnum,
      description: 'The visibility before.',
      resolve: (e) => str(e, 'previousVisibility') as typeof ContentVisibilityEnum.$inferType,
    }),
    visibility: t.field({
      type: ContentVisibilityEnum,
      description: 'The visibility now.',
      resolve: (e) => str(e, 'visibility') as typeof ContentVisibilityEnum.$inferType,
    }),
  }),
});

builder.objectRef<EventRow>('SpaceEvent').implement({
  description: 'A space was created, updated, moved, deleted or restored.',
  interfaces: [EventRef],
  fields: (t) => ({
    spaceId: t.string({ description: 'REST id of the space.', resolve: (e) => e.spaceId ?? '' }),
    space: t.field(spaceField),
  }),
});

builder.objectRef<EventRow>('ChangeRequestEvent').implement({
  description: 'A change request was created, updated, edited, merged, or its merge met conflicts.',
  interfaces: [EventRef],
  fields: (t) => ({
    spaceId: t.string({ description: 'REST id of the space.', resolve: (e) => e.spaceId ?? '' }),
    space: t.field(spaceField),
    changeRequestId: t.string({
      description: 'Id of the change request.',
      resolve: (e) => e.changeRequestId ?? '',
    }),
    changeRequest: t.field({
      type: ChangeRequestRef,
      nullable: true,
      description: 'The change request as it is now.',
      resolve: (e, _, ctx) => (e.changeRequestId ? changeRequestById(ctx).load(e.changeRequestId) : null),
    }),
    previousStatus: t.field({
      type: ChangeRequestStatusEnum,
      nullable: true,
      description: 'The status before (status changes and merges).',
      resolve: (e) => str(e, 'previousStatus') as typeof ChangeRequestStatusEnum.$inferType | null,
    }),
    status: t.field({
      type: ChangeRequestStatusEnum,
      nullable: true,
      description: 'The status after (status changes and merges).',
      resolve: (e) => str(e, 'status') as typeof ChangeRequestStatusEnum.$inferType | null,
    }),
    revision: t.field({
      type: RevisionRef,
      nullable: true,
      description: "The new revision: the change request's head after a content update, the space's after a merge.",
      resolve: (e, _, ctx) => {
        const id = str(e, 'revisionId');
        return id ? revisionById(ctx).load(id) : null;
      },
    }),
    conflicts: t.int({
      nullable: true,
      description: 'How many conflicts stopped the merge (CHANGE_REQUEST_MERGE_CONFLICTED).',
      resolve: (e) => {
        const n = data(e).conflicts;
        return typeof n === 'number' ? n : null;
      },
    }),
  }),
});

builder.objectRef<EventRow>('CommentEvent').implement({
  description: 'A comment or a reply was posted, edited, deleted, resolved, reopened or reacted to.',
  interfaces: [EventRef],
  fields: (t) => ({
    spaceId: t.string({ description: 'REST id of the space.', resolve: (e) => e.spaceId ?? '' }),
    space: t.field(spaceField),
    changeRequestId: t.exposeString('changeRequestId', {
      nullable: true,
      description: 'The change request of the thread (null: the live content).',
    }),
    commentId: t.string({ description: 'Id of the comment.', resolve: (e) => str(e, 'commentId') ?? '' }),
    comment: t.field({
      type: CommentRef,
      nullable: true,
      description: 'The comment as it is now (null once deleted).',
      resolve: async (e, _, ctx) => {
        const id = str(e, 'commentId');
        return id ? commentById(ctx).load(id) : null;
      },
    }),
    replyId: t.string({
      nullable: true,
      description: 'Id of the reply (reply events).',
      resolve: (e) => str(e, 'replyId'),
    }),
    reply: t.field({
      type: CommentReplyRef,
      nullable: true,
      description: 'The reply as it is now (reply events; null once deleted).',
      resolve: async (e, _, ctx) => {
        const id = str(e, 'replyId');
        return id ? commentById(ctx).load(id) : null;
      },
    }),
  }),
});

builder.objectRef<EventRow>('MemberEvent').implement({
  description: 'A user joined or left the organization, or their role changed.',
  interfaces: [EventRef],
  fields: (t) => ({
    userId: t.string({ description: 'Id of the user.', resolve: (e) => str(e, 'userId') ?? '' }),
    user: t.field({
      type: UserRef,
      nullable: true,
      description: 'The user.',
      resolve: (e, _, ctx) => {
        const id = str(e, 'userId');
        return id ? userById(ctx).load(id) : null;
      },
    }),
    member: t.field({
      type: OrganizationMemberRef,
      nullable: true,
      description: 'The membership as it is now (null once removed).',
      resolve: (e, _, ctx) => {
        const id = str(e, 'userId');
        return id ? loadMember(ctx, e.organizationId, id) : null;
      },
    }),
    previousRole: t.field({
      type: MemberRoleEnum,
      nullable: true,
      description: 'The role before (null: a guest, or a new member).',
      resolve: (e) => str(e, 'previousRole') as typeof MemberRoleEnum.$inferType | null,
    }),
    role: t.field({
      type: MemberRoleEnum,
      nullable: true,
      description: 'The role after (null: a guest, or a removed member).',
      resolve: (e) => str(e, 'role') as typeof MemberRoleEnum.$inferType | null,
    }),
  }),
});

builder.objectRef<EventRow>('TeamEvent').implement({
  description: 'A team was created or deleted, or a member was added to or removed from it.',
  interfaces: [EventRef],
  fields: (t) => ({
    teamId: t.string({ description: 'Id of the team.', resolve: (e) => str(e, 'teamId') ?? '' }),
    team: t.field({
      type: OrganizationTeamRef,
      nullable: true,
      description: 'The team as it is now (null once deleted).',
      resolve: async (e, _, ctx) => {
        const id = str(e, 'teamId');
        const team = id ? await teamById(ctx).load(id) : null;
        return team && team.organizationId === e.organizationId ? team : null;
      },
    }),
    userId: t.string({
      nullable: true,
      description: 'Id of the user added or removed (team member events).',
      resolve: (e) => str(e, 'userId'),
    }),
    user: t.field({
      type: UserRef,
      nullable: true,
      description: 'The user added or removed (team member events).',
      resolve: (e, _, ctx) => {
        const id = str(e, 'userId');
        return id ? userById(ctx).load(id) : null;
      },
    }),
    source: t.string({
      nullable: true,
      description: 'What made the change when no person asked for it: `oidc` (the team sync of an OIDC provider).',
      resolve: (e) => str(e, 'source'),
    }),
  }),
});

builder.objectRef<EventRow>('SiteEvent').implement({
  description: 'A docs site was published or unpublished, or its structure changed.',
  interfaces: [EventRef],
  fields: (t) => ({
    siteId: t.string({ description: 'Id of the site.', resolve: (e) => str(e, 'siteId') ?? '' }),
    site: t.field({
      type: SiteRef,
      nullable: true,
      description: 'The site as it is now (null once deleted).',
      resolve: (e, _, ctx) => {
        const id = str(e, 'siteId');
        return id ? siteById(ctx).load(id) : null;
      },
    }),
  }),
});

/** A stream item becomes the event, or the error that ends the stream. */
const deliver = (item: StreamItem): EventRow => {
  if ('end' in item) throw item.end;
  return item;
};

const typesArg = {
  description: 'Only these event types (all when omitted or empty).',
} as const;

builder.subscriptionType({ description: 'Live events, over Server-Sent Events or WebSocket (graphql-ws).' });

builder.subscriptionFields((t) => ({
  spaceEvents: t.field({
    type: EventRef,
    description:
      'Events of a space (content, settings, change requests, comments) as they commit. Needs read access, checked again for every event: losing it ends the stream with an error.',
    args: {
      spaceId: t.arg.id(idOf({ required: true, description: 'Global id or REST id of the space.' })),
      types: t.arg({ type: [EventTypeEnum], required: false, ...typesArg }),
    },
    subscribe: (_, args, ctx) => spaceEvents(ctx, String(args.spaceId), args.types),
    resolve: (item: StreamItem) => deliver(item),
  }),
  changeRequestEvents: t.field({
    type: EventRef,
    description:
      'Events of a change request (updates, content, merge, its comments). Needs read access to its space, checked for every event.',
    args: {
      changeRequestId: t.arg.id(idOf({ required: true, description: 'Global id or REST id of the change request.' })),
    },
    subscribe: (_, args, ctx) => changeRequestEvents(ctx, String(args.changeRequestId)),
    resolve: (item: StreamItem) => deliver(item),
  }),
  organizationEvents: t.field({
    type: EventRef,
    description:
      'Events of an organization that the caller may read at delivery: those of spaces it can read, members and sites for members with a role. Losing membership ends the stream.',
    args: {
      organizationId: t.arg.id(idOf({ required: true, description: 'Global id or REST id of the organization.' })),
      types: t.arg({ type: [EventTypeEnum], required: false, ...typesArg }),
    },
    subscribe: (_, args, ctx) => organizationEvents(ctx, String(args.organizationId), args.types),
    resolve: (item: StreamItem) => deliver(item),
  }),
}));
