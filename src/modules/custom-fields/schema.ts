import type { CustomField } from '../../generated/prisma/client.ts';
import { builder, type InputFields } from '../../graphql/builder.ts';
import { childList } from '../../graphql/connections.ts';
import { deletion, withDeletedId } from '../../graphql/deletions.ts';
import { describedEnum } from '../../graphql/enums.ts';
import { enumColumn, inputMutation, pathId } from '../../graphql/fields.ts';
import { url } from '../../request/context.ts';
import { organizationById } from '../organizations/loaders.ts';
import { OrganizationPermissions, OrganizationRef } from '../organizations/schema.ts';
import { SpaceRef } from '../spaces/schema.ts';
import { loadCustomFieldByName } from './loaders.ts';
import {
  createCustomField,
  customFieldPermissions,
  deleteCustomField,
  type FieldType,
  getCustomField,
  listCustomFields,
  loadVisibleCustomField,
  setSpaceCustomFields,
  spaceCustomFields,
  updateCustomField,
} from './service.ts';

export const CustomFieldTypeEnum = describedEnum('CustomFieldType', 'Kind of value a custom field holds.', {
  text: 'A string (at most 10000 characters).',
  number: 'A number.',
  boolean: 'true or false.',
  tags: 'Distinct strings of 1 to 100 characters (at most 100).',
  'select:multi': 'Distinct options of the field.',
  'select:single': 'One option of the field.',
} satisfies Record<FieldType, string>);

const CustomFieldPermissions = builder.simpleObject('CustomFieldPermissions', {
  description: 'What the caller may do with the custom field.',
  fields: (t) => ({
    view: t.boolean({ description: 'The caller can see the field (organization member).' }),
    edit: t.boolean({ description: 'The caller can change or delete the field (organization admin).' }),
  }),
});

const CustomFieldUrls = builder.simpleObject('CustomFieldUrls', {
  description: 'Addresses of a custom field.',
  fields: (t) => ({ location: t.string({ description: 'The field in the API.' }) }),
});

export const CustomFieldRef = builder.objectRef<CustomField>('CustomField');

builder.node(CustomFieldRef, {
  description: 'A typed field that the spaces of an organization can hold a value for.',
  id: { resolve: (f) => f.id },
  loadOne: (id, ctx) => loadVisibleCustomField(ctx, id),
  fields: (t) => ({
    key: t.exposeString('id', { description: 'The field id (REST paths use its name).' }),
    name: t.exposeString('name', {
      description: '1 to 50 lowercase letters, digits, underscores or hyphens; unique in the organization.',
    }),
    type: enumColumn(t, 'type', CustomFieldTypeEnum, 'Kind of value the field holds.'),
    title: t.exposeString('title', { nullable: true, description: 'At most 100 characters.' }),
    description: t.exposeString('description', { nullable: true, description: 'At most 200 characters.' }),
    placeholder: t.exposeString('placeholder', { nullable: true, description: 'At most 100 characters.' }),
    options: t.stringList({
      nullable: true,
      description: 'Choices of a select field (1 to 50); null for the other types.',
      resolve: (f) => (f.type.startsWith('select:') ? f.options : null),
    }),
    organizationId: t.exposeString('organizationId', { description: 'Id of the organization.' }),
    organization: t.field({
      description: 'The organization.',
      type: OrganizationRef,
      resolve: async (f, _, ctx) => (await organizationById(ctx).load(f.organizationId))!,
    }),
    createdAt: t.expose('createdAt', { description: 'When the field was created.', type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { description: 'When the field last changed.', type: 'DateTime' }),
    urls: t.field({
      description: 'Addresses of the field.',
      type: CustomFieldUrls,
      resolve: (f, _, ctx) => ({ location: url(ctx, `/v1/orgs/${f.organizationId}/custom-fields/${f.name}`) }),
    }),
    permissions: t.field({
      description: 'What the caller may do with the field.',
      type: CustomFieldPermissions,
      resolve: (f, _, ctx) => customFieldPermissions(ctx, f),
    }),
  }),
});

const SpaceCustomFieldEntry = builder.simpleObject('SpaceCustomFieldEntry', {
  description: 'The value of a custom field on a space.',
  fields: (t) => ({
    customField: t.field({ description: 'The custom field.', type: CustomFieldRef }),
    value: t.field({ type: 'JSON', description: 'A string, number, boolean or array of strings, per the field type.' }),
  }),
});

builder.objectFields(OrganizationRef, (t) => ({
  customFields: childList(
    t,
    CustomFieldRef,
    'Custom fields of the organization, oldest first (non-guest members).',
    listCustomFields,
  ),
  customField: t.field({
    type: CustomFieldRef,
    description: 'A custom field by name (non-guest members).',
    args: { name: t.arg.string({ description: 'Name of the custom field.', required: true }) },
    resolve: (org, { name }, ctx) => getCustomField(ctx, org.id, name),
  }),
}));

builder.objectFields(OrganizationPermissions, (t) => ({
  manageCustomFields: t.exposeBoolean('admin', {
    description: 'The caller can create, change and delete custom fields (organization admins).',
  }),
}));

builder.objectField(SpaceRef, 'customFields', (t) =>
  t.field({
    type: [SpaceCustomFieldEntry],
    description: 'The custom fields this space has a value for, by field name.',
    resolve: (space, _, ctx) => spaceCustomFields(ctx, space),
  }),
);

const textFields = (t: InputFields) => ({
  title: t.string({ description: 'At most 100 characters.' }),
  description: t.string({ description: 'At most 200 characters.' }),
  placeholder: t.string({ description: 'At most 100 characters.' }),
  options: t.stringList({ description: 'Select fields only: 1 to 50 distinct choices of 1 to 100 characters.' }),
});

const CreateCustomFieldInput = builder.inputType('CreateCustomFieldInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    name: t.string({ required: true, description: '^[a-z0-9_-]{1,50}$, unique in the organization.' }),
    type: t.field({ type: CustomFieldTypeEnum, required: true, description: 'Kind of value the field holds.' }),
    ...textFields(t),
  }),
});
const UpdateCustomFieldInput = builder.inputType('UpdateCustomFieldInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    fieldName: t.string({ description: 'Name of the custom field (REST: path parameter).', required: true }),
    ...textFields(t),
  }),
});
const DeleteCustomFieldInput = builder.inputType('DeleteCustomFieldInput', {
  fields: (t) => ({
    organizationId: pathId(t, 'organization'),
    fieldName: t.string({ description: 'Name of the custom field (REST: path parameter).', required: true }),
  }),
});
const SetSpaceCustomFieldsInput = builder.inputType('SetSpaceCustomFieldsInput', {
  fields: (t) => ({
    spaceId: pathId(t, 'space'),
    values: t.field({
      type: 'JSON',
      required: true,
      description: '{ <field name>: { value } }; value null clears it.',
    }),
  }),
});

