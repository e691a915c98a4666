/** Mutations on pages and files: each produces a new revision and returns it. */

import { builder, type InputFields } from '../../../graphql/builder.ts';
import { withDeletedId } from '../../../graphql/deletions.ts';
import { inputMutation, pathId } from '../../../graphql/fields.ts';
import { idOf } from '../../../graphql/global-ids.ts';
import type { Context } from '../../../request/context.ts';
import type { RevisionRow } from '../loaders.ts';
import { createPage, deletePage, movePage, pageById, renamePage, updatePage, uploadFile } from '../service.ts';
import { deletedFromRevision, RevisionFileRef, RevisionPageRef, RevisionPageTypeEnum, RevisionRef } from './refs.ts';

// ---------------------------------------------------------------------------------------------
// Mutations: each produces a new revision and returns it.

const PagePositionFields = (t: InputFields) => ({
  before: t.string({ description: 'Place right before this sibling page.' }),
  after: t.string({ description: 'Place right after this sibling page.' }),
});

const CreatePageInput = builder.inputType('CreatePageInput', {
  fields: (t) => ({
    spaceId: pathId(t, 'space'),
    changeRequestId: t.id(
      idOf({
        description: 'Edit inside this change request (id or number) instead of the live content.',
      }),
    ),
    type: t.field({ type: RevisionPageTypeEnum, description: 'Default DOCUMENT.' }),
    title: t.string({ required: true, description: '1 to 256 characters.' }),
    emoji: t.string({ description: 'Emoji of the page.' }),
    description: t.string({ description: 'At most 1000 characters.' }),
    hidden: t.boolean({ description: 'Hide the page from the table of contents.' }),
    markdown: t.string({ description: 'Document pages: the body (GFM), at most 1,000,000 characters.' }),
    href: t.string({ description: 'Link pages: the target URL.' }),
    slug: t.string({ description: 'Default: derived from the title.' }),
    parent: t.id(
      idOf({
        description:
          "Id of the parent page; null: top level; absent: the neighbour's parent with before/after, else top level.",
      }),
    ),
    ...PagePositionFields(t),
  }),
});

const UpdatePageInput = builder.inputType('UpdatePageInput', {
  fields: (t) => ({
    spaceId: pathId(t, 'space'),
    changeRequestId: t.id(
      idOf({
        description: 'Edit inside this change request (id or number) instead of the live content.',
      }),
    ),
    pageId: t.id(
      idOf({ description: 'Id of the page (its global id or its key; REST: path parameter).', required: true }),
    ),
    title: t.string({ description: 'Keeps the slug and path (renamePage can change them).' }),
    emoji: t.string({ description: 'null removes it.' }),
    description: t.string({ description: 'null removes it.' }),
    hidden: t.boolean({ description: 'Hide or show the page in the table of contents.' }),
    markdown: t.string({ description: 'The new body (document pages).' }),
    href: t.string({ description: 'The new target (link pages).' }),
  }),
});

const RenamePageInput = builder.inputType('RenamePageInput', {
  fields: (t) => ({
    spaceId: pathId(t, 'space'),
    changeRequestId: t.id(
      idOf({
        description: 'Edit inside this change request (id or number) instead of the live content.',
      }),
    ),
    pageId: t.id(
      idOf({ description: 'Id of the page (its global id or its key; REST: path parameter).', required: true }),
    ),
    title: t.string({ description: 'The new title (1 to 256 characters).', required: true }),
    slug: t.string({ description: 'A new slug (changes the path of the page and its sub-pages).' }),
    updateSlug: t.boolean({ description: 'Derive the slug again from the new title.' }),
  }),
});

const MovePageInput = builder.inputType('MovePageInput', {
  fields: (t) => ({
    spaceId: pathId(t, 'space'),
    changeRequestId: t.id(
      idOf({
        description: 'Edit inside this change request (id or number) instead of the live content.',
      }),
    ),
    pageId: t.id(
      idOf({ description: 'Id of the page (its global id or its key; REST: path parameter).', required: true }),
    ),
    parent: t.id(
      idOf({
        description:
          "New parent page id; null: top level; absent: the neighbour's parent with before/after, else the same parent.",
      }),
    ),
    ...PagePositionFields(t),
  }),
});

