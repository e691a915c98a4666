import packageJson from '../../../package.json' with { type: 'json' };
import { NotFoundError } from '../../errors.ts';
import type { User } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import { inputMutation, type MutationFields, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { type Context, requireInstanceAdmin, requireViewer, url } from '../../request/context.ts';
import { userById } from './loaders.ts';
import { type ApiTokenRow, createToken, createUser, getUser, listUsers, updateUser } from './service.ts';
import {
  createApiToken,
  getSession,
  getToken,
  listSessions,
  listTokens,
  revokeSession,
  revokeToken,
  type SessionRow,
} from './tokens.ts';

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

export const ApiTokenRef = builder.objectRef<ApiTokenRow>('ApiToken');

builder.node(ApiTokenRef, {
  description:
    'An API token of the viewer, as they see it to know and revoke it: never its secret (shown once, at creation) ' +
    'or its hash.',
  id: { resolve: (token) => token.id },
  loadOne: (id, ctx) => getToken(ctx, id),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The token id (what `revokeApiToken` and `cli token revoke` take).' }),
    label: t.exposeString('label', {
      description: 'What the token is for; null when it has no label.',
      nullable: true,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the token was created.' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description:
        'When the token (or a browser session opened with it) last authenticated a request, to the hour; null when never.',
    }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the token stops working; null when it never expires.',
    }),
    current: t.boolean({
      description: 'Whether this is the token the request authenticated with.',
      resolve: (token, _, ctx) => ctx.viewer?.tokenId === token.id,
    }),
  }),
});

export const BrowserSessionRef = builder.objectRef<SessionRow>('BrowserSession');

builder.node(BrowserSessionRef, {
  description: 'A browser session of the viewer (the sign-in page), opened with one of their API tokens.',
  id: { resolve: (session) => session.id },
  loadOne: (id, ctx) => getSession(ctx, id),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The session id (what `revokeSession` takes).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the member signed in.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the session ends.' }),
    apiToken: t.field({
      type: ApiTokenRef,
      nullable: true,
      description: 'The API token the session was opened with (revoking it ends the session).',
      resolve: (session, _, ctx) => getToken(ctx, session.tokenId),
    }),
  }),
});

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
    apiTokens: t.connection(
      {
        type: ApiTokenRef,
        nullable: true,
        description:
          "The user's API tokens, newest first: only for the user themself (`viewer`), null for anyone else.",
        resolve: (u, args, ctx) => (ctx.viewer?.userId === u.id ? listTokens(ctx, u.id, args) : null),
      },
      connectionOf(ApiTokenRef),
    ),
    sessions: t.connection(
      {
        type: BrowserSessionRef,
        nullable: true,
        description:
          "The user's browser sessions that have not expired, newest first: only for the user themself (`viewer`), " +
          'null for anyone else.',
        resolve: (u, args, ctx) => (ctx.viewer?.userId === u.id ? listSessions(ctx, u.id, args) : null),
      },
      connectionOf(BrowserSessionRef),
    ),
  }),
});

const ApiInformation = builder.simpleObject('ApiInformation', {
  description: 'What the API is: the server release answering it.',
  fields: (t) => ({
    version: t.string({ description: "The server's release (its package version)." }),
    build: t.string({
      description: 'The release and the Node.js runtime that runs it, e.g. `quire@0.1.0 node/20.19.0`.',
    }),
  }),
});

