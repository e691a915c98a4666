/**
 * Custom fields: typed metadata that an organization defines and its spaces fill in.
 *
 * - Definitions: non-guest members list and read them; only organization admins create, change
 *   and delete them (deleting a field deletes its values). `name` (^[a-z0-9_-]{1,50}$) is unique
 *   in the organization (409) and cannot change, nor can `type`.
 * - `options` (1 to 50 distinct strings of 1 to 100 characters) are required for the select
 *   types and refused for the others. Changing them drops the stored choices that no longer exist.
 * - Values: whoever reads a space reads its values; editors of the space (edit role) set them with
 *   `{ values: { <name>: { value } } }`. Each value is checked against its field: text (a string
 *   of at most 10000 characters), number (a JSON number), boolean, tags (distinct strings of 1 to
 *   100 characters, at most 100), select:multi (distinct options), select:single (one option).
 *   `value: null` clears it. An unknown name is a 400 and nothing is written.
 * - A space lists only the fields it has a value for, by field name.
 */
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { CustomField, Space } from '../../generated/prisma/client.ts';
import { Prisma as PrismaNamespace } from '../../generated/prisma/client.ts';
import { activeMember, spaceRole } from '../../request/access.ts';
import type { Context } from '../../request/context.ts';
import { parseInput } from '../../request/input.ts';
import { type PageArgs, paginate } from '../../request/pagination.ts';
import { atLeast, type Role } from '../../request/roles.ts';
import { requireOrgMember, requireOrgRole } from '../organizations/service.ts';
import { requireSpaceRole } from '../spaces/service.ts';
import {
  customFieldById,
  customFieldValuesBySpace,
  forgetCustomField,
  loadCustomFieldByName,
  primeCustomField,
} from './loaders.ts';

const fieldType = z.enum(['text', 'number', 'boolean', 'tags', 'select:multi', 'select:single']);
export type FieldType = z.infer<typeof fieldType>;
const isSelect = (type: string) => type === 'select:multi' || type === 'select:single';

export const TEXT_MAX = 10_000;
export const TAGS_MAX = 100;

const unique = (list: readonly unknown[]) => new Set(list).size === list.length;

const name = z
  .string()
  .regex(/^[a-z0-9_-]{1,50}$/, 'must be 1 to 50 lowercase letters, digits, underscores or hyphens');
const options = z.array(z.string().min(1).max(100)).min(1).max(50).refine(unique, 'must not repeat an option');
const texts = {
  title: z.string().max(100).nullish(),
  description: z.string().max(200).nullish(),
  placeholder: z.string().max(100).nullish(),
};

const createInput = z
  .object({ name, type: fieldType, ...texts, options: options.nullish() })
  .superRefine((v, issue) => {
    if (isSelect(v.type) && !v.options)
      issue.addIssue({ code: 'custom', path: ['options'], message: `${v.type} fields need 1 to 50 options` });
    if (!isSelect(v.type) && v.options)
      issue.addIssue({
        code: 'custom',
        path: ['options'],
        message: `only select fields have options, not ${v.type} fields`,
      });
  });
const updateInput = z.object({ ...texts, options: options.nullish() });

const valuesInput = z.object({
  values: z
    .record(
      z.string().max(100),
      z.object({ value: z.unknown() }).refine((v) => 'value' in v && v.value !== undefined, 'must be { value }'),
    )
    .refine((v) => Object.keys(v).length <= 1000, 'at most 1000 fields at once'),
});

/** The zod schema of a value of `field`. */
function valueSchema(field: CustomField): z.ZodType {
  const opts = field.options;
  const option = z
    .string()
    .refine(
      (v) => opts.includes(v),
      `must be one of the field options (${opts.map((o) => JSON.stringify(o)).join(', ')})`,
    );
  switch (field.type as FieldType) {
    case 'text':
      return z.string().max(TEXT_MAX);
    case 'number':
      return z.number();
    case 'boolean':
      return z.boolean();
    case 'tags':
      return z.array(z.string().min(1).max(100)).max(TAGS_MAX).refine(unique, 'must not repeat a tag');
    case 'select:multi':
      return z.array(option).refine(unique, 'must not repeat an option');
    case 'select:single':
      return option;
  }
}

