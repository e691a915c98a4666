/** Mutations on reusable contents: each produces a new revision and returns it. */

import type { TreeReusableContent } from '../../../engine/tree.ts';
import { builder, type InputFields } from '../../../graphql/builder.ts';
import { withDeletedId } from '../../../graphql/deletions.ts';
import { inputMutation, pathId } from '../../../graphql/fields.ts';
import { idOf } from '../../../graphql/global-ids.ts';
import type { RevisionRow } from '../loaders.ts';
import { createReusableContent, deleteReusableContent, updateReusableContent } from '../service.ts';
import { deletedFromRevision, RevisionRef, RevisionReusableContentRef } from './refs.ts';

const IN_CHANGE_REQUEST = 'Edit inside this change request (id or number) instead of the live content.';
/** The space and, optionally, the change request an edit goes to. */
const editIn = (t: InputFields) => ({
  spaceId: pathId(t, 'space'),
  changeRequestId: t.id(idOf({ description: IN_CHANGE_REQUEST })),
});
/** The reusable content an edit is about, and where. */
const reusableContentIds = (t: InputFields) => ({
  ...editIn(t),
  reusableContentId: t.id(
    idOf({
      description: 'Id of the reusable content (its global id or its key; REST: path parameter).',
      required: true,
    }),
  ),
});
const CreateReusableContentInput = builder.inputType('CreateReusableContentInput', {
  fields: (t) => ({
    ...editIn(t),
    title: t.string({ required: true, description: '1 to 256 characters.' }),
    markdown: t.string({ description: 'The content, as markdown.' }),
  }),
});
const UpdateReusableContentInput = builder.inputType('UpdateReusableContentInput', {
  fields: (t) => ({
    ...reusableContentIds(t),
    title: t.string({ description: 'The new title (1 to 256 characters).' }),
    markdown: t.string({ description: 'New content (empty: an empty document).' }),
  }),
});
const DeleteReusableContentInput = builder.inputType('DeleteReusableContentInput', {
  fields: (t) => ({
    ...reusableContentIds(t),
  }),
});
const reusablePayload = (name: string) =>
  builder.simpleObject(name, {
    fields: (t) => ({
      revision: t.field({ type: RevisionRef, description: 'The new revision.' }),
      reusableContent: t.field({
        description: 'The reusable content as it is in the new revision.',
        type: RevisionReusableContentRef,
      }),
    }),
  });
const CreateReusableContentPayload = reusablePayload('CreateReusableContentPayload');
const UpdateReusableContentPayload = reusablePayload('UpdateReusableContentPayload');
const DeleteReusableContentPayload = builder.simpleObject('DeleteReusableContentPayload', {
  fields: (t) => ({
    deleted: t.boolean({ description: 'False when there was no such reusable content (no new revision then).' }),
    revision: t.field({
      description: 'The new revision, when a reusable content was deleted.',
      type: RevisionRef,
      nullable: true,
    }),
  }),
});
const withReusable = (edit: { revision: RevisionRow; result: TreeReusableContent }) => ({
  revision: edit.revision,
  reusableContent: { content: edit.result, revision: edit.revision },
});

builder.mutationFields((t) => ({
  createReusableContent: inputMutation(t, {
    type: CreateReusableContentPayload,
    description: 'Adds a reusable content (edit role; a new revision, or a commit in the change request).',
    input: CreateReusableContentInput,
    resolve: async ({ spaceId, ...rest }, ctx) => withReusable(await createReusableContent(ctx, spaceId, rest)),
  }),
  updateReusableContent: inputMutation(t, {
    type: UpdateReusableContentPayload,
    description: 'Changes the title or the markdown of a reusable content.',
    input: UpdateReusableContentInput,
    resolve: async ({ spaceId, reusableContentId, ...rest }, ctx) =>
      withReusable(await updateReusableContent(ctx, spaceId, reusableContentId, rest)),
  }),
  deleteReusableContent: inputMutation(t, {
    description: 'Deletes a reusable content (edit role; a new revision, or a commit in the change request).',
    type: DeleteReusableContentPayload,
    input: DeleteReusableContentInput,
    resolve: async ({ spaceId, reusableContentId, changeRequestId }, ctx) =>
      deletedFromRevision(
        'RevisionReusableContent',
        reusableContentId,
        await deleteReusableContent(ctx, spaceId, reusableContentId, changeRequestId),
      ),
  }),
}));

// Delete payloads name what they deleted (src/graphql/deletions.ts).
withDeletedId(DeleteReusableContentPayload);
