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
    "\n  query Viewer {\n    viewer { key displayName }\n    organizations(first: 10) { totalCount edges { node { id key title permissions { admin } } } }\n  }\n": typeof types.ViewerDocument,
    "\n  query Organization($id: String!) {\n    organization(id: $id) { id key title defaultRole urls { location } }\n  }\n": typeof types.OrganizationDocument,
    "\n  query OrganizationNode($id: ID!) {\n    node(id: $id) { __typename ... on Organization { key title } }\n  }\n": typeof types.OrganizationNodeDocument,
    "\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      __typename\n      ... on UpdateOrganizationPayload { organization { title defaultRole } }\n      ... on BaseError { message status code }\n      ... on BadRequestError { field }\n    }\n  }\n": typeof types.UpdateOrganizationDocument,
};
const documents: Documents = {
    "\n  query Viewer {\n    viewer { key displayName }\n    organizations(first: 10) { totalCount edges { node { id key title permissions { admin } } } }\n  }\n": types.ViewerDocument,
    "\n  query Organization($id: String!) {\n    organization(id: $id) { id key title defaultRole urls { location } }\n  }\n": types.OrganizationDocument,
    "\n  query OrganizationNode($id: ID!) {\n    node(id: $id) { __typename ... on Organization { key title } }\n  }\n": types.OrganizationNodeDocument,
    "\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      __typename\n      ... on UpdateOrganizationPayload { organization { title defaultRole } }\n      ... on BaseError { message status code }\n      ... on BadRequestError { field }\n    }\n  }\n": types.UpdateOrganizationDocument,
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;