const DeletePageInput = builder.inputType('DeletePageInput', {
  fields: (t) => ({
    spaceId: pathId(t, 'space'),
    pageId: t.id(
      idOf({ description: 'Id of the page (its global id or its key; REST: path parameter).', required: true }),
    ),
    changeRequestId: t.id(idOf({ description: 'Delete inside this change request (id or number).' })),
  }),
});

const UploadFileInput = builder.inputType('UploadFileInput', {
  fields: (t) => ({
    spaceId: pathId(t, 'space'),
    changeRequestId: t.id(
      idOf({
        description: 'Edit inside this change request (id or number) instead of the live content.',
      }),
    ),
    name: t.string({ required: true, description: 'File name, at most 255 characters, no slashes.' }),
    contentBase64: t.string({ required: true, description: 'The bytes, base64 (at most 10 MiB decoded).' }),
    contentType: t.string({ description: 'Used only when the bytes do not tell (the type is sniffed).' }),
  }),
});

const pagePayload = (name: string) =>
  builder.simpleObject(name, {
    fields: (t) => ({
      revision: t.field({ type: RevisionRef, description: 'The new revision (now the current one).' }),
      page: t.field({ description: 'The page as it is in the new revision.', type: RevisionPageRef }),
    }),
  });

const CreatePagePayload = pagePayload('CreatePagePayload');
const UpdatePagePayload = pagePayload('UpdatePagePayload');
const RenamePagePayload = pagePayload('RenamePagePayload');
const MovePagePayload = pagePayload('MovePagePayload');
const DeletePagePayload = builder.simpleObject('DeletePagePayload', {
  fields: (t) => ({
    deleted: t.boolean({ description: 'False when there was no such page (no new revision then).' }),
    revision: t.field({ type: RevisionRef, nullable: true, description: 'The new revision, when a page was deleted.' }),
  }),
});
const UploadFilePayload = builder.simpleObject('UploadFilePayload', {
  fields: (t) => ({
    revision: t.field({ type: RevisionRef, description: 'The new revision, with the file.' }),
    file: t.field({ type: RevisionFileRef, description: 'The new file.' }),
  }),
});

const withPage = async (ctx: Context, edit: { revision: RevisionRow; result: string }) => ({
  revision: edit.revision,
  page: await pageById(ctx, edit.revision, edit.result),
});

builder.mutationFields((t) => ({
  createPage: inputMutation(t, {
    type: CreatePagePayload,
    description: 'Adds a page (edit role; not in a locked space).',
    input: CreatePageInput,
    resolve: async ({ spaceId, ...rest }, ctx) => withPage(ctx, await createPage(ctx, spaceId, rest)),
  }),
  updatePage: inputMutation(t, {
    description: 'Changes the title, emoji, description, visibility or body of a page; the slug and path stay.',
    type: UpdatePagePayload,
    input: UpdatePageInput,
    resolve: async ({ spaceId, pageId, ...rest }, ctx) => withPage(ctx, await updatePage(ctx, spaceId, pageId, rest)),
  }),
  renamePage: inputMutation(t, {
    type: RenamePagePayload,
    description: 'Changes the title; the slug and path stay unless `slug` or `updateSlug` is given.',
    input: RenamePageInput,
    resolve: async ({ spaceId, pageId, ...rest }, ctx) => withPage(ctx, await renamePage(ctx, spaceId, pageId, rest)),
  }),
  movePage: inputMutation(t, {
    type: MovePagePayload,
    description: 'Moves a page (with its sub-pages) under another parent and/or among its siblings.',
    input: MovePageInput,
    resolve: async ({ spaceId, pageId, ...rest }, ctx) => withPage(ctx, await movePage(ctx, spaceId, pageId, rest)),
  }),
  deletePage: inputMutation(t, {
    type: DeletePagePayload,
    description: 'Deletes a page and its sub-pages.',
    input: DeletePageInput,
    resolve: async ({ spaceId, pageId, changeRequestId }, ctx) =>
      deletedFromRevision('RevisionPage', pageId, await deletePage(ctx, spaceId, pageId, changeRequestId)),
  }),
  uploadFile: inputMutation(t, {
    type: UploadFilePayload,
    description: 'Adds a file (base64) to the content; its type is sniffed from the bytes.',
    input: UploadFileInput,
    resolve: async ({ spaceId, ...rest }, ctx) => {
      const { revision, result } = await uploadFile(ctx, spaceId, rest);
      return { revision, file: { file: result, revision } };
    },
  }),
}));

// Delete payloads name what they deleted (src/graphql/deletions.ts).
withDeletedId(DeletePagePayload);
