import { deleteReply, route } from '../../rest/route.ts';
import { created, mutationDocument, shaped } from '../../rest/documents.ts';

// Custom fields are seed endpoints that GitBook's current OpenAPI document no longer has.
export const CUSTOM_FIELD_FIELDS = /* GraphQL */ `
  fragment CustomFieldFields on CustomField {
    id: key name title description type placeholder options createdAt updatedAt
    urls { location }
    permissions { view edit }
  }
`;

const mutation = (field: string, inputType: string) =>
  mutationDocument(field, inputType, {
    select: 'customField { ...CustomFieldFields }',
    fragments: CUSTOM_FIELD_FIELDS,
  });

export const customFieldRoutes = [
  route({
    method: 'GET',
    path: '/v1/spaces/{spaceId}/custom-fields',
    pick: 'customFields',
    operation: `query ($spaceId: ID!) {
      space(id: $spaceId) { customFields { customField { ...CustomFieldFields } value } }
    } ${CUSTOM_FIELD_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/spaces/{spaceId}/custom-fields',
    body: true,
    reply: shaped({ 204: false }, () => ({ status: 204 })),
    operation: `mutation ($input: SetSpaceCustomFieldsInput!) {
      setSpaceCustomFields(input: $input) {
        __typename
        ... on SetSpaceCustomFieldsPayload { space { key } }
        ... on BaseError { message status }
      }
    }`,
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/custom-fields',
    pick: 'customFields',
    operation: `query ($organizationId: ID!, $first: Int, $after: String) {
      organization(id: $organizationId) {
        customFields(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { ...CustomFieldFields } } }
      }
    } ${CUSTOM_FIELD_FIELDS}`,
  }),
  route({
    method: 'POST',
    path: '/v1/orgs/{organizationId}/custom-fields',
    body: true,
    pick: 'customField',
    reply: created,
    operation: mutation('createCustomField', 'CreateCustomFieldInput'),
  }),
  route({
    method: 'GET',
    path: '/v1/orgs/{organizationId}/custom-fields/{fieldName}',
    pick: 'customField',
    operation: `query ($organizationId: ID!, $fieldName: String!) {
      organization(id: $organizationId) { customField(name: $fieldName) { ...CustomFieldFields } }
    } ${CUSTOM_FIELD_FIELDS}`,
  }),
  route({
    method: 'PATCH',
    path: '/v1/orgs/{organizationId}/custom-fields/{fieldName}',
    body: true,
    pick: 'customField',
    operation: mutation('updateCustomField', 'UpdateCustomFieldInput'),
  }),
  route({
    method: 'DELETE',
    path: '/v1/orgs/{organizationId}/custom-fields/{fieldName}',
    reply: deleteReply,
    operation: `mutation ($input: DeleteCustomFieldInput!) {
      deleteCustomField(input: $input) {
        __typename
        ... on DeleteCustomFieldPayload { deleted }
        ... on BaseError { message status }
      }
    }`,
  }),
];
