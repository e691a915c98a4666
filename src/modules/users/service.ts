import { z } from 'zod';
import { newApiToken, newId, sha256 } from '../../db/ids.ts';
import type { Prisma } from '../../db/prisma.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { ApiToken, User } from '../../generated/prisma/client.ts';
import { type Context, readerSite, requireInstanceAdmin, requireViewer } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { userById } from './loaders.ts';

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

/** What an API token shows: everything but its hash (the secret is never stored). */
export const API_TOKEN_FIELDS = {
  id: true,
  userId: true,
  label: true,
  createdAt: true,
  lastUsedAt: true,
  expiresAt: true,
  organizationId: true,
} as const;

export type ApiTokenRow = Omit<ApiToken, 'hash'>;

/**
 * Issues a new API token: the secret (`token`, returned once; only its hash is kept) and the row
 * as token lists show it.
 */
export async function issueToken(
  prisma: Pick<Prisma, 'apiToken'>,
  userId: string,
  options: { label?: string | null; expiresAt?: Date | null; organizationId?: string | null } = {},
): Promise<{ token: string; apiToken: ApiTokenRow }> {
  const token = newApiToken();
  const apiToken = await prisma.apiToken.create({
    data: {
      id: newId(),
      userId,
      hash: sha256(token),
      label: options.label ?? null,
      expiresAt: options.expiresAt ?? null,
      organizationId: options.organizationId ?? null,
    },
    select: API_TOKEN_FIELDS,
  });
  return { token, apiToken };
}

/** Issues a new API token that never expires; the secret is returned once and only its hash is kept. */
export async function createToken(prisma: Prisma, userId: string, label?: string) {
  return (await issueToken(prisma, userId, { label })).token;
}

export async function userByEmail(prisma: Prisma, email: string) {
  const user = await prisma.user.findUnique({ where: { email: email.trim().toLowerCase() } });
  if (!user) throw new NotFoundError(`No user with email ${email}`);
  return user;
}

const listUsersInput = z.object({
  email: z.string().trim().toLowerCase().email('must be an email address').max(320).optional(),
});

/**
 * The instance admin's list of every user of the instance, oldest first; with `email`, the one
 * user with that address (compared as stored: trimmed, lowercase), or none. Anyone else: 401
 * without a token, 403 with one.
 */
export function listUsers(ctx: Context, args: PageArgs & { email?: string | null }) {
  requireInstanceAdmin(ctx);
  const { email } = parseInput(listUsersInput, { email: args.email ?? undefined });
  const where = email ? { email } : {};
  return paginate(
    args,
    (page) => ctx.prisma.user.findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], ...page }),
    () => ctx.prisma.user.count({ where }),
  );
}

export function assertEmail(email: string) {
  if (!z.string().email().safeParse(email).success) throw new BadRequestError('must be an email address', 'email');
}

/**
 * `GET /v1/users/{userId}`: yourself; a user who is a member of an organization you are an active
 * member of; with a site token, a member of the site's organization (mentions on published pages),
 * without the email. Anyone else is a 404.
 */
export async function getUser(ctx: Context, id: string): Promise<User> {
  const missing = () => new NotFoundError(`User '${id}' not found`);
  const site = readerSite(ctx);
  if (site) {
    const member = await ctx.prisma.member.findFirst({
      where: { userId: id, organizationId: site.organizationId },
      select: { user: true },
    });
    if (!member) throw missing();
    return { ...member.user, email: null } as unknown as User;
  }
  const viewer = requireViewer(ctx);
  if (viewer.userId !== id) {
    const shared = await ctx.prisma.member.findFirst({
      where: {
        userId: id,
        organization: { members: { some: { userId: viewer.userId, disabled: false } } },
        ...(viewer.organizationId ? { organizationId: viewer.organizationId } : {}),
      },
      select: { userId: true },
    });
    if (!shared) throw missing();
  }
  const user = await userById(ctx).load(id);
  if (!user) throw missing();
  return user;
}

const updateUserInput = z
  .object({
    displayName: z.string().trim().min(1).max(64).optional(),
    photoURL: z.string().url('must be a URL').max(2048).nullable().optional(),
  })
  .refine((v) => v.displayName !== undefined || v.photoURL !== undefined, {
    message: 'give displayName or photoURL',
    path: ['displayName'],
  });

/**
 * `PATCH /v1/users/{userId}`: changes one's own name or photo (`photoURL: null` removes it). A
 * user the caller may not see is 404 (as `getUser`), another visible user 403.
 */
export async function updateUser(ctx: Context, userId: string, input: unknown): Promise<User> {
  const viewer = requireViewer(ctx);
  await getUser(ctx, userId);
  if (viewer.userId !== userId) throw new ForbiddenError('You can only update your own user');
  const data = parseInput(updateUserInput, input);
  const user = await ctx.prisma.user.update({ where: { id: userId }, data });
  userById(ctx).clear(userId).prime(userId, user);
  return user;
}
