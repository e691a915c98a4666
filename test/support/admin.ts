/**
 * What the instance admin (ADMIN_TOKEN) reads through GraphQL: the usage report (how much the
 * instance stores: accounts, content, its storage, search, git, logs) and the users by email. Tests
 * read storage and account counts here, the way an operator does, rather than beside the API.
 */
import { graphql } from '../gql/index.ts';
import { graphqlClient } from './http.ts';
import { ADMIN_TOKEN } from './server.ts';

/** Any server with a base URL: the in-process one or a built one. */
interface Server {
  baseUrl: string;
}

const InstanceUsage = graphql(`
  query KitInstanceUsage {
    instanceUsage {
      users apiTokens browserSessions organizations spaces deletedSpaces changeRequests comments revisions
      treeNodes documents fileBlobs fileBytes searchSections searchTitles embeddings gitPacks gitPackBytes
      gitCommits openAPISpecVersions events webhookDeliveries insightEvents
    }
  }
`);

/** The instance's usage report, as its admin reads it (`Query.instanceUsage`). */
export const instanceUsage = async (s: Server) =>
  (await graphqlClient(s.baseUrl, ADMIN_TOKEN).request(InstanceUsage)).instanceUsage!;

/** Users, API tokens and browser sessions of the whole instance, from the usage report. */
export const accounts = async (s: Server) => {
  const { users, apiTokens, browserSessions } = await instanceUsage(s);
  return { users, tokens: apiTokens, sessions: browserSessions };
};

const UserByEmail = graphql(`
  query KitUserByEmail($email: String!) {
    users(email: $email, first: 1) { edges { node { key email displayName } } }
  }
`);

/** The user with `email` as the instance admin finds it (`Query.users(email:)`), or null. */
export const userWithEmail = async (s: Server, email: string) =>
  (await graphqlClient(s.baseUrl, ADMIN_TOKEN).request(UserByEmail, { email })).users!.edges[0]?.node ?? null;

/**
 * The rows of the content store and the search index, from the usage report: what an edit, a copy
 * or a garbage collection writes or frees (content is stored once per hash, so the API's answers
 * alone never tell).
 */
export const storedRows = async (s: Server) => {
  const u = await instanceUsage(s);
  return {
    nodes: u.treeNodes,
    documents: u.documents,
    blobs: u.fileBlobs,
    revisions: u.revisions,
    searchSections: u.searchSections,
    searchTitles: u.searchTitles,
  };
};
