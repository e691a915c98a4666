/**
 * The organization's audit log as its admins read it: entries newest first, filtered by time,
 * action, actor and target; one entry with its payload; the actions the log records. Entries are
 * written by the services that make the changes (`recordAudit`, src/request/audit.ts).
 *
 * Organization admins only: another member is 403, a non-member 404 (as every organization
 * lookup). Pages hold at most 100 entries, 20 by default (GitBook's bounds for this list).
 */
import { z } from 'zod';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { AuditEvent } from '../../generated/prisma/client.ts';
import { activeMember } from '../../request/access.ts';
import { AUDIT_ACTIONS } from '../../request/audit.ts';
import type { Context } from '../../request/context.ts';
import { type PageArgs, paginate, paginateArray } from '../../request/pagination.ts';
import { requireOrgRole } from '../organizations/service.ts';

export const AUDIT_PAGE_MAX = 100;
export const AUDIT_PAGE_DEFAULT = 20;

export interface AuditEventFilters {
  from?: Date | null;
  to?: Date | null;
  action?: string | null;
  actor?: string | null;
  target?: string | null;
}

const limit = z.number().int().min(0).max(AUDIT_PAGE_MAX).nullish();

/** A page of the organization's entries, newest first. */
export async function listAuditEvents(ctx: Context, organizationId: string, args: PageArgs & AuditEventFilters) {
  await requireOrgRole(ctx, organizationId, 'admin');
  for (const key of ['first', 'last'] as const)
    if (!limit.safeParse(args[key]).success) {
      const name = key === 'first' ? 'limit' : key;
      throw new BadRequestError(`'${name}' must be between 0 and ${AUDIT_PAGE_MAX}`, name);
    }
  if (args.from && args.to && args.from > args.to) throw new BadRequestError("'from' must not be after 'to'", 'from');
  const where = {
    organizationId,
    ...(args.from || args.to
      ? { occurredAt: { ...(args.from ? { gte: args.from } : {}), ...(args.to ? { lte: args.to } : {}) } }
      : {}),
    ...(args.action ? { action: args.action } : {}),
    ...(args.actor ? { actorId: args.actor } : {}),
    ...(args.target ? { targetId: args.target } : {}),
  };
  const page = args.first == null && args.last == null ? { ...args, first: AUDIT_PAGE_DEFAULT } : args;
  return paginate(
    page,
    (p) => ctx.prisma.auditEvent.findMany({ where, orderBy: [{ occurredAt: 'desc' }, { seq: 'desc' }], ...p }),
    () => ctx.prisma.auditEvent.count({ where }),
  );
}

/** One entry of the organization's log; 404 for an unknown id or another organization's. */
export async function getAuditEvent(ctx: Context, organizationId: string, id: string): Promise<AuditEvent> {
  await requireOrgRole(ctx, organizationId, 'admin');
  const event = await ctx.prisma.auditEvent.findFirst({ where: { id, organizationId } });
  if (!event) throw new NotFoundError(`No audit event ${id} in this organization`);
  return event;
}

/** An entry by its Relay id, when the caller is an admin of its organization. */
export async function loadVisibleAuditEvent(ctx: Context, id: string): Promise<AuditEvent | null> {
  const event = await ctx.prisma.auditEvent.findUnique({ where: { id } });
  if (!event) return null;
  const member = await activeMember(ctx, event.organizationId);
  return member?.role === 'admin' ? event : null;
}

/** The actions the log records, with their labels. */
export async function listAuditEventActions(ctx: Context, organizationId: string, args: PageArgs) {
  await requireOrgRole(ctx, organizationId, 'admin');
  return paginateArray(
    args,
    Object.entries(AUDIT_ACTIONS).map(([id, label]) => ({ object: 'audit-event-action', key: id, label })),
  );
}
