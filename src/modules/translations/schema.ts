import type { GlossaryEntry, TranslationSettings } from '../../generated/prisma/client.ts';
import { builder } from '../../graphql/builder.ts';
import { childList } from '../../graphql/connections.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { enumListColumn, inputMutation, pathId } from '../../graphql/fields.ts';
import { idOf } from '../../graphql/global-ids.ts';
import { url } from '../../request/context.ts';
import { OrganizationPermissions, OrganizationRef, organizationField } from '../organizations/schema.ts';
import { getGlossaryEntry, listGlossaryEntries, loadVisibleGlossaryEntry, updateGlossaryEntries } from './glossary.ts';
import { TRANSLATION_LANGUAGES } from './languages.ts';
import {
  createTranslationSettings,
  deleteTranslationSettings,
  getTranslationSettings,
  listTranslationSettings,
  loadVisibleTranslationSettings,
  translationSettingsPermissions,
  updateTranslationSettings,
} from './service.ts';

export const TranslationLanguageEnum = describedEnum(
  'TranslationLanguage',
  'Language codes of translations (GitBook’s TranslationLanguage codes; the REST value is the code).',
  TRANSLATION_LANGUAGES,
);

const TranslationSettingsPermissions = builder.simpleObject('TranslationSettingsPermissions', {
  description: 'What the caller may do with the translation settings.',
  fields: (t) => ({
    view: t.boolean({ description: 'The caller can read the settings (non-guest member).' }),
    edit: t.boolean({ description: 'The caller can change or delete them (organization admin).' }),
  }),
});

const TranslationSettingsUrls = builder.simpleObject('TranslationSettingsUrls', {
  description: 'Addresses of translation settings.',
  fields: (t) => ({ location: t.string({ description: 'The settings in the API.' }) }),
});

export const TranslationSettingsRef = builder.objectRef<TranslationSettings>('TranslationSettings');

builder.node(TranslationSettingsRef, {
  description: 'Translation settings of an organization: a title and target languages.',
  id: { resolve: (s) => s.id },
  loadOne: (id, ctx) => loadVisibleTranslationSettings(ctx, id),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The id used in REST paths.' }),
    object: t.string({
      description: 'Always `"translation-settings"` (REST discriminator).',
      resolve: () => 'translation-settings',
    }),
    title: t.exposeString('title', { description: '1 to 100 characters.' }),
    languages: enumListColumn(t, 'languages', TranslationLanguageEnum, 'Target languages.'),
    organizationId: t.exposeString('organizationId', { description: 'Id of the organization.' }),
    organization: organizationField(t),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the settings were created.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the settings last changed.' }),
    permissions: t.field({
      description: 'What the caller may do with them.',
      type: TranslationSettingsPermissions,
      resolve: (s, _, ctx) => translationSettingsPermissions(ctx, s),
    }),
    urls: t.field({
      description: 'Addresses of the settings.',
      type: TranslationSettingsUrls,
      resolve: (s, _, ctx) => ({ location: url(ctx, `/v1/orgs/${s.organizationId}/translations/${s.id}`) }),
    }),
  }),
});

builder.objectFields(OrganizationRef, (t) => ({
  translations: childList(
    t,
    TranslationSettingsRef,
    'Translation settings of the organization, oldest first (non-guest members).',
    listTranslationSettings,
  ),
  translation: t.field({
    type: TranslationSettingsRef,
    description: 'Translation settings by id (non-guest members).',
    args: {
      translationSettingsId: t.arg.id(
        idOf({
          description: 'Global id or REST key of the translation settings.',
          required: true,
        }),
      ),
    },
    resolve: (org, { translationSettingsId }, ctx) => getTranslationSettings(ctx, org.id, translationSettingsId),
  }),
}));

builder.objectFields(OrganizationPermissions, (t) => ({
  manageTranslations: t.exposeBoolean('admin', {
    description: 'The caller can create, change and delete translation settings (organization admins).',
  }),
}));

const CreateTranslationSettingsInput = builder.inputType('CreateTranslationSettingsInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    title: t.string({ required: true, description: '1 to 100 characters.' }),
    languages: t.field({
      type: [TranslationLanguageEnum],
      description: 'Target languages, without repeats (default none).',
    }),
  }),
});
const UpdateTranslationSettingsInput = builder.inputType('UpdateTranslationSettingsInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    translationSettingsId: pathId(t, 'translation settings'),
    title: t.string({ required: true, description: '1 to 100 characters.' }),
    languages: t.field({
      type: [TranslationLanguageEnum],
      description: 'Target languages, without repeats; absent: unchanged.',
    }),
  }),
});
const DeleteTranslationSettingsInput = builder.inputType('DeleteTranslationSettingsInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    translationSettingsId: pathId(t, 'translation settings'),
  }),
});

const payload = (name: string) =>
  builder.simpleObject(name, {
    fields: (t) => ({
      translationSettings: t.field({ type: TranslationSettingsRef, description: 'The settings after the change.' }),
    }),
  });
const CreateTranslationSettingsPayload = payload('CreateTranslationSettingsPayload');
const UpdateTranslationSettingsPayload = payload('UpdateTranslationSettingsPayload');
const DeleteTranslationSettingsPayload = builder.simpleObject('DeleteTranslationSettingsPayload', {
  fields: (t) => ({ deleted: t.boolean({ description: 'False when the settings did not exist.' }) }),
});

