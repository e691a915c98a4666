import { builder } from '../../graphql/builder.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { inputMutation, pathId } from '../../graphql/fields.ts';
import { MAX_FONT_BYTES } from './kinds.ts';
import { generateUploadURL, type UploadURL } from './service.ts';

const StorageUploadKindEnum = describedEnum('StorageUploadKind', 'What an uploaded file is for (GitBook’s kinds).', {
  customization_font: 'A custom font’s file (WOFF2, WOFF, TrueType or OpenType): the one kind Quire stores.',
  import_file: 'A file to import (GitBook’s cloud imports): refused, imports take their file in their request.',
  organization_file: 'A file of the organization (a GitBook cloud feature): refused.',
});

const StorageFileMetadataInput = builder.inputType('StorageFileMetadataInput', {
  description: 'The file to upload, as the client declares it.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Its file name (a font: .woff2, .woff, .ttf or .otf).' }),
    type: t.string({ required: true, description: 'Its media type (e.g. `font/woff2`).' }),
    size: t.int({ required: true, description: `Its size in bytes (a font: at most ${MAX_FONT_BYTES}).` }),
  }),
});

const GenerateStorageUploadURLInput = builder.inputType('GenerateStorageUploadURLInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    file: t.field({ type: StorageFileMetadataInput, required: true, description: 'The file to upload.' }),
    kind: t.field({ type: StorageUploadKindEnum, required: true, description: 'What the file is for.' }),
  }),
});

const StorageUploadURL = builder.objectRef<UploadURL>('StorageUploadURL').implement({
  description: 'Where to upload a file (PUT its bytes, within an hour) and the key that names it afterwards.',
  fields: (t) => ({
    object: t.exposeString('object', { description: 'Always `"storage-signed-url"` (REST discriminator).' }),
    url: t.exposeString('url', {
      description: 'PUT the file’s bytes here, without a token: the URL is the credential (one upload).',
    }),
    key: t.exposeString('key', {
      description: 'Names the uploaded file in a later write (a custom font’s `storageKey`), for a day.',
    }),
  }),
});

const GenerateStorageUploadURLPayload = builder.simpleObject('GenerateStorageUploadURLPayload', {
  fields: (t) => ({ upload: t.field({ type: StorageUploadURL, description: 'Where to upload, and the key.' }) }),
});

builder.mutationFields((t) => ({
  generateStorageUploadURL: inputMutation(t, {
    type: GenerateStorageUploadURLPayload,
    description:
      'Organization admins declare a file to upload to Quire’s storage (a custom font’s file) and get the URL to PUT it to.',
    input: GenerateStorageUploadURLInput,
    resolve: async ({ organizationId, ...data }, ctx) => ({
      upload: await generateUploadURL(ctx, organizationId, data),
    }),
  }),
}));
