/**
 * GitBook's batch of content changes on a change request (`POST {CR}/content`): the GraphQL
 * mutation over `applyContentChanges` (src/modules/content/batch.ts), answering the change request
 * after the batch, one outcome per affected page, and the inserted files.
 */
import { builder } from '../../graphql/builder.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { inputMutation, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { url } from '../../request/context.ts';
import { applyContentChanges } from '../content/batch.ts';
import { RevisionFileRef } from '../content/graphql/refs.ts';
import { ChangeRequestRef } from './schema.ts';
import { getChangeRequest } from './service.ts';

const ContentChangeOperationEnum = describedEnum('ContentChangeOperation', 'What a change of a content batch does.', {
  update_page: "Change a page's metadata, document or place (`page`; `into` and `at` move it).",
  insert_page: 'Add a page with `document` (title from `title`, else its leading heading), under `into` at `at`.',
  delete_page: 'Delete a page (`page`) and its sub-pages.',
  insert_files: 'Add files (`files`, base64, at most 1 MiB each).',
});

const ContentBatchFileInput = builder.inputType('ContentBatchFileInput', {
  description: 'A file of an `insert_files` change.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'File name with its extension, 1 to 256 characters.' }),
    contentType: t.string({ description: 'MIME type, used when the bytes do not tell.' }),
    base64: t.string({ required: true, description: 'The bytes, base64 (at most 1 MiB decoded).' }),
  }),
});

const ContentChangeInput = builder.inputType('ContentChangeInput', {
  description: 'One change of a content batch; which fields apply depends on `operation`.',
  fields: (t) => ({
    operation: t.field({ type: ContentChangeOperationEnum, required: true, description: 'What the change does.' }),
    page: t.string({ description: 'update_page, delete_page: the id of the page.' }),
    title: t.string({ description: 'The title (1 to 256 characters).' }),
    slug: t.string({ description: 'The slug in its parent (at most 100 characters); default: from the title.' }),
    emoji: t.string({ description: 'The emoji; null removes it.' }),
    hidden: t.boolean({ description: 'Hide the page from the table of contents.' }),
    document: t.field({
      type: 'JSON',
      description: "The page's document: `{ markdown }`, or `{ document }` (GitBook's JSON document).",
    }),
    into: t.string({
      description: 'The parent page id; null: the top level (update_page); absent: unchanged, or the top level.',
    }),
    at: t.int({ description: 'Zero-based index among the new siblings; absent: unchanged, or at the end.' }),
    files: t.field({ type: [ContentBatchFileInput], description: 'insert_files: 1 to 20 files.' }),
  }),
});

const UpdateChangeRequestContentInput = builder.inputType('UpdateChangeRequestContentInput', {
  fields: (t) => ({
    spaceId: pathId(t, 'space'),
    changeRequestId: t.id(idOf({ required: true, description: 'Id or number of the change request.' })),
    changes: t.field({
      type: [ContentChangeInput],
      required: true,
      description: '1 to 50 changes, applied in order as one revision (all or none).',
    }),
  }),
});

const ContentChangeOutcome = builder.simpleObject('ContentChangeOutcome', {
  description: 'A page a content batch created, updated or deleted.',
  fields: (t) => ({
    kind: t.string({ description: '`created_page`, `updated_page` or `deleted_page`.' }),
    page: t.string({ description: 'The id of the page.' }),
    location: t.string({
      nullable: true,
      description: 'The API URL of the page in the change request; null for a deleted page.',
    }),
  }),
});

const UpdateChangeRequestContentPayload = builder.simpleObject('UpdateChangeRequestContentPayload', {
  fields: (t) => ({
    changeRequest: t.field({ type: ChangeRequestRef, description: 'The change request after the batch.' }),
    changes: t.field({
      type: [ContentChangeOutcome],
      description: 'One per affected page, in the order the batch first touched it.',
    }),
    insertedFiles: t.field({ type: [RevisionFileRef], description: 'The files the batch added, in order.' }),
  }),
});

builder.mutationFields((t) => ({
  updateChangeRequestContent: inputMutation(t, {
    type: UpdateChangeRequestContentPayload,
    description:
      "Applies a batch of page and file changes to a change request's content as one new revision (edit role; not merged or archived).",
    input: UpdateChangeRequestContentInput,
    resolve: async ({ spaceId, changeRequestId, changes }, ctx) => {
      const { revision, result } = await applyContentChanges(ctx, spaceId, changeRequestId, { changes });
      const changeRequest = await getChangeRequest(ctx, spaceId, changeRequestId);
      const pages = `/v1/spaces/${changeRequest.spaceId}/change-requests/${changeRequest.id}/content/page/`;
      return {
        changeRequest,
        changes: result.outcomes.map((o) => ({
          kind: o.kind,
          page: o.pageId,
          location: o.kind === 'deleted_page' ? null : url(ctx, pages + o.pageId),
        })),
        insertedFiles: result.insertedFiles.map((file) => ({ file, revision })),
      };
    },
  }),
}));
