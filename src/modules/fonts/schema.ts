import { builder } from '../../graphql/builder.ts';
import { childList } from '../../graphql/connections.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { inputMutation, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { OrganizationPermissions, OrganizationRef, organizationField } from '../organizations/schema.ts';
import { FONT_TYPES } from '../storage/kinds.ts';
import { faceUrl } from './files.ts';
import type { FontWithFaces } from './loaders.ts';
import {
  createCustomFont,
  customFontPermissions,
  deleteCustomFont,
  getCustomFont,
  listCustomFonts,
  loadVisibleCustomFont,
  updateCustomFont,
} from './service.ts';

type Face = FontWithFaces['faces'][number];

const FontSourceFormatEnum = describedEnum('FontSourceFormat', 'The format of a font file, for CSS `format()`.', {
  woff2: 'WOFF2 (what browsers prefer).',
  woff: 'WOFF.',
});

const FontSource = builder.objectRef<Face>('FontSource').implement({
  description: 'A font file of a face: where browsers load it from, and its format.',
  fields: (t) => ({
    url: t.string({
      description: 'Where the file is served, without a token (cached for a year: a new file is a new address).',
      resolve: (face, _, ctx) => faceUrl(ctx.config, face),
    }),
    format: t.field({
      type: FontSourceFormatEnum,
      nullable: true,
      description: 'woff2 or woff; null for a TrueType or OpenType file (GitBook’s format names neither).',
      resolve: (face) => {
        const format = FONT_TYPES[face.contentType]?.format;
        return format === 'woff2' || format === 'woff' ? format : null;
      },
    }),
  }),
});

const FontFace = builder.objectRef<Face>('FontFace').implement({
  description: 'A weight of a custom font and its file.',
  fields: (t) => ({
    weight: t.exposeInt('weight', { description: '1 to 1000 (400 regular, 700 bold).' }),
    sources: t.field({ type: [FontSource], description: 'Its file (one).', resolve: (face) => [face] }),
    storageKey: t.exposeString('storageKey', { description: 'The storage key its file was uploaded under.' }),
    contentType: t.exposeString('contentType', {
      description: 'The file’s media type: font/woff2, font/woff, font/ttf or font/otf.',
    }),
    size: t.exposeInt('size', { description: 'The file’s size in bytes.' }),
  }),
});

const CustomFontPermissions = builder.simpleObject('CustomFontPermissions', {
  description: 'What the caller may do with the font.',
  fields: (t) => ({ edit: t.boolean({ description: 'The caller can change or delete it (organization admin).' }) }),
});

export const CustomFontRef = builder.objectRef<FontWithFaces>('CustomFont');

builder.node(CustomFontRef, {
  description:
    'A custom font of an organization: a family and its weights, each a file Quire stores and serves. Sites pick it in their customization (`styling.font`).',
  id: { resolve: (f) => f.id },
  loadOne: (id, ctx) => loadVisibleCustomFont(ctx, id),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The id used in REST paths and in customizations.' }),
    custom: t.boolean({
      description: 'Always true: a font of the organization, not a default one.',
      resolve: () => true,
    }),
    fontFamily: t.exposeString('fontFamily', { description: 'The family name, 1 to 50 characters.' }),
    fontFaces: t.field({ type: [FontFace], description: 'Its weights, lightest first.', resolve: (f) => f.faces }),
    organizationId: t.exposeString('organizationId', { description: 'Id of the organization.' }),
    organization: organizationField(t),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the font was created.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the font last changed.' }),
    permissions: t.field({
      type: CustomFontPermissions,
      description: 'What the caller may do with it.',
      resolve: (f, _, ctx) => customFontPermissions(ctx, f),
    }),
  }),
});