const payload = (name: string) =>
  builder.simpleObject(name, {
    fields: (t) => ({
      customField: t.field({ type: CustomFieldRef, description: 'The custom field after the change.' }),
    }),
  });
const CreateCustomFieldPayload = payload('CreateCustomFieldPayload');
const UpdateCustomFieldPayload = payload('UpdateCustomFieldPayload');
const DeleteCustomFieldPayload = builder.simpleObject('DeleteCustomFieldPayload', {
  fields: (t) => ({ deleted: t.boolean({ description: 'False when the field did not exist.' }) }),
});
const SetSpaceCustomFieldsPayload = builder.simpleObject('SetSpaceCustomFieldsPayload', {
  fields: (t) => ({ space: t.field({ description: 'The space after the change.', type: SpaceRef }) }),
});

builder.mutationFields((t) => ({
  createCustomField: inputMutation(t, {
    type: CreateCustomFieldPayload,
    description: 'Organization admins define a custom field.',
    input: CreateCustomFieldInput,
    resolve: async ({ organizationId, ...data }, ctx) => ({
      customField: await createCustomField(ctx, organizationId, data),
    }),
  }),
  updateCustomField: inputMutation(t, {
    type: UpdateCustomFieldPayload,
    description: 'Organization admins change the title, description, placeholder or options of a field.',
    input: UpdateCustomFieldInput,
    resolve: async ({ organizationId, fieldName, ...data }, ctx) => ({
      customField: await updateCustomField(ctx, organizationId, fieldName, data),
    }),
  }),
  deleteCustomField: inputMutation(t, {
    type: DeleteCustomFieldPayload,
    description: 'Organization admins delete a field and its values.',
    input: DeleteCustomFieldInput,
    resolve: async (input, ctx) => {
      // Deleted by name; the global id names the row.
      const field = await loadCustomFieldByName(ctx, input.organizationId, input.fieldName);
      const { deleted } = await deleteCustomField(ctx, input.organizationId, input.fieldName);
      return deletion('CustomField', field?.id ?? '', deleted && !!field);
    },
  }),
  setSpaceCustomFields: inputMutation(t, {
    type: SetSpaceCustomFieldsPayload,
    description: 'Editors of a space set (or clear with null) its custom-field values; all or nothing.',
    input: SetSpaceCustomFieldsInput,
    resolve: async (input, ctx) => ({
      space: await setSpaceCustomFields(ctx, input.spaceId, { values: input.values }),
    }),
  }),
}));

// Delete payloads name what they deleted (src/graphql/deletions.ts).
withDeletedId(DeleteCustomFieldPayload);
