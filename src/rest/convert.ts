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
  return converterOf(schema, document, type, selectionSet)(data);
}

/** Converts one value of a position in the result (null and undefined pass through). */
type Convert = (value: unknown) => unknown;

/** What an object's selection set makes of it: its fields in the order the document asks them. */
interface FieldStep {
  key: string;
  /** Null is kept (REST omits other absent fields). */
  restNull: boolean;
  /** How the field's value converts; null: as it is. */
  convert: Convert | null;
}

/**
 * The converter of a document's root selection, planned once per selection set and type: REST
 * rows run the same documents on every request, so walking the schema per response would be
 * wasted work (the plans go with their document).
 */
const plans = new WeakMap<SelectionSetNode, Map<GraphQLObjectType, FieldStep[]>>();
const roots = new WeakMap<SelectionSetNode, Map<GraphQLObjectType, Convert>>();

function converterOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
): Convert {
  let byType = roots.get(selectionSet);
  if (!byType) {
    byType = new Map();
    roots.set(selectionSet, byType);
  }
  let convert = byType.get(type);
  if (!convert) {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    const planner = new Planner(schema, fragments);
    const root = planner.value(type, selectionSet);
    convert = (v) => (v === null || v === undefined || !root ? v : root(v));
    byType.set(type, convert);
  }
  return convert;
}

class Planner {
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
  ) {}

  /** The converter of values of type `t` (null when they pass as they are). */
  value(t: GraphQLOutputType, set: SelectionSetNode | undefined): Convert | null {
    if (t instanceof GraphQLNonNull) return this.value(t.ofType, set);
    if (t instanceof GraphQLList) {
      const item = this.value(t.ofType, set);
      return item && ((v) => (v as unknown[]).map((x) => (x === null || x === undefined ? x : item(x))));
    }
    if (t instanceof GraphQLEnumType) {
      const wire = new Map(t.getValues().map((v) => [v.name, v.value]));
      return (v) => wire.get(v as string) ?? v;
    }
    if (t instanceof GraphQLScalarType) return null;
    if (isObjectType(t)) {
      const objectType = t;
      let steps: FieldStep[] | undefined;
      return (v) => {
        steps ??= this.steps(objectType, set!);
        return this.fill(steps, v as Record<string, unknown>);
      };
    }
    if (isAbstractType(t)) {
      const abstract = t;
      return (v) => {
        const typename = (v as Record<string, unknown>).__typename;
        const found = typeof typename === 'string' ? this.schema.getType(typename) : undefined;
        if (!found || !isObjectType(found))
          throw new Error(`REST documents must select __typename on abstract type ${abstract.name}`);
        return this.object(found, set!, v as Record<string, unknown>);
      };
    }
    return null;
  }

  object(t: GraphQLObjectType, set: SelectionSetNode, v: Record<string, unknown>): Record<string, unknown> {
    return this.fill(this.steps(t, set), v);
  }

  private fill(steps: FieldStep[], v: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const step of steps) {
      const raw = v[step.key];
      if (raw === null || raw === undefined) {
        if (step.restNull) out[step.key] = null;
        continue;
      }
      out[step.key] = step.convert ? step.convert(raw) : raw;
    }
    return out;
  }

  /** The fields `set` asks of an object of type `t`, fragments spread, each key once. */
  private steps(t: GraphQLObjectType, set: SelectionSetNode): FieldStep[] {
    let byType = plans.get(set);
    if (!byType) {
      byType = new Map();
      plans.set(set, byType);
    }
    const known = byType.get(t);
    if (known) return known;
    const steps: FieldStep[] = [];
    const keys = new Set<string>();
    const visit = (s: SelectionSetNode) => {
      for (const sel of s.selections) {
        if (sel.kind === Kind.FIELD) {
          const key = sel.alias?.value ?? sel.name.value;
          // `__typename` serves abstract types; it is answered only when aliased.
          if ((sel.name.value === '__typename' && !sel.alias) || keys.has(key)) continue;
          keys.add(key);
          const def = sel.name.value === '__typename' ? undefined : t.getFields()[sel.name.value];
          steps.push({
            key,
            restNull: !!def?.extensions?.restNull,
            convert: def ? this.value(def.type, sel.selectionSet) : null,
          });
        } else {
          const fragment = sel.kind === Kind.INLINE_FRAGMENT ? sel : this.fragments.get(sel.name.value);
          if (!fragment) continue;
          const cond = fragment.typeCondition;
          if (cond && !appliesTo(this.schema, cond.name.value, t)) continue;
          visit(fragment.selectionSet);
        }
      }
    };
    visit(set);
    byType.set(t, steps);
    return steps;
  }
}

function appliesTo(schema: GraphQLSchema, condition: string, type: GraphQLObjectType): boolean {
  if (condition === type.name) return true;
  const cond = schema.getType(condition);
  return !!cond && isAbstractType(cond) && schema.isSubType(cond, type);
}

export const namedTypeOf = getNamedType;