builder.objectFields(OrganizationRef, (t) => ({
  fonts: childList(
    t,
    CustomFontRef,
    'Custom fonts of the organization, oldest first (non-guest members).',
    listCustomFonts,
  ),
  font: t.field({
    type: CustomFontRef,
    nullable: true,
    description: 'A custom font by id (non-guest members); null with an error when there is none.',
    args: {
      fontId: t.arg.id(idOf({ description: 'Global id or REST key of the custom font.', required: true })),
    },
    resolve: (org, { fontId }, ctx) => getCustomFont(ctx, org.id, fontId),
  }),
}));

builder.objectFields(OrganizationPermissions, (t) => ({
  manageFonts: t.exposeBoolean('admin', {
    description: 'The caller can upload, change and delete custom fonts (organization admins).',
  }),
}));

const CustomFontFaceInput = builder.inputType('CustomFontFaceInput', {
  description: 'A weight of a font and its uploaded file.',
  fields: (t) => ({
    weight: t.int({ required: true, description: '1 to 1000; a font has 400 (regular).' }),
    storageKey: t.string({
      required: true,
      description: 'The `key` of a font file uploaded through `generateStorageUploadURL` (within a day).',
    }),
  }),
});
const CustomFontFaceChangeInput = builder.inputType('CustomFontFaceChangeInput', {
  description: 'A weight to set to an uploaded file, or to remove (`storageKey: null`).',
  fields: (t) => ({
    weight: t.int({ required: true, description: '1 to 1000.' }),
    storageKey: t.string({ description: 'The uploaded file’s key; null removes the weight (400 cannot go).' }),
  }),
});

const CreateCustomFontInput = builder.inputType('CreateCustomFontInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    fontFamily: t.string({ required: true, description: '1 to 50 characters.' }),
    fontFaces: t.field({
      type: [CustomFontFaceInput],
      required: true,
      description: 'Its weights, without repeats; one is 400 (412 otherwise).',
    }),
  }),
});
const UpdateCustomFontInput = builder.inputType('UpdateCustomFontInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    fontId: pathId(t, 'custom font'),
    fontFamily: t.string({ description: '1 to 50 characters; absent: unchanged.' }),
    fontFaces: t.field({
      type: [CustomFontFaceChangeInput],
      description: 'Weights to set or remove; the others stay.',
    }),
  }),
});
const DeleteCustomFontInput = builder.inputType('DeleteCustomFontInput', {
  fields: (t) => ({ organizationId: pathId(t, 'organization'), fontId: pathId(t, 'custom font') }),
});

const payload = (name: string) =>
  builder.simpleObject(name, {
    fields: (t) => ({ font: t.field({ type: CustomFontRef, description: 'The font after the change.' }) }),
  });
const DeleteCustomFontPayload = builder.simpleObject('DeleteCustomFontPayload', {
  fields: (t) => ({ deleted: t.boolean({ description: 'False when the font did not exist.' }) }),
});

builder.mutationFields((t) => ({
  createCustomFont: inputMutation(t, {
    type: payload('CreateCustomFontPayload'),
    description: 'Organization admins create a custom font from uploaded font files.',
    input: CreateCustomFontInput,
    resolve: async ({ organizationId, ...data }, ctx) => ({ font: await createCustomFont(ctx, organizationId, data) }),
  }),
  updateCustomFont: inputMutation(t, {
    type: payload('UpdateCustomFontPayload'),
    description: 'Organization admins rename a custom font, or set or remove its weights.',
    input: UpdateCustomFontInput,
    resolve: async ({ organizationId, fontId, ...data }, ctx) => ({
      font: await updateCustomFont(ctx, organizationId, fontId, data),
    }),
  }),
  deleteCustomFont: inputMutation(t, {
    type: DeleteCustomFontPayload,
    description: 'Organization admins delete a custom font; sites that used it show their default font.',
    input: DeleteCustomFontInput,
    resolve: async ({ organizationId, fontId }, ctx) =>
      deletion('CustomFont', fontId, (await deleteCustomFont(ctx, organizationId, fontId)).deleted),
  }),
}));

withDeletedId(DeleteCustomFontPayload);
