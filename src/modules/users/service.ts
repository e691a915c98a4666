import { z } from 'zod';
import { newApiToken, newId, sha256 } from '../../db/ids.ts';
import type { Prisma } from '../../db/prisma.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { parseInput } from '../../graphql/validation.ts';

const createUserInput = z.object({
  email: z.string().trim().toLowerCase().email('must be an email address').max(320),
  displayName: z.string().trim().min(1).max(100),
  photoURL: z.string().url().max(2048).optional(),
});

export async function createUser(prisma: Prisma, input: z.input<typeof createUserInput>) {
  const data = parseInput(createUserInput, input);
  if (await prisma.user.findUnique({ where: { email: data.email } })) {
    throw new ConflictError(`A user with email ${data.email} already exists`);
  }
  return prisma.user.create({ data: { id: newId(), ...data } });
}

/** Issues a new API token; the secret is returned once and only its hash is kept. */
export async function createToken(prisma: Prisma, userId: string, label?: string) {
  const token = newApiToken();
  await prisma.apiToken.create({ data: { id: newId(), userId, hash: sha256(token), label: label ?? null } });
  return token;
}

export async function userByEmail(prisma: Prisma, email: string) {
  const user = await prisma.user.findUnique({ where: { email: email.trim().toLowerCase() } });
  if (!user) throw new NotFoundError(`No user with email ${email}`);
  return user;
}

export function assertEmail(email: string) {
  if (!z.string().email().safeParse(email).success) throw new BadRequestError('must be an email address', 'email');
}
