/**
 * Organizations by email domain, and joining one with an email on its domains.
 *
 * "Allowing joining by email domain" uses the fields that exist: an organization allows it for
 * the domains listed in its `emailDomains` (admins opt in by listing a domain; an empty list
 * opts out). So:
 * - `GET /v1/email-domains/{emailDomain}/orgs` (any authenticated user) lists the organizations
 *   whose `emailDomains` include the domain (case-insensitive), oldest first, at most 100. Each
 *   is shown with its public fields only: no defaultRole, defaultContent, sso, ai or billing, and
 *   `emailDomains` reduced to the asked domain (the organization's other domains stay private).
 *   `permissions` are the caller's (all false for a non-member).
 * - `joinOrganizationByEmailDomain` (GraphQL) makes the caller a member with the organization's
 *   `defaultRole` (null: guest) when the domain of the caller's email is one of its
 *   `emailDomains`; an existing member keeps its role, a disabled one is refused (403). Another
 *   domain is a 400, an unknown organization 404, as GitBook documents `POST /orgs/{id}/join`
 *   (REST: 204 on success).
 *   Emails are those of the accounts as created by the instance admin (no verification step).
 */
import { z } from 'zod';
import { withOrganizationLock } from '../../db/organization-lock.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { recordEvent } from '../../infra/outbox.ts';
import { recordAudit } from '../../request/audit.ts';
import { type Context, requireViewer, requireViewerIn } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { primeMember } from '../../request/lookups.ts';
import { organizationById } from '../organizations/loaders.ts';
import { userById } from '../users/loaders.ts';

const MAX_ORGANIZATIONS = 100;

const emailDomain = z
  .string()
  .max(253)
  .regex(/^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'must be a domain name')
  .transform((d) => d.toLowerCase());

/** Public organizations for an email domain (see above). */
export async function organizationsForEmailDomain(ctx: Context, domain: string) {
  requireViewer(ctx);
  const d = parseInput(z.object({ emailDomain }), { emailDomain: domain }).emailDomain;
  const orgs = await ctx.prisma.organization.findMany({
    where: { emailDomains: { has: d } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: MAX_ORGANIZATIONS,
  });
  for (const org of orgs) organizationById(ctx).prime(org.id, org);
  return { domain: d, organizations: orgs.map((org) => ({ org, domain: d })) };
}

export const domainOfEmail = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Joins an organization that lists the domain of the caller's email (see above). */
export async function joinByEmailDomain(ctx: Context, organizationId: string) {
  const { userId } = requireViewerIn(ctx, organizationId);
  const [user, org] = await Promise.all([userById(ctx).load(userId), organizationById(ctx).load(organizationId)]);
  const domain = user ? domainOfEmail(user.email) : '';
  if (!org) throw new NotFoundError(`No organization ${organizationId}`);
  if (!org.emailDomains.includes(domain))
    throw new BadRequestError(
      `Your email domain ${domain || '(none)'} is not one of the email domains of this organization, so you cannot join it by domain`,
    );
  const member = await withOrganizationLock(ctx.prisma, organizationId, async (tx) => {
    const key = { organizationId_userId: { organizationId, userId } };
    const existing = await tx.member.findUnique({ where: key });
    if (existing?.disabled) throw new ForbiddenError('Your membership of this organization is disabled');
    if (existing) return existing;
    await recordEvent(tx, {
      type: 'member_added',
      organizationId,
      actorId: userId,
      data: { userId, role: org.defaultRole },
    });
    await recordAudit(tx, ctx, {
      organizationId,
      action: 'member.added',
      target: { type: 'user', id: userId },
      payload: { role: org.defaultRole, source: 'email_domain' },
    });
    return tx.member.create({ data: { organizationId, userId, role: org.defaultRole } });
  });
  primeMember(ctx, member);
  return { organization: org, member };
}
