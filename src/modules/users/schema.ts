import { ForbiddenError, NotFoundError } from '../../errors.ts';
import type { User } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { inputMutation, type MutationFields } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { type Context, isInstanceAdmin, requireViewer, url } from '../../request/context.ts';
import { userById } from './loaders.ts';
import { createToken, createUser, getUser, userByEmail } from './service.ts';

/** The user a row names by id (a member, a team member); 404 when it no longer exists. */
export async function requireUser(ctx: Context, userId: string): Promise<User> {
  const user = await userById(ctx).load(userId);
  if (!user) throw new NotFoundError('User not found');
  return user;
}

const UserUrls = builder.simpleObject('UserUrls', {
  description: 'Addresses of a user.',
  fields: (t) => ({ location: t.string({ description: 'REST URL of the user.' }) }),
});

export const UserRef = builder.objectRef<User>('User');

builder.node(UserRef, {
  description: 'A person with an account.',
  id: { resolve: (u) => u.id },
  // Users are reachable by node id only for themselves; others through shared organizations.
  loadOne: async (id, ctx) => (ctx.viewer?.userId === id ? userById(ctx).load(id) : null),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The user id used in REST paths.' }),
    object: t.string({ description: 'Always `"user"` (REST discriminator).', resolve: () => 'user' }),
    displayName: t.exposeString('displayName', { description: 'Name of the user, for people.' }),
    email: t.exposeString('email', { description: 'Email address of the user.', nullable: true }),
    photoURL: t.exposeString('photoURL', { description: "URL of the user's photo; null when none.", nullable: true }),
    urls: t.field({
      description: 'Addresses of the user.',
      type: UserUrls,
      resolve: (u, _, ctx) => ({ location: url(ctx, `/v1/users/${u.id}`) }),
    }),
  }),
});

builder.queryFields((t) => ({
  user: t.field({
    type: UserRef,
    nullable: true,
    description:
      'A user by id: yourself, a member of an organization you are an active member of, or (with a site token) a ' +
      "member of the site's organization, without the email. Anyone else: not found.",
    args: { id: t.arg.id(idOf({ description: 'Id of the user.', required: true })) },
    resolve: (_, { id }, ctx) => getUser(ctx, id),
  }),
  viewer: t.field({
    type: UserRef,
    description: 'The authenticated user.',
    resolve: async (_, __, ctx) => {
      const { userId } = requireViewer(ctx);
      const user = await userById(ctx).load(userId);
      if (!user) throw new NotFoundError('User not found');
      return user;
    },
  }),
}));

/**
 * A mutation of instance administration (ADMIN_TOKEN), to script a deployment without the CLI:
 * 403 for any other caller, before `resolve` runs.
 */
export function instanceAdminMutation<Input extends object, Payload extends object>(
  t: MutationFields,
  options: Parameters<typeof inputMutation<Input, Payload>>[1],
) {
  return inputMutation(t, {
    ...options,
    resolve: async (input, ctx) => {
      if (!isInstanceAdmin(ctx)) throw new ForbiddenError('This requires the instance ADMIN_TOKEN');
      return options.resolve(input, ctx);
    },
  });
}

const CreateUserInput = builder.inputType('CreateUserInput', {
  fields: (t) => ({
    email: t.string({ description: 'Email address (unique).', required: true }),
    displayName: t.string({ description: 'Name of the user.', required: true }),
    photoURL: t.string({ description: 'URL of a photo.' }),
  }),
});

const CreateUserPayload = builder.simpleObject('CreateUserPayload', {
  fields: (t) => ({
    user: t.field({ description: 'The new user.', type: UserRef }),
    token: t.string({ description: 'An API token for the user, shown only once.' }),
  }),
});

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  fields: (t) => ({
    email: t.string({ description: 'Email of the user the token acts for.', required: true }),
    label: t.string({ description: 'A label for the token.' }),
  }),
});

const CreateApiTokenPayload = builder.simpleObject('CreateApiTokenPayload', {
  fields: (t) => ({ token: t.string({ description: 'The secret, shown only once.' }) }),
});

builder.mutationFields((t) => ({
  createUser: instanceAdminMutation(t, {
    type: CreateUserPayload,
    description: 'Instance admin: create a user and a first API token.',
    input: CreateUserInput,
    resolve: async (input, ctx) => {
      const user = await createUser(ctx.prisma, { ...input, photoURL: input.photoURL ?? undefined });
      return { user, token: await createToken(ctx.prisma, user.id) };
    },
  }),
  createApiToken: instanceAdminMutation(t, {
    type: CreateApiTokenPayload,
    description: 'Instance admin: issue an API token for a user.',
    input: CreateApiTokenInput,
    resolve: async (input, ctx) => {
      const user = await userByEmail(ctx.prisma, input.email);
      return { token: await createToken(ctx.prisma, user.id, input.label ?? undefined) };
    },
  }),
}));
