/**
 * Arguments that name an object are of type `ID` and take either the object's global id (what
 * `id` returns in the graph) or its REST key (what REST paths and `key` use). Resolvers always
 * receive the key: this module wraps every field whose arguments hold an `ID` somewhere (directly,
 * in a list or inside input objects) and turns global ids into keys before the resolver runs.
 * The relay plugin's own `node`/`nodes` roots decode ids themselves and are left alone.
 */
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNullableType,
  isInputObjectType,
  isListType,
  isObjectType,
  isScalarType,
} from 'graphql';

/** The global id of a node: base64 of `Typename:key`, as Pothos' relay plugin encodes it. */
export const encodeGlobalId = (typename: string, key: string) => Buffer.from(`${typename}:${key}`).toString('base64');

/** The typename and key of a global id, or null when `value` is not the global id of a type in `typenames`. */
export function decodeGlobalId(
  value: string,
  typenames: ReadonlySet<string>,
): { typename: string; key: string } | null {
  // Keys are short random strings: only a strict base64 string that decodes to `Type:…` is a global id.
  if (value.length < 8 || value.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return null;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1 || colon === decoded.length - 1) return null;
  const typename = decoded.slice(0, colon);
  return typenames.has(typename) ? { typename, key: decoded.slice(colon + 1) } : null;
}

/**
 * Objects inside a revision (pages, files, reusable contents) name their revision in the global id
 * (`revisionId/key`), so that two revisions' pages never share an id; an argument wants the key.
 */
const keyOf = (key: string) => {
  const slash = key.lastIndexOf('/');
  return slash < 0 ? key : key.slice(slash + 1);
};

type Converter = (value: unknown) => unknown;

/** Pothos' `t.globalID` fields are decoded by the relay plugin itself (the resolver gets `{ typename, id }`). */
const decodedByRelay = (field: { extensions?: Readonly<Record<string, unknown>> | null }) =>
  !!field.extensions?.isRelayGlobalID;

function converterFor(
  type: GraphQLInputType,
  toKey: (id: string) => string,
  seen: Map<string, Converter | null | undefined>,
): Converter | null {
  const inner = getNullableType(type);
  if (isScalarType(inner)) return inner.name === 'ID' ? (v) => (typeof v === 'string' ? toKey(v) : v) : null;
  if (isListType(inner)) {
    const item = converterFor(inner.ofType, toKey, seen);
    return item ? (v) => (Array.isArray(v) ? v.map(item) : v) : null;
  }
  if (!isInputObjectType(inner)) return null;
  if (seen.has(inner.name)) {
    // `undefined` while the type is being walked (a recursive input type): convert lazily.
    const known = seen.get(inner.name);
    return known === undefined ? (v) => (seen.get(inner.name) ?? ((x: unknown) => x))(v) : known;
  }
  seen.set(inner.name, undefined);
  const fields: [string, Converter][] = [];
  for (const field of Object.values(inner.getFields())) {
    if (decodedByRelay(field)) continue;
    const convert = converterFor(field.type, toKey, seen);
    if (convert) fields.push([field.name, convert]);
  }
  const convert: Converter | null = fields.length
    ? (v) => {
        if (!v || typeof v !== 'object') return v;
        const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
        for (const [name, c] of fields) if (out[name] !== undefined && out[name] !== null) out[name] = c(out[name]);
        return out;
      }
    : null;
  seen.set(inner.name, convert);
  return convert;
}

function argsConverter(
  args: readonly GraphQLArgument[],
  toKey: (id: string) => string,
  seen: Map<string, Converter | null | undefined>,
) {
  const converters: [string, Converter][] = [];
  for (const arg of args) {
    if (decodedByRelay(arg)) continue;
    const convert = converterFor(arg.type, toKey, seen);
    if (convert) converters.push([arg.name, convert]);
  }
  if (!converters.length) return null;
  return (args: Record<string, unknown>) => {
    const out = { ...args };
    for (const [name, c] of converters) if (out[name] !== undefined && out[name] !== null) out[name] = c(out[name]);
    return out;
  };
}

/** Wraps the resolvers (and subscribers) of every field with `ID` arguments so that they receive keys. */
export function acceptGlobalIds(schema: GraphQLSchema): GraphQLSchema {
  const typenames = new Set(
    Object.values(schema.getTypeMap())
      .filter((t) => isObjectType(t) && t.getInterfaces().some((i) => i.name === 'Node'))
      .map((t) => t.name),
  );
  const toKey = (id: string) => {
    const decoded = decodeGlobalId(id, typenames);
    return decoded ? keyOf(decoded.key) : id;
  };
  const seen = new Map<string, Converter | null | undefined>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
      if (type === schema.getQueryType() && (field.name === 'node' || field.name === 'nodes')) continue;
      const convert = argsConverter(field.args, toKey, seen);
      if (!convert) continue;
      const { resolve, subscribe } = field;
      if (resolve) field.resolve = (source, args, ctx, info) => resolve(source, convert(args), ctx, info);
      if (subscribe) field.subscribe = (source, args, ctx, info) => subscribe(source, convert(args), ctx, info);
    }
  }
  return schema;
}
