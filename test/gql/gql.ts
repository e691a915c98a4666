/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query OrgMembers($id: String!, $first: Int, $after: String, $role: MemberRoleFilter, $search: String, $sort: MemberSort, $order: Order) {\n    organization(id: $id) {\n      members(first: $first, after: $after, role: $role, search: $search, sort: $sort, order: $order) {\n        totalCount\n        pageInfo { hasNextPage endCursor }\n        edges { node { id key role teams spaces sites user { key displayName } organization { key } } }\n      }\n    }\n  }\n": typeof types.OrgMembersDocument,
    "\n  query OrgMember($id: String!, $userId: String!, $title: String) {\n    organization(id: $id) {\n      member(userId: $userId) {\n        id key role sso lastSeenAt teams\n        teamMemberships(first: 10, title: $title) { totalCount edges { node { team { key title } member { role } } } }\n      }\n    }\n  }\n": typeof types.OrgMemberDocument,
    "\n  query OrgTeams($id: String!, $owner: String, $title: String) {\n    organization(id: $id) {\n      teams(first: 50, owner: $owner, title: $title) {\n        totalCount\n        edges {\n          node {\n            id key title memberCount spaces permissions { admin view }\n            members(first: 10) { totalCount edges { node { role user { key displayName } organizationMember { role } } } }\n          }\n        }\n      }\n    }\n  }\n": typeof types.OrgTeamsDocument,
    "\n  query MemberOrTeamNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      ... on OrganizationMember { key role }\n      ... on OrganizationTeam { key title }\n    }\n  }\n": typeof types.MemberOrTeamNodeDocument,
    "\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      __typename\n      ... on CreateTeamPayload { team { id key title memberCount permissions { admin } } }\n      ... on BaseError { message status code }\n      ... on BadRequestError { field }\n    }\n  }\n": typeof types.CreateTeamDocument,
    "\n  mutation UpdateTeam($input: UpdateTeamInput!) {\n    updateTeam(input: $input) {\n      __typename\n      ... on UpdateTeamPayload { team { key title } }\n      ... on BaseError { message status }\n      ... on BadRequestError { field }\n    }\n  }\n": typeof types.UpdateTeamDocument,
    "\n  mutation DeleteTeam($input: DeleteTeamInput!) {\n    deleteTeam(input: $input) {\n      __typename\n      ... on DeleteTeamPayload { deleted }\n      ... on BaseError { message status }\n    }\n  }\n": typeof types.DeleteTeamDocument,
    "\n  mutation AddTeamMembers($input: AddTeamMembersInput!) {\n    addTeamMembers(input: $input) {\n      __typename\n      ... on AddTeamMembersPayload { team { key memberCount members(first: 10) { edges { node { role user { key } } } } } }\n      ... on BaseError { message status }\n      ... on BadRequestError { field }\n    }\n  }\n": typeof types.AddTeamMembersDocument,
    "\n  mutation RemoveTeamMembers($input: RemoveTeamMembersInput!) {\n    removeTeamMembers(input: $input) {\n      __typename\n      ... on RemoveTeamMembersPayload { team { key memberCount } }\n      ... on BaseError { message status }\n    }\n  }\n": typeof types.RemoveTeamMembersDocument,
    "\n  mutation UpdateMember($input: UpdateMemberInput!) {\n    updateMember(input: $input) {\n      __typename\n      ... on UpdateMemberPayload { member { key role } }\n      ... on BaseError { message status code }\n    }\n  }\n": typeof types.UpdateMemberDocument,
    "\n  mutation RemoveMember($input: RemoveMemberInput!) {\n    removeMember(input: $input) {\n      __typename\n      ... on RemoveMemberPayload { deleted }\n      ... on BaseError { message status }\n    }\n  }\n": typeof types.RemoveMemberDocument,
    "\n  mutation SetMemberSso($input: SetMemberSsoInput!) {\n    setMemberSso(input: $input) {\n      __typename\n      ... on SetMemberSsoPayload { member { key sso } }\n      ... on BaseError { message status }\n    }\n  }\n": typeof types.SetMemberSsoDocument,
    "\n  mutation Ping($input: PingOrganizationInput!) {\n    pingOrganization(input: $input) {\n      __typename\n      ... on PingOrganizationPayload { serviceVisitorClaims gitbookVisitorClaims member { key lastSeenAt } }\n      ... on BaseError { message status }\n    }\n  }\n": typeof types.PingDocument,
    "\n  query Viewer {\n    viewer { key displayName }\n    organizations(first: 10) { totalCount edges { node { id key title permissions { admin } } } }\n  }\n": typeof types.ViewerDocument,
    "\n  query Organization($id: String!) {\n    organization(id: $id) { id key title defaultRole urls { location } }\n  }\n": typeof types.OrganizationDocument,
    "\n  query OrganizationNode($id: ID!) {\n    node(id: $id) { __typename ... on Organization { key title } }\n  }\n": typeof types.OrganizationNodeDocument,
    "\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      __typename\n      ... on UpdateOrganizationPayload { organization { title defaultRole } }\n      ... on BaseError { message status code }\n      ... on BadRequestError { field }\n    }\n  }\n": typeof types.UpdateOrganizationDocument,
    "\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      __typename\n      ... on CreateUserPayload { token user { key email displayName } }\n      ... on BaseError { message status }\n    }\n  }\n": typeof types.AdminCreateUserDocument,
    "\n  mutation AdminCreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      __typename\n      ... on CreateOrganizationPayload { organization { key title } }\n      ... on BaseError { message status }\n    }\n  }\n": typeof types.AdminCreateOrganizationDocument,
};
const documents: Documents = {
    "\n  query OrgMembers($id: String!, $first: Int, $after: String, $role: MemberRoleFilter, $search: String, $sort: MemberSort, $order: Order) {\n    organization(id: $id) {\n      members(first: $first, after: $after, role: $role, search: $search, sort: $sort, order: $order) {\n        totalCount\n        pageInfo { hasNextPage endCursor }\n        edges { node { id key role teams spaces sites user { key displayName } organization { key } } }\n      }\n    }\n  }\n": types.OrgMembersDocument,
    "\n  query OrgMember($id: String!, $userId: String!, $title: String) {\n    organization(id: $id) {\n      member(userId: $userId) {\n        id key role sso lastSeenAt teams\n        teamMemberships(first: 10, title: $title) { totalCount edges { node { team { key title } member { role } } } }\n      }\n    }\n  }\n": types.OrgMemberDocument,
    "\n  query OrgTeams($id: String!, $owner: String, $title: String) {\n    organization(id: $id) {\n      teams(first: 50, owner: $owner, title: $title) {\n        totalCount\n        edges {\n          node {\n            id key title memberCount spaces permissions { admin view }\n            members(first: 10) { totalCount edges { node { role user { key displayName } organizationMember { role } } } }\n          }\n        }\n      }\n    }\n  }\n": types.OrgTeamsDocument,
    "\n  query MemberOrTeamNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      ... on OrganizationMember { key role }\n      ... on OrganizationTeam { key title }\n    }\n  }\n": types.MemberOrTeamNodeDocument,
    "\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      __typename\n      ... on CreateTeamPayload { team { id key title memberCount permissions { admin } } }\n      ... on BaseError { message status code }\n      ... on BadRequestError { field }\n    }\n  }\n": types.CreateTeamDocument,
    "\n  mutation UpdateTeam($input: UpdateTeamInput!) {\n    updateTeam(input: $input) {\n      __typename\n      ... on UpdateTeamPayload { team { key title } }\n      ... on BaseError { message status }\n      ... on BadRequestError { field }\n    }\n  }\n": types.UpdateTeamDocument,
    "\n  mutation DeleteTeam($input: DeleteTeamInput!) {\n    deleteTeam(input: $input) {\n      __typename\n      ... on DeleteTeamPayload { deleted }\n      ... on BaseError { message status }\n    }\n  }\n": types.DeleteTeamDocument,
    "\n  mutation AddTeamMembers($input: AddTeamMembersInput!) {\n    addTeamMembers(input: $input) {\n      __typename\n      ... on AddTeamMembersPayload { team { key memberCount members(first: 10) { edges { node { role user { key } } } } } }\n      ... on BaseError { message status }\n      ... on BadRequestError { field }\n    }\n  }\n": types.AddTeamMembersDocument,
    "\n  mutation RemoveTeamMembers($input: RemoveTeamMembersInput!) {\n    removeTeamMembers(input: $input) {\n      __typename\n      ... on RemoveTeamMembersPayload { team { key memberCount } }\n      ... on BaseError { message status }\n    }\n  }\n": types.RemoveTeamMembersDocument,
    "\n  mutation UpdateMember($input: UpdateMemberInput!) {\n    updateMember(input: $input) {\n      __typename\n      ... on UpdateMemberPayload { member { key role } }\n      ... on BaseError { message status code }\n    }\n  }\n": types.UpdateMemberDocument,
    "\n  mutation RemoveMember($input: RemoveMemberInput!) {\n    removeMember(input: $input) {\n      __typename\n      ... on RemoveMemberPayload { deleted }\n      ... on BaseError { message status }\n    }\n  }\n": types.RemoveMemberDocument,
    "\n  mutation SetMemberSso($input: SetMemberSsoInput!) {\n    setMemberSso(input: $input) {\n      __typename\n      ... on SetMemberSsoPayload { member { key sso } }\n      ... on BaseError { message status }\n    }\n  }\n": types.SetMemberSsoDocument,
    "\n  mutation Ping($input: PingOrganizationInput!) {\n    pingOrganization(input: $input) {\n      __typename\n      ... on PingOrganizationPayload { serviceVisitorClaims gitbookVisitorClaims member { key lastSeenAt } }\n      ... on BaseError { message status }\n    }\n  }\n": types.PingDocument,
    "\n  query Viewer {\n    viewer { key displayName }\n    organizations(first: 10) { totalCount edges { node { id key title permissions { admin } } } }\n  }\n": types.ViewerDocument,
    "\n  query Organization($id: String!) {\n    organization(id: $id) { id key title defaultRole urls { location } }\n  }\n": types.OrganizationDocument,
    "\n  query OrganizationNode($id: ID!) {\n    node(id: $id) { __typename ... on Organization { key title } }\n  }\n": types.OrganizationNodeDocument,
    "\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      __typename\n      ... on UpdateOrganizationPayload { organization { title defaultRole } }\n      ... on BaseError { message status code }\n      ... on BadRequestError { field }\n    }\n  }\n": types.UpdateOrganizationDocument,
    "\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      __typename\n      ... on CreateUserPayload { token user { key email displayName } }\n      ... on BaseError { message status }\n    }\n  }\n": types.AdminCreateUserDocument,
    "\n  mutation AdminCreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      __typename\n      ... on CreateOrganizationPayload { organization { key title } }\n      ... on BaseError { message status }\n    }\n  }\n": types.AdminCreateOrganizationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrgMembers($id: String!, $first: Int, $after: String, $role: MemberRoleFilter, $search: String, $sort: MemberSort, $order: Order) {\n    organization(id: $id) {\n      members(first: $first, after: $after, role: $role, search: $search, sort: $sort, order: $order) {\n        totalCount\n        pageInfo { hasNextPage endCursor }\n        edges { node { id key role teams spaces sites user { key displayName } organization { key } } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrgMembers($id: String!, $first: Int, $after: String, $role: MemberRoleFilter, $search: String, $sort: MemberSort, $order: Order) {\n    organization(id: $id) {\n      members(first: $first, after: $after, role: $role, search: $search, sort: $sort, order: $order) {\n        totalCount\n        pageInfo { hasNextPage endCursor }\n        edges { node { id key role teams spaces sites user { key displayName } organization { key } } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrgMember($id: String!, $userId: String!, $title: String) {\n    organization(id: $id) {\n      member(userId: $userId) {\n        id key role sso lastSeenAt teams\n        teamMemberships(first: 10, title: $title) { totalCount edges { node { team { key title } member { role } } } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrgMember($id: String!, $userId: String!, $title: String) {\n    organization(id: $id) {\n      member(userId: $userId) {\n        id key role sso lastSeenAt teams\n        teamMemberships(first: 10, title: $title) { totalCount edges { node { team { key title } member { role } } } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrgTeams($id: String!, $owner: String, $title: String) {\n    organization(id: $id) {\n      teams(first: 50, owner: $owner, title: $title) {\n        totalCount\n        edges {\n          node {\n            id key title memberCount spaces permissions { admin view }\n            members(first: 10) { totalCount edges { node { role user { key displayName } organizationMember { role } } } }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrgTeams($id: String!, $owner: String, $title: String) {\n    organization(id: $id) {\n      teams(first: 50, owner: $owner, title: $title) {\n        totalCount\n        edges {\n          node {\n            id key title memberCount spaces permissions { admin view }\n            members(first: 10) { totalCount edges { node { role user { key displayName } organizationMember { role } } } }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberOrTeamNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      ... on OrganizationMember { key role }\n      ... on OrganizationTeam { key title }\n    }\n  }\n"): (typeof documents)["\n  query MemberOrTeamNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      ... on OrganizationMember { key role }\n      ... on OrganizationTeam { key title }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      __typename\n      ... on CreateTeamPayload { team { id key title memberCount permissions { admin } } }\n      ... on BaseError { message status code }\n      ... on BadRequestError { field }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      __typename\n      ... on CreateTeamPayload { team { id key title memberCount permissions { admin } } }\n      ... on BaseError { message status code }\n      ... on BadRequestError { field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeam($input: UpdateTeamInput!) {\n    updateTeam(input: $input) {\n      __typename\n      ... on UpdateTeamPayload { team { key title } }\n      ... on BaseError { message status }\n      ... on BadRequestError { field }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTeam($input: UpdateTeamInput!) {\n    updateTeam(input: $input) {\n      __typename\n      ... on UpdateTeamPayload { team { key title } }\n      ... on BaseError { message status }\n      ... on BadRequestError { field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTeam($input: DeleteTeamInput!) {\n    deleteTeam(input: $input) {\n      __typename\n      ... on DeleteTeamPayload { deleted }\n      ... on BaseError { message status }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTeam($input: DeleteTeamInput!) {\n    deleteTeam(input: $input) {\n      __typename\n      ... on DeleteTeamPayload { deleted }\n      ... on BaseError { message status }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTeamMembers($input: AddTeamMembersInput!) {\n    addTeamMembers(input: $input) {\n      __typename\n      ... on AddTeamMembersPayload { team { key memberCount members(first: 10) { edges { node { role user { key } } } } } }\n      ... on BaseError { message status }\n      ... on BadRequestError { field }\n    }\n  }\n"): (typeof documents)["\n  mutation AddTeamMembers($input: AddTeamMembersInput!) {\n    addTeamMembers(input: $input) {\n      __typename\n      ... on AddTeamMembersPayload { team { key memberCount members(first: 10) { edges { node { role user { key } } } } } }\n      ... on BaseError { message status }\n      ... on BadRequestError { field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTeamMembers($input: RemoveTeamMembersInput!) {\n    removeTeamMembers(input: $input) {\n      __typename\n      ... on RemoveTeamMembersPayload { team { key memberCount } }\n      ... on BaseError { message status }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveTeamMembers($input: RemoveTeamMembersInput!) {\n    removeTeamMembers(input: $input) {\n      __typename\n      ... on RemoveTeamMembersPayload { team { key memberCount } }\n      ... on BaseError { message status }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMember($input: UpdateMemberInput!) {\n    updateMember(input: $input) {\n      __typename\n      ... on UpdateMemberPayload { member { key role } }\n      ... on BaseError { message status code }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMember($input: UpdateMemberInput!) {\n    updateMember(input: $input) {\n      __typename\n      ... on UpdateMemberPayload { member { key role } }\n      ... on BaseError { message status code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMember($input: RemoveMemberInput!) {\n    removeMember(input: $input) {\n      __typename\n      ... on RemoveMemberPayload { deleted }\n      ... on BaseError { message status }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveMember($input: RemoveMemberInput!) {\n    removeMember(input: $input) {\n      __typename\n      ... on RemoveMemberPayload { deleted }\n      ... on BaseError { message status }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMemberSso($input: SetMemberSsoInput!) {\n    setMemberSso(input: $input) {\n      __typename\n      ... on SetMemberSsoPayload { member { key sso } }\n      ... on BaseError { message status }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMemberSso($input: SetMemberSsoInput!) {\n    setMemberSso(input: $input) {\n      __typename\n      ... on SetMemberSsoPayload { member { key sso } }\n      ... on BaseError { message status }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Ping($input: PingOrganizationInput!) {\n    pingOrganization(input: $input) {\n      __typename\n      ... on PingOrganizationPayload { serviceVisitorClaims gitbookVisitorClaims member { key lastSeenAt } }\n      ... on BaseError { message status }\n    }\n  }\n"): (typeof documents)["\n  mutation Ping($input: PingOrganizationInput!) {\n    pingOrganization(input: $input) {\n      __typename\n      ... on PingOrganizationPayload { serviceVisitorClaims gitbookVisitorClaims member { key lastSeenAt } }\n      ... on BaseError { message status }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer { key displayName }\n    organizations(first: 10) { totalCount edges { node { id key title permissions { admin } } } }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer { key displayName }\n    organizations(first: 10) { totalCount edges { node { id key title permissions { admin } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Organization($id: String!) {\n    organization(id: $id) { id key title defaultRole urls { location } }\n  }\n"): (typeof documents)["\n  query Organization($id: String!) {\n    organization(id: $id) { id key title defaultRole urls { location } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationNode($id: ID!) {\n    node(id: $id) { __typename ... on Organization { key title } }\n  }\n"): (typeof documents)["\n  query OrganizationNode($id: ID!) {\n    node(id: $id) { __typename ... on Organization { key title } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      __typename\n      ... on UpdateOrganizationPayload { organization { title defaultRole } }\n      ... on BaseError { message status code }\n      ... on BadRequestError { field }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      __typename\n      ... on UpdateOrganizationPayload { organization { title defaultRole } }\n      ... on BaseError { message status code }\n      ... on BadRequestError { field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      __typename\n      ... on CreateUserPayload { token user { key email displayName } }\n      ... on BaseError { message status }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      __typename\n      ... on CreateUserPayload { token user { key email displayName } }\n      ... on BaseError { message status }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      __typename\n      ... on CreateOrganizationPayload { organization { key title } }\n      ... on BaseError { message status }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      __typename\n      ... on CreateOrganizationPayload { organization { key title } }\n      ... on BaseError { message status }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;