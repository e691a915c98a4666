/**
 * The test kit: a file's server and cast of people (`useServer()`), the usual cast of people
 * around an organization (`cast()`), and builders for the resources most tests start from
 * (organization, space, page, change request, site, comment, collection, team, grant). Builders go through
 * the public interfaces (GitBook's client for REST, typed GraphQL documents), like the tests do,
 * and make the parents they are not given (a space without an organization gets a new one).
 *
 *   const { s, owner, editor, org } = useServer({ title: 'Docs Org', members: { editor: 'edit' } });
 *   it('...', async () => {
 *     const sp = await space(s, owner, org.id);                 // in the file's organization
 *     const cr = await changeRequest(s, { as: editor, spaceId: sp.id });
 *     const other = await changeRequest(s);                    // new owner, organization, space
 *   });
 */
import type { CreateSpace, MemberRole } from '@gitbook/api';
import { afterAll, beforeAll } from 'vitest';
import type { Role } from '../../src/request/roles.ts';
import type { CreatePageInput } from '../gql/graphql.ts';
import { graphql } from '../gql/index.ts';
import { gitbook } from './gitbook.ts';
import { call, graphqlClient } from './http.ts';
import { type StartOptions, startServer, type TestServer } from './server.ts';

/** A user with an API token: the one person type of the tests (the built-server harness too). */
export interface Person {
  id: string;
  email: string;
  token: string;
}

/** Who calls a builder: any user with a token. */
export type Caller = Pick<Person, 'token'>;

/** Where a builder sends its requests: any running server, in-process or built (`{ baseUrl }`). */
export interface Base {
  readonly baseUrl: string;
}

/**
 * A server that also makes people and organizations: `TestServer` (in-process) and `BuiltServer`
 * (`dist/main.js` in a child process). Builders need it only to make the parents they are not given.
 */
export interface Kit extends Base {
  user(name?: string): Promise<Person>;
  org(ownerId: string, title?: string): Promise<{ id: string }>;
}

/** The people and organizations of `cast()`, with one person per requested member. */
export type Cast<M extends Record<string, Role | null>, WithOutsider extends boolean = true> = {
  /** Admin (creator) of `orgId`, and of `otherOrgId` when asked. */
  owner: Person;
  orgId: string;
  /** A second organization of the owner (`otherOrg`), else ''. */
  otherOrgId: string;
} & (WithOutsider extends false
  ? unknown
  : {
      /** Admin of `outsiderOrgId` only: no membership in `orgId`. */
      outsider: Person;
      outsiderOrgId: string;
    }) & { [K in keyof M]: Person };

/** What `cast()` makes: see there. */
export interface CastOptions<M extends Record<string, Role | null>, WithOutsider extends boolean> {
  title?: string;
  members?: M;
  otherOrg?: boolean | string;
  outsider?: WithOutsider;
  outsiderOrgTitle?: string;
  names?: Partial<Record<'owner' | 'outsider' | Extract<keyof M, string>, string>>;
}

const displayName = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** A server that also sets memberships: what `cast()` needs (`TestServer`, `BuiltServer`). */
export interface People extends Kit {
  member(orgId: string, userId: string, role: Role | null): Promise<void>;
}

/**
 * Creates the owner, one user per entry of `members` (in order) and the outsider (unless
 * `outsider: false`); then the organization (owned by the owner), optionally a second
 * organization of the owner (`otherOrg`: true or its title), the outsider's own organization,
 * and the memberships (`null`: guest). Display names default to the capitalized keys (`names`
 * overrides them).
 */
export async function cast<
  const M extends Record<string, Role | null> = Record<never, never>,
  const WithOutsider extends boolean = true,
