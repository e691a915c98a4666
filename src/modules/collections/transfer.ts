import type { Transaction as Tx } from '../../db/prisma.ts';

/**
 * Content moving to another organization leaves behind what belongs to the old one: grants to
 * its users and teams, its invite links, values of its custom fields, and its sites' site spaces.
 */
export async function detachFromOrganization(tx: Tx, content: { spaceIds: string[]; collectionIds?: string[] }) {
  const { spaceIds, collectionIds = [] } = content;
  const onContent = { OR: [{ spaceId: { in: spaceIds } }, { collectionId: { in: collectionIds } }] };
  await tx.contentGrant.deleteMany({ where: onContent });
  await tx.invite.deleteMany({ where: onContent });
  await tx.spaceCustomFieldValue.deleteMany({ where: { spaceId: { in: spaceIds } } });
  await tx.siteSpace.deleteMany({ where: { spaceId: { in: spaceIds } } });
}
