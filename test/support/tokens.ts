/** API tokens through the API: what a person does when a token leaks (revoke every one of theirs). */
import { graphql } from '../gql/index.ts';
import { payload } from './graphql.ts';
import { graphqlClient } from './http.ts';

const OwnTokens = graphql(`
  query KitOwnApiTokens {
    viewer { apiTokens(first: 1000) { edges { node { id current } } } }
  }
`);

const Revoke = graphql(`
  mutation KitRevokeApiToken($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      __typename
      ... on RevokeApiTokenPayload { deleted }
      ... on BaseError { message }
    }
  }
`);

/**
 * Revokes every API token of the person `token` acts for (the one it is, last), as they would
 * through GraphQL; their browser sessions end with them.
 */
export async function revokeOwnTokens(baseUrl: string, token: string): Promise<void> {
  const client = graphqlClient(baseUrl, token);
  const { viewer } = await client.request(OwnTokens);
  const nodes = viewer.apiTokens!.edges.map((e) => e.node);
  for (const node of [...nodes.filter((n) => !n.current), ...nodes.filter((n) => n.current)])
    payload((await client.request(Revoke, { input: { id: node.id } })).revokeApiToken, 'RevokeApiTokenPayload');
}