>(s: People, options: CastOptions<M, WithOutsider> = {}): Promise<Cast<M, WithOutsider>> {
  const members = (options.members ?? {}) as M;
  const names = (options.names ?? {}) as Record<string, string | undefined>;
  const person = (key: string) => s.user(names[key] ?? displayName(key));
  const owner = await person('owner');
  const people: Record<string, Person> = {};
  for (const key of Object.keys(members)) people[key] = await person(key);
  const outsider = options.outsider === false ? undefined : await person('outsider');
  const title = options.title ?? 'Test Organization';
  const orgId = (await s.org(owner.id, title)).id;
  const otherTitle = typeof options.otherOrg === 'string' ? options.otherOrg : `${title} Two`;
  const otherOrgId = options.otherOrg ? (await s.org(owner.id, otherTitle)).id : '';
  const outsiderOrgId = outsider ? (await s.org(outsider.id, options.outsiderOrgTitle ?? 'Elsewhere')).id : undefined;
  for (const [key, role] of Object.entries(members)) await s.member(orgId, people[key].id, role);
  return { owner, orgId, otherOrgId, ...(outsider ? { outsider, outsiderOrgId } : {}), ...people } as Cast<
    M,
    WithOutsider
  >;
}

/** A file's server and cast: the handles `useServer()` returns. */
export type World<M extends Record<string, Role | null>, WithOutsider extends boolean = true> = {
  /** The file's server (started before its first test, closed after its last). */
  s: TestServer;
  /** The cast's organization; `otherOrg` and `outsiderOrg` have the id '' when not made. */
  org: { id: string };
  otherOrg: { id: string };
  outsiderOrg: { id: string };
} & Omit<Cast<M, WithOutsider>, 'orgId' | 'otherOrgId' | 'outsiderOrgId'>;

/**
 * A handle on a value made in `beforeAll`: reads go to the value once it exists, so a file can
 * destructure the handles at its top level and use them in its tests.
 */
function handle<T extends object>(name: string, current: () => T | undefined): T {
  const target = () => {
    const value = current();
    if (value === undefined) throw new Error(`useServer(): ${name} is read before the file's beforeAll ran`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => {
      const value = target();
      const v = Reflect.get(value, key);
      return typeof v === 'function' ? v.bind(value) : v;
    },
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(target(), key);
      return d && { ...d, configurable: true };
    },
  });
}

/**
 * Gives the calling test file its server and `cast()` of people: started in `beforeAll`, closed
 * in `afterAll`. Call it at the file's top level; the returned handles work inside hooks and tests.
 * `env` is passed to `startServer` (a function is called when the server starts: for values that
 * an earlier `beforeAll` makes, such as a fixture server's port); `cast: false` makes no people
 * (then only `s` is usable). Hooks run in the order they are registered, after hooks in reverse.
 */
export function useServer<
  const M extends Record<string, Role | null> = Record<never, never>,
  const WithOutsider extends boolean = true,
>(
  options: CastOptions<M, WithOutsider> & {
    env?: StartOptions['env'] | (() => StartOptions['env']);
    cast?: boolean;
    log?: StartOptions['log'];
  } = {},
): World<M, WithOutsider> {
  let server: TestServer | undefined;
  let people: Record<string, unknown> | undefined;
  const { env, log, cast: withCast = true, ...castOptions } = options;
  beforeAll(async () => {
    server = await startServer({ env: typeof env === 'function' ? env() : env, log });
    if (withCast) people = await cast(server, castOptions as CastOptions<M, WithOutsider>);
  });
  afterAll(() => server?.close());
  const keys = ['owner', ...Object.keys(options.members ?? {}), ...(options.outsider === false ? [] : ['outsider'])];
  const world: Record<string, unknown> = {
    s: handle('the server', () => server),
    org: handle('org', () => people && { id: people.orgId as string }),
    otherOrg: handle('otherOrg', () => people && { id: people.otherOrgId as string }),
    outsiderOrg: handle('outsiderOrg', () => people && { id: (people.outsiderOrgId as string | undefined) ?? '' }),
  };
  for (const key of keys) world[key] = handle(key, () => people?.[key] as Person | undefined);
  return world as World<M, WithOutsider>;
}

/** A person with a token made by the harness (`s.user`): display name `name`. */
export async function person(s: Kit, name = 'User'): Promise<Person> {
  return s.user(name);
}

/** An organization whose admin is `owner` (a new person when not given). */
export async function organization(s: Kit, options: { owner?: Person; title?: string } = {}) {
  const owner = options.owner ?? (await s.user('Owner'));
  return { id: (await s.org(owner.id, options.title ?? 'Test Organization')).id, owner };
}

