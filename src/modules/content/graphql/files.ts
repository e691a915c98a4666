/** Files and reusable contents of a revision. */

import { servedDocument } from '../../../engine/block-keys.ts';
import { NotFoundError } from '../../../errors.ts';
import { builder } from '../../../graphql/builder.ts';
import { offerStream } from '../../../rest/documents.ts';
import { blobStream } from '../blobs.ts';
import { blobByHash, documentByHash } from '../loaders.ts';
import { fileById, reusableContentById } from '../service.ts';
import { downloadURL } from '../shapes.ts';
import { orNull, RevisionFileRef, RevisionReusableContentRef, readableRevision } from './refs.ts';

export const FileDimensions = builder.simpleObject('FileDimensions', {
  description: 'Size of an image, in pixels.',
  fields: (t) => ({
    width: t.int({ description: 'Width in pixels.' }),
    height: t.int({ description: 'Height in pixels.' }),
  }),
});

builder.node(RevisionFileRef, {
  description: 'A file of a revision (bytes stored once per content hash). Its global id names the revision.',
  id: { resolve: ({ file, revision }) => `${revision.id}/${file.id}` },
  loadOne: async (id, ctx) => {
    const found = await readableRevision(ctx, id);
    if (!found) return null;
    const file = await orNull(fileById(ctx, found.revision, found.key));
    return file && { file, revision: found.revision };
  },
  fields: (t) => ({
    key: t.string({
      description: 'The file id used in REST paths (stable across revisions).',
      resolve: ({ file }) => file.id,
    }),
    name: t.string({ description: 'File name, with its extension.', resolve: ({ file }) => file.name }),
    contentType: t.string({ description: 'Sniffed from the bytes.', resolve: ({ file }) => file.contentType }),
    downloadURL: t.string({
      description: 'URL that serves the bytes of the file.',
      resolve: ({ file, revision }, _, ctx) => downloadURL(ctx, revision.spaceId, file, revision.id),
    }),
    size: t.int({ description: 'In bytes.', resolve: ({ file }) => file.size }),
    dimensions: t.field({
      type: FileDimensions,
      nullable: true,
      description: 'Images only.',
      resolve: ({ file }) => file.dimensions ?? null,
    }),
    streamContent: t.int({
      description:
        'The length of the bytes, in bytes. For the REST download that selects it, the bytes themselves are ' +
        'streamed from storage as the response body (over /graphql, `contentBase64` carries them).',
      resolve: async ({ file }, _, ctx) => {
        const stream = await blobStream(ctx, file.hash);
        if (!stream) throw new NotFoundError(`The content of file '${file.id}' is missing`);
        offerStream(ctx.request, stream);
        return stream.length;
      },
    }),
    contentBase64: t.string({
      description: 'The bytes, base64 (REST serves them raw at downloadURL).',
      resolve: async ({ file }, _, ctx) => {
        const bytes = await blobByHash(ctx).load(file.hash);
        if (!bytes) throw new NotFoundError(`The content of file '${file.id}' is missing`);
        return Buffer.from(bytes).toString('base64');
      },
    }),
  }),
});

builder.node(RevisionReusableContentRef, {
  description: 'A block of content reused across pages of a revision. Its global id names the revision.',
  id: { resolve: ({ content, revision }) => `${revision.id}/${content.id}` },
  loadOne: async (id, ctx) => {
    const found = await readableRevision(ctx, id);
    if (!found) return null;
    const content = await orNull(reusableContentById(ctx, found.revision, found.key));
    return content && { content, revision: found.revision };
  },
  fields: (t) => ({
    key: t.string({ description: 'The reusable content id used in REST paths.', resolve: ({ content }) => content.id }),
    title: t.string({ description: 'Title of the reusable content.', resolve: ({ content }) => content.title }),
    document: t.string({
      nullable: true,
      description: 'Id of the document with the content.',
      resolve: ({ content }) => content.document ?? null,
    }),
    documentJson: t.field({
      type: 'JSON',
      description: "The content as GitBook's JSON document (with block keys).",
      resolve: async ({ content }, _, ctx) =>
        servedDocument(content.document ? ((await documentByHash(ctx).load(content.document)) ?? '') : ''),
    }),
  }),
});
