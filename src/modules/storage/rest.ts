import { mutationDocument, shaped } from '../../rest/documents.ts';
import { route } from '../../rest/route.ts';

export const storageRoutes = [
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/storage/upload',
    reader: false,
    summary: 'Create a signed URL to upload a file',
    description:
      "Declares a file to upload (`file`: name, type, size; `kind`) and answers `url`, where to PUT its bytes within an hour (no token: the URL is the credential), and `key`, which names the file afterwards (a custom font's `storageKey`, for a day). Quire stores `customization_font` files only (WOFF2, WOFF, TrueType or OpenType, at most 10 MiB; the bytes must be a font of the declared size): other kinds are 400. Needs the admin role. Answers 201.",
    body: true,
    pick: 'upload',
    reply: shaped({ 201: true }, (value: unknown) => ({ status: 201, body: value })),
    operation: mutationDocument('generateStorageUploadURL', 'GenerateStorageUploadURLInput', {
      select: 'upload { object url key }',
    }),
  }),
];