/** Where a builder makes a resource and who makes it: `as` (a new person when not given). */
type In<K extends string> = { as?: Person } & { [P in K]?: string };

async function caller(s: Kit, as: Person | undefined) {
  return as ?? (await s.user('Owner'));
}

/**
 * A space created through REST (201); title 'Docs' unless given. Either positional (who, in which
 * organization) or with options: `space(s, { as, organizationId, ...input })`, where a missing
 * organization is made (administered by `as`, a new person when not given).
 */
export async function space(
  s: Base,
  as: Caller,
  organizationId: string,
  input?: Partial<CreateSpace>,
): Promise<Awaited<ReturnType<typeof createSpace>>>;
export async function space(
  s: Kit,
  options?: In<'organizationId'> & Partial<CreateSpace>,
): Promise<Awaited<ReturnType<typeof createSpace>>>;
export async function space(
  s: Base | Kit,
  a: Caller | (In<'organizationId'> & Partial<CreateSpace>) = {},
  organizationId?: string,
  input: Partial<CreateSpace> = {},
) {
  if (organizationId !== undefined) return createSpace(s, a as Caller, organizationId, input);
  const { as: given, organizationId: orgId, ...rest } = a as In<'organizationId'> & Partial<CreateSpace>;
  const kit = s as Kit;
  const as = await caller(kit, given);
  return createSpace(s, as, orgId ?? (await organization(kit, { owner: as })).id, rest);
}

async function createSpace(s: Base, as: Caller, organizationId: string, input: Partial<CreateSpace>) {
  return (await gitbook(s.baseUrl, as.token).orgs.createSpace(organizationId, { title: 'Docs', ...input })).data;
}

const SeedSpace = graphql(`
  mutation FixtureSeedSpace($input: CreateSpaceInput!) {
    createSpace(input: $input) {
      __typename
      ... on CreateSpacePayload { space { key } }
      ... on BaseError { message status }
    }
  }
`);

const CloseSpace = graphql(`
  mutation FixtureCloseSpace($input: UpdateSpaceInput!) {
    updateSpace(input: $input) {
      __typename
      ... on BaseError { message status }
    }
  }
`);

/**
 * A space for seeds of many (statement counts): made through GraphQL selecting only its id (a REST
 * answer carries the whole space), in `parent` when given; `closed`: without default access
 * (`defaultLevel` null, which REST does not set). Answers its id; throws on an error answer.
 */
export async function seedSpace(
  s: Base,
  as: Caller,
  input: { organizationId: string; title: string; parent?: string | null; closed?: boolean },
): Promise<string> {
  const { closed, ...create } = input;
  const client = graphqlClient(s.baseUrl, as.token);
  const made = (await client.request(SeedSpace, { input: create })).createSpace;
  if (made.__typename !== 'CreateSpacePayload') throw new Error(JSON.stringify(made));
  const spaceId = made.space.key;
  if (closed) {
    const updated = (await client.request(CloseSpace, { input: { spaceId, defaultLevel: null } })).updateSpace;
    if (updated.__typename !== 'UpdateSpacePayload') throw new Error(JSON.stringify(updated));
  }
  return spaceId;
}

const CreatePage = graphql(`
  mutation FixtureCreatePage($input: CreatePageInput!) {
    createPage(input: $input) {
      __typename
      ... on CreatePagePayload { revision { key } page { id: key path documentId } }
      ... on BaseError { message status }
    }
  }
`);

/** What `page()` takes besides the space: `CreatePageInput` of the GraphQL schema. */
export type PageInput = Omit<CreatePageInput, 'spaceId'>;

/**
 * A page created through GraphQL; throws when the mutation answers an error. Positional (who, in
 * which space, what) or `page(s, { as, spaceId, ...input })`, where a missing space is made
 * (title 'Page' unless given).
 */
export async function page(s: Base, as: Caller, spaceId: string, input: PageInput): Promise<PageCreated>;
export async function page(s: Kit, options?: In<'spaceId'> & Partial<PageInput>): Promise<PageCreated>;
export async function page(
  s: Base | Kit,
  a: Caller | (In<'spaceId'> & Partial<PageInput>) = {},
  spaceId?: string,
  input?: PageInput,
) {
  if (spaceId !== undefined) return createPage(s, a as Caller, spaceId, input as PageInput);
  const { as: given, spaceId: sp, ...rest } = a as In<'spaceId'> & Partial<PageInput>;
  const kit = s as Kit;
  const as = await caller(kit, given);
  return createPage(s, as, sp ?? (await space(kit, { as })).id, { title: 'Page', ...rest });
}