builder.mutationFields((t) => ({
  createTranslationSettings: inputMutation(t, {
    type: CreateTranslationSettingsPayload,
    description: 'Organization admins create translation settings.',
    input: CreateTranslationSettingsInput,
    resolve: async ({ organizationId, ...data }, ctx) => ({
      translationSettings: await createTranslationSettings(ctx, organizationId, data),
    }),
  }),
  updateTranslationSettings: inputMutation(t, {
    type: UpdateTranslationSettingsPayload,
    description: 'Organization admins replace the title (and the languages when given).',
    input: UpdateTranslationSettingsInput,
    resolve: async ({ organizationId, translationSettingsId, ...data }, ctx) => ({
      translationSettings: await updateTranslationSettings(ctx, organizationId, translationSettingsId, data),
    }),
  }),
  deleteTranslationSettings: inputMutation(t, {
    type: DeleteTranslationSettingsPayload,
    description: 'Organization admins delete translation settings.',
    input: DeleteTranslationSettingsInput,
    resolve: async (input, ctx) =>
      deletion(
        'TranslationSettings',
        input.translationSettingsId,
        (await deleteTranslationSettings(ctx, input.organizationId, input.translationSettingsId)).deleted,
      ),
  }),
}));

// Delete payloads name what they deleted (src/graphql/deletions.ts).
withDeletedId(DeleteTranslationSettingsPayload);

// ---------------------------------------------------------------------------------------------
// The translation glossary (./glossary.ts)

const GlossaryEntryUrls = builder.simpleObject('GlossaryEntryUrls', {
  description: 'Addresses of a glossary entry.',
  fields: (t) => ({ location: t.string({ description: 'The entry in the API.' }) }),
});

export const GlossaryEntryRef = builder.objectRef<GlossaryEntry>('GlossaryEntry');

builder.node(GlossaryEntryRef, {
  description: 'An entry of an organization’s translation glossary: one term in several languages.',
  id: { resolve: (e) => e.id },
  loadOne: (id, ctx) => loadVisibleGlossaryEntry(ctx, id),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The id used in REST paths and batch operations.' }),
    object: t.string({
      description: 'Always `"glossary-entry"` (REST discriminator).',
      resolve: () => 'glossary-entry',
    }),
    translations: t.field({
      type: 'JSON',
      description: 'The term by language code (`{ "en": "Workspace", "fr": "Espace de travail" }`).',
      resolve: (e) => e.translations,
    }),
    organizationId: t.exposeString('organizationId', { description: 'Id of the organization.' }),
    organization: organizationField(t),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the entry was created.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the entry last changed.' }),
    urls: t.field({
      description: 'Addresses of the entry.',
      type: GlossaryEntryUrls,
      resolve: (e, _, ctx) => ({
        location: url(ctx, `/v1/orgs/${e.organizationId}/translations-glossary/${e.id}`),
      }),
    }),
  }),
});

builder.objectFields(OrganizationRef, (t) => ({
  glossary: childList(
    t,
    GlossaryEntryRef,
    'Entries of the translation glossary, oldest first or by the term in one language (non-guest members).',
    listGlossaryEntries,
    {
      orderBy: t.arg({
        type: TranslationLanguageEnum,
        description: 'Sorts by the term in this language (entries without one last).',
      }),
    },
  ),
  glossaryEntry: t.field({
    type: GlossaryEntryRef,
    nullable: true,
    description: 'A glossary entry by id (non-guest members); null with an error when there is none.',
    args: {
      glossaryEntryId: t.arg.id(idOf({ description: 'Global id or REST key of the entry.', required: true })),
    },
    resolve: (org, { glossaryEntryId }, ctx) => getGlossaryEntry(ctx, org.id, glossaryEntryId),
  }),
}));

const GlossaryOperationTypeEnum = describedEnum('GlossaryOperationType', 'A change to a translation glossary.', {
  insert: 'Adds an entry (`translations`).',
  update: 'Replaces the terms of entry `id` (`translations`).',
  delete: 'Deletes entry `id`.',
});

const GlossaryBatchOperationInput = builder.inputType('GlossaryBatchOperationInput', {
  description: 'One change of a batch (GitBook’s GlossaryBatchOperation).',
  fields: (t) => ({
    type: t.field({ type: GlossaryOperationTypeEnum, required: true, description: 'What the change does.' }),
    id: t.id(idOf({ description: 'Global id or REST key of the entry updated or deleted.' })),
    translations: t.field({
      type: 'JSON',
      description: 'The terms by language code (insert, update): 1 to 255 characters on one line each.',
    }),
  }),
});

const UpdateGlossaryEntriesInput = builder.inputType('UpdateGlossaryEntriesInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    operations: t.field({
      type: [GlossaryBatchOperationInput],
      required: true,
      description: 'The changes, applied in order, all or nothing (at most 1000).',
    }),
  }),
});

const UpdateGlossaryEntriesPayload = builder.simpleObject('UpdateGlossaryEntriesPayload', {
  fields: (t) => ({
    entries: t.field({ type: [GlossaryEntryRef], description: 'The entries inserted and updated, in order.' }),
    deletedIds: t.stringList({ description: 'The ids of the entries deleted.' }),
  }),
});

builder.mutationFields((t) => ({
  updateGlossaryEntries: inputMutation(t, {
    type: UpdateGlossaryEntriesPayload,
    description: 'Organization admins insert, update and delete glossary entries in one batch.',
    input: UpdateGlossaryEntriesInput,
    resolve: ({ organizationId, operations }, ctx) =>
      updateGlossaryEntries(ctx, organizationId, {
        // GraphQL's nulls are absent fields in the batch's shape.
        operations: operations.map((op) => Object.fromEntries(Object.entries(op).filter(([, v]) => v != null))),
      }),
  }),
}));
