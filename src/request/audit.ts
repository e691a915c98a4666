/**
 * The audit log: one entry per administrative change (members, roles, teams, permissions, SSO,
 * tokens, integrations, sites' visibility and publishing, spaces' deletion, restore and transfer,
 * merge rules),
 * written by the service that makes the change with its transaction client, so an entry exists if
 * and only if its change committed. The actor is the caller (a member's user, or `system` for the
 * instance admin and jobs); the correlation id is the request's id. `src/modules/audit` serves it.
 *
 * Action ids are stable and dotted; a new one is a line in `AUDIT_ACTIONS`, with its label.
 * Payloads carry ids and the changed values only, never a secret.
 */

import { randomUUID } from 'node:crypto';
import type { Prisma } from '../db/prisma.ts';
import type { Context } from './context.ts';

/** Every action the log records, with its display label (`/audit-event-actions`). */
export const AUDIT_ACTIONS = {
  'member.added': 'Member added',
  'member.role_updated': 'Member role updated',
  'member.removed': 'Member removed',
  'member.tokens_revoked': "Member's tokens revoked",
  'member.sso_enabled': 'Member allowed to sign in with SSO',
  'team.created': 'Team created',
  'team.renamed': 'Team renamed',
  'team.deleted': 'Team deleted',
  'team.member_added': 'Team member added',
  'team.member_removed': 'Team member removed',
  'permission.granted': 'Permission granted',
  'permission.updated': 'Permission updated',
  'permission.removed': 'Permission removed',
  'sso.saml_provider.created': 'SAML provider created',
  'sso.saml_provider.updated': 'SAML provider updated',
  'sso.saml_provider.deleted': 'SAML provider deleted',
  'sso.oidc_provider.created': 'OIDC provider created',
  'sso.oidc_provider.updated': 'OIDC provider updated',
  'sso.oidc_provider.deleted': 'OIDC provider deleted',
  'api_token.created': 'API token created',
  'api_token.revoked': 'API token revoked',
  'integration.published': 'Integration published',
  'integration.updated': 'Integration republished',
  'integration.unpublished': 'Integration unpublished',
  'site.visibility_updated': 'Site visibility updated',
  'site.published': 'Site published',
  'site.unpublished': 'Site unpublished',
  'space.deleted': 'Space deleted',
  'space.restored': 'Space restored',
  'space.transferred': 'Space transferred',
  'collection.transferred': 'Collection transferred',
  'merge_rules.updated': 'Merge rules updated',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };

/** What an entry names: the affected resource, with a label as it reads at the time of the change. */
export interface AuditTarget {
  type: string;
  id: string;
  label?: string | null;
}

export interface AuditEntry {
  organizationId: string;
  action: AuditAction;
  target: AuditTarget;
  /** Allowlisted details (ids, the changed values); never a secret. */
  payload?: Record<string, AuditValue>;
  /** The user who made the change when the context has no caller for it (a sign-in's join). */
  actingUserId?: string;
}

/** The actor of a change: the user the caller acts as, or the system (instance admin, jobs). */
function actorOf(ctx: AuditActor, entry: AuditEntry): { type: 'user' | 'system'; id: string } {
  const userId = entry.actingUserId ?? ctx.viewer?.userId;
  if (userId) return { type: 'user', id: userId };
  return { type: 'system', id: ctx.caller.kind === 'system' ? `job:${ctx.caller.job}` : ctx.caller.kind };
}

/**
 * Records one entry in the caller's transaction (`tx`), in one statement: the actor's display
 * name is read from its user row by the insert itself.
 */
export function recordAudit(tx: Pick<Prisma, '$executeRaw'>, ctx: AuditActor, entry: AuditEntry) {
  const actor = actorOf(ctx, entry);
  const payload = JSON.stringify(entry.payload ?? {});
  return tx.$executeRaw`INSERT INTO "AuditEvent" ("id", "organizationId", "action", "actorType", "actorId", "actorLabel",
      "source", "targetType", "targetId", "targetLabel", "correlationId", "payload")
    VALUES (${randomUUID()}, ${entry.organizationId}, ${entry.action}, ${actor.type}, ${actor.id},
      (SELECT "displayName" FROM "User" WHERE "id" = ${actor.type === 'user' ? actor.id : null}),
      'api', ${entry.target.type}, ${entry.target.id}, ${entry.target.label ?? null}, ${ctx.requestId || null}, ${payload}::jsonb)`;
}

/** Whether two JSON values are the same whatever their keys' order (jsonb reorders them): a no-op change records nothing. */
export function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown) =>
    JSON.stringify(v, (_, x) =>
      x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x,
    );
  return canonical(a) === canonical(b);
}

/** Who an entry is recorded for: a request's context, or `SYSTEM_ACTOR` outside requests (the CLI). */
export type AuditActor = Pick<Context, 'caller' | 'viewer' | 'requestId'>;

/** The actor of changes made outside a request by the server itself (`job`: what made them). */
export const systemActor = (job: string): AuditActor => ({
  caller: { kind: 'system', job, actingFor: null },
  viewer: null,
  requestId: '',
});

/** The actor of the admin CLI's changes. */
export const SYSTEM_ACTOR: AuditActor = systemActor('cli');

/**
 * Records an entry about a user's own credentials (an API token) in each organization it acts in:
 * `organizationId` when the credential is limited to one (single sign-on), else every organization
 * the user is a member of. One statement.
 */
export function recordUserAudit(
  tx: Pick<Prisma, '$executeRaw'>,
  ctx: AuditActor,
  entry: Omit<AuditEntry, 'organizationId' | 'actingUserId'> & { userId: string; organizationId: string | null },
) {
  const actor = actorOf(ctx, { ...entry, organizationId: '' });
  const payload = JSON.stringify(entry.payload ?? {});
  return tx.$executeRaw`INSERT INTO "AuditEvent" ("id", "organizationId", "action", "actorType", "actorId", "actorLabel",
      "source", "targetType", "targetId", "targetLabel", "correlationId", "payload")
    SELECT gen_random_uuid()::text, m."organizationId", ${entry.action}, ${actor.type}, ${actor.id},
      (SELECT "displayName" FROM "User" WHERE "id" = ${actor.type === 'user' ? actor.id : null}),
      'api', ${entry.target.type}, ${entry.target.id}, ${entry.target.label ?? null}, ${ctx.requestId || null}, ${payload}::jsonb
    FROM "Member" m WHERE m."userId" = ${entry.userId} AND (${entry.organizationId}::text IS NULL OR m."organizationId" = ${entry.organizationId})`;
}

/** The names of the fields of `values` that differ from `row` (what an update changed; values stay out of the log). */
export function changedFields(row: object, values: Record<string, unknown>): string[] {
  const before = row as Record<string, unknown>;
  return Object.keys(values)
    .filter((key) => values[key] !== undefined && JSON.stringify(values[key]) !== JSON.stringify(before[key]))
    .sort();
}
