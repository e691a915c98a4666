import { created, deleteDocument, LIST, mutationsReturning } from '../../rest/documents.ts';
import { deleteReply, route } from '../../rest/route.ts';

export const TRANSLATION_SETTINGS_FIELDS = /* GraphQL */ `
  fragment TranslationSettingsFields on TranslationSettings {
    object id: key title languages createdAt updatedAt
    permissions { view edit }
    urls { location }
  }
`;

const mutation = mutationsReturning('translationSettings', TRANSLATION_SETTINGS_FIELDS);

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
];