type PageCreated = Awaited<ReturnType<typeof createPage>>;

async function createPage(s: Base, as: Caller, spaceId: string, input: PageInput) {
  const res = await graphqlClient(s.baseUrl, as.token).request(CreatePage, { input: { spaceId, ...input } });
  if (res.createPage.__typename !== 'CreatePagePayload') throw new Error(JSON.stringify(res.createPage));
  return res.createPage;
}

/**
 * A change request opened through REST on the space's current content. Positional (who, on which
 * space, subject) or `changeRequest(s, { as, spaceId, subject })`, where a missing space is made.
 */
export async function changeRequest(
  s: Base,
  as: Caller,
  spaceId: string,
  subject?: string,
): Promise<ChangeRequestCreated>;
export async function changeRequest(
  s: Kit,
  options?: In<'spaceId'> & { subject?: string },
): Promise<ChangeRequestCreated>;
export async function changeRequest(
  s: Base | Kit,
  a: Caller | (In<'spaceId'> & { subject?: string }) = {},
  spaceId?: string,
  subject?: string,
) {
  if (spaceId !== undefined) return createChangeRequest(s, a as Caller, spaceId, subject);
  const o = a as In<'spaceId'> & { subject?: string };
  const kit = s as Kit;
  const as = await caller(kit, o.as);
  return createChangeRequest(s, as, o.spaceId ?? (await space(kit, { as })).id, o.subject);
}

type ChangeRequestCreated = Awaited<ReturnType<typeof createChangeRequest>>;

async function createChangeRequest(s: Base, as: Caller, spaceId: string, subject?: string) {
  return (await gitbook(s.baseUrl, as.token).spaces.createChangeRequest(spaceId, subject ? { subject } : {})).data;
}

type SiteInput = { title?: string } & Record<string, unknown>;

/**
 * A site created through REST; title 'Docs' unless given. Positional (who, in which organization)
 * or `site(s, { as, organizationId, ...input })`, where a missing organization is made.
 */
export async function site(s: Base, as: Caller, organizationId: string, input?: SiteInput): Promise<SiteCreated>;
export async function site(s: Kit, options?: In<'organizationId'> & SiteInput): Promise<SiteCreated>;
export async function site(
  s: Base | Kit,
  a: Caller | (In<'organizationId'> & SiteInput) = {},
  organizationId?: string,
  input: SiteInput = {},
) {
  if (organizationId !== undefined) return createSite(s, a as Caller, organizationId, input);
  const { as: given, organizationId: orgId, ...rest } = a as In<'organizationId'> & SiteInput;
  const kit = s as Kit;
  const as = await caller(kit, given as Person | undefined);
  return createSite(s, as, (orgId as string | undefined) ?? (await organization(kit, { owner: as })).id, rest);
}

type SiteCreated = Awaited<ReturnType<typeof createSite>>;

async function createSite(s: Base, as: Caller, organizationId: string, input: SiteInput) {
  return (await gitbook(s.baseUrl, as.token).orgs.createSite(organizationId, { title: 'Docs', ...input })).data;
}

let hostnames = 0;

/**
 * A published site: `site()` (title 'Docs' unless given, `spaces` published at its root), given a
 * hostname (`docsN.example.com` unless given; Quire's own setting, which GitBook's client does not
 * send, so a raw PATCH) and published. Answers the created site with its hostname.
 */
export async function publishedSite(
  s: Base,
  as: Caller,
  organizationId: string,
  input: SiteInput & { hostname?: string } = {},
): Promise<SiteCreated & { hostname: string }> {
  const { hostname = `docs${++hostnames}-${process.pid}.example.com`, ...rest } = input;
  const created = await createSite(s, as, organizationId, rest);
  const patched = await call(s.baseUrl, as.token, 'PATCH', `/v1/orgs/${organizationId}/sites/${created.id}`, {
    hostname,
  });
  if (patched.status >= 300) throw new Error(`publishedSite(): PATCH hostname ${patched.status}`);
  await gitbook(s.baseUrl, as.token).orgs.publishSite(organizationId, created.id);
  return { ...created, hostname };
}

