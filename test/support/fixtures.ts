/**
 * Shared test fixtures: the usual cast of people around an organization, and builders for the
 * resources most tests start from (space, page, change request, site). Builders go through the
 * public interfaces (GitBook's client for REST, typed GraphQL documents), like the tests do.
 */
import type { CreateSpace } from '@gitbook/api';
import { graphql } from '../gql/index.ts';
import type { CreatePageInput } from '../gql/graphql.ts';
import type { Role } from '../../src/auth/roles.ts';
import { gitbook } from './gitbook.ts';
import { graphqlClient } from './http.ts';
import type { TestServer } from './server.ts';

/** A user with an API token. */
export interface Person {
  id: string;
  email: string;
  token: string;
}

/** Who calls a builder: any user with a token. */
export type Caller = Pick<Person, 'token'>;

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

const displayName = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

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
>(
  s: TestServer,
  options: {
    title?: string;
    members?: M;
    otherOrg?: boolean | string;
    outsider?: WithOutsider;
    outsiderOrgTitle?: string;
    names?: Partial<Record<'owner' | 'outsider' | Extract<keyof M, string>, string>>;
  } = {},
): Promise<Cast<M, WithOutsider>> {
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

/** A space created through REST (201) by `as` in `organizationId`; title 'Docs' unless given. */
export async function space(s: TestServer, as: Caller, organizationId: string, input: Partial<CreateSpace> = {}) {
  return (await gitbook(s.baseUrl, as.token).orgs.createSpace(organizationId, { title: 'Docs', ...input })).data;
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

/** A page created through GraphQL by `as`; throws when the mutation answers an error. */
export async function page(s: TestServer, as: Caller, spaceId: string, input: Omit<CreatePageInput, 'spaceId'>) {
  const res = await graphqlClient(s.baseUrl, as.token).request(CreatePage, { input: { spaceId, ...input } });
  if (res.createPage.__typename !== 'CreatePagePayload') throw new Error(JSON.stringify(res.createPage));
  return res.createPage;
}

/** A change request opened through REST by `as` on the space's current content. */
export async function changeRequest(s: TestServer, as: Caller, spaceId: string, subject?: string) {
  return (await gitbook(s.baseUrl, as.token).spaces.createChangeRequest(spaceId, subject ? { subject } : {})).data;
}

/** A site created through REST by `as`; title 'Docs' unless given. */
export async function site(
  s: TestServer,
  as: Caller,
  organizationId: string,
  input: { title?: string } & Record<string, unknown> = {},
) {
  return (await gitbook(s.baseUrl, as.token).orgs.createSite(organizationId, { title: 'Docs', ...input })).data;
}
