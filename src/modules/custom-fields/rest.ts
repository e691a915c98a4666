import { created, deleteDocument, LIST, mutationDocument, mutationsReturning, shaped } from '../../rest/documents.ts';
import { deleteReply, route } from '../../rest/route.ts';

// Custom fields are seed endpoints that GitBook's current OpenAPI document no longer has.
export const CUSTOM_FIELD_FIELDS = /* GraphQL */ `
  fragment CustomFieldFields on CustomField {
    id: key name title description type placeholder options createdAt updatedAt
    urls { location }
    permissions { view edit }
  }
`;

const mutation = mutationsReturning('customField', CUSTOM_FIELD_FIELDS);

export const customFieldRoutes = [
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/custom-fields',
    reader: false,
    summary: "Get a space's custom-field values",
    description: "Returns the values this space holds for its organization's custom fields, by field name.",
    pick: 'customFields',
    operation: `query ($spaceId: ID!) {
      space(id: $spaceId) { customFields { customField { ...CustomFieldFields } value } }
    } ${CUSTOM_FIELD_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/spaces/{spaceId}/custom-fields',
    reader: false,
    summary: "Set a space's custom-field values",
    description:
      "Sets the values of custom fields on a space (`null` clears one), checked against each field's type and options; all or nothing. Needs the edit role on the space.",
    body: true,
    reply: shaped({ 204: false }, () => ({ status: 204 })),
    operation: mutationDocument('setSpaceCustomFields', 'SetSpaceCustomFieldsInput', { select: 'space { key }' }),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/custom-fields',
    reader: false,
    summary: 'List the custom fields of an organization',
    description:
      'Lists the custom fields the spaces of the organization may hold values for, oldest first. Non-guest members may read them.',
    pick: 'customFields',
    operation: `query ($organizationId: ID!, $first: Int, $after: String) {
      organization(id: $organizationId) {
        customFields(first: $first, after: $after) { ${LIST} edges { node { ...CustomFieldFields } } }
      }
    } ${CUSTOM_FIELD_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/custom-fields',
    reader: false,
    summary: 'Create a custom field',
    description:
      'Defines a custom field: a name, a type (text, number, boolean, tags, single or multiple select with options), a title, description and placeholder. Needs the admin role. Answers 201.',
    body: true,
    pick: 'customField',
    reply: created,
    operation: mutation('createCustomField', 'CreateCustomFieldInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/custom-fields/{fieldName}',
    reader: false,
    summary: 'Get a custom field by its name',
    description: 'Returns a custom field of the organization. Non-guest members may read it.',
    pick: 'customField',
    operation: `query ($organizationId: ID!, $fieldName: String!) {
      organization(id: $organizationId) { customField(name: $fieldName) { ...CustomFieldFields } }
    } ${CUSTOM_FIELD_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/orgs/{organizationId}/custom-fields/{fieldName}',
    reader: false,
    summary: 'Update a custom field',
    description:
      'Changes the title, description, placeholder or options of a custom field (its name and type stay). Needs the admin role.',
    body: true,
    pick: 'customField',
    operation: mutation('updateCustomField', 'UpdateCustomFieldInput'),
  }),
  route({
    method: 'DELETE',
    path: '/v1/orgs/{organizationId}/custom-fields/{fieldName}',
    reader: false,
    summary: 'Delete a custom field',
    description:
      "Deletes a custom field and every space's value of it. Needs the admin role. Answers 205 when deleted, 204 when there was nothing to delete.",
    reply: deleteReply,
    operation: deleteDocument('deleteCustomField', 'DeleteCustomFieldInput'),
  }),
];