builder.queryFields((t) => ({
  apiInformation: t.field({
    type: ApiInformation,
    description: 'The server release answering this API; anyone may ask, with or without a token.',
    resolve: () => ({
      version: packageJson.version,
      build: `${packageJson.name}@${packageJson.version} node/${process.versions.node}`,
    }),
  }),
  user: t.field({
    type: UserRef,
    nullable: true,
    description:
      'A user by id: yourself, a member of an organization you are an active member of, or (with a site token) a ' +
      "member of the site's organization, without the email. Anyone else: not found.",
    args: { id: t.arg.id(idOf({ description: 'Id of the user.', required: true })) },
    resolve: (_, { id }, ctx) => getUser(ctx, id),
  }),
  users: t.connection(
    {
      type: UserRef,
      nullable: true,
      description:
        'Instance admin (ADMIN_TOKEN): every user of the instance, oldest first, or the one with `email`. To find ' +
        'the account of a person, e.g. before making them a token or adding them to an organization. No token: ' +
        'unauthenticated; any other token: null with a forbidden error, the fields beside it answered.',
      args: {
        email: t.arg.string({
          description: 'Only the user with this email address (case-insensitive); none when no user has it.',
        }),
      },
      resolve: (_, args, ctx) => listUsers(ctx, args),
    },
    connectionOf(UserRef),
  ),
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
      requireInstanceAdmin(ctx);
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

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  description: 'What to change of your own user: at least one field.',
  fields: (t) => ({
    userId: pathId(t, 'user (yourself)'),
    displayName: t.string({ description: 'Full name, 1 to 64 characters.' }),
    photoURL: t.string({ description: 'URL of a photo (at most 2048 characters); null removes it.' }),
  }),
});

const UpdateUserPayload = builder.simpleObject('UpdateUserPayload', {
  fields: (t) => ({ user: t.field({ description: 'The user after the change.', type: UserRef }) }),
});

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  fields: (t) => ({
    email: t.string({
      description:
        "Email of the user the token acts for: the instance admin's choice (required for it), or the viewer's own. " +
        'Absent: a token of the viewer.',
    }),
    label: t.string({ description: 'What the token is for (1 to 100 characters).' }),
    expiresAt: t.field({
      type: 'DateTime',
      description:
        'When the token stops working: in the future, at most 5 years ahead; absent: never. A token of a single ' +
        'sign-on creates tokens that expire no later than itself.',
    }),
  }),
});

const CreateApiTokenPayload = builder.simpleObject('CreateApiTokenPayload', {
  fields: (t) => ({
    token: t.string({ description: 'The secret, shown only once.' }),
    apiToken: t.field({ type: ApiTokenRef, description: 'The new token, as token lists show it.' }),
  }),
});

const RevokeApiTokenInput = builder.inputType('RevokeApiTokenInput', {
  fields: (t) => ({
    id: t.id(idOf({ description: 'Global id or key of the API token.', required: true })),
  }),
});

const RevokeApiTokenPayload = withDeletedId(
  builder.simpleObject('RevokeApiTokenPayload', {
    fields: (t) => ({ deleted: t.boolean({ description: 'True: the token is revoked.' }) }),
  }),
);

const RevokeSessionInput = builder.inputType('RevokeSessionInput', {
  fields: (t) => ({
    id: t.id(idOf({ description: 'Global id or key of the browser session.', required: true })),
  }),
});

const RevokeSessionPayload = withDeletedId(
  builder.simpleObject('RevokeSessionPayload', {
    fields: (t) => ({ deleted: t.boolean({ description: 'True: the session is ended.' }) }),
  }),
);

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
  updateUser: inputMutation(t, {
    type: UpdateUserPayload,
    description: 'Change your own name or photo. Another user you can see is forbidden, one you cannot see not found.',
    input: UpdateUserInput,
    resolve: async ({ userId, ...data }, ctx) => ({ user: await updateUser(ctx, userId, data) }),
  }),
  createApiToken: inputMutation(t, {
    type: CreateApiTokenPayload,
    description:
      'Create an API token for yourself, or (instance admin, ADMIN_TOKEN) for the user with `email`. The secret ' +
      'is answered once; lists show the rest.',
    input: CreateApiTokenInput,
    resolve: (input, ctx) => createApiToken(ctx, input),
  }),
  revokeApiToken: inputMutation(t, {
    type: RevokeApiTokenPayload,
    description:
      "Revoke one of your API tokens (the instance admin: anyone's); it is refused (401) from the next request on, " +
      'on every instance, and the browser sessions opened with it end. Any other id: not found.',
    input: RevokeApiTokenInput,
    resolve: async (input, ctx) => deletion('ApiToken', input.id, (await revokeToken(ctx, input.id)).deleted),
  }),
  revokeSession: inputMutation(t, {
    type: RevokeSessionPayload,
    description: "End one of your browser sessions (the instance admin: anyone's). Any other id: not found.",
    input: RevokeSessionInput,
    resolve: async (input, ctx) => deletion('BrowserSession', input.id, (await revokeSession(ctx, input.id)).deleted),
  }),
}));