/** `value` checked against its field (400 on `values.<name>.value`). */
export function checkValue(field: CustomField, value: unknown): unknown {
  const result = valueSchema(field).safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const at = ['values', field.name, 'value', ...issue.path].join('.');
  throw new BadRequestError(`Invalid '${at}' (${field.type}): ${issue.message}`, at);
}

// ---------------------------------------------------------------------------------------------
// Definitions

export async function getCustomField(ctx: Context, organizationId: string, fieldName: string): Promise<CustomField> {
  await requireOrgMember(ctx, organizationId);
  const field = await loadCustomFieldByName(ctx, organizationId, fieldName);
  if (!field) throw new NotFoundError(`No custom field '${fieldName}' in this organization`);
  return field;
}

/** By Relay id, for non-guest members of its organization. */
export async function loadVisibleCustomField(ctx: Context, id: string): Promise<CustomField | null> {
  const field = await customFieldById(ctx).load(id);
  if (!field) return null;
  const me = await activeMember(ctx, field.organizationId);
  return me?.role ? field : null;
}

export async function listCustomFields(ctx: Context, organizationId: string, args: PageArgs) {
  await requireOrgMember(ctx, organizationId);
  const where = { organizationId };
  return paginate(
    args,
    async (page) => {
      const rows = await ctx.prisma.customField.findMany({
        where,
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        ...page,
      });
      for (const row of rows) primeCustomField(ctx, row);
      return rows;
    },
    () => ctx.prisma.customField.count({ where }),
  );
}

const isUniqueViolation = (error: unknown) =>
  error instanceof PrismaNamespace.PrismaClientKnownRequestError && error.code === 'P2002';

