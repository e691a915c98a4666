/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Outcome of a merge or an update. */
export type ChangeRequestMergeResult =
  /** Nothing committed: `conflicts` lists what changed on both sides. */
  | 'CONFLICTS'
  /** Merged: `revision` is the new space revision. */
  | 'MERGE'
  /** Updated: `revision` is the new head of the change request. */
  | 'UPDATE';

/** State of a change request. */
export type ChangeRequestStatus =
  /** Closed without merging. */
  | 'ARCHIVED'
  /** Work in progress. */
  | 'DRAFT'
  /** Merged into the space (set by a merge only). */
  | 'MERGED'
  /** Ready for review. */
  | 'OPEN';

/** Input of `createChangeRequest`. Opens a change request on the current content of the space (edit role). */
export type CreateChangeRequestInput = {
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
  /** At most 100 characters. */
  subject?: string | null | undefined;
};

/** Input of `mergeChangeRequest`. Three-way merge of the change request into the space (edit role). With conflicts nothing is merged. */
export type MergeChangeRequestInput = {
  /** Id or number. */
  changeRequestId: string | number;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
};

/** What a merge conflict is about. */
export type MergeConflictKind =
  /** A page attribute (title, slug...) changed differently on both sides. */
  | 'ATTRIBUTE'
  /** The same lines of a page changed on both sides. */
  | 'CONTENT'
  /** Deleted on one side, changed on the other. */
  | 'DELETED_AND_CHANGED'
  /** A file changed differently on both sides. */
  | 'FILE'
  /** A reusable content changed differently on both sides. */
  | 'REUSABLE_CONTENT';

/** Input of `updatePage`. Changes the title, emoji, description, visibility or body of a page; the slug and path stay. */
export type UpdatePageInput = {
  /** Edit inside this change request (id or number) instead of the live content. */
  changeRequestId?: string | number | null | undefined;
  /** null removes it. */
  description?: string | null | undefined;
  /** null removes it. */
  emoji?: string | null | undefined;
  /** Hide or show the page in the table of contents. */
  hidden?: boolean | null | undefined;
  /** The new target (link pages). */
  href?: string | null | undefined;
  /** The new body (document pages). */
  markdown?: string | null | undefined;
  /** Id of the page (its global id or its key; REST: path parameter). */
  pageId: string | number;
  /** Global id or REST key of the space (REST: path parameter). */
  spaceId: string | number;
  /** Keeps the slug and path (renamePage can change them). */
  title?: string | null | undefined;
};

export type ExampleTreeQueryVariables = Exact<{ [key: string]: never; }>;


export type ExampleTreeQuery = { organizations: { nodes: Array<{ id: string, title: string, spaces: { nodes: Array<{ id: string, title: string, currentRevision: { pages: Array<{ id: string, key: string, title: string, path: string | null }> } }> } }> } };

export type ExampleOpenChangeRequestMutationVariables = Exact<{
  input: CreateChangeRequestInput;
}>;


export type ExampleOpenChangeRequestMutation = { createChangeRequest:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'CreateChangeRequestPayload', changeRequest: { id: string, key: string, number: number } }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };

export type ExampleEditPageMutationVariables = Exact<{
  input: UpdatePageInput;
}>;


export type ExampleEditPageMutation = { updatePage:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
    | { __typename: 'UpdatePagePayload', revision: { key: string }, page: { id: string, title: string } }
   };

export type ExampleMergeMutationVariables = Exact<{
  input: MergeChangeRequestInput;
}>;


export type ExampleMergeMutation = { mergeChangeRequest:
    | { __typename: 'BadRequestError', message: string, status: number }
    | { __typename: 'ConflictError', message: string, status: number }
    | { __typename: 'ForbiddenError', message: string, status: number }
    | { __typename: 'MergeChangeRequestPayload', result: ChangeRequestMergeResult, revision: string, conflicts: Array<{ kind: MergeConflictKind, pageId: string | null, field: string | null, ours: string | null, theirs: string | null }>, changeRequest: { status: ChangeRequestStatus } }
    | { __typename: 'NotFoundError', message: string, status: number }
    | { __typename: 'PreconditionFailedError', message: string, status: number }
   };


export const ExampleTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExampleTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"spaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"currentRevision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExampleTreeQuery, ExampleTreeQueryVariables>;
export const ExampleOpenChangeRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExampleOpenChangeRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChangeRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChangeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChangeRequestPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ExampleOpenChangeRequestMutation, ExampleOpenChangeRequestMutationVariables>;
export const ExampleEditPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExampleEditPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePagePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ExampleEditPageMutation, ExampleEditPageMutationVariables>;
export const ExampleMergeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExampleMerge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MergeChangeRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeChangeRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MergeChangeRequestPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"pageId"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"ours"}},{"kind":"Field","name":{"kind":"Name","value":"theirs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BaseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ExampleMergeMutation, ExampleMergeMutationVariables>;