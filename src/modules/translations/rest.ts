import { created, deleteDocument, LIST, mutationDocument, mutationsReturning, shaped } from '../../rest/documents.ts';
import { deleteReply, route } from '../../rest/route.ts';

export const TRANSLATION_SETTINGS_FIELDS = /* GraphQL */ `
  fragment TranslationSettingsFields on TranslationSettings {
    object id: key title languages createdAt updatedAt
    permissions { view edit }
    urls { location }
  }
`;

const mutation = mutationsReturning('translationSettings', TRANSLATION_SETTINGS_FIELDS);

export const GLOSSARY_ENTRY_FIELDS = /* GraphQL */ `
  fragment GlossaryEntryFields on GlossaryEntry {
    object id: key translations createdAt updatedAt
    urls { location }
  }
`;

// The seeds' translation settings, not GitBook's current `Translation` resource (differences.md §3).
export const translationRoutes = [
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/translations',
    reader: false,
    summary: 'List the translation settings of an organization',
    description:
      'Lists the translation settings (`{ title, languages }`) of the organization, oldest first. Non-guest members may read them.',
    pick: 'translations',
    operation: `query ($organizationId: ID!, $first: Int, $after: String) {
      organization(id: $organizationId) {
        translations(first: $first, after: $after) { ${LIST} edges { node { ...TranslationSettingsFields } } }
      }
    } ${TRANSLATION_SETTINGS_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/translations',
    reader: false,
    summary: 'Create translation settings',
    description:
      'Creates translation settings with a title and target languages. Needs the admin role. Answers 201. Quire stores them; it runs no translation engine.',
    body: true,
    pick: 'translationSettings',
    reply: created,
    operation: mutation('createTranslationSettings', 'CreateTranslationSettingsInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/translations/{translationSettingsId}',
    reader: false,
    summary: 'Get translation settings by their ID',
    description: 'Returns one translation settings resource of the organization. Non-guest members may read it.',
    pick: 'translation',
    operation: `query ($organizationId: ID!, $translationSettingsId: ID!) {
      organization(id: $organizationId) { translation(translationSettingsId: $translationSettingsId) { ...TranslationSettingsFields } }
    } ${TRANSLATION_SETTINGS_FIELDS}`,
  }),
  route({
    method: 'PUT',
    path: '/v1/orgs/{organizationId}/translations/{translationSettingsId}',
    reader: false,
    summary: 'Update translation settings',
    description: 'Replaces the title, and the languages when given. Needs the admin role.',
    body: true,
    pick: 'translationSettings',
    operation: mutation('updateTranslationSettings', 'UpdateTranslationSettingsInput'),
  }),
  route({
    method: 'DELETE',
    path: '/v1/orgs/{organizationId}/translations/{translationSettingsId}',
    reader: false,
    summary: 'Delete translation settings',
    description:
      'Deletes translation settings. Needs the admin role. Answers 205 when deleted, 204 when there was nothing to delete.',
    reply: deleteReply,
    operation: deleteDocument('deleteTranslationSettings', 'DeleteTranslationSettingsInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/translations-glossary',
    reader: false,
    summary: 'List glossary entries',
    description:
      "Lists the entries of the organization's translation glossary (each a term by language code), oldest first, or by the term in the language `orderBy` names (entries without one last). Non-guest members may read it.",
    query: { orderBy: 'string' },
    pick: 'glossary',
    operation: `query ($organizationId: ID!, $first: Int, $after: String, $orderBy: TranslationLanguage) {
      organization(id: $organizationId) {
        glossary(first: $first, after: $after, orderBy: $orderBy) { ${LIST} edges { node { ...GlossaryEntryFields } } }
      }
    } ${GLOSSARY_ENTRY_FIELDS}`,
  }),
  route({
    method: 'PUT',
    path: '/v1/orgs/{organizationId}/translations-glossary',
    reader: false,
    summary: 'Update glossary entries',
    description:
      'Applies `operations` to the glossary in order, all or nothing: `insert` (`translations`), `update` (replaces the terms of entry `id`), `delete` (entry `id`). Keys of `translations` are language codes; terms are 1 to 255 characters on one line; an id naming no entry is 400. Needs the admin role. Answers 204.',
    body: true,
    reply: shaped({ 204: false }, () => ({ status: 204 })),
    operation: mutationDocument('updateGlossaryEntries', 'UpdateGlossaryEntriesInput', { select: 'deletedIds' }),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/translations-glossary/{glossaryEntryId}',
    reader: false,
    summary: 'Get a glossary entry by its ID',
    description: "Returns one entry of the organization's translation glossary. Non-guest members may read it.",
    pick: 'glossaryEntry',
    operation: `query ($organizationId: ID!, $glossaryEntryId: ID!) {
      organization(id: $organizationId) { glossaryEntry(glossaryEntryId: $glossaryEntryId) { ...GlossaryEntryFields } }
    } ${GLOSSARY_ENTRY_FIELDS}`,
  }),
];
