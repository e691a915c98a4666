/**
 * Content edits through GraphQL, for tests that need an edit done rather than its answer examined:
 *
 *   await edit(s, editor, 'updatePage', { spaceId, changeRequestId, pageId, markdown: 'New.\n' });
 *
 * runs the mutation and throws with its answer unless it is the mutation's payload
 * (`UpdatePagePayload`). Inputs are the schema's input types (typed by test/gql); the document
 * is written from the mutation's name, which only the mutations listed here may take.
 */
import type {
  DeletePageInput,
  MovePageInput,
  RenamePageInput,
  UpdatePageInput,
  UploadFileInput,
} from '../gql/graphql.ts';
import type { Base, Caller } from './fixtures.ts';
import { graphqlClient } from './http.ts';

/** The mutations `edit` runs, with their inputs. */
export interface Edits {
  updatePage: UpdatePageInput;
  renamePage: RenamePageInput;
  movePage: MovePageInput;
  deletePage: DeletePageInput;
  uploadFile: UploadFileInput;
}

/** Runs the mutation `name` as `as`; throws with the answer unless it is `<Name>Payload`. */
export async function edit<N extends keyof Edits>(s: Base, as: Caller, name: N, input: Edits[N]): Promise<void> {
  const type = name.charAt(0).toUpperCase() + name.slice(1);
  const res = await graphqlClient(s.baseUrl, as.token).request<Record<string, { __typename: string }>>(
    `mutation ($input: ${type}Input!) { ${name}(input: $input) { __typename ... on BaseError { message status } } }`,
    { input },
  );
  const answer = res[name];
  if (answer?.__typename !== `${type}Payload`) throw new Error(`${name}: ${JSON.stringify(answer)}`);
}
