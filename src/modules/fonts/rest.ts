import { deleteDocument, LIST, mutationsReturning, shaped } from '../../rest/documents.ts';
import { deleteReply, route } from '../../rest/route.ts';

export const CUSTOM_FONT_FIELDS = /* GraphQL */ `
  fragment CustomFontFields on CustomFont {
    id: key custom fontFamily
    fontFaces { weight sources { url format } }
    permissions { edit }
  }
`;

const mutation = mutationsReturning('font', CUSTOM_FONT_FIELDS);
/** GitBook answers 201 for a create and an update alike. */
const answered201 = shaped({ 201: true }, (value: unknown) => ({ status: 201, body: value }));

export const fontRoutes = [
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/fonts',
    reader: false,
    summary: 'List all custom fonts',
    description:
      "Lists the organization's custom fonts, oldest first, each with its weights and the addresses of their files. Non-guest members may read them.",
    pick: 'fonts',
    operation: `query ($organizationId: ID!, $first: Int, $after: String) {
      organization(id: $organizationId) {
        fonts(first: $first, after: $after) { ${LIST} edges { node { ...CustomFontFields } } }
      }
    } ${CUSTOM_FONT_FIELDS}`,
  }),
  route({
    method: 'PUT',
    path: '/v1/orgs/{organizationId}/fonts',
    reader: false,
    summary: 'Create a custom font',
    description:
      "Creates a custom font: `fontFamily` and `fontFaces`, each a weight and the `storageKey` of a font file uploaded through `POST .../storage/upload` (within a day). One face has weight 400 (412 otherwise); a key naming no font file uploaded to the organization is 400. Needs the admin role. Answers 201; each face's file is then served at its `sources[].url`.",
    body: true,
    pick: 'font',
    reply: answered201,
    operation: mutation('createCustomFont', 'CreateCustomFontInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/fonts/{fontId}',
    reader: false,
    summary: 'Get a custom font by its ID',
    description: 'Returns one custom font of the organization. Non-guest members may read it.',
    pick: 'font',
    operation: `query ($organizationId: ID!, $fontId: ID!) {
      organization(id: $organizationId) { font(fontId: $fontId) { ...CustomFontFields } }
    } ${CUSTOM_FONT_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/fonts/{fontId}',
    reader: false,
    summary: 'Update a custom font',
    description:
      'Renames the font (`fontFamily`) and sets the weights `fontFaces` names to uploaded files (`storageKey`), or removes them (`storageKey: null`); other weights stay, and 400 cannot go (412). Sites using the font show the change. Needs the admin role. Answers 201, as GitBook does.',
    body: true,
    pick: 'font',
    reply: answered201,
    operation: mutation('updateCustomFont', 'UpdateCustomFontInput'),
  }),
  route({
    method: 'DELETE',
    path: '/v1/orgs/{organizationId}/fonts/{fontId}',
    reader: false,
    summary: 'Delete a custom font',
    description:
      'Deletes a custom font; sites whose customization picked it show their default font. Needs the admin role. Answers 205 when deleted, 204 when there was nothing to delete.',
    reply: deleteReply,
    operation: deleteDocument('deleteCustomFont', 'DeleteCustomFontInput'),
  }),
];
