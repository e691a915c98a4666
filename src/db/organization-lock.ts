/**
 * The row lock that serializes membership changes per organization: a demotion or a removal that
 * could leave it without an admin, and joins (email domain, invite link, SAML sign-in) that must
 * not add one user twice. Every such change runs in `withOrganizationLock`, so two of them on one
 * organization run one after the other, whichever instance runs them.
 */
import type { Prisma, Transaction } from './prisma.ts';

/** Runs `fn` in a transaction that first locks the organization's row (`FOR UPDATE`). */
export function withOrganizationLock<T>(
  prisma: Pick<Prisma, '$transaction'>,
  organizationId: string,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Organization" WHERE "id" = ${organizationId} FOR UPDATE`;
    return fn(tx);
  });
}
