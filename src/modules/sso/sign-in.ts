/**
 * What an identity provider's sign-in does once the provider vouched for a person (SAML: ./login.ts,
 * OpenID Connect: ./oidc-login.ts), written once for both:
 *
 * - The person is found by email, or created with the given display name.
 * - Someone who is not a member yet joins with the provider's `defaultRole` (null: guest) and
 *   `defaultTeam`, marked `sso`; a member keeps their role; a disabled member is refused (403).
 * - An existing account that is not a member joins only when the organization lists its email
 *   domain (else 403): an organization's identity provider is trusted for that organization, never
 *   for accounts that live elsewhere.
 * - The answer is a new API token valid `ttlHours`, acting in this organization only
 *   (ApiToken.organizationId). Nothing is written when the sign-in is refused (one transaction).
 */
import type { ServerResponse } from 'node:http';
import { newApiToken, newId, sha256 } from '../../db/ids.ts';
import { withOrganizationLock } from '../../db/organization-lock.ts';
import type { Prisma, Transaction } from '../../db/prisma.ts';
import type { MemberRole } from '../../generated/prisma/client.ts';
import { recordEvent, recordTeamMemberEvents } from '../../infra/outbox.ts';
import { recordAudit, systemActor } from '../../request/audit.ts';
import { sendError } from '../../rest/http-errors.ts';
import { domainOfEmail } from '../email-domains/service.ts';
import { auditTeamMembers, insertTeamMembers } from '../teams/service.ts';

/** Who the audit log names for what this file changes. */
const AUDIT_ACTOR = systemActor('sso-sign-in');

/** A refused sign-in: its HTTP status and a message that does not repeat the provider's input. */
export class SsoLoginError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** What a sign-in needs of a provider (SAML or OIDC). */
export interface SigningProvider {
  id: string;
  organizationId: string;
  label: string;
  defaultRole: MemberRole | null;
  defaultTeamId: string | null;
}

/** Work done in the sign-in's transaction once the person is a member (e.g. team sync). */
export type AfterJoin = (tx: Transaction, userId: string, joined: boolean) => Promise<void>;

/** Signs the vouched-for person in: user, membership, team, then a token valid `ttlHours`. */
export async function signIn(
  prisma: Prisma,
  provider: SigningProvider,
  who: { email: string; displayName: string },
  options: { ttlHours: number; tokenLabel: string; afterJoin?: AfterJoin },
) {
  const organizationId = provider.organizationId;
  const token = newApiToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + options.ttlHours * 3600 * 1000);
  const user = await withOrganizationLock(prisma, organizationId, async (tx) => {
    const existing = await tx.user.findUnique({ where: { email: who.email } });
    const user =
      existing ?? (await tx.user.create({ data: { id: newId(), email: who.email, displayName: who.displayName } }));
    const key = { organizationId_userId: { organizationId, userId: user.id } };
    const member = await tx.member.findUnique({ where: key });
    if (member?.disabled) throw new SsoLoginError(403, 'Your membership of this organization is disabled');
    if (existing && !member) {
      const org = await tx.organization.findUniqueOrThrow({
        where: { id: organizationId },
        select: { emailDomains: true },
      });
      if (!org.emailDomains.includes(domainOfEmail(who.email))) {
        throw new SsoLoginError(
          403,
          'An account with this email already exists outside this organization: an admin must invite it (or list its email domain) first',
        );
      }
    }
    if (!member) {
      await tx.member.create({
        data: { organizationId, userId: user.id, role: provider.defaultRole, sso: true, lastSeenAt: now },
      });
      await recordEvent(tx, {
        type: 'member_added',
        organizationId,
        actorId: user.id,
        data: { userId: user.id, role: provider.defaultRole, source: 'sso' },
      });
      await recordAudit(tx, AUDIT_ACTOR, {
        organizationId,
        action: 'member.added',
        target: { type: 'user', id: user.id, label: user.displayName },
        payload: { role: provider.defaultRole, source: 'sso' },
        actingUserId: user.id,
      });
      if (provider.defaultTeamId) {
        const teamId = provider.defaultTeamId;
        const added = await insertTeamMembers(tx, teamId, [{ userId: user.id }]);
        await recordTeamMemberEvents(tx, {
          type: 'team_member_added',
          organizationId,
          teamId,
          userIds: added,
          actorId: null,
          source: 'sso',
        });
        await auditTeamMembers(tx, AUDIT_ACTOR, { id: teamId, organizationId }, 'team.member_added', added, {
          source: 'sso',
        });
      }
    } else {
      await tx.member.update({ where: key, data: { sso: true, lastSeenAt: now } });
    }
    await options.afterJoin?.(tx, user.id, !member);
    // Expired sign-in tokens of the user are of no use any more.
    await tx.apiToken.deleteMany({ where: { userId: user.id, expiresAt: { lt: now } } });
    await tx.apiToken.create({
      data: {
        id: newId(),
        userId: user.id,
        hash: sha256(token),
        label: options.tokenLabel.slice(0, 100),
        expiresAt,
        organizationId,
      },
    });
    return user;
  });
  return { token, expiresAt, user };
}

/** A sign-in door's JSON answer, never cached. */
export const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers })
    .end(JSON.stringify(body));
  return status;
};
/** A sign-in door's error answer (the API's error body). */
export const fail = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) =>
  sendError(res, status, message, { 'cache-control': 'no-store', ...headers });
