/**
 * A small typed Quire client: graphql-request with documents typed by GraphQL Code Generator's
 * client preset (`npm run codegen` writes examples/client/gql/ from codegen.ts).
 *
 * It walks organizations -> spaces -> pages, edits a page in a change request, merges it, and
 * handles the typed outcome of a merge that conflicts (the same lines changed on both sides).
 */
import { GraphQLClient } from 'graphql-request';
import { graphql } from './gql/index.ts';

const Tree = graphql(`
  query ExampleTree {
    organizations(first: 10) {
      nodes {
        id
        title
        spaces(first: 20) {
          nodes {
            id
            title
            currentRevision { pages { id key title path } }
          }
        }
      }
    }
  }
`);

const OpenChangeRequest = graphql(`
  mutation ExampleOpenChangeRequest($input: CreateChangeRequestInput!) {
    createChangeRequest(input: $input) {
      __typename
      ... on CreateChangeRequestPayload { changeRequest { id key number } }
      ... on BaseError { message status }
    }
  }
`);

const EditPage = graphql(`
  mutation ExampleEditPage($input: UpdatePageInput!) {
    updatePage(input: $input) {
      __typename
      ... on UpdatePagePayload { revision { key } page { id title } }
      ... on BaseError { message status }
    }
  }
`);

const Merge = graphql(`
  mutation ExampleMerge($input: MergeChangeRequestInput!) {
    mergeChangeRequest(input: $input) {
      __typename
      ... on MergeChangeRequestPayload {
        result
        revision
        conflicts { kind pageId field ours theirs }
        changeRequest { status }
      }
      ... on BaseError { message status }
    }
  }
`);

/** An expected failure the API answered as a typed error (`BaseError`). */
export class QuireError extends Error {
  constructor(
    readonly typename: string,
    message: string,
    readonly status: number,
  ) {
    super(`${typename} (${status}): ${message}`);
  }
}

/** Unwraps a mutation result union: the payload, or a QuireError for its typed error members. */
function payload<R extends { __typename: string }, T extends R['__typename']>(result: R, expected: T) {
  if (result.__typename === expected) return result as Extract<R, { __typename: T }>;
  const error = result as { __typename: string; message?: string; status?: number };
  throw new QuireError(error.__typename, error.message ?? 'unexpected result', error.status ?? 500);
}

export function quire(baseUrl: string, token: string) {
  const client = new GraphQLClient(`${baseUrl}/graphql`, { headers: { authorization: `Bearer ${token}` } });
  return {
    /** Organizations -> spaces -> top-level pages of their current revision. */
    async tree() {
      const { organizations } = await client.request(Tree);
      return organizations.nodes.map((org) => ({
        id: org.id,
        title: org.title,
        spaces: org.spaces.nodes.map((space) => ({
          id: space.id,
          title: space.title,
          pages: space.currentRevision.pages.map((page) => ({ id: page.id, title: page.title, path: page.path })),
        })),
      }));
    },

    /** Opens a change request on a space (ids as the graph returns them). */
    async openChangeRequest(spaceId: string, subject: string) {
      const { createChangeRequest } = await client.request(OpenChangeRequest, { input: { spaceId, subject } });
      return payload(createChangeRequest, 'CreateChangeRequestPayload').changeRequest;
    },

    /** Replaces a page's markdown inside a change request (or the live content without one). */
    async editPage(input: { spaceId: string; pageId: string; changeRequestId?: string; markdown: string }) {
      const { updatePage } = await client.request(EditPage, { input });
      return payload(updatePage, 'UpdatePagePayload');
    },

    /**
     * Merges a change request. A conflict is an outcome, not a failure: `{ merged: false,
     * conflicts }` says which pages and fields changed on both sides.
     */
    async merge(spaceId: string, changeRequestId: string) {
      const { mergeChangeRequest } = await client.request(Merge, { input: { spaceId, changeRequestId } });
      const merged = payload(mergeChangeRequest, 'MergeChangeRequestPayload');
      return merged.result === 'CONFLICTS'
        ? { merged: false as const, conflicts: merged.conflicts }
        : { merged: true as const, revision: merged.revision, status: merged.changeRequest.status };
    },
  };
}
