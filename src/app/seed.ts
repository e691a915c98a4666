import type { Prisma } from '../db/client.ts';
import { createOrganization } from '../modules/organizations/service.ts';
import { createToken, createUser } from '../modules/users/service.ts';

/** First start of an empty embedded database: a demo user, organization and token. */
export async function seedDemo(prisma: Prisma) {
  const email = 'demo@quire.local';
  const user = await createUser(prisma, { email, displayName: 'Demo User' });
  const org = await createOrganization(prisma, { title: 'Demo Organization', ownerId: user.id });
  const token = await createToken(prisma, user.id, 'demo');
  return { email, userId: user.id, organizationId: org.id, token };
}