export async function createCustomField(ctx: Context, organizationId: string, input: unknown) {
  await requireOrgRole(ctx, organizationId, 'admin');
  const data = parseInput(createInput, input);
  const conflict = () => new ConflictError(`A custom field named '${data.name}' already exists in this organization`);
  if (await loadCustomFieldByName(ctx, organizationId, data.name)) throw conflict();
  try {
    const field = await ctx.prisma.customField.create({
      data: {
        id: newId(),
        organizationId,
        name: data.name,
        type: data.type,
        title: data.title ?? null,
        description: data.description ?? null,
        placeholder: data.placeholder ?? null,
        options: data.options ?? [],
      },
    });
    primeCustomField(ctx, field);
    return field;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/** Changes title, description, placeholder and options; stored choices that are no longer options are dropped. */
export async function updateCustomField(ctx: Context, organizationId: string, fieldName: string, input: unknown) {
  await requireOrgRole(ctx, organizationId, 'admin');
  const field = await getCustomField(ctx, organizationId, fieldName);
  const data = parseInput(updateInput, input);
  if (data.options !== undefined) {
    if (!isSelect(field.type) && data.options !== null)
      throw new BadRequestError(
        `Invalid 'options': only select fields have options, not ${field.type} fields`,
        'options',
      );
    if (isSelect(field.type) && data.options === null)
      throw new BadRequestError(`Invalid 'options': ${field.type} fields need 1 to 50 options`, 'options');
  }
  const updated = await ctx.prisma.$transaction(async (tx) => {
    const row = await tx.customField.update({
      where: { id: field.id },
      data: {
        ...(data.title !== undefined ? { title: data.title } : {}),
        ...(data.description !== undefined ? { description: data.description } : {}),
        ...(data.placeholder !== undefined ? { placeholder: data.placeholder } : {}),
        ...(data.options ? { options: data.options } : {}),
      },
    });
    if (data.options && isSelect(field.type)) {
      const kept = new Set(data.options);
      const values = await tx.spaceCustomFieldValue.findMany({ where: { fieldId: field.id } });
      for (const v of values) {
        if (field.type === 'select:single') {
          if (!kept.has(v.value as string))
            await tx.spaceCustomFieldValue.delete({
              where: { spaceId_fieldId: { spaceId: v.spaceId, fieldId: field.id } },
            });
        } else {
          const list = (v.value as string[]).filter((o) => kept.has(o));
          if (list.length !== (v.value as string[]).length) {
            await tx.spaceCustomFieldValue.update({
              where: { spaceId_fieldId: { spaceId: v.spaceId, fieldId: field.id } },
              data: { value: list },
            });
          }
        }
      }
    }
    return row;
  });
  forgetCustomField(ctx, field);
  primeCustomField(ctx, updated);
  return updated;
}

export async function deleteCustomField(
  ctx: Context,
  organizationId: string,
  fieldName: string,
): Promise<{ deleted: boolean }> {
  await requireOrgRole(ctx, organizationId, 'admin');
  const field = await loadCustomFieldByName(ctx, organizationId, fieldName);
  if (!field) return { deleted: false };
  const { count } = await ctx.prisma.customField.deleteMany({ where: { id: field.id } });
  forgetCustomField(ctx, field);
  return { deleted: count > 0 };
}

export async function customFieldPermissions(ctx: Context, field: CustomField) {
  const me = await activeMember(ctx, field.organizationId);
  return { view: !!me, edit: atLeast((me?.role ?? null) as Role | null, 'admin') };
}

// ---------------------------------------------------------------------------------------------
// Values

/** The custom-field entries of a space the caller can read, by field name. */
export async function spaceCustomFields(ctx: Context, space: Space) {
  // Both loads start in the same tick for every space of a list, so the values load in one batch
  // whatever the time the role takes to resolve (it depends on each space's collection depth).
  const [role, values] = await Promise.all([spaceRole(ctx, space), customFieldValuesBySpace(ctx).load(space.id)]);
  if (!atLeast(role, 'read')) throw new ForbiddenError('You do not have access to this space');
  const fields = await customFieldById(ctx).loadMany(values.map((v) => v.fieldId));
  const entries = values.flatMap((v, i) => {
    const field = fields[i];
    // A space transferred to another organization keeps no values of its former fields.
    if (!field || field instanceof Error || field.organizationId !== space.organizationId) return [];
    return [{ customField: field, value: v.value }];
  });
  return entries.sort((a, b) =>
    a.customField.name < b.customField.name ? -1 : a.customField.name > b.customField.name ? 1 : 0,
  );
}

/** Sets (or with null, clears) values of a space: editors of the space; all or nothing. */
export async function setSpaceCustomFields(ctx: Context, spaceId: string, input: unknown) {
  const { space } = await requireSpaceRole(ctx, spaceId, 'edit');
  if (space.deletedAt) throw new ConflictError(`The space '${space.id}' is deleted: restore it first`);
  const { values } = parseInput(valuesInput, input);
  const names = Object.keys(values);
  const fields = await Promise.all(names.map((n) => loadCustomFieldByName(ctx, space.organizationId, n)));
  const writes = names.map((n, i) => {
    const field = fields[i];
    if (!field)
      throw new BadRequestError(
        `Invalid 'values.${n}': no custom field named '${n}' in this organization`,
        `values.${n}`,
      );
    const value = values[n].value;
    return { field, value: value === null ? null : checkValue(field, value) };
  });
  await ctx.prisma.$transaction(async (tx) => {
    for (const { field, value } of writes) {
      const key = { spaceId_fieldId: { spaceId: space.id, fieldId: field.id } };
      if (value === null)
        await tx.spaceCustomFieldValue.deleteMany({ where: { spaceId: space.id, fieldId: field.id } });
      else
        await tx.spaceCustomFieldValue.upsert({
          where: key,
          create: { spaceId: space.id, fieldId: field.id, value: value as object },
          update: { value: value as object },
        });
    }
  });
  customFieldValuesBySpace(ctx).clear(space.id);
  return space;
}
