/**
 * Live event streams for GraphQL subscriptions, read from the outbox through the instance's event
 * bus (src/infra/event-bus.ts). A stream starts only when the caller may read what it names;
 * every event is checked again when it is delivered, with fresh loaders (the access cache is exact,
 * so a removed member or a lowered role is seen at once): an event the caller may not read is
 * skipped, and a stream whose subject the caller can no longer read ends with an error.
 */
import { Repeater } from 'graphql-yoga';
import { DomainError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { User } from '../../generated/prisma/client.ts';
import type { EventRow } from '../../infra/event-bus.ts';
import type { EventType } from '../../infra/outbox.ts';
import { activeMember, orgAccess, spaceRole } from '../../request/access.ts';
import { type Context, requireViewer } from '../../request/context.ts';
import { atLeast } from '../../request/roles.ts';
import { changeRequestById } from '../change-requests/loaders.ts';
import { requireOrgMember } from '../organizations/service.ts';
import { spaceById } from '../spaces/loaders.ts';
import { requireSpaceRole } from '../spaces/service.ts';

/** Too many open subscriptions for one token (SUBSCRIPTIONS_PER_TOKEN). */
export class TooManySubscriptionsError extends DomainError {
  constructor(cap: number) {
    super(
      429,
      'TOO_MANY_SUBSCRIPTIONS',
      `This token already has ${cap} open subscriptions (SUBSCRIPTIONS_PER_TOKEN): close one first`,
    );
    this.name = 'TooManySubscriptionsError';
  }
}

/** What a stream yields: an event, or the reason it ends (raised as the last result's error). */
export type StreamItem = EventRow | { end: DomainError };

/**
 * The caller's role on a space of an organization now, from the access cache (the membership and
 * the organization's access snapshot: no statement when warm, exact after any change); a space
 * missing from the snapshot (deleted) is read from the database.
 */
async function roleNow(ctx: Context, organizationId: string, spaceId: string) {
  const member = await activeMember(ctx, organizationId);
  if (!member) return null;
  const access = await orgAccess(ctx).load(organizationId);
  const space = access.spaces.find((s) => s.id === spaceId);
  if (space) return access.roleOf(member, space);
  const row = await spaceById(ctx).load(spaceId);
  return row && row.organizationId === organizationId ? spaceRole(ctx, row) : null;
}

/** Whether the caller may read this event now (fresh loaders: access as of this moment). */
async function mayRead(ctx: Context, event: EventRow): Promise<boolean> {
  if (event.spaceId) return atLeast(await roleNow(ctx, event.organizationId, event.spaceId), 'read');
  // Organization-level events (members, sites): members with a role.
  return !!(await activeMember(ctx, event.organizationId))?.role;
}

/** Throws (ending the stream) when the caller can no longer read the space. */
async function requireReadNow(ctx: Context, organizationId: string, spaceId: string) {
  if (!(await activeMember(ctx, organizationId))) throw new NotFoundError(`Space '${spaceId}' not found`);
  if (!atLeast(await roleNow(ctx, organizationId, spaceId), 'read'))
    throw new ForbiddenError('You do not have access to this space');
}

interface StreamSpec {
  organizationId: string;
  /** Events this stream is about (before access checks). */
  matches(event: EventRow): boolean;
  /** Throws when the caller can no longer read the stream's subject: the stream ends. */
  stillAllowed(): Promise<void>;
}

/** A stream of the organization's events that match, checked at delivery, under the token's cap. */
function stream(ctx: Context, spec: StreamSpec): AsyncIterable<StreamItem> {
  const viewer = requireViewer(ctx);
  const bus = ctx.db.events;
  const cap = ctx.config.subscriptionsPerToken;
  return new Repeater<StreamItem>(async (push, stop) => {
    // Delivery is sequential per stream, so events keep their order through the async checks.
    let chain = Promise.resolve();
    // Events committed before the stream opened are not its own, however late they are announced.
    const latest = await ctx.prisma.event.findFirst({ orderBy: { seq: 'desc' }, select: { seq: true } });
    const unsubscribe = bus.subscribe(
      {
        organizationId: spec.organizationId,
        since: latest?.seq ?? 0n,
        onEvent: (event) => {
          if (!spec.matches(event)) return;
          chain = chain.then(async () => {
            ctx.loaders.clear();
            try {
              await spec.stillAllowed();
            } catch (error) {
              await push({ end: error instanceof DomainError ? error : new ForbiddenError('Access lost') });
              stop();
              return;
            }
            if (await mayRead(ctx, event)) await push(event);
          });
        },
        onClose: () => stop(),
      },
      viewer.tokenId ?? `user:${viewer.userId}`,
      cap,
    );
    if (!unsubscribe) {
      if (bus.isClosed) stop();
      else stop(new TooManySubscriptionsError(cap));
      return;
    }
    await stop;
    unsubscribe();
  });
}

const wanted = (types: readonly string[] | null | undefined, event: EventRow) =>
  !types?.length || types.includes(event.type as EventType);

export async function spaceEvents(ctx: Context, spaceIdArg: string, types?: readonly string[] | null) {
  const spaceId = spaceIdArg;
  const { space } = await requireSpaceRole(ctx, spaceId, 'read');
  return stream(ctx, {
    organizationId: space.organizationId,
    matches: (e) => e.spaceId === space.id && wanted(types, e),
    stillAllowed: () => requireReadNow(ctx, space.organizationId, space.id),
  });
}

export async function changeRequestEvents(ctx: Context, changeRequestIdArg: string) {
  const id = changeRequestIdArg;
  requireViewer(ctx);
  const cr = await changeRequestById(ctx).load(id);
  if (!cr) throw new NotFoundError(`Change request '${id}' not found`);
  const { space } = await requireSpaceRole(ctx, cr.spaceId, 'read');
  return stream(ctx, {
    organizationId: space.organizationId,
    matches: (e) => e.changeRequestId === cr.id,
    stillAllowed: () => requireReadNow(ctx, space.organizationId, space.id),
  });
}

export async function organizationEvents(ctx: Context, organizationIdArg: string, types?: readonly string[] | null) {
  const organizationId = organizationIdArg;
  await requireOrgMember(ctx, organizationId);
  return stream(ctx, {
    organizationId,
    matches: (e) => wanted(types, e),
    stillAllowed: async () => {
      if (!(await activeMember(ctx, organizationId))?.role) throw new ForbiddenError('You are no longer a member');
    },
  });
}

/** A user as GitBook's events name one (no email: payloads leave the platform). */
const userShape = (user: Pick<User, 'id' | 'displayName'>) => ({
  object: 'user',
  id: user.id,
  displayName: user.displayName,
});

/**
 * The GitBook-shaped JSON of an event (webhook body, `Event.payload`): `BaseEvent { eventId, type }`,
 * the ids of what it names, its data, and `updatedBy` for content updates as in
 * `SpaceContentUpdatedEvent`.
 */
export function eventPayload(event: EventRow, actor: Pick<User, 'id' | 'displayName'> | null) {
  const data = (event.data ?? {}) as Record<string, unknown>;
  return {
    eventId: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    organizationId: event.organizationId,
    ...(event.spaceId ? { spaceId: event.spaceId } : {}),
    ...(event.changeRequestId ? { changeRequestId: event.changeRequestId } : {}),
    ...data,
    actor: actor ? userShape(actor) : null,
    ...(event.type === 'space_content_updated' ? { updatedBy: actor ? [userShape(actor)] : [] } : {}),
  };
}