/**
 * A comment posted through REST on a space (or, with `changeRequestId`, on a change request);
 * markdown 'A comment' unless given. A missing space is made.
 */
export async function comment(
  s: Kit,
  options: In<'spaceId' | 'changeRequestId' | 'pageId'> & { markdown?: string } = {},
) {
  const as = await caller(s, options.as);
  const spaceId = options.spaceId ?? (await space(s, { as })).id;
  const body = {
    body: { markdown: options.markdown ?? 'A comment' },
    ...(options.pageId ? { page: options.pageId } : {}),
  };
  const api = gitbook(s.baseUrl, as.token).spaces;
  return options.changeRequestId
    ? (await api.postCommentInChangeRequest(spaceId, options.changeRequestId, body)).data
    : (await api.postCommentInSpace(spaceId, body)).data;
}

/**
 * A collection created through REST; title 'Collection' unless given, under `parent` when given.
 * A missing organization is made.
 */
export async function collection(
  s: Kit,
  options: In<'organizationId' | 'parent'> & { title?: string; description?: string } = {},
) {
  const { as: given, organizationId, parent, ...input } = options;
  const as = await caller(s, given);
  const orgId = organizationId ?? (await organization(s, { owner: as })).id;
  return (
    await gitbook(s.baseUrl, as.token).orgs.createCollection(orgId, {
      title: 'Collection',
      ...input,
      ...(parent ? { parent } : {}),
    })
  ).data;
}

/**
 * A team created through REST in an organization (its creator, `as`, becomes an owner of it), with
 * `members` (user ids, members or guests of the organization) in it; title 'Team' unless given.
 */
export async function team(
  s: Base,
  as: Caller,
  organizationId: string,
  input: { title?: string; members?: string[] } = {},
) {
  return (await gitbook(s.baseUrl, as.token).orgs.createOrganizationTeam(organizationId, { title: 'Team', ...input }))
    .data;
}

const InviteSecret = graphql(`
  query FixtureInviteSecret($organizationId: ID!, $inviteId: ID!) {
    organization(id: $organizationId) { invite(inviteId: $inviteId) { secret } }
  }
`);

const JoinWithInvite = graphql(`
  mutation FixtureJoinWithInvite($secret: String!) {
    joinOrganizationWithInvite(input: { secret: $secret }) {
      __typename
      ... on BaseError { message status }
    }
  }
`);

/**
 * A grant of `role` on a space or a collection to `to`, made as users make it: `as` (an admin of
 * the content) creates an invite link to it, `to` joins through the link, and the link is deleted
 * (it leaves no invite behind). Joining raises a grant that is lower and never lowers one; a user
 * who is not a member of the organization becomes a guest of it.
 */
export async function grant(
  s: Base,
  options: { as: Caller; to: Caller; organizationId: string; role: Role } & (
    | { spaceId: string; collectionId?: undefined }
    | { collectionId: string; spaceId?: undefined }
  ),
): Promise<void> {
  const { as, to, organizationId, role } = options;
  const admin = gitbook(s.baseUrl, as.token).orgs;
  const invite = (
    await admin.createOrganizationInvite(
      organizationId,
      options.spaceId !== undefined
        ? { space: options.spaceId, level: role as MemberRole }
        : { collection: options.collectionId, level: role as MemberRole },
    )
  ).data;
  const read = await graphqlClient(s.baseUrl, as.token).request(InviteSecret, { organizationId, inviteId: invite.id });
  const secret = read.organization?.invite?.secret;
  if (!secret) throw new Error(`grant(): no secret for invite ${invite.id}`);
  const joined = await graphqlClient(s.baseUrl, to.token).request(JoinWithInvite, { secret });
  if (joined.joinOrganizationWithInvite.__typename !== 'JoinOrganizationWithInvitePayload')
    throw new Error(`grant(): ${JSON.stringify(joined.joinOrganizationWithInvite)}`);
  await admin.deleteOrganizationInviteById(organizationId, invite.id);
}
