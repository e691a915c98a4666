/**
 * Converts between REST JSON and GraphQL values, guided by the schema and the route's document:
 * - enums: GraphQL names (SHARE_LINK) <-> the spec's wire values (share-link), which are the
 *   enum values' internal values;
 * - nulls: REST omits absent optional fields, except fields marked `extensions: { restNull: true }`
 *   (where null means something, e.g. a guest's role).
 */
import {
  coerceInputValue,
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLEnumType,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLScalarType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  typeFromAST,
} from 'graphql';

export function operationOf(document: DocumentNode): OperationDefinitionNode {
  const op = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (!op) throw new Error('REST route document has no operation');
  return op;
}

/**
 * REST input -> GraphQL variables: enum wire values become enum names; anything else in an enum
 * position is a 400 naming the field, and so is a body field the operation does not take (nothing
 * is dropped silently). `pathKeys`: keys of `input` that come from the path, not the body, which
 * the operation may not need.
 */
export function toVariables(
  schema: GraphQLSchema,
  document: DocumentNode,
  values: Record<string, unknown>,
  pathKeys: ReadonlySet<string> = new Set(),
) {
  const out: Record<string, unknown> = {};
  for (const def of operationOf(document).variableDefinitions ?? []) {
    const name = def.variable.name.value;
    const type = typeFromAST(schema, def.type) as GraphQLInputType | undefined;
    const root = name === 'input' ? [] : [name];
    if (!(name in values) || values[name] === undefined) {
      if (type instanceof GraphQLNonNull && !def.defaultValue) throw new InputShapeError(`'${name}' is required`);
      continue;
    }
    out[name] = type ? inputValue(type, values[name], root, name === 'input' ? pathKeys : undefined) : values[name];
    // Coerce here to word failures for a JSON API: GraphQL's own messages echo the whole
    // input value (which may hold secrets or megabytes of base64).
    if (type) {
      coerceInputValue(out[name], type, (path, _invalid, error) => {
        const at = [...root, ...path.map(String)].join('.');
        throw new InputShapeError(at ? `Invalid '${at}': ${error.message}` : error.message);
      });
    }
  }
  return out;
}

/** A REST value that GraphQL would coerce but the JSON API must refuse (400). */
export class InputShapeError extends Error {}

function inputValue(type: GraphQLInputType, value: unknown, path: string[], pathKeys?: ReadonlySet<string>): unknown {
  if (value === null || value === undefined) return value;
  if (type instanceof GraphQLNonNull) return inputValue(type.ofType, value, path, pathKeys);
  if (type instanceof GraphQLList) {
    // GraphQL coerces a lone value into a list; a JSON API expects the array itself.
    if (!Array.isArray(value)) throw new InputShapeError(`'${path.join('.')}' must be an array`);
    return value.map((v, i) => inputValue(type.ofType, v, [...path, String(i)]));
  }
  if (type instanceof GraphQLEnumType) {
    // Only wire values are accepted over REST (not GraphQL names such as ADMIN).
    const match = type.getValues().find((v) => v.value === value);
    if (!match) {
      const allowed = type
        .getValues()
        .map((v) => JSON.stringify(v.value))
        .join(', ');
      throw new InputShapeError(`'${path.join('.')}' must be one of ${allowed}`);
    }
    return match.name;
  }
  if (type instanceof GraphQLInputObjectType && typeof value === 'object' && !Array.isArray(value)) {
    const fields = type.getFields();
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (fields[key]) out[key] = inputValue(fields[key].type, v, [...path, key]);
      else if (!pathKeys?.has(key))
        throw new InputShapeError(`'${[...path, key].join('.')}' is not a field this operation takes`);
    }
    return out;
  }
  // GraphQL's ID also takes a number; an id in a JSON body is a string.
  if (type instanceof GraphQLScalarType && type.name === 'ID' && typeof value !== 'string')
    throw new InputShapeError(`Invalid '${path.join('.')}': an id is a string`);
  return value;
}

/** GraphQL result -> REST JSON for the selection set of `type`. */
export function toRest(
  schema: GraphQLSchema,
  document: DocumentNode,
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  data: unknown,
): unknown {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);

  const value = (t: GraphQLOutputType, set: SelectionSetNode | undefined, v: unknown): unknown => {
    if (v === null || v === undefined) return v;
    if (t instanceof GraphQLNonNull) return value(t.ofType, set, v);
    if (t instanceof GraphQLList) return (v as unknown[]).map((item) => value(t.ofType, set, item));
    if (t instanceof GraphQLEnumType) return t.getValue(v as string)?.value ?? v;
    if (t instanceof GraphQLScalarType) return v;
    let objectType: GraphQLObjectType | undefined;
    if (isObjectType(t)) objectType = t;
    else if (isAbstractType(t)) {
      const typename = (v as Record<string, unknown>).__typename;
      const found = typeof typename === 'string' ? schema.getType(typename) : undefined;
      if (!found || !isObjectType(found))
        throw new Error(`REST documents must select __typename on abstract type ${t.name}`);
      objectType = found;
    }
    return object(objectType!, set!, v as Record<string, unknown>);
  };

  const object = (t: GraphQLObjectType, set: SelectionSetNode, v: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    const visit = (s: SelectionSetNode) => {
      for (const sel of s.selections) {
        if (sel.kind === Kind.FIELD) {
          const key = sel.alias?.value ?? sel.name.value;
          if (sel.name.value === '__typename') {
            if (sel.alias) out[key] = v[key];
            continue;
          }
          const def = t.getFields()[sel.name.value];
          const raw = v[key];
          if (raw === null || raw === undefined) {
            if (def?.extensions?.restNull) out[key] = null;
            continue;
          }
          out[key] = def ? value(def.type, sel.selectionSet, raw) : raw;
        } else {
          const cond =
            sel.kind === Kind.INLINE_FRAGMENT ? sel.typeCondition : fragments.get(sel.name.value)?.typeCondition;
          if (cond && !appliesTo(schema, cond.name.value, t)) continue;
          visit(sel.kind === Kind.INLINE_FRAGMENT ? sel.selectionSet : fragments.get(sel.name.value)!.selectionSet);
        }
      }
    };
    visit(set);
    return out;
  };

  return value(type, selectionSet, data);
}

function appliesTo(schema: GraphQLSchema, condition: string, type: GraphQLObjectType): boolean {
  if (condition === type.name) return true;
  const cond = schema.getType(condition);
  return !!cond && isAbstractType(cond) && schema.isSubType(cond, type);
}

export const namedTypeOf = getNamedType;
